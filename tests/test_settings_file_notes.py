"""The settings file read back: which values are kept at their bounds, and the note the
player gets, word for word, naming each unusable setting as the settings screen does."""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from cardgame import i18n
from cardgame.persistence import Settings, Store, setting_names

PERCENT = ("contrast", "grain", "temperature", "volume")

# What the settings screen calls each setting (the note must use the same words).
SCREEN = {
    "speed": "Animation speed",
    "back": "Card back",
    "felt": "Table felt",
    "four_colour": "Four-colour deck",
    "language": "Language",
    "window": "Window size",
    "auto_forced": "Make forced moves for me",
    "confirm_calls": "Ask before risky calls",
    "hand_sort": "Hand order",
    "contrast": "Contrast",
    "grain": "Grain",
    "temperature": "Colour temperature",
    "sound": "Sound",
    "volume": "Volume",
    "fullscreen": "Full screen",
    "new_game": "New game choices",
    "games": "Table settings of the games",
}


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    return tmp_path


def _load(home: Path, data: dict[str, Any]) -> tuple[Settings, Store]:
    (home / "settings.json").write_text(json.dumps({"format": 1, **data}), encoding="utf-8")
    store = Store()
    return store.load_settings(), store


# -- the names ----------------------------------------------------------------------------------


def test_every_setting_has_the_name_the_settings_screen_shows() -> None:
    assert setting_names() == SCREEN
    assert set(SCREEN) == {f.name for f in fields(Settings)}


def test_the_names_of_the_settings_are_translated(monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        i18n.set_language("de")
        german = setting_names()
    finally:
        i18n.set_language("en")
    assert german.keys() == SCREEN.keys()
    assert german["speed"] != SCREEN["speed"] and german["window"] != SCREEN["window"]


# -- values at their bounds ---------------------------------------------------------------------


@pytest.mark.parametrize("name", PERCENT)
@pytest.mark.parametrize("value", [0, 100])
def test_a_slider_at_either_end_is_kept(name: str, value: int) -> None:
    problems: list[str] = []
    assert getattr(Settings.from_dict({name: value}, problems), name) == value
    assert problems == []


@pytest.mark.parametrize("name", PERCENT)
@pytest.mark.parametrize("value", [-1, 101, 150, "50", True, 50.0])
def test_a_slider_beyond_its_ends_or_not_a_whole_number_is_refused(name: str, value: Any) -> None:
    problems: list[str] = []
    assert getattr(Settings.from_dict({name: value}, problems), name) == getattr(Settings(), name)
    assert problems == [name]


@pytest.mark.parametrize(
    "window", [5, "ab", [1280, 720, 5], ["a", "b"], [True, 720], {1: 2, 3: 4}, [1280.0, 720]]
)
def test_a_window_size_that_is_not_two_whole_numbers_is_a_problem(window: Any) -> None:
    problems: list[str] = []
    assert Settings.from_dict({"window": window}, problems).window == [1280, 720]
    assert problems == ["window"]


def test_a_language_code_of_twenty_letters_is_read_and_longer_ones_are_not() -> None:
    problems: list[str] = []
    assert Settings.from_dict({"language": "x" * 20}, problems).language == "x" * 20
    assert problems == []
    assert Settings.from_dict({"language": "x" * 21}, problems).language == "en"
    assert problems == ["language"]


def test_every_bad_value_is_listed_by_its_field_name() -> None:
    problems: list[str] = []
    Settings.from_dict({"speed": "warp", "volume": 101, "sound": "yes", "colour": 1}, problems)
    assert sorted(problems) == ["sound", "speed", "volume"]


# -- the note -------------------------------------------------------------------------------------


BAD = {
    "speed": "warp",
    "back": "green",
    "felt": "red",
    "four_colour": 1,
    "window": "big",
    "auto_forced": "yes",
    "hand_sort": "colour",
    "contrast": 101,
    "grain": -1,
    "temperature": "hot",
    "sound": 0,
    "volume": 200,
    "fullscreen": "no",
    "new_game": [],
    "games": {"tichu": 3},
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_one_unusable_setting_is_named_in_one_note(home: Path, name: str) -> None:
    settings, store = _load(home, {name: BAD[name], "language": "de"})
    assert getattr(settings, name) == getattr(Settings(), name)
    assert settings.language == "de"  # the rest is kept
    assert store.messages == [
        f"A setting in your settings file could not be used and is back to its default: "
        f"{SCREEN[name]}. Your other settings were kept."
    ]


def test_several_unusable_settings_are_named_in_one_note_in_the_files_order(home: Path) -> None:
    _, store = _load(home, {"volume": -3, "speed": "warp", "felt": "blue"})
    assert store.messages == [
        "Some settings in your settings file could not be used and are back to their "
        "defaults: Volume, Animation speed. Your other settings were kept."
    ]


def test_a_language_that_is_not_text_gets_only_the_language_note(home: Path) -> None:
    settings, store = _load(home, {"language": 5, "speed": "fast"})
    assert settings.language == "en" and settings.speed == "fast"
    assert store.messages == [
        "Your settings ask for a language this version does not have (5); the game is "
        "shown in English. Your other settings are kept."
    ]


def test_a_language_this_version_lacks_becomes_english_with_its_code_cut_short(
    home: Path,
) -> None:
    code = "abcdefghijklmnopqrstuvwxyz"
    settings, store = _load(home, {"language": code, "felt": "blue"})
    assert settings.language == "en" and settings.felt == "blue"
    assert store.messages == [
        f"Your settings ask for a language this version does not have ({code[:20]}); the "
        "game is shown in English. Your other settings are kept."
    ]


def test_a_short_unknown_language_is_english_too(home: Path) -> None:
    settings, store = _load(home, {"language": "xx"})
    assert settings.language == "en"
    assert len(store.messages) == 1 and "(xx)" in store.messages[0]


def test_a_file_that_names_no_language_is_english_without_a_note(home: Path) -> None:
    settings, store = _load(home, {"speed": "slow"})
    assert settings.language == "en" and settings.speed == "slow"
    assert store.messages == []


def test_a_known_language_is_kept_without_a_note(home: Path) -> None:
    settings, store = _load(home, {"language": "tr"})
    assert settings.language == "tr" and store.messages == []


def test_the_first_start_speaks_the_systems_language(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "nl")
    store = Store()
    assert store.load_settings() == Settings(language="nl")
    assert store.messages == []


def test_the_note_about_the_file_says_itself_again_in_the_language_shown(home: Path) -> None:
    _, store = _load(home, {"speed": "warp"})
    (note,) = store.messages
    try:
        i18n.set_language("de")
        german = i18n.again(note)
    finally:
        i18n.set_language("en")
    assert german != note and "Animationstempo" in german
    assert i18n.again(note) == note


def test_remembered_choices_without_options_are_kept_with_the_games_defaults() -> None:
    entry = {"runfast": {"levels": ["easy", "hard"]}}
    problems: list[str] = []
    assert Settings.from_dict({"new_game": entry}, problems).new_game == entry
    assert problems == []
