"""The rules for players, per game: headings, short paragraphs and small card images in the
examples; scrollable with the wheel and the keys. Written for people, not the engine spec.

A row of tabs, one per game, picks the game: a click, or Left/Right (Tab and Enter reach the
tabs too). The screen opens on the game it was asked for (the table's, the menu's focused)."""

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
            self.buttons.append(Button(learn_label(), go, r, key="learn"))
        self.buttons += [
            Button(
                registry.get(gid).title,
                partial(self.show, gid),
                rect,
                accent=gid == self.game_id,
                key="game:" + gid,
            )
            for gid, rect in zip(self.games, self.tab_rects(), strict=True)
        ]

    def tab_rects(self) -> list[pygame.Rect]:
        """The games' tabs in a row above the page, as wide as the page, each as wide as
        its name wants (a long name in a tab of one width came out smaller)."""
        area = self.page()
        body = theme.sizes(self.app.size[1])[1]
        gap = round(area.width * 0.015)
        n = len(self.games)
        want = [
            theme.text(registry.get(g).title, body, bold=True).get_width() + body * 3
            for g in self.games
        ]
        room = area.width - (n - 1) * gap
        th = max(32, round(self.app.size[1] * 0.05))
        top = area.top - th - round(self.app.size[1] * 0.015)
        out, x = [], area.left
        for k in want:
            tw = round(room * k / sum(want))
            out.append(pygame.Rect(x, top, tw, th))
            x += tw + gap
        return out

    def page(self) -> pygame.Rect:
        """The panel the rules are written on."""
        w, h = self.app.size
        return pygame.Rect(round(w * 0.18), round(h * 0.2), round(w * 0.64), round(h * 0.66))

    def show(self, game_id: str) -> None:
        """Another game's rules, from their top."""
        if game_id != self.game_id:
            self.game_id, self.offset, self.max_offset = game_id, 0, 0
            focus = "game:" + game_id
            self.build()
            self.focus = next(i for i, b in enumerate(self.buttons) if b.key == focus)

    def step_game(self, d: int) -> None:
        i = self.games.index(self.game_id) if self.game_id in self.games else 0
        self.show(self.games[(i + d) % len(self.games)])

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
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step_game(-1 if e.key == pygame.K_LEFT else 1)
            return True
        return super().handle_event(e)

    def draw(self, surf: pygame.Surface) -> None:
        title, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        area = self.page()
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
        hint = _("\u2190 \u2192: another game")
        if self.max_offset:
            hint = _("Scroll with the wheel or the arrow keys") + " \u00b7 " + hint
        below = pygame.Rect(area.left, area.bottom + 2, area.width, round(small * 1.4))
        theme.blit_fitted(surf, hint, small, below, theme.TEXT_DIM, lines_allowed=1)
        self.draw_buttons(surf, body)
