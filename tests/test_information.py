"""What each seat may learn (CONTRACT 1.4, 1.5 and each game's table): `observe` shows a card
only to the seats that may see it and drops the events a seat may not know of; no view holds
a card its seat has not seen, the stock's order or another seat's pending step choice."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import fields, replace
from typing import Any

import pytest
from euchre_helpers import pos as euchre_pos
from pis_helpers import pos as pis_pos
from pis_helpers import void_deal_position
from tichu_helpers import pos as tichu_pos

from cardgame.engine import ghost_euchre as ge
from cardgame.engine import pis_yedili as py
from cardgame.engine import tichu as t
from cardgame.engine.actions import parse_action
from cardgame.engine.cards import Card
from cardgame.engine.core import Event, Move
from cardgame.engine.match import Match
from cardgame.engine.registry import games

ACTOR_ONLY = {"tichu": {"StepChosen", "ExchangeChosen", "Declined"}}
NOBODY = {"ghost_euchre": {"Renege"}}
END_REVEALS = {"HandScored"}  # the end of the deal shows the hands (and the dead hand)

# Options that bring out the rarer events (a reshuffle, no Grand Tichu, a fixed dealer).
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "pis_yedili": [{"stock_exhausted": "reshuffle", "num_players": 3}, {"num_players": 5}],
    "tichu": [{}, {"grand_tichu_enabled": False}],
    "runfast": [{}, {"must_beat": False}],
    "ghost_euchre": [{}, {"no_trump": True, "stick_the_dealer": True}],
}
# Every event kind each game's table in CONTRACT names; the rare ones come from positions.
KINDS = {
    "pis_yedili": {
        "Dealt", "Played", "SuitNamed", "Skipped", "DirectionChanged", "PenaltyRaised", "Drew",
        "Took", "Passed", "Out", "Reshuffled", "Exhausted", "Void", "HandScored",
    },
    "tichu": {
        "Dealt", "StepChosen", "CallsRevealed", "ExchangeChosen", "Exchanged", "Played",
        "WishMade", "WishFulfilled", "Out", "LeadPassed", "Passed", "Declined", "TrickWon",
        "DragonGiven", "TichuCalled", "HandEnded", "HandScored",
    },
    "runfast": {"Dealt", "Played", "Passed", "TrickClosed", "BombBonus", "Out", "HandScored"},
    "ghost_euchre": {
        "Dealt", "Swapped", "Called", "ThrownIn", "TrumpNamed", "Played", "TrickWon", "Renege",
        "HandScored",
    },
}  # fmt: skip


def _public(zone: str) -> bool:
    return zone in ("table", "discard", "gone") or zone.startswith("won:")


def cards_in(value: Any) -> Iterator[Card]:
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list, frozenset, set)):
        for v in value:
            yield from cards_in(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from cards_in(v)


def check_observe(game_id: str, game: Any, state: Any, events: list[Event], seats: int) -> None:
    """Each event as each seat sees it, against who may see what."""
    zones = game.zones(state)
    public = {c for z, cs in zones.items() if _public(z) for c in cs}
    for e in events:
        for p in range(seats):
            o = game.observe(e, p)
            if e.key in NOBODY.get(game_id, ()):
                assert o is None, f"{e.key} is shown to seat {p}"
                continue
            if e.key in ACTOR_ONLY.get(game_id, ()):
                assert (o is not None) == (e.seat == p), f"{e.key} of {e.seat} and seat {p}"
                if o is None:
                    continue
            assert o is not None, f"seat {p} does not learn of {e.key}"
            assert o.key == e.key and o.params == e.params and o.seat == e.seat
            assert len(o.moves) == len(e.moves)
            own = f"hand:{p}"
            for m, seen in zip(e.moves, o.moves, strict=True):
                may = own in (m.src, m.dst) or _public(m.src) or _public(m.dst)
                assert (seen.src, seen.dst) == (m.src, m.dst)
                assert seen.card == (m.card if may else None), (e.key, m, p, seen)
            if e.key not in END_REVEALS and e.key not in ACTOR_ONLY.get(game_id, ()):
                for c in cards_in(e.params):
                    assert c in public, f"{e.key} names {c}, which is not face up"


def known_to(game: Any, state: Any, p: int) -> set[Card]:
    """What seat p has seen: its hand, the face-up zones and every card its log shows."""
    zones = game.zones(state)
    known = set(zones[f"hand:{p}"])
    known |= {c for z, cs in zones.items() if _public(z) for c in cs}
    for e in game.view(state, p).log:
        known.update(m.card for m in e.moves if m.card is not None)
        known.update(cards_in(e.params))
    return known


def check_views(game: Any, state: Any, seats: int) -> None:
    for p in range(seats):
        v = game.view(state, p)
        known = known_to(game, state, p)
        for f in fields(v):
            if f.name == "log":
                continue
            leaked = [c for c in cards_in(getattr(v, f.name)) if c not in known]
            assert not leaked, f"seat {p}'s view.{f.name} holds unseen {leaked}"


@pytest.mark.parametrize("game_id", list(games()))
def test_every_event_and_view_shows_each_seat_only_what_it_may_see(game_id: str) -> None:
    info = games()[game_id]
    seen: set[str] = set()
    for k, variant in enumerate(VARIANTS[game_id] * 3):
        m = Match(game_id, info.options_from_dict(variant), seed=100 + k)
        rng = random.Random(k)
        first = list(m.state.events)
        check_observe(game_id, m.game, m.state, first, m.num_seats)
        seen.update(e.key for e in first)
        while not m.deal_over:
            seat = rng.choice(sorted(m.to_act()))
            events = m.apply(seat, rng.choice(m.game.legal_actions(m.state, seat)))
            check_observe(game_id, m.game, m.state, events, m.num_seats)
            seen.update(e.key for e in events)
            check_views(m.game, m.state, m.num_seats)
    rare = {
        "pis_yedili": {"Void", "Reshuffled", "Exhausted"},
        "tichu": {"Declined", "DragonGiven", "WishFulfilled", "LeadPassed", "TichuCalled"},
        "runfast": {"BombBonus"},
        "ghost_euchre": {"Renege", "ThrownIn", "Swapped"},
    }[game_id]
    missing = KINDS[game_id] - seen - rare
    assert not missing, f"random play never showed {missing}: a position should"


# -- the rare events, from positions ----------------------------------------------------------


def test_pis_yedili_void_and_exhausted() -> None:
    s = void_deal_position()
    events = [e for _ in range(17) for e in py.apply(s, 0, parse_action("draw"))]
    assert "Void" in {e.key for e in events}
    check_observe("pis_yedili", py, s, events, 5)
    s = pis_pos(4, to_act=0, top="3H", stock="KD", h0="9C QS", h1="5C 8S", h2="JH 2D", h3="4C 6D")
    events = py.apply(s, 0, parse_action("draw")) + py.apply(s, 0, parse_action("pass"))
    assert "Exhausted" in {e.key for e in events}
    check_observe("pis_yedili", py, s, events, 4)


def test_pis_yedili_a_reshuffle_shows_the_cards_not_their_new_order() -> None:
    s = pis_pos(
        3,
        to_act=0,
        top="9S",
        stock="5H",
        pile="2D 3D 4D",
        h0="3H 4H",
        h1="KC",
        h2="QC",
        opts={"stock_exhausted": "reshuffle", "voluntary_draw": False},
    )
    events = py.apply(s, 0, parse_action("draw"))  # the 5H, then the pile turns over
    events += py.apply(s, 0, parse_action("draw"))
    assert "Reshuffled" in {e.key for e in events}
    check_observe("pis_yedili", py, s, events, 3)
    before = py.view(s, 1)
    s.stock.reverse()  # another order of the same stock
    s.logs.clear()
    assert py.view(s, 1) == before


def test_ghost_euchre_a_renege_is_shown_to_nobody_and_a_swap_only_to_the_swapper() -> None:
    s = euchre_pos(
        trump="S", leader=0, h0="AD KD", h1="9D 9C", h2="TC QC", opts={"renege_mode": "penalize"}
    )
    events = ge.apply(s, 0, parse_action("play AD"))
    events += ge.apply(s, 1, parse_action("play 9C"))  # holding 9D: a renege
    assert "Renege" in {e.key for e in events}
    check_observe("ghost_euchre", ge, s, events, 3)
    m = Match("ghost_euchre", ge.Options(first_dealer=0), seed=3)
    events = m.apply(1, "swap")
    assert [e.key for e in events] == ["Swapped"]
    check_observe("ghost_euchre", ge, m.state, events, 3)
    check_views(ge, m.state, 3)
    thrown = Match("ghost_euchre", ge.Options(first_dealer=0), seed=3)
    events = [e for seat in (1, 2, 0) for e in thrown.apply(seat, "pass")]
    assert "ThrownIn" in {e.key for e in events}
    check_observe("ghost_euchre", ge, thrown.state, events, 3)


def test_tichu_a_declined_bomb_window_is_the_decliners_alone() -> None:
    s = tichu_pos(to_act=0, h0="9S 2J", h1="4J 6J", h2="7J 8J", h3="5S 5J 5P 5R 3J")
    events = t.apply(s, 0, parse_action("play 9S"))
    polled = list(s.window)
    assert polled, "a bomb holder is polled after the play"
    views = {p: t.view(s, p) for p in range(4)}
    events = t.apply(s, polled[0], parse_action("pass"))
    assert [e.key for e in events][:1] == ["Declined"]
    check_observe("tichu", t, s, events, 4)
    due = s.current
    for p in range(4):
        if p not in (polled[0], due):
            assert t.view(s, p) == views[p], "a decline shows in another seat's view"
    # The seat due has no decision while the window is open (it is not in to_act), and its
    # decision once it closes; the table answers a bot's poll inside the play's animation.
    assert replace(t.view(s, due), decision=None) == views[due]


def test_tichu_a_step_choice_changes_no_other_seats_view_until_the_step_ends() -> None:
    s = t.new_state(t.Options(), 5, t.first_setup(t.Options(), 5))
    rng = random.Random(5)
    while s.phase is not t.Phase.PLAY:
        waiting = sorted(t.to_act(s))
        for k, seat in enumerate(waiting):
            views = {p: t.view(s, p) for p in range(4)}
            legal = t.legal_actions(s, seat)
            events = t.apply(s, seat, legal[rng.randrange(len(legal))])
            check_observe("tichu", t, s, events, 4)
            if k < len(waiting) - 1:  # not the last choice: nothing is revealed yet
                for p in range(4):
                    if p != seat:
                        assert t.view(s, p) == views[p], f"seat {p} sees {seat}'s choice"
        check_views(t, s, 4)


def test_the_move_rule_itself_blanks_a_card_bound_for_another_hand() -> None:
    e = Event("Drew", 1, (Move(Card.parse("5H"), "stock", "hand:1"),))
    assert py.observe(e, 0).moves[0].card is None
    assert py.observe(e, 1).moves[0].card == Card.parse("5H")
