"""Power cuts: a process that plays and autosaves after every action, and stores every finished
deal in the history, is killed (SIGKILL) at random moments, 200 times; each life resumes from
the save the last one left. The save and the history always load, untouched by damage (the
database passes its integrity check, every row its checksum), every deal stored before the
kill is there, and at most the action being saved when the power went is lost. A full disk
and a read-only folder (simulated) give a message and play goes on.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import sys
import time
from pathlib import Path

import pytest

from cardgame import persistence
from cardgame.ai.driver import Driver
from cardgame.engine.match import Match
from cardgame.engine.registry import games
from cardgame.persistence import Store

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")

KILLS = int(os.environ.get("CARDGAME_POWER_CUTS", "200"))  # a bigger run: set it higher


def _life(home: Path, wfd: int, game_id: str) -> None:
    """One life of the autosaving player (in a forked child): resume, then play for ever.
    Reports `a n` when action n is applied, `s n` when it is saved, `r n` when the
    statistics hold n deals."""
    os.environ["CARDGAME_HOME"] = str(home)
    store = Store()
    loaded = store.load_saves().get(game_id)  # each game keeps its own match
    loaded = loaded[:2] if loaded else None
    if store.messages:
        os.write(wfd, b"damaged\n")
    match, seats = loaded or (Match(game_id, seed=random.randrange(10**6)), None)
    seats = seats or ["human"] + ["random"] * (match.num_seats - 1)
    driver = Driver(match, ["random"] * match.num_seats)
    deals = _stored(store)
    os.write(wfd, f"a {len(match.history)}\ns {len(match.history)}\nr {deals}\n".encode())
    while True:
        if match.deal_over:  # stored again after a resume: kept once
            if not store.record(match.info.id, match, seats, deals=1):
                os.write(wfd, b"write failed\n")
            deals = _stored(store)
            os.write(wfd, f"r {deals}\n".encode())
            if match.over:
                match = Match(game_id, seed=random.randrange(10**6))
                seats = ["human"] + ["random"] * (match.num_seats - 1)
                driver = Driver(match, ["random"] * match.num_seats)
                os.write(wfd, b"s 0\n")  # a new match: none of it saved yet
            else:
                match.start_next_deal()
        driver.step(check=True)
        os.write(wfd, f"a {len(match.history)}\n".encode())
        if match.over:
            os.write(wfd, b"over\n")  # its save goes: nothing is left to resume
        if not store.write_save(match, seats):
            os.write(wfd, b"write failed\n")
        os.write(wfd, f"s {len(match.history)}\n".encode())


def _stored(store: Store) -> int:
    """The deals in the history."""
    return int(store.history.db.execute("SELECT count(*) FROM deals").fetchone()[0])


def _last(lines: list[str], tag: str) -> int | None:
    values = [int(x.split()[1]) for x in lines if x.startswith(tag + " ")]
    return values[-1] if values else None


def test_sigkill_while_autosaving(tmp_path):
    rng = random.Random(200)
    ids = list(games())
    survived, lost = 0, []
    last_applied = last_deals = 0
    for k in range(KILLS):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: play until killed
            try:
                os.close(r)
                _life(tmp_path, w, ids[k % len(ids)])
            finally:
                os._exit(3)
        os.close(w)
        time.sleep(rng.uniform(0.0, 0.25))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        with os.fdopen(r, "rb") as f:
            lines = f.read().decode().splitlines()
        assert "damaged" not in lines and "write failed" not in lines, lines[:3]
        applied, saved, deals = _last(lines, "a"), _last(lines, "s"), _last(lines, "r")
        os.environ["CARDGAME_HOME"] = str(tmp_path)
        store = Store()
        game = ids[k % len(ids)]
        loaded = store.load_saves().get(game)
        stored = _stored(store)
        assert store.history.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert store.history.damage_words() is None
        assert not store.messages, store.messages
        on_disk = len(loaded[0].history) if loaded else 0
        if applied is not None:
            last_applied = applied
            if loaded is None:  # nothing to resume: say why
                never = not saved  # nothing of the match it plays saved yet
                over = [x for x in lines if x == "over" or x.startswith("a ")][-1:] == ["over"]
                assert never or over, (k, saved, applied)
            else:
                assert saved is not None and saved <= on_disk <= applied
                lost.append(applied - on_disk)
        if deals is not None:
            last_deals = deals
        assert last_deals <= stored <= last_deals + 1  # every deal stored is there
        last_deals = stored
        store.history.close()
        survived += 1
    del os.environ["CARDGAME_HOME"]
    assert survived == KILLS and max(lost, default=0) <= 1
    print(
        f"\npower cuts: {survived}/{KILLS} survived, actions lost per kill: "
        f"{sum(1 for x in lost if x == 0)} x 0, {sum(1 for x in lost if x == 1)} x 1; "
        f"{KILLS - len(lost)} killed while loading; last match at action {last_applied}; "
        f"{last_deals} deals in the history, every one kept",
        file=sys.stderr,
    )


@pytest.fixture
def store(tmp_path, monkeypatch) -> Store:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    return Store()


@pytest.mark.parametrize(
    "code, words",
    [
        ("database or disk is full", "disk is full"),
        ("attempt to write a readonly database", "may not be written"),
    ],
)
def test_a_full_disk_or_read_only_folder_is_told_once_and_play_goes_on(
    store, monkeypatch, code, words
):
    m = Match("runfast", seed=3)
    d = Driver(m, ["random"] * 3)

    def refuse(*args, **kwargs):
        raise sqlite3.OperationalError(code)  # SQLite's own words for these

    with monkeypatch.context() as mp:
        mp.setattr(persistence.History, "put_live", refuse)
        for _ in range(5):
            d.step()
            assert not store.write_save(m, ["human", "easy", "easy"])
    assert len(store.messages) == 1 and words in store.messages[0]
    assert store.alerts
    assert store.write_save(m, ["human", "easy", "easy"])
    loaded = store.load_save()
    assert loaded is not None and loaded[0].history == m.history


def test_a_failed_write_leaves_the_last_good_save(store, monkeypatch):
    m = Match("pis_yedili", seed=4)
    d = Driver(m, ["random"] * 4)
    d.step()
    store.write_save(m, ["human"] + ["easy"] * 3)
    good = list(m.history)

    def fail_half_way(*args):
        raise sqlite3.OperationalError("disk I/O error")  # inside the write's transaction

    d.step()
    with monkeypatch.context() as mp:
        mp.setattr(persistence.history_records, "pack", fail_half_way)
        assert not store.write_save(m, ["human"] + ["easy"] * 3)
    assert not store.history.db.in_transaction  # rolled back whole
    again = persistence.Store()
    loaded = again.load_save()
    assert loaded is not None and loaded[0].history == good, again.messages


def test_files_left_half_written_by_a_power_cut_are_swept(store):
    old = store.save_path.parent / "save.json.abc123.tmp"
    new = store.save_path.parent / "save.json.def456.tmp"
    old.write_text('{"half')
    new.write_text('{"half')
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert store.load_save() is None and not store.messages
    assert not old.exists() and new.exists()  # a write in progress elsewhere is left alone
