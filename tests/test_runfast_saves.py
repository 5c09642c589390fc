"""A saved Run Fast game that is damaged or from a newer format is set aside with a message in
words; the app goes on to the menu with nothing to continue, and the file is kept."""

from __future__ import annotations

import json

import pygame
import pytest

from cardgame.ai.driver import Driver
from cardgame.engine.match import Match
from cardgame.engine.saves import match_to_save
from cardgame.scenes.base import App
from cardgame.scenes.menu import MenuScene

SEATS = ["human", "medium", "medium"]


def _save_text() -> str:
    """A Run Fast match a few plays in, as its save file."""
    m = Match("runfast", seed=11)
    d = Driver(m, ["medium"] * 3)
    for _ in range(6):
        (seat,) = m.to_act()
        d.submit(
            seat,
            d.bots[seat].choose(
                m.game.view(m.state, seat),
                m.game.legal_actions(m.state, seat),
                d.request(seat).rng(),
            ),
        )
    return json.dumps(match_to_save(m, SEATS))


def _damaged(kind: str) -> str:
    data = json.loads(_save_text())
    if kind == "truncated":
        return _save_text()[:-40]
    if kind == "newer":
        data["format"] = 7
    elif kind == "illegal":  # the third action no longer replays: a card nobody holds
        data["actions"][2][1] = "play 2S 2S"
    elif kind == "options":
        data["options"]["match_deals"] = 99
    return json.dumps(data)


@pytest.mark.parametrize(
    "kind, words",
    [("truncated", "damaged"), ("newer", "newer version"), ("options", "cannot be resumed")],
)
def test_a_bad_run_fast_save_is_set_aside(tmp_path, monkeypatch, kind: str, words: str) -> None:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    content = _damaged(kind)
    (tmp_path / "save.json").write_text(content)
    app = App((1280, 720))
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.0)
    assert menu.resume is None
    assert not any(b.key == "continue" for b in menu.buttons)
    message = " ".join(app.store.messages)
    assert "saved game" in message and words in message
    kept = list(tmp_path.glob("save.*.damaged.json"))
    assert len(kept) == 1 and kept[0].read_text() == content
    assert not (tmp_path / "save.json").exists()
    pygame.display.quit()


def test_a_run_fast_save_whose_tail_does_not_replay_resumes_before_it(
    tmp_path, monkeypatch
) -> None:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    content = _damaged("illegal")
    (tmp_path / "save.json").write_text(content)
    app = App((1280, 720))
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.0)
    assert menu.resume is not None
    match, _seats = menu.resume
    assert len(match.history) == 2, "the two moves before the bad one are kept"
    message = " ".join(app.store.messages)
    assert "Run Fast" in message and "resume it from move 2" in message
    kept = list(tmp_path.glob("save.*.damaged.json"))
    assert len(kept) == 1 and kept[0].read_text() == content
    pygame.display.quit()


def test_a_good_run_fast_save_resumes(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    (tmp_path / "save.json").write_text(_save_text())
    app = App((1280, 720))
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.0)
    assert menu.resume is not None and menu.resume[0].info.id == "runfast"
    assert len(menu.resume[0].history) == 6
    pygame.display.quit()
