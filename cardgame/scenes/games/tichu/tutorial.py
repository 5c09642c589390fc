"""Learn to play Tichu: the first half of a prepared deal, from the first eight cards on.

You pass on Grand Tichu, call Tichu, exchange a card with each player, lead the Mah Jong
with a wish that an opponent must fulfil, take the trick with the Dragon and give it away,
lead steps that an opponent bombs out of turn, beat a single with the Phoenix and hand the
lead to your partner with the Dog; then the deal goes on with hints. Every move up to there
is scripted (see `scenes/tutorial/script.py`), the computer players' bomb windows included.
"""

from __future__ import annotations

from ....i18n import N_
from ...tutorial.script import bot, lesson, say, you

DEAL = {
    "hand:0": "MJ DRG PHX QS KS AS 2S 3S",
    "undealt:0": "DOG QJ KJ AJ 7S TS",
    "hand:1": "4S 9R 4J 6P 8R JP 2J 3P",
    "undealt:1": "TR 4R 6R 8J 2R JR",
    "hand:2": "AP KP 9P 8P 7P 6J TJ 3R",
    "undealt:2": "9J 7J 4P 3J JS 2P",
    "hand:3": "5J 5P 5R 5S 6S 8S 9S TP",
    "undealt:3": "JJ QP QR KR 7R AR",
    "phase": "GRAND",
}

TUTORIAL = lesson(
    "tichu",
    DEAL,
    say(
        N_(
            "Welcome to Tichu! You play with your partner {p2}, opposite you, against {p1} "
            "and {p3}. Be the first to play all your cards. You see your first 8 cards."
        ),
        "seat:2",
    ),
    you(
        "pass",
        N_(
            "With 8 cards you may call Grand Tichu: 200 points if you go out first, minus "
            "200 if not. Too risky now: pass."
        ),
    ),
    bot(1, "pass"),
    bot(2, "pass"),
    bot(3, "pass"),
    you(
        "tichu",
        N_(
            "All 14 cards are dealt: the Dragon, the Phoenix, the Mah Jong and high pairs. "
            "Call Tichu: 100 points if you go out first, minus 100 if not."
        ),
    ),
    bot(1, "pass"),
    bot(2, "pass"),
    bot(3, "pass"),
    you(
        "exchange 2S>1 TS>2 3S>3",
        N_(
            "Now everyone gives one card to each other player. Put your 2\u2660 in {p1}'s "
            "slot, your 10\u2660 in your partner's and your 3\u2660 in {p3}'s, then confirm."
        ),
    ),
    bot(1, "exchange 2J>0 3P>2 JR>3"),
    bot(2, "exchange AP>0 3R>1 6J>3"),
    bot(3, "exchange 6S>0 8S>1 QR>2"),
    you(
        "play MJ wish 9",
        N_(
            "You hold the Mah Jong (the 1), so you lead. Play it and wish for a 9: the next "
            "player who holds a 9 and can play it must do so."
        ),
    ),
    bot(3, "pass"),
    bot(1, "play 9R"),
    bot(3, "pass"),
    bot(2, "pass"),
    bot(3, "pass"),
    you(
        "play DRG",
        N_(
            "{p1} had a 9 and had to play it: the wish is fulfilled. Now play the Dragon, "
            "the highest single card."
        ),
    ),
    bot(3, "pass"),
    bot(1, "pass"),
    bot(2, "pass"),
    bot(3, "pass"),
    bot(3, "pass"),
    you(
        "gift 1",
        N_(
            "Nobody beat the Dragon, so the trick is yours, but a trick won with the Dragon "
            "goes to an opponent of your choice. Give it to {p1}."
        ),
    ),
    you(
        "play QS QJ KS KJ AS AJ",
        N_(
            "You lead again. Play Q Q K K A A: pairs in a row are steps. There are also "
            "singles, pairs, triples, full houses and straights of five or more."
        ),
    ),
    bot(3, "play 5S 5J 5P 5R"),
    you(
        "pass",
        N_(
            "{p3} bombed your steps with four 5s, out of turn: a bomb (four of a kind or a "
            "straight flush of one suit) beats anything, at any moment. Pass."
        ),
    ),
    bot(1, "pass"),
    bot(2, "pass"),
    bot(3, "play 9S"),
    you(
        "play PHX",
        N_(
            "{p3} won the trick and leads a 9. The Phoenix is wild: alone it beats any "
            "single but the Dragon; in a combination it stands for any card. Play it."
        ),
    ),
    bot(1, "pass"),
    bot(2, "pass"),
    bot(3, "pass"),
    you(
        "play DOG",
        N_("Your lead. The Dog hands the lead to your partner: play it."),
    ),
    say(
        N_(
            "Card points: each 5 is worth 5, each 10 and King 10, the Dragon 25 and the "
            "Phoenix minus 25. A team whose players go out first and second wins a double "
            "victory: 200, cards not counted. Finish the deal with the hints on."
        ),
    ),
)
