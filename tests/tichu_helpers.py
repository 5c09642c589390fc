"""Small helpers that turn the Tichu rules doc's example positions into states."""

from __future__ import annotations

from typing import Any

from example_helpers import Examples, cards  # noqa: F401  (re-exported for the tests)

from cardgame.engine import tichu as t

_examples = Examples(t)
legal, act, refused, hand = _examples.legal, _examples.act, _examples.refused, _examples.hand


def pos(*, opts: dict[str, Any] | None = None, **desc: Any) -> t.State:
    """A position: hands as `h0="..."`, won cards as `w0="..."`, the rest as load_position."""
    d: dict[str, Any] = {}
    for k, v in desc.items():
        if k[0] in "hw" and k[1:].isdigit():
            d[("hand:" if k[0] == "h" else "won:") + k[1:]] = v
        else:
            d[k] = v
    return t.load_position(t.Options(**(opts or {})), d)


def plays(state: t.State, seat: int) -> set[str]:
    """The legal card plays (without pass and tichu)."""
    return {a for a in legal(state, seat) if a.startswith("play")}


def to_act(state: t.State) -> set[int]:
    return set(t.to_act(state))


def keys(events: list) -> list[str]:
    return [e.key for e in events]


def played(events: list) -> Any:
    """The last Played event."""
    return [e for e in events if e.key == "Played"][-1]


def nobody_bombs(state: t.State) -> None:
    """Every seat the open bomb window polls declines."""
    while state.window:
        act(state, state.window[0], "pass")


def trick_won(events: list) -> tuple[int, int]:
    """(to whom, points) of the trick collected among the events."""
    won = [e for e in events if e.key == "TrickWon"][0]
    return won.param("to"), won.param("points")
