"""`sample_state` against the deductions a view implies (CONTRACT 2 and each game's section):
over many samples the constrained seat's hand is exactly one of the hands the deductions
allow, and every such hand turns up. A deduction too weak lets a forbidden hand through; one
too strong leaves an allowed hand out; both fail here.

Each position is small enough to list every allowed hand: the viewer sees all but a few
cards, and the seat under a deduction holds two or three of them."""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations
from typing import Any

import euchre_helpers as ge_h
import pis_helpers as py_h
import pytest
import runfast_helpers as rf_h
import tichu_helpers as t_h

from cardgame.engine import ghost_euchre as ge
from cardgame.engine import pis_yedili as py
from cardgame.engine import runfast as rf
from cardgame.engine import tichu as t
from cardgame.engine.cards import parse_cards


def _names(text: str) -> list[str]:
    return [str(c) for c in parse_cards(text)]


def allowed_hands(pool: str, size: int, ok: Callable[[set[str]], bool]) -> set[frozenset[str]]:
    return {frozenset(h) for h in combinations(_names(pool), size) if ok(set(h))}


def sampled_hands(game: Any, state: Any, viewer: int, seat: int, n: int) -> set[frozenset[str]]:
    v = game.view(state, viewer)
    rng = random.Random(f"deductions/{seat}")
    got = set()
    for _ in range(n):
        sample = game.sample_state(v, rng)
        assert game.view(sample, viewer) == v
        got.add(frozenset(str(c) for c in game.zones(sample)[f"hand:{seat}"]))
    return got


# -- Run Fast: under must_beat a pass means no beating play --------------------------------------


def _run_fast_pass(must_beat: bool) -> rf.State:
    s = rf_h.pos(
        opts={"must_beat": must_beat},
        to_act=0,
        h0="KD 3C 4C",
        h1="5C 9D JH",
        h2="AS 2S 6H",
    )
    rf_h.act(s, 0, "play KD")
    rf_h.act(s, 1, "pass")
    return s


@pytest.mark.parametrize("must_beat", [True, False])
def test_run_fast_a_pass_under_must_beat(must_beat: bool) -> None:
    pool = "5C 9D JH AS 2S 6H"
    if must_beat:  # nothing above the king: no ace, no 2S
        expected = allowed_hands(pool, 3, lambda h: not h & {"AS", "2S"})
        assert len(expected) == 4
    else:  # a free pass says nothing
        expected = allowed_hands(pool, 3, lambda h: True)
    assert sampled_hands(rf, _run_fast_pass(must_beat), 0, 1, 300) == expected


# -- Tichu: a pass under the wish means no play with the wished rank -----------------------------


def _rest_won(**hands: str) -> dict[str, str]:
    """The hands, and every other card in seat 0's won pile (seen by all), so that the
    hidden cards are exactly the other hands."""
    named = {c for text in hands.values() for c in _names(text)}
    rest = [c for c in _tichu_deck() if c not in named]
    return {**hands, "w0": " ".join(rest)}


def _tichu_deck() -> list[str]:
    start = t.new_state(t.Options(), 1, t.first_setup(t.Options(), 1))
    return [str(c) for cards in t.zones(start).values() for c in cards]


def test_tichu_a_pass_under_the_wish() -> None:
    s = t_h.pos(to_act=0, **_rest_won(h0="MJ 2S 2J", h1="3S 4J KP", h2="8S 9S", h3="8J QR"))
    t_h.act(s, 0, "play MJ wish 8")
    t_h.act(s, 1, "pass")
    expected = allowed_hands("3S 4J KP 8S 9S 8J QR", 3, lambda h: not h & {"8S", "8J"})
    assert len(expected) == 10
    assert sampled_hands(t, s, 0, 1, 400) == expected
    # seat 2 has not acted: any two of the cards left over
    assert len(sampled_hands(t, s, 0, 2, 400)) == len(
        allowed_hands("3S 4J KP 8S 9S 8J QR", 2, lambda h: True)
    )


