"""Drawing the table (kept apart from its logic: drawing never changes state).

Back to front: the felt, the top bar, the presenter's centre and widgets, the seats, the
corner panel, the log, the hand and the action bar, cards in flight, the dragged card,
the toast and the chooser."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.cards import Card
from ...i18n import _
from ...ui import theme
from ...ui.layout import TableLayout
from .. import words
from ..games.base import HUMAN
from .review import draw_review
from .tooltip import draw_tooltip

if TYPE_CHECKING:
    from .scene import TableScene

FOCUS = (120, 200, 255)  # the keyboard focus ring around a hand card


def draw_table(t: TableScene, surf: pygame.Surface) -> None:
    L = t.layout
    sp = t.app.sprites
    title, body, small = theme.sizes(L.h)
    surf.blit(sp.felt((L.w, L.h)), (0, 0))
    _topbar(t, surf, body, small)
    t.presenter.draw_centre(surf, t.shown)
    t.presenter.draw_widgets(surf, t.shown)
    _opponents(t, surf, body, small)
    _panel(t, surf, small)
    t.logview.draw_box(surf, L, small)
    _hand(t, surf, small)
    ring = t.focus_ring()
    focused = ring[t.button_focus % len(ring)] if t.button_focus is not None and ring else None
    bar = [] if t.chooser else t.buttons  # a dialog's choice shows once: in the dialog
    for b in bar:
        b.draw(surf, body, focused=b is focused)
    _flights(t, surf)
    _dragged(t, surf)
    for b in bar:  # why a disabled button cannot be used now
        if b.hover and not b.enabled and t.tips.get(b.key):
            draw_tooltip(surf, b.rect, t.tips[b.key], small)
    if t.review is not None:
        winner = t.presenter.last_trick_winner(t.view)
        draw_review(surf, L, sp, t.review, t.names, winner)
    if t.toast:
        _toast(surf, L, t.toast[0], body, t.toast[2], t.presenter.message_floor(t.shown))
    if t.chooser:
        _chooser(t, surf, title, body)
    if t.logview.open:
        t.logview.draw_open(surf, L)


def _flights(t: TableScene, surf: pygame.Surface) -> None:
    sp = t.app.sprites
    now = t.app.now
    for f in t.flights.active():
        size = f.current_size(now)
        end = f.dst_size or f.size
        img = sp.card(f.card, end)
        if size != end:  # in between two sizes: scale the cached sprite, cache nothing
            img = pygame.transform.smoothscale(img, size)
        pos = f.pos(now)
        sh = sp.shadow(end)
        surf.blit(sh, sh.get_rect(center=(pos[0] + size[0] // 2 + 3, pos[1] + size[1] // 2 + 5)))
        surf.blit(img, pos)


def _dragged(t: TableScene, surf: pygame.Surface) -> None:
    """The carried cards under the pointer, and the drop target lit when they may go there."""
    L = t.layout
    sp = t.app.sprites
    d = t.drag
    if not (d and d.dragging and d.mode == "carry"):
        return
    for c, pos in t.carried_at(d).items():
        sh = sp.shadow(L.card)
        surf.blit(sh, sh.get_rect(center=(pos[0] + L.card_w // 2 + 6, pos[1] + L.card_h // 2 + 9)))
        surf.blit(sp.face(c, L.card), pos)
    if d.ok and t.presenter.play_area().collidepoint(d.pos):
        glow = t.presenter.drop_glow()
        pygame.draw.rect(
            surf,
            theme.tinted(theme.ACCENT),
            glow.inflate(10, 10),
            width=3,
            border_radius=glow.w // 12,
        )


def _topbar(t: TableScene, surf: pygame.Surface, body: int, small: int) -> None:
    L = t.layout
    theme.panel(surf, L.topbar, (8, 12, 10, 170), radius=0, edge=None)
    ring = t.focus_ring()
    focused = ring[t.button_focus % len(ring)] if t.button_focus is not None and ring else None
    for b in t.shown_top():
        b.draw(surf, small, focused=b is focused)
    bar = [b.rect for b in t.top_buttons if b.rect.colliderect(L.topbar)]
    left = max((r.right for r in bar if r.centerx < L.w // 2), default=0)
    right = min((r.left for r in bar if r.centerx >= L.w // 2), default=L.w)
    gap = small // 2
    title = pygame.Rect(0, 0, 2 * (min(L.w // 2 - left, right - L.w // 2) - gap), L.topbar.h)
    title.center = L.topbar.center  # centred on the window when it fits there
    if theme.text(t.presenter.title(t.view), body, bold=True).get_width() > title.width:
        title = pygame.Rect(left + gap, 0, right - left - 2 * gap, L.topbar.h)  # all between
    title.width = max(title.width, 1)
    # one line, smaller or cut short where it must: two lines ran over the bar's edge
    theme.blit_fitted(surf, t.presenter.title(t.view), body, title, bold=True, lines_allowed=1)


def _opponents(t: TableScene, surf: pygame.Surface, body: int, small: int) -> None:
    L = t.layout
    sp = t.app.sprites
    turn = set(t.view.turn) if not t.busy() else set()
    if t.thinking and t.thinking["beat"] > 0:  # a private poll shows no marker
        turn = {t.thinking["req"].seat}
    for s, seat in L.seats.items():
        count = t.shown.count(f"hand:{s}")
        for r in L.back_slots(s, count):
            surf.blit(sp.back(L.small), r)
        plate = seat.plate
        active = s in turn
        theme.panel(
            surf,
            plate,
            (60, 48, 16, 220) if active else (10, 14, 12, 190),
            radius=plate.h // 2,
            edge=(240, 190, 70, 230) if active else theme.PANEL_EDGE,
        )
        level = words.LEVEL_NAMES.get(t.seats[s], "")
        # the card count as a badge
        badge = pygame.Rect(0, 0, plate.h, plate.h - 6)
        badge.midright = (plate.right - 4, plate.centery)
        name = pygame.Rect(plate.left + plate.h // 2, plate.top, 0, plate.height)
        name.width = badge.left - 4 - name.left
        theme.blit_fitted(
            surf,
            t.names[s],
            body,
            name,
            theme.ACCENT if active else theme.TEXT,
            bold=True,
            align="left",
            lines_allowed=1,
        )
        pygame.draw.ellipse(surf, theme.tinted((240, 236, 224)), badge)
        theme.blit_text(
            surf,
            str(count),
            small,
            badge.center,
            theme.DARK_TEXT,
            anchor="center",
            bold=True,
            shadow=False,
        )
        sub = " \u00b7 ".join(([_(level)] if level else []) + t.presenter.chips(t.view, s))
        if sub:  # under the plate, on two lines when long, never off the window
            chips = pygame.Rect(0, plate.bottom + 3, round(plate.width * 1.5), round(small * 2.4))
            chips.centerx = plate.centerx
            chips.clamp_ip(pygame.Rect(L.margin // 2, 0, L.w - L.margin, L.h))
            lines, px = theme.fit_lines(sub, small, chips.width, chips.height)
            chips.height = round(px * 1.15) * len(lines)
            theme.blit_fitted(surf, sub, small, chips, theme.TEXT_DIM)
        th = t.thinking
        slow = th and not th["done"] and t.app.now >= th["asked"] + th["beat"] + 0.3
        if th and slow and th["req"].seat == s:  # on a dark pill: it sits over the cards
            img = theme.text(_("thinking\u2026"), small, theme.ACCENT, bold=True)
            pill = img.get_rect().inflate(small, small // 3)
            pill.midbottom = (plate.centerx, plate.top - 2)
            theme.panel(surf, pill, (10, 14, 12, 220), radius=pill.h // 2)
            theme.place(surf, img, img.get_rect(center=pill.center))
        bubble = t.bubbles.get(s)
        if bubble:
            r = theme.text(bubble[0], body, theme.DARK_TEXT, bold=True, shadow=False).get_rect()
            box = r.inflate(body, body // 2)
            if seat.side == "top":  # beside the fan, however long the hand has grown
                fan = max((b.right for b in L.back_slots(s, count)), default=seat.centre[0])
                box.midleft = (fan + body // 2, seat.centre[1])
            else:
                box.midbottom = (seat.centre[0], seat.centre[1] - L.small_h // 2 - 4)
            theme.panel(surf, box, (250, 246, 232, 240), radius=box.h // 2, edge=(0, 0, 0, 60))
            theme.blit_text(
                surf,
                bubble[0],
                body,
                box.center,
                theme.DARK_TEXT,
                anchor="center",
                bold=True,
                shadow=False,
            )


def _panel(t: TableScene, surf: pygame.Surface, small: int) -> None:
    """The corner panel: the presenter's rows."""
    r = t.layout.panel
    rows = t.presenter.panel_rows(t.view)
    line = round(small * 1.5)
    room = r.width - 2 * small

    def apart(label: str, value: str) -> bool:
        """A row whose value does not fit beside its label: the value goes on a line below."""
        if not value:
            return False
        wide = (
            theme.text(label, small).get_width() + theme.text(value, small, bold=True).get_width()
        )
        return wide + small > room

    lines = sum(2 if apart(row.label, row.value) else 1 for row in rows)
    box = pygame.Rect(r.left, r.top, r.width, lines * line + small * 2)
    theme.panel(surf, box)
    y = box.top + small
    x0 = box.left + small
    for row in rows:
        colour = theme.ACCENT if row.tone == "accent" else theme.TEXT
        label_colour = theme.TEXT_DIM if row.tone in ("info", "head") else colour
        cell = pygame.Rect(x0, y, room, line)
        if apart(row.label, row.value):
            theme.blit_fitted(surf, row.label, small, cell, label_colour, align="left")
            y += line
            cell = cell.move(0, line)
            theme.blit_fitted(surf, row.value, small, cell, colour, bold=True, align="right")
        else:
            theme.blit_fitted(surf, row.label, small, cell, label_colour, align="left")
            if row.value:
                theme.blit_fitted(surf, row.value, small, cell, colour, bold=True, align="right")
        y += line


