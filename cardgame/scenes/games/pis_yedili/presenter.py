"""Pis Yedili at the table: the stock and the pile in the middle, the active suit, the
direction and pending sevens beside them, the penalties in the corner panel."""

from __future__ import annotations

from typing import Any

import pygame

from ....engine.actions import Action, Draw, Pass, Play, Take
from ....engine.cards import Card
from ....engine.core import Event, Move, Reason, SeatView
from ....i18n import _, ngettext
from ....ui import theme
from ...words import SYMBOL, suit_name
from ..base import PanelRow, Presenter, Shown
from . import words
from .geometry import PisGeometry

_PAUSES = {
    "Skipped": 0.45,
    "SuitNamed": 0.35,
    "DirectionChanged": 0.35,
    "PenaltyRaised": 0.3,
    "Out": 0.6,
    "HandScored": 0.9,
    "Exhausted": 0.8,
    "Void": 0.8,
}
_KEYS = {Draw: "d", Pass: "p", Take: "t"}


class PisPresenter(Presenter):
    multi_select = False  # one card per play: a click selects, a second click plays

    _geo: tuple[tuple[int, int], PisGeometry] | None = None

    @property
    def geo(self) -> PisGeometry:
        """The stock's and pile's places, recomputed when the window size changes."""
        size = (self.L.w, self.L.h)
        if self._geo is None or self._geo[0] != size:
            self._geo = (size, PisGeometry(self.L))
        return self._geo[1]

    # -- the model -----------------------------------------------------------------------------
    def empty(self) -> Shown:
        shown = super().empty()
        shown.zones.update(stock=[], discard=[])
        shown.status = {"direction": "CW", "suit": "", "pending": 0, "top_seat": None}
        return shown

    def shown_from_view(self, v: SeatView) -> Shown:
        shown = super().shown_from_view(v)
        shown.zones.pop("table", None)
        shown.zones["discard"] = list(reversed(getattr(v, "discard", ())))
        return shown

    def status_from_view(self, v: SeatView) -> dict[str, Any]:
        return {
            "direction": getattr(v, "direction", "CW"),
            "suit": getattr(v, "active_suit", ""),
            "pending": getattr(v, "pending", 0),
            "top_seat": getattr(v, "top_seat", None),
        }

    def event_starts(self, shown: Shown, e: Event) -> None:
        if e.key == "Played":  # the pile's name tag goes with the card on its way there
            shown.status["top_seat"] = e.seat

    def after_event(self, shown: Shown, e: Event) -> None:
        st = shown.status
        if e.key == "Played":
            st["suit"] = e.param("card").suit
            st["top_seat"] = e.seat
        elif e.key == "SuitNamed":
            st["suit"] = e.param("suit")
        elif e.key == "DirectionChanged":
            st["direction"] = e.param("direction")
        elif e.key == "PenaltyRaised":
            st["pending"] = e.param("pending")
        elif e.key == "Took":
            st["pending"] = 0

    def pause_after(self, e: Event) -> float:
        return _PAUSES.get(e.key, 0.08)

    def animates(self, m: Move) -> bool:
        # the deck and the stock lie in one place: cards staying there do not fly
        return not {m.src, m.dst} <= {"deck", "stock"}

    # -- geometry ------------------------------------------------------------------------------
    def zone_rect(self, zone: str) -> pygame.Rect:
        if zone in ("stock", "deck"):
            return self.geo.stock
        if zone == "discard":
            return self.geo.pile
        return super().zone_rect(zone)

    def zone_pos(
        self, zone: str, card: Card | None, shown: Shown, arriving: bool = False
    ) -> tuple[float, float]:
        if zone == "discard":
            return self.geo.pile_offset(shown.count("discard") + (0 if arriving else -1))
        return super().zone_pos(zone, card, shown, arriving)

    def play_area(self) -> pygame.Rect:
        return self.geo.drop_zone

    def drop_glow(self) -> pygame.Rect:
        return self.geo.pile

    # -- buttons -------------------------------------------------------------------------------
    def button_label(self, a: Action, v: SeatView) -> str:
        if isinstance(a, Take):
            return words.take_label(getattr(v, "pending", 0))
        if isinstance(a, Draw):
            return _("Draw")
        return super().button_label(a, v)

    def button_key(self, a: Action) -> str | None:
        return _KEYS.get(type(a))

    def chooser_heading(self, actions: Any) -> str:
        if all(getattr(a, "suit", None) for a in actions):
            return _("Name a suit for your Jack")
        return super().chooser_heading(actions)

    def chips(self, v: SeatView, seat: int) -> list[str]:
        chips = super().chips(v, seat)
        if seat != v.seat and v.count(f"hand:{seat}") == 1:
            chips.append(_("last card!"))  # about to go out: time for an 8, a ten or a seven
        return chips

    def prompt(self, v: SeatView, playable: bool) -> str:
        """What to do now, with the mouse and the keys, and what to do when nothing fits."""
        if playable:
            return _(
                "Your turn: drag a card to the pile or click it twice (keys: \u2190 \u2192 Enter)."
            )
        m = self.ctx.match
        legal = m.game.legal_actions(m.state, v.seat) if v.decision else ()
        if any(isinstance(a, Take) for a in legal):
            n = getattr(v, "pending", 0)
            return ngettext(
                "No seven to pass it on: take the card (T).",
                "No seven to pass it on: take the {n} cards (T).",
                n,
            ).format(n=n)
        if any(isinstance(a, Draw) for a in legal):
            return _("Nothing fits the pile: draw a card (D).")
        if any(isinstance(a, Pass) for a in legal):
            return _("Nothing more fits: pass (P).")
        return _("Your turn.")

    def selection_label(self, cards: Any, v: SeatView) -> tuple[str, bool]:
        """A raised card: what it does if played now, or why it cannot be played."""
        if len(cards) != 1:
            return ("", False)
        m = self.ctx.match
        card = cards[0]
        why = m.game.why_illegal(m.state, v.seat, Play((card,)))
        if why is not None and why.code == "SUIT_REQUIRED":
            why = None  # a Jack: the suit is asked for when it is played
        if why is not None:
            return (self.ctx.explain(why), False)
        return (words.card_effect(card, m.options), True)

    def explain(self, why: Reason, v: SeatView) -> str | None:
        """A Jack's suit cannot be answered by drawing once nothing can be drawn."""
        if why.code == "NO_MATCH" and why.param("rank") is None:
            m = self.ctx.match
            if not any(isinstance(a, Draw) for a in m.game.legal_actions(m.state, v.seat)):
                return words.explain(Reason(why.code, (*why.params, ("stock_empty", True))))
        return None

    def hint_reason(self, v: SeatView, a: Action) -> str | None:
        from ....ai.pis_yedili import medium_reason

        legal = self.ctx.match.game.legal_actions(self.ctx.match.state, v.seat)
        return words.hint_reason(medium_reason(v, legal, a))  # type: ignore[arg-type]

    # -- the corner panel ----------------------------------------------------------------------
    def deal_index(self) -> int:
        """The deal being played, or the one just scored (counted once it ends), from 1;
        void deals are dealt again under the same number."""
        m = self.ctx.match
        return max(1, m.counted_deals + (0 if m.deal_over and m.results[-1].counted else 1))

    def title(self, v: SeatView) -> str:
        game = self.ctx.match.info.title
        return _("{game} \u2014 deal {k}").format(game=game, k=self.deal_index())

    def panel_rows(self, v: SeatView) -> list[PanelRow]:
        m = self.ctx.match
        n = m.options.match_deals
        k = self.deal_index()
        deal = (
            _("{k} of {n}").format(k=k, n=n) if k <= n else _("extra deal {k}").format(k=k - n)
        )  # a tie played off (option match_tie)
        rows = [PanelRow(_("Deal"), deal), PanelRow(_("Penalty points"), "", "head")]
        totals = self.totals()
        low = min(totals) if totals else 0
        for s, total in enumerate(totals):
            lead = total == low and low < max(totals)
            rows.append(PanelRow(self.ctx.names[s], str(total), "accent" if lead else "name"))
        return rows

    # -- drawing -------------------------------------------------------------------------------
    def draw_centre(self, surf: pygame.Surface, shown: Shown) -> None:
        L, g = self.L, self.geo
        sp = self.ctx.sprites
        _title, body, small = theme.sizes(L.h)
        size = L.play_card
        stock = shown.count("stock") + shown.count("deck")
        layers = min(6, (stock + 7) // 8)
        sr = g.stock
        if stock:
            surf.blit(sp.shadow(size), sp.shadow(size).get_rect(center=sr.move(2, 3).center))
            for i in range(layers):
                surf.blit(sp.back(size), sr.move(-i * 2, -i * 2))
            badge = pygame.Rect(0, 0, round(body * 2.6), round(body * 1.5))
            badge.midtop = (sr.centerx - layers * 2, sr.bottom + 6)
            theme.panel(surf, badge, (0, 0, 0, 150), radius=badge.h // 2)
            theme.blit_text(surf, str(stock), small, badge.center, anchor="center", bold=True)
        else:
            pygame.draw.rect(
                surf, theme.tinted((255, 255, 255)), sr, width=2, border_radius=sr.w // 14
            )
            theme.blit_text(surf, _("empty"), small, sr.center, theme.TEXT_DIM, anchor="center")
        pile = shown.faces("discard")
        pr = g.pile
        if not pile:
            pygame.draw.rect(
                surf, theme.tinted((255, 255, 255, 60)), pr, width=2, border_radius=pr.w // 14
            )
            theme.blit_text(surf, _("play here"), small, pr.center, theme.TEXT_DIM, anchor="center")
        for k in range(max(0, len(pile) - 5), len(pile)):
            pos = g.pile_offset(k)
            if k == len(pile) - 1:
                sh = sp.shadow(size)
                surf.blit(sh, sh.get_rect(center=(pos[0] + pr.w // 2 + 2, pos[1] + pr.h // 2 + 3)))
            surf.blit(sp.face(pile[k], size), pos)
        top_seat = shown.status.get("top_seat")
        if pile and top_seat is not None:
            theme.blit_text(
                surf,
                self.ctx.names[top_seat],
                small,
                (pr.centerx, pr.bottom + 8),
                theme.TEXT_DIM,
                anchor="midtop",
            )
        self._indicators(surf, shown)

    def pending_badge(self, label: str = "") -> pygame.Rect:
        """Where "+3 cards" stands: on the pile's lower half, the sevens' debt on the sevens
        (above the pile it ran into the top seat's level line); as wide as its `label` needs
        ("+3 Karten" overflowed a pill of one width)."""
        title, body, _small = theme.sizes(self.L.h)
        pr = self.geo.pile
        h = round(title * 1.5)
        need = theme.text(label, body, bold=True).get_width() + h if label else 0  # round ends
        box = pygame.Rect(0, 0, max(round(title * 3.2), need), h)
        box.center = (pr.centerx, pr.bottom - round(pr.h * 0.3))
        return box

    def _indicators(self, surf: pygame.Surface, shown: Shown) -> None:
        """Active suit, direction and pending sevens, large beside the pile."""
        L = self.L
        title, body, small = theme.sizes(L.h)
        st = shown.status
        pr = self.geo.pile
        x = pr.right + round(L.w * 0.03)
        suit = st.get("suit")
        disc = round(L.h * 0.085)
        centre = (x + disc // 2, pr.top + disc // 2)
        if suit:
            pygame.draw.circle(surf, theme.tinted((250, 248, 240)), centre, disc // 2)
            pygame.draw.circle(surf, theme.tinted((200, 170, 90)), centre, disc // 2, width=3)
            colours = {"S": (24, 24, 30), "H": (196, 30, 45), "D": (196, 30, 45), "C": (24, 24, 30)}
            if self.ctx.settings.four_colour:
                colours.update({"D": (22, 86, 196), "C": (20, 130, 60)})
            theme.blit_text(
                surf,
                SYMBOL[suit],
                round(disc * 0.62),
                centre,
                colours[suit],
                anchor="center",
                shadow=False,
            )
            theme.blit_text(
                surf,
                suit_name(suit),
                small,
                (centre[0], centre[1] + disc // 2 + 4),
                anchor="midtop",
            )
        cw = st.get("direction", "CW") == "CW"
        arrow = "\u21bb" if cw else "\u21ba"
        dc = (centre[0], pr.bottom - disc // 2)
        theme.blit_text(
            surf, arrow, round(disc * 0.8), dc, theme.ACCENT, anchor="center", bold=True
        )
        theme.blit_text(
            surf,
            _("clockwise") if cw else _("anticlockwise"),
            small,
            (dc[0], dc[1] + disc // 2),
            anchor="midtop",
        )
        pending = st.get("pending", 0)
        if pending:
            label = ngettext("+{n} card", "+{n} cards", pending).format(n=pending)
            box = self.pending_badge(label)
            theme.panel(surf, box, (170, 30, 30, 230), radius=box.h // 2, edge=(255, 200, 200, 200))
            theme.blit_text(surf, label, body, box.center, anchor="center", bold=True, box=box)
