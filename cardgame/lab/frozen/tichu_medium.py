"""FROZEN copy of Tichu's Medium as it stood before the rebuild (issue 29), kept only as the
benchmark's yardstick (`cardgame.lab.bench_partners --frozen medium`); never offered to players.

The original docstring follows.

Tichu's heuristic players: Medium (hand evaluation, partnership play) and Easy (slips).

Both read only their seat's view. The hand is split into combinations (bombs, a straight,
stairs, full houses, triples, pairs, singles); calls, leads and follows are judged on that
split. Partnership rules, in order of precedence:

1. Never beat the partner's winning trick (unless that play takes us out), never bomb it.
2. A partner who called (Tichu or Grand Tichu) and is still in gets the lead when we can give
   it (the Dog), our lowest leads, and our bombs against the opponents; we do not call
   ourselves when the partner has called.
3. An opponent who called and is still in is fought: we beat their tricks with higher cards
   than usual and bomb them when they are about to go out.
4. Against an opponent's trick we play the cheapest combination that keeps our split; higher
   cards and bombs only when the trick is worth it (points, an opponent near the end, a call).
5. The exchange gives the partner our best spare card and the opponents our worst singles
   (the Dog to an opponent); the Dragon's trick goes to the opponent less likely to go out.
6. The wish names a rank we passed to an opponent (they hold it) and do not hold ourselves.
7. A partner with one or two cards left gets the Dog; with one card, our lowest single, so
   that the partner can go out (a double victory); an opponent with one card gets no cheap
   single from us.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action, CallTichu, Exchange, Grand, Pass, Play
from ...engine.cards import Card
from ...engine.tichu.combos import (
    B_DOG,
    B_DRG,
    B_MJ,
    B_PHX,
    BOMB,
    INDEX,
    RANK,
    RANK_CHARS,
    RANK_MASK,
    SINGLE,
    STRAIGHT,
    MaskCache,
    bombs,
    cards_of,
    classify,
    indices,
    mask_of,
    points,
)
from ...engine.tichu.seen import TichuView

Combo = tuple[int, int, int, int]


# -- splitting a hand -----------------------------------------------------------------------


def split(hand: int) -> list[tuple[int, Combo]]:
    """A greedy split of the hand into combinations: few and strong (cached by hand)."""
    return _SPLITS[hand]


def _split(hand: int) -> list[tuple[int, Combo]]:
    out: list[tuple[int, Combo]] = []
    rest = hand
    for m, c in sorted(bombs(hand), key=lambda mc: -mc[1][2]):
        if m & rest == m:
            out.append((m, c))
            rest &= ~m
    if rest & B_DOG:
        out.append((B_DOG, classify(B_DOG)))  # type: ignore[arg-type]
        rest &= ~B_DOG
    run = _best_straight(rest)
    if run:
        out.append((run, classify(run)))  # type: ignore[arg-type]
        rest &= ~run
    counts = {r: (rest & RANK_MASK[r]) for r in range(2, 15)}
    triples = [r for r in range(2, 15) if counts[r].bit_count() == 3]
    pairs = [r for r in range(2, 15) if counts[r].bit_count() == 2]
    # stairs from consecutive pairs
    used: set[int] = set()
    r = 2
    while r < 15:
        if r in pairs:
            k = r
            while k + 1 in pairs:
                k += 1
            if k > r:
                m = 0
                for x in range(r, k + 1):
                    m |= counts[x]
                    used.add(x)
                out.append((m, classify(m)))  # type: ignore[arg-type]
            r = k + 1
        else:
            r += 1
    pairs = [p for p in pairs if p not in used]
    for t in triples:
        if pairs:
            p = pairs.pop(0)
            m = counts[t] | counts[p]
        else:
            m = counts[t]
        out.append((m, classify(m)))  # type: ignore[arg-type]
        rest &= ~m
    for p in pairs:
        out.append((counts[p], classify(counts[p])))  # type: ignore[arg-type]
    for x in used:
        rest &= ~counts[x]
    for p in pairs:
        rest &= ~counts[p]
    for i in indices(rest):
        m = 1 << i
        out.append((m, classify(m)))  # type: ignore[arg-type]
    return out


_SPLITS = MaskCache(_split, 50_000)


def _best_straight(hand: int) -> int:
    """The longest straight of singles-first cards (Phoenix kept for a gap), or 0."""
    present = [0] * 15
    for r in range(2, 15):
        present[r] = (hand & RANK_MASK[r]).bit_count()
    if hand & B_MJ:
        present[1] = 1
    best, best_len = 0, 0
    r = 1
    while r <= 14:
        if not present[r]:
            r += 1
            continue
        k = r
        while k + 1 <= 14 and present[k + 1]:
            k += 1
        n = k - r + 1
        if n >= 5 and n > best_len:
            # count the pairs it would break; prefer runs of lone cards
            broken = sum(1 for x in range(r, k + 1) if present[x] >= 2)
            if broken <= n - 4:
                m = 0
                for x in range(r, k + 1):
                    m |= B_MJ if x == 1 else 1 << indices(hand & RANK_MASK[x])[0]
                if classify(m) is not None and classify(m)[0] == STRAIGHT:  # type: ignore[index]
                    best, best_len = m, n
        r = k + 1
    return best


def is_control(m: int, c: Combo) -> bool:
    """A combination that usually wins its trick."""
    if c[0] == BOMB or m == B_DRG:
        return True
    if c[0] == SINGLE:
        return c[2] >= 28 or m == B_PHX
    if c[0] in (2, 3):
        return c[2] >= 26
    return c[0] == STRAIGHT and c[1] >= 7 or c[2] >= 26


def hand_strength(hand: int) -> tuple[int, int]:
    """(combinations, controls) of the hand's split."""
    parts = split(hand)
    controls = sum(1 for m, c in parts if is_control(m, c))
    if hand & B_PHX:
        controls += 1
    return len(parts), controls


