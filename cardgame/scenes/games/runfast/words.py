"""Run Fast in words: combinations by name, refusals, log lines, bubbles and hint reasons.

The engine names a combination by kind, size and key rank and refuses a move with a reason
code; this module is where those become what a player reads ("Straight 8–Q", "Bomb: four
9s", "Play a pair to beat 8♠ 8♥, or a bomb.").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ....engine.cards import Card
from ....engine.core import Event, Reason
from ....engine.runfast.combos import (
    PAIR,
    PAIRS,
    RANK_OF,
    SINGLE,
    STRAIGHT,
    TRIPLE,
    Combo,
    classify,
)
from ....engine.runfast.options import RunFastOptions
from ....i18n import N_, _, ngettext, pgettext

SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RANK_CHARS = "3456789TJQKA2"
# "four 9s", "a pair of kings": the plural a rank takes in a combination's name.
RANK_PLURALS = {
    "3": N_("3s"),
    "4": N_("4s"),
    "5": N_("5s"),
    "6": N_("6s"),
    "7": N_("7s"),
    "8": N_("8s"),
    "9": N_("9s"),
    "T": N_("10s"),
    "J": N_("jacks"),
    "Q": N_("queens"),
    "K": N_("kings"),
    "A": N_("aces"),
    "2": N_("2s"),
}


def count_word(n: int) -> str:
    """1-3 in words for "who has two cards left" (a count: not the rank "two")."""
    words = {
        1: pgettext("count", "one"),
        2: pgettext("count", "two"),
        3: pgettext("count", "three"),
    }
    return words.get(n, str(n))


def signed(n: int) -> str:
    """+20, \u221210, 0: points with their sign, a true minus."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def rank_text(r: str) -> str:
    return "10" if r == "T" else r


def card_name(c: Card | str) -> str:
    """'10♥': short and unambiguous in a sentence."""
    text = str(c)
    return rank_text(text[0]) + SYMBOL.get(text[1], text[1:])


def cards_text(cards: Sequence[Card] | str) -> str:
    if isinstance(cards, str):
        cards = [Card.parse(t) for t in cards.split()]
    return " ".join(card_name(c) for c in _by_rank(cards))


def _by_rank(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (RANK_OF[c], "SHDC".index(c.suit)))


def plural(r: str) -> str:
    return _(RANK_PLURALS[r])


def combo_name(cards: Sequence[Card], combo: Combo) -> str:
    """The combination's name as the selection label shows it."""
    ranks = [RANK_CHARS[RANK_OF[c]] for c in _by_rank(cards)]
    if combo.kind == SINGLE:
        return _("Single {card}").format(card=card_name(cards[0]))
    if combo.kind == PAIR:
        return _("Pair of {rank}").format(rank=plural(ranks[0]))
    if combo.kind == TRIPLE:
        return _("Three {rank}").format(rank=plural(ranks[0]))
    if combo.kind == STRAIGHT:
        return _("Straight {low}\u2013{high}").format(
            low=rank_text(ranks[0]), high=rank_text(ranks[-1])
        )
    if combo.kind == PAIRS:
        return _("Run of pairs {ranks}").format(ranks="-".join(rank_text(r) for r in ranks))
    cls = combo.bomb_class()
    if cls == "heavenly":
        return _("Heavenly bomb: four 3s")
    if cls == "aces":
        return _("Bomb: three aces")
    return _("Bomb: four {rank}").format(rank=plural(ranks[0]))


def play_name(cards: Sequence[Card], opening: bool, options: RunFastOptions) -> str:
    """The name of a legal play (the engine classifies it)."""
    combo = classify(cards, opening, options)
    return combo_name(cards, combo) if combo is not None else cards_text(cards)


def sequence_name(kind: int, low: int, high: int) -> str:
    """A planned straight or run of pairs by its ranks ("your straight 8–Q")."""
    if kind == STRAIGHT:
        lo, hi = rank_text(RANK_CHARS[low]), rank_text(RANK_CHARS[high])
        return _("straight {low}\u2013{high}").format(low=lo, high=hi)
    ranks = [rank_text(RANK_CHARS[r]) for r in range(low, high + 1) for _k in (0, 1)]
    return _("run of pairs {ranks}").format(ranks="-".join(ranks))


# -- refusals ---------------------------------------------------------------------------------


def _no_combination(p: dict[str, Any]) -> str:
    """Say which shape rule the cards break, when one clearly applies."""
    cards = [Card.parse(t) for t in str(p.get("cards", "")).split()]
    ranks = sorted(RANK_OF[c] for c in cards)
    distinct = sorted(set(ranks))
    base = _("These cards form no combination.")
    if len(distinct) > 1 and 12 in distinct:
        return base + " " + _("A 2 is never part of a straight or a run of pairs.")
    counts = {r: ranks.count(r) for r in distinct}
    if len(distinct) > 1 and max(counts.values()) >= 3:
        return base + " " + _("Triples and fours take no extra cards.")
    consecutive = distinct == list(range(distinct[0], distinct[-1] + 1)) if distinct else False
    if consecutive and set(counts.values()) == {1} and len(distinct) < 5:
        return base + " " + _("A straight needs at least five cards.")
    if consecutive and set(counts.values()) == {2} and len(distinct) == 1:
        return base
    if not consecutive and len(distinct) > 1 and len(set(counts.values())) == 1:
        return base + " " + _("The ranks of a straight or a run of pairs follow each other.")
    return base


