"""Hard: a generic determinized search over the engine contract (perfect-information Monte
Carlo with rollouts by the game's Medium bot).

For each sample of the hidden cards (`sample_state` of the bot's own view), every candidate
action is applied and the deal played out, every simulated seat acting through Medium on its
own view of the sample. The action with the best mean utility wins. Only the root is a choice
point, so no node is ever keyed by another seat's hidden choice. Large action sets are widened
from Medium's preferences. Time-boxed; with `samples` set it is exactly repeatable instead.

A game's heuristic module may supply `Sampler(medium)`, whose `sample(view, rng)` draws the
samples instead of `sample_state` (Run Fast: following what the others' play revealed).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..engine.actions import Action
from ..engine.core import SeatView
from ..engine.registry import get
from .games import heuristics

if TYPE_CHECKING:
    from .base import Bot


class SearchBot:
    def __init__(
        self,
        game_id: str,
        time_budget: float = 0.4,
        samples: int | None = None,
        width: int = 6,
        max_rollout_steps: int = 2000,
        confidence: float = 1.0,
        win_bonus: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.info = get(game_id)
        self.game = self.info.module
        module = heuristics(game_id)
        self.medium: Bot = module.MediumBot()
        tuning = getattr(module, "SEARCH_TUNING", {})
        self.win_bonus = tuning.get("win_bonus", 0.0) if win_bonus is None else win_bonus
        self.time_budget = time_budget
        self.samples = samples
        # a game's heuristic may narrow the search (Tichu: a few strong candidates)
        self.width = min(width, getattr(self.medium, "search_width", width))
        self.max_rollout_steps = max_rollout_steps
        sampler = getattr(module, "Sampler", None)  # the game's own draw of the hidden cards
        self.sampler = sampler(self.medium) if sampler is not None else None
        self.confidence = confidence
        self.clock = clock  # the time box's clock (the benchmark may use CPU time)
        self.last_samples = 0  # samples the last searched decision took
        self.last_boxed = False  # whether the time box (not a clear winner) ended it

    # -- utility -----------------------------------------------------------------------------
    def utility(self, state: Any, seat: int) -> float:
        """sign * (own side's points - mean of the other sides' points), plus `win_bonus` when
        the own side is among the deal's winners (a game may value winning the deal itself)."""
        res = self.game.result(state)
        points = res.points
        side_of, options = self.info.side_of, state.options
        side = side_of(options, seat)
        others = [p for s, p in enumerate(points) if s != side]
        sign = 1.0 if self.info.better == "higher" else -1.0
        u = sign * (points[side] - sum(others) / max(1, len(others)))
        if self.win_bonus and any(side_of(options, w) == side for w in res.winners):
            u += self.win_bonus
        return u

    def candidates(
        self, view: SeatView, legal: Sequence[Action], rng: random.Random
    ) -> list[Action]:
        ranked = getattr(self.medium, "ranked", None)
        order = list(ranked(view, legal)) if ranked else [self.medium.choose(view, legal, rng)]
        if ranked and getattr(self.medium, "ranked_is_shortlist", False):
            return order[: self.width]  # the heuristic's shortlist, no random padding
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
            if len(legal) == 1:
                action = legal[0]
            else:
                action = self.medium.choose(game.view(state, s), legal, rng)
            game.apply(state, s, action, check=False)

    # -- the decision ------------------------------------------------------------------------
    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        trusted = getattr(self.medium, "trusted", None)
        if trusted is not None and trusted(view):  # decisions where search overrates (calls)
            return self.medium.choose(view, legal, rng)
        game, seat = self.game, view.seat
        cands = self.candidates(view, legal, rng)
        scores: list[list[float]] = [[] for _ in cands]
        alive = list(range(len(cands)))
        self.last_boxed = False
        clock = self.clock
        deadline = clock() + self.time_budget
        done = 0
        while len(alive) > 1:
            if self.samples is not None and done >= self.samples:
                break
            if self.samples is None and clock() >= deadline and done > 0:
                self.last_boxed = True
                break
            sample = self.sample(view, rng)
            seed = rng.getrandbits(64)
            for i in alive:
                s = game.clone(sample)
                game.apply(s, seat, cands[i], check=False)
                self.rollout(s, random.Random(seed))  # the same chance for every candidate
                scores[i].append(self.utility(s, seat) if game.is_over(s) else 0.0)
            done += 1
            if done % 8 == 0:
                alive = self._prune(scores, alive)
        self.last_samples = done
        return cands[self._pick(scores, alive)]

    def sample(self, view: SeatView, rng: random.Random) -> Any:
        """One full deal the seat's view allows: what each rollout plays out."""
        if self.sampler is not None:
            return self.sampler.sample(view, rng)
        return self.game.sample_state(view, rng)

    @staticmethod
    def _advantage(a: list[float], b: list[float]) -> tuple[float, float]:
        """Mean and standard error of the paired differences a - b over their common samples."""
        n = min(len(a), len(b))
        diffs = [x - y for x, y in zip(a[-n:], b[-n:], strict=True)] if n else []
        if n < 2:
            return 0.0, float("inf")
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, (var / n) ** 0.5

    def _prune(self, scores: list[list[float]], alive: list[int]) -> list[int]:
        """Stop sampling candidates clearly worse than the leader (successive rejects)."""
        lead = max(alive, key=lambda i: sum(scores[i]) / len(scores[i]))
        keep = []
        for i in alive:
            mean, se = self._advantage(scores[lead], scores[i])
            if i == lead or mean < 2.5 * se:
                keep.append(i)
        return keep

    def _pick(self, scores: list[list[float]], alive: list[int]) -> int:
        """The best mean among the candidates still alive; Medium's choice (index 0), while
        alive, stands unless the paired advantage exceeds `confidence` standard errors."""
        best = max(alive, key=lambda i: (sum(scores[i]) / max(1, len(scores[i])), -i))
        if best == 0 or 0 not in alive:
            return best
        mean, se = self._advantage(scores[best], scores[0])
        return best if mean > self.confidence * se else 0
