"""Run Fast's rule options (rules doc, section 13), defaults as the doc says."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

_RANGES: Final = {
    "match_deals": (1, 20),
    "card_points": (1, 5),
    "spade_two_penalty": (0, 50),
    "bomb_bonus": (0, 50),
    "unplayed_bomb_penalty": (0, 50),
}
_CHOICES: Final = {
    "later_deal_leader": ("three_of_hearts", "previous_winner"),
    "removed_ace": ("AH", "AS"),
}
_FLAGS: Final = (
    "opening_requires_3h",
    "heavenly_bomb",
    "three_aces_bomb",
    "must_beat",
    "allow_breaking_bombs",
    "auto_pass",
)


@dataclass(frozen=True, kw_only=True)
class RunFastOptions:
    match_deals: int = 1
    later_deal_leader: str = "three_of_hearts"
    removed_ace: str = "AH"
    opening_requires_3h: bool = True
    heavenly_bomb: bool = True
    three_aces_bomb: bool = True
    must_beat: bool = True
    allow_breaking_bombs: bool = True
    card_points: int = 1
    never_played_multiplier: int = 2
    spade_two_penalty: int = 10
    bomb_bonus: int = 10
    unplayed_bomb_penalty: int = 0
    auto_pass: bool = True  # interface only: the engine always offers the pass it allows

    def __post_init__(self) -> None:
        for name, (low, high) in _RANGES.items():
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise ValueError(f"{name} must be a whole number from {low} to {high}")
        if self.never_played_multiplier not in (1, 2, 3) or isinstance(
            self.never_played_multiplier, bool
        ):
            raise ValueError("never_played_multiplier must be 1, 2 or 3")
        for name in _FLAGS:
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be on or off")
        for name, allowed in _CHOICES.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}")
