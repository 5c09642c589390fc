"""Run Fast (Pǎo Dé Kuài), the 3-player shedding game, on the engine contract."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import DealSetup, HandResult, Seat
from ..registry import GameInfo
from .combos import Combo, beats, classify
from .options import RunFastOptions
from .position import load_position
from .rules import (
    Phase,
    RunFastState,
    apply,
    clone,
    is_over,
    legal_actions,
    legal_plays,
    new_state,
    payment,
    result,
    to_act,
    why_illegal,
)
from .seen import RunFastView, observe, sample_state, sample_unseen, view, zones

Options = RunFastOptions
State = RunFastState


def first_setup(options: RunFastOptions, seed: int) -> DealSetup:
    """The first deal is opened by the holder of 3H (no forced leader)."""
    return DealSetup(0, 0, None, (0, 0, 0))


def next_setup(options: RunFastOptions, setup: DealSetup, result: HandResult) -> DealSetup:
    """With `later_deal_leader = previous_winner` the last deal's winner opens the next."""
    leader = None
    if options.later_deal_leader == "previous_winner" and result.winners:
        leader = result.winners[0]
    return DealSetup(setup.number + 1, 0, leader, setup.totals)


def match_over(options: RunFastOptions, totals: Sequence[int], counted_deals: int) -> bool:
    return counted_deals >= options.match_deals


INFO = GameInfo(
    id="runfast",
    title="Run Fast",
    options_class=RunFastOptions,
    seats=lambda o: 3,
    sides=lambda o: 3,
    side_of=lambda o, s: s,
    better="higher",
    module_name=__name__,
)

__all__ = [
    "INFO",
    "Options",
    "State",
    "RunFastView",
    "Phase",
    "Combo",
    "beats",
    "classify",
    "new_state",
    "to_act",
    "legal_actions",
    "legal_plays",
    "why_illegal",
    "apply",
    "observe",
    "is_over",
    "result",
    "payment",
    "view",
    "sample_state",
    "sample_unseen",
    "clone",
    "zones",
    "load_position",
    "first_setup",
    "next_setup",
    "match_over",
    "Seat",
]
