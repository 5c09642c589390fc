"""Every numbered example of rules/runfast.md, section 16 (and the worked settlements of
section 11.4), as its own test."""

from __future__ import annotations

from runfast_helpers import accepted, act, forced, legal, played, plays, points, pos, refused

from cardgame.engine import runfast as rf
from cardgame.engine.match import Match

# -- Combinations -----------------------------------------------------------------------------


def test_ex01_five_card_straight() -> None:
    s = pos(to_act=1, h1="7S 8H 9D TC JS 4D", h0="3C", h2="4C")
    e = played(act(s, 1, "play 7S 8H 9D TC JS"))
    assert (e.param("kind"), e.param("size"), e.param("rank")) == ("straight", 5, "J")
    assert rf.to_act(s) == {2}


def test_ex02_straight_ending_in_the_ace() -> None:
    s = pos(to_act=2, h2="TS JH QD KC AS 6H", h0="5S 5H 5D 5C 9C", h1="9S TH JD QC KH AD")
    e = played(act(s, 2, "play TS JH QD KC AS"))
    assert (e.param("kind"), e.param("size"), e.param("rank")) == ("straight", 5, "A")
    assert legal(s, 0) == plays("5S 5H 5D 5C")  # only a bomb beats it


def test_ex03_a_2_inside_a_sequence() -> None:
    s = pos(to_act=2, h2="JS QH KD AC 2S 5C", h0="3C", h1="4C")
    refused(s, 2, "play JS QH KD AC 2S", "NOT_A_COMBINATION")


def test_ex04_no_wrap_around() -> None:
    s = pos(to_act=0, h0="QS KH AD 3C 4S 9D", h1="5C", h2="6C")
    refused(s, 0, "play QS KH AD 3C 4S", "NOT_A_COMBINATION")


def test_ex05_four_card_straight() -> None:
    s = pos(to_act=1, h1="3S 4S 5S 6S 8D", h0="3C", h2="4C")
    refused(s, 1, "play 3S 4S 5S 6S", "NOT_A_COMBINATION")


def test_ex06_run_of_pairs_ending_in_aces() -> None:
    s = pos(to_act=0, h0="KH KD AS AC 5S", h1="3C", h2="4C")
    e = played(act(s, 0, "play KH KD AS AC"))
    assert (e.param("kind"), e.param("size"), e.param("rank")) == ("pairs", 4, "A")


def test_ex07_run_of_pairs_with_a_gap() -> None:
    s = pos(to_act=2, h2="5S 5H 6D 6C 8S 8H", h0="3C", h1="4C")
    refused(s, 2, "play 5S 5H 6D 6C 8S 8H", "NOT_A_COMBINATION")


def test_ex08_triple_with_an_attached_card() -> None:
    s = pos(to_act=1, h1="9S 9H 9D 4C", h0="3C", h2="5C")
    refused(s, 1, "play 9S 9H 9D 4C", "NOT_A_COMBINATION")
    accepted(s, 1, "play 9S 9H 9D")


def test_ex09_consecutive_triples() -> None:
    s = pos(to_act=0, h0="6S 6H 6D 7S 7H 7D", h1="3C", h2="4C")
    refused(s, 0, "play 6S 6H 6D 7S 7H 7D", "NOT_A_COMBINATION")
    accepted(s, 0, "play 6S 6H 6D")


def test_ex10_four_with_an_attachment() -> None:
    s = pos(to_act=2, h2="8S 8H 8D 8C 5S", h0="3C", h1="4C")
    refused(s, 2, "play 8S 8H 8D 8C 5S", "NOT_A_COMBINATION")
    accepted(s, 2, "play 8S 8H 8D 8C")


def test_ex11_three_aces_are_a_bomb() -> None:
    s = pos(to_act=1, h1="AS AD AC 7C", h2="4C", h0="5C")
    e = played(act(s, 1, "play AS AD AC"))
    assert (e.param("kind"), e.param("bomb"), e.param("lead")) == ("bomb", "aces", True)
    act(s, 2, "pass")
    act(s, 0, "pass")
    assert s.ledger == [0, 0, 0] and rf.to_act(s) == {1}


