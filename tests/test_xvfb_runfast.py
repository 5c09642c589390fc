"""Run Fast in a real X window (Xvfb), driven by xdotool: select two cards with clicks and
drag them to the table; the pair is played. Skipped without Xvfb or xdotool."""

from __future__ import annotations

from pathlib import Path

from test_table_kit import pair_position
from xvfb_helpers import game_window, needs_xvfb, wait

from cardgame.scenes.games.runfast.geometry import TrickGeometry
from cardgame.scenes.games.runfast.selection import rank_key
from cardgame.ui.layout import TableLayout

pytestmark = needs_xvfb
SIZE = (1280, 720)


def test_select_two_cards_and_drag_them_to_the_table(tmp_path: Path) -> None:
    match, seats, pair = pair_position()
    before = len(match.history)
    hand = sorted(match.game.view(match.state, 0).hand, key=rank_key)
    layout = TableLayout(SIZE, match.num_seats)
    slots = layout.hand_slots(len(hand))

    def point(card, raised: bool = False) -> tuple[int, int]:
        i = hand.index(card)
        r = slots[i][0]
        visible = r.width if i == len(hand) - 1 else slots[i + 1][0].left - r.left
        return (r.left + max(2, visible // 2), r.centery - (layout.raise_by if raised else 0))

    drop = TrickGeometry(
        SIZE, layout.topbar.bottom + layout.margin, layout.buttons_y - layout.margin
    ).drop.center
    with game_window(tmp_path, match, seats, SIZE) as win:
        for c in pair:
            win.click(point(c))
        win.screenshot(tmp_path / "selected.png")
        win.drag(point(pair[0], raised=True), drop)

        def played() -> bool:
            actions = win.saved_actions()
            return (
                actions is not None
                and len(actions) > before
                and sorted(actions[before][1].split()[1:]) == sorted(map(str, pair))
                and actions[before][0] == 0
            )

        assert wait(played, 15), "the drop did not play the pair"
        win.screenshot(tmp_path / "played.png")
        for name in ("selected.png", "played.png"):
            if (tmp_path / name).exists():
                assert (tmp_path / name).stat().st_size > 10_000
