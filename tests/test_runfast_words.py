"""Run Fast in words: selection names, refusals, log lines, option rows, rules text and the
settlement sheet (pure functions, no window)."""

from __future__ import annotations

import re
from dataclasses import fields

import pytest
from runfast_helpers import act, pos

from cardgame.engine import runfast as rf
from cardgame.engine.actions import parse_action
from cardgame.engine.cards import Card, parse_cards
from cardgame.engine.core import Event, reason
from cardgame.scenes.games.runfast import words
from cardgame.scenes.games.runfast.options import option_rows
from cardgame.scenes.games.runfast.rules_text import rules_text
from cardgame.scenes.games.runfast.scoring import settlement

NAMES = ["You", "Ayla", "Bora"]
CODE = re.compile(r"[A-Z]{3,}_[A-Z_]+|\bS[0-2]\b")


@pytest.mark.parametrize(
    "cards, opening, name",
    [
        ("8S 9H TD JC QS", False, "Straight 8\u2013Q"),
        ("TS JH QD KC AS", False, "Straight 10\u2013A"),
        ("5S 5H 6D 6C", False, "Run of pairs 5-5-6-6"),
        ("9S 9H 9D 9C", False, "Bomb: four 9s"),
        ("AS AD AC", False, "Bomb: three aces"),
        ("3S 3H 3D 3C", True, "Heavenly bomb: four 3s"),
        ("3S 3H 3D 3C", False, "Bomb: four 3s"),
        ("KS KH KD", False, "Three kings"),
        ("7H 7S", False, "Pair of 7s"),
        ("TD", False, "Single 10\u2666"),
    ],
)
def test_combinations_are_named(cards: str, opening: bool, name: str) -> None:
    assert words.play_name(parse_cards(cards), opening, rf.Options()) == name


def test_three_aces_without_the_aces_bomb_are_a_triple() -> None:
    assert (
        words.play_name(parse_cards("AS AD AC"), False, rf.Options(three_aces_bomb=False))
        == "Three aces"
    )


def _reason(state: rf.State, seat: int, text: str):
    why = rf.why_illegal(state, seat, parse_action(text))
    assert why is not None
    return why


def test_every_refusal_of_the_engine_is_in_words() -> None:
    top = pos(to_act=0, top="8S 8H", top_seat=2, h0="9C 9D TC 4C 5D 6H 7S 2S", h1="3D KD", h2="QC")
    cases = [
        (_reason(top, 0, "play 4C 5D 6H 7S"), "form no combination"),
        (_reason(top, 0, "play TC"), "To beat 8\u2660 8\u2665, play a pair or a bomb."),
        (_reason(top, 0, "pass"), "You must beat this"),
        (_reason(top, 1, "pass"), "not your turn"),
        (
            _reason(
                pos(to_act=0, top="JS JH", top_seat=2, h0="9C 9D TC", h1="3D", h2="QC"),
                0,
                "play 9C 9D",
            ),
            "not higher than J\u2660 J\u2665",
        ),
        (_reason(pos(to_act=0, h0="9C 9D TC", h1="3D", h2="QC"), 0, "pass"), "passing is not"),
        (
            _reason(pos(h0="3H 4S 5C 6D 7C 8H", h1="3D", h2="QC", opening=True), 0, "play 4S"),
            "3\u2665",
        ),
        (
            _reason(
                pos(
                    to_act=0,
                    top="6D",
                    top_seat=2,
                    h0="8S 8H 8D 8C 3C",
                    h1="3D",
                    h2="QC",
                    opts={"allow_breaking_bombs": False},
                ),
                0,
                "play 8S",
            ),
            "all your 8s",
        ),
        (
            _reason(
                pos(to_act=0, top="7S 7H 7D 7C", top_seat=2, h0="6S 6H 6D 6C 9S", h1="3D", h2="QC"),
                0,
                "play 6S 6H 6D 6C",
            ),
            "not higher",
        ),
        (
            _reason(
                pos(to_act=0, top="7S 7H 7D 7C", top_seat=2, h0="KC KD 9S", h1="3D", h2="QC"),
                0,
                "play KC KD",
            ),
            "Only a stronger bomb",
        ),
    ]
    for why, text in cases:
        said = words.explain(why)
        assert text in said, (why, said)
        assert not CODE.search(said), said


