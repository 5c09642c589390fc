"""Run Fast's rows on the new-game screen: every rule option (rules doc, section 13), each
with its values in words and a one-line explanation for players."""

from __future__ import annotations

from typing import Any

from ....i18n import _

Row = tuple[str, str, list[Any], list[str], str]
# The rules' 0–50 amounts in steps a player can reach quickly; every default is among them.
AMOUNTS = [0, 5, 10, 15, 20, 25, 30, 40, 50]


def option_rows(num_players: int = 3) -> list[Row]:
    """(field, label, values, value names, one-line explanation) for every engine option."""
    on_off = [_("off"), _("on")]
    flag = [False, True]
    deals = list(range(1, 21))
    return [
        ("match_deals", _("Deals"), deals,
         [_("single deal")] + [str(k) for k in deals[1:]],
         _("One deal settles the game; more deals add up to a match total.")),
        ("later_deal_leader", _("Who opens later deals"), ["three_of_hearts", "previous_winner"],
         [_("holder of 3\u2665"), _("last winner")],
         _("In a match: the 3\u2665 opens every deal, or the last deal's winner opens freely.")),
        ("removed_ace", _("Ace taken out"), ["AH", "AS"], [_("ace of hearts"), _("ace of spades")],
         _("Which ace leaves the deck; it changes nothing in play.")),
        ("opening_requires_3h", _("First play holds the 3\u2665"), flag, on_off,
         _("The opening play must include the 3 of hearts.")),
        ("heavenly_bomb", _("Heavenly bomb"), flag, on_off,
         _("All four 3s as the opening play beat everything.")),
        ("three_aces_bomb", _("Three aces are a bomb"), flag, on_off,
         _("The three aces beat every four of a kind (off: a plain triple).")),
        ("must_beat", _("Must beat when able"), flag, on_off,
         _("You may pass only when nothing in your hand beats the table.")),
        ("allow_breaking_bombs", _("Bombs may be split"), flag, on_off,
         _("The cards of a bomb may also be played as singles or pairs.")),
        ("card_points", _("Points per card left"), [1, 2, 3, 4, 5], ["1", "2", "3", "4", "5"],
         _("What each loser pays the winner for every card still in hand.")),
        ("never_played_multiplier", _("Never played"), [1, 2, 3],
         ["\u00d71", "\u00d72", "\u00d73"],
         _("A loser who never played pays this many times for the cards.")),
        ("spade_two_penalty", _("2\u2660 penalty"), AMOUNTS, [str(v) for v in AMOUNTS],
         _("Extra points paid by a loser still holding the 2 of spades.")),
        ("bomb_bonus", _("Bomb bonus"), AMOUNTS, [str(v) for v in AMOUNTS],
         _("Paid by each opponent when a bomb on another play stays on top.")),
        ("unplayed_bomb_penalty", _("Unplayed bomb penalty"), AMOUNTS,
         [str(v) for v in AMOUNTS],
         _("Paid by a loser for each bomb still in hand at the end.")),
        ("auto_pass", _("Pass for me"), flag, on_off,
         _("When you cannot beat the table, the pass is made for you.")),
    ]


# Rows the new-game screen puts with the players (the match's shape) rather than the rules.
MATCH_ROWS = ("match_deals", "later_deal_leader")
