"""Every lead of a Run Fast hand, and every play that beats a top, in the order of their text.

A hand is a card mask (see `combos.BIT`), so a rank's cards are one nibble. The plays of one
rank and nibble are made once, as shared `Play`s in text order. A play's text begins with its
lowest rank, so the plays of different ranks never interleave: the plays of a hand without
straights or runs of pairs are those tuples joined in the text order of the ranks (2, 3 … 9,
A, J, K, Q, T), with no sort. A rank's bomb is its whole nibble, and its text follows every
smaller play of the rank (its first cards are the rank's last in text), so it closes the block.

Straights and runs of pairs join the block of their lowest rank, and a lead can hold a
thousand of them while a rollout looks at one: such a lead is kept as sorted text keys
(`LeadList`) and makes a `Play` only when one is looked at.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, product
from operator import attrgetter
from typing import Final, overload

from ..actions import Action, Pass, Play
from ..cards import Card
from ..lazy import LazyTuple
from .combos import (
    ACE,
    ACES_BOMB,
    BIT,
    BOMB,
    H3,
    NIB_COUNT,
    RANK_CHARS,
    RANK_OF,
    SINGLE,
    STRAIGHT,
    TRIPLE,
    TWO,
    Combo,
    beats,
    mask_bombs,
    play_of_mask,
)
from .options import RunFastOptions

TEXT: Final = attrgetter("_text")
PASS: Final = Pass()
TEXT_RANKS: Final = tuple(sorted(range(13), key=RANK_CHARS.__getitem__))


def _same_rank(r: int, nib: int, k: int) -> tuple[Play, ...]:
    """The plays of `k` of rank `r`'s cards in `nib`, in text order."""
    if not k:
        return ()
    bits = [1 << (4 * r + j) for j in range(4) if nib >> j & 1]
    return tuple(sorted(map(play_of_mask, map(sum, combinations(bits, k))), key=TEXT))


# SAME[k][rank][nibble]: the plays of k cards of one rank, in text order; WHOLE: the bombs.
SAME: Final = [[[_same_rank(r, n, k) for n in range(16)] for r in range(13)] for k in range(5)]
WHOLE: Final = [{n: SAME[NIB_COUNT[n]][r][n][0] for n in range(1, 16)} for r in range(13)]


def _lead_group(r: int, nib: int, aces_bomb: bool) -> tuple[Play, ...]:
    """Every lead of one rank: singles, pairs, triples and a four (2s lead alone; three aces
    are a triple or, with `three_aces_bomb`, the bomb; four aces do not exist)."""
    if r == TWO:
        sizes: tuple[int, ...] = (1,)
    elif r == ACE:
        sizes = (1, 2, 3) if not aces_bomb or NIB_COUNT[nib] == 3 else (1, 2)
    else:
        sizes = (1, 2, 3, 4)
    return tuple(sorted((p for k in sizes for p in SAME[k][r][nib]), key=TEXT))


# By [three_aces_bomb][rank][nibble]; _LEAD_GROUPS: (shift, groups) for the ranks in text order.
_LEAD_GROUP: Final = [
    [[_lead_group(r, n, aces) for n in range(16)] for r in range(13)] for aces in (False, True)
]
_LEAD_GROUPS: Final = [
    tuple((4 * r, tuple(by_rank[r])) for r in TEXT_RANKS) for by_rank in _LEAD_GROUP
]
_OPENING_GROUP: Final = [
    tuple(p for p in _lead_group(0, n, False) if H3 in p.cards) for n in range(16)
]

# -- text keys ----------------------------------------------------------------------------------
# Each card one byte, its place among the card codes in string order, so that a play's cards in
# the written order, as bytes, sort exactly like its text ("play …"; a shorter prefix first).
_BY_TEXT: Final = sorted(RANK_OF, key=str)
CODE: Final[dict[Card, int]] = {c: i for i, c in enumerate(_BY_TEXT)}
_KEY_BITS: Final = tuple(BIT[c] for c in _BY_TEXT)
_KEY_CARDS: Final = tuple(_BY_TEXT)
_H3_CODE: Final = CODE[H3]


