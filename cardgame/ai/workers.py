"""Worker processes: Hard's search samples on a second core.

A decision's samples come in STREAMS streams (`cardgame.ai.search`); a worker takes one of
them. It is told the decision as text (JSON: the position to replay, the seat, the
candidates, its stream's seed and the budget) and answers each sample's scores, one message
per sample, while the search samples its own streams and counts every sample in the order
of its index. Only text crosses. A worker samples at a lower priority than the window, reads
its pipe between two rollouts (the survivors of a pruning, the end of the decision), and
stops on its own when its budget is spent. Anything wrong with a worker (it died, said
something malformed, kept silent too long) gives its stream back to the search, which
samples it itself: a decision is never lost to a worker.

A worker is started with its searching process and told to warm up for a game (import its
modules) as soon as a table opens; until it says it is ready it is simply not asked, so no
decision waits for it. One that dies is started again between decisions (`Pool.tend`),
later each time it dies young again, and given up for the session after a few tries.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import multiprocessing
import os
import sys
import time
from collections import deque
from collections.abc import Callable
from multiprocessing import connection
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import parse_action
from .reference import ReferenceBot
from .replay import Replay, Where
from .search import CLOCKS, STREAMS, WORKER_WAIT, Found, SearchBot

NICE = 10  # a worker's priority below the window's (POSIX nice)
STALE = 2 * WORKER_WAIT  # s a worker may stay busy with an old decision before it is dropped
START_WAIT = 30.0  # s a worker may take to start (import the package) before it is dropped
STOP_WAIT = 0.005  # s a new decision waits for a worker to leave the last one
RESTART_AFTER = (1.0, 5.0, 25.0)  # s before a dead worker is started again, after the 1st,
# 2nd and 3rd death in a row of a worker that died young; the 4th gives the place up
YOUNG = 60.0  # s: a worker that dies sooner after its start died young


def worker_count() -> int:
    """Workers worth starting here: one per core beyond the first, at most STREAMS - 1."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(0, min(cores, STREAMS) - 1)


class _Link:
    """The search's end of one worker's pipe, and what the worker is busy with."""

    def __init__(self, conn: Connection, process: Any = None, ready: bool = True) -> None:
        self.conn = conn
        self.process = process
        self.ready = ready  # it said it has started (a worker still importing is not asked)
        self.warming = 0  # games it was asked to warm up and has not said done for
        self.busy: int | None = None  # the decision the worker has not yet said done for
        self.since = 0.0
        self.started = time.monotonic()
        self.broken = False

    def send(self, message: dict[str, Any]) -> bool:
        try:
            self.conn.send_bytes(json.dumps(message).encode("utf-8"))
            return True
        except (OSError, ValueError):
            self.drop()
            return False

    def receive(self, wait: float = 0.0) -> dict[str, Any] | None:
        """The next message (None when none came within `wait`); a broken pipe or a
        message that is not a JSON object drops the worker."""
        try:
            if not self.conn.poll(wait):
                return None
            message = json.loads(self.conn.recv_bytes().decode("utf-8"))
        except (OSError, EOFError, ValueError):
            self.drop()
            return None
        if not isinstance(message, dict):
            self.drop()
            return None
        if message.get("ready"):
            self.ready = True
        if "warmed" in message:
            self.warming = max(0, self.warming - 1)
        if message.get("done") and message.get("id") == self.busy:
            self.busy = None
        return message

    def warm(self, game_id: str) -> None:
        """Have the worker import the game's modules now (it is not asked while it does)."""
        if self.send({"warm": game_id}):
            self.warming += 1

    def idle(self) -> bool:
        """Whether the worker can take a new decision at once: started, warmed up, and done
        with the last one (it was told to stop and does so between two rollouts)."""
        while not self.broken and self.receive() is not None:
            pass  # what came meanwhile: that it started, warmed up, left an old decision
        end = time.monotonic() + STOP_WAIT
        while not self.broken and self.busy is not None:
            if self.receive(max(0.0, end - time.monotonic())) is None:
                break
        now = time.monotonic()
        if self.busy is not None and now - self.since > STALE:
            self.drop()  # silent far too long: hung
        if not self.ready and now - self.started > START_WAIT:
            self.drop()  # never started
        if self.process is not None and not self.process.is_alive():
            self.drop()
        return not self.broken and self.ready and not self.warming and self.busy is None

    def drop(self) -> None:
        """Give the worker up: closing its pipe ends it (if alive it is also stopped)."""
        self.broken = True
        with contextlib.suppress(OSError):
            self.conn.close()
        if self.process is not None and self.process.is_alive():
            self.process.kill()


Spawn = Callable[[int], "tuple[Connection, Any] | None"]


