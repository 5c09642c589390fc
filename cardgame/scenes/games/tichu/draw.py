"""Drawing Tichu's own parts of the table: the trick as stacked combinations with name tags,
the wish, the three exchange slots and the received cards. Geometry is computed from the
window size; every function only reads what it is given (draw never changes state).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ....engine.cards import Card
from ....i18n import _, language
from ....ui import theme
from .words import short

Size = tuple[int, int]


@dataclass(frozen=True)
class TrickPlay:
    seat: int
    cards: tuple[Card, ...]
    label: str


def combo_width(n: int, size: Size) -> int:
    """Width of a combination of n cards laid out overlapping (about 45% of a card apart)."""
    step = round(size[0] * 0.42)
    return size[0] + step * max(0, n - 1)


def trick_rects(area: pygame.Rect, plays: Sequence[TrickPlay], size: Size) -> list[pygame.Rect]:
    """Where each of the last plays of a trick lies: the latest in front, low in the area;
    earlier ones stacked up behind it, each showing its top strip and its name tag."""
    shown = list(plays)[-4:]
    rects: list[pygame.Rect] = []
    k = len(shown)
    for i, p in enumerate(shown):
        back = k - 1 - i  # 0 for the latest
        w = combo_width(len(p.cards), size)
        r = pygame.Rect(0, 0, w, size[1])
        r.midbottom = (area.centerx, area.bottom - back * round(size[1] * 0.34))
        rects.append(r)
    return rects


def tag_box(r: pygame.Rect, text: pygame.Surface, small: int) -> pygame.Rect:
    """The name tag's box under the latest combination `r` (drawn there, and kept clear)."""
    return text.get_rect(midtop=(r.centerx, r.bottom + 4)).inflate(small, small // 3)


def latest_tag_bottom(
    area: pygame.Rect, plays: Sequence[TrickPlay], size: Size, height: int
) -> int | None:
    """The bottom of the latest combination's name tag (None: no trick)."""
    if not plays:
        return None
    small = theme.sizes(height)[2]
    r = trick_rects(area, plays, size)[-1]
    return tag_box(r, theme.text("Ag", small, bold=True), small).bottom


_TRICKS: dict[tuple[object, ...], tuple[pygame.Surface, tuple[int, int]]] = {}
_FIRST: list[tuple[object, ...] | None] = [None]  # the trick drawn directly last


def draw_trick(
    surf: pygame.Surface,
    sprites: object,
    area: pygame.Rect,
    plays: Sequence[TrickPlay],
    names: Sequence[str],
    size: Size,
) -> None:
    """The running trick, drawn once per change into a cached picture (a trick of four
    five-card combinations is some thirty blits; the frame then costs one). A picture
    drawn with the sprites' quick stand-ins (a frame past its budget) is not kept."""
    key = (
        tuple(plays[-4:]),
        tuple(names),
        size,
        tuple(area),
        surf.get_height(),
        id(sprites),
        getattr(sprites, "deck", None),
        language(),  # its name tags are words
        theme.tint_key(),  # and drawn in the picture settings' colours
    )
    got = None if theme.recording_on() else _TRICKS.get(key)
    if got is None and _FIRST[0] != key:
        # first sight (a new play, a new window size): drawn directly, and made into a
        # picture only if the next frame shows it again (a large window's canvas costs a
        # frame's share of its own on top of the cards' new sizes)
        _FIRST[0] = key
        _draw_trick(surf, sprites, area, plays, names, size, surf.get_height())
        return
    if got is None:
        pad = size[0] * 4
        canvas = pygame.Surface((area.w + 2 * pad, area.h + 2 * pad), pygame.SRCALPHA)
        local = area.move(pad - area.x, pad - area.y)
        quick = getattr(sprites, "quick", 0)
        with theme.drawn_at((area.x - pad, area.y - pad)):
            drawn = _draw_trick(canvas, sprites, local, plays, names, size, surf.get_height())
        # what was drawn, not a scan of the canvas (get_bounding_rect reads every pixel:
        # ~15 ms on a large window, at each new trick)
        box = drawn.clip(canvas.get_rect())
        part = canvas.subsurface(box).copy()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            part = part.convert_alpha()
        got = (part, (area.x - pad + box.x, area.y - pad + box.y))
        if getattr(sprites, "quick", 0) == quick:  # never keep a frame's stand-in cards
            if len(_TRICKS) > 8:
                _TRICKS.clear()
            _TRICKS[key] = got
    surf.blit(*got)


def _draw_trick(
    surf: pygame.Surface,
    sprites: object,
    area: pygame.Rect,
    plays: Sequence[TrickPlay],
    names: Sequence[str],
    size: Size,
    height: int,
) -> pygame.Rect:
    """Each combination with a tag 'Ayla · Pair of 9s' under it; the rectangle that holds
    all it drew."""
    _t, _body, small = theme.sizes(height)
    shown = list(plays)[-4:]
    rects = trick_rects(area, shown, size)
    step = round(size[0] * 0.42)
    drawn = pygame.Rect(area.center, (0, 0))
    for i, (p, r) in enumerate(zip(shown, rects, strict=True)):
        latest = i == len(shown) - 1
        sh = sprites.shadow(size)  # type: ignore[attr-defined]
        for j, c in enumerate(p.cards):
            x = r.x + j * step
            if latest:
                spot = sh.get_rect(center=(x + size[0] // 2 + 2, r.centery + 3))
                surf.blit(sh, spot)
                drawn.union_ip(spot)
            face = sprites.face(c, size)  # type: ignore[attr-defined]
            surf.blit(face, (x, r.y))
            drawn.union_ip(face.get_rect(topleft=(x, r.y)))
        tag = _("{name} \u00b7 {combination}").format(name=names[p.seat], combination=p.label)
        tr = theme.text(tag, small, theme.TEXT if latest else theme.TEXT_DIM, bold=latest)
        box = tag_box(r, tr, small)
        if latest:
            theme.panel(surf, box, (0, 0, 0, 150), radius=box.h // 2)
            theme.place(surf, tr, tr.get_rect(center=box.center))
            drawn.union_ip(box)
        else:
            at = (r.right + small // 2, r.top + round(size[1] * 0.17))
            spot = tr.get_rect(midleft=at)
            theme.place(surf, tr, spot)
            drawn.union_ip(spot)
    return drawn


def draw_wish(surf: pygame.Surface, centre: tuple[int, int], rank: str, must: bool) -> pygame.Rect:
    """The active wish, a gold disc with its rank; red-edged when it binds you now."""
    title, _body, small = theme.sizes(surf.get_height())
    r = round(title * 1.15)
    edge = theme.tinted(theme.WARN if must else (200, 170, 90))
    pygame.draw.circle(surf, theme.tinted((40, 30, 12)), centre, r + 3)
    pygame.draw.circle(surf, theme.tinted((250, 236, 190)), centre, r)
    pygame.draw.circle(surf, edge, centre, r, width=max(3, r // 8))
    theme.blit_text(
        surf,
        short(rank),
        round(r * 1.1),
        centre,
        (150, 40, 30),
        anchor="center",
        bold=True,
        shadow=False,
    )
    label = _("you must play it") if must else _("wish")
    rect = theme.blit_text(
        surf,
        label,
        small,
        (centre[0], centre[1] + r + 4),
        theme.WARN if must else theme.TEXT_DIM,
        anchor="midtop",
        bold=must,
    )
    return rect.union(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r))


def slot_rects(w: int, h: int, size: Size, hand_top: int) -> list[pygame.Rect]:
    """The three exchange slots, left opponent, partner, right opponent, above the hand."""
    gap = round(size[0] * 0.9)
    total = 3 * size[0] + 2 * gap
    y = hand_top - size[1] - round(h * 0.2)
    x0 = (w - total) // 2
    return [pygame.Rect(x0 + k * (size[0] + gap), y, *size) for k in range(3)]


def draw_slots(
    surf: pygame.Surface,
    sprites: object,
    rects: Sequence[pygame.Rect],
    cards: Sequence[Card | None],
    labels: Sequence[str],
    lit: int | None = None,
) -> None:
    """Dashed card outlines with their receiver's name; a placed card sits in its slot."""
    _t, _body, small = theme.sizes(surf.get_height())
    for k, r in enumerate(rects):
        c = cards[k]
        glow = theme.ACCENT if lit == k else (235, 230, 215)
        if c is None:
            theme.panel(surf, r, (0, 0, 0, 70), radius=max(4, r.w // 14))
            _dashed(surf, r, glow)
            theme.blit_fitted(surf, _("drop a card"), small, r.inflate(-6, -6), theme.TEXT_DIM)
        else:
            sh = sprites.shadow(r.size)  # type: ignore[attr-defined]
            surf.blit(sh, sh.get_rect(center=(r.centerx + 2, r.centery + 3)))
            surf.blit(sprites.face(c, r.size), r)  # type: ignore[attr-defined]
            if lit == k:
                lit_edge = theme.tinted(theme.ACCENT)
                pygame.draw.rect(
                    surf, lit_edge, r.inflate(6, 6), width=3, border_radius=max(4, r.w // 12)
                )
        # under the slot, as wide as the slot and most of the gap: two lines when long
        room = r.w + round(r.w * 0.8) if len(rects) > 1 else r.w * 2
        label = pygame.Rect(0, r.bottom + 6, room, round(small * 1.15) * 2)
        label.centerx = r.centerx
        lines, px = theme.fit_lines(labels[k], small, label.width, label.height, bold=True)
        label.height = round(px * 1.15) * len(lines)
        theme.blit_fitted(surf, labels[k], small, label, theme.TEXT, bold=True)


def _dashed(surf: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    dash = max(6, r.w // 10)
    colour = theme.tinted(colour)  # type: ignore[assignment]
    for x in range(r.left + 4, r.right - 4, dash * 2):
        pygame.draw.line(surf, colour, (x, r.top), (min(x + dash, r.right - 4), r.top), 2)
        pygame.draw.line(
            surf, colour, (x, r.bottom - 1), (min(x + dash, r.right - 4), r.bottom - 1), 2
        )
    for y in range(r.top + 4, r.bottom - 4, dash * 2):
        pygame.draw.line(surf, colour, (r.left, y), (r.left, min(y + dash, r.bottom - 4)), 2)
        pygame.draw.line(
            surf, colour, (r.right - 1, y), (r.right - 1, min(y + dash, r.bottom - 4)), 2
        )


def draw_received(
    surf: pygame.Surface,
    sprites: object,
    rects: Sequence[pygame.Rect],
    received: Sequence[tuple[Card, int]],
    names: Sequence[str],
) -> None:
    """The three cards you were given, each under 'from Ayla', before they join your hand."""
    _t, body, small = theme.sizes(surf.get_height())
    if rects:
        top = rects[0].top - round(body * 1.6)
        theme.blit_text(
            surf,
            _("You received"),
            body,
            (surf.get_width() // 2, top),
            theme.ACCENT,
            anchor="midtop",
            bold=True,
        )
    for r, (c, giver) in zip(rects, received, strict=False):
        sh = sprites.shadow(r.size)  # type: ignore[attr-defined]
        surf.blit(sh, sh.get_rect(center=(r.centerx + 2, r.centery + 3)))
        surf.blit(sprites.face(c, r.size), r)  # type: ignore[attr-defined]
        theme.blit_text(
            surf,
            _("from {name}").format(name=names[giver]),
            small,
            (r.centerx, r.bottom + 6),
            anchor="midtop",
            bold=True,
        )


def draw_leftover(
    surf: pygame.Surface, sprites: object, area: pygame.Rect, cards: Sequence[Card], tag: str
) -> None:
    """The last player's cards face up in the middle, low in the trick's place, with a tag
    under them saying whose they are and where they go."""
    _t, body, small = theme.sizes(surf.get_height())
    h = min(round(area.h * 0.7), round(surf.get_height() * 0.15))
    size = (round(h * 5 / 7), h)
    step = min(round(size[0] * 0.42), (area.w - size[0]) // max(1, len(cards) - 1))
    width = size[0] + step * max(0, len(cards) - 1)
    x = area.centerx - width // 2
    y = area.centery - size[1] // 2 - body
    sh = sprites.shadow(size)  # type: ignore[attr-defined]
    for k, c in enumerate(cards):
        surf.blit(sh, sh.get_rect(center=(x + k * step + size[0] // 2 + 2, y + size[1] // 2 + 3)))
        surf.blit(sprites.face(c, size), (x + k * step, y))  # type: ignore[attr-defined]
    room = pygame.Rect(0, y + size[1] + 6, round(surf.get_width() * 0.6), body * 3)
    lines, px = theme.fit_lines(tag, body, room.width - body, room.height, bold=True)
    box = pygame.Rect(0, room.top, 0, round(px * 1.15) * len(lines) + px // 2)
    box.width = max(theme.text(line, px, bold=True).get_width() for line in lines) + body
    box.centerx = area.centerx
    theme.panel(surf, box, (250, 236, 190, 240), radius=min(box.h // 2, body))
    theme.blit_fitted(surf, tag, px, box, theme.DARK_TEXT, bold=True, shadow=False)


def draw_chip(
    surf: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    *,
    hot: bool = False,
    anchor: str = "midleft",
) -> pygame.Rect:
    """A small rounded chip by a name plate: 'Tichu', 'Grand Tichu', 'out 1st', 'passed'."""
    _t, _b, small = theme.sizes(surf.get_height())
    tr = theme.text(text, small, theme.DARK_TEXT if hot else theme.TEXT, bold=hot, shadow=False)
    box = tr.get_rect().inflate(small, small // 2)
    setattr(box, anchor, pos)
    fill = theme.tinted(theme.ACCENT if hot else (60, 70, 64))
    pygame.draw.rect(surf, fill, box, border_radius=box.h // 2)
    theme.place(surf, tr, tr.get_rect(center=box.center))
    return box
