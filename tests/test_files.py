"""The save format's bounds and the files on disk: a format that is not a positive whole
number at most this version's, a write that fails half-way, a finished match, and several
damaged files set aside in the same second."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest
from runfast_helpers import played_match

from cardgame import persistence
from cardgame.ai.driver import Driver
from cardgame.engine.match import Match
from cardgame.engine.saves import FORMAT, SaveError, match_from_save, match_to_save
from cardgame.persistence import Settings, Store

SEATS = ["human", "easy", "easy"]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    return Store()


def _save(actions: int = 6) -> tuple[Match, dict[str, Any]]:
    m = played_match(actions)
    return m, match_to_save(m, SEATS)


@pytest.mark.parametrize(
    "fmt, words",
    [
        (0, "unknown save format 0"),
        (-1, "unknown save format -1"),
        (FORMAT + 1, "newer version"),
        (10**30, "newer version"),
        (1.0, "no format version"),
        ("1", "no format version"),
        (True, "no format version"),
        (None, "no format version"),
        ([1], "no format version"),
    ],
)
def test_the_format_must_be_a_whole_number_this_version_knows(fmt: Any, words: str) -> None:
    _, data = _save()
    data["format"] = fmt
    with pytest.raises(SaveError) as info:
        match_from_save(data)
    assert words in str(info.value)


def test_the_current_format_loads() -> None:
    m, data = _save()
    assert data["format"] == FORMAT == 1
    assert match_from_save(data)[0].state == m.state


@pytest.mark.parametrize("fmt, words", [(0, "damaged"), (-3, "damaged"), (2, "newer version")])
def test_a_save_of_a_format_out_of_bounds_is_set_aside_with_a_message(
    store: Store, fmt: int, words: str
) -> None:
    _, data = _save()
    data["format"] = fmt
    raw = json.dumps(data).encode()
    store.save_path.write_bytes(raw)
    assert store.load_save() is None
    assert words in store.messages[-1]
    (kept,) = store.save_path.parent.glob("save.*.damaged.json")
    assert kept.read_bytes() == raw and not store.save_path.exists()


def test_a_write_that_fails_half_way_leaves_the_old_file_whole(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert store.save_settings(Settings(speed="slow"))
    good = store.settings_path.read_bytes()
    real_fdopen = os.fdopen

    class HalfThenFullDisk:
        """A file that takes half of what is written, then the disk is full."""

        def __init__(self, fd: int, *args: Any, **kw: Any) -> None:
            self.f = real_fdopen(fd, *args, **kw)

        def __enter__(self) -> HalfThenFullDisk:
            return self

        def __exit__(self, *exc: Any) -> None:
            self.f.close()

        def write(self, data: bytes) -> int:
            self.f.write(data[: len(data) // 2])
            self.f.flush()
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(persistence.os, "fdopen", HalfThenFullDisk)
    assert not store.save_settings(Settings(speed="fast"))
    monkeypatch.setattr(persistence.os, "fdopen", real_fdopen)
    assert store.settings_path.read_bytes() == good
    assert not list(store.settings_path.parent.glob("*.tmp"))
    assert "disk is full" in store.messages[-1]
    assert Store().load_settings().speed == "slow"


def test_a_replace_that_fails_leaves_the_old_file_whole(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert store.save_settings(Settings(speed="slow"))
    good = store.settings_path.read_bytes()

    def refuse(src: Any, dst: Any) -> None:
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(persistence.os, "replace", refuse)
    assert not store.save_settings(Settings(speed="fast"))
    monkeypatch.undo()
    assert store.settings_path.read_bytes() == good
    assert not list(store.settings_path.parent.glob("*.tmp"))
    assert store.save_settings(Settings(speed="fast"))  # the next write works again
    assert json.loads(store.settings_path.read_text())["speed"] == "fast"


def test_a_finished_match_is_never_offered_for_continue(store: Store) -> None:
    m = Match("runfast", seed=8)
    Driver(m, ["random"] * 3).play_deal()
    assert m.over
    assert store.write_save(m, SEATS)
    assert store.load_save() is None
    assert not store.messages  # nothing is damaged: there is simply nothing to resume


def test_an_unfinished_match_is_offered(store: Store) -> None:
    m, _ = _save()
    assert store.write_save(m, SEATS)
    loaded = store.load_save()
    assert loaded is not None and loaded[0].history == m.history and loaded[1] == SEATS


def test_damaged_files_set_aside_in_the_same_second_keep_apart(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(persistence.time, "strftime", lambda fmt, *a: "20260101-120000")
    contents = [b"{", b"[1, 2", b"\xff\xfe", b"", b'{"format": 1}']
    for raw in contents:
        store.save_path.write_bytes(raw)
        assert store.load_save() is None
    names = ["save.20260101-120000.damaged.json"] + [
        f"save.20260101-120000-{n}.damaged.json" for n in range(1, len(contents))
    ]
    folder = store.save_path.parent
    assert sorted(p.name for p in folder.glob("save.*.damaged.json")) == sorted(names)
    for raw, name, message in zip(contents, names, store.messages, strict=True):
        assert (folder / name).read_bytes() == raw
        assert name in message
