"""Ghost Euchre's table geometry: everything inside the window, nothing on top of another."""

from __future__ import annotations

import pytest
from pygame import Rect

from cardgame.scenes.games.ghost_euchre.geometry import spots, stack_offset
from cardgame.ui.layout import TableLayout


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080), (2560, 1080)])
def test_spots_fit_the_window_and_keep_apart(size):
    L = TableLayout(size, 3)
    s = spots(
        size,
        {k: v.centre for k, v in L.seats.items()},
        L.hand_y,
        L.topbar.bottom,
        L.small,
        L.card_h,
    )
    window = Rect(0, 0, *size)
    things = [*s.trick.values(), *s.ghost_slots, *s.won.values()]
    assert all(window.contains(r) for r in things)
    # the ghost hand lies between the top bar and the trick, clear of the corner panels
    ghost = s.ghost_slots[0].unionall(s.ghost_slots)
    assert ghost.top >= L.topbar.bottom and ghost.bottom < min(r.top for r in s.trick.values())
    assert not ghost.colliderect(L.panel) and not ghost.colliderect(L.log)
    # the trick's cards: your card below the others, the left one left, the right one right
    assert s.trick[1].centerx < s.trick[0].centerx < s.trick[2].centerx
    assert s.trick[0].centery > s.trick[1].centery
    assert s.trick[0].bottom < L.buttons_y
    # stacks of tricks taken: clear of the plates, the trick and the hand
    for r in s.won.values():
        full = r.union(r.move(*stack_offset(5, s.won_card)))
        assert window.contains(full)
        assert not any(full.colliderect(p.plate) for p in L.seats.values())
        assert not any(full.colliderect(t) for t in s.trick.values())
    hand = L.hand_slots(6)
    assert not s.won[0].colliderect(hand[0][0].unionall([h for h, _t in hand]))
    w, h = size  # your plate left of the hand, the sort button in the corner (table/draw.py)
    plate = Rect(0, 0, round(w * 0.1), max(26, round(h * 0.045)))
    plate.bottomright = (hand[0][0].left - round(w * 0.03), h - round(h * 0.06))
    sort = Rect(0, 0, round(w * 0.13), max(26, round(h * 0.045)))
    sort.bottomright = (w - L.margin, h - round(h * 0.06))
    mine = s.won[0].union(s.won[0].move(*stack_offset(5, s.won_card)))
    assert not mine.colliderect(plate) and not mine.colliderect(sort)
    disc = Rect(0, 0, 2 * s.trump_radius, 2 * s.trump_radius)
    disc.center = s.trump_centre
    assert not disc.colliderect(s.trick[1]) and window.contains(disc)
