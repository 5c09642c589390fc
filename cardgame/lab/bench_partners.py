"""The benchmark's partnership part: a level against a frozen copy of an earlier bot (never
offered to players), each seeded hand played twice with the teams swapped.

    python -m cardgame.lab.bench_partners --level medium --frozen medium --hands 400 --jobs 1

Prints the tested team's points a hand (its points minus the other team's, 95% interval),
calls made of called (Tichu and Grand Tichu apart) and the call rates, double victories for
and against, overtaken partner tricks per 100 hands (plays over the partner's top that do
not take the player out, while passing was allowed) and how many of those overtook a trick
the partner was going to win (the same hand replayed with a pass instead), and bombs on the
partner (those the wish obliged apart). The same figures for the frozen side show today's play.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..ai.base import Bot, make_bot
from ..engine.actions import Action, Pass, Play
from ..engine.match import Match
from ..engine.tichu.combos import BOMB, classify, mask_of
from .bench import _ci, _Parser
from .frozen import tichu_medium

# the frozen classes, typed loosely as the level lookup types its modules (a Tichu bot takes a
# TichuView where the Bot protocol says SeatView)
FROZEN: dict[tuple[str, str], Any] = {("tichu", "medium"): tichu_medium.MediumBot}
GAMES = tuple(sorted({g for g, _ in FROZEN}))
LEVELS = ("easy", "medium", "frozen")  # "frozen": the frozen copy on both sides (before)
CALLS = ("tichu", "grand")


@dataclass
class Side:
    """One team's figures in one hand."""

    called: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CALLS, 0))
    made: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CALLS, 0))
    doubles: int = 0
    overtakes: int = 0
    winning_overtakes: int = 0
    partner_bombs: int = 0
    forced_bombs: int = 0  # bombs on the partner that the wish obliged


@dataclass
class Hand:
    edge: float  # the tested team's points minus the other team's
    sides: tuple[Side, Side]  # the tested team's figures, the frozen team's


def _bot(game_id: str, level: str, frozen: bool) -> Bot:
    if frozen:
        bot: Bot = FROZEN[game_id, level]()
        return bot
    return make_bot(game_id, level)


def _act(bots: Sequence[Bot], match: Match, seat: int, key: str) -> Action:
    game, state = match.game, match.state
    legal = game.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    return bots[seat].choose(game.view(state, seat), legal, random.Random(key))


def _trick_owner_after(match: Match, bots: Sequence[Bot], seed: int, step: int) -> int:
    """Who takes the running trick when play goes on from here (the match is a copy)."""
    game, state = match.game, match.state
    owner, n = state.owner, len(state.trick)
    while not game.is_over(state) and state.phase.name == "PLAY":
        if len(state.trick) < n:
            return owner
        n, owner = len(state.trick), state.owner
        seat = min(game.to_act(state))
        game.apply(state, seat, _act(bots, match, seat, f"{seed}/if/{seat}/{step}"), check=False)
        step += 1
    return state.owner if state.phase.name == "GIFT" else owner


def play_hand(task: tuple[str, str, str, int, int]) -> Hand:
    """One seeded hand with `level` on `side` and the frozen `frozen` on the other."""
    game_id, level, frozen, seed, side = task
    mine = _bot(game_id, frozen, True) if level == "frozen" else _bot(game_id, level, False)
    theirs = _bot(game_id, frozen, True)
    bots = [mine if s % 2 == side else theirs for s in range(4)]
    match = Match(game_id, None, seed)
    game = match.game
    figures = (Side(), Side())
    step = 0
    while not game.is_over(match.state):
        state = match.state
        seat = min(game.to_act(state))
        a = _act(bots, match, seat, f"{seed}/bot/{seat}/{step}")
        if type(a) is Play and state.top is not None and state.owner == (seat + 2) % 4:
            f = figures[0 if seat % 2 == side else 1]
            m = mask_of(a.cards)
            kind = classify(m)
            legal = game.legal_actions(state, seat)
            free = any(type(x) is Pass for x in legal)  # else the wish obliged it
            if kind is not None and kind[0] == BOMB:
                f.partner_bombs += free
                f.forced_bombs += not free
            if m != state.hands[seat] and free:
                f.overtakes += 1
                copy = Match(game_id, None, seed)
                copy.state = game.clone(state)
                game.apply(copy.state, seat, Pass(), check=False)
                if _trick_owner_after(copy, bots, seed, step) == (seat + 2) % 4:
                    f.winning_overtakes += 1
        match.apply(seat, a, check=False)
        step += 1
    state = match.state
    points = match.results[-1].points
    first = state.out[0] if state.out else -1
    for s in range(4):
        f = figures[0 if s % 2 == side else 1]
        if state.calls[s]:
            f.called[state.calls[s]] += 1
            f.made[state.calls[s]] += first == s
    if state.end == "double":
        figures[0 if first % 2 == side else 1].doubles += 1
    return Hand(float(points[side] - points[1 - side]), figures)


