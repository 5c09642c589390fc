"""Tichu's hand: state, legal actions, and `apply` (rules doc, sections 5 to 13).

Hands, won cards and the trick are card masks (see `combos`). The three simultaneous steps
(Grand Tichu, Tichu before the exchange, the exchange) keep each seat's choice hidden in
`choices` until the last one arrives. Bomb windows (9.3) are a list of seats still to poll:
the first is in `to_act`, nobody else learns that it was asked.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from itertools import permutations
from operator import attrgetter
from typing import Sequence

from ..actions import Action, CallTichu, Exchange, Gift, Grand, Pass, Play
from ..cards import Card
from ..core import (CARDS_NOT_IN_HAND, NOT_YOUR_TURN, UNKNOWN_ACTION, WRONG_PHASE, DealSetup,
                    Event, IllegalAction, Move, Reason, Seat, deal_rng_seed, reason)
from .combos import (B_DOG, B_DRG, B_MJ, BOMB, CARDS, DOGK, INDEX, KIND_NAMES, RANK_CHARS,
                     RANK_MASK, RANK_OF_CHAR, SINGLE, Combo, all_plays, beating_plays, beats,
                     best_bomb, bombs, cards_of, classify, is_dragon, mask_of, points)
from .options import TichuOptions


class Phase(Enum):
    GRAND = "GRAND"
    CALL = "CALL"
    EXCHANGE = "EXCHANGE"
    PLAY = "PLAY"
    GIFT = "GIFT"
    OVER = "OVER"


HAND = tuple(f"hand:{s}" for s in range(4))
UNDEALT = tuple(f"undealt:{s}" for s in range(4))
WON = tuple(f"won:{s}" for s in range(4))
ALL = frozenset(range(4))
_SEATS = tuple(frozenset({s}) for s in range(4))
_NOBODY: frozenset[Seat] = frozenset()

PASS, GRAND, TICHU = Pass(), Grand(), CallTichu()
GIFTS = tuple(Gift(s) for s in range(4))
_TEXT = attrgetter("_text")


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
    step: int = 0                       # seats (bit mask) taking part in the current step
    choices: list[Action | None] = field(default_factory=lambda: [None] * 4)
    step_start: int = 0                 # index in `events` where this step's choices begin
    calls: list[str] = field(default_factory=lambda: [""] * 4)   # "", "tichu", "grand"
    given: list[tuple[tuple[Card, Seat], ...]] = field(default_factory=lambda: [()] * 4)
    trick: list[tuple[Seat, int]] = field(default_factory=list)  # plays of the running trick
    top: Combo | None = None
    top_mask: int = 0
    owner: Seat = -1
    passed: int = 0                     # seats (bit mask) that passed since the top
    current: Seat = 0                   # leader, follower, or the seat due after a window
    window: list[Seat] = field(default_factory=list)   # seats still to poll; [0] is asked
    window_end: bool = False            # a trick-end window (else after a play)
    wish: int = 0
    out: list[Seat] = field(default_factory=list)
    played: list[bool] = field(default_factory=lambda: [False] * 4)
    end: str = ""                       # "", "double" or "third"
    events: list[Event] = field(default_factory=list)
    aside: int = 0                      # only in loaded positions
    version: int = field(default=0, compare=False)
    _legal: list = field(default_factory=lambda: [None] * 4, compare=False, repr=False)
    _logs: list = field(default_factory=lambda: [None] * 4, compare=False, repr=False)


# -- a new hand ---------------------------------------------------------------------------------

def new_state(options: TichuOptions, seed: int, setup: DealSetup) -> TichuState:
    """Shuffle and deal per section 5.1 and CONTRACT 1.7 (deal k uses `{seed}/deal/{k}`)."""
    rng = random.Random(deal_rng_seed(seed, setup.number))
    deck = list(CARDS)
    rng.shuffle(deck)
    deal_seed = rng.getrandbits(64)
    hands = [mask_of(deck[14 * s:14 * s + 8]) for s in range(4)]
    undealt = [mask_of(deck[14 * s + 8:14 * s + 14]) for s in range(4)]
    state = TichuState(options, setup, deal_seed, hands, undealt, [0] * 4, Phase.GRAND)
    if options.grand_tichu_enabled:
        moves = [Move(c, "deck", HAND[s]) for s in range(4) for c in deck[14 * s:14 * s + 8]]
        moves += [Move(c, "deck", UNDEALT[s]) for s in range(4)
                  for c in deck[14 * s + 8:14 * s + 14]]
        state.events.append(Event("Dealt", None, tuple(moves), (("count", 8),), (0, 1, 2, 3)))
        _begin_step(state, Phase.GRAND, 0b1111)
    else:
        state.hands = [hands[s] | undealt[s] for s in range(4)]
        state.undealt = [0] * 4
        moves = [Move(c, "deck", HAND[s]) for s in range(4) for c in deck[14 * s:14 * s + 14]]
        events = [Event("Dealt", None, tuple(moves), (("count", 14),), (0, 1, 2, 3))]
        _start_call_step(state, events)
        state.events.extend(events)
    return state


def clone(state: TichuState) -> TichuState:
    new = TichuState.__new__(TichuState)
    new.__dict__.update(state.__dict__)
    new.hands = list(state.hands)
    new.undealt = list(state.undealt)
    new.won = list(state.won)
    new.choices = list(state.choices)
    new.calls = list(state.calls)
    new.given = list(state.given)
    new.trick = list(state.trick)
    new.window = list(state.window)
    new.out = list(state.out)
    new.played = list(state.played)
    new.events = list(state.events)
    new._logs = list(state._logs)
    new._legal = list(state._legal)
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


# -- who acts -----------------------------------------------------------------------------------

def to_act(state: TichuState) -> frozenset[Seat]:
    phase = state.phase
    if phase is Phase.PLAY:
        return _SEATS[state.window[0] if state.window else state.current]
    if phase is Phase.GIFT:
        return _SEATS[state.owner]
    if phase is Phase.OVER:
        return _NOBODY
    return frozenset(s for s in range(4) if state.step >> s & 1 and state.choices[s] is None)


def is_over(state: TichuState) -> bool:
    return state.phase is Phase.OVER


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
    return (state.options.tichu_calls_enabled and not state.calls[seat]
            and not state.played[seat]
            and (state.phase is Phase.GIFT
                 or (state.phase is Phase.PLAY and not (state.window and state.window[0] == seat))))


def decision(state: TichuState, seat: Seat) -> str | None:
    if seat not in to_act(state):
        return None
    phase = state.phase
    if phase is Phase.PLAY:
        if state.window:
            return "bomb"
        return "lead" if state.top is None else "follow"
    return {Phase.GRAND: "grand", Phase.CALL: "call", Phase.EXCHANGE: "exchange",
            Phase.GIFT: "gift"}[phase]


# -- legal actions ------------------------------------------------------------------------------

_PLAYS: dict[int, Play] = {}
_WISH_PLAYS: dict[int, tuple[Play, ...]] = {}


def play_for(mask: int) -> Play:
    p = _PLAYS.get(mask)
    if p is None:
        if len(_PLAYS) > 300_000:
            _PLAYS.clear()
        p = _PLAYS[mask] = Play(cards_of(mask))
    return p


def wish_forms(mask: int, required: bool) -> tuple[Play, ...]:
    forms = _WISH_PLAYS.get(mask)
    if forms is None:
        cards = cards_of(mask)
        forms = _WISH_PLAYS[mask] = tuple(Play(cards, wish=r) for r in RANK_CHARS)
    return forms if required else (play_for(mask),) + forms


def _plays_to_actions(state: TichuState, masks: list[int]) -> list[Action]:
    out: list[Action] = []
    required = state.options.wish_required
    for m in masks:
        if m & B_MJ:
            out.extend(wish_forms(m, required))
        else:
            out.append(play_for(m))
    return out


def lead_masks(state: TichuState, seat: Seat) -> list[int]:
    hand = state.hands[seat]
    masks = [m for m, _ in all_plays(hand)]
    if state.wish and hand & RANK_MASK[state.wish]:
        need = RANK_MASK[state.wish]
        masks = [m for m in masks if m & need]
    return masks


def follow_masks(state: TichuState, seat: Seat) -> tuple[list[int], bool]:
    """The plays allowed on a follow, and whether the wish forbids passing."""
    hand = state.hands[seat]
    found = list(beating_plays(hand, state.top, state.top_mask))  # type: ignore[arg-type]
    if state.wish and hand & RANK_MASK[state.wish]:
        need = RANK_MASK[state.wish]
        if any(m & need for m, _ in found):
            return [m for m, c in found if m & need or c[0] == BOMB], True
    return [m for m, _ in found], False


def legal_actions(state: TichuState, seat: Seat) -> tuple[Action, ...]:
    cached = state._legal[seat]
    if cached is not None and cached[0] == state.version:
        return cached[1]
    acts = _legal(state, seat)
    state._legal[seat] = (state.version, acts)
    return acts


def _legal(state: TichuState, seat: Seat) -> tuple[Action, ...]:
    phase = state.phase
    if phase is Phase.PLAY:
        if state.window:
            if state.window[0] != seat:
                return (TICHU,) if can_call(state, seat) else ()
            plays = [play_for(m) for m, _ in bombs(state.hands[seat], state.top[2])]  # type: ignore[index]
            plays.sort(key=_TEXT)
            return (PASS, *plays)
        tichu = (TICHU,) if can_call(state, seat) else ()
        if seat != state.current:
            return tichu
        if state.top is None:
            acts = _plays_to_actions(state, lead_masks(state, seat))
            acts.sort(key=_TEXT)
            return (*acts, *tichu)
        masks, forced = follow_masks(state, seat)
        acts = _plays_to_actions(state, masks)
        acts.sort(key=_TEXT)
        return (*acts, *tichu) if forced else (PASS, *acts, *tichu)
    if phase is Phase.GIFT:
        if seat == state.owner:
            a, b = sorted(((seat + 1) % 4, (seat + 3) % 4))
            return (GIFTS[a], GIFTS[b])
        return (TICHU,) if can_call(state, seat) else ()
    if phase is Phase.OVER or seat not in to_act(state):
        return ()
    if phase is Phase.GRAND:
        return (GRAND, PASS)
    if phase is Phase.CALL:
        return (PASS, TICHU)
    return exchanges(state.hands[seat], seat)  # type: ignore[return-value]


class ExchangeChoices(Sequence[Action]):
    """The 2,184 exchange actions of a hand, in text order, made only when looked at.

    A complete, sorted, read-only sequence like the tuple `legal_actions` returns elsewhere:
    random play and bots pick one or two of the 2,184, so building them all is waste.
    Exchange lists its gives by seat, so the text order is the lexicographic order of
    (card to the lowest other seat, card to the middle one, card to the highest one).
    """

    __slots__ = ("hand", "seats", "cards", "n", "_all")

    def __init__(self, hand: int, seat: Seat) -> None:
        self.hand = hand
        self.seats = tuple(s for s in range(4) if s != seat)
        self.cards = sorted(cards_of(hand), key=str)
        self.n = len(self.cards)
        self._all: tuple[Action, ...] | None = None

    def __len__(self) -> int:
        n = self.n
        return n * (n - 1) * (n - 2)

    def _make(self, i: int, j: int, k: int) -> Exchange:
        c, (a, b, d) = self.cards, self.seats
        e = object.__new__(Exchange)
        object.__setattr__(e, "gives", ((c[i], a), (c[j], b), (c[k], d)))
        object.__setattr__(e, "_text", f"exchange {c[i]}>{a} {c[j]}>{b} {c[k]}>{d}")
        return e

    def __getitem__(self, index):  # type: ignore[no-untyped-def, override]
        if isinstance(index, slice):
            return tuple(self.all()[index])
        if self._all is not None:
            return self._all[index]
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError(index)
        n = self.n
        i, rest = divmod(index, (n - 1) * (n - 2))
        j, k = divmod(rest, n - 2)
        j += j >= i
        lo, hi = sorted((i, j))   # k skips i and j
        k += k >= lo
        k += k >= hi
        return self._make(i, j, k)

    def all(self) -> tuple[Action, ...]:
        if self._all is None:
            self._all = tuple(self._make(i, j, k)
                              for i, j, k in permutations(range(self.n), 3))
        return self._all

    def __iter__(self):  # type: ignore[no-untyped-def, override]
        return iter(self.all())

    def __contains__(self, action: object) -> bool:
        if type(action) is not Exchange:
            return False
        gives = action.gives  # type: ignore[attr-defined]
        if tuple(s for _, s in gives) != self.seats:
            return False
        m = 0
        for c, _ in gives:
            b = 1 << INDEX[c]
            if not self.hand & b or m & b:
                return False
            m |= b
        return True

    def __repr__(self) -> str:
        return f"ExchangeChoices({len(self)} actions)"


def exchanges(hand: int, seat: Seat) -> ExchangeChoices:
    return ExchangeChoices(hand, seat)


# -- why an action is refused -------------------------------------------------------------------

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


def why_illegal(state: TichuState, seat: Seat, action: Action) -> Reason | None:
    """The reason `apply` would refuse `action`, or None (section 16's order of checks)."""
    kind = type(action)
    if kind is Grand:
        ok = state.phase is Phase.GRAND and seat in to_act(state)
        return None if ok else reason("CALL_NOT_ALLOWED")
    if kind is CallTichu:
        if state.phase is Phase.CALL:
            ok = seat in to_act(state)
        else:
            ok = can_call(state, seat)
        return None if ok else reason("CALL_NOT_ALLOWED")
    phase = state.phase
    if phase is Phase.OVER:
        return reason(WRONG_PHASE)
    expected = {Phase.GRAND: (Pass,), Phase.CALL: (Pass,), Phase.EXCHANGE: (Exchange,),
                Phase.PLAY: (Play, Pass), Phase.GIFT: (Gift,)}[phase]
    if kind not in expected:
        if kind in (Play, Pass, Exchange, Gift):
            return reason(WRONG_PHASE, phase=phase.value)
        return reason(UNKNOWN_ACTION, action=str(action))
    if seat not in to_act(state):
        turn = public_turn(state)
        return reason(NOT_YOUR_TURN, turn=turn[0] if len(turn) == 1 else None)
    if kind is Exchange:
        return _why_exchange(state, seat, action)  # type: ignore[arg-type]
    if kind is Gift:
        target = action.seat  # type: ignore[attr-defined]
        if target not in ((seat + 1) % 4, (seat + 3) % 4):
            return reason("INVALID_GIFT", seat=target)
        return None
    if phase is not Phase.PLAY:
        return None  # a pass in a step
    if kind is Pass:
        if state.window:
            return None
        if state.top is None:
            return reason("MUST_LEAD")
        _, forced = follow_masks(state, seat)
        return reason("WISH_MUST_BE_PLAYED", wish=RANK_CHARS[state.wish - 2]) if forced else None
    return _why_play(state, seat, action)  # type: ignore[arg-type]


def _why_exchange(state: TichuState, seat: Seat, action: Exchange) -> Reason | None:
    cards = [c for c, _ in action.gives]
    hand = state.hands[seat]
    for c in cards:
        if c not in INDEX or not hand >> INDEX[c] & 1:
            return reason(CARDS_NOT_IN_HAND, cards=str(c))
    targets = sorted(s for _, s in action.gives)
    others = sorted(s for s in range(4) if s != seat)
    if len(cards) != 3 or len(set(cards)) != 3 or targets != others:
        return reason("INVALID_EXCHANGE")
    return None


def _why_play(state: TichuState, seat: Seat, action: Play) -> Reason | None:
    if action.suit is not None:
        return reason(UNKNOWN_ACTION, action=str(action))
    hand = state.hands[seat]
    if any(c not in INDEX for c in action.cards):
        return reason(CARDS_NOT_IN_HAND, cards=" ".join(map(str, action.cards)))
    mask = mask_of(action.cards)
    if mask & hand != mask or mask.bit_count() != len(action.cards):
        missing = [c for c in action.cards if not hand >> INDEX[c] & 1]
        return reason(CARDS_NOT_IN_HAND, cards=" ".join(map(str, missing)))
    combo = classify(mask, state.top)
    if combo is None:
        return reason("NOT_A_COMBINATION")
    if action.wish is not None:
        if not mask & B_MJ or action.wish not in RANK_OF_CHAR:
            return reason("INVALID_WISH", wish=action.wish)
    elif mask & B_MJ and state.options.wish_required:
        return reason("INVALID_WISH", required=True)
    top = state.top
    if state.window:
        if combo[0] != BOMB:
            return reason("NOT_A_BOMB")
        if not beats(combo, top):
            return reason("TOO_LOW")
        return None
    if top is None:
        if state.wish and hand & RANK_MASK[state.wish] and not mask & RANK_MASK[state.wish]:
            return reason("WISH_MUST_BE_PLAYED", wish=RANK_CHARS[state.wish - 2])
        return None
    if combo[0] == DOGK:
        return reason("DOG_ONLY_AS_LEAD")
    if mask & (1 << 54) and mask.bit_count() == 1 and is_dragon(top, state.top_mask):
        return reason("PHOENIX_ON_DRAGON")
    if not beats(combo, top):
        if top[0] == BOMB:
            return reason("TOO_LOW") if combo[0] == BOMB else reason("TYPE_MISMATCH")
        if combo[0] != top[0] or combo[1] != top[1]:
            return reason("TYPE_MISMATCH")
        return reason("TOO_LOW")
    if state.wish and combo[0] != BOMB and not mask & RANK_MASK[state.wish]:
        _, forced = follow_masks(state, seat)
        if forced:
            return reason("WISH_MUST_BE_PLAYED", wish=RANK_CHARS[state.wish - 2])
    return None


# -- apply --------------------------------------------------------------------------------------

def apply(state: TichuState, seat: Seat, action: Action, *, check: bool = True) -> list[Event]:
    """Apply one action and every automatic step after it; returns the events in order."""
    if check:
        why = why_illegal(state, seat, action)
        if why is not None:
            raise IllegalAction(why, action)
    state.version += 1
    events: list[Event] = []
    phase = state.phase
    kind = type(action)
    if phase in (Phase.GRAND, Phase.CALL, Phase.EXCHANGE):
        _choose(state, seat, action, events)
        return events
    if kind is CallTichu:
        state.calls[seat] = "tichu"
        events.append(Event("TichuCalled", seat, (), (("call", "tichu"),)))
    elif kind is Play:
        mask = mask_of(action.cards)  # type: ignore[attr-defined]
        wish = action.wish  # type: ignore[attr-defined]
        in_window = bool(state.window)
        _play(state, seat, mask, RANK_OF_CHAR[wish] if wish else 0, in_window, events)
    elif kind is Pass:
        if state.window:
            _decline(state, seat, events)
        else:
            _pass(state, seat, events)
    else:
        _gift(state, seat, action.seat, events)  # type: ignore[attr-defined]
    state.events.extend(events)
    return events


def _choose(state: TichuState, seat: Seat, action: Action, events: list[Event]) -> None:
    """Store a step choice; its event goes among the step's events in seat order."""
    state.choices[seat] = action
    if type(action) is Exchange:
        moves = tuple(Move(c, HAND[seat], HAND[t]) for c, t in action.gives)
        ev = Event("ExchangeChosen", seat, moves, (("exchange", str(action)),))
    else:
        ev = Event("StepChosen", seat, (), (("step", state.phase.value.lower()),
                                            ("choice", str(action))))
    events.append(ev)
    pos = state.step_start
    while pos < len(state.events) and (state.events[pos].seat or 0) < seat:
        pos += 1
    state.events.insert(pos, ev)
    state._logs = [None] * 4
    if any(state.step >> s & 1 and state.choices[s] is None for s in range(4)):
        return
    reveal: list[Event] = []
    if state.phase is Phase.GRAND:
        for s in range(4):
            if type(state.choices[s]) is Grand:
                state.calls[s] = "grand"
        reveal.append(Event("CallsRevealed", None, (), (("calls", tuple(state.calls)),)))
        moves = tuple(Move(c, UNDEALT[s], HAND[s]) for s in range(4)
                      for c in cards_of(state.undealt[s]))
        reveal.append(Event("Dealt", None, moves, (("count", 6),), (0, 1, 2, 3)))
        for s in range(4):
            state.hands[s] |= state.undealt[s]
            state.undealt[s] = 0
        events.extend(reveal)
        _start_call_step(state, reveal)
    elif state.phase is Phase.CALL:
        for s in range(4):
            if type(state.choices[s]) is CallTichu:
                state.calls[s] = "tichu"
        reveal.append(Event("CallsRevealed", None, (), (("calls", tuple(state.calls)),)))
        events.extend(reveal)
        _start_exchange(state, reveal)
    else:
        moves = []
        for s in range(4):
            ex = state.choices[s]
            state.given[s] = ex.gives  # type: ignore[union-attr]
            for c, t in ex.gives:  # type: ignore[union-attr]
                state.hands[s] &= ~(1 << INDEX[c])
                moves.append(Move(c, HAND[s], HAND[t]))
        for m in moves:
            state.hands[int(m.dst[5])] |= 1 << INDEX[m.card]  # type: ignore[index]
        reveal.append(Event("Exchanged", None, tuple(moves), (), (0, 1, 2, 3)))
        events.extend(reveal)
        _start_play(state, reveal)
    state.events.extend(reveal)


def _play(state: TichuState, x: Seat, mask: int, wish: int, in_window: bool,
          events: list[Event]) -> None:
    """Section 6.3's apply_play, for leads, follows and window bombs alike."""
    state.hands[x] &= ~mask
    state.played[x] = True
    combo = classify(mask, state.top)
    assert combo is not None
    cards = cards_of(mask)
    events.append(Event("Played", x, tuple(Move(c, HAND[x], "table") for c in cards), (
        ("cards", cards), ("kind", KIND_NAMES[combo[0]]), ("length", combo[1]),
        ("value", combo[2]), ("phoenix", combo[3]), ("out_of_turn", in_window))))
    if state.wish and mask & RANK_MASK[state.wish]:
        events.append(Event("WishFulfilled", x, (), (("wish", RANK_CHARS[state.wish - 2]),)))
        state.wish = 0
    if mask & B_MJ and wish:
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
        events.append(Event("LeadPassed", x, (Move(cards[0], "table", WON[x]),),
                            (("to", lead),)))
        _start_trick(state, lead)
        return
    state.trick.append((x, mask))
    state.top, state.top_mask, state.owner, state.passed = combo, mask, x, 0
    state.window = []
    state.window_end = False
    if not state.hands[x]:
        _went_out(state, x, events)
    if _hand_over(state):
        if state.end == "third" and _award(state, events):
            return  # the Dragon gift comes first (E41)
        _finish(state, events)
        return
    n = next_active(state, x)
    state.current = n
    state.window = _poll_list(state, x, skip=n)


def _poll_list(state: TichuState, first_after: Seat, skip: Seat = -1) -> list[Seat]:
    """Seats with a bomb that beats the top, from the seat after `first_after`, it last."""
    top = state.top[2]  # type: ignore[index]
    out = []
    for k in (1, 2, 3, 4):
        s = (first_after + k) % 4
        h = state.hands[s]
        if s != skip and h and best_bomb(h) > (top if state.top[0] == BOMB else 0):  # type: ignore[index]
            out.append(s)
    return out


def _went_out(state: TichuState, x: Seat, events: list[Event]) -> None:
    state.out.append(x)
    events.append(Event("Out", x, (), (("place", len(state.out)),)))


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
    events.append(Event("Declined", seat))
    state.window.pop(0)
    if not state.window and state.window_end:
        if not _award(state, events):
            _next_trick(state, events)


def _pass(state: TichuState, z: Seat, events: list[Event]) -> None:
    events.append(Event("Passed", z))
    state.passed |= 1 << z
    owner = state.owner
    need = sum(1 << s for s in range(4) if state.hands[s] and s != owner)
    if state.passed & need == need:
        state.window = _poll_list(state, owner)
        state.window_end = True
        if not state.window and not _award(state, events):
            _next_trick(state, events)
        return
    state.current = next_active(state, z)


def _award(state: TichuState, events: list[Event]) -> bool:
    """Collect the trick; True when its Dragon must first be given away (phase GIFT)."""
    state.window = []
    if is_dragon(state.top, state.top_mask):
        state.phase = Phase.GIFT
        return True
    _collect(state, state.owner, events, "TrickWon")
    return False


def _collect(state: TichuState, to: Seat, events: list[Event], key: str) -> None:
    total = 0
    moves = []
    for _, m in state.trick:
        state.won[to] |= m
        for c in cards_of(m):
            moves.append(Move(c, "table", WON[to]))
        total += points(m)
    events.append(Event(key, state.owner, tuple(moves), (("to", to), ("points", total))))
    state.trick = []


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
    from .scoring import result
    state.phase = Phase.OVER
    state.window = []
    events.append(Event("HandEnded", None, (), (("end", state.end), ("out", tuple(state.out)))))
    res = result(state)
    events.append(Event("HandScored", None, (), (("points", res.points),
                                                 ("shown", res.shown))))


__all__ = ["TichuState", "Phase", "new_state", "clone", "to_act", "is_over", "legal_actions",
           "why_illegal", "apply", "IllegalAction", "partner", "side_of"]
