"""Hard's Run Fast samples: the others' past decisions are replayed in each sample, and the
walk prefers samples in which those decisions are the ones Medium would have made."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from cardgame.ai.base import make_bot
from cardgame.ai.runfast import MediumBot, rollout_choice
from cardgame.ai.runfast_infer import Sampler, neighbour, past_decisions
from cardgame.ai.search import SearchBot
from cardgame.engine import runfast as rf
from cardgame.engine.match import Match
from cardgame.engine.runfast.combos import mask_of


def _medium_deal(seed: int, stop: int) -> tuple[rf.State, int]:
    """A deal played by Medium for `stop` actions (or up to its last decision)."""
    m = Match("runfast", seed=seed)
    medium = make_bot("runfast", "medium")
    rng = random.Random(seed)
    game = m.game
    seat = min(m.to_act())
    last = game.clone(m.state), seat
    while len(m.history) < stop:
        legal = game.legal_actions(m.state, seat)
        m.apply(seat, medium.choose(game.view(m.state, seat), legal, rng))
        if m.deal_over:
            break
        seat = min(m.to_act())
        last = game.clone(m.state), seat
    return last


def test_the_search_draws_its_samples_with_the_game_sampler(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bot = SearchBot("runfast", samples=4)
    assert isinstance(bot.sampler, Sampler)
    assert SearchBot("tichu").sampler is None  # a game without one keeps sample_state
    drawn: list[rf.State] = []
    real = Sampler.sample

    def spy(self: Sampler, view: Any, rng: random.Random) -> rf.State:
        drawn.append(real(self, view, rng))
        return drawn[-1]

    monkeypatch.setattr(Sampler, "sample", spy)  # every stream draws with a fresh Sampler
    state, seat = _medium_deal(6, 20)
    legal = rf.legal_actions(state, seat)
    assert len(legal) > 1
    assert bot.choose(rf.view(state, seat), legal, random.Random(0)) in legal
    assert drawn and all(rf.view(d, seat) == rf.view(state, seat) for d in drawn)


def test_the_true_deal_of_medium_players_is_fully_likely() -> None:
    sampler = Sampler(rollout_choice)
    for seed in range(4):
        state, seat = _medium_deal(seed, 24)
        decisions = list(past_decisions(state, seat))
        assert decisions, "some decision of another seat is replayed"
        assert all(s != seat for s, *_ in decisions)
        assert all(action in legal for _, _, legal, action in decisions)
        assert sampler.likelihood(state, seat) == 1.0


def test_inferred_samples_are_likelier_than_uniform_ones() -> None:
    sampler = Sampler(rollout_choice)
    uniform, inferred = [], []
    for seed in range(3):
        state, seat = _medium_deal(10 + seed, 36)
        view = rf.view(state, seat)
        rng = random.Random(seed)
        for _ in range(16):
            uniform.append(sampler.likelihood(rf.sample_state(view, rng), seat))
            inferred.append(sampler.likelihood(sampler.sample(view, rng), seat))
    assert sum(inferred) > 3 * sum(uniform)
    assert min(uniform) < 1.0  # the uniform samples do contradict some past decision


def test_samples_keep_the_view_and_play_on_legally() -> None:
    sampler = Sampler(rollout_choice, steps=2)
    state, seat = _medium_deal(4, 30)
    view = rf.view(state, seat)
    rng = random.Random(1)
    for k in range(12):
        sample = sampler.sample(view, rng)
        assert rf.view(sample, seat) == view
        pick = random.Random(k)
        while not rf.is_over(sample):
            s = min(rf.to_act(sample))
            rf.apply(sample, s, pick.choice(rf.legal_actions(sample, s)), check=True)


@pytest.mark.parametrize("miss", [0.2, 0.5])
def test_a_decision_medium_would_not_make_costs_the_miss_factor(miss: float) -> None:
    state, seat = _medium_deal(3, 24)
    first = next(past_decisions(state, seat))[1]
    assert first is not None

    def contrary(position: rf.State, s: int, legal: Any) -> Any:
        action = rollout_choice(position, s, legal)
        if rf.view(position, s) == first:
            return next(a for a in legal if a != action)
        return action

    assert Sampler(contrary, miss=miss).likelihood(state, seat) == pytest.approx(miss)


def _slow_likelihood(sample: rf.State, seat: int, miss: float) -> float:
    """The likelihood by its definition: the whole deal replayed, Medium asked on each view."""
    medium, w = MediumBot(), 1.0
    for _, past, legal, action in past_decisions(sample, seat):
        if past is None:
            return 0.0
        if medium.choose(past, legal, random.Random(0)) != action:
            w *= miss
    return w


@pytest.mark.parametrize("miss", [0.2, 0.05])
def test_the_likelihood_read_into_replayed_positions_is_the_replayed_one(miss: float) -> None:
    """The sampler replays the deal once per view and reads each sample's hands into those
    positions, keeping each hand's factor: the same likelihood as a full replay of every
    sample, on walked samples, uniform ones and ones the log rules out."""
    compared = zeros = 0
    for seed in range(8):
        state, seat = _medium_deal(20 + seed, 14 + 3 * seed)
        view = rf.view(state, seat)
        sampler = Sampler(rollout_choice, miss=miss)
        rng = random.Random(seed)
        samples = [state, *(rf.sample_state(view, rng) for _ in range(6))]
        walk = state
        for _ in range(30):
            walk = neighbour(walk, seat, rng)
            samples.append(walk)
        for sample in samples + samples[:5]:  # the second time from the kept factors
            want = _slow_likelihood(sample, seat, miss)
            floor = rng.random() * 0.3  # a factor cut at a floor is kept, not taken as exact
            cut = sampler.likelihood(sample, seat, floor, view=view)
            assert (cut < floor) == (want < floor)
            assert sampler.likelihood(sample, seat, view=view) == pytest.approx(want)
            assert sampler.likelihood(sample, seat) == pytest.approx(want)
            compared += 1
            zeros += want == 0.0
    assert compared and zeros  # some walked samples break the log


def test_a_pass_the_sample_makes_illegal_gives_no_likelihood() -> None:
    """A sample that hands 2S to a seat that passed on a lower single contradicts the log."""
    sampler = Sampler(rollout_choice)
    checked = 0
    for seed in range(40):
        state, seat = _medium_deal(seed, 30)
        top = None
        for e in state.events:
            if e.key == "Played":
                top = e.param("cards")
            elif e.key == "Passed" and e.seat != seat and len(top) == 1 and str(top[0]) != "2S":
                passer = e.seat
                break
        else:
            continue
        holder = next((s for s in range(3) if any(str(c) == "2S" for c in state.hands[s])), None)
        if holder is None or holder in (seat, passer) or not state.hands[passer]:
            continue
        broken = rf.clone(state)
        two = next(c for c in broken.hands[holder] if str(c) == "2S")
        swap = broken.hands[passer][0]
        broken.hands[holder] = [swap if c == two else c for c in broken.hands[holder]]
        broken.hands[passer] = [two, *broken.hands[passer][1:]]
        broken.masks = [mask_of(h) for h in broken.hands]
        assert sampler.likelihood(state, seat) > 0.0
        assert sampler.likelihood(broken, seat) == 0.0
        checked += 1
    assert checked


def test_a_walk_step_swaps_one_card_between_the_other_hands() -> None:
    state, seat = _medium_deal(5, 12)
    rng = random.Random(2)
    for _ in range(20):
        new = neighbour(state, seat, rng)
        assert new.hands[seat] == state.hands[seat]
        assert [len(h) for h in new.hands] == [len(h) for h in state.hands]
        assert sorted(map(str, sum(new.hands, []))) == sorted(map(str, sum(state.hands, [])))
        moved = [set(map(str, new.hands[s])) ^ set(map(str, state.hands[s])) for s in range(3)]
        assert [len(m) for m in moved if m] == [2, 2]
        assert rf.view(new, seat) == rf.view(state, seat)
        assert new.masks != state.masks
        state = new


def test_walked_samples_play_out_as_deals_of_their_own_hands() -> None:
    """A walk step moves cards, bombs among them: the sample must then play as a deal of the
    hands it holds (the engine's tables derived from a hand are rebuilt, not carried over)."""
    for seed in range(6):
        state, seat = _medium_deal(seed, 8)
        rng = random.Random(seed)
        for _ in range(40):
            state = neighbour(state, seat, rng)
            s = rf.clone(state)
            while not rf.is_over(s):
                p = min(rf.to_act(s))
                legal = rf.legal_actions(s, p)
                fresh = dataclasses.replace(s, masks=[], bombs=[])  # tables built from the hands
                assert legal == rf.legal_actions(fresh, p)
                rf.apply(s, p, rng.choice(legal), check=False)


@pytest.mark.parametrize(("steps", "burn"), [(6, 10), (2, 0)])
def test_a_decisions_first_sample_takes_the_burn_in_steps_too(steps: int, burn: int) -> None:
    sampler = Sampler(rollout_choice, steps=steps, burn=burn)
    calls: list[int] = []
    real = sampler.likelihood

    def counting(*args: Any, **kw: Any) -> float:
        calls.append(1)
        return real(*args, **kw)

    sampler.likelihood = counting  # type: ignore[method-assign]
    state, seat = _medium_deal(7, 20)
    view = rf.view(state, seat)
    rng = random.Random(0)
    sampler.sample(view, rng)
    assert len(calls) == 1 + steps + burn  # the fresh draw, the burn-in and the steps
    sampler.sample(view, rng)
    assert len(calls) == 1 + 2 * steps + burn
    sampler.sample(rf.view(state, seat), rng)  # another decision's view starts afresh
    assert len(calls) == 2 + 3 * steps + 2 * burn
