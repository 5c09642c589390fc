"""The match at its edges: a match without a seed is the match of seed 0, the first deal
and its dealer come from the seed, a seat or a text that is no action is refused in words
before any game sees it, and a save whose move breaks the game says which move and seat."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame.engine import pis_yedili as py
from cardgame.engine.core import DealSetup, IllegalAction, reason
from cardgame.engine.match import Match
from cardgame.engine.saves import match_to_save, replay_prefix

SEATS = ["human", "easy", "easy"]


def test_a_match_without_a_seed_is_the_match_of_seed_zero() -> None:
    default, zero, one = Match("runfast"), Match("runfast", seed=0), Match("runfast", seed=1)
    assert default.seed == 0
    assert default.state == zero.state != one.state


def test_the_first_deal_and_its_dealer_come_from_the_match_seed() -> None:
    opts = py.Options(first_dealer="random")
    dealers = set()
    for seed in range(12):
        m = Match("pis_yedili", opts, seed=seed)
        assert m.setup == py.first_setup(opts, seed)
        setup = DealSetup(0, m.setup.dealer, m.setup.leader, (0,) * m.sides)
        assert m.state == py.new_state(opts, seed, setup)
        dealers.add(m.setup.dealer)
    assert len(dealers) > 1  # the seed really draws the dealer


def test_a_new_match_starts_at_its_first_action_and_is_not_over() -> None:
    m = Match("runfast", seed=3)
    assert m.deal_start == 0 and m.history == [] and m.over is False
    assert m.results == [] and m.counted_deals == 0 and m.totals == [0, 0, 0]


@pytest.mark.parametrize("seat", [3, 4, -1, "0", None, 1.0])
def test_a_seat_the_game_does_not_have_is_refused_before_the_game_is_asked(seat: Any) -> None:
    m = Match("runfast", seed=3)
    before = m.game.clone(m.state)
    with pytest.raises(IllegalAction) as info:
        m.apply(seat, "pass")
    assert info.value.reason == reason("NOT_YOUR_TURN", seat=str(seat))
    assert info.value.action == "pass"
    assert m.state == before and m.history == []


def test_a_long_seat_is_named_in_twenty_characters() -> None:
    m = Match("runfast", seed=3)
    with pytest.raises(IllegalAction) as info:
        m.apply("s" * 30, "pass")  # type: ignore[arg-type]
    assert info.value.reason == reason("NOT_YOUR_TURN", seat="s" * 20)


def test_a_text_that_is_no_action_is_refused_with_the_parsers_words() -> None:
    m = Match("runfast", seed=3)
    seat = min(m.to_act())
    with pytest.raises(IllegalAction) as info:
        m.apply(seat, "fly away")
    why = info.value.reason
    assert why.code == "UNKNOWN_ACTION" and why.param("text")
    assert "fly" in why.param("text")
    assert info.value.action == "fly away"
    assert m.history == []


def test_a_saved_move_that_breaks_the_game_names_the_move_and_its_seat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    m = Match("runfast", seed=3)
    seat = min(m.to_act())
    data = match_to_save(m, SEATS)
    text = "play " + " ".join(["3H"] * 20)  # longer than the 40 characters quoted
    data["actions"] = [[seat, text]]

    def broken(self: Match, seat: int, action: Any, *, check: bool = True) -> list:
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(Match, "apply", broken)
    done = replay_prefix(data)
    assert (done.good, done.total) == (0, 1)
    assert done.error == (
        f"action 0 ({text[:40]!r} by seat {seat}) does not replay: ZeroDivisionError('boom')"
    )
