"""Tichu's rule options (rules doc, section 15), defaults as the doc says.

Only settings that change the rules or the match live here; the doc's display and prompt
settings (`seat_layout`, `human_bomb_prompts`, `auto_pass_when_forced`, `ai_level`) are app
settings, and `rng_seed` is the match seed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class TichuOptions:
    target_score: int = 1000
    grand_tichu_enabled: bool = True
    tichu_calls_enabled: bool = True
    exchange_enabled: bool = True
    wish_required: bool = False

    def __post_init__(self) -> None:
        if (
            not isinstance(self.target_score, int)
            or isinstance(self.target_score, bool)
            or self.target_score < 100
        ):
            raise ValueError("target_score must be a whole number of at least 100")
        for name in (
            "grand_tichu_enabled",
            "tichu_calls_enabled",
            "exchange_enabled",
            "wish_required",
        ):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be on or off")
