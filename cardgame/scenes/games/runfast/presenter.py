"""Run Fast at the table: the trick's combinations stacked in the middle with name tags,
passes as chips, bombs with emphasis, the closed trick sliding to its taker, a warning at a
seat down to its last cards, "You must beat this" when passing is not allowed, and the live
label of a selection (the engine's reason when it cannot be played).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ....ai.runfast import medium_hint
from ....engine.actions import Action, Pass
from ....engine.cards import Card
from ....engine.core import Event, Move, SeatView, reason
from ....engine.runfast.combos import BOMB, combo_of
from ....i18n import _
from ....ui import anim, theme
from ..base import HUMAN, PanelRow, Presenter, Shown
from . import words
from .draw import draw_must_beat, draw_trick, draw_warning
from .geometry import TrickGeometry
from .selection import PlayIndex, rank_key, selection_label, suit_key

_PAUSES = {"Out": 0.7, "HandScored": 0.9, "BombBonus": 0.6, "TrickClosed": 0.15}
Group = tuple[int, tuple[Card, ...], bool]  # (seat, cards, is a bomb)


class RunFastPresenter(Presenter):
    multi_select = True

    _geo: tuple[tuple[int, int], TrickGeometry] | None = None
    _index: tuple[int, PlayIndex] | None = None

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.incoming: list[Card] = []  # the cards of the play now flying to the table
        self.incoming_seat = HUMAN
        self._legal: tuple[tuple[int, bool], Sequence[Action]] | None = None
        self.last: Shown | None = None  # the picture last drawn (chips read its passes)

    @property
    def geo(self) -> TrickGeometry:
        size = (self.L.w, self.L.h)
        if self._geo is None or self._geo[0] != size:
            self._geo = (
                size,
                TrickGeometry(
                    size, self.L.topbar.bottom + self.L.margin, self.L.buttons_y - self.L.margin
                ),
            )
        return self._geo[1]

    # -- the model -----------------------------------------------------------------------------
    def _bomb(self, cards: Sequence[Card]) -> bool:
        combo = combo_of(tuple(cards), False, self.ctx.match.options)
        return combo is not None and combo.kind == BOMB

    def empty(self) -> Shown:
        shown = super().empty()
        shown.zones.update(table=[], gone=[])
        shown.status = {"trick": [], "passed": set(), "passes": 0}
        self.incoming = []
        return shown

    def shown_from_view(self, v: SeatView) -> Shown:
        shown = super().shown_from_view(v)
        shown.zones["gone"] = []
        self.incoming = []
        self.last = shown
        return shown

    def status_from_view(self, v: SeatView) -> dict[str, Any]:
        trick: list[Group] = [(s, tuple(cards), self._bomb(cards)) for s, cards in v.table]
        passed = {s for s, b in enumerate(v.badges) if "passed" in b}
        return {"trick": trick, "passed": passed, "passes": getattr(v, "passes", 0)}

    def after_event(self, shown: Shown, e: Event) -> None:
        st = shown.status
        if e.key == "Played" and e.seat is not None:
            cards = tuple(e.param("cards", ()))
            st["trick"] = [*st.get("trick", []), (e.seat, cards, e.param("kind") == "bomb")]
            st["passed"] = set()
            st["passes"] = 0
            self.incoming = []
        elif e.key == "Passed" and e.seat is not None:
            st["passed"] = {*st.get("passed", set()), e.seat}
            st["passes"] = st.get("passes", 0) + 1
        elif e.key == "TrickClosed":
            st["trick"], st["passed"], st["passes"] = [], set(), 0
            shown.zones["gone"] = []
        self.last = shown

    def sound(self, e: Event) -> str | None:
        if e.key == "Played" and e.param("kind") == "bomb":
            return "bomb"
        return super().sound(e)

    def pause_after(self, e: Event) -> float:
        if e.key == "Passed" and self.last is not None and self.last.status.get("passes", 0) >= 2:
            return anim.TRICK_HOLD  # the finished trick stays a moment before it slides away
        if e.key == "Played" and e.param("kind") == "bomb":
            return 0.7
        return _PAUSES.get(e.key, 0.08)

    def animates(self, m: Move) -> bool:
        if m.dst == "table" and m.card is not None:
            self.incoming.append(m.card)  # the play's size decides where its cards land
            self.incoming_seat = int(m.src[5:]) if m.src.startswith("hand:") else HUMAN
        return True

    # -- geometry ------------------------------------------------------------------------------
    def zone_size(self, zone: str) -> tuple[int, int]:
        if zone == "table":
            return self.geo.card
        if zone == "gone":
            return self.L.small
        return super().zone_size(zone)

    def _sizes(self, shown: Shown) -> list[int]:
        sizes = [len(cards) for _s, cards, _b in shown.status.get("trick", [])]
        return sizes + ([len(self.incoming)] if self.incoming else [])

    def zone_pos(
        self, zone: str, card: Card | None, shown: Shown, arriving: bool = False
    ) -> tuple[float, float]:
        if zone == "table" and card is not None:
            sizes = self._sizes(shown)
            if arriving and card in self.incoming:
                return self.geo.card_rect(sizes, len(sizes) - 1, self.incoming.index(card)).topleft
            for i, (_s, cards, _b) in enumerate(shown.status.get("trick", [])):
                if card in cards:
                    return self.geo.card_rect(sizes, i, cards.index(card)).topleft
            return self.geo.area.center
        if zone == "gone":
            return self._taker_rect(shown).topleft
        return super().zone_pos(zone, card, shown, arriving)

    def _taker_rect(self, shown: Shown) -> pygame.Rect:
        """A closed trick slides to the player who took it, shrinking, and is gone."""
        trick = shown.status.get("trick") or []
        seat = trick[-1][0] if trick else HUMAN
        if seat == HUMAN:
            r = pygame.Rect(0, 0, *self.L.small)
            r.midtop = (self.L.w // 2, self.L.h)
            return r
        return self.L.seat_anchor(seat)

    def zone_rect(self, zone: str) -> pygame.Rect:
        if zone == "table":
            return self.geo.area
        return super().zone_rect(zone)

    def play_area(self) -> pygame.Rect:
        return self.geo.drop

    def drop_glow(self) -> pygame.Rect:
        return self.geo.drop

    def sort_key(self, mode: str) -> Callable[[Card], Any]:
        return suit_key if mode == "suit" else rank_key

    # -- drawing -------------------------------------------------------------------------------
    def draw_centre(self, surf: pygame.Surface, shown: Shown) -> None:
        self.last = shown
        trick: list[tuple[int, Sequence[Card], bool]] = list(shown.status.get("trick", []))
        if self.incoming:  # a play landing: its cards show as they come down
            trick.append((self.incoming_seat, list(self.incoming), self._bomb(self.incoming)))
        draw_trick(
            surf,
            self.ctx.sprites,
            self.geo,
            trick,
            self.ctx.names,
            visible=set(shown.faces("table")),
        )
        # an empty table stays empty felt: the prompt says whose lead it is

    def draw_widgets(self, surf: pygame.Surface, shown: Shown) -> None:
        """The last-cards warnings at the seats and the must-beat line under the trick."""
        _t, _body, small = theme.sizes(self.L.h)
        for s, seat in self.L.seats.items():
            n = shown.count(f"hand:{s}")
            if 0 < n <= 2:
                at = (seat.plate.centerx, seat.plate.bottom + round(small * 1.7))
                draw_warning(surf, at, words.last_cards_warning(self.ctx.names[s], n), small)
        state = self.ctx.match.state
        trick = shown.status.get("trick", [])
        if len(trick) == len(state.trick) and self._must_beat():
            draw_must_beat(surf, self.geo, [len(c) for _s, c, _b in trick], _("You must beat this"))

    def legal(self) -> Sequence[Action]:
        """The human's legal actions, asked once per position (a lead lists hundreds)."""
        m = self.ctx.match
        key = (len(m.history), m.deal_over)
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, m.game.legal_actions(m.state, HUMAN))
        return self._legal[1]

    def _must_beat(self) -> bool:
        """The human faces a play and may not pass."""
        state = self.ctx.match.state
        if state.phase.value != "RESPOND" or state.current != HUMAN or self.incoming:
            return False
        return not any(type(a) is Pass for a in self.legal())

    def handle_event(self, e: pygame.event.Event) -> bool:
        """P when passing is not allowed: say why, in the engine's words (no button shows)."""
        if e.type != pygame.KEYDOWN or getattr(e, "unicode", "").lower() != "p":
            return False
        m = self.ctx.match
        if m.deal_over or m.state.current != HUMAN or any(type(a) is Pass for a in self.legal()):
            return False
        why = m.game.why_illegal(m.state, HUMAN, Pass())
        if why is None:
            return False
        self.ctx.say(self.ctx.explain(why))
        return True

    def auto_action(self, v: SeatView, legal: Sequence[Action]) -> Action | None:
        """The rules' `auto_pass`: when nothing beats the table, the pass is made for you."""
        if self.ctx.match.options.auto_pass and len(legal) == 1 and type(legal[0]) is Pass:
            top = self._top_name(v)
            self.ctx.say(_("Nothing you hold beats {top}: you pass.").format(top=top), warn=False)
            return legal[0]
        return None

    # -- words on the table --------------------------------------------------------------------
    def chips(self, v: SeatView, seat: int) -> list[str]:
        shown = self.last
        passed = shown.status.get("passed", set()) if shown is not None else set()
        out = [_("passed")] if seat in passed else []
        if seat < len(v.badges) and "out" in v.badges[seat]:
            out.append(_("out"))
        return out

    def _top_name(self, v: SeatView) -> str:
        top = getattr(v, "top", ())
        return words.top_phrase(top, self.ctx.match.options) if top else ""

    def prompt(self, v: SeatView, playable: bool) -> str:
        """What to do now, with the mouse and the keys (UI.md), and the way out."""
        top = self._top_name(v)
        if v.decision != "lead" and not playable:
            return _("Nothing you hold beats {top}: pass (P).").format(top=top)
        if v.decision == "lead":
            if getattr(v, "opening", False) and getattr(v, "need_3h", False):
                what = _("Your lead: the first play must include the 3\u2665.")
            else:
                what = _("Your lead: play any combination.")
        elif any(type(a) is Pass for a in self.legal()):
            what = _("Beat {top}, or pass (P).").format(top=top)
        else:
            what = _("Beat {top}: select your cards and drag them to the table.").format(top=top)
        return what + " " + _("Keys: \u2190 \u2192 Space to select, Enter to play.")

    def button_label(self, a: Action, v: SeatView) -> str:
        if isinstance(a, Pass):
            return _("Pass")
        return super().button_label(a, v)

    def panel_rows(self, v: SeatView) -> list[PanelRow]:
        m = self.ctx.match
        rows: list[PanelRow] = []
        names = self.ctx.names
        if m.options.match_deals > 1:
            k = max(1, min(m.options.match_deals, m.counted_deals + (0 if m.deal_over else 1)))
            rows.append(PanelRow(_("Deal"), _("{k} of {n}").format(k=k, n=m.options.match_deals)))
            rows.append(PanelRow(_("Match points"), "", "head"))
            totals = self.totals()
            best = max(totals)
            for s, total in enumerate(totals):
                lead = total == best and best > min(totals)
                rows.append(PanelRow(names[s], words.signed(total), "accent" if lead else "name"))
        else:
            rows.append(PanelRow(_("Single deal"), _("first out wins")))
        rows.append(PanelRow(_("Cards left"), "", "head"))
        for s in range(self.seat_count):
            n = v.count(f"hand:{s}")
            rows.append(PanelRow(names[s], str(n), "accent" if n <= 2 else "name"))
        ledger = getattr(v, "ledger", ())
        if any(ledger):
            rows.append(PanelRow(_("Bomb bonuses"), "", "head"))
            for s, amount in enumerate(ledger):
                rows.append(PanelRow(names[s], words.signed(amount), "name"))
        return rows

    # -- the selection and the hint ------------------------------------------------------------
    def _play_index(self) -> PlayIndex:
        key = len(self.ctx.match.history)
        if self._index is None or self._index[0] != key:
            self._index = (key, PlayIndex(self.legal()))
        return self._index[1]

    def selection_label(self, cards: Sequence[Card], v: SeatView) -> tuple[str, bool]:
        state = self.ctx.match.state
        if not cards or state.phase.value == "OVER" or state.current == HUMAN:
            return selection_label(state, HUMAN, self._play_index(), cards)
        # waiting for the others: name the cards, or say why they are no combination
        combo = combo_of(tuple(cards), False, self.ctx.match.options)
        if combo is None:
            return words.explain(
                reason("NOT_A_COMBINATION", cards=" ".join(map(str, cards)))
            ), False
        name = words.play_name(cards, False, self.ctx.match.options)
        return _("{name} \u2014 wait for your turn").format(name=name), False

    def hint_reason(self, v: SeatView, a: Action) -> str | None:
        legal = self.ctx.match.game.legal_actions(self.ctx.match.state, v.seat)
        hint = medium_hint(v, legal)  # type: ignore[arg-type]
        if hint.action != a:
            return None
        return words.hint_reason(hint.code, hint.params, self.ctx.names)
