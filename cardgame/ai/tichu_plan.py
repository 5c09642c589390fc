"""Tichu hand evaluation: the hand planned as a partition into combinations, and how many
tricks it still needs to go out.

Each planned combination gets the chance that it wins its trick (a bomb or the Dragon
always; an Ace single or a pair of Kings usually; a low single almost never). A winner
brings the lead back, a loser needs one, so `need` = sum of (1 - 2 x chance) over the plan
is the number of leads the hand has to be given by others: a hand with `need` <= 0 goes out
on its own. The plan chosen is the partition with the lowest `need` (bombs kept whole,
straights tried from every range, the rest grouped by rank into stairs, full houses,
triples, pairs and singles). Plans depend on rank counts only, so they are cached by them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..engine.tichu.combos import (
    B_DOG,
    B_DRG,
    B_MJ,
    B_PHX,
    BOMB,
    FULL,
    PAIR,
    RANK,
    RANK_MASK,
    SINGLE,
    STAIRS,
    STRAIGHT,
    TRIPLE,
    Combo,
    MaskCache,
    bombs,
    classify,
    indices,
)

Part = tuple[int, Combo]
# a planned combination by ranks: (kind, low rank, high rank, the Phoenix's rank or 0)
RankPart = tuple[int, int, int, int]

_SINGLE_WIN = {15: 1.0, 14: 0.8, 13: 0.45, 12: 0.25, 11: 0.1}
_PAIR_WIN = {14: 0.9, 13: 0.7, 12: 0.5, 11: 0.3, 10: 0.15}


def win_chance(kind: int, low: int, high: int) -> float:
    """The chance that a combination wins the trick it leads or enters (a rough table that
    strong players' rules of thumb and this engine's play agree on)."""
    if kind == BOMB:
        return 1.0
    if kind == SINGLE:
        return _SINGLE_WIN.get(high, 0.0)
    if kind == PAIR:
        return _PAIR_WIN.get(high, 0.0)
    if kind == TRIPLE:
        return (
            1.0
            if high == 14
            else 0.9
            if high == 13
            else 0.75
            if high >= 11
            else 0.45
            if high >= 8
            else 0.25
        )
    if kind == FULL:
        return 0.75 if high >= 10 else 0.5 if high >= 7 else 0.35
    if kind == STRAIGHT:
        n = high - low + 1
        if n >= 8 or high == 14:
            return 0.8
        return 0.6 if high == 13 else 0.45 if high >= 11 else 0.3
    if kind == STAIRS:
        extra = 0.3 if high - low >= 2 else 0.0
        return min(1.0, (0.7 if high >= 12 else 0.5 if high >= 9 else 0.3) + extra)
    return 0.0


class Plan(NamedTuple):
    """A hand's partition, its combinations' chances and the leads it needs from others."""

    parts: tuple[Part, ...]
    chances: tuple[float, ...]
    need: float

    @property
    def controls(self) -> int:
        """Combinations that win their trick more often than not."""
        return sum(1 for w in self.chances if w >= 0.6)

    @property
    def sure(self) -> int:
        """Combinations nothing but a bomb beats (bombs, the Dragon, three Aces)."""
        return sum(1 for w in self.chances if w >= 0.99)

    @property
    def weak(self) -> int:
        """Combinations that will need a lead from someone else."""
        return sum(1 for w in self.chances if w < 0.3)


def plan(hand: int) -> Plan:
    """The hand's best partition (cached by hand)."""
    return _PLANS[hand]


def _plan(hand: int) -> Plan:
    parts: list[Part] = []
    chances: list[float] = []
    rest = hand
    for m, c in sorted(bombs(hand), key=lambda mc: -mc[1][2]):
        if m & rest == m:
            parts.append((m, c))
            chances.append(1.0)
            rest &= ~m
    for special, w in ((B_DOG, 0.0), (B_DRG, 1.0)):
        if rest & special:
            parts.append((special, classify(special)))  # type: ignore[arg-type]
            chances.append(w)
            rest &= ~special
    counts = [0] * 15
    for i in indices(rest & ~B_PHX):
        counts[RANK[i]] += 1
    phx = bool(rest & B_PHX)
    _, rank_parts = _best(tuple(counts), phx, 2)
    pools = {r: list(indices(rest & (B_MJ if r == 1 else RANK_MASK[r]))) for r in range(1, 15)}
    for kind, low, high, ph in rank_parts:
        m = _cards_for(kind, low, high, ph, pools)
        got = classify(m)
        assert got is not None, (kind, low, high, ph)
        parts.append((m, got))
        chances.append(0.8 if kind == SINGLE and ph else win_chance(kind, low, high))
    need = sum(1.0 - 2.0 * w for w in chances)
    return Plan(tuple(parts), tuple(chances), need)


_PLANS: MaskCache[Plan] = MaskCache(_plan, 50_000)


