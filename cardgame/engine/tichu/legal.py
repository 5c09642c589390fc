"""Tichu's legal actions and the reasons for refusing the others (rules doc, sections 6, 7, 9,
10 and 16).

Plays are interned by card mask, so that a trick's repeated questions cost no allocations.
Leads list every combination the wish allows (with the Mah Jong's wish forms); follows the
beating plays the wish allows; bomb windows the beating bombs. The exchange's 2,184 actions
are an `ExchangeChoices` sequence that builds only the actions looked at.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import compress, permutations
from operator import attrgetter
from typing import overload

from ..actions import Action, CallTichu, Exchange, Gift, Grand, Pass, Play
from ..cards import Card
from ..core import (
    CARDS_NOT_IN_HAND,
    NOT_YOUR_TURN,
    UNKNOWN_ACTION,
    WRONG_PHASE,
    Reason,
    Seat,
    reason,
)
from .combos import (
    B_MJ,
    B_PHX,
    BOMB,
    DOGK,
    FULL,
    INDEX,
    PAIR,
    RANK_CHARS,
    RANK_MASK,
    RANK_OF_CHAR,
    SINGLE,
    STAIRS,
    STRAIGHT,
    TRIPLE,
    all_plays,
    beating_plays,
    beats,
    best_bomb,
    bombs,
    cards_of,
    classify,
    full_houses,
    is_dragon,
    mask_of,
    same_rank,
    singles,
    stairs,
    straights,
)
from .state import Phase, TichuState, can_call, public_turn, to_act

PASS, GRAND, TICHU = Pass(), Grand(), CallTichu()
GIFTS = tuple(Gift(s) for s in range(4))
_TEXT = attrgetter("_text")


_PLAYS: dict[int, Play] = {}
_WISH_PLAYS: dict[int, tuple[Play, ...]] = {}


def _new_play(cards: tuple[Card, ...], text: str, wish: str | None = None) -> Play:
    """A Play of cards already in the written order, with its text: the constructor's
    checks and sorting cost more than the rest of a follow."""
    p = object.__new__(Play)
    setattr_ = object.__setattr__
    setattr_(p, "cards", cards)
    setattr_(p, "suit", None)
    setattr_(p, "wish", wish)
    setattr_(p, "_text", text)
    return p


def play_for(mask: int) -> Play:
    p = _PLAYS.get(mask)
    if p is None:
        if len(_PLAYS) > 300_000:
            _PLAYS.clear()
        cards = cards_of(mask)
        p = _PLAYS[mask] = _new_play(cards, "play " + " ".join(map(str, cards)))
    return p


def wish_forms(mask: int, required: bool) -> tuple[Play, ...]:
    forms = _WISH_PLAYS.get(mask)
    if forms is None:
        plain = play_for(mask)
        forms = _WISH_PLAYS[mask] = tuple(
            _new_play(plain.cards, f"{plain._text} wish {r}", r) for r in RANK_CHARS
        )
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


def _leads(state: TichuState, seat: Seat) -> tuple[Action, ...]:
    """Every lead the hand may make, in text order.

    The combinations of a smaller hand are those of a larger one that use none of the cards
    gone, so a seat's list is made once and then only filtered as its hand shrinks (a hand
    never grows in play; any other hand is built afresh)."""
    hand = state.hands[seat]
    got = state._leads[seat]
    if got is not None and got[0] == hand:
        masks, acts = got[1], got[2]
    elif got is not None and got[0] & hand == hand:
        gone = got[0] & ~hand
        keep = [not m & gone for m in got[1]]
        masks, acts = tuple(compress(got[1], keep)), tuple(compress(got[2], keep))
        state._leads[seat] = (hand, masks, acts)
    else:
        required = state.options.wish_required
        pairs: list[tuple[Action, int]] = []
        for m, _ in all_plays(hand):
            if m & B_MJ:
                pairs.extend((a, m) for a in wish_forms(m, required))
            else:
                pairs.append((play_for(m), m))
        pairs.sort(key=lambda p: p[0]._text)  # type: ignore[union-attr]
        acts = tuple(a for a, _ in pairs)
        masks = tuple(m for _, m in pairs)
        state._leads[seat] = (hand, masks, acts)
    if state.wish and hand & RANK_MASK[state.wish]:
        need = RANK_MASK[state.wish]
        acts = tuple(compress(acts, [m & need for m in masks]))
    return acts


def _group_index(kind: int, length: int) -> int:
    """The slot of a combination type in a seat's row of `state._groups`."""
    if kind == STRAIGHT:
        return 5 + length  # 10..19
    if kind == STAIRS:
        return length // 2  # 2..7
    return {SINGLE: 0, PAIR: 1, TRIPLE: 8, FULL: 9}[kind]


