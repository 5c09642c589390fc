"""Settings: animation speed, card back, felt colour, four-colour deck, language, and whether
forced moves are made for you. Changes apply at once and are saved when leaving."""

from __future__ import annotations

import pygame

from ..i18n import LANGUAGE_NAMES, _, available_languages, language, pgettext
from ..persistence import BACKS, FELTS, SPEEDS
from ..ui.widgets import Button, Choice
from .base import App
from .common import ButtonScene
from .games import game_ui, playable


class SettingsScene(ButtonScene):
    def __init__(self, app: App) -> None:
        self.rows: list[Choice] = []
        self.focus_row = 0
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("Settings")

    def build(self) -> None:
        s = self.app.settings
        w, h = self.app.size
        langs = available_languages()
        on_off = [_("off"), _("on")]
        self.rows = [
            Choice(
                "speed",
                _("Animation speed"),
                list(SPEEDS),
                [_("slow"), _("normal"), _("fast"), _("instant")],
                help=_("How fast cards fly."),
            ),
            Choice(
                "back",
                _("Card back"),
                list(BACKS),
                [pgettext("card back", "blue"), pgettext("card back", "red")],
            ),
            Choice(
                "felt",
                _("Table felt"),
                list(FELTS),
                [pgettext("table felt", "green"), pgettext("table felt", "blue")],
            ),
            Choice(
                "four_colour",
                _("Four-colour deck"),
                [False, True],
                on_off,
                help=_("Diamonds blue and clubs green."),
            ),
            Choice(
                "auto_forced",
                _("Make forced moves for me"),
                [False, True],
                on_off,
                help=_("Draw, pass or take automatically when it is your only move."),
            ),
            Choice("language", _("Language"), langs, [LANGUAGE_NAMES.get(x, x) for x in langs]),
        ]
        for gid in playable():
            ui = game_ui(gid)
            for row in ui.setting_rows():
                c = Choice(f"{gid}:{row.field}", row.label, row.values, row.names, help=row.help)
                c.set(ui.setting(s, row.field))
                self.rows.append(c)
        rh = max(40, min(round(h * 0.08), round(h * 0.66) // len(self.rows)))
        cw = round(w * 0.66)
        for i, r in enumerate(self.rows):
            if ":" not in r.key:
                r.set(getattr(s, r.key))
            r.rect = pygame.Rect(w // 2 - cw // 2, round(h * 0.18) + i * rh, cw, rh - 10)
        bw, bh = round(w * 0.16), max(36, round(h * 0.065))
        back = pygame.Rect(w // 2 - bw // 2, h - bh - round(h * 0.05), bw, bh)
        self.buttons = [Button(_("Back"), self.back, back, key="back")]

    def _apply(self) -> None:
        s = self.app.settings
        for r in self.rows:
            if ":" in r.key:
                gid, name = r.key.split(":", 1)
                s.games.setdefault(gid, {})[name] = r.value
            else:
                setattr(s, r.key, r.value)
        if s.language != language():
            self.app.change_language(s.language)
        self.app.apply_settings()

    def click(self, pos: tuple[int, int]) -> bool:
        for i, r in enumerate(self.rows):
            if r.rect.collidepoint(pos):
                self.focus_row = i
                r.click(pos)
                self._apply()
                return True
        return False

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.move_row(e, len(self.rows)):
            return True
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.rows[self.focus_row].step(-1 if e.key == pygame.K_LEFT else 1)
            self._apply()
            return True
        return super().handle_event(e)

    def back(self) -> None:
        self.app.save_settings()
        self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        _t, body, small = self.draw_background(surf)
        for i, r in enumerate(self.rows):
            r.draw(surf, body, small, focused=i == self.focus_row)
        self.draw_buttons(surf, body)
