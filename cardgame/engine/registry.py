"""The list of games. Menus, saves, tests and benchmarks iterate over it.

A game package defines `INFO: GameInfo`; adding a game is one line in `_PACKAGES`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from .core import GameModule, Seat


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    options_class: type
    seats: Callable[[Any], int]
    sides: Callable[[Any], int]
    side_of: Callable[[Any, Seat], int]
    better: str  # "higher" or "lower": which totals win
    module_name: str

    @property
    def module(self) -> GameModule:
        return importlib.import_module(self.module_name)

    def default_options(self) -> Any:
        return self.options_class()

    def options_from_dict(self, data: dict[str, Any]) -> Any:
        """Options from a save or settings dict; unknown names and bad values raise ValueError."""
        known = {f.name for f in fields(self.options_class)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown option(s) for {self.id}: {', '.join(sorted(unknown))}")
        try:
            return self.options_class(**data)
        except TypeError as exc:
            raise ValueError(f"bad options for {self.id}: {exc}") from None

    @staticmethod
    def options_to_dict(options: Any) -> dict[str, Any]:
        return {f.name: getattr(options, f.name) for f in fields(options)}


# Every game's package, in menu order; the ones listed in PLANNED are not built yet.
_PACKAGES = [
    "cardgame.engine.pis_yedili",
    "cardgame.engine.tichu",
    "cardgame.engine.runfast",
    "cardgame.engine.ghost_euchre",
]

PLANNED: dict[str, str] = {}

_cache: dict[str, GameInfo] | None = None


def games() -> dict[str, GameInfo]:
    """All registered games by id, in menu order."""
    global _cache
    if _cache is None:
        found: dict[str, GameInfo] = {}
        for name in _PACKAGES:
            info: GameInfo = importlib.import_module(name).INFO
            found[info.id] = info
        _cache = found
    return _cache


def get(game_id: str) -> GameInfo:
    try:
        return games()[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}") from None
