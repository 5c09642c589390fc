"""Tichu, the partnership climbing game, on the engine contract."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import DealSetup, HandResult, Seat
from ..registry import GameInfo
from .legal import legal_actions, why_illegal
from .options import TichuOptions
from .position import load_position
from .rules import apply, clone, new_state
from .scoring import result
from .seen import TichuView, observe, sample_state, sample_unseen, view, zones
from .state import Phase, TichuState, can_call, is_over, partner, side_of, to_act

Options = TichuOptions
State = TichuState


def first_setup(options: TichuOptions, seed: int) -> DealSetup:
    """No dealer role in Tichu: the Mah Jong decides who leads (5.1)."""
    return DealSetup(0, 0, None, (0, 0))


def next_setup(options: TichuOptions, setup: DealSetup, result: HandResult) -> DealSetup:
    return DealSetup(setup.number + 1, 0, None, setup.totals)


def match_over(options: TichuOptions, totals: Sequence[int], counted_deals: int) -> bool:
    """Section 14: a team at or above the target and the totals differ."""
    return max(totals) >= options.target_score and totals[0] != totals[1]


INFO = GameInfo(
    id="tichu",
    title="Tichu",
    options_class=TichuOptions,
    seats=lambda o: 4,
    sides=lambda o: 2,
    side_of=lambda o, s: s % 2,
    better="higher",
    module_name=__name__,
)

__all__ = [
    "INFO",
    "Options",
    "State",
    "TichuView",
    "Phase",
    "new_state",
    "to_act",
    "legal_actions",
    "why_illegal",
    "apply",
    "observe",
    "is_over",
    "result",
    "view",
    "sample_state",
    "sample_unseen",
    "clone",
    "zones",
    "load_position",
    "first_setup",
    "next_setup",
    "match_over",
    "partner",
    "side_of",
    "can_call",
    "Seat",
]
