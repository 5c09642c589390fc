"""A tutorial is data: a prepared deal and the steps that walk a new player through it.

The deal is a position the engine loads (fixed hands, a fixed stock) and every action of the
scripted part of the deal, the computer players' included, in the order they are applied:
so the deal is exactly the prepared one whatever the settings (language, sort order, seats
drawn mirrored). Steps sit between those actions: a text to read (press Continue) or one
action of the player's that the step waits for. A script is written as one sequence:

    lesson(
        say("Welcome ..."),            # a text; the deal waits for Continue
        bot(1, "play 9C"),              # a computer player's move
        you("play 9H", "Match ..."),    # the player's move, with what to say about it
        ...
    )

`show` names what a step points at: `card:7H`, `seat:1`, `zone:discard`, `button:draw`;
a step that waits for a move points at its cards (or its button) by itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Step:
    """One bubble: `text` (an untranslated key, formatted with the seats' names as `{p1}`,
    `{p2}`, ...), shown once `at` actions of the deal have been applied; `act` is the
    player's action the step waits for (its text form), None for Continue."""

    text: str
    at: int
    act: str | None = None
    show: tuple[str, ...] = ()


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    position: Mapping[str, Any]  # the engine's `load_position` description of the deal
    moves: tuple[tuple[int, str], ...]  # every scripted action of the deal, in order
    steps: tuple[Step, ...]
    options: Mapping[str, Any] = field(default_factory=dict)  # rule options (defaults else)
    seats: int = 0  # how many seats (0: the options' count)

    def moves_of(self, seat: int) -> list[str]:
        """The scripted actions of one seat, in order."""
        return [a for s, a in self.moves if s == seat]


@dataclass(frozen=True)
class _Say:
    text: str
    show: tuple[str, ...]


@dataclass(frozen=True)
class _Move:
    seat: int
    action: str
    text: str | None
    show: tuple[str, ...]


def say(text: str, *show: str) -> _Say:
    """A text the player reads; the deal waits for Continue."""
    return _Say(text, show)


def you(action: str, text: str, *show: str) -> _Move:
    """The player's move, with the bubble that asks for it."""
    return _Move(0, action, text, show)


def bot(seat: int, *actions: str) -> list[_Move]:
    """A computer player's moves, in order."""
    return [_Move(seat, a, None, ()) for a in actions]


def lesson(
    game_id: str,
    position: Mapping[str, Any],
    *items: _Say | _Move | list[_Move],
    options: Mapping[str, Any] | None = None,
) -> Tutorial:
    """A tutorial from one sequence of texts and moves (see the module's docstring)."""
    moves: list[tuple[int, str]] = []
    steps: list[Step] = []
    flat: list[_Say | _Move] = []
    for it in items:
        flat.extend(it if isinstance(it, list) else [it])
    for it in flat:
        if isinstance(it, _Say):
            steps.append(Step(it.text, len(moves), None, it.show))
            continue
        if it.text is not None:
            steps.append(Step(it.text, len(moves), it.action, it.show))
        moves.append((it.seat, it.action))
    return Tutorial(game_id, dict(position), tuple(moves), tuple(steps), dict(options or {}))
