"""Run Fast's settlement sheet for the scoring scene: who went out, each bomb bonus, what
each loser pays and why (cards left, doubled for never playing, the 2 of spades, bombs
kept), what the winner collects, and the totals, which always add up to zero.

Pure: it reads the engine's `HandResult` and the deal's events, nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ....engine.cards import Card
from ....engine.core import Event, HandResult
from ....engine.runfast.options import RunFastOptions
from ....i18n import _, ngettext, pgettext
from .words import card_name, play_phrase, signed


@dataclass(frozen=True)
class SheetRow:
    """One player's line: cards left, bomb bonuses, the final payment and the deal's total."""

    seat: int
    cards: tuple[Card, ...]
    bonus: int
    payment: int
    total: int
    detail: str
    winner: bool


@dataclass(frozen=True)
class Sheet:
    headline: str
    rows: tuple[SheetRow, ...]
    lines: tuple[str, ...]


def _bomb_lines(
    events: Sequence[Event], names: Sequence[str], me: int, options: RunFastOptions
) -> list[str]:
    """One line per bomb bonus: which bomb, whose, who paid."""
    out: list[str] = []
    last_play: dict[int, tuple[Card, ...]] = {}
    for e in events:
        if e.key == "Played" and e.seat is not None:
            last_play[e.seat] = e.param("cards", ())
        elif e.key == "BombBonus" and e.seat is not None and e.param("each"):
            bomber = e.seat
            what = (
                play_phrase(last_play.get(bomber, ()), False, options, definite=False)
                if bomber in last_play
                else _("a bomb")
            )
            payers = [
                names[s] if s != me else pgettext("payer in a line", "you")
                for s in range(len(names))
                if s != bomber
            ]
            line = (
                _(
                    "Your bomb ({what}) stayed on top of its trick: {plus} for you, {each} "
                    "each from {a} and {b}."
                )
                if bomber == me
                else _(
                    "{name}'s bomb ({what}) stayed on top of its trick: {plus} for {name}, "
                    "{each} each from {a} and {b}."
                )
            )
            out.append(
                line.format(
                    what=what,
                    name=names[bomber],
                    plus=signed(int(e.param("amount", 0))),
                    each=e.param("each"),
                    a=payers[0],
                    b=payers[1],
                )
            )
    return out


def _payment_detail(parts: dict[str, int], options: RunFastOptions) -> str:
    """'6 cards × 2 (never played) = 12, + 10 for the 2♠ = 22'."""
    n = parts.get("cards", 0)
    steps = [ngettext("{n} card left", "{n} cards left", n).format(n=n)]
    value = n
    if options.card_points != 1:
        value = n * options.card_points
        steps.append(
            ngettext(
                "\u00d7 {k} point = {v}", "\u00d7 {k} points = {v}", options.card_points
            ).format(k=options.card_points, v=value)
        )
    if parts.get("doubled"):
        value = parts.get("card_points", value)
        steps.append(
            _("\u00d7 {m} for never playing = {v}").format(
                m=options.never_played_multiplier, v=value
            )
        )
    total = value
    if parts.get("spade_two"):
        total += parts["spade_two"]
        steps.append(
            _("+ {p} for the {card} = {v}").format(
                p=parts["spade_two"], card=card_name("2S"), v=total
            )
        )
    if parts.get("bomb_penalty"):
        total += parts["bomb_penalty"]
        b = parts.get("bombs_held", 0)
        steps.append(
            ngettext("+ {p} for {b} bomb kept = {v}", "+ {p} for {b} bombs kept = {v}", b).format(
                p=parts["bomb_penalty"], b=b, v=total
            )
        )
    return ", ".join(steps)


def _short_detail(parts: dict[str, int], options: RunFastOptions) -> str:
    """The row's few words ("16 cards \u00d72 +2\u2660"); the sentences under the rows
    say the rest."""
    n = parts.get("cards", 0)
    text = ngettext("{n} card", "{n} cards", n).format(n=n)
    if parts.get("doubled") and options.never_played_multiplier != 1:
        text += f" \u00d7{options.never_played_multiplier}"
    if parts.get("spade_two"):
        text += " +" + card_name("2S")
    return text


def settlement(
    result: HandResult,
    events: Sequence[Event],
    names: Sequence[str],
    options: RunFastOptions,
    me: int = 0,
) -> Sheet:
    """The sheet of a finished Run Fast deal."""
    winner = result.winners[0] if result.winners else 0
    shown = dict(result.shown)
    bonus = dict.fromkeys(range(len(names)), 0)
    pay: dict[int, tuple[int, dict[str, int]]] = {}
    collected = 0
    for side, amount, key, params in result.lines:
        if key == "bomb_bonus":
            bonus[side] += amount
        elif key == "final_payment":
            pay[side] = (-amount, {k: int(v) for k, v in params})
        elif key == "collected":
            collected = amount
    headline = (
        _("You went out and win the deal!")
        if winner == me
        else _("{name} went out and wins the deal.").format(name=names[winner])
    )
    lines = _bomb_lines(events, names, me, options)
    rows: list[SheetRow] = []
    for s in range(len(names)):
        cards = tuple(shown.get(s, ()))
        if s == winner:
            detail = short = _("went out")
            payment = collected
        else:
            amount, parts = pay.get(s, (0, {}))
            detail = _payment_detail(parts, options)
            payment = -amount
            short = _short_detail(parts, options)
            to = names[winner] if winner != me else pgettext("paid in a line", "you")
            line = (
                _("You pay {winner} {n}: {detail}.")
                if s == me
                else _("{name} pays {winner} {n}: {detail}.")
            )
            lines.append(line.format(name=names[s], winner=to, n=amount, detail=detail))
        rows.append(SheetRow(s, cards, bonus[s], payment, result.points[s], short, s == winner))
    paid = " + ".join(str(-r.payment) for r in rows if not r.winner)
    line = _("You collect {parts} = {n}.") if winner == me else _("{name} collects {parts} = {n}.")
    lines.append(line.format(name=names[winner], parts=paid, n=collected))
    order = sorted(range(len(names)), key=lambda s: -result.points[s])
    totals = ", ".join(f"{names[s]} {signed(result.points[s])}" for s in order)
    lines.append(
        _("Totals: {totals}; together they make {zero}.").format(
            totals=totals, zero=sum(result.points)
        )
    )
    return Sheet(headline, tuple(rows), tuple(lines))
