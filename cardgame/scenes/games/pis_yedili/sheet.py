"""Pis Yedili's scoring sheet (each player's cards left and penalty, explained) and its
statistics (deals, own penalty, matches, wins)."""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.cards import sort_cards
from ....engine.core import HandResult
from ....engine.match import Match
from ....i18n import _
from ...words import about, card_name
from ..pages import ScoreSheet, SheetRow


def how_it_ended(match: Match, names: Sequence[str], me: int = 0) -> str:
    """One line: who went out with what (and the multiplier), or why the deal ended."""
    events = getattr(match.state, "events", [])
    lines = match.results[-1].lines
    mult = dict(lines[0][3]).get("multiplier", 1) if lines else 1
    for e in reversed(events):
        if e.key == "Out":
            line = about(
                e.seat == me, _("You went out with {card}"), _("{name} went out with {card}")
            ).format(name=names[e.seat], card=card_name(e.param("card")))
            return line + (f"  \u00d7{mult}" if mult != 1 else "")
        if e.key == "Exhausted":
            return _("The stock ran out: the lowest hand wins")
        if e.key == "Void":
            return _("Void deal")
    return ""


def score_sheet(match: Match, names: Sequence[str]) -> ScoreSheet:
    result = match.results[-1]
    shown = dict(result.shown)
    lines = {side: dict(params) for side, _amt, _key, params in result.lines}
    rows = []
    for s in range(match.num_seats):
        win = s in result.winners
        cards = sort_cards(shown.get(s, ()))
        p = lines.get(s, {})
        value, mult = p.get("value", 0), p.get("multiplier", 1)
        if win and not cards:
            detail = _("out")
        elif win:
            detail = _("lowest: {v}").format(v=value)
        elif mult != 1:
            detail = _("{v} \u00d7 {m}").format(v=value, m=mult)
        else:
            detail = ""  # the points column says it: the value once, not twice
        rows.append(SheetRow(names[s], cards, detail, str(result.points[s]), win))
    note = "" if result.counted else _("Void deal: no club turned up. It is dealt again.")
    footer = ""
    if not match.over:
        left = max(0, match.options.match_deals - match.counted_deals)
        footer = _("Deals left: {n}").format(n=left)
    return ScoreSheet(how_it_ended(match, names), rows, note, footer)


def deal_stats(match: Match, result: HandResult, human: int) -> dict[str, int]:
    out = {"deals": 1, "penalty": result.points[match.info.side_of(match.options, human)]}
    if match.over:
        out["matches"] = 1
        out["wins"] = 1 if human in match.winners() else 0
    return out


def stats_rows(rec: dict[str, int]) -> list[tuple[str, str]]:
    deals = rec.get("deals", 0)
    avg = f"{rec.get('penalty', 0) / deals:.1f}" if deals else "\u2014"
    return [
        (_("Matches"), str(rec.get("matches", 0))),
        (_("Wins"), str(rec.get("wins", 0))),
        (_("Deals"), str(deals)),
        (_("Penalty per deal"), avg),
    ]
