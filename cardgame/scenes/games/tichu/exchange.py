"""Tichu's exchange at the table: three slots under the hand, one for each other player. A
card goes into a slot by a drag, or raised with Space and then 1, 2 or 3; a click on a slot
takes it back; Enter gives the three (or puts the hint's cards into the slots it named).

A part of `TichuPresenter` (kept apart so each part reads top-down); it uses the presenter's
picture, its exchange slots, the confirm button and the slot rectangles of its geometry.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ....engine.actions import Exchange
from ....engine.cards import Card
from ....i18n import _
from ....ui.widgets import Button
from ..base import HAND, Presenter, Shown
from . import logic

_SLOT_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3)  # the exchange slots, left to right


class TichuShown(Shown):
    """Tichu's picture: cards waiting in an exchange slot (zone ``slot:s``) have left the
    hand, so a move out of the hand takes them from their slot, and a card already where a
    move puts it (the exchange repeats the giver's moves at the reveal) is not put twice."""

    def take(self, zone: str, card: Card | None) -> None:
        if zone == HAND and card is not None and card not in self.zones.get(HAND, ()):
            for z, cards in self.zones.items():
                if z.startswith("slot:") and card in cards:
                    cards.remove(card)
            return
        super().take(zone, card)

    def put(self, zone: str, card: Card | None) -> None:
        if card is not None and card in self.zones.get(zone, ()):
            return
        super().put(zone, card)


class ExchangeInput(Presenter):
    """The exchange slots' mouse and keys, the base of `TichuPresenter`."""

    slots: logic.ExchangeSlots | None
    hinted: Exchange | None  # the exchange the last hint named
    picture: TichuShown | None
    grab: tuple[Card, tuple[int, int], tuple[int, int]] | None  # card, offset, pos
    _down_at: tuple[int, int]
    confirm_button: Button
    _slot_rects: Callable[[], dict[int, pygame.Rect]]  # the geometry's (in the presenter)

    def _hand_card_at(self, pos: tuple[int, int]) -> tuple[Card, pygame.Rect] | None:
        hand = self.picture.faces(HAND) if self.picture else []
        i = self.L.hand_hit(len(hand), pos)
        if i is None:
            return None
        return hand[i], self.L.hand_slots(len(hand))[i][0]

    def _exchange_event(self, e: pygame.event.Event) -> bool:
        assert self.slots is not None
        rects = self._slot_rects()
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            if self.confirm_button.hit(e.pos):
                self.confirm_exchange()
                return True
            for seat, r in rects.items():
                if r.collidepoint(e.pos) and seat in self.slots.cards:
                    self._back_to_hand(seat)
                    return True
            hit = self._hand_card_at(e.pos)
            if hit is not None:
                card, r = hit
                self.grab = (card, (e.pos[0] - r.x, e.pos[1] - r.y), e.pos)
                self._down_at = e.pos
                return True
            return False
        if e.type == pygame.MOUSEMOTION and self.grab is not None:
            self.grab = (self.grab[0], self.grab[1], e.pos)
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.grab is not None:
            card = self.grab[0]
            self.grab = None
            target = next((s for s, r in rects.items() if r.collidepoint(e.pos)), None)
            moved = abs(e.pos[0] - self._down_at[0]) + abs(e.pos[1] - self._down_at[1]) > 6
            if target is not None:
                self._to_slot(card, target)
            elif not moved:  # a click raises or lowers the card, as in the play
                self.ctx.select(self.ctx.selected ^ {card})
            return True
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._exchange_enter()
            return True
        if e.type == pygame.KEYDOWN and e.key in _SLOT_KEYS:
            return self._key_to_slot(self.slots.seats[_SLOT_KEYS.index(e.key)])
        return False

    def _exchange_enter(self) -> None:
        """Enter gives the three once the slots are full; with the hint's cards raised it
        puts them into the slots the hint named; else it says how to fill them."""
        assert self.slots is not None
        hinted = self.hinted
        if self.slots.complete():
            self.confirm_exchange()
        elif hinted is not None and set(self.ctx.selected) == set(hinted.cards):
            for card, seat in hinted.gives:
                self._to_slot(card, seat)
            self.ctx.select(frozenset())
            # the hint's "(Enter puts them into the slots)" is done: say what Enter does now
            self.ctx.say(_("The three cards are in their slots: Enter gives them."), warn=False)
        else:
            self.ctx.say(_("Fill the three slots first: raise a card, then press 1, 2 or 3."))

    def _key_to_slot(self, seat: int) -> bool:
        """1, 2, 3: the card raised with Space goes to the left, partner's or right slot."""
        assert self.picture is not None
        chosen = [c for c in self.ctx.selected if c in self.picture.zones[HAND]]
        if len(chosen) != 1:
            self.ctx.say(_("Raise one card with \u2190 \u2192 and Space, then press 1, 2 or 3."))
            return True
        self._to_slot(chosen[0], seat)
        return True

    def _to_slot(self, card: Card, seat: int) -> None:
        assert self.slots is not None and self.picture is not None
        pic = self.picture
        for s in list(self.slots.cards):
            if self.slots.cards[s] == card:
                pic.zones.pop(f"slot:{s}", None)
        old = self.slots.put(card, seat)
        if card in self.ctx.selected:  # it left the hand: no longer raised
            self.ctx.select(self.ctx.selected - {card})
        if card in pic.zones[HAND]:
            pic.zones[HAND].remove(card)
        pic.zones[f"slot:{seat}"] = [card]
        if old is not None:
            pic.zones[HAND].append(old)
            pic.sort(HAND)

    def _back_to_hand(self, seat: int) -> None:
        assert self.slots is not None and self.picture is not None
        card = self.slots.take(seat)
        self.picture.zones.pop(f"slot:{seat}", None)
        if card is not None:
            self.picture.zones[HAND].append(card)
            self.picture.sort(HAND)

    def confirm_exchange(self) -> None:
        if self.slots is None:
            return
        action = self.slots.action()
        if action is None:
            self.ctx.say(_("Put one card into each of the three slots first."))
            return
        self.ctx.submit(action)
