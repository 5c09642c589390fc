"""Pis Yedili's deal: state, legal actions, and `apply` (rules doc, sections 4 to 9).

The state is a plain mutable dataclass; `apply` is the only code that changes it. Internally
the stock and the discard pile keep their top card last (cheap pops); `zones` lists them
top first, as the contract says.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from itertools import chain
from operator import getitem
from typing import Final

from ..actions import Action, Draw, Pass, Play, Take
from ..cards import Card, standard_deck
from ..core import (
    CARDS_NOT_IN_HAND,
    NOT_YOUR_TURN,
    UNKNOWN_ACTION,
    WRONG_PHASE,
    DealSetup,
    Event,
    HandResult,
    IllegalAction,
    Move,
    Reason,
    Seat,
    deal_rng_seed,
    reason,
    shuffle,
)
from .options import PisOptions


class Phase(Enum):
    OPENING = "OPENING"
    TURN = "TURN"
    AFTER_DRAW = "AFTER_DRAW"
    PENALTY = "PENALTY"
    FOLLOW_UP = "FOLLOW_UP"
    OVER = "OVER"


DECISIONS: Final = {
    Phase.OPENING: "opening",
    Phase.TURN: "turn",
    Phase.AFTER_DRAW: "after_draw",
    Phase.PENALTY: "penalty",
    Phase.FOLLOW_UP: "follow_up",
}

VALUES: Final = {
    "J": 25,
    "7": 20,
    "A": 15,
    "K": 10,
    "Q": 10,
    "T": 10,
    "9": 9,
    "8": 8,
    "6": 6,
    "5": 5,
    "4": 4,
    "3": 3,
    "2": 2,
}
HAND: Final = tuple(f"hand:{s}" for s in range(5))
DECK: Final = tuple(standard_deck())

# Interned actions, and the order of their texts (legal_actions is sorted by text).
DRAW: Final = Draw()
PASS: Final = Pass()
TAKE: Final = Take()
PLAIN: Final = {c: Play((c,)) for c in DECK}
NAMED: Final = {c: {s: Play((c,), suit=s) for s in "CDHS"} for c in DECK if c.rank == "J"}
_TEXT_INDEX: Final = {c: i for i, c in enumerate(sorted(DECK, key=str))}
_SEATS: Final = tuple(frozenset({s}) for s in range(5))
# Card movements and play records are values: make each once.
_DEAL_MOVES: Final = {c: tuple(Move(c, "deck", HAND[s]) for s in range(5)) for c in DECK}
_STOCK_MOVES: Final = {c: Move(c, "deck", "stock") for c in DECK}
_PLAY_MOVES: Final = {c: tuple((Move(c, HAND[s], "discard"),) for s in range(5)) for c in DECK}
_DRAW_MOVES: Final = {c: tuple((Move(c, "stock", HAND[s]),) for s in range(5)) for c in DECK}
_CARD_PARAMS: Final = {c: (("card", c),) for c in DECK}
_PASSED: Final = tuple(Event("Passed", s) for s in range(5))
_CARD_VALUE: Final = {c: VALUES[c.rank] for c in DECK}
# The events of plays and draws are values too: by card and seat (and suit or direction).
_PLAYED: Final = {
    c: tuple(Event("Played", s, _PLAY_MOVES[c][s], _CARD_PARAMS[c]) for s in range(5)) for c in DECK
}
_OUT: Final = {c: tuple(Event("Out", s, (), _CARD_PARAMS[c]) for s in range(5)) for c in DECK}
_DREW: Final = {
    key: {c: tuple(Event(key, s, _DRAW_MOVES[c][s], (), (s,)) for s in range(5)) for c in DECK}
    for key in ("Drew", "Took")
}
_SUIT_NAMED: Final = tuple(
    {x: Event("SuitNamed", s, (), (("suit", x),)) for x in "SHDC"} for s in range(5)
)
_SKIPPED: Final = tuple(Event("Skipped", s) for s in range(5))
_TURNED: Final = tuple(
    {
        d: Event("DirectionChanged", s, (), (("direction", "CW" if d == 1 else "ACW"),))
        for d in (1, -1)
    }
    for s in range(5)
)
_NOBODY: Final[frozenset[Seat]] = frozenset()


@dataclass
class PisState:
    options: PisOptions
    setup: DealSetup
    deal_seed: int
    hands: list[list[Card]]
    stock: list[Card]  # top card last
    discard: list[Card]  # top card last
    phase: Phase
    current: Seat
    direction: int = 1
    active_suit: str = ""
    pending: int = 0
    drawn: int = 0
    top_seat: Seat | None = None
    draws: list[int] = field(default_factory=list)  # cards drawn per seat (public)
    reshuffles: int = 0
    end: str = ""  # "", "out", "exhausted" or "void"
    last_card: Card | None = None
    end_seat: Seat | None = None
    events: list[Event] = field(default_factory=list)
    aside: list[Card] = field(default_factory=list)  # only in loaded positions
    # Per-seat observed logs, built lazily by `view` (a cache: not part of the value).
    logs: dict[Seat, list[Event]] = field(default_factory=dict, compare=False, repr=False)

    @property
    def n(self) -> int:
        return len(self.hands)


def hand_value(cards: list[Card] | tuple[Card, ...]) -> int:
    return sum(map(_CARD_VALUE.__getitem__, cards))


# -- a new deal ---------------------------------------------------------------------------------

_DEAL_TABLES: Final[dict[tuple[int, int], tuple[dict[Card, Move], ...]]] = {}


def _deal_table(n: int, dealer: Seat) -> tuple[dict[Card, Move], ...]:
    """For each position k of the dealt cards, the moves to its seat, (dealer + 1 + k) mod n."""
    got = _DEAL_TABLES.get((n, dealer))
    if got is None:
        seats = [{c: _DEAL_MOVES[c][s] for c in DECK} for s in range(n)]
        got = _DEAL_TABLES[n, dealer] = tuple(seats[(dealer + 1 + k) % n] for k in range(7 * n))
    return got


def new_state(options: PisOptions, seed: int, setup: DealSetup) -> PisState:
    """Shuffle and deal per section 4 and CONTRACT 1.7: deal k uses `{seed}/deal/{k}`."""
    rng = random.Random(deal_rng_seed(seed, setup.number))
    deck = list(DECK)
    shuffle(rng, deck)
    deal_seed = rng.getrandbits(64)
    n, d = options.num_players, setup.dealer
    dealt = deck[: 7 * n]
    hands: list[list[Card]] = [[] for _ in range(n)]
    for j in range(n):  # card k goes to seat (d + 1 + k) mod n
        hands[(d + 1 + j) % n] = dealt[j::n]
    moves = list(map(getitem, _deal_table(n, d), dealt))
    stock = deck[7 * n :]
    moves.extend(map(_STOCK_MOVES.__getitem__, stock))
    state = PisState(
        options, setup, deal_seed, hands, stock[::-1], [], Phase.OPENING, (d + 1) % n, draws=[0] * n
    )
    state.events.append(Event("Dealt", None, tuple(moves), (("dealer", d),), tuple(range(n))))
    return state


def clone(state: PisState) -> PisState:
    """Field by field (compiled classes have no `__dict__`; a test holds this to every
    field of the state)."""
    new = PisState.__new__(PisState)
    new.options = state.options
    new.setup = state.setup
    new.deal_seed = state.deal_seed
    new.phase = state.phase
    new.current = state.current
    new.direction = state.direction
    new.active_suit = state.active_suit
    new.pending = state.pending
    new.drawn = state.drawn
    new.top_seat = state.top_seat
    new.reshuffles = state.reshuffles
    new.end = state.end
    new.last_card = state.last_card
    new.end_seat = state.end_seat
    # every mutable field gets its own copy
    new.hands = [list(h) for h in state.hands]
    new.stock = list(state.stock)
    new.discard = list(state.discard)
    new.draws = list(state.draws)
    new.aside = list(state.aside)
    new.events = list(state.events)
    new.logs = {s: list(log) for s, log in state.logs.items()}
    return new


# -- who acts and what is legal ---------------------------------------------------------------


def to_act(state: PisState) -> frozenset[Seat]:
    return _NOBODY if state.phase is Phase.OVER else _SEATS[state.current]


def is_over(state: PisState) -> bool:
    return state.phase is Phase.OVER


def can_draw(state: PisState) -> bool:
    """A card can be drawn: the stock has one, or (reshuffle) the pile has more than its top."""
    return bool(state.stock) or (
        state.options.stock_exhausted == "reshuffle" and len(state.discard) > 1
    )


# What may be played, as sets: on each non-Jack top; on a Jack, per named suit; the sevens;
# the clubs. `filter` over a hand with a set's `__contains__` keeps the loop in C.
_ON_TOP: Final = {
    t: frozenset(c for c in DECK if c.rank == t.rank or c.suit == t.suit or c.rank == "J")
    for t in DECK
    if t.rank != "J"
}
_ON_JACK: Final = {s: frozenset(c for c in DECK if c.suit == s and c.rank != "J") for s in "SHDC"}
_SEVENS: Final = frozenset(c for c in DECK if c.rank == "7")
_CLUBS: Final = frozenset(c for c in DECK if c.suit == "C")


def allowed_on(top: Card, active_suit: str) -> frozenset[Card]:
    """The cards legal on `top` with no penalty pending (section 6.1)."""
    return _ON_JACK[active_suit] if top.rank == "J" else _ON_TOP[top]


def matches(state: PisState, c: Card) -> bool:
    """Is `c` legal on the top card with no penalty pending?"""
    return c in allowed_on(state.discard[-1], state.active_suit)


def playable(state: PisState, seat: Seat) -> list[Card]:
    """The cards `seat` may play now (any phase but OVER)."""
    phase = state.phase
    if phase is Phase.OPENING:
        allowed = _CLUBS
    elif phase is Phase.PENALTY:
        allowed = _SEVENS
    else:
        allowed = allowed_on(state.discard[-1], state.active_suit)
    return list(filter(allowed.__contains__, state.hands[seat]))


_NAMED_FORMS: Final = {c: tuple(NAMED[c][s] for s in "CDHS") for c in NAMED}
# A card's play forms when a Jack names a suit: by card, then (jack_must_change_suit) by the
# active suit it may not name.
_FORMS: Final = {c: _NAMED_FORMS.get(c, (PLAIN[c],)) for c in DECK}
_CHANGING_FORMS: Final = {
    x: {c: tuple(a for a in _FORMS[c] if a.suit != x) for c in DECK} for x in ("", *"SHDC")
}


_OVER: Final = Phase.OVER
_TURN: Final = Phase.TURN
_OPENING: Final = Phase.OPENING
_PENALTY: Final = Phase.PENALTY
_AFTER_DRAW: Final = Phase.AFTER_DRAW
_FOLLOW_UP: Final = Phase.FOLLOW_UP


def legal_actions(state: PisState, seat: Seat) -> tuple[Action, ...]:
    phase = state.phase
    if phase is _OVER or seat != state.current:
        return ()
    hand = state.hands[seat]
    if phase is _OPENING:
        allowed = _CLUBS
    elif phase is _PENALTY:
        allowed = _SEVENS
    else:
        top = state.discard[-1]
        allowed = _ON_JACK[state.active_suit] if top.rank == "J" else _ON_TOP[top]
    cards = list(filter(allowed.__contains__, hand))
    if not cards:
        plays: tuple[Action, ...] = ()
    else:
        if len(cards) > 1:
            cards.sort(key=_TEXT_INDEX.__getitem__)
        if phase is _OPENING or len(hand) == 1:
            plays = tuple(map(PLAIN.__getitem__, cards))
        else:
            forms = (
                _CHANGING_FORMS[state.active_suit]
                if state.options.jack_must_change_suit
                else _FORMS
            )
            plays = tuple(chain.from_iterable(map(forms.__getitem__, cards)))
    if phase is _TURN:
        if (state.stock or can_draw(state)) and (not cards or state.options.voluntary_draw):
            return (DRAW, *plays)
        return plays
    if phase is _AFTER_DRAW:
        if not cards and state.options.draw_limit == "until_playable" and can_draw(state):
            return (DRAW, PASS)
        return (PASS, *plays)
    if phase is _PENALTY:
        return (*plays, TAKE)
    if phase is _FOLLOW_UP:
        return (PASS, *plays)
    return plays if plays else (DRAW,)  # OPENING


def why_illegal(state: PisState, seat: Seat, action: Action) -> Reason | None:
    """The reason `apply` would refuse `action`, or None; checks run turn, cards, shape, rules."""
    if state.phase is Phase.OVER:
        return reason(WRONG_PHASE)
    if seat != state.current:
        return reason(NOT_YOUR_TURN, seat=state.current)
    phase = state.phase
    kind = type(action)
    if kind is Play:
        return _why_play(state, seat, action)  # type: ignore[arg-type]
    has_play = bool(playable(state, seat))
    if kind is Draw:
        if phase is Phase.PENALTY:
            return reason("SEVEN_OR_TAKE", pending=state.pending)
        if phase is Phase.FOLLOW_UP:
            return reason("NO_DRAW_IN_FOLLOW_UP")
        if phase is Phase.OPENING and has_play:
            return reason("CLUB_REQUIRED")
        if not can_draw(state):
            return reason("CANNOT_DRAW", why="stock_empty")
        if phase is Phase.TURN and has_play and not state.options.voluntary_draw:
            return reason("CANNOT_DRAW", why="holds_playable")
        if phase is Phase.AFTER_DRAW:
            if state.options.draw_limit == "one":
                return reason("CANNOT_DRAW", why="draw_limit")
            if has_play:
                return reason("CANNOT_DRAW", why="holds_playable")
        return None
    if kind is Pass:
        if phase is Phase.OPENING:
            return reason("CLUB_REQUIRED") if has_play else reason("DRAW_FIRST")
        if phase is Phase.PENALTY:
            return reason("SEVEN_OR_TAKE", pending=state.pending)
        if phase is Phase.TURN:
            return reason("DRAW_FIRST")
        return None
    if kind is Take:
        return None if phase is Phase.PENALTY else reason("NO_PENALTY")
    return reason(UNKNOWN_ACTION, action=str(action))


def _why_play(state: PisState, seat: Seat, action: Play) -> Reason | None:
    if action.wish is not None or len(action.cards) != 1:
        return reason(UNKNOWN_ACTION, action=str(action), why="one_card")
    c = action.cards[0]
    if c not in state.hands[seat]:
        return reason(CARDS_NOT_IN_HAND, cards=str(c))
    phase = state.phase
    if phase is Phase.OPENING:
        if c.suit != "C":
            return reason("CLUB_REQUIRED")
    elif phase is Phase.PENALTY:
        if c.rank != "7":
            return reason("SEVEN_OR_TAKE", pending=state.pending)
    else:
        top = state.discard[-1]
        if top.rank == "J" and c.rank == "J":
            return reason("JACK_ON_JACK")
        if not matches(state, c):
            if top.rank == "J":
                return reason("NO_MATCH", suit=state.active_suit)
            return reason("NO_MATCH", suit=top.suit, rank=top.rank)
    names_none = c.rank != "J" or phase is Phase.OPENING or len(state.hands[seat]) == 1
    if names_none:
        if action.suit is not None:
            return reason("SUIT_NOT_ALLOWED")
        return None
    if action.suit is None:
        return reason("SUIT_REQUIRED")
    if action.suit not in ("S", "H", "D", "C"):
        return reason(UNKNOWN_ACTION, action=str(action), why="suit")
    if state.options.jack_must_change_suit and action.suit == state.active_suit:
        return reason("SUIT_MUST_CHANGE", suit=action.suit)
    return None


# -- apply ------------------------------------------------------------------------------------


def apply(state: PisState, seat: Seat, action: Action, *, check: bool = True) -> list[Event]:
    """Apply one action and every automatic step after it; returns the events in order."""
    if check:
        why = why_illegal(state, seat, action)
        if why is not None:
            raise IllegalAction(why, action)
    events: list[Event] = []
    kind = type(action)
    if kind is Play:
        _play(state, seat, action, events)  # type: ignore[arg-type]
    elif kind is Draw:
        _draw(state, seat, events)
    elif kind is Pass:
        events.append(_PASSED[seat])
        _start_turn(state, (seat + state.direction) % len(state.hands), events)
    else:
        _take(state, seat, events)
    state.events.extend(events)
    return events


def _play(state: PisState, p: Seat, action: Play, events: list[Event]) -> None:
    c = action.cards[0]
    hand = state.hands[p]
    hand.remove(c)
    state.discard.append(c)
    state.top_seat = p
    opening = state.phase is Phase.OPENING
    events.append(_PLAYED[c][p])
    state.active_suit = action.suit or c.suit
    if not hand:
        events.append(_OUT[c][p])
        _finish(state, "out", p, events, last=c)
        return
    n, step = len(state.hands), state.direction
    if opening:
        _start_turn(state, (p + step) % n, events)
        return
    rank = c.rank
    if rank not in _ACTION_RANKS:
        nxt = p + step
    elif rank == "J":
        events.append(_SUIT_NAMED[p][action.suit])  # type: ignore[index]
        nxt = p + step
    elif rank == "8":
        events.append(_SKIPPED[(p + step) % n])
        nxt = p + 2 * step
    elif rank == "T":
        state.direction = -step
        events.append(_TURNED[p][-step])
        nxt = p - step
    elif rank == "7":
        if state.options.seven_stack == "double" and state.pending:
            state.pending *= 2
        else:
            state.pending += 3
        events.append(Event("PenaltyRaised", p, (), (("pending", state.pending),)))
        nxt = p + step
    elif rank == "A":
        if state.options.ace_rule == "optional_follow":
            state.phase = Phase.FOLLOW_UP
            state.drawn = 0
            return
        nxt = p
    _start_turn(state, nxt % n, events)


_ACTION_RANKS: Final = frozenset("J8T7A")  # the cards with an effect (section 7)


def _start_turn(state: PisState, seat: Seat, events: list[Event]) -> None:
    """Begin `seat`'s turn; a seat with no legal action ends the deal (8.2)."""
    state.current = seat
    state.drawn = 0
    if state.pending:
        state.phase = Phase.PENALTY
        return
    state.phase = Phase.TURN
    if not state.stock and not can_draw(state) and not playable(state, seat):
        events.append(Event("Exhausted", seat))
        _finish(state, "exhausted", seat, events)


