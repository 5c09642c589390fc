"""Learn to play Ghost Hand Euchre: one prepared deal from the auction to the score.

You open the auction with a weak hand and take the ghost hand, bid 5 on what you find,
name hearts and see both bowers lead as trumps, give up a trick, follow suit when you must,
and make your bid; the moon, being set and the race to 32 are told on the way. Every move
is scripted (see `scenes/tutorial/script.py`).
"""

from __future__ import annotations

from ....i18n import N_
from ...tutorial.script import bot, lesson, say, you

DEAL = {
    "hand:0": "TS JS 9D 9C TC QC",
    "hand:1": "QH TH KS QS TD JC",
    "hand:2": "9H AC KC QD KD AD",
    "ghost": "JH JD AH KH AS 9S",
    "dealer": 2,
    "to_act": 0,
    "phase": "AUCTION",
}

TUTORIAL = lesson(
    "ghost_euchre",
    DEAL,
    say(
        N_(
            "Welcome to Ghost Hand Euchre! Three players get six cards each from 9 to A, "
            "and a fourth hand, the ghost, lies face down. You bid how many of the six "
            "tricks you will win."
        ),
        "seat:0",
    ),
    you(
        "swap",
        N_(
            "Your hand is weak: no high cards, no long suit. Once per deal a player may "
            "trade their whole hand for the unseen ghost hand. Take it."
        ),
        "button:swap",
        "zone:ghost",
    ),
    you(
        "bid 5",
        N_(
            "A fine hand: four hearts with both red Jacks. Bid 5 (you promise five of the "
            "six tricks). Moon would promise all six, for 24 points."
        ),
    ),
    bot(1, "pass"),
    bot(2, "pass"),
    you(
        "trump H",
        N_("{p1} and {p2} passed: you won the auction. Name hearts as trump."),
    ),
    say(
        N_(
            "With hearts as trump, the Jack of hearts (the right bower) is the highest card "
            "and the Jack of diamonds (the left bower) the second: it counts as a heart. "
            "Then A, K, Q, 10, 9 of hearts."
        ),
        "card:JH",
        "card:JD",
    ),
    you(
        "play JH",
        N_(
            "The winner of the auction leads. Lead the right bower: everyone must follow "
            "with a trump if they can."
        ),
    ),
    bot(1, "play TH"),
    bot(2, "play 9H"),
    you(
        "play JD",
        N_("Both followed with a heart. Now lead the left bower: it leads trump too."),
    ),
    bot(1, "play QH"),
    bot(2, "play QD"),
    you(
        "play 9S",
        N_(
            "{p2} had no trump left and could play any card. Now give up your weak 9\u2660: "
            "one lost trick still makes your bid."
        ),
    ),
    bot(1, "play KS"),
    bot(2, "play KD"),
    bot(1, "play QS"),
    bot(2, "play AD"),
    you(
        "play AS",
        N_(
            "{p1} won that trick and led a spade. You hold a spade, so you must follow "
            "suit: play your A\u2660 (a player with no spade may play any card)."
        ),
    ),
    you("play AH", N_("Your Ace wins. Lead your trumps now: nobody can beat them.")),
    bot(1, "play JC"),
    bot(2, "play KC"),
    you("play KH", N_("Your last card wins the sixth trick.")),
    bot(1, "play TD"),
    bot(2, "play AC"),
    say(
        N_(
            "Five tricks: your bid is made, and everyone scores one point per trick. Had "
            "you taken fewer than you bid, you would have been set and lost 5 instead. "
            "The first to 32 points wins."
        ),
    ),
)
