"""The menu: the four games as tiles (the ones not built yet shown as coming), Continue on top
for the match played last, then Settings, Rules, Statistics and Quit. Each game keeps its own
unfinished match: its tile says since when and offers Continue beside a new match.

Notes about the player's files (a damaged save set aside, a write that failed) show in a
banner at the bottom until dismissed; when a damaged save could be resumed part of the way,
the banner offers it. Starting a new match over an unfinished one, and quitting, ask first."""

from __future__ import annotations

import time
from functools import partial
from typing import Any

import pygame

from .. import __version__
from ..engine import registry
from ..engine.cards import Card
from ..i18n import Words, _, again, ngettext, pgettext
from ..ui import theme
from ..ui.widgets import Button
from . import routes, words
from .base import App
from .common import ButtonScene
from .dialog import confirm
from .games import game_ui, has_table
from .tutorial import learn, learn_label, offer, tutorial_of


class MenuScene(ButtonScene):
    shows_messages = True  # the window shows the store's alerts over other screens, not here
    side_by_side = True  # the games' tiles

    def __init__(self, app: App) -> None:
        self.resume: tuple[Any, list[str]] | None = None  # the match played last
        self.saves: dict[str, tuple[Any, list[str], float]] = {}  # each game's unfinished one
        self.tiles: list[tuple[pygame.Rect, str, str, bool]] = []
        self.banner = pygame.Rect(0, 0, 0, 0)
        self.banner_lines: list[str] = []
        self.game: str | None = None  # the game last focused, started or continued here
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("Card Table")

    def enter(self) -> None:
        self.saves = self.app.store.load_saves()
        latest = next(iter(self.saves.values()), None)
        self.resume = (latest[0], latest[1]) if latest is not None else None
        self.build()

    def build(self) -> None:
        w, h = self.app.size
        games = [(gid, info.title, has_table(gid)) for gid, info in registry.games().items()]
        games += [(gid, title, False) for gid, title in registry.PLANNED.items()]
        bw, bh = round(w * 0.16), max(36, round(h * 0.065))
        tw, th = round(w * 0.19), round(h * 0.34) + (bh + 8 if self.saves else 0)
        gap = round(w * 0.02)
        x0 = w // 2 - (len(games) * tw + (len(games) - 1) * gap) // 2
        y = round(h * (0.25 if self.resume is not None else 0.2))
        self.tiles = [
            (pygame.Rect(x0 + i * (tw + gap), y, tw, th), gid, title, live)
            for i, (gid, title, live) in enumerate(games)
        ]
        lh = max(28, round(h * 0.045))  # "Learn to play" under each tile
        by = y + th + round(h * 0.05) + lh
        self.buttons = []
        if self.resume is not None:
            m, _seats = self.resume
            label = _("Continue {game}").format(game=m.info.title)
            r = pygame.Rect(0, 0, round(w * 0.3), bh)
            r.midtop = (w // 2, y - bh - round(h * 0.03))
            self.buttons.append(Button(label, self.continue_game, r, accent=True, key="continue"))
        entries = [
            (_("Settings"), self.settings, "settings"),
            (_("Rules"), self.rules, "rules"),
            (_("Statistics"), self.stats, "stats"),
            (_("Quit"), self.quit, "quit"),
        ]
        x = w // 2 - (len(entries) * bw + (len(entries) - 1) * gap) // 2
        for i, (label, fn, key) in enumerate(entries):
            self.buttons.append(
                Button(label, fn, pygame.Rect(x + i * (bw + gap), by, bw, bh), key=key)
            )
        at = 1 if self.resume else 0  # the Play buttons in the tiles' order, after Continue
        for r, gid, _title, live in self.tiles:
            if not live:
                continue
            slot = pygame.Rect(r.left + r.w // 8, r.bottom - bh - 12, r.w * 3 // 4, bh)
            if gid in self.saves:  # Continue at the bottom, a new match above it
                self.buttons.insert(
                    at,
                    Button(
                        _("Continue"),
                        partial(self.continue_game, gid),
                        slot,
                        accent=True,
                        key="continue:" + gid,
                    ),
                )
                at += 1
                play = Button(_("New match"), partial(self.new_game, gid), slot.move(0, -bh - 8))
            else:
                play = Button(
                    pgettext("menu: start a game", "Play"),
                    partial(self.new_game, gid),
                    slot,
                    accent=True,
                )
            play.key = "play:" + gid
            self.buttons.insert(at, play)
            at += 1
        for r, gid, _title, live in self.tiles:  # the row under the tiles, in their order
            if live and tutorial_of(gid) is not None:
                button = Button(
                    learn_label(),
                    partial(learn, self.app, gid),
                    pygame.Rect(r.left + r.w // 8, r.bottom + round(h * 0.012), r.w * 3 // 4, lh),
                    key="learn:" + gid,
                )
                self.buttons.insert(at, button)
                at += 1
        self._build_banner()
        keys = [b.key for b in self.buttons]
        mine = "play:" + (self.game or "")
        self.focus = keys.index(mine) if self.resume is None and mine in keys else 0

    def _build_banner(self) -> None:
        """The notes about the player's files, their Dismiss button and, after a damaged save
        was resumed part of the way, the offer to play on from there."""
        store = self.app.store
        self.banner_lines = []
        if not store.messages:
            self.banner = pygame.Rect(0, 0, 0, 0)
            return
        w, h = self.app.size
        _t, _body, small = theme.sizes(h)
        for m in store.messages[-3:]:
            self.banner_lines += theme.wrap(again(m), small, round(w * 0.68))
        bh = max(32, round(h * 0.055))
        line = round(small * 1.5)
        self.banner = pygame.Rect(
            0, 0, round(w * 0.74), len(self.banner_lines) * line + bh + small * 2
        )
        self.banner.midbottom = (w // 2, h - round(h * 0.03))
        bw = round(w * 0.2)
        y = self.banner.bottom - bh - small // 2
        right = self.banner.right - small
        dismiss = pygame.Rect(right - round(w * 0.11), y, round(w * 0.11), bh)
        self.buttons.append(Button(_("Dismiss"), self.dismiss, dismiss, key="dismiss"))
        if store.recovered is not None and self.resume is not None:
            r = pygame.Rect(dismiss.left - small - bw, y, bw, bh)
            label = _("Resume from move {n}").format(n=store.recovered.good)
            self.buttons.append(Button(label, self.continue_game, r, accent=True, key="recover"))

    def dismiss(self) -> None:
        self.app.store.messages.clear()
        self.app.store.alerts.clear()
        self.app.store.recovered = None
        self.build()

    # -- actions -------------------------------------------------------------------------------
    def new_game(self, game_id: str) -> None:
        """The new-game screen; over this game's unfinished match, ask first (it would be
        replaced; the other games' matches stay). The first start of a game offers its
        tutorial first."""
        self.game = game_id
        if offer(self.app, game_id, partial(self.new_game, game_id)):
            return
        if game_id not in self.saves:
            routes.push("new_game", self.app, game_id)
            return
        m, _seats, _started = self.saves[game_id]
        confirm(
            self.app,
            Words(lambda: _("Start a new match?")),
            Words(
                lambda: _(
                    "Your unfinished {game} match (deal {deal}) would be replaced by the new "
                    "one and lost."
                ).format(game=m.info.title, deal=words.deal_under_way(m))
            ),
            [
                (
                    Words(lambda: _("New match")),
                    lambda: routes.push("new_game", self.app, game_id),
                    "yes",
                ),
                (Words(lambda: _("Keep it")), lambda: None, "no"),
            ],
        )

    def continue_game(self, game_id: str | None = None) -> None:
        """Play on: the match played last, or `game_id`'s."""
        if game_id is not None and game_id in self.saves:
            match, seats, _started = self.saves[game_id]
        elif self.resume is not None:
            match, seats = self.resume
        else:
            return
        self.resume = None
        self.saves = {}
        self.app.store.recovered = None
        self.game = match.info.id
        if match.deal_over:
            routes.push("scoring", self.app, match, seats)
        else:
            routes.push("table", self.app, match, seats, animate_deal=False)

    def settings(self) -> None:
        routes.push("settings", self.app)

    def rules(self) -> None:
        routes.push("rules", self.app, self.rules_game())

    def rules_game(self) -> str | None:
        """The game whose rules the menu's Rules opens: the focused one (its Play button, or
        Continue), else the one last focused, started or continued here, else the unfinished
        match's; None: the first."""
        key = self.buttons[self.focus % len(self.buttons)].key if self.buttons else ""
        if _game_of(key):
            return _game_of(key)
        resumed = self.resume[0].info.id if self.resume is not None else None
        if key == "continue":
            return resumed
        return self.game or resumed

    def handle_event(self, e: pygame.event.Event) -> bool:
        """As a screen of buttons; a game's Play button focused along the row of tiles
        (Left/Right, the mouse) or its tile pointed at makes it the game the Rules button
        means (Tab walking on to Rules past the other games does not)."""
        before = self.focus
        used = super().handle_event(e)
        along = e.type == pygame.MOUSEMOTION or (
            e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT)
        )
        if along and self.focus != before and self.buttons:
            key = self.buttons[self.focus % len(self.buttons)].key
            if _game_of(key):
                self.game = _game_of(key)
        if e.type == pygame.MOUSEMOTION:
            for r, gid, _title, live in self.tiles:
                if live and r.collidepoint(e.pos):
                    self.game = gid
        return used

    def stats(self) -> None:
        routes.push("stats", self.app)

    def quit(self) -> None:
        """Ask, then close the window (an unfinished match stays saved)."""
        if len(self.saves) > 1:
            text = Words(
                lambda: _("Your unfinished matches are saved: Continue picks them up next time.")
            )
        elif self.resume is not None:
            m, _seats = self.resume
            text = Words(
                lambda: _("Your {game} match is saved: Continue picks it up next time.").format(
                    game=m.info.title
                )
            )
        else:
            text = Words(lambda: _("Close the card table?"))
        confirm(
            self.app,
            Words(lambda: _("Quit?")),
            text,
            [
                (Words(lambda: _("Quit")), self.close, "yes"),
                (Words(lambda: _("Stay")), lambda: None, "no"),
            ],
        )

    def close(self) -> None:
        self.app.running = False

    def back(self) -> None:
        self.quit()

    def click(self, pos: tuple[int, int]) -> bool:
        for r, gid, _title, live in self.tiles:
            if live and r.collidepoint(pos):
                self.new_game(gid)
                return True
        return False

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        title, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        theme.blit_text(
            surf,
            _("Four card games against the computer"),
            small,
            (w // 2, round(h * 0.05) + round(title * 1.6)),
            theme.TEXT_DIM,
            anchor="midtop",
        )
        sp = self.app.sprites
        for r, gid, name, live in self.tiles:
            theme.panel(surf, r, (10, 16, 12, 170) if live else (10, 16, 12, 110), radius=14)
            cw = round(r.w * (0.32 if self.saves else 0.36))  # a smaller fan over two buttons
            size = (cw, round(cw * 1.4))
            fan = game_ui(gid).menu_fan if live else "AS KS QS JS"
            deck = (game_ui(gid).deck or "") if live else ""
            cards = [Card.parse(c) for c in fan.split()]
            cx, cy = r.centerx, r.top + round(h * 0.34 * 0.42) + (small // 2 if self.saves else 0)
            for i, c in enumerate(cards):
                angle = (1.5 - i) * 12
                img = sp.rotated(c if live else None, size, round(angle), deck)
                surf.blit(img, img.get_rect(center=(cx + round((i - 1.5) * cw * 0.28), cy)))
            theme.blit_text(surf, name, body, (r.centerx, r.top + 10), anchor="midtop", bold=True)
            if gid in self.saves:
                status = pygame.Rect(r.left + 6, r.top + 12 + round(body * 1.3), r.w - 12, small)
                theme.blit_fitted(
                    surf, since(self.saves[gid][2]), small, status, theme.TEXT_DIM, lines_allowed=1
                )
            if not live:
                theme.blit_text(
                    surf,
                    _("Coming soon"),
                    small,
                    (r.centerx, r.bottom - 30),
                    theme.TEXT_DIM,
                    anchor="midbottom",
                )
        for i, b in enumerate(self.buttons):
            if b.key not in ("dismiss", "recover"):
                b.draw(surf, body, focused=i == self.focus)
        pad = round(h * 0.015)
        theme.blit_text(
            surf,
            _("Version {version}").format(version=__version__),
            small,
            (w - pad, h - pad),
            theme.TEXT_DIM,
            anchor="bottomright",
        )
        if self.banner_lines:
            box = self.banner
            theme.panel(surf, box, (110, 70, 20, 235), edge=(255, 210, 140, 200))
            y = box.top + small
            for line in self.banner_lines:
                theme.blit_text(surf, line, small, (box.left + small, y), anchor="topleft")
                y += round(small * 1.5)
            for i, b in enumerate(self.buttons):
                if b.key in ("dismiss", "recover"):
                    b.draw(surf, small, focused=i == self.focus)


def _game_of(key: str) -> str | None:
    """The game a tile's button stands for (its Play, New match, Continue or Learn to play)."""
    for prefix in ("play:", "continue:", "learn:"):
        if key.startswith(prefix):
            return key.removeprefix(prefix)
    return None


def since(started: float, now: float | None = None) -> str:
    """When an unfinished match began, as its tile says it."""
    now = time.time() if now is None else now
    then, today = time.localtime(started), time.localtime(now)
    days = (
        time.mktime((*today[:3], 0, 0, 0, 0, 0, -1)) - time.mktime((*then[:3], 0, 0, 0, 0, 0, -1))
    ) // 86400
    if days < 1:
        return _("In progress since {time}").format(time=time.strftime("%H:%M", then))
    n = int(days)
    return ngettext("In progress since yesterday", "In progress for {n} days", n).format(n=n)
