"""Ghost Hand Euchre's deal: ranking, state, legal actions and `apply` (rules doc, 4 to 11).

The state is a plain mutable dataclass; `apply` is the only code that changes it. Hands are
kept in the order of their action texts, so the legal plays come out sorted by filtering.
Calls per seat are small ints: -1 not yet called, 0 pass, 3/4/5 a bid, 6 MOON.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from ..actions import Action, Bid, Moon, NameTrump, Pass, Play, Swap
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
    Params,
    Reason,
    Seat,
    deal_rng_seed,
    reason,
    shuffle,
)
from .options import EuchreOptions


class Phase(Enum):
    AUCTION = "AUCTION"
    AFTER_SWAP = "AFTER_SWAP"
    TRUMP = "TRUMP"
    PLAY = "PLAY"
    OVER = "OVER"


AUCTION: Final = Phase.AUCTION
AFTER_SWAP: Final = Phase.AFTER_SWAP
TRUMP: Final = Phase.TRUMP
PLAY: Final = Phase.PLAY
OVER: Final = Phase.OVER
DECISIONS: Final = {AUCTION: "auction", AFTER_SWAP: "after_swap", TRUMP: "trump", PLAY: "play"}

NOCALL: Final = -1
PASSED: Final = 0
MOON: Final = 6
SUITS: Final = "SHDC"
PARTNER: Final = {"S": "C", "C": "S", "H": "D", "D": "H"}
RANKS: Final = "9TJQKA"
# canonical order (3), interned
DECK: Final = tuple(Card.parse(r + s) for s in SUITS for r in RANKS)
TEXT_ORDER: Final = {c: i for i, c in enumerate(sorted(DECK, key=str))}
HAND: Final = ("hand:0", "hand:1", "hand:2")
WON: Final = ("won:0", "won:1", "won:2")

# Interned actions and events of the hot path.
PASS: Final = Pass()
SWAP: Final = Swap()
MOON_CALL: Final = Moon()
BIDS: Final = {3: Bid(3), 4: Bid(4), 5: Bid(5)}
PLAYS: Final = {c: Play((c,)) for c in DECK}
_PLAY_OF: Final = PLAYS.__getitem__
TRUMPS: Final = {t: NameTrump(t) for t in ("S", "H", "D", "C", "NT")}
_CALL_ACTION: Final[dict[int, Action]] = {0: PASS, 3: BIDS[3], 4: BIDS[4], 5: BIDS[5], 6: MOON_CALL}
CALL_TEXT: Final = {NOCALL: None, PASSED: "pass", 3: "bid 3", 4: "bid 4", 5: "bid 5", MOON: "moon"}
_CALLED: Final = {
    (s, v): Event("Called", s, (), (("call", CALL_TEXT[v]),))
    for s in range(3)
    for v in (0, 3, 4, 5, 6)
}
_TRUMP_NAMED: Final = {
    (s, t): Event("TrumpNamed", s, (), (("trump", t),))
    for s in range(3)
    for t in ("S", "H", "D", "C", "NT")
}
_THROWN_IN: Final = Event("ThrownIn", None)
_SEATS: Final = tuple(frozenset({s}) for s in range(3))
_NEXT: Final = (1, 2, 0)
_NOBODY: Final[frozenset[Seat]] = frozenset()
_TO_TABLE: Final = {(c, s): Move(c, HAND[s], "table") for c in DECK for s in range(3)}
_TO_WON: Final = tuple({c: Move(c, "table", WON[s]) for c in DECK} for s in range(3))
_PLAYED: Final = tuple(
    {c: Event("Played", s, (_TO_TABLE[c, s],), (("card", c),)) for c in DECK} for s in range(3)
)
_TRICKS_PARAMS: Final = tuple((("tricks", n),) for n in range(7))
_event: Final = tuple.__new__  # an Event from its five fields, without the named tuple's __new__


def _auction_actions(high: int, can_pass: bool, can_swap: bool) -> tuple[Action, ...]:
    """The calls above `high`, in text order: bid 3 < bid 4 < bid 5 < moon < pass < swap."""
    out: list[Action] = [_CALL_ACTION[v] for v in (3, 4, 5, 6) if v > high]
    if can_pass:
        out.append(PASS)
    if can_swap:
        out.append(SWAP)
    return tuple(out)


_AUCTION: Final = {
    (h, p, w): _auction_actions(h, p, w)
    for h in (0, 3, 4, 5, 6)
    for p in (False, True)
    for w in (False, True)
}
_TRUMP_ACTIONS: Final = {
    False: tuple(TRUMPS[t] for t in "CDHS"),
    True: tuple(TRUMPS[t] for t in ("C", "D", "H", "NT", "S")),
}


# -- ranking (section 7) ----------------------------------------------------------------------

_PLAIN: Final = {"9": 1, "T": 2, "J": 3, "Q": 4, "K": 5, "A": 6}


def _ranking(trump: str, left_bower: bool) -> tuple[dict[Card, str], dict[Card, int]]:
    """Effective suit and power of every card: trumps 100+ (right 108, left 107, A 106 ...),
    other cards A K Q J T 9 = 6..1 within their suit."""
    eff = {c: c.suit for c in DECK}
    power = {c: _PLAIN[c.rank] for c in DECK}
    if trump in PARTNER:
        for c in DECK:
            if c.suit == trump:
                power[c] = 100 + _PLAIN[c.rank]
        power[Card("J", trump)] = 108
        if left_bower:
            left = Card("J", PARTNER[trump])
            eff[left] = trump
            power[left] = 107
    return eff, power


TABLES: Final = {
    (t, lb): _ranking(t, lb) for t in ("S", "H", "D", "C", "NT", "") for lb in (False, True)
}


def _trick_keys(trump: str, lb: bool) -> dict[str, dict[Card, int]]:
    """Per led suit: a card's strength in the trick (0 = cannot win)."""
    eff, power = TABLES[trump, lb]
    return {
        led: {
            c: power[c] + 1000 if eff[c] == trump else power[c] if eff[c] == led else 0
            for c in DECK
        }
        for led in SUITS
    }


