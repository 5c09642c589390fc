"""Pis Yedili's rule options (rules doc, section 11), defaults as the doc says."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

_CHOICES: Final = {
    "draw_limit": ("until_playable", "one"),
    "seven_stack": ("add", "double"),
    "ace_rule": ("optional_follow", "extra_turn"),
    "stock_exhausted": ("end_deal", "reshuffle"),
    "exhausted_scoring": ("lowest_zero", "all_pay"),
    "match_tie": ("shared", "extra_deals"),
}


@dataclass(frozen=True, kw_only=True)
class PisOptions:
    num_players: int = 4
    match_deals: int = 5
    first_dealer: str | int = "random"
    voluntary_draw: bool = True
    draw_limit: str = "until_playable"
    jack_must_change_suit: bool = False
    seven_stack: str = "add"
    ace_rule: str = "optional_follow"
    stock_exhausted: str = "end_deal"
    exhausted_scoring: str = "lowest_zero"
    last_card_multipliers: bool = True
    match_tie: str = "shared"

    def __post_init__(self) -> None:
        if not isinstance(self.num_players, int) or not 2 <= self.num_players <= 5:
            raise ValueError("num_players must be 2 to 5")
        if not isinstance(self.match_deals, int) or not 1 <= self.match_deals <= 10:
            raise ValueError("match_deals must be 1 to 10")
        if self.first_dealer != "random" and not (
            isinstance(self.first_dealer, int) and 0 <= self.first_dealer < self.num_players
        ):
            raise ValueError("first_dealer must be 'random' or a seat")
        for name in ("voluntary_draw", "jack_must_change_suit", "last_card_multipliers"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be on or off")
        for name, allowed in _CHOICES.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}")
