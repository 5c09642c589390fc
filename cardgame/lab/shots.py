"""`python -m cardgame.lab.shots OUTDIR [WxH ...] [--lang xx|all]`: render the screens to PNG (no
window needed).

The menu (also with a note about the player's files and with the Quit question), each game's
rules, settings and statistics once per size, then every game with a table adds its own shots
(`GameUI.shots`: its new-game screen, the deal being dealt, the table, its choosers, its
scoring scene). Sizes default to 1280x720 and 1920x1080. `--lang` renders in a language
(each language into its own folder, `OUTDIR/<lang>/`; `all` for every catalog); without it
the screens are in English. The fitting test walks the same screens (`screens`).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..scenes.base import App


def _setup_env(home: str) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    os.environ["CARDGAME_HOME"] = home


def screens(app: App, games: list[str] | None = None) -> Iterator[str]:
    """Open every screen in turn on `app`; yields each one's name when it is on top and ready
    to be drawn. Positions are made afresh each time (tables move their match on)."""
    from ..i18n import _
    from ..scenes import routes
    from ..scenes.games import game_ui, playable

    app.store.messages.clear()
    app.store.alerts.clear()
    routes.push("menu", app)
    yield "menu"
    app.store.tell(
        lambda: (
            _("Your {what} file is damaged.").format(what=_("statistics"))
            + " "
            + _("The file was kept as {name}.").format(
                name="statistics.20260101-120000.damaged.json"
            )
        )
    )
    app.store.alerts.clear()
    app.top.resize(app.size)
    yield "menu_note"
    app.store.messages.clear()
    app.top.resize(app.size)
    app.top.quit()  # type: ignore[attr-defined]
    yield "menu_quit"
    app.pop()
    for route in ("settings", "stats"):
        routes.push(route, app)
        yield route
        app.pop()
    ids = games or playable()
    for gid in ids:
        routes.push("rules", app, gid)
        yield f"{gid}_rules"
        app.pop()
    for gid in ids:
        for s in game_ui(gid).shots():
            scene = routes.make(s.route, app, *s.args, **s.kwargs)
            app.push(scene)
            for _i in range(s.frames):
                app.frame(1 / 60, [])
            if s.then is not None:
                s.then(scene)
            yield f"{gid}_{s.name}"
            app.home()
    app.home()


def draw(app: App) -> None:
    """One frame of the top screen, drawn whether or not anything changed."""
    app.dirty = True
    app.frame(0.0, [])


def render(
    outdir: Path,
    sizes: list[tuple[int, int]] | None = None,
    games: list[str] | None = None,
    languages: list[str] | None = None,
) -> list[Path]:
    """Every screen to `outdir` (into `outdir/<lang>/` when `languages` are given)."""
    import pygame

    from ..scenes.base import App

    written: list[Path] = []
    for lang in languages or [""]:
        folder = outdir / lang if lang else outdir
        folder.mkdir(parents=True, exist_ok=True)
        for size in sizes or [(1280, 720), (1920, 1080)]:
            tag = f"{size[0]}x{size[1]}"
            app = App(size)
            app.change_language(lang or "en")
            for name in screens(app, games):
                draw(app)
                path = folder / f"{name}_{tag}.png"
                pygame.image.save(app.screen, str(path))
                written.append(path)
            pygame.display.quit()
    return written


def _languages(arg: str) -> list[str]:
    from ..i18n import available_languages

    return available_languages() if arg == "all" else [arg]


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    languages = None
    if "--lang" in argv:
        i = argv.index("--lang")
        if i + 1 >= len(argv):
            print("--lang needs a language code (or 'all')")
            return 2
        languages = _languages(argv[i + 1])
        del argv[i : i + 2]
    if not argv or argv[0].startswith("-"):  # an option where OUTDIR belongs: no folder "-h"
        print("usage: python -m cardgame.lab.shots OUTDIR [WxH ...] [--lang xx|all]")
        return 2
    from ..i18n import available_languages

    unknown = [x for x in languages or [] if x not in available_languages()]
    if unknown:
        print(f"no catalog for {', '.join(unknown)}; known: {' '.join(available_languages())}")
        return 2
    try:
        sizes = [tuple(int(x) for x in a.split("x")) for a in argv[1:]] or None
    except ValueError:
        print("a size is written WIDTHxHEIGHT, e.g. 1024x640")
        return 2
    with tempfile.TemporaryDirectory() as home:
        _setup_env(home)
        for p in render(Path(argv[0]), sizes, languages=languages):  # type: ignore[arg-type]
            print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
