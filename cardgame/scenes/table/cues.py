"""When the table's sounds play: with what the player sees, not when the engine moves.

A dealt card ticks as it leaves the deck (at most one tick per `DEAL_GAP`, so a fast deal is
a soft patter, not a roar); a card drawn and a trick gathered sound as they start to move; a
play, with whatever sound its presenter names for it, as the first card lands; the turn
chime once when the player's decision begins; a refusal with its message."""

from __future__ import annotations

from collections.abc import Callable

from ...ui.sound import Sounds

DEAL_GAP = 0.05  # seconds between two deal ticks at the least
AT_START = ("deal", "draw", "trick")  # sounds of cards leaving; the others as they land


class Cues:
    def __init__(self, sounds: Sounds, clock: Callable[[], float]) -> None:
        self.sounds = sounds
        self.clock = clock
        self._last_deal = -1.0
        self.turn_cued = False  # the chime for the player's current decision has played

    def play(self, name: str | None) -> None:
        if name is None:
            return
        if name == "deal":
            now = self.clock()
            if 0 <= now - self._last_deal < DEAL_GAP:
                return
            self._last_deal = now
        self.sounds.play(name)

    def for_flight(self, name: str | None, first: bool) -> tuple[str | None, str | None]:
        """(sound at the flight's start, sound at its landing) for one card of an event."""
        if name == "deal":
            return name, None
        if not first:
            return None, None
        return (name, None) if name in AT_START else (None, name)

    def turn(self) -> None:
        if not self.turn_cued:
            self.turn_cued = True
            self.sounds.play("turn")
