"""Run Fast's refusals with their exact reasons (the words the table shows are made from the
code and its parameters), the refused action kept on the exception, and the passes the
view counts while a trick is open."""

from __future__ import annotations

import pytest
from runfast_helpers import act, pos

from cardgame.engine import runfast as rf
from cardgame.engine.actions import Play, parse_action
from cardgame.engine.cards import parse_cards
from cardgame.engine.core import IllegalAction, Reason, reason


def _why(state: rf.State, seat: int, text: str) -> Reason | None:
    return rf.why_illegal(state, seat, parse_action(text))


def _answering_a_five() -> rf.State:
    """Seat 0 answers seat 2's 5H; seat 0 holds a bomb of sixes."""
    return pos(
        h0="3C 4C 6C 6D 6H 6S 9D 9S",
        h1="8C 8D",
        h2="TD JD",
        top="5H",
        top_seat=2,
        to_act=0,
        passes=0,
    )


def test_a_finished_deal_refuses_everything_for_its_phase() -> None:
    s = pos(h0="KH", h1="3C", h2="4C", to_act=0)
    act(s, 0, "play KH")
    assert _why(s, 1, "play 3C") == reason("WRONG_PHASE")


def test_the_wrong_seat_is_told_whose_turn_it_is() -> None:
    s = _answering_a_five()
    assert _why(s, 1, "play 8C") == reason("NOT_YOUR_TURN", seat=0)
    assert _why(s, 2, "pass") == reason("NOT_YOUR_TURN", seat=0)


def test_the_leader_may_not_pass() -> None:
    s = pos(h0="3C 4D", h1="8C", h2="9D", to_act=0)
    assert _why(s, 0, "pass") == reason("MUST_LEAD")


def test_a_pass_while_holding_a_beating_play_names_the_top() -> None:
    assert _why(_answering_a_five(), 0, "pass") == reason("MUST_BEAT", top="5H")


def test_a_play_with_a_named_suit_or_a_wish_is_no_run_fast_action() -> None:
    s = _answering_a_five()
    for action in (
        Play(parse_cards("9D"), suit="H"),
        Play(parse_cards("9D"), wish="7"),
        parse_action("draw"),
    ):
        assert rf.why_illegal(s, 0, action) == reason("UNKNOWN_ACTION", action=str(action))


def test_cards_not_in_the_hand_are_named_and_only_those() -> None:
    s = _answering_a_five()
    assert _why(s, 0, "play 9D 9H") == reason("CARDS_NOT_IN_HAND", cards="9H")


def test_a_card_named_twice_is_refused_with_the_cards_named() -> None:
    s = _answering_a_five()
    action = Play(parse_cards("9D 9D"))
    assert rf.why_illegal(s, 0, action) == reason("CARDS_NOT_IN_HAND", cards="9D 9D")


def test_cards_that_make_no_combination_are_named() -> None:
    s = _answering_a_five()
    assert _why(s, 0, "play 9D 6C") == reason("NOT_A_COMBINATION", cards="6C 9D")


def test_the_opening_play_must_hold_the_three_of_hearts() -> None:
    s = pos(h0="3H 4D 5D", h1="8C", h2="9D", opening=True)
    assert _why(s, 0, "play 4D") == reason("MUST_INCLUDE_3H")
    assert _why(s, 0, "play 3H") is None


def test_with_breaking_off_a_bomb_stays_whole_but_other_cards_are_free() -> None:
    s = pos(
        opts={"allow_breaking_bombs": False},
        h0="3C 6C 6D 6H 6S 9D",
        h1="8C 8D",
        h2="TD JD",
        to_act=0,
    )
    assert _why(s, 0, "play 6C 6D") == reason("BOMB_MUST_STAY_WHOLE", rank="6")
    assert _why(s, 0, "play 6C") == reason("BOMB_MUST_STAY_WHOLE", rank="6")
    assert _why(s, 0, "play 3C") is None and _why(s, 0, "play 9D") is None
    assert _why(s, 0, "play 6C 6D 6H 6S") is None


def test_a_lower_play_of_the_same_shape_is_too_low() -> None:
    s = _answering_a_five()
    assert _why(s, 0, "play 4C") == reason("TOO_LOW", top="5H")


def test_a_play_of_another_shape_names_the_shape_it_must_match() -> None:
    s = _answering_a_five()
    assert _why(s, 0, "play 9D 9S") == reason("TYPE_MISMATCH", top="5H", kind="single", size=1)


def test_under_a_bomb_a_lower_bomb_is_too_low_and_a_pair_the_wrong_shape() -> None:
    s = pos(
        h0="6C 6D 6H 6S 9D 9S",
        h1="8C 8D",
        h2="TD JD",
        top="7C 7D 7H 7S",
        top_seat=2,
        to_act=0,
        passes=0,
    )
    assert _why(s, 0, "play 6C 6D 6H 6S") == reason("TOO_LOW", top="7C 7D 7H 7S")
    assert _why(s, 0, "play 9D 9S") == reason(
        "TYPE_MISMATCH", top="7C 7D 7H 7S", kind="bomb", size=4
    )


@pytest.mark.parametrize("text", ["play 4C", "pass", "play 9H"])
def test_the_refused_action_travels_with_its_reason(text: str) -> None:
    s = _answering_a_five()
    action = parse_action(text)
    with pytest.raises(IllegalAction) as info:
        rf.apply(s, 0, action)
    assert info.value.action == action
    assert info.value.reason == rf.why_illegal(s, 0, action)


def test_the_first_pass_on_a_trick_counts_one_and_moves_the_turn_on() -> None:
    s = pos(h0="3C 4D", h1="3D 4H", h2="TD JD", top="5H", top_seat=2, to_act=0, passes=0)
    events = act(s, 0, "pass")
    assert [(e.key, e.seat) for e in events] == [("Passed", 0)]
    v = rf.view(s, 1)
    assert v.passes == 1 and v.turn == (1,)
    assert v.badges == (("passed",), (), ())
    events = act(s, 1, "pass")
    assert [(e.key, e.seat) for e in events] == [("Passed", 1), ("TrickClosed", 2)]
    closed = events[-1]
    assert closed.params == (("leader", 2),)
    assert [m.card for m in closed.moves] == list(parse_cards("5H"))
    v = rf.view(s, 2)
    assert v.passes == 0 and v.turn == (2,) and v.top == () and not v.top_is_lead
    assert v.badges == ((), (), ())
