"""Small helpers that turn the rules doc's example positions into states."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame.engine import pis_yedili as py
from cardgame.engine.actions import parse_action
from cardgame.engine.cards import parse_cards, standard_deck
from cardgame.engine.core import IllegalAction


def pos(players: int = 4, *, stock: int | str = 0, stock_top: str = "", top: str = "",
        pile: str = "", opts: dict[str, Any] | None = None, **desc: Any) -> py.State:
    """A position: `stock` a count (with `stock_top` cards on top) or cards; `top` the pile top.

    Hands are given as `h0="..."`; cards the example does not name go under the pile's top
    (or aside in an opening position). Stock filler avoids the cards the example names.
    """
    options = py.Options(num_players=players, **(opts or {}))
    d: dict[str, Any] = {}
    named: set[str] = set(stock_top.split()) | set(top.split()) | set(pile.split())
    for k, v in list(desc.items()):
        if k.startswith("h"):
            d[f"hand:{k[1:]}"] = v
            named |= set(v.split())
        else:
            d[k] = v
    if isinstance(stock, int):
        tops = stock_top.split()
        filler = [str(c) for c in standard_deck() if str(c) not in named]
        d["stock"] = " ".join(tops + filler[: stock - len(tops)])
    else:
        d["stock"] = stock
    if top or pile:
        d["discard"] = " ".join([top] + pile.split()) if top else pile
    return py.load_position(options, d)


def legal(state: py.State, seat: int) -> set[str]:
    return {str(a) for a in py.legal_actions(state, seat)}


def act(state: py.State, seat: int, text: str) -> list:
    return py.apply(state, seat, parse_action(text))


def refused(state: py.State, seat: int, text: str, code: str | None = None) -> None:
    """The action is illegal, raises with a reason, and leaves the state unchanged."""
    before = py.clone(state)
    why = py.why_illegal(state, seat, parse_action(text))
    assert why is not None, f"{text} should be illegal"
    with pytest.raises(IllegalAction) as info:
        py.apply(state, seat, parse_action(text))
    assert info.value.reason == why
    if code is not None:
        assert why.code == code
    assert state == before


def hand(state: py.State, seat: int) -> set[str]:
    return {str(c) for c in state.hands[seat]}


def top(state: py.State) -> str:
    return str(state.discard[-1])


def cards(text: str) -> set[str]:
    return {str(c) for c in parse_cards(text)}


def jack_forms(card: str, exclude: str = "") -> set[str]:
    return {f"play {card} suit {s}" for s in "SHDC" if s not in exclude}
