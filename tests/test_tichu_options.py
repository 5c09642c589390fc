"""Each Tichu option away from its default changes a position (rules doc, section 15)."""

from __future__ import annotations

from tichu_helpers import act, legal, pos, refused

from cardgame.engine import tichu as t
from cardgame.engine.core import DealSetup


def _dealt(**opts: object) -> t.State:
    return t.new_state(t.Options(**opts), 11, DealSetup())  # type: ignore[arg-type]


def _pass_step(s: t.State) -> None:
    for seat in sorted(t.to_act(s)):
        act(s, seat, "pass")


def test_without_grand_tichu_fourteen_cards_come_at_once_and_grand_is_refused() -> None:
    on, off = _dealt(), _dealt(grand_tichu_enabled=False)
    assert on.phase is t.Phase.GRAND and [len(t.view(on, p).hand) for p in range(4)] == [8] * 4
    assert "grand" in legal(on, 0)
    assert off.phase is t.Phase.CALL and [len(t.view(off, p).hand) for p in range(4)] == [14] * 4
    assert legal(off, 0) == {"tichu", "pass"}
    refused(off, 0, "grand", "CALL_NOT_ALLOWED")


def test_without_tichu_calls_the_call_step_is_skipped_and_tichu_never_offered() -> None:
    on = _dealt(grand_tichu_enabled=False)
    off = _dealt(grand_tichu_enabled=False, tichu_calls_enabled=False)
    assert on.phase is t.Phase.CALL
    assert off.phase is t.Phase.EXCHANGE
    grand = _dealt(tichu_calls_enabled=False)
    _pass_step(grand)  # after the Grand Tichu step, straight to the exchange
    assert grand.phase is t.Phase.EXCHANGE
    hands = dict(
        h0="MJ 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
        h1="2J 3J",
        h2="2P 3P",
        h3="2R 3R",
        played_card=[False] * 4,
    )
    assert "tichu" in legal(pos(to_act=0, **hands), 0)
    s = pos(to_act=0, opts={"tichu_calls_enabled": False}, **hands)
    assert "tichu" not in legal(s, 0)
    refused(s, 0, "tichu", "CALL_NOT_ALLOWED")


def test_without_the_exchange_play_starts_after_the_calls() -> None:
    on = _dealt(grand_tichu_enabled=False)
    off = _dealt(grand_tichu_enabled=False, exchange_enabled=False)
    _pass_step(on)
    _pass_step(off)
    assert on.phase is t.Phase.EXCHANGE
    assert off.phase is t.Phase.PLAY
    assert all(not any(a.startswith("exchange") for a in legal(off, p)) for p in range(4))
    (leader,) = t.to_act(off)
    assert "MJ" in {str(c) for c in t.view(off, leader).hand}


def test_a_required_wish_refuses_the_mah_jong_without_one() -> None:
    hands = dict(h0="MJ 5S 9J", h1="2J 3J", h2="2P 3P", h3="2R 3R")
    free = pos(to_act=0, **hands)
    assert "play MJ" in legal(free, 0) and "play MJ wish 8" in legal(free, 0)
    s = pos(to_act=0, opts={"wish_required": True}, **hands)
    assert "play MJ" not in legal(s, 0)
    assert "play MJ wish 8" in legal(s, 0)
    refused(s, 0, "play MJ", "INVALID_WISH")
    act(s, 0, "play MJ wish 8")
    assert s.wish == 8