def test_ex12_pair_needs_equal_ranks() -> None:
    s = pos(to_act=0, h0="JS JH QS", h1="3C", h2="4C")
    refused(s, 0, "play JS QS", "NOT_A_COMBINATION")
    accepted(s, 0, "play JS JH")


# -- Opening play -----------------------------------------------------------------------------


def test_ex13_the_opening_play_must_contain_3h() -> None:
    s = pos(opening=True, h0="3H 3S 3D 4S 5C 6D 7C 8H 9S TD JC QD QC KH KS AD", h1="4C", h2="5D")
    assert rf.to_act(s) == {0}
    refused(s, 0, "play 3S 3D", "MUST_INCLUDE_3H")
    refused(s, 0, "pass", "MUST_LEAD")
    got = legal(s, 0)
    assert plays("3H|3H 3S|3H 3D|3H 3S 3D|3H 4S 5C 6D 7C") <= got
    assert len(got) == 19
    assert all(a.startswith("play ") and "3H" in a for a in got)


def test_ex14_opening_leader_is_whoever_holds_3h() -> None:
    s = pos(opening=True, h2="3H 3C 4D 4S 9S", h0="5S 6S", h1="7S 8S")
    assert rf.to_act(s) == {2}
    e = played(act(s, 2, "play 3H 3C 4D 4S"))
    assert (e.param("kind"), e.param("size"), e.param("rank")) == ("pairs", 4, "4")
    assert rf.to_act(s) == {0}


EX15 = dict(
    h0="3S 3H 3D 3C 4S 5S 6S 7S 8S 9S TS JS QS 2S 4H 5H",
    h1="AS AD AC 4D 5D 6H 6D 7H 7D 8H 8D 9H 9D TH TD JH",
    h2="4C 5C 6C 7C 8C 9C TC JD JC QH QD QC KS KH KD KC",
)


def test_ex15_heavenly_bomb() -> None:
    s = pos(**EX15)
    assert s.opening and rf.to_act(s) == {0}
    e = played(act(s, 0, "play 3S 3H 3D 3C"))
    assert e.param("bomb") == "heavenly"
    forced(s, 1, "pass")
    forced(s, 2, "pass")
    assert rf.to_act(s) == {0} and s.phase is rf.Phase.LEAD
    refused(s, 0, "pass", "MUST_LEAD")
    assert s.ledger == [0, 0, 0]


def test_ex16_same_deal_with_heavenly_bomb_off() -> None:
    s = pos(opts={"heavenly_bomb": False}, **EX15)
    e = played(act(s, 0, "play 3S 3H 3D 3C"))
    assert (e.param("bomb"), e.param("rank"), e.param("lead")) == ("four", "3", True)
    assert legal(s, 1) == plays("AS AD AC")
    refused(s, 1, "pass", "MUST_BEAT")
    act(s, 1, "play AS AD AC")
    forced(s, 2, "pass")
    forced(s, 0, "pass")
    assert s.ledger == [-10, 20, -10] and rf.to_act(s) == {1}


def test_ex17_the_opening_play_empties_the_hand() -> None:
    s = pos(
        h0="3H 3S 4H 4S 5H 5S 6H 6S 7H 7S 8H 8S 9H 9S TH TS",
        h1="3D 4D 5D 6D 7D 8D 9D TD JS JH QS QH KS KH AS AD",
        h2="3C 4C 5C 6C 7C 8C 9C TC JD JC QD QC KD KC AC 2S",
    )
    events = act(s, 0, "play 3H 3S 4H 4S 5H 5S 6H 6S 7H 7S 8H 8S 9H 9S TH TS")
    assert played(events).param("kind") == "pairs"
    assert rf.is_over(s) and rf.to_act(s) == frozenset()
    assert points(s) == (74, -32, -42)
    assert rf.result(s).winners == (0,)


# -- Turn rules -------------------------------------------------------------------------------


def test_ex18_must_beat_with_an_ordinary_card() -> None:
    s = pos(to_act=2, top="9D", top_seat=1, h2="4C 6H TS JD", h0="3C", h1="5C")
    assert legal(s, 2) == plays("TS|JD")
    refused(s, 2, "pass", "MUST_BEAT")


