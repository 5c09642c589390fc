"""Seeded Pis Yedili positions for screenshots, benchmarks and tests (no window needed)."""

from __future__ import annotations

from collections.abc import Callable

from ....ai.driver import Driver
from ....engine.actions import Play
from ....engine.cards import Card
from ....engine.match import Match

SEATS = ["human", "random", "random", "random"]


def advance_until(
    want: Callable[[Match], Card | None], seats: list[str] | None = None, min_turns: int = 0
) -> tuple[Match, list[str], Card]:
    """A seeded match advanced by bots (the human playing its first non-Jack option, or
    drawing) until `want(match)` names a card of the human's hand: (match, seats, card)."""
    seats = seats or SEATS
    for seed in range(1, 400):
        m = Match("pis_yedili", seed=seed)
        d = Driver(m, seats)
        for turn in range(15):
            d.play_deal()
            if m.deal_over:
                break
            card = want(m) if turn >= min_turns else None
            if card is not None:
                return m, seats, card
            legal = m.game.legal_actions(m.state, 0)
            plain = [a for a in legal if not (isinstance(a, Play) and a.cards[0].rank == "J")]
            d.submit(0, (plain or legal)[0])
    raise RuntimeError("no such position in the first 400 seeds")


def playable_jack(m: Match) -> Card | None:
    """A Jack the human may play now, naming a suit."""
    forms = [a for a in m.game.legal_actions(m.state, 0) if isinstance(a, Play) and a.suit]
    return forms[0].cards[0] if forms else None


def sevens_owed(m: Match) -> Card | None:
    """A card of the human's hand while a run of sevens waits on it (the "+3 cards" badge)."""
    hand = m.game.view(m.state, 0).hand
    return hand[0] if m.state.pending and m.state.current == 0 and hand else None


def mid_deal(seed: int = 3) -> tuple[Match, list[str]]:
    """A table at the human's turn a few moves into a deal, with a full log."""
    match = Match("pis_yedili", seed=seed)
    d = Driver(match, SEATS)
    for _ in range(4):
        d.play_deal()
        legal = match.game.legal_actions(match.state, 0)
        d.submit(0, legal[-1])
    d.play_deal()
    return match, list(SEATS)


def scored_deal(seed: int = 7) -> Match:
    """A match whose first deal was played out by random players."""
    m = Match("pis_yedili", seed=seed)
    Driver(m, ["random"] * 4).play_deal()
    return m


def finished_match(seed: int = 8, deals: int = 3) -> Match:
    """A short match played to its end by random players."""
    from ....engine.pis_yedili.options import PisOptions

    m = Match("pis_yedili", PisOptions(match_deals=deals), seed)
    d = Driver(m, ["random"] * 4)
    while not m.over:
        d.play_deal()
        if not m.over:
            m.start_next_deal()
    return m