class Pool:
    """The workers of one searching process, each used by one decision at a time. A pool
    that started its workers starts a dead one again when `tend`ed (between decisions),
    backing off while it keeps dying young and giving its place up for good after
    len(RESTART_AFTER) restarts: the search then samples alone."""

    def __init__(
        self, links: list[_Link | None], nice: int = NICE, spawn: Spawn | None = None
    ) -> None:
        self.links: list[_Link | None] = list(links)
        self.nice = nice
        self._spawn = spawn  # how a dead worker is started again (None: it is not)
        self._ids = itertools.count(1)
        self.game: str | None = None  # the game the workers were last told to warm up for
        self._deaths = [0] * len(links)  # each place's young deaths in a row
        self._due: dict[int, float] = {}  # when each empty place's worker starts again
        self.restarts = 0  # workers started again, all places together

    @classmethod
    def of(cls, conns: list[Connection]) -> Pool:
        """Workers another process started, reached through `conns`."""
        return cls([_Link(c) for c in conns])

    @classmethod
    def start(
        cls,
        count: int | None = None,
        nice: int = NICE,
        wait: bool = True,
        spawn: Spawn | None = None,
    ) -> Pool:
        """Start `count` workers (default `worker_count()`) as children of this process, at
        `nice` below its priority; with `wait`, wait until they are ready (else the first
        decisions go without those still starting)."""
        spawn = spawn or spawn_worker
        links = []
        for _ in range(worker_count() if count is None else count):
            started = spawn(nice)
            links.append(_Link(*started, ready=False) if started is not None else None)
        for link in links:
            while wait and link is not None and not link.ready:
                if link.receive(START_WAIT) is None:
                    link.drop()  # it never said it started
                    break
        pool = cls(links, nice, spawn)
        now = time.monotonic()
        for place, link in enumerate(links):
            if link is None:
                pool._died(place, young=True, now=now)
        return pool

    @property
    def size(self) -> int:
        return sum(1 for link in self.links if link is not None and not link.broken)

    def sentinels(self) -> list[Any]:
        """What a waiting process can wait on to wake when one of the workers ends."""
        return [
            link.process.sentinel
            for link in self.links
            if link is not None and link.process is not None and not link.broken
        ]

    def warm(self, game_id: str) -> None:
        """Have every worker (and every one started again later) import the game now."""
        if game_id == self.game:
            return  # warm already (a worker started again warms up as it starts)
        self.game = game_id
        for link in self.links:
            if link is not None and not link.broken:
                link.warm(game_id)

    def tend(self) -> float | None:
        """Bury the workers that ended and start again those whose time has come (never
        during a decision); the seconds until the next restart is due (None: none is)."""
        now = time.monotonic()
        for place, link in enumerate(self.links):
            if link is not None and (
                link.broken or (link.process is not None and not link.process.is_alive())
            ):
                self._bury(place, link, now)
            if place in self._due and now >= self._due[place]:
                del self._due[place]
                self._restart(place, now)
        return min((due - now for due in self._due.values()), default=None)

    def _bury(self, place: int, link: _Link, now: float) -> None:
        link.drop()
        if link.process is not None:
            link.process.join(1)  # reaped: no zombie is left
        self.links[place] = None
        self._died(place, young=now - link.started < YOUNG, now=now)

    def _died(self, place: int, young: bool, now: float) -> None:
        """Set the place's restart: later each time in a row its worker dies young, never
        after the last of RESTART_AFTER (it would only die again: the search samples alone)."""
        if self._spawn is None:
            return
        deaths = self._deaths[place] = self._deaths[place] + 1 if young else 1
        if deaths <= len(RESTART_AFTER):
            self._due[place] = now + RESTART_AFTER[deaths - 1]

    def _restart(self, place: int, now: float) -> None:
        started = self._spawn(self.nice) if self._spawn is not None else None
        if started is None:  # could not even start: as if it died at once
            self._died(place, young=True, now=now)
            return
        link = self.links[place] = _Link(*started, ready=False)
        self.restarts += 1
        if self.game is not None:
            link.warm(self.game)

    def team(self, job: Where, alive: list[int]) -> Team:
        idle = [link for link in self.links if link is not None and link.idle()]
        team = Team(next(self._ids), alive)
        for c, link in zip(range(1, STREAMS), idle, strict=False):
            team.enlist(link, c, job)
        return team

    def close(self) -> None:
        for link in self.links:
            if link is not None:
                link.drop()
                if link.process is not None:
                    link.process.join(2)
        self.links = []
        self._due.clear()


