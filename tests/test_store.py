"""The app's files without a window: settings read back with every bad value replaced, the
statistics counted and guarded, and each message a damaged file gets, word for word."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from runfast_helpers import played_match

from cardgame import persistence
from cardgame.ai.driver import Driver
from cardgame.engine.match import Match
from cardgame.engine.saves import match_to_save
from cardgame.persistence import MAX_FILE_BYTES, Settings, Store

SEATS = ["human", "easy", "easy"]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    return Store()


# -- settings ---------------------------------------------------------------------------------


def test_good_settings_read_back_as_written() -> None:
    data = {
        "speed": "fast",
        "back": "red",
        "felt": "blue",
        "four_colour": True,
        "language": "tr",
        "window": [1600, 900],
        "auto_forced": True,
        "hand_sort": "suit",
        "new_game": {"runfast": {"options": {"match_deals": 3}, "levels": ["easy", "hard"]}},
        "games": {"tichu": {"bomb_prompts": "always"}},
    }
    s = Settings.from_dict(data)
    assert {k: getattr(s, k) for k in data} == data


@pytest.mark.parametrize(
    "name, bad, default",
    [
        ("speed", "warp", "normal"),
        ("back", "green", "blue"),
        ("felt", "red", "green"),
        ("hand_sort", "colour", "rank"),
        ("language", 7, "en"),
        ("language", "x" * 21, "en"),
        ("window", "big", [1280, 720]),
        ("window", [1280], [1280, 720]),
        ("window", [1280.0, 720], [1280, 720]),
        ("new_game", [], {}),
        ("games", [], {}),
        ("games", {"tichu": 3}, {}),
    ],
)
def test_a_bad_setting_falls_back_to_its_default(name: str, bad: Any, default: Any) -> None:
    assert getattr(Settings.from_dict({name: bad}), name) == default


def test_unknown_settings_are_ignored() -> None:
    assert Settings.from_dict({"colour": "pink"}) == Settings()


@pytest.mark.parametrize(
    "window, kept",
    [
        ([100, 100], [1024, 640]),
        ([99999, 99999], [7680, 4320]),
        ([1024, 640], [1024, 640]),
        ([7680, 4320], [7680, 4320]),
    ],
)
def test_the_window_size_is_kept_within_bounds(window: list[int], kept: list[int]) -> None:
    assert Settings.from_dict({"window": window}).window == kept


def test_flags_that_are_not_booleans_fall_back() -> None:
    s = Settings.from_dict({"four_colour": 1, "auto_forced": "yes"})
    assert s.four_colour is Settings().four_colour and s.auto_forced is Settings().auto_forced


def test_only_new_game_choices_the_game_accepts_are_kept() -> None:
    entries = {
        "runfast": {"options": {"match_deals": 2}, "levels": ["medium", "easy"]},
        "tichu": {"options": {"target_score": 5}},  # below the minimum
        "pis_yedili": {"levels": ["genius"]},
        "ghost_euchre": {"options": {"colour": 1}},
        "chess": {},
        "runfast2": "x",
    }
    assert Settings.from_dict({"new_game": entries}).new_game == {"runfast": entries["runfast"]}


def test_settings_round_trip_through_the_file(store: Store) -> None:
    s = Settings(speed="slow", window=[1500, 800], hand_sort="suit")
    assert store.save_settings(s)
    assert json.loads(store.settings_path.read_text())["format"] == persistence.SETTINGS_FORMAT
    assert store.load_settings() == s
    assert not store.messages


# -- statistics -------------------------------------------------------------------------------


def test_record_adds_to_each_games_counters(store: Store) -> None:
    assert store.load_stats() == {}
    assert store.record("runfast", deals=1, won=1)
    assert store.record("runfast", deals=2)
    assert store.record("tichu", deals=1)
    assert store.load_stats() == {"runfast": {"deals": 3, "won": 1}, "tichu": {"deals": 1}}
    assert store.history.db.execute("SELECT count(*) FROM deals").fetchone()[0] == 3
    assert not store.messages
    again = Store()  # from the database on disk
    assert again.load_stats() == store.load_stats()


@pytest.mark.parametrize(
    "games, unread",
    [
        ([1], "games"),
        ({"runfast": 3, "tichu": {"hands": 2}}, "runfast"),
        ({"runfast": {"deals": "3", "wins": 2}, "tichu": {"hands": 2}}, "runfast: deals"),
        ({"runfast": {"deals": True, "wins": 2}, "tichu": {"hands": 2}}, "runfast: deals"),
        ({"runfast": {"dealz": 1.5, "wins": 2}, "tichu": {"hands": 2}}, "runfast: dealz"),
    ],
)
def test_statistics_of_the_wrong_shape_keep_every_readable_counter(
    store: Store, games: Any, unread: str
) -> None:
    store.stats_path.write_text(json.dumps({"format": 1, "games": games}))
    raw = store.stats_path.read_bytes()
    readable = {
        gid: {k: v for k, v in rec.items() if type(v) is int}
        for gid, rec in (games.items() if isinstance(games, dict) else ())
        if isinstance(rec, dict)
    }
    assert store.load_stats() == {g: r for g, r in readable.items() if r}
    kept = _kept(store, "statistics")
    assert kept.read_bytes() == raw  # set aside as it was
    assert store.messages == [
        f"A counter in your statistics file could not be read: {unread}. Every other counter "
        f"was kept. The file was kept as {kept.name}."
    ]
    assert Store().load_stats() == store.load_stats()  # imported once, not again


# -- the saved game: each message word for word -----------------------------------------------


def _kept(store: Store, stem: str) -> Path:
    (path,) = store.save_path.parent.glob(f"{stem}.*.damaged.json")
    return path


def _match(actions: int = 8) -> Match:
    return played_match(actions)


@pytest.mark.parametrize(
    "raw, why",
    [
        (b"\xff\xfe{", "Your saved game file is damaged."),
        (b"   \n", "Your saved game file was empty."),
        (b"{", "Your saved game file is damaged."),
        (b"[1, 2]", "Your saved game file is damaged."),
        (b'{"format": 2}', "Your saved game file comes from a newer version of the game."),
        (b'{"format": 1}', "Your saved game is damaged and cannot be resumed."),
    ],
)
def test_each_damaged_save_gets_its_message(store: Store, raw: bytes, why: str) -> None:
    store.save_path.write_bytes(raw)
    assert store.load_save() is None
    kept = _kept(store, "save")
    assert store.messages == [f"{why} The file was kept as {kept.name}."]
    assert store.alerts == store.messages
    assert kept.read_bytes() == raw and not store.save_path.exists()


def test_a_save_far_too_large_is_set_aside(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    store.save_path.write_text("{}")
    real_stat = Path.stat

    def huge(self: Path, **kw: Any) -> os.stat_result:
        st = real_stat(self, **kw)
        if self == store.save_path:
            return os.stat_result((st.st_mode, 0, 0, 0, 0, 0, MAX_FILE_BYTES + 1, 0, 0, 0))
        return st

    monkeypatch.setattr(Path, "stat", huge)
    assert store.load_save() is None
    monkeypatch.undo()
    assert store.messages == [
        f"Your saved game file is far too large to be one. The file was kept as "
        f"{_kept(store, 'save').name}."
    ]


def test_a_save_damaged_from_its_first_move(store: Store) -> None:
    data = match_to_save(_match(), SEATS)
    data["actions"][0] = [0, "fly"]
    store.save_path.write_text(json.dumps(data))
    assert store.load_save() is None and store.recovered is None
    assert store.messages == [
        "Your saved game is damaged from its first move on and cannot be resumed. The file "
        f"was kept as {_kept(store, 'save').name}."
    ]


def test_a_save_damaged_after_a_move_resumes_there(store: Store) -> None:
    m = _match(8)
    data = match_to_save(m, SEATS)
    data["actions"][5] = [0, "fly"]
    store.save_path.write_text(json.dumps(data))
    loaded = store.load_save()
    assert loaded is not None and loaded[0].history == m.history[:5] and loaded[1] == SEATS
    assert store.recovered is not None and store.recovered.good == 5
    assert store.recovered.total == 8
    assert store.messages == [
        "Your saved game of Run Fast is damaged after move 5 of 8. You can resume it from "
        f"move 5, the last one that could be read. The file was kept as "
        f"{_kept(store, 'save').name}."
    ]
    again = Store().load_save()  # the resumed match was saved in place of the damaged one
    assert again is not None and again[0].history == m.history[:5]


def test_a_failed_write_is_told_once_until_a_write_works(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    m = _match()
    calls = {"n": 0}

    def full(*args: Any) -> None:
        calls["n"] += 1
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(persistence.History, "put_live", full)
    assert not store.write_save(m, SEATS) and not store.write_save(m, SEATS)
    assert calls["n"] == 2
    assert store.messages == [
        "Your saved game could not be written (the disk is full). Play goes on; it will be "
        "tried again."
    ]
    monkeypatch.undo()
    assert store.write_save(m, SEATS)
    monkeypatch.setattr(persistence.History, "put_live", full)
    assert not store.write_save(m, SEATS)
    assert len(store.messages) == 2  # told again: it had worked in between


@pytest.mark.parametrize(
    "code, words",
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EROFS, "the folder may not be written to"),
        (errno.EACCES, "the folder may not be written to"),
        (errno.EPERM, "the folder may not be written to"),
        (errno.EIO, "the system refused"),
    ],
)
def test_why_a_write_failed_in_words(code: int, words: str) -> None:
    assert persistence._os_words(OSError(code, "x")) == words


def test_a_damaged_file_that_cannot_be_moved_is_left_and_never_overwritten(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save_path.write_bytes(b"{")

    def refuse(src: Any, dst: Any) -> None:
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(persistence.os, "replace", refuse)
    assert store.load_save() is None
    monkeypatch.undo()
    assert store.messages == [
        "Your saved game file is damaged. It was left as it is (save.json) and will not be "
        "overwritten."
    ]
    assert store.write_save(_match(), SEATS)  # into the history: the file stays
    assert store.save_path.read_bytes() == b"{"


def test_old_half_written_files_are_swept_and_new_ones_left(store: Store) -> None:
    folder = store.save_path.parent
    old, new = folder / "save.json.a1.tmp", folder / "save.json.b2.tmp"
    for p in (old, new):
        p.write_text("{")
    os.utime(old, (time.time() - 601, time.time() - 601))
    os.utime(new, (time.time() - 300, time.time() - 300))
    assert store.load_save() is None
    assert not old.exists() and new.exists()


def test_clear_save_removes_the_file_and_tolerates_none(store: Store) -> None:
    assert not store.has_save()
    store.clear_save()
    assert store.write_save(_match(), SEATS) and store.has_save()
    store.clear_save()
    assert not store.has_save()


# -- where the files are and how they are written ---------------------------------------------


def test_without_a_home_the_files_live_in_the_users_folders_named_cardgame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import platformdirs

    monkeypatch.delenv("CARDGAME_HOME", raising=False)
    config, data = persistence._dirs()
    assert config == Path(platformdirs.user_config_dir("cardgame", appauthor=False))
    assert data == Path(platformdirs.user_data_dir("cardgame", appauthor=False))
    assert config.name == data.name == "cardgame"


def test_the_files_have_their_names(store: Store, tmp_path: Path) -> None:
    assert store.settings_path == tmp_path / "settings.json"
    assert store.save_path == tmp_path / "save.json"
    assert store.stats_path == tmp_path / "statistics.json"
    assert store.recovered is None and store.messages == [] and store.alerts == []


def test_an_atomic_write_goes_through_a_temporary_file_beside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "new" / "folder" / "x.json"  # folders made as needed
    seen: list[Path] = []
    real_replace = os.replace

    def spy(src: Any, dst: Any) -> None:
        seen.append(Path(src))
        assert Path(dst) == path and Path(src).read_text(encoding="utf-8").endswith("}")
        real_replace(src, dst)

    monkeypatch.setattr(persistence.os, "replace", spy)
    persistence.atomic_write_json(path, {"name": "Gül", "n": [1]})
    (tmp,) = seen
    assert tmp.parent == path.parent and tmp.name.startswith("x.json.") and tmp.suffix == ".tmp"
    raw = path.read_bytes()
    assert raw == '{\n "name": "Gül",\n "n": [\n  1\n ]\n}'.encode()
    assert list(path.parent.iterdir()) == [path]


def test_a_file_set_aside_is_stamped_with_the_date_and_time(store: Store) -> None:
    store.save_path.write_bytes(b"{")
    store.load_save()
    kept = _kept(store, "save").name
    stamp = kept.split(".")[1]
    assert len(stamp) == 15 and stamp[8] == "-" and (stamp[:8] + stamp[9:]).isdigit()
    assert stamp[:4] == time.strftime("%Y")


def test_a_save_that_cannot_be_read_is_set_aside(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save_path.write_text("{}")
    real = Path.read_bytes

    def refuse(self: Path) -> bytes:
        if self == store.save_path:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", refuse)
    assert store.load_save() is None
    monkeypatch.undo()
    assert store.messages == [
        f"Your saved game file could not be read. The file was kept as {_kept(store, 'save').name}."
    ]


def test_a_finished_match_with_a_damaged_tail_is_told_in_words(store: Store) -> None:
    m = Match("runfast", seed=8)
    Driver(m, ["random"] * 3).play_deal()
    data = match_to_save(m, SEATS)
    data["actions"].append([0, "pass"])
    store.save_path.write_text(json.dumps(data))
    assert store.load_save() is None
    assert store.messages == [
        "Your saved game is damaged after the end of its match; there is nothing left to "
        f"resume. The file was kept as {_kept(store, 'save').name}."
    ]
