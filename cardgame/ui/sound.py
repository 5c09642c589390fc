"""Short sounds for what happens at the table, played quietly and never in the way.

The sounds are WAV files under sprites/sounds/ (made by build_scripts/make_sounds.py). The
mixer starts on the first sound that is wanted; no audio device, SDL's dummy driver, a
mixer that fails to start or a missing file all mean silence, never an error.
"""

from __future__ import annotations

import os

import pygame

from . import assets

NAMES = ("deal", "play", "draw", "trick", "bomb", "turn", "refuse")
LEVEL = 0.8  # the loudest a sound plays at volume 100%


class Sounds:
    """The table's sounds, with the player's volume and sound on/off."""

    def __init__(self) -> None:
        self.on = True
        self.volume = 70
        self._ready: bool | None = None  # None: the mixer not tried yet
        self._loaded: dict[str, pygame.mixer.Sound | None] = {}
        self.played: list[str] = []  # the names asked for while on (for tests)

    def configure(self, on: bool, volume: int) -> None:
        self.on, self.volume = on, max(0, min(100, volume))

    @property
    def audible(self) -> bool:
        return self.on and self.volume > 0

    def _start(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                self._ready = bool(pygame.mixer.get_init())
            except (pygame.error, NotImplementedError, OSError, ValueError):
                self._ready = False
        return self._ready

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._loaded:
            try:
                path = assets.sprite_path(os.path.join("sounds", f"{name}.wav"))
                self._loaded[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError, OSError):
                self._loaded[name] = None
        return self._loaded[name]

    def play(self, name: str) -> None:
        """Play a sound by name (one of `NAMES`); silence when off or impossible."""
        if not self.audible:
            return
        self.played.append(name)
        del self.played[:-50]
        if not self._start():
            return
        sound = self._sound(name)
        if sound is None:
            return
        try:
            sound.set_volume(LEVEL * self.volume / 100)
            sound.play()
        except pygame.error:
            pass
