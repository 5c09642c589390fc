"""Hard: a generic determinized search over the engine contract (perfect-information Monte
Carlo with rollouts by the game's Medium bot).

For each sample of the hidden cards (`sample_state` of the bot's own view), every candidate
action is applied and the deal played out, every simulated seat acting through Medium on its
own view of the sample. The action with the best mean utility wins. Only the root is a choice
point, so no node is ever keyed by another seat's hidden choice. Large action sets are widened
from Medium's preferences. Time-boxed; with `samples` set it is exactly repeatable instead.
"""

from __future__ import annotations

import random
import time
from typing import Any, Sequence

from ..engine.actions import Action
from ..engine.core import SeatView
from ..engine.registry import get
from .base import heuristics


class SearchBot:
    def __init__(self, game_id: str, time_budget: float = 0.4, samples: int | None = None,
                 width: int = 8, max_rollout_steps: int = 2000) -> None:
        self.info = get(game_id)
        self.game = self.info.module
        self.medium = heuristics(game_id).MediumBot()
        self.time_budget = time_budget
        self.samples = samples
        self.width = width
        self.max_rollout_steps = max_rollout_steps

    # -- utility -----------------------------------------------------------------------------
    def utility(self, state: Any, seat: int) -> float:
        """sign * (own side's points - mean of the other sides' points)."""
        points = self.game.result(state).points
        side = self.info.side_of(state.options, seat)
        others = [p for s, p in enumerate(points) if s != side]
        sign = 1.0 if self.info.better == "higher" else -1.0
        return sign * (points[side] - sum(others) / max(1, len(others)))

    def candidates(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> list[Action]:
        ranked = getattr(self.medium, "ranked", None)
        order = list(ranked(view, legal)) if ranked else [self.medium.choose(view, legal, rng)]
        rest = [a for a in legal if a not in order]
        rng.shuffle(rest)
        return (order + rest)[: self.width]

    def rollout(self, state: Any, rng: random.Random) -> None:
        game = self.game
        for _ in range(self.max_rollout_steps):
            seats = game.to_act(state)
            if not seats:
                return
            s = min(seats)
            legal = game.legal_actions(state, s)
            action = legal[0] if len(legal) == 1 else self.medium.choose(game.view(state, s), legal, rng)
            game.apply(state, s, action, check=False)

    # -- the decision ------------------------------------------------------------------------
    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        game, seat = self.game, view.seat
        cands = self.candidates(view, legal, rng)
        totals = [0.0] * len(cands)
        counts = [0] * len(cands)
        deadline = time.perf_counter() + self.time_budget
        done = 0
        while True:
            if self.samples is not None and done >= self.samples:
                break
            if self.samples is None and time.perf_counter() >= deadline and done > 0:
                break
            sample = game.sample_state(view, rng)
            sub = random.Random(rng.getrandbits(64))
            for i, action in enumerate(cands):
                if self.samples is None and done > 0 and time.perf_counter() >= deadline:
                    break
                s = game.clone(sample)
                game.apply(s, seat, action, check=False)
                self.rollout(s, random.Random(sub.getrandbits(64)) if i else sub)
                if game.is_over(s):
                    totals[i] += self.utility(s, seat)
                    counts[i] += 1
            done += 1
        best = max(range(len(cands)),
                   key=lambda i: (totals[i] / counts[i] if counts[i] else float("-inf"), -i))
        return cands[best]
