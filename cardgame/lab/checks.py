"""The contract's invariants (CONTRACT.md section 7) as plain functions, for the soak and the
fuzz tests: each raises `Broken` with the rule in words, so a failure reads as what went wrong.

No pytest here: the soak runs from the command line and records a failure as a save file.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..engine.actions import Action, ActionSyntaxError, CallTichu, parse_action
from ..engine.core import HandResult, IllegalAction
from ..engine.match import Match
from ..engine.saves import match_from_save, match_to_save


class Broken(AssertionError):
    """An invariant of the contract does not hold."""


def require(ok: object, what: str) -> None:
    if not ok:
        raise Broken(what)


# -- the sum rules (CONTRACT 1.6) ----------------------------------------------------------------
def _pis_sum_rule(state: Any, r: HandResult) -> None:
    from ..engine.pis_yedili import hand_value
    from ..engine.pis_yedili.rules import multiplier

    n = len(state.hands)
    if not r.counted:
        require(r.points == (0,) * n and state.end == "void", "a void deal scores nothing")
        return
    values = [hand_value(h) for h in state.hands]
    zero_for_winners = state.end == "out" or state.options.exhausted_scoring == "lowest_zero"
    if state.end == "exhausted":
        require(
            set(r.winners) == {s for s in range(n) if values[s] == min(values)},
            "the lowest hands win an exhausted deal",
        )
    for s in range(n):
        if s in r.winners and zero_for_winners:
            require(r.points[s] == 0, f"winner {s} scores 0")
        else:
            require(r.points[s] == values[s] * multiplier(state), f"seat {s} pays its hand")


def _euchre_sum_rule(state: Any, r: HandResult) -> None:
    if not r.counted:
        require(r.points == (0, 0, 0) and state.thrown_in, "a thrown-in deal scores nothing")
        return
    require(sum(state.tricks) == 6, "six tricks in a deal")
    pen = state.options.renege_penalty
    for s in range(3):
        if s != state.declarer:
            require(
                r.points[s] == state.tricks[s] - pen * state.reneges[s],
                f"defender {s} scores its tricks less reneges",
            )


def _tichu_sum_rule(state: Any, r: HandResult) -> None:
    cards = {0: 0, 1: 0}
    for side, amount, key, _ in r.lines:
        if key in ("card_points", "last_won_cards", "last_hand", "double_victory"):
            cards[side] += amount
    if state.end == "double":
        require(sorted(cards.values()) == [0, 200], "a double victory is 200 to 0")
    else:
        require(sum(cards.values()) == 100, "card points total 100")
    calls = sum(amount for _, amount, key, _ in r.lines if key in ("tichu", "grand"))
    require(sum(r.points) == sum(cards.values()) + calls, "points are cards plus calls")


def _zero_sum(state: Any, r: HandResult) -> None:
    require(sum(r.points) == 0, "the settlement sums to zero")


SUM_RULES: dict[str, Callable[[Any, HandResult], None]] = {
    "pis_yedili": _pis_sum_rule,
    "runfast": _zero_sum,
    "ghost_euchre": _euchre_sum_rule,
    "tichu": _tichu_sum_rule,
}


# -- one position ---------------------------------------------------------------------------------
def cards_once(game: Any, state: Any, deck_size: int | None = None) -> None:
    """Every card lies in exactly one zone (and none went missing)."""
    seen = Counter(c for cards in game.zones(state).values() for c in cards)
    dupes = [str(c) for c, k in seen.items() if k > 1]
    require(not dupes, f"cards in two places: {dupes}")
    if deck_size is not None:
        require(
            sum(seen.values()) == deck_size,
            f"{deck_size - sum(seen.values())} card(s) missing from every zone",
        )


LONG = 400  # longer action lists (a Tichu exchange: 2,184) are checked at 50 spread points


def decisions(game: Any, state: Any, seats: Iterable[int]) -> None:
    """`to_act` is empty exactly when over; its seats have actions; others only free ones."""
    to_act = game.to_act(state)
    require(bool(to_act) != game.is_over(state), "to_act is empty exactly when the deal is over")
    for p in seats:
        legal = game.legal_actions(state, p)
        picks = range(len(legal)) if len(legal) <= LONG else range(0, len(legal), len(legal) // 50)
        texts = [str(legal[i]) for i in picks]
        require(
            all(a < b for a, b in zip(texts, texts[1:], strict=False)),
            f"seat {p}'s legal actions are unsorted or repeated",
        )
        if p in to_act:
            require(legal, f"seat {p} is in to_act with no legal action")
        else:
            require(
                all(isinstance(a, CallTichu) for a in legal), f"seat {p} has actions outside to_act"
            )


def views(
    game: Any, state: Any, seats: Sequence[int], rng: random.Random, samples: int = 1
) -> None:
    """Views match the zones; `sample_state` keeps the view of a few seats."""
    zones = game.zones(state)
    for p in seats:
        v = game.view(state, p)
        require(
            len(v.hand) == v.count(f"hand:{p}") == len(zones.get(f"hand:{p}", ())),
            f"seat {p}'s hand size differs between view and zones",
        )
        hash(v)
    for p in rng.sample(list(seats), min(samples, len(seats))):
        v = game.view(state, p)
        sample = game.sample_state(v, rng)
        require(game.view(sample, p) == v, f"sample_state changed seat {p}'s view")
        cards_once(game, sample)


def refused(game: Any, state: Any, seat: int, action: Action | str) -> bool:
    """Try a foreign action on a clone: refused with a reason and no change, or a foul the
    options allow (`why_illegal` None). True when it was refused."""
    if isinstance(action, str):
        try:
            action = parse_action(action)
        except ActionSyntaxError:
            return True  # the match refuses unreadable text before the game sees it
    if action in game.legal_actions(state, seat):
        return False
    why = game.why_illegal(state, seat, action)
    trial = game.clone(state)
    if why is None:
        game.apply(trial, seat, action)
        return False
    try:
        game.apply(trial, seat, action)
    except IllegalAction as exc:
        require(exc.reason == why, f"apply and why_illegal disagree on {action}")
        require(trial == state, f"the refused {action} changed the state")
        return True
    raise Broken(f"{action} by seat {seat} was applied although why_illegal says {why}")


def step_order_free(game: Any, state: Any, choices: dict[int, Action]) -> None:
    """In a simultaneous step the order of the choices does not matter."""
    a, b = game.clone(state), game.clone(state)
    order = sorted(choices)
    ev_a = [e for s in order for e in game.apply(a, s, choices[s], check=True)]
    ev_b = [e for s in reversed(order) for e in game.apply(b, s, choices[s], check=True)]
    require(a == b, "a simultaneous step depends on the order of the choices")
    for p in range(max(order) + 1):
        pub_a = [o for e in ev_a if (o := game.observe(e, p)) is not None and e.seat != p]
        pub_b = [o for e in ev_b if (o := game.observe(e, p)) is not None and e.seat != p]
        require(
            Counter(map(repr, pub_a)) == Counter(map(repr, pub_b)),
            "a simultaneous step's public events depend on the order",
        )


def observed(game: Any, events: Iterable[Any], seats: Iterable[int]) -> None:
    for e in events:
        for q in seats:
            o = game.observe(e, q)
            require(o is None or game.observe(o, q) == o, "observe is not idempotent")


def replays(match: Match) -> None:
    """Saving and loading gives an equal state and totals."""
    loaded, _ = match_from_save(match_to_save(match, ["random"] * match.num_seats))
    require(loaded.state == match.state, "save -> load gave another state")
    require(loaded.totals == match.totals, "save -> load gave other totals")


def deal_end(match: Match) -> None:
    """A finished deal: nobody to act, and its result obeys the game's sum rule."""
    game, state = match.game, match.state
    result = game.result(state)
    require(len(result.points) == match.sides, "one score per side")
    require(game.to_act(state) == frozenset(), "nobody acts after the end")
    rule = SUM_RULES.get(match.info.id)
    require(rule is not None, f"{match.info.id} has no sum rule in cardgame.lab.checks")
    assert rule is not None
    rule(state, result)
