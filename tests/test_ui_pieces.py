"""Pieces that need no window: layout geometry, words for reasons, persistence, layers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardgame.engine.core import Reason
from cardgame.scenes import words
from cardgame.scenes.games import game_ui
from cardgame.scenes.games.pis_yedili.geometry import PisGeometry
from cardgame.ui.layout import TableLayout

PIS = game_ui("pis_yedili")

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "size", [(1024, 640), (1024, 800), (1280, 720), (1920, 1080), (2560, 1600)]
)
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_layout_fits_the_window(size, n):
    L = TableLayout(size, n)
    screen = (0, 0, *size)
    from pygame import Rect

    win = Rect(screen)
    for count in (1, 7, 15, 30):
        slots = L.hand_slots(count)
        assert len(slots) == count
        assert all(win.contains(r.inflate(-r.w // 3, 0).clip(win)) for r, _t in slots)
        xs = [r.left for r, _t in slots]
        assert xs == sorted(xs)
        left, right = slots[0][0].left, slots[-1][0].right
        assert abs((left + right) / 2 - size[0] / 2) <= 2  # the hand is centred
        assert left >= 0 and right <= size[0]
    for s, seat in L.seats.items():
        assert win.contains(seat.plate)
        assert not seat.plate.colliderect(L.panel) and not seat.plate.colliderect(L.log)
        fan = L.back_slots(s, 8)
        spread = fan[0].unionall(fan)
        assert not spread.colliderect(L.panel) and not spread.colliderect(L.log)
        for r in L.back_slots(s, 12):
            assert win.colliderect(r)
    assert L.card_h == round(size[1] * 0.19)
    g = PisGeometry(L)
    assert not g.pile.colliderect(g.stock)
    assert win.contains(g.pile) and win.contains(g.stock)
    assert win.contains(L.panel)


def test_hand_hit_finds_the_top_card():
    L = TableLayout((1280, 720), 4)
    slots = L.hand_slots(7)
    r = slots[3][0]
    assert L.hand_hit(7, (r.left + 3, r.centery)) == 3
    assert L.hand_hit(7, (slots[-1][0].right - 3, r.centery)) == 6
    assert L.hand_hit(7, (5, 5)) is None


PIS_CODES = [
    "CLUB_REQUIRED",
    "NO_MATCH",
    "JACK_ON_JACK",
    "SEVEN_OR_TAKE",
    "DRAW_FIRST",
    "CANNOT_DRAW",
    "NO_DRAW_IN_FOLLOW_UP",
    "NO_PENALTY",
    "SUIT_REQUIRED",
    "SUIT_NOT_ALLOWED",
    "SUIT_MUST_CHANGE",
    "WRONG_PHASE",
    "NOT_YOUR_TURN",
    "CARDS_NOT_IN_HAND",
    "UNKNOWN_ACTION",
]


# not your turn, not at this moment: the table's one sentence each (test_table_words)
TABLE_SAYS = ("WRONG_PHASE", "NOT_YOUR_TURN")


@pytest.mark.parametrize("code", [c for c in PIS_CODES if c not in TABLE_SAYS])
def test_every_pis_yedili_reason_has_its_own_words(code):
    fallback = words.explain(Reason("NO_SUCH_CODE"))
    why = Reason(code, (("pending", 6), ("suit", "H"), ("why", "stock_empty")))
    text = PIS.explain(why) or words.explain(why)
    assert text != fallback and text.endswith(".")


def test_reason_words_name_the_cards():
    text = PIS.explain(Reason("NO_MATCH", (("rank", "9"), ("suit", "H"))))
    assert text and "nine" in text and "hearts" in text
    assert "6" in (PIS.explain(Reason("SEVEN_OR_TAKE", (("pending", 6),))) or "")


# -- persistence -------------------------------------------------------------------------------


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    from cardgame.persistence import Store

    return Store()


def test_atomic_write_leaves_no_temporary_file(store, tmp_path):
    from cardgame.persistence import atomic_write_json

    atomic_write_json(tmp_path / "x.json", {"a": 1})
    atomic_write_json(tmp_path / "x.json", {"a": 2})
    assert json.loads((tmp_path / "x.json").read_text()) == {"a": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_settings_round_trip_and_bad_values(store):
    s = store.load_settings()
    assert s.speed == "normal" and s.window == [1280, 720]
    s.speed, s.four_colour, s.window = "fast", True, [1600, 900]
    store.save_settings(s)
    again = store.load_settings()
    assert (again.speed, again.four_colour, again.window) == ("fast", True, [1600, 900])
    store.settings_path.write_text(json.dumps({"format": 1, "speed": "warp", "window": [10, 10]}))
    odd = store.load_settings()
    assert odd.speed == "normal" and odd.window == [1024, 640]  # a small window: the minimum
    assert len(store.messages) == 1 and "Animation speed" in store.messages[0]


@pytest.mark.parametrize(
    "content,phrase", [("", "empty"), ("[1, 2", "damaged"), ('{"format": 7}', "newer version")]
)
def test_damaged_settings_are_set_aside(store, tmp_path, content, phrase):
    store.settings_path.write_text(content)
    s = store.load_settings()
    assert s.speed == "normal"
    assert phrase in store.messages[0]
    assert not store.settings_path.exists()
    assert len(list(tmp_path.glob("settings.*.damaged.json"))) == 1


def test_statistics_add_up(store):
    store.record("pis_yedili", deals=1, penalty=30)
    store.record("pis_yedili", deals=1, penalty=10, matches=1, wins=1)
    assert store.load_stats()["pis_yedili"] == {"deals": 2, "penalty": 40, "matches": 1, "wins": 1}


def test_assets_are_found():
    from cardgame.ui import assets

    assert assets.sprite_path("cards/AS.png").exists()
    assert assets.sprite_path("cards4/TD.png").exists()
    assert assets.font_path().exists() and (assets.root() / "fonts" / "LICENSE-DejaVu.txt").exists()
    for name in ("back_blue.png", "back_red.png", "felt_green.jpg", "felt_blue.jpg"):
        assert assets.sprite_path(name).exists()
