"""The history database: every finished deal kept whole and replayable, statistics read from
it, and every kind of bad database or data path met with a message and nothing lost."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardgame import applock, persistence
from cardgame.ai.driver import Driver
from cardgame.engine.match import Match
from cardgame.engine.registry import games
from cardgame.history import records, schema
from cardgame.history import stats as history_stats
from cardgame.history.store import History, disk_path
from cardgame.persistence import Settings, Store


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    return Store()


def _finished(game: str, seed: int = 1, deals: int = 1) -> tuple[Match, list[str]]:
    """A match of `game` played by random players to the end of its `deals`-th deal."""
    m = Match(game, seed=seed)
    seats = ["human"] + ["medium"] * (m.num_seats - 1)
    d = Driver(m, ["random"] * m.num_seats)
    for k in range(deals):
        if k:
            m.start_next_deal()
        while not m.deal_over:
            d.step(check=True)
    return m, seats


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _tell(into: list[str]):
    return lambda words: into.append(words())


# -- what is kept ---------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(games()))
def test_a_finished_deal_is_kept_whole_and_replays_to_its_result(store: Store, game: str) -> None:
    m, seats = _finished(game, seed=7)
    assert store.record(game, m, seats, deals=1)
    (body, counters, level) = store.history.db.execute(
        "SELECT body, counters, level FROM deals"
    ).fetchone()
    body = records.unpack(body)
    assert body["game"] == game and body["seed"] == 7 and body["seats"] == seats
    assert json.loads(counters) == {"deals": 1} and level == "medium"
    state, _events = records.replay_deal(body)
    assert records.result_dict(m.game.result(state)) == body["result"]
    assert body["result"] == records.result_dict(m.results[-1])
    (match_rows,) = store.history.db.execute("SELECT count(*) FROM matches").fetchone()
    assert match_rows == 1


def test_the_deals_of_one_match_share_its_row_and_its_end_is_written(store: Store) -> None:
    m, seats = _finished("runfast", seed=3)
    d = Driver(m, ["random"] * m.num_seats)
    while True:
        store.record("runfast", m, seats, deals=1)
        if m.over:
            break
        m.start_next_deal()
        while not m.deal_over:
            d.step(check=True)
    db = store.history.db
    assert db.execute("SELECT count(DISTINCT match_id) FROM deals").fetchone()[0] == 1
    finished, won = db.execute("SELECT finished, won FROM matches").fetchone()
    assert finished is not None and won == int(0 in m.winners())
    assert db.execute("SELECT count(*) FROM deals").fetchone()[0] == len(m.results)


def test_a_version_1_database_is_migrated_and_keeps_its_deals(tmp_path: Path) -> None:
    path = disk_path(tmp_path)
    db = sqlite3.connect(path, isolation_level=None)
    schema.migrate(db, upto=1)
    row = persistence.bare_deal("tichu", {"hands": 3})
    cols = (*records.DEAL_COLUMNS, "checksum")
    db.execute(
        f"INSERT INTO deals ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
        [row[c] for c in cols],
    )
    db.close()
    told: list[str] = []
    h = History(path, _tell(told))
    assert schema.version_of(h.db) == schema.VERSION > 1 and not told
    assert history_stats.counters(h) == {"tichu": {"hands": 3}}
    h.reset("tichu")  # a table of version 2
    assert history_stats.counters(h) == {}


# -- statistics ------------------------------------------------------------------------------


def test_statistics_by_level_best_worst_and_streaks(store: Store) -> None:
    for k, level in enumerate(["easy", "easy", "hard"]):
        m, seats = _finished("runfast", seed=k)
        seats = ["human"] + [level] * 2
        store.record("runfast", m, seats, deals=1)
    fig = history_stats.figures(store.history, "runfast")
    assert fig.levels["easy"].deals == 2 and fig.levels["hard"].deals == 1
    points = [r[0] for r in store.history.db.execute("SELECT points FROM deals")]
    assert (fig.best, fig.worst) == (max(points), min(points))
    low = history_stats.figures(store.history, "runfast", higher_is_better=False)
    assert (low.best, low.worst) == (min(points), max(points))
    db = store.history.db
    db.execute("DELETE FROM matches")  # the matches above, if over, would count too
    for k, won in enumerate([1, 1, 0, 1, 1, 1, 0]):
        row = records.match_row(Match("runfast", seed=100 + k), ["human", "easy", "easy"], 0)
        row.update(finished=1000.0 + k, won=won)
        row["checksum"] = records.match_checksum(row)
        cols = (*records.MATCH_COLUMNS, "checksum")
        db.execute(
            f"INSERT INTO matches ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
            [row[c] for c in cols],
        )
    fig = history_stats.figures(store.history, "runfast")
    assert (fig.longest_streak, fig.streak) == (3, 0)
    assert (fig.levels["easy"].matches, fig.levels["easy"].matches_won) == (7, 5)


def test_reset_counts_from_now_on_and_keeps_the_history(store: Store) -> None:
    store.stats_path.write_text(json.dumps({"format": 1, "games": {"runfast": {"deals": 40}}}))
    store.record("runfast", deals=1)
    store.record("tichu", hands=1)
    assert store.load_stats() == {"runfast": {"deals": 41}, "tichu": {"hands": 1}}
    store.reset_stats("runfast")
    assert store.load_stats() == {"tichu": {"hands": 1}}
    store.record("runfast", deals=1)
    assert store.load_stats() == {"runfast": {"deals": 1}, "tichu": {"hands": 1}}
    assert store.history.db.execute("SELECT count(*) FROM deals").fetchone()[0] == 3


def test_a_row_changed_outside_the_game_is_told_and_left_out_never_deleted(store: Store) -> None:
    m, seats = _finished("pis_yedili", seed=2)
    store.record("pis_yedili", m, seats, deals=1, penalty=5)
    store.record("pis_yedili", deals=1, penalty=7)
    assert store.load_stats() == {"pis_yedili": {"deals": 2, "penalty": 12}}
    assert store.history.damage_words() is None
    db = store.history.db
    db.execute('UPDATE deals SET counters = \'{"deals":1,"penalty":0}\' WHERE id = 2')
    db.execute("UPDATE matches SET seed = seed + 1")
    again = Store()  # a new session checks every row
    assert again.load_stats() == {"pis_yedili": {"deals": 1, "penalty": 5}}
    assert again.history.damage_words() == (
        "Changed outside the game, so left out of the statistics (kept in the history): "
        "1 deal, 1 match."
    )
    assert db.execute("SELECT count(*) FROM deals").fetchone()[0] == 2


# -- bad databases ---------------------------------------------------------------------------


def test_a_database_from_a_newer_version_is_kept_and_the_history_is_empty(
    tmp_path: Path,
) -> None:
    path = disk_path(tmp_path)
    h = History(path, _tell([]))
    h.add_deal(persistence.bare_deal("runfast", {"deals": 1}))
    h.db.execute("UPDATE schema_version SET version = ?", (schema.VERSION + 1,))
    h.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    h.close()
    before = _digest(path)
    told: list[str] = []
    newer = History(path, _tell(told))
    assert newer.in_memory and history_stats.counters(newer) == {}
    assert told == [
        "Your history (history.sqlite3) comes from a newer version of the game. It is kept as "
        "it is; this version shows an empty history and keeps this session's deals only until "
        "you quit. Install the newer version to see it again."
    ]
    assert newer.add_deal(persistence.bare_deal("runfast", {"deals": 1}))
    newer.close()
    assert _digest(path) == before


@pytest.mark.parametrize(
    "damage",
    ["garbage", "torn page"],
)
def test_a_damaged_database_is_copied_aside_and_a_new_one_started(
    tmp_path: Path, damage: str
) -> None:
    path = disk_path(tmp_path)
    h = History(path, _tell([]))
    for k in range(300):
        h.add_deal(persistence.bare_deal("runfast", {"deals": 1, "k": k}))
    h.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    h.close()
    raw = bytearray(path.read_bytes())
    if damage == "garbage":
        raw[:100] = b"x" * 100
    else:
        page = 4096
        raw[3 * page : 3 * page + 200] = bytes(200)  # a page of the deals table
    path.write_bytes(bytes(raw))
    told: list[str] = []
    again = History(path, _tell(told))
    (kept,) = tmp_path.glob("history.*.damaged.sqlite3")
    assert kept.read_bytes() == bytes(raw)
    assert told == [
        f"Your history was damaged; it was kept as {kept.name} and a new one was started."
    ]
    assert not again.in_memory and history_stats.counters(again) == {}
    assert again.add_deal(persistence.bare_deal("runfast", {"deals": 1}))


def test_the_integrity_check_becomes_a_quick_check_when_it_cost_too_much(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = disk_path(tmp_path)
    History(path, _tell([])).close()
    seen: list[str] = []
    real = History._connect

    def traced(p: Path) -> sqlite3.Connection:
        db = real(p)
        db.set_trace_callback(seen.append)
        return db

    monkeypatch.setattr(History, "_connect", staticmethod(traced))
    History(path, _tell([])).close()
    assert "PRAGMA integrity_check" in seen and "PRAGMA quick_check" not in seen
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("UPDATE meta SET value = '0.5' WHERE key = 'check_seconds'")
    db.close()
    seen.clear()
    History(path, _tell([])).close()
    assert "PRAGMA quick_check" in seen and "PRAGMA integrity_check" not in seen


# -- data paths that are no files ------------------------------------------------------------


def _no_hang(seconds: int = 5) -> None:
    """Fail instead of hanging when something opens a pipe for reading."""

    def boom(*_a: object) -> None:
        raise TimeoutError("a data path was opened for a blocking read")

    signal.signal(signal.SIGALRM, boom)
    signal.alarm(seconds)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize(
    "name", ["history.sqlite3", "settings.json", "statistics.json", "save.json"]
)
def test_a_named_pipe_for_a_data_file_is_refused_at_once(store: Store, name: str) -> None:
    path = store.data_dir / name
    os.mkfifo(path)
    _no_hang()
    try:
        settings = store.load_settings()
        stats = store.load_stats()
        save = store.load_save()
    finally:
        signal.alarm(0)
    assert settings.speed == "normal" and stats == {} and save is None
    assert len(store.messages) == 1
    assert "is a named pipe, not a file, so it was not opened." in store.messages[0]
    if name == "history.sqlite3":
        assert store.history.in_memory and path.exists()  # left as it is
        assert store.record("runfast", deals=1)  # play goes on, in memory
    else:
        assert not path.exists()  # set aside, so the game's own file can be written


@pytest.mark.parametrize("kind", ["device", "loop", "folder"])
def test_a_device_a_link_loop_or_a_folder_for_the_history_is_refused(
    tmp_path: Path, kind: str
) -> None:
    path = disk_path(tmp_path)
    if kind == "device":
        path.symlink_to(os.devnull)
    elif kind == "loop":
        path.symlink_to(path)
    else:
        path.mkdir()
    told: list[str] = []
    h = History(path, _tell(told))
    what = {"device": "a device", "loop": "a loop of links", "folder": "a folder"}[kind]
    assert told == [
        f"The game's file history.sqlite3 is {what}, not a file, so it was not opened. "
        "This session's deals are kept only until you quit."
    ]
    assert h.in_memory and os.path.lexists(path)


# -- two copies, a full disk -----------------------------------------------------------------


def test_a_second_copy_of_the_app_writes_neither_the_match_nor_the_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, pathlib; from cardgame import applock; "
            "assert applock.hold(pathlib.Path(sys.argv[1])); print('held', flush=True); "
            "sys.stdin.read()",
            str(tmp_path),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert first.stdout is not None and first.stdout.readline().strip() == "held"
        monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
        applock.release(tmp_path)
        store = Store()
        m, seats = _finished("tichu", seed=1)
        assert not store.write_save(m, seats)
        assert store.record("tichu", m, seats, deals=1)  # counted in this session only
        assert store.load_stats() == {"tichu": {"deals": 1}}
        assert store.history.in_memory and not disk_path(tmp_path).exists()
        assert not store.save_path.exists()
        assert store.messages == [
            "Another copy of the game is already open on the same files. This copy keeps its "
            "play only until you close it and does not touch the other one's match, history "
            "or statistics."
        ]
    finally:
        assert first.stdin is not None
        first.stdin.close()
        first.wait(10)
        applock.release(tmp_path)


def test_a_full_disk_keeps_the_deal_in_memory_tells_and_writes_it_later(store: Store) -> None:
    h = store.history
    store.record("runfast", deals=1)
    pages = h.db.execute("PRAGMA page_count").fetchone()[0]
    h.db.execute(f"PRAGMA max_page_count = {pages}")  # the file may not grow: a full disk
    big = {f"counter{k}": k for k in range(2000)}
    assert not store.record("runfast", deals=1, **big)
    assert not store.record("runfast", deals=1)
    assert store.messages == [
        "Your history could not be written (the disk is full). The deal is kept and will be "
        "written as soon as it can be."
    ]
    assert store.load_stats()["runfast"]["deals"] == 3  # the waiting deals count
    h.db.execute("PRAGMA max_page_count = 1073741823")
    assert store.record("runfast", deals=1)
    assert not h.pending and store.messages[-1] == (
        "Your history could be written again; nothing was lost."
    )
    assert Store().load_stats()["runfast"]["deals"] == 4


# -- the settings file -----------------------------------------------------------------------


def test_settings_changed_outside_the_game_are_told_and_kept_aside(store: Store) -> None:
    store.save_settings(Settings(speed="slow"))
    data = json.loads(store.settings_path.read_text())
    data["speed"] = "fast"
    store.settings_path.write_text(json.dumps(data))
    raw = store.settings_path.read_bytes()
    assert store.load_settings().speed == "fast"  # a readable value is used
    (kept,) = store.data_dir.glob("settings.*.kept.json")
    assert kept.read_bytes() == raw
    assert store.messages == [
        "Your settings file was changed outside the game; the settings that could be read "
        f"are used. The file as it was is kept as {kept.name}."
    ]


def test_a_settings_file_whose_values_were_reset_is_kept_aside_before_it_is_rewritten(
    store: Store,
) -> None:
    store.settings_path.write_text(json.dumps({"format": 1, "speed": "warp", "felt": "blue"}))
    raw = store.settings_path.read_bytes()
    settings = store.load_settings()
    assert settings.speed == "normal" and settings.felt == "blue"
    store.save_settings(settings)
    (kept,) = store.data_dir.glob("settings.*.kept.json")
    assert kept.read_bytes() == raw
    assert store.messages[0].endswith(f"The file as it was is kept as {kept.name}.")
    assert store.load_settings() == settings and len(store.messages) == 1


# -- the statistics screen -------------------------------------------------------------------


def _stats_scene(store: Store, size: tuple[int, int] = (1024, 640)):
    import pygame

    from cardgame.scenes.base import App
    from cardgame.scenes.menu import MenuScene
    from cardgame.scenes.stats import StatsScene

    app = App(size, store=store)
    app.push(MenuScene(app))
    scene = StatsScene(app)
    app.push(scene)
    app.frame(0.0)
    return app, scene, pygame


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_statistics_columns_line_up_across_games(store: Store, size) -> None:
    _app, scene, pygame = _stats_scene(store, size)
    columns = scene.columns
    assert len(columns) == len(scene.games) and max(len(c) for c in columns) >= 5
    for k in range(max(len(c) for c in columns)):
        lefts = {c[k] for c in columns if len(c) > k}
        assert len(lefts) == 1, (k, lefts)
    pygame.display.quit()


def test_the_statistics_screen_shows_figures_by_level_and_resets_after_a_confirm(
    store: Store,
) -> None:
    from cardgame.scenes.games import game_ui

    m, seats = _finished("tichu", seed=4)
    store.record("tichu", m, seats, **game_ui("tichu").deal_stats(m, m.results[-1], 0))
    app, scene, pygame = _stats_scene(store)
    scene.chosen = scene.games.index("tichu")
    ((name, fig),) = scene.level_rows("tichu")
    assert name == "Medium" and fig.deals == 1
    labels = [label for label, _v in scene.details("tichu")]
    assert "Partner's Tichu made" in labels and "Bombs you played" in labels
    scene.ask_reset()
    dialog = app.stack[-1]
    assert dialog is not scene
    app.pop()  # "Cancel": nothing changes
    assert store.load_stats()["tichu"]["hands"] == 1
    scene.reset()
    assert store.load_stats() == {} and scene.level_rows("tichu") == []
    assert store.history.db.execute("SELECT count(*) FROM deals").fetchone()[0] == 1
    pygame.display.quit()


def test_tichu_counts_the_partners_calls_and_your_bombs() -> None:
    from cardgame.engine.core import HandResult
    from cardgame.scenes.games.tichu import stats as tichu_stats

    result = HandResult(
        (100, 0),
        True,
        (0, 2),
        (
            (0, 100, "tichu", (("seat", 2), ("made", True))),
            (1, -200, "grand", (("seat", 1), ("made", False))),
        ),
    )
    counters = tichu_stats.hand_counters(result, 0)
    assert counters["partner_tichu_calls"] == counters["partner_tichu_made"] == 1
    assert counters["tichu_calls"] == counters["partner_grand_calls"] == 0
    assert tichu_stats.bombs([(0, "play 5S 5J 5P 5R"), (1, "play 7S 7J 7P 7R")], 0) == 1
    assert tichu_stats.bombs([(0, "play 5S 5J 5P"), (0, "play 2S 3S 4S 5S 6S")], 0) == 1


def test_the_table_stores_a_deal_the_moment_it_ends_before_the_match_is_saved(
    store: Store,
) -> None:
    from cardgame.scenes.base import App
    from cardgame.scenes.table import TableScene

    m = Match("runfast", seed=5)
    seats = ["human", "easy", "easy"]
    app = App((1024, 640), store=store)
    table = TableScene(app, m, seats, animate_deal=False, inline_bots=True)
    app.push(table)
    d = Driver(m, ["random"] * 3)
    order: list[str] = []
    real_record, real_save = store.record, store.write_save
    store.record = lambda *a, **k: order.append("deal") or real_record(*a, **k)  # type: ignore[method-assign]
    store.write_save = lambda *a, **k: order.append("save") or real_save(*a, **k)  # type: ignore[method-assign]
    while not m.deal_over:
        d.step(check=True)
        table.after_action(mine=False)
    assert order.count("deal") == 1  # at once, before the deal's end holds on screen
    assert m.over or order[-2:] == ["deal", "save"]  # then the match (over: no save)
    table.save()  # saved again (leaving the table): stored once
    assert store.load_stats()["runfast"]["deals"] == 1


def test_the_same_deal_recorded_twice_is_stored_once(store: Store) -> None:
    m, seats = _finished("ghost_euchre", seed=9)
    assert store.record("ghost_euchre", m, seats, deals=1)
    assert store.record("ghost_euchre", m, seats, deals=1)  # resumed from the save before it
    assert store.load_stats() == {"ghost_euchre": {"deals": 1}}


# -- each game's unfinished match ------------------------------------------------------------


def _midway(game: str, steps: int = 6, seed: int = 2) -> tuple[Match, list[str]]:
    m = Match(game, seed=seed)
    d = Driver(m, ["random"] * m.num_seats)
    for _ in range(steps):
        d.step()
    return m, ["human"] + ["easy"] * (m.num_seats - 1)


def test_each_game_keeps_one_unfinished_match_with_its_start(store: Store) -> None:
    a, seats_a = _midway("tichu")
    b, seats_b = _midway("runfast")
    assert store.write_save(a, seats_a) and store.write_save(b, seats_b)
    first = store.load_saves()
    assert list(first) == ["runfast", "tichu"]  # the latest first
    Driver(a, ["random"] * 4).step()
    assert store.write_save(a, seats_a)
    again = Store().load_saves()
    assert list(again) == ["tichu", "runfast"]
    assert again["tichu"][0].history == a.history
    assert again["tichu"][2] == first["tichu"][2]  # the same match: the same start
    store.clear_save("tichu")
    assert list(store.load_saves()) == ["runfast"]


def test_the_save_file_of_earlier_versions_is_taken_in_once(store: Store) -> None:
    from cardgame.engine.saves import save_text

    m, seats = _midway("pis_yedili")
    store.save_path.write_text(save_text(m, seats))
    raw = store.save_path.read_bytes()
    saves = store.load_saves()
    assert saves["pis_yedili"][0].history == m.history and not store.messages
    assert not store.save_path.exists()
    assert (store.data_dir / "save.imported.json").read_bytes() == raw
    assert list(Store().load_saves()) == ["pis_yedili"]


def test_an_unfinished_match_changed_outside_the_game_is_told_and_kept_as_a_file(
    store: Store,
) -> None:
    m, seats = _midway("ghost_euchre")
    store.write_save(m, seats)
    store.history.db.execute("UPDATE live SET seed = seed + 1")
    again = Store()
    assert again.load_saves() == {}
    (kept,) = again.data_dir.glob("save-ghost_euchre.*.damaged.json")
    assert json.loads(kept.read_text())["actions"] == [list(a) for a in m.history]
    assert again.messages == [
        "Your unfinished match was changed outside the game and cannot be resumed. The file "
        f"was kept as {kept.name}."
    ]


def test_a_tile_says_since_when_a_match_is_in_progress() -> None:
    from cardgame.scenes.menu import since

    noon = time.mktime((2026, 3, 10, 12, 0, 0, 0, 0, -1))
    assert since(noon - 3600, noon) == "In progress since 11:00"
    assert since(noon - 86400, noon) == "In progress since yesterday"
    assert since(noon - 3 * 86400, noon) == "In progress for 3 days"


# -- the History screen and the replay ---------------------------------------------------------


def test_the_history_lists_deals_newest_first_per_game_and_replays_one(store: Store) -> None:
    import pygame

    from cardgame.scenes.history import HistoryScene, ReplayScene

    for game in ("runfast", "tichu"):
        m, seats = _finished(game, seed=3)
        store.record(game, m, seats, deals=1)
    app, _stats, _pg = _stats_scene(store)
    scene = HistoryScene(app)
    app.push(scene)
    app.frame(0.0)
    assert [r["game"] for r in scene.rows] == ["tichu", "runfast"]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, unicode=""))
    assert {r["game"] for r in scene.rows} <= {scene.games[1]}
    scene.game_at, scene.chosen = 0, 1
    scene.load()
    scene.open()
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.body["game"] == "runfast"
    m, _seats = _finished("runfast", seed=3)
    assert replay.steps.good == replay.steps.total == len(m.history)
    dealt = Match("runfast", seed=3)
    assert replay.steps.hands[0] == [tuple(dealt.game.view(dealt.state, s).hand) for s in range(3)]
    replay.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, unicode=""))
    assert replay.at == len(m.history) and replay.steps.hands[replay.at][0] == tuple(
        m.game.view(m.state, 0).hand
    )
    replay.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, unicode=""))
    assert replay.at == len(m.history) - 1
    replay.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, unicode="a"))
    assert replay.all_hands
    app.frame(0.0)
    before = list(store.messages)
    replay.export()
    assert store.messages == before and len(store.alerts) == 1  # said now, not on the menu
    (text,) = (store.data_dir / "exports").glob("runfast-3-*.txt")
    words = text.read_text()
    assert "Run Fast" in words and "You:" in words and f"{len(m.history)}. " in words
    pygame.display.quit()


def test_a_deal_whose_actions_no_longer_replay_is_shown_up_to_the_last_that_does() -> None:
    m, seats = _finished("pis_yedili", seed=6)
    body = records.unpack(records.deal_row(m, seats, 0, {}, None)["body"])
    body["actions"][5] = [body["actions"][5][0], "play ZZ"]
    steps = records.replay_steps(body)
    assert steps.good == 5 and steps.total == len(body["actions"]) and steps.error
    assert len(steps.hands) == 6


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_for_the_lock_file_never_blocks(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / applock.NAME)
    _no_hang()
    try:
        assert applock.hold(tmp_path)  # no lock to be had: the files' own checks guard them
    finally:
        signal.alarm(0)
        applock.release(tmp_path)
