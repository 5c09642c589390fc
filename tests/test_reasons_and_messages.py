"""Refusals carry their parameters (the table puts them into words), and a bad save names
what is wrong in words: each checked exactly, with the state unchanged."""

from __future__ import annotations

import json
from typing import Any

import pytest
from runfast_helpers import played_match, pos

from cardgame.engine import runfast as rf
from cardgame.engine.actions import parse_action
from cardgame.engine.core import IllegalAction, Reason, reason
from cardgame.engine.match import Match
from cardgame.engine.saves import (
    SaveError,
    match_from_save,
    match_from_text,
    match_to_save,
    replay_prefix,
    save_text,
)

SEATS = ["human", "easy", "easy"]


def _refusal(state: rf.State, seat: int, text: str) -> Reason:
    before = rf.clone(state)
    why = rf.why_illegal(state, seat, parse_action(text))
    assert why is not None
    with pytest.raises(IllegalAction) as info:
        rf.apply(state, seat, parse_action(text))
    assert info.value.reason == why and state == before
    return why


def test_run_fast_refusals_name_the_top_the_rank_and_the_shape() -> None:
    s = pos(to_act=2, top="9D 9H", top_seat=1, h2="JS JH 4C 6H 8S 8H 8D 8C", h0="3C", h1="5C")
    assert _refusal(s, 2, "pass") == reason("MUST_BEAT", top="9D 9H")
    assert _refusal(s, 2, "play 4C") == reason("TYPE_MISMATCH", top="9D 9H", kind="pair", size=2)
    single = pos(to_act=2, top="KD", top_seat=1, h2="JS 4C", h0="3C", h1="5C")
    assert _refusal(single, 2, "play JS") == reason("TOO_LOW", top="KD")
    whole = pos(
        to_act=0,
        top="6D",
        top_seat=2,
        h0="TS TH TD TC 3C",
        h1="3D",
        h2="4C",
        opts={"allow_breaking_bombs": False},
    )
    assert _refusal(whole, 0, "play TS") == reason("BOMB_MUST_STAY_WHOLE", rank="T")


# -- saves ------------------------------------------------------------------------------------


def _save(actions: int = 6) -> tuple[Match, dict[str, Any]]:
    m = played_match(actions)
    return m, match_to_save(m, SEATS)


def test_a_whole_save_replays_every_action() -> None:
    m, data = _save(6)
    done = replay_prefix(data)
    assert (done.good, done.total, done.error) == (6, 6, None)
    assert done.seats == SEATS and done.match.history == m.history


@pytest.mark.parametrize(
    "pair",
    [[0], [0, "pass", 1], "0 pass", [True, "pass"], ["0", "pass"], [0, 5], None, [1.0, "pass"]],
)
def test_an_action_that_is_no_seat_and_text_pair(pair: Any) -> None:
    m, data = _save(6)
    data["actions"][3] = pair
    done = replay_prefix(data)
    assert (done.good, done.total) == (3, 6)
    assert done.error == "action 3 is not a [seat, text] pair"
    assert done.seats == SEATS and done.match.history == m.history[:3]


@pytest.mark.parametrize("seat", [3, -1, 99])
def test_an_action_by_a_seat_the_game_does_not_have(seat: int) -> None:
    _, data = _save(6)
    data["actions"][2] = [seat, "pass"]
    done = replay_prefix(data)
    assert done.error == f"action 2 names seat {seat}, which the game does not have"
    assert done.good == 2


def test_an_action_that_does_not_replay_names_itself_and_why() -> None:
    m, data = _save(6)
    seat, text = data["actions"][4]
    data["actions"][4] = [(seat + 1) % 3, text]
    done = replay_prefix(data)
    expected = rf.why_illegal(done.match.state, (seat + 1) % 3, parse_action(text))
    assert done.error == f"action 4 ({text!r} by seat {(seat + 1) % 3}) does not replay: {expected}"
    long = "play " + "3H " * 30
    data["actions"][4] = [seat, long]
    done = replay_prefix(data)
    assert done.error is not None and done.error.startswith(
        f"action 4 ({long[:40]!r} by seat {seat})"
    )
    with pytest.raises(SaveError) as info:
        match_from_save(data)
    assert str(info.value) == done.error


@pytest.mark.parametrize(
    "data, words",
    [
        ([], "the save is not a JSON object"),
        ({"format": "1"}, "the save has no format version"),
        ({"format": 0}, "unknown save format 0"),
        ({"format": 1}, "the save lacks 'game'"),
    ],
)
def test_a_damaged_header_in_words(data: Any, words: str) -> None:
    with pytest.raises(SaveError) as info:
        match_from_save(data)
    assert str(info.value) == words


@pytest.mark.parametrize(
    "key, value, words",
    [
        ("options", [], "the save's options are not an object"),
        ("seed", "8", "the save's seed is not a whole number"),
        ("seed", True, "the save's seed is not a whole number"),
        ("seats", ["human", "genius", "easy"], "the save's seats do not fit the game"),
        ("seats", ["human", 5, "easy"], "the save's seats do not fit the game"),
        ("seats", ["human", "easy"], "the save's seats do not fit the game"),
        ("actions", "pass", "the save's action list is not a list"),
    ],
)
def test_a_damaged_field_in_words(key: str, value: Any, words: str) -> None:
    _, data = _save()
    data[key] = value
    with pytest.raises(SaveError) as info:
        match_from_save(data)
    assert str(info.value) == words


def test_a_long_option_error_is_cut_to_three_hundred_characters() -> None:
    _, data = _save()
    data["options"] = {"x" * 400: 1}
    with pytest.raises(SaveError) as info:
        match_from_save(data)
    assert len(str(info.value)) == 300
    assert str(info.value).startswith("unknown option(s) for runfast: xxx")


def test_a_run_fast_position_without_a_decision_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="^the seat to act has no legal action in this position$"):
        pos(to_act=0, h1="3C", h2="4C")


def test_an_unknown_game_is_named_at_most_a_hundred_characters_long() -> None:
    _, data = _save()
    data["game"] = "g" * 150
    with pytest.raises(SaveError) as info:
        match_from_save(data)
    assert str(info.value) == f"unknown game {'g' * 100!r}"


def test_save_text_is_the_save_as_indented_json() -> None:
    m, data = _save()
    text = save_text(m, SEATS)
    assert text == json.dumps(data, indent=1)
    assert text.startswith('{\n "format": 1,\n "game": "runfast",')
    assert match_from_text(text)[0].state == m.state


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "the save file is empty"),
        ("  \n ", "the save file is empty"),
        (
            '{\n "format": 1,\n',
            "the save file is not valid JSON (damaged or truncated at line 3, column 1)",
        ),
        ("[" * 100_000, "the save file nests too deeply to be a save"),
    ],
)
def test_save_text_that_is_no_save_in_words(text: str, words: str) -> None:
    with pytest.raises(SaveError) as info:
        match_from_text(text)
    assert str(info.value) == words


def test_the_next_deal_is_refused_in_words_while_a_deal_runs() -> None:
    m, _ = _save()
    with pytest.raises(RuntimeError, match="^the current deal is not over, or the match is$"):
        m.start_next_deal()
