"""Rough edges of the fourth play test, each pinned: Tichu's leftover hand turned up before
the scoring screen, hints clear of the top combination's tag, Ghost Euchre's trick sliding
clear of the winner's line, trumps grouped, the chart's equal totals, the waiting line of a
step, and Enter doing the obvious thing."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from cardgame.engine.match import Match


def _play_to_the_hand_s_end(app, seeds=range(1, 60)):
    """A Tichu table played live (you as the Medium bot) up to the moment the hand is over
    and shown, before the scoring screen; only a hand with a last player's cards left."""
    from conftest import open_table

    from cardgame.ai.base import make_bot

    me = make_bot("tichu", "medium")
    for seed in seeds:
        m = Match("tichu", seed=seed)
        table = open_table(app, m, ["human", "medium", "medium", "medium"])
        for _ in range(20000):
            if m.deal_over and not table.queue and not table.flights or app.top is not table:
                break
            if table.human_turn() and not m.deal_over:
                legal = m.game.legal_actions(m.state, 0)
                view = m.game.view(m.state, 0)
                table.apply(me.choose(view, legal, random.Random(len(m.history))), True)
            app.frame(0.05)
        if m.results and m.results[-1].shown and app.top is table:
            return m, table
        app.home()
    raise AssertionError("no hand ended with cards left")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_tichu_s_last_player_s_cards_are_turned_up_and_said_where_they_go(make_app, size):
    app = make_app(size=size, speed="fast")
    m, table = _play_to_the_hand_s_end(app)
    ((last, cards),) = m.results[-1].shown
    _shows_the_leftover(app, table, last, cards)
    while not table.at_rest and app.top is table:  # at rest: the picture from the view
        app.frame(0.05)
    assert app.top is table, "the turned-up cards stay a beat before the scoring screen"
    _shows_the_leftover(app, table, last, cards)


