"""Pis Yedili's new-game rows (rules doc, section 11), with a line each for players."""

from __future__ import annotations

from ....i18n import _, pgettext
from ..pages import OptionRow


def option_rows(num_players: int) -> list[OptionRow]:
    on_off = [_("off"), _("on")]
    seats: list[object] = ["random"] + list(range(num_players))
    names = [_("random"), pgettext("option: the first dealer", "you")] + [
        _("seat {n}").format(n=s) for s in range(1, num_players)
    ]
    return [
        OptionRow(
            "match_deals",
            _("Deals in the match"),
            list(range(1, 11)),
            [str(k) for k in range(1, 11)],
            _("The lowest total after the last deal wins."),
            column=0,
        ),
        OptionRow(
            "first_dealer",
            _("First dealer"),
            seats,
            names,
            _("Who deals the first hand."),
            column=0,
        ),
        OptionRow(
            "voluntary_draw",
            _("Draw even when you can play"),
            [False, True],
            on_off,
            _("Drawing instead of playing is allowed."),
        ),
        OptionRow(
            "draw_limit",
            _("Drawing"),
            ["until_playable", "one"],
            [_("until playable"), _("one card")],
            _("How many cards you may draw in a turn."),
        ),
        OptionRow(
            "jack_must_change_suit",
            _("Jack must change the suit"),
            [False, True],
            on_off,
            _("A Jack may not ask for the suit already in play."),
        ),
        OptionRow(
            "seven_stack",
            _("Stacked sevens"),
            ["add", "double"],
            [_("add 3"), _("double")],
            _("Each seven adds 3 cards, or doubles the count."),
        ),
        OptionRow(
            "ace_rule",
            _("Ace"),
            ["optional_follow", "extra_turn"],
            [_("play one more"), _("extra turn")],
            _("What an Ace gives its player."),
        ),
        OptionRow(
            "stock_exhausted",
            _("Empty stock"),
            ["end_deal", "reshuffle"],
            [_("ends the deal"), _("reshuffle")],
            _("What happens when nobody can draw."),
        ),
        OptionRow(
            "exhausted_scoring",
            _("Scoring at an empty stock"),
            ["lowest_zero", "all_pay"],
            [_("lowest pays 0"), _("all pay")],
            _("Whether the lowest hand still pays."),
        ),
        OptionRow(
            "last_card_multipliers",
            _("Last-card multipliers"),
            [False, True],
            on_off,
            _("Going out with a 7 triples, with a Jack doubles."),
        ),
        OptionRow(
            "match_tie",
            _("A tie for the lowest"),
            ["shared", "extra_deals"],
            [_("shared win"), _("extra deals")],
            _("Share the win, or play on until one leads."),
        ),
    ]
