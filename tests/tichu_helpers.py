"""Small helpers that turn the Tichu rules doc's example positions into states."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame.engine import tichu as t
from cardgame.engine.actions import parse_action
from cardgame.engine.cards import parse_cards
from cardgame.engine.core import IllegalAction


def pos(*, opts: dict[str, Any] | None = None, **desc: Any) -> t.State:
    """A position: hands as `h0="..."`, won cards as `w0="..."`, the rest as load_position."""
    d: dict[str, Any] = {}
    for k, v in desc.items():
        if k[0] in "hw" and k[1:].isdigit():
            d[("hand:" if k[0] == "h" else "won:") + k[1:]] = v
        else:
            d[k] = v
    return t.load_position(t.Options(**(opts or {})), d)


def legal(state: t.State, seat: int) -> set[str]:
    return {str(a) for a in t.legal_actions(state, seat)}


def plays(state: t.State, seat: int) -> set[str]:
    """The legal card plays (without pass and tichu)."""
    return {a for a in legal(state, seat) if a.startswith("play")}


def act(state: t.State, seat: int, text: str) -> list:
    action = parse_action(text)
    assert t.why_illegal(state, seat, action) is None, (text, t.why_illegal(state, seat, action))
    assert action in t.legal_actions(state, seat), text
    return t.apply(state, seat, action)


def refused(state: t.State, seat: int, text: str, code: str | None = None) -> None:
    """The action is illegal, raises with a reason, and leaves the state unchanged."""
    before = t.clone(state)
    action = parse_action(text)
    why = t.why_illegal(state, seat, action)
    assert why is not None, f"{text} should be illegal"
    assert action not in t.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as info:
        t.apply(state, seat, action)
    assert info.value.reason == why
    if code is not None:
        assert why.code == code, (text, why)
    assert state == before


def hand(state: t.State, seat: int) -> set[str]:
    return {str(c) for c in t.zones(state)[f"hand:{seat}"]}


def cards(text: str) -> set[str]:
    return {str(c) for c in parse_cards(text)}


def to_act(state: t.State) -> set[int]:
    return set(t.to_act(state))


def keys(events: list) -> list[str]:
    return [e.key for e in events]


def played(events: list) -> Any:
    """The last Played event."""
    return [e for e in events if e.key == "Played"][-1]


def nobody_bombs(state: t.State) -> None:
    """Every seat the open bomb window polls declines."""
    while state.window:
        act(state, state.window[0], "pass")


def trick_won(events: list) -> tuple[int, int]:
    """(to whom, points) of the trick collected among the events."""
    won = [e for e in events if e.key == "TrickWon"][0]
    return won.param("to"), won.param("points")
