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
import time
from collections import OrderedDict
from functools import cache, lru_cache
from pathlib import Path

import pygame

from ..engine.cards import Card

TURNED_CACHE = 160  # fanned (turned) cards and their glows kept at once
WINDOW_SIZED = ("felt", "cloth", "cloth-soft")  # cache kinds kept at one size only
SCALED_CACHE = 400  # faces, backs, shadows at recent sizes (a resize makes a new set)


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


_ORIGINALS: OrderedDict[str, pygame.Surface] = OrderedDict()
ORIGINALS_KEPT = 120  # decoded sprites at full size (~0.5 MB each): two decks, backs, felts


def _image(name: str) -> pygame.Surface:
    """A sprite at full resolution, decoded once: a new window size rescales the recent
    ones without reading and decoding the files again (a resize hitch otherwise)."""
    surf = _ORIGINALS.get(name)
    if surf is None:
        surf = pygame.image.load(str(sprite_path(name)))
        if _display_ready():  # the window's pixel format once: quick stand-ins blit fast
            surf = surf.convert_alpha() if surf.get_alpha() is not None else surf.convert()
        _ORIGINALS[name] = surf
        if len(_ORIGINALS) > ORIGINALS_KEPT:
            _ORIGINALS.popitem(last=False)
    else:
        _ORIGINALS.move_to_end(name)
    return surf


