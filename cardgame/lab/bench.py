"""Benchmarks that print figures (never tests): speed, decision times, strength, losses.

    python -m cardgame.lab.bench                       # every game, every part, quick settings
    python -m cardgame.lab.bench --game runfast --parts strength --deals 30 --samples auto --jobs 2

Speed: random full deals per CPU second through the public contract, one core.
Decisions: p50 / p95 / max seconds per decision for each bot level, over decisions with a
real choice (two or more legal actions), in deals where every seat plays that level.
Strength: for each matchup `tested:others` (default hard:medium, easy:medium and
reference:medium) the tested level plays one side and the other level every other side, on
seeded deals, each seed played once with the tested level on each side (seats rotated; in
Tichu each deal twice with the teams swapped). Ghost Hand Euchre plays whole games to 32.
Printed with 95% intervals: the tested side's win share against its break-even, its points,
and its points minus the others' mean; then Hard's share of the reference's edge over Medium
(the reference is Hard's search given every hand; it is never offered to players).
Budget: Hard's time box (--hard-time), or a fixed sample count (--samples N) that keeps runs
repeatable on a loaded machine; `--samples auto` first measures what the box buys here (CPU
time, so the load does not shrink it) and prints that calibration.
Workers: as in the app, Hard (and the reference) sample with one worker process on a machine
with two cores or more (`--workers N` to choose; 0 is one process). A fixed sample count
gives the same answers either way, so the strength part uses them only under the box.
Losses (asked for by name, `--parts losses`): each level's loss per decision against the
all-seeing truth on fixed positions of Medium deals (`cardgame.lab.bench_losses`).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import NoReturn

from ..ai.base import make_bot
from ..ai.search import SearchBot
from ..ai.workers import Pool, worker_count
from ..engine.match import Match
from ..engine.registry import GameInfo, games, get
from .bench_losses import losses
from .bench_seats import decide, seat_bot, side_outcome

LEVELS = ("random", "easy", "medium", "hard")
STRENGTH_LEVELS = (*LEVELS, "reference")
PARTS = ("speed", "decisions", "strength", "losses")
MATCHUPS = (("hard", "medium"), ("easy", "medium"), ("reference", "medium"))
# Games measured by whole games rather than deals: a euchre deal's bids chase the score.
WHOLE_GAMES = frozenset({"ghost_euchre"})


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
    return (
        f"p50 {p50 * 1000:8.2f} ms  p95 {p95 * 1000:8.2f} ms  max {times[-1] * 1000:8.2f} ms"
        f"  (n={len(times)})"
    )


def decision_times(
    info: GameInfo, level: str, deals: int, hard_time: float, pool: Pool | None = None
) -> list[float]:
    """Wall seconds of each decision with a real choice; Hard samples with `pool`'s workers,
    as in the app."""
    options = info.default_options()
    n = info.seats(options)
    bots = [
        make_bot(info.id, level, **({"time_budget": hard_time} if level == "hard" else {}))
        for _ in range(n)
    ]
    times: list[float] = []
    for k in range(deals):
        match = Match(info.id, options, 1000 + k)
        game, state = match.game, match.state
        step = 0
        while not game.is_over(state):
            seat = min(game.to_act(state))
            legal = game.legal_actions(state, seat)
            rng = random.Random(f"bench/{k}/{step}")
            if len(legal) > 1:
                bot = bots[seat]
                t = time.perf_counter()
                action = decide(bot, match, seat, legal, rng, pool)
                times.append(time.perf_counter() - t)
            else:
                action = legal[0]
            match.apply(seat, action, check=False)
            step += 1
    return times


# -- strength -----------------------------------------------------------------------------------


Task = tuple[str, str, str, int, int, float, int]


def strength_tasks(
    info: GameInfo, tested: str, others: str, seeds: int, hard_time: float, samples: int
) -> list[Task]:
    """Every seed once with `tested` on each side (Tichu: each deal twice, teams swapped)."""
    sides = info.sides(info.default_options())
    return [
        (info.id, tested, others, 50_000 + k, side, hard_time, samples)
        for k in range(seeds)
        for side in range(sides)
    ]


def _strength_task(task: Task, pool: Pool | None = None) -> tuple[float, float, float] | None:
    """One deal (or whole game) with `tested` on side `side` and `others` elsewhere: (win
    share, points, edge), the edge being the points minus the other sides' mean, signed so
    that more is better; None for a deal that does not count (thrown in, void)."""
    game_id, tested, others, seed, side, hard_time, samples = task
    info = get(game_id)
    options = info.default_options()
    mine = seat_bot(game_id, tested, hard_time, samples)
    theirs = seat_bot(game_id, others, hard_time, samples)
    bots = [
        mine if info.side_of(options, s) == side else theirs for s in range(info.seats(options))
    ]
    match = Match(game_id, options, seed)
    game = match.game
    deal = step = 0
    while True:
        state = match.state
        while not game.is_over(state):
            seat = min(game.to_act(state))
            legal = game.legal_actions(state, seat)
            rng = random.Random(f"{seed}/{deal}/bot/{seat}/{step}")
            action = (
                legal[0] if len(legal) == 1 else decide(bots[seat], match, seat, legal, rng, pool)
            )
            match.apply(seat, action, check=False)
            step += 1
        if game_id not in WHOLE_GAMES or match.over:
            break
        match.start_next_deal()
        deal += 1
    if game_id in WHOLE_GAMES:
        points: Sequence[int] = match.totals
        win_sides = set(match.winners())
    else:
        res = match.results[-1]
        if not res.counted:
            return None
        points = res.points
        win_sides = {info.side_of(options, s) for s in res.winners}
    win, edge = side_outcome(info, side, points, win_sides)
    return win, float(points[side]), edge


def _ci(values: Sequence[float]) -> str:
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{m:8.3f}  95% CI [{m - half:.3f}, {m + half:.3f}]"


def share_of_edge(
    hard: Sequence[float | None], ref: Sequence[float | None], resamples: int = 2000
) -> tuple[float, float, float] | None:
    """Hard's mean edge over the reference's, with a 95% bootstrap interval over the paired
    deals (the same seed and side for both); None when the reference has no edge to share."""
    pairs = [(h, r) for h, r in zip(hard, ref, strict=True) if h is not None and r is not None]
    if len(pairs) < 2:
        return None
    mean_ref = statistics.fmean(r for _, r in pairs)
    if mean_ref <= 0:
        return None
    share = statistics.fmean(h for h, _ in pairs) / mean_ref
    rng = random.Random(0)
    found = []
    for _ in range(resamples):
        pick = [pairs[rng.randrange(len(pairs))] for _ in pairs]
        r = sum(p[1] for p in pick)
        if r > 0:
            found.append(sum(p[0] for p in pick) / r)
    found.sort()
    if len(found) < resamples // 2:
        return share, -math.inf, math.inf
    return share, found[int(0.025 * len(found))], found[int(0.975 * len(found)) - 1]


def calibrate(info: GameInfo, hard_time: float, pool: Pool, decisions: int = 12) -> int:
    """Samples Hard's box of `hard_time` CPU seconds buys with `pool`'s workers (the app's:
    each worker's box is as many CPU seconds of its own): the median over decisions of
    seeded all-Medium deals that the box ended (not those Hard leaves to Medium, nor those
    it settled early because one candidate was clearly best). Prints it."""
    options = info.default_options()
    hard = SearchBot(info.id, time_budget=hard_time, clock=time.process_time)
    medium = make_bot(info.id, "medium")
    counts: list[int] = []
    deal = 0
    while len(counts) < decisions and deal < 40:
        match = Match(info.id, options, 7000 + deal)
        game, state = match.game, match.state
        step = 0
        while not game.is_over(state) and len(counts) < decisions:
            seat = min(game.to_act(state))
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            rng = random.Random(f"calibrate/{deal}/{step}")
            if len(legal) > 1 and step % 2 == 0:
                ask = random.Random(f"calibrate/{deal}/{step}/hard")
                decide(hard, match, seat, legal, ask, pool)
                if hard.last_boxed:
                    counts.append(hard.last_samples)
            action = legal[0] if len(legal) == 1 else medium.choose(view, legal, rng)
            match.apply(seat, action, check=False)
            step += 1
        deal += 1
    samples = max(2, int(statistics.median(counts))) if counts else 2
    low, high = (min(counts), max(counts)) if counts else (0, 0)
    workers = pool.size
    print(
        f"  calibration: the {hard_time} s box buys {samples} samples a decision on this "
        f"machine with {workers} worker process{'' if workers == 1 else 'es'} (CPU time; "
        f"median of {len(counts)} decisions, range {low}-{high})"
    )
    return samples


def _title(level: str) -> str:
    return level.capitalize() if level != "reference" else "The reference"


def strength(
    info: GameInfo,
    deals: int,
    hard_time: float,
    jobs: int,
    samples: int,
    matchups: Sequence[tuple[str, str]],
    pool: Pool | None = None,
) -> None:
    """The matchups; with a time box and one job, Hard and the reference sample with
    `pool`'s workers (a fixed count gives the same answers with or without them)."""
    options = info.default_options()
    sides = info.sides(options)
    seeds = max(1, deals // sides)
    whole = info.id in WHOLE_GAMES
    unit = "games to the target" if whole else "deals"
    budget = f"{samples} samples a decision" if samples else f"a {hard_time} s box"
    edges: dict[tuple[str, str], list[float | None]] = {}
    for tested, others in matchups:
        tasks = strength_tasks(info, tested, others, seeds, hard_time, samples)
        start = time.perf_counter()
        if jobs > 1:
            with ProcessPoolExecutor(jobs) as executor:
                outcomes = list(executor.map(_strength_task, tasks, chunksize=2))
        else:
            outcomes = [_strength_task(t, None if samples else pool) for t in tasks]
        edges[tested, others] = [o[2] if o is not None else None for o in outcomes]
        done = [o for o in outcomes if o is not None]
        searched = {"hard", "reference"} & {tested, others}
        print(
            f"  {_title(tested)} on one side vs {others.capitalize()}: {len(done)} {unit} "
            f"({len(tasks) - len(done)} void), {seeds} seeds x {sides} sides"
            f"{', ' + budget if searched else ''}, {time.perf_counter() - start:.0f} s"
        )
        if not done:
            continue
        print(
            f"    win share            {_ci([o[0] for o in done])}   (break-even {1 / sides:.3f})"
        )
        print(f"    points               {_ci([o[1] for o in done])}   ({info.better} is better)")
        print(f"    edge (points minus others' mean, + is better)  {_ci([o[2] for o in done])}")
    hard, ref = edges.get(("hard", "medium")), edges.get(("reference", "medium"))
    if hard is not None and ref is not None:
        got = share_of_edge(hard, ref)
        if got is None:
            print("    Hard's share of the reference's edge: the reference shows no edge here")
        else:
            print(
                f"    Hard's share of the reference's edge over Medium  {got[0]:8.3f}  "
                f"95% CI [{got[1]:.3f}, {got[2]:.3f}]  (paired bootstrap)"
            )


# -- the command line ---------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """Refuses bad input with one line (no usage dump)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def _matchups(text: str, ap: _Parser) -> list[tuple[str, str]]:
    out = []
    for item in text.split(","):
        tested, _, others = item.strip().partition(":")
        for level in (tested, others):
            if level not in STRENGTH_LEVELS:
                ap.error(
                    f"unknown level {level!r} in --matchups (levels: {', '.join(STRENGTH_LEVELS)})"
                )
        out.append((tested, others))
    return out


def main(argv: Iterable[str] | None = None) -> int:
    ap = _Parser(
        prog="python -m cardgame.lab.bench",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--game", action="append", help="game id (repeatable; default: all)")
    ap.add_argument(
        "--parts",
        default="speed,decisions,strength",
        help="comma-separated: speed, decisions, strength, losses (not by default: minutes)",
    )
    ap.add_argument("--speed-seconds", type=float, default=3.0)
    ap.add_argument(
        "--decision-deals",
        type=int,
        default=5,
        help="deals per level for decision times (hard gets a fifth, at least 1)",
    )
    ap.add_argument("--levels", default="easy,medium,hard", help="levels for decision times")
    ap.add_argument(
        "--deals",
        type=int,
        default=12,
        help="strength: deals (games for Ghost Hand Euchre) per matchup, rounded "
        "down to whole seeds, each seed played once per side",
    )
    ap.add_argument(
        "--matchups",
        default=",".join(f"{a}:{b}" for a, b in MATCHUPS),
        help="strength: tested:others pairs (default %(default)s)",
    )
    ap.add_argument("--hard-time", type=float, default=0.4, help="Hard's seconds per decision")
    ap.add_argument(
        "--samples",
        default="0",
        help="strength: fixed samples per searched decision instead of the time "
        "box; 'auto' calibrates to what the box buys here",
    )
    ap.add_argument(
        "--loss-deals", type=int, default=10, help="losses: Medium deals to take positions from"
    )
    ap.add_argument(
        "--orders", type=int, default=200, help="losses: stock orders behind each truth"
    )
    ap.add_argument(
        "--loss-levels",
        default="medium,hard,reference",
        help="losses: the levels whose choices are scored (default %(default)s)",
    )
    ap.add_argument(
        "--jobs", type=int, default=1, help="processes for the strength and losses parts"
    )
    ap.add_argument(
        "--workers",
        type=int,
        default=worker_count(),
        help="worker processes Hard samples with, as in the app (default here: %(default)s)",
    )
    args = ap.parse_args(list(argv) if argv is not None else None)
    parts = args.parts.split(",")
    for part in parts:
        if part not in PARTS:
            ap.error(f"unknown part {part!r} (parts: {', '.join(PARTS)})")
    chosen = args.game or list(games())
    for game_id in chosen:
        if game_id not in games():
            ap.error(f"unknown game {game_id!r} (games: {', '.join(games())})")
    levels = args.levels.split(",")
    for level in levels:
        if level not in LEVELS:
            ap.error(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    matchups = _matchups(args.matchups, ap)
    for level in args.loss_levels.split(","):
        if level not in STRENGTH_LEVELS:
            ap.error(
                f"unknown level {level!r} in --loss-levels (levels: {', '.join(STRENGTH_LEVELS)})"
            )
    auto = args.samples == "auto"
    if not auto and not args.samples.isdigit():
        ap.error(f"--samples must be a count of 0 or more, or 'auto', not {args.samples!r}")
    for name in ("speed_seconds", "decision_deals", "deals", "hard_time", "loss_deals", "orders"):
        if getattr(args, name) < 0:
            ap.error(f"--{name.replace('_', '-')} must not be negative")
    if args.jobs < 1:
        ap.error("--jobs must be 1 or more")
    if args.workers < 0:
        ap.error("--workers must not be negative")
    pool = Pool.start(args.workers, nice=0)  # no window here to give way to
    try:
        _run(args, parts, chosen, levels, matchups, pool)
    finally:
        pool.close()
    return 0


def _run(
    args: argparse.Namespace,
    parts: list[str],
    chosen: list[str],
    levels: list[str],
    matchups: list[tuple[str, str]],
    pool: Pool,
) -> None:
    auto = args.samples == "auto"
    for game_id in chosen:
        info = get(game_id)
        print(f"{info.title} ({game_id})")
        if "speed" in parts:
            rate, per = random_deals_per_second(info, args.speed_seconds)
            print(f"  random full deals: {rate:9.0f} per CPU second  ({per:.1f} actions per deal)")
        if "decisions" in parts:
            for level in levels:
                deals = args.decision_deals if level != "hard" else max(1, args.decision_deals // 5)
                times = decision_times(info, level, deals, args.hard_time, pool)
                print(f"  {level:6} decisions: {_percentiles(times)}")
        if "strength" in parts or "losses" in parts:
            samples = calibrate(info, args.hard_time, pool) if auto else int(args.samples)
        if "strength" in parts:
            strength(info, args.deals, args.hard_time, args.jobs, samples, matchups, pool)
        if "losses" in parts:
            scored = args.loss_levels.split(",")
            losses(info, args.loss_deals, args.orders, scored, samples, args.jobs)
        sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