def key_of(play: Play) -> bytes:
    return bytes(map(CODE.__getitem__, play.cards))


def mask_of_key(key: bytes) -> int:
    return sum(map(_KEY_BITS.__getitem__, key))


_SAME_KEYS: Final = [
    [[tuple(map(key_of, t)) for t in by_rank] for by_rank in by_k] for by_k in SAME
]
_LEAD_KEYS: Final = [
    [[tuple(map(key_of, t)) for t in by_rank] for by_rank in g] for g in _LEAD_GROUP
]
# _LEAD_BYTES[three_aces_bomb]: (shift, keys by byte) of each byte of a mask (two ranks):
# the keys of every lead of one or two ranks, in no order (a lead's keys are sorted at the end)
_LEAD_BYTES: Final = [
    tuple(
        (
            8 * k,
            tuple(g[2 * k][b & 15] + (g[2 * k + 1][b >> 4] if k < 6 else ()) for b in range(256)),
        )
        for k in range(7)
    )
    for g in _LEAD_KEYS
]
_WHOLE_KEYS: Final = [{n: key_of(p) for n, p in by_nib.items()} for by_nib in WHOLE]
_KEYED: Final[dict[bytes, Play]] = {}


def play_of_key(key: bytes) -> Play:
    p = _KEYED.get(key)
    if p is None:
        if len(_KEYED) > 30_000:
            _KEYED.clear()
        cards = tuple(map(_KEY_CARDS.__getitem__, key))
        p = _KEYED[key] = play_of_mask(mask_of_key(key), cards)
    return p


class LeadList(LazyTuple[Play]):
    """A lead's plays in text order, kept as sorted text keys, each made into a `Play` only
    when it is looked at."""

    __slots__ = ("keys",)

    def __init__(self, keys: tuple[bytes, ...]) -> None:
        super().__init__()
        self.keys = keys

    def __len__(self) -> int:
        return len(self.keys)

    def at(self, index: int) -> Play:
        return play_of_key(self.keys[index])

    @overload
    def __getitem__(self, index: int) -> Play: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Play, ...]: ...

    def __getitem__(self, index: int | slice) -> Play | tuple[Play, ...]:
        if type(index) is int:  # the keys' tuple checks the bounds
            return play_of_key(self.keys[index])
        return super().__getitem__(index)

    def make(self) -> tuple[Play, ...]:
        return tuple(map(play_of_key, self.keys))

    def __contains__(self, action: object) -> bool:
        return (
            type(action) is Play
            and action.suit is None
            and action.wish is None
            and all(c in CODE for c in action.cards)
            and bytes(map(CODE.__getitem__, action.cards)) in self.keys
        )


class PassThenKeys(LazyTuple[Action]):
    """`pass` followed by a `LeadList`'s plays: the answers to a sequence when passing is
    allowed (`must_beat` off), still made into `Play`s only when looked at."""

    __slots__ = ("keys", "_n")

    def __init__(self, keys: tuple[bytes, ...]) -> None:
        super().__init__()
        self.keys = keys
        self._n = len(keys) + 1

    def __len__(self) -> int:
        return self._n

    def at(self, index: int) -> Action:
        return play_of_key(self.keys[index - 1]) if index else PASS

    def make(self) -> tuple[Action, ...]:
        return (PASS, *map(play_of_key, self.keys))

    def __contains__(self, action: object) -> bool:
        return action == PASS or action in LeadList(self.keys)


# -- sequences ----------------------------------------------------------------------------------

_SEQ_BITS: Final = sum(1 << (4 * r) for r in range(ACE + 1))  # the lowest bit of ranks 3..A


def rank_bits(mask: int) -> tuple[int, int]:
    """The lowest bit of every rank 3..A's nibble where the hand holds a card, and where it
    holds two: straights and runs of pairs are runs of those bits."""
    m1, m2, m3 = mask >> 1, mask >> 2, mask >> 3
    one = (mask | m1 | m2 | m3) & _SEQ_BITS
    two = (mask & m1 | m2 & m3 | (mask | m1) & (m2 | m3)) & _SEQ_BITS
    return one, two


