"""A message belongs to a position (issue 26, item 1): whole deals of every game through the
table with random human input (clicks on cards and buttons, the game keys), and no toast or
selection label on screen was made for an earlier position than the one shown.

The same deals are the issue's bad input: keys during animations, double clicks, Enter held
down, Esc in dialogs, a resize while a dialog is open. Nothing crashes, no call that asks
first (Grand Tichu, Tichu, the ghost hand, Moon) is made without its question on screen, and
Enter held down from the table does not skip the score screen.

The position is counted here, apart from the table's own count: an observed event starting
to show, a batch of them shown at once, the picture coming to rest after it moved, and each
action of the player's. A message is stamped with that count when it is said."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from cardgame.engine.match import Match
from cardgame.scenes.games import playable
from cardgame.scenes.games.base import HAND, HUMAN
from cardgame.scenes.table import TableScene

KEYS = "hpdtb123 \r"  # hint, pass, draw, Tichu, bomb, slots, raise, enter
SEATS = {"tichu": 4, "ghost_euchre": 3, "runfast": 3}


class Watch:
    """The table's position, counted by spying on where the picture moves."""

    def __init__(self, table: TableScene) -> None:
        self.t = table
        self.count = 0
        self.made: list[tuple[Any, tuple[int, int]]] = []  # (message object, position)
        self.seen = 0
        self.stale: list[str] = []
        self._wrap("_start_event", lambda *a: True)
        self._wrap("_fast_forward", lambda *a: bool(table.queue))
        self._wrap("_rest", lambda *a: not table.at_rest)
        msgs = table.messages
        say, set_label = msgs.say, msgs.set_label

        def said(text: str, warn: bool) -> None:
            say(text, warn)
            self.made.append((msgs._toast, self.position()))

        def labelled(label: Any) -> None:
            set_label(label)
            self.made.append((msgs._label, self.position()))

        msgs.say = said  # type: ignore[method-assign]
        msgs.set_label = labelled  # type: ignore[method-assign]

    def _wrap(self, name: str, moves: Any) -> None:
        inner = getattr(self.t, name)

        def spy(*a: Any) -> Any:
            if moves(*a):
                self.count += 1
            return inner(*a)

        setattr(self.t, name, spy)

    def position(self) -> tuple[int, int]:
        mine = sum(1 for s, _a in self.t.match.history if s == HUMAN)
        return self.count, mine

    def made_at(self, obj: Any) -> tuple[int, int] | None:
        return next((p for o, p in reversed(self.made) if o is obj), None)

    def check(self) -> None:
        """What the screen shows now was made for the position on screen."""
        t, now = self.t, self.position()
        shown = [(t.toast, t.messages._toast)]
        if t.label is not None:
            shown.append((t.label, t.messages._label))
        for visible, obj in shown:
            if visible is None:
                continue
            self.seen += 1
            at = self.made_at(obj)
            if at is not None and at != now:
                self.stale.append(f"{visible} made at {at}, shown at {now}")


def _click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
        pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos),
    ]


ASKING = ("grand", "tichu", "swap", "moon")  # the calls that ask first


def _resize(rng: random.Random) -> list[pygame.event.Event]:
    size = rng.choice(((1024, 640), (1280, 720), (1920, 1080)))
    pygame.display.set_mode(size, pygame.RESIZABLE)
    return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]


def random_input(rng: random.Random, t: TableScene) -> list[pygame.event.Event]:
    """One thing a careless player might do: click a card or a button, press a key, hold
    Enter down, double-click a card, resize the window under a dialog."""
    L = t.layout
    if t.chooser is not None:
        r = rng.random()
        if r < 0.15:
            return _resize(rng)
        if r < 0.4:
            return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")]
        b = rng.choice(t.chooser.buttons)
        return _click(b.rect.center)
    r = rng.random()
    if r < 0.05:
        return _key("\r") * 8  # Enter held down
    if r < 0.45:
        hand = t.hand()
        if hand:
            slot, _tilt = L.hand_slots(len(hand))[rng.randrange(len(hand))]
            pos = (slot.left + 4, slot.centery)
            return _click(pos) * (2 if r < 0.15 else 1)  # now and then a double click
    if r < 0.6:
        if t.buttons:
            return _click(rng.choice(t.buttons).rect.center)
    return _key(rng.choice(KEYS))


