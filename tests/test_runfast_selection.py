"""Run Fast selections: the live label names the legal combination or gives the engine's
reason in words; hands sort by rank with the 2 highest, or by suit."""

from __future__ import annotations

from runfast_helpers import pos

from cardgame.engine import runfast as rf
from cardgame.engine.cards import parse_cards
from cardgame.scenes.games.runfast.selection import PlayIndex, rank_key, selection_label, suit_key


def label(state: rf.State, cards: str, seat: int = 0) -> tuple[str, bool]:
    index = PlayIndex(rf.legal_actions(state, seat))
    return selection_label(state, seat, index, parse_cards(cards))


def test_a_legal_selection_is_named_in_any_order() -> None:
    s = pos(to_act=0, h0="QS 8S 9H JC TD 5S 5H 6D 6C 2S", h1="3D", h2="KC")
    assert label(s, "QS JC TD 9H 8S") == ("Straight 8\u2013Q", True)
    assert label(s, "6C 5S 6D 5H") == ("Run of pairs 5-5-6-6", True)
    assert label(s, "2S") == ("Single 2\u2660", True)


def test_refusals_say_why_in_words() -> None:
    s = pos(to_act=0, top="8C 8D", top_seat=2, h0="9S 9H TD JC 5C 6D 7H 2S", h1="3D", h2="KC")
    assert label(s, "5C 6D 7H") == (
        "These cards form no combination. A straight needs at least five cards.",
        False,
    )
    assert label(s, "TD") == ("To beat 8\u2666 8\u2663, play a pair or a bomb.", False)
    low = pos(to_act=0, top="JC JD", top_seat=2, h0="9S 9H TD", h1="3D", h2="KC")
    assert label(low, "9S 9H") == ("That is not higher than J\u2666 J\u2663.", False)
    assert label(s, "9S 9H") == ("Pair of 9s", True)
    assert label(s, "9S 9H", seat=1)[1] is False
    assert label(s, "") == ("", False)


def test_the_opening_must_hold_the_three_of_hearts() -> None:
    s = pos(h0="3H 3S 4D 5C 6D 7C", h1="3D", h2="KC", opening=True)
    assert label(s, "3S") == ("The first play of the deal must include the 3\u2665.", False)
    assert label(s, "3H 4D 5C 6D 7C") == ("Straight 3\u20137", True)


def test_unbroken_bombs_under_the_option() -> None:
    s = pos(
        to_act=0,
        top="6D",
        top_seat=2,
        h0="8S 8H 8D 8C 3C",
        h1="3D",
        h2="KC",
        opts={"allow_breaking_bombs": False},
    )
    assert label(s, "8S") == ("Bombs stay whole: play all your 8s together.", False)
    assert label(s, "8S 8H 8D 8C") == ("Bomb: four 8s", True)


def test_sorting_puts_the_two_highest() -> None:
    hand = parse_cards("2S AS 3C KD 3H TD")
    assert [str(c) for c in sorted(hand, key=rank_key)] == ["3H", "3C", "TD", "KD", "AS", "2S"]
    assert [str(c) for c in sorted(hand, key=suit_key)] == ["AS", "2S", "3H", "TD", "KD", "3C"]
