"""Properties of Run Fast's combinations and deals (hypothesis), and refusals that change
nothing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgame.engine import runfast as rf
from cardgame.engine.actions import Pass, Play
from cardgame.engine.core import DealSetup, IllegalAction
from cardgame.engine.runfast.combos import BOMB, H3, deck, has_beating, mask_of, rank_counts
from cardgame.engine.runfast.plays import plays

OPTIONS = [
    rf.Options(),
    rf.Options(three_aces_bomb=False, heavenly_bomb=False),
    rf.Options(allow_breaking_bombs=False, removed_ace="AS"),
]
DECK = deck(rf.Options())


@st.composite
def combos(draw: st.DrawFn) -> rf.Combo:
    """A random legal combination: any legal play of a random hand."""
    cards = draw(st.lists(st.sampled_from(DECK), min_size=1, max_size=16, unique=True))
    opening = draw(st.booleans())
    found = plays(mask_of(cards), rf.Options())
    play = draw(st.sampled_from(found))
    combo = rf.classify(play.cards, opening, rf.Options())
    assert combo is not None
    return combo


@given(combos(), combos())
@settings(max_examples=400, deadline=None)
def test_beats_is_antisymmetric(a: rf.Combo, b: rf.Combo) -> None:
    assert not (rf.beats(a, b) and rf.beats(b, a))
    assert not rf.beats(a, a)


@given(combos(), combos())
@settings(max_examples=400, deadline=None)
def test_a_bomb_beats_every_non_bomb(a: rf.Combo, b: rf.Combo) -> None:
    if a.kind == BOMB and b.kind != BOMB:
        assert rf.beats(a, b) and not rf.beats(b, a)


@given(
    st.lists(st.sampled_from(DECK), min_size=1, max_size=16, unique=True),
    combos(),
    st.sampled_from(OPTIONS),
)
@settings(max_examples=300, deadline=None)
def test_generated_plays_are_exactly_the_beating_combinations(
    cards: list, top: rf.Combo, opts: rf.Options
) -> None:
    """Every generated response classifies and beats the top; none exists iff has_beating says
    so (checked against brute force over all subsets for small hands)."""
    found = plays(mask_of(cards), opts, top)
    texts = [str(p) for p in found]
    assert texts == sorted(set(texts))
    for p in found:
        c = rf.classify(p.cards, False, opts)
        assert c is not None and rf.beats(c, top)
    assert bool(found) == has_beating(rank_counts(cards), top, opts)
    if len(cards) <= 9:
        from itertools import combinations

        brute = set()
        for k in range(1, len(cards) + 1):
            for sub in combinations(sorted(cards, key=DECK.index), k):
                c = rf.classify(sub, False, opts)
                if c is not None and rf.beats(c, top):
                    brute.add(frozenset(sub))
        if not opts.allow_breaking_bombs:
            return
        assert {frozenset(p.cards) for p in found} == brute


@given(st.integers(0, 10_000), st.sampled_from(OPTIONS))
@settings(max_examples=40, deadline=None)
def test_random_deal_invariants(seed: int, opts: rf.Options) -> None:
    """Random play: legal lists are sorted and accepted, cards are conserved, samples keep the
    view, refusals leave the state alone, and the deal settles to zero."""
    s = rf.new_state(opts, seed, DealSetup())
    rng = random.Random(seed)
    while not rf.is_over(s):
        (seat,) = rf.to_act(s)
        legal = rf.legal_actions(s, seat)
        texts = [str(a) for a in legal]
        assert texts == sorted(texts) and len(set(texts)) == len(texts)
        all_cards = [c for z in rf.zones(s).values() for c in z]
        assert sorted(map(str, all_cards)) == sorted(map(str, deck(opts)))
        v = rf.view(s, seat)
        assert rf.view(rf.sample_state(v, rng), seat) == v
        other = (seat + 1) % 3
        before = rf.clone(s)
        for bad in (Pass(), legal[-1]):
            if rf.why_illegal(s, other, bad) is not None:
                try:
                    rf.apply(s, other, bad)
                    raise AssertionError("accepted an action out of turn")
                except IllegalAction:
                    pass
        assert s == before
        action = rng.choice(legal)
        assert rf.why_illegal(s, seat, action) is None
        rf.apply(s, seat, action)
    assert sum(rf.result(s).points) == 0


def test_bad_input_leaves_the_state_unchanged() -> None:
    s = rf.load_position(
        rf.Options(),
        {
            "hand:0": "5S 6H 9C 9D",
            "hand:1": "7C 8C",
            "hand:2": "KS",
            "table": "8S",
            "top": "8S",
            "top_seat": 2,
            "to_act": 0,
        },
    )
    cases = {
        "play 5S 6H": "NOT_A_COMBINATION",
        "play 9C 9D": "TYPE_MISMATCH",
        "play 6H": "TOO_LOW",
        "pass": "MUST_BEAT",
        "play KS": "CARDS_NOT_IN_HAND",
    }
    for text, code in cases.items():
        from runfast_helpers import refused

        refused(s, 0, text, code)
    before = rf.clone(s)
    try:
        rf.apply(s, 1, Play((s.hands[1][0],)))
    except IllegalAction as exc:
        assert exc.reason.code == "NOT_YOUR_TURN"
    assert s == before


def test_inlined_shuffle_is_random_shuffle() -> None:
    """The deals' inlined shuffle draws exactly as `random.shuffle` (saves replay by seed),
    for every deck size the games use and a few others."""
    from cardgame.engine.core import shuffle

    for size in (0, 1, 2, 5, 24, 48, 52, 56, 100):
        for seed in range(60):
            a, b = list(range(size)), list(range(size))
            random.Random(seed).shuffle(a)
            shuffle(random.Random(seed), b)
            assert a == b


@given(
    st.lists(st.sampled_from(DECK), min_size=1, max_size=16, unique=True),
    st.sampled_from(OPTIONS),
    st.booleans(),
)
@settings(max_examples=300, deadline=None)
def test_lead_list_is_every_play_in_text_order(
    cards: list, opts: rf.Options, need_3h: bool
) -> None:
    """A lead's lazy list stands for the sorted tuple of every play (with 3H at the opening)."""
    from cardgame.engine.runfast.rules import HAND_SIZE, Phase, RunFastState

    hands = [list(cards), [], []]
    s = RunFastState(
        opts,
        DealSetup(),
        0,
        hands,
        Phase.OPENING if need_3h else Phase.LEAD,
        0,
        opening=need_3h,
        need_3h=need_3h,
    )
    legal = rf.legal_actions(s, 0)
    want = [p for p in plays(mask_of(cards), opts) if not need_3h or H3 in p.cards]
    expected = tuple(sorted(want, key=str))
    assert len(cards) <= HAND_SIZE
    assert legal == expected and expected == legal and not legal != expected
    assert len(legal) == len(expected) and list(legal) == list(expected)
    assert all(legal[i] == expected[i] for i in range(-len(expected), len(expected)))
    assert legal[1:3] == expected[1:3] and legal[::-1] == expected[::-1]
    assert all(p in legal for p in expected) and Pass() not in legal
    assert hash(legal) == hash(expected)
    for p in expected:
        assert Play(p.cards) in legal
