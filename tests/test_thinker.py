"""Hard computer players think in a process of their own (the window keeps its pace): the
process answers exactly what the same bot answers in a thread, follows the match from one
question to the next (a new deal included), and any failure leaves the seat to think in
its own thread. Only legal actions ever come back."""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from cardgame.ai import thinker as thinker_module
from cardgame.ai.base import make_bot
from cardgame.ai.driver import Driver
from cardgame.ai.thinker import Thinker
from cardgame.engine.match import Match
from cardgame.engine.registry import get

FIXED = {"samples": 6}  # fixed samples: the search is exactly repeatable


@pytest.fixture(scope="module")
def thinker():
    t = Thinker()
    yield t
    t.close()


def _positions(game_id: str, seed: int, every: int, deals: int = 2):
    """Positions of a match played by Medium, `every` actions apart, over `deals` deals."""
    info = get(game_id)
    options = info.options_from_dict({"match_deals": 3}) if game_id == "runfast" else None
    match = Match(game_id, options, seed)
    driver = Driver(match, ["medium"] * match.num_seats)
    played = 0
    while played < deals and not match.over:
        if match.deal_over:
            played += 1
            if played < deals:
                match.start_next_deal()
            continue
        seat = min(match.to_act())
        if len(match.history) % every == 0 and len(_legal(match, seat)) > 1:
            yield match
        driver.step()


def _legal(match: Match, seat: int):
    return match.game.legal_actions(match.state, seat)


@pytest.mark.parametrize("game_id", ["runfast", "pis_yedili"])
def test_the_process_answers_what_the_bot_answers_in_a_thread(thinker, game_id):
    local = make_bot(game_id, "hard", **FIXED)
    asked = 0
    for match in _positions(game_id, seed=5, every=7):
        seat = min(match.to_act())
        legal = _legal(match, seat)
        rng_seed = f"test/{len(match.history)}"
        mine = local.choose(match.game.view(match.state, seat), legal, random.Random(rng_seed))
        theirs = thinker.ask(match, seat, len(match.history), legal, rng_seed, "hard", FIXED)
        assert theirs == mine
        asked += 1
    assert asked >= 4 and match.setup.number >= 1, "the second deal was asked about too"


def test_an_answer_outside_the_legal_actions_is_never_used(thinker):
    match = Match("runfast", seed=2)
    seat = min(match.to_act())
    assert thinker.ask(match, seat, 0, (), "x", "hard", FIXED) is None
    assert thinker.ask(match, seat, 5, _legal(match, seat), "x", "hard", FIXED) is None, (
        "a position the match has not reached"
    )


def test_a_process_that_died_is_started_again(thinker):
    match = Match("runfast", seed=3)
    seat = min(match.to_act())
    thinker.start()
    thinker._process.kill()
    thinker._process.join(5)
    answer = thinker.ask(match, seat, 0, _legal(match, seat), "y", "hard", FIXED)
    assert answer in _legal(match, seat)


def _children(pid: int) -> list[int]:
    """The processes whose parent is `pid`, zombies included (read from /proc)."""
    kids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (stat := _stat(int(entry))) is not None and stat[1] == pid:
            kids.append(int(entry))
    return kids


def _stat(pid: int) -> tuple[str, int] | None:
    """A process's state letter and parent (None: no such process, not even a zombie)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return fields[0], int(fields[1])


def _until(check, seconds: float = 60.0):
    """`check()` once it is true (a loaded machine may take its time), else the last."""
    end = time.monotonic() + seconds
    while not (result := check()) and time.monotonic() < end:
        time.sleep(0.05)
    return result


def _worker_of(t: Thinker) -> int:
    """The pid of the thinking process's worker, once it has started it."""
    kids = _until(lambda: _children(t._process.pid))
    assert len(kids) == 1, "the thinking process started its one worker"
    return kids[0]


needs_proc = pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc")


@pytest.fixture
def one_worker(monkeypatch):
    monkeypatch.setattr(thinker_module, "worker_count", lambda: 1)
    t = Thinker()
    yield t
    t.close()


