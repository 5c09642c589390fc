"""Rough edges of this stop's play test, each pinned: the keyboard's ring on the hand."""

from __future__ import annotations

import pygame
import pytest
from conftest import open_table
from ui_helpers import human_turn_match, legal_plain_card


def _table(app):
    match, seats, _card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    assert len(table.hand()) > 2
    table.keyboard = True
    return table


def test_the_ringed_card_comes_to_the_front_of_the_fan(app) -> None:
    """The ring holds one whole card: the ringed card is drawn over the next one, which
    would otherwise cover most of it (the ring then seemed to hold two cards)."""
    table = _table(app)
    hand, L = table.hand(), table.layout
    table.focus = 0
    table.app.dirty = True
    app.frame(0.0)
    (slot0, tilt0), (slot1, tilt1) = L.hand_slots(len(hand))[:2]
    live = table.playable_cards()
    r0 = L.resting(slot0, hand[0] in table.selected, hand[0] in live)
    r1 = L.resting(slot1, hand[1] in table.selected, hand[1] in live)
    img = app.sprites.rotated(hand[0], L.card, tilt0)
    box = img.get_rect(center=r0.center)
    under = app.sprites.rotated(hand[1], L.card, tilt1).get_rect(center=r1.center)
    assert under.left < box.right - 20, (box, under)  # card 1 lies over card 0's right part
    shown = differ = 0
    for x in range(under.left + 4, box.right - 4, 3):  # where card 1 lies over card 0
        for y in range(box.top + 8, box.bottom - 8, 5):
            colour = img.get_at((x - box.left, y - box.top))
            if colour.a >= 250:  # the card itself (its smoothed edge aside)
                shown += 1
                seen = app.screen.get_at((x, y))
                differ += max(abs(seen[k] - colour[k]) for k in range(3)) > 12
    assert shown > 50 and differ == 0, (shown, differ)


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
