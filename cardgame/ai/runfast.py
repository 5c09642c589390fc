"""Run Fast computer players: a hand-planning Medium and a slip-prone Easy.

Medium splits its hand into combinations (straights, runs of pairs, triples, pairs, singles;
bombs kept aside) so as to go out in as few leads as possible, counting high groups as
nearly free since they win back the lead. It leads its weakest groups first and keeps bombs
and the 2 of spades for when they matter: a response bomb earns the bonus, so it bombs when
the trick is worth taking or someone is close to going out. With an opponent down to one or
two cards it stops leading what that player could follow and beats as high as it can.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ..engine.actions import Action, Pass
from ..engine.cards import Card, sort_cards
from ..engine.runfast.combos import (
    ACE,
    BOMB,
    NIB_COUNT,
    PAIR,
    PAIRS,
    RANK_OF,
    SINGLE,
    STRAIGHT,
    TRIPLE,
    TWO,
    Combo,
    classify,
    combo_of,
    deck,
    has_beating,
    mask_of,
    play_of,
    rank_counts,
)
from ..engine.runfast.options import RunFastOptions
from ..engine.runfast.rules import Phase, RunFastState
from ..engine.runfast.seen import RunFastView
from .runfast_infer import Sampler

SEATS = 3
# The search values going out itself (the deal's winner), on top of the points.
SEARCH_TUNING = {"win_bonus": 30.0}
# Start of a sequence group in a plan: (kind, low rank, high rank).
Group = tuple[int, int, int]


def _group_cost(kind: int, low: int, high: int) -> float:
    """About how many leads a group needs: high groups usually win the lead back."""
    if kind == SINGLE:
        return 0.0 if high == TWO else 0.45 if high == ACE else 0.75 if high == ACE - 1 else 1.0
    if kind == PAIR:
        return 0.25 if high == ACE else 0.55 if high == ACE - 1 else 0.8 if high == ACE - 2 else 1.0
    if kind == TRIPLE:
        return 0.4 if high >= ACE - 2 else 0.7 if high >= 6 else 0.9
    if kind == STRAIGHT:
        return 0.35 if high == ACE else 0.6 if high == ACE - 1 else 0.85
    return 0.4 if high >= ACE - 1 else 0.8  # runs of pairs


_RANK_KIND = {1: SINGLE, 2: PAIR, 3: TRIPLE}


@lru_cache(maxsize=200_000)
def _plan(counts: tuple[int, ...]) -> tuple[float, tuple[Group, ...]]:
    """The cheapest split of rank counts (no bombs) into groups: the lowest rank's cards go
    into one group of their rank, or start a straight or a run of pairs."""
    r = 0
    while r < 13 and not counts[r]:
        r += 1
    if r == 13:
        return 0.0, ()
    n = counts[r]
    rest = list(counts)
    rest[r] = 0
    sub_cost, sub = _plan(tuple(rest))
    kind = _RANK_KIND.get(n, TRIPLE)
    best = (
        _group_cost(kind, r, r) + sub_cost + (0.1 if kind == SINGLE else 0.0),
        ((kind, r, r),) + sub,
    )
    for need, kind, least in ((1, STRAIGHT, 5), (2, PAIRS, 2)):
        end = r
        while end <= ACE and counts[end] >= need:
            length = end - r + 1
            if length >= least:
                rest = list(counts)
                for k in range(r, end + 1):
                    rest[k] -= need
                sub_cost, sub = _plan(tuple(rest))
                cost = _group_cost(kind, r, end) + sub_cost
                if cost < best[0]:
                    best = (cost, ((kind, r, end),) + sub)
            end += 1
    return best


@lru_cache(maxsize=200_000)
def _plan_hand(
    counts: tuple[int, ...], aces_bomb: bool
) -> tuple[float, tuple[Group, ...], list[int]]:
    """(cost, groups, bomb ranks) of a hand given by rank counts."""
    bombs = [r for r in range(ACE) if counts[r] == 4]
    if aces_bomb and counts[ACE] == 3:
        bombs.append(ACE)
    if bombs:
        rest = list(counts)
        for r in bombs:
            rest[r] = 0
        counts = tuple(rest)
    cost, groups = _plan(counts)
    return cost, groups, bombs


def group_cards(groups: Sequence[Group], hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Real cards for each planned group (sequences take their cards first)."""
    by_rank: list[list[Card]] = [[] for _ in range(13)]
    for c in hand:
        by_rank[RANK_OF[c]].append(c)
    out: list[tuple[Card, ...]] = []
    for kind, low, high in sorted(groups, key=lambda g: g[0] in (SINGLE, PAIR, TRIPLE)):
        if kind == STRAIGHT:
            out.append(tuple(by_rank[r].pop(0) for r in range(low, high + 1)))
        elif kind == PAIRS:
            cards: list[Card] = []
            for r in range(low, high + 1):
                cards += [by_rank[r].pop(0), by_rank[r].pop(0)]
            out.append(tuple(cards))
        else:
            out.append(tuple(by_rank[low]))
            by_rank[low] = []
    return out


