"""Hard computer players think in a process of their own.

Hard's search is pure Python and runs for 0.4 s at a time. In a thread beside the window it
holds the interpreter's lock, and the frames it lets through come late and uneven (measured
with `python -m cardgame.lab.appbench --only thinking`). In a second process it uses the
machine's other core and the window keeps its pace.

The process is told positions as text (JSON): the game, its options and seed, the actions
so far, the seat, the bot's options and its random seed. It replays the match (keeping the
last one, so that each new question only applies the newest actions), asks the same bot the
same question from the seat's own view, and answers with the action's text. Nothing but
text crosses, and an answer is used only if it is one of the legal actions; any failure
(no process, a crash, a late answer) returns None and the caller thinks in its own thread.

On a machine with two cores or more the thinking process starts a worker process of its own
(`cardgame.ai.workers`, at a lower priority than the window), which samples beside it: Hard's
box buys about twice the samples. The table tells the process its game when it opens (`start`),
so that it and its worker import the game while the cards are dealt; the process starts a
worker that died again while it waits for questions, and ends its workers when it ends. So
every process ends with the app: closed (even in the middle of a question), quitting on an
error (a finaliser), or killed (a pipe that closes ends the process at its other end).
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import random
import signal
import sys
import threading
from multiprocessing import connection, util
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import Action, parse_action
from ..engine.core import Seat
from ..engine.match import Match
from .replay import Replay, where_of
from .workers import NICE, Pool, warm_up, worker_count

ANSWER_WAIT = 8.0  # s: far beyond a 0.4 s time box; past it the caller thinks itself
START_WAIT = 30.0  # s: the first answer also waits for the process to start
CLOSE_WAIT = 0.05  # s `close` waits for a question in flight before it ends the process
END_WAIT = 2.0  # s a process that was told to end may take before it is killed


class Thinker:
    """One thinking process for the app, started by `start` (or on first use)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()  # one question at a time: answers come back in order
        self._sending = threading.Lock()  # one message at a time on the pipe
        self._process: Any = None
        self._conn: Connection | None = None
        self._finalizer: Any = None  # ends the process when the app quits without `close`
        self._answered = False  # the process has answered once (it is up)
        self._closed = False  # the app is done with it: nothing starts again
        self.last_samples = 0  # samples the last searched answer took (workers' included)
        self.last_helped = 0  # how many of them the worker drew

    def start(self, game_id: str | None = None) -> None:
        """Start the process in the background (a table with a Hard seat opens) and have it
        and its worker import `game_id` now. Never waits for a question in flight."""
        if self._lock.acquire(blocking=False):
            try:
                self._ensure()
            finally:
                self._lock.release()
        if game_id is not None:
            self._send({"warm": game_id})

    def _ensure(self) -> Connection | None:
        if self._closed:
            return None
        if self._conn is not None and self._process is not None and self._process.is_alive():
            return self._conn
        self._drop()
        try:
            ctx = multiprocessing.get_context("spawn")
            mine, theirs = ctx.Pipe()
            # not a daemon: a daemon may start no worker; the finaliser ends it instead
            process = ctx.Process(
                target=serve, args=(theirs, worker_count()), name="thinker", daemon=False
            )
            process.start()
            theirs.close()
        except (OSError, RuntimeError, ValueError):
            return None
        self._process, self._conn, self._answered = process, mine, False
        self._finalizer = util.Finalize(self, _end, args=(mine, process), exitpriority=10)
        return mine

    def _send(self, message: dict[str, Any]) -> bool:
        with self._sending:
            conn = self._conn
            if conn is None:
                return False
            try:
                conn.send_bytes(json.dumps(message).encode("utf-8"))
            except (OSError, ValueError):
                return False
            return True

    def _drop(self) -> None:
        """Forget a process that failed (the next question starts a new one), or end it."""
        with self._sending:
            finalizer, self._finalizer = self._finalizer, None
            self._process, self._conn = None, None
        if finalizer is not None:
            finalizer()  # closes its pipe, waits for it to end, kills it if it does not

    def ask(
        self,
        match: Match,
        seat: Seat,
        asked_at: int,
        legal: tuple[Action, ...],
        rng_seed: str,
        level: str = "hard",
        bot_options: dict[str, Any] | None = None,
    ) -> Action | None:
        """The bot's answer for `seat` at position `asked_at` of `match`, or None."""
        history = match.history[:asked_at]  # appended to only: a snapshot of the position
        if len(history) != asked_at:
            return None
        question = {
            **where_of(match, asked_at),
            "seat": seat,
            "level": level,
            "bot": bot_options or {},
            "rng": rng_seed,
        }
        with self._lock:
            conn = self._ensure()
            if conn is None or not self._send(question):
                self._drop()
                return None
            try:
                if not conn.poll(ANSWER_WAIT if self._answered else START_WAIT):
                    self._drop()
                    return None
                answer = json.loads(conn.recv_bytes().decode("utf-8"))
            except (OSError, EOFError, ValueError):
                self._drop()
                return None
            self._answered = True
        if isinstance(answer, dict) and isinstance(answer.get("samples"), list):
            self.last_samples, self.last_helped = (int(n) for n in answer["samples"][:2])
        text = answer.get("action") if isinstance(answer, dict) else None
        if not isinstance(text, str):
            return None
        try:
            action = parse_action(text)
        except ValueError:
            return None
        return action if action in legal else None

    def close(self) -> None:
        """End the process and its workers for good, at once: a question in flight gets
        None (its seat thinks in its own thread, if it still plays)."""
        self._closed = True
        free = self._lock.acquire(timeout=CLOSE_WAIT)
        for end in ("terminate", "kill"):  # asked to end its workers and leave, or killed
            if free:
                break
            if (process := self._process) is not None:
                getattr(process, end)()  # the asker's wait ends with the process
            free = self._lock.acquire(timeout=END_WAIT)
        if not free:
            return  # the asker is stuck elsewhere: the finaliser ends it with the app
        try:
            self._drop()
        finally:
            self._lock.release()


