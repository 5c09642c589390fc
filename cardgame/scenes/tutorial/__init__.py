"""Learn to play: a guided first deal per game, at the real table.

A game's tutorial is data (`scenes/games/<game>/tutorial.py` holds `TUTORIAL`, built with
`script.lesson`); this package is the one layer that plays any of them: `open_tutorial`
sits the prepared deal at the table with a `Guide`, resuming where the player left it.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable
from functools import cache

from ...engine import registry
from ...engine.core import IllegalAction
from ...engine.match import Match
from ...i18n import Words, _
from .. import routes
from ..base import App
from ..dialog import confirm
from .guide import Guide
from .progress import Record
from .script import Tutorial


@cache
def tutorial_of(game_id: str) -> Tutorial | None:
    """The game's tutorial, or None for a game that has none."""
    try:
        games = __package__.rsplit(".", 1)[0] + ".games"
        module = importlib.import_module(f"{games}.{game_id}.tutorial")
    except ModuleNotFoundError:
        return None
    found: Tutorial | None = getattr(module, "TUTORIAL", None)
    return found


GAMES = [g for g in registry.games() if tutorial_of(g) is not None]


def record(app: App) -> Record:
    """The progress of every tutorial, read once per app."""
    rec: Record | None = getattr(app, "tutorials", None)
    if rec is None:
        rec = Record(app.store.save_path.parent)
        app.tutorials = rec  # type: ignore[attr-defined]
    return rec


def seats_of(tutorial: Tutorial, match: Match) -> list[str]:
    return ["human"] + ["medium"] * (match.num_seats - 1)


def prepared(tutorial: Tutorial, actions: list[tuple[int, str]] | None = None) -> Match:
    """The tutorial's deal, after `actions` (replayed with checks: ValueError or
    IllegalAction when they do not fit the deal)."""
    info_options = Match(tutorial.game_id).options
    options = dataclasses.replace(info_options, **dict(tutorial.options))
    match = Match(tutorial.game_id, options, seed=0)
    match.state = match.game.load_position(options, tutorial.position)
    for seat, text in actions or []:
        match.apply(seat, text)
    return match


def open_tutorial(app: App, game_id: str, *, fresh: bool = False) -> bool:
    """Sit the game's tutorial at the table: where the player left it, or from the start
    (`fresh`, or when nothing is under way). False when the game has no tutorial."""
    tutorial = tutorial_of(game_id)
    if tutorial is None:
        return False
    rec = record(app)
    notice = None
    if rec.was_damaged(game_id):
        rec.entries[game_id] = dataclasses.replace(rec.get(game_id), step=0, actions=[])
        notice = _("The saved progress of this lesson was damaged: it starts again.")
    entry = rec.get(game_id)
    if fresh:
        entry.step, entry.actions = 0, []
    try:
        match = prepared(tutorial, entry.actions)
        if not _fits(tutorial, entry.step, entry.actions):
            raise ValueError("the step does not fit the deal")
        if match.deal_over and entry.step >= len(tutorial.steps):
            raise ValueError("a finished deal")
    except (ValueError, IllegalAction):
        if entry.actions or entry.step:
            notice = _("The saved progress of this lesson was damaged: it starts again.")
        entry.step, entry.actions = 0, []
        match = prepared(tutorial)
    entry.offered = True
    rec.write()
    guide = Guide(tutorial, match, rec, notice)
    seats = seats_of(tutorial, match)
    routes.push("table", app, match, seats, animate_deal=False, guide=guide)
    return True


def offer(app: App, game_id: str, then: Callable[[], None]) -> bool:
    """On the first start of a game that has a tutorial, ask whether to learn it first
    (once: the answer is remembered); `then` goes on to the game. False when not asked."""
    if tutorial_of(game_id) is None:
        return False
    rec = record(app)
    entry = rec.get(game_id)
    if entry.offered or entry.done:
        return False
    entry.offered = True
    rec.write()
    title = registry.get(game_id).title

    def learn() -> None:
        open_tutorial(app, game_id)

    confirm(
        app,
        Words(lambda: _("New to {game}?").format(game=title)),
        Words(
            lambda: _(
                "Learn it in a guided first deal: each step shows one rule on the cards "
                "and waits for you. About five minutes."
            )
        ),
        [
            (Words(lambda: _("Learn to play")), learn, "learn"),
            (Words(lambda: _("Just play")), then, "play"),
        ],
    )
    return True


def learn_label() -> str:
    return _("Learn to play")


def learn(app: App, game_id: str) -> None:
    """The "Learn to play" button: the tutorial, where the player left it."""
    open_tutorial(app, game_id)


def _fits(tutorial: Tutorial, step: int, actions: list[tuple[int, str]]) -> bool:
    """A saved step agrees with the actions saved: the script's moves so far, and no further
    than the step's moment."""
    steps, moves = tutorial.steps, tutorial.moves
    if step > len(steps) or step < len(steps) and len(actions) > steps[step].at:
        return False
    k = min(len(actions), len(moves))
    return [tuple(a) for a in actions[:k]] == list(moves[:k])


__all__ = [
    "GAMES",
    "Guide",
    "Tutorial",
    "learn",
    "learn_label",
    "offer",
    "open_tutorial",
    "prepared",
    "record",
    "tutorial_of",
]
