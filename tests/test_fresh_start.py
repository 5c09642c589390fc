"""What the engine does the first time, in a fresh interpreter (as the app does at start):
the inlined shuffle is `random.shuffle` for every deck length, and a view class builds its
first view (or refuses a wrong set of fields in words) before any of its caches are warm."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import cardgame
from cardgame.engine import core
from cardgame.engine.registry import games

_FIRST_TIME = r"""
import json, random
from cardgame.engine import core
from cardgame.engine.match import Match
from cardgame.engine.registry import games

out = {"shuffles": [], "views": {}, "refusal": ""}
for n in range(0, 70):
    mine, theirs = list(range(n)), list(range(n))
    core.shuffle(random.Random(n), mine)
    random.Random(n).shuffle(theirs)
    out["shuffles"].append(mine == theirs)
for game_id in sorted(games()):
    m = Match(game_id, seed=5)
    v = m.game.view(m.state, 0)
    out["views"][game_id] = [type(v).__name__, len(v.hand), v.deal_number]
try:
    core.SeatView.build(seat=0)
except TypeError as exc:
    out["refusal"] = str(exc)
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def first_time() -> dict:
    root = Path(cardgame.__file__).resolve().parent.parent
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run(
        [sys.executable, "-c", _FIRST_TIME],
        env=env,
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout.splitlines()[-1])


def test_a_fresh_shuffle_is_random_shuffle_at_every_length(first_time: dict) -> None:
    assert first_time["shuffles"] == [True] * 70
    cards = list(range(52))  # and the same here, once the steps are known
    core.shuffle(random.Random(9), cards)
    expected = list(range(52))
    random.Random(9).shuffle(expected)
    assert cards == expected


def test_every_game_builds_its_first_view(first_time: dict) -> None:
    assert sorted(first_time["views"]) == sorted(games())
    for _name, size, number in first_time["views"].values():
        assert size > 0 and number == 0


def test_a_view_with_missing_fields_is_refused_naming_every_field(first_time: dict) -> None:
    words = first_time["refusal"]
    assert words.startswith("SeatView needs exactly [")
    for name in ("badges", "counts", "deal_number", "hand", "log", "seat", "turn"):
        assert repr(name) in words
    with pytest.raises(TypeError, match="SeatView needs exactly"):
        core.SeatView.build(seat=0)
