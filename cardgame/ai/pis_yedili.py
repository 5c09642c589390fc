"""Pis Yedili computer players: a rule-based Medium and a slip-prone Easy, and what Hard's
search takes from them: Medium's choice read from the state for the rollouts, and samples of
the hidden hands that read the others' play (whole histories of their hands, weighed by
whether each past decision was Medium's; or held to the habit of drawing only when nothing
plays).

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
    HAND,
    VALUES,
    PisState,
    clone,
    legal_actions,
)
from ..engine.pis_yedili.seen import (
    PastDecision,
    PisView,
    Step,
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
        self.pending, self.decision, self.played = pending, decision, played
        self.suits = Counter(c.suit for c in self.hand if c.rank != "J")
        self.threat = _threat(counts, seat, direction)
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

    def scores(self, legal: Sequence[Action]) -> list[float]:
        """Medium's score of each legal action (`_scores`)."""
        return _scores(
            self.hand, self.threat, self.pending, self.decision, lambda: self.played, legal
        )


def _threat(counts: Sequence[int], seat: int, direction: int) -> bool:
    """Someone is about to go out: the next seat holds 2 cards or fewer, or anyone 1."""
    n = len(counts)
    return counts[(seat + direction) % n] <= 2 or min(counts[q] for q in range(n) if q != seat) <= 1


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


# How the generic search (Hard) values a Pis Yedili deal: winning it outright is worth 300
# points on top of the penalty difference, so Hard plays for the deal first. Against three
# Medium players, on the benchmark's 500 seeded deals at 335 samples a decision, a bonus of
# 30 won 0.307 of the deals, 150 won 0.356 and 300 won 0.370 (+0.063 [0.023, 0.103] over 30 on
# the same deals), with the points edge unchanged (+3.0, +3.2, +2.7; the paired differences
# inside +-3). Its losses against the all-seeing truth (`python -m cardgame.lab.bench --parts
# losses`) say the same: less deal-win chance given away per decision, a little more points.
# The inference is on: the history sampler (below) reads the others' past decisions (on fixed
# positions of Medium deals it lost less deal-win chance per decision than the plain samples:
# 0.041-0.045 against 0.048; seeing every hand, 0.018); the habit sampler ("sampler":
# "habits") reads only their draws and passes, and measured no better than the plain ones.
SEARCH_TUNING: dict[str, Any] = {"win_bonus": 300.0, "infer": True}


