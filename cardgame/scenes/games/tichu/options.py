"""Tichu's rows on the new-game screen and its table settings, each with a line for players.

`option_rows` covers every field of the engine's `TichuOptions` (a test checks it);
`setting_rows` the rules doc's display and prompt settings (section 15), which the table reads
from the app settings and which never change the rules.
"""

from __future__ import annotations

from typing import Any

from ....i18n import _

Row = tuple[str, str, list[Any], list[str], str]
TARGETS = [500, 1000, 1500, 2000]


def option_rows(num_players: int = 4) -> list[Row]:
    """(field, label, values, value names, one-line explanation) for every rule option."""
    on_off = [_("off"), _("on")]
    return [
        (
            "target_score",
            _("Play to"),
            TARGETS,
            [str(t) for t in TARGETS],
            _("The game ends after the hand in which a team reaches this score."),
        ),
        (
            "grand_tichu_enabled",
            _("Grand Tichu"),
            [True, False],
            [_("on"), _("off")],
            _("Bet 200 on going out first after seeing only your first eight cards."),
        ),
        (
            "tichu_calls_enabled",
            _("Tichu calls"),
            [True, False],
            [_("on"), _("off")],
            _("Bet 100 on going out first, any time before your first card."),
        ),
        (
            "exchange_enabled",
            _("Card exchange"),
            [True, False],
            [_("on"), _("off")],
            _("Before play everyone passes one card to each other player."),
        ),
        (
            "wish_required",
            _("Mah Jong must wish"),
            [False, True],
            on_off,
            _("Whoever plays the Mah Jong must name a rank; otherwise the wish is optional."),
        ),
    ]


def setting_rows() -> list[Row]:
    """The table's Tichu settings (UI only): bomb prompts and the seat order. (Passing for
    you when it is your only move is the app's general "forced moves" setting.)"""
    return [
        (
            "bomb_prompts",
            _("Tichu: bomb chances"),
            ["armed", "all_windows", "trick_end_only"],
            [_("after Bomb!"), _("every chance"), _("trick ends")],
            _("When the table stops to offer you a bomb out of turn."),
        ),
        (
            "seat_layout",
            _("Tichu: play goes"),
            ["counterclockwise", "clockwise"],
            [_("to the right"), _("to the left")],
            _("Traditionally play passes to the right: the next player sits on your right."),
        ),
    ]


def bomb_prompts(settings: object) -> str:
    saved = getattr(settings, "games", {}).get("tichu", {})
    value = saved.get("bomb_prompts")
    return value if value in ("armed", "all_windows", "trick_end_only") else "armed"


def mirrored(settings: object) -> bool:
    saved = getattr(settings, "games", {}).get("tichu", {})
    return saved.get("seat_layout", "counterclockwise") != "clockwise"
