"""The fitting cases a player reported, each at the three sizes: the received-card tags on a
crowded hand (neighbours, and a raised card's under the action bar), the cards a Tichu
loser shows on the score screen, the settings rows in every language."""

from __future__ import annotations

import itertools

import pygame
import pytest
from conftest import open_table
from fit_helpers import locale_dir, problems, pseudo_home  # noqa: F401 (fixtures)

from cardgame.lab import shots
from cardgame.ui import theme

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
ids = [f"{w}x{h}" for w, h in SIZES]


def _received_table(app):
    from cardgame.scenes.games import game_ui

    shot = next(s for s in game_ui("tichu").shots() if s.name == "received")
    return open_table(app, *shot.args)


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_received_tags_keep_clear_of_each_other_and_of_the_buttons(make_app, size):
    """Tags on three neighbouring cards across the hand, then on a raised middle card: no
    tag over another, none under a button."""
    app = make_app(size)
    table = _received_table(app)
    hand = table.hand()
    words = list(table.presenter.hand_marks(table.view).values())
    assert len(hand) == 14 and len(words) == 3
    found: list[str] = []
    middle = len(hand) // 2 - 1
    cases = [(list(range(i, i + 3)), None) for i in range(0, len(hand) - 2, 3)]
    cases += [([middle - 1, middle, middle + 1], k) for k in (middle - 1, middle, middle + 1)]
    for marked, raised in cases:
        marks = {hand[i]: w for i, w in zip(marked, words, strict=True)}
        table.presenter.hand_marks = lambda _v, m=marks: m  # type: ignore[method-assign]
        table.select({hand[raised]} if raised is not None else set())
        with theme.recording() as drawn:
            shots.draw(app)
        found += [f"{marked} raised {raised}: {p}" for p in problems(drawn, size)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("n", [1, 6, 9, 14])
def test_cards_shown_on_the_score_sheet_keep_every_index_in_view(size, n):
    """In one row or several that do not overlap, each card's corner stays uncovered, and
    all lie in their room."""
    from cardgame.scenes.scoring import card_places

    for width in (120, 200, 320, 600):
        area = pygame.Rect(100, 50, width, round(size[1] * 0.2))
        (w, h), places = card_places(n, area, size[1])
        rects = [pygame.Rect(p, (w, h)) for p in places]
        assert all(area.contains(r) for r in rects), (width, rects)
        for a, b in itertools.combinations(range(n), 2):
            corner = pygame.Rect(rects[a].topleft, (round(w * 0.3), round(h * 0.3)))
            assert not corner.colliderect(rects[b]), (width, a, b, rects[a], rects[b])


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_settings_rows_stand_still_and_alike_in_every_language(pseudo_home, size):  # noqa: F811
    """Rows in the same places in every language (nothing moves under the mouse when the
    language changes), sliders of one height and length, every value at one size and the
    reset button's words at the body size."""
    from cardgame import i18n
    from cardgame.scenes import routes
    from cardgame.scenes.base import App
    from cardgame.scenes.settings import SettingsScene
    from cardgame.ui.slider import Slider
    from cardgame.ui.widgets import Choice

    app = App(size)
    body = theme.sizes(size[1])[1]
    places: dict[str, list[tuple[int, ...]]] = {}
    for lang in i18n.available_languages():
        app.change_language(lang)
        routes.push("settings", app)
        scene = app.top
        assert isinstance(scene, SettingsScene)
        rows = scene.rows
        places[lang] = [tuple(r.rect) for r in rows]
        assert len({r.rect.height for r in rows if isinstance(r, Slider)}) == 1, lang
        tracks = {r.track().width for r in rows if isinstance(r, Slider)}
        assert len(tracks) == 1, (lang, tracks)
        with theme.recording() as drawn:
            shots.draw(app)
        boxes = [r.value_box() for r in rows if isinstance(r, Choice)]
        values = {d.px for d in drawn if not d.button and any(b.contains(d.rect) for b in boxes)}
        assert len(values) == 1, (lang, values)
        reset = next(b for b in scene.buttons if b.key == "reset")
        label = [d for d in drawn if not d.button and reset.rect.contains(d.rect)]
        assert [d.px for d in label] == [body], (lang, [(d.text, d.px) for d in label])
        app.pop()
    assert len({tuple(p) for p in places.values()}) == 1, places
