"""A small modal choice over the table: several legal actions with the same cards (a Jack's
suit, a wish), or a confirm step (Yes / No). Arrows move its focus, Enter or a digit picks."""

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
    actions: list[Any]              # an Action, or None for "keep my cards" / "No"
    confirm: bool = False           # a confirm step: the action goes ahead without asking again
    focus: int = 0
    buttons: list[Button] = field(default_factory=list)

    def placed(self, L: TableLayout) -> Chooser:
        """Lay the buttons out in a row in the middle of the window."""
        w, h = round(L.h * 0.2), L.button_h
        gap = round(L.h * 0.015)
        total = len(self.labels) * w + (len(self.labels) - 1) * gap
        x0, y = L.w // 2 - total // 2, L.h // 2 - h // 2
        self.buttons = [Button(label, lambda: None, pygame.Rect(x0 + i * (w + gap), y, w, h),
                               accent=a is not None, key=str(a))
                        for i, (label, a) in enumerate(zip(self.labels, self.actions))]
        return self

    @property
    def options(self) -> list[tuple[Button, Any]]:
        return list(zip(self.buttons, self.actions))

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
