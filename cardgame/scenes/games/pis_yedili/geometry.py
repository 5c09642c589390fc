"""Where Pis Yedili's stock and pile lie on the table: pure functions of the layout."""

from __future__ import annotations

from pygame import Rect

from ....ui.layout import TableLayout


class PisGeometry:
    """The stock left of the middle, the pile right of it, and the pile's drop zone."""

    def __init__(self, L: TableLayout) -> None:
        w, _h = L.play_card
        cy = L.centre.centery
        self.pile = Rect(0, 0, *L.play_card)
        self.pile.center = (L.w // 2 + round(w * 0.62), cy)
        self.stock = Rect(0, 0, *L.play_card)
        self.stock.center = (L.w // 2 - round(w * 0.82), cy)
        self.drop_zone = self.pile.inflate(w, L.play_card[1] * 0.5)

    def pile_offset(self, k: int) -> tuple[int, int]:
        """A slightly untidy pile: each card a little off, by its depth (stable)."""
        r = self.pile
        dx = ((k * 37) % 11 - 5) * r.w // 90
        dy = ((k * 53) % 9 - 4) * r.h // 110
        return (r.x + dx, r.y + dy)