@pytest.mark.parametrize(
    "cards, hint",
    [
        ("JS QH KD AC 2S", "A 2 is never"),
        ("9S 9H 9D 4C", "no extra cards"),
        ("3S 4S 5S 6S", "at least five"),
        ("5S 5H 6D 6C 8S 8H", "follow each other"),
    ],
)
def test_a_shape_that_is_no_combination_says_which_rule(cards: str, hint: str) -> None:
    assert hint in words.explain(reason("NOT_A_COMBINATION", cards=cards))


def test_log_lines_and_bubbles() -> None:
    s = pos(to_act=0, h0="9S 9H 9D 9C 8H", h1="4S 5S", h2="6C 7C")
    events = rf.apply(s, 0, parse_action("play 9S 9H 9D 9C"))
    lines = [words.describe(e, NAMES) for e in events]
    assert lines == ["You bombed: four 9s!"]
    assert words.speech(events[0]) == "Bomb!"
    more = rf.apply(s, 1, parse_action("pass")) + rf.apply(s, 2, parse_action("pass"))
    assert [words.describe(e, NAMES) for e in more] == [
        "Ayla passed.",
        "Bora passed.",
        "You took the trick and lead next.",
    ]
    straight = parse_cards("8S 9H TD JC QS")
    played = Event("Played", 2, (), (("cards", straight), ("kind", "straight")))
    assert words.describe(played, NAMES) == "Bora played a straight 8\u2013Q."
    single = Event("Played", 1, (), (("cards", parse_cards("TH")), ("kind", "single")))
    assert words.describe(single, NAMES) == "Ayla played 10\u2665."
    pair = Event("Played", 0, (), (("cards", parse_cards("5S 5D")), ("kind", "pair")))
    assert words.describe(pair, NAMES) == "You played a pair of 5s."
    heavenly = Event(
        "Played",
        2,
        (),
        (("cards", parse_cards("3S 3H 3D 3C")), ("kind", "bomb"), ("bomb", "heavenly")),
    )
    assert words.describe(heavenly, NAMES) == "Bora opened with the heavenly bomb: four 3s!"
    assert (
        words.describe(Event("Dealt", None, (), (("leader", 1),)), NAMES) == "New deal: Ayla opens."
    )


def test_warnings_and_counts_use_plurals() -> None:
    assert words.last_cards_warning("Bora", 1) == "Bora: last card!"
    assert words.last_cards_warning("Bora", 2) == "Bora: last 2 cards!"
    assert words.cards_left(1) == "1 card left" and words.cards_left(5) == "5 cards left"


def test_hint_reasons_name_the_player_in_danger() -> None:
    said = words.hint_reason("no_single", (("seat", 2), ("left", 1)), NAMES)
    assert said == "leads no single card, to keep out Bora, who has one card left"
    assert (
        words.hint_reason("block", (("seat", 1), ("left", 2)), NAMES)
        == "blocks Ayla, who has two cards left, by beating as high as you can"
    )
    kept = words.hint_reason("cheapest", (("keeps", (4, 3, 7)),), NAMES)
    assert kept.endswith("; keeps your straight 6\u201310 whole")
    pairs = words.hint_reason("weakest", (("keeps", (5, 5, 6)),), NAMES)
    assert pairs.endswith("; keeps your run of pairs 8-8-9-9 whole")
    for code in (
        "only",
        "go_out",
        "opening",
        "cash",
        "last_bomb",
        "weakest",
        "highest_single",
        "no_pair",
        "bomb_stop",
        "bomb_bonus",
        "block",
        "save",
    ):
        assert words.hint_reason(code, (("seat", 1), ("left", 2)), NAMES)


