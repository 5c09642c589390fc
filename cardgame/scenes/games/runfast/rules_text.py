"""Run Fast's rules for players: short paragraphs and card examples, in the order a new player
needs them (aim, deck, plays, beating, bombs, settlement, playing here)."""

from __future__ import annotations

from ....i18n import _


def rules_text() -> list[tuple[str, str]]:
    """(kind, text) blocks: 'h' heading, 'p' paragraph, 'c' a row of cards, 'e' example text."""
    return [
        ("h", _("The aim")),
        (
            "p",
            _(
                "Be the first to get rid of all your cards. You play against two computer "
                "players, each for themselves. When someone goes out, the other two pay them "
                "for the cards they still hold."
            ),
        ),
        ("h", _("The deck and the deal")),
        (
            "p",
            _(
                "48 cards: a normal pack without the jokers, one ace and three of the 2s. Only "
                "the 2 of spades is left, the highest card. Everyone gets 16 cards. Ranks from low "
                "to high: 3 4 5 6 7 8 9 10 J Q K A 2. Suits never matter."
            ),
        ),
        ("p", _("Whoever holds the 3 of hearts starts, and the first play must include it.")),
        ("c", "3H 3S"),
        (
            "e",
            _(
                "Example: you may open with the 3\u2665 alone, with a pair of 3s that includes it, "
                "or with a straight from the 3\u2665 upwards."
            ),
        ),
        ("h", _("What you may play")),
        (
            "p",
            _(
                "A single card, a pair, three of a kind, a straight of five or more cards in a "
                "row, or a run of two or more pairs in a row. The 2 never goes into a straight, "
                "and nothing wraps round from the ace to the 3. Triples take no extra cards."
            ),
        ),
        ("c", "8S 9H TD JC QS"),
        ("e", _("A straight 8\u2013Q. Five cards or more; the suits may be mixed.")),
        ("c", "5S 5H 6D 6C"),
        ("e", _("A run of pairs 5-5-6-6.")),
        ("h", _("Beating the table")),
        (
            "p",
            _(
                "The next player must beat the cards on the table with the same kind of play, "
                "with as many cards, but higher, or with a bomb. If you can beat, you must; you "
                "may pass only when nothing in your hand beats it. When both others have passed, "
                "the last player to play takes the trick and leads anything they like."
            ),
        ),
        ("c", "5C 6D 7H 8S 9C"),
        (
            "e",
            _(
                "On this straight 5\u20139, only a five-card straight ending higher than the 9 "
                "will do, or a bomb. A six-card straight does not count."
            ),
        ),
        ("h", _("Bombs")),
        (
            "p",
            _(
                "Four of a kind is a bomb, and so are the three aces, which beat every four of a "
                "kind. A bomb beats any play; only a higher bomb beats a bomb. All four 3s as the "
                "very first play are the heavenly bomb, which nothing beats."
            ),
        ),
        ("c", "9S 9H 9D 9C"),
        (
            "e",
            _(
                "Bomb: four 9s. Laid on another player's play and left on top when the trick "
                "closes, it earns 10 points from each opponent."
            ),
        ),
        ("h", _("Settling the deal")),
        (
            "p",
            _(
                "When a player goes out, the deal ends at once. Each loser pays the winner one "
                "point per card left, twice as much if they never played a card, and 10 more "
                "if they still hold the 2 of spades. Bomb bonuses are added. What one player "
                "wins the others lose, so the points always add up to zero."
            ),
        ),
        ("c", "2S 7D 9C"),
        (
            "e",
            _(
                "Example: Bora goes out while you hold these three cards: you pay Bora 3 + 10 = "
                "13 points."
            ),
        ),
        ("h", _("Playing here")),
        (
            "p",
            _(
                "Click cards to select them, or drag across them; the label above your hand "
                "names the combination or says why it cannot be played. Drag the selection to "
                "the table, or press Play (Enter). Pass (P) appears only when you may pass; "
                "right-click or Esc clears the selection. H gives a hint with its reason, Z "
                "takes back your last play."
            ),
        ),
    ]
