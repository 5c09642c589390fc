"""What each seat may know of a Run Fast deal: observe, view, zones and sample_state.

Only the deal is private; every play and pass is public. A view is a frozen value with no
link to the state; `sample_state` deals the unseen cards to the two other seats so that
every pass in the log was forced (under `must_beat`) and every play was legal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Final

from ..cards import Card, sort_cards
from ..core import DealSetup, Event, Move, Seat, SeatView, Zone
from .combos import (
    BIT,
    BOMB,
    H3,
    RANK_OF,
    SINGLE,
    Combo,
    bomb_ranks,
    classify,
    combo_of,
    deck,
    has_beating,
    mask_of,
    rank_counts,
)
from .options import RunFastOptions
from .rules import DECISIONS, HAND, SEATS, Phase, RunFastState, clone

_HIDDEN: Final = {(s, d): Move(None, s, d) for s in ("deck",) for d in HAND}


def observe(event: Event, seat: Seat) -> Event | None:
    """The deal shows each seat its own cards only; everything else is public."""
    if event.key != "Dealt":
        return event
    own = HAND[seat]
    if all(m.card is None or m.dst == own for m in event.moves):
        return event
    moves = tuple(
        m if m.dst == own or m.card is None else _HIDDEN[m.src, m.dst] for m in event.moves
    )
    return Event(event.key, event.seat, moves, event.params, event.reveals)


@dataclass(frozen=True)
class RunFastView(SeatView):
    options: RunFastOptions
    leader: Seat | None  # the deal's forced opener (DealSetup.leader)
    top: tuple[Card, ...]  # the top play's cards, () when leading
    top_combo: Combo | None  # its meaning (kind, size, key)
    top_seat: Seat | None
    top_is_lead: bool
    passes: int
    opening: bool  # the opening play is still to come
    need_3h: bool
    played: tuple[bool, ...]  # per seat: has made a play this deal (public)
    ledger: tuple[int, ...]  # bomb bonuses so far
    gone: tuple[Card, ...]  # cards of closed tricks, in the order played
    winner: Seat | None


def zones(state: RunFastState) -> Mapping[Zone, tuple[Card, ...]]:
    out: dict[Zone, tuple[Card, ...]] = {"deck": ()}
    for s in range(SEATS):
        out[HAND[s]] = tuple(state.hands[s])
    out["table"] = tuple(c for _, cards in state.trick for c in cards)
    out["gone"] = tuple(state.gone)
    return out


def log_for(state: RunFastState, seat: Seat) -> tuple[Event, ...]:
    """The seat's observed events; only the first (the deal) differs between seats."""
    events = state.events
    if not events:
        return ()
    first = state.seen.get(seat)
    if first is None:
        first = observe(events[0], seat)
        assert first is not None
        state.seen[seat] = first
    return (first, *events[1:])


def view(state: RunFastState, seat: Seat) -> RunFastView:
    over = state.phase is Phase.OVER
    table_cards = sum(len(c) for _, c in state.trick)
    counts = (
        ("deck", 0),
        *((HAND[s], len(state.hands[s])) for s in range(SEATS)),
        ("table", table_cards),
        ("gone", len(state.gone)),
    )
    status: list[tuple[str, object]] = []
    if state.trick:
        status.append(("top", " ".join(map(str, state.trick[-1][1]))))
    passed = set()
    if state.phase is Phase.RESPOND and state.top_seat is not None:
        passed = {(state.top_seat + k) % SEATS for k in range(1, state.passes + 1)}
    badges = tuple(
        ("out",) if s == state.winner else ("passed",) if s in passed else () for s in range(SEATS)
    )
    return RunFastView.build(
        seat=seat,
        phase=state.phase.value,
        decision=None if over or seat != state.current else DECISIONS[state.phase],
        hand=sort_cards(state.hands[seat]),
        counts=counts,
        table=tuple(state.trick),
        turn=() if over else (state.current,),
        status=tuple(status),
        badges=badges,
        deal_number=state.setup.number,
        totals=state.setup.totals,
        log=log_for(state, seat),
        options=state.options,
        leader=state.setup.leader,
        top=state.trick[-1][1] if state.trick and state.phase is Phase.RESPOND else (),
        top_combo=state.top if state.phase is Phase.RESPOND else None,
        top_seat=state.top_seat,
        top_is_lead=state.top_is_lead,
        passes=state.passes,
        opening=state.opening,
        need_3h=state.need_3h,
        played=tuple(state.played),
        ledger=tuple(state.ledger),
        gone=tuple(state.gone),
        winner=state.winner,
    )


