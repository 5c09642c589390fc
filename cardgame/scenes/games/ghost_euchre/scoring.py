"""The score sheet of a finished Ghost Euchre deal: who bid what, the declarer, tricks per
player, made or set, the moon, reneges, points and totals, the dead hand, the tie-break.

Pure functions of the engine's result and the deal's events (no window), so the scoring
scene only lays the sheet out and the tests read it directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ....engine.cards import Card, sort_cards
from ....engine.core import Event, HandResult
from ....engine.ghost_euchre import match_over
from ....i18n import _, ngettext
from ...words import about
from ..pages import ScoreSheet
from ..pages import SheetRow as SceneRow
from .words import call_name

DECLARER_KEYS = ("contract_made", "set", "moon_made", "moon_failed")


@dataclass(frozen=True)
class SheetRow:
    seat: int
    name: str
    call: str  # 'Pass', '4', 'Moon', or '' when the seat was not asked
    declarer: bool
    tricks: int
    outcome: str  # 'made', 'set', 'moon made', 'moon failed', '' for the others
    reneges: int
    points: int  # this deal, reneges included
    total: int  # the running total after this deal


@dataclass(frozen=True)
class Sheet:
    headline: str
    rows: tuple[SheetRow, ...]
    lines: tuple[str, ...]  # each scoring item explained, in the order of the rows
    dead: tuple[Card, ...]  # the dead hand when the option shows it, sorted
    thrown_in: bool
    tie_break_deal: bool  # this deal was played to break a tie at the top
    tie_break_next: bool  # a tie at the top: one more deal follows
    footer: str  # the winner, the tie-break to come, or the points still needed


def signed(n: int) -> str:
    """'+4', '−5', '0' (a real minus sign)."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def _calls(events: Sequence[Event]) -> dict[int, str]:
    return {e.seat: e.param("call") for e in events if e.key == "Called" and e.seat is not None}


def _scored(events: Sequence[Event]) -> Event | None:
    return next((e for e in reversed(events) if e.key == "HandScored"), None)


def _outcome(key: str) -> str:
    return {
        "contract_made": "made",
        "set": "set",
        "moon_made": "moon made",
        "moon_failed": "moon failed",
    }.get(key, "")


def outcome_label(outcome: str) -> str:
    return {
        "made": _("made"),
        "set": _("set"),
        "moon made": _("moon made!"),
        "moon failed": _("moon failed"),
    }.get(outcome, "")


def explain_line(name: str, amount: int, key: str, p: dict[str, Any], you: bool = False) -> str:
    """One scoring item in words: why this player (`you`: the human) gains or loses these
    points."""
    n = int(p.get("tricks", 0))
    pts = signed(amount)
    c = p.get("contract")
    if key == "tricks":
        return ngettext("{name}: {n} trick, {pts}.", "{name}: {n} tricks, {pts}.", n).format(
            name=name, n=n, pts=pts
        )
    if key == "contract_made":
        line = about(
            you,
            ngettext(
                "You bid {c} and took {n} trick: made, {pts}.",
                "You bid {c} and took {n} tricks: made, {pts}.",
                n,
            ),
            ngettext(
                "{name} bid {c} and took {n} trick: made, {pts}.",
                "{name} bid {c} and took {n} tricks: made, {pts}.",
                n,
            ),
        )
        return line.format(name=name, c=c, n=n, pts=pts)
    if key == "set":
        line = about(
            you,
            ngettext(
                "You bid {c} but took {n} trick: set, {pts}.",
                "You bid {c} but took {n} tricks: set, {pts}.",
                n,
            ),
            ngettext(
                "{name} bid {c} but took {n} trick: set, {pts}.",
                "{name} bid {c} but took {n} tricks: set, {pts}.",
                n,
            ),
        )
        return line.format(name=name, c=c, n=n, pts=pts)
    if key == "moon_made":
        return about(
            you,
            _("You called Moon and took all six tricks: {pts}."),
            _("{name} called Moon and took all six tricks: {pts}."),
        ).format(name=name, pts=pts)
    if key == "moon_failed":
        line = about(
            you,
            ngettext(
                "You called Moon but took {n} trick: {pts}.",
                "You called Moon but took {n} tricks: {pts}.",
                n,
            ),
            ngettext(
                "{name} called Moon but took {n} trick: {pts}.",
                "{name} called Moon but took {n} tricks: {pts}.",
                n,
            ),
        )
        return line.format(name=name, n=n, pts=pts)
    if key == "renege":
        k = int(p.get("count", 1))
        line = about(
            you,
            ngettext(
                "You reneged {k} time (did not follow suit): {pts}.",
                "You reneged {k} times (did not follow suit): {pts}.",
                k,
            ),
            ngettext(
                "{name} reneged {k} time (did not follow suit): {pts}.",
                "{name} reneged {k} times (did not follow suit): {pts}.",
                k,
            ),
        )
        return line.format(name=name, k=k, pts=pts)
    return f"{name}: {pts}"