TRICK_KEYS: Final = {key: _trick_keys(*key) for key in TABLES}
# Per trump and led suit: a card's play if it follows suit, else None (legal_actions' filter).
FOLLOWS: Final = {
    key: {
        s: {c: PLAYS[c] if TABLES[key][0][c] == s else None for c in DECK}.__getitem__
        for s in SUITS
    }
    for key in TABLES
}
_BOUND: Final = {key: (TABLES[key][0], TRICK_KEYS[key], FOLLOWS[key]) for key in TABLES}


def effective_suit(card: Card, trump: str, left_bower: bool = True) -> str:
    return TABLES[trump, left_bower][0][card]


def ranking(suit: str, trump: str, left_bower: bool = True) -> list[Card]:
    """The cards of effective suit `suit`, high to low, once `trump` is named."""
    eff, power = TABLES[trump, left_bower]
    return sorted((c for c in DECK if eff[c] == suit), key=lambda c: -power[c])


def trick_winner(cards: list[Card] | tuple[Card, ...], trump: str, left_bower: bool = True) -> int:
    """The index in `cards` (leader first) of the card that wins the trick (section 9)."""
    eff, power = TABLES[trump, left_bower]
    led = eff[cards[0]]
    best, best_key = 0, -1
    for i, c in enumerate(cards):
        s = eff[c]
        key = power[c] + 1000 if s == trump else (power[c] if s == led else 0)
        if key > best_key:
            best, best_key = i, key
    return best


# -- the state --------------------------------------------------------------------------------


