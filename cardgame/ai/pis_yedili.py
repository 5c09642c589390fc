"""Pis Yedili computer players: a rule-based Medium and a slip-prone Easy, and what Hard's
search takes from them: Medium's choice read from the state for the rollouts, and samples of
the hidden hands that read the others' play (weighted by how likely it was under Medium, or
held to the habit of drawing only when nothing plays).

Medium's habits (rules doc 13): shed expensive cards while they are cheap to shed, keep a Jack
for when nothing else plays and a seven to answer a penalty, steer the active suit to suits it
holds, use 8s, Tens and sevens against a player about to go out, and go out on a 7 or a Jack
when it can. It counts what has been played to name suits the others are short of.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from ..engine.actions import Action, Draw, Pass, Play, Take
from ..engine.cards import Card
from ..engine.pis_yedili.rules import (
    DECISIONS,
    DECK,
    VALUES,
    PisState,
    clone,
    legal_actions,
)
from ..engine.pis_yedili.seen import (
    PastDecision,
    PisView,
    Step,
    hands_then,
    past_decisions,
    sample_state,
)


def _played_cards(view: PisView) -> list[Card] | tuple[Card, ...]:
    """Every card played this deal: the pile itself, unless a reshuffle took some away."""
    if not view.reshuffles:
        return view.discard
    return [e.param("card") for e in view.log if e.key == "Played"]


class MediumBot:
    """Scores every legal action with a few table-sense rules and takes the best."""

    def choose(self, view: PisView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.ranked(view, legal)[0]

    def ranked(self, view: PisView, legal: Sequence[Action]) -> list[Action]:
        """Legal actions, best first (the search widens from the front of this list)."""
        if len(legal) == 1:
            return list(legal)
        scores = _Context.of(view).scores(legal)
        order = sorted(range(len(legal)), key=lambda i: (-scores[i], str(legal[i])))
        return [legal[i] for i in order]


class _Context:
    """What Medium weighs: its hand, who is close to going out, the penalty, the decision."""

    def __init__(
        self,
        hand: Sequence[Card],
        seat: int,
        direction: int,
        counts: Sequence[int],
        pending: int,
        decision: str | None,
        played: Sequence[Card],
    ) -> None:
        self.hand = list(hand)
        self.n = n = len(counts)
        self.pending, self.decision, self.played = pending, decision, played
        self.suits = Counter(c.suit for c in self.hand if c.rank != "J")
        self.next_count = counts[(seat + direction) % n]
        self.min_other = min(counts[s] for s in range(n) if s != seat)
        self.sevens = sum(1 for c in self.hand if c.rank == "7")
        self.jacks = sum(1 for c in self.hand if c.rank == "J")

    @classmethod
    def of(cls, view: PisView) -> _Context:
        counts = dict(view.counts)
        n = view.options.num_players
        return cls(
            view.hand,
            view.seat,
            1 if view.direction == "CW" else -1,
            [counts[f"hand:{s}"] for s in range(n)],
            view.pending,
            view.decision,
            _played_cards(view),
        )

    @property
    def threat(self) -> bool:
        """Someone is about to go out: the next seat holds 2 cards or fewer, or anyone 1."""
        return self.next_count <= 2 or self.min_other <= 1

    def scores(self, legal: Sequence[Action]) -> list[float]:
        """Medium's score of each legal action (`_scores`)."""
        return _scores(
            self.hand, self.threat, self.pending, self.decision, lambda: self.played, legal
        )


def _scores(
    hand: Sequence[Card],
    threat: bool,
    pending: int,
    decision: str | None,
    played: Callable[[], Sequence[Card]],
    legal: Sequence[Action],
) -> list[float]:
    """Medium's score of each legal action: its one implementation, for Medium itself, the
    search's rollouts (`rollout_choice`) and the inference's likelihoods. Written flat, with
    no call per action, because the rollouts run it millions of times; `played` is asked only
    when a Jack names a suit."""
    left = len(hand) - 1
    suits = dict.fromkeys("SHDC", 0)  # cards of each suit held, Jacks aside
    sevens = 0
    for x in hand:
        rank = x.rank
        if rank != "J":
            suits[x.suit] += 1
            if rank == "7":
                sevens += 1
    opening = decision == "opening"
    unseen: Counter[str] | None = None
    out: list[float] = []
    for a in legal:
        if isinstance(a, Play):
            c = a.cards[0]
            rank, suit = c.rank, c.suit
            if left == 0:
                s = 1000.0 + {"7": 30, "J": 20}.get(rank, 0)
            else:
                s = float(VALUES[rank])
                if rank == "J":
                    named = a.suit
                    s += 4.0 * suits[named or suit]  # keep the active suit one we can follow
                    s -= 30.0 if left > 1 else 0.0  # a Jack is the universal answer: keep it
                    if named:
                        if unseen is None:
                            unseen = _unseen_suits(played(), hand)
                        s += 2.0 * suits[named] - 0.3 * unseen[named]
                else:
                    after = suits[suit] - 1
                    s += 4.0 * after
                    if rank == "7":
                        if pending:
                            s += 40.0  # pass the penalty on
                        elif threat:
                            s += 25.0
                        elif sevens == 1 and left > 2:
                            s -= 12.0  # keep one seven as a shield
                    elif rank in "8T":
                        s += 20.0 if threat else 0.0
                    elif rank == "A":
                        s += 6.0 * after if after else -2.0
                if left == 1 and (hand[1] if hand[0] == c else hand[0]).rank in "7J":
                    s += 15.0  # set up going out with a multiplier
                if opening:
                    s -= 25.0 if rank == "J" else 0.0
        elif isinstance(a, Take):
            s = -pending * 3.0
        elif isinstance(a, Pass):
            s = -2.0 if decision == "follow_up" else -5.0
        else:  # Draw
            s = -20.0
        out.append(s)
    return out


