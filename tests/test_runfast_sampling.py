"""Run Fast's `sample_state`: hidden cards dealt consistently with everything seen."""

from __future__ import annotations

import random

from runfast_helpers import act, pos

from cardgame.ai.base import make_bot
from cardgame.engine import runfast as rf
from cardgame.engine.actions import Play
from cardgame.engine.cards import parse_cards
from cardgame.engine.core import DealSetup
from cardgame.engine.runfast.combos import RANK_OF, has_beating, rank_counts


def test_a_forced_pass_shows_the_seat_could_not_beat() -> None:
    """S1 passes on a single K: every sample gives S1 no ace, no 2S and no bomb."""
    s = pos(to_act=0, h0="KD 3C 4C", h1="5C 6D 7D 8D 9D", h2="2S AS 4D 4H 4S 6C")
    act(s, 0, "play KD")
    act(s, 1, "pass")
    v = rf.view(s, 0)
    king = rf.classify(parse_cards("KD"), False, rf.Options())
    assert king is not None
    rng = random.Random(3)
    for _ in range(200):
        sample = rf.sample_state(v, rng)
        assert rf.view(sample, 0) == v
        h1 = sample.hands[1]
        assert all(RANK_OF[c] <= RANK_OF[parse_cards("KD")[0]] for c in h1)
        assert not has_beating(rank_counts(h1), king, rf.Options())


def test_a_pass_counts_the_cards_played_after_it() -> None:
    """Facts hold for the hand the seat had then: its sampled hand plus later plays."""
    rng = random.Random(11)
    for seed in range(30):
        s = rf.new_state(rf.Options(), seed, DealSetup())
        medium = make_bot("runfast", "medium")
        steps = 0
        while not rf.is_over(s) and steps < 25:
            (seat,) = rf.to_act(s)
            legal = rf.legal_actions(s, seat)
            rf.apply(s, seat, medium.choose(rf.view(s, seat), legal, rng), check=False)
            steps += 1
        if rf.is_over(s):
            continue
        for viewer in range(3):
            v = rf.view(s, viewer)
            sample = rf.sample_state(v, rng)
            assert rf.view(sample, viewer) == v
            _replay_is_legal(sample)


def _replay_is_legal(sample: rf.State) -> None:
    """Rebuild every seat's deal from the sample and replay the log with checks."""
    played: dict[int, list] = {0: [], 1: [], 2: []}
    for e in sample.events:
        if e.key == "Played":
            played[e.seat].extend(e.param("cards"))
    hands = [list(sample.hands[p]) + played[p] for p in range(3)]
    desc = {f"hand:{p}": " ".join(map(str, hands[p])) for p in range(3)}
    start = rf.load_position(sample.options, desc)
    for e in sample.events:
        if e.key == "Played":
            rf.apply(start, e.seat, Play(e.param("cards")))
        elif e.key == "Passed":
            act(start, e.seat, "pass")
    for p in range(3):
        assert sorted(map(str, start.hands[p])) == sorted(map(str, sample.hands[p]))


def test_the_opener_holds_3h_before_the_opening() -> None:
    s = rf.new_state(rf.Options(), 4, DealSetup())
    (opener,) = rf.to_act(s)
    viewer = (opener + 1) % 3
    v = rf.view(s, viewer)
    rng = random.Random(0)
    for _ in range(50):
        sample = rf.sample_state(v, rng)
        assert any(str(c) == "3H" for c in sample.hands[opener])
        assert rf.to_act(sample) == {opener}


def test_the_opener_kept_3h_when_it_need_not_be_played() -> None:
    opts = rf.Options(opening_requires_3h=False)
    for seed in range(20):
        s = rf.new_state(opts, seed, DealSetup())
        (opener,) = rf.to_act(s)
        legal = [a for a in rf.legal_actions(s, opener) if "3H" not in str(a)]
        rf.apply(s, opener, legal[0])
        viewer = (opener + 1) % 3
        if any(str(c) == "3H" for c in s.hands[viewer]):
            continue
        v = rf.view(s, viewer)
        rng = random.Random(seed)
        for _ in range(20):
            sample = rf.sample_state(v, rng)
            assert any(str(c) == "3H" for c in sample.hands[opener])
        return
    raise AssertionError("no suitable deal found")
