"""Property: at any position of any game, every level (and the benchmark's reference) answers
with one of the legal actions; the reference's samples keep every hand as it is."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgame.ai.base import make_bot
from cardgame.ai.reference import ReferenceBot
from cardgame.engine.match import Match
from cardgame.engine.registry import games

GAMES = list(games())


def _position(game_id: str, seed: int, depth: int) -> tuple[Any, Any, int]:
    """The state after `depth` random actions of a seeded match (the next deal if that one
    ends first), at a seat to act."""
    m = Match(game_id, seed=seed)
    game, rng = m.game, random.Random(seed)
    for _ in range(depth):
        if game.is_over(m.state):
            if m.over:
                break
            m.start_next_deal()
        seat = min(game.to_act(m.state))
        m.apply(seat, rng.choice(game.legal_actions(m.state, seat)), check=False)
    if game.is_over(m.state) and not m.over:
        m.start_next_deal()
    return game, m.state, min(game.to_act(m.state)) if not game.is_over(m.state) else -1


positions = st.tuples(st.integers(0, 10_000), st.integers(0, 160))


def _answers_legally(game_id: str, level: str, where: tuple[int, int]) -> bool:
    game, state, seat = _position(game_id, *where)
    if seat < 0:
        return True
    legal = game.legal_actions(state, seat)
    rng = random.Random(where[0])
    if level == "reference":  # searches get a fixed small sample count, to stay quick
        action = ReferenceBot(game_id, samples=2).choose_in(state, seat, legal, rng)
    else:
        bot = make_bot(game_id, level, **({"samples": 2} if level == "hard" else {}))
        action = bot.choose(game.view(state, seat), legal, rng)
    return action in legal


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["random", "easy", "medium"])
@given(where=positions)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_heuristic_levels_answer_legally(game_id: str, level: str, where: tuple[int, int]) -> None:
    assert _answers_legally(game_id, level, where)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["hard", "reference"])
@given(where=positions)
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_searching_bots_answer_legally(game_id: str, level: str, where: tuple[int, int]) -> None:
    assert _answers_legally(game_id, level, where)


@pytest.mark.parametrize("game_id", GAMES)
@given(where=positions)
@settings(max_examples=30, deadline=None)
def test_the_reference_sample_keeps_every_hand(game_id: str, where: tuple[int, int]) -> None:
    """`sample_unseen` changes no hand and nothing the deciding seat sees, and leaves the
    true state alone."""
    game, state, seat = _position(game_id, *where)
    if seat < 0:
        return
    before = game.clone(state)
    sample = game.sample_unseen(state, seat, random.Random(where[1]))
    assert state == before
    hands = {z: cards for z, cards in game.zones(state).items() if z.startswith("hand:")}
    assert {z: c for z, c in game.zones(sample).items() if z.startswith("hand:")} == hands
    assert game.view(sample, seat) == game.view(state, seat)
    assert game.legal_actions(sample, seat) == game.legal_actions(state, seat)


def test_the_reference_is_no_level_and_needs_the_true_deal() -> None:
    with pytest.raises(ValueError):
        make_bot("runfast", "reference")
    game, state, seat = next(
        p
        for d in range(40)
        if len((p := _position("runfast", 3, d))[0].legal_actions(p[1], p[2])) > 2
    )
    bot = ReferenceBot("runfast", samples=2)
    with pytest.raises(RuntimeError):
        bot.choose(game.view(state, seat), game.legal_actions(state, seat), random.Random(1))


def test_the_reference_sample_unmakes_other_seats_tichu_step_choices() -> None:
    """Tichu's step choices are private: in the sample only the deciding seat's stand, the
    undealt sixes are shared out afresh (counts kept), and the sample plays on legally."""
    made = 0
    for depth in range(1, 11):  # the Grand Tichu, call and exchange steps
        game, state, seat = _position("tichu", 5, depth)
        sample = game.sample_unseen(state, seat, random.Random(depth))
        made += any(c is not None for c in state.choices)
        assert all(c is None for s, c in enumerate(sample.choices) if s != seat)
        assert [u.bit_count() for u in sample.undealt] == [u.bit_count() for u in state.undealt]
        assert game.view(sample, seat) == game.view(state, seat)
        rng = random.Random(depth)
        while not game.is_over(sample):
            s = min(game.to_act(sample))
            game.apply(sample, s, rng.choice(game.legal_actions(sample, s)))
    assert made >= 6


@given(
    seed=st.integers(0, 10_000),
    depth=st.integers(0, 200),
    grand=st.booleans(),
    calls=st.booleans(),
    exchange=st.booleans(),
    wish_required=st.booleans(),
    level=st.sampled_from(["easy", "medium"]),
)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_tichu_rules_answer_legally_under_every_option(
    seed: int, depth: int, grand: bool, calls: bool, exchange: bool, wish_required: bool, level: str
) -> None:
    """Medium's rules (calls, exchange, leads, follows, bomb polls, the gift, the wish) under
    options at non-default values, through a whole random walk to `depth`."""
    from cardgame.engine.tichu import Options

    opts = Options(
        target_score=200,
        grand_tichu_enabled=grand,
        tichu_calls_enabled=calls,
        exchange_enabled=exchange,
        wish_required=wish_required,
    )
    m = Match("tichu", opts, seed)
    game, rng, bot = m.game, random.Random(seed), make_bot("tichu", level)
    for step in range(depth):
        if game.is_over(m.state):
            break
        seat = min(game.to_act(m.state))
        legal = game.legal_actions(m.state, seat)
        action = bot.choose(game.view(m.state, seat), legal, rng)
        assert action in legal
        m.apply(seat, action if step % 3 else rng.choice(legal), check=False)
