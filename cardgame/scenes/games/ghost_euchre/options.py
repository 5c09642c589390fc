"""Ghost Hand Euchre's new-game rows: every engine option (rules doc, section 12), each with
the doc's default among its values and one line a player understands."""

from __future__ import annotations

from typing import Any

from ....i18n import _
from ...words import seat_names

OptionRow = tuple[str, str, list[Any], list[str], str]


def _numbers(values: list[int], default: int) -> list[int]:
    """The offered values, the default always among them (a saved odd value stays too)."""
    return sorted(set(values) | {default})


def option_rows(num_players: int = 3) -> list[OptionRow]:
    """(field, label, values, value names, one-line explanation) for each rule option."""
    on_off = [_("off"), _("on")]
    targets = _numbers([11, 16, 21, 24, 32, 40, 48, 64], 32)
    moon = _numbers([12, 18, 24, 32], 24)
    moon_fail = _numbers([3, 6, 12, 24], 6)
    renege = _numbers([1, 2, 3, 4], 2)
    seats = ["random", 0, 1, 2]
    return [
        ("target_score", _("Points to win"), targets, [str(v) for v in targets],
         _("The first player to reach this many points wins; a tie at the top plays on.")),
        ("first_dealer", _("First dealer"), seats,
         [_("random"), _("you"), *seat_names(["human", "bot", "bot"])[1:]],
         _("Who deals the first hand; the deal then passes to the left.")),
        ("ghost_swap", _("Ghost hand swap"), [False, True], on_off,
         _("Once a deal, a player may trade their hand unseen for the ghost hand.")),
        ("left_bower", _("Left bower"), [False, True], on_off,
         _("The jack of trump's same-colour suit is the second-highest trump.")),
        ("no_trump", _("No trump"), [False, True], on_off,
         _("The declarer may choose to play without trumps.")),
        ("stick_the_dealer", _("Stick the dealer"), [False, True], on_off,
         _("When both others pass, the dealer must bid: no deal is thrown in.")),
        ("moon_points", _("Moon made"), moon, [str(v) for v in moon],
         _("Points for winning all six tricks after calling Moon.")),
        ("moon_fail_penalty", _("Moon failed"), moon_fail, [f"\u2212{v}" for v in moon_fail],
         _("Points lost when a Moon call takes fewer than six tricks.")),
        ("renege_mode", _("Not following suit"), ["prevent", "penalize"],
         [_("prevented"), _("penalized")],
         _("Prevented: only legal cards play. Penalized: a renege costs points when scored.")),
        ("renege_penalty", _("Renege penalty"), renege, [f"\u2212{v}" for v in renege],
         _("Points lost for each renege when reneges are penalized.")),
        ("reveal_dead_hand", _("Show the dead hand"), [False, True], on_off,
         _("Show the six unused cards on the score sheet after each deal.")),
    ]


PLAYER_COUNTS: list[int] = []   # always three players: no player-count row
