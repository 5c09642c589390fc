"""Colours, type sizes and the few drawing helpers every scene shares (text, panels).

Text surfaces and panels are cached by their content and size, so a frame that redraws the
same table renders no glyph twice.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from . import assets

TEXT = (246, 240, 226)  # warm off-white on the felt
TEXT_DIM = (200, 196, 184)
SHADOW = (0, 0, 0)
ACCENT = (240, 190, 70)  # warm gold: what is actionable
WARN = (255, 120, 96)
PANEL = (14, 20, 18, 196)  # translucent dark
PANEL_EDGE = (255, 255, 255, 40)
BUTTON = (46, 58, 52)
BUTTON_HOVER = (66, 82, 74)
DARK_TEXT = (28, 24, 18)
SUIT_COLOUR = {"S": (235, 235, 240), "H": (255, 96, 96), "D": (255, 96, 96), "C": (235, 235, 240)}
SUIT_COLOUR4 = {
    "S": (235, 235, 240),
    "H": (255, 96, 96),
    "D": (110, 170, 255),
    "C": (110, 220, 140),
}
SUIT_SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


# -- the picture settings' tint: every colour drawn goes through `tinted` -------------------

Colour = tuple[int, ...]  # RGB or RGBA


class Tint(Protocol):
    """The picture settings' colour change (`ui.picture.Picture`)."""

    values: tuple[int, int, int]

    def colour(self, colour: Colour) -> Colour: ...

    def under(self, colour: Colour) -> Colour: ...


_tint: Tint | None = None


def use_tint(tint: Tint | None) -> None:
    """Show every colour through `tint` from now on (None: as drawn)."""
    global _tint
    _tint = tint


def tinted(colour: Colour) -> Colour:
    """`colour` (RGB or RGBA) as the picture settings show it."""
    return colour if _tint is None else _tint.colour(colour)


def tint_key() -> object:
    """What a cache of drawn images must add to its key: they change with the tint."""
    return None if _tint is None else _tint.values


_below: dict[tuple[object, ...], pygame.Surface | None] = {}


def _below_black(
    size: tuple[int, int], colour: Colour, radius: int, edge: Colour | None
) -> pygame.Surface | None:
    """What a translucent panel must take off below it where its tinted colour would be
    darker than black (contrast above 50%): blending cannot, so a subtracting blit does.
    None when nothing is (the usual case)."""
    if _tint is None or len(colour) < 4 or colour[3] >= 255:
        return None
    key = (size, colour, radius, edge, _tint.values)
    if key in _below:
        return _below[key]
    under = tuple(round(u * colour[3] / 255) for u in _tint.under(colour))
    surf = None
    if any(under):
        surf = pygame.Surface(size)
        pygame.draw.rect(surf, under, surf.get_rect(), border_radius=radius)
        if edge:
            pygame.draw.rect(surf, (0, 0, 0), surf.get_rect(), width=1, border_radius=radius)
    keep_panel(_below, key, surf)
    return surf


PANELS_KEPT = 200
VEIL_PIXELS = 250_000  # a panel this big is a veil over the window: only the newest is kept


def keep_panel(cache: dict[Any, Any], key: tuple[object, ...], surf: pygame.Surface | None) -> None:
    """Keep `surf` in a panel cache: up to `PANELS_KEPT`, of them one veil per cache (a
    window's worth of pixels each, and the window's size changes)."""
    if surf is not None and _veil(surf):
        for old in [k for k, v in cache.items() if v is not None and _veil(v)]:
            del cache[old]
    if len(cache) > PANELS_KEPT:
        cache.clear()
    cache[key] = surf


def _veil(surf: pygame.Surface) -> bool:
    return surf.get_width() * surf.get_height() >= VEIL_PIXELS


def sizes(height: int) -> tuple[int, int, int]:
    """Title, body and small text sizes for a window height (never below 12 px)."""
    return (
        max(16, round(height * 0.04)),
        max(13, round(height * 0.024)),
        max(12, round(height * 0.018)),
    )


