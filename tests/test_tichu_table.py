"""Tichu through the table with posted mouse events only: whole hands (Grand Tichu or pass,
the exchange dragged into the three slots, plays, a wish, a Dragon gift, a bomb thrown in
after Bomb!), and the refusals in words."""

from __future__ import annotations

import pygame
from conftest import open_table
from tichu_table_helpers import click_button, play_hand, post_key, select
from ui_helpers import card_point, post_click

from cardgame.engine import tichu as t
from cardgame.engine.actions import Gift, parse_action
from cardgame.engine.match import Match
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.scoring import ScoringScene
from cardgame.scenes.table import TableScene

SEATS = ["human", "medium", "medium", "medium"]


def test_a_whole_hand_by_mouse_with_a_wish_and_a_dragon_gift(app):
    match = Match("tichu", seed=7)
    table = open_table(app, match, SEATS)
    seen = play_hand(app, table, want_wish="7")
    assert seen["exchange"] and seen["wish"] and seen["gift"] and seen["grand_or_pass"]
    mine = [a for s, a in match.history if s == 0]
    assert mine[:2] == ["pass", "pass"]  # no Grand Tichu, no Tichu
    assert mine[2].startswith("exchange ")
    assert "play MJ wish 7" in mine
    assert any(a.startswith("gift ") for a in mine)
    assert isinstance(app.top, ScoringScene)
    assert app.top.title == "Hand 1 scored", "the table's word for a deal: a hand"
    assert app.store.load_stats()["tichu"]["hands"] == 1


def test_a_grand_tichu_call_and_a_bomb_thrown_in_after_pressing_bomb(app):
    # a seed where the human holds a bomb and the Medium seats give it a window to throw in
    match = Match("tichu", seed=85)
    table = open_table(app, match, SEATS)
    seen = play_hand(app, table, grand=True)
    assert seen["armed"] and seen["bomb"]
    mine = [a for s, a in match.history if s == 0]
    assert mine[0] == "grand"
    state = t.new_state(match.options, match.seed, t.first_setup(match.options, 0))
    bombs = []
    for seat, text in match.history:  # replay: the bomb came in a window, out of turn
        window = bool(state.window) and state.window[0] == seat
        events = t.apply(state, seat, parse_action(text))
        if seat == 0 and window and text.startswith("play"):
            bombs.append(next(e for e in events if e.key == "Played").param("out_of_turn"))
    assert bombs == [True]
    assert app.store.load_stats()["tichu"]["grand_calls"] == 1


def _position(**desc) -> Match:
    m = Match("tichu", seed=1)
    m.state = t.load_position(m.options, desc)
    return m


def _toast(table) -> str:
    return table.toast[0] if table.toast else ""


def _play(app, table, text: str) -> None:
    """Select the cards by clicks and press Enter (the Play button shows only while some
    play is legal)."""
    from cardgame.engine.cards import parse_cards

    select(app, table, parse_cards(text))
    post_key(pygame.K_RETURN)
    app.frame(0.05)


def test_refusals_are_said_in_words_and_change_nothing(app):
    # Bora leads the Mah Jong wishing for an 8; you hold one (E21)
    match = _position(
        **{
            "hand:0": "2S 3J 7P 8J KS",
            "hand:3": "MJ 9S",
            "hand:2": "4P 5P",
            "hand:1": "6R 9R",
            "phase": "PLAY",
            "to_act": 3,
        }
    )
    t.apply(match.state, 3, parse_action("play MJ wish 8"))
    while match.state.window:
        t.apply(
            match.state,
            match.state.window[0],
            t.legal_actions(match.state, match.state.window[0])[-1],
        )
    table = open_table(app, match, SEATS)
    before = list(match.history), match.state.hands[0]
    table.draw(app.screen)
    assert "asks for rank 8: you must play it" in table.presenter.prompt(table.view, True)
    _play(app, table, "KS")
    assert "wish asks for rank 8" in _toast(table)
    table.clear_selection()
    _play(app, table, "2S 3J")
    assert _toast(table) == "Those cards form no Tichu combination."
    table.clear_selection()
    assert (list(match.history), match.state.hands[0]) == before


def test_a_play_that_does_not_beat_and_a_late_tichu_call(app):
    match = _position(
        **{
            "hand:0": "4S 9J 9P KS",
            "hand:1": "2J 3J",
            "hand:2": "QS QJ 5P",
            "hand:3": "6R 7R",
            "table": "TS TJ",
            "owner": 3,
            "phase": "PLAY",
            "to_act": 0,
            "played_card": [True, True, True, True],
        }
    )
    table = open_table(app, match, SEATS)
    _play(app, table, "9J 9P")
    assert _toast(table) == "That does not beat a pair of 10s on the table."
    label, ok = table.presenter.selection_label(sorted(table.selected), table.view)
    assert not ok and label.startswith("Pair of 9s")
    table.clear_selection()
    post_key(pygame.K_t, "t")
    app.frame(0.05)
    assert "before you play your first card" in _toast(table)
    assert not any(b.key == "tichu" for b in table.buttons)


