"""The table's undo and its saves, with Pis Yedili's real draws: undo never goes back past a
card the human has seen (a draw; the deal itself does not count), never into an earlier deal,
and the Menu button, Quit and closing the window all leave the match on disk as it stands."""

from __future__ import annotations

import sqlite3

import pygame
import pytest
from conftest import open_table
from ui_helpers import post_click, run_frames

from cardgame.ai.driver import Driver
from cardgame.engine.actions import Draw, Play
from cardgame.engine.match import Match
from cardgame.persistence import Store
from cardgame.scenes.base import App
from cardgame.scenes.dialog import ConfirmScene
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.table import TableScene

SEATS = ["human", "random", "random", "random"]


def _at_human_turn(m: Match) -> None:
    Driver(m, SEATS).play_deal()


def draw_position(bot_drew: bool = False) -> Match:
    """The human to act after its opening move, with a draw among its choices (and, with
    `bot_drew`, another seat drew since the human's last move)."""
    for seed in range(1, 300):
        m = Match("pis_yedili", seed=seed)
        _at_human_turn(m)
        for _ in range(10):
            if m.deal_over:
                break
            legal = m.game.legal_actions(m.state, 0)
            mine = sum(1 for s, _ in m.history if s == 0)
            last = max((i for i, (s, _) in enumerate(m.history) if s == 0), default=-1)
            drew = any(s != 0 and a == "draw" for s, a in m.history[last + 1 :])
            can_draw = any(isinstance(a, Draw) for a in legal) and m.state.stock
            if mine >= 1 and can_draw and drew == bot_drew:
                return m
            plays = [a for a in legal if isinstance(a, Play)]
            Driver(m, SEATS).submit(0, (plays or legal)[0])
            _at_human_turn(m)
    raise RuntimeError("no draw position")


def test_undo_takes_back_a_play_but_never_a_draw(app):
    m = draw_position()
    table = open_table(app, m, SEATS)
    assert table.undo_point() is not None  # the last play; the deal's cards do not block it
    table.driver.submit(0, "draw")
    table.after_action()
    assert any(0 in e.reveals and e.key == "Drew" for e in m.state.events)
    assert table.undo_point() is None
    history = list(m.history)
    table.undo()
    assert app.top is table and m.history == history  # refused, nothing replayed
    assert table.toast is not None and "seen" in table.toast[0]


def test_undo_after_a_bots_draw_still_takes_back_the_humans_play(app):
    """A draw by another seat shows the human nothing: it does not block undo."""
    m = draw_position(bot_drew=True)
    table = open_table(app, m, SEATS)
    idx = table.undo_point()
    assert idx is not None and m.history[idx][0] == 0 and m.history[idx][1] != "draw"
    assert any(s != 0 and a == "draw" for s, a in m.history[idx + 1 :])
    table.undo()
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    assert again.match.history == m.history[:idx]


def test_a_new_deal_has_nothing_to_undo_until_the_human_acts(app):
    m = Match("pis_yedili", seed=5)
    Driver(m, ["random"] * 4).play_deal()
    assert m.deal_over and not m.over
    assert any(s == 0 for s, _ in m.history)
    m.start_next_deal()
    _at_human_turn(m)
    table = open_table(app, m, SEATS)
    assert not any(s == 0 for s, _ in m.history[m.deal_start :])
    assert table.undo_point() is None  # the previous deal's moves are out of reach


def _saved_history(app: App) -> list[tuple[int, str]]:
    loaded = Store().load_save()
    assert loaded is not None, app.store.messages
    return loaded[0].history


def _draw_on_a_full_disk(app: App, table: TableScene, monkeypatch: pytest.MonkeyPatch) -> None:
    """The human draws through the table while the disk is full: the autosave fails (the
    player is told it will be tried again); then the disk has room again."""
    from cardgame import persistence

    def full(*args):
        raise sqlite3.OperationalError("database or disk is full")

    with monkeypatch.context() as mp:
        mp.setattr(persistence.History, "put_live", full)
        table.driver.submit(0, "draw")
        table.after_action()
    assert any("tried again" in m for m in app.store.messages)
    assert _saved_history(app) != table.match.history


def test_the_menu_button_saves(app, monkeypatch):
    m = draw_position()
    table = open_table(app, m, SEATS)
    table.save()
    _draw_on_a_full_disk(app, table, monkeypatch)
    button = next(b for b in table.top_buttons if b.key == "menu")
    post_click(button.rect.center)
    app.frame(0.05)
    assert isinstance(app.top, MenuScene)
    assert _saved_history(app) == m.history


def test_closing_the_window_saves(app, monkeypatch):
    m = draw_position()
    table = open_table(app, m, SEATS)
    table.save()
    _draw_on_a_full_disk(app, table, monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(0.0)
    assert not app.running
    assert _saved_history(app) == m.history


def test_quit_from_the_menu_keeps_the_match(app):
    m = draw_position()
    table = open_table(app, m, SEATS)
    table.driver.submit(0, "draw")
    table.after_action()
    post_click(next(b for b in table.top_buttons if b.key == "menu").rect.center)
    app.frame(0.05)
    menu = app.top
    assert isinstance(menu, MenuScene)
    menu.quit()
    app.frame(0.05)
    dialog = app.top
    assert isinstance(dialog, ConfirmScene) and "saved" in dialog.question
    dialog.draw(app.screen)
    post_click(next(b for b in dialog.buttons if b.key == "yes").rect.center)
    app.frame(0.05)
    assert not app.running
    assert _saved_history(app) == m.history


@pytest.mark.parametrize("game_id", ["pis_yedili", "runfast"])
def test_the_next_deal_is_saved_and_resumes_where_it_stands(app, game_id):
    from cardgame.engine.registry import get
    from cardgame.scenes.scoring import ScoringScene

    info = get(game_id)
    opts = info.options_from_dict({"match_deals": 3})
    m = Match(game_id, opts, seed=6)
    seats = ["random"] * m.num_seats  # the bots play the new deal on
    Driver(m, ["random"] * m.num_seats).play_deal()
    app.push(MenuScene(app))
    scene = ScoringScene(app, m, seats, inline_bots=True)
    app.push(scene)
    app.frame(0.0)
    scene.next_deal()  # what the Next deal button does
    table = app.top
    assert isinstance(table, TableScene) and table.view.deal_number == 1
    loaded = Store().load_save()
    assert loaded is not None and loaded[0].history == m.history
    # nothing of the new deal is played yet: the save resumes at the scoring of the last one
    assert loaded[0].deal_over and loaded[0].results == m.results
    run_frames(app, lambda: len(m.history) > m.deal_start + 2)
    loaded = Store().load_save()
    assert loaded is not None
    resumed = loaded[0]
    assert resumed.history == m.history and resumed.setup == m.setup
    assert resumed.state == m.state and resumed.totals == m.totals
