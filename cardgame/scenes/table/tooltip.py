"""A short text above a control the pointer rests on: why a disabled button cannot be used
now (the engine's reason in the game's words). Knows no game."""

from __future__ import annotations

import pygame

from ...ui import theme


def draw_tooltip(surf: pygame.Surface, anchor: pygame.Rect, text: str, px: int) -> None:
    """The text in a dark bubble just above `anchor`, kept inside the window, wrapped when long."""
    w, h = surf.get_size()
    lines = theme.wrap(text, px, round(w * 0.36))
    imgs = [theme.text(line, px, theme.TEXT) for line in lines]
    width = max(i.get_width() for i in imgs) + px * 2
    height = sum(i.get_height() for i in imgs) + px
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (anchor.centerx, anchor.top - px // 2)
    box.clamp_ip(pygame.Rect(0, 0, w, h))
    theme.panel(surf, box, (12, 16, 14, 240), radius=px // 2, edge=(240, 190, 70, 200))
    theme.cover(box)  # it floats over the table while the pointer rests on the button
    y = box.top + px // 2
    for img in imgs:
        theme.place(surf, img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height()
