"""Hard computer players think in a process of their own.

Hard's search is pure Python and runs for 0.4 s at a time. In a thread beside the window it
holds the interpreter's lock, and the frames it lets through come late and uneven (measured
with `python -m cardgame.appbench --only thinking`). In a second process it uses the
machine's other core and the window keeps its pace.

The process is told positions as text (JSON): the game, its options and seed, the actions
so far, the seat, the bot's options and its random seed. It replays the match (keeping the
last one, so that each new question only applies the newest actions), asks the same bot the
same question from the seat's own view, and answers with the action's text. Nothing but
text crosses, and an answer is used only if it is one of the legal actions; any failure
(no process, a crash, a late answer) returns None and the caller thinks in its own thread.

On a machine with two cores or more the thinking process has a worker process of its own
(`cardgame.ai.workers`, started and ended with it, at a lower priority than the window),
which samples beside it: Hard's box buys about twice the samples.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import threading
from collections.abc import Sequence
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import Action, parse_action
from ..engine.core import Seat
from ..engine.match import Match
from .replay import Replay, where_of
from .workers import Pool, spawn_worker, worker_count

ANSWER_WAIT = 8.0  # s: far beyond a 0.4 s time box; past it the caller thinks itself
START_WAIT = 30.0  # s: the first answer also waits for the process to start


class Thinker:
    """One thinking process for the app, started on first use (or by `start`)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._process: Any = None
        self._conn: Connection | None = None
        self._workers: list[Any] = []  # the worker processes of the thinking process
        self._answered = False  # the process has answered once (it is up)
        self.last_samples = 0  # samples the last searched answer took (workers' included)
        self.last_helped = 0  # how many of them the worker drew

    def start(self) -> None:
        """Start the process in the background (a table with a Hard seat opens)."""
        with self._lock:
            self._ensure()

    def _ensure(self) -> Connection | None:
        if self._conn is not None and self._process is not None and self._process.is_alive():
            return self._conn
        self._drop()
        workers = [h for h in (spawn_worker() for _ in range(worker_count())) if h is not None]
        self._workers = [process for _, process in workers]
        try:
            ctx = multiprocessing.get_context("spawn")
            mine, theirs = ctx.Pipe()
            conns = [conn for conn, _ in workers]
            process = ctx.Process(target=serve, args=(theirs, conns), name="thinker", daemon=True)
            process.start()
            theirs.close()
        except (OSError, RuntimeError, ValueError):
            self._drop()
            return None
        finally:
            for conn, _ in workers:  # the thinking process holds the workers' pipes now
                conn.close()
        self._process, self._conn, self._answered = process, mine, False
        return mine

    def _drop(self) -> None:
        """Forget a process that failed: the next question starts a new one."""
        if self._conn is not None:
            self._conn.close()
        for process in [self._process, *self._workers]:
            if process is not None and process.is_alive():
                process.kill()
        for process in [self._process, *self._workers]:
            if process is not None:
                process.join(2)
        self._process, self._conn, self._workers = None, None, []

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
        with self._lock:  # one question at a time: answers come back in order
            conn = self._ensure()
            if conn is None:
                return None
            try:
                conn.send_bytes(json.dumps(question).encode("utf-8"))
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
        with self._lock:
            self._drop()


# -- the process ------------------------------------------------------------------------------
def serve(conn: Connection, worker_conns: Sequence[Connection] = ()) -> None:
    """Answer questions until the app closes its end of the pipe."""
    replay = Replay()
    pool = Pool.of(list(worker_conns)) if worker_conns else None
    bots: dict[tuple[str, str, str], Any] = {}
    while True:
        try:
            raw = conn.recv_bytes()
        except (EOFError, OSError):
            if pool is not None:
                pool.close()
            return
        try:
            question = json.loads(raw.decode("utf-8"))
            action, samples = _answer(question, replay, bots, pool)
            answer = {"action": str(action), "samples": list(samples)}
        except Exception as exc:  # a bad question must not end the process
            answer = {"error": repr(exc)[:300]}
        try:
            conn.send_bytes(json.dumps(answer).encode("utf-8"))
        except (OSError, EOFError):
            return


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