def window(need: int, start: int, end: int, mask: int) -> tuple[bytes, ...]:
    """The text keys of every straight (need 1) or run of pairs (need 2) of the hand on ranks
    start..end, in text order (the product of each rank's choices in text order is)."""
    sets = _SAME_KEYS[need]
    return tuple(
        map(b"".join, product(*(sets[r][mask >> 4 * r & 15] for r in range(start, end + 1))))
    )


def _runs(mask: int, bits: int, need: int, least: int, first_only: bool, out: list[bytes]) -> None:
    """Every straight (need 1, at least 5 ranks) or run of pairs (need 2, at least 2 ranks) in
    the runs of `bits`, in no order; with `first_only` only those starting at rank 3. Each
    start's sequences grow one rank at a time from its shortest ones."""
    spans = _SPANS[need].get(bits)
    if spans is None:
        spans = _SPANS[need][bits] = _spans(bits, least)
    sets = _SAME_KEYS[need]
    for r, e in spans:
        if first_only and r:
            return
        choices = [sets[q][mask >> 4 * q & 15] for q in range(r, e + 1)]
        for i in range(1 if first_only else e - r - least + 2):
            level = list(map(b"".join, product(*choices[i : i + least])))
            out += level
            for more in choices[i + least :]:
                level = [k + c for k in level for c in more]
                out += level
        if first_only:
            return


def _spans(bits: int, least: int) -> tuple[tuple[int, int], ...]:
    """(first, last) rank of each run of `bits` (ranks 3..A) at least `least` ranks long."""
    out = []
    r = 0
    while r <= ACE:
        if bits >> 4 * r & 1:
            e = r
            while e < ACE and bits >> 4 * (e + 1) & 1:
                e += 1
            if e - r + 1 >= least:
                out.append((r, e))
            r = e + 1
        else:
            r += 1
    return tuple(out)


# _SPANS[need]: the `_spans` of each rank pattern, kept for good (at most 4,096 each)
_SPANS: Final[list[dict[int, tuple[tuple[int, int], ...]]]] = [{}, {}, {}]


def _blocked(bombs: list[int]) -> int:
    return sum(1 << 4 * r for r in bombs)


# -- leads and responses ----------------------------------------------------------------------


def leads(mask: int, options: RunFastOptions, need_3h: bool = False) -> Sequence[Play]:
    """Every lead of the hand, in text order; with `need_3h` only those holding 3H. With
    `allow_breaking_bombs` off, a held bomb's rank leads only the bomb."""
    aces = options.three_aces_bomb
    bombs = [] if options.allow_breaking_bombs else mask_bombs(mask, aces)
    one, two = rank_bits(mask)
    if bombs:
        one &= ~_blocked(bombs)
        two &= ~_blocked(bombs)
    straight = one & one >> 4 & one >> 8 & one >> 12 & one >> 16
    if straight or two & two >> 4:
        return _lead_keys(mask, aces, bombs, one if straight else 0, two, need_3h)
    out: list[Play] = []
    if need_3h:
        nib = mask & 15
        out += (WHOLE[0][nib],) if 0 in bombs else _OPENING_GROUP[nib]
    elif bombs:
        for sh, groups in _LEAD_GROUPS[aces]:
            nib = mask >> sh & 15
            if nib:
                out += (WHOLE[sh >> 2][nib],) if sh >> 2 in bombs else groups[nib]
    else:
        for sh, groups in _LEAD_GROUPS[aces]:
            nib = mask >> sh & 15
            if nib:
                out += groups[nib]
    return tuple(out)


def _lead_keys(
    mask: int, aces: bool, bombs: list[int], one: int, two: int, need_3h: bool
) -> LeadList:
    """`leads` of a hand with sequences, as a sorted `LeadList`."""
    out: list[bytes] = []
    if bombs or need_3h:
        groups = _LEAD_KEYS[aces]
        for r in range(1 if need_3h else 13):
            nib = mask >> 4 * r & 15
            if nib:
                out += (key_of(WHOLE[r][nib]),) if r in bombs else groups[r][nib]
    else:
        for sh, table in _LEAD_BYTES[aces]:
            b = mask >> sh & 255
            if b:
                out += table[b]
    if one:
        _runs(mask, one, 1, 5, need_3h, out)
    if two & two >> 4:
        _runs(mask, two, 2, 2, need_3h, out)
    if need_3h:
        out = [k for k in out if _H3_CODE in k]
    out.sort()
    return LeadList(tuple(out))


