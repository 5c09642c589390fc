"""Ghost Hand Euchre's new-game rows: every engine option (rules doc, section 12), each with
the doc's default among its values and one line a player understands."""

from __future__ import annotations

from typing import Any

from ....i18n import _, pgettext
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
        (
            "target_score",
            _("Points to win"),
            targets,
            [str(v) for v in targets],
            _("First to this many points wins."),
        ),
        (
            "first_dealer",
            _("First dealer"),
            seats,
            [
                _("random"),
                pgettext("option: the first dealer", "you"),
                *seat_names(["human", "bot", "bot"])[1:],
            ],
            _("Who deals first; then it passes left."),
        ),
        (
            "ghost_swap",
            _("Ghost hand swap"),
            [False, True],
            on_off,
            _("Trade a hand unseen, once a deal."),
        ),
        (
            "left_bower",
            _("Left bower"),
            [False, True],
            on_off,
            _("The other same-colour jack is trump."),
        ),
        (
            "no_trump",
            _("No trump"),
            [False, True],
            on_off,
            _("The declarer may play without trumps."),
        ),
        (
            "stick_the_dealer",
            _("Stick the dealer"),
            [False, True],
            on_off,
            _("The dealer must bid if both others pass."),
        ),
        (
            "moon_points",
            _("Moon made"),
            moon,
            [str(v) for v in moon],
            _("Points for all six tricks after Moon."),
        ),
        (
            "moon_fail_penalty",
            _("Moon failed"),
            moon_fail,
            [f"\u2212{v}" for v in moon_fail],
            _("Lost when Moon takes fewer than six."),
        ),
        (
            "renege_mode",
            _("Not following suit"),
            ["prevent", "penalize"],
            [_("prevented"), _("penalized")],
            _("Prevented, or penalized when scored."),
        ),
        (
            "renege_penalty",
            _("Renege penalty"),
            renege,
            [f"\u2212{v}" for v in renege],
            _("Points lost per renege, if penalized."),
        ),
        (
            "reveal_dead_hand",
            _("Show the dead hand"),
            [False, True],
            on_off,
            _("The six unused cards on the score sheet."),
        ),
    ]


PLAYER_COUNTS: list[int] = []  # always three players: no player-count row
