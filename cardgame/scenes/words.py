"""Words every game shares: suits, ranks, card names, levels, seat names, common refusals.

A game's own words (its refusals, log lines, bubbles) live in its package under
`scenes/games/`; this module holds only what any card game says.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..engine.actions import Action, Bid, Pass, Play
from ..engine.cards import Card
from ..engine.core import Reason
from ..i18n import N_, _, pgettext

SUIT_NAMES = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
SUIT_TITLES = {"S": N_("Spades"), "H": N_("Hearts"), "D": N_("Diamonds"), "C": N_("Clubs")}
RANK_NAMES = {
    "2": N_("two"),
    "3": N_("three"),
    "4": N_("four"),
    "5": N_("five"),
    "6": N_("six"),
    "7": N_("seven"),
    "8": N_("eight"),
    "9": N_("nine"),
    "T": N_("ten"),
    "J": N_("Jack"),
    "Q": N_("Queen"),
    "K": N_("King"),
    "A": N_("Ace"),
}
SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
LEVEL_NAMES = {
    "human": N_("You"),
    "random": N_("Random"),
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
}


def about(you: bool, second: str, third: str) -> str:
    """The message for a line about one seat: the second-person one ("You asked for
    hearts.") for the human's seat, else the third-person one ("{name} asked for hearts.").
    Languages change more than the name between the two, so "You" never goes into {name}."""
    return second if you else third


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

# The refusals every game may give; a game's own codes are put into words by its `GameUI`.
_REASONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "WRONG_PHASE": lambda p: "",  # the table says what can be done now (its `explain`)
    "CARDS_NOT_IN_HAND": lambda p: _("That card is not in your hand."),
    "UNKNOWN_ACTION": lambda p: _("That move does not exist in this game."),
    "MUST_FOLLOW_SUIT": lambda p: _("You must follow suit."),
    "NOT_A_COMBINATION": lambda p: _("Those cards do not form a combination."),
    "TOO_LOW": lambda p: _("That does not beat the cards on the table."),
    "MUST_BEAT": lambda p: _("You must beat the cards on the table."),
    "TYPE_MISMATCH": lambda p: _("You must play the same kind of combination."),
    "MUST_LEAD": lambda p: _("You must lead."),
    "BID_TOO_LOW": lambda p: _("That bid is too low."),
}


def explain(why: Reason) -> str:
    """A common refusal in one short sentence a player understands."""
    fn = _REASONS.get(why.code)
    if fn is None:
        return _("That move is not allowed here.")
    return fn(dict(why.params))


# -- actions --------------------------------------------------------------------------------------


def action_label(a: Action) -> str:
    """A plain button or chooser label for an action (games name their own where it matters)."""
    if isinstance(a, Pass):
        return _("Pass")
    if isinstance(a, Play):
        if a.suit is not None:
            return SYMBOL[a.suit] + " " + _(SUIT_TITLES[a.suit])
        if a.wish is not None:
            return _("Wish {rank}").format(rank=a.wish)
        return _("Play {cards}").format(cards=" ".join(card_name(c) for c in a.cards))
    if isinstance(a, Bid):
        return pgettext("button: make this bid", "Bid {n}").format(n=a.n)
    return str(a)


def deal_under_way(match: Any) -> int:
    """The deal a match is at, numbered as the table's title numbers it: the one under way,
    or the next after a finished one (a thrown-in deal counts, as the table counted it)."""
    n = int(match.game.view(match.state, 0).deal_number) + 1
    return n + 1 if match.deal_over else n


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
