"""The save format: JSON-ready dicts that record a match as its seed and its actions.

Loading replays every action through the match with checks, so a save can never hold an
impossible state. No file I/O here (that is `cardgame.persistence`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .core import IllegalAction
from .match import Match
from .registry import GameInfo, get

FORMAT = 1
SEAT_KINDS = ("human", "random", "easy", "medium", "hard")


class SaveError(ValueError):
    """A save that cannot be loaded; the message names what is wrong."""


def match_to_save(match: Match, seats: list[str]) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "game": match.info.id,
        "options": GameInfo.options_to_dict(match.options),
        "seed": match.seed,
        "seats": list(seats),
        "actions": [[s, text] for s, text in match.history],
    }


@dataclass
class Replayed:
    """A save replayed as far as it goes: `good` of its `total` actions applied; `error` names
    why action `good` did not replay (None when every action did)."""

    match: Match
    seats: list[str]
    good: int
    total: int
    error: str | None = None


def replay_prefix(data: Any) -> Replayed:
    """Rebuild a match from a save, stopping at the first action that does not replay.

    A damaged header (format, game, options, seed, seats) raises SaveError: without it there
    is no match to rebuild. A damaged tail only shortens the match, so a player loses the
    moves after the damage instead of the whole match."""
    match, seats, actions = _match_of(data)
    for i, pair in enumerate(actions):
        error = _replay_one(match, i, pair)
        if error is not None:
            return Replayed(match, seats, i, len(actions), error)
    return Replayed(match, seats, len(actions), len(actions))


def _replay_one(match: Match, i: int, pair: Any) -> str | None:
    """Apply the save's action `i`; the reason in words when it does not replay."""
    if (
        not isinstance(pair, list)
        or len(pair) != 2
        or not isinstance(pair[0], int)
        or isinstance(pair[0], bool)
        or not isinstance(pair[1], str)
    ):
        return f"action {i} is not a [seat, text] pair"
    if not 0 <= pair[0] < match.num_seats:
        return f"action {i} names seat {pair[0]}, which the game does not have"
    if match.deal_over:
        if match.over:
            return f"action {i} comes after the end of the match"
        match.start_next_deal()
    try:
        match.apply(pair[0], pair[1])
    except IllegalAction as exc:
        return f"action {i} ({pair[1][:40]!r} by seat {pair[0]}) does not replay: {exc.reason}"
    except Exception as exc:
        return f"action {i} ({pair[1][:40]!r} by seat {pair[0]}) does not replay: {exc!r}"
    return None


def _match_of(data: Any) -> tuple[Match, list[str], list[Any]]:
    """The match a save's header describes, before any action; SaveError when it is damaged."""
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise SaveError("the save has no format version")
    if fmt > FORMAT:
        raise SaveError(f"the save is from a newer version of the game (format {fmt})")
    if fmt < 1:
        raise SaveError(f"unknown save format {fmt}")
    for key in ("game", "options", "seed", "seats", "actions"):
        if key not in data:
            raise SaveError(f"the save lacks '{key}'")
    try:
        info = get(str(data["game"])[:100])
    except ValueError as exc:
        raise SaveError(str(exc)) from None
    if not isinstance(data["options"], dict):
        raise SaveError("the save's options are not an object")
    try:
        options = info.options_from_dict(data["options"])
    except (ValueError, TypeError, OverflowError) as exc:
        raise SaveError(str(exc)[:300]) from None
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("the save's seed is not a whole number")
    seats = data["seats"]
    if (
        not isinstance(seats, list)
        or len(seats) != info.seats(options)
        or any(not isinstance(s, str) or s not in SEAT_KINDS for s in seats)
    ):
        raise SaveError("the save's seats do not fit the game")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise SaveError("the save's action list is not a list")
    return Match(info.id, options, seed), list(seats), actions


def match_from_save(data: Any) -> tuple[Match, list[str]]:
    """Rebuild a match by replaying a save; raises SaveError naming the problem."""
    done = replay_prefix(data)
    if done.error is not None:
        raise SaveError(done.error)
    return done.match, done.seats


def save_text(match: Match, seats: list[str]) -> str:
    """The save as JSON text."""
    return json.dumps(match_to_save(match, seats), indent=1)


def match_from_text(text: str) -> tuple[Match, list[str]]:
    """Parse and replay a save's JSON text; truncated or non-JSON text is a SaveError too."""
    if not text.strip():
        raise SaveError("the save file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"the save file is not valid JSON (damaged or truncated at line "
            f"{exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise SaveError("the save file nests too deeply to be a save") from None
    return match_from_save(data)
