"""Ghost Euchre through the window, headless, with posted mouse events only: a whole deal
(the ghost hand taken with its confirmation, a bid, trump from the chooser, six tricks), the
refusals in words, the renege option, the last trick, the bar's disabled calls."""

from __future__ import annotations

import pygame
from conftest import open_table
from euchre_helpers import pos
from ui_helpers import card_point, post_click, post_drag, run_frames

from cardgame.engine import ghost_euchre as ge
from cardgame.engine.actions import Play
from cardgame.engine.match import Match
from cardgame.scenes.base import App
from cardgame.scenes.games.ghost_euchre import positions
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.scoring import ScoringScene
from cardgame.scenes.table import TableScene
from cardgame.ui.anim import TRICK_HOLD

SEATS = positions.SEATS


def button(table: TableScene, key: str):
    found = [b for b in table.buttons if b.key == key]
    assert found, (key, [b.key for b in table.buttons])
    return found[0]


def dealer_last(options=None) -> Match:
    """The human deals (calls last), a bid of at most 4 before them: room to take the ghost
    hand and outbid."""
    opts = options or ge.Options(first_dealer=0)
    return positions.find(
        lambda m: positions.decision(m) == "auction" and 0 < m.state.high <= 4, opts
    )


def take_ghost_hand(app: App, table: TableScene, dt: float = 0.05) -> None:
    """Click the ghost hand's button, then Yes on its confirmation."""
    post_click(button(table, "swap").rect.center)
    app.frame(dt)
    assert table.chooser is not None and table.chooser.confirm
    post_click(table.chooser.buttons[0].rect.center)
    app.frame(dt)


def click_card_twice(app: App, table: TableScene, card) -> None:
    post_click(card_point(table, card))
    app.frame(0.05)
    p = card_point(table, card)
    post_click((p[0], p[1] - table.layout.raise_by))
    app.frame(0.05)


def test_a_whole_deal_by_mouse(app):
    match = dealer_last()
    table = open_table(app, match, SEATS, settle=True)
    start = len(match.history)
    old_hand = set(match.state.hands[0])
    # the ghost hand: a click, then the confirmation (it cannot be undone)
    post_click(button(table, "swap").rect.center)
    app.frame(0.05)
    assert table.chooser is not None and table.chooser.confirm
    assert len(match.history) == start, "nothing happens before the confirmation"
    post_click(table.chooser.buttons[0].rect.center)
    app.frame(0.05)
    assert match.history[start] == (0, "swap")
    assert set(match.state.hands[0]).isdisjoint(old_hand)
    assert set(match.state.dead) == old_hand
    # a bid above the one made, then trump from the chooser of suits
    app.frame(0.05)
    bid = f"bid {match.state.high + 1}"
    post_click(button(table, bid).rect.center)
    app.frame(0.05)
    assert match.history[start + 1] == (0, bid)
    assert match.state.declarer == 0
    run_frames(app, lambda: table.chooser is not None)
    labels = [b.label for b in table.chooser.buttons]
    assert labels[0].startswith("\u2660") and len(labels) == 4
    post_click(table.chooser.buttons[1].rect.center)  # hearts
    app.frame(0.05)
    assert match.history[start + 2] == (0, "trump H")
    # six tricks: each time a card that glows, clicked twice
    played = 0
    while not match.deal_over:
        run_frames(app, lambda: table.human_turn() or match.deal_over)
        if match.deal_over:
            break
        app.frame(0.05)
        glow = table.playable_cards()
        legal = {a.cards[0] for a in match.game.legal_actions(match.state, 0)}
        assert glow == legal
        card = min(glow)
        before = len(match.history)
        click_card_twice(app, table, card)
        assert match.history[before] == (0, f"play {card}")
        played += 1
    assert played == 6
    run_frames(app, lambda: isinstance(app.top, ScoringScene))
    sheet = app.top.ui.score_sheet(match, app.top.names)
    assert "You" in sheet.headline and sheet.rows[-1].name == "Dead hand"


def test_the_bar_shows_every_call_and_says_why_one_is_disabled(app):
    match = dealer_last()
    table = open_table(app, match, SEATS, settle=True)
    high = match.state.high
    low = button(table, f"bid {high}")
    assert not low.enabled
    assert table.tips[low.key] == f"A bid must be higher than the {high} already bid."
    post_click(low.rect.center)  # a disabled button does nothing
    app.frame(0.05)
    assert match.state.current == 0 and match.history[-1][0] != 0
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=low.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.frame(0.05)
    assert low.hover
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, unicode=str(high)[-1], mod=0)
    )
    app.frame(0.05)
    assert table.toast is not None and table.toast[0] == table.tips[low.key]


