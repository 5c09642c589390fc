"""The games that can be played in the window, found by the engine's game id.

A game with a table is the package `cardgame.scenes.games.<game id>` whose `GAME` is a
`base.GameUI`; nothing else needs to be registered. Packages are imported when first asked
for, by module name, so the generic scenes never import a game and a game never imports them.
"""

from __future__ import annotations

import importlib
import importlib.util

from ...engine import registry
from .base import GameUI

_loaded: dict[str, GameUI] = {}


def has_table(game_id: str) -> bool:
    """Whether the game can be played in the window (its engine may be ready before)."""
    if game_id in _loaded:
        return True
    try:
        return importlib.util.find_spec(f"{__name__}.{game_id}") is not None
    except (ImportError, ValueError):
        return False


def game_ui(game_id: str) -> GameUI:
    """The game's `GameUI`; KeyError for a game without a table."""
    ui = _loaded.get(game_id)
    if ui is None:
        if not has_table(game_id):
            raise KeyError(game_id)
        ui = _loaded[game_id] = importlib.import_module(f"{__name__}.{game_id}").GAME
    return ui


def playable() -> list[str]:
    """The ids of the games with a table, in the menu's order."""
    return [gid for gid in registry.games() if has_table(gid)]
