"""The generic table: runs the driver, animates the human's observed events, takes input.

At rest the table shows exactly the human's current view; in between it plays the observed
events in order (cards fly between zones). A card selection is matched against the legal
actions' `cards`: one match is applied, several open a chooser, none asks `why_illegal` and
shows the reason in plain words. Actions without cards become buttons. Bots think in a worker
thread; the loop only wakes for their answer, for timers and for input.
"""

from __future__ import annotations

import threading
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ..ai.base import Bot, RandomBot, make_bot
from ..ai.driver import Driver, Request
from ..engine.actions import Action, Play
from ..engine.cards import Card, sort_cards
from ..engine.core import Event, IllegalAction, SeatView
from ..engine.match import Match
from ..i18n import _
from ..ui import anim, theme
from ..ui.drag import Drag
from ..ui.layout import TableLayout
from ..ui.widgets import Button
from . import words
from .base import BOT_READY, App, Scene

HUMAN = 0


def make_bots(game_id: str, seats: list[str]) -> dict[int, Bot]:
    """One bot per computer seat; a level whose bot is not available yet plays at random."""
    bots: dict[int, Bot] = {}
    for s, kind in enumerate(seats):
        if kind == "human":
            continue
        try:
            bots[s] = make_bot(game_id, kind)
        except (ImportError, AttributeError):
            bots[s] = RandomBot()
    return bots


@dataclass
class Shown:
    """What the table shows now: hands (None = a back), stock and pile (top last), status."""

    hands: dict[int, list[Card | None]]
    stock: int
    pile: list[Card]
    status: dict[str, Any] = field(default_factory=dict)
    top_seat: int | None = None

    def take(self, zone: str, card: Card | None) -> None:
        if zone.startswith("hand:"):
            hand = self.hands[int(zone[5:])]
            if card is not None and card in hand:
                hand.remove(card)
            elif None in hand:
                hand.remove(None)
            elif hand:
                hand.pop()
        elif zone in ("stock", "deck"):
            self.stock = max(0, self.stock - 1)
        elif zone == "discard":
            if card in self.pile:
                self.pile.remove(card)

    def put(self, zone: str, card: Card | None) -> None:
        if zone.startswith("hand:"):
            hand = self.hands[int(zone[5:])]
            hand.append(card)
            if all(c is not None for c in hand):
                hand[:] = list(sort_cards([c for c in hand if c is not None]))
        elif zone in ("stock", "deck"):
            self.stock += 1
        elif zone == "discard" and card is not None:
            self.pile.append(card)


