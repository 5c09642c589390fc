"""Run Fast's end of a deal as the scoring table reads it: the settlement's lines with every
part of each payment, the bomb bonus event, the `HandScored` event, and a clone that plays
on apart from its original."""

from __future__ import annotations

from runfast_helpers import act, pos

from cardgame.engine import runfast as rf
from cardgame.engine.cards import parse_cards

PENALTY = {"unplayed_bomb_penalty": 5}


def _out_with_a_lead() -> tuple[rf.State, list]:
    """Seat 0 leads its last card; seat 1 (has played) holds the spade two; seat 2 never
    played and holds a bomb of fives."""
    s = pos(
        opts=PENALTY,
        h0="KH",
        h1="3C 4C 2S",
        h2="5D 5C 5H 5S 9D",
        to_act=0,
        played=[True, True, False],
    )
    return s, act(s, 0, "play KH")


def test_each_losers_payment_is_itemised_on_its_line() -> None:
    s, _ = _out_with_a_lead()
    res = rf.result(s)
    assert res.points == (28, -13, -15)
    assert res.winners == (0,)
    assert res.lines == (
        (
            1,
            -13,
            "final_payment",
            (
                ("cards", 3),
                ("card_points", 3),
                ("doubled", 0),
                ("spade_two", 10),
                ("bombs_held", 0),
                ("bomb_penalty", 0),
            ),
        ),
        (
            2,
            -15,
            "final_payment",
            (
                ("cards", 5),
                ("card_points", 10),
                ("doubled", 1),
                ("spade_two", 0),
                ("bombs_held", 1),
                ("bomb_penalty", 5),
            ),
        ),
        (0, 28, "collected", ()),
    )


def test_every_hand_is_shown_at_the_end() -> None:
    s, _ = _out_with_a_lead()
    assert rf.result(s).shown == (
        (0, ()),
        (1, parse_cards("3C 4C 2S")),
        (2, parse_cards("5D 5C 5H 5S 9D")),
    )


def test_the_hand_scored_event_carries_points_winner_and_hands() -> None:
    s, events = _out_with_a_lead()
    assert [e.key for e in events] == ["Played", "Out", "HandScored"]
    scored = events[-1]
    assert scored.seat is None
    res = rf.result(s)
    assert scored.param("points") == res.points == (28, -13, -15)
    assert scored.param("winner") == 0
    assert scored.param("shown") == res.shown


def _out_with_a_response_bomb(ledger: list[int]) -> tuple[rf.State, list]:
    """Seat 0 answers seat 2's single with a bomb that is its last four cards."""
    s = pos(
        h0="6C 6D 6H 6S",
        h1="3C 4C",
        h2="8D 9D",
        top="5H",
        top_seat=2,
        to_act=0,
        passes=0,
        ledger=ledger,
    )
    return s, act(s, 0, "play 6C 6D 6H 6S")


def test_a_response_bomb_that_ends_the_deal_earns_its_bonus_from_each_other_seat() -> None:
    s, events = _out_with_a_response_bomb([0, 0, 0])
    assert [e.key for e in events] == ["Played", "BombBonus", "Out", "HandScored"]
    assert events[0].params == (
        ("cards", parse_cards("6S 6H 6D 6C")),
        ("kind", "bomb"),
        ("size", 4),
        ("rank", "6"),
        ("bomb", "four"),
        ("lead", False),
    )
    bonus = events[1]
    assert bonus.seat == 0
    assert bonus.params == (("amount", 20), ("each", 10))
    res = rf.result(s)
    assert res.lines[:3] == (
        (0, 20, "bomb_bonus", ()),
        (1, -10, "bomb_bonus", ()),
        (2, -10, "bomb_bonus", ()),
    )
    assert res.points == (20 + 4, -10 - 2, -10 - 2)


def test_a_bonus_adds_to_the_bonuses_earned_before_in_the_deal() -> None:
    s, _ = _out_with_a_response_bomb([-10, 20, -10])
    assert s.ledger == [10, 10, -20]
    assert rf.result(s).points == (10 + 4, 10 - 2, -20 - 2)


def test_a_clone_is_viewed_and_played_on_apart_from_its_original() -> None:
    s = pos(h0="3C 4D", h1="8C 9D", h2="TD JD", top="5H", top_seat=2, to_act=0, passes=0)
    before = rf.view(s, 0)
    c = rf.clone(s)
    assert rf.view(c, 1).log == rf.view(s, 1).log
    act(c, 0, "pass")
    act(c, 1, "play 8C")
    assert rf.view(s, 0) == before
    assert {str(a) for a in rf.legal_actions(c, 2)} == {"play TD", "play JD"}
    assert rf.view(c, 2).top == parse_cards("8C")