def tichu_worthy(hand: int) -> bool:
    """A hand that should go out first: many sure winners, few weak combinations."""
    parts = split(hand)
    controls = sum(1 for m, c in parts if is_control(m, c))
    weak = sum(
        1
        for m, c in parts
        if not is_control(m, c)
        and m != B_DOG
        and not (c[0] == SINGLE and c[2] >= 26)
        and m != B_PHX
    )
    if hand & B_DOG:
        weak += 1
    strong = bool(hand & (B_DRG | B_PHX)) or any(c[0] == BOMB for _, c in parts)
    return strong and controls >= 3 and weak <= controls - 1 and weak <= 4


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
            and self._wants_tichu(view)
        )

    def choose(self, view: TichuView, legal: Sequence[Action], rng: random.Random) -> Action:
        d = view.decision
        if d is None:
            return _pick(legal, Pass) or legal[0]
        if d == "grand":
            return self._grand(view, legal)
        if d == "call":
            return self._call(view, legal, 14)
        if d == "exchange":
            return self._exchange(view, legal)
        if d == "gift":
            return self._gift(view, legal)
        if d == "bomb":
            return self._bomb(view, legal)
        if self._tichu_now(view) and any(type(a) is CallTichu for a in legal):
            return next(a for a in legal if type(a) is CallTichu)
        if d == "lead":
            return self._lead(view, legal, rng)
        return self._follow(view, legal, rng)

    # -- calls and the exchange ----------------------------------------------------------------
    def _grand(self, view: TichuView, legal: Sequence[Action]) -> Action:
        hand = mask_of(view.hand)
        score = 0.0
        score += 2.0 if hand & B_DRG else 0
        score += 1.5 if hand & B_PHX else 0
        score += sum(1.0 for i in indices(hand) if RANK[i] == 14)
        score += 2.5 if any(True for _ in bombs(hand)) else 0
        return _pick(legal, Grand) if score >= 6.0 else _pick(legal, Pass)  # type: ignore[return-value]

    def _wants_tichu(self, view: TichuView) -> bool:
        me = view.seat
        if any(view.calls[s] for s in (me, (me + 2) % 4)) or view.out:
            return False
        hand = mask_of(view.hand)
        if hand.bit_count() < 12:
            return False
        return tichu_worthy(hand)

    def _call(self, view: TichuView, legal: Sequence[Action], n: int) -> Action:
        if self._wants_tichu(view):
            return _pick(legal, CallTichu) or legal[0]
        return _pick(legal, Pass) or legal[0]

    def _exchange(self, view: TichuView, legal: Sequence[Action]) -> Action:
        me = view.seat
        hand = mask_of(view.hand)
        partner = (me + 2) % 4
        partner_called = bool(view.calls[partner])
        i_called = bool(view.calls[me])
        in_bombs = 0
        for m, _ in bombs(hand):
            in_bombs |= m
        order = sorted(indices(hand), key=lambda i: _card_worth(i))
        # partner: our best card we can spare
        cand = [i for i in reversed(order) if not in_bombs >> i & 1 and i != 53]
        if partner_called and not i_called:
            to_partner = cand[0]
        else:
            spare = [i for i in cand if (1 << i) not in (B_DRG, B_PHX) and RANK[i] <= 14]
            spare = [i for i in spare if RANK[i] < 14] or spare
            to_partner = spare[0] if spare else cand[0]
        rest = [
            i
            for i in order
            if i != to_partner and not in_bombs >> i & 1 and (1 << i) not in (B_DRG, B_PHX)
        ]
        lone = [i for i in rest if (1 << i) == B_DOG or _lone(hand, i)]
        low = lone + [i for i in rest if i not in lone]
        left, right = low[0], low[1]
        gives = {(me + 1) % 4: left, (me + 3) % 4: right, partner: to_partner}
        want = Exchange(tuple((_card(i), s) for s, i in gives.items()))
        return want if want in legal else legal[0]  # a fast check on the engine's list

    def _gift(self, view: TichuView, legal: Sequence[Action]) -> Action:
        def likely_last(a: Action) -> tuple[int, int]:
            s = a.seat  # type: ignore[union-attr]
            n = view.count(f"hand:{s}")
            return (0 if s in view.out else 1, n)

        return max(legal, key=likely_last)

    # -- bombs -------------------------------------------------------------------------------
    def _bomb(self, view: TichuView, legal: Sequence[Action]) -> Action:
        plays = [a for a in legal if type(a) is Play]
        if not plays or view.owner is None:
            return legal[0]
        me = view.seat
        owner = view.owner
        if owner % 2 == me % 2:
            return _pick(legal, Pass) or legal[0]
        hand = mask_of(view.hand)
        best = min(plays, key=lambda a: classify(mask_of(a.cards))[2])  # type: ignore[index]
        rest = hand & ~mask_of(best.cards)
        owner_left = view.count(f"hand:{owner}")
        urgent = (view.calls[owner] and owner not in view.out) or 0 < owner_left <= 2
        worth = _table_points(view) >= 20
        finishing = rest == 0 or len(split(rest)) <= 1
        partner_called = view.calls[(me + 2) % 4] and (me + 2) % 4 not in view.out
        if urgent or finishing or (worth and partner_called) or (worth and owner_left <= 5):
            return best
        return _pick(legal, Pass) or legal[0]

    # -- leads -------------------------------------------------------------------------------
    def _lead(self, view: TichuView, legal: Sequence[Action], rng: random.Random) -> Action:
        me = view.seat
        hand = mask_of(view.hand)
        plays = [a for a in legal if type(a) is Play]
        partner = (me + 2) % 4
        partner_in = partner not in view.out
        partner_called = view.calls[partner] and partner_in
        wish = _wish_choice(view, hand)
        by_mask = _by_mask(plays)
        partner_left = view.count(f"hand:{partner}") if partner_in else 0
        if (
            hand & B_DOG
            and B_DOG in by_mask
            and partner_in
            and (partner_called or partner_left <= 2 or hand.bit_count() > 6 and not view.calls[me])
        ):
            return by_mask[B_DOG][0]
        parts = split(hand)
        opponents_left = [
            view.count(f"hand:{s}") for s in ((me + 1) % 4, (me + 3) % 4) if s not in view.out
        ]
        singles = sorted(
            (c[2], m) for m, c in parts if c[0] == SINGLE and m in by_mask and m != B_DOG
        )
        if partner_left == 1 and singles and not any(n == 1 for n in opponents_left):
            return _with_wish(by_mask[singles[0][1]], wish)  # let the partner go out
        if (
            opponents_left
            and min(opponents_left) == 1
            and singles
            and len(parts) > 1
            and all(c[0] == SINGLE for m, c in parts if m in by_mask and m != B_DOG)
        ):
            return _with_wish(by_mask[singles[-1][1]], wish)  # no cheap single for them
        if hand.bit_count() == sum(m.bit_count() for m, _ in parts) and len(parts) == 1:
            m = parts[0][0]
            if m in by_mask:
                return _with_wish(by_mask[m], wish)
        legal_parts = [(m, c) for m, c in parts if m in by_mask]
        if not legal_parts:  # the wish forces a card we split elsewhere
            return _with_wish([min(plays, key=_play_cost)], wish)
        weak = [(m, c) for m, c in legal_parts if not is_control(m, c) and m != B_DOG]
        if len(parts) <= 2 and len(weak) < len(legal_parts):
            strong = [(m, c) for m, c in legal_parts if is_control(m, c) and c[0] != BOMB]
            if strong:
                m = strong[0][0]
                return _with_wish(by_mask[m], wish)
        pool = weak or [(m, c) for m, c in legal_parts if c[0] != BOMB] or legal_parts
        m, _ = min(pool, key=lambda mc: (-mc[0].bit_count(), mc[1][2]))
        return _with_wish(by_mask[m], wish)

    # -- follows -----------------------------------------------------------------------------
    def _follow(self, view: TichuView, legal: Sequence[Action], rng: random.Random) -> Action:
        me = view.seat
        hand = mask_of(view.hand)
        plays = [a for a in legal if type(a) is Play]
        passing = _pick(legal, Pass)
        if not plays:
            return passing or legal[0]
        for a in plays:
            if mask_of(a.cards) == hand:  # going out
                return a
        owner = view.owner if view.owner is not None else -1
        wish = _wish_choice(view, hand)
        if passing is None:  # the wish obliges: the cheapest allowed play
            return _with_wish([min(plays, key=_play_cost)], wish)
        if owner % 2 == me % 2 and owner >= 0:
            return passing
        parts = split(hand)
        part_masks = {m for m, _ in parts}
        singles = {m for m, c in parts if c[0] == SINGLE}
        owner_left = view.count(f"hand:{owner}") if owner >= 0 else 14
        opp_called = owner >= 0 and bool(view.calls[owner]) and owner not in view.out
        partner = (me + 2) % 4
        partner_called = view.calls[partner] and partner not in view.out
        pts = _table_points(view)
        pressing = opp_called or owner_left <= 3 or pts >= 15 or partner_called
        best: tuple[float, Action] | None = None
        for a in plays:
            m = mask_of(a.cards)
            c = classify(m, _top(view))
            if c is None:
                continue
            cost = float(c[2]) / 2
            if c[0] == BOMB:
                if not (pressing and (opp_called or owner_left <= 2 or pts >= 25)):
                    continue
                cost += 40
            elif m in part_masks:
                cost += 0 if not is_control(m, c) else 8
            elif m.bit_count() == 1 and (m & ~hand == 0):
                cost += 6 if m in singles else 14
            else:
                cost += 20
            if m == B_DRG:
                cost += 6
            if m == B_PHX:
                cost += 8
            limit = 30 if pressing else 18
            if cost > limit:
                continue
            if best is None or cost < best[0]:
                best = (cost, a)
        if best is None:
            return passing
        return _with_wish([best[1]], wish)

    # -- candidates for the search -------------------------------------------------------------
    def ranked(self, view: TichuView, legal: Sequence[Action]) -> list[Action]:
        """Medium's choice first, then the alternatives a good player would weigh."""
        first = self.choose(view, legal, random.Random(0))
        out = [first]
        d = view.decision
        hand = mask_of(view.hand)
        if d in ("lead", "follow"):
            plays = [a for a in legal if type(a) is Play]
            wish = _wish_choice(view, hand)
            by_mask = _by_mask(plays)
            parts = [m for m, _ in split(hand) if m in by_mask]
            alts = [_with_wish(by_mask[m], wish) for m in parts]
            top = _top(view)
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
        elif d == "exchange":
            alts = self._exchange_variants(view, legal)
        else:
            alts = list(legal)
        for a in alts:
            if a not in out:
                out.append(a)
            if len(out) >= 12:
                break
        return out

    def _exchange_variants(self, view: TichuView, legal: Sequence[Action]) -> list[Action]:
        base = self._exchange(view, legal)
        if type(base) is not Exchange:
            return []
        gives = {s: c for c, s in base.gives}
        me = view.seat
        partner = (me + 2) % 4
        hand = mask_of(view.hand)
        used = {INDEX[c] for c in gives.values()}
        order = sorted((i for i in indices(hand) if i not in used), key=_card_worth)
        out: list[Action] = []
        for alt in order[:3]:  # another low card to each opponent
            for s in ((me + 1) % 4, (me + 3) % 4):
                g = dict(gives)
                g[s] = _card(alt)
                out.append(Exchange(tuple((c, t) for t, c in g.items())))
        for alt in order[-3:]:  # another good card to the partner
            g = dict(gives)
            g[partner] = _card(alt)
            out.append(Exchange(tuple((c, t) for t, c in g.items())))
        return [a for a in out if a in legal]


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