class EasyBot:
    """Medium with human-like slips: now and then the second-best play, a careless suit."""

    def __init__(self, slip: float = 0.3) -> None:
        self.slip = slip
        self.medium = MediumBot()

    def choose(self, view: PisView, legal: Sequence[Action], rng: random.Random) -> Action:
        ranked = self.medium.ranked(view, legal)
        if len(ranked) > 1 and rng.random() < self.slip:
            plays = [a for a in ranked[1:4] if not isinstance(a, Draw)]
            if plays:
                return rng.choice(plays)
        return ranked[0]


# How the generic search (Hard) values a Pis Yedili deal: winning it outright is worth about
# one average losing hand on top of the penalty difference (a bonus of 100 won no more deals).
# The inference is off: neither sampler that reads the others' play ("sampler": "habits", or
# the default HandSampler) chose measurably better on fixed positions, and both cost samples.
SEARCH_TUNING: dict[str, Any] = {"win_bonus": 30.0, "infer": False}


def rollout_choice(state: PisState, seat: int, legal: Sequence[Action]) -> Action:
    """Medium's choice read straight from the state (the search's rollouts: no view to build,
    the same answer as `MediumBot.choose` on the seat's view). Of equally scored actions the
    first is taken: `legal_actions` lists them in the order of their texts, Medium's
    tie-break."""
    hands = state.hands
    n = len(hands)
    threat = len(hands[(seat + state.direction) % n]) <= 2 or (
        min(len(hands[q]) for q in range(n) if q != seat) <= 1
    )
    scores = _scores(
        hands[seat],
        threat,
        state.pending,
        DECISIONS[state.phase],
        lambda: _played_in(state),
        legal,
    )
    return legal[scores.index(max(scores))]


def _played_in(state: PisState) -> Sequence[Card]:
    """Every card played this deal (`_played_cards` of the state)."""
    if not state.reshuffles:
        return state.discard
    return [e.param("card") for e in state.events if e.key == "Played"]


def _unseen_suits(played: Sequence[Card], hand: Sequence[Card]) -> Counter[str]:
    """Cards of each suit a seat has not seen: neither played nor in its hand."""
    gone = set(played) | set(hand)
    return Counter(c.suit for c in DECK if c not in gone)


