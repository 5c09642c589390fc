"""What each seat may know of a Tichu hand: observe, view, zones and sample_state.

Hidden: other hands, every undealt six, other seats' step choices, the cards passed between
other seats, and bomb windows (whom they poll, who declines). A view is a frozen value with
no link to the state; `sample_state` deals what the view does not place so that every past
decision the log shows stays legal (CONTRACT 3: the wish deductions, the exchange).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from ..actions import Action
from ..cards import Card
from ..core import DealSetup, Event, Move, Seat, SeatView, Zone
from .combos import (
    BOMB,
    FULL_DECK,
    INDEX,
    KIND_NAMES,
    RANK_CHARS,
    RANK_MASK,
    RANK_OF_CHAR,
    Combo,
    best_bomb,
    cards_of,
    classify,
    indices,
    mask_of,
    wish_play_exists,
)
from .options import TichuOptions
from .rules import clone
from .state import HAND, UNDEALT, WON, Phase, TichuState, decision, public_turn

_PRIVATE_CHOICE: Final = frozenset({"StepChosen", "ExchangeChosen", "Declined"})
_KIND_BY_NAME: Final = {v: k for k, v in KIND_NAMES.items()}


def observe(event: Event, seat: Seat) -> Event | None:
    """Step choices and declines are the actor's alone; cards only to who may see them."""
    key = event.key
    if key in _PRIVATE_CHOICE:
        return event if event.seat == seat else None
    if key == "Dealt":
        own = HAND[seat]
        if all(m.card is None or m.dst == own for m in event.moves):
            return event
        moves = tuple(m if m.dst == own else Move(None, m.src, m.dst) for m in event.moves)
        return Event(key, event.seat, moves, event.params, event.reveals)
    if key == "Exchanged":
        own = HAND[seat]
        if all(m.card is None or own in (m.src, m.dst) for m in event.moves):
            return event
        moves = tuple(m if own in (m.src, m.dst) else Move(None, m.src, m.dst) for m in event.moves)
        return Event(key, event.seat, moves, event.params, event.reveals)
    return event


def log_for(state: TichuState, seat: Seat) -> tuple[Event, ...]:
    """The seat's observed events, extended from a cache (events are only appended, except
    step choices, which clear it)."""
    events = state.events
    cached = state._logs[seat]
    done, log = cached if cached is not None else (0, ())
    if done == len(events):
        return log
    more = []
    for e in events[done:]:
        o = observe(e, seat)
        if o is not None:
            more.append(o)
    log = log + tuple(more)
    state._logs[seat] = (len(events), log)
    return log


@dataclass(frozen=True)
class TichuView(SeatView):
    options: TichuOptions
    calls: tuple[str, ...]  # revealed calls per seat: "", "tichu", "grand"
    wish: str  # the active wish's rank, "" when none
    out: tuple[Seat, ...]  # out order
    passed: tuple[Seat, ...]  # seats that passed since the top
    played_card: tuple[bool, ...]  # per seat: has played a card this hand
    won: tuple[tuple[Card, ...], ...]  # per seat: collected cards (played face up)
    given: tuple[tuple[Card, Seat], ...]  # own exchange cards, to whom
    received: tuple[tuple[Card, Seat], ...]  # own received cards, from whom
    top: tuple[Card, ...]
    top_kind: str
    top_length: int
    top_value: int  # twice the rank (a Phoenix single's half is +1)
    owner: Seat | None
    my_choice: str | None  # own pending step choice
    end: str

    def __hash__(self) -> int:
        # equal views have equal hashes; the log is long, its length and last event suffice
        return hash(
            (
                self.seat,
                self.phase,
                self.decision,
                self.hand,
                self.counts,
                self.turn,
                len(self.log),
                self.log[-1] if self.log else None,
            )
        )


def zones(state: TichuState) -> Mapping[Zone, tuple[Card, ...]]:
    out: dict[Zone, tuple[Card, ...]] = {"deck": ()}
    for s in range(4):
        out[HAND[s]] = cards_of(state.hands[s])
    for s in range(4):
        out[UNDEALT[s]] = cards_of(state.undealt[s])
    table = 0
    for _, m in state.trick:
        table |= m
    out["table"] = cards_of(table)
    for s in range(4):
        out[WON[s]] = cards_of(state.won[s])
    out["aside"] = cards_of(state.aside)
    return out


