"""The table's keys (UI.md): undo, hint, log, last trick, the focus ring over the hand,
Space to raise, Enter to play (or the obvious thing), a bar button's letter, the sort.

A part of `Controls` (kept apart so each part reads top-down); it uses the hand, the
selection, the bar and the acting methods the table defines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.core import Reason
from ...i18n import _
from ...ui.widgets import Button
from ..base import Scene

if TYPE_CHECKING:
    from ..games.base import Presenter
    from .logview import LogView


class Keys(Scene):
    presenter: Presenter
    logview: LogView
    view: Any
    selected: set[Card]
    focus: int | None
    keyboard: bool
    buttons: list[Button]
    tips: dict[str, str]
    review: list[tuple[int, tuple[Card, ...]]] | None

    # the table's acting methods (defined in the scene)
    legal: Callable[[], tuple[Action, ...]]
    busy: Callable[[], bool]
    human_turn: Callable[[], bool]
    awaits_human: Callable[[], bool]
    apply: Callable[..., None]  # (action, confirmed=False)
    say: Callable[..., None]  # (message, warn=True)
    explain: Callable[[Reason], str]
    turn_words: Callable[[], str]
    undo: Callable[[], None]
    hint: Callable[[], None]
    to_menu: Callable[[], None]
    open_settings: Callable[[], None]
    open_rules: Callable[[], None]

    # the hand's and the bar's (defined in `Controls`)
    hand: Callable[[], list[Card]]
    focused: Callable[[list[Card]], int | None]
    select: Callable[[set[Card]], None]
    clear_selection: Callable[[], None]
    toggle_sort: Callable[[], None]
    free_actions: Callable[[], tuple[Action, ...]]
    playable_cards: Callable[[], frozenset[Card]]
    playable_set: Callable[[Sequence[Card]], bool]
    try_play: Callable[[Sequence[Card]], bool]
    _not_yet: Callable[[Sequence[Card]], None]

    def _key(self, e: pygame.event.Event) -> bool:
        hand = self.hand()
        if e.key == pygame.K_z:
            self.undo()
            return True
        if e.key == pygame.K_h:
            self.hint()
            return True
        if e.key == pygame.K_l and self.presenter.last_trick(self.view) is not None:
            self.toggle_review()
            return True
        if e.key == pygame.K_g:
            self.logview.toggle()
            return True
        if e.key == pygame.K_ESCAPE:
            if self.selected:
                self.clear_selection()
            else:
                self.to_menu()
            return True
        if e.key in (pygame.K_HOME, pygame.K_END, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE):
            self.keyboard = True
        if e.key in (pygame.K_HOME, pygame.K_END) and hand:
            self.focus = 0 if e.key == pygame.K_HOME else len(hand) - 1
            return True
        if e.key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            d = -1 if e.key == pygame.K_LEFT else 1
            self.focus = (
                (len(hand) - 1 if d < 0 else 0)
                if self.focus is None
                else max(0, min(len(hand) - 1, self.focus + d))
            )
            return True
        ringed = self.focused(hand)
        if e.key == pygame.K_SPACE and ringed is not None:
            self.select(self.selected ^ {hand[ringed]})
            return True
        if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter(hand)
            return True
        letter = getattr(e, "unicode", "").lower()
        if letter:
            for a in self.free_actions():
                if self.presenter.button_key(a) == letter:
                    self.apply(a)
                    return True
            for b in self.buttons:  # a disabled action's key says why
                if not b.enabled and b.key in self.tips and letter == self._key_of(b.key):
                    self.say(self.tips[b.key])
                    return True
            if letter == "s" and len(self.presenter.sort_modes) > 1:
                self.toggle_sort()
                return True
        return False

    def _enter(self, hand: list[Card]) -> None:
        """Enter plays the raised cards. Without any it does the obvious thing: the one lit
        button when no card can be played (Draw; the ring may still be on a card), else the
        card in the focus ring, the one card that can be played; else it rings the first
        playable card and says which keys choose."""
        chosen = [c for c in hand if c in self.selected]
        live = self.playable_cards()
        lit = [b for b in self.buttons if b.enabled and b.key != "play"]
        if not chosen and self.human_turn() and not live and len(lit) == 1:
            lit[0].on_click()
            return
        ringed = self.focused(hand)
        if not chosen and ringed is not None:
            chosen = [hand[ringed]]
        if not self.human_turn():
            self._not_yet(chosen)
            return
        if chosen:
            self.try_play(chosen)
            return
        if not live:
            self.say(
                _("No card can be played now: {buttons}.").format(
                    buttons=", ".join(b.label for b in lit)
                )
                if lit
                else _("No card can be played now."),
                warn=False,
            )
            return
        singles = [c for c in hand if self.playable_set([c])]
        if not self.presenter.multi_select and len(singles) == 1 and len(live) == 1:
            self.try_play(singles)
            return
        self.keyboard = True
        self.focus = next(i for i, c in enumerate(hand) if c in live)
        self.say(
            _("Choose with \u2190 \u2192 and Space, then Enter plays your cards.")
            if self.presenter.multi_select
            else _("Choose a card with \u2190 \u2192, then Enter plays it."),
            warn=False,
        )

    def _key_of(self, key: str) -> str | None:
        """The letter of a bar button's action (None for Play, which is Enter)."""
        from ...engine.actions import ActionSyntaxError, parse_action

        try:
            return self.presenter.button_key(parse_action(key))
        except ActionSyntaxError:
            return None

    def toggle_review(self) -> None:
        """Show the last trick again (or close it)."""
        if self.review is not None:
            self.review = None
            return
        plays = self.presenter.last_trick(self.view)
        if plays:
            self.review = list(plays)
        else:
            self.say(_("No trick has been completed yet."), warn=False)
