"""Ghost Hand Euchre (three players, a ghost hand to swap, bids 3/4/5/MOON) on the engine
contract."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..core import DealSetup, HandResult, Seat
from ..registry import GameInfo
from .options import EuchreOptions
from .position import load_position
from .rules import (
    EuchreState,
    Phase,
    apply,
    clone,
    deal,
    effective_suit,
    is_over,
    legal_actions,
    new_state,
    playable,
    ranking,
    result,
    to_act,
    trick_winner,
    why_illegal,
)
from .seen import EuchreView, observe, sample_state, sample_unseen, view, zones

Options = EuchreOptions
State = EuchreState


def first_setup(options: EuchreOptions, seed: int) -> DealSetup:
    """The first dealer: a fixed seat, or drawn once from the match seed (section 4.1)."""
    if options.first_dealer == "random":
        dealer = random.Random(f"{seed}/setup").randrange(3)
    else:
        dealer = int(options.first_dealer)
    return DealSetup(0, dealer, None, (0, 0, 0))


def next_setup(options: EuchreOptions, setup: DealSetup, result: HandResult) -> DealSetup:
    """The deal passes left after every deal, thrown in or not (4.1, 6.6)."""
    return DealSetup(setup.number + 1, (setup.dealer + 1) % 3, None, setup.totals)


def match_over(options: EuchreOptions, totals: Sequence[int], counted_deals: int) -> bool:
    """Section 11: the highest total reaches the target and no one else has it (else a
    tie-break hand follows)."""
    top = max(totals)
    return top >= options.target_score and sum(1 for t in totals if t == top) == 1


INFO = GameInfo(
    id="ghost_euchre",
    title="Ghost Hand Euchre",
    options_class=EuchreOptions,
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
    "EuchreView",
    "Phase",
    "new_state",
    "deal",
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
    "playable",
    "trick_winner",
    "ranking",
    "effective_suit",
    "Seat",
]