def _ask_until_helped(t: Thinker, match: Match, tag: str) -> int:
    """Ask until the worker has drawn samples of an answer (a loaded machine may leave it no
    time at first, and a worker just started is not asked until it is ready)."""
    seat = min(match.to_act())
    legal = _legal(match, seat)
    for tries in range(40):
        assert t.ask(match, seat, len(match.history), legal, f"{tag}{tries}", "hard", FIXED)
        if t.last_helped > 0:
            break
        time.sleep(0.2)
    return t.last_helped


@needs_proc
def test_the_process_thinks_with_a_worker_that_ends_with_it(one_worker):
    t = one_worker
    t.start("ghost_euchre")
    worker = _worker_of(t)
    match = next(_positions("ghost_euchre", seed=5, every=3))
    seat = min(match.to_act())
    legal = _legal(match, seat)
    local = make_bot("ghost_euchre", "hard", **FIXED)
    mine = local.choose(match.game.view(match.state, seat), legal, random.Random("h"))
    assert t.ask(match, seat, len(match.history), legal, "h", "hard", FIXED) == mine
    assert t.last_samples == local.last_samples
    assert _ask_until_helped(t, match, "h") > 0, "the worker drew samples"
    thinking = t._process.pid
    t.close()
    assert _stat(thinking) is None, "the thinking process ended and was reaped"
    assert _stat(worker) is None, "so was its worker"


@needs_proc
def test_a_worker_that_dies_is_started_again(one_worker):
    t = one_worker
    t.start("runfast")
    worker = _worker_of(t)
    os.kill(worker, signal.SIGKILL)
    again = _until(lambda: [k for k in _children(t._process.pid) if k != worker])
    assert len(again) == 1, "a new worker started, without a question asked"
    assert _stat(worker) is None, "the dead one was reaped: no zombie"
    match = Match("runfast", seed=8)
    assert _ask_until_helped(t, match, "r") > 0, "and it samples"


@needs_proc
def test_closing_in_the_middle_of_a_question_ends_every_process(one_worker):
    t = one_worker
    t.start("runfast")
    worker = _worker_of(t)
    thinking = t._process.pid
    match = Match("runfast", seed=3)
    seat = min(match.to_act())
    legal = _legal(match, seat)
    answers = []
    slow = {"time_budget": 60.0}  # a question far longer than the test

    def asking():
        answers.append(t.ask(match, seat, 0, legal, "z", "hard", slow))

    asker = threading.Thread(target=asking, daemon=True)
    asker.start()
    time.sleep(0.3)
    assert asker.is_alive(), "the question is in flight"
    t.start("tichu")  # a table opening meanwhile does not wait for the answer
    assert asker.is_alive()
    closing = threading.Thread(target=t.close, daemon=True)
    closing.start()
    closing.join(60)
    assert not closing.is_alive(), "closing ends the question rather than wait for it"
    asker.join(60)
    assert answers == [None], "the question in flight gets no answer: its seat thinks itself"
    assert _stat(thinking) is None and _stat(worker) is None, "no process is left behind"
    assert t.ask(match, seat, 0, legal, "z", "hard", FIXED) is None, "a closed one stays closed"
    assert t._process is None


@needs_proc
def test_closing_ends_a_thinking_process_that_hangs(one_worker, monkeypatch):
    monkeypatch.setattr(thinker_module, "START_WAIT", 3600.0)  # the asker would wait an hour
    t = one_worker
    t.start("runfast")
    worker = _worker_of(t)
    thinking = t._process.pid
    os.kill(thinking, signal.SIGSTOP)  # it will never answer, nor leave when asked to
    match = Match("runfast", seed=3)
    seat = min(match.to_act())
    answers = []
    asker = threading.Thread(
        target=lambda: answers.append(t.ask(match, seat, 0, _legal(match, seat), "s", "hard")),
        daemon=True,
    )
    asker.start()
    closing = threading.Thread(target=t.close, daemon=True)
    closing.start()
    closing.join(60)
    if hung := closing.is_alive():
        os.kill(thinking, signal.SIGKILL)  # let the test end
    assert not hung, "closing ends the process rather than wait for it"
    asker.join(60)
    assert answers == [None]
    assert _stat(thinking) is None, "killed and reaped"
    assert _until(lambda: _stat(worker) is None or _stat(worker)[0] == "Z"), (
        "its worker reads the end of its pipe and leaves (its new parent reaps it)"
    )


