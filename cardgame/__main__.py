"""`cardgame` / `python -m cardgame`: open the window (or `--text` for the terminal game).

`--smoke` checks an installed or frozen build without a screen: it renders the menu and a
table under SDL's dummy video driver, writes a screenshot and exits 0.
"""

from __future__ import annotations

import argparse
import os
import sys

from . import __version__


def start_app(size: tuple[int, int] | None = None, resume: bool = False) -> int:
    """Open the window on the menu (or straight into the saved game) and run until quit."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .collector import settle
    from .scenes.base import App
    from .scenes.menu import MenuScene

    app = App(size)
    menu = MenuScene(app)
    app.push(menu)
    if resume and menu.resume is not None:
        menu.continue_game()
    if os.environ.get("CARDGAME_READY_EXIT"):  # the start-up benchmark: first frame, then out
        app.frame(0.0)
        print("ready", flush=True)
        return 0
    settle()
    app.run()
    return 0


def smoke(out: str) -> int:
    """Render a few frames of the menu and of a table headless; save the table as `out` (and
    the menu beside it, `<name>-menu.png`)."""
    import tempfile
    import time
    from pathlib import Path

    t0 = time.monotonic()
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    with tempfile.TemporaryDirectory() as home:
        os.environ["CARDGAME_HOME"] = home  # leave the player's settings and saves alone
        import pygame

        from .engine.match import Match
        from .scenes.base import App
        from .scenes.menu import MenuScene
        from .scenes.table import TableScene
        from .ui import assets

        Path(out).resolve().parent.mkdir(parents=True, exist_ok=True)
        app = App((1280, 720))
        app.push(MenuScene(app))
        for _ in range(3):
            app.dirty = True
            app.frame(1 / 60, [])
        menu_at = time.monotonic() - t0
        pygame.image.save(app.screen, str(Path(out).with_name(Path(out).stem + "-menu.png")))
        match = Match("pis_yedili", seed=1)
        table = TableScene(app, match, ["human", "easy", "medium", "hard"])
        app.push(table)
        for _ in range(30):
            app.frame(1 / 60, [])
        pygame.image.save(app.screen, str(out))
        seat = min(match.to_act())  # asked as Hard, in the thinking process, as the window asks
        legal = match.game.legal_actions(match.state, seat)
        answer = app.thinker.ask(match, seat, len(match.history), legal, "smoke", "hard")
        app.store.record("smoke", deals=1)  # the history database (sqlite3) writes and reads
        kept = app.store.load_stats().get("smoke", {}).get("deals") == 1
        kept = kept and not app.store.history.in_memory
        app.close()
        pygame.display.quit()
        print(
            f"cardgame {__version__} smoke: menu drawn {menu_at:.2f} s after start, "
            f"{app.frames} frames, assets from {assets.root()}, screenshot {out}, "
            f"thinking process {'answered' if answer is not None else 'FAILED'}, "
            f"history {'kept' if kept else 'FAILED'}",
            flush=True,
        )
    return 0 if answer is not None and kept else 1


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen app starts its thinking process as itself
    parser = argparse.ArgumentParser(
        prog="cardgame", description="Card games against the computer."
    )
    parser.add_argument("--version", action="version", version=f"cardgame {__version__}")
    parser.add_argument("--text", action="store_true", help="play Pis Yedili in the terminal")
    parser.add_argument(
        "--seed", type=int, default=None, help="match seed for --text (replays the same deals)"
    )
    parser.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    parser.add_argument(
        "--continue", dest="resume", action="store_true", help="resume the saved game at once"
    )
    parser.add_argument(
        "--smoke",
        metavar="PNG",
        nargs="?",
        const="cardgame-smoke.png",
        help="check the build headless: draw the menu and a table, save a "
        "screenshot (default cardgame-smoke.png) and exit",
    )
    args = parser.parse_args(argv)
    if args.smoke:
        return smoke(args.smoke)
    if args.text:
        from .textmode import run

        return run(seed=args.seed)
    size = None
    if args.size:
        w, _x, h = args.size.partition("x")
        size = (int(w), int(h))
    return start_app(size, args.resume)


if __name__ == "__main__":
    sys.exit(main())
