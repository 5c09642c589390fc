"""Ghost Hand Euchre's rules for players: headings, short paragraphs and rows of cards with
an example each (the bowers, the ghost hand, the moon). Written for people, not the spec."""

from __future__ import annotations

from ....i18n import _

Block = tuple[str, str]


def rules_text() -> list[Block]:
    """(kind, text) blocks: 'h' heading, 'p' paragraph, 'c' a row of card codes, 'e' example."""
    return [
        ("h", _("The aim")),
        (
            "p",
            _(
                "Three players, each on their own. Win tricks: every trick you take is a point. "
                "The first to reach 32 points wins the game."
            ),
        ),
        ("h", _("The deal")),
        (
            "p",
            _(
                "The deck has 24 cards: nine, ten, Jack, Queen, King and Ace of each suit. "
                "Everyone gets six cards, and six more are dealt face down as the ghost hand, "
                "where a fourth player would sit. Nobody may look at it."
            ),
        ),
        ("h", _("The auction")),
        (
            "p",
            _(
                "Starting on the dealer's left, each player makes one call: pass, or bid 3, 4 "
                "or 5 tricks, or Moon (all six). A bid must be higher than the one before it, "
                "and there is only one round: a pass is final. The highest bidder is the "
                "declarer, names trump and leads the first trick. If everyone passes, the "
                "deal is thrown in and the next player deals."
            ),
        ),
        ("h", _("The ghost hand")),
        (
            "p",
            _(
                "Once per deal, on your turn in the auction and before your call, you may take "
                "the ghost hand: you give up all six of your cards, unseen, for the six ghost "
                "cards. You cannot look first, keep any card, or change your mind. Then you "
                "bid or pass with your new hand. The cards given up are the dead hand and play "
                "no part in the deal."
            ),
        ),
        ("c", "9S TD 9C TC 9H TS"),
        (
            "e",
            _(
                "Example: with a hand like this, nines and tens in every suit, taking the ghost "
                "hand is a good gamble: almost any six cards are better."
            ),
        ),
        ("h", _("Trump and the bowers")),
        (
            "p",
            _(
                "Trumps beat every other suit. The Jack of trump, the right bower, is the "
                "highest card. The other Jack of the same colour, the left bower, is the second "
                "highest and counts as a trump for everything: leading, following and winning. "
                "Then come Ace, King, Queen, ten and nine of trump."
            ),
        ),
        ("c", "JH JD AH KH QH TH 9H"),
        (
            "e",
            _(
                "Example: with hearts as trump, the seven trumps from the highest down. The "
                "Jack of diamonds is a heart for this deal."
            ),
        ),
        ("h", _("Following suit")),
        (
            "p",
            _(
                "Each player must follow the suit led if they can; otherwise any card may be "
                "played. There is no duty to trump or to play higher."
            ),
        ),
        ("c", "JD 9S TC QC"),
        (
            "e",
            _(
                "Example: hearts are trump and the Ace of diamonds is led. Holding these cards "
                "you have no diamond (the Jack of diamonds is a trump), so you may play any of "
                "them."
            ),
        ),
        (
            "p",
            _(
                "The highest trump in a trick wins it; with no trump, the highest card of the "
                "suit led. A card of another suit never wins."
            ),
        ),
        ("h", _("Scoring")),
        (
            "p",
            _(
                "After six tricks everyone scores a point per trick. A declarer who made the "
                "bid scores all their tricks; a declarer who fell short is set and loses the "
                "amount bid instead. Scores can go below zero."
            ),
        ),
        (
            "e",
            _(
                "Example: Ayla bid 5 and took 4, you took 1 and Bora took 1. Ayla loses 5 "
                "points, you and Bora score 1 each."
            ),
        ),
        ("h", _("Shooting the moon")),
        (
            "p",
            _(
                "Moon is a promise to win all six tricks. Made, it scores 24 points; failed, "
                "it costs 6. Taking all six tricks without calling Moon scores only 6."
            ),
        ),
        ("c", "JS JC AS KS QS AH"),
        (
            "e",
            _(
                "Example: spades as trump, both bowers and the top three spades plus the Ace "
                "of hearts: a hand for the moon."
            ),
        ),
        ("h", _("Winning")),
        (
            "p",
            _(
                "When someone reaches 32, the highest score wins. If two players tie at the "
                "top, one more deal, the tie-break deal, is played by all three, and the check "
                "is made again."
            ),
        ),
        ("h", _("Options")),
        (
            "p",
            _(
                "On the new-game screen you can change the target, switch the ghost hand swap, "
                "the left bower, no trump and stick the dealer, set the moon's points, and let "
                "reneges (not following suit when you could) be played and penalized instead "
                "of prevented. A renege costs 2 points and shows only on the score sheet."
            ),
        ),
        ("h", _("Playing here")),
        (
            "p",
            _(
                "Use the buttons above your hand to take the ghost hand, pass or bid (keys T, P, "
                "3, 4, 5 and M), then pick trump from the suits offered. Cards you may play "
                "glow: drag one to the middle or click it twice. Press L or the Last trick "
                "button to see the last trick again."
            ),
        ),
    ]
