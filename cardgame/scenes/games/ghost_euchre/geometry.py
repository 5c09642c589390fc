"""Where Ghost Euchre's things lie on the table, as pure geometry of the window size.

The trick: each card in front of its player (yours below the middle, the left player's to
the left, the right player's to the right). The ghost hand: six small backs at the top,
where a fourth player would sit; after a swap the same place holds the dead hand. Each
seat's tricks taken: a small stack at that player's inner side. The trump disc: left of the trick.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

CARD_RATIO = 5 / 7


@dataclass(frozen=True)
class Spots:
    trick_card: tuple[int, int]
    trick: dict[int, Rect]  # per seat: where its card to the trick lands
    ghost_slots: tuple[Rect, ...]  # the six backs of the ghost (then dead) hand
    ghost_label: tuple[int, int]  # midtop of its name
    won_card: tuple[int, int]
    won: dict[int, Rect]  # per seat: the bottom card of its stack of tricks
    trump_centre: tuple[int, int]
    trump_radius: int
    banner: tuple[int, int]  # midtop of the contract line under the ghost hand


def spots(
    size: tuple[int, int],
    seat_centres: dict[int, tuple[int, int]],
    hand_top: int,
    top: int,
    small: tuple[int, int],
    card_h: int,
) -> Spots:
    """Geometry for a window of `size`: `seat_centres` of the two computer players (1 left,
    2 right), the top of your hand, the bottom of the top bar, the size of a small back."""
    w, h = size
    th = round(card_h * 0.78)
    tw = round(th * CARD_RATIO)
    cx, cy = w // 2, round(h * 0.43)

    def at(x: float, y: float, sz: tuple[int, int]) -> Rect:
        r = Rect(0, 0, *sz)
        r.center = (round(x), round(y))
        return r

    trick = {
        0: at(cx, cy + th * 0.28, (tw, th)),
        1: at(cx - tw * 1.08, cy - th * 0.1, (tw, th)),
        2: at(cx + tw * 1.08, cy - th * 0.1, (tw, th)),
    }
    sw, sh = small
    gy = top + round(h * 0.02) + sh // 2
    step = round(sw * 0.3)
    x0 = cx - (step * 5 + sw) / 2 + sw / 2
    ghost = tuple(at(x0 + i * step, gy, small) for i in range(6))
    ww, wh = round(sw * 0.8), round(sh * 0.8)
    won = {0: at(w * 0.72, hand_top + card_h * 0.5, (ww, wh))}  # right of your hand
    for s, (x, y) in seat_centres.items():
        # on the player's inner side, level with the seat: a trick slides there from the
        # middle without crossing the player's name and status line
        won[s] = at(x + (w * 0.2 if x < cx else -w * 0.2), y, (ww, wh))
    radius = round(h * 0.042)
    return Spots(
        (tw, th),
        trick,
        ghost,
        (cx, gy + sh // 2 + round(h * 0.008)),
        (ww, wh),
        won,
        (round(cx - tw * 2.25), round(cy - th * 0.45)),
        radius,
        (cx, gy + sh // 2 + round(h * 0.045)),
    )


def stack_offset(k: int, card: tuple[int, int]) -> tuple[int, int]:
    """The k-th trick in a stack, slightly off the one below (a tidy but real pile)."""
    return (k * max(2, card[0] // 14), -k * max(1, card[1] // 30))
