"""Every numbered example of rules/pis_yedili.md, section 14, as its own test."""

from __future__ import annotations

from pis_helpers import act, cards, hand, jack_forms, legal, pos, refused, top, void_deal_position

from cardgame.engine import pis_yedili as py
from cardgame.engine.cards import standard_deck
from cardgame.engine.match import Match

# -- A. Matching and Jacks --------------------------------------------------------------------


def e1_position() -> py.State:
    return pos(4, to_act=1, top="6C", stock=20, h1="6H 9C JD KS")


def test_E1_rank_match() -> None:
    s = e1_position()
    act(s, 1, "play 6H")
    assert top(s) == "6H" and s.active_suit == "H"
    assert len(s.hands[1]) == 3 and s.current == 2


def test_E2_suit_match() -> None:
    s = e1_position()
    act(s, 1, "play 9C")
    assert s.active_suit == "C" and s.current == 2


def test_E3_no_match() -> None:
    s = e1_position()
    refused(s, 1, "play KS", "NO_MATCH")
    assert s.current == 1
    assert legal(s, 1) == {"play 6H", "play 9C", "draw"} | jack_forms("JD")


def test_E4_jack_on_an_ordinary_card() -> None:
    s = e1_position()
    act(s, 1, "play JD suit H")
    assert top(s) == "JD" and s.active_suit == "H" and s.current == 2


def test_E4_then_only_a_heart_that_is_not_a_jack_or_draw() -> None:
    s = pos(4, to_act=1, top="6C", stock=20, h1="6H 9C JD KS", h2="2H JH 6S KH")
    act(s, 1, "play JD suit H")
    assert legal(s, 2) == {"play 2H", "play KH", "draw"}


def test_E5_after_a_jack_named_suit_only_and_no_jack() -> None:
    s = pos(4, to_act=2, top="JD", named="H", stock=19, h2="JH 4D 4H QS")
    assert legal(s, 2) == {"play 4H", "draw"}
    refused(s, 2, "play JH suit S", "JACK_ON_JACK")
    refused(s, 2, "play 4D", "NO_MATCH")
    act(s, 2, "play 4H")
    assert top(s) == "4H" and s.active_suit == "H" and s.current == 3


def test_E6_naming_the_jacks_own_suit_or_the_current_suit() -> None:
    s = pos(3, to_act=0, top="9S", stock=15, h0="JS 2S 5H")
    act(s, 0, "play JS suit S")
    assert s.active_suit == "S" and s.current == 1


def test_E7_the_named_suit_survives_a_pass() -> None:
    s = pos(3, to_act=0, top="JC", named="D", stock=12, stock_top="8S", h0="3S KH")
    act(s, 0, "draw")
    assert legal(s, 0) == {"draw", "pass"}
    act(s, 0, "pass")
    assert hand(s, 0) == cards("3S KH 8S") and len(s.stock) == 11
    assert s.current == 1 and top(s) == "JC" and s.active_suit == "D"


# -- B. Drawing and passing -------------------------------------------------------------------


def e8_position(stock_top: str = "") -> py.State:
    return pos(4, to_act=0, top="5S", stock=15, stock_top=stock_top, h0="9H KD")


def test_E8_no_pass_before_drawing() -> None:
    s = e8_position()
    refused(s, 0, "pass", "DRAW_FIRST")
    assert legal(s, 0) == {"draw"}


def test_E9_drawing_until_a_playable_card_turns_up() -> None:
    s = e8_position("2D 5H")
    act(s, 0, "draw")
    assert legal(s, 0) == {"draw", "pass"}
    act(s, 0, "draw")
    assert legal(s, 0) == {"play 5H", "pass"}
    act(s, 0, "play 5H")
    assert hand(s, 0) == cards("9H KD 2D") and len(s.stock) == 13
    assert top(s) == "5H" and s.current == 1


def test_E10_giving_up_after_one_draw() -> None:
    s = e8_position("QC")
    act(s, 0, "draw")
    act(s, 0, "pass")
    assert hand(s, 0) == cards("9H KD QC") and len(s.stock) == 14
    assert top(s) == "5S" and s.current == 1


def test_E11_voluntary_draw_while_holding_a_legal_card() -> None:
    s = pos(4, to_act=1, top="8D", stock=10, stock_top="9C", h1="3D KS")
    act(s, 1, "draw")
    assert legal(s, 1) == {"play 3D", "pass"}
    act(s, 1, "pass")
    assert hand(s, 1) == cards("3D KS 9C") and len(s.stock) == 9 and s.current == 2


