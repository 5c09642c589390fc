"""Small helpers that turn the Run Fast rules doc's example positions into states."""

from __future__ import annotations

from typing import Any

from example_helpers import Examples

from cardgame.engine import runfast as rf
from cardgame.engine.actions import parse_action
from cardgame.engine.cards import parse_cards

_examples = Examples(rf)
legal, act, refused = _examples.legal, _examples.act, _examples.refused


def pos(*, opts: dict[str, Any] | None = None, top: str = "", **desc: Any) -> rf.State:
    """A position: hands as `h0="..."`; `top` the top play (put on the table); other keys are
    the loader's counters. Cards the example does not name are gone (closed tricks)."""
    d: dict[str, Any] = {}
    for k, v in desc.items():
        d[f"hand:{k[1:]}" if k[0] == "h" and k[1:].isdigit() else k] = v
    if top:
        d["top"] = top
        d["table"] = top
    return rf.load_position(rf.Options(**(opts or {})), d)


def forced(state: rf.State, seat: int, text: str) -> None:
    """`text` is the seat's only legal action; play it."""
    assert legal(state, seat) == {str(parse_action(text))}
    act(state, seat, text)


def accepted(state: rf.State, seat: int, text: str) -> None:
    assert rf.why_illegal(state, seat, parse_action(text)) is None


def played(events: list) -> Any:
    """The `Played` event among `events`."""
    return next(e for e in events if e.key == "Played")


def points(state: rf.State) -> tuple[int, ...]:
    assert rf.is_over(state)
    return rf.result(state).points


def plays(texts: str) -> set[str]:
    """'A B | C D' -> {'play A B', 'play C D'} with cards in the written order."""
    return {str(parse_action("play " + t)) for t in texts.split("|")}


def cards(text: str) -> tuple:
    return parse_cards(text)


def played_match(actions: int = 6, seed: int = 8) -> Any:
    """A Run Fast match `actions` moves into its first deal, played by random bots."""
    from cardgame.ai.driver import Driver
    from cardgame.engine.match import Match

    m = Match("runfast", seed=seed)
    d = Driver(m, ["random"] * 3)
    while len(m.history) < actions:
        d.step()
    return m