def test_tichu_a_lead_without_the_wished_rank() -> None:
    s = t_h.pos(to_act=0, **_rest_won(h0="MJ 2S", h1="KS KJ KP KR 3S 5J", h2="8S 9S", h3="8J QR"))
    t_h.act(s, 0, "play MJ wish 8")
    t_h.act(s, 1, "play KS KJ KP KR")  # a bomb: no duty to play an 8
    t_h.act(s, 2, "pass")
    t_h.act(s, 3, "pass")
    t_h.act(s, 0, "pass")
    t_h.act(s, 1, "play 3S")  # a lead under the wish without an 8: S1 held none
    pool = "5J 8S 9S 8J QR"
    expected = allowed_hands(pool, 1, lambda h: not h & {"8S", "8J"})
    assert sampled_hands(t, s, 0, 1, 200) == expected


# -- Pis Yedili: with voluntary draws off, a draw means no legal card ----------------------------


def _pis_draw(voluntary: bool) -> py.State:
    s = py_h.pos(
        3,
        to_act=2,
        top="9H",
        stock="6S KD 2C",
        h0="3H 4D",
        h1="5C 6C",
        h2="9S QS 7H",
        opts={"voluntary_draw": voluntary},
    )
    py_h.act(s, 2, "play 9S")  # the top the draw is judged against, in the log
    py_h.act(s, 0, "draw")  # the 6S
    py_h.act(s, 0, "play 6S")
    return s


@pytest.mark.parametrize("voluntary", [False, True])
def test_pis_yedili_a_draw_without_a_legal_card(voluntary: bool) -> None:
    pool = "3H 4D QS 7H KD 2C"
    if voluntary:  # a first draw may be voluntary: it says nothing
        expected = allowed_hands(pool, 2, lambda h: True)
    else:  # no spade, no 9, no Jack then (the drawn 6S was played since)
        expected = allowed_hands(pool, 2, lambda h: "QS" not in h)
        assert len(expected) == 10
    assert sampled_hands(py, _pis_draw(voluntary), 1, 0, 400) == expected


def test_pis_yedili_a_second_draw_in_a_turn() -> None:
    s = py_h.pos(3, to_act=2, top="9H", stock="2C 6S KD", h0="3H 4D", h1="5C 6C", h2="9S QS 7H")
    py_h.act(s, 2, "play 9S")
    py_h.act(s, 0, "draw")  # 2C: voluntary or not, nobody knows
    py_h.act(s, 0, "draw")  # 6S: a second draw means no legal card before it
    py_h.act(s, 0, "play 6S")
    # S0 now holds three of the hidden cards; before the second draw it held no spade, 9 or
    # Jack among them (the 2C it drew first is among them and no spade)
    pool = "3H 4D 2C QS 7H KD"
    expected = allowed_hands(pool, 3, lambda h: "QS" not in h)
    assert sampled_hands(py, s, 1, 0, 400) == expected


# -- Ghost Euchre: a seat that did not follow the led suit holds none of it ----------------------


@pytest.mark.parametrize("leader", [0, 1, 2])
def test_ghost_euchre_a_seat_that_did_not_follow_is_void(leader: int) -> None:
    follower, third = (leader + 1) % 3, (leader + 2) % 3
    s = ge_h.pos(
        trump="S",
        leader=leader,
        **{f"h{leader}": "9H QC", f"h{follower}": "TC 9D", f"h{third}": "AD KD"},
        ghost="TH QH KH AH 9C AC",
        won_0="9S TS QS KS AS JS",
        won_1="JC JH JD TD QD KC",
    )
    ge_h.act(s, leader, "play 9H")
    ge_h.act(s, follower, "play TC")  # not a heart: the follower has none
    ghost = "TH QH KH AH 9C AC"
    hearts = {"TH", "QH", "KH", "AH"}
    for viewer, pool in ((leader, f"9D AD KD {ghost}"), (third, f"QC 9D {ghost}")):
        void = allowed_hands(pool, 1, lambda h: not h & hearts)
        assert sampled_hands(ge, s, viewer, follower, 200) == void
    anything = allowed_hands(f"QC 9D {ghost}", 1, lambda h: True)
    assert sampled_hands(ge, s, third, leader, 200) == anything