def test_E12_voluntary_draw_switched_off() -> None:
    s = pos(4, to_act=1, top="8D", stock=10, h1="3D KS", opts={"voluntary_draw": False})
    refused(s, 1, "draw", "CANNOT_DRAW")
    assert legal(s, 1) == {"play 3D"}


def test_E13_one_draw_only() -> None:
    s = pos(3, to_act=2, top="QH", stock=8, stock_top="9S", h2="4S 6C", opts={"draw_limit": "one"})
    act(s, 2, "draw")
    assert legal(s, 2) == {"pass"}
    refused(s, 2, "draw", "CANNOT_DRAW")


def test_E14_empty_stock_a_legal_card_in_hand() -> None:
    s = pos(4, to_act=3, top="TS", stock=0, h3="4S KH")
    refused(s, 3, "pass", "DRAW_FIRST")
    refused(s, 3, "draw", "CANNOT_DRAW")
    assert legal(s, 3) == {"play 4S"}
    assert not py.is_over(s)


def test_E15_drawing_the_last_stock_card() -> None:
    s = pos(4, to_act=0, top="3H", stock="KD", h0="9C QS", h1="2H 4H")
    act(s, 0, "draw")
    assert not py.is_over(s)
    act(s, 0, "pass")
    assert hand(s, 0) == cards("9C QS KD") and s.current == 1 and not py.is_over(s)


def test_E16_stock_exhausted_the_deal_ends() -> None:
    s = pos(4, to_act=0, top="3H", stock="KD", h0="9C QS", h1="5C 8S", h2="JH 2D", h3="4C 6D")
    act(s, 0, "draw")
    events = act(s, 0, "pass")
    assert py.is_over(s)
    assert [e.key for e in events][-2:] == ["Exhausted", "HandScored"]
    assert events[-2].seat == 1
    r = py.result(s)
    assert [py.hand_value(h) for h in s.hands] == [29, 13, 27, 10]
    assert r.winners == (3,) and r.points == (29, 13, 27, 0)


# -- C. Eights and Tens -----------------------------------------------------------------------


def test_E17_eight_skips() -> None:
    s = pos(4, to_act=1, top="3C", stock=18, h1="8C 2H")
    act(s, 1, "play 8C")
    assert s.current == 3


def test_E18_eight_anticlockwise() -> None:
    s = pos(4, to_act=0, top="8D", stock=18, direction="ACW", h0="8S 4H")
    act(s, 0, "play 8S")
    assert s.current == 2


def test_E19_eights_with_two_players() -> None:
    s = pos(2, to_act=1, top="6H", stock=25, h1="8H 8C KS")
    act(s, 1, "play 8H")
    assert s.current == 1 and s.drawn == 0
    act(s, 1, "play 8C")
    assert s.current == 1
    assert legal(s, 1) == {"draw"}


def test_E20_ten_reverses() -> None:
    s = pos(4, to_act=2, top="5H", stock=18, h2="TH 9S")
    act(s, 2, "play TH")
    assert s.direction == -1 and s.current == 1


def test_E21_ten_with_two_players() -> None:
    s = pos(2, to_act=0, top="2S", stock=25, h0="TS 4D")
    act(s, 0, "play TS")
    assert s.direction == -1 and s.current == 1


def test_E22_ten_then_eight_in_the_new_direction() -> None:
    s = pos(5, to_act=3, top="5D", stock=12, h3="TD QC", h2="8D 6S")
    act(s, 3, "play TD")
    assert s.direction == -1 and s.current == 2
    act(s, 2, "play 8D")
    assert s.current == 0


# -- D. Sevens --------------------------------------------------------------------------------


def e23_position() -> py.State:
    return pos(
        4, to_act=0, top="4S", stock=20, h0="7S 9D", h1="7H QS 2D", h2="JS 3H 9C", h3="JD 7C 6H KS"
    )


def test_E23_a_seven_starts_a_penalty() -> None:
    s = e23_position()
    act(s, 0, "play 7S")
    assert s.pending == 3 and s.current == 1
    assert legal(s, 1) == {"play 7H", "take"}


def test_E24_stacking_a_seven() -> None:
    s = e23_position()
    act(s, 0, "play 7S")
    act(s, 1, "play 7H")
    assert s.pending == 6 and top(s) == "7H" and s.active_suit == "H" and s.current == 2


