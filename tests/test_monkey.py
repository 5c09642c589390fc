"""The monkey in the test command: a minute of random input at the real (headless) app.
No exception, no table that stops taking moves or stops moving, every game with a table
visited. Frame times are reported, never asserted here (`python -m cardgame.lab.monkey` fails
on a frame over 100 ms)."""

from __future__ import annotations

import os
import threading

from cardgame.lab.monkey import Monkey
from cardgame.scenes.games import playable

SECONDS = float(os.environ.get("MONKEY_SECONDS", "60"))  # shorter for a quick check


def test_a_minute_of_random_input(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    report = Monkey(seed=20261201, home=str(tmp_path), check_time=False).run(SECONDS)
    with capsys.disabled():
        print("\nmonkey: " + report.line())
    assert not report.failures, report.failures
    assert {"MenuScene", "NewGameScene", "TableScene"} <= report.scenes
    assert set(playable()) <= report.tables
    assert report.moves > 0
