"""End to end in a real X window (Xvfb), driven by xdotool: drag a card onto the pile.

Skipped when Xvfb or xdotool is missing (CI installs them from apt).
"""

from __future__ import annotations

from pathlib import Path

from ui_helpers import human_turn_match, legal_plain_card
from xvfb_helpers import game_window, needs_xvfb, wait

from cardgame.scenes.games.pis_yedili.geometry import PisGeometry
from cardgame.ui.layout import TableLayout

pytestmark = needs_xvfb
SIZE = (1280, 720)


def test_drag_and_drop_in_a_real_window(tmp_path: Path) -> None:
    match, seats, card = human_turn_match(legal_plain_card)
    before = len(match.history)
    hand = list(match.game.view(match.state, 0).hand)
    with game_window(tmp_path, match, seats, SIZE) as win:
        layout = TableLayout(SIZE, match.num_seats)
        slots = layout.hand_slots(len(hand))
        i = hand.index(card)
        r = slots[i][0]
        visible = r.width if i == len(hand) - 1 else slots[i + 1][0].left - r.left
        win.drag((r.left + max(2, visible // 2), r.centery), PisGeometry(layout).pile.center)

        def played() -> bool:
            actions = win.saved_actions()
            return (
                actions is not None
                and len(actions) > before
                and actions[before] == [0, f"play {card}"]
            )

        assert wait(played, 15), "the drop did not play the card"
        win.screenshot(tmp_path / "xvfb.png")
        if (tmp_path / "xvfb.png").exists():
            assert (tmp_path / "xvfb.png").stat().st_size > 10_000


def test_the_keyboard_plays_a_card_in_a_real_window(tmp_path: Path) -> None:
    match, seats, card = human_turn_match(legal_plain_card)
    before = len(match.history)
    hand = list(match.game.view(match.state, 0).hand)
    with game_window(tmp_path, match, seats, SIZE) as win:
        win.key("Home")
        for _ in range(hand.index(card)):
            win.key("Right")
        win.key("Return")

        def played() -> bool:
            actions = win.saved_actions()
            return (
                actions is not None
                and len(actions) > before
                and actions[before] == [0, f"play {card}"]
            )

        assert wait(played, 15), "Enter did not play the focused card"
