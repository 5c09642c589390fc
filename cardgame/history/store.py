"""The history database: opened with its checks, written one transaction at a time.

Opening never loses anything and never blocks: a path that is no regular file is refused (the
history then lives in memory); a database from a newer version is kept as it is and the app
works on an empty history in memory; a damaged one (it is not a database, or its integrity
check fails) is copied aside before anything is written and a new one is started. The player
is told each time, through `tell`. A write that fails (a full disk, a read-only folder) keeps
the row in memory and is tried again with the next write; the player is told once.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
import time
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .. import safepath
from ..i18n import _, ngettext
from . import records, schema

Tell = Callable[[Callable[[], str]], None]
CHECK_BUDGET = 0.1  # s: an integrity check that took longer becomes a quick check next time
BUSY_MS = 2000


class History:
    """The deals and matches played, their imported counters and the reset marks."""

    def __init__(self, path: Path | None, tell: Tell, writable: bool = True) -> None:
        self.path = path
        self.tell = tell
        self.lock = threading.RLock()  # the writer's thread and the window's share it
        self.pending: list[dict[str, Any]] = []  # deals not yet written (a failing disk)
        self.failing = False
        self.in_memory = True
        self.db = self._open(path, writable)
        self._verified = {"deals": 0, "matches": 0}  # ids up to these are checked
        self._bad: dict[str, set[int]] = {"deals": set(), "matches": set()}

    # -- opening -----------------------------------------------------------------------------
    def _memory(self) -> sqlite3.Connection:
        self.in_memory = True
        db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        schema.migrate(db)
        return db

    def _open(self, path: Path | None, writable: bool) -> sqlite3.Connection:
        if path is None or not writable:
            return self._memory()
        kind = safepath.refusal(path)
        if kind is not None:
            self.tell(lambda: safepath.words(kind, path.name) + " " + _memory_words())
            return self._memory()
        existed = path.exists()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            db = self._connect(path)
            version = schema.version_of(db)
        except sqlite3.DatabaseError:
            return self._start_again(path, None)
        except OSError:
            self.tell(lambda: _("Your history could not be opened.") + " " + _memory_words())
            return self._memory()
        if version > schema.VERSION:
            db.close()
            self.tell(
                lambda: _(
                    "Your history ({name}) comes from a newer version of the game. It is kept "
                    "as it is; this version shows an empty history and keeps this session's "
                    "deals only until you quit. Install the newer version to see it again."
                ).format(name=path.name)
            )
            return self._memory()
        if existed and version > 0 and not self._intact(db):
            db.close()
            return self._start_again(path, None)
        try:
            db.execute("PRAGMA journal_mode = WAL")
            schema.migrate(db)
        except sqlite3.DatabaseError:
            db.close()
            return self._start_again(path, None)
        self.in_memory = False
        return db

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        db = sqlite3.connect(
            str(path), isolation_level=None, check_same_thread=False, timeout=BUSY_MS / 1000
        )
        db.execute("PRAGMA synchronous = FULL")
        return db

    def _intact(self, db: sqlite3.Connection) -> bool:
        """The integrity check (the quick one when the full one took over 100 ms last time)."""
        try:
            row = db.execute("SELECT value FROM meta WHERE key = 'check_seconds'").fetchone()
            quick = row is not None and float(row[0]) > CHECK_BUDGET
            began = time.perf_counter()
            verdict = db.execute(f"PRAGMA {'quick_check' if quick else 'integrity_check'}")
            ok = [r[0] for r in verdict.fetchall()] == ["ok"]
            spent = time.perf_counter() - began
            if ok and not quick:
                with db:
                    db.execute(
                        "INSERT OR REPLACE INTO meta VALUES ('check_seconds', ?)", (str(spent),)
                    )
            return ok
        except sqlite3.DatabaseError:
            return False

    def _start_again(self, path: Path, _why: str | None) -> sqlite3.Connection:
        """Copy a damaged database aside (with its journal files), then start a new one."""
        target = safepath.beside(path, "damaged")
        try:
            for suffix in ("", "-wal", "-shm"):
                src = Path(str(path) + suffix)
                if src.exists():
                    shutil.copyfile(src, Path(str(target) + suffix))
            for suffix in ("-wal", "-shm", ""):
                src = Path(str(path) + suffix)
                if src.exists():
                    src.unlink()
            db = self._connect(path)
            db.execute("PRAGMA journal_mode = WAL")
            schema.migrate(db)
        except (OSError, sqlite3.DatabaseError):
            self.tell(
                lambda: _(
                    "Your history ({name}) is damaged and could not be set aside; it is left "
                    "as it is, and this session's deals are kept only until you quit."
                ).format(name=path.name)
            )
            return self._memory()
        self.in_memory = False
        self.tell(
            lambda: _(
                "Your history was damaged; it was kept as {name} and a new one was started."
            ).format(name=target.name)
        )
        return db

    def close(self) -> None:
        with self.lock:
            self.db.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write, all or nothing."""
        with self.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                if self.db.in_transaction:  # a full disk may have rolled it back already
                    self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

    # -- writing -----------------------------------------------------------------------------
    def add_deal(self, row: dict[str, Any], match: dict[str, Any] | None = None) -> bool:
        """Store a finished deal (and its match's row: new, or updated at the match's end).
        False when it could not be written now: it is kept and written with the next one."""
        self.pending.append({"deal": row, "match": match})
        return self.write_pending()

    def write_pending(self) -> bool:
        with self.lock:
            while self.pending:
                job = self.pending[0]
                try:
                    with self.transaction() as db:
                        self._insert(db, job["deal"], job["match"])
                except sqlite3.OperationalError as exc:
                    self._failed(exc)
                    return False
                self.pending.pop(0)
            if self.failing:
                self.failing = False
                self.tell(lambda: _("Your history could be written again; nothing was lost."))
            return True

    def _insert(
        self, db: sqlite3.Connection, deal: dict[str, Any], match: dict[str, Any] | None
    ) -> None:
        match_id = None
        if match is not None:
            found = db.execute(
                f"SELECT id, {', '.join(records.MATCH_COLUMNS)}, checksum FROM matches"
                " WHERE game = ? AND seed = ? AND finished IS NULL ORDER BY id DESC LIMIT 1",
                (match["game"], match["seed"]),
            ).fetchone()
            cols = (*records.MATCH_COLUMNS, "checksum")
            old = dict(zip(("id", *cols), found, strict=True)) if found else None
            if old is not None and records.match_checksum(old) == old["checksum"]:
                match_id = old["id"]  # a row that fails its check is never written over
                match = dict(match, started=old["started"])
                match["checksum"] = records.match_checksum(match)
                db.execute(
                    f"UPDATE matches SET {', '.join(c + ' = ?' for c in cols)} WHERE id = ?",
                    [match[c] for c in cols] + [match_id],
                )
            else:
                match_id = db.execute(
                    f"INSERT INTO matches ({', '.join(cols)}) VALUES ({_marks(cols)})",
                    [match[c] for c in cols],
                ).lastrowid
        deal = dict(deal, match_id=match_id)
        deal["checksum"] = records.deal_checksum(deal)
        deal_cols = (*records.DEAL_COLUMNS, "checksum")
        db.execute(
            f"INSERT INTO deals ({', '.join(deal_cols)}) VALUES ({_marks(deal_cols)})"
            " ON CONFLICT (deal_key) DO NOTHING",  # the same deal again: kept once
            [deal[c] for c in deal_cols],
        )

    def _failed(self, exc: BaseException) -> None:
        if not self.failing:
            self.failing = True
            text = str(exc)
            self.tell(
                lambda: _(
                    "Your history could not be written ({why}). The deal is kept and will be "
                    "written as soon as it can be."
                ).format(why=_why(text))
            )

    def import_counters(self, counters: dict[str, dict[str, int]]) -> None:
        """Counters from before the history (the old statistics file): a starting total."""
        with self.transaction() as db:
            for game, rec in counters.items():
                for name, value in rec.items():
                    db.execute(
                        "INSERT OR REPLACE INTO baseline VALUES (?, ?, ?, ?)",
                        (game, name, value, records.checksum(game, name, value)),
                    )
            db.execute(
                "INSERT OR REPLACE INTO meta VALUES ('statistics_imported', ?)", (str(time.time()),)
            )

    def imported(self) -> bool:
        with self.lock:
            row = self.db.execute("SELECT 1 FROM meta WHERE key = 'statistics_imported'").fetchone()
        return row is not None

    def reset(self, game: str) -> None:
        """Statistics of `game` count from now on (the history stays)."""
        with self.transaction() as db:
            deal = db.execute("SELECT coalesce(max(id), 0) FROM deals").fetchone()[0]
            match = db.execute("SELECT coalesce(max(id), 0) FROM matches").fetchone()[0]
            db.execute(
                "INSERT OR REPLACE INTO resets VALUES (?, ?, ?, ?)",
                (game, deal, match, time.time()),
            )

    # -- the unfinished match of each game ---------------------------------------------------
    def put_live(self, save: dict[str, Any]) -> None:
        """Store a game's unfinished match (the save format), one transaction; its start stays
        while the match does. Raises sqlite3.Error when it cannot be written."""
        game, seed, now = str(save["game"]), int(save["seed"]), time.time()
        with self.transaction() as db:
            row = db.execute("SELECT seed, started FROM live WHERE game = ?", (game,)).fetchone()
            started = row[1] if row is not None and row[0] == seed else now
            body = records.pack(save)
            db.execute(
                "INSERT OR REPLACE INTO live VALUES (?, ?, ?, ?, ?, ?)",
                (game, seed, started, now, body, records.checksum(game, seed, started, now, body)),
            )

    def live_rows(self) -> list[tuple[str, float, bytes, bool]]:
        """(game, started, body, checksum holds) of every unfinished match, the latest first."""
        with self.lock:
            rows = self.db.execute(
                "SELECT game, seed, started, updated, body, checksum FROM live"
                " ORDER BY updated DESC"
            ).fetchall()
        return [(r[0], r[2], r[4], records.checksum(*r[:5]) == r[5]) for r in rows]

    def drop_live(self, game: str | None = None) -> None:
        """Forget a game's unfinished match (every game's with None)."""
        with self.transaction() as db:
            if game is None:
                db.execute("DELETE FROM live")
            else:
                db.execute("DELETE FROM live WHERE game = ?", (game,))

    # -- reading deals back ----------------------------------------------------------------
    def recent(self, game: str | None = None, limit: int = 500) -> list[dict[str, Any]]:
        """The latest stored deals (all games, or `game`'s), newest first; `sound` says
        whether the row's checksum holds."""
        bad, _m, _b = self.bad_rows()
        with self.lock:
            rows = self.db.execute(
                "SELECT id, game, level, counted, won, points, ended FROM deals"
                " WHERE body != ? AND (? IS NULL OR game = ?) ORDER BY id DESC LIMIT ?",
                (records.pack({}), game, game, limit),
            ).fetchall()
        names = ("id", "game", "level", "counted", "won", "points", "ended")
        return [dict(zip(names, r, strict=True), sound=r[0] not in bad) for r in rows]

    def deal_body(self, deal_id: int) -> dict[str, Any] | None:
        """A stored deal's body (None when it cannot be read)."""
        with self.lock:
            row = self.db.execute("SELECT body FROM deals WHERE id = ?", (deal_id,)).fetchone()
        try:
            return records.unpack(row[0]) if row else None
        except (ValueError, zlib.error, RecursionError):
            return None

    # -- checking ------------------------------------------------------------------------------
    def bad_rows(self) -> tuple[set[int], set[int], set[tuple[str, str]]]:
        """(deal ids, match ids, baseline keys) whose checksum fails: left out of statistics,
        never deleted. Each row is checked once per session (later ones are written here)."""
        with self.lock:
            for table, columns in (
                ("deals", records.DEAL_COLUMNS),
                ("matches", records.MATCH_COLUMNS),
            ):
                last = self.db.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()[0]
                self._bad[table] |= _failing(self.db, table, columns, self._verified[table])
                self._verified[table] = last
            bad_base = {
                (g, n)
                for g, n, v, c in self.db.execute("SELECT * FROM baseline")
                if records.checksum(g, n, v) != c
            }
        return set(self._bad["deals"]), set(self._bad["matches"]), bad_base

    def damage_words(self) -> str | None:
        """The rows left out, in words (None when every row is sound)."""
        deals, matches, base = self.bad_rows()
        if not (deals or matches or base):
            return None
        parts = []
        if deals:
            parts.append(ngettext("{n} deal", "{n} deals", len(deals)).format(n=len(deals)))
        if matches:
            parts.append(ngettext("{n} match", "{n} matches", len(matches)).format(n=len(matches)))
        if base:
            parts.append(
                ngettext("{n} imported counter", "{n} imported counters", len(base)).format(
                    n=len(base)
                )
            )
        return _(
            "Changed outside the game, so left out of the statistics (kept in the history): {rows}."
        ).format(rows=", ".join(parts))


def _failing(
    db: sqlite3.Connection,
    table: str,
    columns: tuple[str, ...],
    after: int,
) -> set[int]:
    """The ids of `table`'s rows after id `after` whose checksum does not hold."""
    names = ("id", *columns, "checksum")
    rows = db.execute(f"SELECT {', '.join(names)} FROM {table} WHERE id > ?", (after,))
    return {v[0] for v in rows if records.checksum(*v[1:-1]) != v[-1]}


def _marks(cols: tuple[str, ...]) -> str:
    return ", ".join("?" * len(cols))


def _memory_words() -> str:
    return _("This session's deals are kept only until you quit.")


def _why(text: str) -> str:
    low = text.lower()
    if "full" in low:
        return _("the disk is full")
    if "readonly" in low or "read-only" in low or "permission" in low:
        return _("the folder may not be written to")
    return _("the system refused")


def disk_path(folder: Path) -> Path:
    return folder / "history.sqlite3"


def open_history(folder: Path | None, tell: Tell, writable: bool = True) -> History:
    return History(disk_path(folder) if folder is not None else None, tell, writable)


def size_on_disk(path: Path) -> int:
    return sum(
        os.path.getsize(str(path) + s) for s in ("", "-wal") if os.path.exists(str(path) + s)
    )
