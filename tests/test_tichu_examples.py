"""Every numbered example of rules/tichu.md, section 18 (and the worked scoring examples of
13.2), as its own test."""

from __future__ import annotations

from tichu_helpers import (
    act,
    hand,
    keys,
    legal,
    nobody_bombs,
    played,
    plays,
    pos,
    refused,
    to_act,
    trick_won,
)

from cardgame.engine import tichu as t
from cardgame.engine.core import DealSetup
from cardgame.engine.tichu.combos import BOMB, FULL, PAIR, SINGLE, STAIRS, STRAIGHT, points


def test_E01_full_house_compared_by_its_triple() -> None:
    s = pos(
        to_act=1,
        table="7S 7J 7P AR AS",
        owner=0,
        h0="2S 3J",
        h1="9S 9J 9P 8R 8S 4P",
        h2="5J 6P",
        h3="KS KJ KP KR QJ",
    )
    act(s, 1, "play 9S 9J 9P 8R 8S")
    assert s.owner == 1 and s.top == (FULL, 5, 18, 0) and s.passed == 0
    assert to_act(s) == {3}  # the window polls S3 (it holds a bomb) before S2 follows
    act(s, 3, "pass")
    assert to_act(s) == {2} and t.view(s, 2).decision == "follow"


def test_E02_straights_of_different_length() -> None:
    s = pos(
        to_act=3,
        table="3S 4J 5P 6R 7S",
        owner=2,
        h0="2S",
        h1="2J",
        h2="2P",
        h3="4S 5J 6P 7R 8S 9J QJ",
    )
    refused(s, 3, "play 4S 5J 6P 7R 8S 9J", "TYPE_MISMATCH")
    act(s, 3, "play 5J 6P 7R 8S 9J")
    assert s.top == (STRAIGHT, 5, 18, 0)


def test_E03_stairs_completed_by_the_phoenix() -> None:
    s = pos(to_act=1, table="5S 5J 6P 6R", owner=0, h0="2S", h1="7S 7J 8P PHX 3J", h2="2P", h3="2R")
    act(s, 1, "play 7S 7J 8P PHX")
    assert s.top == (STAIRS, 4, 16, 8)


def test_E04_two_pairs_plus_phoenix_as_a_full_house() -> None:
    s = pos(
        to_act=3,
        table="7S 7J 7P KR KS",
        owner=2,
        h0="2S",
        h1="2J",
        h2="2P",
        h3="8S 8J 3P 3R PHX 4J",
    )
    act(s, 3, "play 8S 8J 3P 3R PHX")
    assert s.top == (FULL, 5, 16, 8)


def test_E05_the_phoenix_cannot_make_four_of_a_kind() -> None:
    s = pos(to_act=0, h0="7S 7J 7P PHX 2J", h1="3S", h2="4S", h3="5S")
    refused(s, 0, "play 7S 7J 7P PHX", "NOT_A_COMBINATION")
    assert {"play 7S 7J 7P", "play 7S PHX"} <= plays(s, 0)


def test_E06_straight_with_mah_jong_and_phoenix() -> None:
    s = pos(to_act=0, h0="MJ 3S 4J 5P PHX 9J", h1="2S 3J 4P 5R 6S QJ", h2="KS", h3="KJ")
    events = act(s, 0, "play MJ 3S 4J 5P PHX")
    assert s.top == (STRAIGHT, 5, 10, 2) and s.wish == 0
    assert "WishMade" not in keys(events)
    act(s, 1, "play 2S 3J 4P 5R 6S")
    assert s.top == (STRAIGHT, 5, 12, 0)


def test_E07_the_phoenix_cannot_go_above_the_ace() -> None:
    s = pos(to_act=2, h0="2S", h1="3S", h2="PHX JS QJ KP AR 4J", h3="TJ JP QR KS AJ 9S")
    act(s, 2, "play PHX JS QJ KP AR")
    assert s.top == (STRAIGHT, 5, 28, 10)
    assert to_act(s) == {3}
    refused(s, 3, "play TJ JP QR KS AJ", "TOO_LOW")


