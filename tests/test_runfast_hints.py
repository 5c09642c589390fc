"""Run Fast hints: Medium's choice with its reason, never a different play than Medium's."""

from __future__ import annotations

import random

from runfast_helpers import pos

from cardgame.ai.runfast import MediumBot, medium_hint
from cardgame.engine import runfast as rf
from cardgame.engine.core import DealSetup

FILLER = "3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D"


def hint(state: rf.State):
    (seat,) = rf.to_act(state)
    return medium_hint(rf.view(state, seat), rf.legal_actions(state, seat))


def test_the_hint_is_always_mediums_choice() -> None:
    bot = MediumBot()
    codes = set()
    for seed in range(25):
        opts = rf.Options(must_beat=seed % 5 != 4, allow_breaking_bombs=seed % 3 != 2)
        state = rf.new_state(opts, seed, DealSetup())
        rng = random.Random(seed)
        while not rf.is_over(state):
            (seat,) = rf.to_act(state)
            v, legal = rf.view(state, seat), rf.legal_actions(state, seat)
            h = medium_hint(v, legal)
            assert h.action == bot.choose(v, legal, rng)
            codes.add(h.code)
            # play on at random now and then, so that the positions vary
            a = h.action if rng.random() < 0.7 else rng.choice(list(legal))
            rf.apply(state, seat, a)
    assert {"only", "opening", "weakest", "cheapest", "go_out"} <= codes


def test_a_lead_avoids_singles_when_an_opponent_has_one_card() -> None:
    h = hint(pos(to_act=0, h0="7C 9D 9H JS", h1="KS", h2="TS TH JD JC QS 3S 3D 4S 4H 5S 5H 6S"))
    assert str(h.action) == "play 9H 9D"
    assert h.code == "no_single" and dict(h.params) == {"seat": 1, "left": 1}


def test_a_bomb_against_the_player_about_to_go_out() -> None:
    h = hint(
        pos(
            to_act=0,
            top="AD",
            top_seat=2,
            h0="8S 8H 8D 8C 9C 3C 2S",
            h1=FILLER.replace("3D", "TC"),
            h2="KS",
        )
    )
    assert str(h.action) == "play 8S 8H 8D 8C"
    assert h.code == "bomb_stop" and dict(h.params) == {"seat": 2, "left": 1}


def test_blocking_names_the_closest_player() -> None:
    h = hint(
        pos(
            to_act=0,
            top="5D",
            top_seat=2,
            h0="7C 9D QS 4C 3C",
            h1=FILLER.replace("5D", "TC"),
            h2="KS",
        )
    )
    assert str(h.action) == "play QS" and h.code == "block"
    assert dict(h.params)["seat"] == 2


def test_a_cheap_beat_keeps_the_straight_whole() -> None:
    h = hint(
        pos(
            to_act=0,
            top="4D",
            top_seat=2,
            h0="6C 7D 8H 9S TC KD",
            h1=FILLER.replace("4D", "JC"),
            h2="QS QH QD QC JH JD JS 2S",
        )
    )
    assert str(h.action) == "play KD" and h.code == "cheapest"
    assert dict(h.params)["keeps"] == (4, 3, 7)


def test_leading_the_weakest_group_keeps_the_other_sequence() -> None:
    h = hint(
        pos(
            to_act=0,
            h0="5C 6C 7H 8S 9C 9D 9H 4C",
            h1=FILLER.replace("4D", "TC"),
            h2="KS KH KD QS QH JS TS TH 7S 8C 9S JD",
        )
    )
    assert h.code == "weakest"


def test_the_only_legal_action() -> None:
    h = hint(pos(to_act=0, top="2S", top_seat=2, h0="7C 9D", h1=FILLER, h2="KS KH"))
    assert str(h.action) == "pass" and h.code == "only"
