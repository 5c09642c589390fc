"""The only module that knows where `sprites/` and `fonts/` are, and the sprite caches.

Four places are searched: a PyInstaller bundle (`sys._MEIPASS`), the source tree (the
repository root above the package), and an installed wheel (the files are installed as data
under `<prefix>/share/cardgame`, or under the user base after `pip install --user`). Sprites
are loaded once at full resolution, scaled once per size and cached; `convert_alpha()` needs
the window, so surfaces are converted lazily. Each image is tinted by the picture settings
once, grain and all, as it is first drawn at those values (`Picture.tinted`); the untinted
one stays cached, so a slider step re-tints without scaling or turning anything again.
"""

from __future__ import annotations

import site
import sys
import time
from collections import OrderedDict
from collections.abc import Sequence
from functools import cache, lru_cache
from pathlib import Path

import pygame

from ..engine.cards import Card
from .picture import Picture

TURNED_CACHE = 160  # fanned (turned) cards and their glows kept at once
CLOTHS = ("cloth", "cloth-soft")  # a felt's picture at the window's size, sharp and soft
WINDOW_SIZED = ("felt",) + CLOTHS  # cache kinds kept at one size only
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


def _family(key: tuple[object, ...]) -> tuple[object, ...]:
    """A cache key without its size: the same image at every size."""
    return tuple(k for k in key if not (isinstance(k, tuple) and len(k) == 2))


def _opaque(surface: pygame.Surface) -> pygame.Surface:
    """`surface` in the window's format (converted only when it is not: a window-sized
    conversion costs ~20 ms on a loaded machine, so cloths are scaled from a converted
    image)."""
    window = pygame.display.get_surface() if pygame.display.get_init() else None
    if window is None:
        return surface
    same = (
        surface.get_bitsize() == window.get_bitsize() and not surface.get_flags() & pygame.SRCALPHA
    )
    return surface if same and surface.get_masks() == window.get_masks() else surface.convert()