# -- helpers ----------------------------------------------------------------------------------


def _pick(legal: Sequence[Action], kind: type) -> Action | None:
    for a in legal:
        if type(a) is kind:
            return a
    return None


def _card(i: int) -> Card:
    return cards_of(1 << i)[0]


def _card_worth(i: int) -> float:
    b = 1 << i
    if b == B_DRG:
        return 20
    if b == B_PHX:
        return 19
    if b == B_DOG:
        return -1
    if b == B_MJ:
        return 0.5
    return RANK[i]


def _lone(hand: int, i: int) -> bool:
    return i < 52 and (hand & RANK_MASK[RANK[i]]).bit_count() == 1


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


def _wish_choice(view: TichuView, hand: int) -> str | None:
    """A rank we passed to an opponent and do not hold; else the highest rank we lack."""
    me = view.seat
    for c, s in view.given:
        if s % 2 != me % 2 and not c.is_special:
            r = RANK[INDEX[c]]
            if not hand & RANK_MASK[r]:
                return RANK_CHARS[r - 2]
    for r in range(14, 1, -1):
        if not hand & RANK_MASK[r]:
            return RANK_CHARS[r - 2]
    return None


def _table_points(view: TichuView) -> int:
    return sum(points(mask_of(cards)) for _, cards in view.table)


def _top(view: TichuView) -> Combo | None:
    if not view.top:
        return None
    return classify(mask_of(view.top))