@dataclass
class EuchreState:
    options: EuchreOptions
    setup: DealSetup
    deal_seed: int
    hands: list[list[Card]]  # each in action-text order
    ghost: list[Card]  # the untouched ghost hand (empty after a swap)
    dead: list[Card]  # the swapper's former hand (empty if nobody swapped)
    phase: Phase
    current: Seat
    calls: list[int]
    high: int = 0
    declarer: Seat | None = None
    swapper: Seat | None = None
    trump: str = ""
    leader: Seat = 0
    table: list[Card] = field(default_factory=list)  # the running trick, leader first
    tricks: list[int] = field(default_factory=lambda: [0, 0, 0])
    won: list[list[Card]] = field(default_factory=lambda: [[], [], []])
    reneges: list[int] = field(default_factory=lambda: [0, 0, 0])
    thrown_in: bool = False
    voids: list[str] = field(default_factory=lambda: ["", "", ""])  # shown by not following
    events: list[Event] = field(default_factory=list)
    gone: list[Card] = field(default_factory=list)  # only in loaded positions

    def __post_init__(self) -> None:
        self.bind_trump()

    def bind_trump(self) -> None:
        """Keep the ranking tables of the current trump at hand (not fields: derived)."""
        self.eff, self.keys, self.follows = _BOUND[self.trump, self.options.left_bower]

    @property
    def dealer(self) -> Seat:
        return self.setup.dealer

    @property
    def contract(self) -> int:
        return self.high if self.declarer is not None else 0


def text_sorted(cards: list[Card] | tuple[Card, ...]) -> list[Card]:
    return sorted(cards, key=TEXT_ORDER.__getitem__)


def new_state(options: EuchreOptions, seed: int, setup: DealSetup) -> EuchreState:
    """Shuffle and deal per section 4 and CONTRACT 1.7: `c[k]` to `[(d+1), (d+2), d, G][k % 4]`."""
    rng = random.Random(deal_rng_seed(seed, setup.number))
    deck = list(DECK)
    shuffle(rng, deck)
    return deal(options, setup, deck, rng.getrandbits(64))


# Per dealer: for each position k of the shuffled deck, the move of a card to its zone.
_DEAL_BY_POSITION: Final = tuple(
    tuple(
        {c: Move(c, "deck", z) for c in DECK}
        for k in range(24)
        for z in [(HAND[(d + 1) % 3], HAND[(d + 2) % 3], HAND[d], "ghost")[k % 4]]
    )
    for d in range(3)
)


_DEALER_PARAMS: Final = tuple((("dealer", d),) for d in range(3))


def deal(options: EuchreOptions, setup: DealSetup, deck: list[Card], deal_seed: int) -> EuchreState:
    """The deal of an ordered deck (Example 3 deals the canonical order unshuffled)."""
    d = setup.dealer
    key = TEXT_ORDER.__getitem__
    hands: list[list[Card]] = [[], [], []]
    hands[(d + 1) % 3] = sorted(deck[0::4], key=key)
    hands[(d + 2) % 3] = sorted(deck[1::4], key=key)
    hands[d] = sorted(deck[2::4], key=key)
    moves = tuple(map(dict.__getitem__, _DEAL_BY_POSITION[d], deck))
    dealt = _event(Event, ("Dealt", None, moves, _DEALER_PARAMS[d], (0, 1, 2)))
    return EuchreState(
        options,
        setup,
        deal_seed,
        hands,
        sorted(deck[3::4], key=key),
        [],
        AUCTION,
        (d + 1) % 3,
        [NOCALL, NOCALL, NOCALL],
        0,
        None,
        None,
        "",
        0,
        [],
        [0, 0, 0],
        [[], [], []],
        [0, 0, 0],
        False,
        ["", "", ""],
        [dealt],
        [],
    )


def clone(state: EuchreState) -> EuchreState:
    """Field by field (compiled classes have no `__dict__`; a test holds this to every
    field of the state)."""
    new = EuchreState.__new__(EuchreState)
    new.options = state.options
    new.setup = state.setup
    new.deal_seed = state.deal_seed
    new.phase = state.phase
    new.current = state.current
    new.high = state.high
    new.declarer = state.declarer
    new.swapper = state.swapper
    new.trump = state.trump
    new.leader = state.leader
    new.thrown_in = state.thrown_in
    # every mutable field gets its own copy
    h = state.hands
    new.hands = [h[0][:], h[1][:], h[2][:]]
    new.ghost = state.ghost[:]
    new.dead = state.dead[:]
    new.calls = state.calls[:]
    new.table = state.table[:]
    new.tricks = state.tricks[:]
    w = state.won
    new.won = [w[0][:], w[1][:], w[2][:]]
    new.reneges = state.reneges[:]
    new.voids = state.voids[:]
    new.events = state.events[:]
    new.gone = state.gone[:]
    new.eff, new.keys, new.follows = state.eff, state.keys, state.follows  # see bind_trump
    return new


