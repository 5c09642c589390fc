"""Run Fast's engine beyond the rules doc's examples: the deal from the match seed, clones
that play on alike, answers to long combinations, and the events' parameters."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest
from runfast_helpers import act, legal, played, pos

from cardgame.engine import runfast as rf
from cardgame.engine.actions import parse_action
from cardgame.engine.cards import parse_cards
from cardgame.engine.core import DealSetup, reason

# CONTRACT 1.7: the deck table's order, 3S 3H 3D 3C ... the aces present (not AH), 2S
CANONICAL = parse_cards(" ".join(f"{r}{s}" for r in "3456789TJQK" for s in "SHDC") + " AS AD AC 2S")


@pytest.mark.parametrize("seed, number", [(8812, 0), (8812, 3), (5, 1)])
def test_the_deal_follows_the_contract_from_the_match_seed(seed: int, number: int) -> None:
    opts = rf.Options()
    rng = random.Random(f"{seed}/deal/{number}")
    deck = list(CANONICAL)
    rng.shuffle(deck)
    s = rf.new_state(opts, seed, DealSetup(number, 0, None, (0, 0, 0)))
    zones = rf.zones(s)
    for seat in range(3):
        assert sorted(zones[f"hand:{seat}"]) == sorted(deck[16 * seat : 16 * seat + 16])
    assert s.deal_seed == rng.getrandbits(64)
    other = rf.new_state(opts, seed + 1, DealSetup(number, 0, None, (0, 0, 0)))
    assert rf.zones(other) != zones


@pytest.mark.parametrize("leader", [None, 2])
def test_a_new_deal_sets_every_field_as_the_constructor_would(leader: int | None) -> None:
    """`new_state` sets the state field by field, without the dataclass's __init__: a field
    left out would read its class default (pure) or raise (compiled)."""
    opts = rf.Options()
    s = rf.new_state(opts, 4, DealSetup(0, 0, leader, (0, 0, 0)))
    assert any(s.bombs)  # a deal with a bomb, so that the seats' bomb flags are told apart
    if hasattr(s, "__dict__"):
        assert {f.name for f in fields(s)} <= set(vars(s))
    made = rf.State(
        s.options,
        s.setup,
        s.deal_seed,
        [list(h) for h in s.hands],
        rf.Phase.OPENING,
        s.current,
        need_3h=leader is None,
        events=list(s.events),
    )
    for f in fields(made):
        assert getattr(s, f.name) == getattr(made, f.name), f.name


def test_a_clone_plays_on_exactly_as_the_original() -> None:
    s = rf.new_state(rf.Options(), 3, DealSetup())
    rng = random.Random(3)
    for _ in range(12):
        (seat,) = rf.to_act(s)
        rf.apply(s, seat, rng.choice(rf.legal_actions(s, seat)))
    twin = rf.clone(s)
    assert twin == s and twin is not s
    rng_a, rng_b = random.Random(9), random.Random(9)
    while not rf.is_over(s):
        (seat,) = rf.to_act(s)
        assert rf.to_act(twin) == {seat}
        assert rf.legal_actions(twin, seat) == rf.legal_actions(s, seat)
        assert rf.view(twin, seat) == rf.view(s, seat)
        a = rng_a.choice(rf.legal_actions(s, seat))
        b = rng_b.choice(rf.legal_actions(twin, seat))
        assert rf.apply(s, seat, a) == rf.apply(twin, seat, b)
    assert twin == s and rf.result(twin) == rf.result(s)


@pytest.mark.parametrize("must_beat", [True, False])
def test_answers_to_a_straight_are_sorted_and_pass_only_when_allowed(must_beat: bool) -> None:
    s = pos(
        opts={"must_beat": must_beat},
        to_act=1,
        top="4S 5H 6D 7C 8S",
        top_seat=0,
        h1="5D 6C 7H 8D 9C TH JS",
        h0="3C",
        h2="4C",
    )
    got = [str(a) for a in rf.legal_actions(s, 1)]
    beats = ["play 5D 6C 7H 8D 9C", "play 6C 7H 8D 9C TH", "play 7H 8D 9C TH JS"]
    assert got == sorted(got) == sorted((["pass"] if not must_beat else []) + beats)


def test_the_closed_trick_names_its_winner() -> None:
    s = pos(to_act=0, h0="5S 7C 8D", h1="9H 4C", h2="6D 8C")
    act(s, 0, "play 5S")
    act(s, 1, "play 9H")
    act(s, 2, "pass")
    events = act(s, 0, "pass")
    closed = [e for e in events if e.key == "TrickClosed"]
    assert len(closed) == 1 and closed[0].seat == 1 and closed[0].param("leader") == 1
    assert {str(m.card) for m in closed[0].moves} == {"5S", "9H"}
    assert rf.to_act(s) == {1} and s.top is None and not s.top_is_lead and s.passes == 0


def test_the_bomb_bonus_is_added_to_the_ledger_and_announced() -> None:
    s = pos(
        to_act=1,
        top="KS KD",
        top_seat=0,
        h0="5C 6C",
        h1="4S 4H 4D 4C 7S 9H JD",
        h2="8C 9C TC",
        ledger=[20, -10, -10],
    )
    act(s, 1, "play 4S 4H 4D 4C")
    act(s, 2, "pass")
    events = act(s, 0, "pass")
    (bonus,) = [e for e in events if e.key == "BombBonus"]
    assert bonus.seat == 1 and bonus.param("amount") == 20 and bonus.param("each") == 10
    assert s.ledger == [10, 10, -20]


def test_the_deal_ends_with_its_points_winner_and_hands() -> None:
    s = pos(to_act=0, h0="9C", h1="2S 4D 5D", h2="3C 6H", played=[True, False, True])
    events = act(s, 0, "play 9C")
    assert played(events).param("cards") is not None
    (scored,) = [e for e in events if e.key == "HandScored"]
    r = rf.result(s)
    assert scored.param("points") == r.points == (18, -16, -2)
    assert scored.param("winner") == 0 and r.winners == (0,)
    assert scored.param("shown") == r.shown
    assert {str(c) for _, cards in r.shown for c in cards} == {"2S", "4D", "5D", "3C", "6H"}
    assert legal(s, 1) == set()


def test_the_scoring_table_lists_bonuses_payments_and_their_parts() -> None:
    s = pos(
        opts={"unplayed_bomb_penalty": 5},
        to_act=0,
        h0="9C",
        h1="2S 4D 5D",
        h2="6S 6H 6D 6C 3C",
        played=[True, False, True],
        ledger=[20, -10, -10],
    )
    act(s, 0, "play 9C")
    lines = rf.result(s).lines
    assert lines == (
        (0, 20, "bomb_bonus", ()),
        (1, -10, "bomb_bonus", ()),
        (2, -10, "bomb_bonus", ()),
        (
            1,
            -16,
            "final_payment",
            (
                ("cards", 3),
                ("card_points", 6),
                ("doubled", 1),
                ("spade_two", 10),
                ("bombs_held", 0),
                ("bomb_penalty", 0),
            ),
        ),
        (
            2,
            -10,
            "final_payment",
            (
                ("cards", 5),
                ("card_points", 5),
                ("doubled", 0),
                ("spade_two", 0),
                ("bombs_held", 1),
                ("bomb_penalty", 5),
            ),
        ),
        (0, 26, "collected", ()),
    )
    assert rf.result(s).points == (46, -26, -20)


def test_the_common_refusals_name_what_was_wrong() -> None:
    s = pos(to_act=1, h1="5C 6D 7D", h0="3C 4C", h2="8C")
    before = rf.clone(s)
    assert rf.why_illegal(s, 0, parse_action("play 3C")) == reason("NOT_YOUR_TURN", seat=1)
    assert rf.why_illegal(s, 1, parse_action("play 5C 9S")) == reason(
        "CARDS_NOT_IN_HAND", cards="9S"
    )
    assert rf.why_illegal(s, 1, parse_action("play 5C 5C")) == reason(
        "CARDS_NOT_IN_HAND", cards="5C 5C"
    )
    assert rf.why_illegal(s, 1, parse_action("play 5C 6D")) == reason(
        "NOT_A_COMBINATION", cards="5C 6D"
    )
    for text in ("draw", "play 5C wish 8", "play 5C suit H"):
        assert rf.why_illegal(s, 1, parse_action(text)) == reason(
            "UNKNOWN_ACTION", action=str(parse_action(text))
        )
    assert s == before