def test_the_dragon_trick_cannot_go_to_the_partner(app):
    match = _position(
        **{
            "hand:0": "DRG 4S",
            "hand:1": "6S 6J",
            "hand:2": "KJ 3P",
            "hand:3": "2R 8S",
            "table": "5S",
            "owner": 3,
            "phase": "PLAY",
            "to_act": 0,
        }
    )
    table = open_table(app, match, SEATS)
    _play(app, table, "DRG")
    for _ in range(40):
        app.frame(0.05)
        if table.view.decision == "gift" and table.human_turn() and not table.buttons_stale:
            break
    assert table.view.decision == "gift"
    keys = {b.key for b in table.buttons}
    assert keys == {"gift 1", "gift 3"}  # no button for the partner
    table.apply(Gift(2), confirmed=True)  # as if forced: the engine's reason, in words
    assert _toast(table) == "The Dragon trick must go to an opponent, not to your partner."
    assert table.view.decision == "gift"


def test_exchange_slots_take_a_dragged_card_and_give_it_back_on_click(app):
    match = Match("tichu", seed=3)
    table = open_table(app, match, SEATS)
    for _ in range(200):
        app.frame(0.05)
        if (
            table.view.decision in ("grand", "call")
            and table.human_turn()
            and not table.buttons_stale
        ):
            click_button(app, table, "pass")
        if table.view.decision == "exchange" and table.human_turn():
            break
    p = table.presenter
    table.draw(app.screen)
    card = table.hand()[0]
    from ui_helpers import post_drag

    post_drag(card_point(table, card), p._slot_rects()[p.slots.seats[1]].center)
    app.frame(0.05)
    assert p.slots.cards == {p.slots.seats[1]: card} and card not in table.hand()
    post_click(p._slot_rects()[p.slots.seats[1]].center)  # a click takes it back
    app.frame(0.05)
    assert not p.slots.cards and card in table.hand()
    table.draw(app.screen)
    post_click(p.confirm_button.rect.center)  # incomplete: nothing is sent
    app.frame(0.05)
    assert match.state.phase.value == "EXCHANGE" and not [
        a for s, a in match.history if a.startswith("exchange") and s == 0
    ]


def test_an_action_that_shows_nothing_still_wakes_the_table(app):
    """A computer player's declined bomb window is private: nothing to animate, yet the
    table must go on to ask the next player (the loop sleeps while nothing is due)."""
    match = Match("tichu", seed=3)
    table = open_table(app, match, SEATS)
    for _ in range(5):
        app.frame(0.05)
    table.flights.finish_all()
    table.queue.clear()
    table.pause_until = 0.0
    table.thinking = None
    table.messages.clear()
    table.bubbles.clear()
    table.after_action()
    table.queue.clear()
    assert table.wake_in() == 0.0


def test_a_bomb_out_of_turn_without_a_window_is_refused_in_words(app):
    match = _position(
        **{
            "hand:0": "7S 7J 7P 7R 2S",
            "hand:1": "9J 3J",
            "hand:2": "QS 5P",
            "hand:3": "6R 8R",
            "table": "KS",
            "owner": 0,
            "phase": "PLAY",
            "to_act": 1,
            "played_card": [True, True, True, True],
        }
    )
    app.push(MenuScene(app))
    table = TableScene(app, match, SEATS, animate_deal=False, inline_bots=False)
    app.push(table)
    app.frame(0.0)  # Ayla is thinking (her beat has not passed)
    assert not table.human_turn()
    from ui_helpers import post_drag

    from cardgame.engine.cards import parse_cards

    table.select(set(parse_cards("7S 7J 7P 7R")))
    table.draw(app.screen)
    post_drag(card_point(table, parse_cards("7S")[0]), table.presenter.play_area().center)
    app.frame(0.0)
    # a bomb holder hears what else they can do now; a player without a bomb does not
    assert _toast(table) == "Ayla is deciding: throw in a bomb (B), or wait for your turn."
    assert len(match.history) == 0
    table.draw(app.screen)
    assert table.presenter.bomb_button.rect.w > 0  # the Bomb! button is live


def test_the_table_keeps_time_for_tichus_moments(app):
    """The six last cards join the eight on the table; the Dog's hand-over and the received
    cards are held in sight; a private bomb poll and the simultaneous steps take no beat."""
    from cardgame.engine.core import Event

    table = open_table(app, Match("tichu", seed=3), SEATS)
    p = table.presenter
    assert p.starts_deal(Event("Dealt", None, (), (("count", 8),)))
    assert not p.starts_deal(Event("Dealt", None, (), (("count", 6),)))
    assert p.hold_after(Event("Played", 1, (), (("kind", "dog"),))) >= 1.0
    assert p.hold_after(Event("Exchanged", None, ())) >= 1.0
    assert p.hold_after(Event("Played", 1, (), (("kind", "pair"),))) == 0.0
    view = table.view
    for decision, beat in (("bomb", 0.0), ("grand", 0.0), ("exchange", 0.0), ("follow", 1.0)):
        assert p.beat(_with(view, decision)) == beat


def _with(view, decision):
    from dataclasses import replace

    return replace(view, decision=decision)
