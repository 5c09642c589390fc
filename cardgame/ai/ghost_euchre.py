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
from typing import NamedTuple

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
        return _auction_order(view, legal, 0.0)[0]


Params = tuple[tuple[str, object], ...]


class Hint(NamedTuple):
    """Medium's action for a decision and the rule that chose it: a code with parameters
    (the scene puts them in words).

    Codes: `only`; the auction: `swap_weak`, `bid`, `moon`, `pass_weak`, `must_bid` (params
    `est`, tricks the hand should take, tenths; `n`, the bid, or for a pass the lowest bid
    open; `trump`, the suit it counts on); trump: `trump_best` (`trump`, `est`); a lead:
    `trumps_ours`, `draw_trump`, `trump_left`, `cash_boss`, `boss_ruffable`, `lead_low`; a
    follow: `win_last`, `win_trump`, `win_trump_risky`, `win_safe`, `win_try`, `cannot_win`.
    """

    action: Action
    code: str
    params: Params = ()


def medium_hint(view: EuchreView, legal: Sequence[Action]) -> Hint:
    """What Medium would do here and why; the action equals `MediumBot().choose` (which uses
    no randomness), so the hint never differs from the bot it quotes."""
    if len(legal) == 1:
        return Hint(legal[0], "only")
    decision = view.decision
    if decision == "play":
        ctx = _Play(view)
        best = max(legal, key=lambda a: ctx.score(a.cards[0]))  # type: ignore[union-attr]
        return Hint(best, ctx.rule(best.cards[0])[1])  # type: ignore[union-attr]
    if decision == "trump":
        best = _trump_order(view, legal)[0]
        est = estimate_tricks(view.hand, best.suit, view.options.left_bower)  # type: ignore
        return Hint(best, "trump_best", (("trump", best.suit), ("est", round(est * 10))))  # type: ignore
    order, code, params = _auction_order(view, legal, 0.0)
    return Hint(order[0], code, params)


def _trump_order(view: EuchreView, legal: Sequence[Action]) -> list[Action]:
    lb = view.options.left_bower
    return sorted(legal, key=lambda a: -estimate_tricks(view.hand, a.suit, lb))  # type: ignore


def _auction_order(
    view: EuchreView, legal: Sequence[Action], bias: float
) -> tuple[list[Action], str, Params]:
    """Swap when weak, else the lowest call the hand supports, else pass; with the rule that
    put the first action first (a `Hint` code and its parameters)."""
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
    first = order[0]
    params: Params = (("est", round(est * 10)), ("trump", trump))
    if type(first) is Swap:
        code = "swap_weak"
    elif type(first) is Moon:
        code = "moon"
    elif type(first) is Pass:
        code = "pass_weak"
        params += (("n", min((_call_value(a) for a in bids), default=MOON)),)
    elif wanted:
        code = "bid"
        params += (("n", _call_value(first)),)
    else:
        code = "must_bid"
        params += (("n", _call_value(first)),)
    return order, code, params


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
        return self.rule(c)[0]

    def rule(self, c: Card) -> tuple[float, str]:
        """How much Medium wants to play `c`, and the rule that scored it (a `Hint` code)."""
        if self.table:
            return self._follow(c)
        return self._lead(c)

    def _lead(self, c: Card) -> tuple[float, str]:
        eff, power = self.eff, self.power
        s = eff[c]
        p = power[c]
        if s == self.trump:
            if not self.trumps_out:
                return 20 + (p - 100) / 10, "trumps_ours"  # all ours: cash them late
            if self.boss(c) and self.strong:
                return 95 + (p - 100) / 10, "draw_trump"
            if self.strong and self.n_trumps >= 3:
                return 70 - (p - 100), "draw_trump"
            return 10 - (p - 100) / 10, "trump_left"
        ruffable = self.trumps_out and any(s in self.view.voids[o] for o in self.others)
        if self.boss(c):
            if ruffable:
                return 30 - self.suit_len[s], "boss_ruffable"
            return 85 - self.suit_len[s], "cash_boss"
        return 40 - 2 * p - self.suit_len[s], "lead_low"

    def _follow(self, c: Card) -> tuple[float, str]:
        key = self.keys[self.led][c]
        eff, power = self.eff, self.power
        s = eff[c]
        p = power[c]
        cost = (p - 90) if s == self.trump else p
        if key > self.best_key:
            last = len(self.table) == 2
            if last:
                return 100 - cost, "win_last"
            third = (self.view.seat + 1) % 3
            third_can_ruff = (
                self.led != self.trump and self.led in self.view.voids[third] and self.trumps_out
            )
            if s == self.trump:
                if self.boss(c) or not third_can_ruff:
                    return 90 - cost, "win_trump"
                return 70 - cost, "win_trump_risky"
            if self.boss(c) and not third_can_ruff:
                return 90 - cost, "win_safe"
            return 45 - cost, "win_try"
        # A loser: keep trumps and winners, shed low cards from short suits.
        if s == self.trump:
            keep: float = 20 + (p - 100)
        elif self.boss(c):
            keep = 12 + p
        else:
            keep = p + 0.5 * self.suit_len[s]
        return 50 - keep, "cannot_win"


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
            return _auction_order(view, legal, bias)[0][0]
        ranked = self.medium.ranked(view, legal)
        if len(ranked) > 1 and rng.random() < self.slip:
            return ranked[1] if len(ranked) == 2 else rng.choice(ranked[1:3])
        return ranked[0]


__all__ = ["MediumBot", "EasyBot", "Hint", "medium_hint"]
