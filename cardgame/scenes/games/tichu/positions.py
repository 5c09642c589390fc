"""Seeded and hand-made Tichu positions for screenshots, benchmarks and tests (no window)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ....ai.base import make_bot
from ....ai.driver import Driver
from ....engine import tichu as t
from ....engine.match import Match

SEATS = ["human", "medium", "medium", "medium"]


def advance_until(
    want: Callable[[Match], bool],
    seats: list[str] | None = None,
    seeds: range = range(1, 200),
    options: t.Options | None = None,
) -> Match:
    """A seeded match whose human seat plays as the Medium bot would, stopped at the first
    human decision where `want(match)` holds."""
    seats = seats or SEATS
    me = make_bot("tichu", "medium")
    for seed in seeds:
        m = Match("tichu", options, seed=seed)
        d = Driver(m, seats)
        for _ in range(300):
            d.play_deal()
            if m.deal_over:
                break
            if want(m):
                return m
            legal = m.game.legal_actions(m.state, 0)
            d.submit(0, me.choose(m.game.view(m.state, 0), legal, random.Random(len(m.history))))
    raise RuntimeError("no such position in the seeds tried")


def decision(name: str) -> Callable[[Match], bool]:
    return lambda m: m.game.view(m.state, 0).decision == name


def holds_mah_jong_lead(m: Match) -> bool:
    v = m.game.view(m.state, 0)
    return v.decision == "lead" and any(str(c) == "MJ" for c in v.hand)


def trick_of(n: int) -> Callable[[Match], bool]:
    def want(m: Match) -> bool:
        v = m.game.view(m.state, 0)
        return v.decision == "follow" and len(v.table) >= n

    return want


def scored_hand(seed: int = 5) -> Match:
    m = Match("tichu", seed=seed)
    Driver(m, ["medium"] * 4).play_deal()
    return m


def full_table() -> tuple[Match, list[str]]:
    """The benchmark's table: your 14 cards, a trick of four combinations, calls by every
    name plate, your turn to follow."""
    m = Match("tichu", seed=1)
    m.state = t.load_position(
        m.options,
        {
            "hand:0": "2S 3J 4P 6S 7J 8P 9R JS QJ KP AR DOG PHX DRG",
            "hand:1": "2J 3P 4R 5S 8J",
            "hand:2": "2P 3R 4S 5R TJ QS",
            "hand:3": "2R AS AJ",
            "table": "3S 4J 5P 6R 7S 5J 6J 7P 8R 9S 6P 7R 8S 9J TS 9P TR JJ QP KJ",
            "trick": [
                [1, "3S 4J 5P 6R 7S"],
                [2, "5J 6J 7P 8R 9S"],
                [3, "6P 7R 8S 9J TS"],
                [1, "9P TR JJ QP KJ"],
            ],
            "passed": [2, 3],
            "phase": "PLAY",
            "to_act": 0,
            "calls": ["tichu", "grand", "", "tichu"],
        },
    )
    return m, list(SEATS)
