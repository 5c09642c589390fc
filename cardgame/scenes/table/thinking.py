"""The computer players' thinking at the table: a worker thread per answer, started ahead
while the last play is still on show, its answer waiting for the animation and a beat.

A part of `TableScene` (kept apart so each part reads top-down); it uses the scene's driver,
its presenter and its `thinking` / `_early` answers.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import pygame

from ...ai.driver import Driver, Request
from ...ui import anim
from ..base import BOT_READY, Scene

if TYPE_CHECKING:
    from ...engine.match import Match
    from ..games.base import Presenter


class BotThinking(Scene):
    driver: Driver
    match: Match
    presenter: Presenter
    inline_bots: bool
    thinking: dict[str, Any] | None
    _early: dict[str, Any] | None
    speed: float  # the animation speed's factor (the controls' property)

    def _think_ahead(self) -> None:
        """While the last play is still being shown, the next computer player already
        thinks (in a worker); its answer waits for the animation and its beat (`_ask`)."""
        if self.inline_bots or self.thinking is not None or self.match.deal_over:
            return
        early = self._early
        if early is not None and early["at"] == self.driver.position:
            return
        reqs = self.driver.bot_requests()
        if not reqs:
            return
        req = reqs[0]
        ahead: dict[str, Any] = {
            "at": req.asked_at,
            "seat": req.seat,
            "done": False,
            "action": None,
        }
        self._early = ahead
        self._think_in_worker(req, ahead)

    def _think_in_worker(self, req: Request, into: dict[str, Any]) -> None:
        """The bot's answer into `into` (action, done) from a worker thread, then a wake-up."""

        def work() -> None:
            into["action"] = self.driver.think(req)
            into["done"] = True
            try:
                pygame.event.post(pygame.event.Event(BOT_READY))
            except pygame.error:
                pass

        threading.Thread(target=work, daemon=True, name="bot").start()

    def _ask(self, req: Request) -> None:
        beat = anim.BOT_BEAT * self.speed * self.presenter.beat(req.view)
        guide = getattr(self, "guide", None)
        if guide is not None and guide.step is not None:
            beat = 0.0  # a lesson waits on the player only: its moves are known
        early = self._early
        self._early = None
        if early is not None and early["at"] == req.asked_at and early["seat"] == req.seat:
            early.update(req=req, asked=self.app.now, beat=beat)  # its worker fills it in
            self.thinking = early
            return
        th: dict[str, Any] = {
            "req": req,
            "asked": self.app.now,
            "beat": beat,
            "done": False,
            "action": None,
        }
        self.thinking = th
        if self.inline_bots:
            th["action"], th["done"] = self.driver.think(req), True
            return
        self._think_in_worker(req, th)
