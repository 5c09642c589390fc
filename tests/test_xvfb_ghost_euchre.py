"""Ghost Euchre end to end in a real X window (Xvfb), driven by xdotool: one trick, your
card led by dragging it to the middle, the computer players following.

Skipped when Xvfb or xdotool is missing (CI installs them from apt).
"""

from __future__ import annotations

from pathlib import Path

from xvfb_helpers import game_window, needs_xvfb, wait

from cardgame.engine.cards import sort_cards
from cardgame.scenes.games.ghost_euchre import positions
from cardgame.ui.layout import TableLayout

pytestmark = needs_xvfb
SIZE = (1280, 720)


def test_one_trick_by_mouse_in_a_real_window(tmp_path: Path) -> None:
    match = positions.find(lambda m: positions.decision(m) == "play" and not m.state.table)
    seats = list(positions.SEATS)
    before = len(match.history)
    hand = list(sort_cards(match.state.hands[0]))
    card = hand[0]
    with game_window(tmp_path, match, seats, SIZE) as win:
        layout = TableLayout(SIZE, match.num_seats)
        slots = layout.hand_slots(len(hand))
        r = slots[0][0]
        win.drag(
            (r.left + max(2, (slots[1][0].left - r.left) // 2), r.centery), layout.centre.center
        )

        def trick_done() -> bool:
            actions = win.saved_actions()
            return (
                actions is not None
                and len(actions) >= before + 3
                and actions[before] == [0, f"play {card}"]
                and all(a[1].startswith("play ") for a in actions[before + 1 : before + 3])
            )

        assert wait(trick_done, 30), "the trick was not played"
        win.screenshot(tmp_path / "xvfb.png")
        if (tmp_path / "xvfb.png").exists():
            assert (tmp_path / "xvfb.png").stat().st_size > 10_000
