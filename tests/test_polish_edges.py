"""Rough edges of the last play test, each pinned: the table's layout, the scoring screens,
and each game's words and buttons."""

from __future__ import annotations

import pytest
from conftest import open_table
from ui_helpers import human_turn_match, legal_plain_card

from cardgame.scenes.table.draw import FOCUS, ring_corners, visible_ring
from cardgame.ui import theme
from cardgame.ui.layout import TableLayout

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("count", [13, 14, 16, 18])
def test_an_opponent_s_long_hand_of_backs_stays_inside_the_window(size, n, count):
    L = TableLayout(size, n)
    for s in range(1, n):
        for r in L.back_slots(s, count):
            assert L.margin <= r.left and r.right <= size[0] - L.margin, (s, r)


def test_the_focus_ring_is_drawn_over_the_next_card(app):
    match, seats, _card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    hand = table.hand()
    assert len(hand) > 2
    table.focus = 0
    table.app.dirty = True
    app.frame(0.0)
    L = table.layout
    (slot, tilt), (slot1, tilt1) = L.hand_slots(len(hand))[:2]
    live = table.playable_cards()
    r = L.resting(slot, hand[0] in table.selected, hand[0] in live)
    r1 = L.resting(slot1, hand[1] in table.selected, hand[1] in live)
    # the ring's right side runs along the next card's left edge (what shows of the ringed
    # card): half way down it, the ring lies over the next card's edge, not under it
    ring = visible_ring(ring_corners(r.inflate(10, 10), tilt), ring_corners(r1, tilt1))
    right = sorted(ring, key=lambda p: -p[0])[:2]
    x = round((right[0][0] + right[1][0]) / 2)
    y = round((right[0][1] + right[1][1]) / 2)
    colours = {tuple(app.screen.get_at((x + dx, y)))[:3] for dx in (-1, 0, 1)}
    assert theme.tinted(FOCUS)[:3] in colours


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_log_wraps_a_long_line_instead_of_cutting_it(make_app, monkeypatch, size):
    from collections import deque

    import pygame

    from cardgame.scenes.table import logview

    make_app(size)
    L = TableLayout(size, 4)
    small = theme.sizes(L.h)[2]
    long = "Ayla played a straight from the three to the queen, and Bora passed at once."
    view = logview.LogView(deque(["You passed.", long]))
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = theme.blit_text

    def spy(surf, text, px, pos, *a, **k):
        drawn.append((text, pos))
        return real(surf, text, px, pos, *a, **k)

    monkeypatch.setattr(logview.theme, "blit_text", spy)
    surf = pygame.Surface(size)
    view.draw_box(surf, L, small)
    box = view.box(L, small)
    words = " ".join(t for t, _pos in drawn)
    assert "\u2026" not in words and words.endswith(long), words
    for text, (x, y) in drawn:
        assert x + theme.text(text, small).get_width() <= box.right, text
        assert box.top <= y < box.bottom
    drawn.clear()
    view.open = True
    view.draw_open(surf, L)
    assert long in " ".join(t for t, _pos in drawn[1:-1])


def _screen_text(make_app, monkeypatch, size, lang: str, route: str, *args):
    """The screen `route` opened in `lang` at `size`, drawn once: the app and every text its
    widgets drew, joined."""
    from cardgame import i18n
    from cardgame.scenes import routes
    from cardgame.ui import widgets

    app = make_app(size)
    i18n.set_language(lang)
    try:
        routes.push(route, app, *args)
        drawn: list[str] = []
        real = theme.blit_text

        def spy(surf, text, px, pos, *a, **k):
            drawn.append(text)
            return real(surf, text, px, pos, *a, **k)

        monkeypatch.setattr(widgets.theme, "blit_text", spy)
        app.dirty = True
        app.frame(0.0, [])
    finally:
        i18n.set_language("en")
    return app, " ".join(drawn)


