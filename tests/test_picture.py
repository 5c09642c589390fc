"""The picture settings: the tint's arithmetic, images tinted once as they enter the sprite
caches (grain baked in), text and panel colours mapped by the theme, no pass over the frame, a
frame that matches what one pass over the untinted frame gave, the sliders on the settings
screen by mouse and keyboard, the values remembered, and the cloths the settings screen makes
ahead of time."""

from __future__ import annotations

import statistics

import pygame
import pytest
from ui_helpers import post_drag

from cardgame.engine.cards import Card
from cardgame.persistence import FELTS, Store
from cardgame.scenes.base import SCALE_BUDGET_MS, App
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.settings import SettingsScene
from cardgame.ui import assets, theme
from cardgame.ui.picture import CONTRAST_RANGE, COOL, GRAIN_MAX, MID, WARM, Picture
from cardgame.ui.slider import Slider


@pytest.fixture
def app(make_app):
    yield make_app(speed=None)
    theme.use_tint(None)


def ramp(flags: int = 0) -> pygame.Surface:
    """Every grey level once, and a few colours, in one row."""
    surf = pygame.Surface((256 + 3, 1), flags)
    for x in range(256):
        surf.set_at((x, 0), (x, x, x, 200))
    for i, c in enumerate([(255, 0, 0), (0, 255, 0), (20, 60, 200)]):
        surf.set_at((256 + i, 0), c + (200,))
    return surf


def expected(x: int, channel: int, contrast: int, temperature: int) -> float:
    k = 1 + CONTRAST_RANGE * (contrast - 50) / 50
    w = (temperature - 50) / 50
    t = 1 + abs(w) * ((WARM if w >= 0 else COOL)[channel] - 1)
    return max(0.0, min(255.0, t * (k * (x - MID) + MID)))


VALUES = [(50, 50), (0, 50), (100, 50), (50, 0), (50, 100), (80, 20), (10, 90)]


@pytest.mark.parametrize("contrast,temperature", VALUES)
@pytest.mark.parametrize("flags", [0, pygame.SRCALPHA])
def test_a_tinted_image_is_the_affine_change_of_each_channel(contrast, temperature, flags):
    p = Picture()
    p.configure(contrast, 50, temperature)
    before = ramp(flags)
    surf = p.tinted(before)
    for x in range(surf.get_width()):
        src, out = before.get_at((x, 0)), surf.get_at((x, 0))
        for c in range(3):
            assert abs(out[c] - expected(src[c], c, contrast, temperature)) <= 2.01, (x, c)
        assert out[3] == src[3], "the alpha is kept"


@pytest.mark.parametrize("contrast,temperature", VALUES)
def test_a_colour_is_mapped_as_an_image_is_tinted(contrast, temperature):
    p = Picture()
    p.configure(contrast, 50, temperature)
    for x in range(0, 256, 5):
        for c in range(3):
            assert abs(p.colour((x, x, x))[c] - expected(x, c, contrast, temperature)) <= 0.51
    assert p.colour((10, 20, 30, 77))[3] == 77
    assert len(p.colour((1, 2, 3))) == 3


def test_neutral_values_leave_images_and_colours_untouched():
    p = Picture()
    p.configure(50, 50, 50)
    surf = ramp()
    assert p.tinted(surf) is surf and p.neutral and not p.tints
    p.tint(surf)
    assert pygame.image.tobytes(surf, "RGB") == pygame.image.tobytes(ramp(), "RGB")
    assert p.colour((1, 2, 3, 4)) == (1, 2, 3, 4)


@pytest.mark.parametrize("contrast", [50, 20, 85])  # noise added last, or before the gain
def test_grain_adds_noise_around_the_same_brightness(contrast):
    surf = pygame.Surface((300, 300))
    surf.fill((120, 120, 120))
    p = Picture()
    p.configure(contrast, 100, 50)
    assert not p.neutral
    p.tint(surf)
    reds = [surf.get_at((x, y))[0] for x in range(0, 300, 3) for y in range(0, 300, 3)]
    assert abs(statistics.mean(reds) - expected(120, 0, contrast, 50)) < 1.5
    assert statistics.pstdev(reds) > GRAIN_MAX / 3
    assert max(reds) - min(reds) <= 2 * GRAIN_MAX + 1
    assert p.colour((120, 120, 120))[0] == round(expected(120, 0, contrast, 50))  # no noise


