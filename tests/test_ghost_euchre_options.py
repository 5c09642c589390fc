"""Each Ghost Hand Euchre option away from its default changes a position (rules doc,
section 12); the ones the numbered examples already set are listed in test_option_coverage."""

from __future__ import annotations

import random
from typing import Any

import pytest
from euchre_helpers import act, after_deal, auction, legal, pos, refused

from cardgame.engine import ghost_euchre as ge


def _over(opts: dict[str, Any], **desc: Any) -> ge.State:
    return pos(phase="OVER", trump="S", opts=opts, **desc)


@pytest.mark.parametrize("moon, expected", [(24, [5, 3, 31]), (12, [5, 3, 19]), (30, [5, 3, 37])])
def test_a_made_moon_scores_moon_points(moon: int, expected: list[int]) -> None:
    s = _over({"moon_points": moon}, declarer=2, contract="moon", tricks=(0, 0, 6))
    assert after_deal((5, 3, 7), ge.result(s)) == expected


@pytest.mark.parametrize("penalty", [2, 5, 0])
def test_each_renege_costs_renege_penalty(penalty: int) -> None:
    opts = {"renege_mode": "penalize", "renege_penalty": penalty}
    s = _over(opts, declarer=0, contract=3, tricks=(3, 2, 1), reneges=(0, 0, 2))
    assert ge.result(s).points == (3, 2, 1 - 2 * penalty)


def test_without_the_ghost_swap_nobody_may_take_the_ghost_hand() -> None:
    on, off = auction(0), auction(0, opts={"ghost_swap": False})
    assert "swap" in legal(on, 1)
    assert legal(off, 1) == {"pass", "bid 3", "bid 4", "bid 5", "moon"}
    refused(off, 1, "swap", "SWAP_NOT_AVAILABLE")


def _naming(opts: dict[str, Any]) -> ge.State:
    return pos(
        opts=opts,
        calls=("pass", "bid 3", "pass"),
        h0="9S TS QS KS AS 9H",
        h1="JS JC AH KH QD AD",
        h2="TH QH 9D TD KD 9C",
        ghost="JH JD TC QC KC AC",
    )


def test_no_trump_is_offered_only_when_the_option_is_on() -> None:
    assert legal(_naming({}), 1) == {"trump S", "trump H", "trump D", "trump C"}
    refused(_naming({}), 1, "trump NT", "NO_TRUMP_OFF")
    s = _naming({"no_trump": True})
    assert legal(s, 1) == {"trump S", "trump H", "trump D", "trump C", "trump NT"}
    act(s, 1, "trump NT")
    assert s.trump == "NT"


def test_at_no_trump_a_jack_is_an_ordinary_card_of_its_suit() -> None:
    # S leads 9D; JD is no bower and the highest diamond, AD, wins
    s = pos(trump="NT", leader=0, h0="9D", h1="JD", h2="AD", opts={"no_trump": True})
    for seat, card in ((0, "9D"), (1, "JD"), (2, "AD")):
        act(s, seat, f"play {card}")
    assert s.tricks == [0, 0, 1]


@pytest.mark.parametrize("target, over", [(32, False), (30, True), (12, True)])
def test_the_match_ends_at_target_score(target: int, over: bool) -> None:
    opts = ge.Options(target_score=target)
    assert ge.match_over(opts, (31, 20, 12), 4) is over
    assert not ge.match_over(opts, (40, 40, 12), 4)  # a tie at the top plays on


@pytest.mark.parametrize("shown", [True, False])
def test_the_dead_hand_is_scored_whatever_reveal_dead_hand_says(shown: bool) -> None:
    s = pos(
        opts={"reveal_dead_hand": shown},
        trump="S",
        leader=0,
        declarer=0,
        contract=3,
        tricks=(2, 2, 1),
        swapper=1,
        dead="9H TH QH KH AH 9D",
        h0="AS",
        h1="9C",
        h2="TC",
    )
    events = [e for seat, c in ((0, "AS"), (1, "9C"), (2, "TC")) for e in act(s, seat, f"play {c}")]
    scored = [e for e in events if e.key == "HandScored"]
    assert len(scored) == 1
    for seat in range(3):
        seen = ge.observe(scored[0], seat)
        assert seen is not None
        assert {str(c) for c in seen.param("dead")} == {"9H", "TH", "QH", "KH", "AH", "9D"}
    assert ge.result(s).points == (3, 2, 1)


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_a_fixed_first_dealer(dealer: int) -> None:
    opts = ge.Options(first_dealer=dealer)
    setup = ge.first_setup(opts, 5)
    assert setup.dealer == dealer
    assert ge.to_act(ge.new_state(opts, 5, setup)) == {(dealer + 1) % 3}
    for seed in range(10):
        drawn = ge.first_setup(ge.Options(), seed).dealer
        assert drawn == random.Random(f"{seed}/setup").randrange(3)
