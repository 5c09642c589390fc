"""Hard computer players think in a process of their own (the window keeps its pace): the
process answers exactly what the same bot answers in a thread, follows the match from one
question to the next (a new deal included), and any failure leaves the seat to think in
its own thread. Only legal actions ever come back."""

from __future__ import annotations

import multiprocessing
import random

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


def test_the_process_thinks_with_a_worker_that_ends_with_it(monkeypatch):
    monkeypatch.setattr(thinker_module, "worker_count", lambda: 1)
    t = Thinker()
    t.start()
    try:
        workers = list(t._workers)
        assert len(workers) == 1 and workers[0].is_alive()
        match = next(_positions("ghost_euchre", seed=5, every=3))
        seat = min(match.to_act())
        legal = _legal(match, seat)
        local = make_bot("ghost_euchre", "hard", **FIXED)
        mine = local.choose(match.game.view(match.state, seat), legal, random.Random("h"))
        assert t.ask(match, seat, len(match.history), legal, "h", "hard", FIXED) == mine
        assert t.last_samples == local.last_samples
        for tries in range(5):  # a loaded machine may leave the worker no time at first
            if t.last_helped > 0:
                break
            t.ask(match, seat, len(match.history), legal, f"h{tries}", "hard", FIXED)
        assert t.last_helped > 0, "the worker drew samples"
        workers[0].kill()  # a worker that dies: the process answers alone
        workers[0].join(5)
        assert t.ask(match, seat, len(match.history), legal, "h", "hard", FIXED) == mine
        process = t._process
    finally:
        t.close()
    assert not process.is_alive() and not any(h.is_alive() for h in workers)
    assert t._workers == [], "no process is left behind"


def test_a_machine_with_one_core_thinks_without_workers(monkeypatch):
    monkeypatch.setattr(thinker_module, "worker_count", lambda: 0)
    t = Thinker()
    try:
        match = Match("runfast", seed=3)
        seat = min(match.to_act())
        assert t.ask(match, seat, 0, _legal(match, seat), "y", "hard", FIXED) in _legal(match, seat)
        assert t._workers == []
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
    app = App((1024, 640))
    try:
        hard = TableScene(app, Match("runfast", seed=1), ["human", "hard", "medium"])
        assert hard.driver.thinker is app.thinker
        assert app.thinker._process is not None
        stepped = TableScene(
            app, Match("runfast", seed=1), ["human", "hard", "medium"], inline_bots=True
        )
        easy = TableScene(app, Match("runfast", seed=1), ["human", "easy", "medium"])
        assert stepped.driver.thinker is None and easy.driver.thinker is None
        process = app.thinker._process
        workers = list(app.thinker._workers)
        app.close()
        process.join(5)
        assert not process.is_alive(), "closing the window ends the process"
        assert not any(h.is_alive() for h in workers), "and its worker"
    finally:
        pygame.display.quit()
