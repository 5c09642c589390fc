"""Saves: a match round-trips through its save; bad saves give a clear SaveError."""

from __future__ import annotations

import json

import pytest

from cardgame.ai.driver import Driver
from cardgame.engine.match import Match
from cardgame.engine.registry import games
from cardgame.engine.saves import (
    FORMAT,
    SaveError,
    match_from_save,
    match_from_text,
    match_to_save,
    save_text,
)

# Matches long enough that three deals never end them (Run Fast's default is one deal).
LONG_MATCH = {
    "pis_yedili": {"match_deals": 10},
    "tichu": {"target_score": 5000},
    "runfast": {"match_deals": 10},
    "ghost_euchre": {"target_score": 200},
}


def _played_match(game_id: str, seed: int = 7, deals: int = 3) -> Match:
    """A match of `deals` deals, each played to its end by random bots."""
    info = games()[game_id]
    m = Match(game_id, info.options_from_dict(LONG_MATCH[game_id]), seed=seed)
    d = Driver(m, ["random"] * m.num_seats)
    for k in range(deals):
        if k:
            m.start_next_deal()
        d.play_deal()
        assert m.deal_over and not m.over
    assert len(m.results) == deals
    return m


@pytest.mark.parametrize("game_id", list(games()))
def test_save_load_round_trip_across_deals(game_id: str) -> None:
    m = _played_match(game_id)
    assert m.deal_start > 0 and m.setup.number == 2
    data = json.loads(json.dumps(match_to_save(m, ["human"] + ["medium"] * (m.num_seats - 1))))
    assert data["format"] == FORMAT and data["game"] == game_id
    loaded, seats = match_from_save(data)
    assert loaded.state == m.state and loaded.totals == m.totals
    assert loaded.history == m.history and seats[0] == "human"
    assert loaded.results == m.results and loaded.setup == m.setup
    assert loaded.deal_start == m.deal_start and loaded.counted_deals == m.counted_deals


def _good() -> dict:
    m = Match("pis_yedili", seed=7)
    Driver(m, ["random"] * 4).play_deal()
    return match_to_save(m, ["human", "easy", "medium", "hard"])


@pytest.mark.parametrize(
    "mutate, words",
    [
        (lambda d: "not a dict", "not a JSON object"),
        (lambda d: {k: v for k, v in d.items() if k != "format"}, "format"),
        (lambda d: {**d, "format": FORMAT + 1}, "newer version"),
        (lambda d: {**d, "game": "chess"}, "unknown game"),
        (lambda d: {**d, "options": {**d["options"], "colour": 3}}, "unknown option"),
        (lambda d: {**d, "options": {**d["options"], "num_players": 9}}, "num_players"),
        (lambda d: {**d, "seed": "x"}, "seed"),
        (lambda d: {**d, "seats": ["human"]}, "seats"),
        (lambda d: {**d, "actions": "draw"}, "not a list"),
        (lambda d: {**d, "actions": d["actions"][:3] + [[0, "fly away"]]}, "action 3"),
        (lambda d: {**d, "actions": d["actions"][:3] + [[9, "draw"]]}, "action 3"),
        (lambda d: {**d, "actions": d["actions"][:3] + ["draw"]}, "action 3"),
        (lambda d: {k: v for k, v in d.items() if k != "actions"}, "actions"),
    ],
)
def test_bad_saves_name_the_problem(mutate, words: str) -> None:
    with pytest.raises(SaveError) as info:
        match_from_save(mutate(_good()))
    assert words in str(info.value)


def test_a_truncated_action_list_still_loads_an_earlier_position() -> None:
    data = _good()
    data["actions"] = data["actions"][:5]
    m, _ = match_from_save(data)
    assert len(m.history) == 5


@pytest.mark.parametrize(
    "cut, words", [(0, "empty"), (10, "not valid JSON"), (-5, "not valid JSON")]
)
def test_truncated_or_empty_save_text(cut: int, words: str) -> None:
    m = _played_match("pis_yedili", deals=1)
    text = save_text(m, ["human", "easy", "medium", "hard"])
    assert match_from_text(text)[0].state == m.state
    with pytest.raises(SaveError) as info:
        match_from_text(text[:cut])
    assert words in str(info.value)
