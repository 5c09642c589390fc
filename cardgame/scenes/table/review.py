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


def panel_rect(L: TableLayout, plays: Plays) -> pygame.Rect:
    """The panel's place: centred over the middle of the table, one column per play."""
    cw, ch = L.play_card
    longest = max((len(cards) for _s, cards in plays), default=1)
    col = round(cw * (1 + 0.3 * (longest - 1))) + round(cw * 0.25)
    width = max(round(L.w * 0.3), col * max(1, len(plays)) + cw // 2)
    r = pygame.Rect(0, 0, width, round(ch * 1.75))
    r.center = L.centre.center
    return r


def draw_review(
    surf: pygame.Surface, L: TableLayout, sprites: Sprites, plays: Plays, names: Sequence[str]
) -> None:
    _title, body, small = theme.sizes(L.h)
    shade = pygame.Rect(0, 0, L.w, L.h)
    theme.panel(surf, shade, (0, 0, 0, 90), radius=0, edge=None)  # a veil, tinted
    theme.cover(shade)
    box = panel_rect(L, plays)
    theme.panel(surf, box, (16, 24, 20, 240), radius=16)
    theme.blit_text(
        surf, _("Last trick"), body, (box.centerx, box.top + small), anchor="midtop", bold=True
    )
    cw, ch = L.play_card
    col = (box.width - cw // 2) // max(1, len(plays))
    y = box.top + small * 2 + body
    for i, (seat, cards) in enumerate(plays):
        cx = box.left + cw // 4 + col * i + col // 2
        step = round(cw * 0.3)
        x = cx - (step * (len(cards) - 1) + cw) // 2
        for k, c in enumerate(cards):
            surf.blit(sprites.face(c, (cw, ch)), (x + k * step, y))
        name = names[seat] if 0 <= seat < len(names) else str(seat)
        theme.blit_text(surf, name, small, (cx, y + ch + small // 2), anchor="midtop", bold=True)
    theme.blit_text(
        surf,
        _("Any key or click: back to the table"),
        round(small * 0.9),
        (box.centerx, box.bottom - small // 2),
        theme.TEXT_DIM,
        anchor="midbottom",
    )
