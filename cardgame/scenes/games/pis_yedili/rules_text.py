"""Pis Yedili's rules for players: headings, short paragraphs and card rows for examples."""

from __future__ import annotations

from ....i18n import _
from ..pages import RulesBlock


def rules_text() -> list[RulesBlock]:
    """(kind, text) blocks: 'h' heading, 'p' paragraph, 'c' a row of cards, 'e' example text."""
    return [
        ("h", _("The aim")),
        (
            "p",
            _(
                "Be the first to get rid of all your cards. Whoever still holds cards when a deal "
                "ends scores penalty points for them. After the last deal of the match, the lowest "
                "total wins."
            ),
        ),
        ("h", _("The deal")),
        (
            "p",
            _(
                "Everyone gets seven cards; the rest is the stock. The player after the dealer "
                "starts, and the first card of every deal must be a club. Without a club you draw "
                "until you find one. This first club has no special effect."
            ),
        ),
        ("h", _("Your turn")),
        (
            "p",
            _(
                "Play one card that matches the top of the pile by suit or by rank. Jacks fit on "
                "anything except another Jack. If you cannot or will not play, draw a card from "
                "the "
                "stock; once you have drawn you may play a card that fits, or pass."
            ),
        ),
        ("c", "9H 9S"),
        ("e", _("Example: on the nine of hearts you may play any heart, any nine, or a Jack.")),
        ("h", _("The special cards")),
        (
            "p",
            _(
                "Jack: name the suit that must be played next. On a Jack only a card of the named "
                "suit may follow, and never another Jack."
            ),
        ),
        ("p", _("Eight: the next player is skipped.")),
        ("p", _("Ten: the direction of play turns round.")),
        (
            "p",
            _(
                "Seven: the next player must play a seven too, or take three cards. Sevens add "
                "up: after two sevens the next player takes six."
            ),
        ),
        ("p", _("Ace: you may play one more card on your Ace straight away, or pass.")),
        ("c", "7H 7C"),
        (
            "e",
            _(
                "Example: Ayla plays the seven of hearts. You answer with the seven of clubs, so "
                "Bora must now play a seven or take six cards."
            ),
        ),
        ("h", _("Scoring")),
        (
            "p",
            _(
                "When someone plays their last card, the others score what their cards are "
                "worth: Jack 25, seven 20, Ace 15, King, Queen and ten 10, the others their "
                "number. "
                "Going out with a seven triples everyone's penalty, going out with a Jack doubles "
                "it."
            ),
        ),
        (
            "p",
            _(
                "If the stock runs out and nobody can play, the deal ends and the player with the "
                "lowest hand scores nothing; the others pay their cards."
            ),
        ),
        ("h", _("Playing here")),
        (
            "p",
            _(
                "Drag a card onto the pile, or click it twice. Cards you may play now are "
                "lifted and outlined in gold; a raised card says above your hand what it does, "
                "or why it cannot be played. Use the buttons (or D, P, T) to draw, pass or take."
            ),
        ),
        (
            "p",
            _(
                "Keyboard: the arrow keys (and Home, End) choose a card, Space raises it, Enter "
                "plays it. Tab walks over the buttons, Enter presses one. H gives a hint, Z "
                "undoes, G opens the whole log, S sorts your hand by rank or by suit, Esc opens "
                "the menu."
            ),
        ),
    ]
