"""The only module that knows where `sprites/` and `fonts/` are, and the sprite caches.

Four places are searched: a PyInstaller bundle (`sys._MEIPASS`), the source tree (the
repository root above the package), and an installed wheel (the files are installed as data
under `<prefix>/share/cardgame`, or under the user base after `pip install --user`). Sprites
are loaded once at full resolution, scaled once per size and cached; `convert_alpha()` needs
the window, so surfaces are converted lazily.
"""

from __future__ import annotations

import site
import sys
from collections import OrderedDict
from functools import cache, lru_cache
from pathlib import Path

import pygame

from ..engine.cards import Card

TURNED_CACHE = 160  # fanned (turned) cards and their glows kept at once


def _candidates() -> list[Path]:
    out = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        out.append(Path(frozen))
    out.append(Path(__file__).resolve().parent.parent.parent)  # the source tree
    out.append(Path(sys.prefix) / "share" / "cardgame")  # an installed wheel
    out.append(Path(site.getuserbase()) / "share" / "cardgame")  # pip install --user
    return out


@cache
def root() -> Path:
    for base in _candidates():
        if (base / "sprites").is_dir() and (base / "fonts").is_dir():
            return base
    raise FileNotFoundError("cannot find the game's sprites/ and fonts/ folders")


def sprite_path(name: str) -> Path:
    return root() / "sprites" / name


def font_path(bold: bool = False) -> Path:
    return root() / "fonts" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def _image(name: str) -> pygame.Surface:
    """A sprite at full resolution, read when a new size is needed and then dropped."""
    return pygame.image.load(str(sprite_path(name)))


def _convert(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert_alpha() if _display_ready() else surface


class Sprites:
    """Card faces, backs and felt at the sizes the layout asks for, cached per size."""

    def __init__(self) -> None:
        self.four_colour = False
        self.back_name = "blue"
        self.felt_name = "green"
        self.smooth = 0.0  # how much the felt's weave is softened (the grain slider), 0-1
        self.deck: str | None = None  # a game's own deck folder under sprites/ (Tichu's)
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        self._turned: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def configure(self, *, four_colour: bool, back: str, felt: str, smooth: float = 0.0) -> None:
        if smooth != self.smooth:
            self.smooth = smooth
            for key in [k for k in self._cache if k[0] == "felt"]:
                del self._cache[key]
        if (four_colour, back, felt) != (self.four_colour, self.back_name, self.felt_name):
            self.four_colour, self.back_name, self.felt_name = four_colour, back, felt
            self._cache.clear()
            self._turned.clear()

    def _lru(self, key: tuple[object, ...]) -> pygame.Surface | None:
        surf = self._turned.get(key)
        if surf is not None:
            self._turned.move_to_end(key)
        return surf

    def _keep(self, key: tuple[object, ...], surf: pygame.Surface) -> pygame.Surface:
        """Turned cards and glows depend on the hand size: keep only the recent ones."""
        self._turned[key] = surf
        if len(self._turned) > TURNED_CACHE:
            self._turned.popitem(last=False)
        return surf

    def _scaled(self, key: tuple[object, ...], name: str, size: tuple[int, int]) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            surf = _convert(pygame.transform.smoothscale(_image(name), size))
            self._cache[key] = surf
        return surf

    def use_deck(self, deck: str | None) -> None:
        """Draw faces from a game's own deck folder from now on (None: the French deck). A
        game whose cards share codes with the French deck (Tichu's `2S`) needs its own art."""
        self.deck = deck

    def face(self, card: Card, size: tuple[int, int], deck: str | None = None) -> pygame.Surface:
        """A card face; `deck` names a game's deck folder for this card only ("" = French)."""
        folder = (self.deck if deck is None else deck) or (
            "cards4" if self.four_colour else "cards"
        )
        return self._scaled(("face", folder, str(card), size), f"{folder}/{card}.png", size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._scaled(("back", size), f"back_{self.back_name}.png", size)

    def card(
        self, card: Card | None, size: tuple[int, int], deck: str | None = None
    ) -> pygame.Surface:
        return self.back(size) if card is None else self.face(card, size, deck)

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("felt", size)
        surf = self._cache.get(key)
        if surf is None:
            image = _image(f"felt_{self.felt_name}.jpg")
            # Upscaling a cloth texture needs no filter (a smooth upscale of a 2560x1440 window
            # costs ~30 ms, a plain one ~4 ms: the difference shows as a hitch on resizing).
            bigger = size[0] >= image.get_width() and size[1] >= image.get_height()
            surf = (pygame.transform.scale if bigger else pygame.transform.smoothscale)(image, size)
            if self.smooth > 0:  # a softer weave: the cloth blended with a blurred copy
                soft = pygame.transform.gaussian_blur(surf, max(2, size[1] // 160))
                soft.set_alpha(round(255 * self.smooth))
                surf = surf.copy()
                surf.blit(soft, (0, 0))
            surf = surf.convert() if _display_ready() else surf
            self._cache[key] = surf
        return surf

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft shadow a little larger than a card of `size` (blurred rounded rectangle)."""
        key = ("shadow", size)
        surf = self._cache.get(key)
        if surf is None:
            w, h = size
            pad = max(2, w // 14)
            base = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(
                base, (0, 0, 0, 110), (pad, pad, w, h), border_radius=max(2, int(w * 0.065))
            )
            surf = _convert(pygame.transform.gaussian_blur(base, max(1, pad // 2)))
            self._cache[key] = surf
        return surf

    def glow(
        self, size: tuple[int, int], angle: int, colour: tuple[int, int, int]
    ) -> pygame.Surface:
        """A soft outline round a card turned by `angle` (cards the player may play)."""
        key = ("glow", size, angle, colour)
        surf = self._lru(key)
        if surf is None:
            w, h = size
            pad = max(4, w // 12)
            base = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(
                base,
                colour + (255,),
                (pad - 4, pad - 4, w + 8, h + 8),
                border_radius=max(3, int(w * 0.09)),
            )
            base = pygame.transform.gaussian_blur(base, max(1, pad // 4))
            pygame.draw.rect(
                base,
                colour + (255,),
                (pad - 3, pad - 3, w + 6, h + 6),
                width=2,
                border_radius=max(3, int(w * 0.09)),
            )
            surf = pygame.transform.rotozoom(base, angle, 1.0) if angle else base
            surf = self._keep(key, _convert(surf))
        return surf

    def rotated(
        self, card: Card | None, size: tuple[int, int], angle: int, deck: str | None = None
    ) -> pygame.Surface:
        """A card turned by a whole number of degrees (fanned hands), cached."""
        if angle == 0:
            return self.card(card, size, deck)
        key = ("rot", self.deck if deck is None else deck, str(card), size, angle)
        surf = self._lru(key)
        if surf is None:
            surf = self._keep(
                key, pygame.transform.rotozoom(self.card(card, size, deck), angle, 1.0)
            )
        return surf


@lru_cache(maxsize=64)
def font(px: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_path(bold)), max(12, px))
