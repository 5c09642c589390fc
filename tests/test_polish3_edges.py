"""Rough edges of the third play test, each pinned: Tichu's received cards stay marked in the
hand, each reveal of calls names its step, and the log follows the table's seat order."""

from __future__ import annotations

import pytest

from cardgame.engine.match import Match


def _received_position(m: Match) -> bool:
    """The play has begun with a computer's lead; you have not played or passed yet."""
    v = m.game.view(m.state, 0)
    return v.phase == "PLAY" and m.history[-1][0] != 0 and not v.played_card[0]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_tichu_s_received_cards_stay_tagged_with_their_giver_until_your_first_turn(make_app, size):
    from conftest import open_table

    from cardgame.engine.actions import Pass
    from cardgame.scenes.games.tichu import positions
    from cardgame.ui import theme

    app = make_app(size=size)
    m = positions.advance_until(_received_position)
    table = open_table(app, m, positions.SEATS)
    v = table.view
    assert v.table, "a computer seat has led"
    givers = {c: table.names[s] for c, s in v.received}
    L = table.layout

    def hand_tags() -> list[theme.Drawn]:
        with theme.recording() as drawn:
            table.draw(app.screen)
        return [d for d in drawn if d.rect.top >= L.hand_y - L.card_h // 2]

    texts = [d.text for d in hand_tags()]
    for card, name in givers.items():
        assert any(t in (f"from {name}", name, name[:1]) for t in texts), (card, texts)
    tags = [d for d in hand_tags() if d.text.startswith("from ")]
    assert tags and all(app.screen.get_rect().contains(d.rect) for d in tags)
    legal = table.legal()
    table.apply(Pass() if Pass() in legal else legal[0])
    for _ in range(200):
        app.frame(0.05)
    assert table.presenter.hand_marks(table.view) == {}
    assert not [d for d in hand_tags() if d.text.startswith("from ")]


def test_tichu_s_tags_crowd_to_the_giver_s_name_then_initial(make_app):
    """Three received cards side by side: each tag keeps to the room before the next."""
    from conftest import open_table

    from cardgame.scenes.games.tichu import positions
    from cardgame.ui import theme

    app = make_app(size=(1024, 640))
    m = positions.advance_until(_received_position)
    table = open_table(app, m, positions.SEATS)
    hand = table.hand()
    names = ("Xaver", "Yusuf", "Zoe")
    marks = {c: (f"from {n}", n, n[:1]) for c, n in zip(hand[3:6], names, strict=True)}
    table.presenter.hand_marks = lambda v: marks  # type: ignore[method-assign]
    with theme.recording() as drawn:
        table.draw(app.screen)
    tags = [d for d in drawn if d.text in {t for w in marks.values() for t in w}]
    assert len(tags) == 3
    tags.sort(key=lambda d: d.rect.x)
    for a, b in zip(tags, tags[1:], strict=False):
        assert a.rect.right <= b.rect.left, [d.text for d in tags]
    assert tags[0].text == "from Xaver"  # ends on its card: the untagged ones give room
    assert tags[-1].text == "from Zoe"  # the last one has the room of a whole card
    assert all(app.screen.get_rect().contains(d.rect) for d in tags)


def _play_to_the_exchange(app, options=None):
    """A table played live from the deal into the play, with no call made."""
    from conftest import open_table

    for seed in range(1, 40):
        m = Match("tichu", options, seed=seed)
        table = open_table(app, m, ["medium"] * 4)
        for _ in range(4000):
            if m.game.view(m.state, 0).phase == "PLAY" and not table.busy():
                break
            app.frame(0.05)
        if not any(m.game.view(m.state, 0).calls):
            return m, table
        app.home()
    raise AssertionError("every seed had a call")


@pytest.mark.parametrize("grand", [True, False])
def test_tichu_s_call_reveals_name_their_step_live_and_after_continue(make_app, grand):
    from cardgame.engine.tichu import Options
    from cardgame.scenes.table import TableScene

    app = make_app()
    options = Options(grand_tichu_enabled=grand)
    m, table = _play_to_the_exchange(app, options)
    want = (["No one called Grand Tichu."] if grand else []) + ["No one called Tichu."]
    live = [x for x in table.log if x.startswith("No ")]
    assert live == want
    again = TableScene(app, m, table.seats, animate_deal=False, inline_bots=True)
    assert [x for x in again.log if x.startswith("No ")] == want
    assert "No calls." not in again.log


def test_tichu_s_call_step_line_names_only_the_tichus_called_there():
    from cardgame.engine.core import Event
    from cardgame.scenes.games.tichu import words

    names = ["You", "Ayla", "Bora", "Cem"]
    grand = Event("CallsRevealed", None, (), (("calls", ("", "grand", "", "")),))
    both = Event("CallsRevealed", None, (), (("calls", ("tichu", "grand", "", "")),))
    assert words.describe(grand, names, step="grand") == "Calls: Ayla: Grand Tichu."
    assert words.describe(grand, names, step="call") == "No one called Tichu."
    assert words.describe(both, names, step="call") == "Calls: You: Tichu."


@pytest.mark.parametrize(
    ("layout", "order"),
    [("counterclockwise", ["Three", "Two", "One"]), ("clockwise", ["One", "Two", "Three"])],
)
def test_tichu_s_log_follows_the_table_s_seat_order_whatever_else_was_laid_out(app, layout, order):
    """The received line names left, partner, right as this table sits them, even when the
    game's pages were asked about another layout since (a new table's settings, a preview)."""
    from conftest import open_table

    from cardgame.engine.cards import parse_cards
    from cardgame.engine.core import Event, Move
    from cardgame.scenes.games import game_ui

    app.settings.games = {"tichu": {"seat_layout": layout}}
    table = open_table(app, Match("tichu", seed=2), ["random"] * 4)
    other = "clockwise" if layout == "counterclockwise" else "counterclockwise"
    game_ui("tichu").mirrored(type(app.settings)(games={"tichu": {"seat_layout": other}}))
    cards = parse_cards("2S 3J 4P")
    moves = tuple(Move(c, f"hand:{s}", "hand:0") for s, c in zip((1, 2, 3), cards, strict=True))
    table.names = ["You", "One", "Two", "Three"]
    line = table._describe(Event("Exchanged", None, moves)) or ""
    spots = [line.index(n) for n in order]
    assert spots == sorted(spots), line


def test_the_menu_s_arrow_keys_walk_the_game_tiles(app):
    """→ from the first game's Play goes to the next game's, ← comes back."""
    import pygame

    from cardgame.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.push(menu)

    def press(k: int) -> None:
        menu.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))

    first = menu.buttons[menu.focus]
    press(pygame.K_RIGHT)
    second = menu.buttons[menu.focus]
    assert second is not first and second.rect.left > first.rect.left
    assert second.rect.centery == first.rect.centery  # the next tile, not a row below
    press(pygame.K_LEFT)
    assert menu.buttons[menu.focus] is first