# -- who acts and what is legal ---------------------------------------------------------------


def to_act(state: EuchreState) -> frozenset[Seat]:
    return _NOBODY if state.phase is OVER else _SEATS[state.current]


def is_over(state: EuchreState) -> bool:
    return state.phase is OVER


def led_suit(state: EuchreState) -> str | None:
    """The effective suit of the card led to the running trick, if any."""
    if not state.table:
        return None
    return TABLES[state.trump, state.options.left_bower][0][state.table[0]]


def playable(state: EuchreState, seat: Seat) -> list[Card]:
    """The cards `seat` may play without a renege (8.4): the led effective suit if held."""
    hand = state.hands[seat]
    if not state.table:
        return hand
    eff = state.eff
    led = eff[state.table[0]]
    follow = [c for c in hand if eff[c] == led]
    return follow or hand


def _stuck(state: EuchreState, seat: Seat) -> bool:
    """Stick the dealer (6.8): the dealer may not pass when both others passed."""
    return state.options.stick_the_dealer and seat == state.setup.dealer and state.high == 0


def _can_swap(state: EuchreState) -> bool:
    return state.options.ghost_swap and state.swapper is None


def legal_actions(state: EuchreState, seat: Seat) -> tuple[Action, ...]:
    if seat != state.current:
        return ()
    phase = state.phase
    if phase is PLAY:
        hand = state.hands[seat]
        table = state.table
        if table:
            follow = tuple(filter(None, map(state.follows[state.eff[table[0]]], hand)))
            if follow:
                return follow
        return tuple(map(_PLAY_OF, hand))
    if phase is OVER:
        return ()
    if phase is AUCTION:
        return _AUCTION[state.high, not _stuck(state, seat), _can_swap(state)]
    if phase is AFTER_SWAP:
        return _AUCTION[state.high, not _stuck(state, seat), False]
    return _TRUMP_ACTIONS[state.options.no_trump]


def why_illegal(state: EuchreState, seat: Seat, action: Action) -> Reason | None:
    """The reason `apply` would refuse `action`, or None; checks run turn, cards, shape, rules."""
    phase = state.phase
    kind = type(action)
    if phase is OVER:
        return reason(WRONG_PHASE, phase="OVER")
    if kind is NameTrump and phase is TRUMP and seat != state.declarer:
        return reason("NOT_DECLARER", declarer=state.declarer)
    if seat != state.current:
        return reason(NOT_YOUR_TURN, seat=state.current)
    if kind is Play:
        return _why_play(state, seat, action)  # type: ignore[arg-type]
    if kind is Swap:
        if phase is AFTER_SWAP:
            return reason("SWAP_NOT_AVAILABLE", why="used", seat=state.swapper)
        if phase is not AUCTION:
            return reason(WRONG_PHASE, phase=phase.value)
        if not state.options.ghost_swap:
            return reason("SWAP_NOT_AVAILABLE", why="off")
        if state.swapper is not None:
            return reason("SWAP_NOT_AVAILABLE", why="used", seat=state.swapper)
        return None
    if kind in (Pass, Bid, Moon):
        if phase is not AUCTION and phase is not AFTER_SWAP:
            return reason(WRONG_PHASE, phase=phase.value)
        if kind is Pass:
            return reason("DEALER_MUST_BID") if _stuck(state, seat) else None
        value = MOON if kind is Moon else action.n  # type: ignore[union-attr]
        if value not in (3, 4, 5, MOON):
            return reason(UNKNOWN_ACTION, action=str(action), why="bid_range")
        if value <= state.high:
            return reason("BID_TOO_LOW", high=CALL_TEXT[state.high])
        return None
    if kind is NameTrump:
        if phase is not TRUMP:
            return reason(WRONG_PHASE, phase=phase.value)
        suit = action.suit  # type: ignore[union-attr]
        if suit == "NT":
            return None if state.options.no_trump else reason("NO_TRUMP_OFF")
        if suit not in PARTNER:
            return reason(UNKNOWN_ACTION, action=str(action), why="suit")
        return None
    return reason(UNKNOWN_ACTION, action=str(action))