_GROUPS = 20
_SLOT = {
    (k, n): _group_index(k, n)
    for k, n in [(SINGLE, 1), (PAIR, 2), (TRIPLE, 3), (FULL, 5)]
    + [(STAIRS, 2 * p) for p in range(2, 8)]
    + [(STRAIGHT, n) for n in range(5, 15)]
}


def _group(
    state: TichuState, seat: Seat, kind: int, length: int
) -> tuple[int, tuple[int, ...], tuple[int, ...], tuple[Action, ...]]:
    """(hand, values, masks, actions) of every non-bomb play of one type the hand holds, in
    text order; like `_leads`, made once per seat and filtered as the hand shrinks. The
    Phoenix single counts as 30 (above every single but the Dragon)."""
    hand = state.hands[seat]
    slot = seat * _GROUPS + _SLOT[kind, length]
    got = state._groups[slot]
    if got is not None and got[0] == hand:
        return got
    if got is not None and got[0] & hand == hand:
        gone = got[0] & ~hand
        keep = [not m & gone for m in got[2]]
        got = (
            hand,
            tuple(compress(got[1], keep)),
            tuple(compress(got[2], keep)),
            tuple(compress(got[3], keep)),
        )
    else:
        if kind == SINGLE:
            found = [(m, 30 if m == B_PHX else c[2]) for m, c in singles(hand, 0, False)]
        elif kind in (PAIR, TRIPLE):
            found = [(m, c[2]) for m, c in same_rank(hand, length, 0)]
        elif kind == FULL:
            found = [(m, c[2]) for m, c in full_houses(hand, 0)]
        elif kind == STAIRS:
            found = [(m, c[2]) for m, c in stairs(hand, length // 2, 0)]
        else:
            found = [(m, c[2]) for m, c in straights(hand, length, 0)]
        required = state.options.wish_required
        rows: list[tuple[Action, int, int]] = []
        for m, v in found:
            if m & B_MJ:
                rows.extend((a, v, m) for a in wish_forms(m, required))
            else:
                rows.append((play_for(m), v, m))
        rows.sort(key=lambda r: r[0]._text)  # type: ignore[union-attr]
        got = (
            hand,
            tuple(r[1] for r in rows),
            tuple(r[2] for r in rows),
            tuple(r[0] for r in rows),
        )
    state._groups[slot] = got
    return got


def _follows(state: TichuState, seat: Seat) -> tuple[tuple[Action, ...], bool]:
    """`follow_masks` as actions in text order: from the seat's list of the top's type when
    neither a bomb nor the wish is in play, the common case."""
    hand = state.hands[seat]
    top = state.top
    kind, length, value, _ = top  # type: ignore[misc]
    if kind == BOMB or best_bomb(hand) or state.wish and hand & RANK_MASK[state.wish]:
        masks, forced = follow_masks(state, seat)
        acts = _plays_to_actions(state, masks)
        acts.sort(key=_TEXT)
        return tuple(acts), forced
    _, values, _, group = _group(state, seat, kind, length)
    return tuple(compress(group, [v > value for v in values])), False


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
            return _leads(state, seat) + tichu
        acts, forced = _follows(state, seat)
        return acts + tichu if forced else (PASS, *acts, *tichu)
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

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
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
        lo, hi = sorted((i, j))  # k skips i and j
        k += k >= lo
        k += k >= hi
        return self._make(i, j, k)

    def all(self) -> tuple[Action, ...]:
        if self._all is None:
            self._all = tuple(self._make(i, j, k) for i, j, k in permutations(range(self.n), 3))
        return self._all

    def __iter__(self) -> Iterator[Action]:
        return iter(self.all())

    def __contains__(self, action: object) -> bool:
        if type(action) is not Exchange:
            return False
        gives = action.gives
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


_EXCHANGES: dict[tuple[int, Seat], ExchangeChoices] = {}


def exchanges(hand: int, seat: Seat) -> ExchangeChoices:
    """The exchange choices of a hand, kept for the step (the hand does not change in it)."""
    got = _EXCHANGES.get((hand, seat))
    if got is None:
        if len(_EXCHANGES) >= 16:
            _EXCHANGES.clear()
        got = _EXCHANGES[hand, seat] = ExchangeChoices(hand, seat)
    return got


# -- why an action is refused -------------------------------------------------------------------


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
    expected = {
        Phase.GRAND: (Pass,),
        Phase.CALL: (Pass,),
        Phase.EXCHANGE: (Exchange,),
        Phase.PLAY: (Play, Pass),
        Phase.GIFT: (Gift,),
    }[phase]
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
        target = action.seat  # type: ignore[union-attr]
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
    if mask == B_PHX and is_dragon(top, state.top_mask):
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
