"""Build a Ghost Euchre state from zones and a few scalars (CONTRACT 1.10), for examples and
tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ..cards import Card, parse_cards
from ..core import DealSetup
from .options import EuchreOptions
from .rules import (
    CALL_TEXT,
    DECK,
    HAND,
    NOCALL,
    PARTNER,
    WON,
    EuchreState,
    Phase,
    check_state,
    text_sorted,
)

_ZONES: Final = {*HAND, *WON, "ghost", "dead", "table"}
_SCALARS: Final = {
    "phase",
    "to_act",
    "dealer",
    "trump",
    "declarer",
    "contract",
    "calls",
    "swapper",
    "trick",
    "leader",
    "tricks",
    "reneges",
    "totals",
}
_CALLS: Final = {v: k for k, v in CALL_TEXT.items() if v is not None} | {
    "PASS": 0,
    "BID 3": 3,
    "BID 4": 4,
    "BID 5": 5,
    "MOON": 6,
    "3": 3,
    "4": 4,
    "5": 5,
}


def _cards(value: Any) -> list[Card]:
    if isinstance(value, str):
        return list(parse_cards(value))
    return [c if isinstance(c, Card) else Card.parse(c) for c in value]


def _call(value: Any) -> int:
    if value is None:
        return NOCALL
    if isinstance(value, int):
        if value not in (0, 3, 4, 5, 6):
            raise ValueError(f"not a call: {value!r}")
        return value
    try:
        return _CALLS[str(value).strip()]
    except KeyError:
        raise ValueError(f"not a call: {value!r}") from None


def load_position(options: EuchreOptions, desc: Mapping[str, Any]) -> EuchreState:
    """Zones: `hand:s`, `ghost`, `dead`, `table` (leader first), `won:s`; unplaced cards go
    to `gone`. Scalars: `phase`, `to_act`, `dealer`, `trump`, `declarer`, `contract`
    (3, 4, 5 or "moon"), `calls` (per seat: None, "pass", "bid n", "moon"), `swapper`,
    `leader`, `tricks`, `reneges`, `totals`, and `trick` (the doc's trick number, descriptive).
    """
    for key in desc:
        if key not in _ZONES and key not in _SCALARS:
            raise ValueError(f"unknown zone or counter {key!r}")
    placed: set[Card] = set()

    def take(zone: str) -> list[Card]:
        cards = _cards(desc.get(zone, ()))
        for c in cards:
            if c in placed:
                raise ValueError(f"card {c} is named twice")
            placed.add(c)
        return cards

    hands = [text_sorted(take(HAND[s])) for s in range(3)]
    ghost, dead, table = text_sorted(take("ghost")), text_sorted(take("dead")), take("table")
    won = [take(WON[s]) for s in range(3)]
    if len(table) > 2:
        raise ValueError("a running trick holds at most two cards")
    gone = [c for c in DECK if c not in placed]
    dealer = int(desc.get("dealer", 0))
    calls = [_call(c) for c in desc.get("calls", (None, None, None))]
    if len(calls) != 3:
        raise ValueError("calls need one entry per seat")
    contract = desc.get("contract")
    high = (
        max(calls)
        if contract is None
        else _call(str(contract).lower() if isinstance(contract, str) else contract)
    )
    high = max(high, 0)
    declarer = desc.get("declarer")
    if declarer is None and high > 0:
        declarer = calls.index(high)
    trump = str(desc.get("trump", "")).upper()
    if trump and trump not in PARTNER and trump != "NT":
        raise ValueError(f"not a trump: {trump!r}")
    if trump == "NT" and not options.no_trump:
        raise ValueError("no-trump is switched off")
    leader = int(desc.get("leader", declarer if declarer is not None else 0))
    if "phase" in desc:
        phase = Phase(desc["phase"])
    elif trump:
        phase = Phase.PLAY
    elif declarer is not None and all(c != NOCALL for c in calls):
        phase = Phase.TRUMP
    else:
        phase = Phase.AUCTION
    if phase is Phase.PLAY:
        default_to_act = (leader + len(table)) % 3
    elif phase is Phase.TRUMP:
        default_to_act = declarer if declarer is not None else 0
    else:
        default_to_act = next(
            ((dealer + k) % 3 for k in (1, 2, 3) if calls[(dealer + k) % 3] == NOCALL),
            (dealer + 1) % 3,
        )
    to_act = int(desc.get("to_act", default_to_act))
    tricks = [int(t) for t in desc.get("tricks", (0, 0, 0))]
    reneges = [int(t) for t in desc.get("reneges", (0, 0, 0))]
    totals = tuple(int(t) for t in desc.get("totals", (0, 0, 0)))
    swapper = desc.get("swapper")
    if swapper is None and dead:
        raise ValueError("a dead hand needs a swapper")
    state = EuchreState(
        options,
        DealSetup(0, dealer, None, totals),
        0,
        hands,
        ghost,
        dead,
        phase,
        to_act,
        calls,
        high,
        declarer,
        None if swapper is None else int(swapper),
        trump,
        leader,
        table,
        tricks,
        won,
        reneges,
        gone=gone,
    )
    if phase is Phase.OVER and declarer is None:
        state.thrown_in = True
    check_state(state)
    return state
