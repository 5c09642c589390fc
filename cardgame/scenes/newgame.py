"""New game: players, difficulty per computer player, the rule options with the rules doc's
defaults (one line of explanation each) and a seed field (empty = random)."""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

import pygame

from ..engine import registry
from ..engine.match import Match
from ..i18n import _
from ..ui import theme
from ..ui.widgets import Button, Choice, NumberField
from . import routes
from .base import App
from .common import ButtonScene
from .games import game_ui
from .words import LEVEL_NAMES, seat_names

LEVELS = ["easy", "medium", "hard"]


class NewGameScene(ButtonScene):
    def __init__(self, app: App, game_id: str) -> None:
        self.game_id = game_id
        self.info = registry.get(game_id)
        self.ui = game_ui(game_id)
        saved = app.settings.new_game.get(game_id, {})
        defaults = registry.GameInfo.options_to_dict(self.info.default_options())
        self.values: dict[str, Any] = dict(defaults)
        for k, v in saved.get("options", {}).items():
            if k in self.values:
                self.values[k] = v
        self.levels: list[str] = list(saved.get("levels", ["medium"] * 4))
        self.rows: list[Choice | NumberField] = []
        self.seed = NumberField(
            "seed", _("Seed"), help=_("Empty: a new random deal."), placeholder=_("random")
        )
        self.focus_row = 0
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("New game: {game}").format(game=self.info.title)

    def _players(self) -> int:
        return int(self.values.get("num_players", self.info.seats(self.info.default_options())))

    def build(self) -> None:
        w, h = self.app.size
        n = self._players()
        left: list[Choice | NumberField] = []
        counts = list(self.ui.player_counts)
        if counts:
            c = Choice(
                "num_players",
                _("Players"),
                counts,
                [str(k) for k in counts],
                help=_("You and the computer players."),
            )
            c.set(n)
            left.append(c)
        names = seat_names(["human"] + ["bot"] * (n - 1))
        while len(self.levels) < n - 1:
            self.levels.append("medium")
        for s in range(1, n):
            c = Choice(
                f"level:{s}",
                names[s],
                LEVELS,
                [_(LEVEL_NAMES[x]) for x in LEVELS],
                help=_("Computer player strength."),
            )
            c.set(self.levels[s - 1])
            left.append(c)
        right: list[Choice | NumberField] = []
        for row in self.ui.option_rows(n):
            c = Choice(row.field, row.label, row.values, row.names, help=row.help)
            if self.values.get(row.field) not in row.values:
                self.values[row.field] = row.values[0]
            c.set(self.values[row.field])
            (left if row.column == 0 else right).append(c)
        left.append(self.seed)
        top = round(h * 0.14)
        bh = max(36, round(h * 0.065))
        small = theme.sizes(h)[2]
        room = h - bh - round(h * 0.04) - small * 3 - top  # above the explanation line
        rh = min(max(40, round(h * 0.068)), room // max(len(left), len(right)))
        cw = round(w * 0.42)
        for col, rows in enumerate((left, right)):
            x = round(w * 0.05) + col * round(w * 0.48)
            for i, r in enumerate(rows):
                r.rect = pygame.Rect(x, top + i * rh, cw, rh - 8)
        self.rows = left + right
        bw = round(w * 0.18)
        self.buttons = [
            Button(
                _("Back"),
                self.back,
                pygame.Rect(w // 2 - bw - 10, h - bh - round(h * 0.04), bw, bh),
                key="back",
            ),
            Button(
                _("Start"),
                self.start,
                pygame.Rect(w // 2 + 10, h - bh - round(h * 0.04), bw, bh),
                accent=True,
                key="start",
            ),
        ]
        self.focus = 1

    def _read_rows(self) -> None:
        for r in self.rows:
            if isinstance(r, Choice):
                if r.key.startswith("level:"):
                    self.levels[int(r.key[6:]) - 1] = r.value
                else:
                    self.values[r.key] = r.value

    def click(self, pos: tuple[int, int]) -> bool:
        for i, r in enumerate(self.rows):
            if r.rect.collidepoint(pos):
                self.focus_row = i
                if isinstance(r, Choice):
                    r.click(pos)
                    self._changed(r)
                return True
        return False

    def _changed(self, r: Choice) -> None:
        self._read_rows()
        if r.key == "num_players":
            self.build()

    def key(self, e: pygame.event.Event) -> bool:
        row = self.rows[self.focus_row] if self.rows else None
        if isinstance(row, NumberField) and row.type(e):
            return True
        if e.key in (pygame.K_PAGEDOWN,):
            self.focus_row = (self.focus_row + 1) % len(self.rows)
            return True
        if isinstance(row, Choice) and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            row.step(-1 if e.key == pygame.K_LEFT else 1)
            self._changed(row)
            return True
        return False

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.move_row(e, len(self.rows)):
            return True
        if e.type == pygame.MOUSEMOTION:  # the row under the pointer shows its explanation
            for i, r in enumerate(self.rows):
                if r.rect.collidepoint(e.pos) and i != self.focus_row:
                    self.focus_row = i
                    super().handle_event(e)
                    return True
        return super().handle_event(e)

    def options(self) -> Any:
        self._read_rows()
        known = {f.name for f in fields(self.info.options_class)}
        return self.info.options_from_dict({k: v for k, v in self.values.items() if k in known})

    def start(self) -> None:
        options = self.options()
        seed = int(self.seed.text) if self.seed.text else random.randrange(10**9)
        n = self.info.seats(options)
        seats = ["human"] + self.levels[: n - 1]
        self.app.settings.new_game[self.game_id] = {
            "options": registry.GameInfo.options_to_dict(options),
            "levels": self.levels,
        }
        self.app.save_settings()
        match = Match(self.game_id, options, seed)
        self.app.store.write_save(match, seats)
        routes.replace("table", self.app, match, seats)

    def draw(self, surf: pygame.Surface) -> None:
        _title, body, small = self.draw_background(surf)
        for i, r in enumerate(self.rows):
            r.draw(surf, body, small, focused=i == self.focus_row)
        if self.rows:
            row = self.rows[self.focus_row % len(self.rows)]
            self.draw_help(surf, row.label, row.help, small)
        self.draw_buttons(surf, body)