@pytest.mark.parametrize("lang", ["en", "hu", "de", "pl", "nl", "tr"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("game", ["pis_yedili", "runfast", "ghost_euchre", "tichu"])
def test_the_new_game_rows_show_their_explanations_in_full(make_app, monkeypatch, size, game, lang):
    """Labels too: a label too long for its row goes on two lines (Hungarian's Run Fast
    had one cut at 1024x640)."""
    app, shown = _screen_text(make_app, monkeypatch, size, lang, "new_game", game)
    assert "\u2026" not in shown, shown
    for row in app.top.rows:
        assert " ".join(row.help.split()) in shown, row.help
        assert " ".join(row.label.split()) in shown, row.label


def _scoring(app, game: str):
    from cardgame.scenes import routes
    from cardgame.scenes.games import game_ui

    shot = next(s for s in game_ui(game).shots() if s.name == "scoring")
    scene = routes.make(shot.route, app, *shot.args, **shot.kwargs)
    app.push(scene)
    return scene


def test_ghost_euchre_s_dead_hand_is_one_row_on_a_wide_screen(make_app, monkeypatch):
    from cardgame.scenes import scoring

    app = make_app((1920, 1080))
    _scoring(app, "ghost_euchre")
    seen = []
    real = scoring.card_places

    def spy(n, area, screen_h):
        out = real(n, area, screen_h)
        seen.append(out)
        return out

    monkeypatch.setattr(scoring, "card_places", spy)
    app.dirty = True
    app.frame(0.0, [])
    (_size, places), *_ = [p for p in seen if len(p[1]) == 6]
    assert len({y for _x, y in places}) == 1, places


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("game", ["ghost_euchre", "tichu", "pis_yedili"])
def test_a_score_chart_s_names_stay_clear_of_its_end_dots(make_app, monkeypatch, size, game):
    import pygame

    from cardgame.scenes import scoring

    app = make_app(size)
    scene = _scoring(app, game)
    dots: list[pygame.Rect] = []
    names: list[pygame.Rect] = []
    real_circle, real_text = pygame.draw.circle, theme.blit_text

    def circle(surf, colour, centre, radius, *a, **k):
        dots.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius))
        return real_circle(surf, colour, centre, radius, *a, **k)

    def text(surf, s, px, pos, *a, **k):
        r = real_text(surf, s, px, pos, *a, **k)
        if s in scene.sides:
            names.append(r)
        return r

    monkeypatch.setattr(scoring.pygame.draw, "circle", circle)
    monkeypatch.setattr(scoring.theme, "blit_text", text)
    app.dirty = True
    app.frame(0.0, [])
    chart_names = names[-len(scene.sides) :]
    assert dots and chart_names
    for n in chart_names:
        assert not any(n.colliderect(d) for d in dots), (n, dots)
    for a, b in zip(chart_names, chart_names[1:], strict=False):
        assert not a.colliderect(b)


TICHU = ["human", "medium", "medium", "medium"]


def _top(table, key: str):
    return next(b for b in table.top_buttons if b.key == key)


def test_last_trick_is_disabled_until_a_trick_has_been_played(app):
    from cardgame.engine.match import Match
    from cardgame.scenes.games.tichu import logic, positions

    table = open_table(app, Match("tichu", seed=7), TICHU)
    assert not _top(table, "last_trick").enabled
    m = positions.advance_until(lambda m: bool(logic.last_trick(m.game.view(m.state, 0).log)))
    table = open_table(app, m, TICHU)
    assert _top(table, "last_trick").enabled


def test_tichu_s_log_is_the_same_live_and_after_continue(app):
    """A step choice is written among the step's choices (not at the log's end), so the live
    table never saw the human's own "no call" lines; Continue showed them. The reveal line
    ("No calls.", "Calls: ...") says it for everyone, so the log skips one's own choice."""
    from cardgame.engine.core import Event
    from cardgame.scenes.games.tichu import words

    names = ["You", "Ayla", "Bora", "Cem"]
    for choice in ("pass", "grand", "tichu"):
        e = Event("StepChosen", 0, (), (("step", "grand"), ("choice", choice)))
        assert words.describe(e, names) is None
    assert words.describe(Event("ExchangeChosen", 0, (), ()), names) is None


