"""Tichu's words, option rows, rules text, score sheet and statistics (pure, no window)."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from cardgame.ai.base import make_bot
from cardgame.engine import tichu as t
from cardgame.engine.cards import parse_cards
from cardgame.engine.core import HandResult, Reason
from cardgame.engine.tichu.combos import KIND_NAMES, classify, mask_of
from cardgame.scenes.games.tichu import options, rules_text, scoring, stats, words

NAMES = ["You", "Ayla", "Deniz", "Bora"]


def label(text: str, top: str | None = None) -> str:
    cards = parse_cards(text)
    prev = classify(mask_of(parse_cards(top))) if top else None
    k, n, v, ph = classify(mask_of(cards), prev)
    return words.combo_label(KIND_NAMES[k], n, v, ph, cards)


@pytest.mark.parametrize(
    "cards, expected",
    [
        ("9S", "Single 9"),
        ("TS", "Single 10"),
        ("MJ", "Mah Jong"),
        ("DRG", "Dragon"),
        ("DOG", "Dog"),
        ("PHX", "Phoenix (1\u00bd)"),
        ("9S 9J", "Pair of 9s"),
        ("AS AJ", "Pair of aces"),
        ("9S PHX", "Pair of 9s, Phoenix as 9"),
        ("QS QJ QP", "Triple queens"),
        ("7S 7J 8P 8R", "Stairs 7-7-8-8"),
        ("7S 7J 8P PHX", "Stairs 7-7-8-8, Phoenix as 8"),
        ("9S 9J 9P 4R 4S", "Full house 9s over 4s"),
        ("8S 8J 3P 3R PHX", "Full house 8s over 3s, Phoenix as 8"),
        ("3S 4J 5P 6R 7S", "Straight 3\u20137"),
        ("MJ 2S 3J 4P 5R", "Straight 1\u20135"),
        ("PHX JS QJ KP AR", "Straight 10\u2013A, Phoenix as 10"),
        ("5S 5J 5P 5R", "Bomb: four 5s"),
        ("3S 4S 5S 6S 7S", "Bomb: straight flush 3\u20137"),
    ],
)
def test_combination_labels(cards: str, expected: str) -> None:
    assert label(cards) == expected


def test_phoenix_single_is_named_with_its_half() -> None:
    assert label("PHX", top="9S") == "Phoenix (9\u00bd)"
    assert label("PHX", top="TS") == "Phoenix (10\u00bd)"


@pytest.mark.parametrize(
    "code",
    [
        "NOT_A_COMBINATION",
        "MUST_LEAD",
        "DOG_ONLY_AS_LEAD",
        "TYPE_MISMATCH",
        "TOO_LOW",
        "PHOENIX_ON_DRAGON",
        "WISH_MUST_BE_PLAYED",
        "NOT_A_BOMB",
        "CALL_NOT_ALLOWED",
        "INVALID_WISH",
        "INVALID_GIFT",
        "INVALID_EXCHANGE",
    ],
)
def test_every_tichu_reason_has_its_own_words(code: str) -> None:
    text = words.explain(Reason(code, ()))
    assert text and code not in text and text != "That move is not allowed here."


def test_the_wish_refusal_names_the_rank() -> None:
    assert "10" in words.explain(Reason("WISH_MUST_BE_PLAYED", (("wish", "T"),)))


def _random_hand(seed: int, opts: t.Options | None = None) -> t.State:
    state = t.new_state(opts or t.Options(), seed, t.first_setup(t.Options(), seed))
    bots = [make_bot("tichu", "easy") for _ in range(4)]
    rng = random.Random(seed)
    while not t.is_over(state):
        seat = min(t.to_act(state))
        action = bots[seat].choose(t.view(state, seat), t.legal_actions(state, seat), rng)
        t.apply(state, seat, action)
    return state


@pytest.mark.parametrize("seed", [1, 2, 3, 7])
def test_every_observed_event_of_a_hand_reads_as_words(seed: int) -> None:
    state = _random_hand(seed)
    lines = [words.describe(e, NAMES, 0) for e in t.view(state, 0).log]
    said = [x for x in lines if x]
    assert len(said) > 20
    for line in said:
        assert "{" not in line and "_" not in line and "hand:" not in line, line
    assert any(
        line.startswith(("You played", "Ayla played", "Deniz played", "Bora played"))
        for line in said
    )
    assert any("won the trick" in line for line in said)
    assert said[-1].startswith("Hand scored")


def test_log_lines_for_calls_out_and_the_dog() -> None:
    from cardgame.engine.core import Event

    assert words.describe(Event("TichuCalled", 1, ()), NAMES) == "Ayla called Tichu!"
    assert words.describe(Event("Out", 0, (), (("place", 2),)), NAMES) == "You are out 2nd."
    assert (
        words.describe(Event("LeadPassed", 1, (), (("to", 3),)), NAMES)
        == "The Dog passed the lead to Bora."
    )
    assert (
        words.describe(Event("CallsRevealed", None, (), (("calls", ("", "grand", "", "")),)), NAMES)
        == "Calls: Ayla: Grand Tichu."
    )
    assert (
        words.describe(Event("TrickWon", 1, (), (("to", 1), ("points", 1))), NAMES)
        == "Ayla won the trick (1 point)."
    )
    assert words.describe(Event("Declined", 0, ()), NAMES) is None


def test_option_rows_cover_every_engine_option_with_its_default() -> None:
    rows = {r[0]: r for r in options.option_rows(4)}
    defaults = t.Options()
    assert set(rows) == {f.name for f in fields(t.Options)}
    for name, (_f, lab, values, value_names, helpline) in rows.items():
        assert getattr(defaults, name) in values, name
        assert len(values) == len(value_names) and lab and helpline
    for name, (_f, _l, values, _n, _h) in rows.items():  # every value builds valid options
        for v in values:
            t.Options(**{name: v})


def test_rules_text_shows_every_special_card_and_bomb() -> None:
    blocks = rules_text.rules_text()
    shown = {c for kind, text in blocks if kind == "c" for c in text.split()}
    assert {"MJ", "DOG", "PHX", "DRG"} <= shown
    for kind, text in blocks:
        assert kind in "hpce"
        if kind == "c":
            parse_cards(text)
    headings = [text for kind, text in blocks if kind == "h"]
    assert "Bombs" in headings and "The exchange" in headings


def test_sheet_of_a_double_victory_with_calls() -> None:
    # W2: calls S0 Tichu, S3 Grand Tichu; out order S1, S3 -> A -100, B 0
    res = HandResult(
        (-100, 0),
        True,
        (1, 3),
        (
            (1, 200, "double_victory", (("seats", (1, 3)),)),
            (0, -100, "tichu", (("seat", 0), ("made", False))),
            (1, -200, "grand", (("seat", 3), ("made", False))),
        ),
    )
    sheet = scoring.score_sheet(res, (-100, 0), 1000, NAMES)
    assert sheet.headline == "Double victory for Ayla and Bora!"
    labels = [r[0] for r in sheet.rows]
    assert labels == ["Double victory", "You: Tichu failed", "Bora: Grand Tichu failed"]
    assert sheet.rows[0][1:] == (None, 200)
    assert sheet.before == (0, 0) and sheet.after == (-100, 0)


def test_sheet_of_a_normal_hand_counts_the_last_players_cards() -> None:
    # W1 from the rules doc: A 185, B 15
    state = t.load_position(
        t.Options(),
        {
            "hand:3": "PHX 5J TR KP",
            "won:0": "5S KJ TP",
            "won:1": "TS 5P",
            "won:2": "DRG KR 5R",
            "won:3": "KS TJ",
            "out": [2, 1, 0],
            "calls": ["", "", "tichu", ""],
            "phase": "PLAY",
            "to_act": 3,
        },
    )
    state.end = "third"
    res = t.result(state)
    assert res.points == (185, 15)
    sheet = scoring.score_sheet(res, (185, 15), 1000, NAMES)
    rows = {r[0]: r[1:] for r in sheet.rows}
    assert rows["Card points"] == (85, 15)
    assert rows["Deniz: Tichu made"] == (100, None)
    assert sheet.headline == "You and Deniz take the hand, 185 to 15."
    assert any("Bora went out last" in n for n in sheet.notes)


def test_sheet_says_a_tie_at_the_target_plays_on_and_who_wins() -> None:
    res = HandResult(
        (40, 60), True, (1, 3), ((0, 40, "card_points", ()), (1, 60, "card_points", ()))
    )
    tie = scoring.score_sheet(res, (1000, 1000), 1000, NAMES)
    assert "another hand" in tie.outcome
    won = scoring.score_sheet(res, (1020, 1000), 1000, NAMES, over=True)
    assert won.outcome == "You and your partner win the game!"
    lost = scoring.score_sheet(res, (980, 1010), 1000, NAMES, over=True)
    assert lost.outcome == "Ayla and Bora win the game."
    assert scoring.running_totals([res, res]) == [(0, 0), (40, 60), (80, 120)]


def test_hand_counters_count_own_calls_and_the_teams_double_victory() -> None:
    res = HandResult(
        (300, -200),
        True,
        (0, 2),
        (
            (0, 200, "double_victory", (("seats", (0, 2)),)),
            (0, 100, "tichu", (("seat", 0), ("made", True))),
            (1, -200, "grand", (("seat", 1), ("made", False))),
        ),
    )
    got = stats.hand_counters(res, 0)
    assert got == {
        "hands": 1,
        "tichu_calls": 1,
        "tichu_made": 1,
        "grand_calls": 0,
        "grand_made": 0,
        "double_victories": 1,
        "partner_tichu_calls": 0,
        "partner_tichu_made": 0,
        "partner_grand_calls": 0,
        "partner_grand_made": 0,
    }
    other = stats.hand_counters(res, 1)
    assert other["grand_calls"] == 1 and other["grand_made"] == 0
    assert other["double_victories"] == 0
    assert stats.label("tichu_made") == "Tichu made"


def test_statistics_rows_read_calls_made_of_called() -> None:
    rows = dict(
        stats.rows(
            {
                "matches": 3,
                "wins": 2,
                "tichu_calls": 5,
                "tichu_made": 4,
                "grand_calls": 1,
                "grand_made": 0,
                "double_victories": 2,
            }
        )
    )
    assert rows == {
        "Games": "3",
        "Wins": "2",
        "Tichu made": "4 of 5",
        "Grand made": "0 of 1",
        "Doubles": "2",
    }
