"""The picture settings: the last pass's arithmetic, the whole frame tinted, the sliders on
the settings screen by mouse and keyboard, and the values remembered."""

from __future__ import annotations

import statistics

import pygame
import pytest
from ui_helpers import post_drag

from cardgame.persistence import Store
from cardgame.scenes.base import App
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.settings import SettingsScene
from cardgame.ui.picture import CONTRAST_RANGE, COOL, GRAIN_MAX, MID, WARM, Picture
from cardgame.ui.slider import Slider


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    a = App((1280, 720))
    yield a
    pygame.display.quit()


def ramp() -> pygame.Surface:
    """Every grey level once, and a few colours, in one row."""
    surf = pygame.Surface((256 + 3, 1))
    for x in range(256):
        surf.set_at((x, 0), (x, x, x))
    for i, c in enumerate([(255, 0, 0), (0, 255, 0), (20, 60, 200)]):
        surf.set_at((256 + i, 0), c)
    return surf


def expected(x: int, channel: int, contrast: int, temperature: int) -> float:
    k = 1 + CONTRAST_RANGE * (contrast - 50) / 50
    w = (temperature - 50) / 50
    t = 1 + abs(w) * ((WARM if w >= 0 else COOL)[channel] - 1)
    return max(0.0, min(255.0, t * (k * (x - MID) + MID)))


@pytest.mark.parametrize(
    "contrast,temperature", [(50, 50), (0, 50), (100, 50), (50, 0), (50, 100), (80, 20), (10, 90)]
)
def test_the_pass_is_the_affine_change_of_each_channel(contrast, temperature):
    p = Picture()
    p.configure(contrast, 50, temperature)
    before, surf = ramp(), ramp()
    p.apply(surf)
    for x in range(surf.get_width()):
        src, out = before.get_at((x, 0)), surf.get_at((x, 0))
        for c in range(3):
            assert abs(out[c] - expected(src[c], c, contrast, temperature)) <= 2.01, (x, c)


def test_neutral_values_leave_the_frame_untouched():
    p = Picture()
    p.configure(50, 50, 50)
    surf = ramp()
    p.apply(surf)
    assert pygame.image.tobytes(surf, "RGB") == pygame.image.tobytes(ramp(), "RGB")
    assert p.neutral


@pytest.mark.parametrize("contrast", [50, 20, 85])  # noise added last, or before the gain
def test_grain_adds_noise_around_the_same_brightness(contrast):
    surf = pygame.Surface((300, 300))
    surf.fill((120, 120, 120))
    p = Picture()
    p.configure(contrast, 100, 50)
    p.apply(surf)
    reds = [surf.get_at((x, y))[0] for x in range(0, 300, 3) for y in range(0, 300, 3)]
    assert abs(statistics.mean(reds) - expected(120, 0, contrast, 50)) < 1.5
    assert statistics.pstdev(reds) > GRAIN_MAX / 3
    assert max(reds) - min(reds) <= 2 * GRAIN_MAX + 1


def test_out_of_range_values_are_neutral():
    p = Picture()
    p.configure(250, -3, "loud")  # type: ignore[arg-type]
    assert p.values == (50, 50, 50) and p.neutral


def mean_colour(surf: pygame.Surface) -> tuple[float, float, float]:
    small = pygame.transform.smoothscale(surf, (32, 18))
    px = [small.get_at((x, y)) for x in range(32) for y in range(18)]
    return tuple(statistics.mean(p[c] for p in px) for c in range(3))  # type: ignore[return-value]


def frame(app: App) -> pygame.Surface:
    app.dirty = True
    app.frame(0.0, [])
    return app.screen.copy()


