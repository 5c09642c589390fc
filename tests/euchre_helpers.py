"""Small helpers that turn the Ghost Euchre rules doc's example positions into states."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame.engine import ghost_euchre as ge
from cardgame.engine.actions import parse_action
from cardgame.engine.cards import parse_cards
from cardgame.engine.core import IllegalAction


def pos(*, opts: dict[str, Any] | None = None, **desc: Any) -> ge.State:
    """A position: hands as `h0="..."`, other zones and counters by name (`won_1` = `won:1`).

    A play position (trump given) gets a declarer and contract 3 unless the example says.
    """
    options = ge.Options(**(opts or {}))
    d: dict[str, Any] = {}
    for k, v in desc.items():
        if k[0] == "h" and k[1:].isdigit():
            d[f"hand:{k[1:]}"] = v
        elif k.startswith("won_"):
            d[f"won:{k[4:]}"] = v
        else:
            d[k] = v
    if "trump" in d and "declarer" not in d and "calls" not in d:
        d["declarer"] = d.get("leader", 0)
        d.setdefault("contract", 3)
    return ge.load_position(options, d)


def legal(state: ge.State, seat: int) -> set[str]:
    return {str(a) for a in ge.legal_actions(state, seat)}


def act(state: ge.State, seat: int, text: str) -> list:
    return ge.apply(state, seat, parse_action(text))


def refused(state: ge.State, seat: int, text: str, code: str | None = None) -> None:
    """The action is illegal, raises with a reason, and leaves the state unchanged."""
    before = ge.clone(state)
    why = ge.why_illegal(state, seat, parse_action(text))
    assert why is not None, f"{text} should be illegal"
    with pytest.raises(IllegalAction) as info:
        ge.apply(state, seat, parse_action(text))
    assert info.value.reason == why
    if code is not None:
        assert why.code == code, why
    assert state == before


def plays(*cards: str) -> set[str]:
    return {f"play {c}" for c in cards}


def hand(state: ge.State, seat: int) -> set[str]:
    return {str(c) for c in state.hands[seat]}


def cards(text: str) -> set[str]:
    return {str(c) for c in parse_cards(text)}


def auction(dealer: int, *, opts: dict[str, Any] | None = None, seed: int = 7) -> ge.State:
    """A freshly dealt hand with `dealer`, at the start of the auction."""
    options = ge.Options(**(opts or {}))
    return ge.new_state(options, seed, ge.first_setup(ge.Options(first_dealer=dealer), 0))


def after_deal(totals: tuple[int, int, int], result: ge.HandResult) -> list[int]:
    return [t + p for t, p in zip(totals, result.points)]
