"""Run Fast's combinations (rules doc, sections 7 to 9): classify, compare, enumerate.

Ranks are indices 0..12 for `3 4 5 6 7 8 9 T J Q K A 2`; suits never decide anything. A
combination is a `Combo(kind, size, key)`: the key is the highest rank for ordinary plays and
the bomb strength for bombs (a four of a kind its rank, the three aces 20, the heavenly bomb
30), so `beats` is three comparisons. Enumeration works from the cards grouped by rank, which
keeps a lead from a 16-card hand (up to ~2,000 card sets) cheap to list.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations, product
from typing import NamedTuple, overload

from ..actions import Play
from ..cards import Card
from ..lazy import LazyTuple
from .options import RunFastOptions

RANK_CHARS = "3456789TJQKA2"
SUIT_CHARS = "SHDC"
RANK = {r: i for i, r in enumerate(RANK_CHARS)}
ACE, TWO = 11, 12
SINGLE, PAIR, TRIPLE, STRAIGHT, PAIRS, BOMB = 1, 2, 3, 4, 5, 6
KIND_NAMES = {
    SINGLE: "single",
    PAIR: "pair",
    TRIPLE: "triple",
    STRAIGHT: "straight",
    PAIRS: "pairs",
    BOMB: "bomb",
}
ACES_BOMB, HEAVENLY = 20, 30

# Every card of the 52-card grid by (rank index, suit index); the deck uses 48 of them.
CARD_AT = [[Card(r, s) for s in SUIT_CHARS] for r in RANK_CHARS]
NIB_COUNT = [bin(n).count("1") for n in range(16)]
RANK_OF: dict[Card, int] = {CARD_AT[i][j]: i for i in range(13) for j in range(4)}
H3 = Card("3", "H")
S2 = Card("2", "S")


class Combo(NamedTuple):
    kind: int
    size: int
    key: int

    @property
    def is_bomb(self) -> bool:
        return self.kind == BOMB

    def bomb_class(self) -> str:
        if self.kind != BOMB:
            return ""
        return "heavenly" if self.key == HEAVENLY else "aces" if self.key == ACES_BOMB else "four"

    def key_rank(self) -> str:
        """The rank that names the combination (the aces bomb: A, the heavenly bomb: 3)."""
        if self.kind == BOMB:
            if self.key == ACES_BOMB:
                return "A"
            return "3" if self.key == HEAVENLY else RANK_CHARS[self.key]
        return RANK_CHARS[self.key]


def deck(options: RunFastOptions) -> tuple[Card, ...]:
    """The 48 cards in the doc's canonical order (section 4): 3S 3H 3D 3C … aces … 2S."""
    return _deck(options.removed_ace)


@cache
def _deck(removed_ace: str) -> tuple[Card, ...]:
    out = [c for row in CARD_AT[:ACE] for c in row]
    out += [c for c in CARD_AT[ACE] if str(c) != removed_ace]
    out.append(S2)
    return tuple(out)


def beats(new: Combo, top: Combo) -> bool:
    """Section 9: a bomb beats any ordinary play; bombs by strength; else same kind and size."""
    if new.kind == BOMB:
        return top.kind != BOMB or (top.key != HEAVENLY and new.key > top.key)
    return new.kind == top.kind and new.size == top.size and new.key > top.key


