"""A small modal choice over the table: several legal actions with the same cards (one
choice apart, named by the presenter), or a confirm step (Yes / No). Arrows move its
focus, Enter or a digit picks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ...ui import theme
from ...ui.layout import TableLayout
from ...ui.widgets import Button


@dataclass
class Chooser:
    heading: str
    labels: list[str]
    actions: list[Any]  # an Action, or None for "keep my cards" / "No"
    confirm: bool = False  # a confirm step: the action goes ahead without asking again
    escape: str = ""  # what Esc does, when not the usual words
    focus: int = 0
    buttons: list[Button] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)  # the heading as laid out
    area: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))  # the box

    def placed(self, L: TableLayout) -> Chooser:
        """Lay the dialog out in the middle of the window: its heading on lines of like
        length, the buttons in rows below it (a long choice wraps onto several rows), the
        keys' line under them. The box grows to hold its words: none lies under a button."""
        title, body, _small = theme.sizes(L.h)
        w, h = round(L.h * 0.2), L.button_h
        gap = round(L.h * 0.015)
        n = len(self.labels)
        per_row = max(1, min(n, (round(L.w * 0.8) + gap) // (w + gap)))
        rows = (n + per_row - 1) // per_row
        row_w = min(n, per_row) * (w + gap) - gap
        self.lines = theme.wrap_even(
            self.heading, body, max(row_w, round(L.w * 0.4)) - title, bold=True
        )
        text_w = max(theme.text(x, body, bold=True).get_width() for x in self.lines)
        heading_h = len(self.lines) * round(body * 1.4)
        buttons_h = rows * h + (rows - 1) * gap
        self.area = pygame.Rect(0, 0, max(row_w, text_w) + title * 2, 0)
        self.area.height = heading_h + buttons_h + round(body * 1.1) + title * 2
        self.area.center = (L.w // 2, L.h // 2)
        top = self.area.top + title // 2 + heading_h + title // 2
        self.buttons = []
        for i, (label, a) in enumerate(zip(self.labels, self.actions, strict=True)):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = L.w // 2 - (in_row * w + (in_row - 1) * gap) // 2
            rect = pygame.Rect(x0 + col * (w + gap), top + row * (h + gap), w, h)
            # a confirm lights its safe default (No), never the irreversible Yes
            lit = i == self.focus if self.confirm else a is not None
            self.buttons.append(Button(label, lambda: None, rect, accent=lit, key=str(a)))
        return self

    @property
    def options(self) -> list[tuple[Button, Any]]:
        return list(zip(self.buttons, self.actions, strict=True))

    def __len__(self) -> int:
        return len(self.buttons)

    def __getitem__(self, i: int) -> tuple[Button, Any]:
        """The i-th (button, action)."""
        return self.buttons[i], self.actions[i]

    def at(self, pos: tuple[int, int]) -> int | None:
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos):
                return i
        return None

    def move(self, d: int) -> None:
        self.focus = (self.focus + d) % len(self.buttons)
