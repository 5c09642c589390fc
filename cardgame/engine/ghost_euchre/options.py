"""Ghost Hand Euchre's settings (rules doc, section 12), defaults as the doc says."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TypeGuard

RENEGE_MODES: Final = ("prevent", "penalize")


@dataclass(frozen=True, kw_only=True)
class EuchreOptions:
    target_score: int = 32
    ghost_swap: bool = True
    left_bower: bool = True
    no_trump: bool = False
    stick_the_dealer: bool = False
    moon_points: int = 24
    moon_fail_penalty: int = 6
    renege_mode: str = "prevent"
    renege_penalty: int = 2
    first_dealer: str | int = "random"
    reveal_dead_hand: bool = True  # display only: HandScored always carries the dead hand

    def __post_init__(self) -> None:
        if not _is_int(self.target_score) or self.target_score < 1:
            raise ValueError("target_score must be a whole number of at least 1")
        for name in ("moon_points", "moon_fail_penalty", "renege_penalty"):
            if not _is_int(getattr(self, name)):
                raise ValueError(f"{name} must be a whole number")
        for name in (
            "ghost_swap",
            "left_bower",
            "no_trump",
            "stick_the_dealer",
            "reveal_dead_hand",
        ):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be on or off")
        if self.renege_mode not in RENEGE_MODES:
            raise ValueError(f"renege_mode must be one of {', '.join(RENEGE_MODES)}")
        if self.first_dealer != "random" and not (
            _is_int(self.first_dealer) and 0 <= self.first_dealer < 3
        ):
            raise ValueError("first_dealer must be 'random' or a seat 0 to 2")


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