def ring_corners(r: pygame.Rect, tilt: float) -> list[tuple[float, float]]:
    """The focus ring's corners around a hand card drawn at `tilt` degrees: turned with it,
    so that the ring follows the card and not the neighbour it overlaps."""
    c = pygame.math.Vector2(r.center)
    corners = (r.topleft, r.topright, r.bottomright, r.bottomleft)
    return [tuple((pygame.math.Vector2(p) - c).rotate(-tilt) + c) for p in corners]  # type: ignore[misc]


Point = tuple[float, float]


def visible_ring(ring: list[Point], cover: list[Point]) -> list[Point]:
    """The ring cut back to the part of its card the next card leaves visible: the side of the
    next card's left edge (from `cover`'s first corner to its last) where the ring's own left
    edge lies. So the ring holds one card, and no neighbour is hidden to show it."""
    (ax, ay), (bx, by) = cover[0], cover[-1]

    def side(p: Point) -> float:
        return (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)

    (lx, ly), (kx, ky) = ring[0], ring[-1]  # the ring's left edge: never under the next card
    inside = side(((lx + kx) / 2, (ly + ky) / 2))
    out: list[Point] = []
    for k, p in enumerate(ring):  # one plane of Sutherland-Hodgman
        q = ring[(k + 1) % len(ring)]
        sp, sq = side(p) * inside, side(q) * inside
        if sp >= 0:
            out.append(p)
        if (sp >= 0) != (sq >= 0):
            f = sp / (sp - sq)
            out.append((p[0] + f * (q[0] - p[0]), p[1] + f * (q[1] - p[1])))
    return out if len(out) >= 3 else ring


