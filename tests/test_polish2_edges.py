"""Rough edges of the second play test, each pinned: the deal's end, prompts, scoring rows,
the menu's question, the focus ring, Tichu's log and the new-game explanations."""

from __future__ import annotations

import pytest

from cardgame.engine.match import Match

GAMES = ["pis_yedili", "runfast", "ghost_euchre", "tichu"]


@pytest.mark.parametrize("speed", ["instant", "normal"])
@pytest.mark.parametrize("game", GAMES)
def test_the_deal_s_last_play_stays_a_beat_before_the_scoring_screen(make_app, game, speed):
    from cardgame.scenes.menu import MenuScene
    from cardgame.scenes.table import TableScene

    app = make_app(speed=speed)
    m = Match(game, seed=5)
    app.push(MenuScene(app))
    table = TableScene(app, m, ["random"] * m.num_seats, animate_deal=False, inline_bots=True)
    app.push(table)
    picture, landed = None, 0.0
    while app.top is table:  # the last time the cards on the table moved
        now = {z: list(cards) for z, cards in table.shown.zones.items()}
        if now != picture:
            picture, landed = now, app.now
        assert app.now < 3600
        app.frame(0.02)
    assert m.deal_over
    assert app.now >= landed + 0.5


@pytest.mark.parametrize("seed", [8, 10])
def test_run_fast_s_prompt_names_the_keys_the_table_takes(app, seed):
    from conftest import open_table

    m = Match("runfast", seed=seed)
    table = open_table(app, m, ["human", "random", "random"], settle=True)
    assert table.human_turn()
    said = table.presenter.prompt(table.view, True)
    for key in ("\u2190", "\u2192", "Space", "Enter"):
        assert key in said, said


@pytest.mark.parametrize("seed", range(6))
def test_pis_yedili_s_scoring_rows_show_each_number_once(seed):
    from cardgame.ai.driver import Driver
    from cardgame.scenes.games.pis_yedili.sheet import score_sheet

    m = Match("pis_yedili", seed=seed)
    d = Driver(m, ["random"] * m.num_seats)
    while not m.deal_over:
        d.step()
    sheet = score_sheet(m, [f"P{s}" for s in range(m.num_seats)])
    for row in sheet.rows:
        assert row.points not in row.detail.split(), row


@pytest.mark.parametrize(("deals", "over", "said"), [(0, False, "deal 1"), (1, True, "deal 2")])
def test_the_menu_s_replace_question_names_the_deal_the_match_is_at(make_app, deals, over, said):
    from cardgame.ai.driver import Driver
    from cardgame.engine.runfast import Options
    from cardgame.scenes.dialog import ConfirmScene
    from cardgame.scenes.menu import MenuScene

    app = make_app()
    m = Match("runfast", Options(match_deals=3), seed=4)
    seats = ["human", "random", "random"]
    d = Driver(m, ["random"] * 3)
    while m.counted_deals < deals or len(m.history) < 3:
        d.step()
    assert m.deal_over == over
    assert app.store.write_save(m, seats)
    menu = MenuScene(app)
    app.push(menu)
    menu.new_game("runfast")
    assert isinstance(app.top, ConfirmScene)
    assert f"({said})" in app.top.question, app.top.question


def test_the_focus_ring_shows_only_while_the_keys_are_used(app, monkeypatch):
    import pygame
    from conftest import open_table
    from ui_helpers import card_point, human_turn_match, legal_plain_card, post_drag

    from cardgame.scenes.table.draw import FOCUS
    from cardgame.ui import theme

    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    rings: list[object] = []
    real = pygame.draw.lines

    def spy(surf, colour, closed, points, *a, **k):
        if tuple(colour)[:3] == theme.tinted(FOCUS)[:3]:
            rings.append(points)
        return real(surf, colour, closed, points, *a, **k)

    monkeypatch.setattr(pygame.draw, "lines", spy)

    def drawn() -> bool:
        rings.clear()
        app.dirty = True
        app.frame(0.0)
        return bool(rings)

    def press(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        app.frame(0.0)

    press(pygame.K_RIGHT)
    assert table.focus is not None and drawn()
    start = card_point(table, table.hand()[table.focus])
    post_drag(start, (start[0], start[1] - 40))  # a short drag that glides back
    for _ in range(40):
        app.frame(0.05)
    assert not drawn()
    press(pygame.K_RIGHT)
    assert drawn()


@pytest.mark.parametrize(
    ("layout", "order"),
    [("counterclockwise", ["Three", "Two", "One"]), ("clockwise", ["One", "Two", "Three"])],
)
def test_tichu_s_received_line_names_the_givers_as_the_table_shows_them(app, layout, order):
    """Left, partner, right: counterclockwise (the default) seat 1 sits on the right."""
    from conftest import open_table

    from cardgame.engine.cards import parse_cards
    from cardgame.engine.core import Event, Move

    app.settings.games = {"tichu": {"seat_layout": layout}}
    table = open_table(app, Match("tichu", seed=2), ["random"] * 4)  # the table words the log
    table.names = ["You", "One", "Two", "Three"]
    cards = parse_cards("2S 3J 4P")
    moves = tuple(Move(c, f"hand:{s}", "hand:0") for s, c in zip((1, 2, 3), cards, strict=True))
    line = table._describe(Event("Exchanged", None, moves)) or ""
    spots = [line.index(n) for n in order]
    assert spots == sorted(spots), line
