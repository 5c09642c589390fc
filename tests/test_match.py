"""The match between deals: dealer and leader rotation, void and thrown-in deals not counted,
the end of the match and its ties, and what each new deal starts from."""

from __future__ import annotations

import pytest
from euchre_helpers import pos as euchre_pos
from pis_helpers import void_deal_position

from cardgame.ai.driver import Driver
from cardgame.engine import ghost_euchre as ge
from cardgame.engine import pis_yedili as py
from cardgame.engine import runfast as rf
from cardgame.engine.core import DealSetup, IllegalAction
from cardgame.engine.match import Match
from cardgame.engine.registry import games


def _play(m: Match) -> None:
    Driver(m, ["random"] * m.num_seats).play_deal()
    assert m.deal_over


@pytest.mark.parametrize("game_id", list(games()))
def test_each_deal_is_dealt_from_the_match_seed_with_the_totals_so_far(game_id: str) -> None:
    info = games()[game_id]
    long = {"pis_yedili": {}, "tichu": {}, "runfast": {"match_deals": 5}, "ghost_euchre": {}}
    m = Match(game_id, info.options_from_dict(long[game_id]), seed=21)
    first = m.game.view(m.state, 0)
    _play(m)
    totals = tuple(m.totals)
    m.start_next_deal()
    v = m.game.view(m.state, 0)
    assert v.deal_number == 1 and v.totals == totals and first.deal_number == 0
    setup = DealSetup(1, m.setup.dealer, m.setup.leader, totals)
    assert m.state == m.game.new_state(m.options, 21, setup)
    assert v.hand != first.hand  # a fresh shuffle, not the first deal again
    assert m.deal_start == len(m.history) > 0


def test_pis_yedili_the_deal_passes_left_and_the_next_seat_opens() -> None:
    m = Match("pis_yedili", py.Options(num_players=3, first_dealer=1, match_deals=4), seed=8)
    dealers = []
    for k in range(3):
        if k:
            m.start_next_deal()
        dealers.append(m.setup.dealer)
        assert m.to_act() == {(m.setup.dealer + 1) % 3}
        _play(m)
    assert all(r.counted for r in m.results)  # none void with this seed
    assert dealers == [1, 2, 0]
    assert m.totals == [sum(r.points[s] for r in m.results) for s in range(3)]


def _void_deal_match() -> Match:
    """E50: five players, dealer 4; seat 0 draws the whole stock and finds no club."""
    m = Match("pis_yedili", py.Options(num_players=5, first_dealer=4, match_deals=1), seed=1)
    m.state = void_deal_position()
    for _ in range(17):
        m.apply(0, "draw")
    return m


def test_a_void_deal_is_not_counted_and_the_same_dealer_deals_again() -> None:
    m = _void_deal_match()
    assert m.deal_over and not m.results[-1].counted
    assert m.counted_deals == 0 and m.totals == [0] * 5
    assert not m.over  # a one-deal match is not over after a void deal
    m.start_next_deal()
    assert m.setup.dealer == 4 and m.setup.number == 1
    assert m.to_act() == {0}


def test_ghost_euchre_a_thrown_in_deal_is_not_counted_and_the_deal_passes_left() -> None:
    m = Match("ghost_euchre", ge.Options(first_dealer=0), seed=2)
    for seat in (1, 2, 0):
        m.apply(seat, "pass")
    assert m.deal_over and not m.results[-1].counted
    assert m.counted_deals == 0 and m.totals == [0, 0, 0] and not m.over
    m.start_next_deal()
    assert m.setup.dealer == 1 and m.to_act() == {2}


def _euchre_last_trick(totals: list[int]) -> Match:
    """Seat 0, declarer at 3, wins the last trick: the deal scores (3, 2, 1)."""
    m = Match("ghost_euchre", ge.Options(), seed=2)
    m.totals = list(totals)
    m.state = euchre_pos(
        trump="S", leader=0, declarer=0, contract=3, tricks=(2, 2, 1), h0="AS", h1="9C", h2="TC"
    )
    for seat, card in ((0, "AS"), (1, "9C"), (2, "TC")):
        m.apply(seat, f"play {card}")
    assert m.results[-1].points == (3, 2, 1)
    return m


def test_ghost_euchre_the_match_ends_when_one_player_alone_reaches_the_target() -> None:
    m = _euchre_last_trick([30, 29, 0])
    assert m.totals == [33, 31, 1] and m.over and m.winners() == [0]
    with pytest.raises(RuntimeError):
        m.start_next_deal()


def test_ghost_euchre_a_tie_at_the_top_plays_another_deal() -> None:
    m = _euchre_last_trick([30, 31, 0])
    assert m.totals == [33, 33, 1] and not m.over and m.winners() == []
    assert m.ranking() == [[0, 1], [2]]
    m.start_next_deal()
    assert not m.deal_over


def test_run_fast_the_previous_winner_opens_the_next_deal() -> None:
    opts = rf.Options(match_deals=3, later_deal_leader="previous_winner")
    m = Match("runfast", opts, seed=13)
    for _ in range(2):
        _play(m)
        (winner,) = m.results[-1].winners
        m.start_next_deal()
        assert m.setup.leader == winner and m.to_act() == {winner}
        assert not m.state.need_3h  # a forced leader need not play 3H


def test_run_fast_by_default_the_3h_holder_opens_every_deal() -> None:
    m = Match("runfast", rf.Options(match_deals=3), seed=13)
    for _ in range(2):
        _play(m)
        m.start_next_deal()
        assert m.setup.leader is None
        (opener,) = m.to_act()
        assert "3H" in {str(c) for c in m.game.view(m.state, opener).hand}


def test_ties_share_a_place_and_lower_is_better_in_pis_yedili() -> None:
    m = Match("pis_yedili", py.Options(), seed=1)
    m.totals = [5, 0, 9, 0]
    assert m.ranking() == [[1, 3], [0], [2]]
    t = Match("tichu", seed=1)
    t.totals = [500, 500]
    assert t.ranking() == [[0, 1]]


def test_the_next_deal_waits_for_the_end_of_this_one() -> None:
    m = Match("runfast", rf.Options(match_deals=3), seed=13)
    state, history = m.game.clone(m.state), list(m.history)
    with pytest.raises(RuntimeError):
        m.start_next_deal()
    assert m.state == state and m.history == history


def test_no_action_is_taken_once_the_deal_is_over() -> None:
    m = Match("runfast", rf.Options(match_deals=3), seed=13)
    _play(m)
    state, history, totals = m.game.clone(m.state), list(m.history), list(m.totals)
    for seat in range(3):
        with pytest.raises(IllegalAction) as info:
            m.apply(seat, "pass")
        assert info.value.reason.code == "WRONG_PHASE"
    assert m.state == state and m.history == history and m.totals == totals
