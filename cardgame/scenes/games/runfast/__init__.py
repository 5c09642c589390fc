"""Run Fast in the window: its presenter at the table and its pages around it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....engine.actions import Action, Pass
from ....engine.cards import Card
from ....engine.core import HandResult
from ....engine.match import Match
from ....i18n import _
from ..base import Presenter, TableContext
from ..pages import GameUI, OptionRow, RulesBlock, ScoreSheet, SheetRow, Shot
from . import options, positions, rules_text, scoring, stats, words
from .presenter import RunFastPresenter


class RunFastUI(GameUI):
    game_id = "runfast"
    game_words = words
    menu_fan = "3H 3S 3D 3C"
    counter_clockwise = True  # the rules: S1 sits on the human's right, S2 on the left

    def presenter(self, ctx: TableContext) -> Presenter:
        return RunFastPresenter(ctx)

    def option_rows(self, num_players: int) -> list[OptionRow]:
        return [
            OptionRow(f, label, values, names, help, 0 if f in options.MATCH_ROWS else 1)
            for f, label, values, names, help in options.option_rows(num_players)
        ]

    def rules_text(self) -> list[RulesBlock]:
        return rules_text.rules_text()

    def score_sheet(self, match: Match, names: Sequence[str]) -> ScoreSheet:
        result = match.results[-1]
        sheet = scoring.settlement(result, match.state.events, names, match.options)
        rows = [
            SheetRow(names[r.seat], _sorted(r.cards), r.detail, words.signed(r.total), r.winner)
            for r in sheet.rows
        ]
        footer = ""
        if not match.over:
            left = max(0, match.options.match_deals - match.counted_deals)
            footer = _("Deals left: {n}").format(n=left)
        return ScoreSheet(
            sheet.headline,
            rows,
            footer=footer,
            lines=list(sheet.lines),
            match_table=match.options.match_deals > 1,
        )

    def deal_stats(self, match: Match, result: HandResult, human: int) -> dict[str, int]:
        return stats.deal_stats(match, result, human)

    def stats_rows(self, counters: dict[str, int]) -> list[tuple[str, str]]:
        return stats.stats_rows(counters)

    def stats_details(self, counters: dict[str, int]) -> list[tuple[str, str]]:
        return stats.details(counters)

    def action_label(self, a: Action) -> str:
        if isinstance(a, Pass):
            return _("Pass")
        return super().action_label(a)

    def shots(self) -> list[Shot]:
        table, seats = positions.full_trick(4)
        chosen, seats2 = positions.mid_deal()

        def select_pair(scene: Any) -> None:
            legal = scene.game.legal_actions(scene.match.state, 0)
            plays = [a for a in legal if len(getattr(a, "cards", ())) >= 2] or list(legal)
            scene.select(set(plays[0].cards))

        return [
            Shot("newgame", "new_game", (self.game_id,)),
            Shot("rules", "rules", (self.game_id,)),
            Shot("table", "table", (table, seats), {"animate_deal": False}),
            Shot("selection", "table", (chosen, seats2), {"animate_deal": False}, then=select_pair),
            Shot("scoring", "scoring", (positions.scored_deal(), list(positions.SEATS))),
        ]

    def bench_position(self) -> tuple[Match, list[str]]:
        return positions.full_trick(4)


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    from .selection import rank_key

    return tuple(sorted(cards, key=rank_key))


GAME = RunFastUI()
