"""Build a Pis Yedili state from zones and a few scalars (CONTRACT 1.10), for examples and tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, parse_cards
from ..core import DealSetup
from .options import PisOptions
from .rules import DECK, HAND, Phase, PisState, check_state


def _cards(value: Any) -> list[Card]:
    if isinstance(value, str):
        return list(parse_cards(value))
    return [c if isinstance(c, Card) else Card.parse(c) for c in value]


def load_position(options: PisOptions, desc: Mapping[str, Any]) -> PisState:
    """Zones: `hand:s`, `discard` (top first), `stock` (top first, or a count).

    Scalars: `to_act`, `dealer`, `phase`, `named` (the suit named for a Jack on top),
    `direction` ("CW"/"ACW"), `pending`, `drawn`. Unplaced cards go under the discard's top.
    """
    n = options.num_players
    placed: set[Card] = set()

    def take(cards: list[Card]) -> list[Card]:
        for c in cards:
            if c in placed:
                raise ValueError(f"card {c} is named twice")
            placed.add(c)
        return cards

    known_zones = {HAND[s] for s in range(n)} | {"discard", "stock"}
    scalars = {"to_act", "dealer", "phase", "named", "direction", "pending", "drawn", "top"}
    for key in desc:
        if key not in known_zones and key not in scalars:
            raise ValueError(f"unknown zone or counter {key!r}")
    hands = [take(_cards(desc.get(HAND[s], ()))) for s in range(n)]
    discard_top_first = take(_cards(desc.get("discard", ())))
    stock_desc = desc.get("stock", 0)
    if isinstance(stock_desc, int):
        stock_top_first = None
    else:
        stock_top_first = take(_cards(stock_desc))
    rest = [c for c in DECK if c not in placed]
    if stock_top_first is None:
        if stock_desc > len(rest):
            raise ValueError(f"a stock of {stock_desc} does not fit: {len(rest)} cards are left")
        stock_top_first, rest = rest[:stock_desc], rest[stock_desc:]
    aside: list[Card] = []
    if discard_top_first:
        discard_top_first = discard_top_first + rest
    else:
        aside = rest  # an opening position: no pile yet, the example leaves these out
    to_act = int(desc.get("to_act", 0))
    dealer = int(desc.get("dealer", (to_act - 1) % n))
    pending = int(desc.get("pending", 0))
    drawn = int(desc.get("drawn", 0))
    top = discard_top_first[0] if discard_top_first else None
    if "phase" in desc:
        phase = Phase(desc["phase"])
    elif top is None:
        phase = Phase.OPENING
    elif pending:
        phase = Phase.PENALTY
    else:
        phase = Phase.AFTER_DRAW if drawn else Phase.TURN
    named = desc.get("named")
    if named is not None and (top is None or top.rank != "J"):
        raise ValueError("a named suit needs a Jack on top")
    active = named or (top.suit if top is not None else "")
    direction = desc.get("direction", "CW")
    if direction not in ("CW", "ACW"):
        raise ValueError("direction must be CW or ACW")
    state = PisState(
        options,
        DealSetup(0, dealer, None, (0,) * n),
        0,
        hands,
        stock_top_first[::-1],
        discard_top_first[::-1],
        phase,
        to_act,
        direction=1 if direction == "CW" else -1,
        active_suit=active,
        pending=pending,
        drawn=drawn,
        top_seat=None,
        draws=[0] * n,
        aside=aside,
    )
    check_state(state)
    return state
