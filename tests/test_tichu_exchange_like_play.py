"""Tichu's exchange works like play (issue 26, item 6): a click raises a card (and lowers it
again: lowering hint-raised cards never gives one away), 1/2/3 send the raised card to the
left opponent, the partner or the right opponent, the hint says which card goes to whom and
Enter puts them into those slots, and Enter again gives the three."""

from __future__ import annotations

import pygame
from conftest import open_table
from tichu_table_helpers import click_button
from ui_helpers import card_point, post_click

from cardgame.engine.match import Match
from cardgame.scenes.games.tichu.words import card_name

SEATS = ["human", "medium", "medium", "medium"]


def _at_exchange(app):
    match = Match("tichu", seed=3)
    table = open_table(app, match, SEATS)
    for _ in range(200):
        app.frame(0.05)
        if table.view.decision in ("grand", "call") and table.human_turn():
            if not table.buttons_stale:
                click_button(app, table, "pass")
        if table.view.decision == "exchange" and table.human_turn():
            break
    assert table.presenter.slots is not None
    return match, table


def _key(app, key: int, ch: str = "") -> None:
    app.frame(0.02, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch)])


def _click(app, table, card) -> None:
    table.draw(app.screen)
    post_click(card_point(table, card))
    app.frame(0.02)


def test_a_click_raises_a_card_and_a_key_gives_it(app):
    match, table = _at_exchange(app)
    p = table.presenter
    card = table.hand()[3]
    _click(app, table, card)
    assert table.selected == {card} and not p.slots.cards, "raised, in no slot"
    _click(app, table, card)
    assert not table.selected and not p.slots.cards, "lowered again"
    _click(app, table, card)
    _key(app, pygame.K_2, "2")
    assert p.slots.cards == {p.slots.seats[1]: card} and not table.selected


def test_the_hint_names_who_gets_what_and_enter_fills_the_slots(app):
    match, table = _at_exchange(app)
    p = table.presenter
    _key(app, pygame.K_h, "h")
    hinted = p.hinted
    assert hinted is not None and table.selected == set(hinted.cards)
    text = table.toast.text
    for card, seat in hinted.gives:
        assert f"{card_name(card)} to {table.names[seat]}" in text, text
    # lowering the hint's cards one by one gives nothing away (the Phoenix was, once)
    for card in hinted.cards:
        _click(app, table, card)
    assert not p.slots.cards and not table.selected
    _key(app, pygame.K_h, "h")
    _key(app, pygame.K_RETURN)
    assert p.slots.action() == hinted, "Enter puts the hint's cards into its slots"
    assert "Enter puts them" not in table.toast.text, "the hint's instruction is done"
    assert not [a for s, a in match.history if s == 0 and a.startswith("exchange")]
    _key(app, pygame.K_RETURN)
    assert (0, str(hinted)) in match.history, "Enter again gives the three"


def test_enter_with_empty_slots_says_how_to_fill_them(app):
    match, table = _at_exchange(app)
    _key(app, pygame.K_RETURN)
    assert table.toast is not None and "1, 2 or 3" in table.toast.text
    assert not [a for s, a in match.history if s == 0 and a.startswith("exchange")]
