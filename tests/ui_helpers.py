"""Helpers for the scene tests: an app in a temporary home, seeded positions, posted input."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardgame.engine.actions import Play
from cardgame.engine.cards import Card
from cardgame.engine.match import Match
from cardgame.scenes.games.pis_yedili.positions import SEATS, advance_until, playable_jack  # noqa: F401


def human_turn_match(want: Callable[[Match], Card | None]) -> tuple[Match, list[str], Card]:
    """A seeded match advanced by bots until `want(match)` names a card of the human's hand."""
    return advance_until(want)


def legal_plain_card(m: Match) -> Card | None:
    """A card the human may play with exactly one action (no suit to name)."""
    legal = m.game.legal_actions(m.state, 0)
    plays = [a for a in legal if isinstance(a, Play)]
    for a in plays:
        if a.suit is None and sum(1 for b in plays if b.cards == a.cards) == 1:
            return a.cards[0]
    return None


def refused_card(m: Match) -> Card | None:
    """A card in the human's hand that no legal action plays (after the opening)."""
    if m.state.phase.value not in ("TURN", "AFTER_DRAW"):
        return None
    legal_cards = {c for a in m.game.legal_actions(m.state, 0) for c in getattr(a, "cards", ())}
    for c in m.state.hands[0]:
        if c not in legal_cards:
            return c
    return None


def card_point(table, card: Card) -> tuple[int, int]:
    """A point on the visible part of `card` in the human's hand."""
    hand = table.hand()
    i = hand.index(card)
    slots = table.layout.hand_slots(len(hand))
    r = slots[i][0]
    visible = r.width if i == len(hand) - 1 else slots[i + 1][0].left - r.left
    return (r.left + max(2, visible // 2), r.centery)


def post_drag(start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Mouse down at `start`, moves to `end`, up at `end` (events carry real positions)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    x0, y0 = start
    for k in range(1, steps + 1):
        p = (x0 + (end[0] - x0) * k // steps, y0 + (end[1] - y0) * k // steps)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def pile_centre(table) -> tuple[int, int]:
    """The middle of Pis Yedili's pile on this table."""
    return table.presenter.zone_rect("discard").center


def post_click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def run_frames(app, until: Callable[[], bool], limit: int = 5000, dt: float = 0.05) -> None:
    """Advance the app in steps of `dt` seconds until `until()` holds."""
    for _ in range(limit):
        if until():
            return
        app.frame(dt)
    assert until(), "condition not reached"
