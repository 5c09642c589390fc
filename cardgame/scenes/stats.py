"""Statistics per game: matches, wins, deals and the average penalty per deal."""

from __future__ import annotations

import pygame

from ..engine import registry
from ..i18n import _
from ..ui import theme
from ..ui.widgets import Button
from .base import App
from .common import ButtonScene


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
        self.buttons = [Button(_("Back"), self.back,
                               pygame.Rect(w // 2 - bw // 2, h - bh - round(h * 0.05), bw, bh), key="back")]

    def draw(self, surf: pygame.Surface) -> None:
        _t, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        games = [(gid, info.title) for gid, info in registry.games().items()]
        games += list(registry.PLANNED.items())
        box = pygame.Rect(round(w * 0.15), round(h * 0.2), round(w * 0.7),
                          round(body * 1.8) * (len(games) + 1) + body * 2)
        theme.panel(surf, box, radius=14)
        heads = [_("Game"), _("Matches"), _("Wins"), _("Deals"), _("Penalty per deal")]
        xs = [box.left + body] + [box.left + round(box.width * f) for f in (0.42, 0.56, 0.7, 0.95)]
        y = box.top + body
        for i, head in enumerate(heads):
            theme.blit_text(surf, head, small, (xs[i], y), theme.TEXT_DIM,
                            anchor="topleft" if i == 0 else "topright")
        y += round(body * 1.8)
        for gid, title in games:
            rec = self.stats.get(gid, {})
            deals = rec.get("deals", 0)
            avg = f"{rec.get('penalty', 0) / deals:.1f}" if deals else "\u2014"
            cells = [title, str(rec.get("matches", 0)), str(rec.get("wins", 0)), str(deals), avg]
            for i, cell in enumerate(cells):
                theme.blit_text(surf, cell, body, (xs[i], y), anchor="topleft" if i == 0 else "topright",
                                bold=i == 0)
            y += round(body * 1.8)
        self.draw_buttons(surf, body)