class Team:
    """The workers sampling streams of one decision (see `cardgame.ai.search.Team`)."""

    def __init__(self, decision: int, alive: list[int]) -> None:
        self.id = decision
        self.alive = list(alive)
        self.streams: list[int] = []
        self.lost: list[int] = []
        self.finished: list[int] = []  # streams whose worker is done with this decision
        self.links: dict[int, _Link] = {}
        self.heard: dict[int, float] = {}
        self.seen: dict[int, set[int]] = {}

    def enlist(self, link: _Link, stream: int, job: Where) -> None:
        message = {**job, "go": True, "id": self.id, "stream": stream, "alive": self.alive}
        message["seed"] = job["seeds"][stream]
        if link.send(message):
            link.busy, link.since = self.id, time.monotonic()
            self.streams.append(stream)
            self.links[stream] = link
            self.heard[stream] = time.monotonic()
            self.seen[stream] = set()

    def _lose(self, stream: int) -> None:
        link = self.links.pop(stream)
        if not link.broken and link.busy == self.id:
            link.send({"stop": True, "id": self.id})
        self.lost.append(stream)

    def results(self, wait: float = 0.0) -> list[Found]:
        """The samples the workers have answered; `wait` seconds at most for the first."""
        found: list[Found] = []
        end = time.monotonic() + wait
        while True:
            for stream, link in list(self.links.items()):
                while stream in self.links and (message := link.receive()) is not None:
                    self._read(stream, message, found)
                if stream not in self.links:
                    continue
                if link.broken:
                    self._lose(stream)
                elif link.busy != self.id:  # it said done: nothing more will come from it
                    del self.links[stream]
                    self.finished.append(stream)
            if wait > 0 and not self.links and self.finished:  # done, yet samples missing
                self.lost += self.finished
                self.finished = []
            if found or not self.links or time.monotonic() >= end:
                return found
            for stream, link in list(self.links.items()):
                if time.monotonic() - self.heard[stream] > WORKER_WAIT:
                    link.drop()  # silent too long: hung or starved
                    self._lose(stream)
            pipes = [link.conn for link in self.links.values()]
            if pipes:  # until one of them speaks
                connection.wait(pipes, max(0.0, min(0.05, end - time.monotonic())))

    def _read(self, stream: int, message: dict[str, Any], found: list[Found]) -> None:
        """File one message of a worker; anything malformed drops the worker."""
        if message.get("id") != self.id:
            return  # about an older decision
        self.heard[stream] = time.monotonic()
        if message.get("done"):
            return
        if "error" in message:  # the worker could not sample: the search takes it back
            self._lose(stream)
            return
        k, scores = message.get("k"), message.get("scores")
        try:
            if not isinstance(k, int) or k < 0 or k in self.seen[stream]:
                raise ValueError(f"sample {k!r}")
            if not isinstance(scores, dict):
                raise ValueError("no scores")
            row = {int(j): float(v) for j, v in scores.items()}
            if any(j not in row for j in self.alive):
                raise ValueError("a candidate alive has no score")
        except (ValueError, TypeError):
            self.links[stream].drop()
            return
        self.seen[stream].add(k)
        found.append((k * STREAMS + stream, row))

    def update(self, alive: list[int]) -> None:
        self.alive = list(alive)
        for link in self.links.values():
            link.send({"alive": self.alive, "id": self.id})

    def finish(self, wait: float) -> list[Found]:
        """The decision is over: the samples that come within `wait` seconds (a worker ends
        its last one on its own when its box is spent), then the workers still busy are
        told to stop."""
        found = self.results()  # what has come already
        end = time.monotonic() + wait
        while self.links and time.monotonic() < end:
            found += self.results(max(0.0, end - time.monotonic()))
        for link in self.links.values():
            if link.busy == self.id:
                link.send({"stop": True, "id": self.id})
        self.links.clear()
        return found


# -- the worker process -----------------------------------------------------------------------
def spawn_worker(nice: int = NICE) -> tuple[Connection, Any] | None:
    """One worker process (spawned, as on Windows) and the search's end of its pipe."""
    try:
        ctx = multiprocessing.get_context("spawn")
        mine, theirs = ctx.Pipe()
        process = ctx.Process(target=serve, args=(theirs, nice), name="search-worker", daemon=True)
        process.start()
        theirs.close()
    except (OSError, RuntimeError, ValueError):
        return None
    return mine, process


def lower_priority(nice: int) -> None:
    """Let the window win its core: a worker samples only with what is left."""
    with contextlib.suppress(OSError, AttributeError):
        if nice <= 0:
            return
        if sys.platform == "win32":
            import ctypes
            from ctypes import wintypes

            below_normal = 0x4000
            kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]
            # a HANDLE is pointer-sized: declared, not left to ctypes' default C int
            kernel32.GetCurrentProcess.restype = wintypes.HANDLE
            kernel32.SetPriorityClass.argtypes = (wintypes.HANDLE, wintypes.DWORD)
            kernel32.SetPriorityClass.restype = wintypes.BOOL
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal)
        else:
            os.nice(nice)


