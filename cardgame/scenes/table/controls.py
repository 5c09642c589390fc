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
from ...engine.core import SeatView
from ...i18n import _, pgettext
from ...ui import anim, theme
from ...ui.drag import Drag
from ...ui.widgets import Button
from ..base import BOT_READY
from ..games.base import HAND, HUMAN
from .chooser import Chooser
from .keys import Keys
from .logview import LogView
from .messages import Messages, Said

DOUBLE_CLICK = 0.4  # seconds between two clicks on one card that play it alone

if TYPE_CHECKING:
    from ...engine.match import Match
    from ...ui.layout import TableLayout
    from ..games.base import Presenter, Shown


class _LegalNow:
    """The human's legal actions at one position and what the hand reads from them: the
    cards some action plays (the glow, every frame) and the buttons' card-less actions. A
    lead or an exchange can list thousands of actions, so each is read once per position."""

    __slots__ = ("key", "actions", "free", "cards", "_sets")

    def __init__(self, key: object, actions: tuple[Action, ...]) -> None:
        self.key = key
        self.actions = actions
        free: list[Action] = []
        cards: set[Card] = set()
        for a in actions:
            played = getattr(a, "cards", None)
            if played:
                cards.update(played)
            else:
                free.append(a)
        self.free = tuple(free)
        self.cards = frozenset(cards)
        self._sets: set[frozenset[Card]] | None = None

    def plays(self, cards: Sequence[Card]) -> bool:
        """Whether some action plays exactly these cards (asked on every drag motion)."""
        if self._sets is None:
            self._sets = {
                frozenset(played) for a in self.actions if (played := getattr(a, "cards", None))
            }
        return frozenset(cards) in self._sets and len(set(cards)) == len(cards)


