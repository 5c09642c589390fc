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
        (
            "match_deals",
            _("Deals"),
            deals,
            [_("single deal")] + [str(k) for k in deals[1:]],
            _("One deal, or a match of several."),
        ),
        (
            "later_deal_leader",
            _("Who opens later deals"),
            ["three_of_hearts", "previous_winner"],
            [_("holder of 3\u2665"), _("last winner")],
            _("The first play of deal 2 and later."),
        ),
        (
            "removed_ace",
            _("Ace taken out"),
            ["AH", "AS"],
            [_("ace of hearts"), _("ace of spades")],
            _("It changes nothing in play."),
        ),
        (
            "opening_requires_3h",
            _("First play holds the 3\u2665"),
            flag,
            on_off,
            _("The first play must use the 3\u2665."),
        ),
        ("heavenly_bomb", _("Heavenly bomb"), flag, on_off, _("Four 3s as first play beat all.")),
        (
            "three_aces_bomb",
            _("Three aces are a bomb"),
            flag,
            on_off,
            _("Off: the three aces are a triple."),
        ),
        ("must_beat", _("Must beat when able"), flag, on_off, _("Pass only when nothing beats.")),
        (
            "allow_breaking_bombs",
            _("Bombs may be split"),
            flag,
            on_off,
            _("A bomb's cards may be played apart."),
        ),
        (
            "card_points",
            _("Points per card left"),
            [1, 2, 3, 4, 5],
            ["1", "2", "3", "4", "5"],
            _("Paid for each card left in hand."),
        ),
        (
            "never_played_multiplier",
            _("Never played"),
            [1, 2, 3],
            ["\u00d71", "\u00d72", "\u00d73"],
            _("For a loser who never played."),
        ),
        (
            "spade_two_penalty",
            _("2\u2660 penalty"),
            AMOUNTS,
            [str(v) for v in AMOUNTS],
            _("Extra for ending with the 2\u2660."),
        ),
        (
            "bomb_bonus",
            _("Bomb bonus"),
            AMOUNTS,
            [str(v) for v in AMOUNTS],
            _("Paid by each opponent per bomb."),
        ),
        (
            "unplayed_bomb_penalty",
            _("Unplayed bomb penalty"),
            AMOUNTS,
            [str(v) for v in AMOUNTS],
            _("Per bomb a loser still holds."),
        ),
        ("auto_pass", _("Pass for me"), flag, on_off, _("Pass for you when nothing beats.")),
    ]


# Rows the new-game screen puts with the players: the match's shape and the settlement
# (the play rules go in the other column).
MATCH_ROWS = (
    "match_deals",
    "later_deal_leader",
    "card_points",
    "never_played_multiplier",
    "spade_two_penalty",
    "bomb_bonus",
    "unplayed_bomb_penalty",
)
