"""Run Fast at the table, headless: a whole deal played with posted mouse events only
(clicks, sweeps, drags to the table, the Pass and Play buttons), refusals that leave
everything as it was, the live label, hints, undo, the new-game rows and the statistics."""

from __future__ import annotations

import pygame
import pytest
from conftest import open_table
from ui_helpers import card_point, post_click, post_drag, run_frames

from cardgame.ai.runfast import MediumBot
from cardgame.engine.actions import Pass
from cardgame.engine.match import Match
from cardgame.engine.runfast import RunFastOptions
from cardgame.scenes.base import App
from cardgame.scenes.games.runfast import positions
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.newgame import NewGameScene
from cardgame.scenes.scoring import ScoringScene
from cardgame.scenes.table import TableScene
from cardgame.ui import theme
from cardgame.ui.widgets import Choice

SEATS = ["human", "medium", "medium"]


def wait_turn(app: App, table: TableScene) -> None:
    run_frames(app, lambda: table.human_turn() or app.top is not table)
    if app.top is table:
        table.make_buttons()
        app.frame(0.02)


def button(table: TableScene, key: str):
    found = [b for b in table.buttons if b.key == key]
    assert found, [b.key for b in table.buttons]
    return found[0]


def select_by_mouse(app: App, table: TableScene, cards) -> None:
    """A sideways sweep when the cards lie side by side in the hand, else a click on each."""
    hand = table.hand()
    idx = sorted(hand.index(c) for c in cards)
    if len(idx) > 1 and idx == list(range(idx[0], idx[-1] + 1)):
        start, end = card_point(table, hand[idx[0]]), card_point(table, hand[idx[-1]])
        post_drag(start, (end[0], start[1]))
    else:
        for c in cards:
            post_click(card_point(table, c))
            app.frame(0.0)
    app.frame(0.02)
    assert table.selected == set(cards)


def test_a_whole_deal_by_mouse_only(app):
    """Medium's choices, made with the mouse: selection by clicks or a sweep, then in turn a
    drag to the table or the Play button; Pass by its button (auto-pass off)."""
    m = Match("runfast", RunFastOptions(auto_pass=False), seed=8)
    table = open_table(app, m, SEATS)
    bot = MediumBot()
    plays = drags = passes = 0
    for _ in range(80):
        wait_turn(app, table)
        if app.top is not table:
            break
        req = table.driver.request(0)
        action = bot.choose(req.view, req.legal, req.rng())
        before = len(m.history)
        if type(action) is Pass:
            post_click(button(table, "pass").rect.center)
            passes += 1
        else:
            cards = list(action.cards)  # type: ignore[attr-defined]
            select_by_mouse(app, table, cards)
            assert table.label is not None and table.label[1], table.label
            if plays % 2:
                post_drag(card_point(table, cards[0]), table.presenter.play_area().center)
                drags += 1
            else:
                post_click(button(table, "play").rect.center)
            plays += 1
        app.frame(0.02)
        assert m.history[before] == (0, str(action))
    run_frames(app, lambda: isinstance(app.top, ScoringScene))
    assert m.deal_over and plays and drags and passes
    assert sum(m.results[-1].points) == 0
    stats = app.store.load_stats()["runfast"]
    assert stats["deals"] == 1 and stats["matches"] == 1
    assert stats["points"] == m.results[-1].points[0]
    sheet = app.top.ui.score_sheet(m, app.top.names)
    assert not sheet.match_table and sheet.lines[-1].endswith("together they make 0.")
    assert app.top.title == "Game over"
    app.frame(0.0)


def _responding(app: App, must_beat: bool = True) -> tuple[TableScene, Match]:
    """The human responds to a pair (the table at rest)."""
    for seed in range(1, 300):
        m = Match("runfast", RunFastOptions(must_beat=must_beat), seed=seed)
        if m.state.current != 1:
            continue
        positions._advance(
            m, positions.Driver(m, SEATS), lambda m: None, lambda m: m.to_act() == {0}
        )
        if (
            m.to_act() == {0}
            and m.state.top is not None
            and m.state.top.kind == 2
            and any(type(a) is not Pass for a in m.game.legal_actions(m.state, 0))
        ):
            table = open_table(app, m, SEATS)
            wait_turn(app, table)
            return table, m
    raise RuntimeError("no position")


