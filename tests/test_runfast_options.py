"""Each Run Fast option away from its default changes a position (rules doc, section 13).

The settlement options share one finished deal: seat 0 goes out; seat 1 never played and
holds three cards with the 2S; seat 2 has played and holds two."""

from __future__ import annotations

import random
from typing import Any

import pytest
from runfast_helpers import act, forced, legal, played, plays, points, pos, refused

from cardgame.ai.driver import Driver
from cardgame.engine import runfast as rf
from cardgame.engine.match import Match


def _settled(**opts: Any) -> tuple[int, ...]:
    s = pos(opts=opts, to_act=0, h0="9C", h1="2S 4D 5D", h2="3C 6H", played=[True, False, True])
    act(s, 0, "play 9C")
    return points(s)


@pytest.mark.parametrize(
    "opts, expected",
    [
        ({}, (18, -16, -2)),  # 3 x 1 x 2 + 10; 2 x 1
        ({"card_points": 2}, (26, -22, -4)),
        ({"never_played_multiplier": 3}, (21, -19, -2)),
        ({"never_played_multiplier": 1}, (15, -13, -2)),
        ({"spade_two_penalty": 0}, (8, -6, -2)),
        ({"spade_two_penalty": 25}, (33, -31, -2)),
    ],
)
def test_the_settlement_options(opts: dict[str, Any], expected: tuple[int, ...]) -> None:
    assert _settled(**opts) == expected


@pytest.mark.parametrize("bonus", [10, 5, 0])
def test_the_bomb_bonus_is_the_option(bonus: int) -> None:
    s = pos(
        opts={"bomb_bonus": bonus},
        to_act=1,
        top="KS KD",
        top_seat=0,
        h0="5C 6C",
        h1="4S 4H 4D 4C 7S 9H JD",
        h2="8C 9C TC",
    )
    forced(s, 1, "play 4S 4H 4D 4C")
    forced(s, 2, "pass")
    forced(s, 0, "pass")
    assert s.ledger == [-bonus, 2 * bonus, -bonus]


def test_removing_the_ace_of_spades_keeps_the_ace_of_hearts() -> None:
    opts = rf.Options(removed_ace="AS")
    dealt = rf.zones(rf.new_state(opts, 3, rf.first_setup(opts, 3)))
    deck = {str(c) for cards in dealt.values() for c in cards}
    assert "AH" in deck and "AS" not in deck and len(deck) == 48
    hands = dict(to_act=1, top="KS KD", top_seat=0, h1="AH AD AC 7S", h0="3C", h2="4C")
    with pytest.raises(ValueError):
        pos(**hands)  # the default deck has no AH
    s = pos(opts={"removed_ace": "AS"}, **hands)
    assert legal(s, 1) == plays("AH AD|AH AC|AD AC|AH AD AC")


def test_without_the_three_aces_bomb_three_aces_are_a_triple() -> None:
    hands = dict(to_act=1, top="KH KC", top_seat=0, h1="AS AD AC 4H", h0="3C", h2="4C")
    s = pos(opts={"three_aces_bomb": False}, **hands)
    assert legal(s, 1) == plays("AS AD|AS AC|AD AC")
    lead = pos(opts={"three_aces_bomb": False}, to_act=1, h1="AS AD AC 4H", h0="3C", h2="4C")
    e = played(act(lead, 1, "play AS AD AC"))
    assert (e.param("kind"), e.param("bomb")) == ("triple", "")


def test_an_opening_without_the_3h_rule_may_leave_3h_in_hand() -> None:
    hands = dict(
        opening=True, h0="3H 3S 3D 4S 5C 6D 7C 8H 9S TD JC QD QC KH KS AD", h1="4C", h2="5D"
    )
    s = pos(opts={"opening_requires_3h": False}, **hands)
    assert rf.to_act(s) == {0}
    assert plays("3S|3S 3D|KH KS|AD") <= legal(s, 0)
    refused(s, 0, "pass", "MUST_LEAD")
    act(s, 0, "play 3S 3D")
    opts = rf.Options(opening_requires_3h=False)
    assert not rf.new_state(opts, 2, rf.first_setup(opts, 2)).need_3h
    assert rf.new_state(rf.Options(), 2, rf.first_setup(opts, 2)).need_3h
    assert {str(c) for c in rf.zones(s)["hand:0"]} >= {"3H"}


@pytest.mark.parametrize("deals", [1, 2, 3])
def test_the_match_lasts_match_deals_deals(deals: int) -> None:
    m = Match("runfast", rf.Options(match_deals=deals), seed=4)
    driver = Driver(m, ["random"] * 3)
    for k in range(deals):
        assert not m.over
        if k:
            m.start_next_deal()
        driver.play_deal()
    assert m.over and len(m.results) == deals
    with pytest.raises(RuntimeError):
        m.start_next_deal()


@pytest.mark.parametrize("aces_bomb, paid", [(True, 3 + 10), (False, 3)])
def test_three_aces_held_cost_the_bomb_penalty_only_as_a_bomb(aces_bomb: bool, paid: int) -> None:
    opts = {"unplayed_bomb_penalty": 10, "three_aces_bomb": aces_bomb}
    s = pos(opts=opts, to_act=0, h0="9C", h1="4D", h2="AS AD AC")
    act(s, 0, "play 9C")
    assert points(s) == (1 + paid, -1, -paid)


@pytest.mark.parametrize("seed", range(6))
def test_legal_plays_are_the_plays_among_the_legal_actions(seed: int) -> None:
    opts = rf.Options(opening_requires_3h=seed % 2 == 0, must_beat=seed % 3 != 0)
    s = rf.new_state(opts, seed, rf.first_setup(opts, seed))
    rng = random.Random(seed)
    for _ in range(30):
        if rf.is_over(s):
            break
        (seat,) = rf.to_act(s)
        legal = rf.legal_actions(s, seat)
        plays_only = sorted(str(a) for a in legal if str(a) != "pass")
        assert sorted(str(p) for p in rf.legal_plays(s, seat)) == plays_only
        rf.apply(s, seat, rng.choice(legal))
