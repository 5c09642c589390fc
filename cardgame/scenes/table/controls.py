"""The human's controls at the table: the hand (focus, selection, drag), the action bar, the
top bar, the chooser and confirm step, and the keys of UI.md.

A selection is matched against the legal actions' `cards` (CONTRACT 1.3): one match is
applied, several open a chooser, none asks `why_illegal` and shows the reason in words.
Actions without cards become buttons, labelled and ordered by the presenter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...engine.actions import Action, Play
from ...engine.cards import Card
from ...engine.core import Reason, SeatView
from ...i18n import _
from ...ui import anim
from ...ui.drag import Drag
from ...ui.widgets import Button
from ..base import BOT_READY, Scene
from ..games.base import HAND, HUMAN
from .chooser import Chooser

if TYPE_CHECKING:
    from ...engine.match import Match
    from ...ui.layout import TableLayout
    from ..games.base import Presenter, Shown


class Controls(Scene):
    """Input handling, the base of TableScene (kept apart so each part reads top-down).

    It uses the scene's state and its acting methods, declared here and defined there."""

    layout: TableLayout
    presenter: Presenter
    shown: Shown
    match: Match
    game: Any
    view: SeatView
    flights: anim.Flights

    def legal(self) -> tuple[Action, ...]:
        raise NotImplementedError

    def human_turn(self) -> bool:
        raise NotImplementedError

    def apply(self, action: Action, confirmed: bool = False) -> None:
        raise NotImplementedError

    def say(self, message: str, warn: bool = True) -> None:
        raise NotImplementedError

    def explain(self, why: Reason) -> str:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def hint(self) -> None:
        raise NotImplementedError

    def to_menu(self) -> None:
        raise NotImplementedError

    def open_settings(self) -> None:
        raise NotImplementedError

    def open_rules(self) -> None:
        raise NotImplementedError

    @property
    def speed(self) -> float:
        return anim.SPEED_FACTOR[self.app.settings.speed]

    def init_controls(self) -> None:
        self.selected: set[Card] = set()
        self.focus: int | None = None
        self.drag: Drag | None = None
        self.release_at: dict[Card, tuple[int, int]] | None = None
        self.chooser: Chooser | None = None
        self.buttons: list[Button] = []
        self.top_buttons: list[Button] = []
        self.buttons_stale = True
        self.gliding: Card | None = None

    # -- the hand ------------------------------------------------------------------------------
    def hand_order(self, cards: list[Card]) -> list[Card]:
        mode = getattr(self.app.settings, "hand_sort", "rank")
        return sorted(cards, key=self.presenter.sort_key(mode))

    def hand(self) -> list[Card]:
        return self.shown.faces(HAND)

    def playable_cards(self) -> set[Card]:
        return {c for a in self.legal() for c in (getattr(a, "cards", None) or ())}

    def select(self, cards: set[Card]) -> None:
        self.selected = set(cards)

    def clear_selection(self) -> None:
        self.selected.clear()

    # -- the bars ------------------------------------------------------------------------------
    def make_top_buttons(self) -> None:
        L = self.layout
        h = L.topbar.height - 8
        w = round(h * 3.4)
        menu = Button(_("Menu"), self.to_menu, pygame.Rect(8, 4, w, h), key="menu")
        settings = Button(_("Settings"), self.open_settings, pygame.Rect(L.w - w - 8, 4, w, h),
                          key="settings")
        rules = Button(_("Rules"), self.open_rules, pygame.Rect(L.w - 2 * w - 16, 4, w, h), key="rules")
        undo = Button(_("Undo"), self.undo, pygame.Rect(w + 16, 4, w, h), key="undo")
        hint = Button(_("Hint"), self.hint, pygame.Rect(2 * w + 24, 4, w, h), key="hint")
        self.top_buttons = [menu, undo, hint, rules, settings]

    def make_buttons(self) -> None:
        """One button per legal action without cards, and Play for several-card games."""
        self.buttons_stale = False
        legal = self.presenter.button_order([a for a in self.legal() if not getattr(a, "cards", None)])
        width = round(self.layout.h * 0.17)
        self.buttons = []
        multi = self.presenter.multi_select and self.playable_cards()
        rects = self.layout.buttons(len(legal) + (1 if multi else 0), width)
        for a, r in zip(legal, rects):
            label = self.presenter.button_label(a, self.view)
            key = self.presenter.button_key(a)
            if key:
                label += f" ({key.upper()})"
            self.buttons.append(Button(label, self._applier(a), r, accent=True, key=str(a)))
        if multi:   # play the selected cards (games whose plays are combinations)
            self.buttons.append(Button(_("Play") + " (\u21b5)", self.play_selection, rects[-1],
                                       accent=True, key="play"))

    def _applier(self, a: Action) -> Callable[[], None]:
        return lambda: self.apply(a)

    # -- playing cards -------------------------------------------------------------------------
    def play_selection(self) -> None:
        if not self.selected:
            self.say(_("Select the cards to play first."))
            return
        self.try_play(sorted(self.selected))

    def try_play(self, cards: Sequence[Card]) -> bool:
        """Match a selection against the legal actions' cards (CONTRACT 1.3)."""
        state = self.match.state
        if not self.human_turn():
            self.say(_("Wait for your turn."))
            return False
        legal = self.game.legal_actions(state, HUMAN)
        want = sorted(cards)
        found = [a for a in legal if sorted(getattr(a, "cards", None) or ()) == want]
        if len(found) == 1:
            self.apply(found[0])
            return True
        if len(found) > 1:
            self.open_chooser(found)
            return True
        plain = Play(tuple(cards))
        why = self.game.why_illegal(state, HUMAN, plain)
        if why is None:
            self.apply(plain)
            return True
        self.say(self.explain(why))
        return False

    def open_chooser(self, actions: Sequence[Action]) -> None:
        actions = self.presenter.button_order(actions)
        labels = [self.presenter.chooser_label(a) for a in actions]
        self.chooser = Chooser(self.presenter.chooser_heading(actions), labels,
                               list(actions)).placed(self.layout)

    def open_confirm(self, question: str, action: Action) -> None:
        self.chooser = Chooser(question, [_("Yes"), _("No")], [action, None], confirm=True,
                               ).placed(self.layout)

    def choose(self, action: Action | None) -> None:
        ch, self.chooser = self.chooser, None
        if action is not None:
            self.apply(action, confirmed=bool(ch and ch.confirm))

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == BOT_READY:
            return True
        if self.chooser is not None:
            return self._chooser_event(e)
        if self.presenter.handle_event(e):
            return True
        if e.type == pygame.MOUSEMOTION:
            if self.drag:
                self.drag.move(e.pos)
                return self.drag.dragging
            return self._hover(e.pos)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for b in self.top_buttons + self.buttons:
                if b.hit(e.pos):
                    b.on_click()
                    return True
            hand = self.hand()
            i = self.layout.hand_hit(len(hand), e.pos, self._raised())
            if i is not None:
                slot = self._slot(i, hand)
                self.drag = Drag(i, e.pos, (e.pos[0] - slot.x, e.pos[1] - slot.y), e.pos)
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 3:
            self.clear_selection()
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.drag:
            return self._release(e.pos)
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        return False

    def _chooser_event(self, e: pygame.event.Event) -> bool:
        ch = self.chooser
        assert ch is not None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            i = ch.at(e.pos)
            self.choose(ch.actions[i] if i is not None else None)
            return True
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_ESCAPE:
                self.choose(None)
            elif e.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                ch.move(-1 if e.key in (pygame.K_LEFT, pygame.K_UP) else 1)
            elif e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(ch.actions[ch.focus])
            elif pygame.K_1 <= e.key <= pygame.K_9 and e.key - pygame.K_1 < len(ch.actions):
                self.choose(ch.actions[e.key - pygame.K_1])
            else:
                return False
            return True
        if e.type == pygame.MOUSEMOTION:
            i = ch.at(e.pos)
            if i is not None and i != ch.focus:
                ch.focus = i
            return self._hover(e.pos, ch.buttons)
        return False

    def _hover(self, pos: tuple[int, int], buttons: list[Button] | None = None) -> bool:
        changed = False
        for b in buttons if buttons is not None else self.top_buttons + self.buttons:
            h = b.rect.collidepoint(pos)
            if h != b.hover:
                b.hover, changed = h, True
        return changed

    def _release(self, pos: tuple[int, int]) -> bool:
        d = self.drag
        assert d is not None
        self.drag = None
        hand = self.hand()
        if d.index >= len(hand):
            return True
        card = hand[d.index]
        multi = self.presenter.multi_select
        if not d.dragging:
            if multi:               # combination games: clicks build the selection
                self.select(self.selected ^ {card})
            elif card in self.selected:
                self.try_play([card])
            else:
                self.select({card})
            self.focus = d.index
            return True
        if self.presenter.play_area().collidepoint(pos):
            cards = sorted(self.selected) if multi and card in self.selected else [card]
            self.release_at = {card: d.topleft()}
            if self.try_play(cards):
                return True
            self.release_at = None
        self._glide_back(card, d.topleft(), self._slot(d.index, hand).topleft)
        return True

    def _glide_back(self, card: Card, start: tuple[int, int],
                    home: tuple[int, int]) -> None:
        fl = anim.Flight(card, start, home, self.app.now, anim.FLIGHT * max(self.speed, 0.4),
                         self.layout.card)
        self.gliding = card
        fl.on_land = lambda: setattr(self, "gliding", None)
        self.flights.add(fl)
        self.flights.update(self.app.now)

    def _key(self, e: pygame.event.Event) -> bool:
        hand = self.hand()
        if e.key == pygame.K_z:
            self.undo()
            return True
        if e.key == pygame.K_h:
            self.hint()
            return True
        if e.key == pygame.K_ESCAPE:
            if self.selected:
                self.clear_selection()
            else:
                self.to_menu()
            return True
        if e.key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            d = -1 if e.key == pygame.K_LEFT else 1
            self.focus = (len(hand) - 1 if d < 0 else 0) if self.focus is None else \
                max(0, min(len(hand) - 1, self.focus + d))
            return True
        if e.key == pygame.K_SPACE and self.focus is not None and self.focus < len(hand):
            self.select(self.selected ^ {hand[self.focus]})
            return True
        if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            cards = sorted(self.selected) or ([hand[self.focus]] if self.focus is not None
                                              and self.focus < len(hand) else [])
            if cards and self.human_turn():
                self.try_play(cards)
            return True
        letter = getattr(e, "unicode", "").lower()
        if letter:
            for a in self.legal():
                if not getattr(a, "cards", None) and self.presenter.button_key(a) == letter:
                    self.apply(a)
                    return True
        return False

    # -- geometry of the hand ------------------------------------------------------------------
    def _raised(self) -> set[int]:
        return {i for i, c in enumerate(self.hand()) if c in self.selected}

    def _slot(self, i: int, hand: list[Card]) -> pygame.Rect:
        r, _tilt = self.layout.hand_slots(len(hand))[i]
        if hand[i] in self.selected:
            r = r.move(0, -self.layout.raise_by)
        return r



