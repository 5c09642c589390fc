"""The generic table's several-card machinery, tested with a tiny presenter over Run Fast's
engine (test code only): click toggles, a sideways drag selects, a drag carries the
selection to the play area, Play and Enter play it, right-click and Esc clear it, the live
label follows the selection, and the sort order is a remembered setting."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest
from conftest import open_table
from ui_helpers import card_point, post_click, post_drag, run_frames

from cardgame.ai.driver import Driver
from cardgame.engine.match import Match
from cardgame.scenes import games
from cardgame.scenes.base import App
from cardgame.scenes.games.base import GameUI, Presenter
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.table import TableScene


class TinyPresenter(Presenter):
    multi_select = True
    labels = 0  # how often the label was computed

    def selection_label(self, cards, v):
        TinyPresenter.labels += 1
        legal = self.ctx.match.game.legal_actions(self.ctx.match.state, 0)
        ok = any(sorted(getattr(a, "cards", ())) == sorted(cards) for a in legal)
        return (f"{len(cards)} cards" + ("" if ok else ": no"), ok)


class TinyUI(GameUI):
    game_id = "runfast"

    def presenter(self, ctx):
        return TinyPresenter(ctx)


def human_turn_where(pick: Any, seeds: int = 300) -> tuple[Match, list[str], Any]:
    """A Run Fast deal at the human's turn where `pick(match)` finds something; until then
    the human plays its first single."""
    seats = ["human", "random", "random"]
    for seed in range(1, seeds):
        m = Match("runfast", seed=seed)
        d = Driver(m, seats)
        for _ in range(12):
            d.play_deal()
            if m.deal_over:
                break
            found = pick(m)
            if found is not None:
                return m, seats, found
            legal = m.game.legal_actions(m.state, 0)
            singles = [a for a in legal if len(getattr(a, "cards", ())) == 1]
            d.submit(0, (singles or legal)[0])
    raise RuntimeError("no such position")


def pair_position() -> tuple[Match, list[str], Any]:
    """The human may play a pair."""

    def pair(m: Match) -> Any:
        for a in m.game.legal_actions(m.state, 0):
            cards = getattr(a, "cards", ())
            if len(cards) == 2 and cards[0].rank == cards[1].rank:
                return cards
        return None

    return human_turn_where(pair)


@pytest.fixture
def app(make_app, monkeypatch):
    monkeypatch.setitem(games._loaded, "runfast", TinyUI())
    return make_app()


def open_at(app: App, position: Any = None) -> tuple[TableScene, Match, Any]:
    match, seats, pair = (position or pair_position)()
    return open_table(app, match, seats, settle=True), match, pair


def test_clicks_toggle_cards_and_the_play_button_plays_them(app):
    table, match, pair = open_at(app)
    for c in pair:
        post_click(card_point(table, c))
        app.frame(0.05)
    assert table.selected == set(pair)
    post_click(card_point(table, pair[0]))  # a second click takes a card back
    app.frame(0.05)
    assert table.selected == {pair[1]}
    post_click(card_point(table, pair[0]))
    app.frame(0.05)
    before = len(match.history)
    play = [b for b in table.buttons if b.key == "play"]
    assert play
    post_click(play[0].rect.center)
    app.frame(0.05)
    assert match.history[before][0] == 0
    assert sorted(match.history[before][1].split()[1:]) == sorted(str(c) for c in pair)


def test_a_sideways_drag_selects_the_cards_it_crosses(app):
    table, match, pair = open_at(app)
    hand = table.hand()
    start, end = card_point(table, hand[2]), card_point(table, hand[5])
    post_drag(start, (end[0], start[1]))
    app.frame(0.05)
    assert table.selected == set(hand[2:6])
    assert len(match.history) == len(match.history)  # nothing played
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 400), button=3))
    app.frame(0.05)
    assert not table.selected, "right-click clears"


def test_dragging_the_selection_to_the_table_plays_it(app):
    table, match, pair = open_at(app)
    table.select(set(pair))
    app.frame(0.05)
    before = len(match.history)
    post_drag(card_point(table, pair[0]), table.presenter.play_area().center)
    app.frame(0.05)
    assert len(match.history) > before
    assert sorted(match.history[before][1].split()[1:]) == sorted(str(c) for c in pair)


def test_a_refused_selection_glides_back_with_the_reason(app):
    app.settings.speed = "normal"
    table, match, pair = open_at(app)
    hand = table.hand()
    bad = [c for c in hand if c.rank != pair[0].rank][:2]
    bad = [bad[0], next(c for c in hand if c.rank != bad[0].rank and c not in bad)]
    table.select(set(bad))
    app.frame(0.05)
    before = list(match.history)
    post_drag(card_point(table, bad[0]), table.presenter.play_area().center)
    app.frame(0.02)
    assert match.history == before
    assert table.toast is not None and table.toast[2]
    assert table.gliding == set(bad), "both cards glide back"
    run_frames(app, lambda: not table.flights)
    assert set(bad) <= set(table.hand())


def test_enter_plays_and_escape_clears(app):
    table, match, pair = open_at(app)
    table.select({pair[0]})
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="\x1b"))
    app.frame(0.05)
    assert not table.selected and app.top is table, "Esc clears before it leaves"
    table.select(set(pair))
    before = len(match.history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r"))
    app.frame(0.05)
    assert sorted(match.history[before][1].split()[1:]) == sorted(str(c) for c in pair)


def test_the_live_label_follows_the_selection_and_is_not_computed_per_frame(app):
    table, match, pair = open_at(app)
    post_click(card_point(table, pair[0]))
    app.frame(0.05)
    post_click(card_point(table, pair[1]))
    app.frame(0.05)
    assert table.label == ("2 cards", True)
    counted = TinyPresenter.labels
    for _ in range(20):
        app.dirty = True
        app.frame(0.05, [])
    assert TinyPresenter.labels == counted, "drawing does not recompute the label"
    odd = next(c for c in table.hand() if c.rank != pair[0].rank)
    post_click(card_point(table, odd))
    app.frame(0.05)
    assert table.label == ("3 cards: no", False)


def test_the_sort_toggle_is_remembered(app, tmp_path):
    table, match, pair = open_at(app)
    by_rank = table.hand()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, unicode="s"))
    app.frame(0.05)
    assert app.settings.hand_sort == "suit"
    by_suit = table.hand()
    assert sorted(by_suit) == sorted(by_rank) and by_suit != by_rank
    assert [c.suit for c in by_suit] == sorted((c.suit for c in by_suit), key="SHDC".index)
    saved = json.loads(app.store.settings_path.read_text())
    assert saved["hand_sort"] == "suit"
    sort = [b for b in table.top_buttons if b.key == "sort"][0]
    post_click(sort.rect.center)
    app.frame(0.05)
    assert app.settings.hand_sort == "rank" and table.hand() == by_rank


def test_an_unknown_sort_in_the_settings_file_falls_back(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    from cardgame.persistence import Store

    store = Store()
    store.settings_path.parent.mkdir(parents=True, exist_ok=True)
    store.settings_path.write_text(json.dumps({"format": 1, "hand_sort": "colour"}))
    assert store.load_settings().hand_sort == "rank"
    store.settings_path.write_text(json.dumps({"format": 1, "hand_sort": "suit"}))
    assert store.load_settings().hand_sort == "suit"


def test_hint_on_a_computer_turn_says_it_is_not_yours(app):
    app.settings.speed = "normal"
    table, match, pair = open_at(app)
    table.select(set(pair))
    table.play_selection()
    app.frame(0.01)
    assert not table.human_turn()
    table.hint()
    assert table.toast is not None
    # one sentence for a computer player's turn, naming who decides
    assert (
        table.toast.text
        == f"{table.names[match.state.current]} is deciding: wait until your name lights up."
    )


def test_in_a_step_the_human_decides_while_a_bot_still_thinks(tmp_path, monkeypatch):
    """Tichu's Grand Tichu step asks every seat at once: the human's buttons are live while
    a slow bot thinks, and the bot's answer to the older position is asked again."""
    import threading

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    monkeypatch.setitem(games._loaded, "tichu", TinyUI())

    class SlowBot:
        gate = threading.Event()

        def choose(self, view, legal, rng):
            self.gate.wait(5)
            return legal[-1]

    app = App((1280, 720))
    app.settings.speed = "normal"
    match = Match("tichu", seed=1)
    seats = ["human", "random", "random", "random"]
    app.push(MenuScene(app))
    table = TableScene(app, match, seats, animate_deal=False)
    slow = SlowBot()
    table.driver.bots = dict.fromkeys((1, 2, 3), slow)
    monkeypatch.setattr(table, "draw", lambda surf: None)  # Tichu's card art is not needed here
    app.push(table)
    for _ in range(5):
        app.frame(0.05)
    assert table.thinking is not None and not table.thinking["done"]
    assert table.human_turn()
    keys = {b.key for b in table.buttons}
    assert {"grand", "pass"} <= keys
    before = len(match.history)
    post_click(next(b for b in table.buttons if b.key == "pass").rect.center)
    app.frame(0.05)
    assert match.history[before] == (0, "pass")
    slow.gate.set()
    import time

    end = time.monotonic() + 20  # the bots answer in worker threads: give them real time
    while len(match.history) < before + 4 and time.monotonic() < end:
        app.frame(0.1)
        time.sleep(0.01)
    assert sorted(s for s, _a in match.history[before : before + 4]) == [0, 1, 2, 3]
    pygame.display.quit()