def test_tichu_s_log_names_who_gave_each_received_card():
    from cardgame.engine.cards import parse_cards
    from cardgame.engine.core import Event, Move
    from cardgame.scenes.games.tichu import words

    names = ["You", "Ayla", "Bora", "Cem"]
    dog, king, queen = parse_cards("DOG KS QJ")
    moves = (
        Move(queen, "hand:3", "hand:0"),
        Move(dog, "hand:1", "hand:0"),
        Move(None, "hand:0", "hand:2"),
        Move(king, "hand:2", "hand:0"),
    )
    line = words.describe(Event("Exchanged", None, moves, ()), names)
    # as the table shows them: left opponent (seat 3), partner, right opponent (seat 1)
    assert line == "You received Q Jade from Cem, K Sword from Bora, Dog from Ayla."


def test_tichu_s_log_names_a_combination_in_lower_case_inside_a_sentence():
    from cardgame.engine.cards import parse_cards
    from cardgame.engine.core import Event
    from cardgame.scenes.games.tichu import words

    names = ["You", "Ayla", "Bora", "Cem"]

    def played(seat, kind, length, value, cards):
        params = (("kind", kind), ("length", length), ("value", value), ("cards", cards))
        return Event("Played", seat, (), params)

    pair = played(1, "pair", 2, 4, tuple(parse_cards("2S 2J")))
    assert words.describe(pair, names) == "Ayla played a pair of 2s."
    dragon = played(0, "single", 1, 50, tuple(parse_cards("DRG")))
    assert words.describe(dragon, names) == "You played the Dragon."
    assert words.played_label(pair) == "Pair of 2s"  # the name tag keeps its capital


def test_run_fast_s_play_is_disabled_until_cards_are_selected(app):
    from cardgame.engine.match import Match

    table = open_table(app, Match("runfast", seed=4), ["human", "medium", "medium"], settle=True)
    table.make_buttons()
    play = next(b for b in table.buttons if b.key == "play")
    assert not play.enabled and table.tips["play"] == "Select the cards to play first."
    table.select({table.hand()[-1]})
    assert play.enabled
    table.clear_selection()
    assert not play.enabled


def test_run_fast_s_empty_table_shows_no_placeholder_words(app, monkeypatch):
    from cardgame.engine.match import Match

    table = open_table(app, Match("runfast", seed=1), ["human", "medium", "medium"])
    assert table.human_turn() and not table.shown.count("table")  # your lead, nothing played
    drawn: list[str] = []
    real = theme.blit_text
    monkeypatch.setattr(
        theme, "blit_text", lambda s, t, *a, **k: (drawn.append(t), real(s, t, *a, **k))[1]
    )
    table.presenter.draw_centre(app.screen, table.shown)
    assert "the table" not in drawn


def test_run_fast_s_log_speaks_in_the_past_like_the_other_games():
    from cardgame.engine.core import Event
    from cardgame.scenes.games.runfast import words

    names = ["You", "Ayla", "Bora"]
    assert words.describe(Event("Passed", 1, (), ()), names) == "Ayla passed."
    assert words.describe(Event("TrickClosed", 0, (), ()), names) == (
        "You took the trick and lead next."
    )


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_pis_yedili_s_pending_badge_keeps_clear_of_every_seat_s_level_line(make_app, size):
    import pygame

    from cardgame.engine.match import Match

    app = make_app(size)
    m = Match("pis_yedili", seed=1)
    table = open_table(app, m, ["human"] + ["medium"] * (m.num_seats - 1))
    badge = table.presenter.pending_badge()
    small = theme.sizes(size[1])[2]
    L = table.layout
    for seat in L.seats.values():
        level = pygame.Rect(0, seat.plate.bottom, round(seat.plate.width * 1.5), small * 3)
        level.centerx = seat.plate.centerx
        assert not badge.colliderect(level.inflate(8, 8)), (badge, level)
    assert table.presenter.geo.pile.contains(badge)


