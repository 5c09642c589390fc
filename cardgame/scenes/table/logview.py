"""The table's log: the last lines in a corner box that scrolls with the wheel, and the whole
log opened over the table (a button or G), scrolled with the wheel, arrows and page keys."""

from __future__ import annotations

from collections import deque

import pygame

from ...i18n import _, ngettext
from ...ui import theme
from ...ui.layout import TableLayout

BOX_LINES = 6  # lines in the corner box


class LogView:
    def __init__(self, lines: deque[str]) -> None:
        self.lines = lines
        self.back = 0  # lines scrolled back from the newest
        self.open = False  # the whole log over the table
        self.pointer = (0, 0)  # the last pointer position (wheel events carry none)

    def box(self, L: TableLayout, small: int) -> pygame.Rect:
        rows = sum(len(r) for r in self._last(BOX_LINES, small, L.log.width - small))
        return pygame.Rect(L.log.left, L.log.top, L.log.width, round(small * 1.45) * rows + small)

    def _last(self, room: int, small: int, width: int) -> list[list[str]]:
        """The newest lines (scrolled back by `back`) that fill `room` rows, oldest first,
        each wrapped to `width` (its second row on, indented): a long line is never cut."""
        out: list[list[str]] = []
        used = 0
        end = len(self.lines) - self.back
        for line in reversed(list(self.lines)[max(0, end - room) : end]):
            rows = _wrapped(line, small, width)
            if out and used + len(rows) > room:
                break
            out.insert(0, rows)
            used += len(rows)
        return out

    def scroll(self, d: int, page: int) -> bool:
        """Scroll `d` lines back (negative: forward), within the log."""
        new = max(0, min(max(0, len(self.lines) - page), self.back + d))
        changed, self.back = new != self.back, new
        return changed

    def toggle(self) -> None:
        self.open = not self.open
        self.back = 0

    def handle(self, e: pygame.event.Event, L: TableLayout) -> bool | None:
        """Input for the log; None when it is not the log's."""
        small = theme.sizes(L.h)[2]
        if e.type == pygame.MOUSEMOTION:
            self.pointer = e.pos
            return None if not self.open else False
        if e.type == pygame.MOUSEWHEEL:
            over = self.open or self.box(L, small).collidepoint(self.pointer)
            if over:
                self.scroll(e.y * 2, self._page(L) if self.open else BOX_LINES)
                return True
            return None
        if not self.open:
            return None
        if e.type == pygame.KEYDOWN:
            keys = {
                pygame.K_UP: 1,
                pygame.K_DOWN: -1,
                pygame.K_PAGEUP: self._page(L) - 1,
                pygame.K_PAGEDOWN: 1 - self._page(L),
                pygame.K_HOME: len(self.lines),
                pygame.K_END: -len(self.lines),
            }
            if e.key in keys:
                self.scroll(keys[e.key], self._page(L))
            elif e.key in (pygame.K_ESCAPE, pygame.K_g):
                self.toggle()
            return True
        if e.type == pygame.MOUSEBUTTONDOWN:
            if e.button == 1 and not self.panel(L).collidepoint(e.pos):
                self.toggle()  # a click beside the log closes it
            return True
        return e.type == pygame.MOUSEBUTTONUP

    # -- drawing -------------------------------------------------------------------------------
    def panel(self, L: TableLayout) -> pygame.Rect:
        r = pygame.Rect(0, 0, round(L.w * 0.5), round(L.h * 0.72))
        r.center = (L.w // 2, L.h // 2)
        return r

    def _page(self, L: TableLayout) -> int:
        small = theme.sizes(L.h)[2]
        return max(1, (self.panel(L).height - small * 5) // round(small * 1.45))

    def draw_box(self, surf: pygame.Surface, L: TableLayout, small: int) -> None:
        if not self.lines:
            return
        entries = self._last(BOX_LINES, small, L.log.width - small)
        box = self.box(L, small)
        theme.panel(surf, box, (10, 14, 12, 150))
        colours = [theme.TEXT_DIM] * len(entries)
        if not self.back:  # the newest line stands out
            colours[-1] = theme.TEXT
        _draw_rows(surf, entries, small, (box.left + small // 2, box.top + small // 2), colours)
        if self.back:
            theme.blit_text(
                surf,
                ngettext("\u2191 {n} newer", "\u2191 {n} newer", self.back).format(n=self.back),
                small,
                (box.right - small // 2, box.bottom + 2),
                theme.ACCENT,
                anchor="topright",
            )

    def draw_open(self, surf: pygame.Surface, L: TableLayout) -> None:
        _title, body, small = theme.sizes(L.h)
        shade = pygame.Rect(0, 0, L.w, L.h)
        theme.panel(surf, shade, (0, 0, 0, 120), radius=0, edge=None)  # a veil, tinted
        theme.cover(shade)
        r = self.panel(L)
        theme.panel(surf, r, (16, 24, 20, 240), radius=16)
        theme.blit_text(
            surf, _("Log of this deal"), body, (r.left + body, r.top + small), bold=True
        )
        entries = self._last(self._page(L), small, r.width - body * 2)
        colours = [theme.TEXT] * len(entries)
        _draw_rows(surf, entries, small, (r.left + body, r.top + small * 3), colours)
        theme.blit_text(
            surf,
            _("Wheel or arrows: scroll \u00b7 Esc or G: close"),
            small,
            (r.centerx, r.bottom - small),
            theme.TEXT_DIM,
            anchor="midbottom",
        )


def _wrapped(line: str, small: int, width: int) -> list[str]:
    """`line` in rows that fit `width` pixels with the second row on indented by `small`."""
    return theme.wrap(line, small, width - small) or [""]


def _draw_rows(
    surf: pygame.Surface,
    entries: list[list[str]],
    small: int,
    at: tuple[int, int],
    colours: list[tuple[int, int, int]],
) -> None:
    """The entries' rows top-down from `at`, each entry in its colour."""
    x, y = at
    for rows, colour in zip(entries, colours, strict=True):
        for k, row in enumerate(rows):
            theme.blit_text(surf, row, small, (x + (small if k else 0), y), colour)
            y += round(small * 1.45)
