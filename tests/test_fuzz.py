"""Hypothesis state machines, one per game: between legal moves, random action texts
(garbage, foreign cards, other games' verbs, other seats', actions seen in other phases,
huge strings) are refused with a Reason and leave the match byte-identical; legal actions
always apply; a random prefix saved and loaded replays to the same match."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from cardgame.engine.actions import ActionSyntaxError, parse_action
from cardgame.engine.core import IllegalAction, Reason
from cardgame.engine.match import Match
from cardgame.engine.registry import games
from cardgame.engine.saves import match_from_save, match_to_save
from cardgame.lab import checks

CARD_CODES = [r + s for r in "23456789TJQKA" for s in "SHDCJPR"] + [
    "MJ",
    "DOG",
    "PHX",
    "DRG",
    "1S",
    "ZZ",
    "AX",
    "10H",
]
VERBS = [
    "play",
    "pass",
    "draw",
    "take",
    "grand",
    "tichu",
    "exchange",
    "gift",
    "swap",
    "bid",
    "moon",
    "trump",
    "PLAY",
    "Play",
    "wish",
    "suit",
    "",
]
cards = st.lists(st.sampled_from(CARD_CODES), min_size=0, max_size=18).map(" ".join)
texts = st.one_of(
    st.text(max_size=60),
    st.builds(lambda v, c: f"{v} {c}", st.sampled_from(VERBS), cards),
    st.builds(lambda c, w: f"play {c} wish {w}", cards, st.sampled_from("12AKX9")),
    st.builds(lambda c, s: f"play {c} suit {s}", cards, st.sampled_from("SHDCXNT")),
    st.builds(lambda a, b, c: f"exchange {a}>1 {b}>2 {c}>3", *(st.sampled_from(CARD_CODES),) * 3),
    st.builds(lambda n: f"bid {n}", st.integers(-10, 10**20)),
    st.builds(lambda n: f"gift {n}", st.integers(-3, 9)),
    st.builds(
        lambda n, c: (c + " ") * n, st.integers(1000, 20000), st.sampled_from(["play AS", "x"])
    ),
)


def snapshot(match: Match) -> tuple[Any, str]:
    save = match_to_save(match, ["random"] * match.num_seats)
    return match.game.clone(match.state), json.dumps(save)


class MatchMachine(RuleBasedStateMachine):
    game_id = ""

    def __init__(self) -> None:
        super().__init__()
        self.match: Match | None = None
        self.seen: list[str] = []  # action texts legal somewhere earlier

    @initialize(seed=st.integers(0, 10**9))
    def start(self, seed: int) -> None:
        self.match = Match(self.game_id, seed=seed)

    @property
    def m(self) -> Match:
        assert self.match is not None
        return self.match

    def refused(self, seat: int, text: str) -> None:
        m = self.m
        before_state, before_save = snapshot(m)
        try:
            action = parse_action(text)  # the grammar is case-blind and order-blind
        except ActionSyntaxError:
            action = None
        if 0 <= seat < m.num_seats and action in m.game.legal_actions(m.state, seat):
            return
        try:
            m.apply(seat, text)
        except IllegalAction as exc:
            assert isinstance(exc.reason, Reason) and exc.reason.code
        else:  # a foul the options allow (none at the defaults)
            raise AssertionError(f"{text!r} by seat {seat} was accepted")
        after_state, after_save = snapshot(m)
        assert after_state == before_state and after_save == before_save

    @precondition(lambda self: self.match is not None and not self.match.deal_over)
    @rule(pick=st.integers(0, 10**6), moves=st.integers(1, 30))
    def legal_moves(self, pick: int, moves: int) -> None:
        """A few legal moves (chosen from `pick`), so that deals and matches end."""
        m = self.m
        for k in range(moves):
            if m.deal_over:
                return
            seats = sorted(m.to_act())
            seat = seats[(pick + k) % len(seats)]
            legal = m.game.legal_actions(m.state, seat)
            action = legal[(pick * (k + 7)) % len(legal)]
            self.seen.append(str(action))
            del self.seen[:-200]
            m.apply(seat, str(action))

    @precondition(
        lambda self: self.match is not None and self.match.deal_over and not self.match.over
    )
    @rule()
    def next_deal(self) -> None:
        self.m.start_next_deal()

    @precondition(lambda self: self.match is not None)
    @rule(text=texts, seat=st.integers(-2, 6))
    def garbage(self, text: str, seat: int) -> None:
        self.refused(seat, text)

    @precondition(lambda self: self.match is not None and bool(self.seen))
    @rule(pick=st.integers(0, 10**6), seat=st.integers(0, 5))
    def from_another_phase_or_seat(self, pick: int, seat: int) -> None:
        self.refused(seat % self.m.num_seats, self.seen[pick % len(self.seen)])

    @precondition(lambda self: self.match is not None and not self.match.deal_over)
    @rule(pick=st.integers(0, 10**6))
    def another_seats_move(self, pick: int) -> None:
        m = self.m
        waiting = m.to_act()
        others = [s for s in range(m.num_seats) if s not in waiting]
        actor = sorted(waiting)[0]
        legal = m.game.legal_actions(m.state, actor)
        if others:
            self.refused(others[pick % len(others)], str(legal[pick % len(legal)]))

    @precondition(lambda self: self.match is not None)
    @rule(cut=st.integers(0, 10**6))
    def prefix_replays(self, cut: int) -> None:
        m = self.m
        data = match_to_save(m, ["human"] + ["easy"] * (m.num_seats - 1))
        k = cut % (len(data["actions"]) + 1)
        data["actions"] = data["actions"][:k]
        loaded, _ = match_from_save(json.loads(json.dumps(data)))
        for seat, text in m.history[k:]:
            if loaded.deal_over:
                loaded.start_next_deal()
            loaded.apply(seat, text)
        if loaded.deal_over and not m.deal_over:  # a save holds no deal without a move yet
            loaded.start_next_deal()
        assert loaded.state == m.state and loaded.totals == m.totals
        assert loaded.history == m.history

    @invariant()
    def contract_holds(self) -> None:
        if self.match is None:
            return
        m = self.m
        checks.decisions(m.game, m.state, range(m.num_seats))
        checks.cards_once(m.game, m.state)


FUZZ = settings(
    max_examples=30,
    stateful_step_count=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@pytest.mark.parametrize("game_id", list(games()))
def test_fuzz(game_id: str) -> None:
    machine: Any = type(f"Fuzz_{game_id}", (MatchMachine,), {"game_id": game_id})
    machine.TestCase.settings = FUZZ
    machine.TestCase().runTest()


@pytest.mark.parametrize("game_id", list(games()))
@pytest.mark.parametrize("seat", [-1, -4, 4, 5, 10**9])
@pytest.mark.parametrize("text", ["pass", "tichu", "draw", "swap", "play 3H"])
def test_a_seat_the_game_does_not_have_is_refused(game_id: str, seat: int, text: str) -> None:
    m = Match(game_id, seed=3)
    assert seat not in range(m.num_seats), "pick seats this game does not have"
    before = snapshot(m)
    with pytest.raises(IllegalAction) as info:
        m.apply(seat, text)
    assert info.value.reason.code == "NOT_YOUR_TURN"
    assert snapshot(m) == before