def _why_play(state: EuchreState, seat: Seat, action: Play) -> Reason | None:
    if state.phase is not PLAY:
        return reason(WRONG_PHASE, phase=state.phase.value)
    if len(action.cards) != 1 or action.suit is not None or action.wish is not None:
        return reason(UNKNOWN_ACTION, action=str(action), why="one_card")
    c = action.cards[0]
    if c not in state.hands[seat]:
        return reason(CARDS_NOT_IN_HAND, cards=str(c))
    if c not in playable(state, seat) and state.options.renege_mode == "prevent":
        led = state.table[0]
        return reason("MUST_FOLLOW_SUIT", suit=led_suit(state), led=str(led))
    return None


# -- apply ------------------------------------------------------------------------------------


def apply(state: EuchreState, seat: Seat, action: Action, *, check: bool = True) -> list[Event]:
    """Apply one action and every automatic step after it; returns the events in order."""
    if check:
        why = why_illegal(state, seat, action)
        if why is not None:
            raise IllegalAction(why, action)
    kind = type(action)
    if kind is Play:
        events = _play(state, seat, action.cards[0])  # type: ignore[union-attr]
    elif kind is NameTrump:
        state.trump = action.suit  # type: ignore[union-attr, assignment]
        state.bind_trump()
        state.phase = PLAY
        state.leader = state.current = seat
        events = [_TRUMP_NAMED[seat, state.trump]]
    elif kind is Swap:
        events = [_swap(state, seat)]
    else:
        value = PASSED if kind is Pass else MOON if kind is Moon else action.n  # type: ignore
        events = _call(state, seat, value)
    state.events.extend(events)
    return events


_TO_DEAD: Final = tuple({c: Move(c, HAND[s], "dead") for c in DECK} for s in range(3))
_FROM_GHOST: Final = tuple({c: Move(c, "ghost", HAND[s]) for c in DECK} for s in range(3))


def _swap(state: EuchreState, s: Seat) -> Event:
    old = state.hands[s]
    moves = (*map(_TO_DEAD[s].__getitem__, old), *map(_FROM_GHOST[s].__getitem__, state.ghost))
    state.dead = old
    state.hands[s] = state.ghost
    state.ghost = []
    state.swapper = s
    state.phase = AFTER_SWAP
    return Event("Swapped", s, moves, (), (s,))


def _call(state: EuchreState, s: Seat, value: int) -> list[Event]:
    state.calls[s] = value
    if value:
        state.high = value
        state.declarer = s
    events = [_CALLED[s, value]]
    if s != state.setup.dealer:
        state.current = (s + 1) % 3
        state.phase = AUCTION
    elif state.declarer is None:
        state.phase = OVER
        state.thrown_in = True
        events.append(_THROWN_IN)
    else:
        state.phase = TRUMP
        state.current = state.declarer
    return events