def test_ex19_no_way_to_beat_pass() -> None:
    s = pos(to_act=1, top="2S", top_seat=0, h1="3D 5S 5H 9C KD AC", h0="3C", h2="4C")
    assert legal(s, 1) == {"pass"}


def test_ex20_forced_to_bomb() -> None:
    s = pos(to_act=1, top="KS KD", top_seat=0, h0="5C 6C", h1="4S 4H 4D 4C 7S 9H JD", h2="8C 9C TC")
    forced(s, 1, "play 4S 4H 4D 4C")
    forced(s, 2, "pass")
    forced(s, 0, "pass")
    assert s.ledger == [-10, 20, -10] and rf.to_act(s) == {1} and s.phase is rf.Phase.LEAD


def test_ex21_a_lone_2_drags_out_a_bomb() -> None:
    s = pos(to_act=0, h0="2S 7C", h1="5S 5H 5D 5C 6C 9D", h2="4C")
    act(s, 0, "play 2S")
    assert legal(s, 1) == plays("5S 5H 5D 5C")
    refused(s, 1, "pass", "MUST_BEAT")


def test_ex22_free_choice_among_beating_plays() -> None:
    s = pos(to_act=0, top="9H", top_seat=2, h0="TC 8S 8H 8D 8C", h1="3C", h2="4C")
    assert legal(s, 0) == plays("TC|8S 8H 8D 8C")
    refused(s, 0, "play 8S", "TOO_LOW")
    refused(s, 0, "pass", "MUST_BEAT")


def test_ex23_trick_closes_new_leader_cannot_pass() -> None:
    s = pos(to_act=0, h0="5S 7C 8D", h1="9H 4C", h2="6D 8C")
    act(s, 0, "play 5S")
    forced(s, 1, "play 9H")
    forced(s, 2, "pass")
    forced(s, 0, "pass")
    assert rf.to_act(s) == {1}
    refused(s, 1, "pass", "MUST_LEAD")
    forced(s, 1, "play 4C")
    assert points(s) == (-2, 4, -2)


def test_ex24_three_aces_over_four_kings() -> None:
    s = pos(to_act=1, h1="8C 6H 7H", h2="9D KS KH KD KC 3C", h0="AS AD AC 4D 9S")
    act(s, 1, "play 8C")
    assert legal(s, 2) == plays("9D|KS|KH|KD|KC|KS KH KD KC")
    act(s, 2, "play KS KH KD KC")
    forced(s, 0, "play AS AD AC")
    forced(s, 1, "pass")
    forced(s, 2, "pass")
    assert s.ledger == [20, -10, -10] and rf.to_act(s) == {0}


def test_ex25_four_kings_cannot_beat_three_aces() -> None:
    s = pos(to_act=1, top="AS AD AC", top_seat=0, h1="KS KH KD KC 5C", h0="3C", h2="4C")
    refused(s, 1, "play KS KH KD KC", "TOO_LOW")
    assert legal(s, 1) == {"pass"}


def test_ex26_higher_bomb_required() -> None:
    s = pos(
        to_act=2, top="7S 7H 7D 7C", top_seat=1, h2="6S 6H 6D 6C 9S 9H 9D 9C 4C", h0="3C", h1="5C"
    )
    assert legal(s, 2) == plays("9S 9H 9D 9C")
    refused(s, 2, "play 6S 6H 6D 6C", "TOO_LOW")
    refused(s, 2, "pass", "MUST_BEAT")


def test_ex27_bomb_against_a_long_straight() -> None:
    s = pos(
        to_act=1,
        top="6S 7H 8D 9C TS JH QD",
        top_seat=0,
        h1="5S 5H 5D 5C 9D TD JD QS KS",
        h0="3C",
        h2="4C",
    )
    assert legal(s, 1) == plays("5S 5H 5D 5C")
    refused(s, 1, "pass", "MUST_BEAT")


