"""Every rule option of every game has a test that sets it away from its default and checks
its effect on a position. A new option without such a test fails here, by name."""

from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

import pytest

from cardgame.engine.registry import games

HERE = Path(__file__).resolve().parent

# option -> "file::test" of a test that sets it away from its default and checks its effect
EFFECT_TESTS: dict[str, dict[str, list[str]]] = {
    "pis_yedili": {
        "num_players": ["test_pis_yedili_examples.py::test_E19_eights_with_two_players"],
        "match_deals": ["test_pis_options.py::test_the_match_ends_after_match_deals_counted_deals"],
        "first_dealer": [
            "test_pis_options.py::test_a_fixed_first_dealer_deals_and_the_next_seat_opens"
        ],
        "voluntary_draw": ["test_pis_yedili_examples.py::test_E12_voluntary_draw_switched_off"],
        "draw_limit": ["test_pis_yedili_examples.py::test_E13_one_draw_only"],
        "jack_must_change_suit": ["test_pis_yedili_examples.py::test_E56_strict_jack_option"],
        "seven_stack": ["test_pis_yedili_examples.py::test_E29_doubling_option"],
        "ace_rule": ["test_pis_yedili_examples.py::test_E42_ace_with_ace_rule_extra_turn"],
        "stock_exhausted": ["test_pis_yedili_examples.py::test_E55_reshuffle_option"],
        "exhausted_scoring": ["test_pis_options.py::test_an_exhausted_stock_and_exhausted_scoring"],
        "last_card_multipliers": [
            "test_pis_options.py::test_going_out_and_the_last_card_multipliers"
        ],
        "match_tie": ["test_pis_yedili_examples.py::test_E57_match_result"],
    },
    "tichu": {
        "target_score": ["test_tichu_sampling.py::test_ties_at_the_target_play_on"],
        "grand_tichu_enabled": [
            "test_tichu_options.py::test_without_grand_tichu_fourteen_cards_come_at_once_and_grand_is_refused"
        ],
        "tichu_calls_enabled": [
            "test_tichu_options.py::test_without_tichu_calls_the_call_step_is_skipped_and_tichu_never_offered"
        ],
        "exchange_enabled": [
            "test_tichu_options.py::test_without_the_exchange_play_starts_after_the_calls"
        ],
        "wish_required": [
            "test_tichu_options.py::test_a_required_wish_refuses_the_mah_jong_without_one"
        ],
    },
    "runfast": {
        "match_deals": ["test_runfast_options.py::test_the_match_lasts_match_deals_deals"],
        "later_deal_leader": [
            "test_runfast_examples.py::test_ex49_next_setup_gives_the_previous_winner_the_lead"
        ],
        "removed_ace": [
            "test_runfast_options.py::test_removing_the_ace_of_spades_keeps_the_ace_of_hearts"
        ],
        "opening_requires_3h": [
            "test_runfast_options.py::test_an_opening_without_the_3h_rule_may_leave_3h_in_hand"
        ],
        "heavenly_bomb": ["test_runfast_examples.py::test_ex16_same_deal_with_heavenly_bomb_off"],
        "three_aces_bomb": [
            "test_runfast_options.py::test_without_the_three_aces_bomb_three_aces_are_a_triple",
            "test_runfast_options.py::test_three_aces_held_cost_the_bomb_penalty_only_as_a_bomb",
        ],
        "must_beat": ["test_runfast_examples.py::test_ex46_must_beat_off"],
        "allow_breaking_bombs": ["test_runfast_examples.py::test_ex45_allow_breaking_bombs_off"],
        "card_points": ["test_runfast_options.py::test_the_settlement_options"],
        "never_played_multiplier": ["test_runfast_options.py::test_the_settlement_options"],
        "spade_two_penalty": ["test_runfast_options.py::test_the_settlement_options"],
        "bomb_bonus": ["test_runfast_options.py::test_the_bomb_bonus_is_the_option"],
        "unplayed_bomb_penalty": ["test_runfast_examples.py::test_ex47_unplayed_bomb_penalty_10"],
        "auto_pass": [
            "test_runfast_table.py::test_a_whole_deal_by_mouse_only",
            "test_runfast_table.py::test_auto_pass_passes_for_you_and_says_so",
        ],
    },
    "ghost_euchre": {
        "target_score": ["test_ghost_euchre_options.py::test_the_match_ends_at_target_score"],
        "ghost_swap": [
            "test_ghost_euchre_options.py::test_without_the_ghost_swap_nobody_may_take_the_ghost_hand"
        ],
        "left_bower": [
            "test_ghost_euchre_examples.py::test_example_27_with_the_left_bower_off_jd_is_a_diamond"
        ],
        "no_trump": [
            "test_ghost_euchre_options.py::test_no_trump_is_offered_only_when_the_option_is_on",
            "test_ghost_euchre_options.py::test_at_no_trump_a_jack_is_an_ordinary_card_of_its_suit",
        ],
        "stick_the_dealer": ["test_ghost_euchre_examples.py::test_example_10_stick_the_dealer"],
        "moon_points": ["test_ghost_euchre_options.py::test_a_made_moon_scores_moon_points"],
        "moon_fail_penalty": ["test_ghost_euchre_examples.py::test_example_37_moon_failed"],
        "renege_mode": ["test_ghost_euchre_examples.py::test_example_48_penalize_mode"],
        "renege_penalty": ["test_ghost_euchre_options.py::test_each_renege_costs_renege_penalty"],
        "first_dealer": ["test_ghost_euchre_options.py::test_a_fixed_first_dealer"],
        "reveal_dead_hand": [
            "test_ghost_euchre_options.py::test_the_dead_hand_is_scored_whatever_reveal_dead_hand_says"
        ],
    },
}


def _test_names(file: str) -> set[str]:
    tree = ast.parse((HERE / file).read_text())
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}


@pytest.mark.parametrize("game_id", list(games()))
def test_every_option_has_an_effect_test(game_id: str) -> None:
    options = {f.name for f in fields(games()[game_id].options_class)}
    listed = EFFECT_TESTS.get(game_id, {})
    assert options == set(listed), f"options without an effect test: {options - set(listed)}"
    for option, refs in listed.items():
        assert refs, option
        for ref in refs:
            file, name = ref.split("::")
            assert name in _test_names(file), f"{option}: {ref} does not exist"
