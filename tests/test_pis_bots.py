"""Pis Yedili's Medium follows the habits its docstring promises (rules doc 13)."""

from __future__ import annotations

import random

from pis_helpers import pos

from cardgame.ai.pis_yedili import MediumBot
from cardgame.engine import pis_yedili as py

OTHERS = dict(h1="2S 3S 4S 6S 6D", h2="2D 3D 5D 6C 8C", h3="KC QC TC 9C 8D")


def medium(s: py.State, seat: int = 0) -> str:
    legal = py.legal_actions(s, seat)
    return str(MediumBot().choose(py.view(s, seat), legal, random.Random(1)))


def test_sheds_the_dearer_card_and_keeps_the_jack_while_another_card_plays() -> None:
    s = pos(4, to_act=0, top="9H", stock=20, h0="JD 5H KH 3C", **OTHERS)
    assert medium(s) == "play KH"


def test_plays_the_jack_when_nothing_else_plays_and_names_its_longest_suit() -> None:
    s = pos(4, to_act=0, top="KH", stock=20, h0="JD 3C 4C 5C 7S", **OTHERS)
    assert medium(s) == "play JD suit C"


def test_keeps_one_seven_as_a_shield() -> None:
    s = pos(4, to_act=0, top="9H", stock=20, h0="7H QH 4D 5C", **OTHERS)
    assert medium(s) == "play QH"


def test_answers_a_penalty_with_a_seven_rather_than_take() -> None:
    s = pos(4, to_act=0, top="7S", pending=3, stock=20, h0="7H QH 4D", **OTHERS)
    assert medium(s) == "play 7H"


def test_an_eight_stops_the_next_player_about_to_go_out() -> None:
    calm = pos(4, to_act=0, top="9H", stock=20, h0="8H QH 4D 5C", **OTHERS)
    assert medium(calm) == "play QH"
    threat = pos(4, to_act=0, top="9H", stock=20, h0="8H QH 4D 5C", **{**OTHERS, "h1": "2S"})
    assert medium(threat) == "play 8H"


def test_keeps_a_seven_to_go_out_on_it() -> None:
    s = pos(4, to_act=0, top="9H", stock=20, h0="7H QH", **OTHERS)
    assert medium(s) == "play QH"
    s2 = pos(4, to_act=0, top="QH", stock=20, h0="7H", **OTHERS)
    assert medium(s2) == "play 7H"


def test_between_two_suits_it_holds_alike_it_names_the_one_the_others_are_short_of() -> None:
    # clubs and diamonds two each; more clubs than diamonds are still unseen
    s = pos(4, to_act=0, top="KH", stock=20, h0="JD 3C 4C 9D TD", **OTHERS)
    assert medium(s) == "play JD suit D"
