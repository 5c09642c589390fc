"""Ghost Euchre's words, new-game rows, rules text and score sheet: pure, no window."""

from __future__ import annotations

import re
from dataclasses import fields

import pytest
from euchre_helpers import act, pos

from cardgame.engine import ghost_euchre as ge
from cardgame.engine.actions import Bid, Moon, NameTrump, Pass, Play, Swap, parse_action
from cardgame.engine.cards import Card, parse_cards
from cardgame.engine.core import HandResult
from cardgame.scenes.games.ghost_euchre import options as ge_options
from cardgame.scenes.games.ghost_euchre import rules_text, scoring, words

NAMES = ["You", "Ayla", "Bora"]
CODE = re.compile(r"[A-Z]{2,}_[A-Z_]+|\bseat \d|hand:\d")


def why(state, seat, text):
    r = ge.why_illegal(state, seat, parse_action(text))
    assert r is not None, text
    return words.explain(r, NAMES, 0)


def plain(text: str) -> bool:
    return bool(text) and not CODE.search(text)


# -- refusals in words ------------------------------------------------------------------------


def test_off_suit_while_able_to_follow_names_the_suit():
    s = pos(trump="H", leader=2, table="KD", h0="JD QD 9S", h1="9C TC", h2="AC KC")
    text = why(s, 0, "play JD")
    assert text == "You must follow suit: diamonds." and plain(text)


def test_a_left_bower_lead_is_explained_as_trump():
    s = pos(
        trump="H", leader=1, table="JD", h2="9H AD KS QC TC", h0="9S TS 9D TD QD", h1="9C AC KC QH"
    )
    text = why(s, 2, "play AD")
    assert "J\u2666" in text and "trump" in text and "hearts" in text


def test_auction_refusals_in_words():
    s = pos(dealer=2, phase="AUCTION", calls=["bid 3", None, None])
    assert why(s, 1, "bid 3") == "A bid must be higher than the 3 already bid."
    act(s, 1, "swap")
    act(s, 1, "moon")
    assert why(s, 2, "bid 5") == "Moon has been called: you can only pass."
    assert why(s, 2, "swap") == "Ayla has already taken the ghost hand this deal."


def test_own_second_swap_and_a_switched_off_swap():
    s = pos(dealer=2, phase="AUCTION")
    act(s, 0, "swap")
    assert why(s, 0, "swap") == "You have taken the ghost hand already: now bid or pass."
    off = pos(dealer=2, phase="AUCTION", opts={"ghost_swap": False})
    assert "switched off" in why(off, 0, "swap")


def test_trump_refusals_and_stick_the_dealer():
    s = pos(
        dealer=2, phase="AUCTION", opts={"stick_the_dealer": True}, calls=["pass", "pass", None]
    )
    assert why(s, 2, "pass") == "Stick the dealer: both others passed, so you must bid."
    act(s, 2, "bid 3")
    assert why(s, 0, "trump S") == "Only the winner of the auction names trump."
    assert why(s, 2, "trump NT") == "No trump is not allowed in this game."
    assert why(s, 2, "play 9S").startswith("Trump must be named")


def test_every_engine_reason_of_the_game_has_its_own_words():
    generic = words.common.explain(
        ge.why_illegal(pos(dealer=2, phase="AUCTION"), 0, parse_action("play 9S"))
    )
    for code in (
        "MUST_FOLLOW_SUIT",
        "BID_TOO_LOW",
        "DEALER_MUST_BID",
        "SWAP_NOT_AVAILABLE",
        "NOT_DECLARER",
        "NO_TRUMP_OFF",
    ):
        from cardgame.engine.core import reason

        text = words.explain(reason(code), NAMES)
        assert plain(text) and text != generic and text != "That move is not allowed here."


# -- the log, bubbles, labels -----------------------------------------------------------------


def _example_50():
    s = pos(
        dealer=0,
        phase="AUCTION",
        totals=(20, 12, 18),
        h1="9S TS 9D TD 9C TC",
        h2="KH QH AD KD QC AC",
        h0="9H TH JH JD QD KC",
        ghost="JS JC AS KS QS AH",
    )
    events = []
    for seat, text in [(1, "swap"), (1, "moon"), (2, "pass"), (0, "pass"), (1, "trump S")]:
        events += act(s, seat, text)
    for line in [
        "1 JS 2 QC 0 9H",
        "1 JC 2 KD 0 QD",
        "1 AS 2 QH 0 TH",
        "1 KS 2 AD 0 JD",
        "1 QS 2 AC 0 KC",
        "1 AH 2 KH 0 JH",
    ]:
        items = line.split()
        for k in range(0, 6, 2):
            events += act(s, int(items[k]), f"play {items[k + 1]}")
    return s, events


