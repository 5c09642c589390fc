"""In the window, files are written on a thread of their own so that a frame never waits
for the disk: a write returns at once, writes to one file keep their order and the newest
wins, a failure is still told once, and nothing is read back stale or lost at closing."""

from __future__ import annotations

import errno
import json
import threading
from pathlib import Path

import pytest

from cardgame import persistence
from cardgame.engine.match import Match
from cardgame.persistence import Settings, Store

SEATS = ["human", "easy", "easy"]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    s = Store()
    s.write_in_background()
    return s


def _held(monkeypatch: pytest.MonkeyPatch) -> tuple[threading.Event, list[Path]]:
    """Writes that wait until the returned event is set (a slow disk)."""
    go, written = threading.Event(), []
    real = persistence.atomic_write_bytes

    def slow(path: Path, payload: bytes) -> None:
        assert go.wait(10)
        real(path, payload)
        written.append(path)

    monkeypatch.setattr(persistence, "atomic_write_bytes", slow)
    return go, written


def test_a_write_returns_before_the_disk_is_done(store: Store, monkeypatch) -> None:
    go, written = _held(monkeypatch)
    assert store.save_settings(Settings(speed="fast"))
    assert not store.settings_path.exists() and not written, "the frame did not wait"
    go.set()
    assert store.flush()
    assert json.loads(store.settings_path.read_text())["speed"] == "fast"


def test_the_newest_write_of_a_file_wins_and_older_ones_are_dropped(store, monkeypatch) -> None:
    go, written = _held(monkeypatch)
    for speed in ("slow", "normal", "fast", "instant"):
        store.save_settings(Settings(speed=speed))
    go.set()
    assert store.flush()
    assert json.loads(store.settings_path.read_text())["speed"] == "instant"
    assert len(written) <= 2, "the first in flight, then only the newest"


def test_a_save_and_the_statistics_are_both_written(store: Store) -> None:
    m = Match("runfast", seed=3)
    store.write_save(m, SEATS)
    store.record("runfast", deals=1)
    store.record("runfast", deals=1)  # reads the counters back: never a stale file
    assert store.flush()
    assert store.load_stats()["runfast"]["deals"] == 2
    assert store.load_save() is not None


def test_a_pending_save_is_not_brought_back_after_it_is_cleared(store, monkeypatch) -> None:
    go, _written = _held(monkeypatch)
    store.write_save(Match("runfast", seed=3), SEATS)
    threading.Timer(0.05, go.set).start()
    store.clear_save()
    assert store.flush() and not store.save_path.exists() and not store.has_save()


def test_a_failed_background_write_is_told_once(store: Store, monkeypatch) -> None:
    calls = []

    def full(path: Path, payload: bytes) -> None:
        calls.append(path)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(persistence, "atomic_write_bytes", full)
    for _ in range(3):
        store.save_settings(Settings())
        store.flush()
    assert len(calls) == 3
    assert store.messages == [
        "Your settings could not be written (the disk is full). Play goes on; it will be "
        "tried again."
    ]


def test_the_window_writes_in_the_background_and_waits_for_it_when_closing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardgame.scenes.base import App

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    app = App((1024, 640))
    go, _written = _held(monkeypatch)
    threading.Timer(0.1, go.set).start()
    app.settings.speed = "slow"
    app.run()  # no screen on the stack: straight to closing
    assert app.store._writer is not None
    assert json.loads(app.store.settings_path.read_text())["speed"] == "slow"
