"""The generic table: one scene for every game with a presenter (see scenes/games/base.py)."""

from __future__ import annotations

from ..games.base import HUMAN, Shown
from .scene import TableScene, make_bots

__all__ = ["HUMAN", "Shown", "TableScene", "make_bots"]
