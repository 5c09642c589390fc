"""The rules of Tichu for players: headings, short paragraphs, rows of cards and examples.

Written for people from the rules doc (its sections 4 to 14); blocks are ('h' heading,
'p' paragraph, 'c' a row of card codes, 'e' example text) as the rules screen draws them.
"""

from __future__ import annotations

from ....i18n import _

Block = tuple[str, str]


def rules_text() -> list[Block]:
    return [
        ("h", _("The aim")),
        (
            "p",
            _(
                "Four players in two teams: your partner sits opposite you. Play your cards out "
                "in combinations, win tricks with points in them, and try to be the first to "
                "empty your hand. The first team to reach the target score (1000 by default) at "
                "the end of a hand wins; if both teams are equal then, another hand is played."
            ),
        ),
        ("h", _("The cards")),
        (
            "p",
            _(
                "Fifty-two cards in four suits (Sword, Jade, Pagoda and Star), 2 up to the Ace, "
                "and four special cards. Fives are worth 5 points, tens and Kings 10, the Dragon "
                "25 and the Phoenix minus 25: 100 points in all."
            ),
        ),
        ("c", "5S TJ KP DRG PHX"),
        ("e", _("The point cards: 5 + 10 + 10 + 25 - 25.")),
        ("h", _("Dealing and the calls")),
        (
            "p",
            _(
                "Everyone first gets eight cards. Before seeing the other six you may call Grand "
                "Tichu: a bet of 200 points that you will be the first player out. After all "
                "fourteen cards are dealt you may call Tichu, a bet of 100, at any time until "
                "you play your first card, even out of turn. A successful call adds its bet to "
                "your team's score, a failed one takes it away."
            ),
        ),
        ("h", _("The exchange")),
        (
            "p",
            _(
                "Then everyone passes one card face down to each of the other three players: "
                "one to the left opponent, one to the partner, one to the right opponent. Drag a "
                "card into each of the three slots and confirm. You see which card came from "
                "whom. Whoever then holds the Mah Jong leads the first trick."
            ),
        ),
        ("h", _("Combinations")),
        (
            "p",
            _(
                "The leader plays any combination; each next player passes or plays a higher "
                "combination of the same kind and length. A pass does not stop you from playing "
                "later in the same trick. When everyone else has passed, the owner of the top "
                "combination wins the trick and leads the next one."
            ),
        ),
        ("c", "9S 9J"),
        ("e", _("A pair. A triple is three of one rank.")),
        ("c", "7S 7J 8P 8R"),
        ("e", _("Stairs: two or more pairs of consecutive ranks (here 7-7-8-8).")),
        ("c", "9S 9J 9P 4R 4S"),
        (
            "e",
            _(
                "A full house: a triple and a pair. Only the triple counts: 9s over 4s beats "
                "8s over Aces."
            ),
        ),
        ("c", "3S 4J 5P 6R 7S"),
        (
            "e",
            _(
                "A straight: five or more consecutive ranks in any suits. Only a straight of the "
                "same length can beat it."
            ),
        ),
        ("h", _("The four special cards")),
        ("c", "MJ"),
        (
            "e",
            _(
                "Mah Jong: the lowest single (a 1), also the start of a straight 1-2-3-4-5. Its "
                "holder leads the first trick. Whoever plays it may wish for a rank: the next "
                "player who has a card of that rank and can play it legally must do so."
            ),
        ),
        ("c", "DOG"),
        (
            "e",
            _(
                "Dog: can only be led, alone. It gives the lead straight to your partner. It "
                "has no value."
            ),
        ),
        ("c", "PHX"),
        (
            "e",
            _(
                "Phoenix: a wild card in any combination except a bomb. As a single it counts "
                "half a rank above the card it is played on (on a 9 it is 9\u00bd); it cannot "
                "beat the Dragon. It costs 25 points."
            ),
        ),
        ("c", "DRG"),
        (
            "e",
            _(
                "Dragon: the highest single; only a bomb beats it. It is worth 25 points, but "
                "the trick it wins must be given to an opponent of your choice."
            ),
        ),
        ("h", _("Bombs")),
        ("c", "9S 9J 9P 9R"),
        ("e", _("Four of a kind is a bomb.")),
        ("c", "5J 6J 7J 8J 9J"),
        (
            "e",
            _(
                "So is a straight of five or more cards of one suit (a straight flush), which "
                "beats every four of a kind; a longer one beats a shorter one."
            ),
        ),
        (
            "p",
            _(
                "A bomb beats any combination, even the Dragon, and may be thrown in out of "
                "turn, also on your partner's cards. It cannot be played on the Dog."
            ),
        ),
        ("h", _("Going out and scoring")),
        (
            "p",
            _(
                "Players who empty their hands drop out. The hand ends when only one player has "
                "cards left: that player gives the cards still in hand to the opponents and the "
                "tricks won to the player who went out first. Each team then counts the card "
                "points in its tricks. If both players of a team go out first and second, the "
                "hand ends at once: a double victory, worth 200 points, with no cards counted. "
                "Tichu and Grand Tichu bets are added or taken away in every case."
            ),
        ),
        ("h", _("Playing here")),
        (
            "p",
            _(
                "Click cards to select them (drag across several) and press Play or drag them "
                "to the middle; the label above your hand names the combination or says why it "
                "is not allowed. Pass with P. Tichu! is live whenever you may still call. "
                "Holding a bomb never stops the game: press Bomb! (or B) and the table stops at "
                "your next chance to throw it in; in the settings it can ask at every chance."
            ),
        ),
    ]
