"""Rough edges found by playing every game in a real window, each pinned."""

from __future__ import annotations

import pygame
import pytest
from conftest import open_table
from test_pis_table import key
from ui_helpers import card_point, human_turn_match, legal_plain_card, post_click, run_frames

from cardgame.engine.actions import Grand, Play
from cardgame.engine.cards import parse_cards
from cardgame.engine.match import Match
from cardgame.scenes.table.draw import toast_box
from cardgame.ui import theme
from cardgame.ui.layout import TableLayout

RUNFAST = ["human", "medium", "medium"]
TICHU = ["human", "medium", "medium", "medium"]


@pytest.fixture
def small(make_app):
    """The app at the minimum window size, animations instant."""
    return make_app((1024, 640))


def test_a_message_after_a_long_idle_wait_is_still_shown(app):
    match, seats, _card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    run_frames(app, table.human_turn)
    key(pygame.K_h, "h")
    app.frame(30.0)  # the player thought for half a minute before pressing H
    assert table.toast is not None and table.toast[0].startswith("Hint")


def _only(kind: str):
    def want(m):
        legal = m.game.legal_actions(m.state, 0)
        if legal and all(type(a).__name__ == kind for a in legal):
            return m.state.hands[0][0]
        return None

    return want


@pytest.mark.parametrize(("kind", "words"), [("Take", "(T)"), ("Draw", "(D)")])
def test_pis_yedili_s_prompt_names_the_way_out_when_no_card_fits(app, kind, words):
    match, seats, _card = human_turn_match(_only(kind))
    table = open_table(app, match, seats)
    run_frames(app, table.human_turn)
    assert words in table.presenter.prompt(table.view, False)


def test_pis_yedili_s_prompt_names_the_keys_for_a_card(app):
    match, seats, _card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    run_frames(app, table.human_turn)
    assert "Enter" in table.presenter.prompt(table.view, True)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_a_long_message_grows_upwards_and_never_covers_the_buttons(app, size, count):
    L = TableLayout(size, 3)
    body = theme.sizes(L.h)[1]
    box = toast_box(L, ["Hint: play the four of hearts"] * count, body)
    assert box.bottom <= L.buttons_y
    assert box.top > L.topbar.bottom


def test_a_double_click_plays_a_card_alone_in_a_combination_game(small):
    m = next(m for s in range(1, 50) if (m := Match("runfast", seed=s)).to_act() == {0})
    table = open_table(small, m, RUNFAST)
    run_frames(small, table.human_turn)
    singles = [x.cards[0] for x in m.game.legal_actions(m.state, 0) if isinstance(x, Play)]
    card = next(c for c in table.hand() if c in singles and table.playable_set([c]))
    before = len(m.history)
    post_click(card_point(table, card))
    small.frame(0.05)
    assert table.selected == {card} and len(m.history) == before  # one click selects
    post_click(card_point(table, card))
    small.frame(0.05)
    assert m.history[before] == (0, str(Play((card,))))


def test_tichu_s_hint_names_the_cards_in_words_not_codes(small):
    table = open_table(small, Match("tichu", seed=7), TICHU)
    text = table.presenter.hint_label(Play(parse_cards("5J 5R")), table.view)
    assert "5J" not in text and "Jade" in text and "Star" in text


def test_tichu_s_grand_key_is_not_a_table_key_and_asks_to_confirm(small):
    table = open_table(small, Match("tichu", seed=7), TICHU)
    run_frames(small, lambda: table.human_turn() and Grand() in table.free_actions())
    letter = table.presenter.button_key(Grand())
    assert letter and letter not in "zhlgs"  # undo, hint, last trick, log, sort
    key(ord(letter), letter)
    small.frame(0.05)
    assert not table.logview.open and table.chooser is not None  # the Grand Tichu confirm


def test_tichu_s_exchange_can_be_made_by_keyboard(small):
    m = Match("tichu", seed=7)
    table = open_table(small, m, TICHU)
    for _ in range(400):  # answer the calls by key until the exchange
        if table.view.decision == "exchange" and table.human_turn():
            break
        if table.human_turn():
            key(pygame.K_p, "p")
        small.frame(0.05)
    assert table.view.decision == "exchange"
    slots = table.presenter.slots
    for k, digit in enumerate((pygame.K_1, pygame.K_2, pygame.K_3)):
        key(pygame.K_RIGHT)
        key(pygame.K_SPACE, " ")
        small.frame(0.05)
        card = next(iter(table.selected))
        key(digit, str(k + 1))
        small.frame(0.05)
        assert slots.cards[slots.seats[k]] == card and not table.selected
    before = len(m.history)
    key(pygame.K_RETURN, "\r")
    small.frame(0.05)
    assert len(m.history) > before and m.history[before][0] == 0  # the exchange is made
