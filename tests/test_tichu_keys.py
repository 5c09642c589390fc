"""The text keys behind Tichu's legal lists: the same combinations as the generators, sorted
exactly like the actions' text, and lists that behave like tuples."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgame.engine import tichu as t
from cardgame.engine.actions import Pass, parse_action
from cardgame.engine.core import DealSetup
from cardgame.engine.tichu.combos import BOMB, INDEX, all_plays, classify
from cardgame.engine.tichu.keys import (
    CARD_OF,
    Plays,
    by_type,
    key_of,
    mask_key,
    play_of_key,
    with_wishes,
)

# hands with many runs and pairs: naturals of two suits plus the four specials
dense = st.lists(
    st.sampled_from([i for i in range(56) if i < 26 or i >= 52]), max_size=14, unique=True
)
anything = st.lists(st.integers(0, 55), max_size=14, unique=True)


def _mask(ids: list[int]) -> int:
    return sum(1 << i for i in ids)


@settings(max_examples=300, deadline=None)
@given(st.one_of(dense, anything))
def test_keys_are_the_generators_combinations_with_their_types(ids: list[int]) -> None:
    hand = _mask(ids)
    expected = {mask_key(m) for m, c in all_plays(hand) if c[0] != BOMB}
    found = [k for entries in by_type(hand).values() for k in entries]
    assert len(found) == len(set(found))
    assert set(found) == expected
    for (kind, length), entries in by_type(hand).items():
        for key, value in entries.items():
            combo = classify(sum(1 << INDEX[CARD_OF[b]] for b in key))
            assert combo is not None and combo[:2] == (kind, length)
            if len(key) > 1:
                assert combo[2] == value


@settings(max_examples=200, deadline=None)
@given(dense, st.booleans())
def test_keys_sort_like_the_text_of_their_plays(ids: list[int], required: bool) -> None:
    entries = {k: v for es in by_type(_mask(ids)).values() for k, v in es.items()}
    keys = sorted(with_wishes(entries, required))
    texts = [str(play_of_key(k)) for k in keys]
    assert texts == sorted(texts)
    assert len(set(texts)) == len(texts)
    for k in keys:
        play = play_of_key(k)
        assert parse_action(str(play)) == play and key_of(play) == k
        if "MJ" not in str(play):
            assert play.wish is None
        elif required:
            assert play.wish is not None


def test_plays_behave_like_the_tuple_they_stand_for() -> None:
    s = t.new_state(t.Options(), 4, DealSetup())
    rng = random.Random(4)
    seen = 0
    while not t.is_over(s):
        seat = min(t.to_act(s))
        legal = t.legal_actions(s, seat)
        if isinstance(legal, Plays):
            seen += 1
            whole = tuple(legal)
            assert legal == whole and whole == legal.all() and len(legal) == len(whole)
            assert [legal[i] for i in range(-len(whole), len(whole))] == list(whole) * 2
            assert legal[1:3] == whole[1:3] and hash(legal) == hash(whole)
            assert all(a in legal for a in whole)
            assert parse_action("play DOG DRG") not in legal
            assert parse_action("play MJ wish 1") not in legal  # no such rank
            assert (Pass() in legal) == (Pass() in whole)
        t.apply(s, seat, rng.choice(legal))
    assert seen > 10