def _convert(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert_alpha() if _display_ready() else surface


def _soft(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """`surf` blurred by `radius`; a wide blur is made at half the size and scaled back
    (a shadow looks the same, and it costs a quarter: a card's shadow on a large window
    took ~8 ms, a frame's share, on a loaded machine)."""
    if radius < 4:
        return pygame.transform.gaussian_blur(surf, radius)
    w, h = surf.get_size()
    half = pygame.transform.smoothscale(surf, (max(1, w // 2), max(1, h // 2)))
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(half, radius // 2), (w, h))


class Sprites:
    """Card faces, backs and felt at the sizes the layout asks for, cached per size."""

    def __init__(self) -> None:
        self.four_colour = False
        self.back_name = "blue"
        self.felt_name = "green"
        self.smooth = 0.0  # how much the felt's weave is softened (the grain slider), 0-1
        self.deck: str | None = None  # a game's own deck folder under sprites/ (Tichu's)
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._turned: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        # Smooth scaling and turning within a frame's budget (None: no limit); past it a
        # quick version is drawn, not kept, and `unfinished` asks for another frame.
        self.budget_ms: float | None = None
        self.unfinished = False
        self.quick = 0  # quick versions drawn so far
        self._spent = 0.0
        self._cloth_due: tuple[object, ...] | None = None  # a cloth to make smooth next frame

    def configure(self, *, four_colour: bool, back: str, felt: str, smooth: float = 0.0) -> None:
        if smooth != self.smooth:
            self.smooth = smooth
            for key in [k for k in self._cache if k[0] == "felt"]:
                del self._cache[key]
        if felt != self.felt_name:  # only the cloth changes: the cards stay scaled
            self.felt_name = felt
            for key in [k for k in self._cache if k[0] in WINDOW_SIZED]:
                del self._cache[key]
        if (four_colour, back) != (self.four_colour, self.back_name):
            self.four_colour, self.back_name = four_colour, back
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

    def _cached(self, key: tuple[object, ...]) -> pygame.Surface | None:
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
        return surf

    def _store(self, key: tuple[object, ...], surf: pygame.Surface) -> pygame.Surface:
        """Keep the recent sizes only: a player who drags the window's edge would otherwise
        keep a whole deck for every size the window passed through."""
        if key[0] in WINDOW_SIZED:  # a whole window's worth of pixels: the current size only
            for old in [k for k in self._cache if k[0] == key[0]]:
                del self._cache[old]
        self._cache[key] = surf
        if len(self._cache) > SCALED_CACHE:
            self._cache.popitem(last=False)
        return surf

    def begin_frame(self) -> None:
        self._spent = 0.0
        self.unfinished = False

    def _over_budget(self) -> bool:
        if self.budget_ms is None or self._spent < self.budget_ms:
            return False
        self.unfinished = True
        self.quick += 1
        return True

    def _timed(self, started: float) -> None:
        self._spent += (time.thread_time() - started) * 1000

    def _scaled(self, key: tuple[object, ...], name: str, size: tuple[int, int]) -> pygame.Surface:
        """Smoothly scaled and kept; a window resized to a large size makes dozens at once,
        so past the frame's budget a quick (unsmoothed) one stands in for a frame or two."""
        surf = self._cached(key)
        if surf is None:
            if self._over_budget():
                return pygame.transform.scale(_image(name), size)
            started = time.thread_time()
            surf = self._store(key, _convert(pygame.transform.smoothscale(_image(name), size)))
            self._timed(started)
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
        """The cloth at the window's size; below 50% grain it is blended with a soft copy."""
        key = ("felt", size)
        surf = self._cached(key)
        if surf is None:
            quick = self.quick
            surf = self._cloth(size, soft=False)
            if self.smooth > 0:  # a softer weave: the cloth blended with a blurred copy
                soft = self._cloth(size, soft=True)
                soft.set_alpha(round(255 * self.smooth))
                surf = surf.copy()
                surf.blit(soft, (0, 0))
            if self.quick == quick:  # a stand-in cloth is not kept
                surf = self._store(key, surf)
        return surf

    def _cloth(self, size: tuple[int, int], soft: bool) -> pygame.Surface:
        """The felt's picture scaled to the window, sharp or blurred. Each is kept for the
        current size, so a grain slider step only blends the two (a blur of a whole window
        at every step made the Settings screen stall)."""
        key = ("cloth-soft" if soft else "cloth", size)
        surf = self._cached(key)
        if surf is None:
            image = self._soft_source() if soft else self._felt_source()
            # Upscaling a cloth texture needs no filter (a smooth upscale of a 2560x1440 window
            # costs ~30 ms, a plain one ~4 ms: the difference shows as a hitch on resizing);
            # the small blurred copy does (plain, it would show blocks).
            bigger = size[0] >= image.get_width() and size[1] >= image.get_height()
            plain = bigger and not soft
            if not plain and self.budget_ms is not None and self._cloth_due != key:
                # a smooth downscale costs ~13 ms: the first frame at a new size has the
                # cards to scale, so it shows a plain one and the next frame the smooth one
                self._cloth_due = key
                self.unfinished = True
                self.quick += 1
                return pygame.transform.scale(image, size)
            # the source is in the window's pixel format already: no conversion of a whole
            # window's pixels (~13 ms at 2560x1440 on a loaded machine)
            surf = (pygame.transform.scale if plain else pygame.transform.smoothscale)(image, size)
            surf = self._store(key, surf)
        return surf

    def _felt_source(self) -> pygame.Surface:
        """The felt's picture, in the window's pixel format once."""
        key = ("felt-source", self.felt_name)
        surf = self._cached(key)
        if surf is None:
            image = _image(f"felt_{self.felt_name}.jpg")
            surf = self._store(key, image.convert() if _display_ready() else image)
        return surf

    def _soft_source(self) -> pygame.Surface:
        """The felt blurred once, at a sixteenth of its pixels (a blur loses nothing there,
        and a full-size blur took ~40 ms, a frame's worth and more on a loaded machine)."""
        key = ("cloth-source", self.felt_name)
        surf = self._cached(key)
        if surf is None:
            image = _image(f"felt_{self.felt_name}.jpg")
            small = (max(1, image.get_width() // 4), max(1, image.get_height() // 4))
            surf = pygame.transform.smoothscale(image, small)
            surf = pygame.transform.gaussian_blur(surf, max(1, small[1] // 130))
            surf = self._store(key, surf.convert() if _display_ready() else surf)
        return surf

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft shadow a little larger than a card of `size` (blurred rounded rectangle)."""
        key = ("shadow", size)
        surf = self._cached(key)
        if surf is None:
            w, h = size
            pad = max(2, w // 14)
            base = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(
                base, (0, 0, 0, 110), (pad, pad, w, h), border_radius=max(2, int(w * 0.065))
            )
            if self._over_budget():
                return base  # a sharp shadow for a frame, not kept
            started = time.thread_time()
            surf = self._store(key, _convert(_soft(base, max(1, pad // 2))))
            self._timed(started)
        return surf

    def glow(
        self, size: tuple[int, int], angle: int, colour: tuple[int, int, int]
    ) -> pygame.Surface:
        """A soft outline round a card turned by `angle` (cards the player may play)."""
        key = ("glow", size, angle, colour)
        surf = self._lru(key)
        if surf is None:
            quick = self.quick
            base = self._glow_base(size, colour)
            if self.quick != quick or self._over_budget():
                return pygame.transform.rotate(base, angle) if angle else base  # not kept
            started = time.thread_time()
            surf = pygame.transform.rotozoom(base, angle, 1.0) if angle else base
            surf = self._keep(key, _convert(surf))
            self._timed(started)
        return surf

    def _glow_base(self, size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
        """The upright glow, blurred once per card size: a fanned hand only turns it (a blur
        per angle made the first frame at a new size slow)."""
        key = ("glow", size, colour)
        surf = self._cached(key)
        if surf is None:
            w, h = size
            pad = max(4, w // 12)
            base = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            edge = (pad - 3, pad - 3, w + 6, h + 6)
            radius = max(3, int(w * 0.09))
            if self._over_budget():  # the outline alone for a frame, not kept
                pygame.draw.rect(base, colour + (255,), edge, width=2, border_radius=radius)
                return base
            started = time.thread_time()
            pygame.draw.rect(
                base, colour + (255,), (pad - 4, pad - 4, w + 8, h + 8), border_radius=radius
            )
            base = _soft(base, max(1, pad // 4))
            pygame.draw.rect(base, colour + (255,), edge, width=2, border_radius=radius)
            surf = self._store(key, base)
            self._timed(started)
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
            quick = self.quick
            upright = self.card(card, size, deck)
            if self.quick != quick or self._over_budget():
                return pygame.transform.rotate(upright, angle)  # a stand-in, not kept
            started = time.thread_time()
            surf = self._keep(key, pygame.transform.rotozoom(upright, angle, 1.0))
            self._timed(started)
        return surf


@lru_cache(maxsize=64)
def font(px: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_path(bold)), max(12, px))
