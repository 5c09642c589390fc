"""Sounds: the files are short and soft, silence whenever sound cannot play, and the table
plays each sound when the player sees its event (with the animation)."""

from __future__ import annotations

import importlib.util
import struct
import wave
from pathlib import Path

import pygame
import pytest
from conftest import open_table as sit
from ui_helpers import (
    card_point,
    human_turn_match,
    legal_plain_card,
    pile_centre,
    post_drag,
    refused_card,
    run_frames,
)

from cardgame.engine.core import Event, Move
from cardgame.engine.match import Match
from cardgame.scenes.base import App
from cardgame.scenes.games.base import Presenter
from cardgame.scenes.games.runfast.presenter import RunFastPresenter
from cardgame.scenes.games.tichu.presenter import TichuPresenter
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.table import TableScene
from cardgame.ui import assets, sound
from cardgame.ui.sound import NAMES, Sounds

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def app(make_app):
    return make_app(speed="fast")


def samples(name: str) -> tuple[list[float], int]:
    with wave.open(str(assets.sprite_path(f"sounds/{name}.wav"))) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        raw = w.readframes(w.getnframes())
        rate = w.getframerate()
    return [v / 32768 for (v,) in struct.iter_unpack("<h", raw)], rate


@pytest.mark.parametrize("name", NAMES)
def test_each_sound_is_short_modest_and_starts_and_ends_at_silence(name):
    x, rate = samples(name)
    assert 0.03 < len(x) / rate < 0.8
    assert 0.1 < max(abs(v) for v in x) <= 0.5  # well below full scale
    ms = rate // 1000
    assert abs(x[0]) < 0.002 and abs(x[-1]) < 0.002  # no click at either end
    assert max(abs(v) for v in x[:ms] + x[-ms:]) < 0.3 * max(abs(v) for v in x)  # faded


def test_the_build_script_writes_the_committed_files(tmp_path):
    spec = importlib.util.spec_from_file_location(
        "make_sounds", ROOT / "build_scripts" / "make_sounds.py"
    )
    make_sounds = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_sounds)
    make_sounds.main(["--out", str(tmp_path)])
    for name in NAMES:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == assets.sprite_path(f"sounds/{name}.wav").read_bytes(), name


def test_the_dummy_driver_plays_in_silence():
    s = Sounds()
    for name in NAMES:
        s.play(name)
    assert s.played == list(NAMES)


def test_a_mixer_that_fails_to_start_means_silence(monkeypatch):
    def broken(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    s = Sounds()
    s.play("turn")
    s.play("play")
    assert s._ready is False


def test_a_missing_sound_file_means_silence(monkeypatch):
    monkeypatch.setattr(sound.assets, "sprite_path", lambda name: assets.root() / "nowhere.wav")
    s = Sounds()
    s.play("deal")
    assert s._loaded["deal"] is None


def test_mute_and_volume_zero_play_nothing():
    s = Sounds()
    s.configure(False, 80)
    s.play("turn")
    s.configure(True, 0)
    s.play("turn")
    assert s.played == []
    s.configure(True, 5)
    s.play("turn")
    assert s.played == ["turn"]


def test_the_settings_mute_and_volume_reach_the_sounds(app):
    app.settings.sound, app.settings.volume = False, 30
    app.apply_settings()
    assert (app.sound.on, app.sound.volume) == (False, 30)


def event(key: str, moves: list[tuple[str, str]], **params) -> Event:
    return Event(key, 1, tuple(Move(None, a, b) for a, b in moves), tuple(params.items()))


def test_the_presenters_name_each_events_sound():
    p = Presenter.__new__(Presenter)
    assert p.sound(event("Dealt", [("deck", "hand:0")])) == "deal"
    assert p.sound(event("Played", [("hand:1", "table")])) == "play"
    assert p.sound(event("Drew", [("stock", "hand:1")])) == "draw"
    assert p.sound(event("TrickWon", [("table", "won:1")])) == "trick"
    assert p.sound(event("Passed", [])) is None
    bomb = event("Played", [("hand:1", "table")] * 4, kind="bomb")
    assert p.sound(bomb) == "play"  # the generic table knows no bombs
    for game in (RunFastPresenter, TichuPresenter):
        g = game.__new__(game)
        assert g.sound(bomb) == "bomb"
        assert g.sound(event("Played", [("hand:1", "table")], kind="pair")) == "play"


def test_a_deal_ticks_card_by_card_and_not_all_at_once(app):
    app.push(MenuScene(app))
    app.push(TableScene(app, Match("pis_yedili", seed=3), ["human", "easy", "easy", "easy"]))
    app.frame(0.0)
    ticks = []
    for _ in range(40):
        app.frame(1 / 60)
        ticks.append(app.sound.played.count("deal"))
    assert 0 < ticks[5] < ticks[-1]  # the deal is still ticking after the first frames


def open_table(app: App, want) -> tuple[TableScene, object]:
    """A table at the human's turn where `want` finds a card, after its first frame."""
    match, seats, card = human_turn_match(want)
    return sit(app, match, seats), card


def test_a_play_sounds_when_the_card_lands_and_the_turn_chimes(app):
    table, card = open_table(app, legal_plain_card)
    app.frame(0.0)
    assert app.sound.played[-1:] == ["turn"]
    del app.sound.played[:]
    post_drag(card_point(table, card), pile_centre(table))
    app.frame(0.0)
    run_frames(app, lambda: bool(table.flights.active()), dt=1 / 120)
    assert table.flights and "play" not in app.sound.played  # flying, not landed yet
    run_frames(app, lambda: not table.flights, dt=1 / 60)
    assert app.sound.played[0] == "play"


def test_a_refused_move_sounds_with_its_message(app):
    table, card = open_table(app, refused_card)
    del app.sound.played[:]
    post_drag(card_point(table, card), pile_centre(table))
    app.frame(0.0)
    assert table.toast is not None and app.sound.played == ["refuse"]


def test_changing_the_volume_plays_a_sample_at_the_new_level(app):
    from cardgame.scenes.settings import SettingsScene

    app.push(MenuScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    i = next(i for i, r in enumerate(scene.rows) if r.key == "volume")
    scene.focus_row = i
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    app.frame(0.0)
    assert app.settings.volume == 65 and app.sound.played == ["play"]


def test_each_sound_plays_at_the_start_or_the_landing_of_its_first_card():
    from cardgame.scenes.table.cues import Cues

    cues = Cues(Sounds(), lambda: 0.0)
    assert cues.for_flight("deal", first=False) == ("deal", None)  # every dealt card
    assert cues.for_flight("draw", first=True) == ("draw", None)
    assert cues.for_flight("trick", first=True) == ("trick", None)  # the sweep as it starts
    assert cues.for_flight("play", first=True) == (None, "play")  # as the card lands
    assert cues.for_flight("bomb", first=True) == (None, "bomb")
    assert cues.for_flight("play", first=False) == (None, None)
