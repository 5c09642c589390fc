"""The player's language: the system's on first start, chosen in Settings, changed at once on
every screen (no restart), and an unknown one in the settings file told and replaced."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

pytest.importorskip("babel")
from fit_helpers import PSEUDO, english_ids, locale_dir, pseudo_home  # noqa: F401 (fixtures)

from cardgame import i18n
from cardgame.lab import shots
from cardgame.persistence import Store
from cardgame.ui import theme

ENV = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def home(pseudo_home: Path, monkeypatch: pytest.MonkeyPatch):  # noqa: F811
    """No language said by the system unless a test says one."""
    for k in ENV:
        monkeypatch.delenv(k, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *a: (None, None))
    return pseudo_home


def test_every_language_is_named_in_itself():
    names = i18n.LANGUAGE_NAMES
    assert names["nl"] == "Nederlands" and names["de"] == "Deutsch" and names["hu"] == "Magyar"
    assert names["pl"] == "Polski" and names["tr"] == "Türkçe" and names["en"] == "English"


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": f"{PSEUDO}_XX.UTF-8"}, PSEUDO),
        ({"LANGUAGE": f"fr:{PSEUDO}", "LANG": "fr_FR.UTF-8"}, PSEUDO),  # the first one it speaks
        ({"LC_ALL": "C.UTF-8", "LANG": f"{PSEUDO}_XX"}, "en"),  # LC_ALL rules over LANG
        ({"LC_MESSAGES": PSEUDO, "LANG": "fr_FR"}, PSEUDO),
        ({"LANG": "fr_FR.UTF-8"}, "en"),  # a language without a catalog: English
        ({}, "en"),
    ],
)
def test_the_first_start_speaks_the_system_language(home, monkeypatch, env, expected):
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    settings = Store().load_settings()  # no settings file yet
    assert settings.language == expected


def test_the_locale_module_is_asked_when_the_environment_says_nothing(home, monkeypatch):
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *a: (f"{PSEUDO}_XX", "UTF-8"))
    assert Store().load_settings().language == PSEUDO
    # Windows' locale module names the language in English
    assert i18n._code("Dutch_Netherlands") == "nl" and i18n._code("Turkish_Turkey") == "tr"
    assert i18n._code("hu-HU") == "hu" and i18n._code("C") is None


def test_a_saved_choice_wins_over_the_system(home, monkeypatch):
    (home / "settings.json").write_text(json.dumps({"format": 1, "language": "en"}))
    monkeypatch.setenv("LANG", f"{PSEUDO}_XX.UTF-8")
    assert Store().load_settings().language == "en"


def test_an_unknown_language_in_the_settings_file_is_told_and_the_rest_kept(home):
    saved = {"format": 1, "language": "xx", "felt": "blue", "speed": "fast", "four_colour": True}
    (home / "settings.json").write_text(json.dumps(saved))
    store = Store()
    s = store.load_settings()
    assert s.language == "en"
    assert (s.felt, s.speed, s.four_colour) == ("blue", "fast", True)
    assert len(store.messages) == 1 and "(xx)" in store.messages[0]
    assert "English" in store.messages[0] and "kept" in store.messages[0]
    assert (home / "settings.json").exists()  # the file itself is not set aside


def _texts(app) -> list[str]:
    with theme.recording() as drawn:
        shots.draw(app)
    return [d.text for d in drawn]


def _untranslated(texts: list[str], english: set[str]) -> list[str]:
    """Texts of letters drawn without a pseudo-translation's brackets: English left behind.
    The games' own names, the cards and the languages' names are not translated."""
    titles = {"Pis Yedili", "Tichu", "Run Fast", "Ghost Hand Euchre", PSEUDO}
    titles |= set(i18n.LANGUAGE_NAMES.values())
    return [
        t
        for t in texts
        if (t in english or re.search(r"[A-Za-z]{3}", t))
        and not re.search(r"[\[\]áéíóúÁÉÍÓÚ]", t)  # a line of a translated paragraph
        and t not in titles
    ]


def _switch_in_settings(app, lang: str) -> None:
    """Open Settings over the screen, walk the language row to `lang`, go back."""
    from cardgame.scenes import routes

    routes.push("settings", app)
    settings = app.top
    row = next(i for i, r in enumerate(settings.rows) if r.key == "language")
    settings.focus_row = row
    for _i in range(len(settings.rows[row].values)):
        if i18n.language() == lang:
            break
        app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0)])
    assert i18n.language() == lang and app.settings.language == lang
    if lang == PSEUDO:
        assert not _untranslated(_texts(app), english_ids()), "the settings screen itself"
    app.pop()


def test_changing_the_language_changes_every_screen_at_once(home):
    """Each screen of every game (menu, new game, rules, statistics, each table with its
    chooser, scoring) is open when Settings switches the language over it: its texts are all
    translated at once, and back in English all English again."""
    from cardgame.scenes.base import App

    english = english_ids()
    app = App((1280, 720))
    assert i18n.language() == "en"
    checked = 0
    for name in shots.screens(app):
        before = _texts(app)
        assert any(t in english for t in before), name
        _switch_in_settings(app, PSEUDO)
        left = _untranslated(_texts(app), english)
        assert not left, f"{name} still shows {left[:6]}"
        _switch_in_settings(app, "en")
        again = _texts(app)
        assert not [t for t in again if "[" in t and "]" in t], name
        checked += 1
    assert checked >= 35
    assert pygame.display.get_caption()[0] == "Card games"


def test_shots_render_the_screens_in_a_language(home, tmp_path):
    out = tmp_path / "shots"
    written = shots.render(out, [(1024, 640)], games=["runfast"], languages=[PSEUDO])
    names = {p.relative_to(out).as_posix() for p in written}
    assert (
        f"{PSEUDO}/menu_1024x640.png" in names and f"{PSEUDO}/runfast_table_1024x640.png" in names
    )
    assert f"{PSEUDO}/runfast_scoring_1024x640.png" in names and all(p.exists() for p in written)


def test_shots_say_what_is_wrong_with_their_arguments(home, capsys):
    assert shots.main(["out", "--lang", "zz"]) == 2
    assert "no catalog for zz" in capsys.readouterr().out
    assert shots.main(["out", "--lang"]) == 2
    assert shots.main(["out", "big", "--lang", "en"]) == 2


def test_shots_take_no_option_for_their_folder(tmp_path, monkeypatch, capsys):
    """`shots --help` prints the usage; it rendered into a folder named "--help" before."""
    monkeypatch.chdir(tmp_path)
    assert shots.main(["--help"]) == 2
    assert "usage" in capsys.readouterr().out
    assert not (tmp_path / "--help").exists()
