"""Run Fast's deal: state, legal actions and `apply` (rules doc, sections 4 to 11).

The state is a plain mutable dataclass; `apply` is the only code that changes it. Play
actions are interned by their card set, so listing and applying them allocates little.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from operator import attrgetter
from typing import Final

from ..actions import Action, Pass, Play
from ..cards import Card
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
from .combos import (
    ACE,
    BIT,
    BOMB,
    H3,
    KIND_NAMES,
    PAIR,
    RANK_OF,
    S2,
    Combo,
    beats,
    bomb_ranks,
    classify,
    deck,
    has_beating,
    mask_bombs,
    mask_of,
    rank_counts,
)
from .options import RunFastOptions
from .plays import PASS, LeadList, PassThenKeys, beating, leads, plain_beating

SEATS: Final = 3
HAND_SIZE: Final = 16
HAND: Final = tuple(f"hand:{s}" for s in range(SEATS))


class Phase(Enum):
    OPENING = "OPENING"
    LEAD = "LEAD"
    RESPOND = "RESPOND"
    OVER = "OVER"


DECISIONS: Final = {Phase.OPENING: "lead", Phase.LEAD: "lead", Phase.RESPOND: "follow"}
_SEATS: Final = tuple(frozenset({s}) for s in range(SEATS))
_NOBODY: Final[frozenset[Seat]] = frozenset()
_TEXT: Final = attrgetter("_text")


@dataclass
class RunFastState:
    options: RunFastOptions
    setup: DealSetup
    deal_seed: int
    hands: list[list[Card]]
    phase: Phase
    current: Seat
    top: Combo | None = None
    top_seat: Seat | None = None
    top_is_lead: bool = False
    passes: int = 0
    opening: bool = True  # the deal's opening play is still to come
    need_3h: bool = False  # the opening play must contain 3H
    played: list[bool] = field(default_factory=lambda: [False] * SEATS)
    ledger: list[int] = field(default_factory=lambda: [0] * SEATS)
    trick: list[tuple[Seat, tuple[Card, ...]]] = field(default_factory=list)
    gone: list[Card] = field(default_factory=list)
    winner: Seat | None = None
    events: list[Event] = field(default_factory=list)
    seen: dict[Seat, Event] = field(default_factory=dict, compare=False, repr=False)
    masks: list[int] = field(default_factory=list, compare=False, repr=False)
    bombs: list[bool] = field(
        default_factory=list, compare=False, repr=False
    )  # per seat: holds one

    def __post_init__(self) -> None:
        if not self.masks:
            self.masks = [mask_of(h) for h in self.hands]
        if not self.bombs:
            aces = self.options.three_aces_bomb
            self.bombs = [bool(mask_bombs(m, aces)) for m in self.masks]


# -- a new deal ---------------------------------------------------------------------------------

_LEADER: Final = tuple((("leader", s),) for s in range(SEATS))
_new_event: Final = tuple.__new__  # an Event without its Python-level constructor (hot paths)
_DEAL_MOVES: Final = [{c: Move(c, "deck", HAND[s]) for c in RANK_OF} for s in range(SEATS)]
_ALL_SEATS: Final = tuple(range(SEATS))


def new_state(options: RunFastOptions, seed: int, setup: DealSetup) -> RunFastState:
    """Shuffle and deal per section 4 and CONTRACT 1.7: seat s takes deck[16s .. 16s+15]."""
    rng = random.Random(deal_rng_seed(seed, setup.number))
    cards = list(deck(options))
    shuffle(rng, cards)
    deal_seed = rng.getrandbits(64)
    hands = [cards[HAND_SIZE * s : HAND_SIZE * (s + 1)] for s in range(SEATS)]
    leader = setup.leader
    if leader is None:
        leader = next(s for s in range(SEATS) if H3 in hands[s])
    masks = [sum(map(BIT.__getitem__, h)) for h in hands]
    aces = options.three_aces_bomb
    # field by field, as `clone` does: the dataclass's __init__ and its default factories
    # cost a tenth of a new deal (a test holds every field to the constructor's)
    state = RunFastState.__new__(RunFastState)
    state.options = options
    state.setup = setup
    state.deal_seed = deal_seed
    state.hands = hands
    state.phase = Phase.OPENING
    state.current = leader
    state.top = None
    state.top_seat = None
    state.top_is_lead = False
    state.passes = 0
    state.opening = True
    state.need_3h = options.opening_requires_3h and setup.leader is None
    state.played = [False, False, False]
    state.ledger = [0, 0, 0]
    state.trick = []
    state.gone = []
    state.winner = None
    state.seen = {}
    state.masks = masks
    state.bombs = [bool(mask_bombs(m, aces)) for m in masks]
    moves = (
        *map(_DEAL_MOVES[0].__getitem__, hands[0]),
        *map(_DEAL_MOVES[1].__getitem__, hands[1]),
        *map(_DEAL_MOVES[2].__getitem__, hands[2]),
    )
    state.events = [_new_event(Event, ("Dealt", None, moves, _LEADER[leader], _ALL_SEATS))]
    return state


def clone(state: RunFastState) -> RunFastState:
    """Field by field (compiled classes have no `__dict__`; a test holds this to every
    field of the state)."""
    new = RunFastState.__new__(RunFastState)
    new.options = state.options
    new.setup = state.setup
    new.deal_seed = state.deal_seed
    new.phase = state.phase
    new.current = state.current
    new.top = state.top
    new.top_seat = state.top_seat
    new.top_is_lead = state.top_is_lead
    new.passes = state.passes
    new.opening = state.opening
    new.need_3h = state.need_3h
    new.winner = state.winner
    # every mutable field gets its own copy
    new.hands = [list(h) for h in state.hands]
    new.played = list(state.played)
    new.ledger = list(state.ledger)
    new.trick = list(state.trick)
    new.gone = list(state.gone)
    new.events = list(state.events)
    new.seen = dict(state.seen)
    new.masks = list(state.masks)
    new.bombs = list(state.bombs)
    return new


# -- who acts and what is legal ---------------------------------------------------------------


def to_act(state: RunFastState) -> frozenset[Seat]:
    return _NOBODY if state.phase is _OVER else _SEATS[state.current]


def is_over(state: RunFastState) -> bool:
    return state.phase is _OVER


def legal_plays(state: RunFastState, seat: Seat) -> Sequence[Play]:
    """The plays `seat` may make now (the seat to act), in text order."""
    if state.phase is Phase.RESPOND:
        return beating(state.masks[seat], state.options, state.top)  # type: ignore[arg-type]
    return leads(state.masks[seat], state.options, state.opening and state.need_3h)


_ONLY_PASS: Final = (PASS,)
# Responses to a single or a pair by a hand without a bomb depend only on the hand's cards
# above the top: by [must_beat][kind][top's rank], the answers by those cards' mask.
_RESPONSES: Final[list[list[list[dict[int, Sequence[Action]]]]]] = [
    [[{} for _ in range(13)] for _ in range(PAIR + 1)] for _ in range(2)
]
_ABOVE: Final = tuple(4 * r + 4 for r in range(13))  # the shift that leaves the ranks above r
_OVER: Final = Phase.OVER
_RESPOND: Final = Phase.RESPOND
_LEAD: Final = Phase.LEAD


def legal_actions(state: RunFastState, seat: Seat) -> Sequence[Action]:
    """Sorted by text: `pass` (when allowed) first, then every `play`."""
    phase = state.phase
    if seat != state.current or phase is _OVER:
        return ()
    if phase is not _RESPOND:
        return leads(state.masks[seat], state.options, state.opening and state.need_3h)
    top = state.top
    assert top is not None
    kind = top.kind
    if kind > PAIR or state.bombs[seat]:
        return _responses(state.masks[seat], state.options, top)
    key = top.key
    answers = _RESPONSES[state.options.must_beat][kind][key]
    above = state.masks[seat] >> _ABOVE[key]
    answer = answers.get(above)
    if answer is None:
        if len(answers) > 2_000:
            answers.clear()
        found = plain_beating(state.masks[seat], state.options.three_aces_bomb, kind, key)
        if not found:
            answer = _ONLY_PASS
        elif state.options.must_beat:
            answer = found
        else:
            answer = (PASS, *found)
        answers[above] = answer
    return answer


def _responses(mask: int, opts: RunFastOptions, top: Combo) -> Sequence[Action]:
    found = beating(mask, opts, top)
    if not found:
        return _ONLY_PASS
    if type(found) is LeadList:
        return found if opts.must_beat else PassThenKeys(found.keys)
    return tuple(found) if opts.must_beat else (PASS, *found)


def why_illegal(state: RunFastState, seat: Seat, action: Action) -> Reason | None:
    """The reason `apply` would refuse `action`, or None; checks run turn, cards, shape, rules."""
    if state.phase is Phase.OVER:
        return reason(WRONG_PHASE)
    if seat != state.current:
        return reason(NOT_YOUR_TURN, seat=state.current)
    kind = type(action)
    opts = state.options
    if kind is Pass:
        if state.phase is not Phase.RESPOND:
            return reason("MUST_LEAD")
        if (
            opts.must_beat
            and state.top is not None
            and has_beating(rank_counts(state.hands[seat]), state.top, opts)
        ):
            return reason("MUST_BEAT", top=_top_text(state))
        return None
    if kind is not Play or action.suit is not None or action.wish is not None:  # type: ignore[union-attr]
        return reason(UNKNOWN_ACTION, action=str(action))
    cards = action.cards  # type: ignore[union-attr]
    hand = state.hands[seat]
    missing = [c for c in cards if c not in hand]
    if missing or len(set(cards)) != len(cards):
        return reason(CARDS_NOT_IN_HAND, cards=" ".join(map(str, missing or cards)))
    combo = classify(cards, state.opening, opts)
    if combo is None:
        return reason("NOT_A_COMBINATION", cards=" ".join(map(str, cards)))
    if state.opening and state.need_3h and H3 not in cards:
        return reason("MUST_INCLUDE_3H")
    if not opts.allow_breaking_bombs:
        counts = rank_counts(hand)
        for r in bomb_ranks(counts, opts):
            used = sum(1 for c in cards if RANK_OF[c] == r)
            if used and used != counts[r]:
                return reason("BOMB_MUST_STAY_WHOLE", rank=_rank_char(r))
    top = state.top if state.phase is Phase.RESPOND else None
    if top is not None and not beats(combo, top):
        if (
            top.kind == BOMB
            and combo.kind == BOMB
            or (combo.kind == top.kind and combo.size == top.size)
        ):
            return reason("TOO_LOW", top=_top_text(state))
        return reason(
            "TYPE_MISMATCH", top=_top_text(state), kind=KIND_NAMES[top.kind], size=top.size
        )
    return None


def _rank_char(r: int) -> str:
    return "3456789TJQKA2"[r]


def _top_text(state: RunFastState) -> str:
    return " ".join(map(str, state.trick[-1][1])) if state.trick else ""


# -- apply ------------------------------------------------------------------------------------


def apply(state: RunFastState, seat: Seat, action: Action, *, check: bool = True) -> list[Event]:
    """Apply one action and every automatic step after it; returns the events in order."""
    if check:
        why = why_illegal(state, seat, action)
        if why is not None:
            raise IllegalAction(why, action)
    if type(action) is Pass:
        if state.passes or state.phase is not _RESPOND:
            events: list[Event] = []
            _pass(state, seat, events)
            state.events += events
            return events
        # the first pass on a trick: nothing else happens
        state.passes = 1
        state.current = _NEXT[seat]
        event = _PASSED[seat]
    elif state.opening:
        events = []
        _play(state, seat, action, events)  # type: ignore[arg-type]
        state.events += events
        return events
    else:  # a play after the opening one, `_play` inline (the hot path)
        info = _PLAY_INFO[state.options.three_aces_bomb].get(id(action))
        if info is None:
            info = _play_info(action, state.options)  # type: ignore[arg-type]
        combo = info.combo
        assert combo is not None  # legal plays are combinations
        lead = state.phase is not _RESPOND
        made = info.events[2 * seat + lead]
        if made is None:
            made = info.events[2 * seat + lead] = _played(seat, info.cards, combo, lead)
        event = made
        hand = state.hands[seat]
        cards = info.cards
        for c in cards:
            hand.remove(c)
        state.masks[seat] ^= info.bits
        if state.bombs[seat]:
            state.bombs[seat] = bool(mask_bombs(state.masks[seat], state.options.three_aces_bomb))
        state.played[seat] = True
        state.trick.append((seat, cards))
        state.top = combo
        state.top_seat = seat
        state.top_is_lead = lead
        state.passes = 0
        if not hand:
            events = [event]
            _went_out(state, seat, combo, lead, events)
            state.events += events
            return events
        state.phase = _RESPOND
        state.current = _NEXT[seat]
    state.events.append(event)
    return [event]


_PASSED: Final = tuple(Event("Passed", s) for s in range(SEATS))
_OUT: Final = tuple(Event("Out", s) for s in range(SEATS))
_NEXT: Final = tuple((s + 1) % SEATS for s in range(SEATS))


class _PlayInfo:
    """What `_play` needs of a play after the opening one, worked out once: its combination,
    its card bits and its `Played` event for each (seat, lead), made when first needed. Kept
    by id of the `Play` and the `three_aces_bomb` flag (the entry holds the play, so that
    its id stays its own)."""

    def __init__(self, action: Play, combo: Combo | None, bits: int) -> None:
        self.action = action
        self.cards = action.cards
        self.combo = combo
        self.bits = bits
        self.events: list[Event | None] = [None] * 6


_PLAY_INFO: Final[tuple[dict[int, _PlayInfo], dict[int, _PlayInfo]]] = ({}, {})


def _play_info(action: Play, opts: RunFastOptions) -> _PlayInfo:
    table = _PLAY_INFO[opts.three_aces_bomb]
    info = table.get(id(action))
    if info is None:
        if len(table) > 10_000:
            table.clear()
        cards = action.cards
        info = table[id(action)] = _PlayInfo(action, classify(cards, False, opts), mask_of(cards))
    return info


def _played(p: Seat, cards: tuple[Card, ...], combo: Combo, lead: bool) -> Event:
    return Event(
        "Played",
        p,
        tuple(map(_TO_TABLE[p].__getitem__, cards)),
        (("cards", cards), *_describe(combo), ("lead", lead)),
    )


def _play(state: RunFastState, p: Seat, action: Play, events: list[Event]) -> None:
    """The opening play (`apply` makes the others inline)."""
    cards = action.cards
    lead = state.phase is not _RESPOND
    combo = classify(cards, True, state.options)
    assert combo is not None
    events.append(_played(p, cards, combo, lead))
    state.opening = False
    hand = state.hands[p]
    for c in cards:
        hand.remove(c)
    state.masks[p] ^= mask_of(cards)
    if state.bombs[p]:
        state.bombs[p] = bool(mask_bombs(state.masks[p], state.options.three_aces_bomb))
    state.played[p] = True
    state.trick.append((p, cards))
    state.top, state.top_seat, state.top_is_lead, state.passes = combo, p, lead, 0
    if not hand:
        _went_out(state, p, combo, lead, events)
        return
    state.phase = _RESPOND
    state.current = _NEXT[p]


def _went_out(state: RunFastState, p: Seat, combo: Combo, lead: bool, events: list[Event]) -> None:
    if combo.kind == BOMB and not lead:
        _bonus(state, p, events)
    events.append(_OUT[p])
    _finish(state, p, events)


_TO_TABLE: Final = [{c: Move(c, HAND[s], "table") for c in RANK_OF} for s in range(SEATS)]
_TO_GONE: Final = {c: Move(c, "table", "gone") for c in RANK_OF}
_DESCRIBED: Final[dict[Combo, tuple[tuple[str, object], ...]]] = {}


def _describe(combo: Combo) -> tuple[tuple[str, object], ...]:
    """The `Played` event's parameters that name the combination."""
    got = _DESCRIBED.get(combo)
    if got is None:
        got = _DESCRIBED[combo] = (
            ("kind", KIND_NAMES[combo.kind]),
            ("size", combo.size),
            ("rank", combo.key_rank()),
            ("bomb", combo.bomb_class()),
        )
    return got