def test_ex28_straights_same_length_higher_top() -> None:
    s = pos(to_act=0, top="5C 6D 7H 8S 9C", top_seat=2, h0="6S 7S 8D 9D TH JC", h1="3C", h2="4C")
    assert legal(s, 0) == plays("6S 7S 8D 9D TH|7S 8D 9D TH JC")
    refused(s, 0, "play 6S 7S 8D 9D TH JC", "TYPE_MISMATCH")
    s = pos(to_act=0, top="5C 6D 7H 8S 9C", top_seat=2, h0="5S 6H 7C 8H 9S", h1="3C", h2="4C")
    assert legal(s, 0) == {"pass"}
    refused(s, 0, "play 5S 6H 7C 8H 9S", "TOO_LOW")


def test_ex29_runs_of_pairs_same_number_of_pairs() -> None:
    s = pos(to_act=2, top="4S 4H 5D 5C", top_seat=1, h2="9S 9H TD TC JS JH 3C", h0="3D", h1="6C")
    assert legal(s, 2) == plays("9S 9H TD TC|TD TC JS JH")
    refused(s, 2, "play 9S 9H TD TC JS JH", "TYPE_MISMATCH")
    refused(s, 2, "play JS JH", "TYPE_MISMATCH")


def test_ex30_pair_of_aces_or_the_three_aces_bomb() -> None:
    s = pos(to_act=1, top="KH KC", top_seat=0, h1="AS AD AC 4H", h0="3C", h2="4C")
    assert legal(s, 1) == plays("AS AD|AS AC|AD AC|AS AD AC")
    refused(s, 1, "pass", "MUST_BEAT")


def test_ex31_triple_over_triple() -> None:
    s = pos(to_act=2, top="8S 8H 8D", top_seat=1, h2="QS QH QD 5C", h0="3C", h1="4C")
    assert legal(s, 2) == plays("QS QH QD")


def test_ex32_the_2_beats_the_ace() -> None:
    s = pos(to_act=2, top="AC", top_seat=1, h2="2S 4C", h0="3C", h1="5C")
    assert legal(s, 2) == plays("2S")


def test_ex33_going_out_ends_the_deal_at_once() -> None:
    s = pos(to_act=1, h1="KD 2S 4H 6H 8H TH", h2="AS", h0="3C 4C 5C 6C 7D 8D 9D")
    act(s, 1, "play KD")
    events = act(s, 2, "play AS")
    assert [e.key for e in events][-2:] == ["Out", "HandScored"]
    assert rf.is_over(s) and rf.to_act(s) == frozenset()
    assert points(s) == (-7, -15, 22)


# -- Scoring ----------------------------------------------------------------------------------

# A loser who never played holds 16 cards; these avoid the cards each example names.
SIXTEEN = "3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D 7S 7H 7D 8S"


def test_ex34_plain_settlement() -> None:
    s = pos(to_act=1, h1="AD", h0="4S 5S 6S 9C JD", h2="2S 3C 5D 7H 8C TD QS KH")
    act(s, 1, "play AD")
    assert points(s) == (-5, 23, -18)


def test_ex35_never_played_doubling() -> None:
    s = pos(to_act=0, h0="AD", h1=SIXTEEN, h2="4C 5C 6C", played=[True, False, True])
    act(s, 0, "play AD")
    assert points(s) == (35, -32, -3)


def test_ex36_never_played_while_holding_2s() -> None:
    sixteen_2s = SIXTEEN.replace("8S", "2S")
    s = pos(to_act=2, h2="AD", h1=sixteen_2s, h0="KD", played=[True, False, True])
    act(s, 2, "play AD")
    assert points(s) == (-1, -42, 43)


def test_ex37_a_bonus_can_leave_the_winner_at_zero() -> None:
    s = pos(to_act=0, h0="AD", h1="3C 4C 5C 6C", h2="7C 8C 9C TC JC QC", ledger=[-10, -10, 20])
    act(s, 0, "play AD")
    assert points(s) == (0, -14, 14)


def test_ex38_a_beaten_bomb_earns_nothing() -> None:
    s = pos(to_act=0, h0="2S 9S TS", h1="5S 5H 5D 5C 6C", h2="JS JH JD JC 7D")
    act(s, 0, "play 2S")
    forced(s, 1, "play 5S 5H 5D 5C")
    forced(s, 2, "play JS JH JD JC")
    act(s, 0, "pass")
    act(s, 1, "pass")
    assert s.ledger == [-10, -10, 20] and rf.to_act(s) == {2}
    act(s, 2, "play 7D")
    assert points(s) == (-12, -11, 23)


