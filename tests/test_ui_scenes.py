"""Headless scene tests: drag and drop, refusals, a deal to the scoring scene, saves."""

from __future__ import annotations

import pygame
import pytest
from conftest import open_table
from ui_helpers import (
    card_point,
    human_turn_match,
    legal_plain_card,
    pile_centre,
    playable_jack,
    post_click,
    post_drag,
    refused_card,
    run_frames,
)

from cardgame.engine.actions import Play
from cardgame.scenes.base import App
from cardgame.scenes.games import game_ui
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.newgame import NewGameScene
from cardgame.scenes.scoring import ScoringScene
from cardgame.scenes.table import TableScene


def test_drag_and_drop_plays_a_legal_card(app):
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    before = len(match.history)
    post_drag(card_point(table, card), pile_centre(table))
    app.frame(0.05)
    assert match.history[before] == (0, f"play {card}")
    assert card not in match.state.hands[0]
    saved = app.store.load_save()
    assert saved is not None and saved[0].history[before] == (0, f"play {card}")


def test_click_twice_plays_and_keyboard_focus(app):
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    before = len(match.history)
    p = card_point(table, card)
    post_click(p)
    app.frame(0.05)
    assert card in table.selected and len(match.history) == before
    p = card_point(table, card)
    post_click((p[0], p[1] - table.layout.raise_by))
    app.frame(0.05)
    assert match.history[before] == (0, f"play {card}")


def test_refused_drop_snaps_back_with_the_reason(app):
    app.settings.speed = "normal"
    match, seats, card = human_turn_match(refused_card)
    table = open_table(app, match, seats)
    before = list(match.history)
    why = match.game.why_illegal(match.state, 0, Play((card,)))
    assert why is not None
    post_drag(card_point(table, card), pile_centre(table))
    app.frame(0.02)
    assert match.history == before
    assert table.toast is not None and table.toast[0] == game_ui("pis_yedili").explain(why)
    assert table.flights, "the card glides back"
    run_frames(app, lambda: not table.flights)
    assert card in table.hand()


def test_jack_opens_the_suit_chooser(app):
    match, seats, card = human_turn_match(playable_jack)
    table = open_table(app, match, seats)
    before = len(match.history)
    post_drag(card_point(table, card), pile_centre(table))
    app.frame(0.02)
    assert table.chooser is not None and len(table.chooser) >= 2
    button, action = table.chooser[-1]
    post_click(button.rect.center)
    app.frame(0.02)
    assert match.history[before] == (0, str(action))


def test_a_full_deal_by_bots_reaches_scoring(app):
    from cardgame.engine.match import Match

    match = Match("pis_yedili", seed=11)
    seats = ["random"] * 4
    app.push(MenuScene(app))
    app.push(TableScene(app, match, seats, inline_bots=True))
    run_frames(app, lambda: isinstance(app.top, ScoringScene), limit=3000)
    assert match.deal_over
    app.frame(0.0)  # the scoring scene draws


def test_save_quit_continue_resumes_the_same_position(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    app = App((1280, 720))
    app.settings.speed = "instant"
    app.push(MenuScene(app))
    app.push(NewGameScene(app, "pis_yedili"))
    ng = app.top
    ng.seed.text = "4242"
    for r in ng.rows:
        if r.key.startswith("level:"):
            r.set("easy")
    start = [b for b in ng.buttons if b.key == "start"][0]
    post_click(start.rect.center)
    app.frame(0.05)
    table = app.top
    assert isinstance(table, TableScene)
    table.inline_bots = True
    run_frames(app, lambda: table.human_turn() or table.match.deal_over)
    history = list(table.match.history)
    view = table.game.view(table.match.state, 0)
    app.save_settings()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(0.0)
    assert not app.running
    pygame.display.quit()

    app2 = App((1280, 720))
    menu = MenuScene(app2)
    app2.push(menu)
    cont = [b for b in menu.buttons if b.key == "continue"]
    assert cont, "Continue is offered"
    post_click(cont[0].rect.center)
    app2.frame(0.0)
    resumed = app2.top
    assert isinstance(resumed, TableScene)
    assert resumed.match.history == history
    assert resumed.game.view(resumed.match.state, 0) == view
    assert resumed.match.seed == 4242
    pygame.display.quit()


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "",
        '{"format": 99, "game": "pis_yedili"}',
        '{"format": 1, "game": "pis_yedili", "options": {}, "seed": 1,'
        ' "seats": ["human", "easy", "easy", "easy"],'
        ' "actions": [[3, "take"]]}',
    ],
)
def test_a_corrupt_save_is_set_aside_with_a_message(tmp_path, monkeypatch, content):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    (tmp_path / "save.json").write_text(content)
    app = App((1280, 720))
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.0)
    assert menu.resume is None
    assert not any(b.key == "continue" for b in menu.buttons)
    assert app.store.messages and "saved game" in app.store.messages[0]
    assert not (tmp_path / "save.json").exists()
    kept = list(tmp_path.glob("save.*.damaged.json"))
    assert len(kept) == 1 and kept[0].read_text() == content
    pygame.display.quit()


def test_every_scene_draws_at_two_sizes(tmp_path, monkeypatch):
    from cardgame.scenes.rules import RulesScene
    from cardgame.scenes.settings import SettingsScene
    from cardgame.scenes.stats import StatsScene

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    for size in [(1024, 640), (1920, 1080)]:
        app = App(size)
        app.push(MenuScene(app))
        for scene in (
            NewGameScene(app, "pis_yedili"),
            RulesScene(app),
            SettingsScene(app),
            StatsScene(app),
        ):
            app.push(scene)
            app.frame(0.0)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, unicode=""))
            app.frame(0.0)
            app.pop()
        pygame.display.quit()


