"""Pis Yedili's Hard reads the others' past decisions: the log replay sees each decision as it
was, the history sampler weighs a Medium seat's true history as all Medium's, its samples stay
what the view allows and place the hidden cards far better than the plain sampler, a seat
unlike Medium is read by the rules alone, and the rollouts' state-read Medium is Medium."""

from __future__ import annotations

import random

import pytest

from cardgame.ai import pis_yedili as pis_ai
from cardgame.ai.pis_yedili import (
    HistorySampler,
    MediumBot,
    habit_sample,
    rollout_choice,
)
from cardgame.ai.search import SearchBot
from cardgame.engine import pis_yedili as py
from cardgame.engine.cards import Card
from cardgame.engine.pis_yedili.rules import DECK, HAND, PisState
from cardgame.engine.pis_yedili.seen import _deductions, _holds, hands_then, past_decisions


def _medium_deal(seed: int, options: py.Options | None = None) -> list[tuple[PisState, int]]:
    """Every position of a deal Medium plays at every seat, with the seat to act."""
    options = options or py.Options()
    state = py.new_state(options, seed, py.first_setup(options, seed))
    medium, rng = MediumBot(), random.Random(seed)
    seen = []
    while not py.is_over(state):
        seat = min(py.to_act(state))
        legal = py.legal_actions(state, seat)
        seen.append((py.clone(state), seat))
        action = legal[0] if len(legal) == 1 else medium.choose(py.view(state, seat), legal, rng)
        py.apply(state, seat, action, check=False)
    return seen


@pytest.mark.parametrize(
    "options",
    [
        py.Options(),
        py.Options(num_players=3, ace_rule="extra_turn"),
        py.Options(num_players=5, stock_exhausted="reshuffle", jack_must_change_suit=True),
    ],
)
def test_rollout_choice_is_mediums_choice(options: py.Options) -> None:
    medium = MediumBot()
    checked = 0
    for seed in range(12):
        state = py.new_state(options, seed, py.first_setup(options, seed))
        rng = random.Random(seed)
        while not py.is_over(state):
            seat = min(py.to_act(state))
            legal = py.legal_actions(state, seat)
            if len(legal) > 1:
                expected = medium.choose(py.view(state, seat), legal, rng)
                assert rollout_choice(state, seat, legal) == expected
                checked += 1
            py.apply(state, seat, rng.choice(legal), check=False)
    assert checked > 300


def test_the_replay_sees_each_decision_as_it_was() -> None:
    deal = _medium_deal(31)
    last, viewer = deal[-1]
    truth = {len(s.events): (s, seat) for s, seat in deal}  # by the log's length then
    decisions, steps = past_decisions(py.view(last, viewer))
    assert decisions and viewer not in steps
    log = py.view(last, viewer).log
    for d in decisions:
        assert d.seat != viewer
    # each decision in order matches one true position of that seat, with the same facts
    at = [n for n in sorted(truth) if truth[n][1] != viewer and n < len(last.events)]
    assert len(at) == len(decisions)
    for n, d in zip(at, decisions, strict=True):
        real, seat = truth[n]
        p = d.position
        assert (d.seat, p.phase, p.pending, p.direction, p.drawn) == (
            seat,
            real.phase,
            real.pending,
            real.direction,
            real.drawn,
        )
        assert p.discard[-1:] == real.discard[-1:] and p.active_suit == real.active_suit
        assert d.counts == tuple(len(h) for h in real.hands)
        assert len(p.stock) == len(real.stock)
        assert sorted(map(str, d.played)) == sorted(map(str, real.discard))
        p.hands[seat] = list(real.hands[seat])
        assert d.action in py.legal_actions(p, seat)
    assert log  # the replay read the viewer's own log, not the state


def test_the_hand_then_is_the_true_hand_until_an_unknown_draw() -> None:
    deal = _medium_deal(32)
    last, viewer = deal[-1]
    decisions, steps = past_decisions(py.view(last, viewer))
    true_then = {}
    i = 0
    for state, seat in deal:
        if seat != viewer:
            true_then[i] = sorted(map(str, state.hands[seat]))
            i += 1
    exact = sized = 0
    for seat, own in steps.items():
        drew_unknown = False
        for index, held in hands_then(own, list(last.hands[seat]), random.Random(0)):
            assert len(held) == len(true_then[index])
            sized += 1
            after = own[own.index(("decide", index)) + 1]  # the decision's own effect
            if after[0] == "draw" and after[2] is None:
                drew_unknown = True  # from here back, which cards were drawn is a guess
            if not drew_unknown:
                assert sorted(map(str, held)) == true_then[index]
                exact += 1
    assert exact >= 3 and sized == len(decisions)
    # a card drawn and then played in the same turn is known to be the drawn one
    hinted = [(own, i) for own in steps.values() for i, st in enumerate(own) if st[0] == "draw"]
    known = [(own, i) for own, i in hinted if own[i][2] is not None]
    assert known
    for own, i in known:
        assert own[i + 2] == ("play", own[i][2])  # its next step: deciding, then that play