def _type_mismatch(p: dict[str, Any]) -> str:
    top = cards_text(str(p.get("top", "")))
    kind = p.get("kind", "")
    if kind == "bomb":
        return _("Only a stronger bomb beats {top}.").format(top=top)
    size = int(p.get("size", 1))
    if kind == "straight":
        what = ngettext("a straight of {n} card", "a straight of {n} cards", size).format(n=size)
    elif kind == "pairs":
        what = ngettext("a run of {n} pair", "a run of {n} pairs", size // 2).format(n=size // 2)
    else:
        what = {
            "single": _("a single card"),
            "pair": _("a pair"),
            "triple": _("three of a kind"),
        }.get(kind, _("the same kind of play"))
    return _("To beat {top}, play {what} or a bomb.").format(top=top, what=what)


def _too_low(p: dict[str, Any]) -> str:
    return _("That is not higher than {top}.").format(top=cards_text(str(p.get("top", ""))))


_REASONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "WRONG_PHASE": lambda p: _("The deal is over."),
    "NOT_YOUR_TURN": lambda p: _("It is not your turn yet."),
    "CARDS_NOT_IN_HAND": lambda p: _("Those cards are not in your hand."),
    "UNKNOWN_ACTION": lambda p: _("That move does not exist in Run Fast."),
    "NOT_A_COMBINATION": _no_combination,
    "MUST_INCLUDE_3H": lambda p: _("The first play of the deal must include the 3\u2665."),
    "MUST_LEAD": lambda p: _("You lead this trick: play a combination, passing is not allowed."),
    "TYPE_MISMATCH": _type_mismatch,
    "TOO_LOW": _too_low,
    "MUST_BEAT": lambda p: _("You must beat this: you hold a play that beats {top}.").format(
        top=cards_text(str(p.get("top", "")))
    ),
    "BOMB_MUST_STAY_WHOLE": lambda p: _("Bombs stay whole: play all your {rank} together.").format(
        rank=plural(str(p.get("rank", "3")))
    ),
}


def explain(why: Reason) -> str:
    """A refusal in one sentence a player understands (no codes, no seat numbers)."""
    fn = _REASONS.get(why.code)
    if fn is None:
        return _("That move is not allowed here.")
    return fn(dict(why.params))


# -- the log and the bubbles ------------------------------------------------------------------


def _played_line(e: Event, who: str, you: bool, opening: bool, options: RunFastOptions) -> str:
    cards = tuple(e.param("cards", ()))
    kind = e.param("kind")
    if kind == "bomb":
        first = opening or e.param("bomb") == "heavenly"
        if e.param("bomb") == "heavenly":
            return (
                _("You opened with the heavenly bomb: four 3s!")
                if you
                else _("{name} opened with the heavenly bomb: four 3s!")
            ).format(name=who)
        return (_("You bombed: {what}!") if you else _("{name} bombed: {what}!")).format(
            name=who, what=play_phrase(cards, first, options, definite=False)
        )
    what = _log_name(cards, kind, opening, options)
    return (_("You played {what}.") if you else _("{name} played {what}.")).format(
        name=who, what=what
    )


def _log_name(cards: Sequence[Card], kind: object, opening: bool, options: RunFastOptions) -> str:
    """A play inside a sentence: "7♥", "a pair of 5s", "a straight 8–Q", "three kings"."""
    if kind == "single" and cards:
        return card_name(cards[0])
    return play_phrase(cards, opening, options, definite=False)


def top_phrase(cards: Sequence[Card], options: RunFastOptions) -> str:
    """The play on the table inside a sentence: "the 9♥", "the pair of 8s", "the four jacks"."""
    if len(cards) == 1:
        return _("the {card}").format(card=card_name(cards[0]))
    return play_phrase(cards, False, options, definite=True)


