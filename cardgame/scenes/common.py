"""What the screens around the table share: the felt, a title, buttons with hover and focus."""

from __future__ import annotations

import pygame

from ..ui import theme
from ..ui.widgets import Button
from .base import App, Scene


class ButtonScene(Scene):
    """A screen of buttons: mouse hover, Tab/arrows to move the focus, Enter, Esc to go back."""

    title = ""
    side_by_side = False  # the buttons stand in a row: ← → walk them too

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.focus = 0
        self.build()

    def build(self) -> None:
        """Create the buttons and place them for the window size."""

    def resize(self, size: tuple[int, int]) -> None:
        self.build()

    def back(self) -> None:
        self.app.pop()

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEMOTION:
            changed = False
            for i, b in enumerate(self.buttons):
                h = b.rect.collidepoint(e.pos) and b.enabled
                if h != b.hover:
                    b.hover, changed = h, True
                if h:
                    self.focus = i
            return changed
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for b in self.buttons:
                if b.hit(e.pos):
                    b.on_click()
                    return True
            return self.click(e.pos)
        if e.type == pygame.MOUSEWHEEL:
            return self.scroll(-e.y)
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_ESCAPE:
                self.back()
                return True
            walk: tuple[int, ...] = (pygame.K_DOWN, pygame.K_TAB, pygame.K_UP)
            if self.side_by_side:
                walk += (pygame.K_LEFT, pygame.K_RIGHT)
            if e.key in walk and self.buttons:
                self.move_focus(-1 if e.key in (pygame.K_UP, pygame.K_LEFT) else 1)
                return True
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.buttons:
                b = self.buttons[self.focus % len(self.buttons)]
                if b.enabled:
                    b.on_click()
                return True
            return self.key(e)
        return False

    def move_focus(self, d: int) -> None:
        """The focus to the next enabled button (`d` = 1) or the one before (-1)."""
        for _i in range(len(self.buttons)):
            self.focus = (self.focus + d) % len(self.buttons)
            if self.buttons[self.focus].enabled:
                break

    def click(self, pos: tuple[int, int]) -> bool:
        return False

    def move_row(self, e: pygame.event.Event, rows: int) -> bool:
        """Up/Down move the focus over a screen's option rows (`self.focus_row`)."""
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_UP, pygame.K_DOWN) and rows:
            step = 1 if e.key == pygame.K_DOWN else -1
            self.focus_row = (getattr(self, "focus_row", 0) + step) % rows
            return True
        return False

    def scroll(self, lines: int) -> bool:
        return False

    def key(self, e: pygame.event.Event) -> bool:
        return False

    def draw_background(self, surf: pygame.Surface) -> tuple[int, int, int]:
        w, h = surf.get_size()
        surf.blit(self.app.sprites.felt((w, h)), (0, 0))
        sizes = theme.sizes(h)
        if self.title:
            theme.blit_text(
                surf,
                self.title,
                round(sizes[0] * 1.3),
                (w // 2, round(h * 0.05)),
                anchor="midtop",
                bold=True,
            )
        return sizes

    def draw_buttons(self, surf: pygame.Surface, px: int) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surf, px, focused=i == self.focus)

    def draw(self, surf: pygame.Surface) -> None:
        _t, body, _s = self.draw_background(surf)
        self.draw_buttons(surf, body)

    def draw_help(self, surf: pygame.Surface, label: str, help: str, px: int) -> None:
        """The focused option row's explanation in full, just above the buttons."""
        if not self.buttons:
            return
        w = surf.get_width()
        y = self.buttons[0].rect.top - round(px * 0.8)
        text = f"{label}: {help}" if help else label
        for k, line in enumerate(reversed(theme.wrap(text, px, round(w * 0.9)))):
            theme.blit_text(
                surf,
                line,
                px,
                (w // 2, y - k * round(px * 1.4)),
                theme.TEXT_DIM,
                anchor="midbottom",
            )


def column(app: App, count: int, top: float, width: float = 0.26) -> list[pygame.Rect]:
    """Rectangles for a centred column of `count` buttons starting at `top` (share of height)."""
    w, h = app.size
    bw, bh = round(w * width), max(36, round(h * 0.065))
    gap = round(h * 0.018)
    y = round(h * top)
    return [pygame.Rect(w // 2 - bw // 2, y + i * (bh + gap), bw, bh) for i in range(count)]


def button_row(app: App, count: int) -> list[pygame.Rect]:
    """Rectangles for a centred row of `count` buttons at the bottom of the window."""
    w, h = app.size
    bw, bh = round(w * 0.2), max(36, round(h * 0.065))
    gap = round(w * 0.02)
    y = h - bh - round(h * 0.04)
    x = w // 2 - (count * bw + (count - 1) * gap) // 2
    return [pygame.Rect(x + i * (bw + gap), y, bw, bh) for i in range(count)]
