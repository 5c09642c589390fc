"""`python -m cardgame.lab.appbench`: the desktop app's figures (printed, never asserted).

- frame build time of each game's table at 1280x720 (dummy video driver), median (the
  position is the game's `GameUI.bench_position`);
- the same with the picture settings away from neutral (`--only picture`), median and p95,
  and the first frame after a slider step (at 1280x720 and 2560x1440);
- the worst frame on the settings screen at 2560x1440 while the grain and felt rows are
  stepped (`--only settings`);
- the selection label: its cost when the selection changes, and the frame build with it;
- CPU of the real loop over 10 s while the table is idle (the human to act, nothing moving);
- start to interactive menu (a fresh `python -m cardgame` until its first menu frame);
- resident memory (peak) while playing deals through the table scene;
- frame times at the table while Hard computer players think in their worker (`--only
  thinking`, over `--idle-seconds` per game), median, p95 and max in wall time.

Runs under the dummy video driver unless DISPLAY is set and `--x11` is given.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any


def _env(home: str, x11: bool) -> None:
    if not x11:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    os.environ["CARDGAME_HOME"] = home


def _idle_table(app, game_id: str):
    """A table at the human's turn, mid-deal, with a full log."""
    from ..scenes import routes
    from ..scenes.games import game_ui
    from ..scenes.table import TableScene

    match, seats = game_ui(game_id).bench_position()
    routes.push("menu", app)
    table = TableScene(app, match, seats, animate_deal=False, inline_bots=True)
    app.push(table)
    return table


def _frame_median(app, table, frames: int) -> float:
    for _ in range(20):
        table.draw(app.screen)  # warm the caches
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        table.draw(app.screen)
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def _times(step, frames: int, clock=time.perf_counter, warm: int = 20) -> list[float]:
    """ms per call of `step` after `warm` calls; `clock` time.thread_time counts only this
    thread's CPU time (other processes on a busy machine do not stretch it)."""
    for _ in range(warm):
        step()  # warm the caches
    out = []
    for _ in range(frames):
        t0 = clock()
        step()
        out.append((clock() - t0) * 1000)
    return out


def _p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20)[-1]


