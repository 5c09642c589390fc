"""Seeded Run Fast positions for screenshots, benchmarks and tests (no window needed)."""

from __future__ import annotations

from collections.abc import Callable

from ....ai.driver import Driver
from ....engine.actions import Action, Pass
from ....engine.match import Match
from ....engine.runfast.options import RunFastOptions

SEATS = ["human", "medium", "medium"]


def _advance(
    m: Match,
    d: Driver,
    human: Callable[[Match], Action | None],
    done: Callable[[Match], bool],
    limit: int = 80,
) -> bool:
    """Play bots (and the human by `human`, None = stop) until `done(m)`; False at the end."""
    for _ in range(limit):
        if m.deal_over:
            return False
        if done(m):
            return True
        (seat,) = m.to_act()
        if seat == 0:
            a = human(m)
            if a is None:
                return False
        else:
            req = d.request(seat)
            a = d.bots[seat].choose(req.view, req.legal, req.rng())
        d.submit(seat, a)
    return False


def full_trick(min_plays: int = 4, seats: list[str] | None = None) -> tuple[Match, list[str]]:
    """The human still holds all 16 cards and faces a trick of `min_plays` combinations (the
    rules' `must_beat` off, so that the human could pass earlier and can still play)."""
    seats = seats or SEATS
    for seed in range(1, 2000):
        m = Match("runfast", RunFastOptions(must_beat=False), seed)
        if m.state.current == 0:
            continue
        d = Driver(m, seats)

        def human(m: Match) -> Action | None:
            legal = m.game.legal_actions(m.state, 0)
            return next((a for a in legal if type(a) is Pass), None)

        def ready(m: Match) -> bool:
            return (
                m.to_act() == {0}
                and len(m.state.trick) >= min_plays
                and any(type(a) is not Pass for a in m.game.legal_actions(m.state, 0))
            )

        if _advance(m, d, human, ready):
            return m, list(seats)
    raise RuntimeError("no such position in the first 2000 seeds")


def mid_deal(seed: int = 5, seats: list[str] | None = None) -> tuple[Match, list[str]]:
    """A deal a few tricks in (the human playing Medium's choices) at a human's response."""
    seats = seats or SEATS
    from ....ai.runfast import MediumBot

    bot = MediumBot()
    for s in range(seed, seed + 500):
        m = Match("runfast", seed=s)
        d = Driver(m, seats)

        def human(m: Match, d: Driver = d) -> Action | None:
            req = d.request(0)
            return bot.choose(req.view, req.legal, req.rng())  # type: ignore[arg-type]

        def ready(m: Match) -> bool:
            gone = len(m.state.gone)
            return (
                m.to_act() == {0}
                and gone >= 8
                and len(m.state.trick) >= 2
                and len(m.game.legal_actions(m.state, 0)) > 2
            )

        if _advance(m, d, human, ready):
            return m, list(seats)
    raise RuntimeError("no such position")


def scored_deal(seed: int = 3, want_bonus: bool = True) -> Match:
    """A match whose first deal is over, by Medium players; with a bomb bonus if one of the
    first seeds gives it."""
    first = None
    for s in range(seed, seed + 300):
        m = Match("runfast", seed=s)
        Driver(m, ["medium"] * 3).play_deal()
        if first is None:
            first = m
        if not want_bonus or any(k == "bomb_bonus" for _s, _a, k, _p in m.results[-1].lines):
            return m
    assert first is not None
    return first