def test_E08_suited_cards_plus_phoenix_are_not_a_bomb() -> None:
    s = pos(to_act=1, h0="2S", h1="9S TS JS QS PHX 3J", h2="TJ JP QR KS AJ 4J", h3="2J")
    act(s, 1, "play 9S TS JS QS PHX")
    assert s.top == (STRAIGHT, 5, 26, 13)
    act(s, 2, "play TJ JP QR KS AJ")


def test_E09_a_one_suit_straight_is_a_bomb() -> None:
    s = pos(to_act=0, h0="3S 4S 5S 6S 7S 2J", h1="4J 5P 6R 7J 8J QP", h2="KS", h3="KJ")
    act(s, 0, "play 3S 4S 5S 6S 7S")
    assert s.top[0] == BOMB and to_act(s) == {1}
    refused(s, 1, "play 4J 5P 6R 7J 8J", "TYPE_MISMATCH")
    assert legal(s, 1) == {"pass"}


def test_E10_any_straight_flush_beats_any_four_of_a_kind() -> None:
    s = pos(
        to_act=0, table="AS AJ AP AR", owner=3, h0="2P 3P 4P 5P 6P 9J", h1="2S", h2="3S", h3="4S"
    )
    act(s, 0, "play 2P 3P 4P 5P 6P")
    assert s.owner == 0 and s.top[0] == BOMB


def test_E11_longer_straight_flush_beats_shorter() -> None:
    s = pos(
        to_act=2,
        table="9J TJ JJ QJ KJ",
        owner=1,
        h0="2S",
        h1="3S",
        h2="2R 3R 4R 5R 6R 7R 9S",
        h3="4S",
    )
    act(s, 2, "play 2R 3R 4R 5R 6R 7R")
    assert s.owner == 2


def test_E12_equal_straight_flushes() -> None:
    s = pos(
        to_act=1, table="5S 6S 7S 8S 9S", owner=0, h0="2S", h1="5J 6J 7J 8J 9J 2P", h2="3S", h3="4S"
    )
    refused(s, 1, "play 5J 6J 7J 8J 9J", "TOO_LOW")


def test_E13_equal_pair() -> None:
    s = pos(to_act=0, table="9P 9R", owner=3, h0="9S 9J 2P", h1="2S", h2="3S", h3="4S")
    refused(s, 0, "play 9S 9J", "TOO_LOW")


def test_E14_invalid_shapes() -> None:
    s = pos(to_act=2, h0="KS", h1="KJ", h2="DRG 2S 3J 4P 5R 6R 9J", h3="KP")
    refused(s, 2, "play DRG 2S 3J 4P 5R", "NOT_A_COMBINATION")
    refused(s, 2, "play 3J 4P 5R 6R", "NOT_A_COMBINATION")
    act(s, 2, "play 2S 3J 4P 5R 6R")
    assert s.top == (STRAIGHT, 5, 12, 0)


def test_E15_the_longest_straight() -> None:
    s = pos(
        to_act=0, h0="MJ 2S 3J 4P 5R 6S 7J 8P 9R TS JJ QP KR AS", h1="3S 4S", h2="5S 7S", h3="8S 9S"
    )
    events = act(s, 0, "play MJ 2S 3J 4P 5R 6S 7J 8P 9R TS JJ QP KR AS")
    assert s.top == (STRAIGHT, 14, 28, 0)
    assert s.out == [0] and "Out" in keys(events)
    assert to_act(s) == {1} and not s.window
    assert legal(s, 1) == {"pass"}


def test_E16_phoenix_on_a_nine() -> None:
    s = pos(to_act=1, table="9S", owner=0, h0="2S", h1="PHX 3S", h2="9J TJ 4S", h3="5S")
    act(s, 1, "play PHX")
    assert s.top == (SINGLE, 1, 19, 0)
    refused(s, 2, "play 9J", "TOO_LOW")
    act(s, 2, "play TJ")


def test_E17_phoenix_led() -> None:
    s = pos(to_act=3, h0="MJ 2J 5S", h1="3S", h2="4S", h3="PHX 6S")
    act(s, 3, "play PHX")
    assert s.top == (SINGLE, 1, 3, 0)
    refused(s, 0, "play MJ", "TOO_LOW")
    act(s, 0, "play 2J")


