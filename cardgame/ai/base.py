"""The Bot protocol, the random bot, and how a level name becomes a bot for a game.

A game's heuristics live in `cardgame/ai/<game id>.py` with `MediumBot` and `EasyBot`;
Hard is the generic search (`cardgame.ai.search`), guided by the game's MediumBot.
"""

from __future__ import annotations

import importlib
import random
from typing import Any, Protocol, Sequence

from ..engine.actions import Action
from ..engine.core import SeatView

LEVELS = ("easy", "medium", "hard")


class Bot(Protocol):
    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Any legal action, uniformly."""

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(legal)


def heuristics(game_id: str) -> Any:
    """The module with the game's MediumBot and EasyBot."""
    return importlib.import_module(f"cardgame.ai.{game_id}")


def make_bot(game_id: str, level: str, **kwargs: Any) -> Bot:
    """A bot for `game_id` at `level` ("random", "easy", "medium", "hard")."""
    if level == "random":
        return RandomBot()
    if level == "medium":
        return heuristics(game_id).MediumBot()
    if level == "easy":
        return heuristics(game_id).EasyBot()
    if level == "hard":
        from .search import SearchBot
        return SearchBot(game_id, **kwargs)
    raise ValueError(f"unknown level {level!r}")
