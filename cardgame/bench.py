"""Benchmarks that print figures (never tests): speed, decision times, strength.

    python -m cardgame.bench                       # every game, every part, quick settings
    python -m cardgame.bench --game pis_yedili --parts strength --deals 1000 --jobs 2

Speed: random full deals per second through the public contract, one core.
Decisions: p50 / p95 / max seconds per decision for each bot level, over decisions with a
real choice (two or more legal actions), in deals where every seat plays that level.
Strength: Hard on one side against Medium on the others, every deal seed played once per
side (seats rotated), as the Hard side's deal-win share, mean points and mean points minus
the others' mean, each with a 95% confidence interval.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .ai.base import make_bot
from .engine.registry import GameInfo, games, get


def random_deals_per_second(info: GameInfo, seconds: float = 3.0) -> tuple[float, float]:
    """(deals per CPU second, actions per deal) of uniformly random play via the contract.

    CPU time, not wall time, so that a busy machine does not distort the figure."""
    game, options = info.module, info.default_options()
    setup = game.first_setup(options, 0)
    rand = random.Random(1).random
    deals = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(20):
            state = game.new_state(options, deals, setup)
            to_act, legal, apply = game.to_act, game.legal_actions, game.apply
            while True:
                seats = to_act(state)
                if not seats:
                    break
                for seat in seats:
                    acts = legal(state, seat)
                    apply(state, seat, acts[int(rand() * len(acts))], check=False)
                    actions += 1
                    break
            deals += 1
    elapsed = time.process_time() - start
    return deals / elapsed, actions / max(1, deals)


def _percentiles(times: list[float]) -> str:
    if not times:
        return "no decisions"
    times = sorted(times)
    p50 = times[len(times) // 2]
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    return (f"p50 {p50 * 1000:8.2f} ms  p95 {p95 * 1000:8.2f} ms  "
            f"max {times[-1] * 1000:8.2f} ms  (n={len(times)})")


def decision_times(info: GameInfo, level: str, deals: int, hard_time: float) -> list[float]:
    game, options = info.module, info.default_options()
    n = info.seats(options)
    bots = [make_bot(info.id, level, **({"time_budget": hard_time} if level == "hard" else {}))
            for _ in range(n)]
    times: list[float] = []
    for k in range(deals):
        setup = game.first_setup(options, 1000 + k)
        state = game.new_state(options, 1000 + k, setup)
        step = 0
        while not game.is_over(state):
            seat = min(game.to_act(state))
            legal = game.legal_actions(state, seat)
            rng = random.Random(f"bench/{k}/{step}")
            if len(legal) > 1:
                t = time.perf_counter()
                action = bots[seat].choose(game.view(state, seat), legal, rng)
                times.append(time.perf_counter() - t)
            else:
                action = legal[0]
            game.apply(state, seat, action, check=False)
            step += 1
    return times


def _strength_task(args: tuple[str, int, int, float, int]) -> tuple[float, float, float] | None:
    """One deal with Hard on side `hard_side`: (win share, points, points minus others' mean)."""
    game_id, seed, hard_side, hard_time, samples = args
    info = get(game_id)
    game, options = info.module, info.default_options()
    n = info.seats(options)
    kw: dict[str, Any] = {"time_budget": hard_time}
    if samples:
        kw["samples"] = samples
    hard = make_bot(game_id, "hard", **kw)
    medium = make_bot(game_id, "medium")
    bots = [hard if info.side_of(options, s) == hard_side else medium for s in range(n)]
    setup = game.first_setup(options, seed)
    state = game.new_state(options, seed, setup)
    step = 0
    while not game.is_over(state):
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        rng = random.Random(f"{seed}/bot/{seat}/{step}")
        if len(legal) == 1:
            action = legal[0]
        else:
            action = bots[seat].choose(game.view(state, seat), legal, rng)
        game.apply(state, seat, action, check=False)
        step += 1
    res = game.result(state)
    if not res.counted:
        return None
    win_sides = {info.side_of(options, s) for s in res.winners}
    win = 1.0 / len(win_sides) if hard_side in win_sides else 0.0
    pts = res.points[hard_side]
    others = [p for s, p in enumerate(res.points) if s != hard_side]
    return win, float(pts), pts - sum(others) / len(others)


def _ci(values: list[float]) -> str:
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{m:8.3f}  95% CI [{m - half:.3f}, {m + half:.3f}]"


def strength(info: GameInfo, deals: int, hard_time: float, jobs: int, samples: int) -> None:
    options = info.default_options()
    sides = info.sides(options)
    seeds = max(1, deals // sides)
    tasks = [(info.id, 50_000 + k, side, hard_time, samples) for k in range(seeds)
             for side in range(sides)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(pool.map(_strength_task, tasks, chunksize=4))
    else:
        outcomes = [_strength_task(t) for t in tasks]
    done = [o for o in outcomes if o is not None]
    budget = f"{samples} samples" if samples else f"{hard_time}s"
    print(f"  strength: Hard (side rotated) vs Medium, {len(done)} counted deals "
          f"({len(tasks) - len(done)} void), hard budget "
          f"{budget}, {time.perf_counter() - start:.0f}s")
    print(f"    deal-win share       {_ci([o[0] for o in done])}   (break-even {1 / sides:.3f})")
    print(f"    points per deal      {_ci([o[1] for o in done])}   ({info.better} is better)")
    print(f"    points minus others  {_ci([o[2] for o in done])}")


def main(argv: Iterable[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cardgame.bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", action="append", help="game id (repeatable; default: all)")
    ap.add_argument("--parts", default="speed,decisions,strength",
                    help="comma-separated: speed, decisions, strength")
    ap.add_argument("--speed-seconds", type=float, default=3.0)
    ap.add_argument("--decision-deals", type=int, default=5,
                    help="deals per level for decision times (hard gets a fifth, at least 1)")
    ap.add_argument("--levels", default="easy,medium,hard")
    ap.add_argument("--deals", type=int, default=40, help="deals for the strength part")
    ap.add_argument("--hard-time", type=float, default=0.4, help="Hard's seconds per decision")
    ap.add_argument("--samples", type=int, default=0,
                    help="strength only: fixed samples per decision instead of a time budget")
    ap.add_argument("--jobs", type=int, default=1, help="processes for the strength part")
    args = ap.parse_args(list(argv) if argv is not None else None)
    parts = set(args.parts.split(","))
    chosen = args.game or list(games())
    for game_id in chosen:
        info = get(game_id)
        print(f"{info.title} ({game_id})")
        if "speed" in parts:
            rate, per = random_deals_per_second(info, args.speed_seconds)
            print(f"  random full deals: {rate:9.0f} per CPU second  ({per:.1f} actions per deal)")
        if "decisions" in parts:
            for level in args.levels.split(","):
                deals = args.decision_deals if level != "hard" else max(1, args.decision_deals // 5)
                times = decision_times(info, level, deals, args.hard_time)
                print(f"  {level:6} decisions: {_percentiles(times)}")
        if "strength" in parts:
            strength(info, args.deals, args.hard_time, args.jobs, args.samples)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
