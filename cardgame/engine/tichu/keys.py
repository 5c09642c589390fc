"""A Tichu hand's combinations as text keys: bytes that sort exactly like the actions' text.

Each card is one byte, its rank among the 56 card codes in string order ("2J" < "2P" < …
< "TS"); a play's key is its cards' bytes in the written order, and a Mah Jong play's wish
form adds one byte above every card, in the string order of the wished rank. Comparing two
keys is then comparing the two texts "play …": a shorter prefix first, the space below any
card's first character. Keys are plain bytes, so the lists the legal actions are made of
cost the garbage collector nothing, sort in C, and become `Play`s only when looked at
(`Plays`); random play and rollouts look at one or two of them.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import chain, combinations, product
from typing import Final, overload

from ..actions import Action, Play
from ..cards import Card, sort_key
from ..lazy import LazyTuple
from .combos import (
    B_DOG,
    B_MJ,
    B_PHX,
    CARDS,
    DOG,
    DOGK,
    DRG,
    FULL,
    MJ,
    PAIR,
    PHX,
    RANK,
    RANK_CHARS,
    SINGLE,
    STAIRS,
    STRAIGHT,
    TRIPLE,
    MaskCache,
    best_bomb,
    bombs,
    card_index,
    indices,
)

# CODE[i]: the byte of card index i; CARD_OF[b]: the card of byte b.
_BY_TEXT: Final = sorted(range(56), key=lambda i: str(CARDS[i]))
CODE: Final = [0] * 56
for _b, _i in enumerate(_BY_TEXT):
    CODE[_i] = _b
CARD_OF: Final[dict[int, Card]] = {CODE[i]: CARDS[i] for i in range(56)}
_TEXT_OF: Final = {b: str(c) for b, c in CARD_OF.items()}
# the wish byte of each rank (2..14), in the string order of the rank characters
_WISH_ORDER: Final = sorted(RANK_CHARS)
WISH_BYTE: Final = {
    RANK_CHARS[r - 2]: 64 + _WISH_ORDER.index(RANK_CHARS[r - 2]) for r in range(2, 15)
}
_WISH_OF: Final = {b: ch for ch, b in WISH_BYTE.items()}
_WISH_TAILS: Final = tuple(bytes([WISH_BYTE[ch]]) for ch in _WISH_ORDER)
RANK_CODES: Final[list[frozenset[int]]] = [frozenset(), frozenset()] + [
    frozenset(CODE[card_index(r, s)] for s in range(4)) for r in range(2, 15)
]
K_MJ: Final = bytes([CODE[MJ]])
K_DOG: Final = bytes([CODE[DOG]])
K_PHX: Final = bytes([CODE[PHX]])
K_DRG: Final = bytes([CODE[DRG]])
_MJ_BYTE: Final = CODE[MJ]


def codes(mask: int) -> frozenset[int]:
    """The bytes of the cards in a mask."""
    return frozenset(map(CODE.__getitem__, indices(mask)))


def key_of(action: Play) -> bytes:
    """The key of a play (with its wish byte when it names one)."""
    key = bytes(CODE[_INDEX[c]] for c in action.cards)
    if action.wish is not None:
        key += bytes([WISH_BYTE[action.wish]])
    return key


_INDEX: Final = {c: i for i, c in enumerate(CARDS)}

# -- a hand's combinations by type ---------------------------------------------------------------

# _RANK_KEYS[r][p][k]: the keys of k natural cards of rank r among the suit pattern p (4 bits),
# each in the written order (suits S, J, P, R)
_RANK_KEYS: Final[list[list[list[tuple[bytes, ...]]]]] = [
    [[() for _ in range(5)] for _ in range(16)] for _ in range(16)
]
for _r in range(2, 15):
    for _p in range(16):
        _held = [bytes([CODE[card_index(_r, _s)]]) for _s in range(4) if _p >> _s & 1]
        for _k in range(1, 5):
            _RANK_KEYS[_r][_p][_k] = tuple(b"".join(t) for t in combinations(_held, _k))


# the ranks (2..14) of the set bits of a 13-bit suit block
_RANKS_IN: Final = tuple(tuple(r for r in range(2, 15) if x >> (r - 2) & 1) for x in range(1 << 13))


def _shape(hand: int) -> Shape:
    """The suit pattern of each rank (bytes, by rank), whether the Phoenix is held, and the
    ranks held at least once, twice and three times (13 bits, rank r at bit r - 2): the
    generators below loop only over the ranks that can take part."""
    a, b, c, d = hand & 0x1FFF, hand >> 13 & 0x1FFF, hand >> 26 & 0x1FFF, hand >> 39 & 0x1FFF
    s = _SPREAD
    pats = (s[a] | s[b] << 1 | s[c] << 2 | s[d] << 3).to_bytes(16, "little")
    two = a & (b | c | d) | b & (c | d) | c & d
    three = a & b & (c | d) | (a | b) & c & d
    return pats, bool(hand & B_PHX), a | b | c | d, two, three


Shape = tuple[bytes, bool, int, int, int]
# _SPREAD[x]: a 13-bit suit block x (rank r at bit r - 2) with rank r at bit 8 x r, so that a
# hand's four blocks, shifted by suit and joined, are its suit patterns as bytes by rank
_SPREAD: Final = tuple(
    sum(1 << 8 * (i + 2) for i in range(13) if x >> i & 1) for x in range(1 << 13)
)
Slot = tuple[int, int]  # (kind, length)
Entries = dict[bytes, int]  # key: value


def by_type(hand: int) -> dict[Slot, Entries]:
    """Every combination of the hand but its bombs, by type, unsorted: the same sets as
    `combos.all_plays` (a test holds them to it), as key: value with `value` as in a
    combination (2 x the rank; the Phoenix single 30, above every single but the Dragon)."""
    shape = _shape(hand)
    out: dict[Slot, Entries] = {}
    out[SINGLE, 1] = _singles(hand)
    if hand & B_DOG:
        out[DOGK, 1] = {K_DOG: 0}
    out[PAIR, 2], out[TRIPLE, 3] = _same_ranks(shape)
    out[FULL, 5] = _full_houses(shape)
    _stairs(shape, out)
    _straights(hand, shape, out)
    return out


def of_type(hand: int, kind: int, length: int) -> Entries:
    """The entries of `by_type` of one type only: a follow needs no other."""
    if kind == SINGLE:
        return _singles(hand)
    shape = _shape(hand)
    if kind == PAIR or kind == TRIPLE:
        return _same_ranks(shape)[kind == TRIPLE]
    if kind == FULL:
        return _full_houses(shape)
    out: dict[Slot, Entries] = {}
    if kind == STAIRS:
        _stairs(shape, out)
    elif kind == STRAIGHT:
        _straights(hand, shape, out)
    elif kind == DOGK and hand & B_DOG:
        out[DOGK, 1] = {K_DOG: 0}
    return out.get((kind, length), {})


def _singles(hand: int) -> Entries:
    return dict(map(_SINGLE_ENTRY.__getitem__, indices(hand & ~B_DOG)))


def _same_ranks(shape: Shape) -> tuple[Entries, Entries]:
    """The pairs and the triples (with the Phoenix, every rank held makes a pair)."""
    pats, phx, ones, two, _ = shape
    pairs: Entries = {}
    triples: Entries = {}
    table = _SAME_RANK[phx]
    for r in _RANKS_IN[ones if phx else two]:
        two_, three_ = table[r][pats[r]]
        pairs.update(two_)
        triples.update(three_)
    return pairs, triples


# Each card's single (but the Dog's) as (key, value), by card index
_SINGLE_ENTRY: Final = [(bytes([CODE[i]]), 30 if i >= PHX else 2 * RANK[i]) for i in range(56)]
# The pairs and the triples of one rank's suit pattern, without and with the Phoenix, as
# _SAME_RANK[phx][rank][pattern]
_SAME_RANK: Final = [
    [
        [
            (
                dict.fromkeys(
                    _RANK_KEYS[r][p][2] + tuple(k + K_PHX for k in _RANK_KEYS[r][p][1])
                    if phx
                    else _RANK_KEYS[r][p][2],
                    2 * r,
                ),
                dict.fromkeys(
                    _RANK_KEYS[r][p][3] + tuple(k + K_PHX for k in _RANK_KEYS[r][p][2])
                    if phx
                    else _RANK_KEYS[r][p][3],
                    2 * r,
                ),
            )
            for p in range(16)
        ]
        for r in range(16)
    ]
    for phx in (False, True)
]


def _full_houses(shape: Shape) -> Entries:
    """A triple and a pair of another rank; the Phoenix may complete either (a Phoenix triple
    takes only a lower pair: with a higher one the same cards read higher the other way)."""
    pats, phx, ones, two, three = shape
    rk = _RANK_KEYS
    out: Entries = {}
    pair_ranks = _RANKS_IN[two]
    for t in _RANKS_IN[three]:
        v = 2 * t
        for tk in rk[t][pats[t]][3]:
            for p in pair_ranks:
                if p != t:
                    for pk in rk[p][pats[p]][2]:
                        out[pk + tk if p < t else tk + pk] = v
            if phx:
                for p in _RANKS_IN[ones]:
                    if p != t:
                        for pk in rk[p][pats[p]][1]:
                            out[(pk + tk if p < t else tk + pk) + K_PHX] = v
    if phx:
        for t in pair_ranks:
            v = 2 * t
            for tk in rk[t][pats[t]][2]:
                for p in pair_ranks:
                    if p >= t:
                        break
                    for pk in rk[p][pats[p]][2]:
                        out[pk + tk + K_PHX] = v
    return out


_PHX_PART: Final = (K_PHX,)


def _stairs(shape: Shape, out: dict[Slot, Entries]) -> None:
    """Stairs of 2 to 7 pairs in a row; the Phoenix may stand in one pair."""
    pats, phx, ones, two, _ = shape
    can = ones if phx else two  # the ranks of which a pair can be made
    rk = _RANK_KEYS
    starts = can & can >> 1  # bit i: ranks i + 2 .. i + k + 1 can all make a pair
    k = 2
    while starts and k <= 7:
        found: Entries = {}
        window = (1 << k) - 1
        for lo in _RANKS_IN[starts]:
            hi = lo + k - 1
            v = 2 * hi
            short = k - (two >> (lo - 2) & window).bit_count()  # ranks held only once
            if short > 1:
                continue
            naturals = [rk[r][pats[r]][2] for r in range(lo, hi + 1)]
            if not short:
                found.update(dict.fromkeys(map(b"".join, product(*naturals)), v))
            if phx:
                for f in range(lo, hi + 1):
                    if short and naturals[f - lo]:
                        continue  # the Phoenix must complete the rank held once
                    parts = list(naturals)
                    parts[f - lo] = rk[f][pats[f]][1]
                    found.update(dict.fromkeys(map(b"".join, product(*parts, _PHX_PART)), v))
        if not found:
            return  # no k pairs in a row, so no longer stairs either
        out[STAIRS, 2 * k] = found
        k += 1
        starts &= can >> (k - 1)


def _straights(hand: int, shape: Shape, out: dict[Slot, Entries]) -> None:
    """Straights of 5 to 14 (the Mah Jong as a 1); the Phoenix may stand in one rank (not the
    1); a one-suit run of naturals is a bomb, and a Phoenix at the bottom of a run that could
    go on above reads as its top instead."""
    pats, phx, ones, _, _ = shape
    rk = _RANK_KEYS
    by: list[tuple[bytes, ...]] = [()] * 16
    held = ones << 2
    if hand & B_MJ:
        by[1] = (K_MJ,)
        held |= 2
    windows = _RUN_WINDOWS[held << 1 | phx]
    if not windows:
        return
    for r in _RANKS_IN[ones]:
        by[r] = rk[r][pats[r]][1]
    runs = hand & hand >> 1 & hand >> 2 & hand >> 3 & hand >> 4 & _RUN_STARTS  # one-suit runs
    found: Entries = {}
    length = 0
    for n, lo, hi, missing in windows:
        if n != length:
            if found:
                out[STRAIGHT, length] = found
            found, length = {}, n
        v = 2 * hi
        parts = by[lo : hi + 1]
        if not missing:
            found.update(dict.fromkeys(map(b"".join, product(*parts)), v))
            if runs and lo >= 2:
                for bomb in _one_suit_runs(hand, lo, hi):
                    del found[bomb]
        if phx:
            for f in range(max(lo, 2), hi + 1):
                if f == lo and hi < 14:
                    continue
                if missing and by[f]:
                    continue  # the Phoenix must stand in the missing rank
                rest = parts[: f - lo] + parts[f - lo + 1 :]
                found.update(dict.fromkeys(map(b"".join, product(*rest, _PHX_PART)), v))
    if found:
        out[STRAIGHT, length] = found


# the cards that can start a one-suit run of five (ranks 2..10 of each suit)
_RUN_STARTS: Final = sum(1 << (13 * s + i) for s in range(4) for i in range(9))


def _run_windows(key: int) -> tuple[tuple[int, int, int, int], ...]:
    """(length, low, high, ranks missing) of every window of ranks a straight can fill, by
    length, for the ranks held (bit r; the Mah Jong bit 1) and whether the Phoenix is held
    (the key: held << 1 | phoenix); the Phoenix may stand in one rank, never the 1."""
    held, phx = key >> 1, key & 1
    # an upper bound on the length: with the Phoenix, any rank next to a held one may count
    most = _longest(held | (held << 1 | held >> 1) & 0x7FFE if phx else held)
    out = []
    for n in range(5, most + 1):
        window = (1 << n) - 1
        for hi in range(n, 15):
            lo = hi - n + 1
            missing = n - ((held >> lo) & window).bit_count()
            if missing <= phx and not (lo == 1 and not held & 2):
                out.append((n, lo, hi, missing))
    return tuple(out)


_RUN_WINDOWS: Final = MaskCache(_run_windows, 1 << 16)  # every key fits: it never clears


def _longest(bits: int) -> int:
    """The longest run of set bits."""
    n = 0
    while bits:
        bits &= bits >> 1
        n += 1
    return n


def _one_suit_runs(hand: int, lo: int, hi: int) -> list[bytes]:
    """The keys of the one-suit runs of naturals from rank lo to hi that the hand holds."""
    run = ((1 << (hi - lo + 1)) - 1) << (lo - 2)
    out = []
    for s in range(4):
        if hand >> (13 * s) & run == run:
            out.append(bytes([CODE[card_index(r, s)] for r in range(lo, hi + 1)]))
    return out


def with_wishes(entries: Entries, required: bool) -> Entries:
    """The entries with every Mah Jong play's wish forms (and without its plain form when a
    wish is required)."""
    out: Entries = {}
    for k, v in entries.items():
        if _MJ_BYTE in k:
            if not required:
                out[k] = v
            out.update(dict.fromkeys([k + w for w in _WISH_TAILS], v))
        else:
            out[k] = v
    return out


def mask_key(mask: int) -> bytes:
    """The key of a card mask (the cards in the written order)."""
    return bytes([CODE[i] for i in _WRITTEN if mask >> i & 1])


_WRITTEN: Final = sorted(range(56), key=lambda i: sort_key(CARDS[i]))


def lead_keys(hand: int) -> tuple[bytes, ...]:
    """The keys of every lead of the hand, bombs included, without the Mah Jong's wish forms,
    in text order."""
    found = list(chain.from_iterable(by_type(hand).values()))
    if best_bomb(hand):
        found.extend(bomb_keys(hand))
    found.sort()
    return tuple(found)


def bomb_keys(hand: int) -> list[bytes]:
    """The keys of the hand's bombs."""
    return [mask_key(m) for m, _ in bombs(hand)]


