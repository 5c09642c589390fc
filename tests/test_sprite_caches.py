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


def test_past_the_frame_budget_quick_stand_ins_are_drawn_and_not_kept(sprites):
    sprites.budget_ms = 0.0
    sprites.begin_frame()
    card = Card.parse("KS")
    quick = sprites.rotated(card, (70, 98), 5)
    assert quick.get_width() > 70 and sprites.unfinished
    assert not sprites._cache and not sprites._turned, "a stand-in is never kept"
    sprites.budget_ms = None
    sprites.begin_frame()
    sprites.rotated(card, (70, 98), 5)
    assert not sprites.unfinished
    assert ("face", "cards", "KS", (70, 98)) in sprites._cache
    assert len(sprites._turned) == 1


def test_an_unfinished_frame_asks_for_another(tmp_path, monkeypatch):
    from cardgame.scenes.base import App
    from cardgame.scenes.menu import MenuScene

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    app = App((1280, 720))
    app.push(MenuScene(app))
    app.sprites.budget_ms = 0.0
    app.dirty = True
    app.frame(0.0, [])
    assert app.sprites.quick and app.dirty, "the smooth sprites come in the next frame"
    app.sprites.budget_ms = None
    app.frame(0.0, [])
    app.frame(0.0, [])
    assert not app.dirty


def test_grain_steps_blend_the_felt_without_blurring_it_again(sprites, monkeypatch):
    """Below 50% grain each slider step only blends a sharp and a soft cloth kept for the
    window's size: the blur is made once (a blur of the whole window per step stalled)."""
    blurs = []
    real = pygame.transform.gaussian_blur
    monkeypatch.setattr(
        pygame.transform, "gaussian_blur", lambda s, r: blurs.append(r) or real(s, r)
    )
    for smooth in (0.1, 0.2, 0.3, 0.4):
        sprites.configure(four_colour=False, back="blue", felt="green", smooth=smooth)
        sprites.felt((800, 500))
    assert len(blurs) == 1
    assert sum(1 for k in sprites._cache if k[0] == "felt") == 1


def test_past_the_budget_shadows_and_glows_are_sharp_stand_ins_not_kept(sprites):
    sprites.budget_ms = 0.0
    sprites.begin_frame()
    shadow = sprites.shadow((70, 98))
    glow = sprites.glow((70, 98), 4, (250, 210, 90))
    assert shadow.get_width() > 70 and glow.get_width() > 70 and sprites.unfinished
    assert not sprites._cache and not sprites._turned, "a stand-in is never kept"
    sprites.budget_ms = None
    sprites.begin_frame()
    sprites.shadow((70, 98))
    sprites.glow((70, 98), 4, (250, 210, 90))
    assert not sprites.unfinished
    assert ("shadow", (70, 98)) in sprites._cache and len(sprites._turned) == 1


def test_a_new_window_size_shows_a_plain_cloth_first_and_the_smooth_one_next(sprites):
    """In the window (a budget set), the smooth downscale of the cloth waits one frame: the
    first frame at a new size has the cards to scale."""
    sprites.budget_ms = 20.0
    sprites.begin_frame()
    first = sprites.felt((800, 500))
    assert first.get_size() == (800, 500) and sprites.unfinished
    assert not any(k[0] in assets.WINDOW_SIZED for k in sprites._cache)
    sprites.begin_frame()
    second = sprites.felt((800, 500))
    assert second.get_size() == (800, 500) and not sprites.unfinished
    assert ("felt", (800, 500)) in sprites._cache
    assert sprites.felt((800, 500)) is second
