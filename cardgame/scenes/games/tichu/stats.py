"""Tichu's statistics: what one finished hand adds to the player's counters, and their labels.

Read from the hand's result lines alone (the calls with made/failed, the double victory), so a
replayed or loaded match counts exactly like a played one.
"""

from __future__ import annotations

from ....engine.core import HandResult
from ....i18n import N_, _

COUNTERS = (
    "hands",
    "tichu_calls",
    "tichu_made",
    "grand_calls",
    "grand_made",
    "double_victories",
    "partner_tichu_calls",
    "partner_tichu_made",
    "partner_grand_calls",
    "partner_grand_made",
)
LABELS = {
    "matches": N_("Games"),
    "wins": N_("Wins"),
    "hands": N_("Hands"),
    "tichu_calls": N_("Tichu calls"),
    "tichu_made": N_("Tichu made"),
    "grand_calls": N_("Grand Tichu calls"),
    "grand_made": N_("Grand Tichu made"),
    "double_victories": N_("Double victories"),
}


def hand_counters(result: HandResult, me: int = 0) -> dict[str, int]:
    """The human's counters for one hand: own and partner's calls and successes, the team's
    double victory."""
    out = dict.fromkeys(COUNTERS, 0)
    out["hands"] = 1
    for side, _amount, key, params in result.lines:
        p = dict(params)
        if key in ("tichu", "grand") and p.get("seat") in (me, (me + 2) % 4):
            who = "" if p.get("seat") == me else "partner_"
            out[f"{who}{key}_calls"] += 1
            out[f"{who}{key}_made"] += 1 if p.get("made") else 0
        elif key == "double_victory" and side == me % 2:
            out["double_victories"] += 1
    return out


def bombs(actions: list[tuple[int, str]], me: int) -> int:
    """How many bombs seat `me` played among a deal's actions."""
    from ....engine.actions import parse_action
    from ....engine.tichu import combos

    n = 0
    for seat, text in actions:
        if seat != me:
            continue
        cards = getattr(parse_action(text), "cards", ())
        combo = combos.classify(combos.mask_of(list(cards))) if cards else None
        n += 1 if combo is not None and combo[0] == combos.BOMB else 0
    return n


def label(counter: str) -> str:
    return _(LABELS.get(counter, counter))


def rows(counters: dict[str, int]) -> list[tuple[str, str]]:
    """The statistics screen's cells: games, wins, calls made out of called, doubles."""

    def made(kind: str) -> str:
        return _("{made} of {called}").format(
            made=counters.get(f"{kind}_made", 0), called=counters.get(f"{kind}_calls", 0)
        )

    return [
        (_("Games"), str(counters.get("matches", 0))),
        (_("Wins"), str(counters.get("wins", 0))),
        (_("Tichu made"), made("tichu")),
        (_("Grand made"), made("grand")),
        (_("Doubles"), str(counters.get("double_victories", 0))),
    ]


def details(counters: dict[str, int]) -> list[tuple[str, str]]:
    """The statistics screen's extra lines: the partner's calls, the bombs played."""

    def made(kind: str) -> str:
        return _("{made} of {called}").format(
            made=counters.get(f"partner_{kind}_made", 0),
            called=counters.get(f"partner_{kind}_calls", 0),
        )

    return [
        (_("Partner's Tichu made"), made("tichu")),
        (_("Partner's Grand made"), made("grand")),
        (_("Bombs you played"), str(counters.get("bombs", 0))),
    ]
