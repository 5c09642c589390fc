"""Every numbered example of rules/ghost_euchre.md, section 15, as its own test."""

from __future__ import annotations

from euchre_helpers import act, after_deal, auction, cards, hand, legal, plays, pos, refused

from cardgame.engine import ghost_euchre as ge
from cardgame.engine.cards import parse_cards
from cardgame.engine.core import DealSetup
from cardgame.engine.ghost_euchre.rules import DECK

CALLS = {"swap", "pass", "bid 3", "bid 4", "bid 5", "moon"}


def texts(cs: list) -> list[str]:
    return [str(c) for c in cs]


# -- A. Ranking and deal ----------------------------------------------------------------------


def test_example_1_full_ranking_with_spades_as_trump() -> None:
    assert texts(ge.ranking("S", "S")) == "JS JC AS KS QS TS 9S".split()
    assert texts(ge.ranking("C", "S")) == "AC KC QC TC 9C".split()
    assert texts(ge.ranking("H", "S")) == "AH KH QH JH TH 9H".split()
    assert texts(ge.ranking("D", "S")) == "AD KD QD JD TD 9D".split()


def test_example_2_ranking_with_the_left_bower_switched_off() -> None:
    assert texts(ge.ranking("H", "H", left_bower=False)) == "JH AH KH QH TH 9H".split()
    assert texts(ge.ranking("D", "H", left_bower=False)) == "AD KD QD JD TD 9D".split()


def test_example_3_canonical_deal_dealer_seat_0() -> None:
    s = ge.deal(ge.Options(), DealSetup(0, 0, None, (0, 0, 0)), list(DECK), 0)
    assert hand(s, 1) == cards("9S KS JH 9D KD JC")
    assert hand(s, 2) == cards("TS AS QH TD AD QC")
    assert hand(s, 0) == cards("JS 9H KH JD 9C KC")
    assert set(texts(s.ghost)) == cards("QS TH AH QD TC AC")
    assert ge.to_act(s) == {1}


# -- B. Bidding -------------------------------------------------------------------------------


def test_example_4_legal_calls_after_an_opening_3() -> None:
    s = auction(2)
    act(s, 0, "bid 3")
    assert legal(s, 1) == {"swap", "pass", "bid 4", "bid 5", "moon"}


def test_example_5_equal_bid_refused() -> None:
    s = auction(2)
    act(s, 0, "bid 3")
    refused(s, 1, "bid 3", "BID_TOO_LOW")


def test_example_6_overbidding_around_the_table() -> None:
    s = auction(0)
    act(s, 1, "bid 3")
    act(s, 2, "bid 4")
    act(s, 0, "bid 5")
    assert s.phase is ge.Phase.TRUMP and s.declarer == 0 and s.contract == 5
    assert ge.to_act(s) == {0} and legal(s, 0) == {"trump S", "trump H", "trump D", "trump C"}
    act(s, 0, "trump D")
    assert s.phase is ge.Phase.PLAY and ge.to_act(s) == {0} and s.leader == 0


def test_example_7_moon_as_the_opening_call() -> None:
    s = auction(1)
    act(s, 2, "moon")
    assert legal(s, 0) == {"swap", "pass"}
    act(s, 0, "pass")
    assert legal(s, 1) == {"swap", "pass"}
    act(s, 1, "swap")
    assert legal(s, 1) == {"pass"}
    act(s, 1, "pass")
    assert s.declarer == 2 and s.contract == ge.rules.MOON and s.phase is ge.Phase.TRUMP
    # ... and when seat 0 swapped, seat 1 may only pass.
    s = auction(1)
    act(s, 2, "moon")
    act(s, 0, "swap")
    act(s, 0, "pass")
    assert legal(s, 1) == {"pass"}


def test_example_8_moon_over_a_5() -> None:
    s = auction(2)
    act(s, 0, "bid 5")
    act(s, 1, "moon")
    assert legal(s, 2) == {"swap", "pass"}
    act(s, 2, "pass")
    assert s.declarer == 1 and s.contract == 6


