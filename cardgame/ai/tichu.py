"""Tichu's rule players: Medium (hand evaluation, partnership play) and Easy (slips).

Both read only their seat's view and never search. The hand is planned as a partition into
combinations (`tichu_plan`), which says how many leads it needs from others to go out;
calls, the exchange, leads and follows are judged on that plan. Every rule returns its
action with a reason (a stable code and parameters, `Choice`), so that the table's hint
quotes the very rule the bot played by. The rules, in order of precedence:

1. Calls: Grand Tichu on eight strong cards, Tichu on a hand whose plan needs no lead from
   anyone (never when the partner has called).
2. The partner's trick is never overtaken (with a bomb or otherwise) unless the play takes
   us out; a partner whose call is alive is never beaten to going out.
3. A partner who called gets our lowest leads, the Dog and our best card in the exchange.
4. An opponent whose call is alive (or who would make a double victory) is fought: their
   tricks are beaten with higher cards than usual, and bombed when they are close to out.
5. Against an opponent's trick we play what improves our plan most, weighing the lead the
   trick brings and its points; a bomb is kept for the moment it decides the hand.
6. The exchange gives the opponents the cards our plan misses least (the Dog to one), the
   partner our best spare card.
7. The wish names a rank we passed to an opponent (the next one first) and do not hold
   ourselves, never the one we passed to the partner; the Dragon's trick goes to the
   opponent more likely to stay last (the one with more cards).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..engine.actions import Action, CallTichu, Exchange, Gift, Grand, Pass, Play
from ..engine.cards import Card
from ..engine.tichu.combos import (
    B_DOG,
    B_DRG,
    B_MJ,
    B_PHX,
    BOMB,
    DOGK,
    INDEX,
    PAIR,
    RANK,
    RANK_CHARS,
    RANK_MASK,
    SINGLE,
    Combo,
    cards_of,
    classify,
    indices,
    mask_of,
    points,
)
from ..engine.tichu.seen import TichuView
from .tichu_plan import Part, call_score, grand_score, plan, win_chance

Params = tuple[tuple[str, object], ...]
Cand = tuple[int, Combo, float]  # a planned combination that may be led, and its chance

# Thresholds of the calls, calibrated on the benchmark (hands called at each `call_score`
# and how many went out first): at most TICHU_NEED made more than three calls in four.
TICHU_NEED = -1.8
TICHU_NEED_EARLY = -2.6  # before the exchange, with three cards still to come and go
GRAND_SCORE = 5.5


class Choice(NamedTuple):
    """A rule's action and why: a stable code with parameters (worded by the table).

    Codes: `only`, `grand_strong` / `grand_weak`, `tichu_strong` / `tichu_weak` /
    `partner_called`, `exchange`, `gift_last` (seat, left), `go_out`, `dog_partner`,
    `support_partner`, `partner_last`, `keep_out` (seat, left), `cash`, `weakest`,
    `last_bomb`, `wish_forced`, `partner_wins`, `stop_call` (seat),
    `stop_double`, `block` (seat, left), `take_points` (points), `take_lead`, `cheapest`,
    `bomb_decides`, `keep_bomb`, `save`. A Mah Jong play adds `wish` (rank) and `wish_why`
    (`passed` with `seat`, or `lacking`)."""

    action: Action
    code: str
    params: Params = ()


class _Table(NamedTuple):
    """What the rules read from a view, computed once per decision."""

    me: int
    partner: int
    opponents: tuple[int, int]
    hand: int
    left: tuple[int, int, int, int]  # cards in each hand
    out: tuple[int, ...]
    my_call: bool
    partner_call: bool  # the partner's call is alive (nobody else is out first)
    opponent_calls: tuple[int, ...]  # opponents whose call is alive
    points: int  # card points in the running trick


def _table(view: TichuView) -> _Table:
    me = view.seat
    partner = (me + 2) % 4
    opponents = ((me + 1) % 4, (me + 3) % 4)
    out = tuple(view.out)
    left = tuple(view.count(f"hand:{s}") for s in range(4))

    def alive(s: int) -> bool:
        return bool(view.calls[s]) and (not out or out[0] == s) and s not in out

    return _Table(
        me=me,
        partner=partner,
        opponents=opponents,
        hand=mask_of(view.hand),
        left=left,  # type: ignore[arg-type]
        out=out,
        my_call=bool(view.calls[me]),
        partner_call=alive(partner),
        opponent_calls=tuple(s for s in opponents if alive(s)),
        points=sum(points(mask_of(cards)) for _, cards in view.table),
    )


def split(hand: int) -> list[Part]:
    """The hand's planned combinations (the partition `tichu_plan.plan` chose)."""
    return list(plan(hand).parts)


