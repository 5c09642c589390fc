"""One copy of the app per data folder: a lock file held for the life of the process.

A double double-click starts two copies; the second finds the lock taken and must not write
the first one's match or history (it says so and keeps its own play in memory). The lock is
the operating system's (flock, or msvcrt on Windows), so it goes when the process goes, even
when it is killed; nothing stale is left to clean.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO

_held: dict[Path, IO[bytes] | None] = {}  # this process's locks (None: another process has it)
NAME = "cardgame.lock"


def _try_lock(f: IO[bytes]) -> bool:
    try:
        import fcntl

        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except ImportError:
        import msvcrt

        try:
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
            return True
        except OSError:
            return False
    except OSError:
        return False


def hold(folder: Path) -> bool:
    """Take the folder's lock for this process (kept until it ends); False when another copy
    of the app holds it. A folder where no lock file can be made counts as free: the files'
    own checks still guard them."""
    key = folder.resolve()
    if key in _held:
        return _held[key] is not None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        f = open(os.path.join(folder, NAME), "ab")
    except OSError:
        return True
    if _try_lock(f):
        _held[key] = f
        return True
    f.close()
    _held[key] = None
    return False


def release(folder: Path) -> None:
    """Let the folder go (tests that play two copies in one process)."""
    f = _held.pop(folder.resolve(), None)
    if f is not None:
        f.close()