def test_E18_phoenix_on_the_dragon() -> None:
    s = pos(to_act=2, table="DRG", owner=1, h0="2S", h1="3S", h2="PHX 4S", h3="5S")
    refused(s, 2, "play PHX", "PHOENIX_ON_DRAGON")


def test_E19_dragon_on_a_phoenix_topped_ace() -> None:
    s = pos(to_act=0, h0="AS 2S", h1="PHX 3S", h2="DRG 4S", h3="5S")
    act(s, 0, "play AS")
    act(s, 1, "play PHX")
    assert s.top == (SINGLE, 1, 29, 0)
    act(s, 2, "play DRG")
    assert s.top == (SINGLE, 1, 30, 0)


def test_E20_bombing_the_dragon() -> None:
    s = pos(to_act=0, h0="5S 2J", h1="KJ 3J", h2="DRG 4J", h3="7S 7J 7P 7R 6J")
    act(s, 0, "play 5S")
    nobody_bombs(s)
    act(s, 1, "play KJ")
    nobody_bombs(s)
    act(s, 2, "play DRG")
    assert to_act(s) == {3}  # S3 is due: no window polls it
    act(s, 3, "play 7S 7J 7P 7R")
    act(s, 0, "pass")
    act(s, 1, "pass")
    events = act(s, 2, "pass")
    assert trick_won(events) == (3, 40)
    assert s.phase is t.Phase.PLAY and to_act(s) == {3} and s.top is None
    assert points(s.won[3]) == 40


def e21_position() -> t.State:
    s = pos(to_act=0, h0="MJ 2S 4S", h1="8J KS 6P 3S 3J 3P 3R", h2="9S JS", h3="QS AS")
    act(s, 0, "play MJ wish 8")
    return s


def test_E21_basic_obligation_after_the_mah_jong_lead() -> None:
    s = e21_position()
    assert s.wish == 8 and to_act(s) == {1}
    assert plays(s, 1) == {"play 8J", "play 3S 3J 3P 3R"}
    for text in ("pass", "play KS", "play 6P"):
        refused(s, 1, text, "WISH_MUST_BE_PLAYED")
    fulfilled = t.clone(s)
    act(fulfilled, 1, "play 8J")
    assert fulfilled.wish == 0
    act(s, 1, "play 3S 3J 3P 3R")
    assert s.wish == 8


def test_E22_phoenix_needed_to_fulfil_the_wish() -> None:
    s = pos(
        to_act=1, wish="8", table="6S 6J", owner=0, h0="2P", h1="8R PHX 2S 2J", h2="3P", h3="4P"
    )
    assert plays(s, 1) == {"play 8R PHX"} and "pass" not in legal(s, 1)
    refused(s, 1, "pass", "WISH_MUST_BE_PLAYED")
    refused(s, 1, "play 2S 2J", "TOO_LOW")
    act(s, 1, "play 8R PHX")
    assert s.wish == 0 and s.top == (PAIR, 2, 16, 8)


def test_E23_no_obligation_when_the_wished_rank_cannot_beat_the_top() -> None:
    s = pos(
        to_act=1, wish="8", table="TS TJ", owner=0, h0="2P", h1="8R PHX QS QJ 4J", h2="3P", h3="4P"
    )
    assert "pass" in legal(s, 1) and "play QS QJ" in legal(s, 1)
    act(s, 1, "play QS QJ")
    assert s.wish == 8


def test_E24_the_phoenix_is_never_the_wished_rank() -> None:
    s = pos(
        to_act=0,
        wish="8",
        table="2S 3J 4P 5R 6S",
        owner=3,
        h0="4J 5P 6R 7S PHX KJ",
        h1="2P",
        h2="3P",
        h3="9P",
    )
    act(s, 0, "play 4J 5P 6R 7S PHX")
    assert s.top == (STRAIGHT, 5, 16, 8) and s.wish == 8


