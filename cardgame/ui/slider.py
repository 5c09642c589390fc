"""A 0-100% slider row for the settings screen: click or drag on the track, or the arrows.

It has the option rows' shape (`Choice`): a label on the left, the control in the right 44%
of the row, `click(pos)` and `step(d)`; a drag is `drag(pos)` while the button is held.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..i18n import _
from . import theme
from .widgets import labelled_box

STEP = 5  # percent per arrow key


@dataclass
class Slider:
    key: str
    label: str
    value: int = 50
    help: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    mark: int | None = 50  # a tick at the neutral value (None: none)
    enabled: bool = True  # off: drawn grey, the arrows and the mouse leave it alone

    def set(self, value: object) -> None:
        if isinstance(value, int) and not isinstance(value, bool):
            self.value = max(0, min(100, value))

    def step(self, d: int) -> None:
        """One arrow: to the next multiple of `STEP` that way."""
        if not self.enabled:
            return
        if d > 0:
            self.value = min(100, (self.value // STEP + 1) * STEP)
        else:
            self.value = max(0, ((self.value - 1) // STEP) * STEP)

    def box(self) -> pygame.Rect:
        """The control: the track and the value to its right."""
        box = pygame.Rect(0, 0, round(self.rect.width * 0.44), self.rect.height)
        box.topright = self.rect.topright
        return box

    def track(self) -> pygame.Rect:
        """As long as the row is wide, however tall (rows of two heights drew two lengths)."""
        box = self.box()
        left = box.left + round(box.width * 0.08)
        right = box.right - round(box.width * 0.36)
        return pygame.Rect(left, box.centery - 3, max(10, right - left), 6)

    def drag(self, pos: tuple[int, int]) -> bool:
        """Set the value from the pointer's x; True when it changed."""
        t = self.track()
        value = round(100 * (pos[0] - t.left) / t.width)
        value = max(0, min(100, value))
        if value == self.value:
            return False
        self.value = value
        return True

    def grab(self, pos: tuple[int, int]) -> bool:
        """Whether a press at `pos` takes the knob (on the track or near it)."""
        box = self.track().inflate(self.rect.height, self.rect.height)
        return self.enabled and box.collidepoint(pos)

    def click(self, pos: tuple[int, int]) -> bool:
        if self.grab(pos):
            self.drag(pos)
            return True
        return False

    def draw(self, surf: pygame.Surface, px: int, small: int, focused: bool = False) -> None:
        box = labelled_box(surf, self.rect, self.label, self.help, px, small, focused)
        theme.panel(surf, box, (0, 0, 0, 90))
        t = self.track()
        pygame.draw.rect(surf, theme.tinted((30, 36, 32)), t, border_radius=3)
        filled = t.copy()
        filled.width = round(t.width * self.value / 100)
        lit = theme.ACCENT if self.enabled else (120, 120, 112)  # grey: sound is off
        if filled.width:
            pygame.draw.rect(surf, theme.tinted(lit), filled, border_radius=3)
        if self.mark is not None:
            x = t.left + round(t.width * self.mark / 100)
            pygame.draw.line(
                surf, theme.tinted(theme.TEXT_DIM), (x, t.top - 5), (x, t.bottom + 4), 1
            )
        r = max(6, box.height // 4)
        knob = (t.left + round(t.width * self.value / 100), t.centery)
        pygame.draw.circle(surf, theme.tinted((0, 0, 0)), (knob[0], knob[1] + 2), r)
        pygame.draw.circle(
            surf, theme.tinted((250, 244, 228) if focused else (222, 214, 196)), knob, r
        )
        pygame.draw.circle(surf, theme.tinted(lit), knob, r, width=2)
        theme.blit_text(
            surf,
            _("{value}%").format(value=self.value),
            px,
            (box.right - round(box.width * 0.18), box.centery),
            theme.TEXT if self.enabled else theme.TEXT_DIM,
            anchor="center",
            bold=True,
        )
