"""Build a Tichu state from zones and a few scalars (CONTRACT 1.10), for examples and tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ..cards import Card, parse_cards
from ..core import DealSetup
from .combos import FULL_DECK, RANK_OF_CHAR, classify, mask_of
from .legal import legal_actions
from .options import TichuOptions
from .state import HAND, UNDEALT, WON, Phase, TichuState, to_act

_SCALARS: Final = {
    "phase",
    "to_act",
    "dealer",
    "top",
    "owner",
    "trick",
    "passed",
    "out",
    "wish",
    "calls",
    "played_card",
}


def _mask(value: Any) -> int:
    if isinstance(value, str):
        return mask_of(parse_cards(value))
    return mask_of([c if isinstance(c, Card) else Card.parse(c) for c in value])


def load_position(options: TichuOptions, desc: Mapping[str, Any]) -> TichuState:
    """Zones: `hand:s`, `undealt:s`, `won:s`, `table`. Scalars: `phase`, `to_act`, `top`,
    `owner`, `trick` (plays as [seat, cards]), `passed`, `out`, `wish`, `calls`, `played_card`.

    Unplaced cards go `aside`. A position starts at a lead or a follow in PLAY (the seat
    `to_act`), or at a step (GRAND, CALL, EXCHANGE) with every seat of it still to choose.
    """
    zones = set(HAND) | set(UNDEALT) | set(WON) | {"table"}
    for key in desc:
        if key not in zones and key not in _SCALARS:
            raise ValueError(f"unknown zone or counter {key!r}")
    placed = 0

    def take(value: Any) -> int:
        nonlocal placed
        m = _mask(value)
        if m & placed or m.bit_count() != len(
            parse_cards(value) if isinstance(value, str) else list(value)
        ):
            raise ValueError(f"a card is named twice in {value!r}")
        placed |= m
        return m

    hands = [take(desc.get(HAND[s], ())) for s in range(4)]
    undealt = [take(desc.get(UNDEALT[s], ())) for s in range(4)]
    won = [take(desc.get(WON[s], ())) for s in range(4)]
    table = take(desc.get("table", ()))
    aside = FULL_DECK & ~placed
    phase = Phase(desc.get("phase", "PLAY"))
    out = [int(s) for s in desc.get("out", ())]
    calls = list(desc.get("calls", [""] * 4))
    if len(calls) != 4 or any(c not in ("", "tichu", "grand") for c in calls):
        raise ValueError("calls must list '', 'tichu' or 'grand' for each seat")
    if "played_card" in desc:
        played = [bool(x) for x in desc["played_card"]]
    else:
        played = [phase is Phase.PLAY and hands[s].bit_count() < 14 for s in range(4)]
    for s in out:
        if hands[s]:
            raise ValueError(f"seat {s} is out but holds cards")
        played[s] = True
    state = TichuState(
        options,
        DealSetup(0, int(desc.get("dealer", 0)), None, (0, 0)),
        0,
        hands,
        undealt,
        won,
        phase,
        calls=calls,
        out=out,
        played=played,
        aside=aside,
    )
    wish = desc.get("wish")
    if wish:
        if wish not in RANK_OF_CHAR:
            raise ValueError("wish must be a rank 2..A")
        state.wish = RANK_OF_CHAR[wish]
    seat = int(desc.get("to_act", 0))
    if phase in (Phase.GRAND, Phase.CALL, Phase.EXCHANGE):
        state.step = (
            sum(1 << s for s in range(4) if not calls[s]) if phase is Phase.CALL else 0b1111
        )
    elif phase is Phase.PLAY:
        state.current = seat
        plays = [(int(s), _mask(c)) for s, c in desc.get("trick", ())]
        if table and not plays:
            owner = int(desc["owner"]) if "owner" in desc else (seat - 1) % 4
            plays = [(owner, table)]
        if sum(m for _, m in plays) != table:
            raise ValueError("the trick's plays must be the table's cards")
        top = None
        for _, m in plays:
            top = classify(m, top)
            if top is None:
                raise ValueError("a play of the trick is no combination")
        if plays:
            if "top" in desc and _mask(desc["top"]) != plays[-1][1]:
                raise ValueError("the top must be the trick's last play")
            state.trick = plays
            state.top, state.top_mask = top, plays[-1][1]
            state.owner = int(desc.get("owner", plays[-1][0]))
        state.passed = sum(1 << int(s) for s in desc.get("passed", ()))
    else:
        raise ValueError(f"a position cannot start in phase {phase.value}")
    if not to_act(state) or not any(legal_actions(state, s) for s in to_act(state)):
        raise ValueError("nobody can act in this position")
    return state
