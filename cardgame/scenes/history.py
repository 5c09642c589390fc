"""The History screen: past deals per game, newest first, with their results; and the replay
of one deal, action by action (arrow keys or a click on the bar), with every hand shown or
only yours. A deal can be written out as readable text (seats, hands, every play, result).
A deal whose actions no longer replay (an engine that changed) is shown up to the last one
that does."""

from __future__ import annotations

import time
from typing import Any

import pygame

from ..engine import registry
from ..engine.actions import parse_action
from ..history.records import Steps, replay_steps
from ..i18n import _
from ..ui import theme
from ..ui.widgets import Button
from .base import App
from .common import ButtonScene, button_row
from .games import game_ui, playable
from .words import LEVEL_NAMES, card_name, seat_names

PAGE = 10


def signed(points: int | None) -> str:
    """A deal's points as the screens write them (a true minus sign), or a dash for none."""
    if points is None:
        return "\u2014"
    if points == 0:
        return "0"
    return f"{points:+d}".replace("-", "\u2212")


def when(ended: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ended))


def label(game: str, text: str) -> str:
    """An action's words as the table shows them."""
    try:
        return game_ui(game).action_label(parse_action(text))
    except Exception:  # a stored text this version does not read: shown as it is
        return text


def deal_text(body: dict[str, Any], steps: Steps) -> str:
    """A deal as readable text: the game, the seats, the hands dealt, every play, the result."""
    game = str(body["game"])
    names = seat_names(body["seats"])
    lines = [
        registry.get(game).title,
        _("Deal number (seed): {seed}").format(seed=body["seed"]),
        "",
    ]
    for s, hand in enumerate(steps.hands[0]):
        lines.append(f"{names[s]}: " + " ".join(card_name(c) for c in hand))
    lines.append("")
    for k, (seat, text) in enumerate(steps.actions[: steps.good]):
        lines.append(f"{k + 1}. {names[seat]}: {label(game, text)}")
    if steps.error is not None:
        lines.append(_("The rest of this deal does not replay in this version."))
    lines.append("")
    points = body["result"]["points"]
    lines.append(_("Points: {points}").format(points=", ".join(str(p) for p in points)))
    return "\n".join(lines) + "\n"


