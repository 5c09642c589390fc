"""Learn to play: each game's tutorial played to its end by posted input only, each step
refusing one wrong action without moving on, leaving and resuming, a relaunch resuming, the
deal the same whatever the settings, and a damaged progress record starting again."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from tutorial_helpers import go_on, key, post_action, settle

from cardgame.engine import registry
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.scoring import ScoringScene
from cardgame.scenes.tutorial import open_tutorial, prepared, tutorial_of
from cardgame.scenes.tutorial.progress import NAME

GAMES = [g for g in registry.games() if tutorial_of(g) is not None]


def start(app, game_id: str):
    app.push(MenuScene(app))
    assert open_tutorial(app, game_id)
    table = app.top
    app.frame(0.0)
    return table


def wrong(table, want):
    """Another legal action of the player's than the step wants (None if there is none)."""
    legal = table.game.legal_actions(table.match.state, 0) if table.driver.human_to_act() else ()
    others = [a for a in legal if a != want]
    return random.Random(len(table.match.history)).choice(others) if others else None


def walk(app, table, *, stop_at: int | None = None, wrongs: bool = False) -> None:
    """Play the tutorial by posted input: Continue by key, each move as a player makes it;
    with `wrongs`, first one wrong action per step, which must change nothing."""
    g = table.guide
    for _ in range(400):
        settle(app, table)
        if app.top is not table or g.step is None:
            return
        if stop_at is not None and g.entry.step >= stop_at:
            return
        step, at = g.entry.step, len(table.match.history)
        want = g.expected()
        if wrongs:
            bad = wrong(table, want)
            if bad is not None:
                post_action(app, table, bad)
            else:
                key(pygame.K_x, "x")
                app.frame(0.02)
            assert (g.entry.step, len(table.match.history)) == (step, at), (step, str(bad))
            if bad is not None:
                assert table.messages.toast is not None
            table.chooser = None
            slots = getattr(table.presenter, "slots", None)
            if slots is not None and slots.cards:  # the refused exchange's cards back
                slots.cards.clear()
                table._rest()
        if want is None:
            go_on(app)
        else:
            post_action(app, table, want)
        assert g.entry.step == step + 1, (step, str(want), table.messages.toast)
    raise AssertionError("the tutorial did not end")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tutorial_plays_to_its_end_by_posted_input_refusing_wrong_moves(app, game_id):
    table = start(app, game_id)
    t = table.guide.tutorial
    walk(app, table, wrongs=True)
    assert table.match.history[: len(t.moves)] == list(t.moves)
    for _ in range(400):
        if isinstance(app.top, ScoringScene):
            break
        app.frame(0.05)
    assert isinstance(app.top, ScoringScene) or table.guide.step is None
    record = json.loads((app.store.save_path.parent / NAME).read_text())
    assert record["games"][game_id]["done"] is True
    assert not app.store.has_save()  # a tutorial never touches the player's match


@pytest.mark.parametrize("game_id", GAMES)
def test_leaving_and_coming_back_resumes_at_the_step(app, game_id):
    table = start(app, game_id)
    k = len(table.guide.tutorial.steps) // 2
    walk(app, table, stop_at=k)
    history = list(table.match.history)
    key(pygame.K_ESCAPE)
    for _ in range(20):
        app.frame(0.05)
        if app.top is not table:
            break
    table.to_menu()
    again = start(app, game_id)
    assert again is not table and again.guide.entry.step == k
    assert again.match.history == history


@pytest.mark.parametrize("game_id", GAMES)
def test_a_relaunch_resumes_at_the_step(make_app, game_id):
    app = make_app()
    table = start(app, game_id)
    walk(app, table, stop_at=3)
    history = list(table.match.history)
    pygame.display.quit()
    fresh = make_app()
    again = start(fresh, game_id)
    assert again.guide.entry.step == 3 and again.match.history == history


@pytest.mark.parametrize("game_id", GAMES)
def test_the_deal_is_the_prepared_one_whatever_the_settings(make_app, monkeypatch, game_id):
    from cardgame.scenes.games import game_ui

    app = make_app((1024, 640))
    app.settings.hand_sort = "suit"
    ui = game_ui(game_id)
    monkeypatch.setattr(type(ui), "counter_clockwise", not ui.counter_clockwise)
    table = start(app, game_id)
    walk(app, table, stop_at=2)
    app.change_language("de")  # mid-tutorial
    for scene in app.stack:  # and a resize
        scene.resize((1280, 720))
    walk(app, table)
    t = table.guide.tutorial
    assert table.match.history[: len(t.moves)] == list(t.moves)
    plain = prepared(t, list(t.moves))
    assert plain.game.zones(plain.state) == table.match.game.zones(table.match.state) or (
        len(table.match.history) > len(t.moves)
    )
    app.change_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_damaged_progress_record_starts_again_and_says_so(app, game_id):
    table = start(app, game_id)
    walk(app, table, stop_at=3)
    table.to_menu()
    (app.store.save_path.parent / NAME).write_text('{"format": 1, "games": {"' + game_id + '": 7')
    app.tutorials = None
    again = start(app, game_id)
    assert again.guide.entry.step == 0 and again.match.history == []
    assert again.messages.toast is not None and "damaged" in again.messages.toast[0]


def test_a_step_that_does_not_fit_the_saved_deal_is_damaged_too(app):
    game_id = GAMES[0]
    t = tutorial_of(game_id)
    data = {"format": 1, "games": {game_id: {"step": 0, "actions": [list(t.moves[-1])]}}}
    (app.store.save_path.parent / NAME).write_text(json.dumps(data))
    table = start(app, game_id)
    assert table.match.history == [] and "damaged" in table.messages.toast[0]


def test_the_first_start_of_a_game_offers_its_tutorial_once(app):
    from cardgame.scenes.dialog import ConfirmScene

    (app.store.save_path.parent / NAME).unlink()
    app.tutorials = None
    menu = MenuScene(app)
    app.push(menu)
    menu.new_game(GAMES[0])
    assert isinstance(app.top, ConfirmScene)
    app.pop()
    menu.new_game(GAMES[0])
    assert not isinstance(app.top, ConfirmScene)


def test_the_menu_and_the_rules_offer_learn_to_play(app):
    from cardgame.scenes.rules import RulesScene

    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.0)
    keys = {b.key for b in menu.buttons}
    assert {f"learn:{g}" for g in GAMES} <= keys
    rules = RulesScene(app, GAMES[0])
    app.push(rules)
    app.frame(0.0)
    learn = next(b for b in rules.buttons if b.key == "learn")
    learn.on_click()
    assert app.top.guide is not None