# -- the lazy list of actions -------------------------------------------------------------------

_PLAYS: Final[dict[bytes, Play]] = {}


def play_of_key(key: bytes) -> Play:
    """The interned `Play` of a key."""
    p = _PLAYS.get(key)
    if p is None:
        if len(_PLAYS) > 20_000:
            _PLAYS.clear()
        wish = _WISH_OF.get(key[-1])
        cards_key = key[:-1] if wish is not None else key
        cards = tuple(map(CARD_OF.__getitem__, cards_key))
        text = "play " + " ".join(map(_TEXT_OF.__getitem__, cards_key))
        if wish is not None:
            text += " wish " + wish
        p = Play.__new__(Play)
        setattr_ = object.__setattr__
        setattr_(p, "cards", cards)
        setattr_(p, "suit", None)
        setattr_(p, "wish", wish)
        setattr_(p, "_text", text)
        _PLAYS[key] = p
    return p


class Plays(LazyTuple[Action]):
    """Legal actions in text order: `head` actions, then the plays of `keys`, then `tail`;
    a `Play` is made only when looked at."""

    __slots__ = ("head", "keys", "tail", "n")

    def __init__(
        self, head: tuple[Action, ...], keys: tuple[bytes, ...], tail: tuple[Action, ...]
    ) -> None:
        super().__init__()
        self.head, self.keys, self.tail = head, keys, tail
        self.n = len(head) + len(keys) + len(tail)

    def __len__(self) -> int:
        return self.n

    def at(self, index: int) -> Action:
        h, keys = len(self.head), self.keys
        if index < h:
            return self.head[index]
        if index - h < len(keys):
            return play_of_key(keys[index - h])
        return self.tail[index - h - len(keys)]

    def make(self) -> tuple[Action, ...]:
        return (*self.head, *map(play_of_key, self.keys), *self.tail)

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
        if type(index) is int and 0 <= index < self.n:  # a random pick: quick
            return self.at(index)
        return super().__getitem__(index)

    def __contains__(self, action: object) -> bool:
        if type(action) is Play:
            if action.suit is not None or any(c not in _INDEX for c in action.cards):
                return False
            if action.wish is not None and action.wish not in WISH_BYTE:
                return False  # no such rank to wish for: never legal
            return key_of(action) in self.keys
        return action in self.head or action in self.tail


