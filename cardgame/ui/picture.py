"""The picture settings (contrast, grain, colour temperature), applied where colours enter.

Every value is 0-100 with 50 neutral. Contrast and temperature make one affine change per
colour channel, `out = gain * x + offset`; grain adds a fixed noise texture. Because the change
is affine, tinting what is drawn (sprites, text and panel colours) and then blending it gives
the picture a pass over the finished frame gave, with no pass per frame (a whole-frame pass
cost more than a frame's build): `Sprites` tints an image once as it enters its cache
(`tinted`), and the theme maps its colours through `colour()`. The grain is baked into those
images too (the felt, cards, their shadows): noise of 0..2*grain added, its mean taken off the
tint. Text and panels get the colour change alone (a translucent panel shows the felt's grain
through it). Below 50% grain softens the felt's weave instead (`Sprites`' `smooth`).

At neutral values nothing is tinted.
"""

from __future__ import annotations

import random

import pygame

NEUTRAL = 50
CONTRAST_RANGE = 0.4  # gain 0.6 at 0%, 1.4 at 100%
GRAIN_MAX = 13  # noise amplitude in colour levels at 100%
# channel gains at 100% warm and at 0% (cool); neutral is (1, 1, 1)
WARM = (1.0, 0.93, 0.78)
COOL = (0.8, 0.92, 1.0)
MID = 128  # contrast turns around mid grey
TILE = 256  # the grain's noise square, repeated over an image

Levels = tuple[int, ...]
Colour = tuple[int, ...]  # RGB or RGBA; the alpha is kept as it is


def _byte(x: float) -> int:
    return max(0, min(255, round(x)))


def clamp_percent(value: object, default: int = NEUTRAL) -> int:
    """A slider value from anywhere: a whole number 0-100, else `default`."""
    if isinstance(value, bool) or not isinstance(value, int):
        return default
    return value if 0 <= value <= 100 else default