def test_the_whole_frame_is_tinted_text_and_panels_too(app):
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    plain = frame(app)
    app.settings.temperature = 100
    app.apply_settings()
    warm = frame(app)
    before, after = mean_colour(plain), mean_colour(warm)
    assert after[2] < before[2] - 3  # less blue over the whole picture
    title = (app.size[0] // 2, round(app.size[1] * 0.05) + 8)  # the title's white text
    box = pygame.Rect(title[0] - 60, title[1] - 6, 120, 30)
    bright = max(box.collidepoint(p) and plain.get_at(p)[2] for p in _points(box))
    bright_warm = max(box.collidepoint(p) and warm.get_at(p)[2] for p in _points(box))
    assert bright_warm < bright - 20


def _points(box: pygame.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(box.left, box.right, 2) for y in range(box.top, box.bottom, 2)]


def test_grain_below_half_softens_the_felt(app):
    sharp = app.sprites.felt((640, 360)).copy()
    app.settings.grain = 0
    app.apply_settings()
    soft = app.sprites.felt((640, 360))
    assert app.picture.neutral  # no pass: the felt itself is smoother
    weave = [
        statistics.mean(abs(s.get_at((x + 1, 180))[1] - s.get_at((x, 180))[1]) for x in range(540))
        for s in (sharp, soft)
    ]
    assert weave[1] < weave[0] * 0.6


def slider(scene: SettingsScene, key: str) -> tuple[int, Slider]:
    i, row = next((i, r) for i, r in enumerate(scene.rows) if r.key == key)
    assert isinstance(row, Slider)
    return i, row


def test_sliders_by_click_drag_and_keys_change_the_picture_at_once(app):
    app.push(MenuScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0, [])
    _i, contrast = slider(scene, "contrast")
    t = contrast.track()
    x75 = t.left + round(t.width * 0.75)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x75, t.centery), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x75, t.centery), button=1))
    app.frame(0.0)
    assert app.settings.contrast == 75 and app.picture.values[0] == 75
    shown = frame(app)

    _i, grain = slider(scene, "grain")
    g = grain.track()
    knob = (g.left + g.width // 2, g.centery)
    post_drag(knob, (g.left - 40, g.centery))  # past the end: 0
    app.frame(0.0)
    assert app.settings.grain == 0
    post_drag((g.left, g.centery), (g.left + round(g.width * 0.9), g.centery + 25))
    app.frame(0.0)
    assert app.settings.grain == 90  # the drag follows x even off the track

    i, temperature = slider(scene, "temperature")
    while scene.focus_row != i:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
        app.frame(0.0)
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    app.frame(0.0)
    assert app.settings.temperature == 60
    assert app.picture.values == (75, 90, 60)
    assert pygame.image.tobytes(frame(app), "RGB") != pygame.image.tobytes(shown, "RGB")

    scene.back()
    again = Store().load_settings()
    assert (again.contrast, again.grain, again.temperature) == (75, 90, 60)


def test_slider_steps_stop_at_the_ends():
    s = Slider("volume", "Volume", value=97)
    s.step(1)
    assert s.value == 100
    s.step(1)
    assert s.value == 100
    s.value = 3
    s.step(-1)
    assert s.value == 0
    s.value = 53
    s.step(-1)
    assert s.value == 50


def test_picture_as_drawn_puts_the_three_sliders_back_by_click_and_key(app):
    app.push(MenuScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    s = app.settings
    s.contrast, s.grain, s.temperature, s.volume = 10, 90, 20, 40
    app.apply_settings()
    reset = next(b for b in scene.buttons if b.key == "reset")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=reset.rect.center, button=1))
    app.frame(0.0)
    assert (s.contrast, s.grain, s.temperature, s.volume) == (50, 50, 50, 40)
    assert app.picture.neutral
    assert slider(scene, "contrast")[1].value == 50  # the screen shows it
    s.temperature = 70
    app.apply_settings()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    app.frame(0.0)
    assert s.temperature == 50


def test_the_picture_figure_runs(tmp_path, monkeypatch):
    from cardgame.appbench import picture_cost

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    cost = picture_cost("runfast", (75, 75, 75), frames=3)
    assert {"bare", "tinted", "tinted_cpu", "bare_cpu", "grain_only", "retint_ms"} <= set(cost)
    assert all(v and min(v) >= 0 for v in cost.values())
    pygame.display.quit()
