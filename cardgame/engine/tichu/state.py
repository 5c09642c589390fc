"""Tichu's hand state and who acts: the part of the rules that `legal`, `scoring` and the
views read, kept apart so that `rules` (which applies actions) can import them all.

Hands, won cards and the trick are card masks (see `combos`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from ..actions import Action
from ..cards import Card
from ..core import DealSetup, Event, Seat
from .combos import Combo
from .options import TichuOptions


class Phase(Enum):
    GRAND = "GRAND"
    CALL = "CALL"
    EXCHANGE = "EXCHANGE"
    PLAY = "PLAY"
    GIFT = "GIFT"
    OVER = "OVER"


HAND: Final = tuple(f"hand:{s}" for s in range(4))
UNDEALT: Final = tuple(f"undealt:{s}" for s in range(4))
WON: Final = tuple(f"won:{s}" for s in range(4))
ALL: Final = frozenset(range(4))
_SEATS: Final = tuple(frozenset({s}) for s in range(4))
_NOBODY: Final[frozenset[Seat]] = frozenset()

# a seat's lead keys: (hand, keys); one type of its plays: (hand, values, keys) (see `keys`)
LeadCache = tuple[int, tuple[bytes, ...]]
GroupCache = tuple[int, tuple[int, ...], tuple[bytes, ...]]


def partner(s: Seat) -> Seat:
    return (s + 2) % 4


def side_of(s: Seat) -> int:
    return s % 2


@dataclass
class TichuState:
    options: TichuOptions
    setup: DealSetup
    deal_seed: int
    hands: list[int]
    undealt: list[int]
    won: list[int]
    phase: Phase
    step: int = 0  # seats (bit mask) taking part in the current step
    choices: list[Action | None] = field(default_factory=lambda: [None] * 4)
    step_start: int = 0  # index in `events` where this step's choices begin
    calls: list[str] = field(default_factory=lambda: [""] * 4)  # "", "tichu", "grand"
    given: list[tuple[tuple[Card, Seat], ...]] = field(default_factory=lambda: [()] * 4)
    trick: list[tuple[Seat, int]] = field(default_factory=list)  # plays of the running trick
    top: Combo | None = None
    top_mask: int = 0
    owner: Seat = -1
    passed: int = 0  # seats (bit mask) that passed since the top
    current: Seat = 0  # leader, follower, or the seat due after a window
    window: list[Seat] = field(default_factory=list)  # seats still to poll; [0] is asked
    window_end: bool = False  # a trick-end window (else after a play)
    wish: int = 0
    out: list[Seat] = field(default_factory=list)
    played: list[bool] = field(default_factory=lambda: [False] * 4)
    end: str = ""  # "", "double" or "third"
    events: list[Event] = field(default_factory=list)
    aside: int = 0  # only in loaded positions
    version: int = field(default=0, compare=False)
    # caches per seat, kept by `legal` and `seen` (see there)
    _legal: list[tuple[int, Sequence[Action]] | None] = field(
        default_factory=lambda: [None] * 4, compare=False, repr=False
    )
    _logs: list[tuple[int, tuple[Event, ...]] | None] = field(
        default_factory=lambda: [None] * 4, compare=False, repr=False
    )
    _leads: list[LeadCache | None] = field(
        default_factory=lambda: [None] * 4, compare=False, repr=False
    )
    _groups: list[GroupCache | None] = field(
        default_factory=lambda: [None] * 80, compare=False, repr=False
    )


# -- who acts -----------------------------------------------------------------------------------


def to_act(state: TichuState) -> frozenset[Seat]:
    phase = state.phase
    if phase is _PLAY:
        return _SEATS[state.window[0] if state.window else state.current]
    if phase is _GIFT:
        return _SEATS[state.owner]
    if phase is _OVER:
        return _NOBODY
    c = state.choices
    made = (c[0] is not None) | (c[1] is not None) << 1 | (c[2] is not None) << 2
    return _SEAT_SETS[state.step & ~(made | (c[3] is not None) << 3)]


_PLAY: Final = Phase.PLAY
_GIFT: Final = Phase.GIFT
_OVER: Final = Phase.OVER
_SEAT_SETS: Final = tuple(frozenset(s for s in range(4) if bits >> s & 1) for bits in range(16))


def is_over(state: TichuState) -> bool:
    return state.phase is _OVER


def active(state: TichuState, s: Seat) -> bool:
    return state.hands[s] != 0


def next_active(state: TichuState, s: Seat) -> Seat:
    for k in (1, 2, 3, 4):
        t = (s + k) % 4
        if state.hands[t]:
            return t
    return s


def can_call(state: TichuState, seat: Seat) -> bool:
    """Tichu eligibility during play (6.2): no call yet, no card played, not being polled."""
    return (
        state.options.tichu_calls_enabled
        and not state.calls[seat]
        and not state.played[seat]
        and (
            state.phase is _GIFT
            or (state.phase is _PLAY and not (state.window and state.window[0] == seat))
        )
    )


def decision(state: TichuState, seat: Seat) -> str | None:
    if seat not in to_act(state):
        return None
    phase = state.phase
    if phase is Phase.PLAY:
        if state.window:
            return "bomb"
        return "lead" if state.top is None else "follow"
    return {
        Phase.GRAND: "grand",
        Phase.CALL: "call",
        Phase.EXCHANGE: "exchange",
        Phase.GIFT: "gift",
    }[phase]


def public_turn(state: TichuState) -> tuple[Seat, ...]:
    """The seats the table visibly waits for (never a polled seat)."""
    phase = state.phase
    if phase is Phase.OVER:
        return ()
    if phase is Phase.PLAY:
        if state.window and state.window_end:
            return (state.owner,)
        return (state.current,)
    if phase is Phase.GIFT:
        return (state.owner,)
    return tuple(s for s in range(4) if state.step >> s & 1)
