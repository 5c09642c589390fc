"""The app's files at their edges: the size limit, the sweep's ten minutes, a file that could
not be moved aside and later could, a system whose default encoding is not UTF-8, and the
words of every note about the settings and statistics files."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from cardgame import persistence
from cardgame.engine.match import Match
from cardgame.persistence import Settings, Store

SEATS = ["human", "easy", "easy"]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    return Store()


def _kept(folder: Path, stem: str) -> str:
    (path,) = folder.glob(f"{stem}.*.damaged.json")
    return path.name


def test_a_plain_note_is_kept_as_it_is(store: Store) -> None:
    store.tell("The disk was checked.")
    assert store.messages == ["The disk was checked."] == store.alerts


# -- the size limit ---------------------------------------------------------------------------


def test_a_file_of_exactly_the_largest_size_is_read(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    raw = json.dumps({"format": 1, "speed": "fast"}).encode()
    store.settings_path.write_bytes(raw)
    monkeypatch.setattr(persistence, "MAX_FILE_BYTES", len(raw))
    assert store.load_settings().speed == "fast"
    assert store.messages == []
    monkeypatch.setattr(persistence, "MAX_FILE_BYTES", len(raw) - 1)
    assert store.load_settings().speed == "normal"
    assert store.messages == [
        "Your settings file is far too large to be one. The file was kept as "
        f"{_kept(store.settings_path.parent, 'settings')}."
    ]


# -- the words of each damaged file -------------------------------------------------------------


@pytest.mark.parametrize(
    "stem, what", [("settings", "settings"), ("statistics", "statistics"), ("save", "saved game")]
)
@pytest.mark.parametrize(
    "raw, why",
    [
        (b"{", "is damaged"),
        (b"  \n", "was empty"),
        (b"\xff\xfe", "is damaged"),
        (b"[1, 2]", "is damaged"),
        (b'{"format": 99}', "comes from a newer version of the game"),
    ],
)
def test_each_damaged_file_is_named_in_its_note(
    store: Store, stem: str, what: str, raw: bytes, why: str
) -> None:
    path = store.save_path.parent / f"{stem}.json"
    path.write_bytes(raw)
    {"settings": store.load_settings, "statistics": store.load_stats, "save": store.load_save}[
        stem
    ]()
    assert store.messages == [
        f"Your {what} file {why}. The file was kept as {_kept(path.parent, stem)}."
    ]


def test_a_folder_where_the_settings_file_should_be_is_moved_aside(store: Store) -> None:
    store.settings_path.mkdir()
    assert store.load_settings() == Settings(language="en")
    assert store.messages == [
        "Your settings file could not be read. The file was kept as "
        f"{_kept(store.settings_path.parent, 'settings')}."
    ]
    assert store.save_settings(Settings()) and store.settings_path.is_file()


def test_statistics_without_any_game_yet_are_empty_and_kept(store: Store) -> None:
    store.stats_path.write_text(json.dumps({"format": 1}))
    assert store.load_stats() == {}
    assert store.messages == [] and not store.stats_path.exists()  # imported: set aside
    assert (store.stats_path.parent / "statistics.imported.json").exists()
    assert store.record("runfast", deals=1)
    assert store.load_stats() == {"runfast": {"deals": 1}}


# -- writes that fail -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "what, error, why",
    [
        (
            "settings",
            OSError(errno.EROFS, "Read-only file system"),
            "the folder may not be written to",
        ),
        ("settings", OSError(errno.ENOSPC, "No space left on device"), "the disk is full"),
        ("settings", ValueError("Circular reference detected"), "the system refused"),
    ],
)
def test_a_write_that_fails_names_the_file_and_why_in_words(
    store: Store, monkeypatch: pytest.MonkeyPatch, what: str, error: Exception, why: str
) -> None:
    def fail(path: Path, data: Any) -> None:
        raise error

    monkeypatch.setattr(persistence, "atomic_write_bytes", fail)
    write = {
        "settings": lambda: store.save_settings(Settings()),
    }
    assert not write[what]()
    assert store.messages == [
        f"Your {what} could not be written ({why}). Play goes on; it will be tried again."
    ]


def test_names_and_accents_are_written_in_utf8_whatever_the_systems_encoding(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = os.fdopen

    def ascii_system(fd: int, mode: str = "r", *args: Any, **kw: Any) -> Any:
        if "b" not in mode:
            kw["encoding"] = kw.get("encoding") or "ascii"  # what a C locale gives
        return real(fd, mode, *args, **kw)

    monkeypatch.setattr(persistence.os, "fdopen", ascii_system)
    path = tmp_path / "x.json"
    persistence.atomic_write_json(path, {"name": "Gül"})
    assert json.loads(path.read_bytes().decode("utf-8")) == {"name": "Gül"}


# -- a damaged file that could not be moved, then could --------------------------------------


def test_a_file_moved_aside_at_last_lets_writes_through_again(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save_path.write_bytes(b"{")

    def refuse(src: Any, dst: Any) -> None:
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(persistence.os, "replace", refuse)
    assert store.load_save() is None
    monkeypatch.undo()
    assert store.write_save(Match("runfast", seed=1), SEATS)  # into the history; file left
    assert store.save_path.read_bytes() == b"{"
    assert store.load_save() is not None  # this time the file moves aside
    assert not store.save_path.exists()


# -- the sweep of half-written files --------------------------------------------------------


def test_a_half_written_file_just_over_ten_minutes_old_is_swept(store: Store) -> None:
    folder = store.save_path.parent
    tmp = folder / "save.json.a1.tmp"
    tmp.write_text("{")
    then = time.time() - 600.5
    os.utime(tmp, (then, then))
    store.load_save()
    assert not tmp.exists()


def test_a_half_written_file_exactly_ten_minutes_old_is_left(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    tmp = store.save_path.parent / "save.json.a1.tmp"
    tmp.write_text("{")
    mtime = tmp.stat().st_mtime
    monkeypatch.setattr(persistence.time, "time", lambda: mtime + 600.0)
    store.load_save()
    assert tmp.exists()
