"""What each seat may know of a Ghost Euchre deal: observe, view, zones and sample_state.

Hidden from a seat: the other hands, the ghost hand, and the dead hand unless it swapped
(rules doc 5.7). A renege is recorded silently and shown only in the end-of-deal summary.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from ..cards import Card, sort_cards
from ..core import DealSetup, Event, Move, Seat, SeatView, Zone
from .options import EuchreOptions
from .rules import (
    CALL_TEXT,
    DECISIONS,
    DECK,
    HAND,
    MOON,
    NOCALL,
    OVER,
    TABLES,
    WON,
    EuchreState,
    Phase,
    clone,
    text_sorted,
)
from .strength import BID_AT, SWAP_BELOW, best_trump, estimate_tricks

_CALL_VALUE: Final = {v: k for k, v in CALL_TEXT.items()}


def observe(event: Event, seat: Seat) -> Event | None:
    """Dealt cards are seen by their owner; swapped cards by the swapper; reneges by nobody."""
    key = event.key
    if key == "Renege":
        return None
    if key == "Dealt":
        own = HAND[seat]
        if all(m.card is None or m.dst == own for m in event.moves):
            return event
        cached = _OBSERVED.get((id(event), seat))
        if cached is not None and cached[0] is event:
            return cached[1]
        moves = tuple([m if m.dst == own else Move(None, m.src, m.dst) for m in event.moves])
        seen = Event(key, event.seat, moves, event.params, event.reveals)
        if len(_OBSERVED) > 4096:
            _OBSERVED.clear()
        _OBSERVED[id(event), seat] = (event, seen)
        return seen
    if key == "Swapped" and event.seat != seat and any(m.card is not None for m in event.moves):
        return Event(
            key,
            event.seat,
            tuple(Move(None, m.src, m.dst) for m in event.moves),
            event.params,
            event.reveals,
        )
    return event


_OBSERVED: Final[dict[tuple[int, Seat], tuple[Event, Event]]] = {}


@dataclass(frozen=True)
class EuchreView(SeatView):
    options: EuchreOptions
    dealer: Seat
    calls: tuple[str | None, ...]  # per seat: None (not yet), "pass", "bid n", "moon"
    high: int  # the highest call so far: 0, 3, 4, 5, 6 (MOON)
    swapper: Seat | None
    dead: tuple[Card, ...]  # own former hand, if this seat swapped
    trump: str  # "" until named; S H D C or NT
    declarer: Seat | None
    contract: int  # 0 until the auction is won; 6 is MOON
    trick: int  # tricks completed
    tricks: tuple[int, ...]
    leader: Seat
    won: tuple[tuple[Card, ...], ...]
    played: tuple[tuple[Card, ...], ...]  # per seat, in the order played
    voids: tuple[str, ...]  # per seat: effective suits it showed out of (public)
    reneges: tuple[int, ...]  # zeros until the deal is scored
    thrown_in: bool


def zones(state: EuchreState) -> Mapping[Zone, tuple[Card, ...]]:
    out: dict[Zone, tuple[Card, ...]] = {"deck": ()}
    for s in range(3):
        out[HAND[s]] = tuple(state.hands[s])
    out["ghost"] = tuple(state.ghost)
    out["dead"] = tuple(state.dead)
    out["table"] = tuple(state.table)
    for s in range(3):
        out[WON[s]] = tuple(state.won[s])
    out["gone"] = tuple(state.gone)  # cards a loaded position leaves out
    return out


def log_for(events: list[Event], seat: Seat) -> tuple[Event, ...]:
    """The seat's observed events (reneges never show; HandScored counts them)."""
    return tuple([o for e in events if (o := observe(e, seat)) is not None])


def _played(events: list[Event]) -> tuple[tuple[Card, ...], ...]:
    per: list[list[Card]] = [[], [], []]
    for e in events:
        if e.key == "Played":
            per[e.seat].append(e.params[0][1])  # type: ignore[index]
    return tuple(tuple(p) for p in per)