def test_one_log_line_per_decision_with_plurals():
    _s, events = _example_50()
    seen = [o for e in events if (o := ge.observe(e, 0)) is not None]
    lines = [words.describe(e, NAMES, 0) for e in seen]
    assert lines[:5] == [
        "Ayla took the ghost hand.",
        "Ayla called Moon!",
        "Bora passed.",
        "You passed.",
        "Ayla named spades as trump.",
    ]
    tricks = [ln for ln in lines if ln and "trick" in ln and "so far" in ln]
    assert tricks[0] == "Ayla won the trick (1 trick so far)."
    assert tricks[1] == "Ayla won the trick (2 tricks so far)."
    assert lines[-1] == "Ayla made the moon!"
    assert all(ln is None or plain(ln) for ln in lines)
    assert all(words.describe(e, NAMES, 0) for e in seen if e.key != "Dealt")


def test_bubbles_and_labels():
    _s, events = _example_50()
    bubbles = [words.speech(e) for e in events if e.key in ("Swapped", "Called", "TrumpNamed")]
    assert bubbles == ["Ghost hand!", "Moon", "Pass", "Pass", "\u2660 Spades"]
    assert [words.button_label(a) for a in words.bar_actions(True)] == [
        "Ghost hand",
        "Pass",
        "Bid 3",
        "Bid 4",
        "Bid 5",
        "Moon",
    ]
    assert words.action_label(Swap()) == "Take the ghost hand"
    assert words.bar_actions(False)[0] == Pass()
    assert words.button_label(NameTrump("NT")) == "No trump"
    assert words.action_label(Play((Card.parse("TH"),))) == "Play 10\u2665"


def test_confirmations_only_for_the_ghost_hand_and_moon():
    assert "cannot be undone" in words.confirm(Swap())
    assert "lose 24 points" in words.confirm(Moon(), 24)
    assert "lose 1 point." in words.confirm(Moon(), 1)
    assert words.confirm(Bid(5)) is None and words.confirm(Pass()) is None


def test_chips_panel_and_prompt_from_a_view():
    s = pos(dealer=2, phase="AUCTION", calls=["bid 3", None, None])
    v = ge.view(s, 1)
    assert words.chips(v.badges[2]) == ["dealer"]
    assert words.chips(v.badges[0]) == ["bid 3"]
    legal = ge.legal_actions(s, 1)
    assert words.prompt(v, NAMES, legal) == "Bid more than 3, or pass."
    assert words.prompt(ge.view(s, 0), NAMES, ()) == "Ayla to call."
    act(s, 1, "swap")
    act(s, 1, "bid 4")
    assert words.chips(ge.view(s, 0).badges[1]) == ["bid 4", "ghost hand"]
    assert dict(words.panel_rows(ge.view(s, 0), NAMES, (0, 0, 0)))["High bid"] == "Ayla: 4"
    act(s, 2, "pass")
    v = ge.view(s, 1)
    assert words.prompt(v, NAMES, ge.legal_actions(s, 1)) == "You won the auction: name trump."
    act(s, 1, "trump H")
    v = ge.view(s, 0)
    rows = dict(words.panel_rows(v, NAMES, (5, 7, 9)))
    assert rows["Trump"] == "\u2665 Hearts" and rows["Contract"] == "Ayla: 4"
    assert rows["Ayla"] == "7" and "Scores to 32" in rows
    assert rows["Tricks"] == "You 0 \u00b7 Ayla 0 \u00b7 Bora 0"


def test_prompt_says_follow_or_any_card_by_the_legal_plays():
    s = pos(trump="H", leader=2, table="KD", h0="JD QD 9S", h1="9C TC", h2="AC KC")
    v = ge.view(s, 0)
    assert words.prompt(v, NAMES, ge.legal_actions(s, 0)) == "Follow suit: diamonds."
    s = pos(trump="H", leader=2, table="AD", h0="JD 9S TC", h1="9C QC", h2="AC KC")
    v = ge.view(s, 0)
    assert (
        words.prompt(v, NAMES, ge.legal_actions(s, 0)) == "You cannot follow suit: play any card."
    )


# -- the new-game rows ------------------------------------------------------------------------