def test_a_second_swap_is_refused_in_words(app):
    match = dealer_last()
    table = open_table(app, match, SEATS, settle=True)
    take_ghost_hand(app, table)
    app.frame(0.05)
    again = button(table, "swap")
    assert not again.enabled
    assert table.tips["swap"] == "You have taken the ghost hand already: now bid or pass."
    before = list(match.history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, unicode="t", mod=0))
    app.frame(0.05)
    assert match.history == before and table.toast[0] == table.tips["swap"]


def _follow_position(options=None) -> tuple[Match, object]:
    """The human to follow a trick holding the led suit and a card of another suit."""

    def able(m: Match) -> bool:
        if positions.decision(m) != "play" or not m.state.table:
            return False
        legal = {a.cards[0] for a in m.game.legal_actions(m.state, 0)}
        return len(legal) < len(m.state.hands[0])

    m = positions.find(able, options)
    legal = {a.cards[0] for a in m.game.legal_actions(m.state, 0)}
    off = next(c for c in m.state.hands[0] if c not in legal)
    return m, off


def test_off_suit_while_able_to_follow_is_refused_with_the_reason(app):
    match, off = _follow_position()
    table = open_table(app, match, SEATS, settle=True)
    before = list(match.history)
    why = match.game.why_illegal(match.state, 0, Play((off,)))
    post_drag(card_point(table, off), table.presenter.play_area().center)
    app.frame(0.05)
    assert match.history == before and off in match.state.hands[0]
    assert table.toast is not None and table.toast[0] == table.ui.explain(why)
    assert table.toast[0].startswith(("You must follow suit", "The J"))


def test_with_reneges_penalized_the_off_suit_card_is_played_and_not_announced(app):
    match, off = _follow_position(ge.Options(renege_mode="penalize"))
    table = open_table(app, match, SEATS, settle=True)
    before = len(match.history)
    assert off not in table.playable_cards(), "only the legal cards glow"
    post_drag(card_point(table, off), table.presenter.play_area().center)
    app.frame(0.05)
    assert match.history[before] == (0, f"play {off}")
    assert match.state.reneges[0] == 1
    assert table.toast is None or "renege" not in table.toast[0].lower()
    assert not any("renege" in line.lower() for line in table.log)


def test_last_trick_by_key_and_button(app):
    match = positions.find(positions.third_to_play)
    table = open_table(app, match, SEATS, settle=True)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, unicode="l", mod=0))
    app.frame(0.05)
    r = table.review
    events = match.state.events
    end = max(i for i, e in enumerate(events) if e.key == "TrickWon")
    last = [e for e in events[:end] if e.key == "Played"][-3:]
    assert r == [(e.seat, (e.param("card"),)) for e in last]
    post_click((5, 300))  # any click closes it, and plays nothing
    app.frame(0.05)
    assert table.review is None
    post_click(button_top(table, "last_trick").rect.center)
    app.frame(0.05)
    assert table.review is not None


def button_top(table: TableScene, key: str):
    return next(b for b in table.top_buttons if b.key == key)


def test_a_finished_trick_is_held_before_it_slides_away(app):
    app.settings.speed = "normal"
    match = positions.find(positions.third_to_play)
    table = open_table(app, match, SEATS, settle=True)
    card = min(table.playable_cards())
    click_card_twice(app, table, card)

    # the card flies, lands, and the full trick stays on the table for about a second
    def tricks_row() -> str:
        return {r.label: r.value for r in table.presenter.panel_rows(table.view)}["Tricks"]

    counted = tricks_row()
    run_frames(app, lambda: len(table.shown.cards("table")) == 3, dt=0.02)
    landed = app.now
    app.frame(0.02)
    assert tricks_row() == counted, "the panel counts the trick only once it is taken"
    run_frames(app, lambda: not table.shown.cards("table"), dt=0.02)
    assert app.now - landed >= TRICK_HOLD * 0.9
    run_frames(app, lambda: tricks_row() != counted, dt=0.02)
    assert table.shown.count(f"won:{match.state.leader}") >= 3


def test_a_thrown_in_deal_is_shown_and_the_next_deal_starts(app):
    opts = ge.Options(first_dealer=0)
    match = positions.find(
        lambda m: (
            positions.decision(m) == "auction" and m.state.high == 0 and m.state.setup.dealer == 0
        ),
        opts,
    )
    table = open_table(app, match, SEATS, settle=True)
    post_click(button(table, "pass").rect.center)
    app.frame(0.05)
    assert match.deal_over and not match.results[-1].counted
    run_frames(app, lambda: isinstance(app.top, ScoringScene))
    sheet = app.top.ui.score_sheet(match, app.top.names)
    assert sheet.headline == "Everyone passed: the deal is thrown in."
    dealer = match.state.setup.dealer
    post_click(next(b for b in app.top.buttons if b.key == "next").rect.center)
    app.frame(0.05)
    assert isinstance(app.top, TableScene) and match.state.setup.dealer == (dealer + 1) % 3