def _placed(make: object, positions: list[tuple[PisState, int]], k: int = 12) -> float:
    """Share of the other seats' true cards that the samples put in the right hand."""
    hit = total = 0
    for i, (state, seat) in enumerate(positions):
        v = py.view(state, seat)
        sample, rng = make(), random.Random(i)  # type: ignore[operator]
        for _ in range(k):
            got = sample(v, rng)
            assert py.view(got, seat) == v
            for s in range(state.n):
                if s != seat:
                    hit += len(set(state.hands[s]) & set(got.hands[s]))
                    total += len(state.hands[s])
    return hit / total


def test_hard_rolls_out_with_the_fast_medium_and_reads_histories_unless_told_otherwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hard = SearchBot("pis_yedili")
    assert isinstance(hard.sampler, HistorySampler) and hard.rollout_choice is rollout_choice
    other = SearchBot("ghost_euchre")
    assert other.sampler is None and other.rollout_choice is None
    monkeypatch.setitem(pis_ai.SEARCH_TUNING, "sampler", "habits")
    assert SearchBot("pis_yedili").sampler is habit_sample
    monkeypatch.setitem(pis_ai.SEARCH_TUNING, "infer", False)
    assert SearchBot("pis_yedili").sampler is None


def _random_deal(seed: int) -> list[tuple[PisState, int]]:
    """Every position of a deal played at random (draws at will, passes with cards to play)."""
    state = py.new_state(py.Options(), seed, py.first_setup(py.Options(), seed))
    rng = random.Random(seed)
    seen = []
    while not py.is_over(state):
        seat = min(py.to_act(state))
        seen.append((py.clone(state), seat))
        py.apply(state, seat, rng.choice(py.legal_actions(state, seat)), check=False)
    return seen


def test_the_habits_hold_for_medium_and_the_habit_samples_keep_them() -> None:
    checked = 0
    for seed in range(60, 66):
        for state, seat in _medium_deal(seed)[6::4]:
            v = py.view(state, seat)
            deds = _deductions(v, habits=True)
            others = [s for s in range(state.n) if s != seat]
            assert _holds(deds, {s: state.hands[s] for s in others})  # Medium plays by habit
            got = habit_sample(v, random.Random(seed))
            assert py.view(got, seat) == v
            assert _holds(deds, {s: got.hands[s] for s in others})
            checked += len(deds) > len(_deductions(v))
    assert checked > 10  # the habits tell more than the rules prove


def test_a_taken_penalty_shows_no_seven_and_a_pass_after_a_draw_no_card_but_jacks() -> None:
    kinds = set()
    for seed in range(70, 90):
        state, seat = _medium_deal(seed)[-1]
        v = py.view(state, seat)
        for d in _deductions(v, habits=True)[len(_deductions(v)) :]:
            if d.forbidden == frozenset(c for c in DECK if c.rank == "7"):
                kinds.add("take")
            elif d.acquired_after == 0 and not any(c.rank == "J" for c in d.forbidden):
                kinds.add("pass")
            elif any(c.rank == "J" for c in d.forbidden):
                kinds.add("draw")
    assert kinds == {"take", "pass", "draw"}


def test_a_player_who_breaks_the_habits_still_gets_a_deal_the_view_allows() -> None:
    broken = 0
    for seed in range(20):
        for state, seat in _random_deal(seed)[8::5]:
            v = py.view(state, seat)
            others = {s: state.hands[s] for s in range(state.n) if s != seat}
            if _holds(_deductions(v, habits=True), others):
                continue
            broken += 1
            got = habit_sample(v, random.Random(seed))
            assert py.view(got, seat) == v
            assert _holds(_deductions(v), {s: got.hands[s] for s in others})
    assert broken > 5


def test_the_habit_samples_place_the_hidden_cards_better_than_plain_ones() -> None:
    positions = [p for seed in range(40, 52) for p in _medium_deal(seed)[10::6]]
    plain = _placed(lambda: py.sample_state, positions)
    habits = _placed(lambda: habit_sample, positions)
    assert habits > plain + 0.015, (plain, habits)


