"""Buttons, option choosers and a number field: small, mouse- and keyboard-friendly.

Widgets keep their own rectangle (set by the scene's layout) and answer `hit(pos)`; scenes
decide what a click means, so widgets stay free of game logic.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import theme


@dataclass
class Button:
    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    accent: bool = False
    hover: bool = False
    key: str = ""  # an id for tests and keyboard focus

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, surf: pygame.Surface, px: int, focused: bool = False) -> None:
        """Drawn once per look (label, size, state) and then blitted: the table redraws its
        bars every frame while cards move."""
        at = (self.rect.left - _PAD, self.rect.top - _PAD)
        if theme.recording_on():  # drawn afresh, so that its label is seen where it lies
            theme.note_button(self.rect)
            with theme.drawn_at(at):
                surf.blit(self._render(px, focused), at)
            return
        tint = theme.tint_key()  # drawn in the picture settings' colours
        look = (
            self.label,
            self.rect.size,
            px,
            focused,
            self.hover,
            self.enabled,
            self.accent,
            tint,
        )
        image = _BUTTONS.get(look)
        if image is None:
            image = self._render(px, focused)
            _BUTTONS[look] = image
            if len(_BUTTONS) > 200:
                _BUTTONS.pop(next(iter(_BUTTONS)))
        surf.blit(image, at)

    def _render(self, px: int, focused: bool) -> pygame.Surface:
        if self.accent and self.enabled:
            fill = (196, 150, 52) if not self.hover else (222, 176, 70)
            colour = theme.DARK_TEXT
        else:
            fill = theme.BUTTON_HOVER if self.hover and self.enabled else theme.BUTTON
            colour = theme.TEXT if self.enabled else (130, 130, 124)
        w, h = self.rect.size
        out = pygame.Surface((w + 2 * _PAD, h + 2 * _PAD), pygame.SRCALPHA)
        r = pygame.Rect(_PAD, _PAD, w, h)
        radius = max(6, h // 4)
        pygame.draw.rect(
            out, theme.tinted((0, 0, 0)), r.move(0, max(2, h // 14)), border_radius=radius
        )
        pygame.draw.rect(out, theme.tinted(fill), r, border_radius=radius)
        if focused:  # a ring around the button, visible on gold and on grey alike
            pygame.draw.rect(
                out,
                theme.tinted((255, 255, 255)),
                r.inflate(8, 8),
                width=2,
                border_radius=radius + 3,
            )
        edge = theme.ACCENT if focused else (90, 104, 96) if not self.accent else (240, 210, 130)
        pygame.draw.rect(
            out, theme.tinted(edge), r, width=2 if focused else 1, border_radius=radius
        )
        inner = r.inflate(-max(px, radius), -4)  # clear of the rounded ends
        theme.blit_fitted(out, self.label, px, inner, colour, bold=True, shadow=not self.accent)
        return out


_PAD = 6  # room around a button's image for its focus ring and shadow
_BUTTONS: dict[tuple[object, ...], pygame.Surface] = {}


def _row(
    surf: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    help: str,
    px: int,
    small: int,
    focused: bool,
    room: int,
) -> None:
    """An option row's label, its explanation wrapped in the `room` left of the value box
    (on as many lines as the row is tall: `row_height` makes it tall enough; only a row
    squeezed by a small window cuts its last line, and the screen shows the focused row's in
    full) and the focus highlight."""
    if focused:
        theme.panel(surf, rect.inflate(12, 6), (255, 255, 255, 24), edge=(240, 190, 70, 160))
    heads = theme.wrap(label, px, room) if label else [""]  # a long label goes on two lines
    head_step = _head_step(px)
    step = round(small * 1.2)
    if px + head_step * (len(heads) - 1) + (step if help else 0) + 4 > rect.height:
        heads = [" ".join(heads)]  # a row of fixed height: one line, cut (shown whole below)
    head = px + head_step * (len(heads) - 1)
    lines = theme.wrap(help, small, room) if help else []
    fits = max(1, (rect.height - head - 4) // step)
    if len(lines) > fits:
        lines = [*lines[: fits - 1], theme.fit(" ".join(lines[fits - 1 :]), small, room)]
    top = rect.centery - (head + step * len(lines)) // 2 - 1
    for k, line in enumerate(heads):
        at = (rect.left, top + k * head_step)
        theme.blit_text(surf, theme.fit(line, px, room), px, at, box=rect)
    for k, line in enumerate(lines):
        at = (rect.left, top + head + 1 + k * step)
        theme.blit_text(surf, line, small, at, theme.TEXT_DIM, box=rect)


def _head_step(px: int) -> int:
    """The distance between the lines of a label that needs two."""
    return round(px * 1.15)


@dataclass
class Choice:
    """One option row: a label and a value cycled with the arrows or a click."""

    key: str
    label: str
    values: list[Any]
    names: list[str]
    index: int = 0
    help: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def set(self, value: Any) -> None:
        if value in self.values:
            self.index = self.values.index(value)

    def step(self, d: int) -> None:
        self.index = (self.index + d) % len(self.values)

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The two arrows at the ends of the value box, narrower than tall: the value between
        them has room at its full size."""
        h = self.rect.height
        box = pygame.Rect(0, 0, round(self.rect.width * 0.44), h)
        box.topright = self.rect.topright
        aw = max(20, round(h * 0.62))
        left = pygame.Rect(box.left, box.top, aw, h)
        right = pygame.Rect(box.right - aw, box.top, aw, h)
        return left, right

    def value_box(self) -> pygame.Rect:
        """Where the value's name stands, between the arrows."""
        left, right = self.arrows()
        return pygame.Rect(left.right, left.top, right.left - left.right, left.height).inflate(
            -4, 0
        )

    def click(self, pos: tuple[int, int]) -> bool:
        left, right = self.arrows()
        if left.collidepoint(pos):
            self.step(-1)
            return True
        if right.collidepoint(pos) or self.rect.collidepoint(pos):
            self.step(1)
            return True
        return False

    def draw(
        self, surf: pygame.Surface, px: int, small: int, focused: bool = False, value_px: int = 0
    ) -> None:
        """`value_px`: the size every row of the screen draws its value at (else `px`, smaller
        where a name needs it)."""
        left, right = self.arrows()
        _row(
            surf,
            self.rect,
            self.label,
            self.help,
            px,
            small,
            focused,
            help_room(self.rect.width, small),
        )
        theme.panel(
            surf,
            pygame.Rect(left.left, left.top, right.right - left.left, left.height),
            (0, 0, 0, 90),
        )
        theme.blit_text(surf, "\u25c0", px, left.center, theme.ACCENT, anchor="center")
        theme.blit_text(surf, "\u25b6", px, right.center, theme.ACCENT, anchor="center")
        theme.blit_fitted(surf, self.names[self.index], value_px or px, self.value_box(), bold=True)


