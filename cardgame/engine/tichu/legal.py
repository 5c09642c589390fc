"""Tichu's legal actions and the reasons for refusing the others (rules doc, sections 6, 7, 9,
10 and 16).

Plays are interned by card mask, so that a trick's repeated questions cost no allocations.
Leads list every combination the wish allows (with the Mah Jong's wish forms); follows the
beating plays the wish allows; bomb windows the beating bombs. The exchange's 2,184 actions
are an `ExchangeChoices` sequence that builds only the actions looked at.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import compress, filterfalse, permutations, repeat
from operator import attrgetter, itemgetter, not_
from typing import Final

from ..actions import Action, CallTichu, Exchange, Gift, Grand, Pass, Play
from ..core import (
    CARDS_NOT_IN_HAND,
    NOT_YOUR_TURN,
    UNKNOWN_ACTION,
    WRONG_PHASE,
    Reason,
    Seat,
    reason,
)
from ..lazy import LazyTuple
from .combos import (
    B_DRG,
    B_MJ,
    B_PHX,
    BEST_BOMBS,
    BOMB,
    DOGK,
    FULL,
    INDEX,
    PAIR,
    RANK,
    RANK_CHARS,
    RANK_MASK,
    RANK_OF_CHAR,
    SINGLE,
    STAIRS,
    STRAIGHT,
    TRIPLE,
    beating_plays,
    beats,
    bombs,
    classify,
    is_dragon,
    mask_of,
)
from .keys import (
    CODE,
    RANK_CODES,
    LeadPlays,
    bomb_keys,
    cards_by_text,
    codes,
    lead_keys,
    listed,
    mask_key,
    of_type,
    single_plays,
    with_wishes,
)
from .state import GroupCache, Phase, TichuState, can_call, public_turn, to_act

PASS: Final = Pass()
GRAND: Final = Grand()
TICHU: Final = CallTichu()
GIFTS: Final = tuple(Gift(s) for s in range(4))
_TEXT: Final = attrgetter("_text")


def _filtered(keys: tuple[bytes, ...], gone: int) -> list[bool]:
    """Which keys use none of the cards gone (most often one card: a byte test), tested in C
    (`map`) rather than by a Python loop."""
    if not gone & (gone - 1):
        return list(map(not_, map(_HAS, keys, repeat(CODE[gone.bit_length() - 1]))))
    return list(map(codes(gone).isdisjoint, keys))


_HAS: Final = bytes.__contains__


def _leads(state: TichuState, seat: Seat) -> tuple[bytes, ...]:
    """The keys of every lead the hand may make (without the Mah Jong's wish forms), in text
    order.

    The combinations of a smaller hand are those of a larger one that use none of the cards
    gone, so a seat's keys are made at its first lead and then only filtered as its hand
    shrinks (a hand never grows in play; any other hand is built afresh)."""
    hand = state.hands[seat]
    got = state._leads[seat]
    if got is None or got[0] & hand != hand:
        got = state._leads[seat] = (hand, lead_keys(hand))
    keys = got[1]
    if got[0] != hand:
        keys = tuple(compress(keys, _filtered(keys, got[0] & ~hand)))
        state._leads[seat] = (hand, keys)
    if state.wish and hand & RANK_MASK[state.wish]:
        keys = tuple(filterfalse(RANK_CODES[state.wish].isdisjoint, keys))
    return keys


_GROUPS: Final = 20
_SLOT: Final = {
    (k, n): i
    for i, (k, n) in enumerate(
        [(SINGLE, 1), (PAIR, 2), (TRIPLE, 3), (FULL, 5)]
        + [(STAIRS, 2 * p) for p in range(2, 8)]
        + [(STRAIGHT, n) for n in range(5, 15)]
    )
}
_VALUE: Final = itemgetter(1)


def _group(state: TichuState, seat: Seat, kind: int, length: int) -> GroupCache:
    """(hand, values, keys) of every non-bomb play of one type the hand holds, by value: made
    at the seat's first follow of that type and filtered as the hand shrinks. The Phoenix
    single counts as 30 (above every single but the Dragon)."""
    hand = state.hands[seat]
    slot = seat * _GROUPS + _SLOT[kind, length]
    got = state._groups[slot]
    if got is None or got[0] & hand != hand:
        entries = sorted(of_type(hand, kind, length).items(), key=_VALUE)
        got = (hand, tuple(map(_VALUE, entries)), tuple([k for k, _ in entries]))
        state._groups[slot] = got
    elif got[0] != hand:
        keep = _filtered(got[2], got[0] & ~hand)
        got = (hand, tuple(compress(got[1], keep)), tuple(compress(got[2], keep)))
        state._groups[slot] = got
    return got


def _follows(state: TichuState, seat: Seat, tichu: tuple[Action, ...]) -> Sequence[Action]:
    """The actions of a follow to a combination that is no bomb: the seat's plays of the top's
    type that beat it, and its bombs; with the wish in play and a play that fulfils it, only
    those and the bombs, and no pass (a single's beaters without a bomb or the wish are listed
    in `_legal`)."""
    hand = state.hands[seat]
    kind, length, value, _ = state.top  # type: ignore[misc]
    if kind == BOMB:
        masks, forced = follow_masks(state, seat)
        return listed(() if forced else _PASS, _keys(state, masks), tichu)
    _, values, keys = _group(state, seat, kind, length)
    found = keys[bisect_right(values, value) :]
    bombs_ = tuple(bomb_keys(hand)) if BEST_BOMBS[hand] else ()
    if state.wish and hand & RANK_MASK[state.wish]:
        need = RANK_CODES[state.wish]
        wished = [k for k in found + bombs_ if not need.isdisjoint(k)]
        if wished:
            return listed((), tuple(sorted({*wished, *bombs_})), tichu)
    found += bombs_
    if len(found) > 1:
        found = tuple(sorted(found))
    return listed(_PASS, found, tichu)


# _BEAT_SINGLE[v]: the cards whose single beats a single of value v (2..30; the Mah Jong and
# the Dog never do)
_BEAT_SINGLE: Final = [
    sum(1 << i for i in range(52) if 2 * RANK[i] > v)
    | (B_DRG if v < 30 else 0)
    | (B_PHX if v < 30 else 0)
    for v in range(31)
]


def _keys(state: TichuState, masks: list[int]) -> tuple[bytes, ...]:
    """The keys of these plays (with the Mah Jong's wish forms) in text order."""
    entries = with_wishes(dict.fromkeys(map(mask_key, masks), 0), state.options.wish_required)
    return tuple(sorted(entries))


def follow_masks(state: TichuState, seat: Seat) -> tuple[list[int], bool]:
    """The plays allowed on a follow, and whether the wish forbids passing."""
    hand = state.hands[seat]
    found = list(beating_plays(hand, state.top, state.top_mask))  # type: ignore[arg-type]
    if state.wish and hand & RANK_MASK[state.wish]:
        need = RANK_MASK[state.wish]
        if any(m & need for m, _ in found):
            return [m for m, c in found if m & need or c[0] == BOMB], True
    return [m for m, _ in found], False


def legal_actions(state: TichuState, seat: Seat) -> Sequence[Action]:
    cached = state._legal[seat]
    if cached is not None and cached[0] == state.version:
        return cached[1]
    acts = _legal(state, seat)
    state._legal[seat] = (state.version, acts)
    return acts


def _legal(state: TichuState, seat: Seat) -> Sequence[Action]:
    phase = state.phase
    if phase is _PLAY:
        if state.window:
            if state.window[0] != seat:
                return (TICHU,) if can_call(state, seat) else ()
            found = [m for m, _ in bombs(state.hands[seat], state.top[2])]  # type: ignore[index]
            return listed(_PASS, _keys(state, found), ())
        # `can_call` when not polled
        called = state.played[seat] or state.calls[seat] or not state.options.tichu_calls_enabled
        tichu = () if called else _TICHU
        if seat != state.current:
            return tichu
        top = state.top
        if top is not None and top[0] == SINGLE:  # the most common question: quick
            hand = state.hands[seat]
            if not (BEST_BOMBS[hand] or state.wish and hand & RANK_MASK[state.wish]):
                # the Phoenix beats any single but the Dragon (value 30)
                key = (hand & _BEAT_SINGLE[top[2]]) << 1 | (not called)
                got = _SINGLE_FOLLOWS.get(key)
                if got is None:
                    if len(_SINGLE_FOLLOWS) > 20_000:
                        _SINGLE_FOLLOWS.clear()
                    got = _SINGLE_FOLLOWS[key] = (PASS, *single_plays(key >> 1), *tichu)
                return got
        if top is None:
            keys = _leads(state, seat)
            if state.hands[seat] & B_MJ:
                return LeadPlays(keys, state.options.wish_required, tichu)
            return listed((), keys, tichu)
        return _follows(state, seat, tichu)
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
    return exchanges(state.hands[seat], seat)


_PASS: Final = (PASS,)
_PLAY: Final = Phase.PLAY
_TICHU: Final = (TICHU,)
# The actions of a follow to a single without a bomb or a wish in play, by the beaters' mask
# and whether the seat may call Tichu (see `_legal`)
_SINGLE_FOLLOWS: Final[dict[int, tuple[Action, ...]]] = {}


class ExchangeChoices(LazyTuple[Action]):
    """The 2,184 exchange actions of a hand, in text order, made only when looked at.

    A complete, sorted, read-only sequence like the tuple `legal_actions` returns elsewhere:
    random play and bots pick one or two of the 2,184, so building them all is waste.
    Exchange lists its gives by seat, so the text order is the lexicographic order of
    (card to the lowest other seat, card to the middle one, card to the highest one).
    """

    __slots__ = ("hand", "seats", "cards", "n")

    def __init__(self, hand: int, seat: Seat) -> None:
        super().__init__()
        self.hand = hand
        self.seats = _OTHER_SEATS[seat]
        self.cards = cards_by_text(hand)
        self.n = len(self.cards)

    def __len__(self) -> int:
        n = self.n
        return n * (n - 1) * (n - 2)

    def _make(self, i: int, j: int, k: int) -> Exchange:
        c, t, (a, b, d) = self.cards, _GIVE_TEXT, self.seats
        e = Exchange.__new__(Exchange)
        object.__setattr__(e, "gives", ((c[i], a), (c[j], b), (c[k], d)))
        object.__setattr__(e, "_text", f"exchange {t[c[i]]}{a} {t[c[j]]}{b} {t[c[k]]}{d}")
        return e

    def at(self, index: int) -> Action:
        n = self.n
        i, rest = divmod(index, (n - 1) * (n - 2))
        j, k = divmod(rest, n - 2)
        j += j >= i
        lo, hi = sorted((i, j))  # k skips i and j
        k += k >= lo
        k += k >= hi
        return self._make(i, j, k)

    def make(self) -> tuple[Action, ...]:
        return tuple(self._make(i, j, k) for i, j, k in permutations(range(self.n), 3))

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


_GIVE_TEXT: Final = {c: f"{c}>" for c in INDEX}
_OTHER_SEATS: Final = tuple(tuple(s for s in range(4) if s != seat) for seat in range(4))
_EXCHANGES: Final[dict[tuple[int, Seat], ExchangeChoices]] = {}


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
