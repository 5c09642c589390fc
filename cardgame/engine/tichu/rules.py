"""Tichu's hand: dealing and `apply` (rules doc, sections 5 to 13); the state is in `state`.

Hands, won cards and the trick are card masks (see `combos`). The three simultaneous steps
(Grand Tichu, Tichu before the exchange, the exchange) keep each seat's choice hidden in
`choices` until the last one arrives. Bomb windows (9.3) are a list of seats still to poll:
the first is in `to_act`, nobody else learns that it was asked.
"""

from __future__ import annotations

import random
from typing import Final

from ..actions import Action, CallTichu, Exchange, Grand, Pass, Play
from ..cards import Card
from ..core import DealSetup, Event, IllegalAction, Move, Seat, deal_rng_seed, shuffle
from .combos import (
    B_MJ,
    B_PHX,
    BEST_BOMBS,
    BOMB,
    CARDS,
    DOGK,
    INDEX,
    KIND_NAMES,
    RANK_CHARS,
    RANK_MASK,
    RANK_OF_CHAR,
    Combo,
    cards_of,
    classify,
    is_dragon,
    mask_of,
    points,
    written,
)
from .legal import why_illegal
from .options import TichuOptions
from .scoring import result
from .state import HAND, UNDEALT, WON, Phase, TichuState, next_active, partner, to_act

# -- a new hand ---------------------------------------------------------------------------------


def new_state(options: TichuOptions, seed: int, setup: DealSetup) -> TichuState:
    """Shuffle and deal per section 5.1 and CONTRACT 1.7 (deal k uses `{seed}/deal/{k}`)."""
    rng = random.Random(deal_rng_seed(seed, setup.number))
    deck = list(CARDS)
    shuffle(rng, deck)
    deal_seed = rng.getrandbits(64)
    bit = _BIT.__getitem__
    hands = [sum(map(bit, deck[14 * s : 14 * s + 8])) for s in range(4)]
    undealt = [sum(map(bit, deck[14 * s + 8 : 14 * s + 14])) for s in range(4)]
    state = TichuState(options, setup, deal_seed, hands, undealt, [0] * 4, Phase.GRAND)
    moves: list[Move] = []
    if options.grand_tichu_enabled:
        for s in range(4):
            moves.extend(map(_FROM_DECK[HAND[s]].__getitem__, deck[14 * s : 14 * s + 8]))
        for s in range(4):
            moves.extend(map(_FROM_DECK[UNDEALT[s]].__getitem__, deck[14 * s + 8 : 14 * s + 14]))
        state.events.append(Event("Dealt", None, tuple(moves), (("count", 8),), (0, 1, 2, 3)))
        _begin_step(state, Phase.GRAND, 0b1111)
    else:
        state.hands = [hands[s] | undealt[s] for s in range(4)]
        state.undealt = [0] * 4
        for s in range(4):
            moves.extend(map(_FROM_DECK[HAND[s]].__getitem__, deck[14 * s : 14 * s + 14]))
        events = [Event("Dealt", None, tuple(moves), (("count", 14),), (0, 1, 2, 3))]
        _start_call_step(state, events)
        state.events.extend(events)
    return state


_BIT: Final = {c: 1 << i for i, c in enumerate(CARDS)}
_FROM_DECK: Final = {z: {c: Move(c, "deck", z) for c in CARDS} for z in HAND + UNDEALT}


def clone(state: TichuState) -> TichuState:
    """A copy in which every mutable field is a copy of its own (field by field: compiled
    classes have no `__dict__`; a test holds this to every field of the state)."""
    new = TichuState.__new__(TichuState)
    new.options = state.options
    new.setup = state.setup
    new.deal_seed = state.deal_seed
    new.hands = list(state.hands)
    new.undealt = list(state.undealt)
    new.won = list(state.won)
    new.phase = state.phase
    new.step = state.step
    new.choices = list(state.choices)
    new.step_start = state.step_start
    new.calls = list(state.calls)
    new.given = list(state.given)
    new.trick = list(state.trick)
    new.top = state.top
    new.top_mask = state.top_mask
    new.owner = state.owner
    new.passed = state.passed
    new.current = state.current
    new.window = list(state.window)
    new.window_end = state.window_end
    new.wish = state.wish
    new.out = list(state.out)
    new.played = list(state.played)
    new.end = state.end
    new.events = list(state.events)
    new.aside = state.aside
    new.version = state.version
    new._legal = list(state._legal)
    new._logs = list(state._logs)
    new._leads = list(state._leads)
    new._groups = list(state._groups)
    return new


def _begin_step(state: TichuState, phase: Phase, seats: int) -> None:
    state.phase = phase
    state.step = seats
    state.choices = [None] * 4
    state.step_start = len(state.events)