def test_refused_selections_glide_back_and_change_nothing(app):
    app.settings.speed = "normal"
    table, m = _responding(app)
    before, hand = list(m.history), list(m.state.hands[0])
    cards = table.hand()
    ranks = {}
    for c in cards:
        ranks.setdefault(c.rank, c)
    two = list(ranks.values())[:2]  # two ranks: no combination
    select_by_mouse(app, table, two)
    assert table.label == ("These cards form no combination.", False) or table.label[0].startswith(
        "These cards form no combination"
    )
    post_drag(card_point(table, two[0]), table.presenter.play_area().center)
    app.frame(0.02)
    assert m.history == before and m.state.hands[0] == hand
    assert table.toast is not None and table.toast[0].startswith("These cards form no")
    assert table.gliding == set(two), "the cards glide back"
    run_frames(app, lambda: not table.flights)
    assert set(two) <= set(table.hand())
    # one card on a pair: the wrong kind, in words
    table.clear_selection()
    one = table.hand()[0]
    select_by_mouse(app, table, [one])
    assert table.label[1] is False and "play a pair or a bomb" in table.label[0]
    post_click(button(table, "play").rect.center)
    app.frame(0.02)
    assert m.history == before and "play a pair or a bomb" in table.toast[0]
    # a drop outside the table: back into the hand, no message, nothing played
    table.clear_selection()
    table.messages.clear()
    pair = next(a.cards for a in m.game.legal_actions(m.state, 0) if type(a) is not Pass)
    select_by_mouse(app, table, list(pair))
    post_drag(card_point(table, pair[0]), (20, table.layout.h - 20))
    app.frame(0.02)
    assert m.history == before and table.toast is None
    assert table.gliding == set(pair)


def test_pass_when_you_must_beat_is_refused_in_words(app):
    table, m = _responding(app)
    assert not any(b.key == "pass" for b in table.buttons), "no Pass button when you must beat"
    assert table.presenter._must_beat()
    before = list(m.history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, unicode="p"))
    app.frame(0.02)
    assert m.history == before
    assert table.toast is not None and table.toast[0].startswith("You must beat this")


def test_pass_button_with_must_beat_off(app):
    table, m = _responding(app, must_beat=False)
    assert not table.presenter._must_beat()
    before = len(m.history)
    post_click(button(table, "pass").rect.center)
    app.frame(0.02)
    assert m.history[before] == (0, "pass")


def test_labels_name_the_selection(app):
    table, m = _responding(app)
    pair = next(
        a.cards
        for a in m.game.legal_actions(m.state, 0)
        if type(a) is not Pass and len(a.cards) == 2
    )
    select_by_mouse(app, table, list(pair))
    rank = {"T": "10s", "J": "jacks", "Q": "queens", "K": "kings", "A": "aces"}.get(
        pair[0].rank, pair[0].rank + "s"
    )
    assert table.label == (f"Pair of {rank}", True)
    low = [c for c in table.hand() if c.rank == "3"][:2]
    if len(low) == 2:
        table.select(set(low))
        assert table.label is not None and table.label[1] is False
        assert table.label[0].startswith("That is not higher than")


def test_hint_says_why_and_undo_takes_back_the_play(app):
    table, m = _responding(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, unicode="h"))
    app.frame(0.02)
    assert table.toast is not None and table.toast[0].startswith("Hint: ")
    assert " \u2014 " in table.toast[0], "the hint gives its reason"
    assert table.selected, "the suggested cards are raised"
    history = list(m.history)
    post_click(button(table, "play").rect.center)
    app.frame(0.02)
    assert len(m.history) > len(history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, unicode="z"))
    app.frame(0.02)
    assert isinstance(app.top, TableScene) and app.top.match.history == history