def _end(conn: Connection, process: Any) -> None:
    """End a thinking process: its pipe closes (it ends its workers and leaves), and if it
    does not leave within END_WAIT it is killed. Reaped either way."""
    with contextlib.suppress(OSError):
        conn.close()
    process.join(END_WAIT)
    if process.is_alive():
        process.kill()
        process.join(END_WAIT)


# -- the process ------------------------------------------------------------------------------
def serve(conn: Connection, workers: int = 0, nice: int = NICE) -> None:
    """Answer questions until the app closes its end of the pipe (or ends the process), with
    `workers` worker processes sampling beside it, started again while it waits when one
    dies. Its workers end with it."""
    if sys.platform != "win32":  # ended by the app: leave through `finally`, workers and all
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    pool = Pool.start(workers, nice, wait=False) if workers else None
    replay = Replay()
    bots: dict[tuple[str, str, str], Any] = {}
    warm: set[str] = set()  # the games imported here
    try:
        while True:
            due = pool.tend() if pool is not None else None
            if conn not in connection.wait([conn, *(pool.sentinels() if pool else [])], due):
                continue  # a worker ended, or one is due to start again
            try:
                question = json.loads(conn.recv_bytes().decode("utf-8"))
            except (EOFError, OSError):
                return
            except ValueError:
                question = {}
            if isinstance(question, dict) and "warm" in question:
                _warm(str(question["warm"]), pool, warm)
                continue
            try:
                action, samples = _answer(question, replay, bots, pool)
                answer = {"action": str(action), "samples": list(samples)}
            except Exception as exc:  # a bad question must not end the process
                answer = {"error": repr(exc)[:300]}
            try:
                conn.send_bytes(json.dumps(answer).encode("utf-8"))
            except (OSError, EOFError):
                return
    finally:
        if pool is not None:
            pool.close()


def _warm(game_id: str, pool: Pool | None, warm: set[str]) -> None:
    """A table of `game_id` opens: the workers import it, and so does this process."""
    if pool is not None:
        pool.warm(game_id)
    if game_id not in warm:
        warm.add(game_id)
        with contextlib.suppress(Exception):  # an unknown game: the question will say so
            warm_up(game_id)


def _answer(
    q: dict[str, Any], replay: Replay, bots: dict[tuple[str, str, str], Any], pool: Pool | None
) -> tuple[Action, tuple[int, int]]:
    """The bot's action, and the samples it took and its workers drew (0 for a bot that
    does not search)."""
    from .base import make_bot
    from .search import SearchBot

    where = {key: q[key] for key in ("game", "options", "seed", "actions")}
    match = replay.at(where)
    seat = int(q["seat"])
    key = (match.info.id, str(q["level"]), json.dumps(q["bot"], sort_keys=True))
    bot = bots.get(key)
    if bot is None:
        bot = bots[key] = make_bot(match.info.id, str(q["level"]), **dict(q["bot"]))
    game, state = match.game, match.state
    legal = game.legal_actions(state, seat)
    view, rng = game.view(state, seat), random.Random(str(q["rng"]))
    if isinstance(bot, SearchBot):
        bot.workers, bot.last_samples, bot.last_helped = pool, 0, 0
        return bot.choose_at(where, view, legal, rng), (bot.last_samples, bot.last_helped)
    return bot.choose(view, legal, rng), (0, 0)