def _counts(state: TichuState) -> tuple[tuple[Zone, int], ...]:
    table = sum(m.bit_count() for _, m in state.trick)
    return (
        ("deck", 0),
        *((HAND[s], state.hands[s].bit_count()) for s in range(4)),
        *((UNDEALT[s], state.undealt[s].bit_count()) for s in range(4)),
        ("table", table),
        *((WON[s], state.won[s].bit_count()) for s in range(4)),
        ("aside", state.aside.bit_count()),
    )


_NO_BADGES: Final = ((), (), (), ())
_PASSED: Final = [tuple(s for s in range(4) if m >> s & 1) for m in range(16)]


def view(state: TichuState, seat: Seat) -> TichuView:
    top = state.top
    phase = state.phase
    calls, out = state.calls, state.out
    if any(calls) or out or state.passed:
        badges_l = []
        for s in range(4):
            b: list[str] = []
            if calls[s]:
                b.append(calls[s])
            if s in out:
                b.append(f"out {out.index(s) + 1}")
            elif phase is Phase.PLAY and state.passed >> s & 1:
                b.append("passed")
            badges_l.append(tuple(b))
        badges = tuple(badges_l)
    else:
        badges = _NO_BADGES
    wish = RANK_CHARS[state.wish - 2] if state.wish else ""
    status: tuple[tuple[str, object], ...] = (("target", state.options.target_score),)
    if wish:
        status += (("wish", wish),)
    given = state.given
    received = tuple((c, s) for s in range(4) if s != seat for c, t in given[s] if t == seat)
    choice = state.choices[seat]
    in_step = phase is Phase.GRAND or phase is Phase.CALL or phase is Phase.EXCHANGE
    return TichuView.build(
        seat=seat,
        phase=phase.value,
        decision=decision(state, seat),
        hand=cards_of(state.hands[seat]),
        counts=_counts(state),
        table=tuple([(s, cards_of(m)) for s, m in state.trick]),
        turn=public_turn(state),
        status=status,
        badges=badges,
        deal_number=state.setup.number,
        totals=state.setup.totals,
        log=log_for(state, seat),
        options=state.options,
        calls=tuple(calls),
        wish=wish,
        out=tuple(out),
        passed=_PASSED[state.passed],
        played_card=tuple(state.played),
        won=tuple([cards_of(m) for m in state.won]),
        given=tuple(given[seat]),
        received=received,
        top=cards_of(state.top_mask),
        top_kind=KIND_NAMES[top[0]] if top else "",
        top_length=top[1] if top else 0,
        top_value=top[2] if top else 0,
        owner=state.owner if state.owner >= 0 else None,
        my_choice=str(choice) if in_step and choice is not None else None,
        end=state.end,
    )


# -- sampling -----------------------------------------------------------------------------------


@dataclass
class _Check:
    """`seat` could not then beat `top` with a play holding a natural of rank `wish`."""

    seat: Seat
    top: Combo
    top_mask: int
    wish: int
    later: int = 0  # cards the seat played after that decision


def _read_log(v: TichuView) -> tuple[dict[Seat, int], list[_Check], bool]:
    """Walk the log from the wish on: cards a seat may not hold (wish leads), checks (passes
    and follows under the wish), and whether the viewer declined in the open window."""
    forbidden: dict[Seat, int] = {}
    checks: list[_Check] = []
    log = v.log
    declined = False
    for e in reversed(log):
        key = e.key
        if key == "Declined":
            declined = True
            break
        if key in ("Played", "TrickWon", "DragonGiven", "LeadPassed"):
            break
    start = next((i for i in range(len(log) - 1, -1, -1) if log[i].key == "WishMade"), -1)
    if start < 0:
        return forbidden, checks, declined
    while start > 0 and log[start].key != "Played":
        start -= 1
    top: Combo | None = None
    top_mask = 0
    wish = 0
    for e in log[start:]:
        key = e.key
        if key == "Played":
            s = e.seat
            mask = mask_of(e.param("cards"))
            combo = classify(mask, top)
            for ch in checks:
                if ch.seat == s:
                    ch.later |= mask
            if s != v.seat and wish and not e.param("out_of_turn"):
                has = mask & RANK_MASK[wish]
                if top is None and not has:
                    forbidden[s] = forbidden.get(s, 0) | RANK_MASK[wish]  # type: ignore[arg-type, index]
                elif top is not None and not has and combo and combo[0] != BOMB:
                    checks.append(_Check(s, top, top_mask, wish))  # type: ignore[arg-type]
            top, top_mask = combo, mask
        elif key == "Passed" and e.seat != v.seat and wish and top is not None:
            checks.append(_Check(e.seat, top, top_mask, wish))  # type: ignore[arg-type]
        elif key == "WishMade":
            wish = RANK_OF_CHAR[e.param("wish")]
        elif key == "WishFulfilled":
            wish = 0
        elif key in ("TrickWon", "DragonGiven", "LeadPassed"):
            top, top_mask = None, 0
    return forbidden, checks, declined


