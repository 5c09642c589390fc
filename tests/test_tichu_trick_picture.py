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
    cached = pygame.Surface(window, pygame.SRCALPHA)
    draw._TRICKS.clear()
    draw.draw_trick(cached, sprites, area, plays, NAMES, size)
    direct = pygame.Surface(window, pygame.SRCALPHA)
    draw._draw_trick(direct, sprites, area, plays, NAMES, size, h)
    assert direct.get_bounding_rect().w > 0
    assert pygame.image.tobytes(cached, "RGBA") == pygame.image.tobytes(direct, "RGBA")
    pygame.display.quit()
