"""Pis Yedili at the kit's table: the rough edges a new player found, each pinned."""

from __future__ import annotations

import pygame
from conftest import open_table
from ui_helpers import (
    card_point,
    human_turn_match,
    legal_plain_card,
    pile_centre,
    playable_jack,
    post_click,
    refused_card,
    run_frames,
)

from cardgame.ai.pis_yedili import medium_reason
from cardgame.engine.actions import Play
from cardgame.engine.cards import sort_cards
from cardgame.engine.match import Match
from cardgame.engine.pis_yedili.options import PisOptions
from cardgame.scenes.games import game_ui
from cardgame.scenes.games.pis_yedili import positions
from cardgame.scenes.games.pis_yedili.words import hint_reason
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.scoring import ScoringScene
from cardgame.scenes.table import TableScene
from cardgame.ui import theme

PIS = game_ui("pis_yedili")


def key(k: int, uni: str = "", mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode=uni, mod=mod))


def test_a_penalty_is_one_log_line_per_take_with_its_count(app):
    app.settings.speed = "fast"
    for seed in range(1, 60):
        match = Match("pis_yedili", seed=seed)
        app.push(MenuScene(app))
        table = TableScene(app, match, ["random"] * 4, inline_bots=True)
        app.push(table)
        run_frames(app, lambda: isinstance(app.top, ScoringScene), limit=20000, dt=1 / 30)
        takes = [a for _s, a in match.history if a == "take"]
        if takes:
            break
    took = [line for line in table.log if " took " in line]
    assert len(took) == len(takes), took
    assert all(" 1 cards" not in line for line in took)
    assert any("took 3 cards" in line or "took 6 cards" in line for line in took)


def test_one_card_is_written_in_the_singular():
    from cardgame.engine.core import Event, Move

    e = Event("Took", 1, (Move(None, "stock", "hand:1"),))
    assert PIS.describe(e, ["You", "Ayla"], 0) == "Ayla took 1 card."


def test_the_deal_counter_never_passes_the_match_length(app):
    match = Match("pis_yedili", PisOptions(match_deals=1), 4)
    app.push(MenuScene(app))
    table = TableScene(app, match, ["random"] * 4, inline_bots=True)
    app.push(table)
    run_frames(app, lambda: isinstance(app.top, ScoringScene), limit=20000)
    rows = table.presenter.panel_rows(table.view)
    assert rows[0].value == "1 of 1"
    assert table.presenter.title(table.view).endswith("deal 1")
    assert app.top.title in ("Match over", "Void deal", "Deal 1 scored")


def test_tab_reaches_the_top_bar_and_enter_presses_it(app):
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    for _ in range(3):  # Menu, Undo, Hint
        key(pygame.K_TAB, "\t")
    app.frame(0.05)
    assert table.focus_ring()[table.button_focus].key == "hint"
    key(pygame.K_RETURN, "\r")
    app.frame(0.05)
    assert table.toast is not None and table.toast[0].startswith("Hint")
    key(pygame.K_TAB, "\t", pygame.KMOD_SHIFT)
    app.frame(0.05)
    assert (
        table.focus_ring()[table.button_focus].key == "settings"
        or table.focus_ring()[table.button_focus].key == table.focus_ring()[-1].key
    )


def test_the_suit_chooser_has_a_focus_moved_by_the_arrows(app):
    match, seats, card = human_turn_match(playable_jack)
    table = open_table(app, match, seats)
    before = len(match.history)
    table.try_play([card])
    assert table.chooser is not None and table.chooser.focus == 0
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    app.frame(0.02)
    assert table.chooser.focus == 2
    want = table.chooser[2][1]
    key(pygame.K_RETURN, "\r")
    app.frame(0.02)
    assert match.history[before] == (0, str(want))


def test_the_suit_chooser_names_its_digit_keys_and_a_digit_picks(app):
    from cardgame.ui import theme

    match, seats, card = human_turn_match(playable_jack)
    table = open_table(app, match, seats)
    before = len(match.history)
    table.try_play([card])
    n = len(table.chooser)
    with theme.recording() as drawn:
        table.draw(app.screen)
    assert any(f"Keys 1\u2013{n}: choose" in d.text for d in drawn)
    want = table.chooser[1][1]
    key(pygame.K_2, "2")
    app.frame(0.02)
    assert match.history[before] == (0, str(want))


def test_the_take_button_shows_its_key(app):
    def must_take(m):
        legal = [str(a) for a in m.game.legal_actions(m.state, 0)]
        return m.state.hands[0][0] if "take" in legal else None

    match, seats, _card = positions.advance_until(must_take)
    table = open_table(app, match, seats)
    run_frames(app, table.human_turn)
    app.frame(0.05)
    take = [b for b in table.buttons if b.key == "take"]
    assert take and take[0].label.endswith("(T)")
    before = len(match.history)
    key(pygame.K_t, "t")
    app.frame(0.05)
    assert match.history[before] == (0, "take")


def test_enter_on_a_raised_card_that_cannot_be_played_says_why(app):
    match, seats, card = human_turn_match(refused_card)
    table = open_table(app, match, seats)
    post_click(card_point(table, card))
    app.frame(0.05)
    assert table.selected == {card}
    before = list(match.history)
    key(pygame.K_RETURN, "\r")
    app.frame(0.05)
    why = match.game.why_illegal(match.state, 0, Play((card,)))
    assert match.history == before
    assert table.toast is not None and table.toast[0] == table.explain(why)