def _start_call_step(state: TichuState, events: list[Event]) -> None:
    if state.options.tichu_calls_enabled:
        seats = sum(1 << s for s in range(4) if not state.calls[s])
        if seats:
            state.events.extend(events)
            events.clear()
            _begin_step(state, Phase.CALL, seats)
            return
    _start_exchange(state, events)


def _start_exchange(state: TichuState, events: list[Event]) -> None:
    if state.options.exchange_enabled:
        state.events.extend(events)
        events.clear()
        _begin_step(state, Phase.EXCHANGE, 0b1111)
        return
    _start_play(state, events)


def _start_play(state: TichuState, events: list[Event]) -> None:
    state.step = 0
    state.choices = [None] * 4
    leader = state.setup.leader
    if leader is None:
        leader = next(s for s in range(4) if state.hands[s] & B_MJ)
    _start_trick(state, leader)
    state.phase = Phase.PLAY


def _start_trick(state: TichuState, leader: Seat) -> None:
    state.trick = []
    state.top = None
    state.top_mask = 0
    state.owner = -1
    state.passed = 0
    state.current = leader
    state.window = []
    state.window_end = False


# Each card's move from a seat's hand to the table, and from the table to a seat's won cards
_TO_TABLE: Final = [{c: Move(c, HAND[s], "table") for c in CARDS} for s in range(4)]
_TO_WON: Final = [{c: Move(c, "table", WON[s]) for c in CARDS} for s in range(4)]


# -- apply --------------------------------------------------------------------------------------


def apply(state: TichuState, seat: Seat, action: Action, *, check: bool = True) -> list[Event]:
    """Apply one action and every automatic step after it; returns the events in order."""
    if check:
        why = why_illegal(state, seat, action)
        if why is not None:
            raise IllegalAction(why, action)
    state.version += 1
    phase = state.phase
    kind = type(action)
    if phase is _PLAY:
        if kind is Pass and not state.window:
            h = state.hands
            held = (h[0] != 0) | (h[1] != 0) << 1 | (h[2] != 0) << 2 | (h[3] != 0) << 3
            passed = state.passed | 1 << seat
            need = held & ~(1 << state.owner)
            if passed & need != need:  # the trick goes on: the common case, quick
                state.passed = passed
                state.current = _NEXT_HOLDING[seat][held]
                ev = _PASSED[seat]
                state.events.append(ev)
                return [ev]
    elif phase is not _GIFT and phase is not _OVER:
        events: list[Event] = []
        _choose(state, seat, action, events)
        return events
    events = []
    if kind is Play:
        info = _PLAY_INFO.get(id(action))
        if info is None:
            info = _play_info(action)  # type: ignore[arg-type]  # kind is Play
        _play(state, seat, info, bool(state.window), events)
    elif kind is Pass:
        if state.window:
            _decline(state, seat, events)
        else:
            _pass(state, seat, events)
    elif kind is CallTichu:
        state.calls[seat] = "tichu"
        events.append(Event("TichuCalled", seat, (), (("call", "tichu"),)))
    else:
        _gift(state, seat, action.seat, events)  # type: ignore[union-attr]
    state.events += events
    return events


_PLAY: Final = Phase.PLAY
_GIFT: Final = Phase.GIFT
_OVER: Final = Phase.OVER


class _PlayInfo:
    """What `_play` needs of a play, worked out once: its mask, wished rank, combination
    (None for the Phoenix single, which takes its value from the top) and its `Played` event
    by 2 x seat + out of turn, made when first needed. Kept by id of the `Play` (the entry
    holds the play, so that its id stays its own): legal lists hand out interned plays."""

    def __init__(self, action: Play, mask: int, wish: int, combo: Combo | None) -> None:
        self.action = action
        self.mask = mask
        self.wish = wish
        self.combo = combo
        self.events: list[Event | None] = [None] * 8


_PLAY_INFO: Final[dict[int, _PlayInfo]] = {}


def _play_info(action: Play) -> _PlayInfo:
    if len(_PLAY_INFO) > 20_000:
        _PLAY_INFO.clear()
    mask = mask_of(action.cards)
    combo = None if mask == B_PHX else classify(mask)
    wish = RANK_OF_CHAR[action.wish] if action.wish else 0
    info = _PLAY_INFO[id(action)] = _PlayInfo(action, mask, wish, combo)
    return info