def _hand(t: TableScene, surf: pygame.Surface, small: int) -> None:
    L = t.layout
    sp = t.app.sprites
    hand = t.hand()
    slots = L.hand_slots(len(hand))
    live = t.playable_cards()
    away = set(t.drag.carried) if t.drag and t.drag.dragging and t.drag.mode == "carry" else set()
    ring: list[Point] | None = None
    covered = False  # the ring is cut back to what the next card leaves visible
    ringed = t.focused(hand)
    for i, (c, (slot, tilt)) in enumerate(zip(hand, slots, strict=True)):
        if c in away or c in t.gliding:
            continue
        r = L.resting(slot, c in t.selected, c in live)
        img = sp.rotated(c, L.card, tilt)
        box = img.get_rect(center=r.center)
        sh = sp.shadow(L.card)
        surf.blit(sh, sh.get_rect(center=(r.centerx + 2, r.centery + 4)))
        if c in live:
            g = sp.glow(L.card, tilt, theme.ACCENT)
            surf.blit(g, g.get_rect(center=r.center))
        surf.blit(img, box)
        if i == ringed and t.keyboard:
            ring = ring_corners(r.inflate(10, 10), tilt)
        elif ring is not None and ringed is not None and i > ringed and not covered:
            ring, covered = visible_ring(ring, ring_corners(r, tilt)), True
    marks = t.presenter.hand_marks(t.view)
    if marks:
        _hand_marks(t, surf, small, marks)
    if ring is not None:  # over the whole fan, so the next card never hides it
        pygame.draw.lines(surf, theme.tinted(FOCUS), True, ring, 3)
    # the human's own plate, left of the hand
    plate = pygame.Rect(0, 0, round(L.w * 0.1), max(26, round(L.h * 0.045)))
    left = slots[0][0].left if slots else L.w // 2 - L.card_w
    plate.bottomright = (left - round(L.w * 0.03), L.h - round(L.h * 0.06))
    mine = t.human_turn()
    theme.panel(
        surf,
        plate,
        (60, 48, 16, 220) if mine else (10, 14, 12, 190),
        radius=plate.h // 2,
        edge=(240, 190, 70, 230) if mine else theme.PANEL_EDGE,
    )
    theme.blit_text(
        surf,
        t.names[HUMAN],
        small,
        plate.center,
        theme.ACCENT if mine else theme.TEXT,
        anchor="center",
        bold=True,
    )
    chips = t.presenter.chips(t.view, HUMAN)
    if chips:
        theme.blit_text(
            surf,
            " \u00b7 ".join(chips),
            small,
            (plate.centerx, plate.bottom + 3),
            theme.TEXT_DIM,
            anchor="midtop",
        )
    if t.label and not t.toast:  # what the selection makes, or why it cannot be played
        text, ok = t.label
        colour = theme.DARK_TEXT if ok else theme.TEXT
        img = theme.text(text, small, colour, bold=True, shadow=False)
        box = img.get_rect().inflate(small * 2, small // 2 + 4)
        box.midbottom = (L.w // 2, L.buttons_y - 4)
        theme.panel(
            surf,
            box,
            (240, 190, 70, 235) if ok else (120, 24, 24, 220),
            radius=box.h // 2,
            edge=None,
        )
        theme.place(surf, img, img.get_rect(center=box.center))
    elif mine and not t.toast:
        theme.blit_text(
            surf,
            t.presenter.prompt(t.view, bool(live)),
            small,
            (L.w // 2, L.buttons_y - 6),
            theme.ACCENT,
            anchor="midbottom",
        )
    elif not t.toast and not t.busy() and (wait := t.presenter.waiting(t.view)):
        # you chose, others still do (said of the view: only once the picture shows it)
        theme.blit_text(
            surf, wait, small, (L.w // 2, L.buttons_y - 6), theme.TEXT, anchor="midbottom"
        )


MARK = (250, 236, 190, 240)  # a tag on a hand card: warm paper, dark text


def _hand_marks(
    t: TableScene, surf: pygame.Surface, small: int, marks: dict[Card, tuple[str, ...]]
) -> None:
    """A tag above each marked hand card, on the fan's tilt: its longest wording that fits,
    starting at the card's visible strip, or ending there when the next card has a tag."""
    L = t.layout
    hand = t.hand()
    slots = L.hand_slots(len(hand))
    live = t.playable_cards()
    tagged = [i for i, c in enumerate(hand) if c in marks and c not in t.gliding]
    pad = round(small * 0.8)
    free = 0  # where the next tag may start
    for k, i in enumerate(tagged):
        slot, tilt = slots[i]
        r = L.resting(slot, hand[i] in t.selected, hand[i] in live)
        strip = slots[i + 1][0].left - slot.left if i + 1 < len(hand) else L.card_w
        stop = slots[tagged[k + 1]][0].left - 2 if k + 1 < len(tagged) else L.w
        imgs = [
            theme.text(said, small, theme.DARK_TEXT, bold=True, shadow=False)
            for said in marks[hand[i]]
        ]
        img, x = imgs[-1], max(free, slot.left)
        for candidate in imgs:
            w = candidate.get_width() + pad
            at = next(
                (
                    x
                    for x in (slot.left, min(slot.left + strip, stop) - w)
                    if x >= free and x + w <= stop
                ),
                None,
            )
            if at is not None:
                img, x = candidate, at
                break
        box = img.get_rect().inflate(pad, 2)
        corner = pygame.math.Vector2(r.topleft) - r.center
        y = (corner.rotate(-tilt) + r.center).y  # the card's top left corner, tilted
        box.bottomleft = (x, round(y) - 2)
        box.top = max(box.top, L.buttons_y + L.button_h + 4)  # a raised card's: below the bar
        box.clamp_ip(surf.get_rect())
        free = box.right + 2
        theme.panel(surf, box, MARK, radius=box.h // 2, edge=(0, 0, 0, 70))
        theme.place(surf, img, img.get_rect(center=box.center))
        tip = min(max(slot.left + min(strip, L.card_w) // 2, box.left + pad), box.right - pad)
        d = max(3, pad // 2)  # a small point down to the card's strip
        colour = theme.tinted(MARK[:3])
        pygame.draw.polygon(
            surf,
            colour,
            [(tip - d, box.bottom - 1), (tip + d, box.bottom - 1), (tip, box.bottom + d)],
        )


def toast_box(L: TableLayout, lines: list[str], body: int, flush: bool = False) -> pygame.Rect:
    """Where a message of `lines` sits: centred above the action bar, growing upwards when
    long, so that it never covers a button; `flush` sets it right on the bar."""
    step = round(body * 1.3)
    width = max(theme.text(x, body, bold=True).get_width() for x in lines) if lines else 0
    box = pygame.Rect(0, 0, width + body * 2, step * len(lines) + body)
    box.center = L.message_center
    box.bottom = L.buttons_y - 2 if flush else min(box.bottom, L.buttons_y - 2)
    return box


def toast_lines(
    L: TableLayout, message: str, body: int, floor: int | None = None
) -> tuple[list[str], int, pygame.Rect]:
    """The message's lines, size and box. Above `floor` lies what the game needs seen (the
    top combination's name tag): the message then keeps below it, on one wider line and in
    smaller type if need be (down to the small size)."""
    lines = theme.wrap(message, body, round(L.w * 0.7), bold=True)
    box = toast_box(L, lines, body)
    if floor is None or box.top >= floor:
        return lines, body, box
    least = theme.sizes(L.h)[2]
    px = body
    for px in range(body, least - 1, -1):
        lines = theme.wrap(message, px, round(L.w * 0.94), bold=True)
        box = toast_box(L, lines, px, flush=True)
        if box.top >= floor:
            break
    return lines, px, box


def _toast(
    surf: pygame.Surface,
    L: TableLayout,
    message: str,
    body: int,
    warn: bool,
    floor: int | None = None,
) -> None:
    """A short message over the table, on two or three lines when it is long."""
    lines, body, box = toast_lines(L, message, body, floor)
    step = round(body * 1.3)
    radius = min(box.h // 2, body * 2)
    if warn:
        theme.panel(surf, box, (120, 24, 24, 230), radius=radius, edge=(255, 180, 160, 200))
    else:
        theme.panel(surf, box, (16, 24, 20, 235), radius=radius, edge=(240, 190, 70, 200))
    theme.cover(box)
    y = box.top + body // 2
    for line in lines:
        theme.blit_text(surf, line, body, (box.centerx, y), anchor="midtop", bold=True, box=box)
        y += step


def _chooser(t: TableScene, surf: pygame.Surface, title: int, body: int) -> None:
    L = t.layout
    ch = t.chooser
    assert ch is not None
    shade = pygame.Rect(0, 0, L.w, L.h)
    theme.panel(surf, shade, (0, 0, 0, 120), radius=0, edge=None)  # a veil, tinted
    theme.cover(shade)
    area = ch.area
    theme.panel(surf, area, (16, 24, 20, 235), radius=16)
    y = area.top + title // 2
    for h in ch.lines:
        theme.blit_text(surf, h, body, (area.centerx, y), anchor="midtop", bold=True, box=area)
        y += round(body * 1.4)
    for i, b in enumerate(ch.buttons):
        b.draw(surf, body, focused=i == ch.focus)
    hint = ch.escape or (_("Esc: cancel") if ch.confirm else _("Esc: keep your cards"))
    if not ch.confirm and 1 < len(ch.buttons) <= 9:  # the digits pick, as the arrows do
        hint = _("Keys 1\u2013{n}: choose").format(n=len(ch.buttons)) + " \u00b7 " + hint
    elif not ch.confirm and len(ch.buttons) > 9:  # too many for digits: the arrows say it
        hint = _("Arrows and Enter: choose") + " \u00b7 " + hint
    keys = pygame.Rect(0, 0, area.width - title, round(body * 1.1))  # its room (`placed`)
    keys.midbottom = (area.centerx, area.bottom - title // 2)
    theme.blit_fitted(surf, hint, round(body * 0.8), keys, theme.TEXT_DIM, lines_allowed=1)