def test_pis_yedili_s_pile_tag_names_the_card_on_its_way_not_the_one_before(make_app):
    app = make_app(speed="normal")
    match, seats, card = human_turn_match(legal_plain_card)
    table = open_table(app, match, seats)
    for _ in range(200):  # let the opening settle
        if table.human_turn() and not table.flights.active():
            break
        app.frame(0.05)
    before = table.shown.status.get("top_seat")
    assert before != 0
    assert table.try_play([card])
    app.frame(0.01)
    app.frame(0.01)
    assert table.flights.active()  # the card is still flying to the pile
    assert table.shown.status["top_seat"] == 0


def test_tichu_s_log_speaks_in_the_past_and_names_a_wish_in_words():
    from cardgame.engine.core import Event
    from cardgame.scenes.games.tichu import words

    names = ["You", "Ayla", "Bora", "Cem"]
    wish = Event("WishMade", 1, (), (("wish", "8"),))
    assert words.describe(wish, names) == "Ayla wished for 8s."  # never "a 8"
    done = Event("WishFulfilled", 3, (), (("wish", "A"),))
    assert words.describe(done, names) == "The wish for aces was fulfilled."
    won = Event("TrickWon", 2, (), (("to", 2), ("points", 10)))
    assert words.describe(won, names) == "Bora won the trick (10 points)."


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_last_trick_review_fits_the_window_with_a_bomb_among_five_plays(make_app, size):
    import pygame

    from cardgame.engine.cards import parse_cards
    from cardgame.engine.match import Match
    from cardgame.scenes.table.review import draw_review

    app = make_app(size)
    table = open_table(app, Match("tichu", seed=7), TICHU)  # Tichu's deck in the sprites
    L = table.layout
    plays = [
        (1, tuple(parse_cards("2R"))),
        (2, tuple(parse_cards("TP"))),
        (3, tuple(parse_cards("KR"))),
        (0, tuple(parse_cards("DRG"))),
        (1, tuple(parse_cards("TS JS QS KS AS"))),
    ]
    wide = pygame.Surface((size[0] + 600, size[1]))
    wide.fill((0, 0, 0))
    draw_review(wide, L, app.sprites, plays, ["You", "Ayla", "Bora", "Cem"])
    beyond = wide.subsurface(pygame.Rect(size[0], 0, 600, size[1]))
    assert pygame.transform.average_color(beyond)[:3] == (0, 0, 0)


def test_tichu_s_scoring_screen_speaks_of_hands_as_its_table_does(make_app, monkeypatch):
    from cardgame.scenes import scoring

    app = make_app((1280, 720))
    scene = _scoring(app, "tichu")
    drawn: list[str] = []
    real = theme.blit_text
    monkeypatch.setattr(
        scoring.theme, "blit_text", lambda s, t, *a, **k: (drawn.append(t), real(s, t, *a, **k))[1]
    )
    app.dirty = True
    app.frame(0.0, [])
    assert "This hand" in drawn and "Hand 1" in drawn and "This deal" not in drawn
    assert any(b.label == "Next hand" for b in scene.buttons)


@pytest.mark.parametrize("lang", ["en", "hu", "de", "pl", "nl", "tr"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_settings_rows_show_their_explanations_in_full(make_app, monkeypatch, size, lang):
    """Each settings row is as tall as its label and explanation need (they were cut at
    1024x640 in every language, and at 1920x1080 in Polish and Turkish)."""
    app, shown = _screen_text(make_app, monkeypatch, size, lang, "settings")
    assert "\u2026" not in shown, shown
    for row in app.top.rows:
        assert " ".join(row.help.split()) in shown, row.help
    rows = sorted(app.top.rows, key=lambda r: (r.rect.left, r.rect.top))
    for a, b in zip(rows, rows[1:], strict=False):
        assert a.rect.left != b.rect.left or a.rect.bottom <= b.rect.top, "rows overlap"
    assert all(r.rect.bottom <= app.size[1] for r in rows)
