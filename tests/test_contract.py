"""The generic random-playout test over the registry (CONTRACT.md section 7).

At every step of seeded random play, for every registered game: `to_act` and `legal_actions`
agree, every legal action applies, other actions are refused with a reason and change
nothing (or are fouls an option allows), every card is in exactly one zone, views match
counts, simultaneous steps are order-free, `sample_state` keeps the view, `observe` is
idempotent; saves replay to an equal state; finished deals obey the game's sum rule.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from cardgame.engine.actions import Action, CallTichu
from cardgame.engine.core import IllegalAction
from cardgame.engine.match import Match
from cardgame.engine.registry import games
from cardgame.engine.saves import match_from_save, match_to_save
from cardgame.lab.checks import SUM_RULES, cards_once  # SUM_RULES: each game's (CONTRACT 1.6)

DEALS_PER_GAME = 500
CHUNKS = 10  # separate test cases, so a failure names a small seed range


# Option sets the playouts cycle through (seed % len), beyond the defaults.
OPTION_VARIANTS: dict[str, list[dict[str, Any]]] = {
    "pis_yedili": [
        {},
        {"num_players": 2},
        {"num_players": 3, "seven_stack": "double", "ace_rule": "extra_turn"},
        {
            "num_players": 5,
            "stock_exhausted": "reshuffle",
            "exhausted_scoring": "all_pay",
            "voluntary_draw": False,
            "draw_limit": "one",
            "jack_must_change_suit": True,
            "last_card_multipliers": False,
        },
    ],
    "ghost_euchre": [
        {},
        {"left_bower": False, "no_trump": True, "stick_the_dealer": True},
        {"renege_mode": "penalize", "ghost_swap": False, "moon_fail_penalty": 24},
        {"renege_mode": "penalize", "renege_penalty": 5, "moon_points": 12, "first_dealer": 2},
    ],
    "runfast": [
        {},
        {
            "opening_requires_3h": False,
            "heavenly_bomb": False,
            "three_aces_bomb": False,
            "removed_ace": "AS",
            "match_deals": 3,
        },
        {
            "must_beat": False,
            "allow_breaking_bombs": False,
            "card_points": 2,
            "never_played_multiplier": 3,
            "spade_two_penalty": 0,
            "bomb_bonus": 5,
            "unplayed_bomb_penalty": 10,
            "later_deal_leader": "previous_winner",
        },
    ],
    "tichu": [
        {},
        {"grand_tichu_enabled": False, "wish_required": True},
        {"exchange_enabled": False, "wish_required": True, "target_score": 100},
        {"exchange_enabled": False, "tichu_calls_enabled": False, "target_score": 500},
    ],
}

DECK_SIZES = {"pis_yedili": 52, "tichu": 56, "runfast": 48, "ghost_euchre": 24}


def _cards_once(game: Any, state: Any, deck_size: int) -> None:
    """Every card lies in exactly one zone, and none went missing."""
    cards_once(game, state, deck_size)


def _check_views(game: Any, state: Any, seats: range, rng: random.Random, deck_size: int) -> None:
    zones = game.zones(state)
    for p in seats:
        v = game.view(state, p)
        assert len(v.hand) == v.count(f"hand:{p}") == len(zones.get(f"hand:{p}", ()))
        assert dict(v.counts) == {z: len(c) for z, c in zones.items() if z in dict(v.counts)}
        hash(v)
        sample = game.sample_state(v, rng)
        assert game.view(sample, p) == v, f"sample_state changed seat {p}'s view"
        _cards_once(game, sample, deck_size)


def _check_refusals(
    game: Any, state: Any, seats: range, pool: list[tuple[int, Action]], rng: random.Random
) -> None:
    for seat, action in rng.sample(pool, min(6, len(pool))):
        legal = game.legal_actions(state, seat)
        if action in legal:
            continue
        why = game.why_illegal(state, seat, action)
        trial = game.clone(state)
        if why is None:  # a foul the options allow: apply must accept it
            game.apply(trial, seat, action)
            continue
        before = game.clone(state)
        with pytest.raises(IllegalAction) as info:
            game.apply(trial, seat, action)
        assert info.value.reason == why
        assert trial == before, f"refused {action} changed the state"


def _step_order_free(game: Any, state: Any, choices: dict[int, Action]) -> None:
    a, b = game.clone(state), game.clone(state)
    order = sorted(choices)
    ev_a = [e for s in order for e in game.apply(a, s, choices[s], check=True)]
    ev_b = [e for s in reversed(order) for e in game.apply(b, s, choices[s], check=True)]
    assert a == b, "a simultaneous step depends on the order of the choices"
    for p in range(max(order) + 1):
        pub_a = [o for e in ev_a if (o := game.observe(e, p)) is not None and e.seat != p]
        pub_b = [o for e in ev_b if (o := game.observe(e, p)) is not None and e.seat != p]
        assert Counter(map(repr, pub_a)) == Counter(map(repr, pub_b))


def playout(game_id: str, seed: int, pool: list[tuple[int, Action]]) -> None:
    variants = OPTION_VARIANTS.get(game_id, [{}])
    info = games()[game_id]
    options = info.options_from_dict(variants[seed % len(variants)])
    match = Match(game_id, options, seed=seed)
    game = match.game
    seats = range(match.num_seats)
    rng = random.Random(f"contract/{seed}")
    save_at = rng.randrange(1, 40)
    state = match.state
    deck_size = DECK_SIZES[game_id]
    steps = 0
    while not game.is_over(state):
        to_act = game.to_act(state)
        assert to_act, "to_act is empty but the deal is not over"
        for p in seats:
            legal = game.legal_actions(state, p)
            texts = [str(a) for a in legal]
            assert texts == sorted(texts) and len(set(texts)) == len(texts), "unsorted or repeated"
            if p in to_act:
                assert legal, f"seat {p} is in to_act with no legal action"
            else:
                assert all(isinstance(a, CallTichu) for a in legal), "acts outside to_act"
            for a in legal if len(legal) <= 12 else rng.sample(legal, 12):
                assert game.why_illegal(state, p, a) is None, f"legal {a} has a reason"
            pool.extend((p, a) for a in legal[:3])
        del pool[:-200]
        _cards_once(game, state, deck_size)
        _check_views(game, state, seats, rng, deck_size)
        _check_refusals(game, state, seats, pool, rng)
        choices = {p: rng.choice(game.legal_actions(state, p)) for p in sorted(to_act)}
        if len(choices) > 1:
            _step_order_free(game, state, choices)
        for p in sorted(choices):
            trial = game.clone(state)
            game.apply(trial, p, choices[p], check=False)
        p = rng.choice(sorted(choices))
        events = match.apply(p, choices[p])
        for e in events:
            for q in seats:
                o = game.observe(e, q)
                assert o is None or game.observe(o, q) == o, "observe is not idempotent"
        steps += 1
        if steps == save_at:
            loaded, _ = match_from_save(match_to_save(match, ["random"] * match.num_seats))
            assert loaded.state == state, "save -> load gave another state"
    _cards_once(game, state, deck_size)
    result = game.result(state)
    assert len(result.points) == info.sides(match.options)
    assert game.to_act(state) == frozenset()
    SUM_RULES[game_id](state, result)
    loaded, _ = match_from_save(match_to_save(match, ["random"] * match.num_seats))
    assert loaded.state == state and loaded.totals == match.totals


@pytest.mark.parametrize("game_id", list(games()))
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts_keep_the_contract(game_id: str, chunk: int) -> None:
    assert game_id in SUM_RULES, f"{game_id} has no sum rule in this test"
    assert game_id in DECK_SIZES, f"{game_id} has no deck size in this test"
    assert len(OPTION_VARIANTS.get(game_id, [])) > 1, f"{game_id} plays only its defaults"
    pool: list[tuple[int, Action]] = []
    per = DEALS_PER_GAME // CHUNKS
    for seed in range(chunk * per, (chunk + 1) * per):
        playout(game_id, seed, pool)
