"""The monkey: a random player at the real window, headless.

    python -m cardgame.lab.monkey --seconds 60 [--seed S]

It drives the app (SDL's dummy video driver, files in a temporary folder) with random
clicks, drags, keys, wheel turns and window resizes from 640x400 to 2560x1440, across every
screen and every game that has a table (found through the table registry), relaunching the
app when it quits. Now and then, on the player's turn, it makes a legal move the way a
person would (clicking the cards, then Enter; or the action's button): that move must be
taken. It fails on any exception (also in a computer player's thread), any frame over
100 ms of the main thread's processor time, or a table that stops accepting input or stops
moving. It prints the events sent, the frames, the worst frame and what it covered.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

FRAME_LIMIT_MS = 100.0
STALL_SECONDS = 30.0  # a table whose match does not move for this long has stopped
SIZES = (
    (640, 400),
    (800, 600),
    (1024, 640),
    (1280, 720),
    (1366, 768),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
)
KEYS = (
    "TAB",
    "RETURN",
    "ESCAPE",
    "LEFT",
    "RIGHT",
    "UP",
    "DOWN",
    "SPACE",
    "BACKSPACE",
    "DELETE",
    "HOME",
    "END",
    "PAGEUP",
    "PAGEDOWN",
    "F1",
    "z",
    "h",
    "s",
    "p",
    "d",
    "t",
    "1",
    "2",
    "3",
    "0",
    "a",
    "q",
    "x",
    "KP_ENTER",
)


@dataclass
class Report:
    events: int = 0
    frames: int = 0
    worst_cpu_ms: float = 0.0
    worst_wall_ms: float = 0.0
    worst_where: str = ""
    worst_start_ms: float = 0.0
    launches: int = 0
    moves: int = 0
    failures: list[str] = field(default_factory=list)
    scenes: set[str] = field(default_factory=set)
    tables: set[str] = field(default_factory=set)
    slow_frames: int = 0  # over 50 ms of processor time
    peak_mb: int = 0

    def line(self) -> str:
        return (
            f"{self.events} events, {self.frames} frames, worst frame {self.worst_cpu_ms:.1f} "
            f"ms processor ({self.worst_where}), {self.worst_wall_ms:.1f} ms wall, first frame "
            f"after a launch {self.worst_start_ms:.0f} ms; {self.slow_frames} frames over 50 ms; "
            f"peak memory {self.peak_mb} MB; "
            f"{self.launches} launches, {self.moves} directed moves; scenes: "
            f"{', '.join(sorted(self.scenes))}; tables: {', '.join(sorted(self.tables))}; "
            f"{len(self.failures)} failures"
        )


def _peak_mb() -> int:
    """The process's peak resident memory (0 where the platform does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


