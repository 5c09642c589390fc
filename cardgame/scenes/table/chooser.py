"""A small modal choice over the table: several legal actions with the same cards (one
choice apart, named by the presenter), or a confirm step (Yes / No). Arrows move its
focus, Enter or a digit picks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

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

    def placed(self, L: TableLayout) -> Chooser:
        """Lay the buttons out in rows in the middle of the window (a long choice wraps
        onto several rows)."""
        w, h = round(L.h * 0.2), L.button_h
        gap = round(L.h * 0.015)
        n = len(self.labels)
        per_row = max(1, min(n, (round(L.w * 0.8) + gap) // (w + gap)))
        rows = (n + per_row - 1) // per_row
        top = L.h // 2 - (rows * h + (rows - 1) * gap) // 2
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