def test_with_the_stock_empty_the_jack_message_does_not_offer_a_draw(app):
    match = Match("pis_yedili", seed=1)
    match.state = match.game.load_position(
        match.options,
        {
            "hand:0": "2C 5H 9D",
            "hand:1": "3S 4S",
            "hand:2": "6C 7D",
            "hand:3": "8S TD",
            "discard": "JS 4H",
            "named": "H",
            "stock": 0,
            "to_act": 0,
            "phase": "TURN",
        },
    )
    table = open_table(app, match, ["human", "random", "random", "random"])
    why = match.game.why_illegal(
        match.state,
        0,
        Play.parse("play 2C") if hasattr(Play, "parse") else Play((match.state.hands[0][0],)),
    )
    assert why is not None and why.code == "NO_MATCH"
    text = table.explain(why)
    assert "draw" not in text and "hearts" in text
    assert "or draw" in PIS.explain(why)  # where a draw is possible the words offer it


def test_the_pile_lights_only_for_a_card_that_may_go_there(app):
    for want, lit in ((legal_plain_card, True), (refused_card, False)):
        match, seats, card = human_turn_match(want)
        table = open_table(app, match, seats)
        start, end = card_point(table, card), pile_centre(table)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        for k in range(1, 7):
            p = (start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6)
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
            )
        app.frame(0.02)
        assert table.drag is not None and table.drag.ok is lit
        table.draw(app.screen)
        glow = table.presenter.drop_glow().inflate(10, 10)
        edge = app.screen.get_at((glow.centerx, glow.top + 1))[:3]
        assert (tuple(edge) == theme.ACCENT) is lit
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 700), button=1))
        app.frame(0.02)
        app.pop()  # back to the menu for the next case
        assert app.running


def test_the_log_scrolls_with_the_wheel_and_opens_whole(app):
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    for i in range(20):
        table.log.append(f"line {i}")
    box = table.logview.box(table.layout, theme.sizes(720)[2])
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    app.frame(0.05)
    assert table.logview.back == 2
    key(pygame.K_g, "g")
    app.frame(0.05)
    assert table.logview.open
    log = [b for b in table.top_buttons if b.key == "log"]
    assert log
    before = len(match.history)
    key(pygame.K_d, "d")  # the open log keeps the keys for itself
    key(pygame.K_ESCAPE, "\x1b")
    app.frame(0.05)
    assert not table.logview.open and len(match.history) == before and app.top is table
    post_click(log[0].rect.center)
    app.frame(0.05)
    assert table.logview.open


def test_the_hands_left_at_the_end_are_sorted():
    m = positions.scored_deal(7)
    sheet = PIS.score_sheet(m, ["You", "Ayla", "Bora", "Cem"])
    assert any(len(r.cards) > 1 for r in sheet.rows)
    for r in sheet.rows:
        assert list(r.cards) == list(sort_cards(r.cards))


def test_the_hint_says_why_in_medium_s_own_terms(app):
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    run_frames(app, table.human_turn)
    legal = match.game.legal_actions(match.state, 0)
    import random

    from cardgame.ai.pis_yedili import MediumBot

    action = MediumBot().choose(table.view, legal, random.Random(0))
    why = hint_reason(medium_reason(table.view, legal, action))
    assert why
    table.hint()
    assert table.toast is not None and why in table.toast[0]


def test_medium_s_reasons_follow_its_rules():
    import random

    from cardgame.ai.pis_yedili import MediumBot

    match = Match("pis_yedili", seed=1)
    g = match.game

    def position(hand: str, **extra):
        state = g.load_position(
            match.options,
            {
                "hand:0": hand,
                "hand:1": "3S 4S 5S",
                "hand:2": "6C 2D 4C 5C",
                "hand:3": "8S TD 3D",
                "discard": "7H",
                "stock": 10,
                "to_act": 0,
                **extra,
            },
        )
        v, legal = g.view(state, 0), g.legal_actions(state, 0)
        return v, legal, MediumBot().choose(v, legal, random.Random(0))

    v, legal, chosen = position("7C 9D KD", pending=3, phase="PENALTY")
    assert str(chosen) == "play 7C" and medium_reason(v, legal, chosen)[0] == "pass_penalty"
    v, legal, chosen = position("9D KD", pending=3, phase="PENALTY")
    assert str(chosen) == "take" and medium_reason(v, legal, chosen) == ("no_seven",)
    v, legal, chosen = position("KH 2H JC 9D", phase="TURN")
    assert str(chosen) == "play KH"
    assert medium_reason(v, legal, chosen) == ("shed_high", "keep_jack")


def test_a_raised_card_says_what_it_does_or_why_it_cannot_go(app):
    match, seats, card = human_turn_match(refused_card)
    table = open_table(app, match, seats)
    post_click(card_point(table, card))
    app.frame(0.05)
    why = match.game.why_illegal(match.state, 0, Play((card,)))
    assert table.label == (table.explain(why), False)
    app.pop()
    match, seats, good = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    post_click(card_point(table, good))
    app.frame(0.05)
    assert table.selected == {good} and table.label is not None
    text, ok = table.label
    assert ok and str(good)[0].replace("T", "10") in text


def test_a_player_down_to_one_card_is_marked():
    from cardgame.scenes.games.pis_yedili.presenter import PisPresenter

    match = Match("pis_yedili", seed=1)
    match.state = match.game.load_position(
        match.options,
        {
            "hand:0": "2C 5H 9D",
            "hand:1": "3S",
            "hand:2": "6C 7D",
            "hand:3": "8S TD",
            "discard": "4H",
            "stock": 10,
            "to_act": 0,
            "phase": "TURN",
        },
    )

    class Ctx:
        pass

    ctx = Ctx()
    ctx.match = match
    v = match.game.view(match.state, 0)
    p = PisPresenter(ctx)  # type: ignore[arg-type]
    assert "last card!" in p.chips(v, 1)
    assert "last card!" not in p.chips(v, 2) and "last card!" not in p.chips(v, 0)
