"""Pis Yedili in plain words: its refusals, log lines, speech bubbles and button labels."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ....engine.cards import Card
from ....engine.core import Event, Reason
from ....i18n import N_, _, ngettext
from ...words import RANK_NAMES, SUIT_TITLES, SYMBOL, about, card_name, suit_name


def _cannot_draw(p: dict[str, Any]) -> str:
    why = p.get("why")
    if why == "stock_empty":
        return _("The stock is empty: there is nothing to draw.")
    if why == "draw_limit":
        return _("You may draw only one card per turn.")
    return _("You can play a card, so you may not draw again.")


def _no_match(p: dict[str, Any]) -> str:
    if "rank" in p:
        return _("Your card must match the {rank} or the {suit} on the pile, or be a Jack.").format(
            rank=_(RANK_NAMES.get(p["rank"], p["rank"])), suit=suit_name(p["suit"])
        )
    if p.get("stock_empty"):
        return _("A Jack asked for {suit}: play a {suit} card that is not a Jack.").format(
            suit=suit_name(p.get("suit", ""))
        )
    return _("A Jack asked for {suit}: play a {suit} card that is not a Jack, or draw.").format(
        suit=suit_name(p.get("suit", ""))
    )


REASONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "CLUB_REQUIRED": lambda p: _("The first card of a deal must be a club."),
    "NO_MATCH": _no_match,
    "JACK_ON_JACK": lambda p: _("A Jack may not be played on a Jack."),
    "SEVEN_OR_TAKE": lambda p: ngettext(
        "Sevens are pending: play a seven or take {n} card.",
        "Sevens are pending: play a seven or take {n} cards.",
        p.get("pending", 3),
    ).format(n=p.get("pending", 3)),
    "DRAW_FIRST": lambda p: _("You have no card to play: draw from the stock first."),
    "CANNOT_DRAW": _cannot_draw,
    "NO_DRAW_IN_FOLLOW_UP": lambda p: _("After an Ace you may play on it or pass, but not draw."),
    "NO_PENALTY": lambda p: _("There is no penalty to take."),
    "SUIT_REQUIRED": lambda p: _("Name a suit for your Jack."),
    "SUIT_NOT_ALLOWED": lambda p: _("This Jack names no suit."),
    "SUIT_MUST_CHANGE": lambda p: _("Your Jack must name a different suit."),
}


def explain(why: Reason) -> str | None:
    fn = REASONS.get(why.code)
    return fn(dict(why.params)) if fn else None


def describe(e: Event, names: Sequence[str], me: int = 0) -> str | None:
    """One log line for an observed event, or None for events the log skips."""
    who = names[e.seat] if e.seat is not None and e.seat < len(names) else ""
    you = e.seat == me
    k = e.key
    if k == "Dealt":
        dealer = e.param("dealer", 0)
        return about(dealer == me, _("You dealt."), _("{name} dealt.")).format(name=names[dealer])
    if k == "Played":
        return (_("You played {card}.") if you else _("{name} played {card}.")).format(
            name=who, card=card_name(e.param("card"))
        )
    if k == "Drew":
        card = e.moves[0].card if e.moves else None
        if you and card is not None:
            return _("You drew {card}.").format(card=card_name(card))
        return about(you, _("You drew a card."), _("{name} drew a card.")).format(name=who)
    if k == "Took":
        n = len(e.moves)
        return about(
            you,
            ngettext("You took {n} card.", "You took {n} cards.", n),
            ngettext("{name} took {n} card.", "{name} took {n} cards.", n),
        ).format(name=who, n=n)
    if k == "Passed":
        return _("You passed.") if you else _("{name} passed.").format(name=who)
    if k == "SuitNamed":
        return about(you, _("You asked for {suit}."), _("{name} asked for {suit}.")).format(
            name=who, suit=suit_name(e.param("suit"))
        )
    if k == "Skipped":
        return _("You are skipped.") if you else _("{name} is skipped.").format(name=who)
    if k == "DirectionChanged":
        return (
            _("Play now goes clockwise.")
            if e.param("direction") == "CW"
            else _("Play now goes anticlockwise.")
        )
    if k == "PenaltyRaised":
        return _("Penalty: draw {n}.").format(n=e.param("pending"))
    if k == "Out":
        return _("You went out!") if you else _("{name} went out.").format(name=who)
    if k == "Exhausted":
        return _("The stock is exhausted: the deal ends.")
    if k == "Void":
        return _("No club turned up: the deal is void and dealt again.")
    if k == "Reshuffled":
        return _("The pile was shuffled into a new stock.")
    return None


def merge(last: Event, e: Event) -> Event | None:
    """A penalty is taken one card at a time: one log line for the whole take."""
    if last.key == "Took" and e.key == "Took" and last.seat == e.seat:
        return Event("Took", e.seat, last.moves + e.moves, e.params, e.reveals)
    return None


def speech(e: Event) -> str | None:
    k = e.key
    if k == "SuitNamed":
        return SYMBOL[e.param("suit")] + " " + _(SUIT_TITLES[e.param("suit")])
    if k == "Skipped":
        return _("Skipped")
    if k == "Passed":
        return _("Pass")
    if k == "Took":
        return ngettext("+{n} card", "+{n} cards", len(e.moves)).format(n=len(e.moves))
    if k == "Out":
        return _("Out!")
    return None


def take_label(n: int) -> str:
    return _("Take {n}").format(n=n)


HINT_REASONS = {
    "no_seven": N_("you have no seven to pass the penalty on"),
    "nothing_fits": N_("nothing in your hand fits the pile"),
    "follow_up_pass": N_("nothing worth adding on your Ace"),
    "out": N_("it is your last card"),
    "out_multiplier": N_("going out with it multiplies everyone's penalty"),
    "pass_penalty": N_("the seven passes the penalty on"),
    "stop_runner": N_("it slows down a player who is close to going out"),
    "jack_steers": N_("the Jack turns play to a suit you hold"),
    "jack_last_resort": N_("nothing else fits"),
    "set_up_multiplier": N_("it leaves a seven or a Jack to go out with"),
    "shed_high": N_("it sheds the most expensive card that fits"),
    "only_fit": N_("it is the only card that fits"),
    "keep_suit": N_("it keeps play in a suit you hold"),
    "keep_jack": N_("keeps your Jack for later"),
    "keep_seven": N_("keeps a seven against a penalty"),
}


def hint_reason(codes: Sequence[str]) -> str | None:
    """Medium's reasons in one phrase: "it sheds your most expensive card; keeps your Jack"."""
    parts = [_(HINT_REASONS[c]) for c in codes if c in HINT_REASONS]
    return "; ".join(parts) if parts else None


def card_effect(card: Card, options: Any) -> str:
    """What playing `card` does, in a short line for the label above the hand."""
    name = card_name(card)
    effect = {
        "7": _("the next player plays a seven or takes the penalty"),
        "8": _("skips the next player"),
        "T": _("turns the direction of play"),
        "A": _("you may play one more card")
        if options.ace_rule == "optional_follow"
        else _("you play again"),
        "J": _("you name the suit"),
    }.get(card.rank)
    return (
        _("{card}: {effect}").format(card=name, effect=effect)
        if effect
        else _("Play {card}").format(card=name)
    )
