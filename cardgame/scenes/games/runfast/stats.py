"""Run Fast's statistics: what a finished deal and match add to the player's counters, and
the columns the statistics screen shows (points can be negative: Run Fast is zero-sum)."""

from __future__ import annotations

from ....engine.core import HandResult
from ....engine.match import Match
from ....i18n import _


def deal_stats(match: Match, result: HandResult, human: int) -> dict[str, int]:
    """A finished deal: counted, gone out (won), own points, bomb bonuses earned; and the
    match's counters when it ended the match."""
    bonus = sum(
        amount
        for side, amount, key, _p in result.lines
        if key == "bomb_bonus" and side == human and amount > 0
    )
    out = {
        "deals": 1,
        "went_out": int(human in result.winners),
        "points": result.points[human],
        "bonus": bonus,
    }
    if match.over:
        out["matches"] = 1
        out["wins"] = int(human in match.winners())
    return out


def _per_deal(rec: dict[str, int]) -> str:
    deals = rec.get("deals", 0)
    if not deals:
        return "\u2014"
    return f"{rec.get('points', 0) / deals:+.1f}".replace("-", "\u2212")


def stats_rows(rec: dict[str, int]) -> list[tuple[str, str]]:
    """(label, value) cells of the statistics screen."""
    return [
        (_("Matches"), str(rec.get("matches", 0))),
        (_("Wins"), str(rec.get("wins", 0))),
        (_("Deals"), str(rec.get("deals", 0))),
        (_("Went out"), str(rec.get("went_out", 0))),
        (_("Points per deal"), _per_deal(rec)),
    ]


def details(rec: dict[str, int]) -> list[tuple[str, str]]:
    """The statistics screen's extra line: the bomb bonuses earned."""
    return [(_("Bomb bonuses"), str(rec.get("bonus", 0)))]