# Each card's single play by its byte
_SINGLE_OF_CODE: Final = tuple(play_of_key(bytes([b])) for b in range(56))


def _codes_in_order(mask: int) -> list[int]:
    """The bytes of the cards of a mask, in text order."""
    return sorted(map(CODE.__getitem__, indices(mask)))


def single_plays(mask: int) -> list[Play]:
    """The single plays of these cards, in text order."""
    return list(map(_SINGLE_OF_CODE.__getitem__, _codes_in_order(mask)))


def cards_by_text(mask: int) -> list[Card]:
    """The cards of a mask in text order (the order of their codes as strings)."""
    return list(map(CARD_OF.__getitem__, _codes_in_order(mask)))


_SHORT: Final = (
    8  # lists of up to this many plays are made at once: a tuple is quicker to pick from
)


def listed(
    head: tuple[Action, ...], keys: tuple[bytes, ...], tail: tuple[Action, ...]
) -> Sequence[Action]:
    """`Plays(head, keys, tail)`, or the tuple it stands for when short."""
    if len(keys) > _SHORT:
        return Plays(head, keys, tail)
    return (*head, *map(play_of_key, keys), *tail)


_AFTER_MJ: Final = bytes([_MJ_BYTE + 1])  # every Mah Jong key sorts between K_MJ and this


