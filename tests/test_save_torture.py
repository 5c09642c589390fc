"""Save, settings and statistics files under torture: every truncation of a real save of each
game, 1,000 random byte corruptions, JSON of the wrong shape, deep nesting, a million
actions, 50 MB, invalid UTF-8, a directory where the file should be, a file that may not be
read. Every case ends in a message in words, the file kept aside byte for byte (never lost),
and the app alive at the menu. A save whose tail does not replay resumes at the last move
that does. (The tests run as root, so an unreadable file is simulated: reading it raises
PermissionError.)
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pygame
import pytest

from cardgame.ai.driver import Driver
from cardgame.engine.match import Match
from cardgame.engine.registry import games
from cardgame.engine.saves import match_to_save, replay_prefix, save_text
from cardgame.persistence import Store

JARGON = re.compile(r"Error|Traceback|\\x|\b[A-Z]{2,}_[A-Z_]+\b|\baction \d")


def real_match(game_id: str, actions: int = 40, seed: int = 11) -> tuple[Match, list[str]]:
    m = Match(game_id, seed=seed)
    seats = ["human"] + ["random"] * (m.num_seats - 1)
    d = Driver(m, ["random"] * m.num_seats)
    while len(m.history) < actions:
        if m.deal_over:
            m.start_next_deal()
        d.step()
    return m, seats


@pytest.fixture
def store(tmp_path, monkeypatch) -> Store:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    return Store()


def kept_aside(folder: Path, stem: str) -> list[Path]:
    return sorted(folder.glob(f"{stem}.*.damaged.json"))


def assert_told_and_kept(store: Store, path: Path, original: bytes | None, what: str) -> None:
    """One message in words naming the file; the original kept aside, byte for byte."""
    assert store.messages, "no message"
    msg = store.messages[-1]
    assert what in msg and not JARGON.search(msg), msg
    if original is not None:
        kept = kept_aside(path.parent, path.stem)
        assert len(kept) == 1 and kept[0].read_bytes() == original
        kept[0].unlink()
    store.messages.clear()
    store.alerts.clear()


@pytest.mark.parametrize("game_id", list(games()))
def test_every_truncation_of_a_real_save(store, game_id):
    m, seats = real_match(game_id, actions=25)
    text = save_text(m, seats).encode()
    path = store.save_path
    for cut in range(len(text)):
        path.write_bytes(text[:cut])
        assert store.load_save() is None
        assert_told_and_kept(store, path, text[:cut], "saved game")
        assert not path.exists()
    path.write_bytes(text)
    loaded = store.load_save()
    assert loaded is not None and loaded[0].history == m.history and not store.messages


def test_a_thousand_random_byte_corruptions(store):
    rng = random.Random(14)
    texts = [save_text(*real_match(gid, actions=30)).encode() for gid in games()]
    path = store.save_path
    outcomes = {"loaded": 0, "resumed": 0, "set aside": 0}
    for k in range(1000):
        data = bytearray(texts[k % len(texts)])
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(data))
            kind = rng.randrange(3)
            if kind == 0:
                data[i] = rng.randrange(256)
            elif kind == 1:
                del data[i]
            else:
                data.insert(i, rng.randrange(256))
        original = bytes(data)
        path.write_bytes(original)
        store.recovered = None
        loaded = store.load_save()
        kept = kept_aside(path.parent, "save")
        if not store.messages:  # harmless damage (say, whitespace): loaded as it is
            imported = path.with_name("save.imported.json")  # taken into the history
            assert imported.read_bytes() == original and not kept
            imported.unlink()
            outcomes["loaded"] += 1
        else:
            assert_told_and_kept(store, path, original, "saved game")
            if store.recovered is not None:
                assert loaded is not None or store.recovered.match.over
                outcomes["resumed"] += 1
            else:
                outcomes["set aside"] += 1
        path.unlink(missing_ok=True)
        store.clear_save()
    assert sum(outcomes.values()) == 1000 and outcomes["set aside"] and outcomes["resumed"]


def _good_save() -> dict:
    m, seats = real_match("pis_yedili", actions=20)
    return match_to_save(m, seats)


WRONG_SHAPES = {
    "a list": lambda g: [g],
    "a number": lambda g: 7,
    "format as text": lambda g: {**g, "format": "1"},
    "format as true": lambda g: {**g, "format": True},
    "game as a list": lambda g: {**g, "game": ["pis_yedili"]},
    "options as a list": lambda g: {**g, "options": [1, 2]},
    "an option of the wrong type": lambda g: {**g, "options": {**g["options"], "num_players": "4"}},
    "an option nested deep": lambda g: {
        **g,
        "options": {**g["options"], "match_deals": [[[[[[1]]]]]]},
    },
    "a fractional seed": lambda g: {**g, "seed": 1.5},
    "a huge seed": lambda g: {**g, "seed": 10**400},
    "seats as an object": lambda g: {**g, "seats": {"0": "human"}},
    "seats of another kind": lambda g: {**g, "seats": [["human"]] * 4},
    "actions as an object": lambda g: {**g, "actions": {"0": "draw"}},
}
TAIL_SHAPES = {
    "a pair as an object": lambda g: {**g, "actions": g["actions"][:5] + [{"seat": 0}]},
    "a seat as text": lambda g: {**g, "actions": g["actions"][:5] + [["0", "draw"]]},
    "a seat as true": lambda g: {**g, "actions": g["actions"][:5] + [[True, "draw"]]},
    "a negative seat": lambda g: {**g, "actions": g["actions"][:5] + [[-1, "draw"]]},
    "an enormous seat": lambda g: {**g, "actions": g["actions"][:5] + [[10**30, "draw"]]},
    "an action as a number": lambda g: {**g, "actions": g["actions"][:5] + [[0, 12]]},
    "an action of a megabyte": lambda g: {
        **g,
        "actions": g["actions"][:5] + [[0, "play " * 200000]],
    },
    "a million actions": lambda g: {**g, "actions": g["actions"][:5] + [[1, "draw"]] * 1_000_000},
}


@pytest.mark.parametrize("name", list(WRONG_SHAPES))
def test_json_of_the_wrong_shape_is_set_aside(store, name):
    text = json.dumps(WRONG_SHAPES[name](_good_save())).encode()
    store.save_path.write_bytes(text)
    assert store.load_save() is None
    assert_told_and_kept(store, store.save_path, text, "saved game")


@pytest.mark.parametrize("name", list(TAIL_SHAPES))
def test_a_damaged_tail_resumes_at_the_last_good_move(store, name):
    good = _good_save()
    text = json.dumps(TAIL_SHAPES[name](good)).encode()
    store.save_path.write_bytes(text)
    loaded = store.load_save()
    assert loaded is not None and len(loaded[0].history) == 5
    assert "move 5" in store.messages[-1]
    assert_told_and_kept(store, store.save_path, text, "saved game")
    again = store.load_save()  # the resumed position was saved in its place
    assert again is not None and len(again[0].history) == 5 and not store.messages


@pytest.mark.parametrize("game_id", list(games()))
def test_each_game_resumes_where_its_actions_stop_replaying(store, game_id):
    m, seats = real_match(game_id, actions=30)
    data = match_to_save(m, seats)
    data["actions"][17][1] = "play " + "XX " * 3
    done = replay_prefix(data)
    assert done.good == 17 and done.total == 30 and "17" in (done.error or "")
    store.save_path.write_text(json.dumps(data))
    match, _ = store.load_save() or (None, None)
    assert match is not None and match.history == m.history[:17]
    assert store.recovered is not None and store.recovered.good == 17


def _nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def _fifty_megabytes() -> bytes:
    return b'{"format": 1, "pad": "' + b"x" * (50 * 1024 * 1024) + b'"}'


BAD_BYTES = {
    "deep nesting": lambda: _nested(200_000),
    "deep nesting in an object": lambda: b'{"format": 1, "games": ' + _nested(100_000) + b"}",
    "invalid UTF-8": lambda: b'{"format": 1, "game": "pis\xff\xfe_yedili"}',
    "UTF-16": lambda: '{"format": 1}'.encode("utf-16"),
    "NUL bytes": lambda: b"\x00" * 5000,
    "50 MB": _fifty_megabytes,
    "only whitespace": lambda: b" \n\t " * 100,
}
FILES = {
    "save": ("save_path", "saved game", "load_save"),
    "settings": ("settings_path", "settings", "load_settings"),
    "statistics": ("stats_path", "statistics", "load_stats"),
}


@pytest.mark.parametrize("which", list(FILES))
@pytest.mark.parametrize("name", list(BAD_BYTES))
def test_bad_bytes_in_each_file(store, which, name):
    attr, what, load = FILES[which]
    path: Path = getattr(store, attr)
    raw = BAD_BYTES[name]()
    path.write_bytes(raw)
    getattr(store, load)()
    assert_told_and_kept(store, path, raw, what)


@pytest.mark.parametrize("which", list(FILES))
def test_a_directory_where_the_file_should_be(store, which):
    attr, what, load = FILES[which]
    path: Path = getattr(store, attr)
    path.mkdir(parents=True)
    (path / "inside.txt").write_text("kept")
    getattr(store, load)()
    assert store.messages and what in store.messages[-1]
    kept = kept_aside(path.parent, path.stem)
    assert len(kept) == 1 and (kept[0] / "inside.txt").read_text() == "kept"
    assert not path.exists()


@pytest.mark.parametrize("which", list(FILES))
def test_a_file_that_may_not_be_read(store, which, monkeypatch):
    """Simulated (root reads every file): reading this path raises PermissionError."""
    attr, what, load = FILES[which]
    path: Path = getattr(store, attr)
    path.write_text('{"format": 1}')
    real = Path.read_bytes

    def refuse(self: Path) -> bytes:
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    with monkeypatch.context() as mp:
        mp.setattr(Path, "read_bytes", refuse)
        getattr(store, load)()
    assert_told_and_kept(store, path, b'{"format": 1}', what)


STATS_SHAPES = [
    '{"format": 1, "games": []}',
    '{"format": 1, "games": {"pis_yedili": [1, 2]}}',
    '{"format": 1, "games": {"pis_yedili": {"deals": "3"}}}',
    '{"format": 1, "games": {"pis_yedili": {"deals": 2.5}}}',
    '{"format": 1, "games": {"pis_yedili": {"wins": true}}}',
    '{"format": 99, "games": {}}',
]


@pytest.mark.parametrize("content", STATS_SHAPES)
def test_statistics_of_the_wrong_shape_are_never_reset_quietly(store, content):
    store.stats_path.write_text(content)
    assert store.load_stats() == {}
    assert_told_and_kept(store, store.stats_path, content.encode(), "statistics")
    store.record("pis_yedili", deals=1)  # play goes on with fresh counters
    assert store.load_stats() == {"pis_yedili": {"deals": 1}}


def test_statistics_that_cannot_be_moved_aside_are_not_overwritten(store, monkeypatch):
    import os

    store.stats_path.write_text("{broken")

    real = os.replace

    def no_rename(src, dst):
        if ".damaged" in str(dst):  # moving aside fails; other writes work
            raise PermissionError(13, "Permission denied")
        real(src, dst)

    with monkeypatch.context() as mp:
        mp.setattr(os, "replace", no_rename)
        assert store.record("pis_yedili", deals=1)  # into the history: the file stays
    assert store.stats_path.read_text() == "{broken"
    assert "will not be overwritten" in store.messages[0]


SETTINGS_SHAPES = [
    {"format": 1, "speed": 5, "back": None, "felt": [], "four_colour": "yes"},
    {"format": 1, "window": "big", "language": ["en"]},
    {"format": 1, "window": [10**9, 10**9], "language": "x" * 10_000},
    {"format": 1, "window": [1.5, 2.5], "auto_forced": {}, "hand_sort": 3},
    {"format": 1, "new_game": {"pis_yedili": "fast", "tichu": {"options": [], "levels": 3}}},
    {
        "format": 1,
        "new_game": {"pis_yedili": {"options": {"num_players": "many"}, "levels": ["godlike"]}},
    },
]


@pytest.mark.parametrize("content", SETTINGS_SHAPES)
def test_odd_settings_values_fall_back_and_the_app_starts(tmp_path, monkeypatch, content):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps(content))
    app, menu = _menu()
    assert tuple(app.settings.window) <= (7680, 4320) and isinstance(app.settings.language, str)
    menu.new_game("pis_yedili")  # the remembered new-game choices are read here
    app.frame(0.05)
    app.top.draw(app.screen)
    pygame.display.quit()


def _menu():
    from cardgame.scenes.base import App
    from cardgame.scenes.menu import MenuScene

    app = App((1280, 720))
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.0)
    return app, menu


@pytest.mark.parametrize(
    "kind", ["truncated", "deep nesting", "directory", "50 MB", "invalid UTF-8", "damaged tail"]
)
def test_the_app_stays_alive_at_the_menu(tmp_path, monkeypatch, kind):
    """Every damaged file at once: the menu opens, tells, and keeps working."""
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    good = _good_save()
    bad = {
        "truncated": json.dumps(good)[:300].encode(),
        "deep nesting": _nested(100_000),
        "50 MB": _fifty_megabytes(),
        "invalid UTF-8": b'{"format": 1, "a": "\xff"}',
        "damaged tail": json.dumps(
            {**good, "actions": good["actions"][:6] + [[0, "fly"]]}
        ).encode(),
    }
    for name in ("save.json", "settings.json", "statistics.json"):
        if kind == "directory":
            (tmp_path / name).mkdir()
        else:
            (tmp_path / name).write_bytes(
                bad[kind] if name == "save.json" or kind != "damaged tail" else b"{"
            )
    app, menu = _menu()
    assert len(app.store.messages) == 3
    assert all(not JARGON.search(m) for m in app.store.messages)
    assert menu.banner.height > 0
    assert (menu.resume is not None) == (kind == "damaged tail")
    menu.stats()  # statistics start afresh; the damaged file is kept
    app.frame(0.05)
    app.top.draw(app.screen)
    assert len(list(tmp_path.glob("*.damaged.json"))) == 3
    pygame.display.quit()


def test_a_finished_match_with_a_damaged_tail_offers_nothing_to_resume(store):
    m = Match("runfast", seed=8)  # one deal: the deal's end ends the match
    d = Driver(m, ["random"] * 3)
    d.play_deal()
    assert m.over
    data = match_to_save(m, ["human", "easy", "easy"])
    data["actions"].append([0, "pass"])
    store.save_path.write_text(json.dumps(data))
    assert store.load_save() is None and store.recovered is None
    assert "nothing left to resume" in store.messages[-1]
    assert not store.save_path.exists() and kept_aside(store.save_path.parent, "save")