def test_grain_is_shifted_per_image():
    p = Picture()
    p.configure(50, 100, 50)
    grey = pygame.Surface((64, 64))
    grey.fill((120, 120, 120))
    one, two = p.tinted(grey, 0), p.tinted(grey, 12345)
    assert pygame.image.tobytes(one, "RGB") != pygame.image.tobytes(two, "RGB")


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


def _small_diffs(a: pygame.Surface, b: pygame.Surface) -> list[int]:
    """Channel differences of two frames seen at an eighth of their size (grain averages
    out there), sorted."""
    size = (a.get_width() // 8, a.get_height() // 8)
    pa, pb = (pygame.image.tobytes(pygame.transform.smoothscale(x, size), "RGB") for x in (a, b))
    return sorted(abs(x - y) for x, y in zip(pa, pb, strict=True))


def _table(app: App, game: str) -> None:
    from cardgame.lab.appbench import _idle_table

    _idle_table(app, game)


@pytest.mark.parametrize(
    "screen,values,p99",
    [
        ("settings", (25, 50, 80), 2),
        ("settings", (30, 80, 20), 3),
        ("settings", (75, 75, 75), 4),
        ("runfast", (75, 75, 75), 4),
        ("tichu", (20, 90, 30), 3),
        # a veil over the table: black at contrast 80 is darker than black (taken off below
        # it); the cards under it saturate at white before it, so a few edges differ more
        ("dialog", (80, 50, 50), 12),
    ],
)
def test_a_tinted_frame_looks_as_one_pass_over_the_untinted_frame(app, screen, values, p99):
    """Tinting what is drawn gives the picture that tinting the finished frame gave (the
    blend of tinted colours is the tinted blend): every sprite, text, panel and line is
    tinted, and nothing twice."""
    if screen == "settings":
        app.push(MenuScene(app))
        app.push(SettingsScene(app))
    elif screen == "dialog":
        from cardgame.scenes.dialog import ConfirmScene

        _table(app, "runfast")
        app.push(ConfirmScene(app, "Quit", "Leave the table?", [("Stay", lambda: None, "s")]))
    else:
        _table(app, screen)
    plain = frame(app)
    reference = plain.copy()
    p = Picture()
    p.configure(*values)
    p.tint(reference)
    s = app.settings
    s.contrast, s.grain, s.temperature = values
    app.apply_settings()
    diffs = _small_diffs(frame(app), reference)
    assert statistics.mean(diffs) < 0.9
    assert diffs[len(diffs) * 99 // 100] <= p99
    assert _small_diffs(plain, reference)[len(diffs) * 9 // 10] > 3, "the values show"


def test_cards_and_felt_are_tinted_once_and_again_after_a_slider_step(app):
    sp = app.sprites
    card, size = Card.parse("QH"), (90, 126)
    plain = pygame.image.tobytes(sp.face(card, size), "RGBA")
    assert sp.face(card, size) is sp.face(card, size)
    s = app.settings
    s.contrast, s.grain, s.temperature = 75, 75, 75
    app.apply_settings()
    warm = sp.face(card, size)
    assert sp.face(card, size) is warm, "tinted once, then kept"
    assert pygame.image.tobytes(warm, "RGBA") != plain
    assert mean_colour(warm)[2] < mean_colour(pygame.image.frombytes(plain, size, "RGBA"))[2]
    felt = sp.felt((640, 360))
    s.temperature = 25
    app.apply_settings()
    assert sp.face(card, size) is not warm and sp.felt((640, 360)) is not felt
    assert mean_colour(sp.face(card, size))[2] > mean_colour(warm)[2] + 5
    s.contrast, s.grain, s.temperature = 50, 50, 50
    app.apply_settings()
    assert pygame.image.tobytes(sp.face(card, size), "RGBA") == plain, "neutral: as drawn"


def test_text_and_panels_take_the_tint_and_neutral_leaves_them(app):
    def look() -> tuple[float, float, float]:
        surf = pygame.Surface((200, 60))
        surf.fill((40, 90, 60))
        theme.panel(surf, pygame.Rect(0, 0, 200, 60), (20, 20, 20, 200))
        theme.blit_text(surf, "Settings", 40, (4, 4), shadow=False)
        return mean_colour(surf)

    neutral = look()
    app.settings.temperature = 100
    app.apply_settings()
    warm = look()
    assert warm[2] < neutral[2] - 5
    app.settings.temperature = 50
    app.apply_settings()
    assert look() == neutral


def _tinted_table(app: App, monkeypatch) -> list[int]:
    """A Run Fast table drawn once at 75/75/75; the list grows by one at every tint after."""
    _table(app, "runfast")
    s = app.settings
    s.contrast, s.grain, s.temperature = 75, 75, 75
    app.apply_settings()
    frame(app)
    tints: list[int] = []
    real = Picture.tint
    monkeypatch.setattr(Picture, "tint", lambda self, *a: tints.append(1) or real(self, *a))
    return tints


def test_a_resize_past_the_budget_shows_the_last_tinted_images_scaled(app, monkeypatch):
    """Tinting a window's worth of felt and a deck takes a frame's budget on a loaded
    machine: the frame of a resize scales what was tinted at the last size, the tints come
    in the frames after."""
    tints = _tinted_table(app, monkeypatch)
    app.sprites.budget_ms = 0.0
    app.screen = pygame.display.set_mode((1400, 800))
    app.frame(0.0, [pygame.event.Event(pygame.VIDEORESIZE, size=(1400, 800), w=1400, h=800)])
    assert not tints and app.dirty, "nothing tinted in the resize's frame; another frame"
    stand_in = mean_colour(app.screen)
    app.sprites.budget_ms = None
    settled = frame(app)
    assert tints and not app.dirty
    assert max(abs(a - b) for a, b in zip(stand_in, mean_colour(settled), strict=True)) < 2


def test_veils_at_many_window_sizes_keep_one_window_of_pixels(app):
    app.settings.contrast = 80  # black goes below black: the veil's subtraction too
    app.apply_settings()
    for w in range(1024, 1324, 20):
        surf = pygame.Surface((w, 640))
        theme.panel(surf, surf.get_rect(), (0, 0, 0, 120), radius=0, edge=None)
        theme.panel(surf, pygame.Rect(10, 10, 200, 80), (0, 0, 0, 90))
    for cache in (theme._panel_cache, theme._below):
        big = [v for v in cache.values() if v is not None and v.get_height() == 640]
        assert len(big) == 1
        assert any(v is not None and v.get_width() == 200 for v in cache.values())


def test_a_frame_tints_nothing_once_its_images_are_tinted(app, monkeypatch):
    """No pass over the frame: a frame at settled values tints no image."""
    tints = _tinted_table(app, monkeypatch)
    frame(app)
    assert not tints
    app.settings.contrast = 80
    app.apply_settings()
    frame(app)
    assert tints, "a slider step tints again"


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
    from cardgame.lab.appbench import picture_cost

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    cost = picture_cost("runfast", (75, 75, 75), frames=3)
    assert {"bare", "tinted", "tinted_cpu", "bare_cpu", "step_ms", "big_step_ms"} <= set(cost)
    assert all(v and min(v) >= 0 for v in cost.values())
    pygame.display.quit()


# -- the settings screen makes the cloths ahead ------------------------------------------------
# A felt change or a grain step below 50% needs cloths that, made in the step's own frame at
# 2560x1440, stalled it past 100 ms: frames that draw nothing make them; without them a step
# makes one piece a frame within the budget, the sharp cloth standing in.


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
    assert ("cloth-soft", FELTS[0], app.size) in app.sprites._cache
    assert ("cloth-soft", FELTS[1], app.size) not in app.sprites._cache, "grain at 50%"
    calls = costly_calls(monkeypatch)
    focus(scene, "grain")
    for _ in range(10):
        app.frame(0.0, [key(pygame.K_LEFT)])
    assert app.settings.grain == 0
    assert not calls, "a grain step only blends cloths made ahead"
    for _ in range(12):  # below 50%: the other felts' soft copies too, between two keys
        app.frame(0.0, [])
    assert ("cloth-soft", FELTS[1], app.size) in app.sprites._cache
    calls.clear()
    focus(scene, "felt")
    for _ in range(3):
        app.frame(0.0, [key(pygame.K_RIGHT)])
    assert app.settings.felt != FELTS[0]
    assert not calls, "a felt change only blends cloths made ahead"
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
    app.frame(0.0, [])  # the first frame at a size drew a plain cloth; this one the smooth
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
    from cardgame.lab.appbench import settings_steps

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    (wall, cpu), label, frames = settings_steps(idle=False)
    assert wall >= 0 and cpu >= 0 and label and frames == 1 + 10 + 2 * len(FELTS) + 4
    pygame.display.quit()
