"""What every game's example tests share: legal sets as text, checked actions, refusals."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame.engine.actions import parse_action
from cardgame.engine.cards import parse_cards
from cardgame.engine.core import IllegalAction


class Examples:
    """Helpers bound to one game module."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def legal(self, state: Any, seat: int) -> set[str]:
        return {str(a) for a in self.game.legal_actions(state, seat)}

    def act(self, state: Any, seat: int, text: str) -> list:
        """Apply with checks; the engine must have no objection (a permitted foul passes too)."""
        action = parse_action(text)
        why = self.game.why_illegal(state, seat, action)
        assert why is None, (text, why)
        return self.game.apply(state, seat, action)

    def refused(self, state: Any, seat: int, text: str, code: str | None = None) -> None:
        """The action is illegal, raises with a reason, and leaves the state unchanged."""
        game = self.game
        before = game.clone(state)
        action = parse_action(text)
        why = game.why_illegal(state, seat, action)
        assert why is not None, f"{text} should be illegal"
        assert action not in game.legal_actions(state, seat)
        with pytest.raises(IllegalAction) as info:
            game.apply(state, seat, action)
        assert info.value.reason == why
        if code is not None:
            assert why.code == code, (text, why)
        assert state == before

    def hand(self, state: Any, seat: int) -> set[str]:
        return {str(c) for c in self.game.zones(state)[f"hand:{seat}"]}


def cards(text: str) -> set[str]:
    return {str(c) for c in parse_cards(text)}