def _holds(checks: list[_Check], hands: list[int]) -> bool:
    for ch in checks:
        if wish_play_exists(hands[ch.seat] | ch.later, ch.top, ch.top_mask, ch.wish):
            return False
    return True


def sample_state(v: TichuView, rng: random.Random) -> TichuState:
    """A full state consistent with `v`, the hidden cards dealt under the log's deductions."""
    me = v.seat
    phase = Phase(v.phase)
    hand_n = [v.count(HAND[s]) for s in range(4)]
    undealt_n = [v.count(UNDEALT[s]) for s in range(4)]
    own = mask_of(v.hand)
    known = own
    for cards in v.won:
        known |= mask_of(cards)
    trick = [(s, mask_of(cards)) for s, cards in v.table]
    for _, m in trick:
        known |= m
    aside_n = v.count("aside")
    # the viewer's exchange cards stay with their receivers unless played since
    fixed = [0] * 4
    if phase is not Phase.OVER:
        for c, t in v.given:
            b = 1 << INDEX[c]
            if not known & b:
                fixed[t] |= b
    for s in range(4):
        known |= fixed[s]
    pool = list(indices(FULL_DECK & ~known))
    forbidden, checks, declined = _read_log(v)
    need_poll = _needs_foreign_poll(v)
    top = _top_combo(v)
    hands = list(fixed)
    hands[me] = own
    undealt = [0] * 4
    aside = 0
    for attempt in range(60):
        rng.shuffle(pool)
        hands = list(fixed)
        hands[me] = own
        undealt = [0] * 4
        order = [s for s in range(4) if s != me]
        if attempt < 40 and forbidden:
            order.sort(key=lambda s: -forbidden.get(s, 0).bit_count())
        rest = list(pool)
        for s in order:
            want = hand_n[s] - fixed[s].bit_count()
            bad = forbidden.get(s, 0) if attempt < 50 else 0
            take = [i for i in rest if not bad >> i & 1][:want]
            if len(take) < want:
                take += [i for i in rest if bad >> i & 1][: want - len(take)]
            chosen = set(take)
            rest = [i for i in rest if i not in chosen]
            for i in take:
                hands[s] |= 1 << i
        for s in range(4):
            for i in rest[: undealt_n[s]]:
                undealt[s] |= 1 << i
            rest = rest[undealt_n[s] :]
        aside = sum(1 << i for i in rest[:aside_n])
        ok = attempt >= 50 or _holds(checks, hands)
        if ok and need_poll and not _someone_bombs(v, hands, top):
            ok = attempt >= 55
        if ok:
            break
    return _build(v, hands, undealt, aside, trick, top, declined, rng)


def _top_combo(v: TichuView) -> Combo | None:
    if not v.top:
        return None
    return (_KIND_BY_NAME[v.top_kind], v.top_length, v.top_value, _phoenix_rank(v))


def _phoenix_rank(v: TichuView) -> int:
    for e in reversed(v.log):
        if e.key == "Played":
            return int(e.param("phoenix"))
    return 0


def _trick_complete(v: TichuView) -> bool:
    if v.owner is None or not v.top:
        return False
    need = [s for s in range(4) if v.count(HAND[s]) and s != v.owner]
    return all(s in v.passed for s in need) and v.phase == "PLAY"


def _needs_foreign_poll(v: TichuView) -> bool:
    """Does the view show a bomb window polling another seat (trick kept, or own turn held)?"""
    if v.phase != "PLAY" or v.decision is not None or not v.top:
        return False
    return _trick_complete(v) or v.turn == (v.seat,)


def _beats_top(hand: int, top: Combo | None) -> bool:
    if top is None:
        return False
    return best_bomb(hand) > (top[2] if top[0] == BOMB else 0)


