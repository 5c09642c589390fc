"""`python -m cardgame.lab TOOL [ARGS]`: run one lab tool by name, as `python -m
cardgame.lab.TOOL [ARGS]` would; without a tool, or with one it does not know, it lists the
tools and exits 2.
"""

from __future__ import annotations

import runpy
import sys

# name -> what it does (one line); each is a module of this package with its own --help
TOOLS = {
    "bench": "the bots' figures: speed, decision times, strength, losses (never asserted)",
    "bench_partners": "Tichu partnership figures of a level against a frozen earlier Medium",
    "appbench": "the desktop app's figures: frame time, idle CPU, start-up, memory",
    "soak": "whole matches of every game, the engine contract checked at every step",
    "monkey": "a random player at the real window, headless",
    "shots": "screenshots of every screen to PNG, in any size and language",
    "tichu_waits": "how long the Tichu table keeps you waiting on Hard computer players",
}


def usage() -> str:
    width = max(map(len, TOOLS))
    lines = [f"  {name:<{width}}  {what}" for name, what in TOOLS.items()]
    return "\n".join(
        ["usage: python -m cardgame.lab TOOL [ARGS]   (TOOL --help for its own)"] + lines
    )


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv in (["-h"], ["--help"]):
        print(usage())
        return 0
    if not argv or argv[0] not in TOOLS:
        if argv:
            print(f"unknown tool: {argv[0]}", file=sys.stderr)
        print(usage())
        return 2
    name, rest = argv[0], argv[1:]
    sys.argv = [f"python -m cardgame.lab.{name}", *rest]
    # the tool ends with its own sys.exit(main()), which ends this process with its code
    runpy.run_module(f"cardgame.lab.{name}", run_name="__main__", alter_sys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
