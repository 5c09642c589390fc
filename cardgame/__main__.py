"""`cardgame` / `python -m cardgame`: start the game."""

from __future__ import annotations

import argparse
import sys

from . import __version__


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardgame", description="Card games against the computer.")
    parser.add_argument("--version", action="version", version=f"cardgame {__version__}")
    parser.add_argument("--text", action="store_true", help="play Pis Yedili in the terminal")
    parser.add_argument("--seed", type=int, default=None, help="match seed (replays the same deals)")
    args = parser.parse_args(argv)
    from .textmode import run
    return run(seed=args.seed)


if __name__ == "__main__":
    sys.exit(main())
