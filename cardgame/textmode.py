"""Pis Yedili in the terminal: you against three computer players (medium).

The window is the real app; this mode stays as a quick way to play over a terminal and as a
check that the engine and the bots need no display.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .ai.driver import Driver
from .engine.actions import ActionSyntaxError, parse_action
from .engine.core import Event, IllegalAction
from .engine.match import Match
from .engine.pis_yedili import view as pis_view

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def describe(e: Event, you: int) -> str | None:
    who = "You" if e.seat == you else f"Seat {e.seat}"
    if e.key == "Played":
        return f"{who} played {e.param('card')}"
    if e.key == "Drew":
        card = e.moves[0].card
        return f"{who} drew {card}" if card else f"{who} drew a card"
    if e.key == "Took":
        return f"{who} took {len(e.moves)} penalty cards"
    if e.key == "Passed":
        return f"{who} passed"
    if e.key == "SuitNamed":
        return f"{who} named {SUIT_NAMES[e.param('suit')]}"
    if e.key == "Skipped":
        return f"Seat {e.seat} is skipped" if e.seat != you else "You are skipped"
    if e.key == "DirectionChanged":
        return f"Direction is now {e.param('direction')}"
    if e.key == "Exhausted":
        return "The stock is exhausted: the deal ends"
    if e.key == "Void":
        return "No club found: the deal is void and dealt again"
    if e.key == "Out":
        return f"{who} went out with {e.param('card')}"
    return None


def run(
    seed: int | None = None,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> int:
    seed = random.randrange(10**9) if seed is None else seed
    match = Match("pis_yedili", seed=seed)
    driver = Driver(match, ["human", "medium", "medium", "medium"])
    game = match.game
    write(f"Pis Yedili, match seed {seed}. You are seat 0. Type a number or an action; q quits.")
    seen = 0
    while True:
        events = match.state.events
        for e in events[seen:]:
            o = game.observe(e, 0)
            line = describe(o, 0) if o is not None else None
            if line:
                write("  " + line)
        seen = len(events)
        if match.deal_over:
            r = match.results[-1]
            write(f"Deal over. Points: {list(r.points)}  Totals: {match.totals}")
            if match.over:
                write(f"Match over. Winner(s): {match.winners()}")
                return 0
            match.start_next_deal()
            seen = 0
            continue
        if not driver.human_to_act():
            driver.step()
            continue
        v = pis_view(match.state, 0)
        legal = game.legal_actions(match.state, 0)
        write(
            f"\nTop {v.top} (suit {v.active_suit}), direction {v.direction}, "
            f"pending {v.pending}, stock {v.count('stock')}"
        )
        write("Your hand: " + " ".join(map(str, v.hand)))
        for i, a in enumerate(legal):
            write(f"  {i + 1}: {a}")
        try:
            answer = read("> ").strip()
        except EOFError:
            return 0
        if answer.lower() in ("q", "quit"):
            return 0
        try:
            action = legal[int(answer) - 1] if answer.isdigit() else parse_action(answer)
            driver.submit(0, action)
        except (IndexError, ValueError):
            write("Type the number of an action.")
        except ActionSyntaxError as exc:
            write(str(exc))
        except IllegalAction as exc:
            write(f"Not allowed: {exc.reason}")
