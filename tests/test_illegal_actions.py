"""Property: any action the engine refuses raises IllegalAction with a reason and leaves the
state exactly as it was; unknown action texts are refused by the match with UNKNOWN_ACTION."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgame.engine.actions import ActionSyntaxError, parse_action
from cardgame.engine.cards import standard_deck
from cardgame.engine.core import IllegalAction
from cardgame.engine.match import Match
from cardgame.engine.registry import games

_TEXTS = (
    [
        "pass",
        "draw",
        "take",
        "grand",
        "tichu",
        "swap",
        "moon",
        "bid 3",
        "bid 5",
        "trump H",
        "trump NT",
        "gift 1",
        "gift 2",
        "play MJ wish 8",
        "play PHX",
        "play DOG",
    ]
    + [f"play {c}" for c in standard_deck()]
    + [f"play {c} suit {s}" for c in standard_deck() if c.rank == "J" for s in "SHDC"]
    + [f"play {r}S {r}H" for r in "23456789TJQKA"]
    + ["play 3S 4S 5S 6S 7S", "play 9C 9D 9H 9S", "exchange 2S>1 3S>2 4S>3"]
)


def _state_after(game_id: str, seed: int, steps: int) -> Match:
    m = Match(game_id, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.deal_over:
            break
        seat = rng.choice(sorted(m.to_act()))
        m.apply(seat, rng.choice(m.game.legal_actions(m.state, seat)), check=False)
    return m


@pytest.mark.parametrize("game_id", list(games()))
@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 80),
    text=st.sampled_from(_TEXTS),
    seat=st.integers(0, 4),
)
def test_refused_actions_raise_with_a_reason_and_change_nothing(
    game_id: str, seed: int, steps: int, text: str, seat: int
) -> None:
    m = _state_after(game_id, seed, steps)
    seat %= m.num_seats
    game, state = m.game, m.state
    action = parse_action(text)
    why = game.why_illegal(state, seat, action)
    if why is None:
        return  # legal here (or a permitted foul)
    before = game.clone(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, seat, action)
    assert info.value.reason == why and why.code
    assert state == before


@pytest.mark.parametrize("text", ["", "fly", "play", "play XX", "bid", "gift x", "play 7H suit"])
def test_unknown_action_texts(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        parse_action(text)
    m = Match("pis_yedili", seed=1)
    before = m.game.clone(m.state)
    with pytest.raises(IllegalAction) as info:
        m.apply(min(m.to_act()), text)
    assert info.value.reason.code == "UNKNOWN_ACTION" and m.state == before


def test_action_texts_round_trip() -> None:
    for text in _TEXTS:
        assert str(parse_action(str(parse_action(text)))) == str(parse_action(text))
    assert str(parse_action("play 7H 7S")) == "play 7S 7H"