# -- sampling ---------------------------------------------------------------------------------


@dataclass
class _Fact:
    """What a past decision of `seat` proves about the hand it held then: that hand is its
    current hand plus `later` (what it played afterwards)."""

    seat: Seat
    later: list[Card]
    top: Combo | None = None  # a forced pass: no play beat this
    whole: int = -1  # a play broke no bomb of this rank (breaking off)
    holds: Card | None = None  # the opener held this card (3H)
    later_counts: list[int] = field(default_factory=list)  # rank counts of `later`


def _facts(v: RunFastView) -> list[_Fact]:
    """Read the log: passes that show a seat could not beat, plays that show it held no bomb
    of the rank it split, and who held 3H at the opening."""
    opts = v.options
    facts: list[_Fact] = []
    top: Combo | None = None
    first = True
    for e in v.log:
        key, s = e.key, e.seat
        if key == "Played":
            cards: tuple[Card, ...] = e.param("cards")
            for f in facts:
                if f.seat == s:
                    f.later.extend(cards)
            top = combo_of(cards, first, opts)
            if s != v.seat:
                if first and v.leader is None:
                    facts.append(_Fact(s, list(cards), holds=H3))  # type: ignore[arg-type]
                if not opts.allow_breaking_bombs and top is not None and top.kind != BOMB:
                    for r in {RANK_OF[c] for c in cards}:
                        facts.append(_Fact(s, list(cards), whole=r))  # type: ignore[arg-type]
            first = False
        elif key == "Passed":
            if s != v.seat and opts.must_beat and top is not None:
                facts.append(_Fact(s, [], top=top))  # type: ignore[arg-type]
        elif key == "TrickClosed":
            top = None
    if first and v.leader is None and v.turn and v.turn[0] != v.seat and H3 not in v.hand:
        facts.append(_Fact(v.turn[0], [], holds=H3))
    for f in facts:
        f.later_counts = rank_counts(f.later)
    return facts


def _holds(fact: _Fact, hand: list[Card], now: list[int], opts: RunFastOptions) -> bool:
    """Was the decision legal with `hand` (rank counts `now`) plus what the seat played later?"""
    if fact.holds is not None:
        return fact.holds in hand or fact.holds in fact.later
    counts = [x + y for x, y in zip(now, fact.later_counts, strict=True)]
    if fact.top is not None:
        return not has_beating(counts, fact.top, opts)
    return fact.whole not in bomb_ranks(counts, opts)


def _all_hold(facts: list[_Fact], hands: dict[Seat, list[Card]], opts: RunFastOptions) -> bool:
    if not facts:
        return True
    now = {s: rank_counts(cards) for s, cards in hands.items()}
    return all(_holds(f, hands[f.seat], now[f.seat], opts) for f in facts)


def _forced(facts: list[_Fact], unknown: list[Card]) -> dict[Seat, set[Card]]:
    """Cards a seat cannot hold now: those above a single it could not beat."""
    out: dict[Seat, set[Card]] = {}
    for f in facts:
        if f.top is not None and f.top.kind == SINGLE:
            out.setdefault(f.seat, set()).update(c for c in unknown if RANK_OF[c] > f.top.key)
    return out


_LAST: tuple[RunFastView, list[_Fact]] | None = None  # the search samples one view many times