def test_example_9_everybody_passes() -> None:
    s = pos(dealer=1, phase="AUCTION", totals=(14, 9, 20))
    assert ge.to_act(s) == {2}
    act(s, 2, "pass")
    act(s, 0, "pass")
    events = act(s, 1, "pass")
    assert ge.is_over(s) and events[-1].key == "ThrownIn"
    r = ge.result(s)
    assert not r.counted and r.points == (0, 0, 0)
    assert after_deal((14, 9, 20), r) == [14, 9, 20]
    setup = ge.next_setup(ge.Options(), DealSetup(4, 1, None, (14, 9, 20)), r)
    assert setup.dealer == 2 and setup.number == 5
    nxt = ge.new_state(ge.Options(), 1, setup)
    assert ge.to_act(nxt) == {0}


def test_example_10_stick_the_dealer() -> None:
    s = auction(0, opts={"stick_the_dealer": True})
    act(s, 1, "pass")
    act(s, 2, "pass")
    assert legal(s, 0) == {"swap", "bid 3", "bid 4", "bid 5", "moon"}
    refused(s, 0, "pass", "DEALER_MUST_BID")
    act(s, 0, "swap")
    assert legal(s, 0) == {"bid 3", "bid 4", "bid 5", "moon"}
    off = auction(0)
    act(off, 1, "pass")
    act(off, 2, "pass")
    assert "pass" in legal(off, 0)
    act(off, 0, "pass")
    assert off.thrown_in


def test_example_11_a_pass_is_final() -> None:
    s = auction(2)
    act(s, 0, "pass")
    act(s, 1, "bid 3")
    act(s, 2, "pass")
    assert s.phase is ge.Phase.TRUMP and s.declarer == 1 and s.contract == 3
    refused(s, 0, "bid 4", "NOT_YOUR_TURN")


# -- C. Ghost swap ----------------------------------------------------------------------------


def test_example_12_swap_then_bid() -> None:
    s = pos(dealer=2, phase="AUCTION", h0="9S TS 9D TD 9C TC", ghost="JS JC AS KS QS AH")
    assert ge.to_act(s) == {0}
    events = act(s, 0, "swap")
    assert hand(s, 0) == cards("JS JC AS KS QS AH")
    assert set(texts(s.dead)) == cards("9S TS 9D TD 9C TC") and s.ghost == []
    assert ge.to_act(s) == {0} and s.phase is ge.Phase.AFTER_SWAP
    assert legal(s, 0) == {"pass", "bid 3", "bid 4", "bid 5", "moon"}
    refused(s, 0, "swap", "SWAP_NOT_AVAILABLE")
    swapped = events[0]
    assert swapped.key == "Swapped" and swapped.seat == 0
    assert ge.observe(swapped, 0) == swapped
    assert all(m.card is None for m in ge.observe(swapped, 1).moves)  # type: ignore[union-attr]


def test_example_13_only_one_swap_per_deal() -> None:
    s = auction(2)
    act(s, 0, "swap")
    act(s, 0, "bid 3")
    refused(s, 1, "swap", "SWAP_NOT_AVAILABLE")
    assert legal(s, 1) == {"pass", "bid 4", "bid 5", "moon"}


def test_example_14_swap_after_someone_has_bid() -> None:
    s = auction(0)
    act(s, 1, "bid 3")
    act(s, 2, "swap")
    act(s, 2, "bid 4")
    assert legal(s, 0) == {"pass", "bid 5", "moon"}


def test_example_15_swap_then_pass() -> None:
    s = auction(1)
    before2 = list(s.hands[2])
    ghost = list(s.ghost)
    act(s, 2, "swap")
    act(s, 2, "pass")
    act(s, 0, "bid 3")
    act(s, 1, "pass")
    assert s.declarer == 0 and s.contract == 3
    assert sorted(texts(s.dead)) == sorted(texts(before2))
    assert sorted(texts(s.hands[2])) == sorted(texts(ghost))


def test_example_16_the_dealer_swaps_last() -> None:
    s = auction(1)
    act(s, 2, "pass")
    act(s, 0, "pass")
    act(s, 1, "swap")
    assert legal(s, 1) == {"pass", "bid 3", "bid 4", "bid 5", "moon"}
    act(s, 1, "pass")
    assert s.thrown_in and ge.is_over(s)


