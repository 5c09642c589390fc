"""Looking at the last trick again (the L key and the top bar's button): a panel over the
table with each play's cards, in the order played, the player's name under them. Any key or
click closes it. The presenter says what the last trick was (`Presenter.last_trick`); this
module knows no game."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...engine.cards import Card
from ...i18n import _
from ...ui import theme
from ...ui.assets import Sprites
from ...ui.layout import TableLayout

Plays = Sequence[tuple[int, tuple[Card, ...]]]  # (seat, cards), in the order played


def _span(n: int, cw: int) -> int:
    """The width of one play of `n` overlapping cards `cw` wide."""
    return cw + round(cw * 0.3) * max(0, n - 1)


def card_size(L: TableLayout, plays: Plays) -> tuple[int, int]:
    """The middle's card size, smaller when the plays side by side would not fit the window
    (many plays of many cards at the smallest size)."""
    cw, ch = L.play_card
    need = sum(_span(len(c), cw) for _s, c in plays) + round(cw * 0.35) * len(plays) + cw // 2
    room = L.w - 2 * L.margin
    if need <= room:
        return cw, ch
    scale = room / need
    return round(cw * scale), round(ch * scale)


def panel_rect(L: TableLayout, plays: Plays) -> pygame.Rect:
    """The panel's place: centred over the middle of the table, the plays side by side, never
    wider than the window."""
    cw, ch = card_size(L, plays)
    body_h = L.play_card[1]
    content = sum(_span(len(c), cw) for _s, c in plays) + round(cw * 0.35) * max(0, len(plays) - 1)
    width = max(round(L.w * 0.3), content + cw)
    r = pygame.Rect(0, 0, min(width, L.w - 2 * L.margin), round(ch + body_h * 0.75))
    r.center = L.centre.center
    return r


def draw_review(
    surf: pygame.Surface,
    L: TableLayout,
    sprites: Sprites,
    plays: Plays,
    names: Sequence[str],
    winner: int | None = None,
) -> None:
    """The plays side by side; the winner's play framed in gold, its name in gold, and the
    title naming who took the trick."""
    _title, body, small = theme.sizes(L.h)
    shade = pygame.Rect(0, 0, L.w, L.h)
    theme.panel(surf, shade, (0, 0, 0, 90), radius=0, edge=None)  # a veil, tinted
    theme.cover(shade)
    box = panel_rect(L, plays)
    theme.panel(surf, box, (16, 24, 20, 240), radius=16)
    title = _("Last trick")
    if winner is not None and 0 <= winner < len(names):
        title = _("Last trick: {name} took it").format(name=names[winner])
    theme.blit_text(surf, title, body, (box.centerx, box.top + small), anchor="midtop", bold=True)
    cw, ch = card_size(L, plays)
    gap, step = round(cw * 0.35), round(cw * 0.3)
    content = sum(_span(len(c), cw) for _s, c in plays) + gap * max(0, len(plays) - 1)
    x = box.centerx - content // 2
    y = box.top + small * 2 + body
    for seat, cards in plays:
        span = _span(len(cards), cw)
        won = seat == winner
        if won:  # the play that took the trick (the last play of its owner)
            won = all(s != seat for s, _c in plays[plays.index((seat, cards)) + 1 :])
        if won:
            frame = pygame.Rect(x, y, span, ch).inflate(8, 8)
            pygame.draw.rect(surf, theme.tinted(theme.ACCENT), frame, width=3, border_radius=8)
        for k, c in enumerate(cards):
            surf.blit(sprites.face(c, (cw, ch)), (x + k * step, y))
        name = names[seat] if 0 <= seat < len(names) else str(seat)
        at = (x + span // 2, y + ch + small // 2)
        colour = theme.ACCENT if won else theme.TEXT
        theme.blit_text(surf, name, small, at, colour, anchor="midtop", bold=True)
        x += span + gap
    theme.blit_text(
        surf,
        _("Any key or click: back to the table"),
        round(small * 0.9),
        (box.centerx, box.bottom - small // 2),
        theme.TEXT_DIM,
        anchor="midbottom",
    )
