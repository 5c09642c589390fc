"""The shared vocabulary of the engine contract: reasons, events, views, results, setups.

Every game module exposes the same functions (see `GameModule`); these are the values they
exchange with the match, the driver, the bots, the saves and the table.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Final, NamedTuple, Protocol, TypeVar

from .actions import Action
from .cards import Card

Seat = int
Zone = str
Params = tuple[tuple[str, Any], ...]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is refused: a stable code plus parameters the UI puts into words."""

    code: str
    params: Params = ()

    def param(self, name: str, default: Any = None) -> Any:
        return dict(self.params).get(name, default)

    def __str__(self) -> str:
        if not self.params:
            return self.code
        return self.code + "(" + ", ".join(f"{k}={v}" for k, v in self.params) + ")"


def reason(code: str, **params: Any) -> Reason:
    return Reason(code, tuple(sorted(params.items())))


class IllegalAction(Exception):
    """Raised by `apply` for a refused action; the state is left exactly as it was."""

    def __init__(self, why: Reason, action: object = None) -> None:
        super().__init__(f"illegal action {action}: {why}" if action is not None else str(why))
        self.reason = why
        self.action = action


# Common reason codes (CONTRACT 1.6); games add their own.
WRONG_PHASE: Final = "WRONG_PHASE"
NOT_YOUR_TURN: Final = "NOT_YOUR_TURN"
CARDS_NOT_IN_HAND: Final = "CARDS_NOT_IN_HAND"
UNKNOWN_ACTION: Final = "UNKNOWN_ACTION"


class Move(NamedTuple):
    """One card movement for the table to animate; `card` is None when hidden from the viewer."""

    card: Card | None
    src: Zone
    dst: Zone


class Event(NamedTuple):
    """A record of something that happened: what the table animates and the log shows.

    A named tuple rather than a dataclass: the engine makes one per action on its hot path.
    """

    key: str
    seat: Seat | None = None
    moves: tuple[Move, ...] = ()
    params: Params = ()
    reveals: tuple[Seat, ...] = ()

    def param(self, name: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        return default


@dataclass(frozen=True, slots=True)
class DealSetup:
    """What the match tells a new deal: its index, dealer, forced leader and totals so far."""

    number: int = 0
    dealer: Seat = 0
    leader: Seat | None = None
    totals: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of one deal, per the rules doc's scoring."""

    points: tuple[int, ...]
    counted: bool = True
    winners: tuple[Seat, ...] = ()
    lines: tuple[tuple[int, int, str, Params], ...] = ()
    shown: tuple[tuple[Seat, tuple[Card, ...]], ...] = ()


@dataclass(frozen=True)
class SeatView:
    """The common part of every seat's view (CONTRACT 1.5); games subclass it with their fields."""

    seat: Seat
    phase: str
    decision: str | None
    hand: tuple[Card, ...]
    counts: tuple[tuple[Zone, int], ...]
    table: tuple[tuple[Seat, tuple[Card, ...]], ...]
    turn: tuple[Seat, ...]
    status: tuple[tuple[str, Any], ...]
    badges: tuple[tuple[str, ...], ...]
    deal_number: int
    totals: tuple[int, ...]
    log: tuple[Event, ...]

    @classmethod
    def build(cls: type[_View], **values: Any) -> _View:
        """Construct without the frozen-dataclass __init__ (about ten times faster in pure
        Python: views are built at every step of a search rollout). Every field must be
        given."""
        names = _FIELD_NAMES.get(cls)
        if names is None:
            names = _FIELD_NAMES[cls] = frozenset(f.name for f in fields(cls))
        if len(values) != len(names):
            raise TypeError(f"{cls.__name__} needs exactly {sorted(names)}")
        obj = cls.__new__(cls)
        try:
            obj.__dict__.update(values)
        except AttributeError:  # compiled (mypyc): the fields are native, the __init__ fast
            return cls(**values)
        return obj

    def count(self, zone: Zone) -> int:
        for z, n in self.counts:
            if z == zone:
                return n
        return 0

    def status_value(self, key: str, default: Any = None) -> Any:
        return dict(self.status).get(key, default)


_View = TypeVar("_View", bound=SeatView)
_FIELD_NAMES: Final[dict[type, frozenset[str]]] = {}


class GameModule(Protocol):
    """What every game package exposes (DESIGN.md, CONTRACT.md)."""

    def new_state(self, options: Any, seed: int, setup: DealSetup) -> Any: ...
    def to_act(self, state: Any) -> frozenset[Seat]: ...
    def legal_actions(self, state: Any, seat: Seat) -> tuple[Action, ...]: ...
    def why_illegal(self, state: Any, seat: Seat, action: Action) -> Reason | None: ...
    def apply(
        self, state: Any, seat: Seat, action: Action, *, check: bool = True
    ) -> list[Event]: ...
    def observe(self, event: Event, seat: Seat) -> Event | None: ...
    def is_over(self, state: Any) -> bool: ...
    def result(self, state: Any) -> HandResult: ...
    def view(self, state: Any, seat: Seat) -> SeatView: ...
    def sample_state(self, view: SeatView, rng: Any) -> Any: ...
    def sample_unseen(self, state: Any, seat: Seat, rng: Any) -> Any: ...
    def clone(self, state: Any) -> Any: ...
    def zones(self, state: Any) -> Mapping[Zone, tuple[Card, ...]]: ...
    def load_position(self, options: Any, desc: Mapping[str, Any]) -> Any: ...
    def first_setup(self, options: Any, seed: int) -> DealSetup: ...
    def next_setup(self, options: Any, setup: DealSetup, result: HandResult) -> DealSetup: ...
    def match_over(self, options: Any, totals: Sequence[int], counted_deals: int) -> bool: ...


def deal_rng_seed(seed: int, number: int) -> str:
    """The seed string of deal `number` of a match (CONTRACT 1.7)."""
    return f"{seed}/deal/{number}"


_SHUFFLE_STEPS: Final[dict[int, tuple[tuple[int, int, int], ...]]] = {}


def shuffle(rng: random.Random, cards: list[Any]) -> None:
    """Exactly `rng.shuffle(cards)` (a test holds it to that), with the per-card method calls
    inlined: dealing is a tenth of a random deal's time, and saves replay deals by seed."""
    steps = _SHUFFLE_STEPS.get(len(cards))
    if steps is None:  # random.shuffle's draws: (i, n, bits) for i from len - 1 down to 1
        steps = _SHUFFLE_STEPS[len(cards)] = tuple(
            (i, i + 1, (i + 1).bit_length()) for i in range(len(cards) - 1, 0, -1)
        )
    bits = rng.getrandbits
    for i, n, k in steps:
        j = bits(k)
        while j >= n:
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]


def hidden(moves: tuple[Move, ...], keep: bool) -> tuple[Move, ...]:
    """The moves with their cards blanked unless `keep`."""
    if keep:
        return moves
    return tuple(Move(None, m.src, m.dst) for m in moves)
