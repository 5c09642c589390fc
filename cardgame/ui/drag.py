"""Press, drag and release of a card: a drag starts only after a few pixels of movement."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

DRAG_THRESHOLD = 6  # pixels; below it a press and release is a click


@dataclass
class Drag:
    """A press on item `index` at `origin`; `grab` is the pointer's offset inside the item."""

    index: int
    origin: tuple[int, int]
    grab: tuple[int, int]
    pos: tuple[int, int]
    dragging: bool = False
    mode: str = ""  # once dragging: "carry" (cards follow the pointer) or "sweep" (select)
    carried: list[Any] = field(default_factory=list)  # what a carry moves, left to right
    ok: bool = False  # whether the carried cards may be played (lights the drop target)
    base: set[Any] = field(default_factory=set)  # the selection a sweep started from

    def move(self, pos: tuple[int, int]) -> None:
        self.pos = pos
        if not self.dragging:
            dx, dy = pos[0] - self.origin[0], pos[1] - self.origin[1]
            self.dragging = dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD

    def topleft(self) -> tuple[int, int]:
        return (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])