def play_deal(app: Any, game: str, seed: int) -> Watch:
    """One whole deal with random input; a legal move for the player when nothing happens."""
    from cardgame.scenes.menu import MenuScene

    seats = ["human"] + ["random"] * (SEATS.get(game, 4) - 1)
    match = Match(game, seed=seed)
    seats = seats[: match.num_seats] + ["random"] * (match.num_seats - len(seats))
    app.push(MenuScene(app))
    table = TableScene(app, match, seats, animate_deal=False, inline_bots=True)
    app.push(table)
    watch = Watch(table)
    asked: set[str] = set()  # the calls whose question was on screen
    draw = table.draw

    def drawn(surf: pygame.Surface) -> None:
        ch = table.chooser
        if ch is not None and ch.confirm:
            asked.add(str(ch.actions[0]))
        draw(surf)

    table.draw = drawn  # type: ignore[method-assign]
    rng = random.Random(seed)
    idle = 0
    for _ in range(6000):
        if app.top is not table or match.deal_over and table.finished:
            break
        events = random_input(rng, table) if rng.random() < 0.25 else []
        before = len(match.history)
        app.dirty = True  # every frame drawn, as a window shows it
        app.frame(0.06, events)
        watch.check()
        for seat, text in match.history[before:]:
            if seat == HUMAN and text in ASKING:
                assert text in asked, f"{game}: {text} made without its question on screen"
        if app.top is not table:
            break
        idle = idle + 1 if len(match.history) == before else 0
        if idle > 25 and table.human_turn() and table.chooser is None:
            legal = table.game.legal_actions(match.state, HUMAN)
            table.apply(rng.choice(legal))  # asks first where it should
            app.frame(0.0, [])
            watch.check()
            idle = 0
    assert match.deal_over, f"{game}: the deal did not end"
    assert table.shown.zones.get(HAND) is not None
    from cardgame.scenes.scoring import ScoringScene

    if isinstance(app.top, ScoringScene):  # Enter still held down from the table
        scoring = app.top
        app.frame(0.06, _key("\r") * 8)
        assert app.top is scoring, "the score screen was skipped unseen"
    return watch


@pytest.mark.parametrize("game", sorted(playable()))
def test_no_message_outlives_its_position(make_app, game):
    app = make_app((1024, 640), "fast")
    seen = 0
    for seed in (3, 11):
        watch = play_deal(app, game, seed)
        assert not watch.stale, f"{game} seed {seed}: " + "; ".join(watch.stale[:5])
        seen += watch.seen
    assert seen > 20, "the random player made the table say something"


def _key(ch: str) -> list[pygame.event.Event]:
    key = {" ": pygame.K_SPACE, "\r": pygame.K_RETURN}.get(ch) or pygame.key.key_code(ch)
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch.strip())]


def test_a_hint_goes_when_its_cards_are_played(app):
    """Seen: "Hint: Play 10 Pagoda" still on show after the 10 was played."""
    from conftest import open_table

    m = Match("runfast", seed=8)
    table = open_table(app, m, ["human", "random", "random"], settle=True)
    app.frame(0.0, _key("h"))
    assert table.toast is not None and table.toast.text.startswith("Hint"), table.toast
    assert table.selected
    app.frame(0.0, _key("\r"))  # Enter plays the hinted cards
    assert m.history[-1][0] == HUMAN or table.queue or table.finished
    assert table.toast is None or not table.toast.text.startswith("Hint"), table.toast


def test_wait_goes_when_the_turn_comes(app):
    """Seen: "Wait for your turn…" while it was your turn and Pass was lit. A message said
    while the last play is on show is gone once the picture rests at your turn."""
    from conftest import open_table

    m = Match("runfast", seed=8)
    table = open_table(app, m, ["human", "random", "random"], settle=True)
    assert table.human_turn()
    table.pause_until = app.now + 1  # the last play still on show
    table.at_rest = False
    app.frame(0.0, _key("\r"))
    assert table.toast is not None
    app.frame(1.5)
    assert table.human_turn() and table.toast is None, table.toast
