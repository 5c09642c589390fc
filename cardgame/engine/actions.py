"""Actions: small frozen values with the text grammar of the contract (`"play JD suit S"`).

Constructors check syntax only, so that a wrong choice can still be explained by the game's
`why_illegal`. `parse_action` is the one way outside text becomes an action.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, TypeAlias

from .cards import Card, parse_cards, sort_cards


class ActionSyntaxError(ValueError):
    """The text is not an action of any game."""


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Draw:
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Take:
    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class Play:
    """Put cards on the table; `suit` is a Jack's named suit, `wish` the Mah Jong's wish."""

    cards: tuple[Card, ...]
    suit: str | None = None
    wish: str | None = None
    _text: str = field(default="", init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        cards = sort_cards(self.cards)
        if not cards:
            raise ActionSyntaxError("a play needs at least one card")
        object.__setattr__(self, "cards", cards)
        text = "play " + " ".join(str(c) for c in cards)
        if self.suit is not None:
            text += f" suit {self.suit}"
        if self.wish is not None:
            text += f" wish {self.wish}"
        object.__setattr__(self, "_text", text)

    def __str__(self) -> str:
        return self._text


@dataclass(frozen=True, slots=True)
class Grand:
    def __str__(self) -> str:
        return "grand"


@dataclass(frozen=True, slots=True)
class CallTichu:
    def __str__(self) -> str:
        return "tichu"


@dataclass(frozen=True, slots=True)
class Exchange:
    """Tichu's exchange: one card to each other seat, as (card, seat) pairs."""

    gives: tuple[tuple[Card, int], ...]
    _text: str = field(default="", init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        gives = tuple(sorted(self.gives, key=lambda g: g[1]))
        object.__setattr__(self, "gives", gives)
        object.__setattr__(self, "_text", "exchange " + " ".join(f"{c}>{s}" for c, s in gives))

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for c, _ in self.gives)

    def __str__(self) -> str:
        return self._text


@dataclass(frozen=True, slots=True)
class Gift:
    """Give the Dragon's trick to `seat`."""

    seat: int

    def __str__(self) -> str:
        return f"gift {self.seat}"


@dataclass(frozen=True, slots=True)
class Swap:
    def __str__(self) -> str:
        return "swap"


@dataclass(frozen=True, slots=True)
class Bid:
    n: int

    def __str__(self) -> str:
        return f"bid {self.n}"


@dataclass(frozen=True, slots=True)
class Moon:
    def __str__(self) -> str:
        return "moon"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Ghost Euchre's trump naming: a suit letter or `NT`."""

    suit: str

    def __str__(self) -> str:
        return f"trump {self.suit}"


Action: TypeAlias = (
    Pass | Draw | Take | Play | Grand | CallTichu | Exchange | Gift | Swap | Bid | Moon | NameTrump
)

_SIMPLE: Final[dict[str, Action]] = {
    "pass": Pass(),
    "draw": Draw(),
    "take": Take(),
    "grand": Grand(),
    "tichu": CallTichu(),
    "swap": Swap(),
    "moon": Moon(),
}


def action_cards(action: Action) -> tuple[Card, ...]:
    """The cards an action takes from the hand (none for most)."""
    return getattr(action, "cards", ())


def parse_action(text: str) -> Action:
    """Parse the contract's action grammar; raises `ActionSyntaxError` on anything else.

    >>> str(parse_action("play 7H 7S"))
    'play 7S 7H'
    """
    words = text.strip().split()
    if not words:
        raise ActionSyntaxError("empty action")
    verb, args = words[0].lower(), words[1:]
    try:
        if verb in _SIMPLE and not args:
            return _SIMPLE[verb]
        if verb == "play":
            return _parse_play(args)
        if verb == "exchange" and len(args) >= 1:
            gives = []
            for item in args:
                code, _, seat = item.partition(">")
                gives.append((Card.parse(code), int(seat)))
            return Exchange(tuple(gives))
        if verb == "gift" and len(args) == 1:
            return Gift(int(args[0]))
        if verb == "bid" and len(args) == 1:
            return Bid(int(args[0]))
        if verb == "trump" and len(args) == 1:
            return NameTrump(args[0].upper())
    except ValueError as exc:
        raise ActionSyntaxError(f"cannot read {text!r}: {exc}") from None
    raise ActionSyntaxError(f"unknown action {text!r}")


def _parse_play(args: list[str]) -> Play:
    suit = wish = None
    codes: list[str] = []
    i = 0
    while i < len(args):
        word = args[i].lower()
        if word in ("suit", "wish"):
            if i + 1 >= len(args):
                raise ValueError(f"'{word}' needs a value")
            value = args[i + 1].upper()
            if word == "suit":
                suit = value
            else:
                wish = value
            i += 2
            continue
        codes.append(args[i])
        i += 1
    return Play(parse_cards(codes), suit=suit, wish=wish)