def _pass(state: RunFastState, p: Seat, events: list[Event]) -> None:
    events.append(_PASSED[p])
    state.passes += 1
    if state.passes < SEATS - 1:
        state.current = (p + 1) % SEATS
        return
    top_seat = state.top_seat
    assert top_seat is not None and state.top is not None
    if state.top.kind == BOMB and not state.top_is_lead:
        _bonus(state, top_seat, events)
    cards = [c for _, played in state.trick for c in played]
    state.gone += cards
    state.trick = []
    moves = tuple(map(_TO_GONE.__getitem__, cards))
    events.append(_new_event(Event, ("TrickClosed", top_seat, moves, _LEADER[top_seat], ())))
    state.top, state.top_seat, state.top_is_lead, state.passes = None, None, False, 0
    state.phase = _LEAD
    state.current = top_seat


def _bonus(state: RunFastState, p: Seat, events: list[Event]) -> None:
    """Section 11.2: a response bomb on top when its trick closes (or the deal ends)."""
    amount = state.options.bomb_bonus
    for s in range(SEATS):
        state.ledger[s] += amount * (SEATS - 1) if s == p else -amount
    events.append(Event("BombBonus", p, (), (("amount", amount * (SEATS - 1)), ("each", amount))))


# -- the end of the deal ----------------------------------------------------------------------


