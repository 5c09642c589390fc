"""The picture settings (contrast, grain, colour temperature) as one last pass over a frame.

Every value is 0-100 with 50 neutral. Contrast and temperature make one affine change per
colour channel, `out = gain * x + offset`; grain adds a fixed noise texture. The pass is built
only of SDL's saturating fills and blits (about 0.1-0.2 ms each at 1280x720), so it tints all
that is drawn, text and panels too, without touching a sprite. Tinting the sprites instead
would cost nothing per frame but reach only cards and felt; the text and panels drawn each
frame would stay untinted. The noise texture is made when a value or the window size changes,
never per frame. Below 50% grain softens the felt's weave instead (`Sprites`' `smooth`).

A pass at neutral values does nothing at all.
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
TILE = 256  # the grain's noise square, repeated over the frame


Levels = tuple[int, ...]


def _byte(x: float) -> int:
    return max(0, min(255, round(x)))


def clamp_percent(value: object, default: int = NEUTRAL) -> int:
    """A slider value from anywhere: a whole number 0-100, else `default`."""
    if isinstance(value, bool) or not isinstance(value, int):
        return default
    return value if 0 <= value <= 100 else default


class Picture:
    """The last pass of a frame, prepared from the three values."""

    def __init__(self) -> None:
        self.values = (NEUTRAL, NEUTRAL, NEUTRAL)
        self._gain = (1.0, 1.0, 1.0)
        self._offset = (0.0, 0.0, 0.0)
        self._grain = 0
        self._texture: pygame.Surface | None = None  # noise plus the positive offsets
        self._texture_key: tuple[object, ...] = ()
        self._copy: pygame.Surface | None = None

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

    @property
    def neutral(self) -> bool:
        return self._gain == (1.0, 1.0, 1.0) and self._grain == 0

    @property
    def smooth(self) -> float:
        """How much the felt's weave is softened (grain below 50%), 0-1."""
        return max(0, NEUTRAL - self.values[1]) / NEUTRAL

    # -- the pass ----------------------------------------------------------------------------
    def _plan(self) -> tuple[Levels, Levels, Levels, Levels, bool]:
        """(subtract first, multiply by, add a copy times, add at the end, grain goes with
        the subtraction), all 0-255. Grain rides on a step that is there anyway: with the
        first subtraction when every channel's offset can pay for the noise's mean, else
        with the last addition."""
        gain, grain, offset = self._gain, self._grain, self._offset
        early = bool(grain) and all(-o >= grain for o in offset)
        # offset + (noise - grain): what the end cannot add is subtracted first
        extra = offset if early else [o - grain for o in offset]
        sub = tuple(_byte(max(0.0, -e) / g) for e, g in zip(extra, gain, strict=True))
        mult = tuple(_byte(255 * min(g, 1.0)) for g in gain)
        boost = tuple(_byte(255 * max(g - 1.0, 0.0)) for g in gain)
        add = tuple(_byte(max(0.0, e)) for e in extra)
        return sub, mult, boost, add, early

    def apply(self, surf: pygame.Surface) -> None:
        """Tint `surf` in place: out = gain * x + offset + noise, clipped to 0-255. Each step
        is one saturating fill or blit over the whole frame (in bands, measured, the steps
        cost more)."""
        if self.neutral:
            return
        sub, mult, boost, add, early = self._plan()
        if early:
            self._tiles(surf, self._tile_for(surf, sub, early), pygame.BLEND_RGB_SUB)
        elif any(sub):
            surf.fill(sub, None, pygame.BLEND_RGB_SUB)
        copy = None
        if any(boost):  # gains above 1: y + y * (gain - 1)
            copy = self._copy
            if copy is None or copy.get_size() != surf.get_size():
                copy = self._copy = pygame.Surface(surf.get_size(), 0, surf)
            copy.blit(surf, (0, 0))
            copy.fill(boost, None, pygame.BLEND_RGB_MULT)
        if mult != (255, 255, 255):
            surf.fill(mult, None, pygame.BLEND_RGB_MULT)
        if copy is not None:
            surf.blit(copy, (0, 0), None, pygame.BLEND_RGB_ADD)
        if self._grain and not early:
            self._tiles(surf, self._tile_for(surf, add, early), pygame.BLEND_RGB_ADD)
        elif any(add):
            surf.fill(add, None, pygame.BLEND_RGB_ADD)

    @staticmethod
    def _tiles(surf: pygame.Surface, tile: pygame.Surface, flags: int) -> None:
        w, h = surf.get_size()
        surf.fblits([(tile, (x, y)) for y in range(0, h, TILE) for x in range(0, w, TILE)], flags)

    def _tile_for(self, surf: pygame.Surface, base: Levels, early: bool) -> pygame.Surface:
        """A square of noise made once per values: 0..2*grain on top of `base` (added at the
        end), or, `early`, the noise before the gain on top of the subtraction `base`."""
        key = (base, early, self._grain, surf.get_bitsize())
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
        self._texture = image.convert(surf) if surf.get_bitsize() >= 24 else image
        self._texture_key = key
        return self._texture
