"""Hard samples with a worker process on a second core: with a fixed sample count the answer
(and every score behind it) is exactly the one a single process gives, the worker really
draws its stream, the reference bot gets the same help, and a worker that dies, keeps
silent or talks nonsense only gives its stream back: no decision is lost."""

from __future__ import annotations

import json
import os
import random
import threading
import time
from collections.abc import Callable, Iterator
from multiprocessing import Pipe
from multiprocessing.connection import Connection
from typing import Any

import pytest

from cardgame.ai import search as search_module
from cardgame.ai import workers as workers_module
from cardgame.ai.base import make_bot
from cardgame.ai.reference import ReferenceBot
from cardgame.ai.replay import where_of
from cardgame.ai.search import SearchBot
from cardgame.ai.workers import Pool, _Worker, worker_count
from cardgame.engine.match import Match
from cardgame.engine.registry import games

N = 12  # fixed samples: past one pruning round


@pytest.fixture(scope="module")
def pool() -> Iterator[Pool]:
    p = Pool.start(1, nice=0)  # as the benchmark's: a loaded machine must not starve it
    assert p.size == 1, "the worker process started and said it is ready"
    yield p
    p.close()


def _positions(game_id: str, seed: int, count: int) -> Iterator[Match]:
    """Positions of a Medium deal where Hard really searches (several candidates)."""
    match = Match(game_id, seed=seed)
    medium = make_bot(game_id, "medium")
    probe = SearchBot(game_id)
    found = 0
    while not match.deal_over and found < count:
        seat = min(match.to_act())
        game = match.game
        legal = game.legal_actions(match.state, seat)
        view = game.view(match.state, seat)
        trusted = getattr(probe.medium, "trusted", None)
        if len(legal) > 2 and not (trusted and trusted(view)):
            found += 1
            yield match
        match.apply(seat, medium.choose(view, legal, random.Random(1)))


def _decide(bot: SearchBot, match: Match, helped: bool, rng_seed: int) -> Any:
    seat = min(match.to_act())
    game = match.game
    legal = game.legal_actions(match.state, seat)
    rng = random.Random(rng_seed)
    if isinstance(bot, ReferenceBot):
        return bot.choose_in(match.state, seat, legal, rng, where_of(match) if helped else None)
    view = game.view(match.state, seat)
    return (
        bot.choose_at(where_of(match), view, legal, rng) if helped else bot.choose(view, legal, rng)
    )


def _scores(monkeypatch: pytest.MonkeyPatch) -> list[list[list[float]]]:
    """Every decision's final scores, recorded as the search picks."""
    seen: list[list[list[float]]] = []
    real = SearchBot._pick

    def spy(self: SearchBot, scores: list[list[float]], alive: list[int]) -> int:
        seen.append([list(s) for s in scores])
        return real(self, scores, alive)

    monkeypatch.setattr(SearchBot, "_pick", spy)
    return seen


