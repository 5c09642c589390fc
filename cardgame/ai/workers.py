"""Worker processes: Hard's search samples on a second core.

A decision's samples come in STREAMS streams (`cardgame.ai.search`); a worker takes one of
them. It is told the decision as text (JSON: the position to replay, the seat, the
candidates, its stream's seed and the budget) and answers each sample's scores, one message
per sample, while the search samples its own streams and counts every sample in the order
of its index. Only text crosses. A worker runs at a lower priority than the window, reads
its pipe between two rollouts (the survivors of a pruning, the end of the decision), and
stops on its own when its budget is spent. Anything wrong with a worker (it died, said
something malformed, kept silent too long) gives its stream back to the search, which
samples it itself: a decision is never lost to a worker.
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
from multiprocessing import connection
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import parse_action
from .reference import ReferenceBot
from .replay import Replay, Where
from .search import CLOCKS, STREAMS, WORKER_WAIT, Found, SearchBot

NICE = 10  # a worker's priority below the window's (POSIX nice)
STALE = 2 * WORKER_WAIT  # s a worker may stay busy with an old decision before it is dropped
START_WAIT = 30.0  # s a worker may take to start (import the package) when it is waited for
STOP_WAIT = 0.005  # s a new decision waits for a worker to leave the last one


def worker_count() -> int:
    """Workers worth starting here: one per core beyond the first, at most STREAMS - 1."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(0, min(cores, STREAMS) - 1)


class _Link:
    """The search's end of one worker's pipe, and what the worker is busy with."""

    def __init__(self, conn: Connection, process: Any = None) -> None:
        self.conn = conn
        self.process = process
        self.busy: int | None = None  # the decision the worker has not yet said done for
        self.since = 0.0
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
        if message.get("done") and message.get("id") == self.busy:
            self.busy = None
        return message

    def idle(self) -> bool:
        """Whether the worker can take a new decision (reading what an old one left; it was
        told to stop and does so between two rollouts)."""
        end = time.monotonic() + STOP_WAIT
        while not self.broken and self.busy is not None:
            if self.receive(max(0.0, end - time.monotonic())) is None:
                break
        if self.busy is not None and time.monotonic() - self.since > STALE:
            self.drop()  # silent far too long: hung
        return not self.broken and self.busy is None

    def drop(self) -> None:
        """Give the worker up: closing its pipe ends it (if alive it is also stopped)."""
        self.broken = True
        with contextlib.suppress(OSError):
            self.conn.close()
        if self.process is not None and self.process.is_alive():
            self.process.kill()


class Pool:
    """The workers of one searching process, each used by one decision at a time."""

    def __init__(self, links: list[_Link]) -> None:
        self.links = links
        self._ids = itertools.count(1)

    @classmethod
    def of(cls, conns: list[Connection]) -> Pool:
        """Workers another process started, reached through `conns`."""
        return cls([_Link(c) for c in conns])

    @classmethod
    def start(cls, count: int | None = None, nice: int = NICE) -> Pool:
        """Start `count` workers (default `worker_count()`) as children of this process, at
        `nice` below its priority, and wait until they are ready."""
        links = []
        for _ in range(worker_count() if count is None else count):
            started = spawn_worker(nice)
            if started is not None:
                links.append(_Link(*started))
        for link in links:
            if link.receive(START_WAIT) is None:
                link.drop()
        return cls([link for link in links if not link.broken])

    @property
    def size(self) -> int:
        return sum(1 for link in self.links if not link.broken)

    def team(self, job: Where, alive: list[int]) -> Team:
        idle = [link for link in self.links if link.idle()]
        team = Team(next(self._ids), alive)
        for c, link in zip(range(1, STREAMS), idle, strict=False):
            team.enlist(link, c, job)
        return team

    def close(self) -> None:
        for link in self.links:
            link.drop()
            if link.process is not None:
                link.process.join(2)
        self.links = []


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

            below_normal = 0x4000
            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal)
        else:
            os.nice(nice)


def serve(conn: Connection, nice: int = NICE) -> None:
    """Sample what the search asks until it closes its end of the pipe."""
    lower_priority(nice)
    worker = _Worker(conn)
    if not worker.say({"ready": True}):
        return
    while True:
        message = worker.next()
        if message is None:
            return
        if message.get("go"):
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
