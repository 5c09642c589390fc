"""Smaller things a player noticed (issue 26, item 7): the last trick names and frames who
took it; a dialog's choice shows once (no lit bar under it); the new-match warning counts
deals as the table does after a thrown-in deal; the volume is greyed while the sound is off;
a finished trick stays long enough to read and follows the animation speed; the words for
undo, quit and a deal number in German, Dutch, Hungarian and Turkish."""

from __future__ import annotations

import gettext
from pathlib import Path

import pygame
import pytest
from conftest import open_table
from ui_helpers import card_point, post_click, run_frames

import cardgame
from cardgame.engine.match import Match
from cardgame.scenes.games.ghost_euchre import positions
from cardgame.ui import anim, theme
from cardgame.ui.widgets import Button

SEATS = positions.SEATS


def _texts(monkeypatch) -> list[str]:
    drawn: list[str] = []
    real = theme.blit_text

    def spy(surf, text, *a, **k):
        drawn.append(str(text))
        return real(surf, text, *a, **k)

    monkeypatch.setattr(theme, "blit_text", spy)
    return drawn


def _play_the_last_card(app):
    """A trick's last card, the player's, clicked twice (it plays)."""
    match = positions.find(positions.third_to_play)
    table = open_table(app, match, SEATS, settle=True)
    card = min(table.playable_cards())
    post_click(card_point(table, card))
    app.frame(0.05)
    p = card_point(table, card)
    post_click((p[0], p[1] - table.layout.raise_by))
    return match, table


def _play_through_a_trick(app):
    match, table = _play_the_last_card(app)
    run_frames(app, lambda: table.human_turn() or match.deal_over)
    return match, table


def test_the_last_trick_names_and_frames_who_took_it(app, monkeypatch):
    match, table = _play_through_a_trick(app)
    won = next(e.seat for e in reversed(table.view.log) if e.key == "TrickWon")
    assert table.presenter.last_trick_winner(table.view) == won
    table.toggle_review()
    drawn = _texts(monkeypatch)
    table.draw(app.screen)
    assert f"Last trick: {table.names[won]} took it" in drawn, drawn


def test_a_dialogs_choice_shows_once_with_no_lit_button_under_it(app, monkeypatch):
    """The Moon asked in a dialog: the bar's Moon (and every other call) is not drawn under
    it, lit or not; the dialog's own buttons are."""
    from cardgame.engine.actions import parse_action

    table = open_table(app, Match("ghost_euchre", seed=2), SEATS, settle=True)
    app.frame(0.05)
    assert table.human_turn() and table.buttons, [b.key for b in table.buttons]
    table.open_confirm("Moon?", parse_action("moon"))
    drawn: list[Button] = []
    real = Button.draw

    def spy(self, *a, **k):
        drawn.append(self)
        return real(self, *a, **k)

    monkeypatch.setattr(Button, "draw", spy)
    table.draw(app.screen)
    assert not [b for b in drawn if b in table.buttons], "the bar is hidden under the dialog"
    assert [b for b in drawn if b in table.chooser.buttons]


def test_the_new_match_warning_counts_deals_as_the_table_does(app):
    """After a thrown-in deal the table says 'deal 2': so does the warning."""
    from cardgame.scenes.menu import MenuScene
    from cardgame.scenes.table import TableScene

    m = Match("ghost_euchre", seed=1)
    for _ in range(3):
        m.apply(next(iter(m.to_act())), "pass")
    assert m.deal_over and not m.results[-1].counted
    m.start_next_deal()
    table = TableScene(app, m, SEATS, animate_deal=False, inline_bots=True)
    deal = table.presenter.title(table.view).split()[-1]
    menu = MenuScene(app)
    app.push(menu)
    menu.saves = {"ghost_euchre": (m, list(SEATS), 0.0)}
    menu.new_game("ghost_euchre")
    question = str(app.top.question)
    assert f"(deal {deal})" in question, (deal, question)


def test_the_volume_is_greyed_while_the_sound_is_off(app):
    from cardgame.scenes import routes

    app.settings.sound = False
    routes.push("settings", app)
    scene = app.top
    volume = next(r for r in scene.rows if r.key == "volume")
    assert not volume.enabled
    before = volume.value
    scene.focus_row = scene.rows.index(volume)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert volume.value == before and app.settings.volume == before
    sound = next(r for r in scene.rows if r.key == "sound")
    scene.focus_row = scene.rows.index(sound)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert app.settings.sound and volume.enabled


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_a_finished_trick_stays_long_enough_to_read_at_every_speed(app, speed):
    assert 1.5 <= anim.TRICK_HOLD <= 2.0, "normal speed: time to read who won with what"
    app.settings.speed = speed
    _match, table = _play_the_last_card(app)
    run_frames(app, lambda: len(table.shown.cards("table")) == 3, dt=0.02)
    landed = app.now
    run_frames(app, lambda: not table.shown.cards("table"), dt=0.02)
    held = app.now - landed
    want = anim.TRICK_HOLD * anim.SPEED_FACTOR[speed]
    assert want * 0.9 <= held <= want + 0.6, (speed, held, want)


def _catalog(lang: str) -> gettext.GNUTranslations:
    locale = Path(cardgame.__file__).parent / "locale"
    return gettext.translation("cardgame", str(locale), languages=[lang])


def test_undo_quit_and_the_deal_number_in_the_words_those_players_use():
    de, nl, hu, tr = (_catalog(x) for x in ("de", "nl", "hu", "tr"))
    assert de.gettext("Undo") == "Rückgängig" != de.gettext("Back")
    assert nl.gettext("Undo") == "Ongedaan maken" != nl.gettext("Back")
    assert nl.gettext("Quit") == "Afsluiten"
    assert hu.gettext("Seed") == "Leosztás száma"
    assert tr.gettext("Seed") == "El numarası"


@pytest.mark.parametrize("lang", ["en", "de", "hu", "nl", "pl", "tr"])
def test_the_top_bar_labels_fit_at_the_smallest_window(make_app, lang):
    """ "Ongedaan maken (Z)" ran out of its button at 1024x640: a label that does not fit
    drops its key, never its words."""
    app = make_app((1024, 640))
    app.change_language(lang)
    m = Match("tichu", seed=1)
    table = open_table(app, m, ["human", "medium", "medium", "medium"])
    small = theme.sizes(table.layout.h)[2]
    for b in table.top_buttons:
        width = theme.text(b.label, small, bold=True).get_width()
        assert width <= b.rect.width - 4, (lang, b.label, width, b.rect.width)
    undo = next(b for b in table.top_buttons if b.key == "undo")
    assert undo.label.startswith(
        gettext.translation(
            "cardgame",
            str(Path(cardgame.__file__).parent / "locale"),
            languages=[lang],
            fallback=True,
        ).gettext("Undo")
    )