def deal_hidden(v: RunFastView, rng: random.Random) -> list[list[Card]]:
    """Deal the cards `v` does not place to the other seats, respecting the log's facts.

    Rejection sampling over uniform deals (after placing the cards a single-card pass rules
    out) keeps the draw uniform; after 300 tries a repair walk takes over, and if the facts
    still fail, they are dropped (the hand sizes and known cards never are)."""
    opts = v.options
    me = v.seat
    known = mask_of(v.hand) | mask_of(v.gone) | mask_of([c for _, cs in v.table for c in cs])
    unknown = [c for c in deck(opts) if not BIT[c] & known]
    others = [s for s in range(SEATS) if s != me]
    sizes = {s: v.count(HAND[s]) for s in others}
    global _LAST
    if _LAST is not None and _LAST[0] is v:
        facts = _LAST[1]
    else:
        facts = _facts(v)
        _LAST = (v, facts)
    forbid = _forced(facts, unknown)
    a, b = others
    no_a, no_b = forbid.get(a, set()), forbid.get(b, set())
    fixed_a = [c for c in unknown if c in no_b and c not in no_a]
    fixed_b = [c for c in unknown if c in no_a and c not in no_b]
    free = [c for c in unknown if (c in no_a) == (c in no_b)]
    if len(fixed_a) > sizes[a] or len(fixed_b) > sizes[b]:
        fixed_a, fixed_b, free = [], [], list(unknown)
    need_a = sizes[a] - len(fixed_a)
    hands: dict[Seat, list[Card]] = {}
    for _ in range(300):
        rng.shuffle(free)
        hands = {a: fixed_a + free[:need_a], b: fixed_b + free[need_a:]}
        if _all_hold(facts, hands, opts):
            break
    else:
        hands = _repair(hands, facts, opts, rng, a, b)
    out = [list(v.hand) if s == me else hands[s] for s in range(SEATS)]
    return out


def _repair(
    hands: dict[Seat, list[Card]],
    facts: list[_Fact],
    opts: RunFastOptions,
    rng: random.Random,
    a: Seat,
    b: Seat,
) -> dict[Seat, list[Card]]:
    """Swap cards between the two hidden hands while that lowers the number of broken facts."""

    def broken(h: dict[Seat, list[Card]]) -> int:
        now = {s: rank_counts(cards) for s, cards in h.items()}
        return sum(1 for f in facts if not _holds(f, h[f.seat], now[f.seat], opts))

    best = broken(hands)
    for _ in range(2000):
        if best == 0 or not hands[a] or not hands[b]:
            break
        i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
        hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
        now = broken(hands)
        if now <= best:
            best = now
        else:
            hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
    return hands


def sample_state(v: RunFastView, rng: random.Random) -> RunFastState:
    """A full state consistent with `v`; a finished deal's hands are read from its scoring."""
    if v.phase == Phase.OVER.value:
        shown = dict(v.log[-1].param("shown"))
        hands = [list(shown[s]) for s in range(SEATS)]
    else:
        hands = deal_hidden(v, rng)
    phase = Phase(v.phase)
    top = v.top_combo
    if phase is Phase.OVER and v.table:
        top = classify(v.table[-1][1], v.opening, v.options)
    return RunFastState(
        options=v.options,
        setup=DealSetup(v.deal_number, 0, v.leader, v.totals),
        deal_seed=rng.getrandbits(64),
        hands=hands,
        phase=phase,
        current=v.turn[0] if v.turn else v.seat,
        top=top,
        top_seat=v.top_seat,
        top_is_lead=v.top_is_lead,
        passes=v.passes,
        opening=v.opening,
        need_3h=v.need_3h,
        played=list(v.played),
        ledger=list(v.ledger),
        trick=list(v.table),
        gone=list(v.gone),
        winner=v.winner,
        events=list(v.log),
    )


def sample_unseen(state: RunFastState, seat: Seat, rng: random.Random) -> RunFastState:
    """The deal as one who saw every hand knows it (the reference bot's sample): all 48 cards
    are dealt, so nothing is left unseen but the seed of later chance, drawn afresh."""
    new = clone(state)
    new.deal_seed = rng.getrandbits(64)
    return new


def with_hands(state: RunFastState, hands: list[list[Card]]) -> RunFastState:
    """The same position with the hands given (a search's step from one sample to the next):
    the tables the engine derives from the hands are built again, never carried over."""
    return replace(state, hands=hands, masks=[], bombs=[], events=list(state.events), seen={})