def test_E25_a_jack_cannot_answer_a_seven() -> None:
    s = e23_position()
    act(s, 0, "play 7S")
    act(s, 1, "play 7H")
    refused(s, 2, "play JS suit H", "SEVEN_OR_TAKE")
    refused(s, 2, "play 3H", "SEVEN_OR_TAKE")
    act(s, 2, "take")
    assert len(s.hands[2]) == 9 and len(s.stock) == 14 and s.pending == 0
    assert s.current == 3 and top(s) == "7H" and s.active_suit == "H"


def test_E26_playing_on_a_spent_seven() -> None:
    s = e23_position()
    act(s, 0, "play 7S")
    act(s, 1, "play 7H")
    act(s, 2, "take")
    assert legal(s, 3) == {"play 6H", "play 7C", "draw"} | jack_forms("JD")
    act(s, 3, "play 7C")
    assert s.pending == 3 and s.current == 0


def test_E27_taking_the_penalty_while_holding_a_seven() -> None:
    s = pos(3, to_act=1, top="7D", pending=3, stock=12, h1="7S KD")
    act(s, 1, "take")
    assert len(s.hands[1]) == 5 and len(s.stock) == 9 and s.pending == 0
    assert s.current == 2 and s.phase is py.Phase.TURN


def test_E28_a_long_chain() -> None:
    s = pos(3, to_act=0, top="7C", stock=25, h0="7D 7S 2H", h1="7H KC", h2="JC 8C QD")
    act(s, 0, "play 7D")
    assert s.pending == 3 and s.current == 1
    act(s, 1, "play 7H")
    assert s.pending == 6 and s.current == 2
    assert legal(s, 2) == {"take"}
    act(s, 2, "take")
    assert len(s.stock) == 19 and s.current == 0 and s.pending == 0 and top(s) == "7H"


def test_E29_doubling_option() -> None:
    s = pos(4, to_act=2, top="7S", pending=6, stock=20, h2="7D 4C", opts={"seven_stack": "double"})
    act(s, 2, "play 7D")
    assert s.pending == 12 and s.current == 3
    s = pos(4, to_act=2, top="7S", pending=6, stock=20, h2="7D 4C")
    act(s, 2, "play 7D")
    assert s.pending == 9


def test_E30_a_seven_on_a_jack() -> None:
    s = pos(4, to_act=1, top="JC", named="H", stock=16, h1="7H 7C")
    refused(s, 1, "play 7C", "NO_MATCH")
    act(s, 1, "play 7H")
    assert s.pending == 3 and s.current == 2


def test_E31_penalty_larger_than_the_stock() -> None:
    s = pos(
        4,
        to_act=2,
        top="7S",
        pending=6,
        stock="3D 9D QH 5S",
        h0="AH 4S",
        h1="TD",
        h2="2H KC",
        h3="8C 8H 6S",
    )
    assert legal(s, 2) == {"take"}
    act(s, 2, "take")
    assert py.is_over(s) and not s.stock
    assert [py.hand_value(h) for h in s.hands] == [19, 10, 39, 22]
    r = py.result(s)
    assert r.winners == (1,) and r.points == (19, 0, 39, 22)


def test_E32_penalty_pending_empty_stock_a_seven_in_hand() -> None:
    s = pos(4, to_act=3, top="7H", pending=3, stock=0, h3="7C 2C", h0="5D")
    assert legal(s, 3) == {"play 7C", "take"}
    other = py.clone(s)
    act(s, 3, "play 7C")
    assert s.pending == 6 and s.current == 0
    act(other, 3, "take")
    assert py.is_over(other)


# -- E. Aces ----------------------------------------------------------------------------------


def test_E33_ace_with_a_follow_up() -> None:
    s = pos(4, to_act=0, top="9D", stock=20, h0="AD 5D KS")
    act(s, 0, "play AD")
    assert s.current == 0 and legal(s, 0) == {"play 5D", "pass"}
    act(s, 0, "play 5D")
    assert top(s) == "5D" and s.current == 1


def test_E34_declining_the_follow_up() -> None:
    s = pos(4, to_act=0, top="9D", stock=20, h0="AD 5D KS")
    act(s, 0, "play AD")
    act(s, 0, "pass")
    assert top(s) == "AD" and hand(s, 0) == cards("5D KS") and s.current == 1
    assert len(s.stock) == 20


def test_E35_unable_to_follow_the_ace() -> None:
    s = pos(4, to_act=0, top="9D", stock=20, h0="AD KS")
    act(s, 0, "play AD")
    refused(s, 0, "play KS", "NO_MATCH")
    refused(s, 0, "draw", "NO_DRAW_IN_FOLLOW_UP")
    act(s, 0, "pass")
    assert hand(s, 0) == cards("KS") and len(s.stock) == 20 and s.current == 1