def rollout_choice(state: PisState, seat: int, legal: Sequence[Action]) -> Action:
    """Medium's choice read straight from the state (the search's rollouts: no view to build,
    the same answer as `MediumBot.choose` on the seat's view). Of equally scored actions the
    first is taken: `legal_actions` lists them in the order of their texts, Medium's
    tie-break."""
    hands = state.hands
    scores = _scores(
        hands[seat],
        _threat([len(h) for h in hands], seat, state.direction),
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


def habit_sample(view: PisView, rng: random.Random) -> PisState:
    """A deal the view allows in which the others drew and passed only when nothing sensible
    played (Medium's habit, and most players')."""
    return sample_state(view, rng, habits=True)


def _medium_then(d: PastDecision, s: int, held: list[Card], legal: Sequence[Action]) -> Action:
    """Medium's choice at a past decision of seat `s`, had it held `held` then."""
    position = d.position
    threat = _threat(d.counts, s, position.direction)
    scores = _scores(
        held, threat, position.pending, DECISIONS[position.phase], lambda: d.played, legal
    )
    return legal[scores.index(max(scores))]


# A proposed move of the history sampler: each changed seat's new history with the first
# step it changes, and the card swap it makes in the hands now (held card, place, card).
_Move = tuple[dict[int, tuple[list[Card], int]], tuple[Card, "int | None", Card] | None]


class HistorySampler:
    """Hard's samples of the hidden cards, drawn from whole histories: each other seat's dealt
    hand and the cards it drew, in order. A history is weighed by the seat's past decisions:
    one the rules did not allow with the hand it then held is all but ruled out, one that is
    not Medium's choice costs a factor `miss` (Metropolis moves: swap a held card with another
    hidden one, or swap when two of a seat's cards came to it). Against Medium the samples
    then come close to the posterior; a seat that keeps deciding unlike Medium (a human) is
    read by the rules alone once the chain has warmed up."""

    def __init__(
        self,
        miss: float = 0.03,
        steps: int = 8,
        burn: int = 200,
        unlike: float = 0.25,
        aim: float = 0.33,
    ) -> None:
        self.miss = math.log(miss)  # log-weight of a decision unlike Medium's
        self.illegal = 4.0 * math.log(miss)  # ... and of one the rules did not allow
        self.steps, self.burn, self.unlike, self.aim = steps, burn, unlike, aim
        self._view: PisView | None = None
        self._rng: random.Random | None = None
        self._state: PisState | None = None  # the hands now (the chain's current history)
        self._decisions: list[PastDecision] = []
        self._steps: dict[int, list[Step]] = {}  # each other seat's history, in order
        self._dealt: Counter[int] = Counter()  # cards each seat was dealt
        self._read: dict[int, bool] = {}  # seats read as Medium
        self._slots: dict[int, list[Card]] = {}  # each seat's dealt cards, then those drawn
        self._lls: dict[int, list[float]] = {}  # the log-weight of each of its decisions

    def __call__(self, view: PisView, rng: random.Random) -> PisState:
        if view is not self._view or rng is not self._rng:  # a new decision: a new chain
            self._start(view, rng)
        elif not self._decisions:  # nothing to read: the engine's samples as they come
            self._state = sample_state(view, rng)
        else:
            for _ in range(self.steps):
                self._step(rng)
        state = self._state
        assert state is not None
        out = clone(state)
        rng.shuffle(out.stock)
        out.deal_seed = rng.getrandbits(64)
        return out

    # -- the chain -------------------------------------------------------------------------
    def _start(self, view: PisView, rng: random.Random) -> None:
        self._view, self._rng = view, rng
        self._state = state = sample_state(view, rng)
        self._decisions, self._steps = past_decisions(view)
        self._dealt = Counter(
            HAND.index(m.dst) for m in (view.log[0].moves if view.log else ()) if m.dst in HAND
        )
        self._read = dict.fromkeys(self._steps, True)
        self._slots, self._lls = {}, {}
        for s, own in self._steps.items():
            self._slots[s] = self._history(own, state.hands[s], rng)
            self._lls[s] = self._weigh(s, self._slots[s]) or []
        if not self._decisions:
            return
        for _ in range(self.burn):
            self._step(rng)
        for s, lls in self._lls.items():  # a seat unlike Medium: the rules alone read it
            chosen = sum(1 for x in lls if x != 0.0)
            if chosen > max(1.0, self.unlike * len(lls)):
                self._read[s] = False
                self._lls[s] = self._weigh(s, self._slots[s]) or []

    def _history(self, own: list[Step], hand: list[Card], rng: random.Random) -> list[Card]:
        """A history that ends in `hand`: walked back, each draw takes cards from those held
        then (the card played straight after it first), the rest are the dealt hand."""
        held = list(hand)
        drawn: list[list[Card]] = []
        for step in reversed(own):
            if step[0] == "play":
                held.append(step[1])
            elif step[0] == "draw":
                count, hint = step[1], step[2]
                took: list[Card] = []
                if hint is not None and hint in held:
                    held.remove(hint)
                    took.append(hint)
                while len(took) < count and held:
                    took.append(held.pop(rng.randrange(len(held))))
                drawn.append(took)
        return held + [c for took in reversed(drawn) for c in took]

    def _weigh(self, s: int, slots: list[Card], start: int = 0) -> list[float] | None:
        """Each past decision's log-weight under this history (None: it plays a card the seat
        did not hold); those before step `start` are copied from the chain's current ones."""
        old = self._lls.get(s, [])
        k = self._dealt[s]
        held = slots[:k]
        out: list[float] = []
        read = self._read[s]
        for at, step in enumerate(self._steps[s]):
            kind = step[0]
            if kind == "draw":
                held.extend(slots[k : k + step[1]])
                k += step[1]
            elif kind == "play":
                if step[1] not in held:
                    return None
                held.remove(step[1])
            elif kind == "decide":
                if at < start and len(out) < len(old):
                    out.append(old[len(out)])
                else:
                    out.append(self._decision(step[1], s, held, read))
        return out

    def _decision(self, index: int, s: int, held: list[Card], read: bool) -> float:
        d = self._decisions[index]
        position = d.position
        position.hands[s] = held
        legal = legal_actions(position, s)
        if d.action not in legal:
            return self.illegal
        if len(legal) == 1 or not read:
            return 0.0
        return 0.0 if _medium_then(d, s, held, legal) == d.action else self.miss

    def _step(self, rng: random.Random) -> None:
        """One Metropolis move. A third of the moves at a seat whose history holds a
        decision unlike Medium's take away the card Medium would have played there."""
        state = self._state
        assert state is not None
        s = rng.choice(list(self._steps))
        slots = self._slots[s]
        misses = [k for k, x in enumerate(self._lls[s]) if x != 0.0]
        roll = rng.random()
        if misses and roll < self.aim:
            move = self._aimed(s, rng.choice(misses), rng)
        elif roll < 0.5 + self.aim / 2 or len(slots) <= self._dealt[s]:
            hand = state.hands[s]
            move = self._swap(s, rng.choice(hand), rng) if hand else None
        else:
            i = rng.randrange(self._dealt[s], len(slots))
            j = rng.randrange(len(slots) - 1)
            move = self._retime(s, i, j + (j >= i))
        if move is None:
            return
        new, swap = move
        weighed: dict[int, list[float]] = {}
        gain = 0.0
        for seat, (hist, start) in new.items():
            lls = self._weigh(seat, hist, start)
            if lls is None:
                return
            weighed[seat] = lls
            gain += sum(lls) - sum(self._lls[seat])
        if gain < 0 and rng.random() >= math.exp(gain):
            return
        for seat, (hist, _) in new.items():
            self._slots[seat] = hist
            self._lls[seat] = weighed[seat]
        if swap is not None:
            x, q, y = swap
            hand = state.hands[s]
            hand[hand.index(x)] = y
            other = state.stock if q is None else state.hands[q]
            other[other.index(y)] = x

    def _swap(self, s: int, x: Card, rng: random.Random) -> _Move | None:
        """Seat `s`'s held card `x` changes places with a random hidden card."""
        state = self._state
        assert state is not None
        pool: list[tuple[int | None, Card]] = [
            (q, c) for q in self._steps if q != s for c in state.hands[q]
        ]
        pool += [(None, c) for c in state.stock]
        if not pool:
            return None
        q, y = pool[rng.randrange(len(pool))]
        slots = self._slots[s]
        i = slots.index(x)
        mine = list(slots)
        mine[i] = y
        new = {s: (mine, self._entered(s, i))}
        if q is not None:
            theirs = list(self._slots[q])
            j = theirs.index(y)
            theirs[j] = x
            new[q] = (theirs, self._entered(q, j))
        return new, (x, q, y)

    def _retime(self, s: int, i: int, j: int) -> _Move:
        """The cards of two of seat `s`'s slots change the times they came to it."""
        mine = list(self._slots[s])
        mine[i], mine[j] = mine[j], mine[i]
        return {s: (mine, self._entered(s, min(i, j)))}, None

    def _aimed(self, s: int, miss: int, rng: random.Random) -> _Move | None:
        """Take away the card that made decision `miss` of seat `s` unlike Medium's: held
        still, it changes places; played later, it comes to the seat after that decision."""
        own = self._steps[s]
        at = [k for k, step in enumerate(own) if step[0] == "decide"][miss]
        slots = self._slots[s]
        k = self._dealt[s]
        held = slots[:k]
        for step in own[:at]:
            if step[0] == "draw":
                held.extend(slots[k : k + step[1]])
                k += step[1]
            elif step[0] == "play":
                held.remove(step[1])
        d = self._decisions[own[at][1]]
        d.position.hands[s] = held
        legal = legal_actions(d.position, s)
        mine = d.action.cards[0] if isinstance(d.action, Play) else None
        fits = [a.cards[0] for a in legal if isinstance(a, Play) and a.cards[0] != mine]
        medium = _medium_then(d, s, held, legal) if d.action in legal else None
        if isinstance(medium, Play) and medium.cards[0] != mine and rng.random() < 0.7:
            x = medium.cards[0]
        elif fits or held:
            x = rng.choice(fits or held)
        else:
            return None
        state = self._state
        assert state is not None
        if x in state.hands[s]:
            return self._swap(s, x, rng)
        later = [j for j in range(self._dealt[s], len(slots)) if self._entered(s, j) > at]
        return self._retime(s, slots.index(x), rng.choice(later)) if later else None

    def _entered(self, s: int, slot: int) -> int:
        """The step at which the card of `slot` came into the seat's hand (0: dealt)."""
        k = self._dealt[s]
        if slot < k:
            return 0
        for at, step in enumerate(self._steps[s]):
            if step[0] == "draw":
                k += step[1]
                if slot < k:
                    return at
        return len(self._steps[s])


def search_sampler() -> Callable[[PisView, random.Random], PisState]:
    """The sampler Hard's search draws its deals from (see `cardgame.ai.search`)."""
    if SEARCH_TUNING.get("sampler") == "habits":
        return habit_sample
    return HistorySampler()


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
    threat = ctx.threat
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
