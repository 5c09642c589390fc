"""Pis Yedili ("Dirty Seven"), the Turkish crazy eights, on the engine contract."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..core import DealSetup, HandResult, Seat
from ..registry import GameInfo
from .options import PisOptions
from .position import load_position
from .rules import (
    Phase,
    PisState,
    apply,
    clone,
    hand_value,
    is_over,
    legal_actions,
    new_state,
    playable,
    result,
    to_act,
    why_illegal,
)
from .seen import PisView, observe, sample_state, sample_unseen, view, zones

Options = PisOptions
State = PisState


def first_setup(options: PisOptions, seed: int) -> DealSetup:
    """The first dealer: a fixed seat, or drawn once from the match seed."""
    n = options.num_players
    if options.first_dealer == "random":
        dealer = random.Random(f"{seed}/setup").randrange(n)
    else:
        dealer = int(options.first_dealer)
    return DealSetup(0, dealer, None, (0,) * n)


def next_setup(options: PisOptions, setup: DealSetup, result: HandResult) -> DealSetup:
    """The deal passes left after a counted deal; a void deal is dealt again by the same dealer."""
    dealer = (setup.dealer + 1) % options.num_players if result.counted else setup.dealer
    return DealSetup(setup.number + 1, dealer, None, setup.totals)


def match_over(options: PisOptions, totals: Sequence[int], counted_deals: int) -> bool:
    if counted_deals < options.match_deals:
        return False
    if options.match_tie == "shared":
        return True
    low = min(totals)
    return sum(1 for t in totals if t == low) == 1


INFO = GameInfo(
    id="pis_yedili",
    title="Pis Yedili",
    options_class=PisOptions,
    seats=lambda o: o.num_players,
    sides=lambda o: o.num_players,
    side_of=lambda o, s: s,
    better="lower",
    module_name=__name__,
)

__all__ = [
    "INFO",
    "Options",
    "State",
    "PisView",
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
    "hand_value",
    "playable",
    "Seat",
]
