"""The history database's tables and the migrations between their versions.

`MIGRATIONS[k]` takes a database from version k to k + 1 (version 0: an empty file). A
database is only ever moved forward, one version at a time, each step in one transaction;
one from a newer version than `VERSION` is never touched (see `history.store`).
"""

from __future__ import annotations

import sqlite3

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: deals and matches with their checksums, the imported counters, a few facts
    """
    CREATE TABLE schema_version (version INTEGER NOT NULL);
    INSERT INTO schema_version VALUES (0);
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        seed INTEGER NOT NULL,
        level TEXT NOT NULL,
        started REAL NOT NULL,
        finished REAL,
        won INTEGER,
        body BLOB NOT NULL,
        checksum TEXT NOT NULL
    );
    CREATE TABLE deals (
        id INTEGER PRIMARY KEY,
        match_id INTEGER REFERENCES matches(id),
        game TEXT NOT NULL,
        level TEXT NOT NULL,
        counted INTEGER NOT NULL,
        won INTEGER NOT NULL,
        points INTEGER NOT NULL,
        ended REAL NOT NULL,
        counters TEXT NOT NULL,
        body BLOB NOT NULL,
        deal_key TEXT NOT NULL,
        checksum TEXT NOT NULL
    );
    CREATE INDEX deals_by_game ON deals (game, id);
    CREATE UNIQUE INDEX deals_once ON deals (deal_key);
    CREATE TABLE baseline (
        game TEXT NOT NULL,
        counter TEXT NOT NULL,
        value INTEGER NOT NULL,
        checksum TEXT NOT NULL,
        PRIMARY KEY (game, counter)
    );
    """,
    # 1 -> 2: "reset statistics" marks (from now on; the history stays) and the unfinished
    # match of each game
    """
    CREATE TABLE resets (
        game TEXT PRIMARY KEY,
        after_deal INTEGER NOT NULL,
        after_match INTEGER NOT NULL,
        at REAL NOT NULL
    );
    CREATE TABLE live (
        game TEXT PRIMARY KEY,
        seed INTEGER NOT NULL,
        started REAL NOT NULL,
        updated REAL NOT NULL,
        body BLOB NOT NULL,
        checksum TEXT NOT NULL
    );
    """,
)
VERSION = len(MIGRATIONS)


def version_of(db: sqlite3.Connection) -> int:
    """The database's schema version (0: a new, empty database)."""
    found = db.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).fetchone()
    if not found:
        return 0
    row = db.execute("SELECT version FROM schema_version").fetchone()
    return int(row[0]) if row else 0


def migrate(db: sqlite3.Connection, upto: int = VERSION) -> None:
    """Bring the database to version `upto`, one step per transaction."""
    for k in range(version_of(db), upto):
        with db:
            db.execute("BEGIN IMMEDIATE")
            for statement in MIGRATIONS[k].split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute("UPDATE schema_version SET version = ?", (k + 1,))
