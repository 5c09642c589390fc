"""Scoring a finished hand (rules doc, sections 12 and 13) and the end of the game (14)."""

from __future__ import annotations

from typing import Final

from ..cards import Card
from ..core import HandResult, Params, Seat
from .combos import cards_of, points
from .state import TichuState, side_of

BETS: Final = {"tichu": 100, "grand": 200}


def card_points(state: TichuState) -> tuple[list[int], list[tuple[int, int, str, Params]]]:
    """Card points per side after the last player's transfers (12, 13.1 point 2)."""
    out = state.out
    pts = [0, 0]
    lines: list[tuple[int, int, str, Params]] = []
    if state.end == "double":
        side = side_of(out[0])
        pts[side] = 200
        lines.append((side, 200, "double_victory", (("seats", (out[0], out[1])),)))
        return pts, lines
    last = next((s for s in range(4) if s not in out), None)
    for s in range(4):
        if s != last:
            pts[side_of(s)] += points(state.won[s])
    lines.extend((side, pts[side], "card_points", ()) for side in (0, 1))
    if last is not None:
        first = out[0]
        won_last = points(state.won[last])
        hand_last = points(state.hands[last])
        pts[side_of(first)] += won_last
        pts[1 - side_of(last)] += hand_last
        lines.append((side_of(first), won_last, "last_won_cards", (("from", last), ("to", first))))
        lines.append((1 - side_of(last), hand_last, "last_hand", (("from", last),)))
    return pts, lines


def result(state: TichuState) -> HandResult:
    """Points per side for the hand: card points (or 200/0), then every call's bet."""
    pts, lines = card_points(state)
    first = state.out[0] if state.out else None
    for s in range(4):
        call = state.calls[s]
        if call:
            bet = BETS[call] if first == s else -BETS[call]
            pts[side_of(s)] += bet
            lines.append((side_of(s), bet, call, (("seat", s), ("made", first == s))))
    winners: tuple[Seat, ...] = ()
    if pts[0] != pts[1]:
        best = 0 if pts[0] > pts[1] else 1
        winners = (best, best + 2)
    shown: tuple[tuple[Seat, tuple[Card, ...]], ...] = ()
    if state.end == "third":
        shown = tuple((s, cards_of(state.hands[s])) for s in range(4) if state.hands[s])
    return HandResult((pts[0], pts[1]), True, winners, tuple(lines), shown)
