"""Pis Yedili computer players: a rule-based Medium and a slip-prone Easy.

Medium's habits (rules doc 13): shed expensive cards while they are cheap to shed, keep a Jack
for when nothing else plays and a seven to answer a penalty, steer the active suit to suits it
holds, use 8s, Tens and sevens against a player about to go out, and go out on a 7 or a Jack
when it can. It counts what has been played to name suits the others are short of.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ..engine.actions import Action, Draw, Pass, Play, Take
from ..engine.cards import Card
from ..engine.pis_yedili.rules import DECK, VALUES
from ..engine.pis_yedili.seen import PisView


def _played_cards(view: PisView) -> list[Card] | tuple[Card, ...]:
    """Every card played this deal: the pile itself, unless a reshuffle took some away."""
    if not view.reshuffles:
        return view.discard
    return [e.param("card") for e in view.log if e.key == "Played"]


def _next_seat(view: PisView, steps: int = 1) -> int:
    n = view.options.num_players
    step = 1 if view.direction == "CW" else -1
    return (view.seat + steps * step) % n


class MediumBot:
    """Scores every legal action with a few table-sense rules and takes the best."""

    def choose(self, view: PisView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.ranked(view, legal)[0]

    def ranked(self, view: PisView, legal: Sequence[Action]) -> list[Action]:
        """Legal actions, best first (the search widens from the front of this list)."""
        if len(legal) == 1:
            return list(legal)
        ctx = _Context(view)
        scored = sorted(legal, key=lambda a: (-ctx.score(a), str(a)))
        return scored


class _Context:
    def __init__(self, view: PisView) -> None:
        self.view = view
        self.hand = list(view.hand)
        self.n = view.options.num_players
        suits = Counter(c.suit for c in self.hand if c.rank != "J")
        self.suits = suits
        nxt = _next_seat(view)
        counts = dict(view.counts)
        self.next_count = counts[f"hand:{nxt}"]
        self.min_other = min(counts[f"hand:{s}"] for s in range(self.n) if s != view.seat)
        self._unseen: Counter[str] | None = None
        self.sevens = sum(1 for c in self.hand if c.rank == "7")
        self.jacks = sum(1 for c in self.hand if c.rank == "J")

    @property
    def unseen(self) -> Counter[str]:
        """Cards of each suit not yet seen by this seat (only needed when naming a suit)."""
        if self._unseen is None:
            gone = set(_played_cards(self.view)) | set(self.hand)
            self._unseen = Counter(c.suit for c in DECK if c not in gone)
        return self._unseen

    def score(self, a: Action) -> float:
        v = self.view
        if isinstance(a, Take):
            return -v.pending * 3.0
        if isinstance(a, Pass):
            return -2.0 if v.decision == "follow_up" else -5.0
        if isinstance(a, Draw):
            return -20.0
        assert isinstance(a, Play)
        c = a.cards[0]
        left = len(self.hand) - 1
        if left == 0:
            return 1000.0 + {"7": 30, "J": 20}.get(c.rank, 0)
        s = float(VALUES[c.rank])
        suits = self.suits

        def after(suit: str) -> int:  # cards of `suit` (Jacks aside) held after this play
            return suits[suit] - (1 if c.rank != "J" and c.suit == suit else 0)

        follow_suit = a.suit if c.rank == "J" and a.suit else c.suit
        s += 4.0 * after(follow_suit)  # keep the active suit one we can follow
        threat = self.next_count <= 2 or self.min_other <= 1
        if c.rank == "J":
            s -= 30.0 if left > 1 else 0.0  # a Jack is the universal answer: keep it
            if a.suit:
                s += 2.0 * after(a.suit) - 0.3 * self.unseen[a.suit]
        elif c.rank == "7":
            if v.pending:
                s += 40.0  # pass the penalty on
            elif threat:
                s += 25.0
            elif self.sevens == 1 and left > 2:
                s -= 12.0  # keep one seven as a shield
        elif c.rank in "8T":
            s += 20.0 if threat else 0.0
        elif c.rank == "A":
            s += 6.0 * after(c.suit) if after(c.suit) else -2.0
        if left == 1:
            last = [x for x in self.hand if x != c][0]
            if last.rank in "7J":
                s += 15.0  # set up going out with a multiplier
        if v.decision == "opening":
            s -= 25.0 if c.rank == "J" else 0.0
        return s


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
# one average losing hand on top of the penalty difference.
SEARCH_TUNING = {"win_bonus": 30.0}


def medium_reason(view: PisView, legal: Sequence[Action], action: Action) -> tuple[str, ...]:
    """Why Medium's rules favour `action`, as reason codes (the strongest first), for the
    hint: the terms of `_Context.score` that decided it, read back honestly."""
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
    ctx = _Context(view)
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