def tichu_worthy(hand: int, need: float = TICHU_NEED) -> bool:
    """A hand whose plan needs at most `need` leads from others: it goes out first."""
    return call_score(hand) <= need


# -- the bot ----------------------------------------------------------------------------------


class MediumBot:
    """Hand evaluation and partnership play, from the view only."""

    slip = 0.0
    search_width = 5  # the search weighs Medium's shortlist only
    ranked_is_shortlist = True

    def trusted(self, view: TichuView) -> bool:
        """Decisions the search leaves to Medium: calls (a search overrates them, CONTRACT 2)
        and bomb polls (answered at once, so no thinking delay shows that a seat was polled)."""
        d = view.decision
        if d in ("grand", "call", "bomb"):
            return True
        return d in ("lead", "follow") and self._tichu_now(view)

    def _tichu_now(self, view: TichuView) -> bool:
        return (
            view.options.tichu_calls_enabled
            and not view.calls[view.seat]
            and not view.played_card[view.seat]
            and self._wants_tichu(view, TICHU_NEED)
        )

    def choose(self, view: TichuView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(view, legal).action

    def decide(self, view: TichuView, legal: Sequence[Action]) -> Choice:
        """Medium's action with its reason (no randomness: the hint quotes the bot)."""
        got = self._decide(view, legal)
        if got.action not in legal:  # a rule's pick must come from the engine's list
            return Choice(legal[0], "only")
        return got

    def _decide(self, view: TichuView, legal: Sequence[Action]) -> Choice:
        d = view.decision
        if d is None:
            return Choice(_pick(legal, Pass) or legal[0], "only")
        if len(legal) == 1:
            return Choice(legal[0], "only")
        if d == "grand":
            return self._grand(view, legal)
        if d == "call":
            return self._call(view, legal)
        if d == "exchange":
            return self._exchange(view, legal)
        if d == "gift":
            return self._gift(view, legal)
        t = _table(view)
        if d == "bomb":
            return self._bomb(view, legal, t)
        if self._tichu_now(view):
            call = _pick(legal, CallTichu)
            if call is not None:
                return Choice(call, "tichu_strong")
        if d == "lead":
            return self._lead(view, legal, t)
        return self._follow(view, legal, t)

    # -- calls -------------------------------------------------------------------------------
    def _grand(self, view: TichuView, legal: Sequence[Action]) -> Choice:
        score = grand_score(mask_of(view.hand))
        if score >= GRAND_SCORE:
            return Choice(_pick(legal, Grand) or legal[0], "grand_strong")
        return Choice(_pick(legal, Pass) or legal[0], "grand_weak")

    def _wants_tichu(self, view: TichuView, need: float) -> bool:
        me = view.seat
        if any(view.calls[s] for s in (me, (me + 2) % 4)) or view.out:
            return False
        hand = mask_of(view.hand)
        return hand.bit_count() >= 14 and tichu_worthy(hand, need)

    def _call(self, view: TichuView, legal: Sequence[Action]) -> Choice:
        if view.calls[(view.seat + 2) % 4]:
            return Choice(_pick(legal, Pass) or legal[0], "partner_called")
        if self._wants_tichu(view, TICHU_NEED_EARLY):
            return Choice(_pick(legal, CallTichu) or legal[0], "tichu_strong")
        return Choice(_pick(legal, Pass) or legal[0], "tichu_weak")

    # -- the exchange ------------------------------------------------------------------------
    def _exchange(self, view: TichuView, legal: Sequence[Action]) -> Choice:
        me = view.seat
        hand = mask_of(view.hand)
        partner = (me + 2) % 4
        gives = exchange_cards(
            hand, bool(view.calls[me]), bool(view.calls[partner]), (me + 1) % 4, (me + 3) % 4
        )
        want = Exchange(
            (
                (_card(gives[0]), (me + 1) % 4),
                (_card(gives[1]), partner),
                (_card(gives[2]), (me + 3) % 4),
            )
        )
        return Choice(want if want in legal else legal[0], "exchange")

    # -- the Dragon's trick ------------------------------------------------------------------
    def _gift(self, view: TichuView, legal: Sequence[Action]) -> Choice:
        def likely_last(a: Action) -> tuple[int, int]:
            s = a.seat if isinstance(a, Gift) else -1
            return (0 if s in view.out else 1, view.count(f"hand:{s}"))

        best = max(legal, key=likely_last)
        s = best.seat if isinstance(best, Gift) else -1
        return Choice(best, "gift_last", (("seat", s), ("left", view.count(f"hand:{s}"))))

    # -- bombs -------------------------------------------------------------------------------
    def _bomb(self, view: TichuView, legal: Sequence[Action], t: _Table) -> Choice:
        plays = [a for a in legal if type(a) is Play]
        passing = _pick(legal, Pass) or legal[0]
        if not plays or view.owner is None:
            return Choice(passing, "keep_bomb")
        for a in plays:
            if mask_of(a.cards) == t.hand and not _spoils_partner(t):
                return Choice(a, "go_out")
        if view.owner % 2 == t.me % 2:
            return Choice(passing, "partner_wins")
        got = self._bomb_reason(t, view.owner)
        if got is None:
            return Choice(passing, "keep_bomb")
        best = min(plays, key=lambda a: classify(mask_of(a.cards))[2])  # type: ignore[index]
        return Choice(best, *got)

    def _bomb_reason(self, t: _Table, owner: int) -> tuple[str, Params] | None:
        """Why a bomb on the opponent `owner`'s trick pays now, or None to keep it."""
        owner_left = t.left[owner]
        if owner in t.opponent_calls and owner_left <= 6:
            return "stop_call", (("seat", owner),)
        if _double_threat(t):
            return "stop_double", ()
        if 0 < owner_left <= 2:
            return "block", (("seat", owner), ("left", owner_left))
        rest = t.hand
        for m, c in plan(t.hand).parts:
            if c[0] == BOMB:
                rest &= ~m
                break
        if rest and plan(rest).need <= -0.5 and not t.partner_call:
            return "bomb_decides", ()
        return None

    # -- leads -------------------------------------------------------------------------------
    def _lead(self, view: TichuView, legal: Sequence[Action], t: _Table) -> Choice:
        plays = _keeping_partner(t, [a for a in legal if type(a) is Play])
        by_mask = _by_mask(plays)
        wish, why = _wish_choice(view, t.hand)

        def lead(m: int, code: str, params: Params = ()) -> Choice:
            a = _with_wish(by_mask[m], wish)
            if getattr(a, "wish", None):
                params = (*params, ("wish", wish), *why)
            return Choice(a, code, params)

        partner_in = t.partner not in t.out
        spoil = _spoils_partner(t)
        if t.hand in by_mask and not spoil:
            return lead(t.hand, "go_out")
        p = plan(t.hand)
        parts: list[Cand] = [
            (m, c, w) for (m, c), w in zip(p.parts, p.chances, strict=True) if m in by_mask
        ]
        if not parts:  # the wish forces a card we planned elsewhere
            best = min(plays, key=_play_cost)
            return Choice(_with_wish([best], wish), "wish_forced")
        partner_left = t.left[t.partner] if partner_in else 0
        if B_DOG in by_mask and partner_in:
            opp_near = min((t.left[s] for s in t.opponents if s not in t.out), default=14)
            if (
                t.partner_call
                or (partner_left <= 3 and not t.my_call)
                or (p.need > 2 and not t.my_call)
                or len(parts) <= 3  # a Dog kept to the end needs a lead of its own
                or opp_near <= 4
            ):
                return lead(B_DOG, "dog_partner")
        opp_left = [t.left[s] for s in t.opponents if s not in t.out]
        near = min(opp_left) if opp_left else 14
        singles = sorted((c[2], m) for m, c, _ in parts if c[0] == SINGLE and m != B_DOG)
        partner_next = _next_in(t, t.me) == t.partner  # no opponent plays between us
        if partner_in and singles and (near > 1 or partner_next):
            if t.partner_call:
                return lead(singles[0][1], "support_partner")
            if partner_left == 1:
                return lead(singles[0][1], "partner_last")
            if _double_threat(t) and partner_left < t.left[t.me] and partner_next:
                return lead(singles[0][1], "stop_double")
        if near <= 4:
            got = self._keep_out(t, parts, near, lead)
            if got is not None:
                return got
        # cash sure winners when the rest goes with one more lead
        weak = [(m, c, w) for m, c, w in parts if w < 0.6 and m != B_DOG]
        strong = [(m, c, w) for m, c, w in parts if w >= 0.6 and c[0] != BOMB]
        if strong and len(weak) <= 1 and not spoil:
            m = max(strong, key=lambda x: x[2])[0]
            return lead(m, "cash")
        pool = weak or strong or [(m, c, w) for m, c, w in parts if m != B_DOG] or parts
        if not weak and not strong and all(c[0] == BOMB for m, c, _ in pool):
            return lead(min(pool, key=lambda x: x[1][2])[0], "last_bomb")
        if spoil and len(pool) > 1:
            pool = [x for x in pool if x[0] != t.hand] or pool
        m = min(pool, key=lambda x: (x[2], -x[0].bit_count(), x[1][2]))[0]
        return lead(m, "weakest")

    def _keep_out(
        self, t: _Table, parts: list[Cand], near: int, lead: Callable[..., Choice]
    ) -> Choice | None:
        """A lead that an opponent with one or two cards cannot use to go out."""
        seat = min((s for s in t.opponents if s not in t.out), key=lambda s: t.left[s])
        params: Params = (("seat", seat), ("left", near))
        longer = [x for x in parts if x[0].bit_count() > near and x[1][0] != BOMB]
        if longer:  # a combination longer than their hand: they cannot follow it
            return lead(min(longer, key=lambda x: (x[2], x[1][2]))[0], "keep_out", params)
        if near > 2:
            return None
        other = [
            x for x in parts if x[1][0] not in (SINGLE, DOGK) and (near != 2 or x[1][0] != PAIR)
        ]
        if other:
            return lead(min(other, key=lambda x: (x[2], x[1][2]))[0], "keep_out", params)
        if near == 1:
            singles = [x for x in parts if x[1][0] == SINGLE]
            if singles:
                return lead(max(singles, key=lambda x: x[1][2])[0], "keep_out", params)
        return None

    # -- follows -----------------------------------------------------------------------------
    def _follow(self, view: TichuView, legal: Sequence[Action], t: _Table) -> Choice:
        passing = _pick(legal, Pass)
        plays = [a for a in legal if type(a) is Play]
        if passing is not None:
            plays = [a for a in plays if mask_of(a.cards) != t.hand or not _spoils_partner(t)]
        wish, _ = _wish_choice(view, t.hand)
        if not plays:
            return Choice(passing or legal[0], "save")
        spoil = _spoils_partner(t)
        for a in plays:
            if mask_of(a.cards) == t.hand and not spoil:
                return Choice(a, "go_out")
        if passing is None:  # the wish obliges: the cheapest allowed play
            return Choice(_with_wish([min(plays, key=_play_cost)], wish), "wish_forced")
        owner = view.owner if view.owner is not None else -1
        if owner % 2 == t.me % 2:
            return Choice(passing, "partner_wins")
        top = classify(mask_of(view.top)) if view.top else None
        p = plan(t.hand)
        owner_left = t.left[owner] if owner >= 0 else 14
        fight = owner in t.opponent_calls
        double = _double_threat(t)
        near = min((t.left[s] for s in t.opponents if s not in t.out), default=14)
        urgent = fight or double or owner_left <= 3 or t.my_call and near <= 4
        racing = t.my_call or p.need <= 0 or double and t.left[t.me] <= t.left[t.partner]
        lead_value = 1.0 + (0.8 if racing else 0.0) + (1.2 if urgent else 0.0)
        lead_value += 0.4 if t.partner_call else 0.0
        best: tuple[float, Play] | None = None
        for a in plays:
            m = mask_of(a.cards)
            c = classify(m, top)
            if c is None:
                continue
            rest = t.hand & ~m
            gain = p.need - plan(rest).need if rest else 5.0
            win = _holds(c, m)
            value = gain + win * lead_value + win * t.points / 20
            if m == B_DRG:
                value -= (t.points + 25) / 25  # the trick goes to an opponent
            if c[0] == BOMB:
                if _bomb_ok(self, t, owner) is None:
                    continue
                value += 3.0
            if best is None or value > best[0]:
                best = (value, a)
        if best is None or best[0] <= 0.25:
            return Choice(passing, "save")
        a = best[1]
        m = mask_of(a.cards)
        c = classify(m, top)
        if c is not None and c[0] == BOMB:
            got = _bomb_ok(self, t, owner)
            assert got is not None
            return Choice(a, *got)
        if fight:
            return Choice(a, "stop_call", (("seat", owner),))
        if double:
            return Choice(a, "stop_double")
        if owner_left <= 2:
            return Choice(a, "block", (("seat", owner), ("left", owner_left)))
        if t.points >= 15:
            return Choice(a, "take_points", (("points", t.points),))
        if racing:
            return Choice(a, "take_lead")
        return Choice(a, "cheapest")

    # -- candidates for the search -------------------------------------------------------------
    def ranked(self, view: TichuView, legal: Sequence[Action]) -> list[Action]:
        """Medium's choice first, then the alternatives a good player would weigh."""
        first = self.decide(view, legal).action
        out = [first]
        d = view.decision
        hand = mask_of(view.hand)
        if d in ("lead", "follow"):
            plays = [a for a in legal if type(a) is Play]
            wish, _ = _wish_choice(view, hand)
            by_mask = _by_mask(plays)
            parts = [m for m, _ in plan(hand).parts if m in by_mask]
            alts = [_with_wish(by_mask[m], wish) for m in parts]
            top = classify(mask_of(view.top)) if view.top else None
            scored = []
            for m, forms in by_mask.items():
                c = classify(m, top)
                if c is not None:
                    scored.append(
                        (
                            (c[0] == BOMB, -m.bit_count() if d == "lead" else 0, c[2]),
                            _with_wish(forms, wish),
                        )
                    )
            scored.sort(key=lambda x: x[0])
            alts += [a for _, a in scored]
            passing = _pick(legal, Pass)
            if passing is not None:
                alts.insert(0, passing)
        else:
            alts = list(legal[:40])
        for a in alts:
            if a not in out and a in legal:
                out.append(a)
            if len(out) >= 12:
                break
        return out


class EasyBot(MediumBot):
    """Medium with human-like slips: a random play now and then, shakier calls."""

    slip = 0.18

    def choose(self, view: TichuView, legal: Sequence[Action], rng: random.Random) -> Action:
        d = view.decision
        if d in ("lead", "follow") and rng.random() < self.slip:
            plays = [a for a in legal if type(a) is Play and len(a.cards) <= 3]
            if plays:
                return rng.choice(plays)
        if d == "bomb" and rng.random() < 0.5:
            return _pick(legal, Pass) or legal[0]
        if d == "grand":
            return _pick(legal, Pass) or legal[0]
        return super().choose(view, legal, rng)


def medium_hint(view: TichuView, legal: Sequence[Action]) -> Choice:
    """What Medium would do here and why; the action equals `MediumBot().choose`."""
    return MediumBot().decide(view, legal)


# -- rules shared by leads, follows and bomb polls ----------------------------------------------


def _spoils_partner(t: _Table) -> bool:
    """Going out now would make the partner's alive call fail."""
    return t.partner_call and not t.out


def _keeping_partner(t: _Table, plays: list[Play]) -> list[Play]:
    """The plays that do not take us out before a partner whose call is alive (all of them
    when each one would)."""
    if not _spoils_partner(t):
        return plays
    return [a for a in plays if mask_of(a.cards) != t.hand] or plays


def _next_in(t: _Table, seat: int) -> int:
    """The next seat after `seat` that is still in."""
    for k in (1, 2, 3):
        s = (seat + k) % 4
        if s not in t.out:
            return s
    return seat


def _double_threat(t: _Table) -> bool:
    """An opponent is out first and neither of us is: the other going out is a double victory."""
    return bool(t.out) and t.out[0] in t.opponents and t.me not in t.out and t.partner not in t.out


def _bomb_ok(bot: MediumBot, t: _Table, owner: int) -> tuple[str, Params] | None:
    return bot._bomb_reason(t, owner) if owner >= 0 and owner % 2 != t.me % 2 else None


def _holds(c: tuple[int, int, int, int], m: int) -> float:
    """The chance that a play over the table keeps the trick."""
    if c[0] == BOMB or m == B_DRG:
        return 1.0
    if m == B_PHX:
        return 0.7
    rank = c[2] // 2
    low = rank - c[1] // 2 + 1 if c[0] in (4, 6) else rank
    return max(0.15, win_chance(c[0], low, rank))


def exchange_cards(
    hand: int, i_called: bool, partner_called: bool, left: int, right: int
) -> tuple[int, int, int]:
    """Card indices for (the left opponent, the partner, the right opponent).

    Opponents get the cards whose loss hurts our plan least and helps them least (the Dog
    first, no points, two different ranks); the partner our best card when they called or
    our hand is weak, else a good spare that our plan does not need."""
    keep = 0
    for m, c in plan(hand).parts:
        if c[0] == BOMB:
            keep |= m
    need = plan(hand).need
    cards = [i for i in indices(hand) if not keep >> i & 1]
    if len(cards) < 3:
        cards = indices(hand)
    after = {i: plan(hand & ~(1 << i)).need for i in cards}

    def help_to_them(i: int) -> float:
        b = 1 << i
        if b == B_DOG:
            return -1.0
        if b in (B_DRG, B_PHX):
            return 3.0
        if b == B_MJ:
            return 0.6
        return 2 * win_chance(SINGLE, RANK[i], RANK[i]) + points(b) / 20

    opp = sorted(cards, key=lambda i: (after[i] - need + help_to_them(i), RANK[i]))
    first = opp[0]
    second = next((i for i in opp[1:] if RANK[i] != RANK[first] or RANK[i] == 0), opp[1])
    rest = [i for i in cards if i not in (first, second)]
    generous = partner_called and not i_called or need >= 3
    if generous:
        to_partner = max(rest, key=lambda i: (help_to_them(i), -after[i]))
    else:
        spare = [i for i in rest if (1 << i) not in (B_DRG, B_PHX) and (1 << i) != B_DOG]
        to_partner = max(spare or rest, key=lambda i: help_to_them(i) - 1.5 * (after[i] - need))
    return first, to_partner, second


# -- helpers ----------------------------------------------------------------------------------


def _pick(legal: Sequence[Action], kind: type) -> Action | None:
    for a in legal:
        if type(a) is kind:
            return a
    return None


def _card(i: int) -> Card:
    return cards_of(1 << i)[0]


def _by_mask(plays: Sequence[Play]) -> dict[int, list[Play]]:
    out: dict[int, list[Play]] = {}
    for a in plays:
        out.setdefault(mask_of(a.cards), []).append(a)
    return out


def _with_wish(forms: Sequence[Action], wish: str | None) -> Action:
    for a in forms:
        if getattr(a, "wish", None) == wish:
            return a
    return forms[0]


def _play_cost(a: Play) -> tuple[int, int]:
    m = mask_of(a.cards)
    c = classify(m)
    return (1 if c is not None and c[0] == BOMB else 0, c[2] if c else 99)


def _wish_choice(view: TichuView, hand: int) -> tuple[str | None, Params]:
    """A rank we passed to an opponent (the next seat first: it plays right after the Mah
    Jong) and do not hold; else the highest rank we lack that the partner did not get from
    us. With the reason's parameters."""
    me = view.seat
    to_partner = {RANK[INDEX[c]] for c, s in view.given if s == (me + 2) % 4 and not c.is_special}
    for seat in ((me + 1) % 4, (me + 3) % 4):
        for c, s in view.given:
            if s == seat and not c.is_special:
                r = RANK[INDEX[c]]
                if not hand & RANK_MASK[r] and r not in to_partner:
                    return RANK_CHARS[r - 2], (("wish_why", "passed"), ("wish_seat", seat))
    for r in range(14, 1, -1):
        if not hand & RANK_MASK[r] and r not in to_partner:
            return RANK_CHARS[r - 2], (("wish_why", "lacking"),)
    return None, ()