def test_the_full_table_draws_and_warns_at_the_last_cards(app):
    m, seats = positions.full_trick(4)
    table = open_table(app, m, seats)
    # play runs counter-clockwise: the next player (seat 1) sits on the human's right
    assert table.layout.seats[1].side == "right" and table.layout.seats[2].side == "left"
    assert len(table.hand()) == 16 and len(table.shown.status["trick"]) >= 4
    app.frame(0.0)
    table.shown.zones["hand:1"] = [None]
    table.draw(app.screen)  # the warning draws with one card left


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_option_row_fits_on_the_new_game_screen(tmp_path, monkeypatch, size):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    a = App(size)
    scene = NewGameScene(a, "runfast")
    a.push(scene)
    a.frame(0.0)
    _t, body, small = theme.sizes(size[1])
    top_of_buttons = min(b.rect.top for b in scene.buttons)
    fields = {r.key for r in scene.rows}
    assert {"match_deals", "bomb_bonus", "auto_pass", "must_beat"} <= fields
    for r in scene.rows:
        assert r.rect.bottom <= top_of_buttons, r.key
        if isinstance(r, Choice):
            room = r.arrows()[0].left - r.rect.left
            assert theme.text(r.help, small, theme.TEXT_DIM).get_width() <= room, r.key
    pygame.display.quit()


def test_auto_pass_passes_for_you_and_says_so(app):
    """With the rules' `auto_pass` on (the default), a hand that cannot beat passes by itself."""
    for seed in range(1, 400):
        m = Match("runfast", seed=seed)
        positions._advance(
            m, positions.Driver(m, SEATS), lambda m: None, lambda m: m.to_act() == {0}
        )
        if m.to_act() == {0} and [str(a) for a in m.game.legal_actions(m.state, 0)] == ["pass"]:
            break
    else:
        raise RuntimeError("no forced pass")
    before = len(m.history)
    table = open_table(app, m, SEATS)
    run_frames(app, lambda: len(m.history) > before)
    assert m.history[before] == (0, "pass")
    assert table.toast is not None and table.toast[0].startswith("Nothing you hold beats")


def test_a_two_deal_match_shows_the_match_table_and_deals_on(app):
    from cardgame.ai.driver import Driver

    m = Match("runfast", RunFastOptions(match_deals=2, later_deal_leader="previous_winner"), seed=6)
    Driver(m, ["medium"] * 3).play_deal()
    app.push(MenuScene(app))
    scene = ScoringScene(app, m, SEATS, inline_bots=True)
    app.push(scene)
    app.frame(0.0)
    sheet = scene.ui.score_sheet(m, scene.names)
    assert sheet.match_table and sheet.footer == "Deals left: 1"
    post_click(next(b for b in scene.buttons if b.key == "next").rect.center)
    app.frame(0.0)
    table = app.top
    assert isinstance(table, TableScene) and table.view.deal_number == 1
    winner = m.results[0].winners[0]
    assert m.state.current == winner, "the last winner opens deal 2"
    rows = table.presenter.panel_rows(table.view)
    assert rows[0].label == "Deal" and rows[0].value == "2 of 2"
    assert any(r.label == "Match points" for r in rows)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_trick_fits_between_the_seats_and_above_the_buttons(size):
    from cardgame.scenes.games.runfast.geometry import SHOWN, TrickGeometry
    from cardgame.ui.layout import TableLayout

    L = TableLayout(size, 3, counter_clockwise=True)
    g = TrickGeometry(size, L.topbar.bottom + L.margin, L.buttons_y - L.margin)
    slots = g.slots([12, 12, 1, 2, 4])  # a long trick: the last four shown
    assert len(slots) == SHOWN
    seats = [s.plate for s in L.seats.values()]
    for slot in slots:
        for r in (*slot.cards, slot.tag):
            assert L.topbar.bottom <= r.top and r.bottom <= L.buttons_y, r
            assert all(not r.colliderect(p) for p in seats), r
    front = slots[-1].cards
    assert front[0].left >= 0 and front[-1].right <= size[0]
