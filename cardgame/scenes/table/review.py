"""Looking at the last trick again (the L key and the top bar's button): a panel over the
table with each player's cards, in the order played, the player's name under them and the
trick's winner picked out. Any key or click closes it. The presenter says what the last
trick was (`Presenter.review`); this module knows no game."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine.cards import Card
from ...i18n import _
from ...ui import theme
from ...ui.assets import Sprites
from ...ui.layout import TableLayout


@dataclass(frozen=True)
class Review:
    heading: str                                        # "Last trick: won by Ayla"
    plays: tuple[tuple[str, tuple[Card, ...]], ...]     # (player's name, cards), as played
    winner: int | None = None                           # index in `plays` of the winning play


def panel_rect(L: TableLayout, review: Review) -> pygame.Rect:
    """The panel's place: centred over the middle of the table, one column per play."""
    cw, ch = L.play_card
    longest = max((len(cards) for _n, cards in review.plays), default=1)
    col = round(cw * (1 + 0.3 * (longest - 1))) + round(cw * 0.25)
    width = max(round(L.w * 0.3), col * max(1, len(review.plays)) + cw // 2)
    r = pygame.Rect(0, 0, width, round(ch * 1.75))
    r.center = L.centre.center
    return r


def draw_review(surf: pygame.Surface, L: TableLayout, sprites: Sprites, review: Review) -> None:
    _title, body, small = theme.sizes(L.h)
    shade = pygame.Surface((L.w, L.h), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 90))
    surf.blit(shade, (0, 0))
    box = panel_rect(L, review)
    theme.panel(surf, box, (16, 24, 20, 240), radius=16)
    theme.blit_text(surf, review.heading, body, (box.centerx, box.top + small), anchor="midtop",
                    bold=True)
    cw, ch = L.play_card
    n = max(1, len(review.plays))
    col = (box.width - cw // 2) // n
    y = box.top + small * 2 + body
    for i, (name, cards) in enumerate(review.plays):
        cx = box.left + cw // 4 + col * i + col // 2
        step = round(cw * 0.3)
        x = cx - (step * (len(cards) - 1) + cw) // 2
        for k, c in enumerate(cards):
            r = pygame.Rect(x + k * step, y, cw, ch)
            if i == review.winner and k == 0:
                glow = r.unionall([r.move(step * j, 0) for j in range(len(cards))])
                pygame.draw.rect(surf, theme.ACCENT, glow.inflate(8, 8), width=3,
                                 border_radius=cw // 10)
            surf.blit(sprites.face(c, (cw, ch)), r)
        colour = theme.ACCENT if i == review.winner else theme.TEXT
        theme.blit_text(surf, name, small, (cx, y + ch + small // 2), colour, anchor="midtop",
                        bold=True)
    theme.blit_text(surf, _("Any key or click: back to the table"), round(small * 0.9),
                    (box.centerx, box.bottom - small // 2), theme.TEXT_DIM, anchor="midbottom")
