"""The engine's codes in plain words: refusal reasons, log lines, action labels, status.

The engine gives `Reason(code, params)` and events with a key and parameters; this module is
the one place that turns them into sentences for players (through gettext).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ..engine.actions import Action, Bid, Draw, Pass, Play, Take
from ..engine.cards import Card
from ..engine.core import Event, Reason
from ..i18n import N_, _

SUIT_NAMES = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
SUIT_TITLES = {"S": N_("Spades"), "H": N_("Hearts"), "D": N_("Diamonds"), "C": N_("Clubs")}
RANK_NAMES = {"2": N_("two"), "3": N_("three"), "4": N_("four"), "5": N_("five"), "6": N_("six"),
              "7": N_("seven"), "8": N_("eight"), "9": N_("nine"), "T": N_("ten"),
              "J": N_("Jack"), "Q": N_("Queen"), "K": N_("King"), "A": N_("Ace")}
SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
LEVEL_NAMES = {"human": N_("You"), "random": N_("Random"), "easy": N_("Easy"),
               "medium": N_("Medium"), "hard": N_("Hard")}


def suit_name(s: str) -> str:
    return _(SUIT_NAMES.get(s, s))


def card_name(c: Card | str | None) -> str:
    """'7♥' style: short and unambiguous in a sentence."""
    if c is None:
        return _("a card")
    text = str(c)
    rank = "10" if text[0] == "T" else text[0]
    return rank + SYMBOL.get(text[1], text[1:]) if len(text) == 2 else text


# -- refusals -------------------------------------------------------------------------------------

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
            rank=_(RANK_NAMES.get(p["rank"], p["rank"])), suit=suit_name(p["suit"]))
    return _("A Jack asked for {suit}: play a {suit} card that is not a Jack, or draw.").format(
        suit=suit_name(p.get("suit", "")))


_REASONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "WRONG_PHASE": lambda p: _("That cannot be done at this moment of the deal."),
    "NOT_YOUR_TURN": lambda p: _("Wait for your turn."),
    "CARDS_NOT_IN_HAND": lambda p: _("That card is not in your hand."),
    "UNKNOWN_ACTION": lambda p: _("That move does not exist in this game."),
    "CLUB_REQUIRED": lambda p: _("The first card of a deal must be a club."),
    "NO_MATCH": _no_match,
    "JACK_ON_JACK": lambda p: _("A Jack may not be played on a Jack."),
    "SEVEN_OR_TAKE": lambda p: _("Sevens are pending: play a seven or take {n} cards.").format(
        n=p.get("pending", 3)),
    "DRAW_FIRST": lambda p: _("You have no card to play: draw from the stock first."),
    "CANNOT_DRAW": _cannot_draw,
    "NO_DRAW_IN_FOLLOW_UP": lambda p: _("After an Ace you may play on it or pass, but not draw."),
    "NO_PENALTY": lambda p: _("There is no penalty to take."),
    "SUIT_REQUIRED": lambda p: _("Name a suit for your Jack."),
    "SUIT_NOT_ALLOWED": lambda p: _("This Jack names no suit."),
    "SUIT_MUST_CHANGE": lambda p: _("Your Jack must name a different suit."),
    "MUST_FOLLOW_SUIT": lambda p: _("You must follow suit."),
    "NOT_A_COMBINATION": lambda p: _("Those cards do not form a combination."),
    "TOO_LOW": lambda p: _("That does not beat the cards on the table."),
    "MUST_BEAT": lambda p: _("You must beat the cards on the table."),
    "TYPE_MISMATCH": lambda p: _("You must play the same kind of combination."),
    "MUST_LEAD": lambda p: _("You must lead."),
    "BID_TOO_LOW": lambda p: _("That bid is too low."),
}


def explain(why: Reason) -> str:
    """A refusal in one short sentence a player understands."""
    fn = _REASONS.get(why.code)
    if fn is None:
        return _("That move is not allowed here.")
    return fn(dict(why.params))


# -- actions --------------------------------------------------------------------------------------

def action_label(a: Action) -> str:
    """A button or chooser label for an action."""
    if isinstance(a, Draw):
        return _("Draw")
    if isinstance(a, Pass):
        return _("Pass")
    if isinstance(a, Take):
        return _("Take")
    if isinstance(a, Play):
        if a.suit is not None:
            return SYMBOL[a.suit] + " " + _(SUIT_TITLES[a.suit])
        if a.wish is not None:
            return _("Wish {rank}").format(rank=a.wish)
        return _("Play {cards}").format(cards=" ".join(card_name(c) for c in a.cards))
    if isinstance(a, Bid):
        return _("Bid {n}").format(n=a.n)
    return str(a)


def take_label(n: int) -> str:
    return _("Take {n}").format(n=n)


# -- the log --------------------------------------------------------------------------------------

def describe(e: Event, names: Sequence[str], me: int = 0) -> str | None:
    """One log line for an observed event, or None for events the log skips."""
    who = names[e.seat] if e.seat is not None and e.seat < len(names) else ""
    you = e.seat == me
    k = e.key
    if k == "Dealt":
        return _("{name} dealt.").format(name=names[e.param("dealer", 0)])
    if k == "Played":
        return (_("You played {card}.") if you else _("{name} played {card}.")).format(
            name=who, card=card_name(e.param("card")))
    if k == "Drew":
        card = e.moves[0].card if e.moves else None
        if you and card is not None:
            return _("You drew {card}.").format(card=card_name(card))
        return _("{name} drew a card.").format(name=who)
    if k == "Took":
        return (_("You took {n} cards.") if you else _("{name} took {n} cards.")).format(
            name=who, n=len(e.moves))
    if k == "Passed":
        return _("You passed.") if you else _("{name} passed.").format(name=who)
    if k == "SuitNamed":
        return _("{name} asked for {suit}.").format(name=who, suit=suit_name(e.param("suit")))
    if k == "Skipped":
        return _("You are skipped.") if you else _("{name} is skipped.").format(name=who)
    if k == "DirectionChanged":
        return (_("Play now goes clockwise.") if e.param("direction") == "CW"
                else _("Play now goes anticlockwise."))
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


def speech(e: Event) -> str | None:
    """A short bubble at the seat for events worth a glance."""
    k = e.key
    if k == "SuitNamed":
        return SYMBOL[e.param("suit")] + " " + _(SUIT_TITLES[e.param("suit")])
    if k == "Skipped":
        return _("Skipped")
    if k == "Passed":
        return _("Pass")
    if k == "Took":
        return _("+{n} cards").format(n=len(e.moves))
    if k == "Out":
        return _("Out!")
    return None


def seat_names(seats: Sequence[str]) -> list[str]:
    """'You' for the human; a name for each computer player."""
    pool = [_("Ayla"), _("Bora"), _("Cem"), _("Deniz"), _("Elif")]
    out, i = [], 0
    for kind in seats:
        if kind == "human":
            out.append(_("You"))
        else:
            out.append(pool[i % len(pool)])
            i += 1
    return out
