"""A position told as text, and the process-side replay of it.

Hard's processes (the thinking process, the search's workers) never receive a state: they
are told a position as JSON (the game, its options and seed, the actions so far) and replay
the match themselves. Keeping the last match replayed, a question that extends it applies
only the newest actions.
"""

from __future__ import annotations

import json
from typing import Any

from ..engine.match import Match
from ..engine.registry import GameInfo, get

Where = dict[str, Any]  # {"game", "options", "seed", "actions": [[seat, text], ...]}


def where_of(match: Match, upto: int | None = None) -> Where:
    """The text of `match`'s position after its first `upto` actions (all by default)."""
    history = match.history if upto is None else match.history[:upto]
    return {
        "game": match.info.id,
        "options": GameInfo.options_to_dict(match.options),
        "seed": match.seed,
        "actions": [[s, text] for s, text in history],
    }


class Replay:
    """The last match replayed: a new position that extends it applies only the new moves."""

    def __init__(self) -> None:
        self.key: tuple[Any, ...] = ()
        self.match: Match | None = None

    def at(self, where: Where) -> Match:
        game_id, options, seed = where["game"], where["options"], int(where["seed"])
        actions: list[Any] = where["actions"]
        key = (game_id, json.dumps(options, sort_keys=True), seed)
        match = self.match
        done = len(match.history) if match is not None else 0
        if (
            match is None
            or key != self.key
            or done > len(actions)
            or [list(a) for a in match.history] != [list(a) for a in actions[:done]]
        ):
            info = get(game_id)
            match = Match(info.id, info.options_from_dict(options), seed)
            self.key, self.match, done = key, match, 0
        for seat, text in actions[done:]:
            if match.deal_over:
                match.start_next_deal()
            match.apply(int(seat), str(text))
        if match.deal_over and not match.over:  # a question always comes from a deal in play
            match.start_next_deal()
        return match
