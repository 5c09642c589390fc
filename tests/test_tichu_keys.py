"""The text keys behind Tichu's legal lists: the same combinations as the generators, sorted
exactly like the actions' text, and lists that behave like tuples."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgame.engine import tichu as t
from cardgame.engine.actions import Pass, parse_action
from cardgame.engine.core import DealSetup
from cardgame.engine.tichu.combos import BOMB, INDEX, STAIRS, STRAIGHT, all_plays, classify
from cardgame.engine.tichu.keys import (
    CARD_OF,
    LeadPlays,
    Plays,
    by_type,
    key_of,
    lead_keys,
    mask_key,
    of_type,
    play_of_key,
    with_wishes,
)
from cardgame.engine.tichu.legal import follow_masks

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
    rng = random.Random(4)
    seen = 0
    for seed in range(4, 8):
        s = t.new_state(t.Options(), seed, DealSetup())
        while not t.is_over(s):
            seat = min(t.to_act(s))
            legal = t.legal_actions(s, seat)
            # by type: compiled, isinstance of a plain tuple answers True (the classes are
            # Sequences, and a tuple is registered as one)
            if type(legal) in (Plays, LeadPlays):
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


@settings(max_examples=200, deadline=None)
@given(dense, st.booleans())
def test_a_lead_with_the_mah_jong_lists_its_wish_forms_in_text_order(
    ids: list[int], required: bool
) -> None:
    hand = _mask(ids) | 1 << INDEX[parse_action("play MJ").cards[0]]
    keys = lead_keys(hand)
    tail = (parse_action("tichu"),)
    legal = LeadPlays(keys, required, tail)
    every = dict.fromkeys(keys, 0)
    expected = (*map(play_of_key, sorted(with_wishes(every, required))), *tail)
    assert len(legal) == len(expected)
    assert [legal[i] for i in range(len(expected))] == list(expected)
    assert legal.all() == expected
    assert all(a in legal for a in expected)
    assert (parse_action("play MJ") in legal) is not required
    assert parse_action("play MJ wish 1") not in legal
    assert parse_action("play DOG DRG") not in legal


def test_a_follow_lists_exactly_the_generators_beating_plays() -> None:
    """Follows are listed by quick paths (a single's beaters, one type's plays by value);
    the generator that `why_illegal` uses is the oracle."""
    rng = random.Random(9)
    follows = 0
    for seed, required in [(seed, seed % 2 == 1) for seed in range(12)]:
        s = t.new_state(t.Options(wish_required=required), seed, DealSetup())
        while not t.is_over(s):
            seat = min(t.to_act(s))
            legal = t.legal_actions(s, seat)
            if s.phase is t.Phase.PLAY and not s.window and s.top is not None:
                masks, forced = follow_masks(s, seat)
                keys = with_wishes(dict.fromkeys(map(mask_key, masks), 0), required)
                expected = sorted(str(play_of_key(k)) for k in keys)
                if not forced:
                    expected.insert(0, "pass")
                if t.can_call(s, seat):
                    expected.append("tichu")
                assert [str(a) for a in legal] == expected
                follows += 1
            t.apply(s, seat, rng.choice(legal))
    assert follows > 300


def _oracle(s: t.State, seat: int) -> list[str]:
    """A follow's actions from the generator that `why_illegal` uses."""
    masks, forced = follow_masks(s, seat)
    keys = with_wishes(dict.fromkeys(map(mask_key, masks), 0), s.options.wish_required)
    expected = sorted(str(play_of_key(k)) for k in keys)
    if not forced:
        expected.insert(0, "pass")
    if t.can_call(s, seat):
        expected.append("tichu")
    return expected


def test_a_follow_with_a_bomb_or_the_wish_in_play_lists_the_generators_plays() -> None:
    """Bombs and the wish take the follow off its quick paths: positions where the follower
    holds a bomb, the wished rank, or both, against tops of every type."""
    rng = random.Random(4)
    naturals = list(range(52))
    checked = forced = bombed = 0
    for _ in range(400):
        cards = naturals + [52, 54, 55]
        rng.shuffle(cards)
        follower = set(cards[:9])
        if rng.random() < 0.6:  # a four of a kind, or a run of one suit
            r = rng.randrange(13)
            four = {r + 13 * s for s in range(4)}
            if rng.random() < 0.5:
                su, lo = rng.randrange(4), rng.randrange(9)
                four = {13 * su + lo + k for k in range(5 + rng.randrange(2))}
            follower = (follower - four) | four
        rest = [c for c in cards if c not in follower]
        leader_hand = sum(1 << i for i in rest[:14])
        tops = [m for m, c in all_plays(leader_hand) if c[0] != BOMB and m.bit_count() > 1]
        if not tops:
            continue
        top = rng.choice(tops)
        wish = rng.choice("23456789TJQKA")
        desc = {
            "hand:0": [CARD_OF[b] for b in mask_key(leader_hand & ~top)],
            "hand:1": [CARD_OF[b] for b in mask_key(sum(1 << i for i in follower))],
            "hand:2": [CARD_OF[b] for b in mask_key(sum(1 << i for i in rest[14:20]))],
            "table": [CARD_OF[b] for b in mask_key(top)],
            "trick": [[0, [CARD_OF[b] for b in mask_key(top)]]],
            "to_act": 1,
            "wish": wish,
        }
        required = rng.random() < 0.5
        s = t.load_position(t.Options(wish_required=required), desc)
        legal = [str(a) for a in t.legal_actions(s, 1)]
        assert legal == _oracle(s, 1)
        checked += 1
        forced += "pass" not in legal
        bombed += any(classify(m)[0] == BOMB for m in follow_masks(s, 1)[0])  # type: ignore[index]
    assert checked > 300 and forced > 10 and bombed > 50


@settings(max_examples=200, deadline=None)
@given(st.one_of(dense, anything))
def test_one_types_plays_are_those_of_every_type(ids: list[int]) -> None:
    hand = _mask(ids)
    every = by_type(hand)
    slots = {(k, n) for k, n in every} | {(STRAIGHT, 5), (STAIRS, 4)}
    for kind, length in slots:
        assert of_type(hand, kind, length) == every.get((kind, length), {})
