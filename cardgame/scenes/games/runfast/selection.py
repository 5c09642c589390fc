"""What a selection of cards means now: the legal play it is, named, or the engine's reason
why not; and the two orders a hand can be sorted in (rank with the 2 highest, or suit).

Built once per decision (a lead from a 16-card hand lists up to ~2,000 plays) and asked
only when the selection changes, never per frame.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ....engine.actions import Action, Play
from ....engine.cards import Card
from ....engine.runfast import rules as rf
from ....engine.runfast.combos import RANK_OF
from .words import explain, play_name

SUITS = "SHDC"


def rank_key(c: Card) -> tuple[int, int]:
    """3 lowest, the 2 highest; suits only to keep equal ranks together in a fixed order."""
    return (RANK_OF[c], SUITS.index(c.suit))


def suit_key(c: Card) -> tuple[int, int]:
    return (SUITS.index(c.suit), RANK_OF[c])


class PlayIndex:
    """The legal plays of one decision, by their card set."""

    def __init__(self, legal: Sequence[Action]) -> None:
        self.by_cards: dict[frozenset[Card], Play] = {
            frozenset(a.cards): a for a in legal if isinstance(a, Play)
        }

    def find(self, cards: Iterable[Card]) -> Play | None:
        return self.by_cards.get(frozenset(cards))


def selection_label(
    state: Any, seat: int, index: PlayIndex, cards: Sequence[Card]
) -> tuple[str, bool]:
    """(text, playable): the combination's name when it may be played now, else the reason."""
    if not cards:
        return "", False
    action = index.find(cards)
    opening = bool(getattr(state, "opening", False))
    if action is not None:
        return play_name(action.cards, opening, state.options), True
    why = rf.why_illegal(state, seat, Play(tuple(cards)))
    if why is None:  # accepted though not listed: cannot happen in Run Fast (no fouls)
        return play_name(cards, opening, state.options), True
    return explain(why), False