def view(state: EuchreState, seat: Seat) -> EuchreView:
    over = state.phase is OVER
    d = state.setup.dealer
    counts = (
        ("deck", 0),
        *((HAND[s], len(state.hands[s])) for s in range(3)),
        ("ghost", len(state.ghost)),
        ("dead", len(state.dead)),
        ("table", len(state.table)),
        *((WON[s], len(state.won[s])) for s in range(3)),
        ("gone", len(state.gone)),
    )
    lead = state.leader
    table = tuple((((lead + i) % 3), (c,)) for i, c in enumerate(state.table))
    status: list[tuple[str, object]] = [("target", state.options.target_score)]
    if state.declarer is not None:
        status.append(("contract", CALL_TEXT[state.high]))
        status.append(("declarer", state.declarer))
    if state.trump:
        status.append(("trump", state.trump))
    badges = []
    for s in range(3):
        b: list[str] = []
        if s == d:
            b.append("dealer")
        if state.calls[s] != NOCALL:
            b.append(CALL_TEXT[state.calls[s]])  # type: ignore[arg-type]
        if s == state.swapper:
            b.append("swapped")
        if s == state.declarer and state.phase is not Phase.AUCTION:
            b.append("declarer")
        badges.append(tuple(b))
    scored = over and not state.thrown_in
    return EuchreView(
        seat=seat,
        phase=state.phase.value,
        decision=None if over or seat != state.current else DECISIONS[state.phase],
        hand=sort_cards(state.hands[seat]),
        counts=counts,
        table=table,
        turn=() if over else (state.current,),
        status=tuple(status),
        badges=tuple(badges),
        deal_number=state.setup.number,
        totals=state.setup.totals,
        log=log_for(state.events, seat),
        options=state.options,
        dealer=d,
        calls=tuple(CALL_TEXT[c] for c in state.calls),
        high=state.high,
        swapper=state.swapper,
        dead=tuple(state.dead) if seat == state.swapper else (),
        trump=state.trump,
        declarer=state.declarer,
        contract=state.contract,
        trick=sum(state.tricks),
        tricks=tuple(state.tricks),
        leader=lead,
        won=tuple(tuple(w) for w in state.won),
        played=_played(state.events),
        voids=tuple(state.voids),
        reneges=tuple(state.reneges) if scored else (0, 0, 0),
        thrown_in=state.thrown_in,
    )


# -- sampling ---------------------------------------------------------------------------------


def _splits(
    counts: list[int], masks: list[int], caps: tuple[int, ...]
) -> list[tuple[float, list[tuple[int, ...]]]]:
    """Every way to spread each card group over its allowed buckets within the capacities,
    weighted by the number of distinct deals it stands for."""
    out: list[tuple[float, list[tuple[int, ...]]]] = []
    nb = len(caps)

    def rec(i: int, left: list[int], weight: float, chosen: list[tuple[int, ...]]) -> None:
        if i == len(counts):
            if not any(left):
                out.append((weight, list(chosen)))
            return
        n, mask = counts[i], masks[i]
        allowed = [b for b in range(nb) if mask >> b & 1]
        for parts in _compositions(n, len(allowed)):
            ok = True
            split = [0] * nb
            for b, k in zip(allowed, parts, strict=True):
                if k > left[b]:
                    ok = False
                    break
                split[b] = k
            if not ok:
                continue
            w = math.factorial(n)
            for k in parts:
                w //= math.factorial(k)
            rec(i + 1, [left[b] - split[b] for b in range(nb)], weight * w, chosen + [tuple(split)])

    rec(0, list(caps), 1.0, [])
    return out


def _compositions(n: int, k: int) -> list[tuple[int, ...]]:
    if k == 0:
        return [()] if n == 0 else []
    if k == 1:
        return [(n,)]
    return [(i, *rest) for i in range(n + 1) for rest in _compositions(n - i, k - 1)]


_Splits = list[tuple[float, list[tuple[int, ...]]]]
_SPLITS: Final[dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], _Splits]] = {}


def _deal_buckets(
    cards: list[Card], allowed: list[int], caps: tuple[int, ...], rng: random.Random
) -> list[list[Card]] | None:
    """A uniform deal of `cards` into buckets of sizes `caps`, card i only into the buckets
    of bit mask `allowed[i]`; None when no deal fits."""
    groups: dict[int, list[Card]] = {}
    for c, m in zip(cards, allowed, strict=True):
        groups.setdefault(m, []).append(c)
    masks = sorted(groups)
    counts = [len(groups[m]) for m in masks]
    key = (tuple(masks), tuple(counts), caps)
    table = _SPLITS.get(key)
    if table is None:
        table = _splits(counts, masks, caps)
        if len(_SPLITS) > 2048:
            _SPLITS.clear()
        _SPLITS[key] = table
    if not table:
        return None
    total = sum(w for w, _ in table)
    pick = rng.random() * total
    chosen = table[-1][1]
    for weight, option in table:
        pick -= weight
        if pick < 0:
            chosen = option
            break
    buckets: list[list[Card]] = [[] for _ in caps]
    for m, split in zip(masks, chosen, strict=True):
        pool = groups[m][:]
        rng.shuffle(pool)
        i = 0
        for b, k in enumerate(split):
            buckets[b].extend(pool[i : i + k])
            i += k
    return buckets


