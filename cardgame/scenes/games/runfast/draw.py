"""Drawing Run Fast's middle of the table: the trick's combinations stacked with name tags,
bombs with emphasis, the "You must beat this" line, and the last-cards warning at a seat.
Drawing only: nothing here changes what the table holds."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import pygame

from ....engine.cards import Card
from ....i18n import _, ngettext
from ....ui import theme
from .geometry import SHOWN, TrickGeometry

BOMB_EDGE = (255, 110, 70)
WARN_FILL = (150, 30, 24, 235)


def draw_trick(
    surf: pygame.Surface,
    sprites: Any,
    geom: TrickGeometry,
    trick: Sequence[tuple[int, Sequence[Card], bool]],
    names: Sequence[str],
    visible: Collection[Card] | None = None,
) -> None:
    """`trick`: (seat, cards, is_bomb) in the order played; only the cards in `visible` (all
    when None) are drawn, in the places the whole trick gives them, so that cards landing
    or leaving never shift the others."""
    if not trick:
        return
    _title, body, small = theme.sizes(geom.h)
    sizes = [len(cards) for _s, cards, _b in trick]
    slots = geom.slots(sizes)
    first = len(trick) - len(slots)
    shown_cards = [c for _s, cards, _b in trick[first:] for c in cards]
    if first and (visible is None or any(c in visible for c in shown_cards)):
        theme.blit_text(
            surf,
            ngettext("+{n} earlier", "+{n} earlier", first).format(n=first),
            small,
            (geom.area.centerx, slots[0].cards[0].top - 4),
            theme.TEXT_DIM,
            anchor="midbottom",
        )
    last = len(slots) - 1
    for i, slot in enumerate(slots):
        seat, cards, bomb = trick[first + i]
        here = [
            (c, r)
            for c, r in zip(cards, slot.cards, strict=False)
            if visible is None or c in visible
        ]
        if not here:
            continue
        rects = [r for _c, r in here]
        union = rects[0].unionall(rects[1:])
        if i == last:
            sh = sprites.shadow(geom.card)
            for r in rects:
                surf.blit(sh, sh.get_rect(center=(r.centerx + 2, r.centery + 4)))
        if bomb:  # emphasis: a hot outline, thicker on the latest play
            glow = union.inflate(round(geom.card_w * 0.16), round(geom.card_w * 0.16))
            pygame.draw.rect(
                surf,
                theme.tinted(BOMB_EDGE),
                glow,
                width=4 if i == last else 2,
                border_radius=geom.card_w // 6,
            )
        for c, r in here:
            surf.blit(sprites.face(c, geom.card), r)
        _tag(surf, slot.tag, names[seat], bomb, i == last, small)


def _tag(
    surf: pygame.Surface, rect: pygame.Rect, name: str, bomb: bool, latest: bool, px: int
) -> None:
    """The player's name beside a combination; the latest one's tag in the accent colour."""
    img = theme.text(name, px, theme.DARK_TEXT if latest else theme.TEXT, bold=True, shadow=False)
    box = img.get_rect().inflate(px, px // 3)
    box.midright = rect.midright
    fill = (250, 238, 200, 240) if latest else (10, 14, 12, 200)
    if bomb:
        fill = (255, 196, 170, 245) if latest else (110, 30, 20, 220)
    theme.panel(surf, box, fill, radius=box.h // 2)
    theme.place(surf, img, img.get_rect(center=box.center))
    if bomb:
        theme.blit_text(
            surf,
            _("Bomb!"),
            px,
            (box.centerx, box.top - 2),
            BOMB_EDGE,
            anchor="midbottom",
            bold=True,
        )


def draw_must_beat(surf: pygame.Surface, geom: TrickGeometry, sizes: list[int], text: str) -> None:
    """The banner beside the latest combination when passing is not allowed."""
    _title, body, _small = theme.sizes(geom.h)
    img = theme.text(text, body, theme.TEXT, bold=True)
    box = img.get_rect().inflate(body * 2, body // 2)
    slots = geom.slots(sizes) if sizes else []
    if slots:
        front = slots[-1].cards[-1]
        box.midleft = (front.right + round(geom.card_w * 0.3), front.centery)
    else:
        box.center = geom.area.center
    theme.panel(surf, box, (110, 34, 24, 220), radius=box.h // 2, edge=(255, 190, 160, 200))
    theme.place(surf, img, img.get_rect(center=box.center))


def draw_warning(surf: pygame.Surface, midtop: tuple[int, int], text: str, px: int) -> pygame.Rect:
    """A red pill under a seat's plate: the seat is down to its last one or two cards."""
    img = theme.text(text, px, theme.TEXT, bold=True)
    box = img.get_rect().inflate(px, px // 2)
    box.midtop = midtop
    theme.panel(surf, box, WARN_FILL, radius=box.h // 2, edge=(255, 200, 190, 230))
    theme.place(surf, img, img.get_rect(center=box.center))
    return box


__all__ = ["draw_trick", "draw_must_beat", "draw_warning", "SHOWN"]
