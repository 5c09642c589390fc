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
        shown = min(BOX_LINES, len(self.lines))
        return pygame.Rect(L.log.left, L.log.top, L.log.width, round(small * 1.45) * shown + small)

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
        end = len(self.lines) - self.back
        lines = list(self.lines)[max(0, end - BOX_LINES) : end]
        box = self.box(L, small)
        theme.panel(surf, box, (10, 14, 12, 150))
        y = box.top + small // 2
        for i, line in enumerate(lines):
            newest = i == len(lines) - 1 and not self.back
            theme.blit_text(
                surf,
                theme.fit(line, small, box.width - small),
                small,
                (box.left + small // 2, y),
                theme.TEXT if newest else theme.TEXT_DIM,
            )
            y += round(small * 1.45)
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
        page = self._page(L)
        end = len(self.lines) - self.back
        y = r.top + small * 3
        for line in list(self.lines)[max(0, end - page) : end]:
            theme.blit_text(
                surf, theme.fit(line, small, r.width - body * 2), small, (r.left + body, y)
            )
            y += round(small * 1.45)
        theme.blit_text(
            surf,
            _("Wheel or arrows: scroll \u00b7 Esc or G: close"),
            small,
            (r.centerx, r.bottom - small),
            theme.TEXT_DIM,
            anchor="midbottom",
        )