class Monkey:
    """Random input into a real App; checks after every frame."""

    def __init__(self, seed: int, home: str, check_time: bool = True) -> None:
        os.environ["CARDGAME_HOME"] = home
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        self.pg = pygame
        self.rng = random.Random(seed)
        self.seed = seed
        self.check_time = check_time  # off in the test suite: tests never assert a time
        self.report = Report()
        self.thread_errors: list[str] = []
        threading.excepthook = self._thread_failed
        self.app: Any = None
        self.down = False  # the app quit or failed: the loop starts it again
        self.failed_starts = 0
        self.progress = (0, time.monotonic())  # (match position, when it last moved)
        self.launch()

    def _thread_failed(self, args: Any) -> None:
        self.thread_errors.append(
            "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
        )

    # -- the app -------------------------------------------------------------------------------
    def launch(self) -> None:
        from ..collector import release, settle
        from ..scenes.base import SCALE_BUDGET_MS, App
        from ..scenes.menu import MenuScene

        self.down = False
        size = self.rng.choice(SIZES)
        if self.app is not None:
            self.app.close()  # as `App.run` does when the window closes
        self.app = None
        release()  # the closed app goes as a process exit would take it, not in a frame
        self.app = App(size)
        self.app.sprites.budget_ms = SCALE_BUDGET_MS  # as `App.run` sets them in the window
        self.app.store.write_in_background()
        self.app.settings.speed = self.rng.choice(("fast", "instant", "normal"))
        self.app.push(MenuScene(self.app))
        self.report.launches += 1
        self.frame(first=True)
        settle()  # as the real app does before its loop (`python -m cardgame`)
        self.failed_starts = self.failed_starts + 1 if self.down else 0

    def top(self) -> Any:
        return self.app.top if self.app.stack else None

    def table(self) -> Any:
        if self.down:
            return None
        top = self.top()
        return top if type(top).__name__ == "TableScene" else None

    def frame(self, dt: float | None = None, first: bool = False) -> None:
        """One frame of the app, timed; exceptions and slow frames are failures (not the
        first frame after a launch: that is start-up, which the app benchmark measures)."""
        r = self.report
        where = type(self.top()).__name__
        c0, w0 = time.thread_time(), time.perf_counter()
        try:
            self.app.frame(dt if dt is not None else self.rng.choice((1 / 60, 1 / 30, 0.1, 0.3)))
        except Exception:
            self.fail("an exception in a frame on " + where + ":\n" + traceback.format_exc())
            self.down = True  # relaunched by the loop, never from inside this handler
            return
        cpu, wall = (time.thread_time() - c0) * 1000, (time.perf_counter() - w0) * 1000
        r.frames += 1
        if first:
            r.worst_start_ms = max(r.worst_start_ms, cpu)
        elif cpu > r.worst_cpu_ms:
            r.worst_cpu_ms, r.worst_where = cpu, f"{where} at {self.app.size[0]}x{self.app.size[1]}"
        if not first:
            r.worst_wall_ms = max(r.worst_wall_ms, wall)
            r.slow_frames += cpu > 50
        if cpu > FRAME_LIMIT_MS and self.check_time and not first:
            self.fail(
                f"a frame took {cpu:.0f} ms of processor time on {where} "
                f"at {self.app.size[0]}x{self.app.size[1]}"
            )
        while self.thread_errors:
            self.fail("an exception in a thread:\n" + self.thread_errors.pop())
        if not self.app.running or not self.app.stack:
            self.down = True  # the player quit: start the app again
            return
        top = self.top()
        r.scenes.add(type(top).__name__)
        table = self.table()
        if table is not None:
            r.tables.add(table.match.info.id)

    def fail(self, what: str) -> None:
        self.report.failures.append(f"[seed {self.seed}, event {self.report.events}] {what}")
        print("FAILURE " + self.report.failures[-1], flush=True)

    # -- input ---------------------------------------------------------------------------------
    def post(self, kind: int, **attrs: Any) -> None:
        self.pg.event.post(self.pg.event.Event(kind, **attrs))
        self.report.events += 1

    def point(self) -> tuple[int, int]:
        w, h = self.app.size
        return self.rng.randrange(w), self.rng.randrange(h)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.post(self.pg.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(self.pg.MOUSEBUTTONUP, pos=pos, button=button)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        pg = self.pg
        self.post(pg.MOUSEBUTTONDOWN, pos=start, button=1)
        steps = self.rng.randint(1, 8)
        for k in range(1, steps + 1):
            p = (
                start[0] + (end[0] - start[0]) * k // steps,
                start[1] + (end[1] - start[1]) * k // steps,
            )
            self.post(pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pg.MOUSEBUTTONUP, pos=end, button=1)

    def key(self, name: str) -> None:
        pg = self.pg
        code = getattr(pg, "K_" + name)
        mod = pg.KMOD_SHIFT if self.rng.random() < 0.1 else 0
        text = name if len(name) == 1 else ""
        self.post(pg.KEYDOWN, key=code, mod=mod, unicode=text, scancode=0)
        self.post(pg.KEYUP, key=code, mod=mod, unicode=text, scancode=0)

    def resize(self) -> None:
        w = self.rng.randint(640, 2560)
        h = self.rng.randint(400, 1440)
        self.app.screen = self.pg.display.set_mode((w, h), self.pg.RESIZABLE)
        self.post(self.pg.VIDEORESIZE, size=(w, h), w=w, h=h)

    def buttons(self) -> list[Any]:
        top = self.top()
        found = list(getattr(top, "buttons", []) or [])
        found += list(getattr(top, "top_buttons", []) or [])
        chooser = getattr(top, "chooser", None)
        found += list(getattr(chooser, "buttons", []) or [])
        return [b for b in found if getattr(b, "rect", None) is not None]

    def card_point(self, table: Any, card: Any) -> tuple[int, int] | None:
        hand = table.hand()
        if card not in hand:
            return None
        i = hand.index(card)
        slots = table.layout.hand_slots(len(hand))
        r = slots[i][0]
        visible = r.width if i == len(hand) - 1 else slots[i + 1][0].left - r.left
        lift = table.layout.raise_by if card in table.selected else 0
        return r.left + max(2, visible // 2), r.centery - lift

    def random_input(self) -> None:
        rng, pg = self.rng, self.pg
        if self.down:
            self.launch()
            if self.down:
                return
        roll = rng.random()
        table = self.table()
        if roll < 0.22:
            self.click(self.point(), button=rng.choice((1, 1, 1, 3)))
        elif roll < 0.45:
            buttons = self.buttons()
            if buttons:
                b = rng.choice(buttons)
                self.click(b.rect.center)
        elif roll < 0.55:
            start = self.point()
            if table is not None and table.hand():
                start = self.card_point(table, rng.choice(table.hand())) or start
                end = table.presenter.play_area().center if rng.random() < 0.6 else self.point()
            else:
                end = self.point()
            self.drag(start, end)
        elif roll < 0.75:
            self.key(rng.choice(KEYS))
        elif roll < 0.8:
            self.post(
                pg.MOUSEWHEEL,
                x=0,
                y=rng.choice((-3, -1, 1, 3)),
                flipped=False,
                precise_x=0.0,
                precise_y=0.0,
            )
        elif roll < 0.9:
            self.post(pg.MOUSEMOTION, pos=self.point(), rel=(0, 0), buttons=(0, 0, 0))
        elif roll < 0.92:
            self.resize()
        self.frame()
        table = self.table()
        if table is not None and rng.random() < 0.25:
            self.directed_move(table)

    # -- checks --------------------------------------------------------------------------------
    def directed_move(self, table: Any) -> None:
        """On the player's turn, make a legal move as a person would; it must be taken."""
        from ..engine.actions import Action, Play

        if not table.human_turn():
            return
        self.frame(0.05)  # take in this round's random input first: it may open the log
        for _ in range(2):  # close what lies over the table (a chooser, the whole log)
            if self.table() is not table:
                return
            if getattr(table, "chooser", None) is None and not table.logview.open:
                break
            self.key("ESCAPE")
            self.frame(0.05)
        self.click(table.layout.centre.center, button=3)  # clear any selection
        self.frame(0.05)
        if self.table() is not table or not table.human_turn():
            return
        legal: tuple[Action, ...] = table.game.legal_actions(table.match.state, 0)
        guide = getattr(table, "guide", None)
        if guide is not None and guide.step is not None:  # a lesson takes its step's move only
            want = guide.expected()
            if want is None or not guide.showing():
                return
            legal = (want,)
        action = legal[self.rng.randrange(len(legal))]
        before = len(table.match.history)
        cards = action.cards if isinstance(action, Play) else None
        if not isinstance(action, Play) and getattr(action, "cards", None):
            return  # a game's own gesture (Tichu's exchange: cards dealt to the seats)
        if cards:
            trace: list[Any] = []
            for c in cards:
                p = self.card_point(table, c)
                if p is None:
                    return
                hand = table.hand()
                trace.append(
                    (
                        str(c),
                        p,
                        table.layout.hand_hit(len(hand), p, table._raised()),
                        hand.index(c),
                        table.drag,
                        self.pg.event.peek(),
                    )
                )
                self.post(self.pg.MOUSEBUTTONDOWN, pos=p, button=1)
                self.post(self.pg.MOUSEBUTTONUP, pos=p, button=1)
                self.frame(0.02)
                if self.table() is not table or not table.human_turn():
                    return
                trace.append(sorted(map(str, table.selected)))
            if not set(cards) <= set(table.selected):
                self.fail(
                    f"clicking {' '.join(map(str, cards))} did not select them "
                    f"({self.describe(table)}; {trace})"
                )
                return
            self.key("RETURN")
        else:
            match = [b for b in table.buttons if b.key == str(action)]
            if not match:
                return  # a move without a button (the table takes it by itself)
            self.click(match[0].rect.center)
        for _ in range(4):
            self.frame(0.05)
            chooser = getattr(table, "chooser", None)
            if chooser is not None and action in getattr(chooser, "actions", []):
                i = chooser.actions.index(action)  # the chooser lists the forms (wish, suit)
                buttons = getattr(chooser, "buttons", [])
                if i < len(buttons):
                    self.click(buttons[i].rect.center)
                elif i < 9:
                    self.key(str(i + 1))
        self.report.moves += 1
        if self.table() is table and len(table.match.history) == before:
            self.fail(f"the table did not take the legal move {action}")

    def describe(self, table: Any) -> str:
        """The table's input state, for a failure message."""
        keys = ("selected", "drag", "chooser", "focus", "button_focus", "thinking", "finished")
        parts = [f"{k}={getattr(table, k, None)!r}"[:120] for k in keys]
        parts.append(f"busy={table.busy()}, log open={table.logview.open}")
        parts.append(f"size={self.app.size}, hand={' '.join(map(str, table.hand()))}")
        parts += [
            f"presenter.{k}={v!r}"[:80]
            for k, v in vars(table.presenter).items()
            if isinstance(v, (bool, int, str, type(None)))
        ]
        return "; ".join(parts)

    def check_stall(self) -> None:
        table = self.table()
        now = time.monotonic()
        if table is None:
            self.progress = (-1, now)
            return
        pos = len(table.match.history)
        if pos != self.progress[0] or table.human_turn() or table.match.deal_over:
            self.progress = (pos, now)
        elif now - self.progress[1] > STALL_SECONDS:
            self.fail(
                f"the {table.match.info.id} table stopped: no move for {STALL_SECONDS:.0f} s "
                "and it is not your turn"
            )
            self.progress = (pos, now)
            self.app.home()

    def visit_missing_table(self) -> None:
        """Open a table the random input has not reached yet (through its Play and Start)."""
        from ..scenes import routes
        from ..scenes.games import playable

        missing = [g for g in playable() if g not in self.report.tables]
        if not missing or self.down:
            return
        self.app.home()
        routes.push("new_game", self.app, self.rng.choice(missing))
        self.frame(0.05)
        start = [b for b in self.buttons() if b.key == "start"]
        if start:
            self.click(start[0].rect.center)
            self.frame(0.05)

    def run(self, seconds: float) -> Report:
        end = time.monotonic() + seconds
        next_visit = time.monotonic() + seconds / 6
        while time.monotonic() < end and self.failed_starts < 3:
            self.random_input()
            self.check_stall()
            if time.monotonic() >= next_visit:
                next_visit += seconds / 6
                self.visit_missing_table()
        self.pg.display.quit()
        self.report.peak_mb = _peak_mb()
        return self.report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m cardgame.lab.monkey", description=__doc__.split("\n")[0]
    )
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument(
        "--no-frame-limit", action="store_true", help="report frame times without failing on them"
    )
    args = ap.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(10**6)
    with tempfile.TemporaryDirectory(prefix="cardgame-monkey-") as home:
        report = Monkey(seed, home, check_time=not args.no_frame_limit).run(args.seconds)
    print(f"seed {seed}: {report.line()}", flush=True)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