def _reshuffle(state: PisState, events: list[Event]) -> bool:
    """Turn the discards under the top into a new stock (stock_exhausted = reshuffle)."""
    if state.options.stock_exhausted != "reshuffle" or len(state.discard) < 2:
        return False
    cards = state.discard[:-1]
    state.discard = state.discard[-1:]
    moves = tuple(Move(c, "discard", "stock") for c in reversed(cards))
    new = list(cards)
    random.Random(f"{state.deal_seed}/reshuffle/{state.reshuffles}").shuffle(new)
    state.reshuffles += 1
    state.stock = new[::-1]  # new[0] is the top
    events.append(Event("Reshuffled", None, moves, (("count", len(new)),)))
    return True


def _draw_one(state: PisState, p: Seat, events: list[Event], key: str) -> Card | None:
    if not state.stock and not _reshuffle(state, events):
        return None
    c = state.stock.pop()
    state.hands[p].append(c)
    state.draws[p] += 1
    events.append(_DREW[key][c][p])
    return c


def _draw(state: PisState, p: Seat, events: list[Event]) -> None:
    c = _draw_one(state, p, events, "Drew")
    state.drawn += 1
    if state.phase is Phase.OPENING:
        if c is not None and c.suit != "C" and not state.stock:
            events.append(Event("Void", p))
            _finish(state, "void", p, events)
        return
    state.phase = Phase.AFTER_DRAW