def test_example_17_no_swap_after_your_own_call() -> None:
    s = auction(2)
    act(s, 0, "bid 3")
    refused(s, 0, "swap", "NOT_YOUR_TURN")
    assert ge.to_act(s) == {1}


def test_example_18_swap_after_a_moon() -> None:
    s = auction(0)
    act(s, 1, "moon")
    act(s, 2, "swap")
    assert legal(s, 2) == {"pass"}
    act(s, 2, "pass")
    assert legal(s, 0) == {"pass"}


def test_example_19_a_thrown_in_deal_resets_the_swap() -> None:
    options = ge.Options(first_dealer=1)
    setup = ge.first_setup(options, 5)
    s = ge.new_state(options, 5, setup)
    act(s, 2, "swap")
    act(s, 2, "pass")
    act(s, 0, "pass")
    act(s, 1, "pass")
    r = ge.result(s)
    assert not r.counted and r.points == (0, 0, 0)
    nxt_setup = ge.next_setup(options, setup, r)
    assert nxt_setup.dealer == 2
    nxt = ge.new_state(options, 5, nxt_setup)
    assert nxt.swapper is None and len(nxt.ghost) == 6
    assert sum(len(h) for h in nxt.hands) == 18
    assert ge.to_act(nxt) == {0} and "swap" in legal(nxt, 0)


# -- D. Following suit ------------------------------------------------------------------------


def test_example_20_left_bower_led_means_trump_led() -> None:
    s = pos(trump="H", leader=1, table="JD", h2="9H AD KS QC TC")
    refused(s, 2, "play AD", "MUST_FOLLOW_SUIT")
    assert legal(s, 2) == plays("9H")


def test_example_21_holding_only_the_left_bower_you_are_void_in_its_printed_suit() -> None:
    s = pos(trump="H", leader=0, table="AD", h1="JD 9S TC QC")
    assert legal(s, 1) == plays("JD", "9S", "TC", "QC")
    act(s, 1, "play JD")
    assert ge.effective_suit(s.table[-1], "H") == "H"
    assert "D" in s.voids[1]


def test_example_22_the_left_bower_cannot_replace_a_real_card_of_the_suit_led() -> None:
    s = pos(trump="H", leader=2, table="KD", h0="JD QD 9S")
    refused(s, 0, "play JD", "MUST_FOLLOW_SUIT")
    assert legal(s, 0) == plays("QD")


def test_example_23_black_suits_a_club_lead_with_spades_as_trump() -> None:
    s = pos(trump="S", leader=1, table="AC", h2="JC 9C KH TD")
    assert legal(s, 2) == plays("9C")


def test_example_24_plain_cards_of_the_left_bowers_suit_do_not_follow_a_left_bower_lead() -> None:
    s = pos(trump="C", leader=0, table="JS", h1="JC AS KS 9D")
    assert legal(s, 1) == plays("JC")
    refused(s, 1, "play AS", "MUST_FOLLOW_SUIT")


def test_example_25_void_in_the_suit_led_anything_goes() -> None:
    s = pos(trump="S", leader=2, table="QD AD", h1="KH 9H TC")
    assert ge.to_act(s) == {1}
    assert legal(s, 1) == plays("KH", "9H", "TC")


def test_example_26_the_leader_is_unrestricted() -> None:
    s = pos(trump="H", leader=0, h0="JD 9S AC")
    assert legal(s, 0) == plays("JD", "9S", "AC")
    act(s, 0, "play JD")
    assert ge.rules.led_suit(s) == "H"


def test_example_27_with_the_left_bower_off_jd_is_a_diamond() -> None:
    s = pos(trump="H", leader=1, table="KD", h2="JD 9H AS", opts={"left_bower": False})
    assert legal(s, 2) == plays("JD")


# -- E. Trick winner --------------------------------------------------------------------------