class TableScene(Scene):
    """A deal of any registered game, seen from seat 0."""

    def __init__(self, app: App, match: Match, seats: list[str], *, animate_deal: bool = True,
                 inline_bots: bool = False) -> None:
        super().__init__(app)
        from .pis_yedili import presenter_for
        self.match = match
        self.seats = list(seats)
        self.game = match.game
        self.driver = Driver(match, self.seats, bots=make_bots(match.info.id, self.seats))
        self.names = words.seat_names(self.seats)
        self.presenter = presenter_for(match.info.id)(self)
        self.inline_bots = inline_bots
        self.layout = TableLayout(app.size, match.num_seats)
        self.queue: deque[Event] = deque()
        self.flights = anim.Flights()
        self.pause_until = 0.0
        self.log: deque[str] = deque(maxlen=7)
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.selected: set[Card] = set()
        self.focus: int | None = None
        self.drag: Drag | None = None
        self.release_at: tuple[int, int] | None = None
        self.toast: tuple[str, float, bool] | None = None
        self.chooser: list[tuple[Button, Action]] | None = None
        self.buttons: list[Button] = []
        self.top_buttons: list[Button] = []
        self.thinking: dict[str, Any] | None = None
        self.finished = False
        self.at_rest = False
        self.view: SeatView = self.game.view(match.state, HUMAN)
        if animate_deal and self.speed > 0:
            self.seen = 0
            self.shown = self.presenter.empty()
        else:
            self.seen = len(match.state.events)
            self.shown = self.presenter.from_view(self.view)
            for e in self.view.log[-self.log.maxlen:]:
                line = words.describe(e, self.names, HUMAN)
                if line:
                    self.log.append(line)
        self._collect()
        self._make_top_buttons()

    # -- settings and geometry -----------------------------------------------------------------
    @property
    def speed(self) -> float:
        return anim.SPEED_FACTOR[self.app.settings.speed]

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = TableLayout(size, self.match.num_seats)
        self._make_top_buttons()
        self._buttons_stale = True
        if self.chooser is not None:
            self.open_chooser([a for _b, a in self.chooser])

    def _make_top_buttons(self) -> None:
        L = self.layout
        h = L.topbar.height - 8
        w = round(h * 3.4)
        menu = Button(_("Menu"), self.to_menu, pygame.Rect(8, 4, w, h), key="menu")
        settings = Button(_("Settings"), self.open_settings, pygame.Rect(L.w - w - 8, 4, w, h),
                          key="settings")
        rules = Button(_("Rules"), self.open_rules, pygame.Rect(L.w - 2 * w - 16, 4, w, h), key="rules")
        undo = Button(_("Undo"), self.undo, pygame.Rect(w + 16, 4, w, h), key="undo")
        hint = Button(_("Hint"), self.hint, pygame.Rect(2 * w + 24, 4, w, h), key="hint")
        self.top_buttons = [menu, undo, hint, rules, settings]

    def open_settings(self) -> None:
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        from .rules import RulesScene
        self.app.push(RulesScene(self.app, self.match.info.id))

    def enter(self) -> None:
        """Back from settings or rules: the speed may have changed, the picture must redraw."""
        if self.speed == 0:
            self._fast_forward()

    def to_menu(self) -> None:
        self._save()
        self.app.home()

    # -- events into animations ----------------------------------------------------------------
    def _collect(self) -> None:
        """Queue the human's observed version of every new event of the deal."""
        events = self.match.state.events
        for e in events[self.seen:]:
            o = self.game.observe(e, HUMAN)
            if o is not None:
                self.queue.append(o)
        self.seen = len(events)
        self.view = self.game.view(self.match.state, HUMAN)
        if self.speed == 0:
            self._fast_forward()

    def _fast_forward(self) -> None:
        self.flights.finish_all()
        while self.queue:
            e = self.queue.popleft()
            self._log(e)
            self.presenter.after_event(self.shown, e)
        self._rest()

    def _rest(self) -> None:
        """Nothing left to play: show exactly the current view."""
        self.view = self.game.view(self.match.state, HUMAN)
        self.shown = self.presenter.from_view(self.view)
        self.at_rest = True

    def _log(self, e: Event) -> None:
        line = words.describe(e, self.names, HUMAN)
        if line:
            self.log.append(line)
        bubble = words.speech(e)
        if bubble and e.seat is not None and e.seat != HUMAN:
            self.bubbles[e.seat] = (bubble, self.app.now + 1.4 * max(self.speed, 0.5))

    def _start_event(self, e: Event) -> None:
        now = self.app.now
        self._log(e)
        f = self.speed
        gap = anim.DEAL_GAP * f if e.key in ("Dealt", "Took", "Reshuffled") else anim.FLIGHT * f * 0.35
        duration = anim.FLIGHT * f * (0.8 if e.key == "Dealt" else 1.0)
        if e.key == "Dealt":
            self.shown = self.presenter.empty()
            self.shown.stock = len(e.moves)
        t = now
        moves = e.moves
        if e.key == "Reshuffled":
            moves = moves[:8]   # a few cards sliding are enough to tell the story
            for m in e.moves[8:]:
                self.shown.take(m.src, m.card)
                self.shown.put(m.dst, m.card)
        # the deck and the stock lie in one place: cards staying there do not fly
        moves = tuple(m for m in moves if not {m.src, m.dst} <= {"deck", "stock"})
        for m in moves:
            src = self.presenter.zone_pos(m.src, m.card, self.shown)
            if m.src == "hand:0" and self.release_at is not None:
                src = self.release_at
                self.release_at = None
            size = self.presenter.zone_size(m.src)
            face = m.card if m.dst != "stock" else None
            fl = anim.Flight(face, src, (0, 0), t, duration, size,
                             dst_size=self.presenter.zone_size(m.dst))
            fl.on_start = self._starter(fl, m)
            fl.on_land = self._lander(m)
            self.flights.add(fl)
            t += gap
        self.presenter.after_event(self.shown, e) if not moves else None
        if moves:
            last = self.flights.items[-1]
            prev = last.on_land

            def done() -> None:
                if prev:
                    prev()
                self.presenter.after_event(self.shown, e)
            last.on_land = done
        else:
            self.pause_until = now + self.presenter.pause_after(e) * f

    def _starter(self, fl: anim.Flight, m: Any) -> Callable[[], None]:
        def start() -> None:
            fl.dst = self.presenter.zone_pos(m.dst, m.card, self.shown, arriving=True)
            self.shown.take(m.src, m.card)
        return start

    def _lander(self, m: Any) -> Callable[[], None]:
        return lambda: self.shown.put(m.dst, m.card)

    def busy(self) -> bool:
        """Something is still being shown (the human's controls wait for it)."""
        return bool(self.queue or self.flights or self.app.now < self.pause_until)

    # -- the loop ------------------------------------------------------------------------------
    def animating(self) -> bool:
        return bool(self.flights) or self.drag is not None and self.drag.dragging

    def wake_in(self) -> float | None:
        now = self.app.now
        times = [t for t in (self.pause_until, self.toast[1] if self.toast else 0.0,
                             *(b[1] for b in self.bubbles.values())) if t > now]
        if self.queue and not self.flights:
            times.append(now)
        if self.thinking and not self.thinking["done"]:
            # wake when the beat ends (to show the marker) unless the answer comes first
            marker_at = self.thinking["asked"] + self.thinking["beat"] + 0.3
            if marker_at > now:
                times.append(marker_at)
        elif self.thinking:
            times.append(self.thinking["asked"] + self.thinking["beat"])
        return max(0.0, min(times) - now) if times else None

    def update(self, dt: float) -> bool:
        now = self.app.now
        changed = False
        if self.flights:
            self.flights.update(now)
            changed = True
        if self.toast and now >= self.toast[1]:
            self.toast = None
            changed = True
        for s, (_t, until) in list(self.bubbles.items()):
            if now >= until:
                del self.bubbles[s]
                changed = True
        if self.flights or now < self.pause_until:
            return changed
        if self.queue:
            self.at_rest = False
            self._start_event(self.queue.popleft())
            return True
        if self.pause_until and now >= self.pause_until:
            self.pause_until = 0.0
            changed = True
        if not self.at_rest:
            self._rest()
            changed = True
        if self.match.deal_over:
            return self._deal_over() or changed
        return self._drive() or changed

    def _drive(self) -> bool:
        """Ask the bot whose turn it is (in a worker), apply its answer after a beat."""
        now = self.app.now
        th = self.thinking
        if th is not None:
            if th["done"] and now >= th["asked"] + th["beat"]:
                self.thinking = None
                req: Request = th["req"]
                try:
                    events = self.driver.submit(req.seat, th["action"], req.asked_at)
                except IllegalAction:
                    events = None
                if events is not None:
                    self._after_action()
                return True
            if not th["done"] and now >= th["asked"] + th["beat"] + 0.3 and not th.get("shown"):
                th["shown"] = True   # the thinking marker appears: one redraw
                return True
            return False
        reqs = self.driver.bot_requests()
        if reqs:
            self._ask(reqs[0])
            return True
        if self.driver.human_to_act() and self.app.settings.auto_forced:
            legal = self.game.legal_actions(self.match.state, HUMAN)
            if len(legal) == 1 and not getattr(legal[0], "cards", None):
                self._apply(legal[0])
                return True
        if self._buttons_stale:
            self._make_buttons()
            return True
        return False

    def _ask(self, req: Request) -> None:
        th: dict[str, Any] = {"req": req, "asked": self.app.now, "beat": anim.BOT_BEAT * self.speed,
                              "done": False, "action": None}
        self.thinking = th
        if self.inline_bots:
            th["action"], th["done"] = self.driver.think(req), True
            return

        def work() -> None:
            action = self.driver.think(req)
            th["action"] = action
            th["done"] = True
            try:
                pygame.event.post(pygame.event.Event(BOT_READY))
            except pygame.error:
                pass
        threading.Thread(target=work, daemon=True, name="bot").start()

    def _after_action(self) -> None:
        self._save()
        self.selected.clear()
        self._buttons_stale = True
        self.buttons = []
        self._collect()

    _buttons_stale = True

    def _save(self) -> None:
        if self.match.over:
            self.app.store.clear_save()
        else:
            self.app.store.write_save(self.match, self.seats)

    def _deal_over(self) -> bool:
        if self.finished:
            return False
        self.finished = True
        from .scoring import ScoringScene
        result = self.match.results[-1]
        if result.counted and "human" in self.seats:
            h = self.seats.index("human")
            self.app.store.record(self.match.info.id, deals=1,
                                  penalty=result.points[self.match.info.side_of(self.match.options, h)],
                                  matches=1 if self.match.over else 0,
                                  wins=1 if self.match.over and h in self.match.winners() else 0)
        self._save()
        self.app.replace(ScoringScene(self.app, self.match, self.seats, self.inline_bots))
        return True

    # -- the human's moves ---------------------------------------------------------------------
    def human_turn(self) -> bool:
        return not self.busy() and not self.thinking and bool(self.driver.human_to_act())

    def legal(self) -> tuple[Action, ...]:
        if not self.human_turn():
            return ()
        return self.game.legal_actions(self.match.state, HUMAN)

    def playable_cards(self) -> set[Card]:
        return {c for a in self.legal() for c in (getattr(a, "cards", None) or ())}

    def _make_buttons(self) -> None:
        self._buttons_stale = False
        legal = [a for a in self.legal() if not getattr(a, "cards", None)]
        L = self.layout
        px = theme.sizes(L.h)[1]
        width = round(L.h * 0.17)
        self.buttons = []
        multi = getattr(self.presenter, "multi_select", False) and self.playable_cards()
        rects = L.buttons(len(legal) + (1 if multi else 0), width)
        for a, r in zip(legal, rects):
            label = self.presenter.button_label(a, self.view)
            self.buttons.append(Button(label, (lambda a=a: self._apply(a)), r, accent=True,
                                       key=str(a)))
        if multi:   # play the selected cards (games whose plays are combinations)
            self.buttons.append(Button(_("Play"), self.play_selection, rects[-1], accent=True,
                                       key="play"))
        del px

    def play_selection(self) -> None:
        if not self.selected:
            self.say(_("Select the cards to play first."))
            return
        self.try_play(sorted(self.selected))

    def _apply(self, action: Action) -> None:
        try:
            events = self.driver.submit(HUMAN, action)
        except IllegalAction as exc:
            self.say(words.explain(exc.reason))
            return
        if events is not None:
            self._after_action()

    def say(self, message: str, warn: bool = True) -> None:
        self.toast = (message, self.app.now + anim.TOAST, warn)

    # -- undo and hint ---------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """Where undo goes: the human's last decision of this deal, unless a card was shown to
        the human after it (a draw, a take) (DESIGN.md, persistence)."""
        m = self.match
        if m.deal_over:
            return None
        idx = next((i for i in range(len(m.history) - 1, m.deal_start - 1, -1)
                    if m.history[i][0] == HUMAN), None)
        if idx is None:
            return None
        before = self._replay(idx)
        if any(HUMAN in e.reveals for e in m.state.events[len(before.state.events):]):
            return None
        return idx

    def _replay(self, upto: int) -> Match:
        from ..engine.saves import match_from_save, match_to_save
        data = match_to_save(self.match, self.seats)
        data["actions"] = data["actions"][:upto]
        return match_from_save(data)[0]

    def undo(self) -> None:
        idx = self.undo_point()
        if idx is None:
            self.say(_("Nothing to undo: you cannot go back past a card you have seen."))
            return
        match = self._replay(idx)
        self.app.store.write_save(match, self.seats)
        self.app.replace(TableScene(self.app, match, self.seats, animate_deal=False,
                                    inline_bots=self.inline_bots))

    def hint(self) -> None:
        """What the Medium computer player would do in your place."""
        if not self.human_turn():
            return
        legal = self.game.legal_actions(self.match.state, HUMAN)
        try:
            bot = make_bot(self.match.info.id, "medium")
        except (ImportError, AttributeError):
            return
        import random
        action = bot.choose(self.view, legal, random.Random(len(self.match.history)))
        cards = getattr(action, "cards", None)
        if cards:
            self.selected = set(cards)
            label = words.action_label(Play(tuple(cards)))
        else:
            label = self.presenter.button_label(action, self.view)
        self.say(_("Hint: {action}").format(action=label), warn=False)

    def try_play(self, cards: list[Card]) -> bool:
        """Match a selection against the legal actions' cards (CONTRACT 1.3)."""
        state = self.match.state
        if not self.human_turn():
            self.say(_("Wait for your turn."))
            return False
        legal = self.game.legal_actions(state, HUMAN)
        want = sorted(cards)
        found = [a for a in legal if getattr(a, "cards", None) and sorted(a.cards) == want]
        if len(found) == 1:
            self._apply(found[0])
            return True
        if len(found) > 1:
            self.open_chooser(found)
            return True
        plain = Play(tuple(cards))
        why = self.game.why_illegal(state, HUMAN, plain)
        if why is None:
            self._apply(plain)
            return True
        self.say(words.explain(why))
        return False

    def open_chooser(self, actions: list[Action]) -> None:
        L = self.layout
        w, h = round(L.h * 0.2), L.button_h
        gap = round(L.h * 0.015)
        total = len(actions) * w + (len(actions) - 1) * gap
        x0, y = L.w // 2 - total // 2, L.h // 2 - h // 2
        self.chooser = []
        for i, a in enumerate(actions):
            b = Button(words.action_label(a), lambda: None,
                       pygame.Rect(x0 + i * (w + gap), y, w, h), accent=True, key=str(a))
            self.chooser.append((b, a))

    def choose(self, action: Action | None) -> None:
        self.chooser = None
        if action is not None:
            self._apply(action)

    # -- input ---------------------------------------------------------------------------------
    def hand(self) -> list[Card]:
        return [c for c in self.shown.hands.get(HUMAN, []) if c is not None]

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == BOT_READY:
            return True
        if self.chooser is not None:
            return self._chooser_event(e)
        if e.type == pygame.MOUSEMOTION:
            if self.drag:
                self.drag.move(e.pos)
                return self.drag.dragging
            return self._hover(e.pos)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for b in self.top_buttons + self.buttons:
                if b.hit(e.pos):
                    b.on_click()
                    return True
            hand = self.hand()
            i = self.layout.hand_hit(len(hand), e.pos, self._raised())
            if i is not None:
                slot = self._slot(i, hand)
                self.drag = Drag(i, e.pos, (e.pos[0] - slot.x, e.pos[1] - slot.y), e.pos)
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 3:
            self.selected.clear()
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.drag:
            return self._release(e.pos)
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        return False

    def _chooser_event(self, e: pygame.event.Event) -> bool:
        assert self.chooser is not None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for b, a in self.chooser:
                if b.rect.collidepoint(e.pos):
                    self.choose(a)
                    return True
            self.choose(None)
            return True
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_ESCAPE:
                self.choose(None)
                return True
            if pygame.K_1 <= e.key <= pygame.K_9 and e.key - pygame.K_1 < len(self.chooser):
                self.choose(self.chooser[e.key - pygame.K_1][1])
                return True
        if e.type == pygame.MOUSEMOTION:
            return self._hover(e.pos, [b for b, _a in self.chooser])
        return False

    def _hover(self, pos: tuple[int, int], buttons: list[Button] | None = None) -> bool:
        changed = False
        for b in buttons if buttons is not None else self.top_buttons + self.buttons:
            h = b.rect.collidepoint(pos)
            if h != b.hover:
                b.hover, changed = h, True
        return changed

    def _release(self, pos: tuple[int, int]) -> bool:
        d = self.drag
        assert d is not None
        self.drag = None
        hand = self.hand()
        if d.index >= len(hand):
            return True
        card = hand[d.index]
        multi = getattr(self.presenter, "multi_select", False)
        if not d.dragging:
            if multi:               # combination games: clicks build the selection
                self.selected ^= {card}
            elif card in self.selected:
                self.try_play([card])
            else:
                self.selected = {card}
            self.focus = d.index
            return True
        if self.layout.drop_zone.collidepoint(pos):
            self.release_at = d.topleft()
            cards = sorted(self.selected) if multi and card in self.selected else [card]
            if self.try_play(cards):
                return True
            self.release_at = None
        # glide back to its place
        slot = self._slot(d.index, hand)
        fl = anim.Flight(card, d.topleft(), slot.topleft, self.app.now, anim.FLIGHT * max(self.speed, 0.4),
                         self.layout.card)
        self._gliding = card
        fl.on_land = lambda: setattr(self, "_gliding", None)
        self.flights.add(fl)
        self.flights.update(self.app.now)
        return True

    _gliding: Card | None = None

    def _key(self, e: pygame.event.Event) -> bool:
        hand = self.hand()
        if e.key == pygame.K_z:
            self.undo()
            return True
        if e.key == pygame.K_h:
            self.hint()
            return True
        if e.key == pygame.K_ESCAPE:
            if self.selected:
                self.selected.clear()
            else:
                self.to_menu()
            return True
        if e.key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            d = -1 if e.key == pygame.K_LEFT else 1
            self.focus = (len(hand) - 1 if d < 0 else 0) if self.focus is None else \
                max(0, min(len(hand) - 1, self.focus + d))
            return True
        if e.key == pygame.K_SPACE and self.focus is not None and self.focus < len(hand):
            c = hand[self.focus]
            self.selected ^= {c}
            return True
        if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            cards = sorted(self.selected) or ([hand[self.focus]] if self.focus is not None
                                              and self.focus < len(hand) else [])
            if cards and self.human_turn():
                self.try_play(cards)
            return True
        letter = getattr(e, "unicode", "").lower()
        for b in self.buttons:
            if b.key.startswith(letter) and letter in ("d", "p", "t"):
                b.on_click()
                return True
        return False

    # -- drawing -------------------------------------------------------------------------------
    def _raised(self) -> set[int]:
        return {i for i, c in enumerate(self.hand()) if c in self.selected}

    def _slot(self, i: int, hand: list[Card]) -> pygame.Rect:
        r, _tilt = self.layout.hand_slots(len(hand))[i]
        if hand[i] in self.selected:
            r = r.move(0, -self.layout.raise_by)
        return r

    def draw(self, surf: pygame.Surface) -> None:
        from .table_draw import draw_table
        draw_table(self, surf)
