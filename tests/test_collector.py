"""The app keeps start-up's objects out of the collector's full walks; a harness that starts
several apps releases them again."""

from __future__ import annotations

import gc

from cardgame import collector


def test_settle_freezes_what_exists_and_release_frees_it():
    try:
        collector.settle()
        assert gc.get_freeze_count() > 1000
        collector.release()
        assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()


def test_the_app_settles_before_its_loop(monkeypatch):
    import cardgame.__main__ as main
    from cardgame.scenes import base

    order = []
    monkeypatch.setattr(collector, "settle", lambda: order.append("settle"))
    monkeypatch.setattr(base.App, "__init__", lambda self, size=None: None)
    monkeypatch.setattr(base.App, "push", lambda self, scene: None)
    monkeypatch.setattr(base.App, "run", lambda self: order.append("run"))
    monkeypatch.setattr(
        "cardgame.scenes.menu.MenuScene", lambda app: type("M", (), {"resume": None})()
    )
    monkeypatch.delenv("CARDGAME_READY_EXIT", raising=False)
    assert main.start_app() == 0
    assert order == ["settle", "run"]