def _trick(trump: str, leader: int, played: str, opts: dict | None = None) -> int:
    """Play a whole trick from one-card hands; returns the winner."""
    cs = played.split()
    desc = {f"h{(leader + i) % 3}": c for i, c in enumerate(cs)}
    s = pos(trump=trump, leader=leader, opts=opts, **desc)
    for i, c in enumerate(cs):
        events = act(s, (leader + i) % 3, f"play {c}")
    won = [e for e in events if e.key == "TrickWon"]
    assert len(won) == 1 and s.tricks[won[0].seat] == 1 and sum(s.tricks) == 1
    assert (
        ge.trick_winner(list(parse_cards(played)), trump, (opts or {}).get("left_bower", True))
        == (won[0].seat - leader) % 3
    )
    return won[0].seat  # type: ignore[return-value]


def test_example_28_left_bower_beats_the_trump_ace() -> None:
    assert _trick("H", 1, "JD 9H AH") == 1


def test_example_29_the_smallest_trump_beats_the_suit_led() -> None:
    assert _trick("H", 0, "AS KS 9H") == 2


def test_example_30_an_off_suit_ace_cannot_win() -> None:
    assert _trick("D", 2, "KC AS QC") == 2


def test_example_31_right_bower_over_left_bower() -> None:
    assert _trick("S", 1, "9H JC JS") == 0


def test_example_32_jacks_of_the_other_colour_are_ordinary() -> None:
    assert _trick("C", 0, "JD QD AD") == 2


def test_example_33_the_same_cards_with_and_without_the_left_bower() -> None:
    assert _trick("H", 0, "KD JD 9H") == 1
    assert _trick("H", 0, "KD JD 9H", {"left_bower": False}) == 2


# -- F. Scoring -------------------------------------------------------------------------------


def _scored(
    totals: tuple[int, int, int],
    declarer: int,
    contract: object,
    tricks: tuple[int, int, int],
    opts: dict | None = None,
    reneges: tuple[int, int, int] = (0, 0, 0),
) -> list[int]:
    s = pos(
        phase="OVER",
        declarer=declarer,
        contract=contract,
        tricks=tricks,
        totals=totals,
        trump="S",
        reneges=reneges,
        opts=opts,
    )
    r = ge.result(s)
    assert r.counted
    return after_deal(totals, r)


def test_example_34_contract_made_with_an_extra_trick() -> None:
    assert _scored((0, 0, 0), 1, 3, (2, 4, 0)) == [2, 4, 0]


def test_example_35_declarer_set() -> None:
    assert _scored((10, 8, 6), 0, 5, (4, 1, 1)) == [5, 9, 7]


def test_example_36_moon_made() -> None:
    totals = _scored((5, 3, 7), 2, "moon", (0, 0, 6))
    assert totals == [5, 3, 31]
    assert not ge.match_over(ge.Options(), totals, 1)


def test_example_37_moon_failed() -> None:
    assert _scored((5, 3, 7), 2, "moon", (1, 0, 5)) == [6, 3, 1]
    assert _scored((5, 3, 7), 2, "moon", (1, 0, 5), {"moon_fail_penalty": 24}) == [6, 3, -17]


def test_example_38_six_tricks_without_a_moon_call() -> None:
    assert _scored((5, 3, 7), 0, 4, (6, 0, 0)) == [11, 3, 7]


def test_example_39_going_negative() -> None:
    assert _scored((-3, 4, 2), 0, 3, (2, 3, 1)) == [-6, 7, 3]


def test_example_40_declarer_takes_nothing() -> None:
    assert _scored((12, 12, 12), 1, 3, (3, 0, 3)) == [15, 9, 15]


# -- G. Game end ------------------------------------------------------------------------------


def _winner(totals: list[int]) -> int | None:
    if not ge.match_over(ge.Options(), totals, 1):
        return None
    return totals.index(max(totals))


def test_example_41_one_player_reaches_the_target() -> None:
    totals = _scored((30, 20, 25), 0, 3, (3, 2, 1))
    assert totals == [33, 22, 26] and _winner(totals) == 0


def test_example_42_two_players_pass_32_in_the_same_deal_with_different_totals() -> None:
    totals = _scored((30, 29, 10), 1, 3, (2, 4, 0))
    assert totals == [32, 33, 10] and _winner(totals) == 1


