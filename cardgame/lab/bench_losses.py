"""The benchmark's losses part: each level's decisions scored against the all-seeing truth.

Where Hard falls short of the reference, is it what Hard cannot see, or how it searches? The
positions are decisions with a real choice in seeded deals that Medium plays at every seat
(every third one, chosen by a seeded draw). The truth of each legal action there is its value
to the seat that decides, with every hand as it really is: the mean over `orders` stock orders
(the game's `sample_unseen`) of the deal played out by Medium after it, the same stock orders
for every action. A level's loss at a position is the best action's value minus that of its
choice, as a chance of winning the deal and as points (the seat's side's points minus the
other sides' mean, + is better). The reference chooses by the same kind of estimate, so its
loss is the floor that noise leaves; Medium's is the ceiling Hard should stay under. Hard's
loss shrinking little between two sample counts says more samples would not close its gap.
"""

from __future__ import annotations

import contextlib
import random
import statistics
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any

from ..ai.base import make_bot
from ..ai.search import SearchBot
from ..engine.actions import Action
from ..engine.match import Match
from ..engine.registry import GameInfo, get
from .bench_seats import decide, seat_bot, side_outcome

Position = tuple[str, int, int]  # game id, deal seed, the step of the decision in that deal
# the decision's kind (its view's `decision`), the legal actions, each one's win chance and
# points edge
Truth = tuple[str, list[str], list[float], list[float]]


def _medium_deal(game_id: str, seed: int) -> Iterator[tuple[int, Match, int, Sequence[Action]]]:
    """The seeded all-Medium deal, step by step: (step, match, seat to act, legal actions),
    before Medium's answer is applied."""
    match = Match(game_id, get(game_id).default_options(), seed)
    medium = make_bot(game_id, "medium")
    game, state = match.game, match.state
    step = 0
    while not game.is_over(state):
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        yield step, match, seat, legal
        rng = random.Random(f"losses/{seed}/{step}")
        action = legal[0] if len(legal) == 1 else medium.choose(game.view(state, seat), legal, rng)
        match.apply(seat, action, check=False)
        step += 1


def _at(position: Position) -> tuple[Match, int, Sequence[Action]]:
    game_id, seed, upto = position
    for step, match, seat, legal in _medium_deal(game_id, seed):
        if step == upto:
            return match, seat, legal
    raise ValueError(f"the deal of seed {seed} ends before step {upto}")


def positions(info: GameInfo, deals: int) -> list[Position]:
    """One in three decisions with a real choice (by a seeded draw) of `deals` Medium deals."""
    found = []
    for k in range(deals):
        seed = 60_000 + k
        pick = random.Random(f"losses/{seed}")
        for step, _match, _seat, legal in _medium_deal(info.id, seed):
            if len(legal) > 1 and pick.random() < 1 / 3:
                found.append((info.id, seed, step))
    return found


def truth(position: Position, orders: int) -> Truth:
    """Each legal action's value with every hand known (see the module's docstring)."""
    info = get(position[0])
    match, seat, legal = _at(position)
    game, rollouts = match.game, SearchBot(info.id)  # its rollouts: Medium at every seat
    options = match.state.options
    side = info.side_of(options, seat)
    rng = random.Random(f"losses/truth/{position[1]}/{position[2]}")
    wins, edges = [0.0] * len(legal), [0.0] * len(legal)
    for _ in range(orders):
        sample = game.sample_unseen(match.state, seat, rng)
        seed_of_chance = rng.getrandbits(64)
        for j, action in enumerate(legal):
            state = game.clone(sample)
            game.apply(state, seat, action, check=False)
            rollouts.rollout(state, random.Random(seed_of_chance))
            res = game.result(state)
            winners = {info.side_of(options, w) for w in res.winners}
            win, edge = side_outcome(info, side, res.points, winners)
            wins[j] += win / orders
            edges[j] += edge / orders
    kind = game.view(match.state, seat).decision or ""
    return kind, [str(a) for a in legal], wins, edges


def choice(level: str, samples: int, position: Position) -> str:
    """`level`'s answer at the position (Hard and the reference held to `samples`, or boxed
    to the app's 0.4 s when it is 0)."""
    match, seat, legal = _at(position)
    rng = random.Random(f"losses/choice/{position[1]}/{position[2]}")
    return str(decide(seat_bot(position[0], level, 0.4, samples), match, seat, legal, rng))


def _mean_ci(values: Sequence[float]) -> str:
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{m:8.4f} +- {half:.4f}"


Mapper = Callable[[Callable[[Position], Any], Iterable[Position]], Iterator[Any]]


@contextlib.contextmanager
def _mapper(jobs: int) -> Iterator[Mapper]:
    """`map`, over `jobs` processes when more than one (every map is queued at once)."""
    if jobs <= 1:
        yield map
        return
    with ProcessPoolExecutor(jobs) as executor:
        yield partial(executor.map, chunksize=2)


def losses(
    info: GameInfo, deals: int, orders: int, levels: Sequence[str], samples: int, jobs: int
) -> None:
    """Print each level's mean loss per decision against the truth, with 95% intervals, then
    by the kind of decision."""
    start = time.perf_counter()
    found = positions(info, deals)
    with _mapper(jobs) as run:
        pending = run(partial(truth, orders=orders), found)
        asked = {level: run(partial(choice, level, samples), found) for level in levels}
        truths: list[Truth] = list(pending)
        chosen: dict[str, list[str]] = {level: list(answers) for level, answers in asked.items()}
    budget = f", Hard and the reference at {samples} samples" if samples else ""
    print(
        f"  losses against the truth: {len(found)} decisions of {deals} Medium deals, "
        f"{orders} stock orders each{budget}, {time.perf_counter() - start:.0f} s"
    )
    kinds = sorted({t[0] for t in truths})
    by_kind: dict[str, list[str]] = {kind: [] for kind in kinds}
    for level in levels:
        lost: dict[str, list[tuple[float, float]]] = {kind: [] for kind in kinds}
        for (kind, legal, wins, edges), action in zip(truths, chosen[level], strict=True):
            j = legal.index(action)
            lost[kind].append((max(wins) - wins[j], max(edges) - edges[j]))
        every = [pair for pairs in lost.values() for pair in pairs]
        print(
            f"    {level:9} loss per decision: deal-win chance {_mean_ci([p[0] for p in every])}"
            f", points {_mean_ci([p[1] for p in every])}"
        )
        for kind, pairs in lost.items():
            win = statistics.fmean(p[0] for p in pairs)
            points = statistics.fmean(p[1] for p in pairs)
            by_kind[kind].append(f"{level} {win:.4f} / {points:.2f}")
    print("    by the kind of decision (deal-win chance / points given away per decision):")
    for kind, cells in by_kind.items():
        count = sum(1 for t in truths if t[0] == kind)
        print(f"      {kind or '-'} ({count}): {', '.join(cells)}")