class LeadPlays(LazyTuple[Action]):
    """A lead's actions in text order with the Mah Jong's wish forms made only when looked at.

    `keys` are the plays without wish forms, sorted; each Mah Jong play (its keys start with
    the Mah Jong's byte, a block of their own) stands for itself, unless a wish is required,
    and its 13 wish forms. A wish byte is above every card byte, so a play's wish forms sort
    after every key that extends it: the block is read as runs, a play or its wish forms.
    """

    __slots__ = ("keys", "tail", "required", "lo", "end", "rest", "runs", "starts", "n")

    def __init__(self, keys: tuple[bytes, ...], required: bool, tail: tuple[Action, ...]) -> None:
        super().__init__()
        self.keys, self.tail, self.required = keys, tail, required
        lo = bisect_left(keys, K_MJ)
        rest = bisect_left(keys, _AFTER_MJ, lo)
        runs: list[tuple[bytes, bool]] = []  # (key, True for its wish forms)
        open_: list[bytes] = []  # the block's keys whose wish forms are still to come
        for k in keys[lo:rest]:
            while open_ and not k.startswith(open_[-1]):
                runs.append((open_.pop(), True))
            if not required:
                runs.append((k, False))
            open_.append(k)
        while open_:
            runs.append((open_.pop(), True))
        starts = []
        end = lo
        for _, wishes in runs:
            starts.append(end)
            end += 13 if wishes else 1
        self.lo, self.end, self.rest, self.runs, self.starts = lo, end, rest, runs, starts
        self.n = end + len(keys) - rest + len(tail)

    def __len__(self) -> int:
        return self.n

    def at(self, index: int) -> Action:
        if index < self.lo:
            return play_of_key(self.keys[index])
        if index < self.end:
            j = bisect_right(self.starts, index) - 1
            key, wishes = self.runs[j]
            return play_of_key(key + _WISH_TAILS[index - self.starts[j]] if wishes else key)
        index += self.rest - self.end
        if index < len(self.keys):
            return play_of_key(self.keys[index])
        return self.tail[index - len(self.keys)]

    def make(self) -> tuple[Action, ...]:
        block = [
            play_of_key(k + w)
            for k, wishes in self.runs
            for w in (_WISH_TAILS if wishes else (b"",))
        ]
        keys = self.keys
        return (
            *map(play_of_key, keys[: self.lo]),
            *block,
            *map(play_of_key, keys[self.rest :]),
            *self.tail,
        )

    def __contains__(self, action: object) -> bool:
        if type(action) is not Play:
            return action in self.tail
        if action.suit is not None or any(c not in _INDEX for c in action.cards):
            return False
        base = bytes([CODE[_INDEX[c]] for c in action.cards])
        if base not in self.keys:
            return False
        if action.wish is None:
            return not (self.required and base[0] == _MJ_BYTE)
        return base[0] == _MJ_BYTE and action.wish in WISH_BYTE
