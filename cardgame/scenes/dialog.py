"""A small modal question over the current screen: a title, a line or two, and buttons.

Used before anything that would lose or end something (a new match over an unfinished one,
quitting). Mouse: click a button. Keyboard: Left/Right, Up/Down or Tab move the focus, Enter
or Space chooses, Esc is the last button (the safe answer). The screen beneath stays visible,
dimmed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..i18n import again
from ..ui import theme
from ..ui.widgets import Button
from .base import App, Scene
from .common import ButtonScene

Choice = tuple[str, Callable[[], None], str]  # label, what it does, a key for tests


class ConfirmScene(ButtonScene):
    """Ask `question`; each choice pops the dialog, then runs. The last choice is the safe one
    (Esc); `default` is the one focused at first. Texts made with `i18n.Words` follow a change
    of language while the question is open."""

    def __init__(
        self,
        app: App,
        title: str,
        question: str,
        choices: Sequence[Choice],
        default: int | None = None,
    ) -> None:
        self.heading = title
        self.question = question
        self.choices = list(choices)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        super().__init__(app)
        self.focus = len(self.choices) - 1 if default is None else default

    @property
    def below(self) -> Scene | None:
        i = self.app.stack.index(self) if self in self.app.stack else len(self.app.stack)
        return self.app.stack[i - 1] if i > 0 else None

    def build(self) -> None:
        w, h = self.app.size
        _t, body, small = theme.sizes(h)
        bw = max(140, round(w * 0.15))
        bh = max(36, round(h * 0.065))
        gap = round(w * 0.015)
        width = max(round(w * 0.42), len(self.choices) * (bw + gap) + gap * 3)
        self.lines = theme.wrap_even(again(self.question), small, width - 2 * body)
        height = round(body * 2.7) + len(self.lines) * round(small * 1.5) + bh + body * 2
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        x = self.box.centerx - (len(self.choices) * (bw + gap) - gap) // 2
        y = self.box.bottom - bh - body
        self.buttons = [
            Button(
                again(label),
                self._chooser(i),
                pygame.Rect(x + i * (bw + gap), y, bw, bh),
                accent=i == 0,
                key=key,
            )
            for i, (label, _fn, key) in enumerate(self.choices)
        ]

    def _chooser(self, i: int) -> Callable[[], None]:
        return lambda: self.choose(i)

    def choose(self, i: int) -> None:
        if self.app.stack and self.app.top is self:
            self.app.pop()
        self.choices[i][1]()

    def back(self) -> None:
        self.choose(len(self.choices) - 1)

    def key(self, e: pygame.event.Event) -> bool:
        """Left/Right move along the row; Space chooses like Enter."""
        if e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus = (self.focus + (1 if e.key == pygame.K_RIGHT else -1)) % len(self.buttons)
            return True
        if e.key == pygame.K_SPACE:
            self.buttons[self.focus].on_click()
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        below = self.below
        if below is not None:
            below.draw(surf)
        w, h = surf.get_size()
        theme.panel(surf, surf.get_rect(), (0, 0, 0, 140), radius=0, edge=None)  # a veil
        theme.cover(surf.get_rect())
        _t, body, small = theme.sizes(h)
        theme.panel(surf, self.box, (16, 28, 20, 245), radius=14, edge=theme.ACCENT)
        y = self.box.top + body
        theme.blit_fitted(
            surf,
            again(self.heading),
            body,
            pygame.Rect(self.box.left + body, y, self.box.width - 2 * body, round(body * 1.4)),
            bold=True,
            lines_allowed=1,
        )
        y += round(body * 1.9)
        for line in self.lines:
            theme.blit_text(surf, line, small, (self.box.centerx, y), anchor="midtop", box=self.box)
            y += round(small * 1.5)
        for i, b in enumerate(self.buttons):
            b.draw(surf, body, focused=i == self.focus)


def confirm(
    app: App, title: str, question: str, choices: Sequence[Choice], default: int | None = None
) -> ConfirmScene:
    """Open the question over the current screen."""
    scene = ConfirmScene(app, title, question, choices, default)
    app.push(scene)
    return scene
