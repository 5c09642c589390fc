"""Bots over the registry: they answer legally, quickly enough, and cannot cheat."""

from __future__ import annotations

import random

import pytest

from cardgame.ai.base import make_bot
from cardgame.engine.match import Match
from cardgame.engine.registry import games


def _positions(game_id: str, count: int, seed: int = 11):
    """States at decisions with a real choice, reached by random play."""
    rng = random.Random(seed)
    found = []
    k = 0
    while len(found) < count:
        m = Match(game_id, seed=seed * 1000 + k)
        k += 1
        game = m.game
        while not game.is_over(m.state) and len(found) < count:
            seat = min(game.to_act(m.state))
            legal = game.legal_actions(m.state, seat)
            if len(legal) > 1 and rng.random() < 0.15:
                found.append((game, game.clone(m.state), seat))
            m.apply(seat, rng.choice(legal), check=False)
    return found


@pytest.mark.parametrize("game_id", list(games()))
@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_every_level_answers_with_a_legal_action(game_id: str, level: str) -> None:
    bot = make_bot(game_id, level)
    for game, state, seat in _positions(game_id, 40):
        legal = game.legal_actions(state, seat)
        assert bot.choose(game.view(state, seat), legal, random.Random(3)) in legal


@pytest.mark.parametrize("game_id", list(games()))
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_choices_do_not_change_when_the_hidden_cards_are_reshuffled(
    game_id: str, level: str
) -> None:
    bot = make_bot(game_id, level, **({"samples": 3} if level == "hard" else {}))
    positions = _positions(game_id, 6 if level == "hard" else 40, seed=5)
    reshuffled = 0
    for i, (game, state, seat) in enumerate(positions):
        view = game.view(state, seat)
        legal = game.legal_actions(state, seat)
        other = game.sample_state(view, random.Random(i))  # same view, other hidden cards
        reshuffled += game.zones(other) != game.zones(state)
        a = bot.choose(view, legal, random.Random(99))
        b = bot.choose(game.view(other, seat), game.legal_actions(other, seat), random.Random(99))
        assert a == b
    assert reshuffled > 0
