"""Seeded Ghost Euchre matches advanced by the computer players to a decision of the human."""

from __future__ import annotations

from collections.abc import Callable

from cardgame.ai.driver import Driver
from cardgame.engine.match import Match

SEATS = ["human", "medium", "medium"]


def advance(seed: int, until: Callable[[Match], bool], options=None,
            human: Callable[[Match], str] | None = None, limit: int = 200) -> Match:
    """The match of `seed` with bots playing until `until(match)` holds at a human decision;
    the human meanwhile plays `human(match)` (default: the first legal action)."""
    m = Match("ghost_euchre", options, seed)
    d = Driver(m, SEATS)
    for _ in range(limit):
        d.play_deal()
        if m.deal_over:
            if m.over:
                break
            m.start_next_deal()
            continue
        if until(m):
            return m
        legal = m.game.legal_actions(m.state, 0)
        d.submit(0, human(m) if human else legal[0])
    raise RuntimeError("position not reached")


def find(until: Callable[[Match], bool], options=None, seeds: range = range(1, 200),
         human: Callable[[Match], str] | None = None) -> Match:
    """The first seed whose match reaches `until`."""
    for seed in seeds:
        try:
            return advance(seed, until, options, human)
        except RuntimeError:
            continue
    raise RuntimeError("no seed reaches the position")


def decision(m: Match) -> str | None:
    return m.game.view(m.state, 0).decision
