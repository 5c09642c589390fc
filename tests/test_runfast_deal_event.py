"""Run Fast's deal as CONTRACT 1.7 fixes it (the match seed's shuffle, sixteen cards a seat)
and its `Dealt` event: every card to its holder's hand, the leader named, shown to all;
and answers to a bomb, where four 3s are no heavenly bomb after the opening."""

from __future__ import annotations

import random

from runfast_helpers import legal, pos

from cardgame.engine import runfast as rf
from cardgame.engine.actions import parse_action
from cardgame.engine.core import DealSetup
from cardgame.engine.runfast.combos import deck


def test_the_deal_is_the_match_seeds_shuffle_sixteen_cards_a_seat() -> None:
    opts = rf.Options()
    for seed, number in ((5, 0), (5, 3), (77, 0)):
        cards = list(deck(opts))
        random.Random(f"{seed}/deal/{number}").shuffle(cards)
        s = rf.new_state(opts, seed, DealSetup(number, 0, None, (0, 0, 0)))
        assert s.hands == [cards[16 * k : 16 * (k + 1)] for k in range(3)]


def test_the_dealt_event_moves_each_card_to_its_holders_hand_in_order() -> None:
    s = rf.new_state(rf.Options(), 5, DealSetup(0, 0, None, (0, 0, 0)))
    (dealt,) = s.events
    assert dealt.key == "Dealt" and dealt.seat is None
    assert [(m.card, m.src, m.dst) for m in dealt.moves] == [
        (c, "deck", f"hand:{k}") for k in range(3) for c in s.hands[k]
    ]
    assert dealt.reveals == (0, 1, 2)
    holder = next(k for k in range(3) if any(str(c) == "3H" for c in s.hands[k]))
    assert dealt.params == (("leader", holder),)
    assert rf.to_act(s) == {holder}


def test_a_forced_leader_is_named_in_the_dealt_event() -> None:
    s = rf.new_state(rf.Options(), 5, DealSetup(1, 0, 2, (0, 0, 0)))
    assert s.events[0].param("leader") == 2 and rf.to_act(s) == {2}


def test_after_the_opening_four_threes_do_not_beat_a_bomb_of_fours() -> None:
    s = pos(
        h0="3C 3D 3H 3S 9D",
        h1="8C 8D",
        h2="TD JD",
        top="4C 4D 4H 4S",
        top_seat=2,
        to_act=0,
        passes=0,
    )
    assert legal(s, 0) == {"pass"}


def test_without_must_beat_a_hand_holding_a_bomb_may_still_pass() -> None:
    s = pos(
        opts={"must_beat": False},
        h0="6C 6D 6H 6S 9D",
        h1="8C 8D",
        h2="TD JD",
        top="5H",
        top_seat=2,
        to_act=0,
        passes=0,
    )
    assert legal(s, 0) == {
        "pass",
        "play 9D",
        "play 6S 6H 6D 6C",
        "play 6C",
        "play 6D",
        "play 6H",
        "play 6S",
    }


def test_without_must_beat_a_hand_without_a_bomb_may_pass_a_single_or_a_pair() -> None:
    for top, answers in (("5H", {"play 9D", "play 9S", "play 8C"}), ("5H 5D", {"play 9S 9D"})):
        s = pos(
            opts={"must_beat": False},
            h0="3C 8C 9D 9S",
            h1="8D 8H",
            h2="TD JD",
            top=top,
            top_seat=2,
            to_act=0,
            passes=0,
        )
        assert legal(s, 0) == {"pass", *answers}


def test_a_seat_that_is_not_to_act_has_no_legal_action() -> None:
    s = pos(h0="3C 8C", h1="8D 9H", h2="TD JD", top="5H", top_seat=2, to_act=0, passes=0)
    assert legal(s, 1) == set() and legal(s, 2) == set()
    assert legal(s, 0) == {"play 8C"}


def test_the_same_hand_leads_differently_with_and_without_breaking_bombs() -> None:
    hand = dict(h0="6C 6D 6H 6S 5C 9D", h1="8D 9H", h2="TD JD", to_act=0)
    seen = [
        legal(pos(opts=opts, **hand), 0)
        for opts in ({}, {"allow_breaking_bombs": False}, {}, {"allow_breaking_bombs": False})
    ]
    sixes = str(parse_action("play 6C 6D"))
    assert sixes in seen[0] and sixes not in seen[1]
    assert seen[2] == seen[0] and seen[3] == seen[1]


def test_three_aces_stay_whole_only_while_they_are_a_bomb() -> None:
    hand = dict(h0="AS AD AC 5C 9D", h1="8D 9H", h2="TD JD", to_act=0)
    whole = {"allow_breaking_bombs": False}
    seen = [
        legal(pos(opts=opts, **hand), 0)
        for opts in (whole, {**whole, "three_aces_bomb": False}, whole)
    ]
    aces = str(parse_action("play AS AD"))
    assert aces not in seen[0] and aces in seen[1] and seen[2] == seen[0]