def test_ex39_a_led_bomb_earns_nothing() -> None:
    s = pos(to_act=2, h2="9S 9H 9D 9C 8H", h0="4S 5S", h1="6C 7C")
    act(s, 2, "play 9S 9H 9D 9C")
    forced(s, 0, "pass")
    act(s, 1, "pass")
    assert s.ledger == [0, 0, 0] and rf.to_act(s) == {2} and s.phase is rf.Phase.LEAD


def test_ex40_a_response_to_a_led_bomb_earns() -> None:
    s = pos(to_act=2, h2="9S 9H 9D 9C 2S", h0="KS KH KD KC 3D", h1="6C 7C")
    act(s, 2, "play 9S 9H 9D 9C")
    forced(s, 0, "play KS KH KD KC")
    act(s, 1, "pass")
    forced(s, 2, "pass")
    assert s.ledger == [20, -10, -10] and rf.to_act(s) == {0}
    act(s, 0, "play 3D")
    assert points(s) == (33, -12, -21)


def test_ex41_finishing_response_bomb() -> None:
    s = pos(
        to_act=0, h0="QS QH 3C 4C 5C 6D 8S 9C", h1="7S 7H 7D 7C", h2="2S 3D 4D 5D 6H 8H 9D TD JC"
    )
    act(s, 0, "play QS QH")
    assert legal(s, 1) == plays("7S 7H 7D 7C")
    events = act(s, 1, "play 7S 7H 7D 7C")
    assert [e.key for e in events] == ["Played", "BombBonus", "Out", "HandScored"]
    assert s.ledger == [-10, 20, -10]
    assert points(s) == (-16, 45, -29)


def test_ex42_finishing_with_a_led_bomb() -> None:
    s = pos(to_act=1, h1="TS TH TD TC", h0="3C 4C 5C", h2=SIXTEEN, played=[True, True, False])
    events = act(s, 1, "play TS TH TD TC")
    assert "BombBonus" not in [e.key for e in events]
    assert points(s) == (-3, 35, -32)


def test_ex43_a_loser_outscores_the_winner() -> None:
    s = pos(
        to_act=2, h2="AD", h0=SIXTEEN, h1="2S 9C", played=[False, True, True], ledger=[-20, 40, -20]
    )
    act(s, 2, "play AD")
    assert points(s) == (-52, 28, 24)
    assert rf.result(s).winners == (2,)


def test_ex44_choosing_the_bomb_over_a_pair() -> None:
    s = pos(to_act=0, h0="5S 5H 9C", h1="7D 7C JH", h2="KS KH KD KC 4D")
    act(s, 0, "play 5S 5H")
    forced(s, 1, "play 7D 7C")
    assert legal(s, 2) == plays("KS KH|KS KD|KS KC|KH KD|KH KC|KD KC|KS KH KD KC")
    act(s, 2, "play KS KH KD KC")
    act(s, 0, "pass")
    act(s, 1, "pass")
    assert s.ledger == [-10, -10, 20]
    act(s, 2, "play 4D")
    assert points(s) == (-11, -11, 22)


# -- Settings ---------------------------------------------------------------------------------


def test_ex45_allow_breaking_bombs_off() -> None:
    s = pos(to_act=0, top="6D", top_seat=2, h0="8S 8H 8D 8C 3C", h1="3D", h2="4C")
    assert legal(s, 0) == plays("8S|8H|8D|8C|8S 8H 8D 8C")
    s = pos(
        to_act=0,
        top="6D",
        top_seat=2,
        h0="8S 8H 8D 8C 3C",
        h1="3D",
        h2="4C",
        opts={"allow_breaking_bombs": False},
    )
    assert legal(s, 0) == plays("8S 8H 8D 8C")
    refused(s, 0, "play 8S", "BOMB_MUST_STAY_WHOLE")