def _choose(state: TichuState, seat: Seat, action: Action, events: list[Event]) -> None:
    """Store a step choice; its event goes among the step's events in seat order."""
    choices = state.choices
    choices[seat] = action
    if type(action) is Exchange:
        moves = tuple([_TO_HAND[seat][t][c] for c, t in action.gives])
        ev = Event("ExchangeChosen", seat, moves, (("exchange", str(action)),))
    else:
        ev = Event("StepChosen", seat, (), (_STEP_NAMES[state.phase], ("choice", str(action))))
    events.append(ev)
    pos = state.step_start
    log = state.events
    while pos < len(log) and (log[pos].seat or 0) < seat:
        pos += 1
    log.insert(pos, ev)
    state._logs = [None] * 4
    if to_act(state):  # the step waits for another choice
        return
    reveal: list[Event] = []
    if state.phase is Phase.GRAND:
        for s in range(4):
            if type(choices[s]) is Grand:
                state.calls[s] = "grand"
        reveal.append(Event("CallsRevealed", None, (), (("calls", tuple(state.calls)),)))
        dealt: list[Move] = []
        for s in range(4):
            dealt.extend(map(_FROM_UNDEALT[s].__getitem__, written(state.undealt[s])))
        reveal.append(Event("Dealt", None, tuple(dealt), (("count", 6),), (0, 1, 2, 3)))
        for s in range(4):
            state.hands[s] |= state.undealt[s]
            state.undealt[s] = 0
        events.extend(reveal)
        _start_call_step(state, reveal)
    elif state.phase is Phase.CALL:
        for s in range(4):
            if type(choices[s]) is CallTichu:
                state.calls[s] = "tichu"
        reveal.append(Event("CallsRevealed", None, (), (("calls", tuple(state.calls)),)))
        events.extend(reveal)
        _start_exchange(state, reveal)
    else:
        exchanged: list[Move] = []
        hands = state.hands
        received = [0] * 4
        for s in range(4):
            gives = choices[s].gives  # type: ignore[union-attr]
            state.given[s] = gives
            moves_of = _TO_HAND[s]
            for c, t in gives:
                bit = 1 << INDEX[c]
                hands[s] &= ~bit
                received[t] |= bit
                exchanged.append(moves_of[t][c])
        for s in range(4):
            hands[s] |= received[s]
        reveal.append(Event("Exchanged", None, tuple(exchanged), (), (0, 1, 2, 3)))
        events.extend(reveal)
        _start_play(state, reveal)
    state.events.extend(reveal)


_STEP_NAMES: Final = {p: ("step", p.value.lower()) for p in Phase}
_FROM_UNDEALT: Final = [{c: Move(c, UNDEALT[s], HAND[s]) for c in CARDS} for s in range(4)]
_TO_HAND: Final = [
    [{c: Move(c, HAND[s], HAND[t]) for c in CARDS} for t in range(4)] for s in range(4)
]


def _play(
    state: TichuState,
    x: Seat,
    info: _PlayInfo,
    in_window: bool,
    events: list[Event],
) -> None:
    """Section 6.3's apply_play, for leads, follows and window bombs alike."""
    mask = info.mask
    hands = state.hands
    old = hands[x]
    hands[x] = old & ~mask
    if not BEST_BOMBS.get(old, 1):
        BEST_BOMBS[old & ~mask] = 0  # a hand without a bomb keeps none as it shrinks
    state.played[x] = True
    combo = info.combo
    if combo is None:  # the Phoenix single
        combo = classify(mask, state.top)
        assert combo is not None
        event = _played(x, info.action.cards, combo, in_window)
    else:
        made = info.events[2 * x + in_window]
        if made is None:
            made = info.events[2 * x + in_window] = _played(x, info.action.cards, combo, in_window)
        event = made
    events.append(event)
    if state.wish and mask & RANK_MASK[state.wish]:
        events.append(Event("WishFulfilled", x, (), (("wish", RANK_CHARS[state.wish - 2]),)))
        state.wish = 0
    wish = info.wish
    if wish and mask & B_MJ:
        state.wish = wish
        events.append(Event("WishMade", x, (), (("wish", RANK_CHARS[wish - 2]),)))
    if combo[0] == DOGK:
        state.won[x] |= mask
        if not state.hands[x]:
            _went_out(state, x, events)
        if _hand_over(state):
            _finish(state, events)
            return
        p = partner(x)
        lead = p if state.hands[p] else next_active(state, p)
        moves = tuple(map(_TO_WON[x].__getitem__, cards_of(mask)))
        events.append(Event("LeadPassed", x, moves, (("to", lead),)))
        _start_trick(state, lead)
        return
    state.trick.append((x, mask))
    state.top, state.top_mask, state.owner, state.passed = combo, mask, x, 0
    state.window_end = False
    if not state.hands[x]:
        _went_out(state, x, events)
        if _hand_over(state):
            state.window = []
            if state.end == "third" and _award(state, events):
                return  # the Dragon gift comes first (E41)
            _finish(state, events)
            return
    for n in _AFTER[x]:  # next_active
        if hands[n]:
            break
    state.current = n
    state.window = _poll_list(state, x, skip=n)