_text_cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()


def text(
    s: str, px: int, colour: tuple[int, int, int] = TEXT, *, bold: bool = False, shadow: bool = True
) -> pygame.Surface:
    """Rendered text (with a subtle shadow on the felt), cached."""
    colour = tinted(colour)  # type: ignore[assignment]
    key = (s, px, colour, bold, shadow, tint_key())
    surf = _text_cache.get(key)
    if surf is not None:
        _text_cache.move_to_end(key)
        if _record is not None:
            _names[id(surf)] = (s, px)
        return surf
    f = assets.font(px, bold)
    fg = f.render(s, True, colour)
    if shadow:
        off = max(1, px // 14)
        sh = f.render(s, True, tinted(SHADOW))
        sh.set_alpha(150)
        surf = pygame.Surface((fg.get_width() + off, fg.get_height() + off), pygame.SRCALPHA)
        surf.blit(sh, (off, off))
        surf.blit(fg, (0, 0))
    else:
        surf = fg
    _text_cache[key] = surf
    if len(_text_cache) > 600:
        _text_cache.popitem(last=False)
    if _record is not None:
        _names[id(surf)] = (s, px)
    return surf


def blit_text(
    dest: pygame.Surface,
    s: str,
    px: int,
    pos: tuple[int, int],
    colour=TEXT,
    *,
    bold: bool = False,
    anchor: str = "topleft",
    shadow: bool = True,
    box: pygame.Rect | None = None,
) -> pygame.Rect:
    """Draw `s` with its `anchor` at `pos`; `box` is the room it belongs in (a button, a
    panel, a column: the whole surface when None), which the fitting test checks."""
    surf = text(s, px, colour, bold=bold, shadow=shadow)
    r = surf.get_rect(**{anchor: pos})
    dest.blit(surf, r)
    _note(dest, s, r, box, px)
    return r


def place(
    dest: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, box: pygame.Rect | None = None
) -> None:
    """Blit a text image made by `text()` (when the caller needed its size first)."""
    dest.blit(image, rect)
    name = _names.get(id(image)) if _record is not None else None
    if name is not None:
        _note(dest, name[0], pygame.Rect(rect.topleft, image.get_size()), box, name[1])


def _split_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word wider than `width` in pieces that fit, each but the last ending in a hyphen."""
    pieces: list[str] = []
    rest = word
    while len(rest) > 1 and f.size(rest)[0] > width:
        k = len(rest) - 1
        while k > 1 and f.size(rest[:k] + "-")[0] > width:
            k -= 1
        pieces.append(rest[:k] + "-")  # at least one letter a piece: a box too narrow for
        rest = rest[k:]  # any letter still ends
    return pieces + ([rest] if rest else [])


_wrap_cache: dict[tuple[str, int, int, bool], tuple[str, ...]] = {}


def wrap(s: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Split a paragraph into lines that fit `width` pixels (a word longer than a line is
    hyphenated where it must). Cached: screens wrap the same texts every frame."""
    key = (s, px, width, bold)
    lines = _wrap_cache.get(key)
    if lines is None:
        if len(_wrap_cache) > 4000:
            _wrap_cache.clear()
        lines = _wrap_cache[key] = tuple(_wrap(s, px, width, bold))
    return list(lines)  # the caller's own list: some cut or change it


def _wrap(s: str, px: int, width: int, bold: bool) -> list[str]:
    f = assets.font(px, bold)
    lines: list[str] = []
    line = ""
    for word in s.split():
        trial = word if not line else line + " " + word
        if f.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        pieces = _split_word(word, f, width)
        lines += pieces[:-1]
        line = pieces[-1]
    if line:
        lines.append(line)
    return lines


def wrap_even(s: str, px: int, width: int, bold: bool = False) -> list[str]:
    """`wrap`, on as few lines, but as narrow as keeps them that few: the lines come out of
    like length, and no word is left alone on the last one ("points." under a long line)."""
    lines = wrap(s, px, width, bold)
    if len(lines) < 2:
        return lines
    f = assets.font(px, bold)
    hi = width  # the narrowest width that still needs no more lines (and splits no word)
    lo = min(width, max(f.size(word)[0] for word in s.split()))
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap(s, px, mid, bold)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(s, px, hi, bold)


def fit_lines(
    s: str, px: int, width: int, height: int | None = None, bold: bool = False
) -> tuple[list[str], int]:
    """The lines and size to show `s` in a box: one line at `px`, or a little smaller (down
    to 85%), else wrapped onto the lines `height` has room for (at 1.15 line spacing), at a
    smaller size if need be, down to 70% of `px` (never below 12 px); at the smallest size
    the last line is cut with an ellipsis. A label never runs out of its box."""
    key = (s, px, width, height, bold)
    done = _lines_cache.get(key)
    if done is not None:
        return done
    smallest = min(px, max(12, round(px * 0.7)))
    out: tuple[list[str], int] | None = None
    for size in range(px, min(px, max(smallest, round(px * 0.85))) - 1, -1):
        if assets.font(size, bold).size(s)[0] <= width:
            out = ([s], size)
            break
    for size in range(px, smallest - 1, -1):
        if out is not None:
            break
        if assets.font(size, bold).size(s)[0] <= width:
            out = ([s], size)
            break
        rows = 1 if height is None else max(1, height // round(size * 1.15))
        if rows > 1:
            lines = wrap(s, size, width, bold)
            if len(lines) <= rows:
                out = (lines, size)
                break
    if out is None:
        rows = 1 if height is None else max(1, height // round(smallest * 1.15))
        lines = wrap(s, smallest, width, bold) if rows > 1 else [s]
        if len(lines) > rows:
            lines = lines[: rows - 1] + [" ".join(lines[rows - 1 :])]
        lines[-1] = fit(lines[-1], smallest, width, bold)
        out = (lines, smallest)
    if len(_lines_cache) > 1000:
        _lines_cache.clear()
    _lines_cache[key] = out
    return out


def blit_fitted(
    dest: pygame.Surface,
    s: str,
    px: int,
    box: pygame.Rect,
    colour=TEXT,
    *,
    bold: bool = False,
    shadow: bool = True,
    align: str = "center",
    lines_allowed: int | None = None,
) -> int:
    """`s` inside `box` (`fit_lines`), centred vertically, aligned "center", "left" or "right";
    returns the size used. `lines_allowed` caps the rows (default: as many as fit)."""
    height = box.height if lines_allowed is None else round(px * 1.15) * lines_allowed
    lines, size = fit_lines(s, px, box.width, min(height, box.height), bold)
    step = round(size * 1.15)
    total = (len(lines) - 1) * step + _line_height(size, bold)
    y = box.centery - total // 2
    for k, line in enumerate(lines):
        if align == "center":
            pos, anchor = (box.centerx, y + k * step), "midtop"
        elif align == "right":
            pos, anchor = (box.right, y + k * step), "topright"
        else:
            pos, anchor = (box.left, y + k * step), "topleft"
        blit_text(dest, line, size, pos, colour, bold=bold, anchor=anchor, shadow=shadow, box=box)
    return size


_lines_cache: dict[tuple[object, ...], tuple[list[str], int]] = {}
_heights: dict[tuple[int, bool], int] = {}


def _line_height(px: int, bold: bool) -> int:
    """A line's height at a size (kept: loading the font for it every frame costs)."""
    h = _heights.get((px, bold))
    if h is None:
        h = _heights[(px, bold)] = assets.font(px, bold).get_height()
    return h


_fit_cache: dict[tuple[str, int, int, bool], str] = {}


def fit(s: str, px: int, width: int, bold: bool = False) -> str:
    """`s`, cut with an ellipsis where it would be wider than `width` pixels (cached)."""
    key = (s, px, width, bold)
    done = _fit_cache.get(key)
    if done is not None:
        return done
    f = assets.font(px, bold)
    out = s
    if f.size(s)[0] > width:
        words = s.split()
        while words and f.size(" ".join(words) + "\u2026")[0] > width:
            words.pop()
        if words:
            out = " ".join(words) + "\u2026"
        else:  # not even the first word: as many of its letters as fit
            k = len(s)
            while k > 0 and f.size(s[:k] + "\u2026")[0] > width:
                k -= 1
            out = s[:k] + "\u2026"
    if len(_fit_cache) > 1000:
        _fit_cache.clear()
    _fit_cache[key] = out
    return out


_panel_cache: dict[tuple[object, ...], pygame.Surface] = {}


def panel(
    dest: pygame.Surface,
    rect: pygame.Rect,
    colour=PANEL,
    radius: int | None = None,
    edge=PANEL_EDGE,
) -> None:
    """A translucent rounded panel (cached per size and colour)."""
    if radius is None:
        radius = max(6, rect.height // 12 if rect.height < 120 else 12)
    below = _below_black(rect.size, colour, radius, edge)
    colour, edge = tinted(colour), edge and tinted(edge)
    key = (rect.size, colour, radius, edge)
    surf = _panel_cache.get(key)
    if surf is None:
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
        if edge:
            pygame.draw.rect(surf, edge, surf.get_rect(), width=1, border_radius=radius)
        keep_panel(_panel_cache, key, surf)
    dest.blit(surf, rect)
    if below is not None:
        dest.blit(below, rect, None, pygame.BLEND_RGB_SUB)


# -- a record of the text drawn, for the fitting test ---------------------------------------------


@dataclass
class Drawn:
    """One text as drawn: its rectangle and the box it belongs in, in window coordinates;
    `clip` is the visible part of the surface when it was clipped (a scrolled page); `px` its
    type size. A button is recorded too (`button`, its rectangle; no text): a text under one
    is hidden."""

    text: str
    rect: pygame.Rect
    box: pygame.Rect
    clip: pygame.Rect | None
    px: int = 0
    button: bool = False


_record: list[Drawn] | None = None
_names: dict[int, tuple[str, int]] = {}
_origin = (0, 0)


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Record every text drawn while inside (tests only: drawing stays as fast otherwise)."""
    global _record
    _record = []
    try:
        yield _record
    finally:
        _record = None
        _names.clear()


def recording_on() -> bool:
    """Whether texts are being recorded: picture caches then draw afresh, so that every text
    of the frame is seen."""
    return _record is not None


@contextmanager
def drawn_at(origin: tuple[int, int]) -> Iterator[None]:
    """Texts drawn inside go onto a picture that is blitted at `origin` on the window."""
    global _origin
    before = _origin
    _origin = (before[0] + origin[0], before[1] + origin[1])
    try:
        yield
    finally:
        _origin = before


def cover(rect: pygame.Rect) -> None:
    """A layer over the screen (a dialog, a tooltip, a toast) covers `rect`: the texts it
    hides, wholly or in part, are no longer checked."""
    if _record is not None:
        r = rect.move(_origin)
        _record[:] = [d for d in _record if not r.colliderect(d.rect)]


def note_button(rect: pygame.Rect) -> None:
    """A button drawn at `rect` (window coordinates of the surface drawn on): what lies under
    it is hidden, which the fitting test reports."""
    if _record is not None:
        r = rect.move(_origin)
        _record.append(Drawn("", r, r, None, button=True))


def _note(
    dest: pygame.Surface, s: str, rect: pygame.Rect, box: pygame.Rect | None, px: int
) -> None:
    if _record is None or not s.strip():
        return
    full = dest.get_rect()
    clip = dest.get_clip()
    _record.append(
        Drawn(
            s,
            rect.move(_origin),
            (full if box is None else box).move(_origin),
            None if clip == full else clip.move(_origin),
            px,
        )
    )
