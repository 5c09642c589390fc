"""The driver shared by the table, the benchmark and the tests (CONTRACT 1.2).

While the deal runs, every seat in `to_act` is asked: a bot through `choose(view, legal, rng)`,
the human through the table. Each question is tagged with the number of actions applied when
it was asked; an answer to an older position is dropped and the seat asked again.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action
from ..engine.core import Event, Seat, SeatView
from ..engine.match import Match
from .base import Bot, make_bot
from .thinker import Thinker


@dataclass(frozen=True)
class Request:
    """A question to one seat: its view and legal actions at position `asked_at`."""

    seat: Seat
    view: SeatView
    legal: tuple[Action, ...]
    asked_at: int
    rng_seed: str

    def rng(self) -> random.Random:
        return random.Random(self.rng_seed)


class Driver:
    """Plays a match between bots and (at most) one human seat."""

    def __init__(
        self,
        match: Match,
        seats: Sequence[str],
        bot_options: dict[str, Any] | None = None,
        bots: dict[Seat, Bot] | None = None,
        thinker: Thinker | None = None,
    ) -> None:
        self.match = match
        self.seats = list(seats)
        self.bots: dict[Seat, Bot] = dict(bots or {})
        self.thinker = thinker  # Hard seats think in its process (the window's way)
        self.hard_options = dict(bot_options or {})
        for s, kind in enumerate(self.seats):
            if kind != "human" and s not in self.bots:
                extra = (bot_options or {}) if kind == "hard" else {}
                self.bots[s] = make_bot(match.info.id, kind, **extra)

    @property
    def position(self) -> int:
        """How many actions the match has applied: the tag of every question."""
        return len(self.match.history)

    def is_human(self, seat: Seat) -> bool:
        return self.seats[seat] == "human"

    def decisions_made(self, seat: Seat) -> int:
        return sum(1 for s, _ in self.match.history if s == seat)

    def request(self, seat: Seat) -> Request:
        game, state = self.match.game, self.match.state
        n = self.decisions_made(seat)
        return Request(
            seat,
            game.view(state, seat),
            game.legal_actions(state, seat),
            self.position,
            f"{self.match.seed}/bot/{seat}/{n}",
        )

    def bot_requests(self) -> list[Request]:
        """Questions for every bot seat the game waits for now."""
        if self.match.deal_over:
            return []
        return [self.request(s) for s in sorted(self.match.to_act()) if not self.is_human(s)]

    def human_to_act(self) -> list[Seat]:
        if self.match.deal_over:
            return []
        return [s for s in sorted(self.match.to_act()) if self.is_human(s)]

    def think(self, req: Request) -> Action:
        """Ask the bot (may be slow: the table calls this off the UI thread). A Hard seat
        asks the thinking process when there is one, and thinks itself if it fails."""
        if self.thinker is not None and self.seats[req.seat] == "hard":
            answer = self.thinker.ask(
                self.match,
                req.seat,
                req.asked_at,
                req.legal,
                req.rng_seed,
                "hard",
                self.hard_options,
            )
            if answer is not None:
                return answer
        return self.bots[req.seat].choose(req.view, req.legal, req.rng())

    def submit(
        self, seat: Seat, action: Action | str, asked_at: int | None = None, *, check: bool = True
    ) -> list[Event] | None:
        """Apply an answer; None when it answers an older position (ask again)."""
        if asked_at is not None and asked_at != self.position:
            return None
        return self.match.apply(seat, action, check=check)

    def step(self, *, check: bool = False) -> list[Event]:
        """Let one bot act (the lowest waiting seat); [] when a human or nobody must act."""
        reqs = self.bot_requests()
        if not reqs:
            return []
        req = reqs[0]
        return self.submit(req.seat, self.think(req), req.asked_at, check=check) or []

    def play_deal(self) -> None:
        """Run bots until the deal ends or a human must act."""
        while not self.match.deal_over and not self.human_to_act():
            self.step()
