"""The menu's banner about damaged files (in words, dismissable, resume from the last good
move), the confirm dialogs before a new match or quitting, and failed writes during play."""

from __future__ import annotations

import json
import re
import sqlite3
from typing import Any

import pygame
import pytest
from conftest import _tutorials_offered
from ui_helpers import card_point, human_turn_match, legal_plain_card, pile_centre, post_drag

from cardgame import persistence
from cardgame.ai.driver import Driver
from cardgame.engine.match import Match
from cardgame.engine.saves import match_to_save
from cardgame.scenes.base import App
from cardgame.scenes.dialog import ConfirmScene
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.newgame import NewGameScene

SEATS = ["human", "easy", "medium", "hard"]
CODE = re.compile(r"\b[A-Z]{2,}_[A-Z_]+\b")  # a reason code such as NOT_YOUR_TURN


def key(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def click_button(app: App, scene, name: str) -> None:
    b = next(b for b in scene.buttons if b.key == name)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1))
    app.frame(0.05)


def played(actions: int = 30, seed: int = 5) -> Match:
    m = Match("pis_yedili", seed=seed)
    d = Driver(m, ["random"] * 4)
    while len(m.history) < actions:
        d.step()
    return m


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    _tutorials_offered(tmp_path)
    yield tmp_path
    pygame.display.quit()


def open_menu(size=(1280, 720)) -> tuple[App, MenuScene]:
    app = App(size)
    app.settings.speed = "instant"
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.0)
    return app, menu


def test_a_damaged_tail_is_offered_from_the_last_good_move(home):
    data = match_to_save(played(), SEATS)
    data["actions"][25] = [1, "play ZZ"]
    text = json.dumps(data)
    (home / "save.json").write_text(text)
    app, menu = open_menu()
    msg = app.store.messages[0]
    assert "move 25 of 30" in msg and not CODE.search(msg) and "action" not in msg
    kept = list(home.glob("save.*.damaged.json"))
    assert len(kept) == 1 and kept[0].read_text() == text
    assert {"continue", "dismiss", "recover"} <= {b.key for b in menu.buttons}
    click_button(app, menu, "recover")
    table: Any = app.top
    assert type(table).__name__ == "TableScene"
    assert table.match.history == [tuple(p) for p in data["actions"][:25]]


def test_the_banner_is_dismissed_by_keyboard(home):
    (home / "save.json").write_text("{damaged")
    app, menu = open_menu()
    assert app.store.messages and menu.banner.height > 0
    assert not any(b.key == "recover" for b in menu.buttons)
    for _ in range(len(menu.buttons)):
        if menu.buttons[menu.focus].key == "dismiss":
            break
        key(pygame.K_TAB)
        app.frame(0.05)
    key(pygame.K_RETURN)
    app.frame(0.05)
    assert not app.store.messages and menu.banner.height == 0
    assert not any(b.key == "dismiss" for b in menu.buttons)


def test_esc_on_the_menu_asks_before_quitting(home):
    app, menu = open_menu()
    key(pygame.K_ESCAPE)
    app.frame(0.05)
    assert isinstance(app.top, ConfirmScene) and app.running
    key(pygame.K_ESCAPE)  # Esc answers the safe choice: stay
    app.frame(0.05)
    assert app.stack == [menu] and app.running
    key(pygame.K_ESCAPE)
    app.frame(0.05)
    key(pygame.K_LEFT)  # to "Quit"
    key(pygame.K_RETURN)
    app.frame(0.05)
    assert not app.running


def test_quit_by_mouse_asks_and_says_the_match_is_kept(home):
    persistence.Store().write_save(played(), SEATS)
    app, menu = open_menu()
    click_button(app, menu, "quit")
    dialog = app.top
    assert isinstance(dialog, ConfirmScene) and "saved" in dialog.question
    click_button(app, dialog, "yes")
    assert not app.running


def test_a_new_match_over_an_unfinished_one_asks_first(home):
    persistence.Store().write_save(played(), SEATS)
    before = persistence.Store().load_save()
    app, menu = open_menu()
    click_button(app, menu, "play:pis_yedili")
    dialog = app.top
    assert isinstance(dialog, ConfirmScene) and "lost" in dialog.question
    click_button(app, dialog, "no")
    kept = app.store.load_save()
    assert app.top is menu and before and kept and kept[0].history == before[0].history
    click_button(app, menu, "play:pis_yedili")
    click_button(app, app.top, "yes")
    assert isinstance(app.top, NewGameScene)


