"""Where Run Fast's trick sits: its combinations stacked in the middle of the table, the
latest in front and lowest, each earlier one a strip higher so that its corner indices and
its name tag stay readable. Pure geometry from the window size (testable without a display).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

CARD_RATIO = 5 / 7
SHOWN = 4  # combinations drawn in full; older ones of a long trick fold into a note


@dataclass(frozen=True)
class PlaySlot:
    """One combination of the trick: its cards' rectangles (left to right) and its tag."""

    cards: tuple[Rect, ...]
    tag: Rect


class TrickGeometry:
    """The trick area for a window of `size`; `top_y` is just under the top bar, `bottom_y`
    just above the action buttons."""

    def __init__(self, size: tuple[int, int], top_y: int, bottom_y: int) -> None:
        w, h = size
        self.w, self.h = w, h
        self.card_h = round(h * 0.145)
        self.card_w = round(self.card_h * CARD_RATIO)
        self.card = (self.card_w, self.card_h)
        self.step = round(self.card_w * 0.34)  # overlap within a combination
        self.strip = round(self.card_h * 0.3)  # what shows of an earlier combination
        self.area = Rect(round(w * 0.2), top_y, round(w * 0.6), max(0, bottom_y - top_y))
        front_bottom = self.area.bottom - round(h * 0.06)
        self.front_y = max(self.area.top + self.strip * (SHOWN - 1), front_bottom - self.card_h)
        self.tag_h = max(18, round(h * 0.032))
        # the drop target: the whole middle of the table, so a drop need not be precise
        self.drop = self.area.inflate(0, -round(h * 0.02))

    def _step(self, n: int) -> int:
        room = self.area.width - self.card_w - self.tag_h * 6
        return min(self.step, room // max(1, n - 1)) if n > 1 else 0

    def slots(self, sizes: list[int]) -> list[PlaySlot]:
        """Rectangles for the last `SHOWN` combinations of a trick, given their card counts
        in the order played (the latest last, drawn in front)."""
        shown = sizes[-SHOWN:]
        out: list[PlaySlot] = []
        depth = len(shown) - 1
        for i, n in enumerate(shown):
            y = self.front_y - (depth - i) * self.strip
            step = self._step(n)
            total = self.card_w + step * max(0, n - 1)
            x0 = self.area.centerx - total // 2
            cards = tuple(Rect(x0 + k * step, y, self.card_w, self.card_h) for k in range(n))
            tag = Rect(0, 0, self.tag_h * 5, self.tag_h)
            tag.midright = (x0 - round(self.tag_h * 0.4), y + self.strip // 2)
            out.append(PlaySlot(cards, tag))
        return out

    def card_rect(self, sizes: list[int], play: int, k: int) -> Rect:
        """Where card `k` of combination `play` (an index into `sizes`) lies, for flights; an
        older combination folded away lies behind the oldest one shown."""
        slots = self.slots(sizes)
        first = len(sizes) - len(slots)
        slot = slots[max(0, play - first)]
        return slot.cards[min(k, len(slot.cards) - 1)]