def classify(cards: Sequence[Card], opening: bool, options: RunFastOptions) -> Combo | None:
    """The one meaning of a set of cards, or None when it is no combination."""
    n = len(cards)
    if n == 0:
        return None
    ranks = sorted(RANK_OF[c] for c in cards)
    low, high = ranks[0], ranks[-1]
    if n == 1:
        return Combo(SINGLE, 1, low)
    if low == high:
        if n == 2:
            return Combo(PAIR, 2, low)
        if n == 3:
            if low == ACE and options.three_aces_bomb:
                return Combo(BOMB, 3, ACES_BOMB)
            return Combo(TRIPLE, 3, low)
        if n == 4:
            if low == 0 and opening and options.heavenly_bomb:
                return Combo(BOMB, 4, HEAVENLY)
            return Combo(BOMB, 4, low)
        return None
    if high == TWO:
        return None
    span = high - low + 1
    if n >= 5 and span == n and len(set(ranks)) == n:
        return Combo(STRAIGHT, n, high)
    if n >= 4 and span * 2 == n and all(ranks[i] == low + i // 2 for i in range(n)):
        return Combo(PAIRS, n, high)
    return None


def rank_counts(cards: Sequence[Card]) -> list[int]:
    counts = [0] * 13
    for c in cards:
        counts[RANK_OF[c]] += 1
    return counts


_LOW_BITS = sum(1 << (4 * r) for r in range(ACE))
_ACE_SHIFT = 4 * ACE


def mask_bombs(mask: int, aces_bomb: bool) -> list[int]:
    """`bomb_ranks` from a bit mask: a nibble of four bits is a four of a kind."""
    fours = mask & (mask >> 1) & (mask >> 2) & (mask >> 3) & _LOW_BITS
    out = [r for r in range(ACE) if fours >> (4 * r) & 1] if fours else []
    if aces_bomb and NIB_COUNT[(mask >> _ACE_SHIFT) & 15] == 3:
        out.append(ACE)
    return out


def bomb_ranks(counts: Sequence[int], options: RunFastOptions) -> list[int]:
    """Ranks whose every card the hand holds as a bomb (four of a kind, the three aces)."""
    out = [r for r in range(ACE) if counts[r] == 4]
    if options.three_aces_bomb and counts[ACE] == 3:
        out.append(ACE)
    return out


def has_beating(counts: Sequence[int], top: Combo, options: RunFastOptions) -> bool:
    """Can a hand with these rank counts beat `top`? (Breaking bombs never matters here: a
    hand that holds a whole bomb beats any ordinary play with the bomb itself.)"""
    bombs = bomb_ranks(counts, options)
    if top.kind == BOMB:
        if top.key == HEAVENLY:
            return False
        return any((ACES_BOMB if r == ACE else r) > top.key for r in bombs)
    if bombs:
        return True
    kind, key = top.kind, top.key
    if kind == SINGLE:
        return any(counts[r] for r in range(key + 1, 13))
    if kind == PAIR:
        return any(counts[r] >= 2 for r in range(key + 1, ACE + 1))
    if kind == TRIPLE:
        return any(counts[r] >= 3 for r in range(key + 1, ACE + 1))
    need = 1 if kind == STRAIGHT else 2
    length = top.size // need
    for end in range(key + 1, ACE + 1):
        if all(counts[r] >= need for r in range(end - length + 1, end + 1)):
            return True
    return False


# -- enumeration ------------------------------------------------------------------------------
# Hands are also kept as bit masks (bit 4·rank + suit), so a rank's cards are one nibble and
# the plays of each rank or window of ranks are built once per nibble pattern and reused.

BIT = {CARD_AT[r][j]: 1 << (4 * r + j) for r in range(13) for j in range(4)}
NIB_CARDS = [
    [tuple(CARD_AT[r][j] for j in range(4) if n >> j & 1) for n in range(16)] for r in range(13)
]
_CARD_TEXT = {c: str(c) for c in RANK_OF}
_PLAYS: dict[tuple[Card, ...], Play] = {}


def play_of(cards: tuple[Card, ...]) -> Play:
    """The interned `Play` for a card tuple already in canonical (rank, suit) order."""
    p = _PLAYS.get(cards)
    if p is None:
        if len(_PLAYS) > 30_000:
            _PLAYS.clear()
        p = object.__new__(Play)
        object.__setattr__(p, "cards", cards)
        object.__setattr__(p, "suit", None)
        object.__setattr__(p, "wish", None)
        object.__setattr__(p, "_text", "play " + " ".join(map(_CARD_TEXT.__getitem__, cards)))
        _PLAYS[cards] = p
    return p


# Text keys: each card one byte, its rank among the card codes in string order, so that a
# play's cards in the written order, as bytes, sort exactly like its text ("play …"; a shorter
# prefix first). Bytes sort in C and cost the garbage collector nothing.
_BY_TEXT = sorted(RANK_OF, key=str)
CODE: dict[Card, int] = {c: i for i, c in enumerate(_BY_TEXT)}
CARD_OF: tuple[Card, ...] = tuple(_BY_TEXT)
_H3_CODE = CODE[H3]
_KEYED: dict[bytes, Play] = {}


def play_of_key(key: bytes) -> Play:
    """The interned `Play` (the object `play_of` gives) of a text key."""
    p = _KEYED.get(key)
    if p is None:
        if len(_KEYED) > 30_000:
            _KEYED.clear()
        p = _KEYED[key] = play_of(tuple(map(CARD_OF.__getitem__, key)))
    return p


class PlayList(LazyTuple[Play]):
    """A lead's plays in text order, made into `Play`s only when looked at; the plays are
    kept as text keys (see `CODE`), sorted."""

    __slots__ = ("sets",)

    def __init__(self, sets: tuple[bytes, ...]) -> None:
        super().__init__()
        self.sets = sets

    def __len__(self) -> int:
        return len(self.sets)

    def at(self, index: int) -> Play:
        return play_of_key(self.sets[index])

    @overload
    def __getitem__(self, index: int) -> Play: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Play, ...]: ...

    def __getitem__(self, index: int | slice) -> Play | tuple[Play, ...]:
        if type(index) is int:  # the keys' tuple checks the bounds
            return play_of_key(self.sets[index])
        return super().__getitem__(index)

    def make(self) -> tuple[Play, ...]:
        return tuple(map(play_of_key, self.sets))

    def __contains__(self, action: object) -> bool:
        return (
            type(action) is Play
            and action.suit is None
            and action.wish is None
            and all(c in CODE for c in action.cards)
            and bytes([CODE[c] for c in action.cards]) in self.sets
        )


