"""Tichu's combinations (rules doc, sections 7 to 9): reading a card set, comparing, generating.

Cards are indexed 0..55 in the deck table's order (Sword 2..A, Jade, Pagoda, Star, then MJ
DOG PHX DRG), so a set of cards is an int bit mask: cheap to test, add and remove on the hot
path. A combination is a tuple `(kind, length, value, phoenix)`: `value` is twice the rank
(a Phoenix single adds one, its "half"), and for bombs the order key of 9.1;
`phoenix` is the rank the Phoenix stands for (0 when absent).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Final, TypeVar

from ..cards import Card, parse_cards, sort_key

CARDS: Final[tuple[Card, ...]] = parse_cards(
    [r + s for s in "SJPR" for r in "23456789TJQKA"] + ["MJ", "DOG", "PHX", "DRG"]
)
INDEX: Final = {c: i for i, c in enumerate(CARDS)}
MJ: Final = 52
DOG: Final = 53
PHX: Final = 54
DRG: Final = 55
B_MJ: Final = 1 << MJ
B_DOG: Final = 1 << DOG
B_PHX: Final = 1 << PHX
B_DRG: Final = 1 << DRG
FULL_DECK: Final = (1 << 56) - 1
NATURALS: Final = (1 << 52) - 1

# the kinds of combination
SINGLE: Final = 1
PAIR: Final = 2
TRIPLE: Final = 3
STAIRS: Final = 4
FULL: Final = 5
STRAIGHT: Final = 6
BOMB: Final = 7
DOGK: Final = 8
KIND_NAMES: Final = {
    SINGLE: "single",
    PAIR: "pair",
    TRIPLE: "triple",
    STAIRS: "stairs",
    FULL: "full_house",
    STRAIGHT: "straight",
    BOMB: "bomb",
    DOGK: "dog",
}
RANK_CHARS: Final = "23456789TJQKA"
RANK_OF_CHAR: Final = {ch: 2 + i for i, ch in enumerate(RANK_CHARS)}

Combo = tuple[int, int, int, int]


_V = TypeVar("_V")


class MaskCache(dict[int, _V]):
    """A bounded memo of `fn` keyed by card mask (cleared when it grows past `limit`):
    hands repeat across a trick's questions and a search's samples."""

    def __init__(self, fn: Callable[[int], _V], limit: int) -> None:
        super().__init__()
        self.fn, self.limit = fn, limit

    def __missing__(self, key: int) -> _V:
        if len(self) > self.limit:
            self.clear()
        value = self[key] = self.fn(key)
        return value


def card_index(r: int, suit: int) -> int:
    """The index of the natural card of rank `r` (2..14) and suit number `suit` (0..3)."""
    return suit * 13 + r - 2


RANK_MASK: Final = [0] * 16  # RANK_MASK[r]: the four naturals of rank r
for _r in range(2, 15):
    for _s in range(4):
        RANK_MASK[_r] |= 1 << card_index(_r, _s)
RANK = [0] * 56  # rank of a card index: naturals 2..14, MJ 1, DRG 15, others 0
for _i in range(52):
    RANK[_i] = _i % 13 + 2
RANK[MJ], RANK[DRG] = 1, 15
POINTS = [0] * 56
for _i in range(52):
    POINTS[_i] = {5: 5, 10: 10, 13: 10}.get(RANK[_i], 0)
POINTS[DRG], POINTS[PHX] = 25, -25
_SORTED: Final = sorted(range(56), key=lambda i: sort_key(CARDS[i]))


def mask_of(cards: tuple[Card, ...] | list[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


_ORDER: Final = [0] * 56
for _k, _i in enumerate(_SORTED):
    _ORDER[_i] = _k


def written(mask: int) -> tuple[Card, ...]:
    """The cards of a mask in the written order, made afresh (for sets that seldom recur)."""
    idx = indices(mask)
    idx.sort(key=_ORDER.__getitem__)
    return tuple([CARDS[i] for i in idx])


_CARDS_OF: Final = MaskCache(written, 20_000)


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask in the written order."""
    return _CARDS_OF[mask]


