"""Scoring: the finished deal line by line (the game's sheet), the running match table over
the sides with a chart, and the winner when the match is over; then the next deal or back."""

from __future__ import annotations

import pygame

from ..engine.match import Match
from ..i18n import _
from ..ui import theme
from ..ui.widgets import Button
from . import routes
from .base import App
from .common import ButtonScene
from .games import game_ui
from .games.pages import ScoreSheet
from .words import seat_names

SETTLE = 1.0  # seconds the screen must have been on show before Enter acts on it


class ScoringScene(ButtonScene):
    side_by_side = True  # Menu and Next deal
    shown_at: float | None = None  # when it was first drawn

    def __init__(
        self,
        app: App,
        match: Match,
        seats: list[str],
        inline_bots: bool = False,
        *,
        lesson: bool = False,
    ) -> None:
        """`lesson`: the deal was a tutorial's prepared one, which ends the lesson: no next
        deal of it (its match replays from no seed, and must never become the player's
        saved match), a new match of the game instead."""
        self.match = match
        self.lesson = lesson
        self.seats = seats
        self.names = seat_names(seats)
        self.ui = game_ui(match.info.id)
        self.sides = self.ui.side_names(match, self.names)
        self.inline_bots = inline_bots
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        m = self.match
        if m.over:  # a game of one deal (no match table) is simply over
            return (
                _("Match over")
                if self.ui.score_sheet(m, self.names).match_table
                else _("Game over")
            )
        if m.results and not m.results[-1].counted:
            return _("Void deal")
        return self.ui.scored_title(m.counted_deals)

    def retranslate(self) -> None:
        self.names = seat_names(self.seats)
        self.sides = self.ui.side_names(self.match, self.names)
        self.build()

    def build(self) -> None:
        w, h = self.app.size
        bw, bh = round(w * 0.2), max(36, round(h * 0.065))
        y = h - bh - round(h * 0.04)
        if self.match.over or self.lesson:
            self.buttons = [
                Button(_("Menu"), self.back, pygame.Rect(w // 2 - bw - 10, y, bw, bh), key="menu"),
                Button(
                    _("New match"),
                    self.again,
                    pygame.Rect(w // 2 + 10, y, bw, bh),
                    accent=True,
                    key="again",
                ),
            ]
        else:
            self.buttons = [
                Button(_("Menu"), self.back, pygame.Rect(w // 2 - bw - 10, y, bw, bh), key="menu"),
                Button(
                    self.ui.next_deal(),
                    self.next_deal,
                    pygame.Rect(w // 2 + 10, y, bw, bh),
                    accent=True,
                    key="next",
                ),
            ]
        self.focus = 1

    def back(self) -> None:
        self.app.home()

    def handle_event(self, e: pygame.event.Event) -> bool:
        """Enter (held down from the table, or pressed twice) does nothing until the screen
        has been seen for a second: the next deal or a new match never starts unseen."""
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            at = self.shown_at
            if at is None or self.app.now - at < SETTLE:
                return False
        return super().handle_event(e)

    def next_deal(self) -> None:
        self.match.start_next_deal()
        self.app.store.write_save(self.match, self.seats)
        routes.replace("table", self.app, self.match, self.seats, inline_bots=self.inline_bots)

    def again(self) -> None:
        routes.replace("new_game", self.app, self.match.info.id)

    def draw(self, surf: pygame.Surface) -> None:
        if self.shown_at is None:
            self.shown_at = self.app.now
        title, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        m = self.match
        sheet = self.ui.score_sheet(m, self.names)
        wide = not sheet.match_table
        box = pygame.Rect(
            round(w * 0.05), round(h * 0.15), round(w * (0.9 if wide else 0.5)), round(h * 0.66)
        )
        self._sheet(surf, box, sheet, body, small)
        if wide:
            self.draw_buttons(surf, body)
            return
        # the match table: one row per deal, totals at the bottom
        tb = pygame.Rect(box.right + round(w * 0.03), box.top, round(w * 0.37), box.height)
        y = self._match_table(surf, tb, body, small)
        foot = round(body * 3.2)
        if m.over:
            winners = m.winners()
            if 0 in winners and self.seats[0] == "human":
                msg = _("You win the match!") if len(winners) == 1 else _("You share the win!")
            else:
                names = ", ".join(self.names[s] for s in winners)
                msg = _("{names} won the match.").format(names=names)
            size = title
            room = tb.width - body * 2
            while size > body and theme.text(msg, size, bold=True).get_width() > room:
                size -= 1
            lines = theme.wrap(msg, size, tb.width - body * 2, bold=True)
            line_h = round(size * 1.25)
            foot = body + line_h * len(lines) + body // 2
            for k, line in enumerate(lines):  # below the chart, never over it
                at = (tb.centerx, tb.bottom - foot + body // 2 + k * line_h)
                theme.blit_text(surf, line, size, at, theme.ACCENT, anchor="midtop", bold=True)
        self._chart(
            surf,
            pygame.Rect(tb.left + body * 2, y, tb.width - 3 * body, tb.bottom - y - foot - small),
            small,
        )
        if not m.over and sheet.footer:
            theme.blit_text(
                surf,
                sheet.footer,
                small,
                (tb.centerx, tb.bottom - body),
                theme.TEXT_DIM,
                anchor="midbottom",
            )
        self.draw_buttons(surf, body)

    def _sheet(
        self, surf: pygame.Surface, box: pygame.Rect, sheet: ScoreSheet, body: int, small: int
    ) -> None:
        """The deal: per line a name, the cards shown, how it was counted and the points."""
        theme.panel(surf, box, radius=14)
        theme.blit_text(
            surf, self.ui.deal_heading(), body, (box.left + body, box.top + body // 2), bold=True
        )
        theme.blit_text(
            surf,
            sheet.headline,
            small,
            (box.right - body, box.top + body // 2 + 2),
            theme.TEXT_DIM,
            anchor="topright",
        )
        if sheet.note:
            theme.blit_text(surf, sheet.note, body, (box.left + body, box.top + body * 2))
        rows = sheet.rows
        text_w = box.width - body * 2
        wrapped = [part for line in sheet.lines for part in theme.wrap(line, small, text_w)]
        line_h = round(small * 1.4)
        below = len(wrapped) * line_h + (small if wrapped else 0)
        row_h = (box.height - body * 3 - below) // max(1, len(rows))
        details = [theme.text(r.detail, small).get_width() for r in rows if r.detail]
        detail_right = box.right - round(box.width * 0.14)
        x0 = box.left + round(box.width * 0.24)
        detail_w = min(max(details, default=0), round(box.width * 0.4))  # longer ones wrap
        cards_detail_w = min(detail_w, max(small * 8, round(box.width * 0.2)))
        for i, row in enumerate(rows):
            y = box.top + body * 2 + i * row_h
            colour = theme.ACCENT if row.accent else theme.TEXT
            name = pygame.Rect(box.left + body, y, x0 - box.left - body - small // 2, row_h)
            theme.blit_fitted(surf, row.name, body, name, colour, bold=True, align="left")
            own = detail_w
            if row.cards:  # as wide as the row's own detail leaves them (wrapped narrower)
                own = min(theme.text(row.detail, small).get_width(), cards_detail_w)
                own = own if row.detail else 0
                cards_right = detail_right - own - small
                self._cards(surf, row.cards, pygame.Rect(x0, y, cards_right - x0, row_h))
            if row.detail:
                detail = pygame.Rect(detail_right - own, y, own, row_h)
                theme.blit_fitted(surf, row.detail, small, detail, theme.TEXT_DIM, align="right")
            theme.blit_text(
                surf,
                row.points,
                body,
                (box.right - body, y + row_h // 2),
                colour,
                anchor="midright",
                bold=True,
            )
        y = box.bottom - below
        for part in wrapped:  # the settlement in sentences, under the rows
            theme.blit_text(surf, part, small, (box.left + body, y), theme.TEXT)
            y += line_h

    def _cards(self, surf: pygame.Surface, cards: tuple, area: pygame.Rect) -> None:
        """Cards shown at the end, sorted and readable (see `card_places`)."""
        size, places = card_places(len(cards), area, self.app.size[1])
        for c, at in zip(cards, places, strict=True):
            surf.blit(self.app.sprites.face(c, size, self.ui.deck or ""), at)

    def _match_table(self, surf: pygame.Surface, tb: pygame.Rect, body: int, small: int) -> int:
        """The deals of the match per side and the totals; returns the y below it."""
        m = self.match
        theme.panel(surf, tb, radius=14)
        theme.blit_text(surf, _("Match"), body, (tb.left + body, tb.top + body // 2), bold=True)
        n = len(m.totals)
        col_w = (tb.width - round(tb.width * 0.22)) // n
        x0 = tb.left + round(tb.width * 0.22)
        y = tb.top + body * 2
        head = round(small * 1.15) * 2  # a side's name: on two lines when long
        for s in range(n):
            cell = pygame.Rect(x0 + s * col_w + 2, y, col_w - 4, head)
            theme.blit_fitted(surf, self.sides[s], small, cell, bold=True)
        y += head + round(small * 0.6)
        numbers, k = [], 0
        for r in m.results:  # void deals are dealt again: they get no number
            k += 1 if r.counted else 0
            numbers.append(k)
        rows = list(zip(m.results, numbers, strict=True))[-8:]
        for r, number in rows:
            label = self.ui.deal_label(number) if r.counted else _("void")
            cell = pygame.Rect(tb.left + body, y, x0 - tb.left - body - 4, round(small * 1.3))
            theme.blit_fitted(surf, label, small, cell, theme.TEXT_DIM, align="left")
            for s in range(n):
                theme.blit_text(
                    surf, str(r.points[s]), small, (x0 + s * col_w + col_w // 2, y), anchor="midtop"
                )
            y += round(small * 1.6)
        pygame.draw.line(
            surf, theme.tinted(theme.TEXT_DIM), (tb.left + body, y), (tb.right - body, y), 1
        )
        y += small // 2
        best = (min if m.info.better == "lower" else max)(m.totals)
        cell = pygame.Rect(tb.left + body, y, x0 - tb.left - body - 4, round(body * 1.2))
        theme.blit_fitted(surf, _("Total"), small, cell, bold=True, align="left")
        for s in range(n):
            colour = theme.ACCENT if m.totals[s] == best else theme.TEXT
            theme.blit_text(
                surf,
                str(m.totals[s]),
                body,
                (x0 + s * col_w + col_w // 2, y),
                colour,
                anchor="midtop",
                bold=True,
            )
        return y + round(body * 3)

    def _chart(self, surf: pygame.Surface, area: pygame.Rect, small: int) -> None:
        """The running totals over the match, one line per player."""
        m = self.match
        if area.height < 40 or not m.results:
            return
        n = len(m.totals)
        running = [[0] * n]
        for r in m.results:
            if r.counted:
                running.append([a + b for a, b in zip(running[-1], r.points, strict=True)])
        top = max(1, max(max(row) for row in running))
        low = min(0, min(min(row) for row in running))
        steps = max(1, len(running) - 1)
        pygame.draw.line(surf, theme.tinted((90, 100, 94)), area.bottomleft, area.bottomright, 1)
        # the names stand right of the lines' ends, clear of the end dots
        names_w = max(theme.text(self.sides[s], small).get_width() for s in range(n))
        names_x = area.right - names_w
        area = pygame.Rect(area.left, area.top, max(10, names_x - small - area.left), area.height)
        colours = [
            (240, 190, 70),
            (120, 190, 255),
            (240, 120, 120),
            (140, 220, 150),
            (220, 160, 240),
        ]
        ends: list[tuple[int, int]] = []
        apart = max(4, small // 2)  # equal totals: their lines side by side, never one line
        for s in range(n):
            pts = [
                (
                    area.left + round(area.width * k / steps),
                    area.bottom
                    - round(area.height * (row[s] - low) / (top - low))
                    + (_level_offset(row, s, apart) if k else 0),  # all start at 0
                )
                for k, row in enumerate(running)
            ]
            if len(pts) > 1:
                pygame.draw.lines(surf, theme.tinted(colours[s % 5]), False, pts, 3)
            for p in pts:
                pygame.draw.circle(surf, theme.tinted(colours[s % 5]), p, 4)
            ends.append((pts[-1][1], s))
        # each name level with its line's end, pushed apart where the lines end close together
        gap = round(small * 1.4)  # a line of text and a hair between
        placed = _spread([y for y, _s in sorted(ends)], gap, area.top, area.bottom)
        for y, (_end, s) in zip(placed, sorted(ends), strict=True):
            theme.blit_text(
                surf, self.sides[s], small, (names_x, y), colours[s % 5], anchor="midleft"
            )


def _level_offset(row: list[int], s: int, apart: int) -> int:
    """How far player `s`'s point is moved so that players level with it stay apart: the
    level ones are spread `apart` pixels from each other around their true height."""
    level = [k for k, v in enumerate(row) if v == row[s]]
    return round((level.index(s) - (len(level) - 1) / 2) * apart)


def _spread(ys: list[int], gap: int, top: int, bottom: int) -> list[int]:
    """Sorted label heights moved apart to at least `gap`, kept within top..bottom."""
    out: list[int] = []
    for y in ys:
        out.append(max(y, top + gap // 2) if not out else max(y, out[-1] + gap))
    over = out[-1] - (bottom - gap // 2) if out else 0
    if over > 0:  # the lowest ran past the bottom: lift them all, keeping the gaps
        out = [max(top + gap // 2 + k * gap, y - over) for k, y in enumerate(out)]
    return out


def card_places(
    n: int, area: pygame.Rect, screen_h: int
) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """The size and top-left corners of `n` cards shown in `area`: in as few rows as keep
    every card's corner index in view, the largest cards that allows. Rows never overlap
    (two overlapping rows hid the lower cards' faces and read as a heap)."""
    gap = max(2, screen_h // 200)
    best: tuple[int, int, int, float] | None = None  # h, w, per_row, step
    for rows in range(1, max(1, n) + 1):
        per_row = (n + rows - 1) // rows
        h = min(round((area.height - (rows - 1) * gap) * 0.92 / rows), round(screen_h * 0.12))
        w = round(h * 5 / 7)
        step = min(w * 0.62, (area.width - w) / max(1, per_row - 1))
        best = (h, w, per_row, step)
        if step >= w * 0.36 or per_row == 1:  # the indices show
            break
    assert best is not None
    h, w, per_row, step = best
    rows = (n + per_row - 1) // max(1, per_row)
    top = area.top + (area.height - (rows * h + (rows - 1) * gap)) // 2
    places = [
        (round(area.left + (i % per_row) * step), top + (i // per_row) * (h + gap))
        for i in range(n)
    ]
    return (w, h), places
