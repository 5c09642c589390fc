"""`python -m cardgame.shots OUTDIR`: render the menu, new game, rules, the deal being dealt,
the table mid-deal, the suit chooser and the scoring scene to PNG at 1280x720 and 1920x1080 (no window needed)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def _setup_env(home: str) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    os.environ["CARDGAME_HOME"] = home


def _jack_position(seed_from: int = 1):
    """A seeded match advanced by bots until the human holds a Jack it may play."""
    from .ai.driver import Driver
    from .engine.match import Match
    from .engine.actions import Play
    seats = ["human", "random", "random", "random"]
    for seed in range(seed_from, seed_from + 400):
        m = Match("pis_yedili", seed=seed)
        d = Driver(m, seats)
        for _turn in range(12):
            d.play_deal()
            if m.deal_over:
                break
            legal = m.game.legal_actions(m.state, 0)
            jacks = [a for a in legal if isinstance(a, Play) and a.suit is not None]
            if jacks and _turn >= 2:
                return m, seats, jacks[0].cards[0]
            plain = [a for a in legal if not (isinstance(a, Play) and a.cards[0].rank == "J")]
            d.submit(0, (plain or legal)[0])
    raise RuntimeError("no position with a playable Jack found")


def render(outdir: Path, sizes: list[tuple[int, int]] | None = None) -> list[Path]:
    import pygame
    from .ai.driver import Driver
    from .engine.match import Match
    from .scenes.base import App
    from .scenes.menu import MenuScene
    from .scenes.newgame import NewGameScene
    from .scenes.rules import RulesScene
    from .scenes.scoring import ScoringScene
    from .scenes.table import TableScene
    outdir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for size in sizes or [(1280, 720), (1920, 1080)]:
        tag = f"{size[0]}x{size[1]}"
        app = App(size)

        def shot(name: str) -> None:
            app.dirty = True
            app.frame(0.0, [])
            path = outdir / f"{name}_{tag}.png"
            pygame.image.save(app.screen, str(path))
            written.append(path)

        app.store.messages.clear()
        app.push(MenuScene(app))
        shot("menu")
        app.push(NewGameScene(app, "pis_yedili"))
        shot("newgame")
        app.pop()
        app.push(RulesScene(app))
        shot("rules")
        app.pop()
        # the deal being dealt: cards in flight from the stock to the seats
        dealing = TableScene(app, Match("pis_yedili", seed=21), ["human", "easy", "medium", "hard"])
        app.push(dealing)
        for _ in range(40):
            app.frame(1 / 60, [])
        shot("dealing")
        app.pop()
        # the table mid-deal: a seeded match a few moves in, cards in flight stopped at rest
        match, seats, jack = _jack_position()
        table = TableScene(app, match, seats, animate_deal=False)
        app.push(table)
        shot("table")
        table.try_play([jack])
        shot("chooser")
        table.choose(None)
        # scoring: play the deal out with bots
        m2 = Match("pis_yedili", seed=7)
        d2 = Driver(m2, ["random"] * 4)
        d2.play_deal()
        app.replace(ScoringScene(app, m2, ["human", "medium", "medium", "hard"]))
        shot("scoring")
        pygame.display.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        print("usage: python -m cardgame.shots OUTDIR")
        return 2
    with tempfile.TemporaryDirectory() as home:
        _setup_env(home)
        for p in render(Path(argv[0])):
            print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
