"""Seeded Ghost Euchre positions for screenshots, benchmarks and tests (no window needed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....ai.driver import Driver
from ....engine.match import Match

SEATS = ["human", "medium", "medium"]


def advance(
    seed: int,
    until: Callable[[Match], bool],
    options: Any = None,
    human: Callable[[Match], Any] | None = None,
    limit: int = 200,
) -> Match:
    """The match of `seed`, computer players playing, until `until(match)` holds at a
    decision of the human; the human meanwhile plays `human(match)` (default: the first
    legal action). RuntimeError when the match ends first."""
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


def find(
    until: Callable[[Match], bool],
    options: Any = None,
    seeds: range = range(1, 200),
    human: Callable[[Match], Any] | None = None,
) -> Match:
    """The first seed whose match reaches `until`."""
    for seed in seeds:
        try:
            return advance(seed, until, options, human)
        except RuntimeError:
            continue
    raise RuntimeError("no seed reaches the position")


def decision(m: Match) -> str | None:
    return m.game.view(m.state, 0).decision


def auction(m: Match) -> bool:
    """The human's call, with a bid already made before it."""
    return decision(m) == "auction" and m.state.high > 0


def naming_trump(m: Match) -> bool:
    return decision(m) == "trump"


def third_to_play(m: Match) -> bool:
    """The human to play the last card of a trick after a finished one."""
    return decision(m) == "play" and len(m.state.table) == 2 and sum(m.state.tricks) >= 1


def first_trick_last(m: Match) -> bool:
    """Six cards in the human's hand, two cards on the table: the fullest table there is."""
    return decision(m) == "play" and len(m.state.table) == 2 and not sum(m.state.tricks)


def bid_high(m: Match) -> Any:
    """The human's strategy while advancing: take the auction with a bid when allowed."""
    legal = m.game.legal_actions(m.state, 0)
    bids = [a for a in legal if str(a).startswith("bid")]
    return bids[0] if bids else legal[0]


def scored_deal(seed: int = 5) -> Match:
    """A match whose first counted deal was played out by the computer players."""
    m = Match("ghost_euchre", seed=seed)
    d = Driver(m, ["medium"] * 3)
    while True:
        d.play_deal()
        if m.results[-1].counted:
            return m
        m.start_next_deal()