def _above(
    kind: int, key: int, aces_bomb: bool
) -> tuple[tuple[int, tuple[tuple[Play, ...], ...]], ...]:
    """(shift, plays by nibble) of the ranks whose singles, pairs or triples (`kind`, also
    their size) beat a top of rank `key`, in text order (2s never pair; three aces may be a
    bomb)."""
    high = TWO + 1 if kind == SINGLE else ACE if kind == TRIPLE and aces_bomb else ACE + 1
    return tuple((4 * r, tuple(SAME[kind][r])) for r in TEXT_RANKS if key < r < high)


_ABOVE: Final = [
    [[_above(k, key, aces) for key in range(13)] for k in range(4)] for aces in (False, True)
]
_ABOVE_RANKS: Final = [
    [[frozenset(sh >> 2 for sh, _ in t) for t in by_kind] for by_kind in a] for a in _ABOVE
]


def plain_beating(mask: int, aces_bomb: bool, kind: int, key: int) -> tuple[Play, ...]:
    """`beating` for a hand without a bomb and a single, pair or triple (`kind`) of rank `key`
    on top: the hand's plays of that kind above it, by rank in text order."""
    out: list[Play] = []
    for sh, groups in _ABOVE[aces_bomb][kind][key]:
        nib = mask >> sh & 15
        if nib:
            out += groups[nib]
    return tuple(out)


# _STARTS[length][key]: the lowest bit of every rank a sequence of `length` ranks may start
# at to beat a top whose highest rank is `key` (it must end above `key`, at the ace at most).
_STARTS: Final = [
    [sum(1 << 4 * s for s in range(13) if key < s + length - 1 <= ACE) for key in range(13)]
    for length in range(13)
]


def beating(mask: int, options: RunFastOptions, top: Combo) -> Sequence[Play]:
    """Every play of the hand that beats `top` (never the opening play), in text order; the
    answers to a sequence as a `LeadList`."""
    aces = options.three_aces_bomb
    bombs = mask_bombs(mask, aces)
    kind, key = top.kind, top.key
    out: list[Play] = []
    if kind <= TRIPLE:  # a single, pair or triple: its kind is also its size
        if not bombs:
            out += plain_beating(mask, aces, kind, key)
            return out
        breaking = options.allow_breaking_bombs
        above = _ABOVE_RANKS[aces][kind][key]
        for r in TEXT_RANKS:
            nib = mask >> 4 * r & 15
            if r in bombs:
                if breaking and r in above:
                    out += SAME[kind][r][nib]
                out.append(WHOLE[r][nib])
            elif nib and r in above:
                out += SAME[kind][r][nib]
        return out
    if kind == BOMB:
        for r in TEXT_RANKS:
            if r in bombs and beats(
                Combo(BOMB, 3, ACES_BOMB) if r == ACE else Combo(BOMB, 4, r), top
            ):
                out.append(WHOLE[r][mask >> 4 * r & 15])
        return out
    need = 1 if kind == STRAIGHT else 2
    length = top.size // need
    bits = rank_bits(mask)[need - 1]
    if bombs and not options.allow_breaking_bombs:
        bits &= ~_blocked(bombs)
    starts = bits & _STARTS[length][key]
    for shift in range(4, 4 * length, 4):
        if not starts:
            break
        starts &= bits >> shift
    keys: list[bytes] = []
    if starts:
        for s in TEXT_RANKS:
            if starts >> 4 * s & 1:
                keys += window(need, s, s + length - 1, mask)
    if bombs:
        keys += [_WHOLE_KEYS[r][mask >> 4 * r & 15] for r in bombs]
        keys.sort()
    return LeadList(tuple(keys))


def plays(mask: int, options: RunFastOptions, top: Combo | None = None) -> Sequence[Play]:
    """Every lead (`top` None) or every play that beats `top`, in text order."""
    return leads(mask, options) if top is None else beating(mask, options, top)
