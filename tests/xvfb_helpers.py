"""Shared pieces of the Xvfb end-to-end tests: an X server, the game in it, xdotool input.

Each game adds its own `test_xvfb_<game>.py` using `game_window`, `drag`, `click` and
`saved_actions`. Skip with `needs_xvfb` when Xvfb or xdotool is missing.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from cardgame.engine.match import Match
from cardgame.engine.saves import match_to_save

needs_xvfb = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool"
)


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """An X server on a random high display number: low numbers may be taken by servers this
    test cannot see (a shared machine), which would steal the game's window."""
    for _attempt in range(20):
        number = random.randrange(200, 5000)
        r, w = os.pipe()
        proc = subprocess.Popen(
            [
                "Xvfb",
                f":{number}",
                "-displayfd",
                str(w),
                "-screen",
                "0",
                "1280x800x24",
                "-nolisten",
                "tcp",
            ],
            pass_fds=(w,),
            stderr=subprocess.DEVNULL,
        )
        os.close(w)
        with os.fdopen(r) as f:
            ready = f.readline().strip()
        if ready == str(number) and proc.poll() is None:
            return proc, f":{number}"
        proc.kill()
        proc.wait(10)
    raise RuntimeError("could not start Xvfb")


def xdotool(env: dict[str, str], *args: str) -> str:
    out = subprocess.run(
        ["xdotool", *args], env=env, capture_output=True, text=True, timeout=10, check=False
    )
    return out.stdout.strip()


def wait(cond: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.1)
    return cond()


@dataclass
class Window:
    env: dict[str, str]
    wid: str
    display: str
    app: subprocess.Popen
    home: Path
    log: Path

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 10) -> None:
        """Press at `start`, move in steps, release at `end` (window coordinates)."""
        x, y = start
        xdotool(self.env, "mousemove", "--window", self.wid, str(x), str(y))
        time.sleep(0.2)
        xdotool(self.env, "mousedown", "1")
        for k in range(1, steps + 1):
            xdotool(
                self.env,
                "mousemove",
                "--window",
                self.wid,
                str(x + (end[0] - x) * k // steps),
                str(y + (end[1] - y) * k // steps),
            )
            time.sleep(0.03)
        xdotool(self.env, "mouseup", "1")

    def click(self, pos: tuple[int, int]) -> None:
        xdotool(self.env, "mousemove", "--window", self.wid, str(pos[0]), str(pos[1]))
        time.sleep(0.15)
        xdotool(self.env, "click", "1")

    def key(self, name: str) -> None:
        xdotool(self.env, "key", "--window", self.wid, name)

    def saved(self) -> dict | None:
        """The app's unfinished match played last, as the save format (read from its history
        without writing: the app holds the data folder)."""
        import sqlite3

        from cardgame.history import records

        path = self.home / "history.sqlite3"
        if not path.exists():
            return None
        try:
            db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                row = db.execute("SELECT body FROM live ORDER BY updated DESC").fetchone()
            finally:
                db.close()
        except sqlite3.Error:
            return None
        return records.unpack(row[0]) if row else None

    def saved_actions(self) -> list | None:
        data = self.saved()
        return data["actions"] if data else None

    def screenshot(self, path: Path) -> None:
        """The whole screen; taken again (up to three times) while it comes out blank, as it
        can on a loaded machine between two frames (a blank 1280x720 PNG is a few hundred
        bytes; a drawn table is far over 10 kB)."""
        if not Path("/usr/bin/import").exists():
            return
        for _ in range(3):
            time.sleep(0.5)  # the last frame
            subprocess.run(
                ["/usr/bin/import", "-display", self.display, "-window", "root", str(path)],
                timeout=20,
                check=False,
            )
            if path.exists() and path.stat().st_size > 10_000:
                return


@contextlib.contextmanager
def game_window(
    home: Path,
    match: Match,
    seats: list[str],
    size: tuple[int, int] = (1280, 720),
    settings: dict | None = None,
) -> Iterator[Window]:
    """The game started on `match` (saved, then resumed with --continue) in a fresh X server;
    `settings` adds to the settings file."""
    (home / "save.json").write_text(json.dumps(match_to_save(match, seats)))
    (home / "settings.json").write_text(
        json.dumps({"format": 1, "window": list(size), **(settings or {})})
    )
    xvfb, display = start_xvfb()
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    env.update(
        DISPLAY=display,
        CARDGAME_HOME=str(home),
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    launch = (
        "import faulthandler, signal, sys; faulthandler.register(signal.SIGUSR1); "
        "from cardgame.__main__ import main; sys.exit(main(sys.argv[1:]))"
    )
    log = home / "app.log"
    app: subprocess.Popen | None = None
    try:
        wid = ""
        for _attempt in range(3):  # a loaded machine may lose a window at start-up: try again
            with log.open("ab") as err:
                app = subprocess.Popen(
                    [sys.executable, "-c", launch, "--continue", "--size", f"{size[0]}x{size[1]}"],
                    env=env,
                    stdout=subprocess.DEVNULL,
                    stderr=err,
                )

            def found(app: subprocess.Popen = app) -> bool:
                nonlocal wid
                try:
                    out = xdotool(env, "search", "--onlyvisible", "--pid", str(app.pid))
                except subprocess.TimeoutExpired:
                    return False
                wid = out.split("\n")[0]
                return bool(wid) or app.poll() is not None

            if wait(found, 20) and wid:
                break
            if app.poll() is None:
                app.send_signal(signal.SIGUSR1)  # where is it? (in the log)
                time.sleep(0.5)
                app.kill()
            app.wait(10)
        assert wid and app is not None, (
            f"the game window did not appear on {display}: {log.read_text()[-3000:]}"
        )
        time.sleep(1.0)  # the first frame
        yield Window(env, wid, display, app, home, log)
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
