"""The shared vocabulary of the engine (cardgame.engine.core): reasons, events, views."""

from __future__ import annotations

import pytest

from cardgame.engine.cards import Card
from cardgame.engine.core import (
    DealSetup,
    Event,
    IllegalAction,
    Move,
    Reason,
    deal_rng_seed,
    hidden,
    reason,
)
from cardgame.engine.match import Match


def test_a_reason_keeps_its_parameters_sorted_and_reads_them_back() -> None:
    r = reason("TOO_LOW", top="KD", size=1)
    assert r == Reason("TOO_LOW", (("size", 1), ("top", "KD")))
    assert r.param("top") == "KD" and r.param("size") == 1
    assert r.param("kind") is None and r.param("kind", "pair") == "pair"
    assert str(r) == "TOO_LOW(size=1, top=KD)"
    assert str(reason("MUST_LEAD")) == "MUST_LEAD"


def test_an_illegal_action_carries_its_reason_and_says_what_was_refused() -> None:
    why = reason("MUST_LEAD")
    e = IllegalAction(why, "pass")
    assert e.reason is why and e.action == "pass"
    assert str(e) == "illegal action pass: MUST_LEAD"
    bare = IllegalAction(why)
    assert bare.action is None and str(bare) == "MUST_LEAD"


def test_an_event_reads_its_parameters() -> None:
    e = Event("Played", 2, (), (("card", "5H"), ("lead", True)))
    assert e.param("card") == "5H" and e.param("lead") is True
    assert e.param("rank") is None and e.param("rank", "x") == "x"
    assert (e.seat, e.moves, e.reveals) == (2, (), ())


def test_hidden_blanks_the_cards_unless_kept() -> None:
    moves = (Move(Card.parse("5H"), "deck", "hand:1"), Move(Card.parse("KS"), "deck", "hand:2"))
    assert hidden(moves, True) is moves
    assert hidden(moves, False) == (Move(None, "deck", "hand:1"), Move(None, "deck", "hand:2"))


def test_a_view_counts_its_zones_and_reads_its_status() -> None:
    m = Match("tichu", seed=2)
    v = m.game.view(m.state, 0)
    assert v.count("hand:0") == len(v.hand) == 8
    assert v.count("no such zone") == 0
    status = dict(v.status)
    for key, value in status.items():
        assert v.status_value(key) == value
    assert v.status_value("no such key") is None and v.status_value("no such key", 5) == 5


def test_build_needs_every_field() -> None:
    m = Match("runfast", seed=2)
    v = m.game.view(m.state, 0)
    values = {name: getattr(v, name) for name in v.__dataclass_fields__}
    assert type(v).build(**values) == v
    values.pop("log")
    with pytest.raises(TypeError):
        type(v).build(**values)


def test_deal_seeds_and_setups() -> None:
    assert deal_rng_seed(8812, 3) == "8812/deal/3"
    assert DealSetup() == DealSetup(0, 0, None, ())
