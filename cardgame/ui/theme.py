"""Colours, type sizes and the few drawing helpers every scene shares (text, panels).

Text surfaces and panels are cached by their content and size, so a frame that redraws the
same table renders no glyph twice.
"""

from __future__ import annotations

from collections import OrderedDict

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
    key = (s, px, colour, bold, shadow)
    surf = _text_cache.get(key)
    if surf is not None:
        _text_cache.move_to_end(key)
        return surf
    f = assets.font(px, bold)
    fg = f.render(s, True, colour)
    if shadow:
        off = max(1, px // 14)
        sh = f.render(s, True, SHADOW)
        sh.set_alpha(150)
        surf = pygame.Surface((fg.get_width() + off, fg.get_height() + off), pygame.SRCALPHA)
        surf.blit(sh, (off, off))
        surf.blit(fg, (0, 0))
    else:
        surf = fg
    _text_cache[key] = surf
    if len(_text_cache) > 600:
        _text_cache.popitem(last=False)
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
) -> pygame.Rect:
    surf = text(s, px, colour, bold=bold, shadow=shadow)
    r = surf.get_rect(**{anchor: pos})
    dest.blit(surf, r)
    return r


def wrap(s: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Split a paragraph into lines that fit `width` pixels."""
    f = assets.font(px, bold)
    lines: list[str] = []
    line = ""
    for word in s.split():
        trial = word if not line else line + " " + word
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


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
        out = (" ".join(words) + "\u2026") if words else "\u2026"
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
    key = (rect.size, colour, radius, edge)
    surf = _panel_cache.get(key)
    if surf is None:
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
        if edge:
            pygame.draw.rect(surf, edge, surf.get_rect(), width=1, border_radius=radius)
        if len(_panel_cache) > 200:
            _panel_cache.clear()
        _panel_cache[key] = surf
    dest.blit(surf, rect)