def _deck_mask(opts: RunFastOptions) -> int:
    return _DECK_MASKS.get(opts.removed_ace) or _DECK_MASKS.setdefault(
        opts.removed_ace, mask_of(deck(opts))
    )


_DECK_MASKS: dict[str, int] = {}


class _Table:
    """What Medium reads off its position once per decision: its hand, the cards no one has
    shown, the hand sizes and the trick's top. Built from the seat's view (`of_view`) or,
    in the search's rollouts, straight from a state (`of_state`): the same fields, so the
    same choice."""

    def __init__(
        self,
        hand: list[Card],
        seen: int,
        opts: RunFastOptions,
        seat: int,
        sizes: Sequence[int],
        phase: tuple[bool, bool, int | None],
    ) -> None:
        self.opts = opts
        self.seat = seat
        self.opening, self.need_3h, self.top_seat = phase
        self.hand = hand
        self.counts = rank_counts(hand)
        unseen = _deck_mask(opts) & ~seen
        self.unseen = [NIB_COUNT[(unseen >> (4 * r)) & 15] for r in range(13)]
        self.others = [sizes[(seat + k) % SEATS] for k in (1, 2)]
        self.danger = min(self.others)
        self.top_left = sizes[self.top_seat] if self.top_seat is not None else 16
        self.cost, self.groups, self.bombs = _plan_hand(tuple(self.counts), opts.three_aces_bomb)

    @classmethod
    def of_view(cls, view: RunFastView) -> _Table:
        hand = list(view.hand)
        seen = mask_of(hand) | mask_of(view.gone)
        for _, cs in view.table:
            seen |= mask_of(cs)
        sizes = [view.count(f"hand:{s}") for s in range(SEATS)]
        phase = (view.opening, view.need_3h, view.top_seat)
        return cls(hand, seen, view.options, view.seat, sizes, phase)

    @classmethod
    def of_state(cls, state: RunFastState, seat: int) -> _Table:
        hand = list(sort_cards(state.hands[seat]))  # in the order the view shows it
        seen = state.masks[seat] | mask_of(state.gone)
        for _, cs in state.trick:
            seen |= mask_of(cs)
        sizes = [len(h) for h in state.hands]
        phase = (state.opening, state.need_3h, state.top_seat)
        return cls(hand, seen, state.options, seat, sizes, phase)

    def after(self, cards: Sequence[Card]) -> float:
        counts = list(self.counts)
        for c in cards:
            counts[RANK_OF[c]] -= 1
        return _plan_hand(tuple(counts), self.opts.three_aces_bomb)[0]

    def boss(self, combo: Combo) -> bool:
        """No combination the unseen cards could form beats this one."""
        return not has_beating(self.unseen, combo, self.opts)


