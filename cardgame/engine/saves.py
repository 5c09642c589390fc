"""The save format: JSON-ready dicts that record a match as its seed and its actions.

Loading replays every action through the match with checks, so a save can never hold an
impossible state. No file I/O here (that is `cardgame.persistence`).
"""

from __future__ import annotations

import json
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


def match_from_save(data: Any) -> tuple[Match, list[str]]:
    """Rebuild a match by replaying a save; raises SaveError naming the problem."""
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    fmt = data.get("format")
    if not isinstance(fmt, int):
        raise SaveError("the save has no format version")
    if fmt > FORMAT:
        raise SaveError(f"the save is from a newer version of the game (format {fmt})")
    if fmt < 1:
        raise SaveError(f"unknown save format {fmt}")
    for key in ("game", "options", "seed", "seats", "actions"):
        if key not in data:
            raise SaveError(f"the save lacks '{key}'")
    try:
        info = get(str(data["game"]))
    except ValueError as exc:
        raise SaveError(str(exc)) from None
    if not isinstance(data["options"], dict):
        raise SaveError("the save's options are not an object")
    try:
        options = info.options_from_dict(data["options"])
    except ValueError as exc:
        raise SaveError(str(exc)) from None
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("the save's seed is not a whole number")
    seats = data["seats"]
    if (not isinstance(seats, list) or len(seats) != info.seats(options)
            or any(s not in SEAT_KINDS for s in seats)):
        raise SaveError("the save's seats do not fit the game")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise SaveError("the save's action list is not a list")
    match = Match(info.id, options, seed)
    for i, pair in enumerate(actions):
        if (not isinstance(pair, list) or len(pair) != 2 or not isinstance(pair[0], int)
                or not isinstance(pair[1], str)):
            raise SaveError(f"action {i} is not a [seat, text] pair")
        if match.deal_over:
            if match.over:
                raise SaveError(f"action {i} comes after the end of the match")
            match.start_next_deal()
        try:
            match.apply(pair[0], pair[1])
        except IllegalAction as exc:
            raise SaveError(f"action {i} ({pair[1]!r} by seat {pair[0]}) does not replay: "
                            f"{exc.reason}") from None
    return match, list(seats)


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
        raise SaveError(f"the save file is not valid JSON (damaged or truncated at line "
                        f"{exc.lineno}, column {exc.colno})") from None
    return match_from_save(data)