# The set bits of each byte of a mask, by byte position and value: a hand is read a byte at a
# time (seven steps for the deck) instead of a card at a time.
_BYTE_BITS: Final = [
    [tuple(8 * k + i for i in range(8) if b >> i & 1) for b in range(256)] for k in range(8)
]


def indices(mask: int) -> list[int]:
    """The card indices in a mask, lowest first."""
    out: list[int] = []
    k = 0
    while mask:
        b = mask & 255
        if b:
            out.extend(_BYTE_BITS[k][b])
        mask >>= 8
        k += 1
    return out


_FIVES: Final = RANK_MASK[5]
_TENS: Final = RANK_MASK[10] | RANK_MASK[13]


def points(mask: int) -> int:
    return (
        5 * (mask & _FIVES).bit_count()
        + 10 * (mask & _TENS).bit_count()
        + (25 if mask & B_DRG else 0)
        - (25 if mask & B_PHX else 0)
    )


def bomb_key(cat: int, length: int, top: int) -> int:
    return cat * 10000 + length * 100 + top


# -- reading a card set ------------------------------------------------------------------------


def classify(mask: int, top: Combo | None = None) -> Combo | None:
    """The combination a card set forms (its highest reading, 7.2), or None.

    `top` matters only for a Phoenix single, worth the top single plus one half (8.3).
    """
    if mask == B_PHX:
        base = top[2] if top is not None and top[0] == SINGLE else 2
        return (SINGLE, 1, base + 1, 0)
    return _CLASSIFIED[mask]


