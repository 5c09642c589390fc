"""Run Fast's statistics: what a finished deal and match add to the player's counters, and
the columns the statistics screen shows (points can be negative: Run Fast is zero-sum)."""

from __future__ import annotations

from typing import Callable

from ....engine.core import HandResult
from ....i18n import _


def deal_counters(result: HandResult, me: int = 0) -> dict[str, int]:
    """A finished deal: counted, gone out (won), own points, bomb bonuses earned."""
    bonus = sum(amount for side, amount, key, _p in result.lines
                if key == "bomb_bonus" and side == me and amount > 0)
    return {"deals": 1, "went_out": int(me in result.winners), "points": result.points[me],
            "bonus": bonus}


def match_counters(winners: list[int], me: int = 0) -> dict[str, int]:
    """A finished match: one more match, and a win when the player shares first place."""
    return {"matches": 1, "wins": int(me in winners)}


def _per_deal(rec: dict[str, int]) -> str:
    deals = rec.get("deals", 0)
    if not deals:
        return "\u2014"
    avg = rec.get("points", 0) / deals
    return f"{avg:+.1f}".replace("-", "\u2212")


def columns() -> list[tuple[str, Callable[[dict[str, int]], str]]]:
    """(heading, cell) for the statistics table."""
    return [
        (_("Matches"), lambda r: str(r.get("matches", 0))),
        (_("Wins"), lambda r: str(r.get("wins", 0))),
        (_("Deals"), lambda r: str(r.get("deals", 0))),
        (_("Went out"), lambda r: str(r.get("went_out", 0))),
        (_("Points per deal"), _per_deal),
    ]
