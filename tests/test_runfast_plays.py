"""Run Fast's play lists are built in text order without sorting (`plays.py`): they must be
exactly every combination the hand holds, in the order of their text, for every option."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgame.engine.actions import Play
from cardgame.engine.cards import Card
from cardgame.engine.runfast.combos import (
    BOMB,
    H3,
    RANK_OF,
    beats,
    bomb_ranks,
    classify,
    deck,
    mask_of,
    rank_counts,
)
from cardgame.engine.runfast.options import RunFastOptions
from cardgame.engine.runfast.plays import LeadList, beating, leads

DECK = deck(RunFastOptions())
hands = st.lists(st.sampled_from(DECK), min_size=1, max_size=16, unique=True)
options = st.builds(
    RunFastOptions,
    three_aces_bomb=st.booleans(),
    allow_breaking_bombs=st.booleans(),
    heavenly_bomb=st.booleans(),
)


def _keeps_bombs_whole(cards: tuple[Card, ...], hand: list[Card], opts: RunFastOptions) -> bool:
    if opts.allow_breaking_bombs:
        return True
    counts = rank_counts(hand)
    for r in bomb_ranks(counts, opts):
        used = sum(1 for c in cards if RANK_OF[c] == r)
        if used and used != counts[r]:
            return False
    return True


def _brute(hand: list[Card], opts: RunFastOptions, top: object, need_3h: bool) -> list[str]:
    """Every subset of the hand that is a legal play, by classify, as sorted texts."""
    found = []
    for k in range(1, len(hand) + 1):
        for cards in combinations(hand, k):
            combo = classify(cards, False, opts)
            if combo is None or not _keeps_bombs_whole(cards, hand, opts):
                continue
            if top is not None and not beats(combo, top):  # type: ignore[arg-type]
                continue
            if need_3h and H3 not in cards:
                continue
            found.append(str(Play(cards)))
    return sorted(found)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.sampled_from(DECK), min_size=1, max_size=10, unique=True), options, st.booleans()
)
def test_leads_are_every_combination_in_text_order(
    hand: list[Card], opts: RunFastOptions, need_3h: bool
) -> None:
    got = [str(p) for p in leads(mask_of(hand), opts, need_3h)]
    assert got == _brute(hand, opts, None, need_3h)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.sampled_from(DECK), min_size=1, max_size=10, unique=True),
    hands,
    options,
)
def test_beating_plays_are_every_beating_combination_in_text_order(
    hand: list[Card], other: list[Card], opts: RunFastOptions
) -> None:
    tops = [classify(p.cards, False, opts) for p in leads(mask_of(other), opts)]
    for top in tops[:: max(1, len(tops) // 6)]:
        got = [str(p) for p in beating(mask_of(hand), opts, top)]  # type: ignore[arg-type]
        assert got == _brute(hand, opts, top, False), top


@settings(max_examples=100, deadline=None)
@given(hands, options, st.booleans())
def test_big_hands_list_valid_plays_once_in_text_order(
    hand: list[Card], opts: RunFastOptions, need_3h: bool
) -> None:
    found = leads(mask_of(hand), opts, need_3h)
    texts = [str(p) for p in found]
    assert texts == sorted(set(texts))
    for p in found:
        assert set(p.cards) <= set(hand) and classify(p.cards, False, opts) is not None
        assert not need_3h or H3 in p.cards
    bombs = [p for p in found if classify(p.cards, False, opts).kind == BOMB]  # type: ignore[union-attr]
    assert len(bombs) == len(bomb_ranks(rank_counts(hand), opts)) or need_3h


@settings(max_examples=200, deadline=None)
@given(hands, st.booleans(), st.booleans(), st.booleans())
def test_a_lazy_lead_list_is_the_tuple_of_its_plays(
    hand: list[Card], aces: bool, breaking: bool, need_3h: bool
) -> None:
    opts = RunFastOptions(three_aces_bomb=aces, allow_breaking_bombs=breaking)
    plays = leads(mask_of(hand), opts, need_3h)
    made = tuple(plays)
    assert all(p in plays for p in made) and plays == made and hash(plays) == hash(made)
    assert [plays[i] for i in range(-len(made), len(made))] == list(made) * 2
    assert plays[1:3] == made[1:3] and plays[::-1] == made[::-1]
    outside = [c for c in DECK if c not in hand]
    if outside:
        assert Play((outside[0],)) not in plays
    if isinstance(plays, LeadList):
        assert all(plays[i] is plays[i] for i in range(len(plays)))


BOMB_HANDS = [
    "AS AD AC KS KH KD",
    "AS AD AC 5S 5H 5D 5C 6S 7H",
    "3S 3H 3D 3C 4S 4H 5D 6C 7S",
    "9S 9H 9D 9C TS TH JD QC KS AS",
    "AS AD AC QS QH QD KS KH",
]
TOPS = ["4S", "KS", "4S 4H", "KD KC", "4S 4H 4D", "QS QH QD", "4S 5H 6D 7C 8S", "8S 9S TD JC QS"]
TOPS += ["4S 4H 5D 5C", "JS JH QD QC", "6S 6H 6D 6C", "TS TH TD TC"]


def test_hands_with_bombs_list_every_play_once_for_every_option() -> None:
    """Bombs of four, the three aces and their ranks' smaller plays, against every kind of top."""
    from cardgame.engine.cards import parse_cards

    for aces in (False, True):
        for breaking in (False, True):
            opts = RunFastOptions(three_aces_bomb=aces, allow_breaking_bombs=breaking)
            for text in BOMB_HANDS:
                hand = list(parse_cards(text))
                got = [str(p) for p in leads(mask_of(hand), opts)]
                assert got == _brute(hand, opts, None, False), (text, opts)
                for top_text in TOPS:
                    top = classify(parse_cards(top_text), False, opts)
                    got = [str(p) for p in beating(mask_of(hand), opts, top)]  # type: ignore[arg-type]
                    assert got == _brute(hand, opts, top, False), (text, top_text, opts)


SEQUENCE_TOPS = ["3S 4H 5D 6C 7S", "8S 9S TD JC QS", "4S 4H 5D 5C", "JS JH QD QC KS KH"]


@settings(max_examples=120, deadline=None)
@given(hands, st.booleans(), st.booleans(), st.sampled_from(SEQUENCE_TOPS))
def test_answers_to_a_sequence_are_the_tuple_of_their_actions(
    hand: list[Card], must_beat: bool, breaking: bool, top_text: str
) -> None:
    """The answers to a straight or a run of pairs are lazy (with `pass` first when passing is
    allowed): they are every beating play in text order and behave as their tuple."""
    from cardgame.engine.cards import parse_cards
    from cardgame.engine.runfast import legal_actions, load_position

    opts = RunFastOptions(must_beat=must_beat, allow_breaking_bombs=breaking)
    top = list(parse_cards(top_text))
    mine = [c for c in hand if c not in top]
    state = load_position(opts, {"hand:0": mine, "table": top, "top": top, "to_act": 0})
    legal = legal_actions(state, 0)
    picked = [legal[i] for i in range(-len(legal), len(legal))]  # one by one, before the tuple
    plays = _brute(mine, opts, classify(top, False, opts), False)
    assert [str(a) for a in legal] == (["pass"] if not must_beat or not plays else []) + plays
    made = tuple(legal)
    assert picked == list(made) * 2 and legal == made and hash(legal) == hash(made)
    assert all(a in legal for a in made) and legal[1:] == made[1:] and legal[::-1] == made[::-1]
