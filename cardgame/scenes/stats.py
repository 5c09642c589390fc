"""Statistics per game, read from the history: each game's own counters in one grid whose
columns line up across the games, and for the chosen game its figures by opponent level,
its best and worst deal and its streaks. "Reset statistics" counts from now on (after a
confirm); the deals stay in the history."""

from __future__ import annotations

import pygame

from ..engine import registry
from ..history.records import MIXED
from ..history.stats import GameFigures, LevelFigures
from ..i18n import N_, Words, _
from ..ui import theme
from ..ui.widgets import Button
from .base import App
from .common import ButtonScene, button_row
from .dialog import confirm
from .games import game_ui, playable
from .history import HistoryScene, signed
from .words import LEVEL_NAMES

LEVEL_ORDER = ("easy", "medium", "hard", "random", MIXED)
MIXED_NAME = N_("Mixed levels")


def share(won: int, played: int) -> str:
    if not played:
        return "\u2014"
    return _("{won} of {played} ({rate}%)").format(
        won=won, played=played, rate=round(100 * won / played)
    )


class StatsScene(ButtonScene):
    side_by_side = True  # the buttons stand in a row; Up and Down choose the game

    def __init__(self, app: App) -> None:
        self.games = playable()
        self.chosen = 0
        self.row_rects: list[pygame.Rect] = []
        self.load(app)
        super().__init__(app)

    def load(self, app: App) -> None:
        """Read the counters and every game's figures from the history."""
        store = app.store
        self.stats = store.load_stats()
        self.figures: dict[str, GameFigures] = {gid: store.figures(gid) for gid in self.games}
        self.damage = store.history.damage_words()

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("Statistics")

    def build(self) -> None:
        reset, history, back = button_row(self.app, 3)
        self.buttons = [
            Button(_("Reset statistics"), self.ask_reset, reset, key="reset"),
            Button(_("History"), self.history, history),
            Button(_("Back"), self.back, back, key="back"),
        ]
        self.buttons[1].key = "history"
        self.focus = 2

    def history(self) -> None:
        """The past deals, to look back at one."""
        self.app.push(HistoryScene(self.app))

    def rows(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(game title, its (label, value) cells) for every game with a table."""
        return [
            (registry.get(gid).title, game_ui(gid).stats_rows(self.stats.get(gid, {})))
            for gid in self.games
        ]

    def details(self, gid: str) -> list[tuple[str, str]]:
        """The chosen game's figures beyond its row: best and worst deal, streaks, and the
        game's own extras (a partner's calls, bombs...)."""
        fig = self.figures[gid]
        return [
            (_("Best deal"), signed(fig.best)),
            (_("Worst deal"), signed(fig.worst)),
            (_("Longest winning streak"), str(fig.longest_streak)),
            (_("Current streak"), str(fig.streak)),
            *game_ui(gid).stats_details(self.stats.get(gid, {})),
        ]

    def level_rows(self, gid: str) -> list[tuple[str, LevelFigures]]:
        levels = self.figures[gid].levels
        order = [lv for lv in LEVEL_ORDER if lv in levels]
        order += sorted(lv for lv in levels if lv not in LEVEL_ORDER)
        return [
            (_(LEVEL_NAMES.get(lv, MIXED_NAME if lv == MIXED else lv)), levels[lv]) for lv in order
        ]

    # -- acting --------------------------------------------------------------------------------
    def ask_reset(self) -> None:
        confirm(
            self.app,
            Words(lambda: _("Reset statistics?")),
            Words(
                lambda: _(
                    "The statistics of every game count again from zero from now on. Every "
                    "deal you played stays in your history."
                )
            ),
            [
                (Words(lambda: _("Reset")), self.reset, "yes"),
                (Words(lambda: _("Cancel")), lambda: None, "no"),
            ],
            default=1,
        )

    def reset(self) -> None:
        for gid in self.games:
            self.app.store.reset_stats(gid)
        self.load(self.app)

    def choose(self, step: int) -> None:
        self.chosen = (self.chosen + step) % max(1, len(self.games))

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_UP, pygame.K_DOWN):
            self.choose(1 if e.key == pygame.K_DOWN else -1)
            return True
        return super().handle_event(e)

    def click(self, pos: tuple[int, int]) -> bool:
        for i, r in enumerate(self.row_rects):
            if r.collidepoint(pos):
                self.chosen = i
                return True
        return False

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        _t, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        games = self.rows()
        line = round(body * 1.4)
        head = round(small * 1.15) * 2  # a column's label: on two lines when long
        box = pygame.Rect(round(w * 0.06), round(h * 0.13), round(w * 0.88), 0)
        box.height = (line + head) * len(games) + small
        theme.panel(surf, box, radius=14)
        x0 = box.left + round(box.width * 0.24)
        # one grid for every game: as many columns as the game with the most, all as wide
        col = (box.right - small - x0) // max(1, max(len(c) for _g, c in games))
        y = box.top + small // 2
        self.row_rects = []
        self.columns: list[list[int]] = []  # each game's cells' left edges (they line up)
        for i, (title, cells) in enumerate(games):
            row = pygame.Rect(box.left + 4, y, box.width - 8, line + head)
            self.row_rects.append(row)
            if i == self.chosen:
                theme.panel(surf, row, (255, 255, 255, 28), radius=10)
            name = pygame.Rect(box.left + body, y + head, x0 - box.left - body * 2, line)
            theme.blit_fitted(surf, title, body, name, bold=True, align="left", lines_allowed=1)
            self.columns.append([])
            for k, (label, value) in enumerate(cells):
                cell = pygame.Rect(x0 + k * col + small, y, col - small, head)
                self.columns[-1].append(cell.left)
                theme.blit_fitted(surf, label, small, cell, theme.TEXT_DIM, align="right")
                theme.blit_fitted(
                    surf, value, body, cell.move(0, head).inflate(0, line - head), align="right"
                )
            y += line + head
        self.draw_details(surf, box.bottom + small, small)
        self.draw_buttons(surf, body)

    def draw_details(self, surf: pygame.Surface, top: int, px: int) -> None:
        """The chosen game's figures by level (left) and its other figures (right)."""
        w, h = surf.get_size()
        if not self.games:
            return
        gid = self.games[self.chosen % len(self.games)]
        bottom = self.buttons[0].rect.top - px
        box = pygame.Rect(round(w * 0.06), top, round(w * 0.88), bottom - top)
        theme.panel(surf, box, radius=14)
        line = round(px * 1.5)
        title = _("{game}: against each level").format(game=registry.get(gid).title)
        half = box.width // 2 - px * 2
        left = pygame.Rect(box.left + px, box.top + px // 2, half, line)
        theme.blit_fitted(surf, title, px, left, bold=True, align="left", lines_allowed=1)
        cols = (round(half * 0.34), round(half * 0.33), round(half * 0.33))
        heads = ("", _("Deals won"), _("Matches won"))
        y = left.bottom
        rows = [(h_, None) for h_ in [heads]] + [
            ((name, share(f.deals_won, f.deals), share(f.matches_won, f.matches)), f)
            for name, f in self.level_rows(gid)
        ]
        if len(rows) == 1:
            rows.append(((_("No deals yet"), "", ""), None))
        for texts, _f in rows:
            x = left.left
            for k, text in enumerate(texts):
                cell = pygame.Rect(x, y, cols[k] - px // 2, line)
                colour = theme.TEXT_DIM if _f is None and texts is heads else theme.TEXT
                theme.blit_fitted(
                    surf,
                    text,
                    px,
                    cell,
                    colour,
                    align="left" if k == 0 else "right",
                    lines_allowed=1,
                )
                x += cols[k]
            y += line
            if y + line > box.bottom:
                break
        right = pygame.Rect(box.centerx + px, box.top + px // 2, half, line)
        for label, value in self.details(gid):
            if right.bottom > box.bottom - line:
                break
            name = right.copy()
            name.width = round(half * 0.7)
            theme.blit_fitted(surf, label, px, name, theme.TEXT_DIM, align="left", lines_allowed=1)
            theme.blit_fitted(surf, value, px, right, align="right", lines_allowed=1)
            right = right.move(0, line)
        note = pygame.Rect(box.left + px, box.bottom - line - px // 3, box.width - 2 * px, line)
        hint = self.damage or _("\u2191 \u2193 or a click: another game")
        theme.blit_fitted(surf, hint, px, note, theme.TEXT_DIM, lines_allowed=1)
