"""Ghost Hand Euchre in the window: its presenter at the table and its pages around it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ....engine.actions import Action
from ....engine.core import HandResult
from ....engine.match import Match
from ..base import (
    GameUI,
    OptionRow,
    Presenter,
    RulesBlock,
    ScoreSheet,
    Shot,
    TableContext,
)
from . import options, positions, rules_text, scoring, words
from .presenter import EuchrePresenter

_LEFT = ("target_score", "first_dealer")  # beside the players on the new-game screen


class GhostEuchreUI(GameUI):
    game_id = "ghost_euchre"
    game_words = words
    player_counts = ()
    menu_fan = "JH JD AH KH"

    def presenter(self, ctx: TableContext) -> Presenter:
        return EuchrePresenter(ctx)

    def option_rows(self, num_players: int) -> list[OptionRow]:
        return [
            OptionRow(f, label, values, names, line, 0 if f in _LEFT else 1)
            for f, label, values, names, line in options.option_rows(num_players)
        ]

    def rules_text(self) -> list[RulesBlock]:
        return rules_text.rules_text()

    def score_sheet(self, match: Match, names: Sequence[str]) -> ScoreSheet:
        return scoring.sheet_for_scene(match, names)

    def deal_stats(self, match: Match, result: HandResult, human: int) -> dict[str, int]:
        out = scoring.deal_counters(result, human)
        if match.over:
            out["matches"] = 1
            out["wins"] = 1 if human in match.winners() else 0
        return out

    def stats_rows(self, counters: dict[str, int]) -> list[tuple[str, str]]:
        return scoring.stats_rows(counters)

    def action_label(self, a: Action) -> str:
        return words.action_label(a)

    def shots(self) -> list[Shot]:
        from ....engine.match import Match as M

        seats = list(positions.SEATS)
        auction = positions.find(positions.auction)
        trump = positions.find(positions.naming_trump, human=positions.bid_high)
        trick = positions.find(positions.third_to_play)
        review = positions.find(positions.third_to_play)

        def open_review(table: Any) -> None:
            table.toggle_review()

        def asking(kind: str) -> Callable[[Any], None]:  # the confirm step before `kind`
            def ask(table: Any) -> None:
                a = next(x for x in table.legal() if type(x).__name__ == kind)
                table.open_confirm(table.presenter.confirm(a), a)

            return ask

        def hover_disabled(table: Any) -> None:
            off = [b for b in table.buttons if not b.enabled]
            if off:
                off[0].hover = True

        return [
            Shot("newgame", "new_game", (self.game_id,)),
            Shot("dealing", "table", (M("ghost_euchre", seed=21), seats), frames=40),
            Shot(
                "auction",
                "table",
                (auction, seats),
                {"animate_deal": False},
                then=hover_disabled,
                frames=2,
            ),
            Shot(
                "ghost_hand",
                "table",
                (auction, seats),
                {"animate_deal": False},
                then=asking("Swap"),
            ),
            Shot("moon", "table", (auction, seats), {"animate_deal": False}, then=asking("Moon")),
            Shot("trump", "table", (trump, seats), {"animate_deal": False}, frames=2),
            Shot("trick", "table", (trick, seats), {"animate_deal": False}, frames=2),
            Shot(
                "last_trick",
                "table",
                (review, seats),
                {"animate_deal": False},
                then=open_review,
                frames=2,
            ),
            Shot("scoring", "scoring", (positions.scored_deal(), seats)),
        ]

    def bench_position(self) -> tuple[Match, list[str]]:
        return positions.find(positions.first_trick_last), list(positions.SEATS)


GAME = GhostEuchreUI()
