"""The all-seeing reference: Hard's search given every hand, for measurement only.

It shows how much of the possible edge Hard captures: the same candidates, rollouts, time
box and confidence rule, but each sample keeps every hand as it really is and draws afresh
only what no hand holds (the stock's order, undealt cards; each game's `sample_unseen`). It
reads the true deal, so it is never a level players can pick: `make_bot` does not know it,
and it answers only through `choose_in(state, ...)`, which the benchmark calls.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..engine.actions import Action
from ..engine.core import Seat, SeatView
from .replay import Where
from .search import SearchBot


class ReferenceBot(SearchBot):
    """A SearchBot whose samples are the true deal with only the unseen cards redrawn."""

    def __init__(self, game_id: str, **kwargs: Any) -> None:
        super().__init__(game_id, **kwargs)
        self._truth: Any = None

    kind = "reference"

    def choose_in(
        self,
        state: Any,
        seat: Seat,
        legal: Sequence[Action],
        rng: random.Random,
        where: Where | None = None,
    ) -> Action:
        """The decision of `seat` in the true `state` (the view it gets is its own); told
        the position as text (`where`), worker processes may sample beside it."""
        self._truth = state
        try:
            view = self.game.view(state, seat)
            if where is not None:
                return self.choose_at(where, view, legal, rng)
            return self.choose(view, legal, rng)
        finally:
            self._truth = None

    def new_sampler(self) -> Callable[[SeatView, random.Random], Any]:
        truth = self._truth
        if truth is None:
            raise RuntimeError("the reference bot decides only in a true deal (choose_in)")
        return lambda view, rng: self.game.sample_unseen(truth, view.seat, rng)
