"""Each Pis Yedili option away from its default changes a position (rules doc, section 11),
through the worked settlements of section 9.4."""

from __future__ import annotations

import random

import pytest
from pis_helpers import act, pos

from cardgame.engine import pis_yedili as py

OTHERS = dict(h0="KS 3D", h1="7C", h3="JD AH 2S")  # worth 13, 20 and 42


@pytest.mark.parametrize(
    "last, multipliers, expected",
    [
        ("5H", True, (13, 20, 0, 42)),  # 9.4.1
        ("7H", True, (39, 60, 0, 126)),  # 9.4.2: x3
        ("JH", True, (26, 40, 0, 84)),  # 9.4.3: x2
        ("7H", False, (13, 20, 0, 42)),
        ("JH", False, (13, 20, 0, 42)),
    ],
)
def test_going_out_and_the_last_card_multipliers(
    last: str, multipliers: bool, expected: tuple[int, ...]
) -> None:
    opts = {"last_card_multipliers": multipliers}
    s = pos(4, to_act=2, top="9H", stock=20, h2=last, opts=opts, **OTHERS)
    act(s, 2, f"play {last}")
    assert py.is_over(s)
    r = py.result(s)
    assert r.points == expected and r.winners == (2,)


@pytest.mark.parametrize(
    "scoring, expected", [("lowest_zero", (13, 0, 0, 15)), ("all_pay", (13, 10, 10, 15))]
)
def test_an_exhausted_stock_and_exhausted_scoring(scoring: str, expected: tuple[int, ...]) -> None:
    # 9.4.4: seat 0 draws the last card and passes; seat 1 can neither play nor draw
    s = pos(
        4,
        to_act=0,
        top="6C",
        stock="9H",
        h0="4C",
        h1="QS",
        h2="2D 3D 5S",
        h3="AS",
        opts={"exhausted_scoring": scoring},
    )
    act(s, 0, "draw")
    events = act(s, 0, "pass")
    assert [e.key for e in events][-2:] == ["Exhausted", "HandScored"]
    r = py.result(s)
    assert r.winners == (1, 2) and r.points == expected and r.counted


@pytest.mark.parametrize("dealer", [0, 2, 4])
def test_a_fixed_first_dealer_deals_and_the_next_seat_opens(dealer: int) -> None:
    opts = py.Options(num_players=5, first_dealer=dealer)
    setup = py.first_setup(opts, 99)
    assert setup.dealer == dealer
    s = py.new_state(opts, 99, setup)
    assert py.to_act(s) == {(dealer + 1) % 5}


def test_a_random_first_dealer_is_drawn_from_the_match_seed() -> None:
    opts = py.Options(num_players=5)
    dealers = {py.first_setup(opts, seed).dealer for seed in range(40)}
    assert dealers == set(range(5))
    for seed in range(10):
        expected = random.Random(f"{seed}/setup").randrange(5)
        assert py.first_setup(opts, seed).dealer == expected


@pytest.mark.parametrize("deals", [1, 3])
def test_the_match_ends_after_match_deals_counted_deals(deals: int) -> None:
    opts = py.Options(match_deals=deals)
    assert not py.match_over(opts, (5, 0, 9, 12), deals - 1)
    assert py.match_over(opts, (5, 0, 9, 12), deals)
    assert py.match_over(opts, (0, 0, 9, 12), deals)  # a shared first place ends it too
