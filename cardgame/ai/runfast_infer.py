"""Hard's samples of the hidden Run Fast hands, following what the others' play revealed.

`sample_state` deals the unseen cards uniformly among the deals the log allows (forced passes,
who held 3H). But the others' choices say more: a player who led a low pair did not hold a
plan that leads elsewhere. Each sample is therefore weighted by how likely the others' past
decisions are in it if they play like Medium (`miss` for each decision Medium would not have
made there), and the samples of one decision are a Metropolis walk over the hidden deals: a
step swaps one card between the two hidden hands and is kept with the ratio of the weights.
It reads only the seat's own view and the sample, never the true deal.

A seat's past decision depends only on its own hand and what is public, so the deal is
replayed once per decision and each sample's hands are read into those positions; a hand's
share of the likelihood is kept while the walk comes back to it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from copy import copy
from typing import NamedTuple

from ..engine.actions import Action, Pass
from ..engine.cards import Card
from ..engine.core import Seat
from ..engine.runfast import load_position, sample_state
from ..engine.runfast.combos import mask_of, play_of
from ..engine.runfast.rules import SEATS, RunFastState, apply, clone, legal_actions, why_illegal
from ..engine.runfast.seen import RunFastView, view, with_hands

PASS = Pass()

Decision = tuple[Seat, RunFastView | None, Sequence[Action], Action]
Hand = tuple[Card, ...]


def _start(sample: RunFastState) -> RunFastState:
    """The deal's first position with the sample's hands: each seat's hand now plus what it
    has played since."""
    start = [list(h) for h in sample.hands]
    for e in sample.events:
        if e.key == "Played" and e.seat is not None:
            start[e.seat].extend(e.param("cards"))
    desc: dict[str, object] = {f"hand:{s}": start[s] for s in range(SEATS)}
    desc["leader"] = sample.setup.leader
    return load_position(sample.options, desc)


def _replayed(sample: RunFastState) -> Iterator[tuple[RunFastState, Seat, Action, Hand]]:
    """The deal replayed from its start with the sample's hands: before each play or pass,
    the position, the seat, its action and the cards it played (none for a pass)."""
    state = _start(sample)
    for e in sample.events:
        if e.key == "Played":
            cards: Hand = e.param("cards")
            action: Action = play_of(cards)
        elif e.key == "Passed":
            cards, action = (), PASS
        else:
            continue
        s = e.seat
        assert s is not None
        yield state, s, action, cards
        apply(state, s, action, check=False)


def past_decisions(sample: RunFastState, seat: Seat) -> Iterator[Decision]:
    """Replay the deal from its start with the sample's hands (each seat's hand now plus what
    it has played since), yielding every earlier decision of the other seats that had a real
    choice: (seat, its view then, its legal actions then, what it did); the view is None when
    the sample makes that decision illegal. Lazy, so that a caller can stop early. (The
    sampler reads hands into positions replayed once instead, `_points`; this is the
    definition it is tested against.)"""
    for state, s, action, _ in _replayed(sample):
        if s != seat:
            if why_illegal(state, s, action) is not None:
                yield s, None, (), action
                return
            legal = legal_actions(state, s)
            if len(legal) > 1:
                yield s, view(state, s), legal, action


def neighbour(sample: RunFastState, seat: Seat, rng: random.Random) -> RunFastState:
    """The sample with one card of each other seat's hand swapped: one step of the walk."""
    a, b = (seat + 1) % SEATS, (seat + 2) % SEATS
    hands = [list(h) for h in sample.hands]
    if hands[a] and hands[b]:
        i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
        hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
    return with_hands(sample, hands)


Choice = Callable[[RunFastState, Seat, Sequence[Action]], Action]  # Medium, read off a state


class _Point(NamedTuple):
    """A past decision of another seat, as the replay reached it: the position then (with
    the hands of the sample the replay was built from), what the seat did, and what it has
    played since that decision, this play included."""

    state: RunFastState
    action: Action
    later: list[Card]


def _points(sample: RunFastState, seat: Seat) -> dict[Seat, list[_Point]]:
    """Every past decision of the other seats, by seat, replayed once from `sample`. A
    seat's decision depends only on its own hand and what is public, so the likelihood of
    any other sample reads its hands into these positions without replaying the deal."""
    points: dict[Seat, list[_Point]] = {s: [] for s in range(SEATS) if s != seat}
    for state, s, action, cards in _replayed(sample):
        if s != seat:
            points[s].append(_Point(clone(state), action, []))
            for p in points[s]:
                p.later.extend(cards)
    return points


