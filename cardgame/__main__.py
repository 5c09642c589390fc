"""`cardgame` / `python -m cardgame`: open the window (or `--text` for the terminal game)."""

from __future__ import annotations

import argparse
import os
import sys

from . import __version__


def start_app(size: tuple[int, int] | None = None, resume: bool = False) -> int:
    """Open the window on the menu (or straight into the saved game) and run until quit."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .scenes.base import App
    from .scenes.menu import MenuScene
    app = App(size)
    menu = MenuScene(app)
    app.push(menu)
    if resume and menu.resume is not None:
        menu.continue_game()
    if os.environ.get("CARDGAME_READY_EXIT"):   # the start-up benchmark: first frame, then out
        app.frame(0.0)
        print("ready", flush=True)
        return 0
    app.run()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardgame", description="Card games against the computer.")
    parser.add_argument("--version", action="version", version=f"cardgame {__version__}")
    parser.add_argument("--text", action="store_true", help="play Pis Yedili in the terminal")
    parser.add_argument("--seed", type=int, default=None,
                        help="match seed for --text (replays the same deals)")
    parser.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    parser.add_argument("--continue", dest="resume", action="store_true",
                        help="resume the saved game at once")
    args = parser.parse_args(argv)
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
