"""Every screen of every game, in every language, at the smallest and a large window: no
text runs out of its box or the window, and none is drawn over another.

The texts are recorded where they are drawn (`theme.recording`), so the test reads the
rectangles the app itself used. Each screen is drawn once per language and size, on one app
per size. The pseudo-language (tests/fit_helpers.py) stands in for a long translation."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

pytest.importorskip("babel")
from fit_helpers import (  # noqa: F401 (fixtures)
    PSEUDO,
    locale_dir,
    problems,
    pseudo_home,
    screen_problems,
)

from cardgame import i18n
from cardgame.lab import shots
from cardgame.ui import theme
from cardgame.ui.widgets import Button

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@pytest.fixture
def languages(pseudo_home: Path) -> list[str]:  # noqa: F811
    return i18n.available_languages()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_fits_in_every_language(size, languages):
    from cardgame.scenes.base import App

    assert PSEUDO in languages and "en" in languages
    app = App(size)
    found: list[str] = []
    screens = 0
    for lang in languages:
        app.change_language(lang)
        for name in shots.screens(app):
            with theme.recording() as drawn:
                shots.draw(app)
            assert len(drawn) > 3, f"{name}: no texts recorded"
            found += [f"{lang} {name}: {p}" for p in problems(drawn, size)]
            found += [f"{lang} {name}: {p}" for p in screen_problems(app, drawn)]
            screens += 1
    assert screens >= 35 * len(languages)
    assert not found, f"{len(found)} texts do not fit:\n" + "\n".join(found[:200])


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_tutorial_step_fits_in_every_language(size, languages, monkeypatch):
    """Each step's bubble over its table, in every language: the step's own text, its
    counter and its Continue button inside the bubble, the bubble inside the window."""
    from cardgame.scenes.base import App
    from cardgame.scenes.menu import MenuScene
    from cardgame.scenes.tutorial import GAMES, open_tutorial

    app = App(size)
    app.settings.speed = "instant"
    found: list[str] = []
    steps = 0
    for game_id in GAMES:
        app.change_language("en")
        app.push(MenuScene(app))
        open_tutorial(app, game_id, fresh=True)
        table = app.top
        g = table.guide
        for _ in range(3000):
            if g.step is None or app.top is not table:
                break
            app.frame(0.05)
            if not g.showing():
                continue
            for lang in languages:
                app.change_language(lang)
                with theme.recording() as drawn:
                    table.draw(app.screen)
                box = g.bubble_rect()
                bubble = [d for d in drawn if box.contains(d.box)]  # its texts, its button
                assert len(bubble) >= 2, f"{game_id} step {g.entry.step}: nothing recorded"
                where = f"{lang} {game_id} step {g.entry.step + 1}"
                found += [f"{where}: {p}" for p in problems(bubble, size)]
            steps += 1
            want = g.expected()
            if want is None:
                g.go_on()
            else:
                table.apply(want, confirmed=True)
        app.home()
    assert steps >= 10 * len(GAMES)
    assert not found, f"{len(found)} texts do not fit:\n" + "\n".join(found[:40])


def _record(draw) -> list:
    """The texts `draw` draws (the buttons left out)."""
    surf = pygame.Surface((400, 300))
    with theme.recording() as drawn:
        draw(surf)
    return [d for d in drawn if not d.button]


def test_the_check_finds_a_text_out_of_its_box_and_texts_over_one_another():
    box = pygame.Rect(10, 10, 60, 30)
    out = problems(
        _record(lambda s: theme.blit_text(s, "a long text for a small box", 16, (12, 12), box=box)),
        (400, 300),
    )
    assert any("runs out of its box" in p for p in out)
    out = problems(
        _record(
            lambda s: (
                theme.blit_text(s, "first words", 16, (20, 100)),
                theme.blit_text(s, "second words", 16, (40, 102)),
            )
        ),
        (400, 300),
    )
    assert any("overlap" in p for p in out)
    out = problems(_record(lambda s: theme.blit_text(s, "edge", 16, (380, 5))), (400, 300))
    assert any("out of" in p for p in out)
    fine = _record(
        lambda s: (theme.blit_text(s, "one", 16, (20, 20)), theme.blit_text(s, "two", 16, (20, 50)))
    )
    assert not problems(fine, (400, 300))


def test_a_modal_layer_hides_the_texts_under_it():
    def draw(s: pygame.Surface) -> None:
        theme.blit_text(s, "beneath", 16, (20, 100))
        theme.cover(s.get_rect())
        theme.blit_text(s, "above it", 16, (30, 100))

    assert [d.text for d in _record(draw)] == ["above it"]


@pytest.mark.parametrize("label", ["Rückgängig machen (Z)", "Átadás a bal oldali ellenfélnek"])
def test_a_long_button_label_shrinks_or_wraps_inside_its_button(label):
    pygame.font.init()
    b = Button(label, lambda: None, pygame.Rect(50, 50, 190, 48))
    drawn = _record(lambda s: b.draw(s, 20))
    assert drawn and all(b.rect.contains(d.rect) for d in drawn)
    shown = " ".join(d.text for d in drawn).replace("- ", "")
    assert shown == label  # every word is there: smaller, or on two lines, never cut


def test_wrap_hyphenates_a_word_longer_than_the_line():
    pygame.font.init()
    lines = theme.wrap("Kartenrückseitenfarbe", 16, 60)
    assert len(lines) > 1 and all(line.endswith("-") for line in lines[:-1])
    assert "".join(x.rstrip("-") for x in lines) == "Kartenrückseitenfarbe"


@pytest.mark.parametrize("width", [1, 0, -5])
def test_a_box_narrower_than_any_letter_still_ends(width):
    """A tiny window can leave a title a box of a pixel: the words come out a letter a line
    (the box's owner clips them), never an endless line of hyphens."""
    pygame.font.init()
    lines = theme.wrap("Ghost Hand Euchre", 16, width)
    assert "".join(x.rstrip("-") for x in lines) == "GhostHandEuchre"
    assert theme.fit_lines("Tichu — deal 1", 18, width, 40)[0]