def _holding(state: RunFastState, s: Seat, hand: list[Card]) -> RunFastState:
    """The position with seat `s` holding `hand`, to be read only (the rest is shared with
    `state`): the tables the engine derives from the hands are built afresh."""
    new = copy(state)
    new.hands = list(state.hands)
    new.hands[s] = hand
    new.masks, new.bombs = [], []
    new.__post_init__()
    return new


class Sampler:
    """The search's sampler: `steps` walk proposals per sample, from the last sample drawn
    for the same view; a fresh uniform draw starts each decision's walk, and `burn` more
    proposals lead from it to the first sample (it is rarely likely itself). `choice` is
    how the others are assumed to play (Medium, read off a state). The settings were chosen
    on positions of Medium deals at equal CPU: a sharper `miss` than 0.2 placed the hidden
    cards better, and the cheaper likelihood pays for the longer walk."""

    def __init__(self, choice: Choice, miss: float = 0.1, steps: int = 6, burn: int = 10) -> None:
        self.choice = choice
        self.miss = miss
        self.steps = steps
        self.burn = burn  # extra proposals before a decision's first sample
        self._walk: tuple[RunFastView, RunFastState, float] | None = None
        self._past: tuple[RunFastView, dict[Seat, list[_Point]]] | None = None
        self._known: dict[tuple[Seat, int], tuple[float, bool]] = {}

    def __call__(self, v: RunFastView, rng: random.Random) -> RunFastState:
        return self.sample(v, rng)

    def sample(self, v: RunFastView, rng: random.Random) -> RunFastState:
        seat = v.seat
        walk = self._walk
        if walk is None or walk[0] is not v:
            first = sample_state(v, rng)
            walk = (v, first, self.likelihood(first, seat, view=v))
            steps = self.steps + self.burn
        else:
            steps = self.steps
        _, current, w = walk
        for _ in range(steps):
            proposal = neighbour(current, seat, rng)
            bar = rng.random() * w
            w_new = self.likelihood(proposal, seat, bar, view=v)
            if w_new >= bar and w_new > 0.0:
                current, w = proposal, w_new
        self._walk = (v, current, w)
        return clone(current)

    def likelihood(
        self, sample: RunFastState, seat: Seat, floor: float = 0.0, view: RunFastView | None = None
    ) -> float:
        """How likely the others' past decisions are in `sample` if they play by `choice`:
        `miss` per decision it would have made otherwise, 0 for one the sample makes
        illegal. It stops once below `floor` (then it is below `floor`, maybe not exact).
        With the `view` the samples come from, the replayed positions and each hand's
        factor are kept for the next sample of that view."""
        past = self._past
        if view is None or past is None or past[0] is not view:
            points = _points(sample, seat)
            if view is None:
                return self._product(sample, points, floor, {})
            past = self._past = (view, points)
            self._known = {}
        return self._product(sample, past[1], floor, self._known)

    def _product(
        self,
        sample: RunFastState,
        points: dict[Seat, list[_Point]],
        floor: float,
        known: dict[tuple[Seat, int], tuple[float, bool]],
    ) -> float:
        w = 1.0
        for s, mine in points.items():
            key = (s, mask_of(sample.hands[s]))
            got = known.get(key)
            if got is None or (not got[1] and got[0] * w >= floor):
                got = self._factor(sample, s, mine, floor / w)
                known[key] = got
            w *= got[0]
            if w == 0.0 or w < floor:
                return w
        return w

    def _factor(
        self, sample: RunFastState, s: Seat, mine: list[_Point], floor: float
    ) -> tuple[float, bool]:
        """Seat `s`'s share of the likelihood, and whether it is exact (not cut at `floor`)."""
        w = 1.0
        now = sample.hands[s]
        for p in mine:
            state = _holding(p.state, s, now + p.later)
            if why_illegal(state, s, p.action) is not None:
                return 0.0, True
            legal = legal_actions(state, s)
            if len(legal) > 1 and self.choice(state, s, legal) != p.action:
                w *= self.miss
                if w < floor:
                    return w, False
        return w, True