def test_the_ghost_cards_fly_in_and_your_old_cards_go_face_down(app):
    app.settings.speed = "normal"
    match = dealer_last()
    table = open_table(app, match, SEATS, settle=True)
    take_ghost_hand(app, table, dt=0.02)
    run_frames(app, lambda: len(table.flights.items) >= 12, dt=0.005)
    cards = [f.card for f in table.flights.items]
    assert cards[:6] == [None] * 6, "your old hand goes to the dead hand face down"
    assert set(cards[6:]) == set(match.state.hands[0]), "the ghost cards fly in face up"
    run_frames(app, lambda: not table.busy(), dt=0.05)
    assert table.shown.count("dead") == 6 and not table.shown.count("ghost")


def test_moon_asks_first(app):
    match = dealer_last()
    table = open_table(app, match, SEATS, settle=True)
    before = len(match.history)
    post_click(button(table, "moon").rect.center)
    app.frame(0.05)
    assert table.chooser is not None and "all six tricks" in table.chooser.heading
    post_click(table.chooser.buttons[1].rect.center)  # No
    app.frame(0.05)
    assert len(match.history) == before and table.chooser is None


def test_a_taken_ghost_hand_is_refused_with_the_takers_name(app):
    match = positions.find(
        lambda m: positions.decision(m) == "auction" and m.state.swapper not in (None, 0)
    )
    table = open_table(app, match, SEATS, settle=True)
    swap = button(table, "swap")
    assert not swap.enabled
    taker = table.names[match.state.swapper]
    assert table.tips["swap"] == f"{taker} has already taken the ghost hand this deal."


def test_by_suit_the_trumps_sit_together_with_the_left_bower(app):
    app.settings.hand_sort = "suit"
    s = pos(
        trump="H", leader=1, h0="JD 9S AH QD TC KH", h1="9C TD KC QC AC KD", h2="AS KS QS JS TS 9D"
    )
    match = Match("ghost_euchre", ge.Options(), 1)
    match.state = s
    table = TableScene(app, match, SEATS, animate_deal=False, inline_bots=True)
    app.push(table)
    assert [str(c) for c in table.hand()] == ["KH", "AH", "JD", "9S", "QD", "TC"]


def test_no_trump_is_offered_when_the_option_is_on(app):
    match = positions.find(
        positions.naming_trump, ge.Options(no_trump=True), human=positions.bid_high
    )
    table = open_table(app, match, SEATS, settle=True)
    run_frames(app, lambda: table.chooser is not None)
    assert [b.label for b in table.chooser.buttons][-1] == "No trump"
    post_click(table.chooser.buttons[-1].rect.center)
    app.frame(0.05)
    assert match.history[-1] == (0, "trump NT") and match.state.trump == "NT"


def test_a_tie_break_deal_says_so_in_the_top_bar(app):
    match = Match("ghost_euchre", ge.Options(), 1)
    match.state = pos(dealer=2, phase="AUCTION", totals=(32, 32, 15))
    match.totals = [32, 32, 15]
    table = TableScene(app, match, SEATS, animate_deal=False, inline_bots=True)
    app.push(table)
    assert table.presenter.title(table.view).endswith("tie-break deal")
    rows = {r.label: r.value for r in table.presenter.panel_rows(table.view)}
    assert rows["You"] == "32" and rows["Bora"] == "15"


def test_the_trump_chooser_opens_at_once_while_a_dropped_card_glides_home(app):
    """A card dropped off the table glides home without holding up the player's turn: the
    chooser of trump opens at once, not when the card lands (over a later click on the bar)."""
    match = positions.find(positions.naming_trump, ge.Options(), human=positions.bid_high)
    app.push(MenuScene(app))
    table = TableScene(app, match, SEATS, animate_deal=False, inline_bots=True)
    app.push(table)
    post_drag(card_point(table, table.hand()[0]), table.presenter.play_area().center)
    app.frame(0.02)
    assert table.gliding and table.human_turn()
    assert table.chooser is not None
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    )
    app.frame(0.02)
    run_frames(app, lambda: not table.gliding, dt=0.02)
    app.frame(0.02)
    assert table.chooser is None
    post_click(button(table, "trump H").rect.center)
    app.frame(0.02)
    assert match.history[-1] == (0, "trump H")
