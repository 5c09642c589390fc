"""Every hint of every game says why, in words: over random positions of each game, the
reason the table shows beside the hinted action is a phrase (not empty, no card codes, no
reason codes), from the rules that chose Medium's action."""

from __future__ import annotations

import random
import re

import pytest
from conftest import open_table

from cardgame.ai.base import make_bot
from cardgame.engine.match import Match
from cardgame.engine.registry import games

CODE = re.compile(r"\b([2-9TJQKA][SHDCJPR]|[a-z]+_[a-z_]+)\b")
GAME_IDS = sorted(games())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_hint_carries_a_reason_in_words(app, game_id: str) -> None:
    match = Match(game_id, seed=11)
    table = open_table(app, match, ["human"] + ["random"] * (match.num_seats - 1))
    game = match.game
    medium = make_bot(game_id, "medium")
    rng = random.Random(5)
    asked = 0
    for _ in range(400):
        if match.deal_over:
            if match.over:
                break
            match.start_next_deal()
            continue
        seat = min(match.to_act())
        legal = game.legal_actions(match.state, seat)
        if seat == 0:
            view = game.view(match.state, 0)
            action = medium.choose(view, legal, random.Random(0))
            why = table.presenter.hint_reason(view, action)
            label = table.presenter.hint_label(action, view)
            assert why and not CODE.search(why), (str(action), why)
            assert label and not CODE.search(label), (str(action), label)
            asked += 1
        match.apply(seat, rng.choice(legal))
    assert asked >= 20
