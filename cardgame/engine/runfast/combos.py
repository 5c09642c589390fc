"""Run Fast's combinations (rules doc, sections 7 to 9): classify and compare them.

Ranks are indices 0..12 for `3 4 5 6 7 8 9 T J Q K A 2`; suits never decide anything. A
combination is a `Combo(kind, size, key)`: the key is the highest rank for ordinary plays and
the bomb strength for bombs (a four of a kind its rank, the three aces 20, the heavenly bomb
30), so `beats` is three comparisons. `plays.py` lists the plays of a hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Final, NamedTuple

from ..actions import Play
from ..cards import Card, sort_cards
from .options import RunFastOptions

RANK_CHARS: Final = "3456789TJQKA2"
SUIT_CHARS: Final = "SHDC"
RANK: Final = {r: i for i, r in enumerate(RANK_CHARS)}
ACE: Final = 11
TWO: Final = 12
SINGLE: Final = 1
PAIR: Final = 2
TRIPLE: Final = 3
STRAIGHT: Final = 4
PAIRS: Final = 5
BOMB: Final = 6
KIND_NAMES: Final = {
    SINGLE: "single",
    PAIR: "pair",
    TRIPLE: "triple",
    STRAIGHT: "straight",
    PAIRS: "pairs",
    BOMB: "bomb",
}
ACES_BOMB: Final = 20
HEAVENLY: Final = 30

# Every card of the 52-card grid by (rank index, suit index); the deck uses 48 of them.
CARD_AT: Final = [[Card(r, s) for s in SUIT_CHARS] for r in RANK_CHARS]
NIB_COUNT: Final = [bin(n).count("1") for n in range(16)]
RANK_OF: Final[dict[Card, int]] = {CARD_AT[i][j]: i for i in range(13) for j in range(4)}
H3: Final = Card("3", "H")
S2: Final = Card("2", "S")


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


_LOW_BITS: Final = sum(1 << (4 * r) for r in range(ACE))
_ACE_SHIFT: Final = 4 * ACE


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


# -- plays by card mask -----------------------------------------------------------------------
# A hand or a play is also an int, bit 4·rank + suit (suits S H D C): a rank's cards are one
# nibble, and the set bits in rising order are the cards in the order they are written.

BIT: Final = {CARD_AT[r][j]: 1 << (4 * r + j) for r in range(13) for j in range(4)}
NIB_CARDS: Final = [
    [tuple(CARD_AT[r][j] for j in range(4) if n >> j & 1) for n in range(16)] for r in range(13)
]
_TWOS: Final = 15 << 4 * TWO
_CARD_TEXT: Final = {c: str(c) for c in RANK_OF}
_BY_MASK: Final[dict[int, Play]] = {}
_PLAYS: Final[dict[tuple[Card, ...], Play]] = {}


def play_of_mask(mask: int, cards: tuple[Card, ...] | None = None) -> Play:
    """The `Play` of these cards (`cards`, when given, are they in the written order), made
    once: lists and `apply` pass plays around as these shared objects."""
    p = _BY_MASK.get(mask)
    if p is None:
        if len(_BY_MASK) > 30_000:
            _BY_MASK.clear()
        if cards is None:
            cards = ()
            rest, r = mask, 0
            while rest:
                cards += NIB_CARDS[r][rest & 15]
                rest >>= 4
                r += 1
            if mask & _TWOS and mask & ~_TWOS:  # a 2 is written first (no play mixes them)
                cards = sort_cards(cards)
        p = Play.__new__(Play)
        object.__setattr__(p, "cards", cards)
        object.__setattr__(p, "suit", None)
        object.__setattr__(p, "wish", None)
        object.__setattr__(p, "_text", "play " + " ".join(map(_CARD_TEXT.__getitem__, cards)))
        _BY_MASK[mask] = p
    return p


def play_of(cards: tuple[Card, ...]) -> Play:
    """The shared `Play` (the one `play_of_mask` gives) of a card tuple."""
    p = _PLAYS.get(cards)
    if p is None:
        if len(_PLAYS) > 30_000:
            _PLAYS.clear()
        p = _PLAYS[cards] = play_of_mask(mask_of(cards))
    return p


_COMBOS: Final[dict[tuple[Card, ...], Combo | None]] = {}


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
