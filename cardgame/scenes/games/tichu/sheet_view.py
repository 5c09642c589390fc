"""Drawing a Tichu score sheet: the hand's lines per team with their explanations, the totals
to the target, a chart of the running totals, and the outcome (winner or play on)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ....i18n import _
from ....ui import theme
from .scoring import Sheet

TEAM_COLOURS = ((240, 190, 70), (120, 190, 255))


def draw_sheet(surf: pygame.Surface, area: pygame.Rect, sheet: Sheet,
               running: Sequence[tuple[int, int]]) -> None:
    _title, body, small = theme.sizes(surf.get_height())
    gap = round(area.w * 0.03)
    left = pygame.Rect(area.x, area.y, round(area.w * 0.56), area.h)
    right = pygame.Rect(left.right + gap, area.y, area.w - left.w - gap, area.h)
    theme.panel(surf, left, radius=14)
    theme.panel(surf, right, radius=14)
    x0, y = left.x + body, left.y + body // 2
    theme.blit_text(surf, sheet.headline, body, (x0, y), theme.ACCENT, bold=True)
    y += round(body * 2)
    cols = (left.right - round(left.w * 0.3), left.right - body)
    for k, team in enumerate(sheet.teams):
        theme.blit_text(surf, team, small, (cols[k], y), TEAM_COLOURS[k], anchor="topright",
                        bold=True)
    y += round(small * 1.9)
    for label, a, b in sheet.rows:
        theme.blit_text(surf, label, body, (x0, y))
        for k, v in enumerate((a, b)):
            if v is not None:
                theme.blit_text(surf, f"{v:+d}" if v else "0", body, (cols[k], y),
                                anchor="topright", bold=True)
        y += round(body * 1.6)
    pygame.draw.line(surf, theme.TEXT_DIM, (x0, y), (left.right - body, y), 1)
    y += small // 2
    theme.blit_text(surf, _("This hand"), body, (x0, y), bold=True)
    for k in (0, 1):
        theme.blit_text(surf, str(sheet.hand[k]), body, (cols[k], y), TEAM_COLOURS[k],
                        anchor="topright", bold=True)
    y += round(body * 2)
    for note in sheet.notes:
        for line in theme.wrap(note, small, left.w - 2 * body):
            theme.blit_text(surf, line, small, (x0, y), theme.TEXT_DIM)
            y += round(small * 1.4)
        y += small // 3
    # totals, chart and outcome
    x0, y = right.x + body, right.y + body // 2
    theme.blit_text(surf, _("Totals (to {target})").format(target=sheet.target), body, (x0, y),
                    bold=True)
    y += round(body * 1.9)
    for k, team in enumerate(sheet.teams):
        theme.blit_text(surf, team, small, (x0, y + 2), TEAM_COLOURS[k], bold=True)
        theme.blit_text(surf, _("{before} \u2192 {after}").format(
            before=sheet.before[k], after=sheet.after[k]), body, (right.right - body, y),
            anchor="topright", bold=True)
        y += round(body * 1.6)
    chart = pygame.Rect(x0, y + body, right.w - 2 * body, right.bottom - y - round(body * 4.2))
    draw_chart(surf, chart, running, sheet.target)
    theme.blit_text(surf, sheet.outcome, body, (right.centerx, right.bottom - body),
                    theme.ACCENT, anchor="midbottom", bold=True)


def draw_chart(surf: pygame.Surface, area: pygame.Rect, running: Sequence[tuple[int, int]],
               target: int) -> None:
    """Both teams' running totals, with the target as a dashed line."""
    if area.h < 40 or len(running) < 1:
        return
    _t, _b, small = theme.sizes(surf.get_height())
    lo = min(0, *(min(r) for r in running))
    hi = max(target, *(max(r) for r in running))
    span = max(1, hi - lo)
    steps = max(1, len(running) - 1)

    def at(k: int, v: int) -> tuple[int, int]:
        return (area.left + round(area.w * k / steps), area.bottom - round(area.h * (v - lo) / span))

    pygame.draw.line(surf, (90, 100, 94), at(0, 0), (area.right, at(0, 0)[1]), 1)
    ty = at(0, target)[1]
    for x in range(area.left, area.right, 12):
        pygame.draw.line(surf, (200, 170, 90), (x, ty), (min(x + 6, area.right), ty), 1)
    theme.blit_text(surf, str(target), small, (area.left, ty - 2), theme.TEXT_DIM,
                    anchor="bottomleft")
    for k in (0, 1):
        pts = [at(i, r[k]) for i, r in enumerate(running)]
        if len(pts) > 1:
            pygame.draw.lines(surf, TEAM_COLOURS[k], False, pts, 3)
        for p in pts:
            pygame.draw.circle(surf, TEAM_COLOURS[k], p, 4)
