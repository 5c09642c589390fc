"""End to end in a real X window (Xvfb), driven by xdotool: drag a card onto the pile.

Skipped when Xvfb or xdotool is missing (CI installs them from apt).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from ui_helpers import human_turn_match, legal_plain_card

from cardgame.engine.saves import match_to_save
from cardgame.ui.layout import TableLayout

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool")
SIZE = (1280, 720)


def _start_xvfb() -> tuple[subprocess.Popen, str]:
    """An X server on a random high display number: low numbers may be taken by servers this
    test cannot see (a shared machine), which would steal the game's window."""
    for _attempt in range(20):
        number = random.randrange(200, 5000)
        r, w = os.pipe()
        proc = subprocess.Popen(["Xvfb", f":{number}", "-displayfd", str(w), "-screen", "0",
                                 "1280x800x24", "-nolisten", "tcp"], pass_fds=(w,),
                                stderr=subprocess.DEVNULL)
        os.close(w)
        with os.fdopen(r) as f:
            ready = f.readline().strip()
        if ready == str(number) and proc.poll() is None:
            return proc, f":{number}"
        proc.kill()
        proc.wait(10)
    raise RuntimeError("could not start Xvfb")


def _xdotool(env: dict[str, str], *args: str) -> str:
    out = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=10)
    return out.stdout.strip()


def _wait(cond, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.1)
    return cond()


def test_drag_and_drop_in_a_real_window(tmp_path: Path) -> None:
    match, seats, card = human_turn_match(legal_plain_card)
    before = len(match.history)
    (tmp_path / "save.json").write_text(json.dumps(match_to_save(match, seats)))
    (tmp_path / "settings.json").write_text(json.dumps({"format": 1, "window": list(SIZE)}))
    xvfb, display = _start_xvfb()
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    env.update(DISPLAY=display, CARDGAME_HOME=str(tmp_path), SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    launch = ("import faulthandler, signal, sys; faulthandler.register(signal.SIGUSR1); "
              "from cardgame.__main__ import main; sys.exit(main(sys.argv[1:]))")
    log = tmp_path / "app.log"
    app: subprocess.Popen | None = None
    try:
        wid = ""
        for _attempt in range(3):   # a loaded machine may lose a window at start-up: try again
            with log.open("ab") as err:
                app = subprocess.Popen([sys.executable, "-c", launch, "--continue", "--size",
                                        f"{SIZE[0]}x{SIZE[1]}"], env=env,
                                       stdout=subprocess.DEVNULL, stderr=err)

            def found(app: subprocess.Popen[bytes] = app) -> bool:
                nonlocal wid
                try:
                    out = _xdotool(env, "search", "--onlyvisible", "--pid", str(app.pid))
                except subprocess.TimeoutExpired:
                    return False
                wid = out.split("\n")[0]
                return bool(wid) or app.poll() is not None
            if _wait(found, 20) and wid:
                break
            if app.poll() is None:
                app.send_signal(signal.SIGUSR1)   # where is it? (in the log)
                time.sleep(0.5)
                app.kill()
            app.wait(10)
        assert wid, f"the game window did not appear on {display}: {log.read_text()[-3000:]}"
        time.sleep(1.0)   # the first frame
        hand = list(match.game.view(match.state, 0).hand)
        layout = TableLayout(SIZE, match.num_seats)
        slots = layout.hand_slots(len(hand))
        i = hand.index(card)
        r = slots[i][0]
        visible = r.width if i == len(hand) - 1 else slots[i + 1][0].left - r.left
        x, y = r.left + max(2, visible // 2), r.centery
        px, py = layout.pile_rect.center
        _xdotool(env, "mousemove", "--window", wid, str(x), str(y))
        time.sleep(0.2)
        _xdotool(env, "mousedown", "1")
        for k in range(1, 11):
            _xdotool(env, "mousemove", "--window", wid, str(x + (px - x) * k // 10),
                     str(y + (py - y) * k // 10))
            time.sleep(0.03)
        _xdotool(env, "mouseup", "1")

        def played() -> bool:
            try:
                actions = json.loads((tmp_path / "save.json").read_text())["actions"]
            except (OSError, ValueError):
                return False
            return len(actions) > before and actions[before] == [0, f"play {card}"]
        assert _wait(played, 15), "the drop did not play the card"
        if Path("/usr/bin/import").exists():
            time.sleep(0.5)
            subprocess.run(["/usr/bin/import", "-display", display, "-window", "root",
                            str(tmp_path / "xvfb.png")], timeout=20, check=False)
            assert (tmp_path / "xvfb.png").stat().st_size > 10_000
        assert app.poll() is None, log.read_text()
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(10)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(10)
