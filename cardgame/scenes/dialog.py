"""A small modal question over the current screen: a title, a line or two, and buttons.

Used before anything that would lose or end something (a new match over an unfinished one,
quitting). Mouse: click a button. Keyboard: Left/Right or Tab move the focus, Enter chooses,
Esc is the last button (the safe answer). The screen beneath stays visible, dimmed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..ui import theme
from ..ui.widgets import Button
from .base import App, Scene

Choice = tuple[str, Callable[[], None], str]   # label, what it does, a key for tests


class ConfirmScene(Scene):
    """Ask `question`; each choice pops the dialog, then runs. The last choice is the safe one
    (Esc); `default` is the one focused at first."""

    def __init__(self, app: App, title: str, question: str, choices: Sequence[Choice],
                 default: int | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.question = question
        self.choices = list(choices)
        self.buttons: list[Button] = []
        self.focus = len(self.choices) - 1 if default is None else default
        self.box = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    @property
    def below(self) -> Scene | None:
        i = self.app.stack.index(self) if self in self.app.stack else len(self.app.stack)
        return self.app.stack[i - 1] if i > 0 else None

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        _t, body, small = theme.sizes(h)
        bw = max(140, round(w * 0.15))
        bh = max(36, round(h * 0.065))
        gap = round(w * 0.015)
        width = max(round(w * 0.42), len(self.choices) * (bw + gap) + gap * 3)
        self.lines = theme.wrap(self.question, small, width - 2 * body)
        height = round(body * 2.7) + len(self.lines) * round(small * 1.5) + bh + body * 2
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        x = self.box.centerx - (len(self.choices) * (bw + gap) - gap) // 2
        y = self.box.bottom - bh - body
        self.buttons = [Button(label, self._chooser(i),
                               pygame.Rect(x + i * (bw + gap), y, bw, bh), accent=i == 0, key=key)
                        for i, (label, _fn, key) in enumerate(self.choices)]

    def _chooser(self, i: int) -> Callable[[], None]:
        return lambda: self.choose(i)

    def choose(self, i: int) -> None:
        if self.app.stack and self.app.top is self:
            self.app.pop()
        self.choices[i][1]()

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEMOTION:
            changed = False
            for i, b in enumerate(self.buttons):
                hover = b.rect.collidepoint(e.pos)
                if hover != b.hover:
                    b.hover, changed = hover, True
                if hover:
                    self.focus = i
            return changed
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for i, b in enumerate(self.buttons):
                if b.hit(e.pos):
                    self.choose(i)
                    return True
            return False
        if e.type == pygame.KEYDOWN:
            n = len(self.buttons)
            if e.key == pygame.K_ESCAPE:
                self.choose(n - 1)
            elif e.key in (pygame.K_LEFT, pygame.K_UP) or (
                    e.key == pygame.K_TAB and e.mod & pygame.KMOD_SHIFT):
                self.focus = (self.focus - 1) % n
            elif e.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % n
            elif e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.focus)
            else:
                return False
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        below = self.below
        if below is not None:
            below.draw(surf)
        w, h = surf.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surf.blit(shade, (0, 0))
        _t, body, small = theme.sizes(h)
        theme.panel(surf, self.box, (16, 28, 20, 245), radius=14, edge=theme.ACCENT)
        y = self.box.top + body
        theme.blit_text(surf, self.title, body, (self.box.centerx, y), anchor="midtop", bold=True)
        y += round(body * 1.9)
        for line in self.lines:
            theme.blit_text(surf, line, small, (self.box.centerx, y), anchor="midtop")
            y += round(small * 1.5)
        for i, b in enumerate(self.buttons):
            b.draw(surf, body, focused=i == self.focus)


def confirm(app: App, title: str, question: str, choices: Sequence[Choice],
            default: int | None = None) -> ConfirmScene:
    """Open the question over the current screen."""
    scene = ConfirmScene(app, title, question, choices, default)
    app.push(scene)
    return scene