def _played(x: Seat, cards: tuple[Card, ...], combo: Combo, in_window: bool) -> Event:
    return Event(
        "Played",
        x,
        tuple(map(_TO_TABLE[x].__getitem__, cards)),
        (
            ("cards", cards),
            ("kind", KIND_NAMES[combo[0]]),
            ("length", combo[1]),
            ("value", combo[2]),
            ("phoenix", combo[3]),
            ("out_of_turn", in_window),
        ),
    )


def _poll_list(state: TichuState, first_after: Seat, skip: Seat = -1) -> list[Seat]:
    """Seats with a bomb that beats the top, from the seat after `first_after`, it last."""
    hands = state.hands
    best = BEST_BOMBS
    if not (best[hands[0]] or best[hands[1]] or best[hands[2]] or best[hands[3]]):
        return []  # no bomb anywhere: most plays
    top = state.top
    bar = top[2] if top[0] == BOMB else 0  # type: ignore[index]
    return [s for s in _AFTER[first_after] if hands[s] and s != skip and best[hands[s]] > bar]


_AFTER: Final = tuple(tuple((x + k) % 4 for k in (1, 2, 3, 4)) for x in range(4))
# _NEXT_HOLDING[x][held]: the first seat after x among the seats `held` (a bit mask; x when none)
_NEXT_HOLDING: Final = tuple(
    tuple(next((t for t in _AFTER[x] if held >> t & 1), x) for held in range(16)) for x in range(4)
)


def _went_out(state: TichuState, x: Seat, events: list[Event]) -> None:
    state.out.append(x)
    events.append(_new_event(Event, ("Out", x, (), (("place", len(state.out)),), ())))


def _hand_over(state: TichuState) -> bool:
    out = state.out
    if len(out) >= 2 and out[1] == partner(out[0]):
        state.end = "double"
        return True
    if len(out) >= 3:
        state.end = "third"
        return True
    return False


def _decline(state: TichuState, seat: Seat, events: list[Event]) -> None:
    events.append(_DECLINED[seat])
    state.window.pop(0)
    if not state.window and state.window_end:
        if not _award(state, events):
            _next_trick(state, events)


def _pass(state: TichuState, z: Seat, events: list[Event]) -> None:
    events.append(_PASSED[z])
    state.passed |= 1 << z
    h, owner = state.hands, state.owner
    need = ((h[0] != 0) | (h[1] != 0) << 1 | (h[2] != 0) << 2 | (h[3] != 0) << 3) & ~(1 << owner)
    if state.passed & need == need:
        state.window = _poll_list(state, owner)
        state.window_end = True
        if not state.window and not _award(state, events):
            _next_trick(state, events)
        return
    state.current = next_active(state, z)


_PASSED: Final = tuple(Event("Passed", s) for s in range(4))
_DECLINED: Final = tuple(Event("Declined", s) for s in range(4))


def _award(state: TichuState, events: list[Event]) -> bool:
    """Collect the trick; True when its Dragon must first be given away (phase GIFT)."""
    state.window = []
    if is_dragon(state.top, state.top_mask):
        state.phase = Phase.GIFT
        return True
    _collect(state, state.owner, events, "TrickWon")
    return False


def _collect(state: TichuState, to: Seat, events: list[Event], key: str) -> None:
    card_moves = _TO_WON[to].__getitem__
    cards = 0
    moves: list[Move] = []
    for _, m in state.trick:
        cards |= m
        moves.extend(map(card_moves, cards_of(m)))
    state.won[to] |= cards
    params = (("to", to), ("points", points(cards)))
    events.append(_new_event(Event, (key, state.owner, tuple(moves), params, ())))
    state.trick = []


_new_event: Final = tuple.__new__  # an Event without its Python-level constructor (the hot path)


def _next_trick(state: TichuState, events: list[Event]) -> None:
    if state.end:
        _finish(state, events)
        return
    owner = state.owner
    _start_trick(state, owner if state.hands[owner] else next_active(state, owner))


def _gift(state: TichuState, seat: Seat, to: Seat, events: list[Event]) -> None:
    _collect(state, to, events, "DragonGiven")
    state.phase = Phase.PLAY
    _next_trick(state, events)


def _finish(state: TichuState, events: list[Event]) -> None:
    state.phase = Phase.OVER
    state.window = []
    events.append(Event("HandEnded", None, (), (("end", state.end), ("out", tuple(state.out)))))
    res = result(state)
    events.append(Event("HandScored", None, (), (("points", res.points), ("shown", res.shown))))


__all__ = ["new_state", "clone", "apply"]