@needs_proc
def test_a_killed_thinking_process_leaves_no_worker_running(one_worker):
    t = one_worker
    t.start("runfast")
    worker = _worker_of(t)
    match = Match("runfast", seed=3)
    assert _ask_until_helped(t, match, "w") > 0, "the worker is up and waits for work"
    thinking = t._process
    os.kill(thinking.pid, signal.SIGKILL)
    # its worker reads the end of its pipe and leaves (an orphan is its new parent's to reap)
    assert _until(lambda: _stat(worker) is None or _stat(worker)[0] == "Z")
    seat = min(match.to_act())
    assert t.ask(match, seat, 0, _legal(match, seat), "k", "hard", FIXED) in _legal(match, seat)
    assert _stat(thinking.pid) is None, "the killed process was reaped when it was replaced"


@needs_proc
def test_quitting_without_close_ends_every_process(tmp_path):
    script = tmp_path / "quit.py"
    script.write_text(
        textwrap.dedent(
            """
            import os, sys, time
            from cardgame.ai import thinker

            def children(pid):
                kids = []
                for e in os.listdir("/proc"):
                    try:
                        with open(f"/proc/{e}/stat") as f:
                            if f.read().rsplit(")", 1)[1].split()[1] == str(pid):
                                kids.append(e)
                    except (OSError, IndexError):
                        pass  # not a process, or one that has just ended
                return kids

            if __name__ == "__main__":
                thinker.worker_count = lambda: 1
                t = thinker.Thinker()
                t.start("runfast")
                end = time.monotonic() + 60
                while time.monotonic() < end and not (kids := children(t._process.pid)):
                    time.sleep(0.05)
                print(t._process.pid, *kids, flush=True)
                raise SystemExit(3)  # no close: the app quits on an error
            """
        )
    )
    env = {**os.environ, "PYTHONPATH": str(Path(thinker_module.__file__).parents[2])}
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=120, env=env
    )
    assert done.returncode == 3, done.stderr
    pids = [int(p) for p in done.stdout.split()]
    assert len(pids) == 2, "the thinking process and its worker"
    assert all(_stat(p) is None for p in pids), "both ended and were reaped"


def test_a_machine_with_one_core_thinks_without_workers(monkeypatch):
    monkeypatch.setattr(thinker_module, "worker_count", lambda: 0)
    t = Thinker()
    try:
        match = Match("runfast", seed=3)
        seat = min(match.to_act())
        assert t.ask(match, seat, 0, _legal(match, seat), "y", "hard", FIXED) in _legal(match, seat)
        if os.path.isdir("/proc/self"):
            assert _children(t._process.pid) == [], "no worker"
    finally:
        t.close()


def test_without_a_process_the_seat_thinks_in_its_own_thread(monkeypatch):
    def no_processes(*args, **kwargs):
        raise OSError("no processes here")

    monkeypatch.setattr(multiprocessing, "get_context", no_processes)
    match = Match("runfast", seed=4)
    seats = ["hard"] * match.num_seats
    driver = Driver(match, seats, bot_options=FIXED, thinker=Thinker())
    req = driver.bot_requests()[0]
    assert driver.think(req) in req.legal


def test_the_table_lets_hard_seats_think_in_the_apps_process(tmp_path, monkeypatch):
    import pygame

    from cardgame.scenes.base import App
    from cardgame.scenes.table import TableScene

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    warmed = []
    start = Thinker.start

    def spy(self, game_id=None):
        warmed.append(game_id)
        start(self, game_id)

    monkeypatch.setattr(Thinker, "start", spy)
    app = App((1024, 640))
    try:
        hard = TableScene(app, Match("runfast", seed=1), ["human", "hard", "medium"])
        assert hard.driver.thinker is app.thinker
        assert app.thinker._process is not None
        assert "runfast" in warmed, "the table has the process import its game as it opens"
        stepped = TableScene(
            app, Match("runfast", seed=1), ["human", "hard", "medium"], inline_bots=True
        )
        easy = TableScene(app, Match("runfast", seed=1), ["human", "easy", "medium"])
        assert stepped.driver.thinker is None and easy.driver.thinker is None
        process = app.thinker._process
        app.close()
        assert not process.is_alive(), "closing the window ends the process"
    finally:
        pygame.display.quit()
