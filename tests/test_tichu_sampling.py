"""Tichu's sample_state: the deductions CONTRACT 3 lists, and the options."""

from __future__ import annotations

import random

import pytest
from tichu_helpers import act, pos

from cardgame.engine import tichu as t
from cardgame.engine.core import DealSetup
from cardgame.engine.tichu.combos import RANK_MASK


def _after_exchange(seed: int = 3) -> t.State:
    s = t.new_state(t.Options(), seed, DealSetup())
    rng = random.Random(seed)
    while s.phase is not t.Phase.PLAY:
        seat = min(t.to_act(s))
        legal = t.legal_actions(s, seat)
        t.apply(s, seat, legal[rng.randrange(len(legal))])
    return s


def test_the_cards_the_viewer_gave_stay_with_their_receivers() -> None:
    s = _after_exchange()
    for seat in range(4):
        v = t.view(s, seat)
        assert len(v.given) == 3 and len(v.received) == 3
        for k in range(20):
            sample = t.sample_state(v, random.Random(k))
            hands = t.zones(sample)
            for card, to in v.given:
                assert card in hands[f"hand:{to}"]
            for card, _ in v.received:
                assert card in hands[f"hand:{seat}"]
            assert t.view(sample, seat) == v


def test_a_lead_without_the_wished_rank_means_the_leader_holds_none() -> None:
    # S0 wishes 8; S1 bombs; S1 leads later without an 8: S1 holds no 8 in any sample
    s = pos(
        to_act=0,
        h0="MJ 2S 2J",
        h1="3S 4J 5P 6R 7S 9P TR JS KS KJ KP KR",
        h2="8S 8J 9S AS",
        h3="8P 8R QS AJ",
    )
    act(s, 0, "play MJ wish 8")
    act(s, 1, "play KS KJ KP KR")
    act(s, 2, "pass")  # nobody beats the bomb with an 8: no obligation
    act(s, 3, "pass")
    act(s, 0, "pass")
    act(s, 1, "play 3S")
    v = t.view(s, 2)
    for k in range(30):
        sample = t.sample_state(v, random.Random(k))
        assert not sample.hands[1] & RANK_MASK[8]


def test_a_pass_under_the_wish_means_no_play_with_the_wished_rank() -> None:
    s = pos(to_act=0, h0="MJ 2S 2J 6J", h1="3S 4J 9J", h2="8S 8J 9S AS QP", h3="8P 7R QS AJ 3P")
    act(s, 0, "play MJ wish 8")
    act(s, 1, "pass")  # S1 holds no 8: passing on the Mah Jong proves it
    v = t.view(s, 0)
    for k in range(30):
        sample = t.sample_state(v, random.Random(k))
        assert not sample.hands[1] & RANK_MASK[8]
        assert t.view(sample, 0) == v


@pytest.mark.parametrize(
    "opts",
    [
        {"grand_tichu_enabled": False},
        {"tichu_calls_enabled": False},
        {"exchange_enabled": False},
        {"wish_required": True, "target_score": 500},
    ],
)
def test_every_option_plays_a_full_hand(opts: dict) -> None:
    o = t.Options(**opts)
    s = t.new_state(o, 1, DealSetup())
    rng = random.Random(2)
    phases = set()
    while not t.is_over(s):
        phases.add(s.phase)
        seat = min(t.to_act(s))
        legal = t.legal_actions(s, seat)
        if opts.get("wish_required"):
            assert not any(str(a) == "play MJ" for a in legal)
        t.apply(s, seat, legal[rng.randrange(len(legal))])
    assert (t.Phase.GRAND in phases) == o.grand_tichu_enabled
    assert (t.Phase.EXCHANGE in phases) == o.exchange_enabled
    if not o.tichu_calls_enabled:
        assert t.Phase.CALL not in phases and all(c != "tichu" for c in s.calls)


def test_options_are_validated() -> None:
    with pytest.raises(ValueError):
        t.Options(target_score=50)
    with pytest.raises(ValueError):
        t.Options(exchange_enabled="yes")  # type: ignore[arg-type]
    assert t.Options().target_score == 1000


def test_ties_at_the_target_play_on() -> None:
    o = t.Options(target_score=500)
    assert not t.match_over(o, (500, 500), 3)
    assert t.match_over(o, (510, 500), 3)
    assert not t.match_over(o, (490, 300), 3)
