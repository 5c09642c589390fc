"""Statistics per game: each game's own counters (matches, wins, deals, and what it scores)."""

from __future__ import annotations

import pygame

from ..engine import registry
from ..i18n import _
from ..ui import theme
from ..ui.widgets import Button
from .base import App
from .common import ButtonScene
from .games import game_ui, playable


class StatsScene(ButtonScene):
    def __init__(self, app: App) -> None:
        self.stats = app.store.load_stats()
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("Statistics")

    def build(self) -> None:
        w, h = self.app.size
        bw, bh = round(w * 0.16), max(36, round(h * 0.065))
        back = pygame.Rect(w // 2 - bw // 2, h - bh - round(h * 0.05), bw, bh)
        self.buttons = [Button(_("Back"), self.back, back, key="back")]

    def rows(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(game title, its (label, value) cells) for every game with a table."""
        return [
            (registry.get(gid).title, game_ui(gid).stats_rows(self.stats.get(gid, {})))
            for gid in playable()
        ]

    def draw(self, surf: pygame.Surface) -> None:
        _t, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        games = self.rows()
        line = round(body * 1.5)
        head = round(small * 1.15) * 2  # a column's label: on two lines when long
        box = pygame.Rect(
            round(w * 0.1),
            round(h * 0.16),
            round(w * 0.8),
            (line + head) * len(games) + body * 2,
        )
        theme.panel(surf, box, radius=14)
        y = box.top + body
        x0 = box.left + round(box.width * 0.3)
        name = pygame.Rect(box.left + body, y + head, x0 - box.left - body * 2, line)
        for title, cells in games:
            theme.blit_fitted(surf, title, body, name, bold=True, align="left", lines_allowed=1)
            col = (box.right - body - x0) // max(1, len(cells))
            for i, (label, value) in enumerate(cells):
                cell = pygame.Rect(x0 + i * col + small, y, col - small, head)
                theme.blit_fitted(surf, label, small, cell, theme.TEXT_DIM, align="right")
                theme.blit_fitted(
                    surf, value, body, cell.move(0, head).inflate(0, line - head), align="right"
                )
            y += line + head
            name = name.move(0, line + head)
        self.draw_buttons(surf, body)