class Sprites:
    """Card faces, backs and felt at the sizes the layout asks for, cached per size."""

    def __init__(self, picture: Picture | None = None) -> None:
        self.four_colour = False
        self.back_name = "blue"
        self.felt_name = "green"
        self.smooth = 0.0  # how much the felt's weave is softened (the grain slider), 0-1
        self.deck: str | None = None  # a game's own deck folder under sprites/ (Tichu's)
        self.picture = picture or Picture()  # the picture settings every image is shown in
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._turned: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        # the images as the picture settings show them: key -> (untinted, tinted)
        self._tinted: OrderedDict[tuple[object, ...], tuple[pygame.Surface, pygame.Surface]] = (
            OrderedDict()
        )
        self._tinted_at = self.picture.values
        self._latest: dict[tuple[object, ...], pygame.Surface] = {}  # a card's last tinted size
        # Smooth scaling and turning within a frame's budget (None: no limit); past it a
        # quick version is drawn, not kept, and `unfinished` asks for another frame.
        self.budget_ms: float | None = None
        self.unfinished = False
        self.quick = 0  # quick versions drawn so far
        self._spent = 0.0
        self._cloth_due: tuple[object, ...] | None = None  # a cloth to make smooth next frame

    def configure(self, *, four_colour: bool, back: str, felt: str, smooth: float = 0.0) -> None:
        if (smooth, felt) != (self.smooth, self.felt_name):  # the cloths stay: only the blend
            self.smooth, self.felt_name = smooth, felt
            for key in [k for k in self._cache if k[0] == "felt"]:
                self._drop(key)
        if (four_colour, back) != (self.four_colour, self.back_name):
            self.four_colour, self.back_name = four_colour, back
            self._cache.clear()
            self._turned.clear()
            self._tinted.clear()
            self._latest.clear()

    def _look(
        self, key: tuple[object, ...], plain: pygame.Surface, defer: bool = False
    ) -> pygame.Surface:
        """`plain` as the picture settings show it: tinted once per values and kept, so a
        frame tints nothing and a slider step only tints again what is drawn. Past the
        frame's budget (a resize: tinting a deck and a window's worth of felt is a frame's
        work on a loaded machine), and for a quick stand-in, the same image tinted at its
        last size is scaled instead; `defer` does so for any new size (the felt: a big tint
        drawn first)."""
        p = self.picture
        if p.neutral:
            return plain
        if p.values != self._tinted_at:
            self._tinted.clear()
            self._latest.clear()
            self._tinted_at = p.values
        got = self._tinted.get(key)
        if got is not None and got[0] is plain:
            self._tinted.move_to_end(key)
            return got[1]
        kept = self._cache.get(key) is plain or self._turned.get(key) is plain
        family = _family(key)
        latest = self._latest.get(family)
        size = plain.get_size()
        later = defer and self.budget_ms is not None
        if latest is not None and latest.get_size() != size:
            if not kept or later or self._over_budget():
                self.unfinished = self.unfinished or kept  # the real tint in the next frame
                return pygame.transform.scale(latest, size)
        started = time.thread_time()  # within the frame's budget too
        surf = p.tinted(plain, hash(key))  # each card its own patch of the grain
        self._timed(started)
        if kept:
            self._tinted[key] = (plain, surf)
            if len(self._tinted) > SCALED_CACHE + TURNED_CACHE:
                self._tinted.popitem(last=False)
            self._latest[family] = surf
        return surf

    def _drop(self, key: tuple[object, ...]) -> None:
        self._cache.pop(key, None)
        self._tinted.pop(key, None)

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
            for old in [k for k in self._cache if k[0] == key[0] and k[-1] != key[-1]]:
                self._drop(old)
        self._cache[key] = surf
        if len(self._cache) > SCALED_CACHE:
            self._drop(next(iter(self._cache)))
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
        """Smoothly scaled and kept (untinted); a window resized to a large size makes dozens
        at once, so past the frame's budget a quick (unsmoothed) one stands in for a frame or
        two."""
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

    def _plain(
        self, card: Card | None, size: tuple[int, int], deck: str | None = None
    ) -> tuple[tuple[object, ...], pygame.Surface]:
        """A card's face (or its back for None) untinted, with its cache key; `deck` names a
        game's deck folder for this card only ("" = French)."""
        if card is None:
            key: tuple[object, ...] = ("back", size)
            return key, self._scaled(key, f"back_{self.back_name}.png", size)
        folder = (self.deck if deck is None else deck) or (
            "cards4" if self.four_colour else "cards"
        )
        key = ("face", folder, str(card), size)
        return key, self._scaled(key, f"{folder}/{card}.png", size)

    def face(self, card: Card, size: tuple[int, int], deck: str | None = None) -> pygame.Surface:
        """A card face; `deck` names a game's deck folder for this card only ("" = French)."""
        return self._look(*self._plain(card, size, deck))

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._look(*self._plain(None, size))

    def card(
        self, card: Card | None, size: tuple[int, int], deck: str | None = None
    ) -> pygame.Surface:
        return self._look(*self._plain(card, size, deck))

    # -- the felt ----------------------------------------------------------------------------
    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The cloth at the window's size; below 50% grain it is blended with a soft copy.
        The soft copy is made in pieces within the frame's budget (the sharp cloth stands
        in meanwhile); the settings screen makes them ahead of time (`prepare`)."""
        key = ("felt", size)
        surf = self._cached(key)
        if surf is None:
            name, smooth, quick = self.felt_name, self.smooth, self.quick
            soft = self._soft_cloth(name, size) if smooth > 0 else None
            if smooth > 0 and soft is None:  # still being made: the sharp cloth for now
                return self._look(("cloth", name, size), self._cloth(name, size), defer=True)
            if soft is None:
                surf = self._cloth(name, size)
            elif smooth >= 1:
                surf = soft
            else:  # a softer weave: the cloth blended with the blurred copy
                surf = self._cloth(name, size).copy()
                soft.set_alpha(round(255 * smooth))
                surf.blit(soft, (0, 0))
                soft.set_alpha(None)  # opaque again (an alpha of 255 blits ten times slower)
            if self.quick != quick:  # a stand-in cloth (just after a resize) is not kept
                return self._look(key, surf, defer=True)
            surf = self._store(key, surf)
        return self._look(key, surf, defer=True)

    def _cloth(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """The felt's picture scaled to the window, kept for the current size (every felt
        at that size: a felt change on the settings screen then costs a blend at most)."""
        key = ("cloth", name, size)
        surf = self._cached(key)
        if surf is None:
            image = self._felt_image(name)
            # Upscaling a cloth texture needs no filter (a smooth upscale of a 2560x1440 window
            # costs ~30 ms, a plain one ~4 ms: the difference shows as a hitch on resizing).
            bigger = size[0] >= image.get_width() and size[1] >= image.get_height()
            if not bigger and self.budget_ms is not None and self._cloth_due != key:
                # a smooth downscale costs ~13 ms: the first frame at a new size has the
                # cards to scale, so it shows a plain one and the next frame the smooth one
                self._cloth_due = key
                self.unfinished = True
                self.quick += 1
                return pygame.transform.scale(image, size)
            surf = (pygame.transform.scale if bigger else pygame.transform.smoothscale)(image, size)
            surf = self._store(key, _opaque(surf))
        return surf

    def _felt_image(self, name: str) -> pygame.Surface:
        """The felt's picture, decoded once and in the window's format (scaling it then
        needs no conversion of the window-sized result: ~6 ms at 2560x1440, not ~20)."""
        key = ("felt-image", name)
        surf = self._cached(key)
        if surf is None:
            path = f"felt_{name}.jpg"
            surf = _opaque(_image(path))  # `_image` converts already once the window exists
            if _display_ready():
                _ORIGINALS.pop(path, None)  # kept here instead
            surf = self._store(key, surf)
        return surf

    def _soft_cloth(self, name: str, size: tuple[int, int]) -> pygame.Surface | None:
        """The felt blurred at the window's size, or None while past the frame's budget: it
        is made in two pieces (the blur, then the smooth upscale), each ~5-20 ms at 2560x1440
        (the more the machine is loaded, the more)."""
        key = ("cloth-soft", name, size)
        surf = self._cached(key)
        if surf is None:
            had = ("cloth-source", name) in self._cache
            source = self._soft_source(name)
            if source is None or self._over_budget():
                return None
            if not had and self.budget_ms is not None:  # one piece a frame: the rest next
                self.unfinished = True
                return None
            started = time.thread_time()
            surf = pygame.transform.smoothscale(source, size)  # plain, it would show blocks
            surf = self._store(key, _opaque(surf))
            self._timed(started)
        return surf

    def _soft_source(self, name: str) -> pygame.Surface | None:
        """The felt blurred once, at a sixteenth of its pixels (a blur loses nothing there,
        and a full-size blur took ~40 ms), or None while past the frame's budget."""
        key = ("cloth-source", name)
        surf = self._cached(key)
        if surf is None:
            if self._over_budget():
                return None
            started = time.thread_time()
            image = self._felt_image(name)
            small = (max(1, image.get_width() // 4), max(1, image.get_height() // 4))
            surf = pygame.transform.smoothscale(image, small)
            surf = pygame.transform.gaussian_blur(surf, max(1, small[1] // 130))
            surf = self._store(key, surf.convert() if _display_ready() else surf)
            self._timed(started)
        return surf

    def prepare(self, size: tuple[int, int], felts: Sequence[str]) -> bool:
        """Make one missing cloth that a felt choice or a grain step on the settings screen
        would need at `size` (the current felt's soft copy first; another felt's only while
        the grain is below 50%), so that neither has to make one in its frame; True while
        more remain. One piece is ~5-20 ms at 2560x1440."""
        names = [self.felt_name] + [f for f in felts if f != self.felt_name]
        budget, self.budget_ms = self.budget_ms, None
        try:
            for name in names:
                if ("felt-image", name) not in self._cache:  # decoding is a piece of its own
                    self._felt_image(name)
                    return True
                if ("cloth", name, size) not in self._cache:
                    self._cloth(name, size)
                    return True
                if name != self.felt_name and not self.smooth:
                    continue  # another felt's soft copy only once the grain is below 50%
                if ("cloth-source", name) not in self._cache:
                    self._soft_source(name)
                    return True
                if ("cloth-soft", name, size) not in self._cache:
                    self._soft_cloth(name, size)
                    return True
            return False
        finally:
            self.budget_ms = budget

    def drop_spare(self) -> None:
        """Let go of the cloths not on the table (a window's worth of pixels each)."""
        spare = [
            k for k in self._cache if k[0] in CLOTHS + ("felt-image",) and k[1] != self.felt_name
        ]
        if not self.smooth:  # nor the soft copy while the weave is not softened
            spare += [k for k in self._cache if k[0] == "cloth-soft"]
        for key in spare:
            self._drop(key)

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
        return self._look(key, surf)

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
        return self._look(key, surf)

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
            _key, upright = self._plain(card, size, deck)
            if self.quick != quick or self._over_budget():  # a stand-in, not kept
                return self._look(key, pygame.transform.rotate(upright, angle))
            started = time.thread_time()
            surf = self._keep(key, pygame.transform.rotozoom(upright, angle, 1.0))
            self._timed(started)
        return self._look(key, surf)


@lru_cache(maxsize=64)
def font(px: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_path(bold)), max(12, px))