def test_every_engine_option_has_a_row_with_its_default_and_a_line():
    rows = ge_options.option_rows(3)
    names = [r[0] for r in rows]
    assert sorted(names) == sorted(f.name for f in fields(ge.Options))
    defaults = ge.Options()
    for field, label, values, value_names, line in rows:
        assert getattr(defaults, field) in values, field
        assert len(values) == len(value_names) and label and line.endswith(".")
        for v in values:
            ge.Options(**{field: v})  # every offered value is a valid option


def test_non_default_options_reach_the_engine():
    rows = {r[0]: r for r in ge_options.option_rows(3)}
    assert "penalize" in rows["renege_mode"][2] and True in rows["no_trump"][2]
    s = pos(dealer=2, phase="AUCTION", opts={"no_trump": True}, calls=["bid 3", "pass", None])
    act(s, 2, "pass")
    assert "trump NT" in {str(a) for a in ge.legal_actions(s, 0)}
    assert rows["first_dealer"][3] == ["random", "you", "Ayla", "Bora"]


# -- the rules for players --------------------------------------------------------------------


def test_rules_text_has_card_examples_for_bowers_ghost_and_moon():
    blocks = rules_text.rules_text()
    heads = [t for k, t in blocks if k == "h"]
    for want in ("The ghost hand", "Trump and the bowers", "Shooting the moon"):
        assert want in heads
    for i, (kind, text) in enumerate(blocks):
        assert kind in "hpce"
        if kind == "c":
            assert all(c.rank in "9TJQKA" for c in parse_cards(text))
            assert blocks[i + 1][0] == "e"
    assert "JH JD AH KH QH TH 9H" in [t for k, t in blocks if k == "c"]


# -- the score sheet --------------------------------------------------------------------------


def test_sheet_of_a_made_moon_after_a_swap():
    s, _events = _example_50()
    result = ge.result(s)
    sheet = scoring.score_sheet(s.events, result, NAMES, (20, 36, 18), s.options)
    assert sheet.headline == "Ayla shot the moon!"
    ayla = sheet.rows[1]
    assert (ayla.call, ayla.declarer, ayla.tricks, ayla.outcome, ayla.points, ayla.total) == (
        "Moon",
        True,
        6,
        "moon made",
        24,
        36,
    )
    assert [r.call for r in sheet.rows] == ["Pass", "Moon", "Pass"]
    assert sheet.lines[1] == "Ayla called Moon and took all six tricks: +24."
    assert sheet.lines[0] == "You: 0 tricks, 0."
    assert {str(c) for c in sheet.dead} == {"9S", "TS", "9D", "TD", "9C", "TC"}
    assert sheet.footer == "Ayla wins the game."


def test_dead_hand_hidden_when_the_option_is_off():
    s, _events = _example_50()
    hidden = s.options.__class__(reveal_dead_hand=False)
    sheet = scoring.score_sheet(s.events, ge.result(s), NAMES, (20, 36, 18), hidden)
    assert sheet.dead == ()


def _last_two_tricks(opts, tricks=(3, 1, 0), totals=(10, 10, 10)):
    """Example 48's trick 3 then a last trick, as a two-card ending (seat 0 declarer, 3)."""
    s = pos(
        opts=opts,
        trump="S",
        leader=0,
        declarer=0,
        contract=3,
        calls=["bid 3", "pass", "pass"],
        tricks=list(tricks),
        totals=totals,
        h0="KD AC",
        h1="AD KC",
        h2="9D QS",
    )
    return s


def test_sheet_shows_a_penalized_renege_only_when_scored():
    s = _last_two_tricks({"renege_mode": "penalize"})
    events = act(s, 0, "play KD") + act(s, 1, "play AD") + act(s, 2, "play QS")
    assert all(ge.observe(e, 0) is None for e in events if e.key == "Renege")
    assert ge.view(s, 0).reneges == (0, 0, 0)
    act(s, 2, "play 9D")
    act(s, 0, "play AC")
    act(s, 1, "play KC")
    result = ge.result(s)
    assert result.points == (3, 1, 0)
    sheet = scoring.score_sheet(s.events, result, NAMES, (13, 11, 10), s.options)
    bora = sheet.rows[2]
    assert bora.reneges == 1 and bora.points == 0 and bora.tricks == 2
    assert "Bora reneged 1 time (did not follow suit): \u22122." in sheet.lines
    assert sheet.headline == "You made your bid of 3."


