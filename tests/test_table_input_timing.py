"""The player's input never waits on the table's own timing: a card let go beside the pile
glides back, but the glide is the player's own, so a click, a double click or a key in the
next frame is taken (at any animation speed); a card raised while the others play stays
raised when a computer player's move comes in."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from ui_helpers import card_point, human_turn_match, legal_plain_card, post_click, post_drag

from cardgame.engine.cards import Card
from cardgame.engine.match import Match
from cardgame.scenes.base import App
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.table import TableScene

FRAME = 1 / 60  # one frame of a 60 Hz display: far shorter than any glide


@pytest.fixture
def app(make_app):
    return make_app(speed=None)


def keyed_move(m: Match) -> Card | None:
    """The human's first card where a move has a key (draw, pass or take)."""
    legal = m.game.legal_actions(m.state, 0)
    keyed = any(not getattr(a, "cards", None) and str(a) in ("draw", "pass", "take") for a in legal)
    return m.state.hands[0][0] if keyed else None


def gliding_table(app: App, speed: str, want: Callable[[Match], Card | None]):
    """A Pis Yedili table at the human's turn with the card `want` names just let go beside
    the pile, so it is gliding back: (table, match, card)."""
    app.settings.speed = speed
    match, seats, card = human_turn_match(want)
    app.push(MenuScene(app))
    table = TableScene(app, match, seats, animate_deal=False, inline_bots=True)
    app.push(table)
    app.frame(0.0)
    assert table.human_turn()
    post_drag(card_point(table, card), (20, table.layout.h // 2))
    app.frame(FRAME)
    assert table.gliding == {card} and table.flights, "the card glides back"
    return table, match, card


@pytest.mark.parametrize("speed", ["normal", "slow", "fast", "instant"])
def test_a_card_gliding_back_can_be_played_at_once(app, speed):
    table, match, card = gliding_table(app, speed, legal_plain_card)
    assert table.human_turn(), "still your turn while your own card glides back"
    assert card in table.playable_cards(), "the hand keeps its glow"
    before = len(match.history)
    post_click(card_point(table, card))
    post_click(card_point(table, card))
    app.frame(FRAME)
    assert table.toast is None or "turn" not in table.toast[0], table.toast
    assert len(match.history) == before + 1 and match.history[before] == (0, f"play {card}")


def test_a_key_during_the_glide_is_taken(app):
    table, match, _card = gliding_table(app, "normal", keyed_move)
    keyed = [a for a in match.game.legal_actions(match.state, 0) if table.presenter.button_key(a)]
    letter = table.presenter.button_key(keyed[0])
    before = len(match.history)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(letter), unicode=letter, mod=0)
    )
    app.frame(FRAME)
    assert match.history[before:] == [(0, str(keyed[0]))]


def test_a_card_raised_while_the_others_play_stays_raised(app):
    """The player may raise a card before the turn comes round; a computer player's move
    (which, in a step of several seats, may come at any moment) does not lower it."""
    app.settings.speed = "fast"
    match, seats, card = human_turn_match(legal_plain_card)
    match.apply(0, match.game.legal_actions(match.state, 0)[0])
    app.push(MenuScene(app))
    table = TableScene(app, match, seats, animate_deal=False, inline_bots=True)
    app.push(table)
    app.frame(0.0)
    assert not table.human_turn()
    mine = next(c for c in table.hand() if c in match.state.hands[0])
    post_click(card_point(table, mine))
    app.frame(FRAME)
    assert table.selected == {mine}
    before = len(match.history)
    for _ in range(2000):
        if len(match.history) > before or match.deal_over:
            break
        app.frame(FRAME)
    assert match.history[before][0] != 0, "a computer player moved"
    assert table.selected == {mine}
    for _ in range(2000):
        if table.human_turn() or match.deal_over:
            break
        app.frame(FRAME)
    assert table.human_turn(), "the turn came round"
    assert table.selected == {mine} and table.label is not None, "it says what it does"
