"""The one match loop shared by every game: deals, seeds, totals, dealer rotation, the end.

A game adds only `first_setup`, `next_setup` and `match_over`; everything else (seeding each
deal from the match seed, adding up totals per side, ranking sides) lives here.
"""

from __future__ import annotations

from typing import Any

from .actions import Action, ActionSyntaxError, parse_action
from .core import (
    NOT_YOUR_TURN,
    UNKNOWN_ACTION,
    DealSetup,
    Event,
    HandResult,
    IllegalAction,
    Seat,
    reason,
)
from .registry import GameInfo, get


class Match:
    """A match of one game: the current deal's state plus totals and the action record."""

    def __init__(self, game_id: str, options: Any = None, seed: int = 0) -> None:
        self.info: GameInfo = get(game_id)
        self.game = self.info.module
        self.options = options if options is not None else self.info.default_options()
        self.seed = int(seed)
        self.sides = self.info.sides(self.options)
        self.num_seats = self.info.seats(self.options)
        self.totals: list[int] = [0] * self.sides
        self.results: list[HandResult] = []
        self.counted_deals = 0
        self.history: list[tuple[Seat, str]] = []  # every action of the match, in order
        self.deal_start = 0  # index in history where the current deal began
        self.setup: DealSetup = self.game.first_setup(self.options, self.seed)
        self.state = self.game.new_state(self.options, self.seed, self._with_totals(self.setup))
        self.over = False

    def _with_totals(self, setup: DealSetup) -> DealSetup:
        return DealSetup(setup.number, setup.dealer, setup.leader, tuple(self.totals))

    # -- playing -------------------------------------------------------------------------------
    @property
    def deal_over(self) -> bool:
        return self.game.is_over(self.state)

    def to_act(self) -> frozenset[Seat]:
        return self.game.to_act(self.state)

    def apply(self, seat: Seat, action: Action | str, *, check: bool = True) -> list[Event]:
        """Apply one action to the current deal; the deal's end updates the totals."""
        if not isinstance(seat, int) or not 0 <= seat < self.num_seats:  # -1 would index seat n-1
            raise IllegalAction(reason(NOT_YOUR_TURN, seat=str(seat)[:20]), action)
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except ActionSyntaxError as exc:
                raise IllegalAction(reason(UNKNOWN_ACTION, text=str(exc)), action) from None
        events = self.game.apply(self.state, seat, action, check=check)
        self.history.append((seat, str(action)))
        if self.game.is_over(self.state):
            self._finish_deal()
        return events

    def _finish_deal(self) -> None:
        result = self.game.result(self.state)
        self.results.append(result)
        if result.counted:
            self.counted_deals += 1
            for side, pts in enumerate(result.points):
                self.totals[side] += pts
        self.over = self.game.match_over(self.options, tuple(self.totals), self.counted_deals)

    def start_next_deal(self) -> None:
        """Deal the next hand of an unfinished match whose current deal is over."""
        if not self.deal_over or self.over:
            raise RuntimeError("the current deal is not over, or the match is")
        self.setup = self.game.next_setup(self.options, self.setup, self.results[-1])
        self.deal_start = len(self.history)
        self.state = self.game.new_state(self.options, self.seed, self._with_totals(self.setup))

    # -- outcome -------------------------------------------------------------------------------
    def ranking(self) -> list[list[int]]:
        """Sides grouped by place, best first; equal totals share a place."""
        sign = -1 if self.info.better == "higher" else 1
        order = sorted(set(self.totals), key=lambda t: sign * t)
        return [[s for s, t in enumerate(self.totals) if t == total] for total in order]

    def winners(self) -> list[int]:
        return self.ranking()[0] if self.over else []