def test_every_engine_option_has_a_row_with_its_default() -> None:
    rows = {r[0]: r for r in option_rows(3)}
    defaults = rf.Options()
    assert set(rows) == {f.name for f in fields(rf.Options)}
    for name, (_f, label, values, names, helpline) in rows.items():
        assert label and helpline and len(values) == len(names)
        assert getattr(defaults, name) in values
        for v in values:  # every value builds valid options
            rf.Options(**{name: v})
    assert rows["match_deals"][3][0] == "single deal"


def test_rules_text_blocks_and_card_examples() -> None:
    blocks = rules_text()
    kinds = {k for k, _t in blocks}
    assert kinds == {"h", "p", "c", "e"}
    for kind, text in blocks:
        if kind == "c":
            assert all(isinstance(c, Card) for c in parse_cards(text))


def _sheet(state: rf.State):
    return settlement(rf.result(state), state.events, NAMES, state.options)


def test_settlement_of_a_finishing_response_bomb() -> None:  # Ex 41
    s = pos(
        to_act=0, h0="QS QH 3C 4C 5C 6D 8S 9C", h1="7S 7H 7D 7C", h2="2S 3D 4D 5D 6H 8H 9D TD JC"
    )
    act(s, 0, "play QS QH")
    act(s, 1, "play 7S 7H 7D 7C")
    sheet = _sheet(s)
    assert sheet.headline == "Ayla went out and wins the deal."
    assert sheet.lines == (
        "Ayla's bomb (four 7s) stayed on top of its trick: +20 for Ayla, 10 each from you and "
        "Bora.",
        "You pay Ayla 6: 6 cards left.",
        "Bora pays Ayla 19: 9 cards left, + 10 for the 2\u2660 = 19.",
        "Ayla collects 6 + 19 = 25.",
        "Totals: Ayla +45, You \u221216, Bora \u221229; together they make 0.",
    )
    assert [r.total for r in sheet.rows] == [-16, 45, -29]
    assert [r.bonus for r in sheet.rows] == [-10, 20, -10]


def test_settlement_when_nobody_else_played() -> None:  # Ex 17
    s = pos(
        h0="3H 3S 4H 4S 5H 5S 6H 6S 7H 7S 8H 8S 9H 9S TH TS",
        h1="3D 4D 5D 6D 7D 8D 9D TD JS JH QS QH KS KH AS AD",
        h2="3C 4C 5C 6C 7C 8C 9C TC JD JC QD QC KD KC AC 2S",
    )
    act(s, 0, "play 3H 3S 4H 4S 5H 5S 6H 6S 7H 7S 8H 8S 9H 9S TH TS")
    sheet = _sheet(s)
    assert sheet.headline == "You went out and win the deal!"
    assert "Ayla pays you 32: 16 cards left, \u00d7 2 for never playing = 32." in sheet.lines
    assert (
        "Bora pays you 42: 16 cards left, \u00d7 2 for never playing = 32, + 10 for the "
        "2\u2660 = 42."
    ) in sheet.lines
    assert "You collect 32 + 42 = 74." in sheet.lines
    assert sum(r.total for r in sheet.rows) == 0


def test_settlement_with_other_amounts() -> None:  # Ex 47 with points per card at 2
    s = pos(
        to_act=2,
        h0="5S 5H 5D 5C 9H",
        h1="3C 8D JD",
        h2="KC",
        opts={"unplayed_bomb_penalty": 10, "card_points": 2},
    )
    act(s, 2, "play KC")
    lines = _sheet(s).lines
    assert (
        "You pay Bora 20: 5 cards left, \u00d7 2 points = 10, + 10 for 1 bomb kept = 20." in lines
    )
    assert "Ayla pays Bora 6: 3 cards left, \u00d7 2 points = 6." in lines
    assert lines[-1] == "Totals: Bora +26, Ayla \u22126, You \u221220; together they make 0."