def _bid_weight(v: EuchreView, hands: dict[Seat, list[Card]], dead: list[Card] | None) -> float:
    """How well a sampled deal explains the public calls (hints, not rules): a bid of n
    suggests about n tricks' strength, a pass at most the next bid, a swap a weak old hand."""
    lb, nt = v.options.left_bower, v.options.no_trump
    w = 1.0
    high = 0
    order = [(v.dealer + 1) % 3, (v.dealer + 2) % 3, v.dealer]
    for s in order:
        call = _CALL_VALUE.get(v.calls[s], NOCALL)
        if call == NOCALL:
            break
        if s == v.seat:
            high = max(high, call)
            continue
        held = hands[s] + list(v.played[s])
        if s == v.declarer and v.trump:
            est = estimate_tricks(held, v.trump, lb)
        else:
            est = best_trump(held, lb, nt)[1]
        if call > 0:
            w *= _logistic(2.0 * (est - BID_AT[call] + 0.3))
        elif high < MOON:
            w *= _logistic(2.0 * (BID_AT[max(high + 1, 3)] + 0.3 - est))
        high = max(high, call)
    if dead is not None and v.swapper is not None and v.swapper != v.seat:
        w *= _logistic(2.0 * (SWAP_BELOW + 0.3 - best_trump(dead, lb, nt)[1]))
    return w


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def sample_state(v: EuchreView, rng: random.Random) -> EuchreState:
    """A full state consistent with `v`: the unseen cards dealt uniformly to the other hands,
    the ghost or dead hand and the residue, so that every failure to follow was a void;
    calls are read as hints by rejection (bounded)."""
    me = v.seat
    others = [s for s in range(3) if s != me]
    known = set(v.hand) | set(v.dead)
    for _, cs in v.table:
        known.update(cs)
    for won in v.won:
        known.update(won)
    unknown = [c for c in DECK if c not in known]
    i_swapped = v.swapper == me
    names = [HAND[s] for s in others] + [
        z for z in ("ghost", "gone", "dead") if v.count(z) and not (z == "dead" and i_swapped)
    ]
    caps = tuple(v.count(z) for z in names)
    eff = TABLES[v.trump, v.options.left_bower][0]
    voids = (v.voids[others[0]], v.voids[others[1]])
    allowed = []
    for c in unknown:
        s = eff[c]
        m = (1 << len(names)) - 1
        if s in voids[0]:
            m &= ~1
        if s in voids[1]:
            m &= ~2
        allowed.append(m)
    buckets = _deal_buckets(unknown, allowed, caps, rng)
    if buckets is None:  # only after a foul: drop the voids, keep the sizes
        buckets = _deal_buckets(unknown, [(1 << len(names)) - 1] * len(unknown), caps, rng)
        assert buckets is not None
    if v.phase != "OVER" and any(c not in (None, "pass") for c in v.calls):
        best_w, best = -1.0, buckets
        for attempt in range(12):
            if attempt:
                again = _deal_buckets(unknown, allowed, caps, rng)
                if again is None:
                    break
                buckets = again
            hands = {others[0]: buckets[0], others[1]: buckets[1]}
            dead = buckets[names.index("dead")] if "dead" in names else None
            w = _bid_weight(v, hands, dead)
            if rng.random() < w:
                best = buckets
                break
            if w > best_w:
                best_w, best = w, buckets
        buckets = best
    by_name = dict(zip(names, buckets, strict=True))
    hands_all: list[list[Card]] = [[], [], []]
    hands_all[me] = text_sorted(v.hand)
    hands_all[others[0]] = text_sorted(buckets[0])
    hands_all[others[1]] = text_sorted(buckets[1])
    dead_cards = list(v.dead) if i_swapped else by_name.get("dead", [])
    phase = Phase(v.phase)
    state = EuchreState(
        options=v.options,
        setup=DealSetup(v.deal_number, v.dealer, None, v.totals),
        deal_seed=rng.getrandbits(64),
        hands=hands_all,
        ghost=text_sorted(by_name.get("ghost", [])),
        dead=text_sorted(dead_cards),
        phase=phase,
        current=v.turn[0] if v.turn else me,
        calls=[_CALL_VALUE[c] for c in v.calls],
        high=v.high,
        declarer=v.declarer,
        swapper=v.swapper,
        trump=v.trump,
        leader=v.leader,
        table=[cs[0] for _, cs in v.table],
        tricks=list(v.tricks),
        won=[list(w) for w in v.won],
        reneges=list(v.reneges),
        thrown_in=v.thrown_in,
        events=list(v.log),
        gone=list(by_name.get("gone", [])),
    )
    state.voids = list(v.voids)
    return state


def sample_unseen(state: EuchreState, seat: Seat, rng: random.Random) -> EuchreState:
    """The deal as one who saw every hand knows it (the reference bot's sample): the three
    hands leave the ghost (or dead) hand no secret, so only the seed of later chance is
    drawn afresh."""
    new = clone(state)
    new.deal_seed = rng.getrandbits(64)
    return new


__all__ = ["EuchreView", "observe", "view", "zones", "sample_state", "sample_unseen"]
