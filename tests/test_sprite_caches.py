"""The sprite caches stay bounded and do each costly step once: a window resized through many
sizes keeps only recent ones, a sprite file is decoded once, a glow is blurred once per size."""

from __future__ import annotations

import pygame
import pytest

from cardgame.engine.cards import Card
from cardgame.ui import assets


@pytest.fixture
def sprites():
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    assets._ORIGINALS.clear()
    yield assets.Sprites()
    pygame.display.quit()


def test_a_sprite_file_is_decoded_once_for_every_size(sprites, monkeypatch):
    loads = []
    real = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda p: loads.append(p) or real(p))
    for w in range(60, 90, 3):
        sprites.face(Card.parse("QH"), (w, round(w * 1.4)))
    assert len(loads) == 1


def test_many_window_sizes_keep_a_bounded_cache_and_one_felt(sprites, monkeypatch):
    monkeypatch.setattr(assets, "SCALED_CACHE", 40)
    for w in range(40, 100):
        sprites.face(Card.parse("2C"), (w, round(w * 1.4)))
        sprites.felt((w * 4, w * 3))
    assert len(sprites._cache) <= 40
    assert sum(1 for k in sprites._cache if k[0] == "felt") == 1
    assert ("felt", (99 * 4, 99 * 3)) in sprites._cache, "the current size is kept"


def test_a_fanned_hand_blurs_its_glow_once(sprites, monkeypatch):
    blurs = []
    real = pygame.transform.gaussian_blur
    monkeypatch.setattr(
        pygame.transform, "gaussian_blur", lambda s, r: blurs.append(r) or real(s, r)
    )
    for angle in range(-7, 8):
        sprites.glow((80, 112), angle, (255, 220, 90))
    assert len(blurs) == 1