def _play(state: EuchreState, s: Seat, c: Card) -> list[Event]:
    table = state.table
    eff = state.eff
    mine = eff[c]
    voids = state.voids
    if voids[s] and mine in voids[s]:  # a penalized renege showed: the void was false
        voids[s] = voids[s].replace(mine, "")
    if not table:
        state.hands[s].remove(c)
        table.append(c)
        state.current = _NEXT[s]
        return [_PLAYED[s][c]]
    events = [_PLAYED[s][c]]
    led = eff[table[0]]
    if mine != led:
        if state.options.renege_mode == "penalize" and c not in playable(state, s):
            state.reneges[s] += 1
            events.append(Event("Renege", s, (), (("card", c),)))
        if led not in voids[s]:
            voids[s] += led
    state.hands[s].remove(c)
    table.append(c)
    if len(table) < 3:
        state.current = _NEXT[s]
        return events
    keys = state.keys[led]
    a, b, d = table
    ka, kb, kd = keys[a], keys[b], keys[d]
    w = _NEXT[s] if ka > kb and ka > kd else (_NEXT[_NEXT[s]] if kb > kd else s)
    state.tricks[w] += 1
    state.won[w] += table
    to_won = _TO_WON[w]
    events.append(
        _event(
            Event,
            ("TrickWon", w, (to_won[a], to_won[b], to_won[d]), _TRICKS_PARAMS[state.tricks[w]], ()),
        )
    )
    state.table = []
    state.leader = state.current = w
    if not state.hands[w]:
        _finish(state, events)
    return events


# -- the end of the deal (sections 10 and 11) -------------------------------------------------


def _finish(state: EuchreState, events: list[Event]) -> None:
    state.phase = OVER
    events.append(
        Event(
            "HandScored",
            None,
            (),
            (
                ("declarer", state.declarer),
                ("contract", CALL_TEXT[state.high]),
                ("tricks", tuple(state.tricks)),
                ("reneges", tuple(state.reneges)),
                ("points", points(state)),
                ("dead", tuple(state.dead or state.ghost)),
            ),
        )
    )


def points(state: EuchreState) -> tuple[int, int, int]:
    """Section 10 in short: what `score_lines` adds up to."""
    opts = state.options
    pts = list(state.tricks)
    d, contract = state.declarer, state.high
    if d is not None:
        t = pts[d]
        if contract == MOON:
            pts[d] = opts.moon_points if t == 6 else -opts.moon_fail_penalty
        elif t < contract:
            pts[d] = -contract
    r = state.reneges
    if r[0] or r[1] or r[2]:
        pen = opts.renege_penalty
        pts = [p - pen * k for p, k in zip(pts, r, strict=True)]
    return pts[0], pts[1], pts[2]


def score_lines(state: EuchreState) -> list[tuple[int, int, str, Params]]:
    """The scoring table of section 10, one line per item."""
    opts = state.options
    lines: list[tuple[int, int, str, Params]] = []
    d, contract = state.declarer, state.high
    for s in range(3):
        t = state.tricks[s]
        if s != d:
            lines.append((s, t, "tricks", (("tricks", t),)))
        elif contract == MOON:
            if t == 6:
                lines.append((s, opts.moon_points, "moon_made", (("tricks", t),)))
            else:
                lines.append((s, -opts.moon_fail_penalty, "moon_failed", (("tricks", t),)))
        elif t >= contract:
            lines.append((s, t, "contract_made", (("contract", contract), ("tricks", t))))
        else:
            lines.append((s, -contract, "set", (("contract", contract), ("tricks", t))))
        if state.reneges[s]:
            lines.append(
                (
                    s,
                    -opts.renege_penalty * state.reneges[s],
                    "renege",
                    (("count", state.reneges[s]),),
                )
            )
    return lines


def result(state: EuchreState) -> HandResult:
    """Points per seat for this deal; a thrown-in deal is not counted. The deal's winners
    are the seats with the most points in it (the doc names no deal winner; see the report)."""
    if state.thrown_in:
        return HandResult((0, 0, 0), False)
    lines = score_lines(state)
    pts = points(state)
    top = max(pts)
    winners = tuple(s for s in range(3) if pts[s] == top)
    return HandResult(pts, True, winners, tuple(lines), ())


def check_state(state: EuchreState) -> None:
    """Raise ValueError if a loaded position is not a decision point."""
    if state.phase is OVER:
        return
    if not legal_actions(state, state.current):
        raise ValueError("the seat to act has no legal action in this position")


__all__ = [
    "EuchreState",
    "Phase",
    "new_state",
    "deal",
    "clone",
    "to_act",
    "is_over",
    "legal_actions",
    "why_illegal",
    "apply",
    "result",
    "playable",
    "trick_winner",
    "ranking",
    "effective_suit",
    "IllegalAction",
]