def test_idle_table_does_not_redraw(app):
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    run_frames(app, lambda: table.human_turn())
    app.frame(0.05)
    frames = app.frames
    for _ in range(50):
        app.frame(0.05, [])
    assert app.frames == frames
    assert table.wake_in() is None and not table.animating()


def test_resize_keeps_the_table_usable(app):
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    run_frames(app, lambda: table.human_turn())
    app.screen = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    app.frame(0.05)
    assert table.layout.w == 1600 and app.settings.window == [1600, 900]
    before = len(match.history)
    post_drag(card_point(table, card), pile_centre(table))
    app.frame(0.05)
    assert match.history[before] == (0, f"play {card}")


def test_keyboard_draw_and_play(app):
    def can_draw_only(m):
        legal = [str(a) for a in m.game.legal_actions(m.state, 0)]
        return m.state.hands[0][0] if "draw" in legal and m.state.phase.value == "TURN" else None

    match, seats, _card = human_turn_match(can_draw_only)
    table = open_table(app, match, seats)
    run_frames(app, lambda: table.human_turn())
    before = len(match.history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, unicode="d"))
    app.frame(0.05)
    assert match.history[before] == (0, "draw")


def test_bots_think_in_a_worker_and_the_marker_shows_only_when_slow(app):
    import threading

    from cardgame.engine.match import Match

    class SlowBot:
        gate = threading.Event()

        def choose(self, view, legal, rng):
            self.gate.wait(5)
            return legal[0]

    app.settings.speed = "normal"
    match = Match("pis_yedili", seed=2)
    seats = ["random"] * 4
    app.push(MenuScene(app))
    table = TableScene(app, match, seats, animate_deal=False)
    slow = SlowBot()
    table.driver.bots = dict.fromkeys(range(4), slow)
    app.push(table)
    app.frame(0.0)
    assert table.thinking is not None and not table.thinking["done"]
    app.frame(0.3)
    assert not table.thinking.get("shown"), "no marker during the ordinary beat"
    app.frame(0.7)
    assert table.thinking.get("shown"), "the marker once the bot really takes time"
    slow.gate.set()
    import time

    for _ in range(500):  # the worker needs real time to answer on a loaded machine
        if table.thinking is None or table.thinking["done"]:
            break
        time.sleep(0.01)
    run_frames(app, lambda: len(match.history) > 0, dt=0.05)


def test_undo_takes_back_the_last_play(app):
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    history = list(match.history)
    view = match.game.view(match.state, 0)
    post_drag(card_point(table, card), pile_centre(table))
    run_frames(app, lambda: len(match.history) > len(history) + 1 or match.deal_over)
    assert not match.deal_over, "the seeded play does not end the deal"
    table.undo()
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    assert again.match.history == history
    assert again.game.view(again.match.state, 0) == view
    # no undo past a draw: test_table_undo_saves, from a position that really offers one


def test_hint_selects_a_card_or_names_a_button(app):
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, unicode="h"))
    app.frame(0.05)
    assert table.toast is not None and table.toast[0].startswith("Hint")


def test_animations_end_exactly_on_the_view(app):
    """Played at normal speed, the animated table arrives where the view says, every time."""
    from cardgame.engine.match import Match

    app.settings.speed = "fast"
    match = Match("pis_yedili", seed=19)
    app.push(MenuScene(app))
    table = TableScene(app, match, ["random"] * 4, inline_bots=True)
    app.push(table)
    checked = []
    original = table._rest

    def check() -> None:
        v = table.game.view(match.state, 0)
        want = table.presenter.shown_from_view(v)
        got = table.shown
        if table.queue or table.flights:
            return original()

        def hands(sh):
            return {z: len(c) for z, c in sh.zones.items() if z.startswith("hand:")}

        assert hands(got) == hands(want)
        assert got.zones["hand:0"] == want.zones["hand:0"]
        assert got.count("stock") + got.count("deck") == want.count("stock")
        assert got.zones["discard"][-1:] == want.zones["discard"][-1:]
        assert got.status.get("suit") == want.status.get("suit")
        assert got.status.get("direction") == want.status.get("direction")
        checked.append(1)
        original()

    table._rest = check
    run_frames(app, lambda: isinstance(app.top, ScoringScene), limit=20000, dt=1 / 30)
    assert len(checked) > 10


def test_multi_select_builds_a_selection_and_plays_it_with_the_button(app):
    """The generic table's path for combination games: clicks toggle, Play plays the set."""
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    table.presenter.multi_select = True
    table.buttons_stale = True
    app.frame(0.05)
    post_click(card_point(table, card))
    app.frame(0.05)
    assert table.selected == {card}
    play = [b for b in table.buttons if b.key == "play"]
    assert play
    before = len(match.history)
    post_click(play[0].rect.center)
    app.frame(0.05)
    assert match.history[before] == (0, f"play {card}")


def test_games_without_a_table_yet_are_shown_as_coming_and_do_not_open(app):
    """Engines can land before their table: the menu offers Play only where a table exists."""
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.0)
    live = {gid for _r, gid, _t, ok in menu.tiles if ok}
    from cardgame.scenes.games import playable

    assert {"pis_yedili", "runfast"} <= live and live == set(playable())
    for r, gid, _t, ok in menu.tiles:
        if not ok:
            post_click(r.center)
            for _ in range(3):
                app.frame(0.05)
            assert app.top is menu, f"{gid} opened a scene without a table"
