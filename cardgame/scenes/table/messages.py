"""What the table says, each word tied to the position it speaks about.

A toast (a refusal, a hint, a note), and the live label of the selection, is made for one
position of the picture: what the player saw when it was said. The table counts its
positions (`moved` when an observed event starts to show, when the picture comes to rest,
when the player acts), and a message made for an earlier position is gone the moment the
count moves on: "Hint: play the 10" never stands beside the 10 already played, nor "wait
for your turn" beside a lit Pass. One exception, said for the move the table makes for the
player ("nothing beats the King: you pass"): it is held back and shown with that move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple


class Said(NamedTuple):
    text: str
    until: float  # when it fades at the latest
    warn: bool  # a refusal (red, with its sound) rather than a note
    at: int  # the position it was made for


class Messages:
    """The table's toast and selection label, each stamped with its position."""

    def __init__(self, clock: Callable[[], float], seconds: float) -> None:
        self._clock = clock
        self._seconds = seconds
        self.position = 0  # the picture's position: grows as the table moves on
        self._toast: Said | None = None
        self._held: tuple[str, bool] | None = None  # said for the move being made for you
        self._label: tuple[str, bool, int] | None = None

    # -- the position ------------------------------------------------------------------------
    def moved(self, showing: bool = True) -> None:
        """The table moved past what it showed: what was said for it is dropped. When a
        move starts to show (`showing`), a message held for the player's move shows now."""
        self.position += 1
        self._toast = None
        self._label = None
        if showing and self._held is not None:
            text, warn = self._held
            self._held = None
            self.say(text, warn)

    # -- the toast ---------------------------------------------------------------------------
    def say(self, text: str, warn: bool) -> None:
        self._toast = Said(text, self._clock() + self._seconds, warn, self.position)

    def hold(self) -> None:
        """The message just said is about the move the table now makes for the player: show
        it with that move instead of beside the position it leaves."""
        if self._toast is not None and self._toast.at == self.position:
            self._held = (self._toast.text, self._toast.warn)
            self._toast = None

    def clear(self) -> None:
        self._toast = None
        self._held = None

    @property
    def toast(self) -> Said | None:
        """The message on show: made for this position and not yet faded."""
        t = self._toast
        if t is None or t.at != self.position or self._clock() >= t.until:
            return None
        return t

    def expired(self) -> bool:
        """A toast that has faded is dropped (one redraw)."""
        if self._toast is not None and self.toast is None:
            self._toast = None
            return True
        return False

    # -- the selection's label ---------------------------------------------------------------
    def set_label(self, label: tuple[str, bool] | None) -> None:
        self._label = (label[0], label[1], self.position) if label else None

    @property
    def label(self) -> tuple[str, bool] | None:
        lab = self._label
        if lab is None or lab[2] != self.position:
            return None
        return lab[0], lab[1]
