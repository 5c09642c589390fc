"""Settings in two columns: the table (speed, cards, felt, language, each game's own rows)
and the window, sound and picture. Changes apply at once (the picture sliders tint this
screen too) and are saved when leaving. While it is open, frames that draw nothing make the
cloths a felt choice or a grain step below 50% will need, so neither stalls its own frame."""

from __future__ import annotations

import pygame

from ..i18n import LANGUAGE_NAMES, _, available_languages, language, pgettext, set_language
from ..persistence import BACKS, FELTS, SPEEDS
from ..ui import theme
from ..ui.slider import Slider
from ..ui.widgets import Button, Choice, row_height
from .base import App
from .common import ButtonScene
from .games import game_ui, playable

Row = Choice | Slider
GAP = 8  # pixels between two rows


class SettingsScene(ButtonScene):
    def __init__(self, app: App) -> None:
        self.rows: list[Row] = []
        self.focus_row = 0
        self.dragging: Slider | None = None
        self.value_px = 0  # the size of every row's value (`_value_px`)
        self.preparing = True  # cloths still to make for the felt and grain rows
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("Settings")

    def _table_rows(self) -> list[Row]:
        s = self.app.settings
        langs = available_languages()
        on_off = [_("off"), _("on")]
        rows: list[Row] = [
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
                rows.append(c)
        return rows

    def _picture_rows(self) -> list[Row]:
        return [
            Choice(
                "confirm_calls", _("Ask before risky calls"), [False, True], [_("off"), _("on")]
            ),
            Choice(
                "fullscreen",
                _("Full screen"),
                [False, True],
                [_("window"), _("full screen")],
                help=_("F11 switches at any time."),
            ),
            Choice("sound", _("Sound"), [False, True], [_("off"), _("on")]),
            Slider("volume", _("Volume"), help=_("How loud the table's sounds are."), mark=None),
            Slider("contrast", _("Contrast"), help=_("50% shows the picture as drawn.")),
            Slider(
                "grain",
                _("Grain"),
                help=_("A smoother cloth below 50%, fine film grain above."),
            ),
            Slider(
                "temperature",
                _("Colour temperature"),
                help=_("Cooler (bluer) below 50%, warmer above."),
            ),
        ]

    def enter(self) -> None:
        self.preparing = True

    def exit(self) -> None:
        self.app.sprites.drop_spare()  # the felts not chosen: a window's worth of pixels each

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.preparing = True

    def update(self, dt: float) -> bool:
        """One cloth at a time, in a frame that draws nothing (each ~20 ms at 2560x1440;
        made in the frame of a felt change or the first grain step below 50%, they stalled
        it past 100 ms)."""
        if self.preparing and not self.app.dirty:
            self.preparing = self.app.sprites.prepare(self.app.size, FELTS)
        return False

    def wake_in(self) -> float | None:
        return 0.0 if self.preparing else None

    def build(self) -> None:
        s = self.app.settings
        w, h = self.app.size
        left, right = self._table_rows(), self._picture_rows()
        self.rows = left + right
        self._sound_off_greys_volume()
        cw, gap = round(w * 0.44), round(w * 0.04)
        x0 = w // 2 - cw - gap // 2
        top = round(h * 0.16)
        bw, bh = round(w * 0.16), max(36, round(h * 0.065))
        _title, body, small = theme.sizes(h)
        room = h - bh - round(h * 0.04) - small * 3 - top  # above the explanation line
        n = max(len(left), len(right) + 1)  # the right column ends in the reset button

        # each row as tall as its label and explanation need in the language that needs the
        # most (a row taller in one language moved the rows under the mouse when it changed),
        # and at least `rh`; the sliders alike; a column too tall for the window is squeezed
        # evenly (its longest explanations then end in an ellipsis; the line above the
        # buttons shows the focused one whole)
        rh = max(40, min(round(h * 0.08), round(h * 0.68) // n))
        need = self._needs(cw, body, small)
        if sum(need[: len(left)]) > room or sum(need[len(left) :]) + rh > room:
            rh = min(rh, 46)
        tall = [max(rh, t) for t in need]
        bottom = top
        for column, rows in enumerate((left, right)):
            heights = tall[: len(left)] if column == 0 else tall[len(left) :]
            squeeze = min(1.0, room / max(1, sum(heights) + (rh if column else 0)))
            y = float(top)
            for r, t in zip(rows, heights, strict=True):
                if r.key == "fullscreen":  # the window as it is (a size asked for: windowed)
                    r.set(self.app.fullscreen)
                elif ":" not in r.key:
                    r.set(getattr(s, r.key))
                r.rect = pygame.Rect(
                    x0 + column * (cw + gap), round(y), cw, round(t * squeeze) - GAP
                )
                y += t * squeeze
            bottom = round(y)
        self.value_px = self._value_px(body)
        self.focus_row = min(self.focus_row, len(self.rows) - 1)
        back = pygame.Rect(w // 2 - bw // 2, h - bh - round(h * 0.04), bw, bh)
        label = _("Picture as drawn (R)")
        words = theme.text(label, body, bold=True).get_width() + body * 2  # at full size
        reset = pygame.Rect(0, 0, min(cw, max(round(cw * 0.44), words)), min(bh, max(36, rh - 14)))
        reset.topright = (x0 + 2 * cw + gap, bottom + 4)  # under the sliders
        self.buttons = [
            Button(_("Back"), self.back, back, key="back"),
            Button(label, self.reset_picture, reset, key="reset"),
        ]

    def _needs(self, cw: int, body: int, small: int) -> list[int]:
        """Each row's height (with the gap below it): the most its label and explanation need
        in any language; every slider as tall as the tallest."""
        here = language()
        need: list[int] = []
        try:
            for lang in available_languages():
                set_language(lang)
                rows = self._table_rows() + self._picture_rows()
                tall = [row_height(r.help, cw, body, small, r.label) + GAP for r in rows]
                need = [max(a, b) for a, b in zip(need, tall, strict=True)] if need else tall
        finally:
            set_language(here)
        sliders = [t for r, t in zip(self.rows, need, strict=True) if isinstance(r, Slider)]
        return [
            max(sliders) if isinstance(r, Slider) else t
            for r, t in zip(self.rows, need, strict=True)
        ]

    def _value_px(self, body: int) -> int:
        """One size for every row's value: the largest (up to `body`) at which each name of
        each row fits its box (one long name drew its row smaller than the rest)."""
        names = [
            (n, r.value_box().width) for r in self.rows if isinstance(r, Choice) for n in r.names
        ]
        for px in range(body, max(12, round(body * 0.7)) - 1, -1):
            if all(theme.text(n, px, bold=True).get_width() <= w for n, w in names):
                return px
        return max(12, round(body * 0.7))

    def _apply(self) -> None:
        s = self.app.settings
        for r in self.rows:
            if ":" in r.key:
                gid, name = r.key.split(":", 1)
                s.games.setdefault(gid, {})[name] = r.value
            elif r.key == "fullscreen":
                if r.value != self.app.fullscreen:
                    self.app.set_fullscreen(bool(r.value))  # rebuilds this screen: rows are new
                    break
            else:
                setattr(s, r.key, r.value)
        if s.language != language():
            self.app.change_language(s.language)
        self._sound_off_greys_volume()
        self.app.apply_settings()
        self.preparing = True  # a new felt or grain may need other cloths

    def _sound_off_greys_volume(self) -> None:
        for r in self.rows:
            if isinstance(r, Slider) and r.key == "volume":
                r.enabled = bool(self.app.settings.sound)

    def click(self, pos: tuple[int, int]) -> bool:
        for i, r in enumerate(self.rows):
            if r.rect.collidepoint(pos):
                self.focus_row = i
                if isinstance(r, Slider):
                    if r.grab(pos):
                        self.dragging = r
                        r.drag(pos)
                else:
                    r.click(pos)
                self._apply()
                if r.key == "sound":
                    self.app.sound.play("play")
                return True
        return False

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.dragging is not None:
            if e.type == pygame.MOUSEMOTION:
                if self.dragging.drag(e.pos):
                    self._apply()
                    return True
                return False
            if e.type == pygame.MOUSEBUTTONUP:
                if self.dragging.key == "volume":
                    self.app.sound.play("play")  # how loud it is now
                self.dragging = None
                return True
        if self.move_row(e, len(self.rows)):
            return True
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            row = self.rows[self.focus_row]
            row.step(-1 if e.key == pygame.K_LEFT else 1)
            self._apply()
            if row.key in ("volume", "sound"):
                self.app.sound.play("play")  # a sample at the new level (silent when off)
            return True
        return super().handle_event(e)

    def reset_picture(self) -> None:
        """The three picture sliders back to 50%."""
        s = self.app.settings
        s.contrast = s.grain = s.temperature = 50
        self.app.apply_settings()
        self.build()

    def key(self, e: pygame.event.Event) -> bool:
        if e.key == pygame.K_r:
            self.reset_picture()
            return True
        return False

    def back(self) -> None:
        self.app.save_settings()
        self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        _t, body, small = self.draw_background(surf)
        for i, r in enumerate(self.rows):
            if isinstance(r, Choice):
                r.draw(surf, body, small, i == self.focus_row, self.value_px)
            else:
                r.draw(surf, body, small, focused=i == self.focus_row)
        row = self.rows[self.focus_row]
        self.draw_help(surf, row.label, row.help, small)  # the whole of what a row cuts short
        self.draw_buttons(surf, body)