def test_sheet_of_a_set_declarer():
    s = pos(
        trump="S",
        leader=0,
        declarer=0,
        contract=5,
        calls=["bid 5", "pass", "pass"],
        tricks=[4, 1, 0],
        totals=(10, 8, 6),
        h0="9H",
        h1="AH",
        h2="KH",
    )
    for seat, c in ((0, "9H"), (1, "AH"), (2, "KH")):
        act(s, seat, f"play {c}")
    sheet = scoring.score_sheet(s.events, ge.result(s), NAMES, (5, 10, 6), s.options)
    assert sheet.headline == "You were set on a bid of 5."
    assert sheet.rows[0].outcome == "set" and sheet.rows[0].points == -5
    assert sheet.lines[0] == "You bid 5 but took 4 tricks: set, \u22125."
    assert scoring.deal_summary(ge.result(s), NAMES) == "You 5, set"


def test_thrown_in_and_tie_break_deals():
    s = pos(dealer=1, phase="AUCTION", totals=(32, 32, 15))
    for seat in (2, 0, 1):
        act(s, seat, "pass")
    result = ge.result(s)
    sheet = scoring.score_sheet(s.events, result, NAMES, (32, 32, 15), s.options)
    assert sheet.thrown_in and sheet.headline.startswith("Everyone passed")
    assert sheet.tie_break_deal and sheet.tie_break_next
    assert scoring.deal_summary(result, NAMES) == "thrown in"
    # Example 43: [30, 28, 15], seat 1 bids 4 and takes 4, seat 0 takes 2: a tie at 32.
    s = pos(
        trump="S",
        leader=1,
        declarer=1,
        contract=4,
        calls=["pass", "bid 4", "pass"],
        tricks=[2, 3, 0],
        totals=(30, 28, 15),
        h1="AH",
        h2="9H",
        h0="KH",
    )
    for seat, c in ((1, "AH"), (2, "9H"), (0, "KH")):
        act(s, seat, f"play {c}")
    sheet = scoring.score_sheet(s.events, ge.result(s), NAMES, (32, 32, 15), s.options)
    assert sheet.tie_break_next and not sheet.tie_break_deal
    assert sheet.footer == "You and Ayla are tied at 32: a tie-break deal follows."


def test_statistics_counters_of_a_deal():
    made = HandResult((4, 1, 1), True, (0,), ((0, 4, "contract_made", ()),))
    moon = HandResult((24, 0, 0), True, (0,), ((0, 24, "moon_made", ()),))
    other = HandResult((1, 4, 1), True, (1,), ((1, 4, "contract_made", ()),))
    assert scoring.deal_counters(made) == {
        "deals": 1,
        "contracts": 1,
        "contracts_made": 1,
        "moons": 0,
    }
    assert scoring.deal_counters(moon)["moons"] == 1
    assert scoring.deal_counters(other)["contracts"] == 0
    assert [k for k, _label in scoring.stat_labels()] == [
        "matches",
        "wins",
        "contracts_made",
        "moons",
    ]


def test_running_totals_skip_thrown_in_deals():
    rs = [HandResult((1, 4, 1)), HandResult((0, 0, 0), False), HandResult((2, -3, 1))]
    assert scoring.running_totals(rs, 3) == [[0, 0, 0], [1, 4, 1], [3, 1, 2]]


@pytest.mark.parametrize("n,sign", [(4, "+4"), (-5, "\u22125"), (0, "0")])
def test_signed_points(n, sign):
    assert scoring.signed(n) == sign


def test_option_lines_fit_beside_their_choosers():
    """The explanation is drawn under the label, left of the value: it must stay short."""
    import pygame

    from cardgame.ui import theme

    pygame.init()
    small = theme.sizes(720)[2]
    for _f, _label, _v, _n, line in ge_options.option_rows(3):
        assert theme.text(line, small).get_width() <= round(1280 * 0.42 * 0.56) - 8, line


def test_scene_sheet_lines_name_the_declarer_reneges_and_dead_hand():
    s = _last_two_tricks({"renege_mode": "penalize"})
    for seat, c in ((0, "KD"), (1, "AD"), (2, "QS"), (2, "9D"), (0, "AC"), (1, "KC")):
        act(s, seat, f"play {c}")

    class M:  # the little of a match the sheet reads
        state, results, totals, options = s, [ge.result(s)], (13, 11, 10), s.options

    sheet = scoring.sheet_for_scene(M, NAMES)
    assert sheet.rows[0].detail == "declarer \u00b7 bid 3 \u00b7 took 3 tricks \u00b7 made"
    assert sheet.rows[0].accent and sheet.rows[0].points == "+3"
    assert sheet.rows[2].detail == "took 2 tricks \u00b7 1 renege \u22122"  # no calls logged
    assert sheet.rows[2].points == "0"
    assert len(sheet.rows) == 3, "no dead hand in this loaded position"