def test_E36_ace_ace_seven() -> None:
    s = pos(4, to_act=2, top="3C", stock=20, h2="AC AH 7H QD")
    act(s, 2, "play AC")
    act(s, 2, "play AH")
    assert s.phase is py.Phase.FOLLOW_UP and s.current == 2
    act(s, 2, "play 7H")
    assert s.pending == 3 and hand(s, 2) == cards("QD") and s.current == 3


def test_E37_ace_then_eight() -> None:
    s = pos(3, to_act=1, top="4S", stock=20, h1="AS 8S 2D")
    act(s, 1, "play AS")
    act(s, 1, "play 8S")
    assert s.current == 0


def test_E38_ace_then_ten() -> None:
    s = pos(4, to_act=1, top="KH", stock=20, h1="AH TH 5C")
    act(s, 1, "play AH")
    act(s, 1, "play TH")
    assert s.direction == -1 and s.current == 0


def test_E39_ace_then_jack() -> None:
    s = pos(4, to_act=3, top="6C", stock=20, h3="AC JD 2S", h0="3H")
    act(s, 3, "play AC")
    act(s, 3, "play JD suit S")
    assert s.active_suit == "S" and s.current == 0
    assert legal(s, 0) == {"draw"}


def test_E40_going_out_on_an_ace() -> None:
    s = pos(4, to_act=2, top="9S", stock=20, h2="AS", h0="4H 4D", h1="QC", h3="7S 2C")
    act(s, 2, "play AS")
    assert py.is_over(s)
    r = py.result(s)
    assert r.points == (8, 10, 0, 22) and r.winners == (2,)


def test_E41_going_out_on_the_follow_up() -> None:
    s = pos(4, to_act=1, top="5H", stock=20, h1="AH 7H", h0="KD", h2="3S 6S", h3="JC")
    act(s, 1, "play AH")
    act(s, 1, "play 7H")
    assert py.is_over(s) and s.pending == 0
    assert py.result(s).points == (30, 0, 27, 75)


def test_E42_ace_with_ace_rule_extra_turn() -> None:
    s = pos(4, to_act=0, top="9D", stock=20, h0="AD KS", opts={"ace_rule": "extra_turn"})
    act(s, 0, "play AD")
    assert s.current == 0 and s.drawn == 0 and s.phase is py.Phase.TURN
    refused(s, 0, "pass", "DRAW_FIRST")
    assert legal(s, 0) == {"draw"}


# -- F. Opening -------------------------------------------------------------------------------


def test_E43_the_opener_must_play_a_club() -> None:
    s = pos(4, dealer=3, to_act=0, stock=24, h0="2C 7C KH 5H 9S AD QD")
    refused(s, 0, "play KH", "CLUB_REQUIRED")
    assert legal(s, 0) == {"play 2C", "play 7C"}


def test_E44_opening_seven_has_no_effect() -> None:
    s = pos(4, dealer=3, to_act=0, stock=24, h0="2C 7C KH 5H 9S AD QD", h1="7D 3S 2H 6H 9D KS QH")
    act(s, 0, "play 7C")
    assert s.pending == 0 and s.current == 1
    assert legal(s, 1) == {"play 7D", "draw"}
    act(s, 1, "play 7D")
    assert s.pending == 3 and s.current == 2


def test_E45_opener_without_a_club() -> None:
    s = pos(3, dealer=2, to_act=0, stock=31, stock_top="6H AS 8C", h0="2H 5H 9S KS QD 4D 3D")
    for _ in range(2):
        assert legal(s, 0) == {"draw"}
        act(s, 0, "draw")
    assert legal(s, 0) == {"draw"}
    act(s, 0, "draw")
    assert legal(s, 0) == {"play 8C"}
    assert len(s.hands[0]) == 10
    act(s, 0, "play 8C")
    assert len(s.hands[0]) == 9 and len(s.stock) == 28 and s.current == 1


def test_E46_opening_jack_of_clubs() -> None:
    s = pos(4, dealer=0, to_act=1, stock=24, h1="JC 2D 3D 4D 5D 6D 8D", h2="JH 4C 9D 2S 6H KD QS")
    assert "play JC" in legal(s, 1) and not any("JC suit" in a for a in legal(s, 1))
    refused(s, 1, "play JC suit H", "SUIT_NOT_ALLOWED")
    act(s, 1, "play JC")
    assert s.active_suit == "C"
    refused(s, 2, "play JH suit S", "JACK_ON_JACK")
    assert legal(s, 2) == {"play 4C", "draw"}


