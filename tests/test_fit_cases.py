"""The fitting cases a player reported, each at the three sizes: the received-card tags on a
crowded hand (neighbours, and a raised card's under the action bar), the cards a Tichu
loser shows on the score screen, the settings rows in every language."""

from __future__ import annotations

import itertools

import pygame
import pytest
from conftest import open_table
from fit_helpers import problems

from cardgame import shots
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
