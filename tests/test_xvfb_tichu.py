"""Tichu end to end in a real X window (Xvfb), driven by xdotool: the exchange dragged into
the three slots and confirmed, then a card of the first trick dragged to the middle.

Skipped when Xvfb or xdotool is missing.
"""

from __future__ import annotations

import time
from pathlib import Path

from xvfb_helpers import game_window, needs_xvfb, wait

from cardgame.engine.actions import Play
from cardgame.engine.saves import match_from_save
from cardgame.scenes.games.tichu import draw, logic, positions
from cardgame.ui.layout import TableLayout

pytestmark = needs_xvfb
SIZE = (1280, 720)
SEATS = ["human", "easy", "easy", "easy"]


def _point(layout: TableLayout, hand: list, card) -> tuple[int, int]:
    slots = layout.hand_slots(len(hand))
    i = hand.index(card)
    r = slots[i][0]
    visible = r.width if i == len(hand) - 1 else slots[i + 1][0].left - r.left
    return (r.left + max(2, visible // 2), r.centery)


def _match(win, seats):
    return match_from_save(win.saved())[0]


def test_the_exchange_and_a_trick_by_mouse_in_a_real_window(tmp_path: Path) -> None:
    match = positions.advance_until(positions.decision("exchange"), seats=SEATS)
    before = len(match.history)
    hand = list(match.game.view(match.state, 0).hand)
    with game_window(tmp_path, match, SEATS, SIZE) as win:
        layout = TableLayout(SIZE, 4, counter_clockwise=True)  # play goes to the right
        slots = logic.ExchangeSlots(0, "counterclockwise")
        slot_rects = draw.slot_rects(*SIZE, layout.card, layout.hand_y)
        rects = dict(zip(slots.seats, slot_rects, strict=True))
        gives = list(zip(hand[:3], slots.seats, strict=True))
        for card, seat in gives:
            win.drag(_point(layout, hand, card), rects[seat].center)
            hand.remove(card)
            time.sleep(0.4)
        confirm = (SIZE[0] // 2, layout.buttons_y + layout.button_h // 2)
        win.click(confirm)
        want = "exchange " + " ".join(f"{c}>{s}" for c, s in sorted(gives, key=lambda g: g[1]))

        def exchanged() -> bool:
            actions = win.saved_actions()
            return actions is not None and [0, want] in actions[before:]

        assert wait(exchanged, 20), f"the exchange was not sent: {win.saved_actions()}"
        win.screenshot(tmp_path / "xvfb_exchange.png")
        played = None
        end = time.monotonic() + 90
        while played is None and time.monotonic() < end:
            time.sleep(1.0)
            m = _match(win, SEATS)
            v = m.game.view(m.state, 0)
            if v.decision not in ("lead", "follow"):
                continue
            singles = [
                a
                for a in m.game.legal_actions(m.state, 0)
                if isinstance(a, Play)
                and len(a.cards) == 1
                and a.wish is None
                and str(a.cards[0]) != "MJ"
            ]
            if not singles:
                win.key("p")
                continue
            card = singles[0].cards[0]
            time.sleep(1.5)  # the table comes to rest before the drag
            win.drag(_point(layout, list(v.hand), card), layout.centre.center)
            played = f"play {card}"
            assert wait(lambda p=played: [0, p] in (win.saved_actions() or []), 20), (
                f"the drop did not play {card}"
            )
        assert played is not None, "no trick came to the human"
        win.screenshot(tmp_path / "xvfb_trick.png")
        if (tmp_path / "xvfb_trick.png").exists():
            assert (tmp_path / "xvfb_trick.png").stat().st_size > 10_000
