"""Statistics as queries over the history: each game's counters, and by opponent level.

Only rows whose checksum holds are counted; a game's "reset" counts from its mark on (the
deals before it stay in the history); the imported counters of the old statistics file are a
starting total until the first reset. Deals still waiting for a writable disk count too.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .store import History


@dataclass
class LevelFigures:
    """One opponent level's figures in one game."""

    deals: int = 0
    deals_won: int = 0
    matches: int = 0
    matches_won: int = 0


@dataclass
class GameFigures:
    """What the statistics screen shows of one game beyond its counters."""

    levels: dict[str, LevelFigures] = field(default_factory=dict)
    best: int | None = None  # the player's side's points in its best counted deal
    worst: int | None = None
    longest_streak: int = 0  # matches won in a row
    streak: int = 0  # the current run of matches won


def _since(db: Any, game: str) -> tuple[int, int, bool]:
    """(first deal id counted, first match id counted, imported counters count)."""
    row = db.execute(
        "SELECT after_deal, after_match FROM resets WHERE game = ?", (game,)
    ).fetchone()
    return (row[0], row[1], False) if row else (0, 0, True)


def counters(history: History) -> dict[str, dict[str, int]]:
    """Each game's counters (deals, matches, wins and the game's own)."""
    bad_deals, _bad_matches, bad_base = history.bad_rows()
    out: dict[str, dict[str, int]] = {}

    def add(game: str, name: str, value: int) -> None:
        rec = out.setdefault(game, {})
        rec[name] = rec.get(name, 0) + int(value)

    with history.lock:
        db = history.db
        resets = {
            g: (d, m) for g, d, m in db.execute("SELECT game, after_deal, after_match FROM resets")
        }
        for game, name, value in db.execute(
            "SELECT d.game, j.key, sum(j.value) FROM deals d, json_each(d.counters) j"
            " WHERE d.id > coalesce((SELECT after_deal FROM resets r WHERE r.game = d.game), 0)"
            " AND d.id NOT IN (SELECT value FROM json_each(?))"
            " GROUP BY d.game, j.key",
            (json.dumps(sorted(bad_deals)),),
        ):
            add(game, name, value)
        for game, name, value, _c in db.execute("SELECT * FROM baseline"):
            if game not in resets and (game, name) not in bad_base:
                add(game, name, value)
        for job in history.pending:
            deal = job["deal"]
            for name, value in json.loads(deal["counters"]).items():
                add(deal["game"], name, value)
    return out


def figures(history: History, game: str, higher_is_better: bool = True) -> GameFigures:
    """Win rates by opponent level, best and worst deal, streaks of matches won."""
    bad_deals, bad_matches, _b = history.bad_rows()
    out = GameFigures()
    with history.lock:
        db = history.db
        first_deal, first_match, _i = _since(db, game)
        bad_d = json.dumps(sorted(bad_deals))
        bad_m = json.dumps(sorted(bad_matches))
        for level, n, won in db.execute(
            "SELECT level, count(*), sum(won) FROM deals WHERE game = ? AND counted AND id > ?"
            " AND id NOT IN (SELECT value FROM json_each(?)) GROUP BY level",
            (game, first_deal, bad_d),
        ):
            fig = out.levels.setdefault(level, LevelFigures())
            fig.deals, fig.deals_won = n, won or 0
        best, worst = db.execute(
            "SELECT max(points), min(points) FROM deals WHERE game = ? AND counted AND id > ?"
            " AND id NOT IN (SELECT value FROM json_each(?))",
            (game, first_deal, bad_d),
        ).fetchone()
        out.best, out.worst = (best, worst) if higher_is_better else (worst, best)
        wins = db.execute(
            "SELECT level, won FROM matches WHERE game = ? AND finished IS NOT NULL AND id > ?"
            " AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY finished, id",
            (game, first_match, bad_m),
        ).fetchall()
    for level, won in wins:
        fig = out.levels.setdefault(level, LevelFigures())
        fig.matches += 1
        fig.matches_won += 1 if won else 0
        out.streak = out.streak + 1 if won else 0
        out.longest_streak = max(out.longest_streak, out.streak)
    return out
