"""`python -m cardgame.lab.tichu_waits [HANDS]`: how long the Tichu table keeps you
waiting, with Hard partners and opponents and the animation at normal speed (printed, never
asserted).

The table runs in real time (dummy video driver, bots in their worker threads); you play as
the Medium bot would, the moment the table lets you. For each of your actions it measures the
time until you may act again, and for every computer decision how long its answer took beyond
the human-feeling beat (the time the table really waits on a bot).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from typing import Any


def measure(hands: int = 1, seed: int = 11) -> dict[str, float]:
    from ..ai.base import make_bot
    from ..engine.match import Match
    from ..scenes.base import App
    from ..scenes.menu import MenuScene
    from ..scenes.table import TableScene

    app = App((1280, 720))
    app.settings.speed = "normal"
    seats = ["human", "hard", "hard", "hard"]
    me = make_bot("tichu", "medium")
    turns: list[float] = []
    beyond: list[float] = []
    thinks: list[float] = []
    for k in range(hands):
        match = Match("tichu", seed=seed + k)
        app.push(MenuScene(app))
        table = TableScene(app, match, seats, animate_deal=True, inline_bots=False)
        app.push(table)
        acted_at: float | None = None
        # keyed by id, holding the dict itself so that its id is never reused by a new one
        watched: dict[int, tuple[dict[str, Any], float]] = {}
        last = time.monotonic()
        while not match.deal_over or table.busy():
            now = time.monotonic()
            app.frame(now - last, [])
            last = now
            th = table.thinking
            if th is not None:
                key = id(th)
                if key not in watched:
                    watched[key] = (th, now)
                if th["done"] and watched[key][1] >= 0:
                    took = now - watched[key][1]
                    thinks.append(took)
                    if os.environ.get("WAITS_VERBOSE"):
                        print(f"  {th['req'].view.decision}: {took:.2f} s")
                    beyond.append(max(0.0, took - th["beat"]))
                    watched[key] = (th, -1.0)
            if table.human_turn() and not table.buttons_stale:
                if acted_at is not None:
                    turns.append(now - acted_at)
                legal = match.game.legal_actions(match.state, 0)
                view = match.game.view(match.state, 0)
                action = me.choose(view, legal, random.Random(len(match.history)))
                table.apply(action, confirmed=True)
                acted_at = time.monotonic()
            time.sleep(0.004)
        app.home()
    return {
        "your turns": len(turns),
        "to your next turn, median s": statistics.median(turns),
        "to your next turn, max s": max(turns),
        "bot answers": len(thinks),
        "bot answer, max s": max(thinks),
        "waiting on a bot beyond its beat, max s": max(beyond),
        "waits beyond the beat over 1 s": sum(1 for b in beyond if b > 1.0),
        "load average while measuring": os.getloadavg()[0],
    }


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    hands = int(argv[0]) if argv else 1
    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        os.environ["CARDGAME_HOME"] = home
        for name, value in measure(hands).items():
            print(f"{name}: {value:.2f}" if isinstance(value, float) else f"{name}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
