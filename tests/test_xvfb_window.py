"""In a real X window: F11 goes full screen at the screen's size and back to the window's
size, and the picture settings from the file tint what the window shows."""

from __future__ import annotations

import re
import time
from pathlib import Path

from xvfb_helpers import game_window, needs_xvfb, wait, xdotool

from cardgame.engine.match import Match


def geometry(win) -> tuple[int, int]:
    """The size of the game's visible window (SDL may make a new one when switching)."""
    found = xdotool(win.env, "search", "--onlyvisible", "--pid", str(win.app.pid)).split()
    if found:
        win.wid = found[-1]
    out = xdotool(win.env, "getwindowgeometry", win.wid)
    m = re.search(r"Geometry: (\d+)x(\d+)", out)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


@needs_xvfb
def test_f11_full_screen_and_back_in_a_real_window(tmp_path: Path) -> None:
    match = Match("pis_yedili", seed=4)
    seats = ["human", "easy", "easy", "easy"]
    picture = {"contrast": 70, "grain": 70, "temperature": 80}
    with game_window(tmp_path, match, seats, (1100, 680), picture) as win:
        assert wait(lambda: geometry(win) == (1100, 680), 10), geometry(win)
        win.key("F11")
        assert wait(lambda: geometry(win) == (1280, 800), 10), geometry(win)  # the screen
        time.sleep(1.0)
        win.screenshot(tmp_path / "fullscreen.png")
        win.key("F11")
        assert wait(lambda: geometry(win) == (1100, 680), 10), geometry(win)
