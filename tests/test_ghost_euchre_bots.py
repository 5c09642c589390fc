"""Medium's habits named by the issue, on small positions (Easy and Hard share the contract
tests in test_bots.py)."""

from __future__ import annotations

import random

from euchre_helpers import act, pos

from cardgame.ai.ghost_euchre import EasyBot, MediumBot
from cardgame.engine import ghost_euchre as ge


def choice(s: ge.State, seat: int) -> str:
    legal = ge.legal_actions(s, seat)
    return str(MediumBot().choose(ge.view(s, seat), legal, random.Random(0)))


def test_medium_takes_the_ghost_hand_when_weak_and_nobody_swapped() -> None:
    s = pos(dealer=2, phase="AUCTION", h0="9S TS 9D TD 9C TC", ghost="JS JC AS KS QS AH")
    assert choice(s, 0) == "swap"
    act(s, 0, "swap")
    assert choice(s, 0) == "moon"  # six sure winners after the swap


def test_medium_passes_a_weak_hand_once_the_swap_is_used() -> None:
    s = pos(
        dealer=0,
        phase="AUCTION",
        h2="9S TS 9D TD 9C TC",
        h1="JS JC AS KS QS AH",
        swapper=1,
        dead="9H TH JH QH KH AD",
        calls=(None, "moon", None),
    )
    assert ge.to_act(s) == {2}
    assert choice(s, 2) == "pass"


def test_medium_bids_from_trump_length_bowers_and_aces() -> None:
    strong = pos(dealer=2, phase="AUCTION", h0="JH JD AH KH AS 9C")
    assert choice(strong, 0) == "bid 3"  # the lowest bid that wins the auction so far
    middling = pos(
        dealer=0,
        phase="AUCTION",
        h0="JH JD AH KH AS 9C",
        h1="QH 9S TS QD KD AC",
        calls=(None, "bid 3", "bid 4"),
    )
    assert choice(middling, 0) == "bid 5"
    weak = pos(
        dealer=0,
        phase="AUCTION",
        h0="9H TH QS 9D KC 9C",
        calls=(None, "bid 3", "pass"),
        swapper=1,
        dead="JS JC AS KS TS AH",
    )
    assert choice(weak, 0) == "pass"


def test_medium_names_its_best_trump() -> None:
    s = pos(dealer=2, phase="TRUMP", h0="JH JD AH KH AS 9C", calls=("bid 4", "pass", "pass"))
    assert choice(s, 0) == "trump H"


def test_medium_draws_trump_when_strong() -> None:
    s = pos(
        trump="H",
        leader=0,
        declarer=0,
        h0="JH JD AH 9H AS 9C",
        h1="QH TH KS QS AC KC",
        h2="KH AD KD JS JC QC",
    )
    assert choice(s, 0) == "play JH"


def test_medium_wins_cheaply_and_does_not_overtake_needlessly() -> None:
    last = pos(trump="S", leader=1, declarer=1, table="9D TD", h0="QD AD 9C")
    assert choice(last, 0) == "play QD"  # the cheapest card that wins
    lost = pos(trump="S", leader=1, declarer=1, table="AD 9S", h0="QD KD 9C")
    assert choice(lost, 0) == "play QD"  # cannot win: the lowest of the suit


def test_medium_throws_off_losers_and_keeps_trumps() -> None:
    s = pos(trump="S", leader=1, declarer=1, table="AH JS", h0="QS 9C TD AC")
    assert choice(s, 0) == "play 9C"  # a low loser, not the trump, not the ace


def test_easy_slips_sometimes_but_stays_legal() -> None:
    s = pos(trump="S", leader=1, declarer=1, table="9D TD", h0="QD AD KD 9C")
    legal = ge.legal_actions(s, 0)
    picks = {str(EasyBot().choose(ge.view(s, 0), legal, random.Random(k))) for k in range(60)}
    assert "play QD" in picks and len(picks) > 1 and picks <= {str(a) for a in legal}


def test_medium_cashes_a_sure_winner() -> None:
    hands = dict(
        trump="S", leader=0, declarer=1, h0="AC 9D TH QS", h1="KS 9S TS KC", h2="QD KD AD 9C"
    )
    assert choice(pos(**hands), 0) == "play AC"  # no club outranks it
