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
"""

from __future__ import annotations

import json
import multiprocessing
import random
import threading
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import Action, parse_action
from ..engine.core import Seat
from ..engine.match import Match
from ..engine.registry import GameInfo

ANSWER_WAIT = 8.0  # s: far beyond a 0.4 s time box; past it the caller thinks itself
START_WAIT = 30.0  # s: the first answer also waits for the process to start


class Thinker:
    """One thinking process for the app, started on first use (or by `start`)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._process: Any = None
        self._conn: Connection | None = None
        self._answered = False  # the process has answered once (it is up)

    def start(self) -> None:
        """Start the process in the background (a table with a Hard seat opens)."""
        with self._lock:
            self._ensure()

    def _ensure(self) -> Connection | None:
        if self._conn is not None and self._process is not None and self._process.is_alive():
            return self._conn
        self._drop()
        try:
            ctx = multiprocessing.get_context("spawn")
            mine, theirs = ctx.Pipe()
            process = ctx.Process(target=serve, args=(theirs,), name="thinker", daemon=True)
            process.start()
            theirs.close()
        except (OSError, RuntimeError, ValueError):
            return None
        self._process, self._conn, self._answered = process, mine, False
        return mine

    def _drop(self) -> None:
        """Forget a process that failed: the next question starts a new one."""
        if self._conn is not None:
            self._conn.close()
        if self._process is not None and self._process.is_alive():
            self._process.kill()
        self._process, self._conn = None, None

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
            "game": match.info.id,
            "options": GameInfo.options_to_dict(match.options),
            "seed": match.seed,
            "actions": [[s, text] for s, text in history],
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
def serve(conn: Connection) -> None:
    """Answer questions until the app closes its end of the pipe."""
    position = _Position()
    bots: dict[tuple[str, str, str], Any] = {}
    while True:
        try:
            raw = conn.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            answer = {"action": str(_answer(json.loads(raw.decode("utf-8")), position, bots))}
        except Exception as exc:  # a bad question must not end the process
            answer = {"error": repr(exc)[:300]}
        try:
            conn.send_bytes(json.dumps(answer).encode("utf-8"))
        except (OSError, EOFError):
            return


def _answer(
    q: dict[str, Any], position: _Position, bots: dict[tuple[str, str, str], Any]
) -> Action:
    from .base import make_bot

    match = position.at(q["game"], q["options"], int(q["seed"]), q["actions"])
    seat = int(q["seat"])
    key = (match.info.id, str(q["level"]), json.dumps(q["bot"], sort_keys=True))
    bot = bots.get(key)
    if bot is None:
        bot = bots[key] = make_bot(match.info.id, str(q["level"]), **dict(q["bot"]))
    game, state = match.game, match.state
    legal = game.legal_actions(state, seat)
    return bot.choose(game.view(state, seat), legal, random.Random(str(q["rng"])))


class _Position:
    """The last match replayed: a new question that extends it applies only the new moves."""

    def __init__(self) -> None:
        self.key: tuple[Any, ...] = ()
        self.match: Match | None = None

    def at(self, game_id: str, options: dict[str, Any], seed: int, actions: list[Any]) -> Match:
        from ..engine.registry import get

        key = (game_id, json.dumps(options, sort_keys=True), seed)
        match = self.match
        done = len(match.history) if match is not None else 0
        if (
            match is None
            or key != self.key
            or done > len(actions)
            or [list(a) for a in match.history] != [list(a) for a in actions[:done]]
        ):
            info = get(game_id)
            match = Match(info.id, info.options_from_dict(options), seed)
            self.key, self.match, done = key, match, 0
        for seat, text in actions[done:]:
            if match.deal_over:
                match.start_next_deal()
            match.apply(int(seat), str(text))
        if match.deal_over and not match.over:  # a question always comes from a deal in play
            match.start_next_deal()
        return match
