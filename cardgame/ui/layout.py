"""Table geometry as pure functions of the window size: no display needed, easy to test.

The human sits at the bottom; other seats go clockwise (with four players: seat 1 left,
seat 2 top, seat 3 right; with five, two seats share the top row). Sizes follow UI.md: the
hand's cards are about 19% of the window height, opponents' backs 60% of that, hand cards
overlap by about 64%.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from pygame import Rect

CARD_RATIO = 5 / 7  # width / height


@dataclass(frozen=True)
class Seat:
    """Where one opponent sits: the centre of its small fan and its name plate."""

    centre: tuple[int, int]
    plate: Rect
    side: str  # "left", "top", "right"


class TableLayout:
    """Every rectangle of the table for a window of `size` and `n` seats."""

    def __init__(self, size: tuple[int, int], n: int, counter_clockwise: bool = False) -> None:
        self.w, self.h = w, h = size
        self.n = n
        self.ccw = counter_clockwise  # turn order runs to the right: the next seat sits there
        self.card_h = round(h * 0.19)
        self.card_w = round(self.card_h * CARD_RATIO)
        self.card = (self.card_w, self.card_h)
        self.small_h = round(self.card_h * 0.6)
        self.small_w = round(self.small_h * CARD_RATIO)
        self.small = (self.small_w, self.small_h)
        play_h = round(self.card_h * 1.05)
        self.play_card = (round(play_h * CARD_RATIO), play_h)  # cards in the middle
        self.topbar = Rect(0, 0, w, max(32, round(h * 0.055)))
        self.margin = round(h * 0.02)
        self.hand_y = h - self.card_h - round(h * 0.05)
        panel_w = round(w * 0.2)
        self.panel = Rect(
            w - panel_w - self.margin, self.topbar.bottom + self.margin, panel_w, round(h * 0.28)
        )
        self.log = Rect(
            self.margin, self.topbar.bottom + self.margin, round(w * 0.22), round(h * 0.2)
        )
        self.seats = {s: self._seat(s) for s in range(1, n)}
        bh = max(34, round(h * 0.055))
        self.button_h = bh
        self.buttons_y = self.hand_y - bh - round(h * 0.05)
        self.message_center = (w // 2, self.buttons_y - round(h * 0.035))
        # the middle of the table, between the seats and above the buttons: the play area
        self.centre = Rect(
            0,
            0,
            round(w * 0.5),
            round(self.buttons_y - self.topbar.bottom - self.small_h - self.margin * 3),
        )
        self.centre.center = (w // 2, round(h * 0.44))

    # Where opponents sit, clockwise from the human at the bottom: a side, and for the top row
    # the share of the width (between the log panel and the corner panel).
    PLACES: ClassVar[dict[int, list[tuple[str, float]]]] = {
        2: [("top", 0.5)],
        3: [("left", 0.0), ("right", 0.0)],
        4: [("left", 0.0), ("top", 0.5), ("right", 0.0)],
        5: [("left", 0.0), ("top", 0.385), ("top", 0.615), ("right", 0.0)],
    }

    def _seat(self, s: int) -> Seat:
        places = self.PLACES.get(self.n)
        if places:
            side, share = places[-s if self.ccw else s - 1]
        else:  # any other count: round an ellipse
            c = math.cos(math.pi / 2 + 2 * math.pi * s / self.n) * (-1 if self.ccw else 1)
            side = "left" if c < -0.5 else "right" if c > 0.5 else "top"
            share = 0.5 + 0.4 * c
        if side == "top":
            cx = self.w * share
            cy = self.topbar.bottom + self.margin + self.small_h / 2
        else:
            cx = self.w * (0.1 if side == "left" else 0.9)
            cy = self.h * 0.45
        plate = Rect(0, 0, round(self.small_w * 3.2), max(26, round(self.h * 0.045)))
        plate.midtop = (round(cx), round(cy + self.small_h / 2 + self.h * 0.01))
        plate.clamp_ip(Rect(self.margin, 0, self.w - 2 * self.margin, self.h))  # never cut
        return Seat((round(cx), round(cy)), plate, side)

    # -- the human's hand ----------------------------------------------------------------------
    def hand_step(self, count: int) -> float:
        """Horizontal distance between neighbouring cards: 36% of a card, less if crowded."""
        if count <= 1:
            return 0.0
        room = self.w * 0.72 - self.card_w
        return min(self.card_w * 0.36 + 2, room / (count - 1))

    def hand_slots(self, count: int) -> list[tuple[Rect, int]]:
        """The rectangle and tilt (degrees) of each hand card, left to right, on a gentle arc."""
        step = self.hand_step(count)
        total = step * (count - 1) + self.card_w
        x0 = (self.w - total) / 2
        out = []
        mid = (count - 1) / 2
        for i in range(count):
            off = i - mid
            tilt = 0 if count < 2 else round(-off * min(2.5, 24 / count))
            lift = round(abs(off) ** 2 * self.card_h * 0.12 / max(4.0, mid * mid))
            r = Rect(round(x0 + i * step), self.hand_y + lift, self.card_w, self.card_h)
            out.append((r, tilt))
        return out

    def hand_hit(
        self, count: int, pos: tuple[int, int], raised: set[int] | None = None
    ) -> int | None:
        """Which hand card is under `pos` (the top-most one: the rightmost that contains it)."""
        raised = raised or set()
        slots = self.hand_slots(count)
        for i in range(count - 1, -1, -1):
            r = slots[i][0].move(0, -self.raise_by if i in raised else 0)
            if r.collidepoint(pos):
                return i
        return None

    def hand_column(self, count: int, x: int) -> int:
        """The card whose visible strip holds `x` (the first or last card beyond the ends)."""
        slots = self.hand_slots(count)
        for i in range(count - 1, -1, -1):
            if x >= slots[i][0].left:
                return i
        return 0

    @property
    def raise_by(self) -> int:
        return round(self.card_h * 0.14)

    def resting(self, slot: Rect, selected: bool, live: bool) -> Rect:
        """Where a hand card rests: raised when selected, a little lifted when playable. The
        drawing, a grab and a glide back home all use it, so a card never jumps."""
        if selected:
            return slot.move(0, -self.raise_by)
        if live:
            return slot.move(0, -round(self.card_h * 0.05))
        return slot

    # -- opponents -----------------------------------------------------------------------------
    def back_slots(self, seat: int, count: int) -> list[Rect]:
        """Small backs of an opponent's hand, overlapping, centred on the seat but never past
        the window's margin (a side seat's long hand grows inwards)."""
        st = self.seats[seat]
        step = min(self.small_w * 0.22, self.w * 0.16 / max(1, count))
        total = step * max(0, count - 1) + self.small_w
        x0 = st.centre[0] - total / 2
        x0 = max(self.margin, min(x0, self.w - self.margin - total))
        return [
            Rect(round(x0 + i * step), st.centre[1] - self.small_h // 2, *self.small)
            for i in range(count)
        ]

    def seat_anchor(self, seat: int) -> Rect:
        """Where cards fly to and from for a seat (its hand)."""
        if seat == 0:
            r = Rect(0, 0, *self.card)
            r.midtop = (self.w // 2, self.hand_y)
            return r
        r = Rect(0, 0, *self.small)
        r.center = self.seats[seat].centre
        return r

    def buttons(self, count: int, width: int) -> list[Rect]:
        """Rectangles for `count` action buttons, right of centre above the hand."""
        gap = round(self.h * 0.015)
        total = count * width + (count - 1) * gap
        x0 = self.w // 2 - total // 2
        return [
            Rect(x0 + i * (width + gap), self.buttons_y, width, self.button_h) for i in range(count)
        ]
