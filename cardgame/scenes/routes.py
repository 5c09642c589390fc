"""Scenes by name, imported when first opened.

The screens lead to each other in a ring (menu → new game → table → scoring → next deal or
new game), so a scene opens the next one by route name instead of importing its class: the
scene modules form no import circle, and each can be read and tested on its own.
"""

from __future__ import annotations

import importlib
from typing import Any

from .base import App, Scene

ROUTES = {
    "menu": ("menu", "MenuScene"),
    "new_game": ("newgame", "NewGameScene"),
    "table": ("table", "TableScene"),
    "scoring": ("scoring", "ScoringScene"),
    "rules": ("rules", "RulesScene"),
    "settings": ("settings", "SettingsScene"),
    "stats": ("stats", "StatsScene"),
}


def make(route: str, app: App, *args: Any, **kwargs: Any) -> Scene:
    """A new scene for `route` (a key of ROUTES)."""
    module, name = ROUTES[route]
    cls = getattr(importlib.import_module(f"{__package__}.{module}"), name)
    scene: Scene = cls(app, *args, **kwargs)
    return scene


def push(route: str, app: App, *args: Any, **kwargs: Any) -> None:
    app.push(make(route, app, *args, **kwargs))


def replace(route: str, app: App, *args: Any, **kwargs: Any) -> None:
    app.replace(make(route, app, *args, **kwargs))