def test_tichu_s_raised_exchange_card_names_its_slot_keys_not_a_refusal(app):
    """Space raises a card in the exchange: the label says where 1, 2, 3 send it."""
    from conftest import open_table

    from cardgame.scenes.games.tichu import positions

    m = positions.advance_until(positions.decision("exchange"))
    table = open_table(app, m, positions.SEATS)
    card = table.hand()[1]
    table.select({card})
    assert table.label is not None
    text, ok = table.label
    assert ok and "1 to Cem, 2 to Bora, 3 to Ayla" in text, text


def test_tichu_s_wish_chooser_names_the_keys_that_choose(app):
    """Fourteen wishes are too many for digits: the chooser says arrows and Enter."""
    from conftest import open_table

    from cardgame.scenes.games.tichu import positions
    from cardgame.ui import theme

    m = positions.advance_until(positions.holds_mah_jong_lead)
    table = open_table(app, m, positions.SEATS)
    mj = next(c for c in table.hand() if str(c) == "MJ")
    table.try_play([mj])
    assert table.chooser is not None and len(table.chooser.buttons) > 9
    with theme.recording() as drawn:
        table.draw(app.screen)
    assert any("Arrows and Enter: choose" in d.text for d in drawn)


def test_ghost_euchre_s_renege_row_explains_both_of_its_values():
    """The row shows 'prevented' by default: its line must not speak only of 'penalized'."""
    from cardgame.scenes.games.ghost_euchre import options

    row = next(r for r in options.option_rows() if r[0] == "renege_mode")
    _field, _label, _values, names, explanation = row
    for name in names:
        assert name.lower() in explanation.lower(), (name, explanation)


def test_a_play_while_the_last_one_is_on_show_is_not_told_to_wait_for_its_turn(app):
    """The engine waits for you, the table still shows the last play: 'one moment', in calm
    words, not the refusal 'Wait for your turn'."""
    from conftest import open_table

    m = Match("runfast", seed=8)
    table = open_table(app, m, ["human", "random", "random"], settle=True)
    assert table.human_turn()
    card = table.hand()[0]
    table.pause_until = app.now + 5  # a trick on show
    assert not table.try_play([card])
    assert table.toast is not None
    text, warn = table.toast.text, table.toast.warn
    assert text == "One moment: your turn starts when the cards have landed." and not warn


def test_tichu_s_new_game_rows_say_who_is_your_partner(app):
    """Bora sits opposite and plays with you: the row says so; Ayla and Cem are opponents."""
    from cardgame.scenes.newgame import NewGameScene

    scene = NewGameScene(app, "tichu")
    helps = {r.label: r.help for r in scene.rows if r.key.startswith("level:")}  # type: ignore[union-attr]
    assert "partner" in helps["Bora"] and "opponent" in helps["Ayla"] + helps["Cem"], helps
    assert "partner" not in helps["Ayla"] + helps["Cem"]


def test_a_computer_answer_dropped_as_stale_is_asked_again_without_waiting_for_input(app):
    """In a step where all choose at once, you may answer while a computer player thinks:
    its answer to the older position is dropped, and the table must ask again at once (it
    slept until the mouse moved)."""
    from conftest import open_table

    from cardgame.scenes.games.tichu import positions

    m = positions.advance_until(positions.decision("grand"), seeds=range(1, 50))
    table = open_table(app, m, positions.SEATS)
    reqs = table.driver.bot_requests()
    assert reqs and table.driver.human_to_act()
    req = reqs[0]
    table.apply(next(a for a in table.legal() if str(a) == "pass"))  # you choose meanwhile
    for _ in range(40):
        if not table.busy():
            break
        app.frame(0.05)
    table.thinking = {"req": req, "asked": 0.0, "beat": 0.0, "done": True, "action": req.legal[0]}
    before = len(m.history)
    assert table._drive()
    assert len(m.history) == before  # the stale answer was dropped
    assert table.wake_in() == 0.0  # and the table comes back at once to ask again


@pytest.mark.parametrize("asked", [(640, 400), (300, 900)])
def test_a_window_asked_smaller_than_the_minimum_opens_at_the_minimum(make_app, asked):
    """--size 640x400 (or a settings file saying so) opened a window the tiles and the table
    are not laid out for: titles ran over the card fans."""
    from cardgame.scenes.base import MIN_SIZE

    app = make_app(size=asked)
    w, h = app.size
    assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1]
    assert (w, h) == (max(MIN_SIZE[0], asked[0]), max(MIN_SIZE[1], asked[1]))