def _headline(rows: Sequence[SheetRow], me: int) -> str:
    d = next((r for r in rows if r.declarer), None)
    if d is None:
        return _("The deal is scored.")
    you = d.seat == me
    if d.outcome == "moon made":
        return _("You shot the moon!") if you else _("{name} shot the moon!").format(name=d.name)
    if d.outcome == "moon failed":
        return _("Your moon failed.") if you else _("{name}'s moon failed.").format(name=d.name)
    if d.outcome == "made":
        return (_("You made your bid of {c}.") if you else _("{name} made a bid of {c}.")).format(
            name=d.name, c=d.call
        )
    return (
        _("You were set on a bid of {c}.") if you else _("{name} was set on a bid of {c}.")
    ).format(name=d.name, c=d.call)


def _footer(
    names: Sequence[str], totals: Sequence[int], options: Any, over: bool, tie_next: bool, me: int
) -> str:
    if over:
        top = max(totals)
        w = totals.index(top)
        return (
            _("You win the game!") if w == me else _("{name} wins the game.").format(name=names[w])
        )
    if tie_next:
        top = max(totals)
        tied = [names[s] for s in range(len(totals)) if totals[s] == top]
        return _("{names} are tied at {n}: a tie-break deal follows.").format(
            names=_(" and ").join(tied), n=top
        )
    need = options.target_score - max(totals)
    return ngettext(
        "The leader needs {n} more point to win.", "The leader needs {n} more points to win.", need
    ).format(n=need)


def score_sheet(
    events: Sequence[Event],
    result: HandResult,
    names: Sequence[str],
    totals: Sequence[int],
    options: Any,
    me: int = 0,
) -> Sheet:
    """The sheet of the finished deal whose events and result are given; `totals` are the
    running totals after it (the match's)."""
    n = len(names)
    before = [t - p for t, p in zip(totals, result.points, strict=True)]
    top_before = max(before)
    tie_deal = top_before >= options.target_score and before.count(top_before) > 1
    calls = _calls(events)
    if not result.counted:
        rows = tuple(
            SheetRow(s, names[s], call_name(calls.get(s)), False, 0, "", 0, 0, totals[s])
            for s in range(n)
        )
        return Sheet(
            _("Everyone passed: the deal is thrown in."),
            rows,
            (_("No points are scored; the next player deals a new hand."),),
            (),
            True,
            tie_deal,
            tie_deal,
            _("The tie-break deal is played again.") if tie_deal else "",
        )
    scored = _scored(events)
    tricks = scored.param("tricks", (0,) * n) if scored else (0,) * n
    reneges = scored.param("reneges", (0,) * n) if scored else (0,) * n
    dead = tuple(sort_cards(scored.param("dead", ()))) if scored else ()
    outcome = {side: _outcome(key) for side, _a, key, _p in result.lines if key in DECLARER_KEYS}
    if scored is not None and scored.param("declarer") is not None:  # the contract won
        calls[scored.param("declarer")] = scored.param("contract")
    rows = tuple(
        SheetRow(
            s,
            names[s],
            call_name(calls.get(s)),
            s in outcome,
            tricks[s],
            outcome.get(s, ""),
            reneges[s],
            result.points[s],
            totals[s],
        )
        for s in range(n)
    )
    lines = tuple(
        explain_line(names[side], amount, key, dict(p), side == me)
        for side, amount, key, p in sorted(result.lines, key=lambda li: li[0])
    )
    over = match_over(options, tuple(totals), 1)
    tie_next = not over and max(totals) >= options.target_score
    return Sheet(
        _headline(rows, me),
        rows,
        lines,
        dead if options.reveal_dead_hand else (),
        False,
        tie_deal,
        tie_next,
        _footer(names, totals, options, over, tie_next, me),
    )