def test_ex46_must_beat_off() -> None:
    hands = dict(to_act=1, h1="9D 4H", h2="TS KD 5C", h0="QC 3S")
    strict = pos(**hands)
    act(strict, 1, "play 9D")
    refused(strict, 2, "pass", "MUST_BEAT")
    s = pos(opts={"must_beat": False}, **hands)
    act(s, 1, "play 9D")
    assert "pass" in legal(s, 2)
    act(s, 2, "pass")
    act(s, 0, "play QC")
    act(s, 1, "pass")
    act(s, 2, "play KD")
    act(s, 0, "pass")
    act(s, 1, "pass")
    assert rf.to_act(s) == {2} and s.phase is rf.Phase.LEAD


def test_ex47_unplayed_bomb_penalty_10() -> None:
    for penalty, expected in ((0, (-5, -3, 8)), (10, (-15, -3, 18))):
        s = pos(
            to_act=2,
            h2="AD",
            h0="5S 5H 5D 5C 9H",
            h1="3C 8D JD",
            opts={"unplayed_bomb_penalty": penalty},
        )
        act(s, 2, "play AD")
        assert points(s) == expected


def test_ex48_two_deal_match() -> None:
    m = Match("runfast", rf.Options(match_deals=2), seed=1)
    m.state = pos(
        to_act=0,
        h0="AD",
        h1=SIXTEEN,
        h2="4C 5C 6C",
        played=[True, False, True],
        opts={"match_deals": 2},
    )
    m.apply(0, "play AD")
    assert tuple(m.totals) == (35, -32, -3) and not m.over
    m.start_next_deal()
    assert m.state.setup.number == 1 and m.state.setup.leader is None
    m.state = pos(
        to_act=1,
        h1="AD",
        h0="4S 5S 6S 9C JD",
        h2="2S 3C 5D 7H 8C TD QS KH",
        opts={"match_deals": 2},
        deal_number=1,
    )
    m.apply(1, "play AD")
    assert tuple(m.totals) == (30, -9, -21) and sum(m.totals) == 0
    assert m.over and m.ranking() == [[0], [1], [2]]


def test_ex49_four_3s_after_the_opening_previous_winner() -> None:
    opts = {"later_deal_leader": "previous_winner"}
    s = pos(
        to_act=2,
        h2="9D 6S 7S",
        h0="3S 3H 3D 3C 5H",
        h1="4S 4H 4D 4C 8C",
        opts=opts,
        leader=2,
        deal_number=1,
    )
    act(s, 2, "play 9D")
    assert legal(s, 0) == plays("3S 3H 3D 3C")
    e = played(act(s, 0, "play 3S 3H 3D 3C"))
    assert (e.param("bomb"), e.param("rank")) == ("four", "3")
    forced(s, 1, "play 4S 4H 4D 4C")
    act(s, 2, "pass")
    act(s, 0, "pass")
    assert s.ledger == [-10, 20, -10] and rf.to_act(s) == {1}


def test_ex49_next_setup_gives_the_previous_winner_the_lead() -> None:
    opts = rf.Options(later_deal_leader="previous_winner", match_deals=3)
    setup = rf.first_setup(opts, 5)
    res = rf.result(_finished())
    nxt = rf.next_setup(opts, setup, res)
    assert nxt.number == 1 and nxt.leader == res.winners[0]
    state = rf.new_state(opts, 5, nxt)
    assert rf.to_act(state) == {nxt.leader} and not state.need_3h
    assert rf.next_setup(rf.Options(), setup, res).leader is None


def _finished() -> rf.State:
    s = pos(to_act=1, h1="AD", h0="3C", h2="4C")
    act(s, 1, "play AD")
    return s


# -- Worked settlements (section 11.4) --------------------------------------------------------


def test_W1_never_played_with_2s() -> None:
    s = pos(
        to_act=1,
        h1="AD",
        h0="3C 4C 5C 6C 7C 8C",
        h2=SIXTEEN.replace("8S", "2S"),
        played=[True, True, False],
    )
    act(s, 1, "play AD")
    assert points(s) == (-6, 48, -42)


def test_W2_bonus_then_payments() -> None:
    s = pos(to_act=2, h2="AD", h0="3C 4C 5C", h1="2S 6C 7C 8C 9C TC JC", ledger=[20, -10, -10])
    act(s, 2, "play AD")
    assert points(s) == (17, -27, 10)