@dataclass
class NumberField:
    """A digits-only text field (the new-game seed); empty means 'random'."""

    key: str
    label: str
    text: str = ""
    help: str = ""
    placeholder: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    max_len: int = 12

    def type(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
            return True
        ch = getattr(event, "unicode", "")
        if ch and ch.isdigit() and len(self.text) < self.max_len:
            self.text += ch
            return True
        return False

    def draw(self, surf: pygame.Surface, px: int, small: int, focused: bool = False) -> None:
        box = labelled_box(surf, self.rect, self.label, self.help, px, small, focused)
        theme.panel(
            surf, box, (0, 0, 0, 120), edge=(240, 190, 70, 200) if focused else theme.PANEL_EDGE
        )
        shown = self.text + ("|" if focused else "") if self.text or focused else self.placeholder
        theme.blit_text(
            surf,
            shown,
            px,
            box.center,
            theme.TEXT if self.text else theme.TEXT_DIM,
            anchor="center",
        )


def help_room(width: int, small: int) -> int:
    """The width an option row of `width` pixels leaves its explanation (left of the box)."""
    return width - round(width * 0.44) - small


def row_height(help: str, width: int, px: int, small: int, label: str = "") -> int:
    """How tall an option row of `width` pixels must be to show its label and explanation
    in full."""
    room = help_room(width, small)
    lines = len(theme.wrap(help, small, room)) if help else 0
    heads = len(theme.wrap(label, px, room)) if label else 1
    return px + _head_step(px) * (heads - 1) + 4 + round(small * 1.2) * max(1, lines) + 2


def labelled_box(
    surf: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    help: str,
    px: int,
    small: int,
    focused: bool,
) -> pygame.Rect:
    """Draw a row's label and explanation; return the box on its right (44% of the row)
    where the row's own control goes."""
    box = pygame.Rect(0, 0, round(rect.width * 0.44), rect.height)
    box.topright = rect.topright
    _row(surf, rect, label, help, px, small, focused, help_room(rect.width, small))
    return box