def play_phrase(
    cards: Sequence[Card], opening: bool, options: RunFastOptions, definite: bool
) -> str:
    """A combination inside a sentence, each with its own message (languages decline the
    article and the noun together; no code lowers a translated capital). Bombs lose their
    "Bomb:" ("bombs: four 9s")."""
    combo = classify(cards, opening, options)
    if combo is None:
        return cards_text(cards)
    ranks = [RANK_CHARS[RANK_OF[c]] for c in _by_rank(cards)]
    the = definite
    if combo.kind == SINGLE:
        return card_name(cards[0])
    if combo.kind == PAIR:
        text = _("the pair of {rank}") if the else _("a pair of {rank}")
        return text.format(rank=plural(ranks[0]))
    if combo.kind == TRIPLE:
        return (_("the three {rank}") if the else _("three {rank}")).format(rank=plural(ranks[0]))
    if combo.kind == STRAIGHT:
        text = _("the straight {low}\u2013{high}") if the else _("a straight {low}\u2013{high}")
        return text.format(low=rank_text(ranks[0]), high=rank_text(ranks[-1]))
    if combo.kind == PAIRS:
        text = _("the run of pairs {ranks}") if the else _("a run of pairs {ranks}")
        return text.format(ranks="-".join(rank_text(r) for r in ranks))
    cls = combo.bomb_class()
    if cls == "heavenly":
        return _("the four 3s") if the else _("four 3s")
    if cls == "aces":
        return _("the three aces") if the else _("three aces")
    return (_("the four {rank}") if the else _("four {rank}")).format(rank=plural(ranks[0]))


def describe(
    e: Event,
    names: Sequence[str],
    me: int = 0,
    options: RunFastOptions | None = None,
    opening: bool = False,
) -> str | None:
    """One log line per decision or outcome, or None for events the log skips."""
    opts = options or RunFastOptions()
    who = names[e.seat] if e.seat is not None and e.seat < len(names) else ""
    you = e.seat == me
    k = e.key
    if k == "Dealt":
        leader = e.param("leader", 0)
        return (
            _("New deal: you open.")
            if leader == me
            else _("New deal: {name} opens.").format(name=names[leader])
        )
    if k == "Played":
        return _played_line(e, who, you, opening, opts)
    if k == "Passed":
        return _("You passed.") if you else _("{name} passed.").format(name=who)
    if k == "TrickClosed":
        return (
            _("You took the trick and lead next.")
            if you
            else _("{name} took the trick and leads next.").format(name=who)
        )
    if k == "BombBonus":
        amount = int(e.param("amount", 0))
        if not amount:
            return None
        return (
            _("Your bomb held: +{n} for you.") if you else _("{name}'s bomb held: +{n} for {name}.")
        ).format(name=who, n=amount)
    if k == "Out":
        return _("You went out!") if you else _("{name} went out.").format(name=who)
    return None


def speech(e: Event) -> str | None:
    """A short bubble at the seat for what is worth a glance."""
    k = e.key
    if k == "Passed":
        return _("Pass")
    if k == "Played" and e.param("kind") == "bomb":
        return _("Bomb!")
    if k == "BombBonus" and e.param("amount"):
        return _("+{n}").format(n=e.param("amount"))
    if k == "Out":
        return _("Out!")
    return None


def cards_left(n: int) -> str:
    return ngettext("{n} card left", "{n} cards left", n).format(n=n)


def last_cards_warning(name: str, n: int) -> str:
    """The warning on a seat down to its last one or two cards."""
    return ngettext("{name}: last card!", "{name}: last {n} cards!", n).format(name=name, n=n)


# -- hints ------------------------------------------------------------------------------------


def hint_reason(code: str, params: Sequence[tuple[str, object]], names: Sequence[str]) -> str:
    """Why Medium suggests its play, in one short line (codes from `ai.runfast.medium_hint`)."""
    p = dict(params)
    seat = p.get("seat")
    who = names[seat] if isinstance(seat, int) and seat < len(names) else ""
    left = int(p.get("left", 0) or 0)  # type: ignore[call-overload]
    keeps = p.get("keeps")
    kept = ""
    if isinstance(keeps, tuple):
        kept = _("keeps your {what} whole").format(what=sequence_name(*keeps))
    one = ngettext("{name}, who has {n} card left", "{name}, who has {n} cards left", left)
    close = one.format(name=who, n=count_word(left))
    # Phrases, not sentences: they follow "Hint: Play 7\u2665 \u2014 " on the table.
    texts = {
        "only": _("it is your only legal move"),
        "go_out": _("these are your last cards: you go out"),
        "opening": _("opens with the 3\u2665 and leaves your hand in good shape"),
        "cash": _("nobody can beat it, so you keep the lead"),
        "last_bomb": _("only bombs are left: lead one"),
        "weakest": _("gets rid of your weakest cards first"),
        "no_single": _("leads no single card, to keep out {who}").format(who=close),
        "highest_single": _("your highest single, to keep out {who}").format(who=close),
        "no_pair": _("leads no pair, to keep out {who}").format(who=close),
        "bomb_stop": _("bombs now to stop {who}").format(who=close),
        "bomb_bonus": _("bombs now: if nobody tops it, it earns the bomb bonus"),
        "block": _("blocks {who}, by beating as high as you can").format(who=close),
        "cheapest": _("the cheapest play that beats the table"),
        "save": _("passing keeps your cards for later"),
    }
    text = texts.get(code, "")
    if kept and code in ("opening", "weakest", "cheapest"):
        text += "; " + kept
    return text


__all__ = [
    "combo_name",
    "play_name",
    "explain",
    "describe",
    "speech",
    "hint_reason",
    "cards_left",
    "last_cards_warning",
    "card_name",
    "cards_text",
]
