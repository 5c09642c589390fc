"""How the benchmark's parts seat a level and hear its answer, and how a side fared: one
implementation for the strength part and the losses part."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..ai.base import Bot, make_bot
from ..ai.reference import ReferenceBot
from ..ai.replay import where_of
from ..ai.search import SearchBot
from ..ai.workers import Pool
from ..engine.actions import Action
from ..engine.match import Match
from ..engine.registry import GameInfo


def seat_bot(game_id: str, level: str, hard_time: float, samples: int) -> Bot | ReferenceBot:
    """A bot of `level` (the reference too); a searching one boxed to `hard_time` seconds, or
    held to `samples` a decision when that is not 0."""
    if level in ("hard", "reference"):
        kw: dict[str, Any] = {"time_budget": hard_time}
        if samples:
            kw["samples"] = samples
        return ReferenceBot(game_id, **kw) if level == "reference" else SearchBot(game_id, **kw)
    return make_bot(game_id, level)


def decide(
    bot: Bot | ReferenceBot,
    match: Match,
    seat: int,
    legal: Sequence[Action],
    rng: random.Random,
    pool: Pool | None = None,
) -> Action:
    """The bot's answer; a searching bot samples with `pool`'s workers (if any), told the
    position as text."""
    game, state = match.game, match.state
    if isinstance(bot, SearchBot):
        bot.workers = pool
        if pool is not None:
            if isinstance(bot, ReferenceBot):
                return bot.choose_in(state, seat, legal, rng, where_of(match))
            return bot.choose_at(where_of(match), game.view(state, seat), legal, rng)
        if isinstance(bot, ReferenceBot):
            return bot.choose_in(state, seat, legal, rng)
    return bot.choose(game.view(state, seat), legal, rng)


def side_outcome(
    info: GameInfo, side: int, points: Sequence[float], win_sides: set[int]
) -> tuple[float, float]:
    """(the side's share of the win, its points minus the other sides' mean, signed so that
    more is better), from each side's points and the winning sides."""
    win = 1.0 / len(win_sides) if side in win_sides else 0.0
    rest = [p for s, p in enumerate(points) if s != side]
    sign = 1.0 if info.better == "higher" else -1.0
    return win, sign * (points[side] - sum(rest) / max(1, len(rest)))