def test_E25_leading_under_a_wish() -> None:
    s = pos(to_act=2, wish="8", h0="2P", h1="3P", h2="8R DOG KS KJ 4J", h3="9P")
    assert plays(s, 2) == {"play 8R"}
    for text in ("play DOG", "play KS KJ", "play KS", "play 4J"):
        refused(s, 2, text, "WISH_MUST_BE_PLAYED")
    act(s, 2, "play 8R")
    assert s.wish == 0


def test_E26_the_wish_forces_a_bomb() -> None:
    s = pos(
        to_act=1, wish="8", table="DRG", owner=0, h0="2P", h1="8S 8J 8P 8R 2J", h2="3P", h3="4P"
    )
    assert legal(s, 1) == {"play 8S 8J 8P 8R"}
    refused(s, 1, "pass", "WISH_MUST_BE_PLAYED")
    act(s, 1, "play 8S 8J 8P 8R")
    assert s.wish == 0 and s.owner == 1


def test_E27_bomb_instead_of_the_wished_card_then_a_forced_lead() -> None:
    s = pos(
        to_act=0,
        h0="MJ 2S 2J",
        h1="3S 4J 5P 6R 7S 8J 9P TR JS QJ KS KJ KP KR",
        h2="9S AS",
        h3="QS AJ",
    )
    act(s, 0, "play MJ wish 8")
    act(s, 1, "play KS KJ KP KR")
    assert s.wish == 8
    act(s, 2, "pass")
    act(s, 3, "pass")
    events = act(s, 0, "pass")
    assert trick_won(events) == (1, 40)
    assert to_act(s) == {1} and s.top is None
    refused(s, 1, "play 3S", "WISH_MUST_BE_PLAYED")
    act(s, 1, "play 3S 4J 5P 6R 7S 8J 9P TR JS QJ")
    assert s.top == (STRAIGHT, 10, 24, 0) and s.wish == 0


def test_E28_a_window_bomb_fulfils_the_wish() -> None:
    s = pos(
        to_act=0,
        wish="8",
        h0="9S 2J",
        h1="JS JJ JP JR 3J",
        h2="4S 4J 4P 4R 5J",
        h3="8S 8J 8P 8R 6J",
    )
    act(s, 0, "play 9S")
    assert to_act(s) == {2}  # S1 is due; the window polls S2, S3, S0
    act(s, 2, "pass")
    assert to_act(s) == {3}
    events = act(s, 3, "play 8S 8J 8P 8R")
    assert "WishFulfilled" in keys(events) and s.wish == 0
    assert played(events).param("out_of_turn") is True
    assert s.owner == 3 and s.current == 0
    assert s.window == [1]  # not S2 (fours are lower) nor S3 (no bomb left)
    act(s, 1, "pass")
    assert to_act(s) == {0} and t.view(s, 0).decision == "follow"


def test_E29_the_mah_jong_play_does_not_fulfil_its_own_wish() -> None:
    s = pos(to_act=0, h0="MJ 2S 3J 4P 5R KJ", h1="3P 4S 5J 6P 7R QJ", h2="9S", h3="AS")
    act(s, 0, "play MJ 2S 3J 4P 5R wish 3")
    assert s.wish == 3
    assert plays(s, 1) == {"play 3P 4S 5J 6P 7R"}
    refused(s, 1, "pass", "WISH_MUST_BE_PLAYED")
    act(s, 1, "play 3P 4S 5J 6P 7R")
    assert s.wish == 0


def test_E30_phoenix_single_does_not_satisfy_the_wish() -> None:
    s = pos(to_act=0, h0="MJ 9J", h1="2S PHX AS 5J", h2="9S", h3="KS")
    act(s, 0, "play MJ wish 2")
    assert plays(s, 1) == {"play 2S"}
    for text in ("play PHX", "play AS", "pass"):
        refused(s, 1, text, "WISH_MUST_BE_PLAYED")


def test_E31_dog_hands_the_lead_to_the_partner() -> None:
    s = pos(to_act=1, h0="2S", h1="DOG 3S", h2="4S", h3="5S")
    events = act(s, 1, "play DOG")
    assert keys(events) == ["Played", "LeadPassed"]
    assert to_act(s) == {3} and s.top is None and not s.window
    assert "DOG" in {str(c) for c in t.zones(s)["won:1"]}