def test_E47_opening_ten_of_clubs() -> None:
    s = pos(4, dealer=1, to_act=2, stock=24, h2="TC 5H 6H 9S QD KD 2S")
    act(s, 2, "play TC")
    assert s.direction == 1 and s.current == 3


def test_E48_opening_ace_of_clubs() -> None:
    s = pos(4, dealer=0, to_act=1, stock=24, h1="AC 3C 9H 4S 6S KH QD")
    act(s, 1, "play AC")
    assert s.current == 2 and s.phase is py.Phase.TURN


def test_E49_opening_with_two_players() -> None:
    s = pos(2, dealer=0, to_act=1, stock=38, h1="8C KD 2H 5H 9S QS AD")
    act(s, 1, "play 8C")
    assert s.current == 0


def test_E50_void_deal() -> None:
    s = void_deal_position()
    assert not any(c.suit == "C" for c in s.stock)
    for _ in range(17):
        act(s, 0, "draw")
    assert py.is_over(s)
    r = py.result(s)
    assert not r.counted and r.points == (0,) * 5
    opts = py.Options(num_players=5)
    setup = py.next_setup(opts, s.setup, r)
    assert setup.dealer == 4


# -- G. Going out, scoring, match -------------------------------------------------------------


def test_E51_going_out_on_a_seven_that_answers_a_seven() -> None:
    s = pos(4, to_act=3, top="7S", pending=3, stock=10, h3="7D", h0="KS 2H", h1="JC", h2="AH 9S 4D")
    act(s, 3, "play 7D")
    assert py.is_over(s) and len(s.hands[0]) == 2
    assert py.result(s).points == (36, 75, 84, 0)


def test_E52_going_out_on_a_jack() -> None:
    s = pos(3, to_act=0, top="5D", stock=10, h0="JS", h1="7C QH", h2="3S")
    assert legal(s, 0) == {"play JS", "draw"}
    refused(s, 0, "play JS suit H", "SUIT_NOT_ALLOWED")
    act(s, 0, "play JS")
    assert py.result(s).points == (0, 60, 6)


def test_E53_going_out_on_a_plain_card() -> None:
    s = pos(2, to_act=1, top="5H", stock=10, h1="5C", h0="7H 7S AD TD")
    act(s, 1, "play 5C")
    assert py.result(s).points == (65, 0)


def test_E54_no_jack_as_the_last_card_on_a_jack() -> None:
    s = pos(4, to_act=2, top="JH", named="S", stock=6, h2="JS")
    refused(s, 2, "play JS", "JACK_ON_JACK")
    assert legal(s, 2) == {"draw"}


def test_E55_reshuffle_option() -> None:
    pile = "2C 3C 4C 5C 6C 7C 8C TC JC QC KC"
    named = set(pile.split()) | {"QD", "3S", "9C"}
    others = [str(c) for c in standard_deck() if str(c) not in named]
    s = pos(
        4,
        to_act=1,
        top="QD",
        pile=pile,
        stock="",
        h1="3S 9C",
        h0=" ".join(others[0:13]),
        h2=" ".join(others[13:26]),
        h3=" ".join(others[26:]),
        opts={"stock_exhausted": "reshuffle"},
    )
    assert len(s.discard) == 12 and not s.stock
    act(s, 1, "draw")
    assert len(s.stock) == 10 and len(s.discard) == 1
    assert top(s) == "QD" and s.active_suit == "D" and s.direction == 1 and s.pending == 0


def test_E56_strict_jack_option() -> None:
    s = pos(4, to_act=0, top="9S", stock=15, h0="JH 4D", opts={"jack_must_change_suit": True})
    refused(s, 0, "play JH suit S", "SUIT_MUST_CHANGE")
    assert legal(s, 0) == {"draw"} | jack_forms("JH", exclude="S")


def test_E57_match_result() -> None:
    opts = py.Options(num_players=4, match_deals=5)
    assert py.match_over(opts, (97, 174, 74, 186), 5)
    m = Match("pis_yedili", opts, seed=1)
    m.totals = [97, 174, 74, 186]
    m.over = True
    assert m.winners() == [2]
    m.totals = [80, 80, 95, 120]
    assert m.winners() == [0, 1]
    extra = py.Options(num_players=4, match_deals=5, match_tie="extra_deals")
    assert not py.match_over(extra, (80, 80, 95, 120), 5)
    assert py.match_over(extra, (80, 81, 95, 120), 6)