class HandSampler:
    """Hard's samples of the hidden cards, drawn in proportion to how likely the others' past
    decisions are if they play like Medium (Metropolis swaps between the hidden places, one
    chain per decision, started from the engine's `sample_state`).

    The likelihood is soft so that a human, who is no Medium, does not break it: each decision
    has the chance a softmax of Medium's scores at `temperature` gives it, mixed with `floor`
    spread evenly over the legal actions; one the reconstructed hand makes illegal still keeps
    `floor` squared (the hand then is itself a guess: what a seat drew since is unknown)."""

    def __init__(self, temperature: float = 1.5, floor: float = 0.1, steps: int = 5) -> None:
        self.temperature, self.floor, self.steps = temperature, floor, steps
        self._view: PisView | None = None
        self._rng: random.Random | None = None
        self._state: PisState | None = None
        self._decisions: list[PastDecision] = []
        self._steps: dict[int, list[Step]] = {}
        self._weights: dict[int, float] = {}

    def __call__(self, view: PisView, rng: random.Random) -> PisState:
        if view is not self._view or rng is not self._rng:  # a new decision: a new chain
            self._start(view, rng)
        state = self._state
        assert state is not None
        if self._decisions:
            for _ in range(self.steps):
                self._step(state, rng)
        out = clone(state)
        rng.shuffle(out.stock)
        out.deal_seed = rng.getrandbits(64)
        return out

    def _start(self, view: PisView, rng: random.Random) -> None:
        self._view, self._rng = view, rng
        self._state = state = sample_state(view, rng)
        self._decisions, self._steps = past_decisions(view)
        self._weights = {s: self.log_likelihood(s, state.hands[s]) for s in self._steps}
        if self._decisions:
            for _ in range(4 * self.steps):  # a short burn-in
                self._step(state, rng)

    def _step(self, state: PisState, rng: random.Random) -> None:
        """Swap one card of a random other seat with any other hidden card; keep the swap
        with the Metropolis chance."""
        seats = [s for s in self._steps if state.hands[s]]
        if not seats:
            return
        s = rng.choice(seats)
        hand = state.hands[s]
        i = rng.randrange(len(hand))
        places: list[int | None] = [q for q in self._steps if q != s]
        places.append(None)  # the stock
        sizes = [len(state.hands[q]) if q is not None else len(state.stock) for q in places]
        if not sum(sizes):
            return
        j = rng.randrange(sum(sizes))
        at = 0
        while j >= sizes[at]:
            j -= sizes[at]
            at += 1
        q = places[at]
        other = state.stock if q is None else state.hands[q]
        hand[i], other[j] = other[j], hand[i]
        new = {s: self.log_likelihood(s, hand)}
        if q is not None:
            new[q] = self.log_likelihood(q, other)
        gain = sum(new.values()) - sum(self._weights[x] for x in new)
        if gain >= 0 or rng.random() < math.exp(gain):
            self._weights.update(new)
        else:
            hand[i], other[j] = other[j], hand[i]

    def log_likelihood(self, seat: int, hand: Sequence[Card]) -> float:
        """Log of how likely `seat`'s past decisions are, if it plays like Medium and holds
        `hand` now (what it drew is guessed by a fixed chooser: the same hand in the same order
        always weighs the same)."""
        total = 0.0
        floor, temp = self.floor, self.temperature
        for index, held in hands_then(self._steps[seat], list(hand), random.Random(seat)):
            d = self._decisions[index]
            position = d.position
            position.hands[seat] = held
            legal = legal_actions(position, seat)
            if d.action not in legal:
                total += 2.0 * math.log(floor)
                continue
            if len(legal) == 1:
                continue
            ctx = _Context(
                held,
                seat,
                position.direction,
                d.counts,
                position.pending,
                DECISIONS[position.phase],
                d.played,
            )
            scores = ctx.scores(legal)
            top = max(scores)
            weights = [math.exp((x - top) / temp) for x in scores]
            chance = weights[legal.index(d.action)] / sum(weights)
            total += math.log((1.0 - floor) * chance + floor / len(legal))
        return total


def habit_sample(view: PisView, rng: random.Random) -> PisState:
    """A deal the view allows in which the others drew and passed only when nothing sensible
    played (Medium's habit, and most players')."""
    return sample_state(view, rng, habits=True)


def search_sampler() -> Callable[[PisView, random.Random], PisState]:
    """The sampler Hard's search draws its deals from (see `cardgame.ai.search`)."""
    if SEARCH_TUNING.get("sampler") == "habits":
        return habit_sample
    return HandSampler()


def medium_reason(view: PisView, legal: Sequence[Action], action: Action) -> tuple[str, ...]:
    """Why Medium's rules favour `action`, as reason codes (the strongest first), for the
    hint: the terms of `_scores` that decided it, read back honestly."""
    if isinstance(action, Take):
        return ("no_seven",)
    if isinstance(action, Draw):
        return ("nothing_fits",)
    plays = [a for a in legal if isinstance(a, Play)]
    if isinstance(action, Pass):
        if view.decision == "follow_up":
            return ("follow_up_pass",)
        return ("keep_jack",) if plays else ("nothing_fits",)
    if not isinstance(action, Play):
        return ()
    ctx = _Context.of(view)
    c = action.cards[0]
    left = len(ctx.hand) - 1
    if left == 0:
        return (
            ("out_multiplier",)
            if c.rank in "7J" and view.options.last_card_multipliers
            else ("out",)
        )
    threat = ctx.next_count <= 2 or ctx.min_other <= 1
    out: list[str] = []
    if c.rank == "7" and view.pending:
        out.append("pass_penalty")
    elif c.rank in "78T" and threat:
        out.append("stop_runner")
    elif c.rank == "J":
        others = any(a.cards[0].rank != "J" for a in plays)
        out.append("jack_steers" if others and action.suit else "jack_last_resort")
    elif left == 1 and [x for x in ctx.hand if x != c][0].rank in "7J":
        out.append("set_up_multiplier")
    else:
        fits = {a.cards[0] for a in plays if a.cards[0].rank != "J"}
        if len(fits) == 1:
            out.append("only_fit")
        elif VALUES[c.rank] >= max(VALUES[x.rank] for x in fits):
            out.append("shed_high")
        elif ctx.suits[c.suit] > 1:
            out.append("keep_suit")
    if c.rank != "J" and any(a.cards[0].rank == "J" for a in plays):
        out.append("keep_jack")
    elif c.rank != "7" and ctx.sevens and not view.pending and "stop_runner" not in out:
        out.append("keep_seven")
    return tuple(out)
