"""The generic table: runs the driver, animates the human's observed events, ends the deal.

At rest the table shows exactly the human's current view; in between it plays the observed
events in order (cards fly between zones). Everything about one game comes from its
`GameUI` and `Presenter` (scenes/games); the human's input is in `controls`, the drawing in
`draw`. Bots think in a worker thread; the loop only wakes for their answer, for timers and
for input.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from typing import Any

import pygame

from ...ai.base import Bot, RandomBot, make_bot
from ...ai.driver import Driver, Request
from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.core import NOT_YOUR_TURN, WRONG_PHASE, Event, IllegalAction, Move, Reason, SeatView
from ...engine.match import Match
from ...i18n import _
from ...ui import anim
from ...ui.layout import TableLayout
from .. import routes, words
from ..base import App
from ..games import game_ui
from ..games.base import HAND, HUMAN, Shown
from . import draw
from .controls import Controls
from .cues import Cues
from .logview import LogView
from .thinking import BotThinking

LOG_KEEP = 200  # log lines kept for the log panel (the table shows the last few)
END_HOLD = 1.0  # seconds (normal speed) the deal's last play stays before the scoring screen


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


class _Context:
    """What a presenter sees of the table (games.base.TableContext)."""

    def __init__(self, table: TableScene) -> None:
        self._t = table

    @property
    def layout(self) -> TableLayout:
        return self._t.layout

    @property
    def names(self) -> list[str]:
        return self._t.names

    @property
    def seats(self) -> list[str]:
        return self._t.seats

    @property
    def settings(self) -> Any:
        return self._t.app.settings

    @property
    def sprites(self) -> Any:
        return self._t.app.sprites

    @property
    def match(self) -> Match:
        return self._t.match

    @property
    def now(self) -> float:
        return self._t.app.now

    @property
    def caught_up(self) -> bool:
        return not self._t.queue

    @property
    def selected(self) -> frozenset[Card]:
        return frozenset(self._t.selected)

    def submit(self, action: Action) -> None:
        self._t.apply(action)

    def say(self, message: str, warn: bool = True) -> None:
        self._t.say(message, warn)

    def select(self, cards: frozenset[Card]) -> None:
        self._t.select(set(cards))

    def explain(self, why: Reason) -> str:
        return self._t.explain(why)


class TableScene(BotThinking, Controls):
    """A deal of any game with a table, seen from seat 0."""

    def __init__(
        self,
        app: App,
        match: Match,
        seats: list[str],
        *,
        animate_deal: bool = True,
        inline_bots: bool = False,
        guide: Any = None,
    ) -> None:
        super().__init__(app)
        # a tutorial's guide (scenes/tutorial): asked before the player's actions and the
        # computer players' turns, told after each action
        self.guide = guide
        self.match = match
        self.seats = list(seats)
        self.game = match.game
        self.ui = game_ui(match.info.id)
        app.sprites.use_deck(self.ui.deck)
        # computer players think in the app's thinking process, so that the window keeps
        # its pace (not when the caller steps them in its own loop)
        thinker = app.thinker if "hard" in self.seats and not inline_bots else None
        if thinker is not None:
            thinker.start(match.info.id)  # it imports the game while the cards are dealt
        bots = guide.bots(self.seats) if guide is not None else make_bots(match.info.id, self.seats)
        self.driver = Driver(match, self.seats, bots=bots, thinker=thinker)
        self.names = words.seat_names(self.seats)
        self.layout = TableLayout(app.size, match.num_seats, self.ui.mirrored(app.settings))
        self.presenter = self.ui.presenter(_Context(self))
        self.inline_bots = inline_bots
        self.queue: deque[Event] = deque()
        self.flights = anim.Flights()
        self.cues = Cues(app.sound, lambda: self.app.now)
        self.pause_until = 0.0
        self.log: deque[str] = deque(maxlen=LOG_KEEP)
        self.logged: deque[Event] = deque(maxlen=LOG_KEEP)  # the event behind each log line
        self.logview = LogView(self.log)
        self._last_logged: Event | None = None
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.thinking: dict[str, Any] | None = None
        self._early: dict[str, Any] | None = None  # a bot's answer thought out ahead
        self.finished = False
        self.recorded = False  # the finished deal is in the history (`save`)
        self.landed_at = 0.0  # when the last card came to rest (the deal's end holds after it)
        self.at_rest = False
        self.view: SeatView = self.game.view(match.state, HUMAN)
        self.init_controls()
        if animate_deal and self.speed > 0:
            self.seen = 0
            self.shown = self._ordered(self.presenter.empty())
        else:
            self.seen = len(match.state.events)
            self.shown = self._ordered(self.presenter.shown_from_view(self.view))
            for e in self.view.log:
                self._log_line(e)
        self._collect()
        self.make_top_buttons()
        if guide is not None:
            guide.attach(self)

    # -- settings and geometry -----------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.layout = TableLayout(size, self.match.num_seats, self.ui.mirrored(self.app.settings))
        self.make_top_buttons()
        self.buttons_stale = True
        if self.chooser is not None:
            self.chooser = self.chooser.placed(self.layout)

    def _ordered(self, shown: Shown) -> Shown:
        """The human's hand in the player's chosen order."""
        shown.order = self.hand_order
        shown.sort(HAND)
        return shown

    def open_settings(self) -> None:
        routes.push("settings", self.app)

    def open_rules(self) -> None:
        routes.push("rules", self.app, self.match.info.id)

    def enter(self) -> None:
        """Back from settings or rules: the speed may have changed, the picture must redraw."""
        self.app.sprites.use_deck(self.ui.deck)
        if self.speed == 0:
            self._fast_forward()
        self.shown = self._ordered(self.shown)

    def closing(self) -> None:
        """Save again on the way out: the last autosave may have failed (a full disk)."""
        self.save()

    def to_menu(self) -> None:
        self.save()
        self.app.sprites.use_deck(None)
        self.app.home()

    # -- words ---------------------------------------------------------------------------------
    def explain(self, why: Reason) -> str:
        """A refusal in words. Not your turn, or not at this moment: the table's one sentence
        for the situation (the same in every game), saying what the player can do now."""
        if why.code == NOT_YOUR_TURN:
            return self.turn_words()
        said = self.presenter.explain(why, self.view) or self.ui.explain(why) or words.explain(why)
        if said or why.code != WRONG_PHASE:
            return said
        if self.human_turn():  # what the table waits for from the player
            return self.presenter.prompt(self.view, bool(self.playable_cards()))
        return self.turn_words()

    def turn_words(self) -> str:
        """The one sentence for input before the player's turn: the last play still on show
        (theirs once it lands), or another player deciding."""
        if self.awaits_human():
            return _("One moment: your turn starts when the cards have landed.")
        others = [s for s in self.view.turn if s != HUMAN]
        who = self.names[others[0]] if len(others) == 1 else None
        special = self.presenter.out_of_turn(self.view, who)
        if special:
            return special
        if who is None:
            return _("The others are deciding: wait until your name lights up.")
        return _("{name} is deciding: wait until your name lights up.").format(name=who)

    def _describe(self, e: Event) -> str | None:
        return self.presenter.describe(e, self.ui.describe(e, self.names, HUMAN))

    def _log_line(self, e: Event) -> None:
        last = self._last_logged
        merged = self.ui.merge(last, e) if last is not None and self.log else None
        line = self._describe(merged or e)
        if not line:
            return
        if merged is not None:
            self.log[-1] = line
            self.logged[-1] = merged
            self._last_logged = merged
        else:
            self.log.append(line)
            self.logged.append(e)
            self._last_logged = e

    def retranslate(self) -> None:
        """The language changed: names, log, bars, the selection's label, an open chooser."""
        self.names = words.seat_names(self.seats)
        self.log.clear()
        self.log.extend(self._describe(e) or "" for e in self.logged)
        self.messages.clear()
        self.bubbles.clear()
        self.presenter.retranslate()
        if self.at_rest:  # the picture's words (a trick's name tags) anew
            self._rest()
        self.resize(self.app.size)
        self.buttons = []
        if not self.busy():
            self.make_buttons()
        self.relabel()
        ch = self.chooser
        if ch is not None:
            if ch.confirm:
                question = self.presenter.confirm(ch.actions[0])
                if question:
                    self.open_confirm(question, ch.actions[0])
            else:
                escape = _("Esc: choose with the buttons instead") if ch.escape else ""
                self.open_chooser([a for a in ch.actions if a is not None], escape=escape)

    # -- events into animations ----------------------------------------------------------------
    def _collect(self) -> None:
        """Queue the human's observed version of every new event of the deal."""
        events = self.match.state.events
        for e in events[self.seen :]:
            o = self.game.observe(e, HUMAN)
            if o is not None:
                self.queue.append(o)
        self.seen = len(events)
        self.view = self.game.view(self.match.state, HUMAN)
        if self.speed == 0:
            self._fast_forward()

    def _fast_forward(self) -> None:
        self.flights.finish_all()
        sound = None
        moved = False
        while self.queue:
            e = self.queue.popleft()
            self._log(e)
            self.presenter.after_event(self.shown, e)
            sound = self.presenter.sound(e) or sound
            self.landed_at = self.app.now
            moved = True
        if moved:  # the picture jumps to the end of what happened: one new position
            self.messages.moved()
        self.cues.play(sound)  # at instant speed one sound for what just happened
        self._rest()

    def _rest(self) -> None:
        """Nothing left to play: show exactly the current view."""
        if not self.at_rest:  # the picture caught up: what was said while it moved is past
            self.messages.moved()
        self.view = self.game.view(self.match.state, HUMAN)
        before = self.shown.zones
        self.shown = self._ordered(self.presenter.shown_from_view(self.view))
        if self.shown.zones != before:  # the picture changed: a deal's end holds it too
            self.landed_at = self.app.now
        self.at_rest = True
        self.refresh_top_buttons()
        if self.selected:  # the same cards may make a different label now
            self.relabel()

    def _log(self, e: Event) -> None:
        self._log_line(e)
        bubble = self.ui.speech(e)
        if bubble and e.seat is not None and e.seat != HUMAN:
            self.bubbles[e.seat] = (bubble, self.app.now + 1.4 * max(self.speed, 0.5))

    def _start_event(self, e: Event) -> None:
        now = self.app.now
        self.messages.moved()
        self._log(e)
        self.presenter.event_starts(self.shown, e)
        f = self.speed
        dealing = self.presenter.starts_deal(e)
        gap = anim.DEAL_GAP * f if dealing or len(e.moves) > 4 else anim.FLIGHT * f * 0.35
        duration = anim.FLIGHT * f * (0.8 if dealing else 1.0)
        if dealing:  # a new deal: the deck where the presenter puts it, the rest empty
            self.shown = self._ordered(self.presenter.empty())
            self.shown.zones["deck"] = [None] * len(e.moves)
        sound = self.presenter.sound(e)
        moves = e.moves
        if len(moves) > 12 and not dealing:
            # a few cards sliding are enough to tell the story (a reshuffle)
            for m in moves[8:]:
                self.shown.take(m.src, m.card)
                self.shown.put(m.dst, m.card)
            moves = moves[:8]
        flying = []
        for m in moves:
            if self.presenter.animates(m):
                flying.append(m)
            else:
                self.shown.take(m.src, m.card)
                self.shown.put(m.dst, m.card)
        t = now
        for k, m in enumerate(flying):
            src = self.presenter.zone_pos(m.src, m.card, self.shown)
            if m.src == HAND and self.release_at and m.card in self.release_at:
                src = self.release_at[m.card]  # from where the player let it go
            size = self.presenter.zone_size(m.src)
            face = m.card if self.presenter.face_up(m) else None
            fl = anim.Flight(
                face, src, (0, 0), t, duration, size, dst_size=self.presenter.zone_size(m.dst)
            )
            at_start, at_land = self.cues.for_flight(sound, first=k == 0)
            fl.on_start = self._starter(fl, m, at_start)
            fl.on_land = self._lander(m, at_land)
            self.flights.add(fl)
            t += gap
        self.release_at = None
        if flying:
            last = self.flights.items[-1]
            prev = last.on_land

            def done() -> None:
                if prev:
                    prev()
                self.presenter.after_event(self.shown, e)
                hold = self.presenter.hold_after(e)
                if hold:
                    self.pause_until = self.app.now + hold * f

            last.on_land = done
        else:
            if e.moves:
                self.landed_at = now
            self.cues.play(sound)
            self.presenter.after_event(self.shown, e)
            self.pause_until = now + self.presenter.pause_after(e) * f

    def _starter(self, fl: anim.Flight, m: Move, sound: str | None) -> Callable[[], None]:
        def start() -> None:
            fl.dst = self.presenter.zone_pos(m.dst, m.card, self.shown, arriving=True)
            self.shown.take(m.src, m.card)
            self.cues.play(sound)

        return start

    def _lander(self, m: Move, sound: str | None) -> Callable[[], None]:
        def land() -> None:
            self.shown.put(m.dst, m.card)
            self.landed_at = self.app.now
            self.cues.play(sound)

        return land

    def busy(self) -> bool:
        """Something of the game is still being shown (the human's controls wait for it). A
        card of the player's own gliding back to the hand is not: input in the next frame
        must still be the player's turn, however long a frame or a glide lasts."""
        return bool(
            self.queue
            or self.app.now < self.pause_until
            or any(f.card not in self.gliding for f in self.flights.items)
        )

    # -- the loop ------------------------------------------------------------------------------
    def animating(self) -> bool:
        return bool(self.flights) or self.drag is not None and self.drag.mode == "carry"

    def wake_in(self) -> float | None:
        now = self.app.now
        toast = self.messages.toast
        times = [
            t
            for t in (
                self.pause_until,
                toast.until if toast else 0.0,
                *(b[1] for b in self.bubbles.values()),
            )
            if t > now
        ]
        if self.queue and not self.flights or getattr(self, "drive_soon", False):
            times.append(now)  # an action that showed nothing (a private decline) still moves on
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
        if self.messages.expired():
            changed = True
        for s, (_t, until) in list(self.bubbles.items()):
            if now >= until:
                del self.bubbles[s]
                changed = True
        if self.flights or now < self.pause_until:
            self._think_ahead()
            # only the player's own card glides home: it is their turn already
            if not self.busy() and self.thinking is None and not self.driver.bot_requests():
                changed = self._human_decides() or changed
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
        self.drive_soon = False
        if not self.driver.human_to_act():
            self.cues.turn_cued = False  # the next decision of the player's gets its chime
        rebuilt = self.buttons_stale
        if rebuilt:  # the human's buttons, also during a step while the bots decide
            self.make_buttons()
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
                    self.after_action(mine=False)
                else:  # an answer to an older position (you chose meanwhile): ask again now
                    self.drive_soon = True
                return True
            if not th["done"] and now >= th["asked"] + th["beat"] + 0.3 and not th.get("shown"):
                th["shown"] = True  # the thinking marker appears: one redraw
                return True
            return rebuilt
        if self.guide is not None and self.guide.holds():
            return self._human_decides() or rebuilt  # the player reads the step first
        reqs = self.driver.bot_requests()
        if reqs:
            self._ask(reqs[0])
            return True
        return self._human_decides() or rebuilt

    def _human_decides(self) -> bool:
        """The player's turn: a move the table makes for them, or the presenter's chooser
        (once per decision: Esc keeps the bar). Also while their own card glides home, so
        that a chooser never pops up over a later click on the bar."""
        if not self.driver.human_to_act():
            return False
        legal = self.game.legal_actions(self.match.state, HUMAN)
        auto = self.presenter.auto_action(self.view, legal)
        if (
            auto is None
            and self.app.settings.auto_forced
            and len(legal) == 1
            and not getattr(legal[0], "cards", None)
        ):
            auto = legal[0]
        if auto is not None and (self.guide is None or self.guide.step is None):
            self.messages.hold()  # what the presenter said of it shows with the move
            self.apply(auto, confirmed=True)
            return True
        if self.guide is not None:
            self.guide.on_turn()
        self.cues.turn()
        offer = self.presenter.offer_chooser(self.view, legal)
        if offer and self.chooser is None and self._offered != len(self.match.history):
            self._offered = len(self.match.history)
            self.open_chooser(offer, escape=_("Esc: choose with the buttons instead"))
            return True
        return False

    _offered = -1  # the position at which the presenter's chooser was last offered

    def after_action(self, mine: bool = True) -> None:
        """After a move: save, show its events. Only the player's own move lowers the raised
        cards: a computer player's (in a step of several seats it may come at any moment,
        between two clicks) leaves them raised."""
        self.drive_soon = True
        if self.guide is not None:
            self.guide.after_action()
        self.save()
        if mine:
            self.messages.moved(showing=False)  # the player moved on: a hint or refusal is past
            self.clear_selection()
        self.buttons_stale = True
        self.buttons = []
        self._collect()

    def save(self) -> None:
        """The match after every action; a deal that just ended goes into the history first
        (at once, not after its last play's pause: a power cut then would lose it)."""
        if self.guide is not None:  # a tutorial keeps its own progress, never the save
            self.guide.save()
            return
        if self.match.deal_over and not self.recorded:
            self.recorded = True
            result = self.match.results[-1]
            if result.counted and "human" in self.seats:
                h = self.seats.index("human")
                self.app.store.record(
                    self.match.info.id,
                    self.match,
                    self.seats,
                    **self.ui.deal_stats(self.match, result, h),
                )
        if self.match.over:
            self.app.store.clear_save(self.match.info.id)
        else:
            self.app.store.write_save(self.match, self.seats)

    def _deal_over(self) -> bool:
        if self.finished or self.guide is not None and self.guide.holds():
            return False
        hold = self.landed_at + END_HOLD * max(self.speed, 0.5)
        if self.app.now < hold:  # the last play stays a beat, also at instant speed
            self.pause_until = hold
            return False
        self.finished = True
        self.save()
        routes.replace(
            "scoring",
            self.app,
            self.match,
            self.seats,
            self.inline_bots,
            lesson=self.guide is not None,
        )
        return True

    # -- acting for the human ------------------------------------------------------------------
    def human_turn(self) -> bool:
        """The human may act now. In a step (several seats choosing at once) that holds while
        a bot thinks too: an answer to an older position is dropped and asked again."""
        return not self.busy() and bool(self.driver.human_to_act())

    def awaits_human(self) -> bool:
        return bool(self.driver.human_to_act())

    def legal(self) -> tuple[Action, ...]:
        """The human's legal actions now: at their turn, or free ones (a call) at any time."""
        if self.busy():
            return ()
        if self.human_turn():
            return self.game.legal_actions(self.match.state, HUMAN)
        return tuple(
            a
            for a in self.game.legal_actions(self.match.state, HUMAN)
            if not getattr(a, "cards", None)
        )

    def apply(self, action: Action, confirmed: bool = False) -> None:
        """Submit the human's action (asking first when the presenter says so)."""
        refused = self.guide.allows(action) if self.guide is not None else None
        if refused:
            self.say(refused)
            self.clear_selection()
            return
        asks = not confirmed and self.app.settings.confirm_calls
        question = self.presenter.confirm(action) if asks else None
        if question:
            self.open_confirm(question, action)
            return
        try:
            events = self.driver.submit(HUMAN, action)
        except IllegalAction as exc:
            self.say(self.explain(exc.reason))
            return
        if events is not None:
            self.after_action()

    def say(self, message: str, warn: bool = True) -> None:
        self.messages.say(message, warn)
        if warn:
            self.cues.play("refuse")

    # -- undo and hint ---------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """Where undo goes: the human's last decision of this deal, unless a card was shown to
        the human after it (a draw, a take) (DESIGN.md, persistence)."""
        m = self.match
        if m.deal_over:
            return None
        idx = next(
            (
                i
                for i in range(len(m.history) - 1, m.deal_start - 1, -1)
                if m.history[i][0] == HUMAN
            ),
            None,
        )
        if idx is None:
            return None
        before = self._replay(idx)
        if any(HUMAN in e.reveals for e in m.state.events[len(before.state.events) :]):
            return None
        return idx

    def _replay(self, upto: int) -> Match:
        from ...engine.saves import match_from_save, match_to_save

        data = match_to_save(self.match, self.seats)
        data["actions"] = data["actions"][:upto]
        return match_from_save(data)[0]

    def undo(self) -> None:
        if self.guide is not None:
            self.say(_("There is no undo in a lesson."), warn=False)
            return
        idx = self.undo_point()
        if idx is None:
            self.say(_("Nothing to undo: you cannot go back past a card you have seen."))
            return
        match = self._replay(idx)
        self.app.store.write_save(match, self.seats)
        self.app.replace(
            TableScene(
                self.app, match, self.seats, animate_deal=False, inline_bots=self.inline_bots
            )
        )

    def hint(self) -> None:
        """What the Medium computer player would do in your place, and why."""
        if not self.human_turn():
            self.say(self.turn_words(), warn=False)
            return
        legal = self.game.legal_actions(self.match.state, HUMAN)
        try:
            bot = make_bot(self.match.info.id, "medium")
        except (ImportError, AttributeError):
            return
        action = bot.choose(self.view, legal, random.Random(len(self.match.history)))
        cards = getattr(action, "cards", None)
        if cards:
            self.select(set(cards))
        label = self.presenter.hint_label(action, self.view)
        why = self.presenter.hint_reason(self.view, action)
        text = _("Hint: {action}").format(action=label)
        if why:
            text = _("Hint: {action} \u2014 {why}").format(action=label, why=why)
        self.say(text, warn=False)

    # -- drawing -------------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.guide is not None and self.chooser is None and self.guide.handle_event(e):
            return True
        return super().handle_event(e)

    def draw(self, surf: pygame.Surface) -> None:
        draw.draw_table(self, surf)
        if self.guide is not None:
            self.guide.draw(surf)