def test_an_action_the_presenter_marks_is_confirmed_first(app):
    table, match, pair = open_at(app)
    table.presenter.confirm = lambda a: (
        "Really play a pair?" if len(getattr(a, "cards", ())) == 2 else None
    )
    table.select(set(pair))
    before = len(match.history)
    table.play_selection()
    assert table.chooser is not None and table.chooser.confirm
    assert table.chooser.heading == "Really play a pair?" and len(match.history) == before
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="\x1b"))
    app.frame(0.05)
    assert table.chooser is None and len(match.history) == before, "Esc: nothing played"
    table.play_selection()
    post_click(table.chooser[0][0].rect.center)  # Yes
    app.frame(0.05)
    assert sorted(match.history[before][1].split()[1:]) == sorted(str(c) for c in pair)


class SpySurface(pygame.Surface):
    """A surface that remembers where each image was blitted."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        self.blits.append((source, pygame.Rect(dest) if len(dest) == 4 else rect))
        return rect


def resting_centre(table: TableScene, card) -> tuple[int, int]:
    """Where the table draws `card` in the hand at rest (the centre of its image)."""
    from cardgame.scenes.table import draw

    hand = table.hand()
    i = hand.index(card)
    tilt = table.layout.hand_slots(len(hand))[i][1]
    img = table.app.sprites.rotated(card, table.layout.card, tilt)
    spy = SpySurface(table.app.screen.get_size())
    draw.draw_table(table, spy)
    (rect,) = [r for src, r in spy.blits if src is img]
    return rect.center


def test_a_refused_selection_lands_exactly_where_its_cards_rest(app):
    app.settings.speed = "normal"
    table, match, pair = open_at(app)
    hand = table.hand()
    bad = [c for c in hand if c.rank != pair[0].rank][:1]
    bad.append(next(c for c in hand if c.rank not in (bad[0].rank, pair[0].rank)))
    table.select(set(bad))
    app.frame(0.05)
    post_drag(card_point(table, bad[0]), table.presenter.play_area().center)
    app.frame(0.02)
    landing = {}
    for f in table.flights.items:
        if f.card in bad:
            w, h = f.dst_size or f.size
            landing[f.card] = (round(f.dst[0] + w / 2), round(f.dst[1] + h / 2))
    assert set(landing) == set(bad), "both cards glide back"
    run_frames(app, lambda: not table.flights)
    for c in bad:
        rx, ry = resting_centre(table, c)
        lx, ly = landing[c]
        assert abs(rx - lx) <= 1 and abs(ry - ly) <= 1, (
            f"{c} lands at {landing[c]}, rests at {(rx, ry)}"
        )


def answer_position() -> tuple[Match, list[str], Any]:
    """The human answers a pair and holds a beating pair: each of its cards glows, yet
    alone it is refused."""

    def answer(m: Match) -> Any:
        pairs = [a for a in m.game.legal_actions(m.state, 0) if len(getattr(a, "cards", ())) == 2]
        if m.state.top is not None and len(m.state.trick[-1][1]) == 2 and pairs:
            return pairs[0].cards[0]
        return None

    return human_turn_where(answer)


def test_a_glowing_card_refused_alone_lands_exactly_where_it_rests(app):
    app.settings.speed = "normal"
    table, match, card = open_at(app, answer_position)
    assert card in table.playable_cards() and card not in table.selected
    before = list(match.history)
    post_drag(card_point(table, card), table.presenter.play_area().center)
    app.frame(0.02)
    assert match.history == before
    (f,) = [f for f in table.flights.items if f.card == card]
    w, h = f.dst_size or f.size
    landing = (round(f.dst[0] + w / 2), round(f.dst[1] + h / 2))
    run_frames(app, lambda: not table.flights)
    rx, ry = resting_centre(table, card)
    assert abs(rx - landing[0]) <= 1 and abs(ry - landing[1]) <= 1, (landing, (rx, ry))


class _Counted(tuple):
    """A legal-action tuple that counts how often the table walks it."""

    walks = 0

    def __iter__(self):
        _Counted.walks += 1
        return super().__iter__()


def test_the_hand_walks_the_legal_actions_once_per_position(app, monkeypatch):
    """A lead or an exchange lists thousands of actions: the glow, the buttons and a drag read
    a summary made once per position, never a walk per frame or per mouse motion."""
    table, match, pair = open_at(app)
    real = table.legal
    monkeypatch.setattr(table, "legal", lambda: _Counted(real()))
    table._legal = None
    _Counted.walks = 0
    for _ in range(10):
        app.dirty = True
        app.frame(0.05, [])
    assert table.playable_set(pair) and not table.playable_set(pair[:1] * 2)
    assert table.playable_cards() >= set(pair)
    for _ in range(5):
        table.playable_set(pair)
    assert _Counted.walks <= 3, f"the legal actions were walked {_Counted.walks} times"
