"""Hard's samples of the hidden Run Fast hands, following what the others' play revealed.

`sample_state` deals the unseen cards uniformly among the deals the log allows (forced passes,
who held 3H). But the others' choices say more: a player who led a low pair did not hold a
plan that leads elsewhere. Each sample is therefore weighted by how likely the others' past
decisions are in it if they play like Medium (`miss` for each decision Medium would not have
made there), and the samples of one decision are a Metropolis walk over the hidden deals: a
step swaps one card between the two hidden hands and is kept with the ratio of the weights.
It reads only the seat's own view and the sample, never the true deal.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ..engine.actions import Action, Pass
from ..engine.core import Seat
from ..engine.runfast import load_position, sample_state
from ..engine.runfast.combos import play_of
from ..engine.runfast.rules import SEATS, RunFastState, apply, clone, legal_actions, why_illegal
from ..engine.runfast.seen import RunFastView, view, with_hands

if TYPE_CHECKING:
    from .base import Bot

PASS = Pass()
_QUIET = random.Random(0)  # Medium's rng while it explains the others' past decisions

Decision = tuple[Seat, RunFastView | None, Sequence[Action], Action]


def past_decisions(sample: RunFastState, seat: Seat) -> Iterator[Decision]:
    """Replay the deal from its start with the sample's hands (each seat's hand now plus what
    it has played since), yielding every earlier decision of the other seats that had a real
    choice: (seat, its view then, its legal actions then, what it did); the view is None when
    the sample makes that decision illegal. Lazy, so that a caller can stop early."""
    log = sample.events
    start = [list(h) for h in sample.hands]
    for e in log:
        if e.key == "Played" and e.seat is not None:
            start[e.seat].extend(e.param("cards"))
    desc: dict[str, object] = {f"hand:{s}": start[s] for s in range(SEATS)}
    desc["leader"] = sample.setup.leader
    state = load_position(sample.options, desc)
    for e in log:
        if e.key == "Played":
            action: Action = play_of(e.param("cards"))
        elif e.key == "Passed":
            action = PASS
        else:
            continue
        s = e.seat
        assert s is not None
        if s != seat:
            if why_illegal(state, s, action) is not None:
                yield s, None, (), action
                return
            legal = legal_actions(state, s)
            if len(legal) > 1:
                yield s, view(state, s), legal, action
        apply(state, s, action, check=False)


def neighbour(sample: RunFastState, seat: Seat, rng: random.Random) -> RunFastState:
    """The sample with one card of each other seat's hand swapped: one step of the walk."""
    a, b = (seat + 1) % SEATS, (seat + 2) % SEATS
    hands = [list(h) for h in sample.hands]
    if hands[a] and hands[b]:
        i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
        hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
    return with_hands(sample, hands)


class Sampler:
    """The search's sampler: `steps` walk proposals per sample, from the last sample drawn
    for the same view (a fresh uniform draw starts each decision's walk)."""

    def __init__(self, medium: Bot, miss: float = 0.2, steps: int = 4) -> None:
        self.medium = medium
        self.miss = miss
        self.steps = steps
        self._walk: tuple[RunFastView, RunFastState, float] | None = None

    def __call__(self, v: RunFastView, rng: random.Random) -> RunFastState:
        return self.sample(v, rng)

    def sample(self, v: RunFastView, rng: random.Random) -> RunFastState:
        seat = v.seat
        walk = self._walk
        if walk is None or walk[0] is not v:
            first = sample_state(v, rng)
            walk = (v, first, self.likelihood(first, seat))
        _, current, w = walk
        for _ in range(self.steps):
            proposal = neighbour(current, seat, rng)
            bar = rng.random() * w
            w_new = self.likelihood(proposal, seat, bar)
            if w_new >= bar and w_new > 0.0:
                current, w = proposal, w_new
        self._walk = (v, current, w)
        return clone(current)

    def likelihood(self, sample: RunFastState, seat: Seat, floor: float = 0.0) -> float:
        """How likely the others' past decisions are in `sample` if they play like Medium:
        `miss` per decision Medium would have made otherwise, 0 for one the sample makes
        illegal. It stops once below `floor`."""
        w = 1.0
        choose = self.medium.choose
        for _, past, legal, action in past_decisions(sample, seat):
            if past is None:
                return 0.0
            if choose(past, legal, _QUIET) != action:
                w *= self.miss
                if w < floor:
                    break
        return w