def row_detail(r: SheetRow, penalty: int) -> str:
    """How a player's points came about, in a few words: call, tricks, made or set, reneges."""
    parts = [_("declarer")] if r.declarer else []
    if r.call == _("Pass"):
        parts.append(_("passed"))
    elif r.call:
        parts.append(_("bid {call}").format(call=r.call))
    parts.append(ngettext("took {n} trick", "took {n} tricks", r.tricks).format(n=r.tricks))
    if r.outcome:
        parts.append(outcome_label(r.outcome))
    if r.reneges:
        parts.append(
            ngettext("{k} renege {pts}", "{k} reneges {pts}", r.reneges).format(
                k=r.reneges, pts=signed(-penalty * r.reneges)
            )
        )
    return " \u00b7 ".join(parts)


def sheet_for_scene(match: Any, names: Sequence[str]) -> ScoreSheet:
    """The scoring scene's sheet of the match's last deal: a line per player, the dead hand
    when shown, the tie-break noted."""
    result = match.results[-1]
    sheet = score_sheet(match.state.events, result, names, match.totals, match.options)
    if sheet.thrown_in:
        rows = [SceneRow(r.name, (), r.call and _("passed"), "\u2014") for r in sheet.rows]
    else:
        pen = match.options.renege_penalty
        rows = [
            SceneRow(r.name, (), row_detail(r, pen), signed(r.points), r.declarer)
            for r in sheet.rows
        ]
    if sheet.dead:
        rows.append(SceneRow(_("Dead hand"), sheet.dead, _("not in play")))
    headline = sheet.headline
    if sheet.tie_break_deal:
        headline = _("Tie-break deal: {line}").format(line=headline)
    return ScoreSheet(headline, rows, "", sheet.footer)


def deal_summary(result: HandResult, names: Sequence[str]) -> str:
    """One line per deal for the game's table: 'Ayla 4, made', 'You Moon, failed', 'thrown in'."""
    if not result.counted:
        return _("thrown in")
    for side, _a, key, p in result.lines:
        if key in DECLARER_KEYS:
            c = _("Moon") if key.startswith("moon") else str(dict(p).get("contract", ""))
            return _("{name} {call}, {outcome}").format(
                name=names[side], call=c, outcome=outcome_label(_outcome(key))
            )
    return ""


def running_totals(results: Sequence[HandResult], n: int) -> list[list[int]]:
    """The totals after each counted deal, starting from zero (the chart's points)."""
    rows = [[0] * n]
    for r in results:
        if r.counted:
            rows.append([a + b for a, b in zip(rows[-1], r.points, strict=True)])
    return rows


# -- statistics ---------------------------------------------------------------------------------

STAT_KEYS = ("matches", "wins", "contracts", "contracts_made", "moons")


def stat_labels() -> list[tuple[str, str]]:
    """The statistics columns of this game: games, wins, contracts made, moons."""
    return [
        ("matches", _("Games")),
        ("wins", _("Wins")),
        ("contracts_made", _("Contracts made")),
        ("moons", _("Moons")),
    ]


def stats_rows(rec: dict[str, int]) -> list[tuple[str, str]]:
    """The statistics screen's cells: games, wins, contracts made (of those declared), moons."""
    made, declared = rec.get("contracts_made", 0), rec.get("contracts", 0)
    return [
        (_("Games"), str(rec.get("matches", 0))),
        (_("Wins"), str(rec.get("wins", 0))),
        (_("Contracts made"), _("{k} of {n}").format(k=made, n=declared)),
        (_("Moons"), str(rec.get("moons", 0))),
    ]


def deal_counters(result: HandResult, me: int = 0) -> dict[str, int]:
    """What one finished deal adds to the player's statistics."""
    out = {"deals": 1 if result.counted else 0, "contracts": 0, "contracts_made": 0, "moons": 0}
    for side, _a, key, _p in result.lines:
        if side == me and key in DECLARER_KEYS:
            out["contracts"] = 1
            out["contracts_made"] = 1 if key in ("contract_made", "moon_made") else 0
            out["moons"] = 1 if key == "moon_made" else 0
    return out