def _take(state: PisState, p: Seat, events: list[Event]) -> None:
    need, got = state.pending, 0
    state.pending = 0
    while got < need and _draw_one(state, p, events, "Took") is not None:
        got += 1
    if got < need:
        events.append(Event("Exhausted", p))
        _finish(state, "exhausted", p, events)
        return
    _start_turn(state, (p + state.direction) % len(state.hands), events)


# -- the end of the deal ----------------------------------------------------------------------


def _finish(
    state: PisState, end: str, seat: Seat, events: list[Event], last: Card | None = None
) -> None:
    state.phase = Phase.OVER
    state.end, state.end_seat, state.last_card = end, seat, last
    res = result(state)
    events.append(
        Event(
            "HandScored", None, (), (("end", end), ("points", res.points), ("winners", res.winners))
        )
    )


def multiplier(state: PisState) -> int:
    if state.end != "out" or not state.options.last_card_multipliers or state.last_card is None:
        return 1
    return {"7": 3, "J": 2}.get(state.last_card.rank, 1)


def result(state: PisState) -> HandResult:
    """Penalty points per seat (section 9); a void deal is not counted."""
    n = state.n
    shown = tuple((s, tuple(state.hands[s])) for s in range(n))
    if state.end == "void":
        return HandResult((0,) * n, False, (), (), shown)
    values = [hand_value(h) for h in state.hands]
    if state.end == "out":
        winners: tuple[Seat, ...] = (state.end_seat,)  # type: ignore[assignment]
        mult = multiplier(state)
        points = tuple(0 if s in winners else values[s] * mult for s in range(n))
    else:
        low = min(values)
        winners = tuple(s for s in range(n) if values[s] == low)
        mult = 1
        all_pay = state.options.exhausted_scoring == "all_pay"
        points = tuple(values[s] if (all_pay or s not in winners) else 0 for s in range(n))
    lines = tuple(
        (s, points[s], "hand_value", (("value", values[s]), ("multiplier", mult))) for s in range(n)
    )
    return HandResult(points, True, winners, lines, shown)


def check_state(state: PisState) -> None:
    """Raise IllegalAction-free ValueError if a loaded position is not a decision point."""
    if state.phase is Phase.OVER:
        return
    if not legal_actions(state, state.current):
        raise ValueError("the seat to act has no legal action in this position")


__all__ = [
    "PisState",
    "Phase",
    "new_state",
    "clone",
    "to_act",
    "is_over",
    "legal_actions",
    "why_illegal",
    "apply",
    "result",
    "hand_value",
    "playable",
    "IllegalAction",
]