def test_E32_dog_when_the_partner_is_out() -> None:
    s = pos(to_act=0, out=[2], h0="DOG 3S", h1="4S", h3="5S")
    act(s, 0, "play DOG")
    assert to_act(s) == {3}


def test_E33_dog_returns_to_its_player() -> None:
    s = pos(to_act=0, out=[2, 3], h0="DOG 3S", h1="4S")
    act(s, 0, "play DOG")
    assert to_act(s) == {0} and s.top is None


def test_E34_dog_only_as_a_lead() -> None:
    s = pos(to_act=0, table="4S", owner=3, h0="DOG 3S", h1="2S", h2="5S", h3="6S")
    refused(s, 0, "play DOG", "DOG_ONLY_AS_LEAD")


def test_E35_dog_as_the_last_card_gives_a_double_victory() -> None:
    s = pos(to_act=1, out=[3], h0="2S", h1="DOG", h2="4S")
    act(s, 1, "play DOG")
    assert t.is_over(s) and s.out == [3, 1] and s.end == "double"
    assert t.result(s).points == (0, 200)


def test_E36_the_trick_winner_is_already_out() -> None:
    s = pos(to_act=1, table="9S 9J", owner=0, h0="2S 3S", h1="JS JJ", h2="4S 5S", h3="6S 7S")
    act(s, 1, "play JS JJ")
    assert s.out == [1] and to_act(s) == {2}
    act(s, 2, "pass")
    act(s, 3, "pass")
    events = act(s, 0, "pass")
    assert trick_won(events) == (1, 0)
    assert to_act(s) == {2} and s.top is None


def test_E37_two_passes_end_a_trick_when_a_player_is_out() -> None:
    s = pos(to_act=0, out=[3], h0="KS 2S", h1="3S", h2="4S")
    act(s, 0, "play KS")
    act(s, 1, "pass")
    events = act(s, 2, "pass")
    assert trick_won(events) == (0, 10)
    assert to_act(s) == {0} and s.top is None


def test_E38_a_pass_does_not_bar_later_plays() -> None:
    s = pos(to_act=0, h0="3S 9P 2J", h1="JS 2P", h2="7J 2R", h3="4S")
    act(s, 0, "play 3S")
    act(s, 1, "pass")
    act(s, 2, "play 7J")
    act(s, 3, "pass")
    act(s, 0, "play 9P")
    act(s, 1, "play JS")
    assert s.owner == 1 and s.top == (SINGLE, 1, 22, 0) and s.passed == 0
    assert to_act(s) == {2}


def test_E39_bomb_in_the_trick_end_window() -> None:
    s = pos(to_act=0, h0="AS 2J", h1="6S 6J 6P 6R 3J", h2="4J", h3="5J")
    act(s, 0, "play AS")
    act(s, 1, "pass")
    act(s, 2, "pass")
    act(s, 3, "pass")
    assert to_act(s) == {1} and s.window_end
    act(s, 1, "play 6S 6J 6P 6R")
    assert s.owner == 1 and s.current == 2 and not s.window
    assert to_act(s) == {2}
    act(s, 2, "pass")
    act(s, 3, "pass")
    events = act(s, 0, "pass")
    assert trick_won(events) == (1, 0)
    assert to_act(s) == {1} and s.top is None


def e40_position() -> t.State:
    s = pos(to_act=0, h0="5S 2J", h1="KJ 3J", h2="4J 6J", h3="DRG 7J")
    act(s, 0, "play 5S")
    act(s, 1, "play KJ")
    act(s, 2, "pass")
    act(s, 3, "play DRG")
    act(s, 0, "pass")
    act(s, 1, "pass")
    act(s, 2, "pass")
    return s


def test_E40_giving_away_the_dragon_trick() -> None:
    s = e40_position()
    assert s.phase is t.Phase.GIFT and to_act(s) == {3}
    assert legal(s, 3) == {"gift 0", "gift 2"}
    refused(s, 3, "gift 1", "INVALID_GIFT")
    events = act(s, 3, "gift 2")
    given = [e for e in events if e.key == "DragonGiven"][0]
    assert given.param("to") == 2 and given.param("points") == 40
    assert points(s.won[2]) == 40 and to_act(s) == {3}


