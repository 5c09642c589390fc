"""Buttons, option choosers and a number field: small, mouse- and keyboard-friendly.

Widgets keep their own rectangle (set by the scene's layout) and answer `hit(pos)`; scenes
decide what a click means, so widgets stay free of game logic.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import theme


@dataclass
class Button:
    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    accent: bool = False
    hover: bool = False
    key: str = ""          # an id for tests and keyboard focus

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, surf: pygame.Surface, px: int, focused: bool = False) -> None:
        if self.accent and self.enabled:
            fill = (196, 150, 52) if not self.hover else (222, 176, 70)
            colour = theme.DARK_TEXT
        else:
            fill = theme.BUTTON_HOVER if self.hover and self.enabled else theme.BUTTON
            colour = theme.TEXT if self.enabled else (130, 130, 124)
        radius = max(6, self.rect.height // 4)
        shadow = self.rect.move(0, max(2, self.rect.height // 14))
        pygame.draw.rect(surf, (0, 0, 0), shadow, border_radius=radius)
        pygame.draw.rect(surf, fill, self.rect, border_radius=radius)
        edge = theme.ACCENT if focused else (240, 210, 130) if self.accent else (90, 104, 96)
        pygame.draw.rect(surf, edge, self.rect, width=2 if focused else 1, border_radius=radius)
        theme.blit_text(surf, self.label, px, self.rect.center, colour, bold=True,
                        anchor="center", shadow=not self.accent)


def _row(surf: pygame.Surface, rect: pygame.Rect, label: str, help: str, px: int, small: int,
         focused: bool) -> None:
    """An option row's label, its one-line explanation and the focus highlight."""
    if focused:
        theme.panel(surf, rect.inflate(12, 6), (255, 255, 255, 24), edge=(240, 190, 70, 160))
    theme.blit_text(surf, label, px, (rect.left, rect.centery - px // 2 - 2))
    if help:
        theme.blit_text(surf, help, small, (rect.left, rect.centery + px // 2), theme.TEXT_DIM)


@dataclass
class Choice:
    """One option row: a label and a value cycled with the arrows or a click."""

    key: str
    label: str
    values: list[Any]
    names: list[str]
    index: int = 0
    help: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def set(self, value: Any) -> None:
        if value in self.values:
            self.index = self.values.index(value)

    def step(self, d: int) -> None:
        self.index = (self.index + d) % len(self.values)

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        h = self.rect.height
        box = pygame.Rect(0, 0, round(self.rect.width * 0.44), h)
        box.topright = self.rect.topright
        left = pygame.Rect(box.left, box.top, h, h)
        right = pygame.Rect(box.right - h, box.top, h, h)
        return left, right

    def click(self, pos: tuple[int, int]) -> bool:
        left, right = self.arrows()
        if left.collidepoint(pos):
            self.step(-1)
            return True
        if right.collidepoint(pos) or self.rect.collidepoint(pos):
            self.step(1)
            return True
        return False

    def draw(self, surf: pygame.Surface, px: int, small: int, focused: bool = False) -> None:
        _row(surf, self.rect, self.label, self.help, px, small, focused)
        left, right = self.arrows()
        theme.panel(surf, pygame.Rect(left.left, left.top, right.right - left.left, left.height),
                    (0, 0, 0, 90))
        theme.blit_text(surf, "\u25c0", px, left.center, theme.ACCENT, anchor="center")
        theme.blit_text(surf, "\u25b6", px, right.center, theme.ACCENT, anchor="center")
        theme.blit_text(surf, self.names[self.index], px,
                        ((left.right + right.left) // 2, left.centery), anchor="center", bold=True)


@dataclass
class NumberField:
    """A digits-only text field (the new-game seed); empty means 'random'."""

    key: str
    label: str
    text: str = ""
    help: str = ""
    placeholder: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    max_len: int = 12

    def type(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
            return True
        ch = getattr(event, "unicode", "")
        if ch and ch.isdigit() and len(self.text) < self.max_len:
            self.text += ch
            return True
        return False

    def draw(self, surf: pygame.Surface, px: int, small: int, focused: bool = False) -> None:
        _row(surf, self.rect, self.label, self.help, px, small, focused)
        box = pygame.Rect(0, 0, round(self.rect.width * 0.44), self.rect.height)
        box.topright = self.rect.topright
        theme.panel(surf, box, (0, 0, 0, 120),
                    edge=(240, 190, 70, 200) if focused else theme.PANEL_EDGE)
        shown = self.text + ("|" if focused else "") if self.text or focused else self.placeholder
        theme.blit_text(surf, shown, px, box.center,
                        theme.TEXT if self.text else theme.TEXT_DIM, anchor="center")
