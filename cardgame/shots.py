"""`python -m cardgame.shots OUTDIR`: render the menu, new game, rules, the deal being dealt,
the table mid-deal, the suit chooser and the scoring scene to PNG at 1280x720 and 1920x1080
(no window needed)."""

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


SEATS = ["human", "random", "random", "random"]


def advance_until(want, seats: list[str] | None = None, min_turns: int = 0):
    """A seeded match advanced by bots (the human playing its first non-Jack option, or
    drawing) until `want(match)` names a card of the human's hand: (match, seats, card)."""
    from .ai.driver import Driver
    from .engine.actions import Play
    from .engine.match import Match
    seats = seats or SEATS
    for seed in range(1, 400):
        m = Match("pis_yedili", seed=seed)
        d = Driver(m, seats)
        for turn in range(15):
            d.play_deal()
            if m.deal_over:
                break
            card = want(m) if turn >= min_turns else None
            if card is not None:
                return m, seats, card
            legal = m.game.legal_actions(m.state, 0)
            plain = [a for a in legal if not (isinstance(a, Play) and a.cards[0].rank == "J")]
            d.submit(0, (plain or legal)[0])
    raise RuntimeError("no such position in the first 400 seeds")


def playable_jack(m):
    """A Jack the human may play now, naming a suit."""
    from .engine.actions import Play
    forms = [a for a in m.game.legal_actions(m.state, 0) if isinstance(a, Play) and a.suit]
    return forms[0].cards[0] if forms else None


def render(outdir: Path, sizes: list[tuple[int, int]] | None = None) -> list[Path]:
    import pygame

    from .ai.driver import Driver
    from .engine.match import Match
    from .scenes.base import App
    from .scenes.menu import MenuScene
    from .scenes.newgame import NewGameScene
    from .scenes.rules import RulesScene
    from .scenes.scoring import ScoringScene
    from .scenes.settings import SettingsScene
    from .scenes.table import TableScene
    outdir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for size in sizes or [(1280, 720), (1920, 1080)]:
        tag = f"{size[0]}x{size[1]}"
        app = App(size)

        def shot(name: str, app: App = app, tag: str = tag) -> None:
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
        app.push(SettingsScene(app))
        shot("settings")
        app.pop()
        # the deal being dealt: cards in flight from the stock to the seats
        dealing = TableScene(app, Match("pis_yedili", seed=21), ["human", "easy", "medium", "hard"])
        app.push(dealing)
        for _ in range(40):
            app.frame(1 / 60, [])
        shot("dealing")
        app.pop()
        # the table mid-deal: a seeded match a few moves in, cards in flight stopped at rest
        match, seats, jack = advance_until(playable_jack, min_turns=2)
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