class Controls(Keys):
    """Input handling, the base of TableScene (kept apart so each part reads top-down).

    It uses the scene's state and its acting methods, declared here and defined there."""

    layout: TableLayout
    presenter: Presenter
    shown: Shown
    match: Match
    game: Any
    view: SeatView
    flights: anim.Flights
    logview: LogView

    thinking: Any

    @property
    def speed(self) -> float:
        return anim.SPEED_FACTOR[self.app.settings.speed]

    def init_controls(self) -> None:
        self.selected: set[Card] = set()
        self.focus: int | None = None
        self.keyboard = True  # the focus ring shows while the player uses the keys
        self.drag: Drag | None = None
        self.release_at: dict[Card, tuple[int, int]] | None = None
        self.chooser: Chooser | None = None
        self.buttons: list[Button] = []
        self.top_buttons: list[Button] = []
        self.buttons_stale = True
        self.gliding: set[Card] = set()
        self.messages = Messages(lambda: self.app.now, anim.TOAST)
        self.tips: dict[str, str] = {}  # a disabled button's key: why it cannot be used now
        self.review: list[tuple[int, tuple[Card, ...]]] | None = None  # the last trick again
        self.button_focus: int | None = None  # Tab's place in `focus_ring()`
        self._legal: _LegalNow | None = None
        self._last_click: tuple[Card, float] | None = None  # a card's click, for a double click

    # -- what the table says ----------------------------------------------------------------------
    @property
    def toast(self) -> Said | None:
        """The message on show, if it was made for the position on screen."""
        return self.messages.toast

    @property
    def label(self) -> tuple[str, bool] | None:
        """What the selection makes (and whether it plays), while the picture shows the
        position it was worked out for (in between, the engine is ahead of the picture)."""
        return None if self.busy() else self.messages.label

    # -- the hand ------------------------------------------------------------------------------
    def hand_order(self, cards: list[Card]) -> list[Card]:
        return sorted(cards, key=self.presenter.sort_key(self.app.settings.hand_sort))

    def hand(self) -> list[Card]:
        return self.shown.faces(HAND)

    def focused(self, hand: list[Card]) -> int | None:
        """The place of the ringed card: kept on the hand when it shrinks under the ring (the
        last card played from the right end leaves the ring on the new last card)."""
        if self.focus is None or not hand:
            return None
        self.focus = min(self.focus, len(hand) - 1)
        return self.focus

    def _legal_now(self) -> _LegalNow:
        key = (len(self.match.history), self.busy(), bool(self.thinking))
        if self._legal is None or self._legal.key != key:
            self._legal = _LegalNow(key, self.legal())
        return self._legal

    def legal_now(self) -> tuple[Action, ...]:
        """`legal()`, asked once per position (a lead in a climbing game can list hundreds
        of card sets, and the hand's glow reads it every frame)."""
        return self._legal_now().actions

    def free_actions(self) -> tuple[Action, ...]:
        """The legal actions that play no cards (the buttons), once per position."""
        return self._legal_now().free

    def playable_cards(self) -> frozenset[Card]:
        return self._legal_now().cards

    def playable_set(self, cards: Sequence[Card]) -> bool:
        """Whether some legal action plays exactly these cards."""
        return self._legal_now().plays(cards)

    def select(self, cards: set[Card]) -> None:
        self.selected = set(cards)
        self.relabel()

    def clear_selection(self) -> None:
        self.selected.clear()
        self.relabel()

    def relabel(self) -> None:
        """The live label, computed when the selection (or the position) changes; Play is
        live only with cards selected."""
        for b in self.buttons:
            if b.key == "play":
                b.enabled = bool(self.selected)
        if not self.selected:
            self.messages.set_label(None)
            return
        cards = [c for c in self.hand() if c in self.selected]
        text, ok = self.presenter.selection_label(cards, self.view)
        self.messages.set_label((text, ok) if text else None)

    def toggle_sort(self) -> None:
        """By rank or by suit, remembered in the settings."""
        modes = self.presenter.sort_modes
        now = self.app.settings.hand_sort
        self.app.settings.hand_sort = (
            modes[(modes.index(now) + 1) % len(modes)] if now in modes else modes[0]
        )
        self.app.save_settings()
        self.shown.order = self.hand_order
        self.shown.sort(HAND)
        self.focus = None
        self.make_top_buttons()

    # -- the bars ------------------------------------------------------------------------------
    def make_top_buttons(self) -> None:
        L = self.layout
        h = L.topbar.height - 8
        w = round(h * 3.4)
        small = theme.sizes(L.h)[2]

        def need(label: str) -> int:
            return theme.text(label, small, bold=True).get_width() + small * 2

        def fitted(label: str, least: int) -> tuple[str, int]:
            """As wide as its label needs (a longer language), within reason; a label that
            still does not fit drops its key ("Ongedaan maken" without "(Z)")."""
            most = round(least * 1.5)
            if need(label) > most and label.endswith(")") and " (" in label:
                label = label[: label.rindex(" (")]
            return label, max(least, min(need(label), most))

        left = [
            (_("Menu"), self.to_menu, "menu"),
            (_("Undo") + " (Z)", self.undo, "undo"),
            (_("Hint") + " (H)", self.hint, "hint"),
            (_("Log") + " (G)", self.logview.toggle, "log"),
        ]
        right = [
            (_("Settings"), self.open_settings, "settings"),
            (_("Rules"), self.open_rules, "rules"),
        ]
        if self.presenter.last_trick(self.view) is not None:  # a game with tricks
            right.append((_("Last trick") + " (L)", self.toggle_review, "last_trick"))
        x, ahead = 8, list[Button]()
        for text, fn, key in left:
            label, bw = fitted(text, w)
            ahead.append(Button(label, fn, pygame.Rect(x, 4, bw, h), key=key))
            x += bw + 8
        x, behind = L.w - 8, list[Button]()
        for text, fn, key in right:  # from the right edge inwards
            label, bw = fitted(text, round(w * 1.3) if key == "last_trick" else w)
            x -= bw
            behind.insert(0, Button(label, fn, pygame.Rect(x, 4, bw, h), key=key))
            x -= 8
        self.top_buttons = ahead + behind
        if len(self.presenter.sort_modes) > 1:
            names = {"rank": _("Sort: by rank"), "suit": _("Sort: by suit")}
            mode = self.app.settings.hand_sort
            label = names.get(mode, mode) + " (S)"
            small = theme.sizes(L.h)[2]
            text_w = theme.text(label, small, bold=True).get_width()
            width = max(round(L.w * 0.1), text_w + small * 2)
            r = pygame.Rect(0, 0, width, max(26, round(L.h * 0.045)))
            r.bottomright = (L.w - L.margin, L.h - round(L.h * 0.06))
            self.top_buttons.append(Button(label, self.toggle_sort, r, key="sort"))
        self.refresh_top_buttons()

    def refresh_top_buttons(self) -> None:
        """The last-trick button is live only once a trick has been completed; the sort
        button only while you hold cards (after you go out it is hidden, see `shown_top`)."""
        for b in self.top_buttons:
            if b.key == "last_trick":
                b.enabled = bool(self.presenter.last_trick(self.view))
            elif b.key == "sort":
                b.enabled = bool(self.hand())

    def shown_top(self) -> list[Button]:
        """The top buttons drawn and walked by Tab: a sort button with no hand to sort is
        left out rather than greyed."""
        return [b for b in self.top_buttons if b.enabled or b.key != "sort"]

    def make_buttons(self) -> None:
        """One button per legal action without cards, and Play for several-card games."""
        self.buttons_stale = False
        live = list(self.free_actions())
        legal = self.presenter.button_order(self.presenter.bar_actions(self.view, live))
        labels = []
        for a in legal:
            label = self.presenter.button_label(a, self.view)
            key = self.presenter.button_key(a)
            labels.append(label + f" ({key.upper()})" if key else label)
        self.buttons = []
        self.tips = {}
        multi = self.presenter.multi_select and self.playable_cards()
        L = self.layout
        px = theme.sizes(L.h)[1]
        widest = max((theme.text(t, px, bold=True).get_width() for t in labels), default=0)
        count = len(legal) + (1 if multi else 0)
        room = (L.w * 0.9 - (count - 1) * L.h * 0.015) / max(1, count)  # never off screen
        width = round(min(room, max(L.h * 0.17, widest + px * 1.6)))
        rects = L.buttons(count, width)
        # with `multi`, rects has one more (the Play button's)
        for a, label, r in zip(legal, labels, rects, strict=False):
            ok = a in live
            self.buttons.append(
                Button(label, self._applier(a), r, enabled=ok, accent=True, key=str(a))
            )
            if not ok:  # shown disabled: the engine's reason on hover
                why = self.game.why_illegal(self.match.state, HUMAN, a)
                self.tips[str(a)] = self.explain(why) if why else ""
        if multi:  # play the selected cards (games whose plays are combinations)
            self.buttons.append(
                Button(
                    pgettext("table: play the selected cards", "Play") + " (\u21b5)",
                    self.play_selection,
                    rects[-1],
                    enabled=bool(self.selected),
                    accent=True,
                    key="play",
                )
            )
            self.tips["play"] = _("Select the cards to play first.")

    def _applier(self, a: Action) -> Callable[[], None]:
        return lambda: self.apply(a)

    # -- playing cards -------------------------------------------------------------------------
    def play_selection(self) -> None:
        if not self.selected:
            self.say(_("Select the cards to play first."))
            return
        self.try_play([c for c in self.hand() if c in self.selected])

    def try_play(self, cards: Sequence[Card]) -> bool:
        """Match a selection against the legal actions' cards (CONTRACT 1.3)."""
        state = self.match.state
        if not self.human_turn():
            self._not_yet(cards)
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

    def _not_yet(self, cards: Sequence[Card]) -> None:
        """Why the cards cannot go now, before the player's turn (or while it is still
        being shown): the engine's own reason where a game lets some plays come in out of
        turn, else the table's one sentence."""
        why = (
            self.game.why_illegal(self.match.state, HUMAN, Play(tuple(cards)))
            if cards and not self.busy()
            else None
        )
        self.say(self.explain(why) if why is not None else self.turn_words(), warn=False)

    def open_chooser(self, actions: Sequence[Action], escape: str = "") -> None:
        actions = self.presenter.button_order(actions)
        labels = [self.presenter.chooser_label(a) for a in actions]
        self.chooser = Chooser(
            self.presenter.chooser_heading(actions), labels, list(actions), escape=escape
        ).placed(self.layout)

    def open_confirm(self, question: str, action: Action) -> None:
        self.chooser = Chooser(
            question,
            [_("Yes"), _("No")],
            [action, None],
            confirm=True,
            focus=1,  # what cannot be undone is never one stray Enter away
        ).placed(self.layout)

    def choose(self, action: Action | None) -> None:
        ch, self.chooser = self.chooser, None
        if action is not None:
            self.apply(action, confirmed=bool(ch and ch.confirm))

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == BOT_READY:
            return True
        if e.type == pygame.MOUSEBUTTONDOWN:
            self.keyboard = False  # the focus ring hides until the next card key
        if self.chooser is not None:
            return self._chooser_event(e)
        if self.review is not None:
            if e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.review = None
                return True
            return False
        used = self.logview.handle(e, self.layout)
        if used is not None:
            return used
        if self.presenter.handle_event(e):
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_TAB:
            self._tab(-1 if e.mod & pygame.KMOD_SHIFT else 1)
            return True
        if e.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.button_focus is not None:
            if e.type == pygame.KEYDOWN and e.key in (
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_SPACE,
            ):
                focused = self.focus_ring()[self.button_focus % len(self.focus_ring())]
                self.button_focus = None
                focused.on_click()
                return True
            self.button_focus = None  # the mouse or a card key takes over
        if e.type == pygame.MOUSEMOTION:
            if self.drag:
                return self._drag_to(e.pos)
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

    def focus_ring(self) -> list[Button]:
        """What Tab walks through: the top bar, then the action bar."""
        return self.shown_top() + self.buttons

    def _tab(self, d: int) -> None:
        ring = self.focus_ring()
        if not ring:
            return
        self.button_focus = (-1 if d > 0 else 0) if self.button_focus is None else self.button_focus
        self.button_focus = (self.button_focus + d) % len(ring)

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

    def _drag_to(self, pos: tuple[int, int]) -> bool:
        """The pointer moves with the button down: past the threshold it either carries cards
        (one, or the selection it started on) or, in several-card games, sweeps a selection
        along the hand (a mostly sideways move starting on an unselected card)."""
        d = self.drag
        assert d is not None
        was = d.dragging
        d.move(pos)
        if not d.dragging:
            return False
        hand = self.hand()
        if d.index >= len(hand):
            return False
        card = hand[d.index]
        multi = self.presenter.multi_select
        if not was:
            dx, dy = pos[0] - d.origin[0], pos[1] - d.origin[1]
            if multi and card not in self.selected and abs(dx) > abs(dy):
                d.mode, d.base = "sweep", set(self.selected)
            else:
                d.mode = "carry"
                d.carried = (
                    [c for c in hand if c in self.selected]
                    if multi and card in self.selected
                    else [card]
                )
                d.ok = self.playable_set(d.carried)
        if d.mode == "sweep":
            j = self.layout.hand_column(len(hand), pos[0])
            lo, hi = sorted((d.index, j))
            want = d.base | set(hand[lo : hi + 1])
            if want != self.selected:
                self.select(want)
            return True
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        d = self.drag
        assert d is not None
        self.drag = None
        hand = self.hand()
        if d.index >= len(hand):
            return True
        card = hand[d.index]
        if not d.dragging:
            if self.presenter.multi_select:  # combination games: clicks build the selection
                now, last = self.app.now, self._last_click
                self._last_click = (card, now)
                again = last is not None and last[0] == card and now - last[1] <= DOUBLE_CLICK
                if again and self.selected == {card} and self.playable_set([card]):
                    self._last_click = None  # a double click plays the card alone
                    self.try_play([card])
                else:
                    self.select(self.selected ^ {card})
            elif card in self.selected:
                self.try_play([card])
            else:
                self.select({card})
            self.focus = d.index
            return True
        if d.mode == "sweep":
            return True
        starts = self.carried_at(d)
        if self.presenter.play_area().collidepoint(pos):
            self.release_at = starts
            if self.try_play(d.carried):
                return True
            self.release_at = None
        for c in d.carried:
            i = hand.index(c)
            self._glide_back(c, starts[c], self._slot(i, hand).topleft)
        return True

    def carried_at(self, d: Drag) -> dict[Card, tuple[int, int]]:
        """Where each carried card is drawn: a tight fan from the grabbed card."""
        x, y = d.topleft()
        hand = self.hand()
        grabbed = hand[d.index] if d.index < len(hand) else None
        k0 = d.carried.index(grabbed) if grabbed in d.carried else 0
        step = round(self.layout.card_w * 0.3)
        return {c: (x + (k - k0) * step, y) for k, c in enumerate(d.carried)}

    def _glide_back(self, card: Card, start: tuple[int, int], home: tuple[int, int]) -> None:
        fl = anim.Flight(
            card, start, home, self.app.now, anim.FLIGHT * max(self.speed, 0.4), self.layout.card
        )
        self.gliding.add(card)
        fl.on_land = lambda: self.gliding.discard(card)
        self.flights.add(fl)
        self.flights.update(self.app.now)

    # -- geometry of the hand ------------------------------------------------------------------
    def _raised(self) -> set[int]:
        return {i for i, c in enumerate(self.hand()) if c in self.selected}

    def _slot(self, i: int, hand: list[Card]) -> pygame.Rect:
        r, _tilt = self.layout.hand_slots(len(hand))[i]
        return self.layout.resting(r, hand[i] in self.selected, hand[i] in self.playable_cards())
