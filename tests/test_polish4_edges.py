"""Rough edges of the fourth play test, each pinned: Tichu's leftover hand turned up before
the scoring screen, hints clear of the top combination's tag, Ghost Euchre's trick sliding
clear of the winner's line, trumps grouped, the chart's equal totals, the waiting line of a
step, and Enter doing the obvious thing."""

from __future__ import annotations

import random

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
