"""Ghost Hand Euchre computer players: a rule-based Medium and a slip-prone Easy.

Medium bids from an estimate of its hand (trump length, bowers, aces; `strength.py`), takes
the ghost hand when its own is weak and the swap is unused, names its best trump, draws trump
when strong, cashes sure winners, wins tricks as cheaply as it can, plays low when it cannot
win (no needless overtaking), and throws off its losers from short suits. It reads only its
view: its hand, its former hand if it swapped, the calls, trump and the cards played.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.actions import Action, Bid, Moon, Pass, Swap
from ..engine.cards import Card
from ..engine.ghost_euchre.rules import DECK, MOON, TABLES, TRICK_KEYS
from ..engine.ghost_euchre.seen import EuchreView
from ..engine.ghost_euchre.strength import (
    BID_AT,
    SWAP_BELOW,
    best_trump,
    estimate_tricks,
    moon_worth,
)


def _call_value(a: Action) -> int:
    kind = type(a)
    if kind is Bid:
        return a.n  # type: ignore[union-attr]
    if kind is Moon:
        return MOON
    return 0


class MediumBot:
    """Rules of thumb for the auction, trump and card play; `ranked` orders every action."""

    def choose(self, view: EuchreView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.ranked(view, legal)[0]

    def ranked(self, view: EuchreView, legal: Sequence[Action]) -> list[Action]:
        """Legal actions, best first (the search widens from the front of this list)."""
        if len(legal) == 1:
            return list(legal)
        decision = view.decision
        if decision == "play":
            ctx = _Play(view)
            return sorted(legal, key=lambda a: -ctx.score(a.cards[0]))  # type: ignore[union-attr]
        if decision == "trump":
            return _trump_order(view, legal)
        return _auction_order(view, legal, 0.0)


def _trump_order(view: EuchreView, legal: Sequence[Action]) -> list[Action]:
    lb = view.options.left_bower
    return sorted(legal, key=lambda a: -estimate_tricks(view.hand, a.suit, lb))  # type: ignore


def _auction_order(view: EuchreView, legal: Sequence[Action], bias: float) -> list[Action]:
    """Swap when weak, else the lowest call the hand supports, else pass."""
    opts = view.options
    trump, est = best_trump(view.hand, opts.left_bower, opts.no_trump)
    est += bias
    calls = [a for a in legal if type(a) is not Swap]
    can_swap = any(type(a) is Swap for a in legal)
    reach = max((v for v, need in BID_AT.items() if est >= need and v != MOON), default=0)
    if moon_worth(view.hand, trump, opts.left_bower):
        reach = MOON
    bids = sorted((a for a in calls if _call_value(a) > 0), key=_call_value)
    wanted: list[Action] = []
    if reach == MOON and any(type(a) is Moon for a in bids):
        wanted = [a for a in bids if type(a) is Moon]
    else:
        wanted = [a for a in bids if _call_value(a) <= reach][:1]
    order: list[Action] = []
    if can_swap and est < SWAP_BELOW and not wanted:
        order.append(Swap())
    order += wanted
    order += [a for a in calls if type(a) is Pass]
    order += [a for a in bids if a not in order]
    if can_swap and Swap() not in order:
        order.append(Swap())
    return order


class _Play:
    """What Medium knows when it plays a card: the trick, the unseen cards, the voids."""

    def __init__(self, view: EuchreView) -> None:
        self.view = view
        trump = view.trump
        lb = view.options.left_bower
        self.trump = trump
        self.eff, self.power = TABLES[trump, lb]
        self.keys = TRICK_KEYS[trump, lb]
        hand = view.hand
        self.hand = hand
        seen = set(hand) | set(view.dead)
        for w in view.won:
            seen.update(w)
        for _, cs in view.table:
            seen.update(cs)
        eff, power = self.eff, self.power
        top: dict[str, int] = {}
        for c in DECK:
            if c not in seen:
                s = eff[c]
                if power[c] > top.get(s, 0):
                    top[s] = power[c]
        self.top_unseen = top
        self.suit_len: dict[str, int] = {}
        for c in hand:
            self.suit_len[eff[c]] = self.suit_len.get(eff[c], 0) + 1
        self.n_trumps = self.suit_len.get(trump, 0)
        self.table = [cs[0] for _, cs in view.table]
        others = [s for s in range(3) if s != view.seat]
        self.others = others
        self.trumps_out = trump in top and not all(trump in view.voids[s] for s in others)
        if self.table:
            self.led = eff[self.table[0]]
            k = self.keys[self.led]
            self.best_key = max(k[c] for c in self.table)
        self.strong = view.declarer == view.seat or self.n_trumps >= 3

    def boss(self, c: Card) -> bool:
        """No unseen card of its effective suit outranks it."""
        return self.power[c] > self.top_unseen.get(self.eff[c], 0)

    def score(self, c: Card) -> float:
        if self.table:
            return self._follow(c)
        return self._lead(c)

    def _lead(self, c: Card) -> float:
        eff, power = self.eff, self.power
        s = eff[c]
        p = power[c]
        if s == self.trump:
            if not self.trumps_out:
                return 20 + (p - 100) / 10  # trumps are all ours: cash them late
            if self.boss(c) and self.strong:
                return 95 + (p - 100) / 10
            if self.strong and self.n_trumps >= 3:
                return 70 - (p - 100)
            return 10 - (p - 100) / 10
        ruffable = self.trumps_out and any(s in self.view.voids[o] for o in self.others)
        if self.boss(c):
            return (85 if not ruffable else 30) - self.suit_len[s]
        return 40 - 2 * p - self.suit_len[s]

    def _follow(self, c: Card) -> float:
        key = self.keys[self.led][c]
        eff, power = self.eff, self.power
        s = eff[c]
        p = power[c]
        cost = (p - 90) if s == self.trump else p
        if key > self.best_key:
            last = len(self.table) == 2
            if last:
                return 100 - cost
            third = (self.view.seat + 1) % 3
            third_can_ruff = (
                self.led != self.trump and self.led in self.view.voids[third] and self.trumps_out
            )
            if s == self.trump:
                if self.boss(c) or not third_can_ruff:
                    return 90 - cost
                return 70 - cost
            if self.boss(c) and not third_can_ruff:
                return 90 - cost
            return 45 - cost
        # A loser: keep trumps and winners, shed low cards from short suits.
        if s == self.trump:
            keep: float = 20 + (p - 100)
        elif self.boss(c):
            keep = 12 + p
        else:
            keep = p + 0.5 * self.suit_len[s]
        return 50 - keep


class EasyBot:
    """Medium with human-like slips: misjudged hands in the auction, a careless card now and
    then."""

    def __init__(self, slip: float = 0.25) -> None:
        self.slip = slip
        self.medium = MediumBot()

    def choose(self, view: EuchreView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.decision in ("auction", "after_swap"):
            bias = rng.uniform(-0.8, 0.8) if rng.random() < self.slip * 2 else 0.0
            return _auction_order(view, legal, bias)[0]
        ranked = self.medium.ranked(view, legal)
        if len(ranked) > 1 and rng.random() < self.slip:
            return ranked[1] if len(ranked) == 2 else rng.choice(ranked[1:3])
        return ranked[0]


__all__ = ["MediumBot", "EasyBot"]