def test_example_43_exact_tie_at_the_top() -> None:
    totals = _scored((30, 28, 15), 1, 4, (2, 4, 0))
    assert totals == [32, 32, 15] and _winner(totals) is None
    setup = DealSetup(3, 0, None, (30, 28, 15))
    s = pos(phase="OVER", declarer=1, contract=4, tricks=(2, 4, 0), trump="S")
    nxt = ge.next_setup(ge.Options(), setup, ge.result(s))
    assert nxt.dealer == 1


def test_example_44_tie_break_hand_won_by_the_trailing_player() -> None:
    totals = _scored((32, 32, 15), 2, "moon", (0, 0, 6))
    assert totals == [32, 32, 39] and _winner(totals) == 2


def test_example_45_tie_break_hand_decided_by_a_set() -> None:
    totals = _scored((32, 32, 15), 0, 4, (3, 2, 1))
    assert totals == [28, 34, 16] and _winner(totals) == 1


def test_example_46_a_non_declarer_wins_on_trick_points() -> None:
    totals = _scored((31, 10, 10), 1, 3, (2, 3, 1))
    assert totals == [33, 13, 11] and _winner(totals) == 0


def test_example_47_a_set_declarer_near_the_target_another_player_wins() -> None:
    totals = _scored((29, 31, 20), 1, 4, (3, 3, 0))
    assert totals == [32, 27, 20] and _winner(totals) == 0


# -- H. Renege setting ------------------------------------------------------------------------


def _e48(mode: str) -> ge.State:
    return pos(
        trump="S",
        declarer=0,
        contract=3,
        leader=0,
        tricks=(1, 1, 0),
        totals=(10, 10, 10),
        h0="KD QH TH",
        h1="AD 9S AH",
        h2="9D QS TC 9H",
        table="",
        opts={"renege_mode": mode},
        calls=("bid 3", "pass", "pass"),
    )


def test_example_48_penalize_mode() -> None:
    prevent = _e48("prevent")
    act(prevent, 0, "play KD")
    act(prevent, 1, "play AD")
    refused(prevent, 2, "play QS", "MUST_FOLLOW_SUIT")
    assert legal(prevent, 2) == plays("9D")

    s = _e48("penalize")
    act(s, 0, "play KD")
    act(s, 1, "play AD")
    assert legal(s, 2) == plays("9D")  # fouls are never offered
    assert ge.why_illegal(s, 2, ge.rules.PLAYS[parse_cards("QS")[0]]) is None
    events = act(s, 2, "play QS")
    renege = [e for e in events if e.key == "Renege"]
    assert len(renege) == 1 and s.reneges == [0, 0, 1]
    assert all(ge.observe(renege[0], p) is None for p in range(3))  # not announced
    assert ge.view(s, 2).reneges == (0, 0, 0)
    assert s.tricks == [1, 1, 1] and s.leader == 2  # QS is the only trump
    end = pos(
        phase="OVER",
        trump="S",
        declarer=0,
        contract=3,
        tricks=(3, 1, 2),
        reneges=(0, 0, 1),
        opts={"renege_mode": "penalize"},
    )
    assert after_deal((10, 10, 10), ge.result(end)) == [13, 11, 10]


# -- I. Complete deals ------------------------------------------------------------------------


def _play_tricks(s: ge.State, tricks: list[str]) -> None:
    for line in tricks:
        for item in line.split(","):
            seat, card = item.split()
            assert f"play {card}" in legal(s, int(seat[1:])), (line, card)
            act(s, int(seat[1:]), f"play {card}")


