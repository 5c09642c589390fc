"""The rules for players, per game: headings, short paragraphs and small card images in the
examples; scrollable with the wheel and the keys. Written for people, not the engine spec."""

from __future__ import annotations

from functools import partial

import pygame

from ..engine import registry
from ..engine.cards import Card
from ..i18n import _
from ..ui import theme
from ..ui.widgets import Button
from .base import App
from .common import ButtonScene
from .games import game_ui, playable
from .tutorial import learn, learn_label, tutorial_of


class RulesScene(ButtonScene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        self.games = playable()
        self.game_id = game_id or self.games[0]
        self.offset = 0
        self.max_offset = 0
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("Rules: {game}").format(game=registry.get(self.game_id).title)

    def build(self) -> None:
        w, h = self.app.size
        bw, bh = round(w * 0.16), max(36, round(h * 0.06))
        self.buttons = [
            Button(
                _("Back"),
                self.back,
                pygame.Rect(w // 2 - bw // 2, h - bh - round(h * 0.03), bw, bh),
                key="back",
            )
        ]
        if tutorial_of(self.game_id) is not None:
            r = self.buttons[0].rect.move(bw + round(w * 0.02), 0)
            r.w = round(w * 0.2)
            go = partial(learn, self.app, self.game_id)
            self.buttons.append(Button(learn_label(), go, r, accent=True, key="learn"))

    def scroll(self, lines: int) -> bool:
        step = theme.sizes(self.app.size[1])[1] * 2
        new = max(0, min(self.max_offset, self.offset + lines * step))
        changed = new != self.offset
        self.offset = new
        return changed

    def key(self, e: pygame.event.Event) -> bool:
        keys = {
            pygame.K_PAGEDOWN: 8,
            pygame.K_PAGEUP: -8,
            pygame.K_j: 1,
            pygame.K_k: -1,
            pygame.K_HOME: -(10**6),
            pygame.K_END: 10**6,
        }
        if e.key in keys:
            return self.scroll(keys[e.key])
        return False

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_UP, pygame.K_DOWN):
            return self.scroll(-1 if e.key == pygame.K_UP else 1)
        return super().handle_event(e)

    def draw(self, surf: pygame.Surface) -> None:
        title, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        area = pygame.Rect(round(w * 0.18), round(h * 0.14), round(w * 0.64), round(h * 0.72))
        theme.panel(surf, area, radius=14)
        clip = surf.get_clip()
        inner = area.inflate(-body * 2, -body)
        surf.set_clip(inner)
        y = inner.top - self.offset
        card_h = round(h * 0.11)
        for kind, text in game_ui(self.game_id).rules_text():
            if kind == "h":
                y += body // 2
                theme.blit_text(
                    surf, text, round(body * 1.15), (inner.left, y), theme.ACCENT, bold=True
                )
                y += round(body * 1.8)
            elif kind == "c":
                x = inner.left
                for c in text.split():
                    surf.blit(
                        self.app.sprites.face(
                            Card.parse(c),
                            (round(card_h * 5 / 7), card_h),
                            game_ui(self.game_id).deck or "",
                        ),
                        (x, y),
                    )
                    x += round(card_h * 0.8)
                y += card_h + body // 2
            else:
                colour = theme.TEXT_DIM if kind == "e" else theme.TEXT
                for line in theme.wrap(text, body, inner.width):
                    theme.blit_text(surf, line, body, (inner.left, y), colour)
                    y += round(body * 1.45)
                y += body // 2
        surf.set_clip(clip)
        self.max_offset = max(0, y + self.offset - inner.bottom)
        if self.max_offset:
            theme.blit_text(
                surf,
                _("Scroll with the wheel or the arrow keys"),
                small,
                (area.centerx, area.bottom + 4),
                theme.TEXT_DIM,
                anchor="midtop",
            )
        self.draw_buttons(surf, body)
