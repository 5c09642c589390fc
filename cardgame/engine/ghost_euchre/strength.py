"""How many tricks a six-card hand should take as declarer with a given trump.

Not a rule: a shared estimate, used by `sample_state` to read bids as hints (rules doc 14:
calls are public information) and by the computer players to bid, swap and name trump.
"""

from __future__ import annotations

from typing import Final

from ..cards import Card
from .rules import TABLES

# The estimate at which a bid pays (measured: a declarer takes about half a trick more than
# the estimate; a failed MOON costs only 6, so MOON pays from about a 40% chance).
BID_AT: Final = {3: 2.4, 4: 3.4, 5: 4.4, 6: 5.1}
SWAP_BELOW: Final = 1.8  # below this a random ghost hand is the better bet (median 2.4)

# Value of a trump by how many higher trumps the hand lacks (0 = it is the top trump).
_TRUMP_BY_GAP: Final = (1.0, 0.7, 0.45, 0.3, 0.2, 0.12, 0.08, 0.05)
_SUITS: Final = ("S", "H", "D", "C")


def estimate_tricks(
    cards: list[Card] | tuple[Card, ...], trump: str, left_bower: bool = True
) -> float:
    """Expected tricks for a declarer holding `cards` with `trump` (a suit or NT)."""
    eff, power = TABLES[trump, left_bower]
    trumps = sorted((power[c] for c in cards if eff[c] == trump), reverse=True)
    est = 0.0
    if trumps:
        top = 108
        missing = 0
        for p in trumps:
            missing += _gaps(top, p, trump, left_bower)
            est += _TRUMP_BY_GAP[min(missing, 7)]
            top = p - 1
        if len(trumps) >= 3:
            est += 0.3 * (len(trumps) - 2)
    by_suit: dict[str, list[int]] = {}
    for c in cards:
        s = eff[c]
        if s != trump:
            by_suit.setdefault(s, []).append(power[c])
    n_trumps = len(trumps)
    plain_ace = 0.85 if trump == "NT" else 0.7
    for s in _SUITS:
        ps = by_suit.get(s)
        if s == trump:
            continue
        if not ps:
            if n_trumps >= 2:
                est += 0.2
            continue
        ps.sort(reverse=True)
        if ps[0] == 6:
            est += plain_ace if len(ps) <= 3 else plain_ace - 0.15
            if len(ps) > 1 and ps[1] == 5:
                est += 0.4 if trump != "NT" else 0.6
        elif ps[0] == 5 and len(ps) > 1:
            est += 0.2
    return est


def _gaps(top: int, p: int, trump: str, left_bower: bool) -> int:
    """How many trumps rank between `top` (inclusive) and `p` (exclusive)."""
    n = 0
    for q in _TRUMP_POWERS[trump, left_bower]:
        if p < q <= top:
            n += 1
    return n


_TRUMP_POWERS: Final = {
    (t, lb): sorted(
        {TABLES[t, lb][1][c] for c in TABLES[t, lb][0] if TABLES[t, lb][0][c] == t}, reverse=True
    )
    for t in ("S", "H", "D", "C", "NT")
    for lb in (False, True)
}


def best_trump(
    cards: list[Card] | tuple[Card, ...], left_bower: bool = True, no_trump: bool = False
) -> tuple[str, float]:
    """The trump that makes `cards` strongest, and the estimate with it."""
    options = _SUITS + (("NT",) if no_trump else ())
    best, value = "S", -1.0
    for t in options:
        e = estimate_tricks(cards, t, left_bower)
        if e > value:
            best, value = t, e
    return best, value


def plain_losers(cards: list[Card] | tuple[Card, ...], trump: str, left_bower: bool = True) -> int:
    """Cards that are neither trumps nor the top cards of their suit (an ace, a king under
    it, ...): each is likely to lose a trick, which sinks a MOON."""
    eff, power = TABLES[trump, left_bower]
    by_suit: dict[str, list[int]] = {}
    for c in cards:
        if eff[c] != trump:
            by_suit.setdefault(eff[c], []).append(power[c])
    losers = 0
    for ps in by_suit.values():
        ps.sort(reverse=True)
        losers += sum(1 for i, p in enumerate(ps) if p != 6 - i)
    return losers


def moon_worth(cards: list[Card] | tuple[Card, ...], trump: str, left_bower: bool = True) -> bool:
    """A MOON pays from about a 40% chance (24 against 6): sure hands, and hands with four or
    more trumps, no plain losers and an estimate near six."""
    if moon_sure(cards, trump, left_bower):
        return True
    eff = TABLES[trump, left_bower][0]
    n_trumps = sum(1 for c in cards if eff[c] == trump)
    return (
        n_trumps >= 4
        and plain_losers(cards, trump, left_bower) == 0
        and estimate_tricks(cards, trump, left_bower) >= BID_AT[6]
    )


def moon_sure(cards: list[Card] | tuple[Card, ...], trump: str, left_bower: bool = True) -> bool:
    """Every card is a sure winner when led from the top: the trumps are the top trumps and
    every other card is the best of its suit, given the trumps are drawn first."""
    if len(cards) < 6 or trump == "NT":
        return False
    eff, power = TABLES[trump, left_bower]
    tp = _TRUMP_POWERS[trump, left_bower]
    held = sorted((power[c] for c in cards if eff[c] == trump), reverse=True)
    if len(held) < 3 or held != tp[: len(held)]:
        return False
    by_suit: dict[str, list[int]] = {}
    for c in cards:
        if eff[c] != trump:
            by_suit.setdefault(eff[c], []).append(power[c])
    for ps in by_suit.values():
        ps.sort(reverse=True)
        if ps != list(range(6, 6 - len(ps), -1)):
            return False
    return True