class Picture:
    """The three values as a colour map and an image tint (the grain baked in)."""

    def __init__(self) -> None:
        self.values = (NEUTRAL, NEUTRAL, NEUTRAL)
        self._gain = (1.0, 1.0, 1.0)
        self._offset = (0.0, 0.0, 0.0)
        self._grain = 0
        self._texture: pygame.Surface | None = None
        self._texture_key: tuple[object, ...] = ()
        self._colours: dict[Colour, Colour] = {}

    def configure(self, contrast: int, grain: int, temperature: int) -> None:
        values = (clamp_percent(contrast), clamp_percent(grain), clamp_percent(temperature))
        if values == self.values:
            return
        self.values = values
        k = 1.0 + CONTRAST_RANGE * (values[0] - NEUTRAL) / NEUTRAL
        w = (values[2] - NEUTRAL) / NEUTRAL
        ends = WARM if w >= 0 else COOL
        tint = tuple(1.0 + abs(w) * (e - 1.0) for e in ends)
        self._gain = (k * tint[0], k * tint[1], k * tint[2])
        self._offset = tuple(MID * t * (1.0 - k) for t in tint)  # type: ignore[assignment]
        self._grain = round(GRAIN_MAX * max(0, values[1] - NEUTRAL) / NEUTRAL)
        self._texture = None
        self._colours.clear()

    @property
    def neutral(self) -> bool:
        """Nothing to do at all: no colour change and no grain."""
        return not (self.tints or self._grain)

    @property
    def tints(self) -> bool:
        """Whether colours change (contrast or temperature away from 50%)."""
        return self._gain != (1.0, 1.0, 1.0)

    @property
    def smooth(self) -> float:
        """How much the felt's weave is softened (grain below 50%), 0-1."""
        return max(0, NEUTRAL - self.values[1]) / NEUTRAL

    # -- colours and images ------------------------------------------------------------------
    def colour(self, colour: Colour) -> Colour:
        """`colour` as the picture shows it (an alpha is kept)."""
        if not self.tints:
            return colour
        done = self._colours.get(colour)
        if done is None:
            rgb = tuple(
                _byte(g * x + o)
                for g, x, o in zip(self._gain, colour[:3], self._offset, strict=True)
            )
            done = self._colours[colour] = rgb + tuple(colour[3:])
        return done

    def under(self, colour: Colour) -> Colour:
        """How far below black `colour` would go in each channel (0 where it does not): a
        translucent dark panel takes that off what lies under it (`theme.panel`)."""
        if not self.tints:
            return (0, 0, 0)
        return tuple(
            max(0, round(-(g * x + o)))
            for g, x, o in zip(self._gain, colour[:3], self._offset, strict=True)
        )

    def _plan(self) -> tuple[Levels, Levels, Levels, Levels, bool]:
        """(subtract first, multiply by, add a copy times, add at the end, the grain goes
        with the subtraction), all 0-255. The grain rides on a step that is there anyway:
        with the first subtraction when every channel's offset can pay for the noise's mean
        (the noise is then clipped with the colour at both ends, as in one sum), else with
        the last addition."""
        gain, grain, offset = self._gain, self._grain, self._offset
        early = bool(grain) and all(-o >= grain for o in offset)
        # offset + (noise - grain): what the end cannot add is subtracted first
        extra = offset if early else [o - grain for o in offset]
        sub = tuple(_byte(max(0.0, -e) / g) for e, g in zip(extra, gain, strict=True))
        mult = tuple(_byte(255 * min(g, 1.0)) for g in gain)
        boost = tuple(_byte(255 * max(g - 1.0, 0.0)) for g in gain)
        add = tuple(_byte(max(0.0, e)) for e in extra)
        return sub, mult, boost, add, early

    def tint(self, surf: pygame.Surface, shift: int = 0) -> None:
        """Tint `surf` in place, `out = gain * x + offset + noise` clipped to 0-255 (its alpha
        kept): a few saturating fills and blits. `shift` moves the noise, so that cards side
        by side do not show the same pattern."""
        if self.neutral:
            return
        sub, mult, boost, add, early = self._plan()
        if early:
            self._tiles(surf, self._tile_for(sub, early), pygame.BLEND_RGB_SUB, shift)
        elif any(sub):
            surf.fill(sub, None, pygame.BLEND_RGB_SUB)
        copy = None
        if any(boost):  # gains above 1: y + y * (gain - 1)
            copy = surf.copy()
            copy.fill(boost, None, pygame.BLEND_RGB_MULT)
        if mult != (255, 255, 255):
            surf.fill(mult, None, pygame.BLEND_RGB_MULT)
        if copy is not None:
            surf.blit(copy, (0, 0), None, pygame.BLEND_RGB_ADD)
        if self._grain and not early:
            self._tiles(surf, self._tile_for(add, early), pygame.BLEND_RGB_ADD, shift)
        elif any(add):
            surf.fill(add, None, pygame.BLEND_RGB_ADD)

    @staticmethod
    def _tiles(surf: pygame.Surface, tile: pygame.Surface, flags: int, shift: int) -> None:
        w, h = surf.get_size()
        dx, dy = shift % TILE, (shift // TILE) % TILE
        spots = [(tile, (x, y)) for y in range(-dy, h, TILE) for x in range(-dx, w, TILE)]
        surf.fblits(spots, flags)

    def tinted(self, surf: pygame.Surface, shift: int = 0) -> pygame.Surface:
        """A tinted copy of `surf` (`surf` itself at neutral values)."""
        if self.neutral:
            return surf
        out = surf.copy()
        self.tint(out, shift)
        return out

    def _tile_for(self, base: Levels, early: bool) -> pygame.Surface:
        """A square of noise made once per values: 0..2*grain on top of `base` (added at the
        end), or, `early`, the noise before the gain on top of the subtraction `base`."""
        key = (base, early, self._grain)
        if self._texture is not None and self._texture_key == key:
            return self._texture
        noise = random.Random(7).randbytes(TILE * TILE)
        pixels = bytearray(3 * len(noise))
        for c in range(3):
            if early:  # out = gain * (x - S) with S = (-offset + grain - 2 * grain * u) / gain
                g, o = self._gain[c], self._offset[c]
                a = self._grain
                table = bytes(_byte((-o + a - 2 * a * v / 255) / g) for v in range(256))
            else:
                table = bytes(_byte(base[c] + 2 * self._grain * v / 255) for v in range(256))
            pixels[c::3] = noise.translate(table)
        image = pygame.image.frombuffer(bytes(pixels), (TILE, TILE), "RGB")
        ready = pygame.display.get_init() and pygame.display.get_surface() is not None
        self._texture = image.convert() if ready else image.copy()
        self._texture_key = key
        return self._texture
