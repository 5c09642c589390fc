"""Headless pygame for every test: no window, no sound, no banner. And the one app and
table the scene tests open: `app` (1280x720, animations instant), `make_app` for another
size or speed, and `open_table` to sit a match at the table over the menu."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The app speaks the system's language on a first start: tests speak English wherever they run.
os.environ["LANGUAGE"] = "en"

if TYPE_CHECKING:
    from cardgame.scenes.base import App
    from cardgame.scenes.table import TableScene


@pytest.fixture
def make_app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., App]]:
    """A maker of the app in a fresh home: `make_app(size, speed)`; the display closes after."""
    import pygame

    from cardgame.scenes.base import App

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    _tutorials_offered(tmp_path)

    def make(size: tuple[int, int] = (1280, 720), speed: str | None = "instant") -> App:
        a = App(size)
        if speed is not None:
            a.settings.speed = speed
        return a

    yield make
    pygame.display.quit()


def _tutorials_offered(home: Any) -> None:
    """Every game's tutorial already offered: a first Play goes straight to the game (the
    tutorial tests remove this file to see the offer)."""
    import json

    from cardgame.engine import registry

    games = {g: {"offered": True} for g in registry.games()}
    (home / "tutorials.json").write_text(json.dumps({"format": 1, "games": games}))


@pytest.fixture
def app(make_app: Callable[..., App]) -> App:
    """The app at 1280x720 with instant animations."""
    return make_app()


def open_table(app: App, match: Any, seats: list[str], *, settle: bool = False) -> TableScene:
    """`match` at the table over the menu, bots playing inline, after its first frame; with
    `settle`, after the bots have played up to the human's turn (or the deal's end)."""
    from cardgame.scenes.menu import MenuScene
    from cardgame.scenes.table import TableScene

    app.push(MenuScene(app))
    table = TableScene(app, match, seats, animate_deal=False, inline_bots=True)
    app.push(table)
    if settle:
        for _ in range(5000):
            if table.human_turn() or match.deal_over:
                break
            app.frame(0.05)
        app.frame(0.05)
    else:
        app.frame(0.0)
    return table
