"""What one finished deal and one match are as rows, and the checksum each row carries.

A deal's body holds all that replays it through the engine without its match: the game,
options, seed, the deal's setup (number, dealer, leader, totals before it), the seats and
their levels, and its actions; then its result per seat. The checksum covers every column
the statistics read, so a flipped bit anywhere in a row is found, not counted.
"""

from __future__ import annotations

import hashlib
import json
import time
import zlib
from dataclasses import dataclass
from typing import Any

from ..engine.core import DealSetup, HandResult
from ..engine.match import Match
from ..engine.registry import GameInfo, get

MIXED = "mixed"  # opponents of different levels


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def checksum(*columns: Any) -> str:
    """The checksum of a row's columns (16 hex digits of BLAKE2b: finds any change by
    accident; the file is the player's own, so no secret key is needed). Each column counts
    with its length, so no two rows' columns run together into the same bytes."""
    h = hashlib.blake2b(digest_size=8)
    for c in columns:
        if isinstance(c, bytes):
            data = c
        elif isinstance(c, str):
            data = b"s" + c.encode("utf-8")
        elif c is None or isinstance(c, (int, float)):
            data = repr(c).encode()  # what SQLite gives back: exact ints and doubles
        else:
            data = b"j" + canonical(c).encode("utf-8")
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


def pack(body: dict[str, Any]) -> bytes:
    """A row's body as stored: compressed JSON (a Tichu deal's ~2.5 KB become ~0.6 KB)."""
    return zlib.compress(canonical(body).encode("utf-8"), 6)


def unpack(blob: bytes) -> Any:
    """A stored body read back (raises ValueError or zlib.error when it is damaged)."""
    return json.loads(zlib.decompress(blob).decode("utf-8"))


def opponents_level(seats: list[str], human: int) -> str:
    """The level the player met: the computer players' one, or `mixed`."""
    levels = {s for i, s in enumerate(seats) if i != human}
    return levels.pop() if len(levels) == 1 else MIXED


def deal_row(
    match: Match, seats: list[str], human: int, counters: dict[str, int], match_id: int | None
) -> dict[str, Any]:
    """The finished current deal of `match` as a row of `deals` (without its id)."""
    result = match.results[-1]
    side = match.info.side_of(match.options, human)
    setup = match.setup
    gained = result.points if result.counted else (0,) * len(match.totals)
    before = [t - p for t, p in zip(match.totals, gained, strict=True)]
    body = {
        "game": match.info.id,
        "options": GameInfo.options_to_dict(match.options),
        "seed": match.seed,
        "setup": [setup.number, setup.dealer, setup.leader, before],
        "seats": list(seats),
        "human": human,
        "actions": [[s, a] for s, a in match.history[match.deal_start :]],
        "result": result_dict(result),
        "match_over": match.over,
        "totals": list(match.totals),
    }
    row = {
        "match_id": match_id,
        "game": match.info.id,
        "level": opponents_level(seats, human),
        "counted": int(result.counted),
        "won": int(human in result.winners),
        "points": int(result.points[side]) if result.counted else 0,
        "ended": time.time(),
        "counters": canonical({k: int(v) for k, v in counters.items()}),
        "body": pack(body),
        "deal_key": checksum(body),
    }
    row["checksum"] = deal_checksum(row)
    return row


# `deal_key` names the deal by its content: the same deal recorded twice (a power cut
# between storing it and saving the match replays its last action) is stored once
DEAL_COLUMNS = (
    "match_id",
    "game",
    "level",
    "counted",
    "won",
    "points",
    "ended",
    "counters",
    "body",
    "deal_key",
)


def deal_checksum(row: Any) -> str:
    return checksum(*(row[c] for c in DEAL_COLUMNS))


def result_dict(result: HandResult) -> dict[str, Any]:
    return {
        "points": list(result.points),
        "counted": result.counted,
        "winners": list(result.winners),
        "lines": [
            [side, amount, key, [list(p) for p in params]]
            for side, amount, key, params in result.lines
        ],
    }


def match_row(match: Match, seats: list[str], human: int) -> dict[str, Any]:
    """`match` as a row of `matches` (its deals point to it; a stored row keeps its start)."""
    body = {
        "options": GameInfo.options_to_dict(match.options),
        "seats": list(seats),
        "human": human,
        "totals": list(match.totals),
        "deals": len(match.results),
    }
    row = {
        "game": match.info.id,
        "seed": match.seed,
        "level": opponents_level(seats, human),
        "started": time.time(),
        "finished": time.time() if match.over else None,
        "won": int(human in match.winners()) if match.over else None,
        "body": pack(body),
    }
    row["checksum"] = match_checksum(row)
    return row


MATCH_COLUMNS = ("game", "seed", "level", "started", "finished", "won", "body")


def match_checksum(row: Any) -> str:
    return checksum(*(row[c] for c in MATCH_COLUMNS))


@dataclass
class Steps:
    """A stored deal dealt again and played action by action: each seat's hand before the
    first action and after each one that replays (`good` of `total`), the actions' texts,
    and why action `good` did not replay (None when all did)."""

    hands: list[list[tuple[Any, ...]]]
    actions: list[tuple[int, str]]
    good: int
    total: int
    error: str | None = None


def replay_steps(body: dict[str, Any]) -> Steps:
    """Every position of a stored deal, as far as its actions replay."""
    from ..engine.actions import parse_action

    info = get(body["game"])
    options = info.options_from_dict(body["options"])
    number, dealer, leader, totals = body["setup"]
    game = info.module
    state = game.new_state(options, body["seed"], DealSetup(number, dealer, leader, tuple(totals)))
    seats = info.seats(options)
    actions = [(int(s), str(a)) for s, a in body["actions"]]

    def hands() -> list[tuple[Any, ...]]:
        return [tuple(game.view(state, s).hand) for s in range(seats)]

    out = [hands()]
    for k, (seat, text) in enumerate(actions):
        try:
            game.apply(state, seat, parse_action(text), check=True)
        except Exception as exc:  # an engine that changed since: shown up to here
            return Steps(out, actions, k, len(actions), str(exc)[:200])
        out.append(hands())
    return Steps(out, actions, len(actions), len(actions))


def replay_deal(body: dict[str, Any]) -> tuple[Any, list[Any]]:
    """The deal of a stored body dealt again and played through its actions: (state, the
    events of each action). Raises what the engine raises for an action that does not
    replay."""
    info = get(body["game"])
    options = info.options_from_dict(body["options"])
    number, dealer, leader, totals = body["setup"]
    game = info.module
    state = game.new_state(options, body["seed"], DealSetup(number, dealer, leader, tuple(totals)))
    events = []
    from ..engine.actions import parse_action

    for seat, text in body["actions"]:
        events.append(game.apply(state, seat, parse_action(text), check=True))
    return state, events
