"""Cards: small immutable values with a text form that round-trips (`Card.parse("TS")`).

One `Card` type serves all four games. Ranks and suits are the characters of the rules docs;
Tichu's four special cards have a rank code and no suit. Every card is interned, so parsing
and comparing are cheap on the engine's hot path.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, NamedTuple

RANKS: Final = "23456789TJQKA"
SUITS: Final = "SHDC"
TICHU_SUITS: Final = "SJPR"
SPECIALS: Final = ("MJ", "DOG", "PHX", "DRG")

# The order cards are written in (action text, sorted hands): rank first, then suit.
_RANK_ORDER: Final = {
    "DOG": 0,
    "MJ": 1,
    **{r: 2 + i for i, r in enumerate(RANKS)},
    "PHX": 15,
    "DRG": 16,
}
_SUIT_ORDER: Final = {s: i for i, s in enumerate("SHDCJPR")} | {"": 7}


class Card(NamedTuple):
    """A playing card: `rank` ('2'…'A', or a special code) and `suit` ('' for specials)."""

    rank: str
    suit: str

    def __str__(self) -> str:
        return self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card({self.rank + self.suit})"

    @property
    def is_special(self) -> bool:
        return self.suit == ""

    @staticmethod
    def parse(text: str) -> Card:
        """Parse a card code such as `7C`, `TS`, `MJ` or `DRG`.

        >>> str(Card.parse("th"))
        'TH'
        """
        card = _BY_TEXT.get(text.strip().upper())
        if card is None:
            raise ValueError(f"not a card: {text!r}")
        return card


def _intern_all() -> dict[str, Card]:
    table: dict[str, Card] = {}
    for suit in "SHDCJPR":
        for rank in RANKS:
            table[rank + suit] = Card(rank, suit)
    for code in SPECIALS:
        table[code] = Card(code, "")
    return table


_BY_TEXT: Final = _intern_all()


def card(text: str) -> Card:
    """Shorthand for `Card.parse`."""
    return Card.parse(text)


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse a space-separated list of cards ("8J KS 6P") or an iterable of codes."""
    items = text.split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(t) for t in items)


def sort_key(c: Card) -> tuple[int, int]:
    """The order in which cards are written and hands are sorted."""
    return (_RANK_ORDER[c.rank], _SUIT_ORDER[c.suit])


_SORT_INDEX: Final = {c: i for i, c in enumerate(sorted(_BY_TEXT.values(), key=sort_key))}


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_SORT_INDEX.__getitem__))


def cards_text(cards: Iterable[Card]) -> str:
    """Cards in the canonical written order, separated by spaces."""
    return " ".join(str(c) for c in sort_cards(cards))


def standard_deck() -> list[Card]:
    """The 52-card deck in the rules docs' canonical order: 2S…AS, 2H…AH, 2D…AD, 2C…AC."""
    return [_BY_TEXT[r + s] for s in SUITS for r in RANKS]