def test_each_game_keeps_its_own_unfinished_match(home):
    """A new match of another game asks nothing and replaces nothing; each tile continues
    its own game's match."""
    persistence.Store().write_save(played(), SEATS)
    app, menu = open_menu()
    assert {"continue", "continue:pis_yedili"} <= {b.key for b in menu.buttons}
    assert not any(b.key == "continue:tichu" for b in menu.buttons)
    click_button(app, menu, "play:tichu")
    assert isinstance(app.top, NewGameScene)  # nothing to lose: no question
    app.top.start()
    tichu = app.top.match
    app.home()
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert set(menu.saves) == {"pis_yedili", "tichu"}
    assert menu.saves["pis_yedili"][0].history == played().history
    assert menu.saves["tichu"][0].seed == tichu.seed
    click_button(app, menu, "continue:pis_yedili")
    assert app.top.match.info.id == "pis_yedili"


def test_without_an_unfinished_match_play_asks_nothing(home):
    app, menu = open_menu()
    click_button(app, menu, "play:pis_yedili")
    assert isinstance(app.top, NewGameScene)


def test_a_full_disk_during_play_is_told_and_play_goes_on(home, monkeypatch):
    match, seats, card = human_turn_match(legal_plain_card)
    app, menu = open_menu()
    from cardgame.scenes.table import TableScene

    table = TableScene(app, match, seats, animate_deal=False, inline_bots=True)
    app.push(table)
    app.frame(0.0)

    def full(*args):
        raise sqlite3.OperationalError("database or disk is full")

    before = len(match.history)
    with monkeypatch.context() as mp:
        mp.setattr(persistence.History, "put_live", full)
        post_drag(card_point(table, card), pile_centre(table))
        app.frame(0.05)
        assert match.history[before] == (0, f"play {card}")  # the move was made
        assert app.notice is not None and "disk is full" in app.notice[0]
        assert app.top is table
        app.frame(persistence_notice_time() + 1)
        assert app.notice is None  # the note goes away by itself
    assert app.store.write_save(match, seats)
    loaded = app.store.load_save()
    assert loaded is not None and loaded[0].history[before] == (0, f"play {card}")


def persistence_notice_time() -> float:
    from cardgame.scenes.base import NOTICE_SECONDS

    return NOTICE_SECONDS


def test_damaged_statistics_are_told_at_start_and_kept(home):
    (home / "statistics.json").write_text('{"format": 1, "games": {"pis_yedili": {"deals": "x"}}}')
    app, menu = open_menu()
    assert any("statistics" in m for m in app.store.messages)
    kept = list(home.glob("statistics.*.damaged.json"))
    assert len(kept) == 1 and "deals" in kept[0].read_text()


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_dialog_and_banner_draw_at_small_and_large_sizes(home, size):
    (home / "save.json").write_text("[")
    app, menu = open_menu(size)
    menu.quit()
    app.frame(0.05)
    dialog = app.top
    assert isinstance(dialog, ConfirmScene)
    for b in dialog.buttons:
        assert dialog.box.contains(b.rect)
    assert app.screen.get_rect().contains(menu.banner)


def test_the_menus_keyboard_order_follows_the_tiles_from_the_left(home):
    """Focus starts on the first game's Play (after Continue, when there is one) and Tab
    walks the tiles left to right, as they are drawn."""
    app, menu = open_menu()
    plays = [b for b in menu.buttons if b.key.startswith("play:")]
    assert [b.rect.x for b in plays] == sorted(b.rect.x for b in plays)
    assert menu.buttons[menu.focus] is plays[0]
    app.store.write_save(played(), SEATS)
    menu.enter()
    assert menu.buttons[0].key == "continue"
    again = [b for b in menu.buttons if b.key.startswith(("play:", "continue:"))]
    assert menu.buttons[1 : 1 + len(again)] == again
    assert [b.rect.centerx for b in again] == sorted(b.rect.centerx for b in again)