def picture_cost(game_id: str, values: tuple[int, int, int], frames: int = 300) -> dict:
    """Frame build at 1280x720 with the picture settings at `values` and at neutral (ms
    lists: `tinted`, `bare`, and the same in CPU time), and the first frame after a slider
    step there (`step_ms`) and in a 2560x1440 window (`big_step_ms`, CPU time): a step
    tints again every image it draws and renders its texts anew."""
    from ..scenes.base import App

    app = App((1280, 720))
    table = _idle_table(app, game_id)

    def frame() -> None:
        app.sprites.begin_frame()
        table.draw(app.screen)  # no pass over the frame: what it draws is tinted already

    out: dict[str, list[float]] = {"bare": [], "bare_cpu": [], "tinted": [], "tinted_cpu": []}
    _times(frame, 20)
    out["step_ms"] = [_step(app, values, frame)]
    for _ in range(max(1, frames // 20)):  # in turns, so that the machine's load falls alike
        for name, at in (("bare", (50, 50, 50)), ("tinted", values)):
            _step(app, at, frame)
            _times(frame, 0, warm=2)  # the images tinted afresh
            out[name] += _times(frame, 10, warm=0)
            out[name + "_cpu"] += _times(frame, 10, time.thread_time, warm=0)
    import pygame

    app.screen = pygame.display.set_mode((2560, 1440), pygame.RESIZABLE)
    table.resize(app.size)
    _times(frame, 3)  # the cards at that size, then one slider step
    out["big_step_ms"] = [_step(app, (values[0] + 1, values[1], values[2]), frame)]
    return out


def _step(app, values: tuple[int, int, int], frame) -> float:
    """CPU ms of moving the sliders to `values` and drawing the first frame after."""
    s = app.settings
    t0 = time.thread_time()
    s.contrast, s.grain, s.temperature = values
    app.apply_settings()
    frame()
    return (time.thread_time() - t0) * 1000


def settings_steps(idle: bool) -> tuple[tuple[float, float], str, int]:
    """The worst frame (wall ms, CPU ms), what it did, and the frames timed, on the settings
    screen at 2560x1440 under the window's frame budget (`App.run`'s): the grain stepped by
    keys from 50% to 0, the felts cycled, the temperature stepped; `idle`: a frame with no
    input after each step (as a player's pace leaves), else a key in every frame."""
    import pygame

    from ..persistence import FELTS
    from ..scenes.base import SCALE_BUDGET_MS, App
    from ..scenes.menu import MenuScene
    from ..scenes.settings import SettingsScene

    app = App((1280, 720))
    app.sprites.budget_ms = SCALE_BUDGET_MS
    app.push(MenuScene(app))
    app.frame(0.0, [])
    app.screen = pygame.display.set_mode((2560, 1440), pygame.RESIZABLE)
    app.frame(0.0, [pygame.event.Event(pygame.VIDEORESIZE, size=app.size, w=2560, h=1440)])
    for _ in range(5):
        app.frame(0.0, [])
    scene = SettingsScene(app)
    app.push(scene)
    times: list[tuple[float, float, str]] = []

    def frame(events: list, label: str) -> None:
        t0, c0 = time.perf_counter(), time.thread_time()
        app.frame(1 / 60, events)
        times.append(((time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000, label))

    frame([], "the screen opens")
    steps = [("grain", pygame.K_LEFT)] * 10 + [("felt", pygame.K_RIGHT)] * 2 * len(FELTS)
    for row, k in steps + [("temperature", pygame.K_RIGHT)] * 4:
        scene.focus_row = next(i for i, r in enumerate(scene.rows) if r.key == row)
        event = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        frame([event], f"{row} from {getattr(app.settings, row)}")
        if idle:
            frame([], "a frame with no input")
    worst = max(times)
    return (worst[0], worst[1]), worst[2], len(times)


def frame_time(game_id: str, frames: int = 300) -> float:
    from ..scenes.base import App

    app = App((1280, 720))
    return _frame_median(app, _idle_table(app, game_id), frames)


def label_cost(game_id: str, frames: int = 300) -> tuple[float, float, float, float]:
    """The live label's cost: (ms for the first label of the position, median ms when the
    selection changes again, median frame build with no selection, median frame build with
    the selection and its label).
    The selection is the legal play with the most cards (for one-card games: one card)."""
    from ..scenes.base import App

    app = App((1280, 720))
    table = _idle_table(app, game_id)
    legal = table.legal_now()
    plays = sorted((a for a in legal if getattr(a, "cards", None)), key=lambda a: -len(a.cards))
    cards = set(plays[0].cards) if plays else set(table.hand()[:1])

    bare = _frame_median(app, table, frames)
    relabel = []
    for _ in range(50):
        table.selected = set()
        t0 = time.perf_counter()
        table.select(cards)
        relabel.append((time.perf_counter() - t0) * 1000)
    return relabel[0], statistics.median(relabel), bare, _frame_median(app, table, frames)


def idle_cpu(game_id: str, seconds: float = 10.0) -> float:
    """Share of one core used by the real loop while the table waits for the human."""
    import pygame

    from ..scenes.base import App

    app = App((1280, 720))
    table = _idle_table(app, game_id)
    table.inline_bots = False
    app.frame(0.0)

    def stop() -> None:
        time.sleep(seconds)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=stop, daemon=True).start()
    c0, t0 = time.process_time(), time.monotonic()
    frames0 = app.frames
    app.run()
    cpu, wall = time.process_time() - c0, time.monotonic() - t0
    print(f"  (idle loop: {app.frames - frames0} redraws in {wall:.1f} s)")
    return 100 * cpu / wall


def startup() -> float:
    """Seconds from launching `python -m cardgame` to its first drawn menu frame."""
    env = dict(os.environ, CARDGAME_READY_EXIT="1")
    t0 = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-m", "cardgame"], env=env, capture_output=True, text=True, timeout=60
    )
    elapsed = time.monotonic() - t0
    if "ready" not in out.stdout:
        raise RuntimeError(out.stderr)
    return elapsed


Thinking = tuple[list[float], list[float], int, list[tuple[int, int]]]


def thinking_frames(game_id: str, seconds: float = 20.0) -> Thinking:
    """Frame times (wall ms) at the table while a Hard computer player thinks in its worker,
    every frame redrawn (the worst case: something moves all the time), and the number of
    Hard decisions they span. Every computer seat is Hard; the human's turns are played by
    Medium through the table, so that the bots think again and again. Returns the build
    times, the gaps between frames, the computer players' moves made meanwhile and, for
    each searched answer of the thinking process, its samples and how many of them its
    worker drew (what the app's box buys)."""
    import random

    import pygame

    from ..ai.base import make_bot
    from ..engine.match import Match
    from ..scenes import routes
    from ..scenes.scoring import ScoringScene
    from ..scenes.table import TableScene

    app = _app((1280, 720))
    app.settings.speed = "fast"
    match = Match(game_id, seed=11)
    seats = ["human"] + ["hard"] * (match.num_seats - 1)
    routes.push("menu", app)
    app.push(TableScene(app, match, seats, animate_deal=False))
    thinker = app.thinker
    searched: list[tuple[int, int]] = []
    ask = thinker.ask

    def asked(*args: Any, **kwargs: Any) -> Any:
        answer = ask(*args, **kwargs)
        if thinker.last_samples:
            searched.append((thinker.last_samples, thinker.last_helped))
        return answer

    thinker.ask = asked
    stand_in = make_bot(game_id, "medium")
    rng = random.Random(3)
    game = match.game
    times: list[float] = []
    gaps: list[float] = []  # from one frame's start to the next's (the loop aims at 60 a second)
    last_start: float | None = None
    start = len(match.history)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not match.over:
        table = app.top
        if isinstance(table, ScoringScene):
            table.next_deal()
            continue
        if not isinstance(table, TableScene):
            break
        if 0 in match.to_act() and not table.busy() and not match.deal_over:
            legal = game.legal_actions(match.state, 0)
            table.apply(stand_in.choose(game.view(match.state, 0), legal, rng), confirmed=True)
        workers = {t.ident for t in threading.enumerate() if t.name == "bot"}
        app.dirty = True
        t0 = time.perf_counter()
        app.frame(1 / 60, pygame.event.get())
        ms = (time.perf_counter() - t0) * 1000
        if workers:  # a computer player thought during the whole frame or a part of it
            times.append(ms)
            if last_start is not None:
                gaps.append((t0 - last_start) * 1000)
        last_start = t0 if workers else None
        time.sleep(max(0.0, 1 / 60 - ms / 1000))
    return times, gaps, sum(1 for seat, _ in match.history[start:] if seat != 0), searched


def _app(size: tuple[int, int]) -> Any:
    from ..scenes.base import SCALE_BUDGET_MS, App

    app = App(size)
    app.sprites.budget_ms = SCALE_BUDGET_MS  # as in the window
    return app


def memory(deals: int = 2) -> float:
    """Peak resident memory (MB) after playing `deals` deals through the table scene."""
    from ..engine.match import Match
    from ..scenes.base import App
    from ..scenes.menu import MenuScene
    from ..scenes.scoring import ScoringScene
    from ..scenes.table import TableScene

    app = App((1280, 720))  # Pis Yedili: the game whose bots include the search
    app.settings.speed = "fast"
    match = Match("pis_yedili", seed=5)
    seats = ["easy", "medium", "medium", "hard"]  # every level, the search included
    app.push(MenuScene(app))
    app.push(TableScene(app, match, seats, inline_bots=True))
    played = 0
    for _ in range(200000):
        app.frame(1 / 60)
        if isinstance(app.top, ScoringScene):
            played += 1
            if played >= deals or match.over:
                break
            app.top.next_deal()
            app.top.inline_bots = True
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardgame.lab.appbench")
    p.add_argument("--x11", action="store_true", help="use the real display for the idle test")
    p.add_argument("--idle-seconds", type=float, default=10.0)
    p.add_argument(
        "--only",
        choices=("frame", "picture", "settings", "label", "startup", "idle", "memory", "thinking"),
        default=None,
    )
    p.add_argument(
        "--picture",
        default="75,75,75",
        help="contrast,grain,temperature in %% for --only picture (default 75,75,75)",
    )
    p.add_argument("--game", default=None, help="one game id (default: every game with a table)")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        _env(home, args.x11)
        from ..scenes.games import playable

        games = [args.game] if args.game else playable()
        if args.only == "frame":
            for gid in games:
                print(f"frame build, {gid} table 1280x720: median {frame_time(gid):.2f} ms")
        elif args.only == "picture":
            values = tuple(int(x) for x in args.picture.split(","))
            for gid in games:
                c = picture_cost(gid, values)  # type: ignore[arg-type]
                med = {k: statistics.median(v) for k, v in c.items()}
                print(
                    f"picture {args.picture}, {gid} table 1280x720: frame build median "
                    f"{med['tinted']:.2f} ms, p95 {_p95(c['tinted']):.2f} ms (neutral "
                    f"{med['bare']:.2f} / {_p95(c['bare']):.2f} ms); CPU time median "
                    f"{med['tinted_cpu']:.2f} ms, p95 {_p95(c['tinted_cpu']):.2f} ms (neutral "
                    f"{med['bare_cpu']:.2f} / {_p95(c['bare_cpu']):.2f} ms); the first frame "
                    f"after a slider step {med['step_ms']:.1f} ms CPU, "
                    f"{med['big_step_ms']:.1f} ms at 2560x1440"
                )
        elif args.only == "settings":
            for idle in (True, False):
                worst, label, frames = settings_steps(idle)
                print(
                    f"settings screen at 2560x1440, grain 50 -> 0, felts cycled, temperature "
                    f"steps ({'an idle frame after each' if idle else 'no idle frame'}): worst "
                    f"frame {worst[0]:.1f} ms ({worst[1]:.1f} ms CPU, {label}) of {frames}"
                )
        elif args.only == "label":
            for gid in games:
                first, again, bare, labelled = label_cost(gid)
                print(
                    f"selection label, {gid}: {first:.2f} ms the first time in a position, "
                    f"{again:.2f} ms when the selection changes; frame build {bare:.2f} ms "
                    f"without, {labelled:.2f} ms with it (medians)"
                )
        elif args.only == "startup":
            print(f"start to interactive menu: {startup():.2f} s")
        elif args.only == "idle":
            for gid in games:
                cpu = idle_cpu(gid, args.idle_seconds)
                print(
                    f"idle {gid} table CPU over {args.idle_seconds:.0f} s: {cpu:.2f} %"
                    f" of one core ({os.environ.get('SDL_VIDEODRIVER', 'x11')} video driver)"
                )
        elif args.only == "memory":
            print(f"resident memory during play (peak): {memory():.0f} MB")
        elif args.only == "thinking":
            for gid in games:
                times, gaps, decisions, searched = thinking_frames(gid, args.idle_seconds)
                counts = [n for n, _ in searched] or [0]
                helped = sum(h for _, h in searched) / max(1, sum(counts))
                first, first_helped = searched[0] if searched else (0, 0)
                print(
                    f"frames while Hard thinks, {gid} table 1280x720: {len(times)} frames over "
                    f"{decisions} decisions; frame time median {statistics.median(times):.1f} "
                    f"ms, p95 {_p95(times):.1f} ms, max {max(times):.1f} ms; from frame to "
                    f"frame (60 a second is 16.7 ms) median {statistics.median(gaps):.1f} ms, "
                    f"p95 {_p95(gaps):.1f} ms (wall time, every frame redrawn); the box bought "
                    f"a median of {statistics.median(counts):.0f} samples over {len(searched)} "
                    f"searched decisions, {helped:.0%} of them drawn by the worker process; "
                    f"the first decision (the table opened undealt) {first} samples, "
                    f"{first_helped} of them by the worker"
                )
        else:  # each figure in a fresh process, so that none inherits another's memory
            for what in (
                "frame",
                "picture",
                "settings",
                "label",
                "startup",
                "idle",
                "memory",
                "thinking",
            ):
                cmd = (
                    [
                        sys.executable,
                        "-m",
                        "cardgame.lab.appbench",
                        "--only",
                        what,
                        "--idle-seconds",
                        str(args.idle_seconds),
                    ]
                    + (["--x11"] if args.x11 else [])
                    + (["--game", args.game] if args.game else [])
                )
                subprocess.run(cmd, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