def _cards_for(kind: int, low: int, high: int, ph: int, pools: dict[int, list[int]]) -> int:
    if kind == SINGLE and ph:
        return B_PHX
    m = B_PHX if ph else 0
    if kind in (STRAIGHT, STAIRS):
        per = 1 if kind == STRAIGHT else 2
        for r in range(low, high + 1):
            take = per - (1 if r == ph else 0)
            for _ in range(take):
                m |= 1 << pools[r].pop()
        return m
    if kind == FULL:  # low: the pair's rank, high: the triple's
        for r, k in ((high, 3), (low, 2)):
            for _ in range(k - (1 if r == ph else 0)):
                m |= 1 << pools[r].pop()
        return m
    size = {SINGLE: 1, PAIR: 2, TRIPLE: 3}[kind]
    for _ in range(size - (1 if ph else 0)):
        m |= 1 << pools[high].pop()
    return m


_BEST: dict[tuple[tuple[int, ...], bool, int], tuple[float, tuple[RankPart, ...]]] = {}


def _best(counts: tuple[int, ...], phx: bool, depth: int) -> tuple[float, tuple[RankPart, ...]]:
    """The lowest-need partition of rank counts (index 1 the Mah Jong), trying every
    straight up to `depth` of them."""
    key = (counts, phx, depth)
    got = _BEST.get(key)
    if got is not None:
        return got
    best = _grouped(counts, phx)
    if depth > 0 and sum(1 for c in counts if c) + phx >= 5:
        for low in range(1, 11):
            gaps = [r for r in range(low, low + 4) if not counts[r]]
            for high in range(low + 4, 15):
                if not counts[high]:
                    gaps.append(high)
                if len(gaps) > (1 if phx else 0) or (gaps and gaps[0] == 1):
                    break  # longer ranges only add gaps
                left = list(counts)
                for r in range(low, high + 1):
                    if counts[r]:
                        left[r] -= 1
                ph = gaps[0] if gaps else 0
                score, parts = _best(tuple(left), phx and not ph, depth - 1)
                score += 1.0 - 2.0 * win_chance(STRAIGHT, low, high)
                if score < best[0] - 1e-9 or (
                    abs(score - best[0]) < 1e-9 and len(parts) + 1 < len(best[1])
                ):
                    best = (score, ((STRAIGHT, low, high, ph), *parts))
    if len(_BEST) > 200_000:
        _BEST.clear()
    _BEST[key] = best
    return best


def _grouped(counts: Sequence[int], phx: bool) -> tuple[float, tuple[RankPart, ...]]:
    """Rank counts grouped without straights: stairs of adjacent pairs, triples with the
    lowest spare pair, then pairs and singles; the Phoenix a single of its own. The better
    of stairs first or full houses first."""
    options = [_group(counts, stairs_first) for stairs_first in (True, False)]
    best = min(options, key=lambda o: (o[0], len(o[1])))
    if phx:
        return best[0] + 1.0 - 2.0 * 0.8, (*best[1], (SINGLE, 0, 0, 1))
    return best


def _group(counts: Sequence[int], stairs_first: bool) -> tuple[float, tuple[RankPart, ...]]:
    out: list[RankPart] = []
    pairs = [r for r in range(2, 15) if counts[r] == 2]
    triples = [r for r in range(2, 15) if counts[r] == 3]
    singles = [r for r in range(1, 15) if counts[r] == 1]

    def stairs() -> None:
        r = 0
        ps = sorted(pairs)
        while r < len(ps):
            k = r
            while k + 1 < len(ps) and ps[k + 1] == ps[k] + 1:
                k += 1
            if k > r:
                out.append((STAIRS, ps[r], ps[k], 0))
                for x in ps[r : k + 1]:
                    pairs.remove(x)
            r = k + 1

    if stairs_first:
        stairs()
    for t in triples:
        if pairs:
            p = min(pairs)
            pairs.remove(p)
            out.append((FULL, p, t, 0))
        else:
            out.append((TRIPLE, t, t, 0))
    if not stairs_first:
        stairs()
    out += [(PAIR, p, p, 0) for p in pairs]
    out += [(SINGLE, r, r, 0) for r in singles]
    score = sum(1.0 - 2.0 * win_chance(k, lo, hi) for k, lo, hi, _ in out)
    return score, tuple(out)


def call_score(hand: int) -> float:
    """The plan's `need`, adjusted by what the benchmark's calibration showed (hands called at
    every score, and how many went out first): sure winners and Aces are worth more than
    their chance says (they also win back leads in the end game), the Dog costs a lead."""
    p = plan(hand)
    aces = (hand & RANK_MASK[14]).bit_count()
    return p.need - 0.8 * min(p.sure, 2) - 0.4 * min(aces, 3) + (0.6 if hand & B_DOG else 0.0)


def grand_score(hand: int) -> float:
    """The strength of an 8-card hand for Grand Tichu, weighted as the benchmark's
    calibration found (Grand Tichus called on eight cards, and which went out first): the
    Dragon, Aces and bombs most; the Phoenix less than its fame; the Dog against."""
    score = 2.5 if hand & B_DRG else 0.0
    score += 1.5 if hand & B_PHX else 0.0
    score += 1.5 * (hand & RANK_MASK[14]).bit_count() + 0.4 * (hand & RANK_MASK[13]).bit_count()
    if any(True for _ in bombs(hand)):
        score += 2.5
    if hand & B_DOG:
        score -= 1.0
    return score


__all__ = ["Part", "Plan", "call_score", "grand_score", "plan", "win_chance"]
