"""Full screen and windowed (F11 and the settings row, remembered, the window size kept), the
DPI awareness call on Windows only, and the settings file: every setting round-trips, and a
value that cannot be used gets its default with a message while the rest is kept."""

from __future__ import annotations

import json
from dataclasses import asdict, fields

import pygame
import pytest

from cardgame.persistence import Settings, Store
from cardgame.scenes.base import App
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.settings import SettingsScene
from cardgame.ui import window


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    yield tmp_path
    pygame.display.quit()


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_f11_switches_full_screen_and_back_keeping_the_window_size(home):
    app = App((1100, 700))
    app.push(MenuScene(app))
    app.frame(0.0)
    remembered = list(app.settings.window)
    key(pygame.K_F11)
    app.frame(0.0)
    assert app.fullscreen and app.settings.fullscreen
    assert app.size == pygame.display.get_desktop_sizes()[0]
    for _ in range(3):
        app.frame(0.0)  # the resize events of the switch do not change the window size kept
    assert app.settings.window == remembered
    key(pygame.K_F11)
    app.frame(0.0)
    assert not app.fullscreen and not app.settings.fullscreen
    assert app.size == (1100, 700)  # the window as it was, not the remembered default
    assert app.settings.window == remembered


def test_the_settings_row_switches_and_the_choice_is_remembered(home):
    app = App()
    app.push(MenuScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.0)
    i = next(i for i, r in enumerate(scene.rows) if r.key == "fullscreen")
    while scene.focus_row != i:
        key(pygame.K_DOWN)
        app.frame(0.0)
    key(pygame.K_RIGHT)
    app.frame(0.0)
    assert app.fullscreen and app.settings.fullscreen
    assert scene.rows[i].value is True  # the rebuilt screen shows it
    assert app.top is scene and scene.rows[scene.focus_row].key == "fullscreen"
    scene.back()
    pygame.display.quit()
    again = App()  # no size asked for: the remembered mode
    assert again.fullscreen and again.settings.window == [1280, 720]


def test_a_size_asked_for_opens_a_window_even_when_full_screen_was_saved(home):
    Store().save_settings(Settings(fullscreen=True))
    app = App((1024, 640))
    assert not app.fullscreen and app.size == (1024, 640)


class _Calls:
    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple]] = []

    def __getattr__(self, name):
        return lambda *a: self.calls.append((name, a))


def test_windows_processes_declare_dpi_awareness_others_do_nothing(monkeypatch):
    import ctypes

    fake = _Calls()
    monkeypatch.setattr(
        ctypes, "windll", type("W", (), {"shcore": fake, "user32": fake}), raising=False
    )
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    window.dpi_aware("posix")
    assert fake.calls == [] and "SDL_WINDOWS_DPI_AWARENESS" not in window.os.environ
    window.dpi_aware("nt")
    assert fake.calls == [("SetProcessDpiAwareness", (2,))]
    assert window.os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"


# -- the settings file ---------------------------------------------------------------------------
NOT_DEFAULT = {
    "speed": "fast",
    "back": "red",
    "felt": "blue",
    "four_colour": True,
    "language": "de",
    "window": [1500, 900],
    "auto_forced": True,
    "confirm_calls": False,
    "hand_sort": "suit",
    "contrast": 80,
    "grain": 0,
    "temperature": 100,
    "sound": False,
    "volume": 15,
    "fullscreen": True,
    "new_game": {"runfast": {"options": {}, "levels": ["easy", "hard"]}},
    "games": {"tichu": {"bomb_prompt": "always"}},
}


def test_every_setting_round_trips_at_a_value_that_is_not_its_default(home):
    names = {f.name for f in fields(Settings)}
    assert names == set(NOT_DEFAULT), "a new setting: give it a value here"
    default = asdict(Settings())
    for name, value in NOT_DEFAULT.items():
        assert default[name] != value, name
    store = Store()
    assert store.save_settings(Settings(**NOT_DEFAULT))
    back = Store()
    assert asdict(back.load_settings()) == NOT_DEFAULT
    assert back.messages == []


@pytest.mark.parametrize(
    "bad",
    [
        {"contrast": 250},
        {"grain": -1},
        {"temperature": "warm"},
        {"volume": -3},
        {"volume": "loud"},
        {"volume": 40.5},
        {"sound": "yes"},
        {"fullscreen": "yes"},
        {"fullscreen": 1},
        {"four_colour": "no"},
        {"speed": "ludicrous"},
        {"window": "big"},
        {"contrast": True},
    ],
)
def test_a_value_that_cannot_be_used_gets_its_default_and_a_message(home, bad):
    good = dict(NOT_DEFAULT)
    good.update(bad)
    (home / "settings.json").write_text(json.dumps({"format": 1, **good}), encoding="utf-8")
    store = Store()
    s = asdict(store.load_settings())
    name = next(iter(bad))
    assert s[name] == asdict(Settings())[name]
    assert {k: v for k, v in s.items() if k != name} == {
        k: v for k, v in NOT_DEFAULT.items() if k != name
    }
    shown = {
        "contrast": "Contrast",
        "grain": "Grain",
        "temperature": "Colour temperature",
        "volume": "Volume",
        "sound": "Sound",
        "fullscreen": "Full screen",
        "four_colour": "Four-colour deck",
        "speed": "Animation speed",
        "window": "Window size",
    }[name]
    assert len(store.messages) == 1
    assert shown in store.messages[0] and "default" in store.messages[0]
    assert (home / "settings.json").exists()  # the file is not set aside: only one value was bad


def test_several_bad_values_are_named_in_one_message(home):
    (home / "settings.json").write_text(
        json.dumps({"format": 1, "volume": -3, "fullscreen": "yes", "felt": "blue"}),
        encoding="utf-8",
    )
    store = Store()
    s = store.load_settings()
    assert (s.volume, s.fullscreen, s.felt) == (70, False, "blue")
    assert len(store.messages) == 1
    assert "Volume" in store.messages[0] and "Full screen" in store.messages[0]
