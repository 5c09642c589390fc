"""The history's figures: inserting a finished deal, the statistics over many stored deals,
and the database's size (a development tool, not part of the app).

    python -m cardgame.lab.historybench [--deals 10000] [--inserts 200]

Real deals (played by random players, every game in turn) are stored, then copied row by
row with fresh ids until the database holds `--deals`. Timed: a deal's insert as the table
does it (one transaction, synchronous=FULL, its match row too); the statistics screen's
reading (every game's counters and figures) after the check of every row's checksum that
the app runs on a thread at start, and with that check; the size of the file with its
write-ahead log checkpointed.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from ..ai.driver import Driver
from ..engine.match import Match
from ..engine.registry import games
from ..history import records
from ..history import stats as history_stats
from ..history.store import History, disk_path, size_on_disk


def played_rows(per_game: int) -> list[tuple[dict[str, object], dict[str, object]]]:
    """(deal row, match row) of `per_game` real finished deals of every game."""
    from ..scenes.games import game_ui

    out = []
    for gid in sorted(games()):
        for k in range(per_game):
            m = Match(gid, seed=k)
            seats = ["human"] + ["medium"] * (m.num_seats - 1)
            d = Driver(m, ["random"] * m.num_seats)
            while not m.deal_over:
                d.step(check=True)
            counters = game_ui(gid).deal_stats(m, m.results[-1], 0)
            out.append(
                (
                    records.deal_row(m, seats, 0, counters, None),
                    records.match_row(m, seats, 0),
                )
            )
    return out


def fill(path: Path, rows: list[tuple[dict[str, object], dict[str, object]]], total: int) -> None:
    """Bring the database to `total` deals with copies of `rows` (one transaction)."""
    h = History(path, lambda w: None)
    have = h.db.execute("SELECT count(*) FROM deals").fetchone()[0]
    with h.transaction() as db:
        for k in range(have, total):
            deal, match = rows[k % len(rows)]
            copy = dict(deal, ended=time.time(), deal_key=f"copy{k}")  # a deal of its own
            h._insert(db, copy, dict(match, seed=k) if k % 8 == 0 else None)
    h.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    h.close()


def read_all(h: History) -> None:
    """What the statistics screen reads: every game's counters and figures."""
    history_stats.counters(h)
    for gid in games():
        history_stats.figures(h, gid)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=10_000)
    ap.add_argument("--inserts", type=int, default=200)
    args = ap.parse_args(argv)
    rows = played_rows(10)
    with tempfile.TemporaryDirectory() as folder:
        path = disk_path(Path(folder))
        h = History(path, lambda w: None)
        inserts = []
        for k in range(args.inserts):
            deal, match = rows[k % len(rows)]
            began = time.perf_counter()
            h.add_deal(dict(deal, deal_key=f"insert{k}"), dict(match))
            inserts.append((time.perf_counter() - began) * 1000)
        h.close()
        fill(path, rows, args.deals)
        cold, screen, cpu = [], [], []
        for _k in range(5):
            h = History(path, lambda w: None)
            began = time.perf_counter()
            read_all(h)
            cold.append((time.perf_counter() - began) * 1000)
            h.close()
            h = History(path, lambda w: None)
            h.bad_rows()  # the check the app runs on a thread at start
            began, began_cpu = time.perf_counter(), time.process_time()
            read_all(h)
            screen.append((time.perf_counter() - began) * 1000)
            cpu.append((time.process_time() - began_cpu) * 1000)
            h.close()
        h = History(path, lambda w: None)
        began = time.perf_counter()
        h._intact(h.db)
        check = (time.perf_counter() - began) * 1000
        n = h.db.execute("SELECT count(*) FROM deals").fetchone()[0]
        h.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        h.close()
        size = size_on_disk(path) / 1e6
    print(
        f"insert a finished deal: median {statistics.median(inserts):.2f} ms, "
        f"90th percentile {sorted(inserts)[int(len(inserts) * 0.9)]:.2f} ms "
        f"({args.inserts} inserts, synchronous=FULL)"
    )
    print(
        f"statistics screen (every game's counters and figures; deals stored: {n}): "
        f"{statistics.median(screen):.1f} ms ({statistics.median(cpu):.1f} ms of CPU) after "
        "the start's checksum check; "
        f"{statistics.median(cold):.1f} ms with that check (median of 5)"
    )
    print(f"integrity check: {check:.1f} ms; database size (deals: {n}): {size:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
