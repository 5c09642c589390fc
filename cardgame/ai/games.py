"""Where a game's heuristic players live: `cardgame/ai/<game id>.py`, with `MediumBot` and
`EasyBot`. The level lookup (`base`) and the search (`search`, whose rollouts Medium plays)
both need it; it sits below them so that neither imports the other.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def heuristics(game_id: str) -> ModuleType:
    """The module with the game's MediumBot and EasyBot."""
    return importlib.import_module(f"cardgame.ai.{game_id}")
