"""Learn to play Run Fast: one prepared deal that shows every kind of play.

You open with the 3♥ in a straight, are beaten by a higher straight, must answer it with
your bomb (beating is a duty), lose that to the three aces, pass when nothing beats, watch
a triple beaten by a higher one, stop a single with the 2♠, lead a run of pairs, get the
last-cards warning and go out with a pair; the settlement follows. Every move is scripted
(see `scenes/tutorial/script.py`).
"""

from __future__ import annotations

from ....i18n import N_
from ...tutorial.script import bot, lesson, say, you

HANDS = {
    "hand:0": "3H 4S 5D 6C 7H 8S 8H 8D 8C 9S 9D TS TD KS KD 2S",
    "hand:1": "4H 4D 5S 6S 7S 9H TH JS JH JD JC QH KH AS AD AC",
    "hand:2": "3S 3D 3C 4C 5H 5C 6H 6D 7D 7C 9C TC QS QD QC KC",
}

TUTORIAL = lesson(
    "runfast",
    {**HANDS, "to_act": 0},
    say(
        N_(
            "Welcome to Run Fast! Be the first to play all 16 cards. Cards rank from 3 up "
            "to A, and the 2\u2660 is the highest single. Each play must beat the one before "
            "it."
        ),
        "seat:0",
    ),
    you(
        "play 3H 4S 5D 6C 7H",
        N_(
            "You hold the 3\u2665, so you open, and your first play must include it. Click "
            "3\u2665 4 5 6 7 and press Play: a straight is five or more cards in a row."
        ),
    ),
    bot(1, "play 9H TH JS QH KH"),
    bot(2, "pass"),
    say(
        N_(
            "{p1} beat it with a higher straight of the same length. {p2} could not beat it "
            "and passed. A play is beaten only by the same kind and size, higher."
        ),
        "seat:1",
    ),
    you(
        "play 8S 8H 8D 8C",
        N_(
            "In Run Fast you must beat when you can. Only your four 8s beat that straight: "
            "four of a kind is a bomb, and a bomb beats any play."
        ),
    ),
    bot(1, "play AS AD AC"),
    bot(2, "pass"),
    you(
        "pass",
        N_(
            "{p1} answered with the three aces, a bomb above every four of a kind (only the "
            "four 3s as the opening play are higher). Nothing of yours beats it: now you may "
            "pass."
        ),
    ),
    say(
        N_(
            "Everyone else passed, so {p1} wins the trick and leads the next one. A bomb "
            "that nobody beats earns its player a bonus from each opponent."
        ),
        "seat:1",
    ),
    bot(1, "play JH JD JC"),
    bot(2, "play QS QD QC"),
    you(
        "pass",
        N_("{p1} led a triple and {p2} beat it with a higher triple. You have no triple, so pass."),
    ),
    bot(1, "pass"),
    bot(2, "play 3S"),
    you(
        "play 2S",
        N_(
            "{p2} leads a single 3. Beat it with your 2\u2660: no single is higher, only a "
            "bomb could beat it."
        ),
    ),
    bot(1, "pass"),
    bot(2, "pass"),
    you(
        "play 9S 9D TS TD",
        N_(
            "You won the trick, so you lead. Play 9 9 10 10: a run of pairs is two or more "
            "pairs in a row."
        ),
    ),
    bot(1, "pass"),
    bot(2, "pass"),
    say(
        N_(
            "You have only two cards left, and the table warns everyone when a player is "
            "down to the last card or two. Watch for that warning on the others."
        ),
        "seat:0",
    ),
    you(
        "play KS KD",
        N_("Lead your pair of Kings: your last cards, so you go out and win the deal."),
    ),
    say(
        N_(
            "The settlement: each loser pays you one point per card left, twice as much if "
            "they never played, ten more for keeping the 2\u2660; bomb bonuses count too. "
            "Continue to see it line by line."
        ),
    ),
)
