"""Pis Yedili in the window: its presenter at the table and its pages around it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....engine.actions import Action, Draw, Take
from ....engine.core import Event, HandResult
from ....engine.match import Match
from ....i18n import _
from ..base import (
    GameUI,
    OptionRow,
    Presenter,
    RulesBlock,
    ScoreSheet,
    Shot,
    TableContext,
)
from . import options, positions, rules_text, sheet, words
from .presenter import PisPresenter


class PisYediliUI(GameUI):
    game_id = "pis_yedili"
    game_words = words
    player_counts = (2, 3, 4, 5)
    menu_fan = "7H JS 7C AD"

    def presenter(self, ctx: TableContext) -> Presenter:
        return PisPresenter(ctx)

    def option_rows(self, num_players: int) -> list[OptionRow]:
        return options.option_rows(num_players)

    def rules_text(self) -> list[RulesBlock]:
        return rules_text.rules_text()

    def score_sheet(self, match: Match, names: Sequence[str]) -> ScoreSheet:
        return sheet.score_sheet(match, names)

    def deal_stats(self, match: Match, result: HandResult, human: int) -> dict[str, int]:
        return sheet.deal_stats(match, result, human)

    def stats_rows(self, counters: dict[str, int]) -> list[tuple[str, str]]:
        return sheet.stats_rows(counters)

    def merge(self, last: Event, e: Event) -> Event | None:
        return words.merge(last, e)

    def action_label(self, a: Action) -> str:
        if isinstance(a, Draw):
            return _("Draw")
        if isinstance(a, Take):
            return _("Take")
        return super().action_label(a)

    def shots(self) -> list[Shot]:
        from ....engine.match import Match as M

        match, seats, jack = positions.advance_until(positions.playable_jack, min_turns=2)
        chooser_match, _s, _j = positions.advance_until(positions.playable_jack, min_turns=2)
        raised_match, _s, _j = positions.advance_until(positions.playable_jack, min_turns=2)
        owed, _s, _c = positions.advance_until(positions.sevens_owed)

        def open_chooser(table: Any) -> None:
            table.try_play([jack])

        def raise_refused(table: Any) -> None:  # its label says why it cannot go
            legal = {c for a in table.legal() for c in getattr(a, "cards", ())}
            refused = [c for c in table.hand() if c not in legal]
            table.select({refused[0]} if refused else set(table.hand()[:1]))

        return [
            Shot("newgame", "new_game", (self.game_id,)),
            Shot(
                "dealing",
                "table",
                (M("pis_yedili", seed=21), ["human", "easy", "medium", "hard"]),
                frames=40,
            ),
            Shot("table", "table", (match, seats), {"animate_deal": False}),
            Shot("sevens", "table", (owed, seats), {"animate_deal": False}),
            Shot(
                "chooser",
                "table",
                (chooser_match, seats),
                {"animate_deal": False},
                then=open_chooser,
            ),
            Shot(
                "raised",
                "table",
                (raised_match, seats),
                {"animate_deal": False},
                then=raise_refused,
            ),
            Shot(
                "scoring",
                "scoring",
                (positions.scored_deal(7), ["human", "medium", "medium", "hard"]),
            ),
            Shot(
                "match_over",
                "scoring",
                (positions.finished_match(), ["human", "easy", "medium", "hard"]),
            ),
        ]

    def bench_position(self) -> tuple[Match, list[str]]:
        return positions.mid_deal()


GAME = PisYediliUI()
