"""Properties of Tichu's combinations and a random-playout check of the engine contract."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgame.engine import tichu as t
from cardgame.engine.actions import parse_action
from cardgame.engine.core import DealSetup, IllegalAction
from cardgame.engine.tichu.combos import (
    B_DRG,
    B_PHX,
    BOMB,
    DOGK,
    SINGLE,
    all_plays,
    beating_plays,
    beats,
    classify,
)

cards56 = st.lists(st.integers(0, 55), min_size=5, max_size=11, unique=True)


def _mask(ids: list[int]) -> int:
    return sum(1 << i for i in ids)


def _combos(ids: list[int]) -> list[tuple[int, tuple]]:
    return [(m, c) for m, c in all_plays(_mask(ids)) if c[0] != DOGK]


@settings(max_examples=150, deadline=None)
@given(cards56, cards56)
def test_beating_is_antisymmetric(a: list[int], b: list[int]) -> None:
    for (_, x), (_, y) in itertools.product(_combos(a)[:40], _combos(b)[:40]):
        assert not (beats(x, y) and beats(y, x))
        if x == y:
            assert not beats(x, y)


@settings(max_examples=150, deadline=None)
@given(cards56, cards56)
def test_bombs_beat_every_non_bomb_and_only_higher_bombs(a: list[int], b: list[int]) -> None:
    for (_, x), (_, y) in itertools.product(_combos(a)[:60], _combos(b)[:60]):
        if x[0] == BOMB and y[0] != BOMB:
            assert beats(x, y) and not beats(y, x)
        if x[0] == BOMB and y[0] == BOMB:
            assert beats(x, y) == (x[2] > y[2])
            four_vs_flush = x[1] > 4 and y[1] == 4
            if four_vs_flush:
                assert beats(x, y)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 55).filter(lambda i: i not in (53, 54)))
def test_phoenix_single_is_worth_the_top_plus_a_half(i: int) -> None:
    top = classify(1 << i)
    assert top is not None and top[0] == SINGLE
    phx = classify(B_PHX, top)
    assert phx == (SINGLE, 1, top[2] + 1, 0)
    if (1 << i) == B_DRG:
        assert B_PHX not in [m for m, _ in beating_plays(B_PHX, top, 1 << i)]
    else:
        assert beats(phx, top)
        # it beats the top, but no natural card of the top's rank or lower beats it
        for j in range(52):
            c = classify(1 << j)
            assert beats(c, phx) == (c[2] > top[2])  # type: ignore[index]
    led = classify(B_PHX)
    assert led == (SINGLE, 1, 3, 0)


@settings(max_examples=60, deadline=None)
@given(cards56)
def test_generated_plays_are_exactly_the_valid_card_sets(ids: list[int]) -> None:
    ids = ids[:9]
    found = dict(all_plays(_mask(ids)))
    brute = {}
    for k in range(1, len(ids) + 1):
        for sub in itertools.combinations(ids, k):
            m = _mask(list(sub))
            c = classify(m)
            if c is not None:
                brute[m] = c
    assert found == brute


def test_random_playouts_keep_the_contract() -> None:
    for seed in range(6):
        s = t.new_state(t.Options(), seed, DealSetup())
        rng = random.Random(seed)
        while not t.is_over(s):
            acting = sorted(t.to_act(s))
            for p in range(4):
                legal = t.legal_actions(s, p)
                if p not in acting:
                    assert all(str(a) == "tichu" for a in legal)
                v = t.view(s, p)
                assert t.view(t.sample_state(v, rng), p) == v
            seat = rng.choice(acting)
            legal = t.legal_actions(s, seat)
            assert legal and list(legal) == sorted(legal, key=str)
            assert len(set(map(str, legal))) == len(legal)
            action = rng.choice(legal)
            assert t.why_illegal(s, seat, action) is None
            cards = [c for z in t.zones(s).values() for c in z]
            assert len(cards) == 56 == len(set(cards))
            t.apply(s, seat, action)
        res = t.result(s)
        card = sum(
            a
            for _, a, k, _ in res.lines
            if k in ("card_points", "last_won_cards", "last_hand", "double_victory")
        )
        assert card in (100, 200)


def test_only_seats_holding_cards_play_or_pass() -> None:
    """A seat that went out is skipped: the trick goes to the next seat holding cards."""
    outs = 0
    for seed in range(40):
        s = t.new_state(t.Options(), seed, DealSetup())
        rng = random.Random(seed)
        while not t.is_over(s):
            seat = min(t.to_act(s))
            if s.phase is t.Phase.PLAY:
                assert s.hands[seat], f"seat {seat} acts without cards (seed {seed})"
            outs += len(s.out) > 0
            t.apply(s, seat, rng.choice(t.legal_actions(s, seat)))
    assert outs > 100  # positions after someone went out were reached


def test_steps_are_order_free() -> None:
    a = t.new_state(t.Options(), 5, DealSetup())
    b = t.clone(a)
    choices = {0: "grand", 1: "pass", 2: "pass", 3: "grand"}
    for seat in (0, 1, 2, 3):
        t.apply(a, seat, parse_action(choices[seat]))
    for seat in (3, 1, 0, 2):
        t.apply(b, seat, parse_action(choices[seat]))
    assert a == b


def test_illegal_actions_leave_the_state_unchanged() -> None:
    s = t.new_state(t.Options(), 11, DealSetup())
    rng = random.Random(3)
    texts = [
        "play 2S",
        "pass",
        "tichu",
        "grand",
        "gift 1",
        "exchange 2S>1 3S>2 4S>3",
        "play MJ wish 1",
        "play DOG PHX",
        "play 2S 3S 4S 5S 6S",
    ]
    while not t.is_over(s):
        for p in range(4):
            for text in texts:
                action = parse_action(text)
                if t.why_illegal(s, p, action) is None:
                    continue
                before = t.clone(s)
                try:
                    t.apply(s, p, action)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"{text} was accepted")
                assert s == before
        seat = min(t.to_act(s))
        t.apply(s, seat, rng.choice(t.legal_actions(s, seat)))


def test_a_bomb_outside_a_bomb_window_is_refused() -> None:
    from tichu_helpers import act, pos, refused

    s = pos(to_act=0, h0="9S 2J", h1="3J 4J", h2="5J 6J", h3="7S 7J 7P 7R 8J")
    act(s, 0, "play 9S")
    assert s.window == [3]
    act(s, 3, "pass")  # S3 declines its window
    assert t.to_act(s) == {1}
    refused(s, 3, "play 7S 7J 7P 7R", "NOT_YOUR_TURN")
    why = t.why_illegal(s, 3, parse_action("play 7S 7J 7P 7R"))
    assert why is not None and why.param("turn") == 1  # the public turn, never a poll
