"""The window, the loop and a tiny scene stack (push, pop, replace).

A scene has `handle_event(e) -> bool` (True when the picture changed), `update(dt)`,
`draw(surface)` (never changes state), `enter` (on top, again after a pop) and `exit` hooks,
`animating()` (needs frames now) and `wake_in()` (seconds until a timer is due, or None). The
loop draws only when something changed or moves; otherwise it sleeps, checking for events
every 20 ms, so an idle table costs next to nothing.
"""

from __future__ import annotations

import os
import time
from typing import Any

import pygame

from ..ai.thinker import Thinker
from ..i18n import _, again, set_language
from ..persistence import Settings, Store
from ..ui import assets, theme, window
from ..ui.picture import Picture
from ..ui.sound import Sounds

MIN_SIZE = (1024, 640)
IDLE_POLL = 0.02  # seconds between event checks while nothing moves
BOT_READY = pygame.event.custom_type()  # a bot's worker thread finished thinking
NOTICE_SECONDS = 8.0  # how long a note about the player's files stays over a screen
SCALE_BUDGET_MS = 20.0  # smooth sprite scaling per frame in the window: a resize spreads out


class Scene:
    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        pass

    def exit(self) -> None:
        pass

    def closing(self) -> None:
        """The window is closing: keep on disk what must be kept."""

    def resize(self, size: tuple[int, int]) -> None:
        pass

    def retranslate(self) -> None:
        """The language changed: rebuild every word this screen keeps (labels, lines)."""
        self.resize(self.app.size)

    def handle_event(self, e: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> bool:
        """Advance timers; True when the picture changed."""
        return False

    def draw(self, surf: pygame.Surface) -> None:
        raise NotImplementedError

    def animating(self) -> bool:
        return False

    def wake_in(self) -> float | None:
        return None


class App:
    """The window, settings, files and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = None, store: Store | None = None) -> None:
        window.dpi_aware()
        # The window surface without a GL renderer behind it: a 2D card table needs none, and
        # loading a GL driver costs about 100 MB of memory (measured under X11 with Mesa).
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.init()
        pygame.font.init()
        self.store = store or Store()
        self.settings: Settings = self.store.load_settings()
        self.store.open_history()  # a damaged history or statistics file is told at once
        set_language(self.settings.language)
        full = self.settings.fullscreen and size is None  # a size asked for: a window
        if size is None:
            size = (self.settings.window[0], self.settings.window[1])
        # never below the minimum the table is laid out for (an edited settings file, --size)
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        pygame.display.set_caption(_("Card games"))
        pygame.display.set_icon(pygame.image.load(str(assets.sprite_path("icon.png"))))
        self.screen = window.open_window(size, full)
        self.windowed = (size[0], size[1])  # the window's size to come back to from full screen
        self.picture = Picture()
        self.sprites = assets.Sprites(self.picture)
        self.sound = Sounds()
        self.apply_settings()
        self.stack: list[Scene] = []
        self.now = 0.0
        self.dirty = True
        self.running = True
        self.frames = 0
        self.last_draw_ms = 0.0
        self.notice: tuple[str, float] | None = None  # an alert shown over any screen
        self.notice_rect = pygame.Rect(0, 0, 0, 0)
        self._thinker: Thinker | None = None

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def thinker(self) -> Thinker:
        """The process Hard computer players think in, started when a table first needs it."""
        if self._thinker is None:
            self._thinker = Thinker()
            self._thinker.start()
        return self._thinker

    def close(self) -> None:
        """The window closes: the last writes reach the disk, the thinking process ends."""
        self.store.flush()
        if self._thinker is not None:
            self._thinker.close()

    @property
    def fullscreen(self) -> bool:
        return window.is_fullscreen(self.screen)

    def apply_settings(self) -> None:
        s = self.settings
        self.picture.configure(s.contrast, s.grain, s.temperature)
        theme.use_tint(self.picture if self.picture.tints else None)  # as the sprites are
        self.sprites.configure(
            four_colour=s.four_colour, back=s.back, felt=s.felt, smooth=self.picture.smooth
        )
        self.sound.configure(s.sound, s.volume)
        self.dirty = True

    def set_fullscreen(self, on: bool) -> None:
        """Full screen at the desktop's size, or back to the size the window had before it
        (a size asked for at the start is not the remembered one, yet the player had it)."""
        if on and not self.fullscreen:
            self.windowed = self.size
        self.screen = window.open_window(self.windowed, on)
        self.settings.fullscreen = self.fullscreen
        for sc in self.stack:
            sc.resize(self.size)
        self.dirty = True

    def save_settings(self) -> None:
        self.store.save_settings(self.settings)

    def change_language(self, lang: str) -> None:
        """Speak `lang` from now on, on every screen of the stack, without a restart."""
        self.settings.language = set_language(lang)
        pygame.display.set_caption(_("Card games"))
        for sc in self.stack:
            sc.retranslate()
        self.dirty = True

    # -- the stack -----------------------------------------------------------------------------
    @property
    def top(self) -> Scene:
        return self.stack[-1]

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.enter()
        self.dirty = True

    def pop(self) -> None:
        self.stack.pop().exit()
        self.dirty = True
        if not self.stack:
            self.running = False
        else:
            self.top.enter()  # the scene below is on top again

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def home(self) -> None:
        """Back to the menu (the bottom scene)."""
        while len(self.stack) > 1:
            self.stack.pop().exit()
        self.stack[0].enter()
        self.dirty = True

    # -- the loop ------------------------------------------------------------------------------
    def _handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.QUIT:
            for scene in self.stack:  # a table under a dialog saves too
                scene.closing()
            self.running = False
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        if e.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            w, h = self.screen.get_size()
            if self.fullscreen:  # the screen's size: nothing to keep or remember
                for sc in self.stack:
                    sc.resize((w, h))
                self.dirty = True
                return
            if w < MIN_SIZE[0] or h < MIN_SIZE[1]:  # keep the minimum window size
                self.screen = pygame.display.set_mode(
                    (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)), pygame.RESIZABLE
                )
                w, h = self.screen.get_size()
            self.settings.window = [max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)]
            self.windowed = (self.settings.window[0], self.settings.window[1])
            for sc in self.stack:
                sc.resize((w, h))
            self.dirty = True
            return
        if e.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.dirty = True
        if (
            self.notice
            and e.type == pygame.MOUSEBUTTONDOWN
            and self.notice_rect.collidepoint(e.pos)
        ):
            self.notice, self.dirty = None, True  # a click on the note puts it away
            return
        if self.stack and self.top.handle_event(e):
            self.dirty = True

    def frame(self, dt: float, events: list[Any] | None = None) -> bool:
        """One iteration: events, timers, and a redraw only when needed. True if drawn.

        The clock moves first: an event after a long idle wait happens now, so a message or a
        flight it starts is not already over when it is first drawn."""
        self.now += dt
        for e in pygame.event.get() if events is None else events:
            self._handle(e)
            if not self.running:
                return False
        if self.stack and self.top.update(dt):
            self.dirty = True
        if not self.stack:
            return False
        self._pump_alerts()
        if self.dirty or self.top.animating():
            t0 = time.perf_counter()
            self.sprites.begin_frame()
            self.top.draw(self.screen)
            if self.notice:
                self._draw_notice(self.notice[0])
            self.last_draw_ms = (time.perf_counter() - t0) * 1000
            pygame.display.flip()
            self.dirty = self.sprites.unfinished  # quick stand-ins: smooth ones next frame
            self.frames += 1
            return True
        return False

    # -- notes about the player's files ---------------------------------------------------------
    def _pump_alerts(self) -> None:
        """Show the store's newest alert over the screen for a while (the menu shows them in
        its own banner)."""
        store = self.store
        if getattr(self.top, "shows_messages", False):
            store.alerts.clear()
            if self.notice:
                self.notice, self.dirty = None, True
            return
        if store.alerts:
            self.notice = (store.alerts.pop(0), self.now + NOTICE_SECONDS)
            self.dirty = True
        elif self.notice and self.now >= self.notice[1]:
            self.notice, self.dirty = None, True

    def _draw_notice(self, message: str) -> None:
        w, h = self.screen.get_size()
        _t, _body, small = theme.sizes(h)
        lines = theme.wrap(again(message), small, round(w * 0.56))
        box = pygame.Rect(0, 0, round(w * 0.6), (len(lines) + 1) * round(small * 1.5))
        box.midtop = (w // 2, round(h * 0.09))
        theme.panel(self.screen, box, (110, 70, 20, 235), edge=(255, 210, 140, 200))
        y = box.top + small // 2 + small // 4
        for line in lines:
            theme.blit_text(self.screen, line, small, (box.centerx, y), anchor="midtop")
            y += round(small * 1.5)
        self.notice_rect = box

    def wake_in(self) -> float | None:
        """Seconds until the top screen or the note needs a frame (None: only on input)."""
        wake = self.top.wake_in()
        if self.notice:
            left = max(0.0, self.notice[1] - self.now)
            wake = left if wake is None else min(wake, left)
        return wake

    @staticmethod
    def _wait(wake: float | None) -> list[Any]:
        """Sleep until an event arrives or `wake` seconds pass.

        pygame's own `event.wait` polls SDL every millisecond (about 2% of a core); checking
        every 20 ms costs a tenth of that and stays within a frame of any input.
        """
        end = None if wake is None else time.monotonic() + wake
        while True:
            events = pygame.event.get()
            if events:
                return events
            now = time.monotonic()
            if end is not None and now >= end:
                return []
            time.sleep(IDLE_POLL if end is None else max(0.0, min(IDLE_POLL, end - now)))

    def run(self) -> None:
        """Frames at up to 60 fps while something moves; otherwise sleep until an event."""
        clock = pygame.time.Clock()
        last = time.monotonic()
        self.sprites.budget_ms = SCALE_BUDGET_MS
        self.store.write_in_background()  # a frame never waits for the disk
        while self.running and self.stack:
            top = self.top
            if top.animating() or self.dirty:
                clock.tick(60)
                events = pygame.event.get()
            else:
                events = self._wait(self.wake_in())
            now = time.monotonic()
            self.frame(now - last, events)
            last = now
        self.save_settings()
        self.close()  # the last writes are on disk before the process ends