def _finish(state: RunFastState, winner: Seat, events: list[Event]) -> None:
    state.phase = Phase.OVER
    state.winner = winner
    res = result(state)
    events.append(
        Event(
            "HandScored",
            None,
            (),
            (("points", res.points), ("winner", winner), ("shown", res.shown)),
        )
    )


def payment(state: RunFastState, loser: Seat) -> tuple[int, tuple[tuple[str, int], ...]]:
    """Section 11.1: what a loser pays the winner, with its parts for the scoring table."""
    opts = state.options
    hand = state.hands[loser]
    cards_part = len(hand) * opts.card_points
    doubled = not state.played[loser]
    if doubled:
        cards_part *= opts.never_played_multiplier
    spade = opts.spade_two_penalty if S2 in hand else 0
    bombs = len(mask_bombs(state.masks[loser], opts.three_aces_bomb))
    held = bombs * opts.unplayed_bomb_penalty
    parts = (
        ("cards", len(hand)),
        ("card_points", cards_part),
        ("doubled", int(doubled)),
        ("spade_two", spade),
        ("bombs_held", bombs),
        ("bomb_penalty", held),
    )
    return cards_part + spade + held, parts


def result(state: RunFastState) -> HandResult:
    """Points per seat: bomb bonuses plus the final payments; they always sum to zero."""
    winner = state.winner
    assert winner is not None
    points = list(state.ledger)
    lines: list[tuple[int, int, str, tuple[tuple[str, object], ...]]] = []
    for s in range(SEATS):
        if state.ledger[s]:
            lines.append((s, state.ledger[s], "bomb_bonus", ()))
    total = 0
    for s in range(SEATS):
        if s == winner:
            continue
        pay, parts = payment(state, s)
        points[s] -= pay
        total += pay
        lines.append((s, -pay, "final_payment", parts))
    points[winner] += total
    lines.append((winner, total, "collected", ()))
    if sum(points) != 0:
        raise RuntimeError(f"Run Fast settlement does not sum to zero: {points}")
    shown = tuple((s, tuple(state.hands[s])) for s in range(SEATS))
    return HandResult(tuple(points), True, (winner,), tuple(lines), shown)


def check_state(state: RunFastState) -> None:
    """Raise ValueError if a loaded position is not a decision point."""
    if state.phase is Phase.OVER:
        return
    if not legal_actions(state, state.current):
        raise ValueError("the seat to act has no legal action in this position")


__all__ = [
    "RunFastState",
    "Phase",
    "new_state",
    "clone",
    "to_act",
    "is_over",
    "legal_actions",
    "legal_plays",
    "why_illegal",
    "apply",
    "result",
    "payment",
    "IllegalAction",
    "ACE",
]
