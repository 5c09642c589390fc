"""Build a Run Fast state from zones and a few scalars (CONTRACT 1.10), for examples and tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ..cards import Card, parse_cards
from ..core import DealSetup
from .combos import H3, classify, deck
from .options import RunFastOptions
from .rules import HAND, SEATS, Phase, RunFastState, check_state


def _cards(value: Any) -> list[Card]:
    if isinstance(value, str):
        return list(parse_cards(value))
    return [c if isinstance(c, Card) else Card.parse(c) for c in value]


_SCALARS: Final = {
    "to_act",
    "phase",
    "top",
    "top_seat",
    "top_is_lead",
    "passes",
    "opening",
    "played",
    "ledger",
    "leader",
    "deal_number",
}


def load_position(options: RunFastOptions, desc: Mapping[str, Any]) -> RunFastState:
    """Zones: `hand:s`, `table` (the running trick's cards), `gone`; unplaced cards go to `gone`.

    Scalars: `to_act`; `top` (cards on the table that are the top play; its player `top_seat`,
    by default the seat before `to_act`; `top_is_lead` default true; `passes` since it, by
    default what the seats in between must have done); `opening` (the opening play is still
    to come: default when nothing is gone or on the table); `played` (per seat; default: all
    have played, or none at the opening); `ledger` (bonuses so far); `leader` (a forced opener
    as DealSetup.leader, which lifts the 3H requirement); `phase` (checked, else derived).
    """
    for key in desc:
        if key not in _SCALARS and key not in HAND and key not in ("table", "gone"):
            raise ValueError(f"unknown zone or counter {key!r}")
    all_cards = deck(options)
    placed: set[Card] = set()

    def take(cards: list[Card]) -> list[Card]:
        for c in cards:
            if c not in all_cards:
                raise ValueError(f"card {c} is not in this deck")
            if c in placed:
                raise ValueError(f"card {c} is named twice")
            placed.add(c)
        return cards

    hands = [take(_cards(desc.get(HAND[s], ()))) for s in range(SEATS)]
    table = take(_cards(desc.get("table", ())))
    gone = take(_cards(desc.get("gone", ())))
    gone += [c for c in all_cards if c not in placed]
    top_cards = _cards(desc.get("top", ()))
    if any(c not in table for c in top_cards):
        raise ValueError("the top play's cards must be on the table")
    if table and not top_cards:
        raise ValueError("cards on the table need a top play")
    opening = bool(desc.get("opening", not table and len(gone) == 0))
    leader = desc.get("leader")
    if "to_act" in desc:
        to_act = int(desc["to_act"])
    elif opening:
        to_act = (
            leader if leader is not None else next((s for s in range(SEATS) if H3 in hands[s]), 0)
        )
    else:
        to_act = 0
    if opening and leader is None and H3 not in hands[to_act]:
        raise ValueError("the opening play is made by the holder of 3H")
    played = list(desc.get("played", [not opening] * SEATS))
    ledger = list(desc.get("ledger", [0] * SEATS))
    if len(played) != SEATS or len(ledger) != SEATS or sum(ledger) != 0:
        raise ValueError("played and ledger need one value per seat; the ledger sums to zero")
    setup = DealSetup(int(desc.get("deal_number", 0)), 0, leader, (0,) * SEATS)
    state = RunFastState(
        options,
        setup,
        0,
        hands,
        Phase.LEAD,
        to_act,
        opening=opening,
        need_3h=opening and leader is None and options.opening_requires_3h,
        played=[bool(p) for p in played],
        ledger=[int(x) for x in ledger],
        gone=gone,
    )
    if opening:
        state.phase = Phase.OPENING
    if top_cards:
        combo = classify(top_cards, False, options)
        if combo is None:
            raise ValueError("the top play is no combination")
        top_seat = int(desc.get("top_seat", (to_act - 1) % SEATS))
        state.phase = Phase.RESPOND
        state.top, state.top_seat = combo, top_seat
        state.top_is_lead = bool(desc.get("top_is_lead", True))
        state.passes = int(desc.get("passes", (to_act - top_seat - 1) % SEATS))
        rest = [c for c in table if c not in top_cards]
        state.trick = ([(top_seat, tuple(rest))] if rest else []) + [(top_seat, tuple(top_cards))]
        if state.passes >= SEATS - 1 or to_act == top_seat:
            raise ValueError("the trick would be closed")
    if "phase" in desc and Phase(desc["phase"]) is not state.phase:
        raise ValueError(f"the position is in phase {state.phase.value}, not {desc['phase']}")
    check_state(state)
    return state
