"""The running trick is drawn once into a cached picture cut to what it holds: the picture
must hold everything a direct draw puts on the table (cards, shadows and every name tag),
at any window size."""

from __future__ import annotations

import pygame
import pytest

from cardgame.engine.cards import parse_cards
from cardgame.scenes.games.tichu import draw
from cardgame.scenes.games.tichu.draw import TrickPlay
from cardgame.ui.assets import Sprites

PLAYS = [
    TrickPlay(1, tuple(parse_cards("2J 3J 4J 5P 6S")), "Straight to 6"),
    TrickPlay(2, tuple(parse_cards("3P 4P 5S 6J 7J")), "Straight to 7"),
    TrickPlay(3, tuple(parse_cards("4S 5J 6P 7P 8S")), "Straight to 8"),
    TrickPlay(0, tuple(parse_cards("9J TJ JP QS KJ AJ")), "Straight to Ace, a long name"),
]
NAMES = ["You", "Ayla Yılmaz-Hoffmann", "Deniz", "Bora"]


@pytest.mark.parametrize("window", [(1024, 640), (2560, 1440)])
@pytest.mark.parametrize("shown", [1, 4])
def test_the_cached_trick_picture_holds_all_a_direct_draw_makes(window, shown):
    pygame.display.init()
    pygame.display.set_mode(window)
    sprites = Sprites()
    sprites.use_deck("tichu")
    w, h = window
    size = (w // 14, round(w // 14 * 1.45))
    area = pygame.Rect(w // 4, h // 4, w // 2, h // 3)
    plays = PLAYS[:shown]
    draw._TRICKS.clear()
    first = pygame.Surface(window, pygame.SRCALPHA)
    draw.draw_trick(first, sprites, area, plays, NAMES, size)  # first sight: drawn directly
    assert not draw._TRICKS
    cached = pygame.Surface(window, pygame.SRCALPHA)
    draw.draw_trick(cached, sprites, area, plays, NAMES, size)  # again: the kept picture
    assert len(draw._TRICKS) == 1
    direct = pygame.Surface(window, pygame.SRCALPHA)
    draw._draw_trick(direct, sprites, area, plays, NAMES, size, h)
    assert direct.get_bounding_rect().w > 0
    assert pygame.image.tobytes(cached, "RGBA") == pygame.image.tobytes(direct, "RGBA")
    assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(direct, "RGBA")
    pygame.display.quit()


def test_a_trick_drawn_with_stand_in_cards_is_not_kept():
    pygame.display.init()
    pygame.display.set_mode((1600, 900))
    sprites = Sprites()
    sprites.use_deck("tichu")
    sprites.budget_ms = 0.0  # every smooth scale is past the budget: stand-ins only
    area, size = pygame.Rect(400, 200, 800, 300), (110, 160)
    screen = pygame.Surface((1600, 900), pygame.SRCALPHA)
    draw._TRICKS.clear()
    for _ in range(3):
        sprites.begin_frame()
        draw.draw_trick(screen, sprites, area, PLAYS[:2], NAMES, size)
    assert sprites.quick > 0 and not draw._TRICKS
    sprites.budget_ms = None
    draw.draw_trick(screen, sprites, area, PLAYS[:2], NAMES, size)
    assert len(draw._TRICKS) == 1
    pygame.display.quit()
