"""Rough edges of this stop's play test, each pinned: the keyboard's ring on the hand."""

from __future__ import annotations

import pygame
import pytest
from conftest import open_table
from ui_helpers import human_turn_match, legal_plain_card

from cardgame.scenes.table.draw import ring_corners


def _table(app):
    match, seats, _card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    assert len(table.hand()) > 2
    table.keyboard = True
    return table


def test_the_ring_holds_only_what_shows_of_its_card(app, monkeypatch):
    """The ring outlines the part of the ringed card that the next card leaves visible: drawn
    round the whole card it crossed the next one and seemed to hold two, and bringing the
    ringed card to the front hid its neighbours instead."""
    from cardgame.scenes.table import draw

    table = _table(app)
    hand, L = table.hand(), table.layout
    drawn: list[list[tuple[float, float]]] = []
    real = draw.pygame.draw.lines

    def spy(surf, colour, closed, points, *a):
        drawn.append([tuple(p) for p in points])
        return real(surf, colour, closed, points, *a)

    monkeypatch.setattr(draw.pygame.draw, "lines", spy)
    table.focus = 0
    table.app.dirty = True
    app.frame(0.0)
    (slot0, tilt0), (slot1, tilt1) = L.hand_slots(len(hand))[:2]
    live = table.playable_cards()
    r0 = L.resting(slot0, hand[0] in table.selected, hand[0] in live)
    r1 = L.resting(slot1, hand[1] in table.selected, hand[1] in live)
    whole = ring_corners(r0.inflate(10, 10), tilt0)
    ring = next(points for points in drawn if len(points) >= 3 and points[0] == whole[0])
    cover = ring_corners(r1, tilt1)

    def inside(p, quad):  # strictly inside a convex quad (1 px of slack)
        signs = []
        for k in range(4):
            (ax, ay), (bx, by) = quad[k], quad[(k + 1) % 4]
            cross = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
            length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
            signs.append(cross / length)
        return all(v > 1 for v in signs) or all(v < -1 for v in signs)

    assert not any(inside(p, cover) for p in ring), ring
    assert whole[0] in ring and whole[3] in ring  # the card's visible left side is held
    assert max(p[0] for p in ring) < max(p[0] for p in whole) - 10  # cut back at the next card


def test_the_ring_stays_on_the_hand_when_the_hand_shrinks_under_it(app) -> None:
    """After the right-most card is played by End and Enter, the ring moves to the new last
    card instead of vanishing; Space then raises that card."""
    table = _table(app)
    hand = table.hand()
    table.focus = len(hand) + 1  # the hand shrank under the ring
    table.app.dirty = True
    app.frame(0.0)
    assert table.focus == len(hand) - 1
    table.selected = set()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, unicode=" ", mod=0))
    app.frame(0.05)
    assert table.selected == {hand[-1]}


def test_the_scoring_screen_s_row_of_buttons_walks_with_the_arrows(app) -> None:
    """Menu and Next deal stand side by side: ← → move between them as Tab does (the menu's
    tiles walk so too); ↑ ↓ still do."""
    from cardgame.engine.match import Match
    from cardgame.scenes.scoring import ScoringScene

    match = Match("pis_yedili", seed=4)
    open_table(app, match, ["random"] * 4)
    for _ in range(20000):
        if isinstance(app.top, ScoringScene):
            break
        app.frame(0.05)
    scoring = app.top
    assert isinstance(scoring, ScoringScene) and len(scoring.buttons) == 2
    start = scoring.focus
    for k, step in ((pygame.K_RIGHT, 1), (pygame.K_LEFT, -1), (pygame.K_LEFT, -1)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode="", mod=0))
        app.frame(0.05)
        start = (start + step) % 2
        assert scoring.focus == start, k


def test_the_menu_s_tiles_walk_with_the_arrows_too(app) -> None:
    from cardgame.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.0)
    start = menu.focus
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, unicode="", mod=0))
    app.frame(0.05)
    assert menu.focus != start
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, unicode="", mod=0))
    app.frame(0.05)
    assert menu.focus == start


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("extra", [0, 9])
def test_the_top_seat_s_bubble_stands_beside_its_hand_however_long(
    make_app, monkeypatch, size, extra
) -> None:
    """The top seat's speech bubble sat two card widths right of the seat's centre: over a
    long hand it covered the cards. It now stands right of the fan, at any length."""
    from cardgame.scenes.table import draw

    app = make_app(size)
    match, seats, _card = human_turn_match(legal_plain_card)
    state = match.state
    state.hands[2].extend(state.stock[:extra])
    del state.stock[:extra]
    table = open_table(app, match, seats)
    table.bubbles[2] = ("+6 cards", app.now + 100)
    boxes: list[pygame.Rect] = []
    real = draw.theme.panel

    def spy(surf, rect, colour=None, *a, **k):
        if colour is not None and tuple(colour) == (250, 246, 232, 240):
            boxes.append(pygame.Rect(rect))
        return real(surf, rect, *(() if colour is None else (colour,)), *a, **k)

    monkeypatch.setattr(draw.theme, "panel", spy)
    table.app.dirty = True
    app.frame(0.0)
    backs = table.layout.back_slots(2, table.shown.count("hand:2"))
    assert len(backs) == 7 + extra and len(boxes) == 1
    assert not any(boxes[0].colliderect(r) for r in backs)
    assert app.screen.get_rect().contains(boxes[0])
