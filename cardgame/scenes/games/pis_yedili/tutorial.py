"""Learn to play Pis Yedili: one prepared deal of four players that shows every rule.

You open (the club rule), then meet matching by rank and suit, the 8's skip, the Ten's
turn of direction, a seven answered with a seven and the penalty taken, the Jack and its
suit, drawing, the Ace's second card, and going out on a seven (everyone's penalty ×3).
Every move of the deal is scripted (see `scenes/tutorial/script.py`).
"""

from __future__ import annotations

from ....engine.pis_yedili.rules import DECK
from ....i18n import N_
from ...tutorial.script import bot, lesson, say, you

HANDS = {
    "hand:0": "5C 8S TD 7H JS AC 7C",
    "hand:1": "5H 7S 4S QD 2H 9H KD",
    "hand:2": "KH 3S 9S 4H 2D 8C 5S",
    "hand:3": "KS 3D 9D 2C 6C JD 4D",
}
TAKEN = "3H 6D 8H TH 2S 5D"  # the six cards of the penalty, then the card you draw
DRAWN = "QC"


def _stock() -> str:
    """The stock, top first: the penalty's six cards, your draw, then the rest in order."""
    named = " ".join(HANDS.values()).split() + TAKEN.split() + [DRAWN]
    rest = [str(c) for c in DECK if str(c) not in named]
    return " ".join([*TAKEN.split(), DRAWN, *rest])


TUTORIAL = lesson(
    "pis_yedili",
    {**HANDS, "stock": _stock(), "dealer": 3, "to_act": 0},
    say(
        N_(
            "Welcome to Pis Yedili! Be the first to play all your cards. A card you play "
            "must match the top of the pile: the same rank or the same suit."
        ),
        "seat:0",
    ),
    you(
        "play 5C",
        N_(
            "{p3} dealt, so you open. The first card of a deal must be a club, and it has "
            "no effect. Drag your 5\u2663 to the middle (or double-click it)."
        ),
    ),
    bot(1, "play 5H"),
    bot(2, "play KH"),
    bot(3, "play KS"),
    say(
        N_(
            "{p1} matched the rank (a 5), {p2} the suit (a heart) and {p3} the rank again "
            "(a King). Now it is your turn."
        ),
        "zone:discard",
    ),
    you(
        "play 8S",
        N_(
            "An 8 skips the next player. Play your 8\u2660: it matches the suit, and {p1} "
            "loses a turn."
        ),
    ),
    bot(2, "play 3S"),
    bot(3, "play 3D"),
    you(
        "play TD",
        N_(
            "{p1} was skipped. Now play your 10\u2666: a Ten turns the direction, so play "
            "goes the other way round."
        ),
    ),
    bot(3, "play 9D"),
    bot(2, "play 9S"),
    bot(1, "play 7S"),
    say(
        N_("{p1} played a seven: you must play a seven too, or take three cards from the stock."),
        "seat:1",
    ),
    you(
        "play 7H",
        N_(
            "Answer with your 7\u2665 (any seven will do). The penalty grows to six cards and "
            "passes on to {p3}."
        ),
    ),
    bot(3, "take"),
    say(
        N_(
            "{p3} had no seven and took six cards. The seven on top is spent now: the next "
            "player plays on it as on any card."
        ),
        "seat:3",
    ),
    bot(2, "play 4H"),
    bot(1, "play 4S"),
    you(
        "play JS suit C",
        N_(
            "A Jack fits on any card except a Jack, and you name the suit to follow. Play "
            "your J\u2660 and name clubs, the suit you hold."
        ),
    ),
    bot(3, "play 2C"),
    bot(2, "play 2D"),
    bot(1, "play QD"),
    you(
        "draw",
        N_("Nothing in your hand fits the Q\u2666. Draw a card from the stock."),
    ),
    you(
        "play QC",
        N_(
            "You drew the Q\u2663. It matches the rank, so you may play it now (if it did "
            "not fit, you would pass)."
        ),
    ),
    bot(3, "play 6C"),
    bot(2, "play 8C"),
    you(
        "play AC",
        N_(
            "{p2}'s 8 skipped {p1}, so it is your turn again. An Ace lets you add one more "
            "card of its suit at once. Play your A\u2663."
        ),
    ),
    you(
        "play 7C",
        N_(
            "Add your last card, the 7\u2663. Going out on a seven triples everyone's "
            "penalty points; on a Jack, it doubles them."
        ),
    ),
    say(
        N_(
            "You went out and won the deal! The others pay penalty points for the cards "
            "they hold, and sevens and Jacks cost the most. Over a match the lowest total "
            "wins. Continue to see the score."
        ),
    ),
)
