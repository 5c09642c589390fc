"""The settings screen makes the cloths a felt change or a grain step below 50% needs ahead of
time, in frames that draw nothing; made in the step's own frame at 2560x1440 they stalled it
past 100 ms. Without them a step makes one piece a frame within the budget, the sharp cloth
standing in."""

from __future__ import annotations

import pygame
import pytest

from cardgame.persistence import FELTS
from cardgame.scenes.base import SCALE_BUDGET_MS, App
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.settings import SettingsScene
from cardgame.ui import assets, theme


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    a = App((1280, 720))
    yield a
    theme.use_tint(None)
    pygame.display.quit()


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def costly_calls(monkeypatch) -> list[str]:
    """Every scaling, blur and decoding from now on, by name."""
    calls: list[str] = []
    for module, name in [
        (pygame.transform, "smoothscale"),
        (pygame.transform, "scale"),
        (pygame.transform, "gaussian_blur"),
        (pygame.image, "load"),
    ]:
        real = getattr(module, name)

        def spy(*a, _real=real, _name=name, **k):
            calls.append(_name)
            return _real(*a, **k)

        monkeypatch.setattr(module, name, spy)
    return calls


def open_settings(app: App) -> SettingsScene:
    app.push(MenuScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0, [])  # the first frame draws: it makes nothing ahead
    return scene


def focus(scene: SettingsScene, name: str) -> None:
    scene.focus_row = next(i for i, r in enumerate(scene.rows) if r.key == name)


def test_idle_frames_make_every_cloth_then_steps_scale_nothing(app, monkeypatch):
    app.sprites.budget_ms = SCALE_BUDGET_MS
    scene = open_settings(app)
    assert scene.wake_in() == 0.0, "it asks for frames while there is work"
    for _ in range(12):
        app.frame(0.0, [])
    assert not scene.preparing and scene.wake_in() is None
    for name in FELTS:
        assert ("cloth", name, app.size) in app.sprites._cache
        assert ("cloth-soft", name, app.size) in app.sprites._cache
    calls = costly_calls(monkeypatch)
    focus(scene, "grain")
    for _ in range(10):
        app.frame(0.0, [key(pygame.K_LEFT)])
    assert app.settings.grain == 0
    focus(scene, "felt")
    for _ in range(3):
        app.frame(0.0, [key(pygame.K_RIGHT)])
    assert app.settings.felt != FELTS[0]
    assert not calls, "a grain step or a felt change only blends cloths made ahead"
    assert not app.sprites.unfinished


def test_a_frame_that_draws_makes_nothing_ahead(app):
    scene = open_settings(app)
    app.dirty = True
    before = set(app.sprites._cache)
    scene.update(0.0)
    assert set(app.sprites._cache) == before


def test_without_them_a_grain_step_makes_one_piece_a_frame(app):
    app.sprites.budget_ms = SCALE_BUDGET_MS
    scene = open_settings(app)
    focus(scene, "grain")
    sharp = app.sprites._cache[("cloth", FELTS[0], app.size)]
    app.frame(0.0, [key(pygame.K_LEFT)])  # no idle frame: the step's own frame makes it
    assert app.settings.grain == 45
    cache = app.sprites._cache
    assert ("cloth-source", FELTS[0]) in cache and ("cloth-soft", FELTS[0], app.size) not in cache
    assert app.sprites.unfinished and app.dirty, "the sharp cloth stood in: one more frame"
    assert ("felt", app.size) not in cache, "a stand-in is not kept"
    assert cache[("cloth", FELTS[0], app.size)] is sharp
    for _ in range(3):
        app.frame(0.0, [])
    assert ("felt", app.size) in cache and ("cloth-soft", FELTS[0], app.size) in cache
    assert not app.dirty


def test_no_budget_makes_the_soft_felt_at_once():
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    sp = assets.Sprites()
    sp.configure(four_colour=False, back="blue", felt="green", smooth=1.0)
    felt = sp.felt((400, 300))
    assert felt is sp._cache[("cloth-soft", "green", (400, 300))], "all soft: no blend"
    assert felt.get_alpha() is None, "opaque: an alpha of 255 blits ten times slower"
    sp.configure(four_colour=False, back="blue", felt="green", smooth=0.5)
    half = sp.felt((400, 300))
    assert half is not felt and half.get_alpha() is None
    assert sp._cache[("cloth-soft", "green", (400, 300))].get_alpha() is None
    pygame.display.quit()


def test_leaving_settings_lets_the_spare_cloths_go(app):
    scene = open_settings(app)
    for _ in range(12):
        app.frame(0.0, [])
    assert ("cloth", FELTS[1], app.size) in app.sprites._cache
    scene.back()
    kinds = {k[:2] for k in app.sprites._cache if k[0] in assets.CLOTHS}
    assert kinds == {("cloth", app.settings.felt)}, "grain at 50%: no soft copy either"


def test_the_settings_figure_runs(tmp_path, monkeypatch):
    from cardgame.appbench import settings_steps

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    (wall, cpu), label, frames = settings_steps(idle=False)
    assert wall >= 0 and cpu >= 0 and label and frames == 1 + 10 + 2 * len(FELTS) + 4
    pygame.display.quit()