def _shows_the_leftover(app, table, last, cards) -> None:
    from cardgame.scenes.games.tichu import words
    from cardgame.ui import theme

    faces: list = []
    real_face = app.sprites.face

    def face(c, size):
        faces.append(c)
        return real_face(c, size)

    app.sprites.face = face  # type: ignore[method-assign]
    with theme.recording() as drawn:
        table.draw(app.screen)
    app.sprites.face = real_face  # type: ignore[method-assign]
    assert set(cards) <= set(faces), "the last player's cards are shown face up"
    if last != 0:
        assert table.shown.count(f"hand:{last}") == 0, "no backs left at the seat"
    names = table.names
    to = words.team_name(1 - last % 2, names)
    texts = [d.text for d in drawn]
    assert any(to in t for t in texts), texts
    tag = next(d for d in drawn if to in d.text)
    assert app.screen.get_rect().contains(tag.rect)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize(
    "message",
    [
        "Hint: Play Dragon",
        "Hint: Play 5 Jade, 5 Star \u2014 a low pair keeps your high cards for the last tricks",
    ],
)
def test_tichu_s_hint_keeps_below_the_top_combination_s_name_tag(make_app, size, message):
    from conftest import open_table

    from cardgame.scenes.games.tichu import positions
    from cardgame.ui import theme

    app = make_app(size=size)
    m = positions.advance_until(positions.trick_of(1))
    table = open_table(app, m, positions.SEATS)
    top = table.shown.status["trick"][-1]
    name = f"{table.names[top.seat]} \u00b7 {top.label}"
    table.say(message, warn=False)
    with theme.recording() as drawn:
        table.draw(app.screen)
    tag = next(d for d in drawn if d.text == name)
    said = [d for d in drawn if d.text and d.text in message and d.text != name]
    assert said, [d.text for d in drawn]
    for d in said:
        assert not d.rect.colliderect(tag.rect.inflate(0, 4)), (d.text, d.rect, tag.rect)
        assert d.rect.bottom <= table.layout.buttons_y
        assert d.rect.height >= theme.sizes(size[1])[2]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_ghost_euchre_s_trick_slides_to_its_winner_clear_of_the_seat_s_lines(app, size):
    """From every spot of the trick to a computer player's stack: the straight way the cards
    fly crosses neither its name plate nor the status line under it."""
    from conftest import open_table

    from cardgame.scenes.games.ghost_euchre import positions
    from cardgame.ui import theme
    from cardgame.ui.layout import TableLayout

    table = open_table(app, Match("ghost_euchre", seed=3), positions.SEATS)
    table.layout = TableLayout(size, 3)
    g = table.presenter.geo
    small = theme.sizes(size[1])[2]
    for s, seat in table.layout.seats.items():
        p = seat.plate
        lines = pygame.Rect(p.x - p.w // 4, p.y, round(p.w * 1.5), p.h + 3 + round(small * 2.4))
        for spot in g.trick.values():
            assert not lines.clipline(spot.center, g.won[s].center), (s, spot, g.won[s])
        assert not g.won[s].colliderect(lines)
        assert not any(g.won[s].colliderect(r) for r in g.trick.values())
        disc = pygame.Rect(0, 0, 2 * g.trump_radius, 2 * g.trump_radius + 3 * small)
        disc.midtop = (g.trump_centre[0], g.trump_centre[1] - g.trump_radius)
        assert not g.won[s].colliderect(disc)


def test_ghost_euchre_s_trick_count_moves_with_the_log_line(make_app):
    """The panel's tricks and the stack's count change as the trick sets off, when the log
    says who won it, not after it has landed."""
    from conftest import open_table

    from cardgame.scenes.games.ghost_euchre import positions
    from cardgame.ui import theme

    app = make_app(speed="normal")
    m = positions.find(positions.third_to_play)
    table = open_table(app, m, positions.SEATS)
    for _ in range(200):
        if table.human_turn():
            break
        app.frame(0.05)
    table.apply(m.game.legal_actions(m.state, 0)[0])
    for _ in range(400):
        app.frame(0.02)
        if table.log and "won the trick" in table.log[-1] and table.flights:
            break
    else:
        raise AssertionError("no trick seen sliding")
    tricks = m.game.view(m.state, 0).tricks
    row = next(r for r in table.presenter.panel_rows(table.view) if r.label == "Tricks")
    for s, name in enumerate(table.names):
        assert f"{name} {tricks[s]}" in row.value, (row.value, tricks)
    with theme.recording() as drawn:
        table.draw(app.screen)
    winner = max(range(3), key=lambda s: tricks[s] - table.shown.count(f"won:{s}") // 3)
    n = tricks[winner]
    assert any(d.text == (f"{n} trick" if n == 1 else f"{n} tricks") for d in drawn)


@pytest.mark.parametrize("mode", ["rank", "suit"])
def test_ghost_euchre_s_sorts_keep_the_trumps_together_bowers_on_top(app, mode):
    from conftest import open_table

    from cardgame.engine.ghost_euchre.rules import ranking
    from cardgame.scenes.games.ghost_euchre import positions

    def trumps_held(m: Match) -> bool:
        v = m.game.view(m.state, 0)
        if v.decision != "play" or v.trump in ("", "NT"):
            return False
        held = set(ranking(v.trump, v.trump, m.options.left_bower)) & set(v.hand)
        return len(held) >= 2 and len(v.hand) > len(held) and any(c.rank == "J" for c in held)

    app.settings.hand_sort = mode
    m = positions.find(trumps_held)
    table = open_table(app, m, positions.SEATS)
    trump = m.game.view(m.state, 0).trump
    high_to_low = ranking(trump, trump, m.options.left_bower)
    hand = table.hand()
    at = [i for i, c in enumerate(hand) if c in high_to_low]
    assert at == list(range(at[0], at[0] + len(at))), hand  # side by side
    assert [hand[i] for i in at] == sorted(
        (hand[i] for i in at), key=lambda c: -high_to_low.index(c)
    ), hand  # low to high, the bowers last
    if mode == "rank":
        assert at[-1] == len(hand) - 1, hand  # the trumps on the high end
        others = [c for c in hand if c not in high_to_low]
        assert others == sorted(others, key=table.presenter.sort_key("rank")), hand
    else:
        assert at[0] == 0, hand


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_chart_draws_two_players_with_equal_totals_as_two_named_lines(
    make_app, monkeypatch, size
):
    from cardgame.engine.core import HandResult
    from cardgame.scenes.games.ghost_euchre import positions
    from cardgame.scenes.scoring import ScoringScene
    from cardgame.ui import theme

    app = make_app(size=size)
    m = positions.scored_deal()
    m.results = [HandResult((3, 3, 0)), HandResult((2, 2, 1)), HandResult((0, 0, 4))]
    seats = ["human", "medium", "medium"]
    scene = ScoringScene(app, m, seats)
    app.push(scene)
    lines: list[list[tuple[int, int]]] = []
    real = pygame.draw.lines

    def spy(surf, colour, closed, points, width=1):
        lines.append([tuple(p) for p in points])
        return real(surf, colour, closed, points, width)

    monkeypatch.setattr(pygame.draw, "lines", spy)
    with theme.recording() as drawn:
        scene.draw(app.screen)
    assert len(lines) == 3
    you, ayla, bora = lines
    assert you[0] == ayla[0]  # everyone starts at 0, in one point
    assert all(abs(a[1] - b[1]) >= 3 for a, b in zip(you[1:], ayla[1:], strict=True)), (you, ayla)
    assert you[-1][1] != bora[-1][1]
    names = [d for d in drawn if d.text in scene.sides]
    assert {d.text for d in names} >= set(scene.sides)
    label = {d.text: d.rect for d in names}
    assert not label[scene.sides[0]].colliderect(label[scene.sides[1]]), names[-3:]


@pytest.mark.parametrize(
    ("step", "words"),
    [("grand", "call Grand Tichu or pass"), ("call", "call Tichu or pass"), ("exchange", "theirs")],
)
def test_tichu_s_step_says_whom_it_waits_for_once_you_have_chosen(app, step, words):
    from cardgame.engine.actions import Pass
    from cardgame.scenes.menu import MenuScene
    from cardgame.scenes.table import TableScene
    from cardgame.ui import theme

    m = Match("tichu", seed=4)
    for _ in range(40):  # everyone passes their way to the step, you first in it
        if m.game.view(m.state, 0).decision == step:
            break
        for s in sorted(m.to_act()):
            legal = m.game.legal_actions(m.state, s)
            m.apply(s, Pass() if Pass() in legal else legal[0])
    mine = m.game.legal_actions(m.state, 0)
    m.apply(0, Pass() if Pass() in mine else mine[0])
    assert m.game.view(m.state, 0).decision is None and len(m.to_act()) == 3
    app.push(MenuScene(app))
    table = TableScene(app, m, ["human", "medium", "medium", "medium"], animate_deal=False)
    app.push(table)
    with theme.recording() as drawn:
        table.draw(app.screen)
    line = next((d for d in drawn if d.text.startswith(("You have chosen", "Your cards"))), None)
    assert line is not None, [d.text for d in drawn]
    assert words in line.text and all(n in line.text for n in table.names[1:]), line.text
    assert line.rect.bottom <= table.layout.buttons_y


def _press(table, key: int) -> None:
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _draw_only(m: Match):
    """Pis Yedili: nothing in the hand fits, the one lit button is Draw."""
    from cardgame.engine.actions import Draw

    legal = m.game.legal_actions(m.state, 0)
    if legal == (Draw(),) or list(legal) == [Draw()]:
        return m.state.hands[0][0]
    return None


def _several_plays(m: Match):
    legal = m.game.legal_actions(m.state, 0)
    cards = {c for a in legal for c in getattr(a, "cards", ())}
    return next(iter(cards)) if len(cards) >= 2 else None


def test_enter_with_nothing_chosen_presses_the_lone_lit_draw_button(app):
    from conftest import open_table
    from ui_helpers import human_turn_match

    from cardgame.engine.actions import Draw

    m, seats, _card = human_turn_match(_draw_only)
    table = open_table(app, m, seats)
    assert table.human_turn() and table.focus is None and not table.selected
    before = len(m.history)
    _press(table, pygame.K_RETURN)
    assert len(m.history) == before + 1 and m.history[before][1] == str(Draw())


@pytest.mark.parametrize("game", ["pis_yedili", "runfast"])
def test_enter_with_nothing_chosen_rings_a_playable_card_and_says_the_keys(app, game):
    from conftest import open_table
    from ui_helpers import human_turn_match

    if game == "pis_yedili":
        m, seats, _card = human_turn_match(_several_plays)
    else:
        m = next(m for s in range(1, 50) if (m := Match("runfast", seed=s)).to_act() == {0})
        seats = ["human", "medium", "medium"]
    table = open_table(app, m, seats)
    for _ in range(100):
        if table.human_turn():
            break
        app.frame(0.05)
    before = len(m.history)
    _press(table, pygame.K_RETURN)
    assert len(m.history) == before, "nothing played unasked"
    assert table.focus is not None and table.hand()[table.focus] in table.playable_cards()
    assert table.keyboard
    assert table.toast is not None and "\u2190 \u2192" in table.toast[0]
    assert ("Space" in table.toast[0]) == (game == "runfast")
    _press(table, pygame.K_RETURN)  # now Enter plays the ringed card (Pis Yedili)
    if game == "pis_yedili":
        assert len(m.history) > before


def test_enter_presses_draw_even_with_the_ring_left_on_a_card(app):
    """After a play by keys the ring stays on the hand: when nothing fits, Enter still
    draws (the refusal for the ringed card would stop a keyboard player)."""
    from conftest import open_table
    from ui_helpers import human_turn_match

    from cardgame.engine.actions import Draw

    m, seats, _card = human_turn_match(_draw_only)
    table = open_table(app, m, seats)
    _press(table, pygame.K_RIGHT)
    assert table.focus is not None
    before = len(m.history)
    _press(table, pygame.K_RETURN)
    assert len(m.history) == before + 1 and m.history[before][1] == str(Draw())


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_thinking_marker_sits_on_its_own_dark_pill_over_the_cards(make_app, size):
    from conftest import open_table

    from cardgame.ui import theme

    app = make_app(size=size)
    m = next(m for s in range(1, 50) if (m := Match("runfast", seed=s)).to_act() != {0})
    table = open_table(app, m, ["human", "medium", "medium"])
    seat = next(iter(m.to_act()))
    req = type("Req", (), {"seat": seat})()
    table.thinking = {"req": req, "asked": app.now - 5, "beat": 0.5, "done": False}
    with theme.recording() as drawn:
        table.draw(app.screen)
    mark = next(d for d in drawn if d.text == "thinking\u2026")
    backs = table.layout.back_slots(seat, table.shown.count(f"hand:{seat}"))
    assert any(mark.rect.colliderect(r) for r in backs), "the marker is over the fan"
    x, y = mark.rect.left - 2, mark.rect.centery  # just left of the word: the pill
    r, g, b, *_a = app.screen.get_at((x, y))
    assert r + g + b < 160, (r, g, b)


def test_the_panel_s_scores_wait_for_the_deal_s_last_trick_to_be_shown(make_app):
    """Ghost Euchre: while the deal's last trick is still on the table the corner panel keeps
    the scores before the deal; they move once the picture reaches the scoring."""
    from conftest import open_table

    from cardgame.scenes.games.ghost_euchre import positions

    def last_card(m: Match) -> bool:
        return positions.decision(m) == "play" and len(m.state.hands[0]) == 1

    app = make_app(speed="normal")
    m = positions.find(last_card)
    table = open_table(app, m, positions.SEATS)
    for _ in range(400):
        if table.human_turn():
            break
        app.frame(0.05)
    before = tuple(m.totals)
    table.apply(m.game.legal_actions(m.state, 0)[0])
    for _ in range(400):
        if m.deal_over:
            break
        app.frame(0.05)
    assert m.deal_over and tuple(m.totals) != before

    def scores() -> tuple[int, ...]:
        rows = table.presenter.panel_rows(table.view)
        return tuple(int(r.value) for r in rows[1 : 1 + len(before)])

    app.frame(0.02)
    assert table.queue, "the last trick is still being shown"
    assert scores() == before
    for _ in range(400):
        if not table.queue or app.top is not table:
            break
        app.frame(0.05)
    assert scores() == tuple(m.totals)


def test_the_focus_ring_turns_with_its_tilted_card():
    from cardgame.scenes.table.draw import ring_corners

    r = pygame.Rect(100, 200, 50, 70)
    assert [tuple(round(v) for v in p) for p in ring_corners(r, 0)] == [
        (100, 200),
        (150, 200),
        (150, 270),
        (100, 270),
    ]
    top_left, top_right, *_ = ring_corners(r, 5)  # a card leaning left (the fan's left side)
    assert top_right[1] < top_left[1]  # its top edge rises to the right, as the card's does
    assert abs(top_left[1] - top_right[1] - 50 * math.sin(math.radians(5))) < 0.01


def test_enter_out_of_turn_with_nothing_chosen_says_to_wait(app):
    """No card raised, none in the ring, not your turn: a word, never a play of no cards."""
    from conftest import open_table

    m = next(m for s in range(1, 50) if (m := Match("runfast", seed=s)).to_act() != {0})
    table = open_table(app, m, ["human", "medium", "medium"])
    table.inline_bots = False  # the computer player thinks on: it stays their turn
    assert not table.human_turn() and table.focus is None and not table.selected
    _press(table, pygame.K_RETURN)
    assert table.toast is not None
    assert (
        table.toast[0]
        == f"{table.names[m.state.current]} is deciding: wait until your name lights up."
    )


def test_the_sort_button_leaves_once_your_hand_is_empty(app):
    """After you go out there is nothing to sort: the button is neither drawn, nor walked by
    Tab, nor clicked; with cards in hand again it is back."""
    from conftest import open_table

    m = next(m for s in range(1, 50) if (m := Match("runfast", seed=s)).to_act() == {0})
    table = open_table(app, m, ["human", "medium", "medium"])
    for _ in range(100):
        if table.at_rest:
            break
        app.frame(0.05)
    sort = next(b for b in table.top_buttons if b.key == "sort")
    assert sort in table.shown_top() and sort in table.focus_ring()
    mode = app.settings.hand_sort
    table.hand = lambda: []  # the hand as it is once you went out
    table.refresh_top_buttons()
    assert sort not in table.shown_top() and sort not in table.focus_ring()
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=sort.rect.center))
    assert app.settings.hand_sort == mode
    del table.hand
    table.refresh_top_buttons()
    assert sort in table.shown_top()
