"""Hard: a generic determinized search over the engine contract (perfect-information Monte
Carlo with rollouts by the game's Medium bot).

For each sample of the hidden cards (`sample_state` of the bot's own view), every candidate
action is applied and the deal played out, every simulated seat acting through Medium on its
own view of the sample. The action with the best mean utility wins. Only the root is a choice
point, so no node is ever keyed by another seat's hidden choice. Large action sets are widened
from Medium's preferences. Time-boxed; with `samples` set it is exactly repeatable instead.

The samples of a decision come in STREAMS streams, each with its own generator seeded from
the decision's: sample i is the (i // STREAMS)-th draw of stream i % STREAMS (a sampler that
walks from sample to sample walks along its stream). So a worker process
(`cardgame.ai.workers`) can draw a stream on another core: with a fixed count the answer is
the same whoever drew what, and under the box the box buys about twice the samples.

A game's heuristic module may supply `search_sampler()` (a sampler of the hidden cards for
the search to use instead of `sample_state`, e.g. one that infers the hands from the others'
play; SEARCH_TUNING "infer": False turns it off) and `rollout_choice(state, seat, legal)`
(Medium's choice read from the state, so that rollouts build no views).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ..engine.actions import Action
from ..engine.core import SeatView
from ..engine.registry import get
from .games import heuristics
from .replay import Where

if TYPE_CHECKING:
    from .base import Bot


STREAMS = 2  # sample i is the (i // STREAMS)-th draw of stream i % STREAMS
PRUNE_EVERY = 8  # samples between two rounds of successive rejects
WORKER_WAIT = 10.0  # s without a word from a worker that owes samples (a fixed count, or
# a box of CPU time): it is given up (a loaded machine may starve a worker for seconds)
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
Found = tuple[int, dict[int, float]]  # a sample's index and each candidate's score in it


class Team(Protocol):
    """The workers sampling some streams of one decision beside the search."""

    streams: list[int]  # the streams the workers took
    lost: list[int]  # streams whose worker failed: the search takes them back

    def results(self, wait: float = 0.0) -> list[Found]: ...

    def update(self, alive: list[int]) -> None: ...

    def finish(self, wait: float) -> list[Found]: ...


class Workers(Protocol):
    def team(self, job: Where, alive: list[int]) -> Team: ...


class _Alone:
    """No workers: the search samples every stream itself."""

    def __init__(self) -> None:
        self.streams: list[int] = []
        self.lost: list[int] = []

    def results(self, wait: float = 0.0) -> list[Found]:
        return []

    def update(self, alive: list[int]) -> None:
        pass

    def finish(self, wait: float) -> list[Found]:
        return []


class SearchBot:
    kind = "hard"  # what a worker process builds to sample beside this bot

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
        # a game's heuristic may draw the samples itself (inference about the hidden hands)
        factory = getattr(module, "search_sampler", None)
        self._sampler_factory: Callable[[], Any] | None = (
            factory if tuning.get("infer", True) else None
        )
        # the game's kind of sampler (each stream of each decision draws with a fresh one)
        self.sampler: Callable[[SeatView, random.Random], Any] | None = (
            self._sampler_factory() if self._sampler_factory is not None else None
        )
        # ... and may answer for Medium in the rollouts straight from the state (no view)
        self.rollout_choice = getattr(module, "rollout_choice", None)
        self.time_budget = time_budget
        self.samples = samples
        # a game's heuristic may narrow the search (Tichu: a few strong candidates)
        self.width = min(width, getattr(self.medium, "search_width", width))
        self.max_rollout_steps = max_rollout_steps
        self.confidence = confidence
        self.clock = clock  # the time box's clock (the benchmark may use CPU time)
        self.last_samples = 0  # samples the last searched decision took
        self.last_boxed = False  # whether the time box (not a clear winner) ended it
        self.last_helped = 0  # samples of it that worker processes drew
        self.workers: Workers | None = None  # processes that sample beside this one
        self._where: Where | None = None  # the position as text, while `choose_at` runs

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
        game, fast = self.game, self.rollout_choice
        for _ in range(self.max_rollout_steps):
            seats = game.to_act(state)
            if not seats:
                return
            s = min(seats)
            legal = game.legal_actions(state, s)
            if len(legal) == 1:
                action = legal[0]
            elif fast is not None:
                action = fast(state, s, legal)
            else:
                action = self.medium.choose(game.view(state, s), legal, rng)
            game.apply(state, s, action, check=False)

    def score(self, sample: Any, seat: int, action: Action, seed: int) -> float:
        """One candidate in one sample: its utility once the deal is played out from there
        with the rollout's chance seeded by `seed` (the same for every candidate)."""
        game = self.game
        s = game.clone(sample)
        game.apply(s, seat, action, check=False)
        self.rollout(s, random.Random(seed))
        return self.utility(s, seat) if game.is_over(s) else 0.0

    # -- the decision ------------------------------------------------------------------------
    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        trusted = getattr(self.medium, "trusted", None)
        if trusted is not None and trusted(view):  # decisions where search overrates (calls)
            return self.medium.choose(view, legal, rng)
        cands = self.candidates(view, legal, rng)
        seeds = [rng.getrandbits(64) for _ in range(STREAMS)]
        decision = _Decision(self, view, cands, seeds)
        decision.run()
        self.last_samples = decision.counted
        self.last_helped = decision.helped
        self.last_boxed = decision.boxed
        return cands[self._pick(decision.scores, decision.alive)]

    def choose_at(
        self, where: Where, view: SeatView, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """`choose`, told also the position as text, so that worker processes (if any) can
        replay it and sample beside this one."""
        self._where = where
        try:
            return self.choose(view, legal, rng)
        finally:
            self._where = None

    def new_sampler(self) -> Callable[[SeatView, random.Random], Any]:
        """A fresh sampler of the hidden cards for one stream of one decision."""
        if self._sampler_factory is not None:
            made: Callable[[SeatView, random.Random], Any] = self._sampler_factory()
            return made
        return self.game.sample_state

    def stream(self, view: SeatView, seed: int) -> Iterator[tuple[Any, int]]:
        """One stream of samples: (full deal the view allows, rollout seed), each drawn
        from the stream's own generator after the one before (a sampler that walks, like
        Run Fast's, walks along its stream)."""
        sampler, rng = self.new_sampler(), random.Random(seed)
        while True:
            sample = sampler(view, rng)
            yield sample, rng.getrandbits(64)

    def job(
        self, view: SeatView, cands: Sequence[Action], seeds: list[int], deadline: float
    ) -> Where | None:
        """What a worker process needs to sample beside this one (None: no worker can)."""
        kind = next((k for k, c in CLOCKS.items() if c is self.clock), None)
        if self._where is None or kind is None:
            return None
        return {
            "where": self._where,
            "seat": view.seat,
            "kind": self.kind,
            "bot": {"win_bonus": self.win_bonus, "max_rollout_steps": self.max_rollout_steps},
            "cands": [str(a) for a in cands],
            "seeds": seeds,
            "samples": self.samples,
            "clock": kind,
            "budget": self.time_budget if kind == "cpu" else deadline - self.clock(),
        }

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


class _Decision:
    """One searched decision. With a fixed sample count the samples of every stream, drawn
    here or by workers, are counted in the order of their index, so that pruning every
    PRUNE_EVERY samples and the final pick see exactly what one process drawing them in turn
    sees: the answer does not depend on who drew what. Under the time box they are counted
    as they come. A sample holds scores for every candidate alive when it was drawn, a
    superset of those alive when it is counted: the scores stay paired."""

    def __init__(
        self, bot: SearchBot, view: SeatView, cands: list[Action], seeds: list[int]
    ) -> None:
        self.bot, self.view, self.cands, self.seeds = bot, view, cands, seeds
        self.scores: list[list[float]] = [[] for _ in cands]
        self.alive = list(range(len(cands)))
        self.found: dict[int, dict[int, float]] = {}
        self.counted = 0  # how many samples are in `scores`
        self.taken: set[int] = set()  # the indices counted
        self.helped = 0  # samples that workers drew and sent in time
        self.boxed = False
        n = bot.samples
        self.over = len(cands) < 2 or (n is not None and n <= 0)
        self.deadline = bot.clock() + bot.time_budget
        job = bot.job(view, cands, seeds, self.deadline) if bot.workers is not None else None
        self.team: Team = _Alone()
        if job is not None and bot.workers is not None and not self.over:
            self.team = bot.workers.team(job, self.alive)
        self.own: dict[int, tuple[Iterator[tuple[Any, int]], int]] = {}
        for c in range(STREAMS):
            if c not in self.team.streams:
                self._take(c)

    def _take(self, c: int) -> None:
        """Sample stream `c` here, from its start (draws already scored are skipped)."""
        self.own[c] = (self.bot.stream(self.view, self.seeds[c]), 0)

    def run(self) -> None:
        bot = self.bot
        timed = bot.samples is None
        while not self.over:
            self._add(self.team.results())
            for lost in self.team.lost:
                self._take(lost)
            self.team.lost.clear()
            if self.over:
                break
            if timed and bot.clock() >= self.deadline and (self.counted or self.found):
                self.boxed = True
                break
            c = self._next_stream()
            if c is None:  # the workers owe the rest
                self._add(self.team.results(0.01 if timed else WORKER_WAIT))
                continue
            self._draw(c)
        # a box of CPU time waits for the worker's own box; in wall time it has ended too
        cpu = self.boxed and bot.clock is CLOCKS["cpu"]
        self._add(self.team.finish(WORKER_WAIT if cpu else 0.0))

    def _next_stream(self) -> int | None:
        """The own stream whose next draw has the lowest index (None: none is needed)."""
        n = self.bot.samples
        best: tuple[int, int] | None = None
        for c, (_, k) in self.own.items():
            i = k * STREAMS + c
            if (n is None or i < n) and (best is None or i < best[0]):
                best = (i, c)
        return None if best is None else best[1]

    def _draw(self, c: int) -> None:
        stream, k = self.own[c]
        self.own[c] = (stream, k + 1)
        sample, seed = next(stream)
        i = k * STREAMS + c
        if i in self.taken or i in self.found:  # taken back from a worker: scored already
            return
        bot, seat = self.bot, self.view.seat
        self.found[i] = {j: bot.score(sample, seat, self.cands[j], seed) for j in self.alive}
        self._add([])

    def _add(self, results: list[Found]) -> None:
        """File samples and count those whose turn has come (pruning as they are counted)."""
        for i, row in results:
            if i not in self.taken and i not in self.found:
                self.found[i] = row
                self.helped += 1
        n = self.bot.samples
        while not self.over and self.found:
            # a fixed count takes the samples strictly in turn (the answer is repeatable); the
            # box takes them as they come (no sample waits for a slower stream's)
            i = self.counted if n is not None else min(self.found)
            if i not in self.found:
                break
            row = self.found.pop(i)
            self.taken.add(i)
            for j in self.alive:
                self.scores[j].append(row[j])
            self.counted += 1
            if self.counted % PRUNE_EVERY == 0:
                self.alive = self.bot._prune(self.scores, self.alive)
                self.team.update(self.alive)
            if len(self.alive) < 2 or (n is not None and self.counted >= n):
                self.over = True