class HistoryScene(ButtonScene):
    """Past deals: ← → choose the game (or all), ↑ ↓ a deal, Enter replays it."""

    def __init__(self, app: App) -> None:
        self.games: list[str | None] = [None, *playable()]
        self.game_at = 0
        self.chosen = 0
        self.rows: list[dict[str, Any]] = []
        self.row_rects: list[pygame.Rect] = []
        super().__init__(app)
        self.load()

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("History")

    def load(self) -> None:
        self.app.store.flush()
        self.rows = self.app.store.history.recent(self.games[self.game_at])
        self.chosen = min(self.chosen, max(0, len(self.rows) - 1))

    def build(self) -> None:
        replay, back = button_row(self.app, 2)
        self.buttons = [
            Button(_("Replay"), self.open, replay, key="replay"),
            Button(_("Back"), self.back, back, key="back"),
        ]

    def open(self) -> None:
        if not self.rows:
            return
        row = self.rows[self.chosen]
        body = self.app.store.history.deal_body(row["id"])
        if body is None or not body:
            return
        self.app.push(ReplayScene(self.app, body))

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -PAGE}.get(e.key)
            step = PAGE if e.key == pygame.K_PAGEDOWN else step
            if step is not None:
                self.chosen = max(0, min(len(self.rows) - 1, self.chosen + step))
                return True
            if e.key in (pygame.K_LEFT, pygame.K_RIGHT):
                d = 1 if e.key == pygame.K_RIGHT else -1
                self.game_at = (self.game_at + d) % len(self.games)
                self.chosen = 0
                self.load()
                return True
        return super().handle_event(e)

    def click(self, pos: tuple[int, int]) -> bool:
        for i, r in enumerate(self.row_rects):
            if r.collidepoint(pos):
                if i == self.chosen - self.first():
                    self.open()
                self.chosen = self.first() + i
                return True
        return False

    def first(self) -> int:
        return max(0, self.chosen - PAGE + 1)

    def row_words(self, row: dict[str, Any]) -> list[str]:
        game = registry.get(row["game"]).title
        level = _(LEVEL_NAMES.get(row["level"], "")) if row["level"] in LEVEL_NAMES else ""
        if not row["sound"]:
            result = _("changed outside the game")
        elif not row["counted"]:
            result = _("not counted")
        else:
            result = (_("won") if row["won"] else _("lost")) + "  " + signed(row["points"])
        return [when(row["ended"]), game, level, result]

    def draw(self, surf: pygame.Surface) -> None:
        _t, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        chosen_game = self.games[self.game_at]
        head = _("All games") if chosen_game is None else registry.get(chosen_game).title
        theme.blit_text(
            surf,
            f"\u2190 {head} \u2192",
            body,
            (w // 2, round(h * 0.14)),
            anchor="midtop",
            bold=True,
        )
        line = round(body * 1.6)
        box = pygame.Rect(round(w * 0.08), round(h * 0.14) + line + small, round(w * 0.84), 0)
        box.height = line * PAGE + small
        theme.panel(surf, box, radius=14)
        cols = (0.0, 0.25, 0.55, 0.72)
        self.row_rects = []
        if not self.rows:
            theme.blit_text(
                surf, _("No deals yet"), body, box.center, theme.TEXT_DIM, anchor="center"
            )
        for i, row in enumerate(self.rows[self.first() : self.first() + PAGE]):
            r = pygame.Rect(box.left + 4, box.top + small // 2 + i * line, box.width - 8, line)
            self.row_rects.append(r)
            if self.first() + i == self.chosen:
                theme.panel(surf, r, (255, 255, 255, 28), radius=8)
            for k, text in enumerate(self.row_words(row)):
                left = r.left + small + round(cols[k] * (r.width - small))
                right = r.left + small + round((cols + (1.0,))[k + 1] * (r.width - small))
                cell = pygame.Rect(left, r.top, right - left - small, r.height)
                theme.blit_fitted(surf, text, body, cell, align="left", lines_allowed=1)
        self.draw_buttons(surf, body)


class ReplayScene(ButtonScene):
    """One deal again: ← → one action, Home/End the start and the end, A all hands or only
    yours, a click on the bar goes to that action."""

    side_by_side = True

    def __init__(self, app: App, body: dict[str, Any]) -> None:
        self.body = body
        self.steps = replay_steps(body)
        self.at = 0
        self.all_hands = False
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.names = seat_names(body["seats"])
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("Replay: {game}").format(game=registry.get(self.body["game"]).title)

    def build(self) -> None:
        hands, export, back = button_row(self.app, 3)
        self.buttons = [
            Button(_("All hands"), self.toggle, hands, key="hands"),
            Button(_("Export"), self.export, export, key="export"),
            Button(_("Back"), self.back, back, key="back"),
        ]
        self.focus = 2

    def toggle(self) -> None:
        self.all_hands = not self.all_hands
        self.buttons[0].label = _("Only your hand") if self.all_hands else _("All hands")

    def export(self) -> None:
        """Write the deal as text into the data folder's exports, and say where."""
        folder = self.app.store.data_dir / "exports"
        name = f"{self.body['game']}-{self.body['seed']}-{len(self.steps.actions)}.txt"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(deal_text(self.body, self.steps), encoding="utf-8")
        except OSError:
            self.app.store.flash(lambda: _("The deal could not be written out."))
            return
        self.app.store.flash(
            lambda: _("The deal was written to {path}.").format(path=folder / name)
        )

    def go(self, at: int) -> None:
        self.at = max(0, min(self.steps.good, at))

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN:
            moves = {
                pygame.K_LEFT: self.at - 1,
                pygame.K_RIGHT: self.at + 1,
                pygame.K_HOME: 0,
                pygame.K_END: self.steps.good,
            }
            if e.key in moves:
                self.go(moves[e.key])
                return True
            if e.key == pygame.K_a:
                self.toggle()
                return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.bar.collidepoint(e.pos):
            self.go(round(self.steps.good * (e.pos[0] - self.bar.left) / max(1, self.bar.width)))
            return True
        return super().handle_event(e)

    def draw(self, surf: pygame.Surface) -> None:
        _t, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        game = str(self.body["game"])
        human = int(self.body.get("human", 0))
        hands = self.steps.hands[self.at]
        line = round(body * 1.8)
        top = round(h * 0.14)
        cw = max(24, round(h * 0.05))
        size = (cw, round(cw * 1.4))
        sp = self.app.sprites
        deck = game_ui(game).deck
        for s, hand in enumerate(hands):
            y = top + s * (size[1] + line // 2)
            theme.blit_text(surf, self.names[s], body, (round(w * 0.06), y), anchor="topleft")
            x = round(w * 0.2)
            step = min(cw + 4, (round(w * 0.74)) // max(1, len(hand)))
            for c in hand:
                shown = c if (self.all_hands or s == human) else None
                surf.blit(sp.card(shown, size, deck), (x, y))
                x += step
        y = top + len(hands) * (size[1] + line // 2) + small
        if self.at:
            seat, text = self.steps.actions[self.at - 1]
            said = f"{self.at}. {self.names[seat]}: {label(game, text)}"
        else:
            said = _("The deal as it was dealt")
        theme.blit_text(surf, said, body, (w // 2, y), anchor="midtop", bold=True)
        self.bar = pygame.Rect(round(w * 0.1), y + line, round(w * 0.8), max(10, small))
        pygame.draw.rect(surf, (20, 30, 24), self.bar, border_radius=6)
        done = self.bar.copy()
        done.width = round(self.bar.width * self.at / max(1, self.steps.good))
        pygame.draw.rect(surf, theme.ACCENT, done, border_radius=6)
        hint = _("\u2190 \u2192 one play, Home and End, A: all hands; {at} of {n}").format(
            at=self.at, n=self.steps.good
        )
        if self.steps.error is not None:
            hint = _("Shown up to play {n}: the rest does not replay in this version.").format(
                n=self.steps.good
            )
        theme.blit_text(
            surf, hint, small, (w // 2, self.bar.bottom + small), theme.TEXT_DIM, anchor="midtop"
        )
        self.draw_buttons(surf, body)
