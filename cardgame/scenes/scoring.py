"""Scoring: the deal's penalties per player with each line explained, the running match table,
and the winner when the match is over; then the next deal or back to the menu."""

from __future__ import annotations

import pygame

from ..engine.match import Match
from ..i18n import _
from ..ui import theme
from ..ui.widgets import Button
from .base import App
from .common import ButtonScene
from .words import card_name, seat_names


class ScoringScene(ButtonScene):
    def __init__(self, app: App, match: Match, seats: list[str], inline_bots: bool = False) -> None:
        self.match = match
        self.seats = seats
        self.names = seat_names(seats)
        self.inline_bots = inline_bots
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        if self.match.over:
            return _("Match over")
        return _("Deal {k} scored").format(k=len(self.match.results))

    def build(self) -> None:
        w, h = self.app.size
        bw, bh = round(w * 0.2), max(36, round(h * 0.065))
        y = h - bh - round(h * 0.04)
        if self.match.over:
            self.buttons = [
                Button(_("Menu"), self.back, pygame.Rect(w // 2 - bw - 10, y, bw, bh), key="menu"),
                Button(_("New match"), self.again, pygame.Rect(w // 2 + 10, y, bw, bh), accent=True,
                       key="again")]
        else:
            self.buttons = [
                Button(_("Menu"), self.back, pygame.Rect(w // 2 - bw - 10, y, bw, bh), key="menu"),
                Button(_("Next deal"), self.next_deal, pygame.Rect(w // 2 + 10, y, bw, bh),
                       accent=True, key="next")]
        self.focus = 1

    def back(self) -> None:
        self.app.home()

    def next_deal(self) -> None:
        from .table import TableScene
        self.match.start_next_deal()
        self.app.store.write_save(self.match, self.seats)
        self.app.replace(TableScene(self.app, self.match, self.seats, inline_bots=self.inline_bots))

    def again(self) -> None:
        from .newgame import NewGameScene
        self.app.replace(NewGameScene(self.app, self.match.info.id))

    def draw(self, surf: pygame.Surface) -> None:
        title, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        m = self.match
        result = m.results[-1]
        n = m.num_seats
        sp = self.app.sprites
        # the deal: each player's cards left, value, multiplier, points
        box = pygame.Rect(round(w * 0.05), round(h * 0.15), round(w * 0.5), round(h * 0.66))
        theme.panel(surf, box, radius=14)
        theme.blit_text(surf, _("This deal"), body, (box.left + body, box.top + body // 2), bold=True)
        theme.blit_text(surf, self._how_it_ended(), small, (box.right - body, box.top + body // 2 + 2),
                        theme.TEXT_DIM, anchor="topright")
        if not result.counted:
            theme.blit_text(surf, _("Void deal: no club turned up. It is dealt again."), body,
                            (box.left + body, box.top + body * 2))
        row_h = (box.height - body * 3) // max(1, n)
        card_h = min(round(row_h * 0.8), round(h * 0.09))
        size = (round(card_h * 5 / 7), card_h)
        shown = dict(result.shown)
        lines = {side: dict(params) for side, _amt, _key, params in result.lines}
        for s in range(n):
            y = box.top + body * 2 + s * row_h
            win = s in result.winners
            colour = theme.ACCENT if win else theme.TEXT
            theme.blit_text(surf, self.names[s], body, (box.left + body, y + row_h // 2), colour,
                            anchor="midleft", bold=True)
            cards = shown.get(s, ())
            x = box.left + round(box.width * 0.24)
            step = min(size[0] * 0.45, box.width * 0.38 / max(1, len(cards)))
            for i, c in enumerate(cards):
                surf.blit(sp.face(c, size), (round(x + i * step), y + (row_h - card_h) // 2))
            p = lines.get(s, {})
            value, mult = p.get("value", 0), p.get("multiplier", 1)
            detail = _("out") if win and not cards else (
                _("{v} \u00d7 {m}").format(v=value, m=mult) if mult != 1 else str(value))
            if win and cards:
                detail = _("lowest: {v}").format(v=value)
            theme.blit_text(surf, detail, small, (box.right - round(box.width * 0.14), y + row_h // 2),
                            theme.TEXT_DIM, anchor="midright")
            theme.blit_text(surf, str(result.points[s]), body, (box.right - body, y + row_h // 2),
                            colour, anchor="midright", bold=True)
        # the match table: one row per deal, totals at the bottom
        tb = pygame.Rect(box.right + round(w * 0.03), box.top, round(w * 0.37), box.height)
        theme.panel(surf, tb, radius=14)
        theme.blit_text(surf, _("Match"), body, (tb.left + body, tb.top + body // 2), bold=True)
        col_w = (tb.width - round(tb.width * 0.22)) // n
        x0 = tb.left + round(tb.width * 0.22)
        y = tb.top + body * 2
        for s in range(n):
            theme.blit_text(surf, self.names[s], small, (x0 + s * col_w + col_w // 2, y), anchor="midtop",
                            bold=True)
        y += round(small * 1.8)
        counted = [r for r in m.results]
        rows = counted[-8:]
        first = len(counted) - len(rows)
        for k, r in enumerate(rows):
            label = _("Deal {k}").format(k=first + k + 1) if r.counted else _("void")
            theme.blit_text(surf, label, small, (tb.left + body, y), theme.TEXT_DIM)
            for s in range(n):
                theme.blit_text(surf, str(r.points[s]), small, (x0 + s * col_w + col_w // 2, y),
                                anchor="midtop")
            y += round(small * 1.6)
        pygame.draw.line(surf, theme.TEXT_DIM, (tb.left + body, y), (tb.right - body, y), 1)
        y += small // 2
        low = min(m.totals)
        theme.blit_text(surf, _("Total"), small, (tb.left + body, y), bold=True)
        for s in range(n):
            colour = theme.ACCENT if m.totals[s] == low else theme.TEXT
            theme.blit_text(surf, str(m.totals[s]), body, (x0 + s * col_w + col_w // 2, y), colour,
                            anchor="midtop", bold=True)
        y += round(body * 2)
        y += body
        self._chart(surf, pygame.Rect(tb.left + body * 2, y, tb.width - 3 * body,
                                      tb.bottom - y - round(body * 3.2)), small)
        o = m.options
        if m.over:
            winners = m.winners()
            if 0 in winners and self.seats[0] == "human":
                msg = _("You win the match!") if len(winners) == 1 else _("You share the win!")
            else:
                msg = _("{names} won the match.").format(names=", ".join(self.names[s] for s in winners))
            theme.blit_text(surf, msg, title, (tb.centerx, tb.bottom - body), theme.ACCENT,
                            anchor="midbottom", bold=True)
        else:
            left = max(0, getattr(o, "match_deals", 0) - m.counted_deals)
            theme.blit_text(surf, _("Deals left: {n}").format(n=left), small,
                            (tb.centerx, tb.bottom - body), theme.TEXT_DIM, anchor="midbottom")
        self.draw_buttons(surf, body)

    def _how_it_ended(self) -> str:
        """One line: who went out with what (and the multiplier), or why the deal ended."""
        events = getattr(self.match.state, "events", [])
        lines = self.match.results[-1].lines
        mult = dict(lines[0][3]).get("multiplier", 1) if lines else 1
        for e in reversed(events):
            if e.key == "Out":
                line = _("{name} went out with {card}").format(name=self.names[e.seat],
                                                              card=card_name(e.param("card")))
                return line + (f"  \u00d7{mult}" if mult != 1 else "")
            if e.key == "Exhausted":
                return _("The stock ran out: the lowest hand wins")
            if e.key == "Void":
                return _("Void deal")
        return ""

    def _chart(self, surf: pygame.Surface, area: pygame.Rect, small: int) -> None:
        """The running totals over the match, one line per player."""
        m = self.match
        if area.height < 40 or not m.results:
            return
        n = m.num_seats
        running = [[0] * n]
        for r in m.results:
            if r.counted:
                running.append([a + b for a, b in zip(running[-1], r.points)])
        top = max(max(row) for row in running) or 1
        steps = max(1, len(running) - 1)
        pygame.draw.line(surf, (90, 100, 94), area.bottomleft, area.bottomright, 1)
        colours = [(240, 190, 70), (120, 190, 255), (240, 120, 120), (140, 220, 150), (220, 160, 240)]
        for s in range(n):
            pts = [(area.left + round(area.width * k / steps),
                    area.bottom - round(area.height * row[s] / top)) for k, row in enumerate(running)]
            if len(pts) > 1:
                pygame.draw.lines(surf, colours[s % 5], False, pts, 3)
            for p in pts:
                pygame.draw.circle(surf, colours[s % 5], p, 4)
            theme.blit_text(surf, self.names[s], small, (pts[-1][0] - 6, pts[-1][1] - 4),
                            colours[s % 5], anchor="bottomright")
