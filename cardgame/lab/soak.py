"""The soak: whole matches of every game with mixed computer players and random options,
checking the contract's invariants (CONTRACT.md section 7) at every step.

    python -m cardgame.lab.soak --seconds 60                  # all games, in turn
    python -m cardgame.lab.soak --seconds 600 --game tichu --seed 7
    python -m cardgame.lab.soak --replay soak-failures/tichu-123.json

It prints `N deals, M actions, K failures`. A failure is written as a save file (the seed,
the options, the seats and the actions up to the failing one, plus what broke); `--replay`
plays such a file again with every check, so the failure can be debugged in one run.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import signal
import sys
import time
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..ai.base import Bot, make_bot
from ..engine.actions import Action, parse_action
from ..engine.match import Match
from ..engine.registry import GameInfo, games, get
from ..engine.saves import match_from_save, match_to_save
from . import checks

# Seats drawn per match: Hard with a small fixed sample count, so a run repeats exactly.
LEVELS = ("random", "random", "easy", "medium", "medium")
HARD = {"samples": 1, "width": 2}
HARD_SHARE = 0.05  # of the matches get one Hard seat (the slow one: a search per decision)
SAMPLE_SHARE = 0.25  # of the steps check sample_state (half the soak's time when at every step)
MAX_DEALS = 25  # a match of random players may drift for ever (Tichu's failed calls)
GARBAGE = (
    "",
    "   ",
    "play",
    "play 1X",
    "play ZZ",
    "draw draw",
    "bid 99",
    "gift 9",
    "trump Q",
    "exchange 2S>9",
    "play MJ wish 1",
    "play JD suit X",
    "PASS",
    "pass pass",
    "\x00",
    "play " + "AS " * 40,
    "x" * 5000,
    "play 7H\u00a0",
    "swap 1",
    "moon 2",
)


def random_options(info: GameInfo, rng: random.Random) -> Any:
    """Options with each field drawn from values the options class accepts: its choice lists,
    both flags, small and default-near numbers (each tried alone, refused ones skipped)."""
    default = info.default_options()
    module = sys.modules[type(default).__module__]
    choices = getattr(module, "_CHOICES", {})
    values: dict[str, Any] = {}
    for f in dataclasses.fields(default):
        base = getattr(default, f.name)
        if f.name in choices:
            pool = list(choices[f.name])
        elif isinstance(base, bool):
            pool = [True, False]
        elif isinstance(base, int):
            pool = [base, 1, 2, 3, 4, 5, max(1, base // 2), base * 2, base + 1]
        elif isinstance(base, str):
            pool = [base, 0, 1, 2]
        else:
            pool = [base]
        rng.shuffle(pool)
        for value in pool:
            try:
                info.options_from_dict({**values, f.name: value})
            except ValueError:
                continue
            values[f.name] = value
            break
    try:
        return info.options_from_dict(values)
    except ValueError:  # fields that constrain each other: fall back to the defaults
        return default


def _match_length_ok(info: GameInfo, options: Any) -> Any:
    """Keep matches to a handful of deals: a 1,000-point Tichu match is many deals of the
    same options; the soak wants variety."""
    names = {f.name for f in dataclasses.fields(options)}
    for name, short in (("target_score", None), ("match_deals", 3)):
        if name in names:
            value = getattr(options, name)
            if short is None:
                short = max(1, value // 4)
            try:
                return dataclasses.replace(options, **{name: min(value, short)})
            except ValueError:
                continue
    return options


@dataclasses.dataclass
class Tally:
    deals: int = 0
    actions: int = 0
    failures: int = 0
    matches: int = 0
    cut: int = 0  # matches stopped at MAX_DEALS
    per_game: dict[str, int] = dataclasses.field(default_factory=dict)  # deals by game


class Soak:
    """Plays matches and checks them; failures become save files under `out`."""

    def __init__(self, seed: int, out: Path, quiet: bool = False) -> None:
        self.seed = seed
        self.out = out
        self.quiet = quiet
        self.tally = Tally()
        self.bots: dict[tuple[str, str], Bot] = {}
        self.asked: list[int] = []

    def bot(self, game_id: str, level: str) -> Bot:
        key = (game_id, level)
        if key not in self.bots:
            self.bots[key] = make_bot(game_id, level, **(HARD if level == "hard" else {}))
        return self.bots[key]

    def plan(self, game_id: str, k: int) -> tuple[Any, int, list[str], random.Random]:
        """Options, match seed, seats and the check rng of the soak's k-th match of a game."""
        rng = random.Random(f"soak/{self.seed}/{game_id}/{k}")
        info = get(game_id)
        options = _match_length_ok(info, random_options(info, rng))
        n = info.seats(options)
        seats = [rng.choice(LEVELS) for _ in range(n)]
        if rng.random() < HARD_SHARE:
            seats[rng.randrange(n)] = "hard"
        return options, rng.getrandbits(40), seats, rng

    def match(self, game_id: str, k: int) -> None:
        options, seed, seats, rng = self.plan(game_id, k)
        match = Match(game_id, options, seed)
        try:
            self.play(match, seats, rng)
        except Exception as exc:
            self.tally.failures += 1
            self.record(match, seats, exc)
        self.tally.matches += 1

    def play(
        self,
        match: Match,
        seats: list[str],
        rng: random.Random,
        script: list[tuple[int, str]] | None = None,
    ) -> None:
        """The match loop to its end (or along `script`, a save's actions), checked."""
        game = match.game
        all_seats = list(range(match.num_seats))
        pool: list[tuple[int, Action]] = []
        steps = iter(script) if script is not None else None
        self.asked = [0] * match.num_seats  # each seat's decisions so far: its bot rng
        save_at = rng.randrange(1, 60)
        while True:
            deck = sum(len(c) for c in game.zones(match.state).values())
            while not match.deal_over:
                state = match.state
                checks.decisions(game, state, all_seats)
                checks.cards_once(game, state, deck)
                to_act = sorted(game.to_act(state))
                checks.views(
                    game,
                    state,
                    sorted({to_act[0], rng.choice(all_seats)}),
                    rng,
                    samples=1 if rng.random() < SAMPLE_SHARE else 0,
                )
                for p in all_seats:
                    legal = game.legal_actions(state, p)  # lazy lists: index, never slice
                    pool.extend((p, legal[i]) for i in range(min(2, len(legal))))
                del pool[:-120]
                for p, a in rng.sample(pool, min(3, len(pool))):
                    checks.refused(game, state, p, a)
                checks.refused(game, state, rng.choice(all_seats), rng.choice(GARBAGE))
                seat, action = self.choose(match, seats, to_act, rng, steps)
                legal = game.legal_actions(state, seat)
                checks.require(
                    action in legal or game.why_illegal(state, seat, action) is None,
                    f"the chosen {action} is not legal",
                )
                if len(to_act) > 1 and steps is None:
                    choices = {p: rng.choice(game.legal_actions(state, p)) for p in to_act}
                    checks.step_order_free(game, state, choices)
                events = match.apply(seat, str(action))
                checks.observed(game, events, all_seats)
                self.tally.actions += 1
                if len(match.history) == save_at:
                    checks.replays(match)
            checks.cards_once(game, match.state, deck)
            checks.deal_end(match)
            self.tally.deals += 1
            gid = match.info.id
            self.tally.per_game[gid] = self.tally.per_game.get(gid, 0) + 1
            if match.over:
                break
            if steps is None and len(match.results) >= MAX_DEALS:
                self.tally.cut += 1
                break
            if steps is not None and not _has_more(script, match):
                return
            match.start_next_deal()
        checks.replays(match)

    def choose(
        self,
        match: Match,
        seats: list[str],
        to_act: list[int],
        rng: random.Random,
        steps: Iterator[tuple[int, str]] | None,
    ) -> tuple[int, Action]:
        game, state = match.game, match.state
        if steps is not None:
            seat, text = next(steps)
            return seat, parse_action(text)
        seat = rng.choice(to_act)
        legal = game.legal_actions(state, seat)
        n = self.asked[seat]
        self.asked[seat] += 1
        bot_rng = random.Random(f"{match.seed}/bot/{seat}/{n}")
        action = self.bot(match.info.id, seats[seat]).choose(game.view(state, seat), legal, bot_rng)
        return seat, action

    def record(self, match: Match, seats: list[str], exc: BaseException) -> Path:
        """The failure as a save file that replays to the failing position."""
        data = match_to_save(match, seats)
        data["soak"] = {
            "soak_seed": self.seed,
            "failure": f"{type(exc).__name__}: {exc}",
            "traceback": traceback.format_exc(),
        }
        self.out.mkdir(parents=True, exist_ok=True)
        path = self.out / f"{match.info.id}-{match.seed}.json"
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")
        if not self.quiet:
            print(
                f"FAILURE in {match.info.id} (match seed {match.seed}): {exc}\n"
                f"  reproduce: python -m cardgame.lab.soak --replay {path}",
                flush=True,
            )
        return path

    def run(self, seconds: float, game_ids: list[str], progress: float = 0.0) -> Tally:
        """Matches of each game in turn until `seconds` pass (or SIGTERM / Ctrl-C)."""
        start = time.monotonic()
        end, report = start + seconds, start + (progress or seconds + 1)
        k = 0
        try:
            while time.monotonic() < end:
                for gid in game_ids:
                    self.match(gid, k)
                k += 1
                if progress and time.monotonic() >= report:
                    report += progress
                    print(f"... {self.summary(time.monotonic() - start)}", flush=True)
        except KeyboardInterrupt:
            pass
        return self.tally

    def summary(self, took: float) -> str:
        t = self.tally
        return (
            f"{t.deals} deals, {t.actions} actions, {t.failures} failures ({t.matches} "
            f"matches, {t.cut} cut at {MAX_DEALS} deals, {t.deals / max(took, 1e-9):.1f} "
            f"deals/s over {took:.0f} s; "
            + ", ".join(f"{g} {n}" for g, n in sorted(t.per_game.items()))
            + ")"
        )


