"""The score sheet of a finished Tichu hand: one row per line of the engine's result, in
words, per team; the headline; the totals to the target and what happens next.

Pure: it reads the `HandResult` (rules doc, section 13) and the totals, and names people.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ....engine.core import HandResult
from ....i18n import _, ngettext
from .words import CALL_NAMES, team_name


@dataclass
class Sheet:
    headline: str
    teams: tuple[str, str]
    rows: list[tuple[str, int | None, int | None]] = field(default_factory=list)
    hand: tuple[int, int] = (0, 0)
    before: tuple[int, int] = (0, 0)
    after: tuple[int, int] = (0, 0)
    target: int = 1000
    outcome: str = ""
    notes: list[str] = field(default_factory=list)


def _cell(side: int, amount: int) -> tuple[int | None, int | None]:
    return (amount, None) if side == 0 else (None, amount)


def score_sheet(
    result: HandResult,
    totals: Sequence[int],
    target: int,
    names: Sequence[str],
    me: int = 0,
    over: bool = False,
) -> Sheet:
    """`totals` are the match totals after this hand."""
    teams = (team_name(0, names, me), team_name(1, names, me))
    hand = (result.points[0], result.points[1])
    after = (totals[0], totals[1])
    before = (after[0] - hand[0], after[1] - hand[1])
    rows: list[tuple[str, int | None, int | None]] = []
    notes: list[str] = []
    double = None
    card = [0, 0]
    for side, amount, key, params in result.lines:
        p = dict(params)
        if key == "double_victory":
            double = side
            rows.append((_("Double victory"), *_cell(side, amount)))
            notes.append(
                _("{team} went out first and second: 200 points, no cards counted.").format(
                    team=teams[side]
                )
            )
        elif key == "card_points":
            card[side] = amount
        elif key == "last_won_cards":
            notes.append(
                ngettext(
                    "{last} went out last: the tricks {last} won ({n} point) go to "
                    "{first}, who went out first.",
                    "{last} went out last: the tricks {last} won ({n} points) go to "
                    "{first}, who went out first.",
                    amount,
                ).format(last=names[p["from"]], first=names[p["to"]], n=amount)
            )
            card[side] += amount
        elif key == "last_hand":
            notes.append(
                ngettext(
                    "The cards left in {last}'s hand ({n} point) go to the opponents.",
                    "The cards left in {last}'s hand ({n} points) go to the opponents.",
                    amount,
                ).format(last=names[p["from"]], n=amount)
            )
            card[side] += amount
    if double is None:
        rows.append((_("Card points"), card[0], card[1]))
    for side, amount, key, params in result.lines:
        if key in CALL_NAMES:
            p = dict(params)
            label = _("{name}: {call} made") if p.get("made") else _("{name}: {call} failed")
            rows.append(
                (label.format(name=names[p["seat"]], call=_(CALL_NAMES[key])), *_cell(side, amount))
            )
    if double is not None:
        headline = _("Double victory for {team}!").format(team=teams[double])
    elif hand[0] == hand[1]:
        headline = _("An even hand: {a} to {b}.").format(a=hand[0], b=hand[1])
    else:
        best = 0 if hand[0] > hand[1] else 1
        headline = _("{team} take the hand, {a} to {b}.").format(
            team=teams[best], a=max(hand), b=min(hand)
        )
    if over:
        win = 0 if after[0] > after[1] else 1
        outcome = (
            _("You and your partner win the game!")
            if win == me % 2
            else _("{team} win the game.").format(team=teams[win])
        )
    elif max(after) >= target and after[0] == after[1]:
        outcome = _("Both teams are level at {n}: another hand is played.").format(n=after[0])
    else:
        outcome = _("Playing to {target}.").format(target=target)
    return Sheet(headline, teams, rows, hand, before, after, target, outcome, notes)


def running_totals(results: Sequence[HandResult]) -> list[tuple[int, int]]:
    """The totals after each hand, starting at 0 : 0 (the chart's points)."""
    out = [(0, 0)]
    for r in results:
        if r.counted:
            out.append((out[-1][0] + r.points[0], out[-1][1] + r.points[1]))
    return out