def partners(
    game_id: str, level: str, frozen: str, hands: int, jobs: int, base: int = 90_000
) -> None:
    """Plays and prints the part (module docstring)."""
    tasks = [(game_id, level, frozen, base + k, side) for k in range(hands) for side in (0, 1)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as ex:
            done = list(ex.map(play_hand, tasks, chunksize=8))
    else:
        done = [play_hand(t) for t in tasks]
    n = len(done)
    print(
        f"  {level.capitalize()} vs frozen {frozen.capitalize()}: {hands} hands, each twice "
        f"with the teams swapped ({n} played)"
    )
    if not done:
        return
    print(f"    points a hand (team minus team)  {_ci([h.edge for h in done])}")
    for k, who in enumerate((level.capitalize(), f"frozen {frozen.capitalize()}")):
        sides = [h.sides[k] for h in done]
        calls = []
        for call in CALLS:
            c = sum(s.called[call] for s in sides)
            made = sum(s.made[call] for s in sides)
            share = f"{100 * made / c:.0f}%" if c else "-"
            calls.append(
                f"{call} made {made} of {c} ({share}), called in {100 * c / n:.1f}% of hands"
            )
        any_call = sum(1 for s in sides if any(s.called.values()))
        print(f"    {who}: " + "; ".join(calls) + f"; a call in {100 * any_call / n:.1f}% of hands")
        against = sum(h.sides[1 - k].doubles for h in done)
        print(
            f"    {who}: double victories for {sum(s.doubles for s in sides)} against {against}; "
            f"partner tricks overtaken {100 * sum(s.overtakes for s in sides) / n:.1f} per 100 "
            f"hands ({sum(s.winning_overtakes for s in sides)} of a trick the partner was going "
            f"to win); bombs on the partner {sum(s.partner_bombs for s in sides)} "
            f"(and {sum(s.forced_bombs for s in sides)} the wish obliged)"
        )


def main(argv: Iterable[str] | None = None) -> int:
    ap = _Parser(
        prog="python -m cardgame.lab.bench_partners",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--game", default="tichu", help="game id (only Tichu has the part)")
    ap.add_argument(
        "--level",
        default="medium",
        help="the tested level: easy, medium, or frozen (the frozen copy on both sides)",
    )
    ap.add_argument("--frozen", default="medium", help="the frozen level played against")
    ap.add_argument("--hands", type=int, default=100, help="seeded hands, each played twice")
    ap.add_argument("--jobs", type=int, default=1, help="processes")
    ap.add_argument("--seed", type=int, default=90_000, help="the first hand's seed")
    args: Any = ap.parse_args(list(argv) if argv is not None else None)
    if args.game not in GAMES:
        ap.error(f"game {args.game!r} has no partnership part (games: {', '.join(GAMES)})")
    if (args.game, args.frozen) not in FROZEN:
        frozen = ", ".join(lv for g, lv in FROZEN if g == args.game)
        ap.error(f"unknown frozen level {args.frozen!r} (frozen levels: {frozen})")
    if args.level not in LEVELS:
        ap.error(f"unknown level {args.level!r} (levels: {', '.join(LEVELS)})")
    if args.hands < 0:
        ap.error("--hands must not be negative")
    if args.jobs < 1:
        ap.error("--jobs must be 1 or more")
    print(f"Tichu ({args.game}) partnership part")
    partners(args.game, args.level, args.frozen, args.hands, args.jobs, args.seed)
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
