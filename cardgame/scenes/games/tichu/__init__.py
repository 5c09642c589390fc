"""Tichu in the window: its presenter at the table and its pages around it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....engine.actions import Action, CallTichu, Grand
from ....engine.core import HandResult
from ....engine.match import Match
from ....i18n import _
from ..base import (
    HUMAN,
    GameUI,
    OptionRow,
    Presenter,
    RulesBlock,
    ScoreSheet,
    SheetRow,
    Shot,
    TableContext,
)
from . import options, positions, rules_text, scoring, stats, words
from .presenter import TichuPresenter


class TichuUI(GameUI):
    game_id = "tichu"
    game_words = words
    menu_fan = "MJ PHX DRG DOG"
    deck = "tichu"

    def scored_title(self, k: int) -> str:
        return _("Hand {k} scored").format(k=k)

    def deal_heading(self) -> str:
        return _("This hand")

    def deal_label(self, k: int) -> str:
        return _("Hand {k}").format(k=k)

    def next_deal(self) -> str:
        return _("Next hand")

    def presenter(self, ctx: TableContext) -> Presenter:
        return TichuPresenter(ctx)

    def option_rows(self, num_players: int) -> list[OptionRow]:
        return [
            OptionRow(*row, column=0 if row[0] == "target_score" else 1)
            for row in options.option_rows(num_players)
        ]

    def seat_help(self, seat: int, num_players: int) -> str:
        """Who plays with you: the partner sits opposite."""
        if seat == (HUMAN + 2) % 4:
            return _("Your partner, opposite you: computer player strength.")
        return _("An opponent: computer player strength.")

    def setting_rows(self) -> list[OptionRow]:
        return [OptionRow(*row) for row in options.setting_rows()]

    def mirrored(self, settings: Any) -> bool:
        """Asked by the table as it lays the seats out (its presenter words the log from that
        layout: `TichuPresenter.describe`)."""
        return options.mirrored(settings)

    def rules_text(self) -> list[RulesBlock]:
        return rules_text.rules_text()

    def side_names(self, match: Match, names: Sequence[str]) -> list[str]:
        return [words.team_name(0, names), words.team_name(1, names)]

    def score_sheet(self, match: Match, names: Sequence[str]) -> ScoreSheet:
        r = match.results[-1]
        sheet = scoring.score_sheet(
            r, match.totals, match.options.target_score, names, over=match.over
        )
        rows = []
        for side in (0, 1):
            parts = [f"{label} {_cell(v[side])}" for label, *v in sheet.rows if v[side] is not None]
            rows.append(
                SheetRow(
                    sheet.teams[side],
                    detail=" · ".join(parts),
                    points=str(sheet.hand[side]),
                    accent=sheet.hand[side] > sheet.hand[1 - side],
                )
            )
        for seat, cards in dict(r.shown).items():
            rows.append(
                SheetRow(
                    _("{name}, last").format(name=names[seat]),
                    tuple(cards),
                    _("hand to the opponents, tricks to the first out"),
                )
            )
        return ScoreSheet(sheet.headline, rows, "", sheet.outcome)

    def deal_stats(self, match: Match, result: HandResult, human: int) -> dict[str, int]:
        out = super().deal_stats(match, result, human)
        out.update(stats.hand_counters(result, human))
        return out

    def stats_rows(self, counters: dict[str, int]) -> list[tuple[str, str]]:
        return stats.rows(counters)

    def action_label(self, a: Action) -> str:
        if isinstance(a, Grand):
            return _("Grand Tichu")
        if isinstance(a, CallTichu):
            return _("Tichu!")
        return super().action_label(a)

    def shots(self) -> list[Shot]:
        from ....engine.match import Match as M

        seats = positions.SEATS
        grand = M("tichu", seed=3)
        exchange = positions.advance_until(positions.decision("exchange"))
        received = positions.advance_until(
            lambda m: (
                m.game.view(m.state, 0).phase == "PLAY"
                and m.history[-1][0] != 0
                and not any(getattr(m.game.view(m.state, 0), "played_card", ()))
            )
        )
        trick = positions.advance_until(positions.trick_of(3))
        wish = positions.advance_until(positions.holds_mah_jong_lead)
        bomb = positions.advance_until(positions.decision("bomb"))
        gift = positions.advance_until(positions.decision("gift"), seeds=range(1, 400))

        def fill_slots(table: Any) -> None:
            hand = table.shown.faces("hand:0")
            p = table.presenter
            for card, seat in zip(hand[-2:], p.slots.seats, strict=False):
                p._to_slot(card, seat)

        def raise_received(table: Any) -> None:  # its tag rises with it, up to the buttons
            hand = table.hand()
            marked = sorted(table.presenter.hand_marks(table.view), key=hand.index)
            table.select({min(marked, key=lambda c: abs(hand.index(c) - len(hand) / 2))})

        def ask_grand(table: Any) -> None:  # the confirm step before Grand Tichu
            grand = next(a for a in table.legal() if type(a).__name__ == "Grand")
            table.open_confirm(table.presenter.confirm(grand), grand)

        def open_wish(table: Any) -> None:
            mj = next(c for c in table.shown.faces("hand:0") if str(c) == "MJ")
            table.try_play([mj])

        def arm(table: Any) -> None:
            table.presenter.armed = True

        def ask_gift(table: Any) -> None:
            legal = table.legal()
            gifts = [a for a in legal if type(a).__name__ == "Gift"]
            if gifts:
                table.apply(gifts[0])

        return [
            Shot("newgame", "new_game", (self.game_id,)),
            Shot("grand", "table", (grand, seats), {"animate_deal": False}),
            Shot("grand_confirm", "table", (grand, seats), {"animate_deal": False}, then=ask_grand),
            Shot("dealing", "table", (M("tichu", seed=21), seats), frames=40),
            Shot("exchange", "table", (exchange, seats), {"animate_deal": False}, then=fill_slots),
            Shot("received", "table", (received, seats), {"animate_deal": False}),
            Shot(
                "received_raised",
                "table",
                (received, seats),
                {"animate_deal": False},
                then=raise_received,
            ),
            Shot("trick", "table", (trick, seats), {"animate_deal": False}),
            Shot("wish", "table", (wish, seats), {"animate_deal": False}, then=open_wish),
            Shot("bomb", "table", (bomb, seats), {"animate_deal": False}, then=arm),
            Shot("gift", "table", (gift, seats), {"animate_deal": False}, then=ask_gift),
            Shot("scoring", "scoring", (positions.scored_hand(5), seats)),
            Shot("scoring_cards", "scoring", (positions.scored_hand(36), seats)),  # 14 left
        ]

    def bench_position(self) -> tuple[Match, list[str]]:
        return positions.full_table()


def _cell(v: int | None) -> str:
    return "" if v is None else f"{v:+d}" if v else "0"


GAME = TichuUI()
