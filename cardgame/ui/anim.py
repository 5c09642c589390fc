"""Card flights and timing: ease-out tweens at the speed the player chose.

The table turns each observed event into flights; nothing here knows any game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.cards import Card

SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
FLIGHT = 0.25  # seconds for one card at normal speed
DEAL_GAP = 0.045  # seconds between dealt cards at normal speed
BOT_BEAT = 0.55  # a computer player's human-feeling pause at normal speed
TOAST = 2.6  # seconds a refusal message stays
# seconds (normal speed) a finished trick stays before it is gathered: time to read who won
# it with what (1.1 s was called brisk); slow and fast scale it like every other pause
TRICK_HOLD = 1.7


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Flight:
    """One card moving from `src` to `dst` (top-left corners) starting at `start` seconds."""

    card: Card | None
    src: tuple[float, float]
    dst: tuple[float, float]
    start: float
    duration: float
    size: tuple[int, int]
    dst_size: tuple[int, int] | None = None
    on_start: Callable[[], None] | None = None
    on_land: Callable[[], None] | None = None
    started: bool = field(default=False)

    def pos(self, now: float) -> tuple[int, int]:
        t = 1.0 if self.duration <= 0 else ease_out((now - self.start) / self.duration)
        return (
            round(self.src[0] + (self.dst[0] - self.src[0]) * t),
            round(self.src[1] + (self.dst[1] - self.src[1]) * t),
        )

    def current_size(self, now: float) -> tuple[int, int]:
        if not self.dst_size or self.dst_size == self.size:
            return self.size
        t = 1.0 if self.duration <= 0 else ease_out((now - self.start) / self.duration)
        return (
            round(self.size[0] + (self.dst_size[0] - self.size[0]) * t),
            round(self.size[1] + (self.dst_size[1] - self.size[1]) * t),
        )

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration


class Flights:
    """The running flights; `update` fires their start and landing callbacks in time order."""

    def __init__(self) -> None:
        self.items: list[Flight] = []

    def add(self, f: Flight) -> None:
        self.items.append(f)

    def update(self, now: float) -> None:
        for f in list(self.items):
            if not f.started and now >= f.start:
                f.started = True
                if f.on_start:
                    f.on_start()
            if f.started and f.done(now):
                self.items.remove(f)
                if f.on_land:
                    f.on_land()

    def active(self) -> list[Flight]:
        return [f for f in self.items if f.started]

    def __bool__(self) -> bool:
        return bool(self.items)

    def finish_all(self) -> None:
        for f in list(self.items):
            if not f.started and f.on_start:
                f.on_start()
            if f.on_land:
                f.on_land()
        self.items.clear()