def _someone_bombs(v: TichuView, hands: list[int], top: Combo | None) -> bool:
    return any(s != v.seat and hands[s] and _beats_top(hands[s], top) for s in range(4))


def _build(
    v: TichuView,
    hands: list[int],
    undealt: list[int],
    aside: int,
    trick: list[tuple[Seat, int]],
    top: Combo | None,
    declined: bool,
    rng: random.Random,
) -> TichuState:
    me = v.seat
    phase = Phase(v.phase)
    given: list[tuple[tuple[Card, Seat], ...]] = [()] * 4
    given[me] = tuple(v.given)
    for c, s in v.received:
        given[s] = given[s] + ((c, me),)
    log = list(v.log)
    step = 0
    choices: list[Action | None] = [None] * 4
    step_start = len(log)
    if phase is Phase.GRAND or phase is Phase.EXCHANGE:
        step = 0b1111
    elif phase is Phase.CALL:
        step = sum(1 << s for s in range(4) if not v.calls[s])
    if v.my_choice is not None:
        from ..actions import parse_action

        choices[me] = parse_action(v.my_choice)
        step_start -= 1
    top_mask = mask_of(v.top)
    state = TichuState(
        options=v.options,
        setup=DealSetup(v.deal_number, 0, None, v.totals),
        deal_seed=rng.getrandbits(64),
        hands=hands,
        undealt=undealt,
        won=[mask_of(c) for c in v.won],
        phase=phase,
        step=step,
        choices=choices,
        step_start=step_start,
        calls=list(v.calls),
        given=given,
        trick=trick,
        top=top,
        top_mask=top_mask,
        owner=v.owner if v.owner is not None else -1,
        passed=sum(1 << s for s in v.passed),
        current=v.turn[0] if v.turn else me,
        wish=RANK_OF_CHAR[v.wish] if v.wish else 0,
        out=list(v.out),
        played=list(v.played_card),
        end=v.end,
        events=log,
        aside=aside,
    )
    state._logs[me] = (len(log), tuple(v.log))  # the view's log is already observed
    if phase is Phase.PLAY and top is not None:
        _rebuild_window(state, v, declined)
    return state


def _rebuild_window(state: TichuState, v: TichuView, declined: bool) -> None:
    """Bomb windows are invisible to others: rebuild one that fits the view."""
    me = v.seat
    complete = _trick_complete(v)
    owner = state.owner
    order = [(owner + k) % 4 for k in (1, 2, 3, 4)]
    due = -1 if complete else state.current
    eligible = [
        s for s in order if s != due and state.hands[s] and _beats_top(state.hands[s], state.top)
    ]
    if v.decision == "bomb":
        after = order[order.index(me) + 1 :]
        state.window = [me] + [s for s in eligible if s in after]
    elif _needs_foreign_poll(v):
        polls = [s for s in eligible if s != me]
        if not declined and me in eligible:
            polls = (
                [s for s in eligible if eligible.index(s) < eligible.index(me)]
                + [me]
                + [s for s in eligible if eligible.index(s) > eligible.index(me)]
            )
            if polls[0] == me:
                polls = polls[1:]
        if not polls:  # no sampled bomb: a poll that can only decline keeps the view
            polls = [next(s for s in order if s != me and s != due and state.hands[s])]
        state.window = polls
    else:
        state.window = []
    state.window_end = complete
    if complete:
        state.current = owner


def sample_unseen(state: TichuState, seat: Seat, rng: random.Random) -> TichuState:
    """The deal as one who saw every hand knows it (the reference bot's sample): every hand
    as it is; the undealt sixes shared out afresh (counts kept); the other seats' choices in
    an open step (calls, exchanges) unmade again, as a step's choices are private."""
    new = clone(state)
    new.deal_seed = rng.getrandbits(64)
    pool = indices(sum(state.undealt))
    if pool:
        rng.shuffle(pool)
        for s in range(4):
            n = state.undealt[s].bit_count()
            new.undealt[s] = sum(1 << i for i in pool[:n])
            pool = pool[n:]
    unmade = {
        s for s in range(4) if s != seat and state.step >> s & 1 and state.choices[s] is not None
    }
    if unmade:
        for s in unmade:
            new.choices[s] = None
        new.events = [
            e
            for k, e in enumerate(state.events)
            if k < state.step_start
            or e.key not in ("ExchangeChosen", "StepChosen")
            or e.seat not in unmade
        ]
        new._logs = [None] * 4
    new._legal = [None] * 4
    return new
