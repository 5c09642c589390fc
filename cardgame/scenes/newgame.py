"""New game: players, difficulty per computer player, the rule options with the rules doc's
defaults (one line of explanation each) and a seed field (empty = random)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields
from typing import Any

import pygame

from ..engine import registry
from ..engine.match import Match
from ..i18n import _
from ..ui import theme
from ..ui.widgets import Button, Choice, NumberField, row_height
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
        self.seed = NumberField("seed", "")
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
                help=self.ui.seat_help(s, n),
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
        self.seed.label, self.seed.help = _("Seed"), _("Empty: a new random deal.")
        self.seed.placeholder = _("random")
        top = round(h * 0.14)
        bh = max(36, round(h * 0.065))
        _title, body, small = theme.sizes(h)
        room = h - bh - round(h * 0.04) - small * 3 - top  # above the explanation line
        cw = round(w * 0.44)

        def tall(r: Choice | NumberField) -> int:  # as tall as its explanation needs
            return max(40, round(h * 0.068), row_height(r.help, cw, body, small, r.label) + 8)

        left.append(self.seed)
        _balance(left, right, tall, room)
        for col, rows in enumerate((left, right)):
            x = round(w * 0.04) + col * round(w * 0.48)
            heights = [tall(r) for r in rows]
            # a column still too tall for the window is squeezed evenly (its longest
            # explanations then end in an ellipsis; the line above the buttons has them all)
            squeeze = min(1.0, room / max(1, sum(heights)))
            y = float(top)
            for r, t in zip(rows, heights, strict=True):
                r.rect = pygame.Rect(x, round(y), cw, round(t * squeeze) - 8)
                y += t * squeeze
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
        self.app.store.clear_save(self.game_id)  # a new match: its start is now
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


def _balance(left: list[Any], right: list[Any], tall: Callable[[Any], int], room: int) -> None:
    """A column too tall for `room` hands its last option rows to the other column while
    they fit there (in their order; on the left they go before the seed, which stays last)."""
    for src, dst, at in ((right, left, len(left) - 1), (left, right, len(right))):
        while (
            len(src) > 1
            and sum(map(tall, src)) > room
            and sum(map(tall, dst)) + tall(src[-2 if src is left else -1]) <= room
        ):
            dst.insert(at, src.pop(-2 if src is left else -1))
