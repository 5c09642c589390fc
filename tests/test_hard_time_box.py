"""Hard (the search) honours its time box: it stops sampling once the box is spent, on its own
clock and in wall time. The wall-time bound is generous (a loaded two-core machine); the
exact check runs on a clock the test controls."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from cardgame.ai.search import SearchBot
from cardgame.engine.match import Match
from cardgame.engine.registry import games


def _open_decision(game_id: str) -> tuple[Any, Any, int]:
    """A position reached by random play where Hard really searches (several candidates)."""
    rng = random.Random(7)
    for seed in range(50):
        m = Match(game_id, seed=seed)
        bot = SearchBot(game_id)
        while not m.deal_over:
            seat = min(m.to_act())
            legal = m.game.legal_actions(m.state, seat)
            view = m.game.view(m.state, seat)
            trusted = getattr(bot.medium, "trusted", None)
            if len(legal) >= 4 and len(m.history) > 6 and not (trusted and trusted(view)):
                return m.game, m.game.clone(m.state), seat
            m.apply(seat, rng.choice(legal))
    raise AssertionError("no open decision found")


class StepClock:
    """A clock that moves on by `step` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.mark.parametrize("game_id", list(games()))
def test_hard_stops_sampling_when_its_clock_says_the_box_is_spent(game_id: str) -> None:
    game, state, seat = _open_decision(game_id)
    clock = StepClock(0.25)
    bot = SearchBot(game_id, time_budget=1.0, clock=clock)
    legal = game.legal_actions(state, seat)
    action = bot.choose(game.view(state, seat), legal, random.Random(1))
    assert action in legal
    assert bot.last_boxed, "the box, not a clear winner, ended this search"
    assert bot.last_samples == 3  # box set at 0.25 (ends 1.25); samples at 0.5, 0.75, 1.0


@pytest.mark.parametrize("game_id", list(games()))
def test_hard_answers_within_its_time_box_in_wall_time(game_id: str) -> None:
    game, state, seat = _open_decision(game_id)
    budget = 0.3
    bot = SearchBot(game_id, time_budget=budget)
    legal = game.legal_actions(state, seat)
    start = time.perf_counter()
    action = bot.choose(game.view(state, seat), legal, random.Random(1))
    elapsed = time.perf_counter() - start
    assert action in legal and bot.last_samples >= 1
    # one sample past the box at most; the bound only catches a search that ignores it
    assert elapsed < budget + 10.0, f"{elapsed:.1f} s for a {budget} s box"