def warm_up(game_id: str) -> None:
    """Import a game's modules and fill its tables (one sample, one rollout), so that the
    first decision of a table samples at once."""
    from ..engine.match import Match

    bot, match = SearchBot(game_id), Match(game_id, seed=0)
    seat = min(match.to_act())
    view = match.game.view(match.state, seat)
    sample, seed = next(bot.stream(view, 0))
    bot.score(sample, seat, match.game.legal_actions(match.state, seat)[0], seed)


def serve(conn: Connection, nice: int = NICE) -> None:
    """Sample what the search asks until it closes its end of the pipe. It starts and warms
    up for its first game at its parent's priority, and samples at `nice` below it (at +10
    from the start, a loaded machine leaves it importing for tens of seconds)."""
    worker = _Worker(conn)
    if not worker.say({"ready": True}):
        return
    lowered = False
    while True:
        message = worker.next()
        if message is None:
            return
        if not lowered and message.get("go"):
            lowered = True
            lower_priority(nice)
        if "warm" in message:
            with contextlib.suppress(Exception):  # a game it cannot warm up for: no matter
                warm_up(str(message["warm"]))
            if not lowered:
                lowered = True
                lower_priority(nice)
            if not worker.say({"warmed": message["warm"]}):
                return
        elif message.get("go"):
            try:
                worker.sample(message)
            except (OSError, EOFError):
                return
            except Exception as exc:  # a bad decision must not end the worker
                worker.say({"id": message.get("id"), "error": repr(exc)[:300]})
            if not worker.say({"id": message.get("id"), "done": True}):
                return


class _Worker:
    def __init__(self, conn: Connection) -> None:
        self.conn = conn
        self.inbox: deque[dict[str, Any]] = deque()
        self.replay = Replay()
        self.bots: dict[str, SearchBot] = {}

    def next(self, wait: float | None = None) -> dict[str, Any] | None:
        """The next message (blocking without `wait`); None at the end or when none came."""
        if self.inbox:
            return self.inbox.popleft()
        try:
            if wait is not None and not self.conn.poll(wait):
                return None
            message = json.loads(self.conn.recv_bytes().decode("utf-8"))
        except (OSError, EOFError, ValueError):
            return None
        return message if isinstance(message, dict) else {}

    def say(self, message: dict[str, Any]) -> bool:
        try:
            self.conn.send_bytes(json.dumps(message).encode("utf-8"))
            return True
        except (OSError, ValueError):
            return False

    def _bot(self, job: dict[str, Any]) -> SearchBot:
        key = json.dumps([job["where"]["game"], job["kind"], job["bot"]], sort_keys=True)
        bot = self.bots.get(key)
        if bot is None:
            kind = ReferenceBot if job["kind"] == "reference" else SearchBot
            bot = self.bots[key] = kind(job["where"]["game"], **job["bot"])
        return bot

    def _listen(self, decision: int, alive: set[int]) -> bool:
        """Read what came meanwhile: the survivors of a pruning; False once told to stop."""
        while self.conn.poll(0):
            message = self.next(0)
            if message is None:
                raise EOFError
            if "warm" in message:
                self.inbox.append(message)
                continue
            if message.get("go"):
                self.inbox.append(message)
                return False
            if message.get("id") != decision:
                continue
            if message.get("stop"):
                return False
            if isinstance(message.get("alive"), list):
                alive.intersection_update(int(j) for j in message["alive"])
        return True

    def sample(self, job: dict[str, Any]) -> None:
        """Draw stream `job["stream"]` of the decision and answer each sample's scores."""
        decision, c, n = int(job["id"]), int(job["stream"]), job["samples"]
        clock = CLOCKS[job["clock"]]
        deadline = clock() + float(job["budget"])
        bot = self._bot(job)
        state = self.replay.at(job["where"]).state
        seat = int(job["seat"])
        view = bot.game.view(state, seat)
        cands = [parse_action(text) for text in job["cands"]]
        alive = {int(j) for j in job["alive"]}
        if job["clock"] == "cpu":  # a box of CPU time counts the sampling only, as the search's
            deadline = clock() + float(job["budget"])
        if isinstance(bot, ReferenceBot):
            bot._truth = state
        try:
            stream = bot.stream(view, int(job["seed"]))
            for k in itertools.count():
                if n is not None and k * STREAMS + c >= n:
                    return
                if n is None and clock() >= deadline:
                    return
                if len(alive) < 2 or not self._listen(decision, alive):
                    return
                sample, seed = next(stream)
                scores: dict[int, float] = {}
                for j in sorted(alive):
                    if not self._listen(decision, alive):
                        return
                    if j in alive:
                        scores[j] = bot.score(sample, seat, cands[j], seed)
                self.say({"id": decision, "k": k, "scores": scores})
        finally:
            if isinstance(bot, ReferenceBot):
                bot._truth = None