_COMBOS: dict[tuple[Card, ...], Combo | None] = {}


def combo_of(cards: tuple[Card, ...], opening: bool, options: RunFastOptions) -> Combo | None:
    """`classify` with a cache (default rule flags only; the heavenly bomb is left to classify)."""
    if opening or not options.three_aces_bomb:
        return classify(cards, opening, options)
    got = _COMBOS.get(cards, False)
    if got is False:
        if len(_COMBOS) > 30_000:
            _COMBOS.clear()
        got = _COMBOS[cards] = classify(cards, False, options)
    return got  # type: ignore[return-value]


def mask_of(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


_SHIFTS = tuple(4 * r for r in range(13))


def nibbles(mask: int) -> list[int]:
    return [(mask >> sh) & 15 for sh in _SHIFTS]


def _build_sets(r: int, n: int, k: int) -> tuple[Play, ...]:
    return tuple(play_of(t) for t in combinations(NIB_CARDS[r][n], k))


_SETS = [[[_build_sets(r, n, k) for n in range(16)] for r in range(13)] for k in range(4)]
# The same sets as card tuples: leads are listed as card tuples, which sort natively in text
# order, and become `Play`s only when looked at (`PlayList`).
_CSETS = [
    [[tuple(combinations(NIB_CARDS[r][n], k)) for n in range(16)] for r in range(13)]
    for k in range(4)
]
_SEQ: dict[tuple[int, int, tuple[int, ...]], tuple[bytes, ...]] = {}


def _window(need: int, start: int, nibs: tuple[int, ...]) -> tuple[bytes, ...]:
    """The text keys of every straight (need 1) or run of pairs (need 2) on ranks start..
    with these nibbles."""
    key = (need, start, nibs)
    got = _SEQ.get(key)
    if got is None:
        if len(_SEQ) > 10_000:
            _SEQ.clear()
        sets = _KSETS[need]
        got = tuple(map(b"".join, product(*(sets[start + i][n] for i, n in enumerate(nibs)))))
        _SEQ[key] = got
    return got


_SEQ_BITS = sum(1 << (4 * r) for r in range(ACE + 1))  # the lowest bit of ranks 3..A


def _runs_possible(mask: int) -> tuple[bool, bool]:
    """Could this hand hold a straight (five ranks in a row) or a run of pairs (two ranks in a
    row with two cards each)? Bit tricks on the rank nibbles, to skip most enumerations."""
    m1, m2, m3 = mask >> 1, mask >> 2, mask >> 3
    one = (mask | m1 | m2 | m3) & _SEQ_BITS
    two = ((mask & m1) | (mask & m2) | (mask & m3) | (m1 & m2) | (m1 & m3) | (m2 & m3)) & _SEQ_BITS
    straight = bool(one & (one >> 4) & (one >> 8) & (one >> 12) & (one >> 16))
    return straight, bool(two & (two >> 4))


def responses(mask: int, options: RunFastOptions, top: Combo) -> list[Play]:
    """`plays` against a top, with quick paths for singles and pairs (most responses)."""
    kind = top.kind
    if kind == SINGLE and not mask >> (4 * top.key + 4):  # nothing higher: only a bomb
        fours = mask & (mask >> 1) & (mask >> 2) & (mask >> 3) & _LOW_BITS
        if not fours and (not options.three_aces_bomb or NIB_COUNT[(mask >> _ACE_SHIFT) & 15] != 3):
            return []
    if kind != SINGLE and kind != PAIR:
        return plays(mask, options, top, False)
    bombs = mask_bombs(mask, options.three_aces_bomb)
    if bombs and not options.allow_breaking_bombs:
        return plays(mask, options, top, False)
    out: list[Play] = []
    if kind == SINGLE:
        sets = _SETS[1]
        for r in range(top.key + 1, 13):
            nib = (mask >> (4 * r)) & 15
            if nib:
                out.extend(sets[r][nib])
    else:
        sets = _SETS[2]
        for r in range(top.key + 1, ACE + 1):
            nib = (mask >> (4 * r)) & 15
            if NIB_COUNT[nib] >= 2:
                out.extend(sets[r][nib])
    for r in bombs:
        out.append(play_of(NIB_CARDS[r][(mask >> (4 * r)) & 15]))
    return out


def plays(mask: int, options: RunFastOptions, top: Combo | None, opening: bool) -> list[Play]:
    """Every play that is a combination (and beats `top` when given), unsorted."""
    return list(map(play_of_key, card_keys(mask, options, top, opening)))


def card_sets(
    mask: int, options: RunFastOptions, top: Combo | None, opening: bool, need_3h: bool = False
) -> list[tuple[Card, ...]]:
    """The card sets of `plays`, unsorted; with `need_3h` (a lead) only those holding 3H."""
    keys = card_keys(mask, options, top, opening, need_3h)
    return [tuple(map(CARD_OF.__getitem__, k)) for k in keys]


def card_keys(
    mask: int, options: RunFastOptions, top: Combo | None, opening: bool, need_3h: bool = False
) -> list[bytes]:
    """The text keys of `plays`, unsorted; with `need_3h` (a lead) only those holding 3H.

    With `allow_breaking_bombs` off, the ranks of a held bomb give only the bomb itself.
    """
    if top is None:  # a lead (bombs included)
        return lead_sets(mask, options, need_3h)
    nibs = [(mask >> sh) & 15 for sh in _SHIFTS]
    counts = list(map(NIB_COUNT.__getitem__, nibs))
    bombs = mask_bombs(mask, options.three_aces_bomb)
    blocked = () if options.allow_breaking_bombs else bombs
    out: list[bytes] = []
    kind = top.kind
    if kind != BOMB:
        low = top.key + 1
        if kind == SINGLE:
            sets = _KSETS[1]
            for r in range(low, 13):
                if nibs[r] and r not in blocked:
                    out.extend(sets[r][nibs[r]])
        elif kind == PAIR:
            sets = _KSETS[2]
            for r in range(low, ACE + 1):
                if counts[r] >= 2 and r not in blocked:
                    out.extend(sets[r][nibs[r]])
        elif kind == TRIPLE:
            sets = _KSETS[3]
            high = ACE if options.three_aces_bomb else ACE + 1
            for r in range(low, high):
                if counts[r] >= 3 and r not in blocked:
                    out.extend(sets[r][nibs[r]])
        else:
            straight, pairs = _runs_possible(mask)
            if straight and kind == STRAIGHT:
                _sequences(nibs, counts, blocked, 1, top, out)
            if pairs and kind == PAIRS:
                _sequences(nibs, counts, blocked, 2, top, out)
    for r in bombs:
        if r == ACE:
            combo = Combo(BOMB, 3, ACES_BOMB)
        elif r == 0 and opening and options.heavenly_bomb:
            combo = Combo(BOMB, 4, HEAVENLY)
        else:
            combo = Combo(BOMB, 4, r)
        if beats(combo, top):
            out.append(_WHOLE[r][nibs[r]])
    return out


# The same sets as text keys, by [k][rank][nibble].
_KSETS = [
    [
        [tuple(bytes(map(CODE.__getitem__, t)) for t in _CSETS[k][r][n]) for n in range(16)]
        for r in range(13)
    ]
    for k in range(4)
]
# A lead's singles, pairs and triples of one rank in one tuple, by [aces_bomb][rank][nibble]:
# with the three aces a bomb, AAA is no triple (and 2s never pair or triple).
_LEAD_GROUPS = [
    [
        [
            _KSETS[1][r][n]
            + (_KSETS[2][r][n] if r <= ACE else ())
            + (_KSETS[3][r][n] if r < (ACE if aces else TWO) else ())
            for n in range(16)
        ]
        for r in range(13)
    ]
    for aces in (False, True)
]
_WHOLE = [[bytes(map(CODE.__getitem__, NIB_CARDS[r][n])) for n in range(16)] for r in range(13)]


def lead_sets(mask: int, options: RunFastOptions, need_3h: bool) -> list[bytes]:
    """The text keys of every lead (the sets of `card_sets`, unsorted), in fewer steps: most
    leads are small hands without sequences, so only the ranks held are visited."""
    bombs = mask_bombs(mask, options.three_aces_bomb)
    blocked = () if options.allow_breaking_bombs else bombs
    groups = _LEAD_GROUPS[options.three_aces_bomb]
    out: list[bytes] = []
    if need_3h:
        nib = mask & 15
        if nib and 0 not in blocked:
            out.extend(t for t in groups[0][nib] if _H3_CODE in t)
    else:
        rest, r = mask, 0
        while rest:
            nib = rest & 15
            if nib and r not in blocked:
                out.extend(groups[r][nib])
            rest >>= 4
            r += 1
    straight, pairs = _runs_possible(mask)
    if straight or pairs:
        nibs = [(mask >> sh) & 15 for sh in _SHIFTS]
        counts = list(map(NIB_COUNT.__getitem__, nibs))
        before = len(out)
        if straight:
            _lead_sequences(nibs, counts, blocked, 1, need_3h, out)
        if pairs:
            _lead_sequences(nibs, counts, blocked, 2, need_3h, out)
        if need_3h and len(out) > before:
            out[before:] = [t for t in out[before:] if _H3_CODE in t]
    for r in bombs:
        if not need_3h or r == 0:
            whole = _WHOLE[r][(mask >> (4 * r)) & 15]
            if not need_3h or _H3_CODE in whole:
                out.append(whole)
    return out


def _lead_sequences(
    nibs: list[int],
    counts: list[int],
    blocked: Sequence[int],
    need: int,
    first_only: bool,
    out: list[bytes],
) -> None:
    """Every straight (need 1) or run of pairs (need 2) of a lead, grown rank by rank from
    each start, as text keys; with `first_only` only those starting at rank 3 (the 3H)."""
    least = 5 if need == 1 else 2
    sets = _KSETS[need]
    r = 0
    while r <= ACE:
        if counts[r] < need or r in blocked:
            if first_only:
                return
            r += 1
            continue
        e = r
        while e < ACE and counts[e + 1] >= need and e + 1 not in blocked:
            e += 1
        if e - r + 1 >= least:
            for s in range(r, (r if first_only else e - least + 1) + 1):
                cur: list[bytes] = list(sets[s][nibs[s]])
                for k in range(s + 1, e + 1):
                    cur = [t + c for t in cur for c in sets[k][nibs[k]]]
                    if k - s + 1 >= least:
                        out.extend(cur)
        if first_only:
            return
        r = e + 1


def _sequences(
    nibs: list[int],
    counts: list[int],
    blocked: Sequence[int],
    need: int,
    top: Combo | None,
    out: list[bytes],
) -> None:
    """Straights (need 1) or runs of pairs (need 2): all lengths when leading, else the top's."""
    ok = [counts[r] >= need and r not in blocked for r in range(ACE + 1)]
    least = 5 if need == 1 else 2
    if top is None:
        length = 0
        first_end = least - 1
    else:
        length = top.size // need
        first_end = max(top.key + 1, length - 1)
    start = None
    for end in range(ACE + 1):
        if not ok[end]:
            start = None
            continue
        if start is None:
            start = end
        if end < first_end:
            continue
        longest = end - start + 1
        if length:
            if length <= longest:
                s = end - length + 1
                out.extend(_window(need, s, tuple(nibs[s : end + 1])))
        else:
            for size in range(least, longest + 1):
                s = end - size + 1
                out.extend(_window(need, s, tuple(nibs[s : end + 1])))