def test_hard_values_winning_the_deal_above_the_penalty_difference() -> None:
    state, _ = _medium_deal(35)[-1]
    py.apply(state, state.current, py.legal_actions(state, state.current)[0], check=False)
    while not py.is_over(state):
        seat = state.current
        py.apply(state, seat, rollout_choice(state, seat, py.legal_actions(state, seat)))
    winner = py.result(state).winners[0]
    loser = (winner + 1) % state.n
    plain, hard = SearchBot("pis_yedili", win_bonus=0.0), SearchBot("pis_yedili")
    assert hard.win_bonus == pis_ai.SEARCH_TUNING["win_bonus"] > 0
    assert hard.utility(state, winner) == plain.utility(state, winner) + hard.win_bonus
    assert hard.utility(state, loser) == plain.utility(state, loser)


# -- the history sampler: whole histories weighed by Medium's choices --------------------------


def _true_history(state: PisState, seat: int) -> list[Card]:
    """Seat `seat`'s dealt hand and the cards it drew, in order, as they really were."""
    slots = [m.card for m in state.events[0].moves if m.dst == HAND[seat]]
    for e in state.events:
        if e.key in ("Drew", "Took") and e.seat == seat:
            slots += [m.card for m in e.moves]
    return slots


def test_the_true_history_of_a_medium_seat_has_every_decision_mediums() -> None:
    weighed = 0
    for seed in range(40, 46):
        for state, seat in _medium_deal(seed)[8::7]:
            sampler = HistorySampler()
            sampler(py.view(state, seat), random.Random(0))
            assert all(sampler._read.values())  # every seat is read as Medium
            for s in sampler._steps:
                lls = sampler._weigh(s, _true_history(state, s))
                assert lls is not None and not any(lls), (seed, s, lls)
                weighed += len(lls)
    assert weighed > 300


def test_a_history_that_plays_a_card_before_it_came_is_ruled_out() -> None:
    state, seat = _medium_deal(41)[-1]
    sampler = HistorySampler()
    sampler(py.view(state, seat), random.Random(0))
    s, own = next((s, own) for s, own in sampler._steps.items() if any(x[0] == "play" for x in own))
    first = next(x[1] for x in own if x[0] == "play")
    history = _true_history(state, s)
    history.remove(first)
    history.append(first)  # now it came last, after it was played
    assert sampler._weigh(s, history) is None


@pytest.mark.parametrize(
    "options",
    [
        py.Options(),
        py.Options(num_players=3, ace_rule="extra_turn", voluntary_draw=False),
        py.Options(num_players=5, stock_exhausted="reshuffle", seven_stack="double"),
    ],
)
def test_history_samples_are_deals_the_view_allows(options: py.Options) -> None:
    checked = 0
    for seed in range(3):
        for state, seat in _medium_deal(seed, options)[5::9] + _random_deal(seed)[5::9]:
            v = py.view(state, seat)
            sampler, rng = HistorySampler(burn=20, steps=3), random.Random(seed)
            for _ in range(3):
                got = sampler(v, rng)
                assert py.view(got, seat) == v
                checked += 1
    assert checked > 30


def test_the_history_samples_place_the_hidden_cards_far_better_than_plain_ones() -> None:
    positions = [p for seed in range(40, 46) for p in _medium_deal(seed)[10::6]]
    plain = _placed(lambda: py.sample_state, positions)
    inferred = _placed(HistorySampler, positions)
    assert inferred > plain + 0.07, (plain, inferred)


def test_a_seat_that_does_not_play_like_medium_is_read_by_the_rules_alone() -> None:
    state, seat = _random_deal(7)[40]
    v = py.view(state, seat)
    sampler = HistorySampler()
    sampler(v, random.Random(0))
    assert not any(sampler._read.values())
    deal = _medium_deal(7)
    state, seat = deal[len(deal) // 2]
    sampler(py.view(state, seat), random.Random(0))
    assert all(sampler._read.values())


def test_with_nothing_to_read_the_history_sampler_runs_no_chain(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    steps: list[int] = []
    real = HistorySampler._step
    monkeypatch.setattr(
        HistorySampler, "_step", lambda self, rng: steps.append(1) or real(self, rng)
    )
    state, seat = _medium_deal(50)[0]  # the opening: nobody has decided anything yet
    v = py.view(state, seat)
    sampler, rng = HistorySampler(), random.Random(1)
    hands = {str(sampler(v, rng).hands) for _ in range(5)}
    assert len(hands) == 5 and not steps  # the engine's own samples, each afresh
    later, seat = _medium_deal(50)[20]
    sampler(py.view(later, seat), rng)
    assert steps  # with decisions to read, the chain runs


def test_a_seeded_history_chain_repeats() -> None:
    deal = _medium_deal(34)
    state, seat = deal[len(deal) // 2]
    v = py.view(state, seat)
    sampler = HistorySampler()
    first = [sampler(v, rng).hands for rng in [random.Random(5)] for _ in range(3)]
    again = [sampler(v, rng).hands for rng in [random.Random(5)] for _ in range(3)]
    assert first == again
