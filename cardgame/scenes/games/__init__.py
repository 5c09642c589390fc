"""The games that can be played in the window, found by the engine's game id.

A game with a table is the package `cardgame.scenes.games.<game id>` whose `GAME` is a
`pages.GameUI`; nothing else needs to be registered. Packages are imported when first asked
for, by module name, so the generic scenes never import a game and a game never imports them.
"""

from __future__ import annotations

import importlib
import importlib.util

from ...engine import registry
from .pages import GameUI

_loaded: dict[str, GameUI] = {}


def _load(game_id: str) -> GameUI | None:
    """The game's GameUI, or None when it has no package, or a package still being built
    (one without its `GAME` yet)."""
    ui = _loaded.get(game_id)
    if ui is not None:
        return ui
    name = f"{__name__}.{game_id}"
    try:
        found = importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        return None
    ui = getattr(importlib.import_module(name), "GAME", None)
    if isinstance(ui, GameUI):
        _loaded[game_id] = ui
        return ui
    return None


def has_table(game_id: str) -> bool:
    """Whether the game can be played in the window (its engine may be ready before)."""
    return _load(game_id) is not None


def game_ui(game_id: str) -> GameUI:
    """The game's `GameUI`; KeyError for a game without a table."""
    ui = _load(game_id)
    if ui is None:
        raise KeyError(game_id)
    return ui


def playable() -> list[str]:
    """The ids of the games with a table, in the menu's order."""
    return [gid for gid in registry.games() if has_table(gid)]
