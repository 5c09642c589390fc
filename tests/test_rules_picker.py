"""The menu's Rules opens the rules of the game the player means (the focused one, the one
pointed at, the one last started), and the rules screen switches game with its tabs (a
click) or Left/Right."""

from __future__ import annotations

import pygame
import pytest

from cardgame.engine import registry
from cardgame.scenes.base import App
from cardgame.scenes.games import playable
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.rules import RulesScene


def keydown(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def button(scene, key: str):
    return next(b for b in scene.buttons if b.key == key)


@pytest.fixture
def menu(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    app = App((1280, 720))
    app.settings.speed = "instant"
    scene = MenuScene(app)
    app.push(scene)
    app.frame(0.0, [])
    yield app, scene
    pygame.display.quit()


def rules_shown(app: App) -> str:
    assert isinstance(app.top, RulesScene), app.top
    return app.top.game_id


@pytest.mark.parametrize("gid", ["tichu", "ghost_euchre", "runfast"])
def test_the_keyboard_s_rules_are_those_of_the_game_it_focused(menu, gid):
    app, scene = menu
    for _ in range(len(scene.buttons)):  # → along the tiles to the game's Play button
        if scene.buttons[scene.focus].key == "play:" + gid:
            break
        app.frame(0.0, [keydown(pygame.K_RIGHT)])
    assert scene.buttons[scene.focus].key == "play:" + gid
    while scene.buttons[scene.focus].key != "rules":  # then on to Rules
        app.frame(0.0, [keydown(pygame.K_TAB)])
    app.frame(0.0, [keydown(pygame.K_RETURN)])
    assert rules_shown(app) == gid


def test_the_mouse_s_rules_are_those_of_the_tile_it_pointed_at(menu):
    app, scene = menu
    tile = next(r for r, g, _t, _live in scene.tiles if g == "runfast")
    app.frame(
        0.0,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=tile.center, rel=(0, 0), buttons=(0, 0, 0))],
    )
    app.frame(0.0, click(button(scene, "rules").rect.center))
    assert rules_shown(app) == "runfast"


def test_back_from_a_game_the_rules_are_those_of_the_game_last_started(menu):
    app, scene = menu
    scene.new_game("ghost_euchre")
    app.home()
    assert scene.buttons[scene.focus].key == "play:ghost_euchre"  # its Play button focused
    app.frame(0.0, click(button(scene, "rules").rect.center))
    assert rules_shown(app) == "ghost_euchre"


def test_the_rules_screen_switches_game_with_its_tabs_and_the_arrows(menu):
    app, scene = menu
    games = playable()
    app.frame(0.0, click(button(scene, "rules").rect.center))
    rules = app.top
    assert isinstance(rules, RulesScene)
    start = games.index(rules.game_id)
    app.frame(0.0, [keydown(pygame.K_END)])
    app.frame(0.0, [keydown(pygame.K_RIGHT)])
    assert rules.game_id == games[(start + 1) % len(games)]
    assert rules.offset == 0  # the new game's rules from their top
    app.frame(0.0, [keydown(pygame.K_LEFT), keydown(pygame.K_LEFT)])
    assert rules.game_id == games[(start - 1) % len(games)]
    for gid in games:  # a click on each tab; the tab of the game shown stands out
        app.frame(0.0, click(button(rules, "game:" + gid).rect.center))
        assert rules.game_id == gid
        assert [b.key for b in rules.buttons if b.accent] == ["game:" + gid]
    assert rules.title.endswith(registry.get(games[-1]).title)  # the title names it
    tabs = [button(rules, "game:" + g).rect for g in games]
    assert all(a.right < b.left for a, b in zip(tabs, tabs[1:], strict=False))  # in a row
    assert all(app.screen.get_rect().contains(t) for t in tabs)


def test_a_tile_s_learn_to_play_button_focused_means_its_game(menu):
    """Any button of a tile (Play, Continue, Learn to play) says which game Rules means."""
    app, scene = menu
    for _ in range(2 * len(scene.buttons)):
        if scene.buttons[scene.focus].key == "learn:runfast":
            break
        app.frame(0.0, [keydown(pygame.K_RIGHT)])
    assert scene.buttons[scene.focus].key == "learn:runfast"
    while scene.buttons[scene.focus].key != "rules":
        app.frame(0.0, [keydown(pygame.K_TAB)])
    app.frame(0.0, [keydown(pygame.K_RETURN)])
    assert rules_shown(app) == "runfast"
