"""What each seat may know of a Pis Yedili deal: observe, view, zones and sample_state.

A view is a frozen value with no link to the state; `sample_state` deals the cards a view
does not place so that every draw the log shows was legal with the sampled cards.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Final

from ..actions import Action, Draw, Pass, Play, Take
from ..cards import Card, sort_cards
from ..core import DealSetup, Event, Move, Seat, SeatView, Zone
from .options import PisOptions
from .rules import DECISIONS, DECK, HAND, Phase, PisState, allowed_on, clone

_SEVENS: Final = frozenset(c for c in DECK if c.rank == "7")
_CLUBS: Final = frozenset(c for c in DECK if c.suit == "C")

_PRIVATE: Final = frozenset({"Dealt", "Drew", "Took"})


def observe(event: Event, seat: Seat) -> Event | None:
    """Cards dealt or drawn are seen only by the seat that receives them."""
    if event.key not in _PRIVATE:
        return event
    own = HAND[seat]
    if all(m.card is None or m.dst == own for m in event.moves):
        return event
    moves = tuple(m if m.dst == own else Move(None, m.src, m.dst) for m in event.moves)
    return Event(event.key, event.seat, moves, event.params, event.reveals)


@dataclass(frozen=True)
class PisView(SeatView):
    options: PisOptions
    dealer: Seat
    top: Card | None
    top_seat: Seat | None
    active_suit: str
    direction: str
    pending: int
    drawn: int  # draws by the seat to act during this turn (public)
    draws: tuple[int, ...]  # cards drawn per seat this deal (public)
    discard: tuple[Card, ...]  # the pile, top first (every card was played face up)
    reshuffles: int


def zones(state: PisState) -> Mapping[Zone, tuple[Card, ...]]:
    out: dict[Zone, tuple[Card, ...]] = {"deck": ()}
    for s, hand in enumerate(state.hands):
        out[HAND[s]] = tuple(hand)
    out["stock"] = tuple(reversed(state.stock))
    out["discard"] = tuple(reversed(state.discard))
    if state.aside:
        out["aside"] = tuple(state.aside)
    return out


def log_for(state: PisState, seat: Seat) -> tuple[Event, ...]:
    """The seat's observed events; extends the state's cache with what happened since."""
    log = state.logs.get(seat)
    if log is None:
        log = state.logs[seat] = []
    events = state.events
    # The cache holds one observed entry per event (every Pis event is observed by all).
    for e in events[len(log) :]:
        log.append(observe(e, seat))  # type: ignore[arg-type]
    return tuple(log)


def view(state: PisState, seat: Seat) -> PisView:
    n = state.n
    over = state.phase is Phase.OVER
    counts = (
        ("deck", 0),
        *((HAND[s], len(state.hands[s])) for s in range(n)),
        ("stock", len(state.stock)),
        ("discard", len(state.discard)),
    )
    top = state.discard[-1] if state.discard else None
    direction = "CW" if state.direction == 1 else "ACW"
    status: list[tuple[str, object]] = [("direction", direction)]
    if top is not None:
        status.append(("suit", state.active_suit))
    if state.pending:
        status.append(("pending", state.pending))
    badges = tuple(("dealer",) if s == state.setup.dealer else () for s in range(n))
    table = ((state.top_seat, (top,)),) if top is not None and state.top_seat is not None else ()
    return PisView.build(
        seat=seat,
        phase=state.phase.value,
        decision=None if over or seat != state.current else DECISIONS[state.phase],
        hand=sort_cards(state.hands[seat]),
        counts=counts,
        table=table,
        turn=() if over else (state.current,),
        status=tuple(status),
        badges=badges,
        deal_number=state.setup.number,
        totals=state.setup.totals,
        log=log_for(state, seat),
        options=state.options,
        dealer=state.setup.dealer,
        top=top,
        top_seat=state.top_seat,
        active_suit=state.active_suit,
        direction=direction,
        pending=state.pending,
        drawn=state.drawn,
        draws=tuple(state.draws),
        discard=tuple(reversed(state.discard)),
        reshuffles=state.reshuffles,
    )


# -- sampling ---------------------------------------------------------------------------------


@dataclass
class _Deduction:
    """At some point `seat` held none of `forbidden`, except cards acquired after it."""

    seat: Seat
    forbidden: frozenset[Card]
    acquired_after: int = 0
    played_after: list[Card] | None = None


def _deductions(v: PisView, habits: bool = False) -> list[_Deduction]:
    """Read the log: which draws proved that the drawer held no club / no legal card then.

    With `habits`, also what a player who plays whenever something sensible plays shows: a
    voluntary draw that it held nothing legal, a pass after a draw or an Ace that it held
    nothing legal but Jacks, taking a penalty that it held no seven. The rules do not prove
    these (a player may draw or pass at will), so they are an assumption about the others."""
    opts = v.options
    found: list[_Deduction] = []
    top: Card | None = None
    suit = ""
    opening = True
    follow_up = False
    drawn_this_turn: dict[Seat, int] = {}
    took: set[Seat] = set()
    for e in v.log:
        key, s = e.key, e.seat
        if habits and s is not None and s != v.seat and top is not None:
            if key == "Passed" and (follow_up or drawn_this_turn.get(s, 0)):
                no_jacks = frozenset(c for c in _legal_on(top, suit) if c.rank != "J")
                found.append(_Deduction(s, no_jacks, 0, []))
            elif key == "Took" and s not in took:
                found.append(_Deduction(s, _SEVENS, 0, []))
        if key == "Played":
            top, suit = e.param("card"), e.param("card").suit
            follow_up = top.rank == "A" and not opening and opts.ace_rule == "optional_follow"
            opening = False
            drawn_this_turn.clear()
            took.clear()
            for d in found:
                if d.seat == e.seat and d.played_after is not None:
                    d.played_after.append(e.param("card"))
        elif key == "SuitNamed":
            suit = e.param("suit")
        elif key in ("Passed", "Took"):
            drawn_this_turn.clear()
            follow_up = False
            if key == "Took" and s is not None:
                took.add(s)  # one event per card taken: one deduction for the whole penalty
        if key in ("Drew", "Took"):
            for d in found:
                if d.seat == e.seat:
                    d.acquired_after += len(e.moves)
        if key == "Drew" and e.seat != v.seat:
            assert s is not None
            before = drawn_this_turn.get(s, 0)
            drawn_this_turn[s] = before + 1
            if opening:
                forbidden = _CLUBS
            elif before >= 1 or not opts.voluntary_draw or habits:
                forbidden = _legal_on(top, suit)
            else:
                continue
            found.append(_Deduction(s, forbidden, 1, []))
    return found


def _legal_on(top: Card | None, suit: str) -> frozenset[Card]:
    return allowed_on(top, suit) if top is not None else frozenset()


def _holds(deds: list[_Deduction], hands: dict[Seat, list[Card]]) -> bool:
    for d in deds:
        bad = sum(1 for c in hands[d.seat] if c in d.forbidden)
        bad += sum(1 for c in d.played_after or () if c in d.forbidden)
        if bad > d.acquired_after:
            return False
    return True


def sample_state(v: PisView, rng: random.Random, habits: bool = False) -> PisState:
    """A full state consistent with `v`: hidden hands and the stock dealt under the log's facts
    (with `habits`, also under what the others' draws and passes suggest, see `_deductions`;
    where no deal meets those, under the log's facts alone)."""
    n = v.options.num_players
    me = v.seat
    known = set(v.hand) | set(v.discard)
    unknown = [c for c in DECK if c not in known]
    stock_n = v.count("stock")
    sizes = {s: v.count(HAND[s]) for s in range(n) if s != me}
    deds = _deductions(v, habits)
    pool_for_stock: list[Card] | None = None
    if v.reshuffles:
        last = [e for e in v.log if e.key == "Reshuffled"][-1]
        pool_for_stock = [m.card for m in last.moves if m.card is not None and m.card not in known]
    hands: dict[Seat, list[Card]] = {}
    stock: list[Card] = []
    for attempt in range(200):
        if pool_for_stock is not None:
            stock = rng.sample(pool_for_stock, stock_n)
            rest = [c for c in unknown if c not in set(stock)]
            rng.shuffle(rest)
        else:
            rest = list(unknown)
            rng.shuffle(rest)
        if attempt >= 20:  # guided proposal: constrained seats take allowed cards first
            rest = _guided(rest, sizes, deds)
        if pool_for_stock is None:  # the stock takes what the hands leave
            held = sum(sizes.values())
            rest, stock = rest[:held], rest[held:]
        hands = {}
        i = 0
        for s in sorted(sizes):
            hands[s] = rest[i : i + sizes[s]]
            i += sizes[s]
        if not deds or _holds(deds, hands):
            break
    else:
        if habits:  # the others did not play by habit: the log's facts alone
            return sample_state(v, rng)
    all_hands = [list(v.hand) if s == me else hands[s] for s in range(n)]
    rng.shuffle(stock)
    setup_totals = v.totals
    state = PisState(
        options=v.options,
        setup=DealSetup(v.deal_number, v.dealer, None, setup_totals),
        deal_seed=rng.getrandbits(64),
        hands=all_hands,
        stock=stock,
        discard=list(reversed(v.discard)),
        phase=Phase(v.phase),
        current=v.turn[0] if v.turn else me,
        direction=1 if v.direction == "CW" else -1,
        active_suit=v.active_suit,
        pending=v.pending,
        drawn=v.drawn,
        top_seat=v.top_seat,
        draws=list(v.draws),
        reshuffles=v.reshuffles,
        events=list(v.log),
    )
    if state.phase is Phase.OVER:
        state.end = "sampled"
    # Every seat's log, once per sample rather than once per rollout cloned from it.
    state.logs = {q: [observe(e, q) for e in state.events] for q in range(n)}  # type: ignore[misc]
    return state


def _guided(rest: list[Card], sizes: dict[Seat, int], deds: list[_Deduction]) -> list[Card]:
    """Reorder `rest` so that each constrained seat's slice avoids its forbidden cards."""
    forbid: dict[Seat, set[Card]] = {}
    for d in deds:
        forbid.setdefault(d.seat, set()).update(d.forbidden)
    pool = list(rest)
    slices: dict[Seat, list[Card]] = {}
    for s in sorted(sizes, key=lambda s: -len(forbid.get(s, ()))):
        bad = forbid.get(s, set())
        good = [c for c in pool if c not in bad]
        take = good[: sizes[s]]
        if len(take) < sizes[s]:
            take += [c for c in pool if c in bad][: sizes[s] - len(take)]
        slices[s] = take
        chosen = set(take)
        pool = [c for c in pool if c not in chosen]
    out: list[Card] = []
    for s in sorted(sizes):
        out.extend(slices[s])
    return out + pool


def sample_unseen(state: PisState, seat: Seat, rng: random.Random) -> PisState:
    """The deal as one who saw every hand knows it (the reference bot's sample): every hand
    as it is; the stock's order, and the seed of any later reshuffle, drawn afresh."""
    new = clone(state)
    rng.shuffle(new.stock)
    new.deal_seed = rng.getrandbits(64)
    return new


# -- the others' past decisions ----------------------------------------------------------------


@dataclass(frozen=True)
class PastDecision:
    """One decision another seat made, with everything public at that moment: `position`
    is a scratch state of that moment whose hands are empty (the seat's hand is put in to ask
    the engine what was legal), `counts` the hand sizes then, `played` every card played
    before it."""

    seat: Seat
    action: Action
    position: PisState
    counts: tuple[int, ...]
    played: tuple[Card, ...]


# A seat's history, walked backwards from its hand now: ("play", card) puts a card it played
# back, ("draw", count, hint, suspects) takes out what it drew (the hint: the card it played
# straight after that draw, which must have been the drawn one; the suspects: cards it showed
# it lacked before, by drawing or passing instead of playing them, or taking instead of
# playing a seven), ("decide", index) is a PastDecision.
Step = tuple[Any, ...]


def past_decisions(v: PisView) -> tuple[list[PastDecision], dict[Seat, list[Step]]]:
    """Replay the log: every decision of the other seats, and each seat's steps in order.

    Empty under a reshuffle (cards then come back from the pile, which this replay does not
    follow)."""
    opts = v.options
    n = opts.num_players
    found: list[PastDecision] = []
    steps: dict[Seat, list[Step]] = {s: [] for s in range(n) if s != v.seat}
    if v.reshuffles or not v.log or v.log[0].key != "Dealt":
        return found, steps
    counts = [0] * n
    stock = 0
    for m in v.log[0].moves:
        if m.dst == "stock":
            stock += 1
        else:
            counts[HAND.index(m.dst)] += 1
    top: Card | None = None
    suit, pending, direction, drawn = "", 0, 1, 0
    opening, follow_up = True, False
    played: list[Card] = []
    lacked: dict[Seat, set[Card]] = {s: set() for s in steps}
    log = v.log
    i = 1
    while i < len(log):
        e = log[i]
        key, s = e.key, e.seat
        if key not in ("Played", "Drew", "Took", "Passed") or s is None:
            if key == "DirectionChanged":
                direction = 1 if e.param("direction") == "CW" else -1
            elif key == "PenaltyRaised":
                pending = e.param("pending")
            elif key == "SuitNamed":
                suit = e.param("suit")
            i += 1
            continue
        if opening:
            phase = Phase.OPENING
        elif pending:
            phase = Phase.PENALTY
        elif follow_up:
            phase = Phase.FOLLOW_UP
        elif drawn:
            phase = Phase.AFTER_DRAW
        else:
            phase = Phase.TURN
        action: Action
        effect: Step
        took = 1
        if key == "Played":
            card = e.param("card")
            named = log[i + 1] if i + 1 < len(log) else None
            jack_suit = named.param("suit") if named and named.key == "SuitNamed" else None
            action = Play((card,), suit=jack_suit)
            effect = ("play", card)
        elif key == "Drew":
            action, effect = Draw(), ("draw", 1, None)
        elif key == "Took":
            while i + took < len(log) and log[i + took].key == "Took":
                took += 1
            action, effect = Take(), ("draw", took, None)
        else:
            action, effect = Pass(), ("pass",)
        if s != v.seat:
            if key == "Took":
                lacked[s].update(_SEVENS)
            elif key == "Drew" and opening:
                lacked[s].update(_CLUBS)
            elif top is not None and key != "Played" and phase is not Phase.FOLLOW_UP:
                lacked[s].update(c for c in _legal_on(top, suit) if c.rank != "J")
            if effect[0] == "draw":
                effect = (*effect[:3], frozenset(lacked[s]))
            position = PisState(
                options=opts,
                setup=DealSetup(v.deal_number, v.dealer, None, v.totals),
                deal_seed=0,
                hands=[[] for _ in range(n)],
                stock=[DECK[0]] * stock,  # placeholders: only how many can be drawn matters
                discard=[top] if top is not None else [],
                phase=phase,
                current=s,
                direction=direction,
                active_suit=suit,
                pending=pending,
                drawn=drawn,
            )
            found.append(PastDecision(s, action, position, tuple(counts), tuple(played)))
            own = steps[s]
            if key == "Played" and own and own[-1][0] == "draw" and drawn:
                own[-1] = ("draw", 1, card, own[-1][3])  # drawn this turn, then played
            own.append(("decide", len(found) - 1))
            own.append(effect)
        # the action's effect on what is public
        if key == "Played":
            counts[s] -= 1
            played.append(card)
            top, suit = card, card.suit
            follow_up = card.rank == "A" and not opening and opts.ace_rule == "optional_follow"
            opening = False
            drawn = 0
        elif key == "Drew":
            counts[s] += 1
            stock -= 1
            drawn += 1
        elif key == "Took":
            counts[s] += took
            stock -= took
            pending = drawn = 0
        else:
            follow_up, drawn = False, 0
        i += took
    return found, steps


def hands_then(
    steps: list[Step], hand: list[Card], rng: random.Random
) -> Iterator[tuple[int, list[Card]]]:
    """The seat's hand at each of its past decisions, given its hand now: what it played since
    put back, what it drew since taken out. A card drawn and then played at once is known;
    the others drawn are chosen at random, the suspects first (a card the seat showed it
    lacked before the draw came later). The latest decision comes first."""
    held = list(hand)
    for step in reversed(steps):
        kind = step[0]
        if kind == "play":
            held.append(step[1])
        elif kind == "draw":
            count, hint, suspects = step[1], step[2], step[3]
            if hint is not None and hint in held:
                held.remove(hint)
                count -= 1
            if count and suspects:
                late = [c for c in held if c in suspects]
                rng.shuffle(late)
                for c in late[:count]:
                    held.remove(c)
                count -= min(count, len(late))
            for _ in range(min(count, len(held))):
                held.pop(rng.randrange(len(held)))
        elif kind == "decide":
            yield step[1], held
