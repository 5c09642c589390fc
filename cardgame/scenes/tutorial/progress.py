"""Where each tutorial stands, in one small file beside the saves (`tutorials.json`).

Per game: the step reached, the deal's actions so far (the deal is rebuilt from its prepared
position by replaying them, with checks), whether it was finished once and whether the
first start of the game has offered it. A damaged file is never trusted: the tutorial starts
again and says so (`Record.damaged`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...persistence import atomic_write_json

FORMAT = 1
NAME = "tutorials.json"


@dataclass
class Entry:
    step: int = 0
    actions: list[tuple[int, str]] = field(default_factory=list)
    done: bool = False
    offered: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "actions": [[s, a] for s, a in self.actions],
            "done": self.done,
            "offered": self.offered,
        }


def _entry(data: Any) -> Entry:
    """An entry from JSON, or ValueError when it is not one."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    step, actions = data.get("step", 0), data.get("actions", [])
    if type(step) is not int or step < 0 or not isinstance(actions, list):
        raise ValueError("bad step or actions")
    pairs: list[tuple[int, str]] = []
    for a in actions:
        if not (isinstance(a, list) and len(a) == 2 and type(a[0]) is int and type(a[1]) is str):
            raise ValueError("bad action")
        pairs.append((a[0], a[1]))
    done, offered = data.get("done", False), data.get("offered", False)
    if type(done) is not bool or type(offered) is not bool:
        raise ValueError("bad flags")
    return Entry(step, pairs, done, offered)


class Record:
    """The progress file of every game's tutorial; `damaged` lists the games whose entry
    (or the whole file) could not be read, until the tutorial says so."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / NAME
        self.entries: dict[str, Entry] = {}
        self.damaged: set[str] = set()
        self._whole_damaged = False
        self._read()

    def _read(self) -> None:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError:
            self._whole_damaged = True
            return
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("not a tutorial record")
            games = data.get("games", {})
            if not isinstance(games, dict):
                raise ValueError("bad games")
        except (ValueError, UnicodeDecodeError):
            self._whole_damaged = True
            return
        for gid, raw_entry in games.items():
            try:
                self.entries[str(gid)] = _entry(raw_entry)
            except ValueError:
                self.damaged.add(str(gid))

    def get(self, game_id: str) -> Entry:
        return self.entries.setdefault(game_id, Entry())

    def was_damaged(self, game_id: str) -> bool:
        """Whether this game's progress could not be read (said once: then forgotten)."""
        hit = self._whole_damaged or game_id in self.damaged
        self.damaged.discard(game_id)
        if self._whole_damaged:
            self._whole_damaged = False
            self.damaged.update(g for g in self.entries)  # never read: every game starts anew
        return hit

    def write(self) -> None:
        data = {
            "format": FORMAT,
            "games": {g: e.to_json() for g, e in sorted(self.entries.items())},
        }
        try:
            atomic_write_json(self.path, data)
        except OSError:
            pass  # progress is a convenience: a full disk must not stop the lesson
