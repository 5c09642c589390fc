"""Tichu at the table: the trick as stacked combinations with name tags, the wish, the Dog's
hand-over, the three exchange slots and the received cards, the Bomb! button and the live
label of a selection. Everything generic (hand, seats, buttons, chooser, log) is the table's.
Two parts are its bases, each in its own module: the exchange slots' input (`exchange`) and
the words and labels (`table_words`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ....engine.actions import Action, CallTichu, Exchange, Pass
from ....engine.cards import Card
from ....engine.core import Event, Move, SeatView
from ....i18n import _
from ....ui import anim, theme
from ....ui.widgets import Button
from ..base import HAND, HUMAN, Shown
from . import draw, logic, options, words
from .draw import TrickPlay
from .exchange import ExchangeInput, TichuShown
from .table_words import TableWords

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


class TichuPresenter(TableWords, ExchangeInput):
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