def _has_more(script: list[tuple[int, str]] | None, match: Match) -> bool:
    return script is not None and len(match.history) < len(script)


def replay(path: Path) -> int:
    """Play a failure file again with every check; print what breaks."""
    data = json.loads(path.read_text(encoding="utf-8"))
    script = [(int(s), str(t)) for s, t in data["actions"]]
    empty = {**data, "actions": []}
    match, seats = match_from_save(empty)
    soak = Soak(int(data.get("soak", {}).get("soak_seed", 0)), path.parent)
    try:
        soak.play(match, seats, random.Random(0), script)
    except StopIteration:
        print(f"replayed all {len(script)} actions: every check holds")
        return 0
    except Exception as exc:
        print(f"after {len(match.history)} actions: {type(exc).__name__}: {exc}")
        traceback.print_exc()
        return 1
    print(f"replayed all {len(script)} actions: every check holds")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m cardgame.lab.soak", description=__doc__.split("\n")[0]
    )
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--game", choices=sorted(games()), default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=Path("soak-failures"))
    ap.add_argument(
        "--progress",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="print the running figures this often",
    )
    ap.add_argument("--replay", type=Path, default=None, help="a failure file to play again")
    args = ap.parse_args(argv)
    if args.replay:
        return replay(args.replay)
    game_ids = [args.game] if args.game else list(games())
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # stop early, still report
    start = time.monotonic()
    soak = Soak(args.seed, args.out)
    t = soak.run(args.seconds, game_ids, args.progress)
    print(soak.summary(time.monotonic() - start), flush=True)
    return 1 if t.failures else 0


if __name__ == "__main__":
    sys.exit(main())