def _classify(mask: int) -> Combo | None:
    n = mask.bit_count()
    if n == 0:
        return None
    if n == 1:
        i = mask.bit_length() - 1
        if i == DOG:
            return (DOGK, 1, 0, 0)
        return (SINGLE, 1, 2 * RANK[i], 0)
    if mask & (B_DOG | B_DRG):
        return None
    phx = 1 if mask & B_PHX else 0
    counts = [0] * 16
    suits = set()
    for i in indices(mask & ~B_PHX):
        counts[RANK[i]] += 1
        if i < 52:
            suits.add(i // 13)
    ranks = [r for r in range(1, 15) if counts[r]]
    mj = counts[1]
    if n == 4 and not phx and len(ranks) == 1 and not mj:
        return (BOMB, 4, bomb_key(0, 4, ranks[0]), 0)
    if n >= 5 and all(counts[r] == 1 for r in ranks):
        lo, hi = ranks[0], ranks[-1]
        if not phx:
            if hi - lo + 1 != n:
                return None
            if not mj and len(suits) == 1:
                return (BOMB, n, bomb_key(1, n, hi), 0)
            return (STRAIGHT, n, 2 * hi, 0)
        span = hi - lo + 1
        if span == n:  # one internal gap
            gap = next(r for r in range(lo, hi + 1) if not counts[r])
            return (STRAIGHT, n, 2 * hi, gap)
        if span == n - 1:
            if hi < 14:
                return (STRAIGHT, n, 2 * (hi + 1), hi + 1)
            if lo - 1 >= 2:
                return (STRAIGHT, n, 2 * hi, lo - 1)
        return None
    if mj:
        return None
    if n == 2:
        if len(ranks) == 1:
            return (PAIR, 2, 2 * ranks[0], ranks[0] if phx else 0)
        return None
    if n == 3:
        if len(ranks) == 1:
            return (TRIPLE, 3, 2 * ranks[0], ranks[0] if phx else 0)
        return None
    if n == 5 and len(ranks) == 2:
        a, b = ranks
        ca, cb = counts[a], counts[b]
        if not phx:
            if (ca, cb) == (3, 2):
                return (FULL, 5, 2 * a, 0)
            if (ca, cb) == (2, 3):
                return (FULL, 5, 2 * b, 0)
            return None
        if (ca, cb) == (2, 2):
            return (FULL, 5, 2 * b, b)
        if (ca, cb) == (3, 1):
            return (FULL, 5, 2 * a, b)
        if (ca, cb) == (1, 3):
            return (FULL, 5, 2 * b, a)
        return None
    if n >= 4 and n % 2 == 0:
        lo, hi = ranks[0], ranks[-1]
        if hi - lo + 1 != n // 2 or len(ranks) != n // 2:
            return None
        singles = [r for r in ranks if counts[r] == 1]
        if any(counts[r] > 2 for r in ranks):
            return None
        if phx and len(singles) == 1:
            return (STAIRS, n, 2 * hi, singles[0])
        if not phx and not singles:
            return (STAIRS, n, 2 * hi, 0)
    return None


_CLASSIFIED: Final = MaskCache(_classify, 200_000)


def beats(play: Combo, top: Combo | None) -> bool:
    """Rules 7.4: does `play` beat `top` (None = an empty table)?"""
    if top is None:
        return True
    if top[0] == BOMB:
        return play[0] == BOMB and play[2] > top[2]
    if play[0] == BOMB:
        return True
    return play[0] == top[0] and play[1] == top[1] and play[2] > top[2]


def is_dragon(top: Combo | None, mask: int) -> bool:
    return top is not None and top[0] == SINGLE and mask == B_DRG


# -- bombs in a hand ---------------------------------------------------------------------------


def best_bomb(hand: int) -> int:
    """The highest bomb key the hand holds, 0 when it holds none (cached by hand)."""
    return _BEST[hand]


_NO_RUN_START: Final = sum(1 << (13 * s + i) for s in range(4) for i in range(9))


def _best_bomb(hand: int) -> int:
    fours = hand & hand >> 13 & hand >> 26 & hand >> 39 & 0x1FFF  # ranks held in every suit
    if not fours and not hand & hand >> 1 & hand >> 2 & hand >> 3 & hand >> 4 & _NO_RUN_START:
        return 0  # no four of a kind, no five in a row in one suit: most hands
    best = 0
    for s in range(4):
        x = hand >> (13 * s) & 0x1FFF
        run = x & x >> 1 & x >> 2 & x >> 3 & x >> 4
        if run:
            # longest run in this suit and its top
            length, y = 5, run
            while y & y >> 1:
                y &= y >> 1
                length += 1
            top = y.bit_length() - 1 + length + 1  # bit index of top card + 2
            best = max(best, bomb_key(1, length, top))
    if best:
        return best
    return bomb_key(0, 4, fours.bit_length() + 1) if fours else 0


_BEST: Final = MaskCache(_best_bomb, 100_000)
BEST_BOMBS: Final = _BEST  # best_bomb's memo by hand, for loops that run after every play


def bombs(hand: int, above: int = 0) -> Iterator[tuple[int, Combo]]:
    """Every bomb in the hand with an order key above `above`."""
    if best_bomb(hand) <= above:
        return
    for r in range(2, 15):
        m = RANK_MASK[r]
        if hand & m == m:
            key = bomb_key(0, 4, r)
            if key > above:
                yield m, (BOMB, 4, key, 0)
    for s in range(4):
        x = hand >> (13 * s) & 0x1FFF
        if not x & x >> 1 & x >> 2 & x >> 3 & x >> 4:
            continue
        for lo in range(13):
            if not x >> lo & 1:
                continue
            hi = lo
            while hi + 1 < 13 and x >> (hi + 1) & 1:
                hi += 1
                length = hi - lo + 1
                if length >= 5:
                    key = bomb_key(1, length, hi + 2)
                    if key > above:
                        m = ((1 << length) - 1) << (13 * s + lo)
                        yield m, (BOMB, length, key, 0)


# -- generating plays --------------------------------------------------------------------------


def _rank_pattern(hand: int, r: int) -> int:
    """Which of the four suits of rank r the hand holds, as 4 bits."""
    x = hand >> (r - 2)
    return (x & 1) | (x >> 12 & 2) | (x >> 24 & 4) | (x >> 36 & 8)


# _SETS[r][pattern][k]: the masks of k natural cards of rank r among a suit pattern
_SETS: list[list[list[list[int]]]] = [
    [[[] for _ in range(5)] for _ in range(16)] for _ in range(16)
]
for _r in range(2, 15):
    for _p in range(16):
        _cards = [1 << card_index(_r, _s) for _s in range(4) if _p >> _s & 1]
        for _k in range(1, 5):
            _SETS[_r][_p][_k] = [sum(c) for c in combinations(_cards, _k)]
_SETS[1][1][1] = [B_MJ]
_SINGLE_OF: Final = [(1 << i, (SINGLE, 1, 2 * RANK[i], 0)) for i in range(56)]


def _by_rank(hand: int) -> tuple[list[list[int]], list[int], int, list[tuple[int, Combo]]]:
    return _BY_CACHE[hand]


def _rank_table(hand: int) -> tuple[list[list[int]], list[int], int, list[tuple[int, Combo]]]:
    """Per rank: the single cards held, the suit pattern; the ranks held as bits; the
    singles the hand can play (but the Phoenix), as (mask, combination)."""
    by: list[list[int]] = [[] for _ in range(16)]
    pats = [0] * 16
    present = 0
    for r in range(2, 15):
        p = _rank_pattern(hand, r)
        if p:
            pats[r] = p
            by[r] = _SETS[r][p][1]
            present |= 1 << r
    if hand & B_MJ:
        by[1] = [B_MJ]
        pats[1] = 1
        present |= 2
    ones = [_SINGLE_OF[i] for i in indices(hand & (NATURALS | B_MJ | B_DRG))]
    return (by, pats, present, ones)


_BY_CACHE: Final = MaskCache(_rank_table, 500)


def _groups(pats: list[int], k: int, phx: bool, r: int) -> list[tuple[int, int]]:
    """Ways to make k cards of rank r: (mask, uses_phoenix)."""
    sets = _SETS[r][pats[r]]
    out = [(m, 0) for m in sets[k]]
    if phx and k >= 2:
        out.extend((m | B_PHX, 1) for m in sets[k - 1])
    return out


def singles(hand: int, above: int, top_is_dragon: bool) -> Iterator[tuple[int, Combo]]:
    for single in _by_rank(hand)[3]:
        if single[1][2] > above:
            yield single
    if hand & B_PHX and not top_is_dragon:
        yield B_PHX, (SINGLE, 1, (above if above else 2) + 1, 0)


def same_rank(hand: int, k: int, above: int) -> Iterator[tuple[int, Combo]]:
    """Pairs (k=2) and triples (k=3) with value above `above`."""
    pats = _by_rank(hand)[1]
    phx = bool(hand & B_PHX)
    kind = PAIR if k == 2 else TRIPLE
    for r in range(2, 15):
        if 2 * r <= above or not pats[r] and not phx:
            continue
        for m, p in _groups(pats, k, phx, r):
            yield m, (kind, k, 2 * r, r if p else 0)


def full_houses(hand: int, above: int) -> Iterator[tuple[int, Combo]]:
    pats = _by_rank(hand)[1]
    phx = bool(hand & B_PHX)
    for t in range(2, 15):
        if 2 * t <= above:
            continue
        for tm, tp in _groups(pats, 3, phx, t):
            for p in range(2, 15):
                if p == t or not pats[p]:
                    continue
                for pm, pp in _groups(pats, 2, phx and not tp, p):
                    if tp and p > t:
                        continue  # the same cards read higher with p as the triple
                    yield tm | pm, (FULL, 5, 2 * t, t if tp else (p if pp else 0))


def stairs(hand: int, npairs: int | None, above: int) -> Iterator[tuple[int, Combo]]:
    """Stairs of `npairs` pairs (every length when None) with value above `above`."""
    _, pats, present, _ = _by_rank(hand)
    phx = bool(hand & B_PHX)
    pairs = 0
    for r in range(2, 15):
        if pats[r] and (phx or pats[r] & (pats[r] - 1)):
            pairs |= 1 << r  # a pair can be made (with the Phoenix, maybe)
    lengths = range(2, 8) if npairs is None else (npairs,)
    most = pairs.bit_count()
    for k in lengths:
        if k > most:
            break
        window = (1 << k) - 1
        for hi in range(1 + k, 15):
            if 2 * hi <= above:
                continue
            lo = hi - k + 1
            if (pairs >> lo) & window != window:
                continue
            yield from _stairs_from(pats, phx, lo, hi, 0, 0, k)


def _stairs_from(
    pats: list[int], phx: bool, r: int, hi: int, acc: int, pr: int, k: int
) -> Iterator[tuple[int, Combo]]:
    if r > hi:
        yield acc, (STAIRS, 2 * k, 2 * hi, pr)
        return
    for m, p in _groups(pats, 2, phx, r):
        yield from _stairs_from(pats, phx and not p, r + 1, hi, acc | m, r if p else pr, k)


def straights(hand: int, length: int | None, above: int) -> Iterator[tuple[int, Combo]]:
    """Plain straights (never one-suit runs, which are bombs) of a length, or every length."""
    by, _, present, _ = _by_rank(hand)
    phx = bool(hand & B_PHX)
    lengths = range(5, 15) if length is None else (length,)
    allowed = 1 if phx else 0
    most = present.bit_count() + allowed
    for n in lengths:
        if n > most:
            break
        window = (1 << n) - 1
        for hi in range(n, 15):
            if 2 * hi <= above:
                continue
            lo = hi - n + 1
            missing = n - ((present >> lo) & window).bit_count()
            if missing > allowed or (lo == 1 and not by[1]):
                continue
            yield from _straights_from(by, phx, lo, hi, lo, 0, -1)


def _straights_from(
    by: list[list[int]], phx: bool, r: int, hi: int, lo: int, acc: int, filled: int
) -> Iterator[tuple[int, Combo]]:
    if r > hi:
        if filled < 0 and not acc & B_MJ and _one_suit(acc):
            return  # a one-suit run of naturals is a bomb, not a straight
        if filled == lo and hi < 14:
            return  # the same cards read higher with the Phoenix on top
        yield acc, (STRAIGHT, hi - lo + 1, 2 * hi, max(filled, 0))
        return
    for c in by[r]:
        yield from _straights_from(by, phx, r + 1, hi, lo, acc | c, filled)
    if phx and r >= 2:
        yield from _straights_from(by, False, r + 1, hi, lo, acc | B_PHX, r)


def _one_suit(acc: int) -> bool:
    return any(acc & ~(0x1FFF << (13 * s)) == 0 for s in range(4))


def all_plays(hand: int) -> Iterator[tuple[int, Combo]]:
    """Every combination the hand can lead (the Dog included)."""
    yield from singles(hand, 0, False)
    if hand & B_DOG:
        yield B_DOG, (DOGK, 1, 0, 0)
    yield from same_rank(hand, 2, 0)
    yield from same_rank(hand, 3, 0)
    yield from full_houses(hand, 0)
    yield from stairs(hand, None, 0)
    yield from straights(hand, None, 0)
    yield from bombs(hand)


def beating_plays(hand: int, top: Combo, top_mask: int) -> Iterator[tuple[int, Combo]]:
    """Every play of the hand that beats `top` (bombs included)."""
    kind, length, value, _ = top
    if kind == BOMB:
        yield from bombs(hand, value)
        return
    if kind == SINGLE:
        yield from singles(hand, value, top_mask == B_DRG)
    elif kind in (PAIR, TRIPLE):
        yield from same_rank(hand, length, value)
    elif kind == FULL:
        yield from full_houses(hand, value)
    elif kind == STAIRS:
        yield from stairs(hand, length // 2, value)
    elif kind == STRAIGHT:
        yield from straights(hand, length, value)
    yield from bombs(hand)


def wish_play_exists(hand: int, top: Combo | None, top_mask: int, wish: int) -> bool:
    """Section 10: can the hand make a play (beating `top`) with a natural of rank `wish`?"""
    need = RANK_MASK[wish]
    if not hand & need:
        return False
    if top is None:
        return True
    for m, _ in beating_plays(hand, top, top_mask):
        if m & need:
            return True
    return False