def e41_position() -> t.State:
    s = pos(to_act=2, out=[1, 0], h2="9S 3J 4J", h3="DRG")
    act(s, 2, "play 9S")
    act(s, 3, "play DRG")
    return s


def test_E41_dragon_on_the_final_trick() -> None:
    s = e41_position()
    assert s.out == [1, 0, 3] and not t.is_over(s)
    assert s.phase is t.Phase.GIFT and to_act(s) == {3}
    assert legal(s, 3) == {"gift 0", "gift 2"}
    to_s2 = t.clone(s)
    act(to_s2, 3, "gift 2")
    assert t.is_over(to_s2) and t.result(to_s2).points == (0, 25)
    act(s, 3, "gift 0")
    assert t.is_over(s) and t.result(s).points == (25, 0)


def test_E42_double_victory_with_calls() -> None:
    s = pos(to_act=2, out=[0], calls=["tichu", "grand", "", ""], h1="3S", h2="4J", h3="5S")
    act(s, 2, "play 4J")
    assert t.is_over(s) and s.end == "double"
    assert t.result(s).points == (300, -200)


def test_E43_normal_hand_with_transfers() -> None:
    s = pos(
        to_act=1,
        out=[3, 2],
        calls=["", "", "tichu", "tichu"],
        h0="DRG 5S",
        h1="2J",
        w0="KS 5J",
        w1="TS TJ KJ",
        w2="5P 5R KP PHX",
        w3="TP TR KR",
    )
    act(s, 1, "play 2J")
    assert t.is_over(s) and s.out == [3, 2, 1]
    res = t.result(s)
    card = {
        side: sum(
            a
            for sd, a, k, _ in res.lines
            if sd == side and k in ("card_points", "last_won_cards", "last_hand")
        )
        for side in (0, 1)
    }
    assert card == {0: -5, 1: 105}
    assert res.points == (-105, 205)
    assert res.shown == ((0, t.zones(s)["hand:0"]),)


def test_E44_both_partners_called_tichu() -> None:
    s = pos(
        to_act=2,
        out=[1, 0],
        calls=["", "tichu", "", "tichu"],
        h2="2J",
        h3="PHX 5R TR KR",
        w0="5S 5J TS KS",
        w1="DRG TJ",
        w2="KJ KP",
        w3="5P TP",
    )
    act(s, 2, "play 2J")
    assert t.is_over(s)
    assert t.result(s).points == (50, 50)


def test_E45_nobody_can_bomb_the_final_play() -> None:
    s = pos(to_act=3, out=[0, 1], h2="9S 9J 9P 9R 3J", h3="QS")
    events = act(s, 3, "play QS")
    assert t.is_over(s) and s.out == [0, 1, 3] and "Declined" not in keys(events)
    assert "QS" in {str(c) for c in t.zones(s)["won:3"]}
    assert t.result(s).points == (0, 0)


def test_E46_end_of_the_game() -> None:
    o = t.Options()
    assert t.match_over(o, (980 + 40, 940 + 60), 5)
    assert not t.match_over(o, (960 + 40, 940 + 60), 5)


def test_E47_when_tichu_may_be_called() -> None:
    s = pos(
        to_act=1,
        table="MJ",
        owner=0,
        played_card=[True, False, True, False],
        calls=["", "", "", "grand"],
        h0="2S 3S",
        h1="4S 5S 6S 8S 9S TJ JJ QJ KJ AJ 2P 3P 4P 5P",
        h2="6P 7P",
        h3="8P 9P",
    )
    act(s, 1, "tichu")
    assert s.calls[1] == "tichu" and to_act(s) == {1}
    act(s, 1, "play 4S")
    refused(s, 2, "tichu", "CALL_NOT_ALLOWED")
    refused(s, 3, "tichu", "CALL_NOT_ALLOWED")


