"""Tichu at the table: the trick as stacked combinations with name tags, the wish, the Dog's
hand-over, the three exchange slots and the received cards, the Bomb! button and the live
label of a selection. Everything generic (hand, seats, buttons, chooser, log) is the table's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ....ai.tichu import medium_hint
from ....engine.actions import Action, CallTichu, Exchange, Gift, Grand, Pass, Play
from ....engine.cards import Card
from ....engine.core import Event, Move, SeatView
from ....i18n import _
from ....ui import anim, theme
from ....ui.widgets import Button
from ..base import HAND, HUMAN, PanelRow, Presenter, Shown
from . import draw, logic, options, words
from .draw import TrickPlay

_PAUSES = {
    "TichuCalled": 0.7,
    "CallsRevealed": 0.9,
    "WishMade": 0.7,
    "WishFulfilled": 0.5,
    "Out": 0.6,
    "HandEnded": 1.0,
    "HandScored": 0.6,
    "Passed": 0.3,
    "StepChosen": 0.0,
    "Declined": 0.0,
}
_KEYS = {Pass: "p", CallTichu: "t", Grand: "r"}  # G opens the log: Grand is gRand
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


class TichuPresenter(Presenter):
    sort_modes = ("rank", "suit")

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.slots: logic.ExchangeSlots | None = None
        self.hinted: Exchange | None = None  # the exchange the last hint named
        self.armed = False
        self.picture: TichuShown | None = None
        self.grab: tuple[Card, tuple[int, int], tuple[int, int]] | None = None  # card, offset, pos
        self.trick_done = False
        self._memo: dict[str, Any] = {}
        self.asking = -1  # the position whose bomb window is offered to you
        self.reveal_step: str | None = None  # the call step the next CallsRevealed ends
        self.bomb_button = Button("", self.press_bomb, key="bomb")
        self.confirm_button = Button("", self.confirm_exchange, accent=True, key="confirm_exchange")
        self.retranslate()

    def retranslate(self) -> None:
        self.bomb_button.label = _("Bomb!") + " (B)"
        self.confirm_button.label = _("Confirm exchange") + " (\u21b5)"
        self._memo = {}

    # -- the engine, read only (kept per position: drawing asks every frame) ------------------
    def _position(self) -> tuple[int, int, int]:
        m = self.ctx.match
        return (id(m.state), getattr(m.state, "version", 0), len(m.history))

    def _cached(self) -> dict[str, Any]:
        pos = self._position()
        if self._memo.get("at") != pos:
            self._memo = {"at": pos}
        return self._memo

    def _view(self) -> SeatView:
        memo = self._cached()
        if "view" not in memo:
            m = self.ctx.match
            memo["view"] = m.game.view(m.state, HUMAN)
        return memo["view"]

    def _legal(self) -> tuple[Action, ...]:
        memo = self._cached()
        if "legal" not in memo:
            m = self.ctx.match
            memo["legal"] = tuple(m.game.legal_actions(m.state, HUMAN))
        return memo["legal"]

    def _memo_of(self, key: str, fn: Any) -> Any:
        memo = self._cached()
        if key not in memo:
            memo[key] = fn()
        return memo[key]

    @property
    def multi_select(self) -> bool:  # type: ignore[override]
        return self.slots is None

    @property
    def layout_name(self) -> str:
        """Where the table draws seat 1: on the left means play goes clockwise on screen."""
        return "clockwise" if self.L.seats[1].side == "left" else "counterclockwise"

    def side(self, seat: int) -> str:
        return "bottom" if seat == HUMAN else self.L.seats[seat].side

    # -- the model -------------------------------------------------------------------------------
    def empty(self) -> Shown:
        zones: dict[str, list[Card | None]] = {f"hand:{s}": [] for s in range(4)}
        zones["table"] = []
        self.picture = TichuShown(zones, self._blank_status())
        return self.picture

    @staticmethod
    def _blank_status() -> dict[str, Any]:
        return {"trick": [], "wish": "", "dog": None, "received": [], "phase": "", "left": None}

    def _turn_up(self, shown: Shown, left: logic.Leftover | None) -> None:
        """The hand is over: the last player's cards leave the hand, face up in the middle."""
        shown.status["left"] = left
        if left is not None:
            shown.zones[f"hand:{left.seat}"] = []

    def shown_from_view(self, v: SeatView) -> Shown:
        base = super().shown_from_view(v)
        shown = TichuShown(base.zones, base.status)
        for z in [z for z in shown.zones if z.startswith(("undealt:", "won:"))]:
            del shown.zones[z]
        if v.decision == "exchange" and self.slots is None:
            self.slots = logic.ExchangeSlots(HUMAN, self.layout_name)
        if v.phase != "EXCHANGE":
            self.slots = self.hinted = None
        if self.slots is not None:
            for seat, card in self.slots.cards.items():
                if card in shown.zones[HAND]:
                    shown.zones[HAND].remove(card)
                shown.zones[f"slot:{seat}"] = [card]
        if v.phase == "OVER":
            self._turn_up(shown, logic.leftover_in(v.log, self.ctx.names, HUMAN))
        self.picture = shown
        return shown

    def status_from_view(self, v: SeatView) -> dict[str, Any]:
        st = self._blank_status()
        st["phase"] = v.phase
        st["wish"] = getattr(v, "wish", "")
        st["trick"] = logic.trick_plays(v.table)
        if v.phase == "PLAY" and not any(getattr(v, "played_card", ())):
            st["received"] = logic.received_from(
                getattr(v, "received", ()), HUMAN, self.layout_name
            )
        return st

    def after_event(self, shown: Shown, e: Event) -> None:
        st = shown.status
        k = e.key
        if k == "Played":
            st["received"] = []
            st["passed"] = set()
            if e.param("kind") == "dog":
                st["dog"] = e.seat
            else:
                st["trick"] = list(st.get("trick", [])) + [
                    TrickPlay(e.seat or 0, tuple(e.param("cards", ())), words.played_label(e))
                ]
            self.trick_done = False
        elif k in ("TrickWon", "DragonGiven"):
            st["trick"] = []
        elif k == "LeadPassed":
            st["dog"] = None
            st["trick"] = []
        elif k == "WishMade":
            st["wish"] = e.param("wish")
        elif k == "WishFulfilled":
            st["wish"] = ""
        elif k == "Exchanged":
            got = [
                (m.card, int(m.src[5:])) for m in e.moves if m.dst == HAND and m.card is not None
            ]
            st["received"] = logic.received_from(got, HUMAN, self.layout_name)
            st["phase"] = "PLAY"
        elif k == "Passed":
            self.trick_done = logic.trick_complete(shown, e.seat or 0, st.get("trick", []))
        elif k == "HandScored":
            self._turn_up(shown, logic.leftover(e, self.ctx.names, HUMAN))

    def sound(self, e: Event) -> str | None:
        if e.key == "Played" and e.param("kind") == "bomb":
            return "bomb"
        return super().sound(e)

    def pause_after(self, e: Event) -> float:
        if e.key == "Passed" and self.trick_done:
            return anim.TRICK_HOLD  # a finished trick stays visible before it slides away
        if e.key == "HandScored" and e.param("shown"):
            return 1.6  # the last player's cards, turned up, before the scoring screen
        return _PAUSES.get(e.key, 0.08)

    def hold_after(self, e: Event) -> float:
        if e.key == "Played" and e.param("kind") == "dog":
            return 1.1  # the Dog's hand-over arrow
        if e.key == "Played" and e.param("out_of_turn"):
            return 0.5
        if e.key == "Exchanged":
            return 1.6  # the received cards, each under its giver's name
        return 0.0

    def starts_deal(self, e: Event) -> bool:
        return e.key == "Dealt" and e.param("count") != 6

    def beat(self, v: SeatView) -> float:
        """No beat for a private poll (it must leave no trace) nor in the simultaneous steps
        (nobody waits for anybody's turn there)."""
        return 0.0 if v.decision in ("bomb", "grand", "call", "exchange") else 1.0

    def animates(self, m: Move) -> bool:
        return not m.dst.startswith("undealt:")

    # -- geometry --------------------------------------------------------------------------------
    def trick_area(self) -> pygame.Rect:
        """The middle above the prompt line: the latest combination's name tag stays clear
        of the buttons."""
        c, L = self.L.centre, self.L
        bottom = L.buttons_y - round(L.h * 0.085)
        return pygame.Rect(c.x, c.y, c.w, max(L.card_h, bottom - c.y))

    def zone_size(self, zone: str) -> tuple[int, int]:
        if zone == "table" or zone.startswith("slot:"):
            return self.trick_size() if zone == "table" else self.L.card
        if zone.startswith(("won:", "undealt:")):
            return self.L.small
        return super().zone_size(zone)

    def trick_size(self) -> tuple[int, int]:
        h = round(self.L.card_h * 0.78)
        return (round(h * 5 / 7), h)

    def zone_pos(
        self, zone: str, card: Card | None, shown: Shown, arriving: bool = False
    ) -> tuple[float, float]:
        L = self.L
        if zone == HAND and card is not None and not arriving and card not in shown.zones[HAND]:
            for seat, r in self._slot_rects().items():
                if card in shown.zones.get(f"slot:{seat}", ()):
                    return r.topleft
        if zone == "table":
            size = self.trick_size()
            plays = shown.status.get("trick", [])
            if not arriving:
                rects = draw.trick_rects(self.trick_area(), plays, size)
                for p, r in zip(plays[-4:], rects, strict=True):
                    if card in p.cards:
                        return (r.x + p.cards.index(card) * round(size[0] * 0.42), r.y)
            area = self.trick_area()
            landed = shown.count("table") - sum(len(p.cards) for p in plays)
            return (
                area.centerx - size[0] / 2 + (landed - 1) * size[0] * 0.42,
                area.bottom - size[1],
            )
        if zone.startswith("won:"):
            s = int(zone[4:])
            if s == HUMAN:
                return (L.w * 0.2, L.hand_y + L.card_h * 0.2)
            return L.seat_anchor(s).topleft
        if zone.startswith("undealt:") or zone == "deck":
            r = pygame.Rect(0, 0, *L.small)
            r.center = L.centre.center
            return r.topleft
        return super().zone_pos(zone, card, shown, arriving)

    def play_area(self) -> pygame.Rect:
        return self.L.centre

    def _slot_rects(self) -> dict[int, pygame.Rect]:
        seats = (self.slots or logic.ExchangeSlots(HUMAN, self.layout_name)).seats
        rects = draw.slot_rects(self.L.w, self.L.h, self.L.card, self.L.hand_y)
        return dict(zip(seats, rects, strict=True))

    # -- drawing ---------------------------------------------------------------------------------
    def draw_centre(self, surf: pygame.Surface, shown: Shown) -> None:
        st = shown.status
        L = self.L
        names = self.ctx.names
        sp = self.ctx.sprites
        if shown.count("deck"):
            r = pygame.Rect(0, 0, *L.small)
            r.center = L.centre.center
            for i in range(min(5, (shown.count("deck") + 11) // 12)):
                surf.blit(sp.back(L.small), r.move(-2 * i, -2 * i))
        plays = st.get("trick", [])
        if plays:
            draw.draw_trick(surf, sp, self.trick_area(), plays, names, self.trick_size())
        wish = st.get("wish")
        if wish:
            c = L.centre
            v = self.ctx_view()
            must = (
                v is not None
                and v.decision in ("lead", "follow")
                and self._memo_of("must", lambda: logic.must_fulfil(v, self._legal()))
            )
            draw.draw_wish(
                surf, (c.right - round(c.w * 0.06), c.top + round(c.h * 0.22)), wish, must
            )
        if st.get("dog") is not None:
            self._dog_arrow(surf, st["dog"], shown.faces("table"))
        left = st.get("left")
        if left is not None:
            draw.draw_leftover(surf, sp, self.trick_area(), left.cards, left.tag)
        received = st.get("received", [])
        if received and not plays and self.slots is None:
            size = L.card
            gap = round(size[0] * 0.6)
            total = len(received) * size[0] + (len(received) - 1) * gap
            top = L.centre.centery - size[1] // 2
            rects = [
                pygame.Rect(L.w // 2 - total // 2 + k * (size[0] + gap), top, *size)
                for k in range(len(received))
            ]
            draw.draw_received(surf, sp, rects, received, names)

    def message_floor(self, shown: Shown) -> int | None:
        """A message keeps below the top combination's name tag (what you must beat)."""
        plays = shown.status.get("trick", [])
        return draw.latest_tag_bottom(self.trick_area(), plays, self.trick_size(), self.L.h)

    def ctx_view(self) -> SeatView | None:
        try:
            return self._view()
        except Exception:
            return None

    def _dog_arrow(self, surf: pygame.Surface, seat: int, cards: list[Card]) -> None:
        """The Dog hands the lead on: an arrow from its player to the next leader."""
        L = self.L
        to = logic.dog_target(self.picture, seat) if self.picture else (seat + 2) % 4

        def spot(s: int) -> tuple[int, int]:
            if s == HUMAN:
                return (L.w // 2, L.hand_y - L.card_h // 4)
            return L.seats[s].centre

        a, b = spot(seat), spot(to)
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        pygame.draw.line(surf, theme.tinted(theme.ACCENT), a, b, 6)
        pygame.draw.circle(surf, theme.tinted(theme.ACCENT), b, 12)
        size = self.trick_size()
        for c in cards[-1:]:  # the Dog itself, in the middle
            r = pygame.Rect(0, 0, *size)
            r.center = L.centre.center
            surf.blit(self.ctx.sprites.shadow(size), r.move(-4, -2))
            surf.blit(self.ctx.sprites.face(c, size), r)
            mid = (r.centerx, r.bottom + size[1] // 4)
        _t, body, _s = theme.sizes(L.h)
        text = words.common.about(
            to == HUMAN, _("The Dog: you lead"), _("The Dog: {name} leads")
        ).format(name=self.ctx.names[to])
        img = theme.text(text, body, theme.DARK_TEXT, bold=True, shadow=False)
        box = img.get_rect(center=mid).inflate(body, body // 2)
        theme.panel(surf, box, (250, 236, 190, 240), radius=box.h // 2)
        theme.place(surf, img, img.get_rect(center=box.center))

    def draw_widgets(self, surf: pygame.Surface, shown: Shown) -> None:
        L = self.L
        v = self.ctx_view()
        if v is None:
            return
        if self.slots is not None and v.phase == "EXCHANGE":
            rects = self._slot_rects()
            seats = self.slots.seats
            cards = [self.slots.cards.get(s) for s in seats]
            lit = None
            if self.grab is not None:
                for k, s in enumerate(seats):
                    if rects[s].collidepoint(self.grab[2]):
                        lit = k
            labels = [self.slots.slot_label(s, self.ctx.names) for s in seats]
            draw.draw_slots(surf, self.ctx.sprites, [rects[s] for s in seats], cards, labels, lit)
            if v.decision == "exchange":
                r = self.confirm_button.rect = pygame.Rect(0, 0, round(L.h * 0.3), L.button_h)
                r.midtop = (L.w // 2, L.buttons_y)  # where the action bar would be
                self.confirm_button.enabled = self.slots.complete()
                self.confirm_button.draw(surf, theme.sizes(L.h)[1])
            if self.grab is not None:
                card, off, pos = self.grab
                surf.blit(self.ctx.sprites.face(card, L.card), (pos[0] - off[0], pos[1] - off[1]))
        self._draw_bomb_button(surf, v)

    def _draw_bomb_button(self, surf: pygame.Surface, v: SeatView) -> None:
        if not self._bomb_live(v):
            self.bomb_button.rect = pygame.Rect(0, 0, 0, 0)
            return
        L = self.L
        r = self.bomb_button.rect = pygame.Rect(0, 0, round(L.h * 0.17), L.button_h)
        r.bottomright = (L.w - L.margin, L.buttons_y + L.button_h)
        self.bomb_button.accent = self.armed
        self.bomb_button.label = (_("Bomb armed") if self.armed else _("Bomb!")) + " (B)"
        self.bomb_button.draw(surf, theme.sizes(L.h)[2])

    def out_of_turn(self, v: SeatView, who: str | None) -> str | None:
        """A bomb may come in out of turn: said only to a player who holds one."""
        if not self._bomb_live(v):
            return None
        if who is None:
            return _("The others are deciding: throw in a bomb (B), or wait for your turn.")
        return _("{name} is deciding: throw in a bomb (B), or wait for your turn.").format(name=who)

    def _bomb_live(self, v: SeatView) -> bool:
        return (
            v.phase in ("PLAY", "GIFT")
            and v.decision != "bomb"
            and self._memo_of("bomb", lambda: logic.holds_bomb(v.hand))
        )

    # -- input for the widgets -------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        v = self.ctx_view()
        if v is None:
            return False
        if e.type == pygame.KEYDOWN and e.key == pygame.K_b:
            if self._bomb_live(v):
                self.press_bomb()
            elif v.phase in ("PLAY", "GIFT"):
                self.ctx.say(_("You hold no bomb to throw in."), warn=False)
            else:
                return False
            return True
        if (
            e.type == pygame.KEYDOWN
            and e.key == pygame.K_t
            and v.phase in ("PLAY", "GIFT")
            and not any(isinstance(a, CallTichu) for a in self._legal())
        ):
            m = self.ctx.match
            why = m.game.why_illegal(m.state, HUMAN, CallTichu())
            if why is not None:
                self.ctx.say(self.ctx.explain(why))
                return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.bomb_button.hit(e.pos):
            self.press_bomb()
            return True
        if self.slots is not None and v.decision == "exchange":
            return self._exchange_event(e)
        return False

    def press_bomb(self) -> None:
        """Bomb!: on your turn it selects your cheapest bomb; otherwise the table stops at
        your next chance to throw one in (pressing again disarms)."""
        v = self._view()
        if v.decision in ("lead", "follow"):
            bomb = logic.lowest_bomb(self._legal())
            if bomb is None:
                self.ctx.say(_("None of your bombs beats the cards on the table."))
                return
            self.ctx.select(frozenset(bomb.cards))
            return
        self.armed = not self.armed
        self.ctx.say(
            _("Bomb armed: the table stops at your next chance to bomb.")
            if self.armed
            else _("Bomb disarmed."),
            warn=False,
        )

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

    # -- words on the table ----------------------------------------------------------------------
    def describe(self, e: Event, said: str | None) -> str | None:
        """The log in the table's seat order, and each reveal of calls naming its step: the
        table words events in order, so the last deal says which step a reveal ends (eight
        cards: the Grand Tichu step; the last six or all fourteen: the Tichu step)."""
        step = None
        if e.key == "Dealt":
            self.reveal_step = "grand" if e.param("count") == 8 else "call"
        elif e.key == "CallsRevealed":
            step, self.reveal_step = self.reveal_step, "call"
        return words.describe(e, self.ctx.names, HUMAN, self.layout_name, step)

    def hand_marks(self, v: SeatView) -> dict[Card, tuple[str, ...]]:
        """The cards passed to you, each tagged with its giver's name, until your first turn
        of the play (a play or a pass): a computer leader must not hide what arrived."""
        return self._memo_of("marks", lambda: logic.received_marks(v, HUMAN, self.ctx.names))

    def title(self, v: SeatView) -> str:
        return _("Tichu \u2014 hand {k}").format(k=v.deal_number + 1)

    def chips(self, v: SeatView, seat: int) -> list[str]:
        return logic.chips(v, seat)

    def panel_rows(self, v: SeatView) -> list[PanelRow]:
        m = self.ctx.match
        names = self.ctx.names
        totals = self.totals()
        rows = [PanelRow(_("Score"), "", "head")]
        lead = max(totals)
        for side in (0, 1):
            tone = "accent" if totals[side] == lead and totals[0] != totals[1] else "name"
            rows.append(PanelRow(words.team_name(side, names), str(totals[side]), tone))
        rows.append(PanelRow(_("Playing to"), str(m.options.target_score)))
        wish = getattr(v, "wish", "")
        rows.append(
            PanelRow(
                _("Wish"), words.short(wish) if wish else _("none"), "accent" if wish else "info"
            )
        )
        return rows

    def prompt(self, v: SeatView, playable: bool) -> str:
        return logic.prompt(v, self._legal(), self.ctx.names)

    def waiting(self, v: SeatView) -> str | None:
        return logic.waiting(v, self.ctx.names, HUMAN)

    def button_label(self, a: Action, v: SeatView) -> str:
        if isinstance(a, Grand):
            return _("Grand")
        if isinstance(a, CallTichu):
            return _("Tichu!")
        if isinstance(a, Gift):
            return words.gift_label(a.seat, self.ctx.names, self.side(a.seat))
        if isinstance(a, Pass):
            return _("Pass")
        return super().button_label(a, v)

    def button_key(self, a: Action) -> str | None:
        return _KEYS.get(type(a))

    def button_order(self, actions: Sequence[Action]) -> list[Action]:
        """Calls before their refusal; wishes in rank order, 'no wish' first."""

        def key(a: Action) -> tuple[int, int]:
            if isinstance(a, Play):
                return (0, -1 if a.wish is None else words.RANKS.index(a.wish))
            if isinstance(a, Gift):  # the left opponent's button on the left
                return (2, 0 if self.side(a.seat) == "left" else 1)
            return ({Grand: 0, CallTichu: 1, Gift: 2, Pass: 3}.get(type(a), 4), 0)

        return sorted(actions, key=key)

    def chooser_heading(self, actions: Sequence[Action]) -> str:
        if actions and all(isinstance(a, Play) for a in actions):
            return _("The Mah Jong: wish for a rank? The next player who can play it must.")
        return super().chooser_heading(actions)

    def chooser_label(self, a: Action) -> str:
        if isinstance(a, Play):
            return words.wish_label(a.wish)
        return super().chooser_label(a)

    def confirm(self, a: Action) -> str | None:
        if isinstance(a, Grand):
            return _("Call Grand Tichu? You bet 200 points that you will go out first.")
        if isinstance(a, CallTichu):
            return _("Call Tichu? You bet 100 points that you will go out first.")
        if isinstance(a, Gift):
            where = _("on your left") if self.side(a.seat) == "left" else _("on your right")
            return _("Give the Dragon trick to {name}, {where}?").format(
                name=self.ctx.names[a.seat], where=where
            )
        if isinstance(a, Play) and self._bombs_partner(a):
            return _("Bomb your partner's trick?")
        return None

    def _bombs_partner(self, a: Play) -> bool:
        v = self._view()
        owner = getattr(v, "owner", None)
        return owner == (HUMAN + 2) % 4 and logic.is_bomb(a)

    def explain(self, why: Any, v: SeatView) -> str | None:
        """Refusals about the top name it: 'That does not beat a pair of 9s on the table.'"""
        plays = logic.trick_plays(v.table, phrase=True)
        if not plays or why.code not in ("TOO_LOW", "TYPE_MISMATCH"):
            return None
        top = plays[-1].label
        if why.code == "TOO_LOW":
            return _("That does not beat {top} on the table.").format(top=top)
        return _("On the table: {top}. Play the same kind with as many cards, or a bomb.").format(
            top=top
        )

    def hint_label(self, a: Action, v: SeatView) -> str:
        """Tichu's cards by name ("Play 5 Jade, 5 Star"), never by their codes. An exchange
        names who gets which card; Enter then puts them into those slots."""
        if isinstance(a, Exchange):
            self.hinted = a
            gives = [
                _("{card} to {name}").format(card=words.card_name(c), name=self.ctx.names[s])
                for s in (self.slots.seats if self.slots else ())
                for c, to in a.gives
                if to == s
            ]
            return _("{gives} (Enter puts them into the slots)").format(gives=", ".join(gives))
        cards = getattr(a, "cards", None)
        if cards:
            return _("Play {cards}").format(cards=", ".join(words.card_name(c) for c in cards))
        return self.button_label(a, v)

    def hint_reason(self, v: SeatView, a: Action) -> str | None:
        """Why Medium plays `a`: the reason its rule returned (when the hint quotes it)."""
        hint = medium_hint(v, self._legal())  # type: ignore[arg-type]
        if hint.action != a:
            return None
        return words.hint_reason(hint.code, hint.params, self.ctx.names) or None

    def selection_label(self, cards: Sequence[Card], v: SeatView) -> tuple[str, bool]:
        """In the exchange a raised card waits for its slot's key (it is no play); in the
        play, the combination it makes or why it cannot be played."""
        if self.slots is not None:
            if v.decision != "exchange" or len(cards) != 1:
                return ("", True)
            left, partner, right = (self.ctx.names[s] for s in self.slots.seats)
            return (
                _("{card}: 1 to {left}, 2 to {partner}, 3 to {right}").format(
                    card=words.card_name(cards[0]), left=left, partner=partner, right=right
                ),
                True,
            )
        m = self.ctx.match
        return logic.selection_label(
            cards,
            self._legal(),
            logic.top_combo(v),
            lambda a: m.game.why_illegal(m.state, HUMAN, a),
            self.ctx.explain,
        )

    def last_trick_winner(self, v: SeatView) -> int | None:
        """The trick's owner, also when the Dragon's trick was given away."""
        ends = ("TrickWon", "DragonGiven")
        return next((e.seat for e in reversed(v.log) if e.key in ends), None)

    def last_trick(self, v: SeatView) -> list[tuple[int, tuple[Card, ...]]]:
        """The plays of the last collected trick, for the review (L)."""
        return logic.last_trick(v.log)

    def auto_action(self, v: SeatView, legal: Sequence[Action]) -> Action | None:
        """Bomb windows (TABLE.md): answered 'pass' at once unless Bomb! was pressed or the
        setting asks at every chance."""
        if v.decision != "bomb":
            if v.decision in ("lead", "follow"):
                self.armed = False
            return None
        at = len(self.ctx.match.history)
        if self.asking == at:  # this window is already offered to you
            return None
        setting = options.bomb_prompts(self.ctx.settings)
        if logic.ask_for_bomb(setting, self.armed, logic.is_trick_end(v)):
            self.armed = False
            self.asking = at
            return None
        return Pass()
