"""The soak in the test command: about a minute of whole matches of every game, mixed
players and random options, the contract's invariants at every step. A failure becomes a
save file that `--replay` plays again to the same failure."""

from __future__ import annotations

import json
import os
import random

import pytest

from cardgame.engine.registry import games
from cardgame.lab import checks, soak

SECONDS = float(os.environ.get("SOAK_SECONDS", "60"))  # shorter for a quick check


def test_a_minute_of_soak(tmp_path, capsys):
    runner = soak.Soak(seed=20261201, out=tmp_path, quiet=True)
    tally = runner.run(SECONDS, list(games()))
    with capsys.disabled():
        print("\nsoak: " + runner.summary(SECONDS))
    assert tally.failures == 0, [p.read_text()[-2000:] for p in tmp_path.glob("*.json")]
    assert set(tally.per_game) == set(games())
    assert not list(tmp_path.glob("*.json"))


@pytest.mark.parametrize("game_id", list(games()))
def test_random_options_vary_and_are_accepted(game_id):
    info = games()[game_id]
    seen = {repr(soak.random_options(info, random.Random(k))) for k in range(30)}
    assert len(seen) > 5  # each is accepted by the options class (it constructed them)


def test_a_failure_is_written_as_a_save_that_replays_to_it(tmp_path, monkeypatch):
    real = checks.deal_end

    def broken(match):
        if match.info.id == "runfast":
            raise checks.Broken("the settlement sums to zero")
        real(match)

    monkeypatch.setattr(checks, "deal_end", broken)
    runner = soak.Soak(seed=5, out=tmp_path, quiet=True)
    runner.match("runfast", 0)
    assert runner.tally.failures == 1
    (path,) = tmp_path.glob("runfast-*.json")
    data = json.loads(path.read_text())
    assert data["game"] == "runfast" and data["actions"]
    assert "sums to zero" in data["soak"]["failure"]
    assert soak.replay(path) == 1  # the same check breaks again on replay
    monkeypatch.setattr(checks, "deal_end", real)
    assert soak.replay(path) == 0  # and holds once the fault is gone