class MediumBot:
    """Plans the hand, leads weak groups first, beats cheaply, saves bombs for the bonus."""

    lead_key = 0.6  # leading: how much a higher key delays a group
    lead_length = 1.2  # leading: how much a longer group is preferred
    cash_below = 3  # with at most this many groups left, sure winners are led first
    block = 0.15  # responding near someone's last cards: prefer higher plays
    bomb_urgent = 2.5  # a response bomb when the deal is close to its end
    bomb_calm = -0.4  # a response bomb otherwise (it could earn later, and keeps control)

    def choose(self, view: RunFastView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        t = _Table.of_view(view)
        if view.decision == "lead":
            return self._leads(t, legal)[0]
        return self._responses(t, legal)[0]

    def ranked(self, view: RunFastView, legal: Sequence[Action]) -> list[Action]:
        """The best few legal actions, best first (the search widens from this list); for a
        lead, also the plays a plan never proposes: the lowest and highest single, the lowest
        pair, so that the search can weigh breaking a group."""
        if len(legal) == 1:
            return list(legal)
        t = _Table.of_view(view)
        if view.decision != "lead":
            return self._responses(t, legal)[:10]
        order = self._leads(t, legal)[:6]
        if len(order) > 1 and not (view.opening and view.need_3h):
            seen = {str(a) for a in order}
            for cards in self._alternatives(t):
                p = play_of(cards)
                if str(p) not in seen:
                    seen.add(str(p))
                    order.append(p)
        return order[:10]

    def _alternatives(self, t: _Table) -> list[tuple[Card, ...]]:
        blocked = set() if t.opts.allow_breaking_bombs else set(t.bombs)
        free = sorted((c for c in t.hand if RANK_OF[c] not in blocked), key=RANK_OF.__getitem__)
        out: list[tuple[Card, ...]] = []
        if free:
            out += [(free[0],), (free[-1],)]
        for i in range(len(free) - 1):
            if RANK_OF[free[i]] == RANK_OF[free[i + 1]] and RANK_OF[free[i]] <= ACE:
                out.append((free[i], free[i + 1]))
                break
        return out

    # -- leading ------------------------------------------------------------------------------
    def _leads(self, t: _Table, legal: Sequence[Action]) -> list[Action]:
        hand_size = len(t.hand)
        for a in legal:  # going out at once
            if len(a.cards) == hand_size:  # type: ignore[union-attr]
                return [a]
        if t.opening and t.need_3h or len(t.groups) + len(t.bombs) == 0:
            cands = list(legal) if len(legal) <= 200 else [a for a in legal if len(a.cards) <= 4]  # type: ignore[union-attr]
            scored = sorted(cands, key=lambda a: (t.after(a.cards) + self._lead_risk(t, a), str(a)))  # type: ignore[union-attr]
            return scored
        # Planned groups avoid the ranks of held bombs, so each is a legal lead.
        plays: list[Action] = [play_of(cards) for cards in group_cards(t.groups, t.hand)]
        for r in t.bombs:
            plays.append(play_of(tuple(c for c in t.hand if RANK_OF[c] == r)))
        if not plays:
            return list(legal)
        return sorted(plays, key=lambda a: (self._lead_score(t, a), str(a)))

    def _lead_risk(self, t: _Table, a: Action) -> float:
        combo = classify(a.cards, t.opening, t.opts)  # type: ignore[union-attr]
        assert combo is not None
        risk = 0.0
        if combo.kind == BOMB:
            risk += 1.5
        if t.danger <= 2 and combo.size == t.danger and not t.boss(combo):
            risk += 3.0 - combo.key / 6
        return risk

    def _lead_score(self, t: _Table, a: Action) -> float:
        """Lower is better: weak, long groups first; controls and bombs last."""
        cards = a.cards  # type: ignore[union-attr]
        combo = combo_of(cards, False, t.opts)
        assert combo is not None
        non_bomb = len(t.groups)
        if combo.kind == BOMB:
            return 50.0
        boss = t.boss(combo)
        if non_bomb <= self.cash_below and boss:
            return -20.0 - combo.size  # cash a sure winner, then lead on
        score = combo.key * self.lead_key - (len(cards) - 1) * self.lead_length
        score -= 10 * _group_cost(combo.kind, combo.key, combo.key)
        if combo.kind == SINGLE and combo.key == TWO:
            score += 30
        if t.danger == 1 and combo.kind == SINGLE:
            score += 40 - combo.key  # the highest single if nothing else
        elif t.danger == 2 and combo.kind == PAIR:
            score += 20 - combo.key
        return score

    # -- responding ---------------------------------------------------------------------------
    def _responses(self, t: _Table, legal: Sequence[Action]) -> list[Action]:
        top_left = t.top_left
        scored: list[tuple[float, str, Action]] = []
        for a in legal:
            if type(a) is Pass:  # only offered with must_beat off (or when nothing beats)
                scored.append((-t.cost - 0.6 - (3.0 if t.danger <= 2 else 0.0), "", a))
                continue
            cards = a.cards  # type: ignore[union-attr]
            combo = combo_of(cards, False, t.opts)
            assert combo is not None
            left = len(t.hand) - len(cards)
            if left == 0:
                scored.append((1000.0, str(a), a))
                continue
            value = -t.after(cards)
            if combo.kind == BOMB:
                urgent = top_left <= 3 or t.danger <= 3 or t.cost <= 2.5 or len(t.hand) <= 6
                value += self.bomb_urgent if urgent else self.bomb_calm
                if not t.boss(combo):
                    value -= 0.5
            elif t.danger <= 2 or top_left <= 2:
                value += combo.key * self.block  # block: beat as high as possible
            else:
                value -= combo.key * 0.02  # otherwise the cheapest beat
                if combo.kind == SINGLE and combo.key >= ACE and t.cost > 3:
                    value -= 0.3  # keep the aces and the 2 for later
            scored.append((value, str(a), a))
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [a for _, _, a in scored]


_MEDIUM = MediumBot()


def rollout_choice(state: RunFastState, seat: int, legal: Sequence[Action]) -> Action:
    """Medium's choice read straight from the state (the search's rollouts build no view):
    the same fields as the seat's view, so the same choice as `MediumBot().choose`."""
    t = _Table.of_state(state, seat)
    if state.phase is Phase.RESPOND:
        return _MEDIUM._responses(t, legal)[0]
    return _MEDIUM._leads(t, legal)[0]


def search_sampler() -> Sampler:
    """The sampler Hard's search draws its deals from (see `cardgame.ai.search`): the hidden
    hands follow what the others' past plays showed."""
    return Sampler(rollout_choice)


class EasyBot(MediumBot):
    """Medium with human-like slips: now and then it plays the first thing that fits."""

    slip = 0.2

    def choose(self, view: RunFastView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) > 1 and rng.random() < self.slip:
            plays = [a for a in legal if type(a) is not Pass]
            small = [a for a in plays if len(a.cards) <= 2] or plays  # type: ignore[union-attr]
            return rng.choice(small[:12])
        return self.ranked(view, legal)[0]


# -- hints: Medium's choice with the reason it was made --------------------------------------


class Hint(NamedTuple):
    """Medium's action for a decision and why, as a code with parameters for the words.

    Codes: `only` (the one legal action), `go_out`, `opening` (a lead that must hold 3H),
    `cash` (a sure winner while few groups are left), `last_bomb` (nothing but bombs left),
    `weakest` (the weakest planned group first), `no_single` / `no_pair` / `highest_single`
    (leading near an opponent's last cards), `bomb_stop` (a bomb against someone close to
    going out), `bomb_bonus`, `block` (beating high near the end), `cheapest` and `save` (a
    pass while `must_beat` is off). Params: `seat` and `left` for the opponent who is close
    to going out; `keeps` the (kind, low, high) of a sequence the choice keeps whole.
    """

    action: Action
    code: str
    params: tuple[tuple[str, object], ...] = ()


def medium_hint(view: RunFastView, legal: Sequence[Action]) -> Hint:
    """What Medium would do here, with its reason; the action equals `MediumBot().choose`
    (which uses no randomness), so a hint never plays differently from the bot it quotes."""
    bot = MediumBot()
    if len(legal) == 1:
        return Hint(legal[0], "only")
    t = _Table.of_view(view)
    if view.decision == "lead":
        action = bot._leads(t, legal)[0]
        return Hint(action, *_lead_reason(bot, t, action))
    action = bot._responses(t, legal)[0]
    return Hint(action, *_response_reason(t, action))


def _closest(t: _Table) -> Params:
    """The opponent with the fewest cards (the next seat on a tie) and that count."""
    me = t.seat
    k = 0 if t.others[0] <= t.others[1] else 1
    return (("seat", (me + 1 + k) % SEATS), ("left", t.others[k]))


def _sequences(groups: Sequence[Group]) -> list[Group]:
    return sorted(
        (g for g in groups if g[0] in (STRAIGHT, PAIRS)),
        key=lambda g: (g[2] - g[1], g[2]),
        reverse=True,
    )


Params = tuple[tuple[str, object], ...]


def _keeps(t: _Table, cards: Sequence[Card], led: Group | None = None) -> Params:
    """The longest planned sequence that the play leaves whole, as a `keeps` parameter."""
    if led is not None:
        kept = [g for g in _sequences(t.groups) if g != led]
    else:
        counts = list(t.counts)
        for c in cards:
            counts[RANK_OF[c]] -= 1
        after = set(_plan_hand(tuple(counts), t.opts.three_aces_bomb)[1])
        kept = [g for g in _sequences(t.groups) if g in after]
    return (("keeps", kept[0]),) if kept else ()


def _group_of(combo: Combo) -> Group:
    low = combo.key - (combo.size if combo.kind == STRAIGHT else combo.size // 2) + 1
    return (combo.kind, low if combo.kind in (STRAIGHT, PAIRS) else combo.key, combo.key)


def _lead_reason(bot: MediumBot, t: _Table, action: Action) -> tuple[str, Params]:
    cards = action.cards  # type: ignore[union-attr]
    if len(cards) == len(t.hand):
        return "go_out", ()
    if t.opening and t.need_3h:
        return "opening", _keeps(t, cards)
    combo = combo_of(cards, False, t.opts)
    assert combo is not None
    if combo.kind == BOMB:
        return "last_bomb", ()
    if len(t.groups) <= bot.cash_below and t.boss(combo):
        return "cash", ()
    if t.danger == 1:
        return ("highest_single" if combo.kind == SINGLE else "no_single"), _closest(t)
    if t.danger == 2 and combo.kind != PAIR:
        return "no_pair", _closest(t)
    return "weakest", _keeps(t, cards, _group_of(combo))


def _response_reason(t: _Table, action: Action) -> tuple[str, Params]:
    if type(action) is Pass:
        return "save", ()
    cards = action.cards  # type: ignore[union-attr]
    if len(cards) == len(t.hand):
        return "go_out", ()
    combo = combo_of(cards, False, t.opts)
    assert combo is not None
    top_seat, top_left = t.top_seat, t.top_left
    if combo.kind == BOMB:
        if top_left <= 3 and top_seat is not None:
            return "bomb_stop", (("seat", top_seat), ("left", top_left))
        if t.danger <= 3:
            return "bomb_stop", _closest(t)
        return "bomb_bonus", ()
    if t.danger <= 2 or top_left <= 2:
        if top_seat is not None and top_left < t.danger:
            return "block", (("seat", top_seat), ("left", top_left))
        return "block", _closest(t)
    return "cheapest", _keeps(t, cards)
