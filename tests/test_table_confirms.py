"""Irreversible choices are hard to make by accident (issue 26, item 5): Tichu! asks like
Grand Tichu; a risky confirm has No in focus, so a stray Enter keeps things as they were;
a setting turns the asking off; the score screen ignores Enter until it has been seen."""

from __future__ import annotations

import pygame
from conftest import open_table

from cardgame.engine import tichu as t
from cardgame.engine.match import Match
from cardgame.scenes.scoring import ScoringScene

SEATS = ["human", "medium", "medium", "medium"]


def _key(app, key: int, ch: str = "") -> None:
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch)])


def _before_first_play() -> Match:
    m = Match("tichu", seed=1)
    desc = {"hand:0": "4S 9J 9P KS", "hand:1": "2J 3J", "hand:2": "QS QJ 5P"}
    desc.update({"hand:3": "6R 7R", "table": "TS TJ", "owner": 3, "phase": "PLAY"})
    desc.update({"to_act": 0, "played_card": [False, True, True, True]})
    m.state = t.load_position(m.options, desc)
    return m


def test_tichu_asks_first_and_a_stray_enter_says_no(app):
    m = _before_first_play()
    table = open_table(app, m, SEATS)
    _key(app, pygame.K_t, "t")
    ch = table.chooser
    assert ch is not None and ch.confirm and "Call Tichu?" in ch.heading, ch
    assert ch.actions[ch.focus] is None, "No is in focus"
    assert [b.accent for b in ch.buttons] == [False, True], "No is the lit one"
    _key(app, pygame.K_RETURN)
    assert table.chooser is None and m.history == [], m.history
    _key(app, pygame.K_t, "t")
    _key(app, pygame.K_1)  # Yes, on purpose
    assert m.history == [(0, "tichu")]


def test_an_expert_turns_the_asking_off(app):
    app.settings.confirm_calls = False
    m = _before_first_play()
    table = open_table(app, m, SEATS)
    _key(app, pygame.K_t, "t")
    assert table.chooser is None and m.history == [(0, "tichu")]


def test_the_ghost_hand_and_the_moon_ask_with_no_in_focus(app):
    from cardgame.engine.actions import parse_action

    m = Match("ghost_euchre", seed=3)
    table = open_table(app, m, ["human", "medium", "medium"])
    for text in ("swap", "moon"):
        table.open_confirm(table.presenter.confirm(parse_action(text)) or "", parse_action(text))
        ch = table.chooser
        assert ch is not None and ch.actions[ch.focus] is None, text
        table.choose(None)


def _scoring(app) -> tuple[ScoringScene, Match]:
    m = Match("runfast", seed=2)
    table = open_table(app, m, ["human", "random", "random"])
    for _ in range(3000):
        if isinstance(app.top, ScoringScene):
            break
        if table.human_turn():
            legal = table.game.legal_actions(m.state, 0)
            table.apply(legal[0], confirmed=True)
        app.frame(0.05)
    assert isinstance(app.top, ScoringScene)
    return app.top, m


def test_enter_on_the_score_screen_waits_until_it_has_been_seen(app):
    scene, m = _scoring(app)
    deals = len(m.results)
    scene.shown_at = None  # not drawn yet: Enter held down from the table does nothing
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert app.top is scene
    app.dirty = True
    app.frame(0.0)  # drawn now
    assert scene.shown_at is not None
    _key(app, pygame.K_RETURN)
    app.frame(0.5)
    _key(app, pygame.K_RETURN)
    assert app.top is scene and len(m.results) == deals
    app.frame(0.6)
    _key(app, pygame.K_RETURN)
    assert app.top is not scene, "after a second, Enter goes on"
