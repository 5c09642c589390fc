"""The Bot protocol, the random bot, and how a level name becomes a bot for a game.

A game's heuristics live in `cardgame/ai/<game id>.py` with `MediumBot` and `EasyBot`;
Hard is the generic search (`cardgame.ai.search`), guided by the game's MediumBot.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.core import SeatView
from .games import heuristics
from .search import SearchBot

LEVELS = ("easy", "medium", "hard")


class Bot(Protocol):
    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Any legal action, uniformly."""

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(legal)


def make_bot(game_id: str, level: str, **kwargs: Any) -> Bot:
    """A bot for `game_id` at `level` ("random", "easy", "medium", "hard")."""
    if level == "random":
        return RandomBot()
    if level == "medium":
        medium: Bot = heuristics(game_id).MediumBot()
        return medium
    if level == "easy":
        easy: Bot = heuristics(game_id).EasyBot()
        return easy
    if level == "hard":
        return SearchBot(game_id, **kwargs)
    raise ValueError(f"unknown level {level!r}")


__all__ = ["LEVELS", "Bot", "RandomBot", "heuristics", "make_bot"]