def test_E48_grand_tichu_only_before_the_last_six_cards() -> None:
    s = t.new_state(t.Options(), 48, DealSetup())
    for seat in range(4):
        act(s, seat, "pass")
    assert s.phase is t.Phase.CALL and all(len(hand(s, p)) == 14 for p in range(4))
    refused(s, 0, "grand", "CALL_NOT_ALLOWED")
    act(s, 0, "tichu")


def test_E51_exchange_decides_the_first_leader() -> None:
    s = pos(
        phase="EXCHANGE", h0="MJ 3J 4P 5S", h1="2S 7J 9P 6S", h2="8S 8J 8P 2J", h3="TS TJ TP 3S"
    )
    act(s, 0, "exchange MJ>2 3J>1 4P>3")
    refused(s, 1, "exchange 2S>0 7J>0 9P>2", "INVALID_EXCHANGE")
    assert to_act(s) == {1, 2, 3}
    act(s, 1, "exchange 2S>0 7J>2 9P>3")
    act(s, 2, "exchange 8S>3 8J>0 8P>1")
    act(s, 3, "exchange TS>0 TJ>1 TP>2")
    assert "MJ" in hand(s, 2) and to_act(s) == {2} and s.phase is t.Phase.PLAY


def test_E49_a_bomb_as_a_lead() -> None:
    s = pos(to_act=0, h0="5S 5J 5P 5R 2J", h1="AS AJ 6S 6J 6P 6R 3J", h2="4J", h3="7J")
    act(s, 0, "play 5S 5J 5P 5R")
    assert to_act(s) == {1}
    refused(s, 1, "play AS AJ", "TYPE_MISMATCH")
    assert "pass" in legal(s, 1)
    act(s, 1, "play 6S 6J 6P 6R")


def test_E50_four_of_a_kind_by_rank() -> None:
    s = pos(
        to_act=3,
        table="7S 7J 7P 7R",
        owner=2,
        h0="2S",
        h1="3S",
        h2="4J",
        h3="5S 5J 5P 5R 9S 9J 9P 9R 2J",
    )
    refused(s, 3, "play 5S 5J 5P 5R", "TOO_LOW")
    act(s, 3, "play 9S 9J 9P 9R")


def test_E52_going_out_with_a_window_bomb_wins_a_tichu() -> None:
    s = pos(
        to_act=0,
        calls=["", "", "tichu", ""],
        played_card=[False] * 4,
        h0="8S 2J",
        h1="7S 7J 7P 7R 3J",
        h2="6S 6J 6P 6R",
        h3="4J 5J",
    )
    act(s, 0, "play 8S")
    assert to_act(s) == {2}
    act(s, 2, "play 6S 6J 6P 6R")
    assert s.out == [2] and s.current == 3
    assert s.window == [1]  # S0 has no bomb; S1's sevens beat the sixes
    act(s, 1, "pass")
    assert to_act(s) == {3}


# -- the worked scoring examples of 13.2 ---------------------------------------------------------


def test_W1_normal_hand_with_a_successful_tichu() -> None:
    s = pos(
        to_act=0,
        out=[2, 1],
        calls=["", "", "tichu", ""],
        h0="2J",
        h3="PHX 5J TR KP",
        w0="5S KJ TP",
        w1="TS 5P",
        w2="DRG KR 5R",
        w3="KS TJ",
    )
    act(s, 0, "play 2J")
    assert t.result(s).points == (185, 15)


def test_W2_double_victory_against_two_calls() -> None:
    s = pos(to_act=3, out=[1], calls=["tichu", "", "", "grand"], h0="2S", h2="3S", h3="4J")
    act(s, 3, "play 4J")
    assert s.end == "double" and t.result(s).points == (-100, 0)


def test_W3_last_player_is_the_partner_of_the_first_out() -> None:
    s = pos(
        to_act=1,
        out=[0, 3],
        calls=["", "", "", "tichu"],
        h1="2J",
        h2="TR KR",
        w0="5S TS KS DRG",
        w1="5J",
        w2="KJ TJ PHX",
        w3="TP KP 5P 5R",
    )
    act(s, 1, "play 2J")
    assert t.result(s).points == (45, -45)
