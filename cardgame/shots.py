"""`python -m cardgame.shots OUTDIR [SIZES...]`: render the screens to PNG (no window needed).

The menu, rules, settings and statistics once per size, then every game with a table adds
its own shots (`GameUI.shots`: its new-game screen, the deal being dealt, the table, its
choosers, its scoring scene). Sizes default to 1280x720 and 1920x1080.
"""

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


def render(
    outdir: Path, sizes: list[tuple[int, int]] | None = None, games: list[str] | None = None
) -> list[Path]:
    import pygame

    from .scenes import routes
    from .scenes.base import App
    from .scenes.games import game_ui, playable

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
        routes.push("menu", app)
        shot("menu")
        for route in ("rules", "settings", "stats"):
            routes.push(route, app)
            shot(route)
            app.pop()
        for gid in games or playable():
            for s in game_ui(gid).shots():
                scene = routes.make(s.route, app, *s.args, **s.kwargs)
                app.push(scene)
                for _ in range(s.frames):
                    app.frame(1 / 60, [])
                if s.then is not None:
                    s.then(scene)
                shot(f"{gid}_{s.name}")
                app.home()
        pygame.display.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        print("usage: python -m cardgame.shots OUTDIR [WxH ...]")
        return 2
    sizes = [tuple(int(x) for x in a.split("x")) for a in argv[1:]] or None
    with tempfile.TemporaryDirectory() as home:
        _setup_env(home)
        for p in render(Path(argv[0]), sizes):  # type: ignore[arg-type]
            print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
