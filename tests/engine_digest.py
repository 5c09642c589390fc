"""A digest of everything the engines say over seeded random deals: legal lists, events,
observations, views, samples, clones (and a move played on each) and results, per game and
option set.

The compiled engine and the pure source must give the same digest (tests/test_compiled.py);
`python tests/engine_digest.py [deals [game]]` prints one line per game and option set.
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path
from typing import Any

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardgame.engine.registry import get

# Per game: the defaults and a few non-default rule sets.
OPTION_SETS: dict[str, list[dict[str, Any]]] = {
    "tichu": [
        {},
        {"wish_required": True},
        {"grand_tichu_enabled": False, "exchange_enabled": False},
        {"tichu_calls_enabled": False, "target_score": 200},
    ],
    "runfast": [
        {},
        {"must_beat": False, "heavenly_bomb": False},
        {"opening_requires_3h": False, "three_aces_bomb": False, "allow_breaking_bombs": False},
        {"removed_ace": "AS", "later_deal_leader": "previous_winner", "unplayed_bomb_penalty": 5},
    ],
    "pis_yedili": [
        {},
        {"num_players": 2, "voluntary_draw": False, "seven_stack": "double"},
        {"num_players": 5, "draw_limit": "one", "jack_must_change_suit": True},
        {
            "num_players": 3,
            "ace_rule": "extra_turn",
            "stock_exhausted": "reshuffle",
            "exhausted_scoring": "all_pay",
        },
    ],
    "ghost_euchre": [
        {},
        {"ghost_swap": False, "left_bower": False},
        {"no_trump": True, "stick_the_dealer": True},
        {"renege_mode": "penalize", "moon_points": 16},
    ],
}


def digest(game_id: str, overrides: dict[str, Any], deals: int) -> str:
    """Play `deals` seeded random deals and hash every answer the engine gives."""
    info = get(game_id)
    game, options = info.module, info.options_from_dict(overrides)
    seats = info.seats(options)
    h = hashlib.sha256()

    def put(value: object) -> None:
        h.update(repr(value).encode())
        h.update(b"\n")

    for deal in range(deals):
        rng = random.Random(f"{game_id}/{deal}")
        setup = game.first_setup(options, deal)
        state = game.new_state(options, deal, setup)
        step = 0
        while not game.is_over(state):
            acting = sorted(game.to_act(state))
            put(acting)
            legal = {s: game.legal_actions(state, s) for s in acting}
            for s in acting:
                put([str(a) for a in legal[s]])
            seat = rng.choice(acting)
            action = rng.choice(legal[seat])
            if step % 7 == 0:
                other = rng.choice(acting)
                put(game.why_illegal(state, other, action))
            events = game.apply(state, seat, action, check=step % 2 == 0)
            for event in events:
                put(event)
                for s in range(seats):
                    put(game.observe(event, s))
            if step % 5 == 0:
                for s in range(seats):
                    v = game.view(state, s)
                    put(v)
                    if not game.is_over(state):
                        sample = game.sample_state(v, random.Random(step))
                        put(sorted(game.zones(sample).items()))
                        put(game.view(sample, s) == v)
                        put(sorted(game.to_act(sample)))
                copy = game.clone(state)
                put(copy == state)
                put(sorted(game.zones(copy).items()))
                if game.to_act(copy):  # a clone plays on as the state would
                    s = min(game.to_act(copy))
                    put(game.apply(copy, s, rng.choice(game.legal_actions(copy, s))))
            step += 1
        put(game.result(state))
        put([game.view(state, s) for s in range(seats)])
    return h.hexdigest()


def digests(deals: int, only: str = "") -> dict[str, str]:
    return {
        f"{game_id} {overrides}": digest(game_id, overrides, deals)
        for game_id, sets in OPTION_SETS.items()
        if only in ("", game_id)
        for overrides in sets
    }


if __name__ == "__main__":
    args = sys.argv[1:]
    for name, value in digests(int(args[0]) if args else 20, *args[1:2]).items():
        print(value[:16], name)