def test_example_49_a_full_deal_with_a_left_bower_lead() -> None:
    s = pos(
        dealer=2,
        phase="AUCTION",
        totals=(12, 20, 9),
        h0="JH JD AH KH AS 9C",
        h1="QH TH KS QS AC KC",
        h2="9H AD KD JS JC QC",
        ghost="9S TS QD TD 9D TC",
    )
    act(s, 0, "bid 4")
    act(s, 1, "pass")
    act(s, 2, "pass")
    act(s, 0, "trump H")
    _play_tricks(s, ["s0 JH, s1 QH, s2 9H"])
    act(s, 0, "play JD")
    assert legal(s, 1) == plays("TH")  # seat 1's only heart, forced
    _play_tricks(s, ["s1 TH, s2 QC"])
    assert s.tricks == [2, 0, 0]
    _play_tricks(s, ["s0 AH, s1 KC, s2 KD", "s0 KH, s1 QS, s2 AD"])
    act(s, 0, "play AS")
    assert legal(s, 1) == plays("KS")
    act(s, 1, "play KS")
    assert legal(s, 2) == plays("JS")  # JS is a plain spade
    act(s, 2, "play JS")
    _play_tricks(s, ["s0 9C, s1 AC, s2 JC"])
    assert ge.is_over(s) and s.tricks == [5, 1, 0]
    r = ge.result(s)
    assert after_deal((12, 20, 9), r) == [17, 21, 9]
    assert not ge.match_over(ge.Options(), after_deal((12, 20, 9), r), 1)
    assert ge.next_setup(ge.Options(), DealSetup(0, 2, None, (12, 20, 9)), r).dealer == 0


def test_example_50_swap_moon_and_game_over() -> None:
    s = pos(
        dealer=0,
        phase="AUCTION",
        totals=(20, 12, 18),
        h1="9S TS 9D TD 9C TC",
        h2="KH QH AD KD QC AC",
        h0="9H TH JH JD QD KC",
        ghost="JS JC AS KS QS AH",
    )
    act(s, 1, "swap")
    assert hand(s, 1) == cards("JS JC AS KS QS AH")
    assert set(texts(s.dead)) == cards("9S TS 9D TD 9C TC")
    act(s, 1, "moon")
    assert legal(s, 2) == {"pass"}
    act(s, 2, "pass")
    act(s, 0, "pass")
    assert s.declarer == 1 and s.contract == 6
    act(s, 1, "trump S")
    _play_tricks(
        s,
        [
            "s1 JS, s2 QC, s0 9H",
            "s1 JC, s2 KD, s0 QD",
            "s1 AS, s2 QH, s0 TH",
            "s1 KS, s2 AD, s0 JD",
            "s1 QS, s2 AC, s0 KC",
        ],
    )
    act(s, 1, "play AH")
    assert legal(s, 2) == plays("KH")
    act(s, 2, "play KH")
    assert legal(s, 0) == plays("JH")
    events = act(s, 0, "play JH")
    assert s.tricks == [0, 6, 0]
    totals = after_deal((20, 12, 18), ge.result(s))
    assert totals == [20, 36, 18] and ge.match_over(ge.Options(), totals, 1)
    scored = events[-1]
    assert scored.key == "HandScored"
    assert set(texts(scored.param("dead"))) == cards("9S TS 9D TD 9C TC")


# -- Bad input named by the issue: a reason, and the state unchanged --------------------------


def test_bad_input_is_refused_with_a_reason_and_changes_nothing() -> None:
    s = auction(0)
    act(s, 1, "bid 4")
    refused(s, 2, "bid 3", "BID_TOO_LOW")  # below the current bid
    act(s, 2, "swap")
    act(s, 2, "pass")
    refused(s, 0, "swap", "SWAP_NOT_AVAILABLE")  # the ghost hand was taken
    refused(s, 0, "trump S", "WRONG_PHASE")  # the auction is still running
    act(s, 0, "pass")
    refused(s, 2, "trump S", "NOT_DECLARER")  # seat 1 won the bid
    refused(s, 1, "trump NT", "NO_TRUMP_OFF")
    refused(s, 1, "play 9S", "WRONG_PHASE")
    act(s, 1, "trump S")
    lead = next(iter(ge.legal_actions(s, 1)))
    refused(s, 0, str(lead), "NOT_YOUR_TURN")
    f = pos(trump="H", leader=1, table="JD", h2="9H AD KS QC TC")
    refused(f, 2, "play AD", "MUST_FOLLOW_SUIT")  # off-suit while able to follow
    why = ge.why_illegal(f, 2, ge.rules.PLAYS[parse_cards("AD")[0]])
    assert why is not None and why.param("suit") == "H" and why.param("led") == "JD"
    refused(f, 2, "play AS", "CARDS_NOT_IN_HAND")
    refused(f, 2, "bid 5", "WRONG_PHASE")