@pytest.mark.parametrize("game_id", list(games()))
def test_with_a_fixed_count_a_worker_changes_nothing_but_who_samples(
    pool: Pool, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _scores(monkeypatch)
    alone, helped = SearchBot(game_id, samples=N), SearchBot(game_id, samples=N)
    helped.workers = pool
    drawn = decisions = 0
    for match in _positions(game_id, seed=2, count=3):
        mine = _decide(alone, match, False, len(match.history))
        theirs = _decide(helped, match, True, len(match.history))
        assert theirs == mine and helped.last_samples == alone.last_samples
        assert seen[-1] == seen[-2], "the same scores of the same samples, in the same order"
        drawn += helped.last_helped
        decisions += 1
    assert decisions == 3 and drawn > 0, "the worker drew samples of its stream"


def test_the_reference_bot_samples_with_a_worker_too(pool: Pool) -> None:
    alone, helped = ReferenceBot("runfast", samples=N), ReferenceBot("runfast", samples=N)
    helped.workers = pool
    drawn = 0
    for match in _positions("runfast", seed=4, count=3):
        mine = _decide(alone, match, False, 7)
        assert _decide(helped, match, True, 7) == mine
        drawn += helped.last_helped
    assert drawn > 0


def test_under_the_box_the_worker_adds_samples(pool: Pool) -> None:
    bot = SearchBot("ghost_euchre", time_budget=0.3)
    bot.workers = pool
    drawn = 0
    for match in _positions("ghost_euchre", seed=3, count=12):
        seat = min(match.to_act())
        legal = match.game.legal_actions(match.state, seat)
        assert _decide(bot, match, True, 1) in legal
        drawn += bot.last_helped
        if drawn:  # a loaded machine may leave the worker no time in a decision or two
            break
    assert drawn > 0


# -- workers that fail ----------------------------------------------------------------------------
def _fake(behave: Callable[[Connection, dict[str, Any]], None]) -> Pool:
    """A pool whose one worker is a thread doing `behave` with each decision it is given."""
    mine, theirs = Pipe()

    def run() -> None:
        try:
            while True:
                message = json.loads(theirs.recv_bytes())
                if message.get("go"):
                    behave(theirs, message)
        except (EOFError, OSError):
            return

    threading.Thread(target=run, daemon=True).start()
    return Pool.of([mine])


def _say(conn: Connection, message: Any) -> None:
    conn.send_bytes(json.dumps(message).encode("utf-8"))


def _silent(conn: Connection, job: dict[str, Any]) -> None:
    pass


def _nonsense(conn: Connection, job: dict[str, Any]) -> None:
    _say(conn, {"id": job["id"], "k": 0, "scores": {"0": "lots"}})


def _not_an_object(conn: Connection, job: dict[str, Any]) -> None:
    _say(conn, [1, 2, 3])


def _short(conn: Connection, job: dict[str, Any]) -> None:
    """Scores for one candidate only, then done: samples are missing."""
    _say(conn, {"id": job["id"], "k": 0, "scores": {"0": 1.0}})
    _say(conn, {"id": job["id"], "done": True})


def _error(conn: Connection, job: dict[str, Any]) -> None:
    _say(conn, {"id": job["id"], "error": "no such game"})
    _say(conn, {"id": job["id"], "done": True})


def _dies(conn: Connection, job: dict[str, Any]) -> None:
    conn.close()


def _honest(conn: Connection, job: dict[str, Any]) -> None:
    """A real worker, in a thread."""
    worker = _Worker(conn)
    worker.sample(job)
    worker.say({"id": job["id"], "done": True})


@pytest.mark.parametrize(
    "behave", [_silent, _nonsense, _not_an_object, _short, _error, _dies, _honest]
)
def test_a_failing_worker_gives_its_stream_back_and_the_answer_stays(
    behave: Callable[[Connection, dict[str, Any]], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search_module, "WORKER_WAIT", 0.3)
    monkeypatch.setattr(workers_module, "WORKER_WAIT", 0.3)
    alone, helped = SearchBot("runfast", samples=N), SearchBot("runfast", samples=N)
    helped.workers = _fake(behave)
    for match in _positions("runfast", seed=6, count=2):
        mine = _decide(alone, match, False, 3)
        assert _decide(helped, match, True, 3) == mine
        assert helped.last_samples == alone.last_samples
        if behave is not _honest:
            assert helped.last_helped == 0


def test_a_worker_that_keeps_silent_costs_no_more_than_the_box() -> None:
    bot = SearchBot("runfast", time_budget=0.2)
    bot.workers = _fake(_silent)
    for match in _positions("runfast", seed=6, count=2):
        seat = min(match.to_act())
        assert _decide(bot, match, True, 3) in match.game.legal_actions(match.state, seat)
        assert bot.last_samples >= 1 and bot.last_helped == 0


def test_one_core_starts_no_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers_module.os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert worker_count() == 0
    assert Pool.start().size == 0
    monkeypatch.setattr(workers_module.os, "sched_getaffinity", lambda pid: {0, 1, 2, 3})
    assert worker_count() == 1, "two streams: one worker is all a decision can use"


# -- workers that start, warm up, die and start again -------------------------------------------
def _until(check: Callable[[], Any], seconds: float = 60.0) -> Any:
    end = time.monotonic() + seconds
    while not (result := check()) and time.monotonic() < end:
        time.sleep(0.02)
    return result


def _helped(pool: Pool, match: Match) -> int:
    """Samples the worker drew in one fixed-count decision (0: it was not asked)."""
    bot = SearchBot("runfast", samples=N)
    bot.workers = pool
    _decide(bot, match, True, 5)
    return bot.last_helped


def test_a_decision_never_waits_for_a_worker_still_starting_or_warming_up() -> None:
    match = next(_positions("runfast", seed=6, count=1))
    pool = Pool.start(1, nice=0, wait=False)
    try:
        link = pool.links[0]
        assert link is not None and not link.ready
        assert _helped(pool, match) == 0, "still importing: the search samples alone"
        assert _until(link.idle), "it says it is ready"
        pool.warm("tichu")
        assert link.warming == 1
        assert _helped(pool, match) == 0, "warming up for a game: not asked"
        assert _until(link.idle), "it says it is warm"
        assert _helped(pool, match) > 0, "then it samples"
        pool.warm("tichu")
        assert link.warming == 0, "warm already: nothing to do"
    finally:
        pool.close()


class _Dead:
    """A worker process that has died at once."""

    sentinel = None

    def is_alive(self) -> bool:
        return False

    def join(self, timeout: float | None = None) -> None:
        pass

    def kill(self) -> None:
        pass


def _dying(spawned: list[int]) -> Callable[[int], tuple[Connection, Any]]:
    def spawn(nice: int) -> tuple[Connection, Any]:
        mine, theirs = Pipe()
        theirs.close()
        spawned.append(nice)
        return mine, _Dead()

    return spawn


def _tend(pool: Pool, times: int) -> list[float | None]:
    """What `tend` says the next `times` times, each after waiting for it."""
    waits = []
    for _ in range(times):
        wait = pool.tend()
        waits.append(wait)
        time.sleep(wait or 0.0)
    return waits


def test_a_worker_that_keeps_dying_young_is_restarted_later_each_time_then_given_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(workers_module, "RESTART_AFTER", (0.01, 0.05, 0.1))
    spawned: list[int] = []
    pool = Pool.start(1, nice=3, wait=False, spawn=_dying(spawned))
    waits = _tend(pool, 12)
    assert len(spawned) == 4 and pool.restarts == 3, "three restarts, then no more"
    assert set(spawned) == {3}, "each at the pool's priority"
    backoff = [w for w in waits if w is not None]
    assert backoff == sorted(backoff) and len(backoff) >= 3, "later each time"
    assert waits[-1] is None and pool.size == 0
    match = next(_positions("runfast", seed=6, count=1))
    assert _helped(pool, match) == 0, "the search samples alone"


def test_a_worker_that_lived_long_before_it_died_is_always_started_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(workers_module, "RESTART_AFTER", (0.01, 0.05, 0.1))
    monkeypatch.setattr(workers_module, "YOUNG", 0.0)  # every death comes after a long life
    spawned: list[int] = []
    pool = Pool.start(1, wait=False, spawn=_dying(spawned))
    waits = _tend(pool, 16)
    assert len(spawned) >= 8, "it keeps coming back"
    assert max(w for w in waits if w is not None) < 0.05, "at the first delay each time"


def test_a_pool_whose_worker_cannot_start_tries_again_later(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(workers_module, "RESTART_AFTER", (0.01, 0.05, 0.1))
    tries: list[int] = []

    def cannot(nice: int) -> None:
        tries.append(nice)
        return None

    pool = Pool.start(1, wait=False, spawn=cannot)
    _tend(pool, 8)
    assert len(tries) == 4 and pool.size == 0


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc")
def test_a_worker_warms_up_at_its_parents_priority_and_samples_below_it() -> None:
    pool = Pool.start(1, nice=7, wait=True)
    try:
        link = pool.links[0]
        assert link is not None
        pid = link.process.pid
        mine = os.nice(0)
        assert _nice(pid) == mine, "it imports at the parent's priority"
        pool.warm("runfast")
        assert _until(link.idle)
        assert _nice(pid) == min(19, mine + 7), "it samples below the window"
    finally:
        pool.close()


def _nice(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as f:
        return int(f.read().rsplit(")", 1)[1].split()[16])
