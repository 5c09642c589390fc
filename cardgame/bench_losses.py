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

import random
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .ai.base import Bot, make_bot
from .ai.reference import ReferenceBot
from .ai.search import SearchBot
from .engine.actions import Action
from .engine.match import Match
from .engine.registry import GameInfo, get

Position = tuple[str, int, int]  # game id, deal seed, the step of the decision in that deal
# the decision's kind (its view's `decision`), the legal actions, each one's win chance and
# points edge
Truth = tuple[str, list[str], list[float], list[float]]


def _medium_deal(game_id: str, seed: int, upto: int | None = None) -> Any:
    """Replay the seeded all-Medium deal: the positions with a real choice (one in three, by
    a seeded draw), or the match, seat and legal actions at step `upto`."""
    info = get(game_id)
    match = Match(game_id, info.default_options(), seed)
    medium = make_bot(game_id, "medium")
    game, state = match.game, match.state
    pick = random.Random(f"losses/{seed}")
    found: list[Position] = []
    step = 0
    while not game.is_over(state):
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        if step == upto:
            return match, seat, legal
        if len(legal) > 1 and pick.random() < 1 / 3:
            found.append((game_id, seed, step))
        rng = random.Random(f"losses/{seed}/{step}")
        action = legal[0] if len(legal) == 1 else medium.choose(game.view(state, seat), legal, rng)
        match.apply(seat, action, check=False)
        step += 1
    return found


def positions(info: GameInfo, deals: int) -> list[Position]:
    return [p for k in range(deals) for p in _medium_deal(info.id, 60_000 + k)]


def side_outcome(
    info: GameInfo, side: int, points: Sequence[float], win_sides: set[int]
) -> tuple[float, float]:
    """(the side's share of the win, its points minus the other sides' mean, signed so that
    more is better), from each side's points and the winning sides."""
    win = 1.0 / len(win_sides) if side in win_sides else 0.0
    rest = [p for s, p in enumerate(points) if s != side]
    sign = 1.0 if info.better == "higher" else -1.0
    return win, sign * (points[side] - sum(rest) / max(1, len(rest)))


def _outcome(info: GameInfo, state: Any, seat: int) -> tuple[float, float]:
    """`side_outcome` of the seat's side in a finished deal."""
    options = state.options
    res = info.module.result(state)
    winners = {info.side_of(options, w) for w in res.winners}
    return side_outcome(info, info.side_of(options, seat), res.points, winners)


def truth(position: Position, orders: int) -> Truth:
    """Each legal action's value with every hand known (see the module's docstring)."""
    game_id, seed, step = position
    info = get(game_id)
    match, seat, legal = _medium_deal(game_id, seed, step)
    game, rollouts = match.game, SearchBot(game_id)
    rng = random.Random(f"losses/truth/{seed}/{step}")
    wins, edges = [0.0] * len(legal), [0.0] * len(legal)
    for _ in range(orders):
        sample = game.sample_unseen(match.state, seat, rng)
        seed_of_chance = rng.getrandbits(64)
        for j, action in enumerate(legal):
            state = game.clone(sample)
            game.apply(state, seat, action, check=False)
            rollouts.rollout(state, random.Random(seed_of_chance))
            win, edge = _outcome(info, state, seat)
            wins[j] += win / orders
            edges[j] += edge / orders
    kind = game.view(match.state, seat).decision or ""
    return kind, [str(a) for a in legal], wins, edges


def _choice(level: str, samples: int, position: Position) -> str:
    game_id, seed, step = position
    match, seat, legal = _medium_deal(game_id, seed, step)
    rng = random.Random(f"losses/choice/{seed}/{step}")
    kw: dict[str, Any] = {"samples": samples} if samples else {}
    bot: Bot | ReferenceBot
    if level == "reference":
        bot = ReferenceBot(game_id, **kw)
        action: Action = bot.choose_in(match.state, seat, legal, rng)
    else:
        bot = SearchBot(game_id, **kw) if level == "hard" else make_bot(game_id, level)
        action = bot.choose(match.game.view(match.state, seat), legal, rng)
    return str(action)


def _job(job: tuple[str, int, Position, int]) -> Truth | str:
    kind, samples, position, orders = job
    if kind == "truth":
        return truth(position, orders)
    return _choice(kind, samples, position)


def _mean_ci(values: Sequence[float]) -> str:
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{m:8.4f} +- {half:.4f}"


def losses(
    info: GameInfo, deals: int, orders: int, levels: Sequence[str], samples: int, jobs: int
) -> None:
    """Print each level's mean loss per decision against the truth, with 95% intervals."""
    start = time.perf_counter()
    found = positions(info, deals)
    kinds = ["truth", *levels]
    work = [(kind, samples, p, orders) for kind in kinds for p in found]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as executor:
            done = list(executor.map(_job, work, chunksize=2))
    else:
        done = [_job(w) for w in work]
    truths = done[: len(found)]
    budget = f", Hard and the reference at {samples} samples" if samples else ""
    print(
        f"  losses against the truth: {len(found)} decisions of {deals} Medium deals, "
        f"{orders} stock orders each{budget}, {time.perf_counter() - start:.0f} s"
    )
    kinds_seen = sorted({t[0] for t in truths if isinstance(t, tuple)})
    by_kind: dict[str, list[str]] = {kind: [] for kind in kinds_seen}
    for k, level in enumerate(levels, start=1):
        chosen = done[k * len(found) : (k + 1) * len(found)]
        win_loss, edge_loss = [], []
        per_kind: dict[str, list[tuple[float, float]]] = {kind: [] for kind in kinds_seen}
        for truth_here, action in zip(truths, chosen, strict=True):
            assert isinstance(truth_here, tuple) and isinstance(action, str)
            kind, legal, wins, edges = truth_here
            j = legal.index(action)
            win_loss.append(max(wins) - wins[j])
            edge_loss.append(max(edges) - edges[j])
            per_kind[kind].append((win_loss[-1], edge_loss[-1]))
        print(
            f"    {level:9} loss per decision: deal-win chance {_mean_ci(win_loss)}, "
            f"points {_mean_ci(edge_loss)}"
        )
        for kind, pairs in per_kind.items():
            win = statistics.fmean(p[0] for p in pairs)
            points = statistics.fmean(p[1] for p in pairs)
            by_kind[kind].append(f"{level} {win:.4f} / {points:.2f}")
    print("    by the kind of decision (deal-win chance / points given away per decision):")
    for kind, cells in by_kind.items():
        count = sum(1 for t in truths if isinstance(t, tuple) and t[0] == kind)
        print(f"      {kind or '-'} ({count}): {', '.join(cells)}")
