"""Run Fast's lead lists are kept as text keys: they must sort exactly like the plays' text
and behave like the tuple of plays they stand for."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgame.engine.actions import Play
from cardgame.engine.cards import Card
from cardgame.engine.runfast.combos import PlayList, deck, lead_sets, mask_of
from cardgame.engine.runfast.options import RunFastOptions

DECK = deck(RunFastOptions())


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(DECK), min_size=1, max_size=16, unique=True),
    st.booleans(),
    st.booleans(),
    st.booleans(),
)
def test_lead_keys_sort_like_their_text(
    hand: list[Card], aces: bool, breaking: bool, need_3h: bool
) -> None:
    opts = RunFastOptions(three_aces_bomb=aces, allow_breaking_bombs=breaking)
    keys = sorted(lead_sets(mask_of(hand), opts, need_3h))
    plays = PlayList(tuple(keys))
    texts = [str(p) for p in plays]
    assert texts == sorted(texts) and len(set(texts)) == len(texts)
    assert all(set(p.cards) <= set(hand) for p in plays)
    assert all(p in plays for p in plays) and plays == tuple(plays)
    assert [plays[i] for i in range(len(plays))] == list(plays)
    outside = [c for c in DECK if c not in hand]
    if outside:
        assert Play((outside[0],)) not in plays
    if need_3h:
        assert all(Card("3", "H") in p.cards for p in plays)
