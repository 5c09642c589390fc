"""Pis Yedili's part of the table: where its zones are, its centre (stock, pile, suit,
direction, pending sevens) and its corner panel. Everything else is the generic table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..engine.actions import Action, Draw, Pass, Take
from ..engine.cards import Card, sort_cards
from ..engine.core import Event, SeatView
from ..i18n import _
from ..ui import theme
from . import words

if TYPE_CHECKING:
    from .table import Shown, TableScene


class PisPresenter:
    multi_select = False   # one card per play: a click selects, a second click plays

    def __init__(self, table: "TableScene") -> None:
        self.table = table

    @property
    def L(self):  # noqa: N802 - the table's layout, read fresh after a resize
        return self.table.layout

    # -- the model -----------------------------------------------------------------------------
    def empty(self) -> "Shown":
        from .table import Shown
        n = self.table.match.num_seats
        return Shown({s: [] for s in range(n)}, 0, [], {"direction": "CW", "suit": "", "pending": 0})

    def from_view(self, v: SeatView) -> "Shown":
        from .table import Shown
        n = self.table.match.num_seats
        hands: dict[int, list[Card | None]] = {s: [None] * v.count(f"hand:{s}") for s in range(n)}
        hands[v.seat] = list(v.hand)
        pile = list(reversed(getattr(v, "discard", ())))
        status = {"direction": getattr(v, "direction", "CW"), "suit": getattr(v, "active_suit", ""),
                  "pending": getattr(v, "pending", 0)}
        return Shown(hands, v.count("stock"), pile, status, getattr(v, "top_seat", None))

    def after_event(self, shown: "Shown", e: Event) -> None:
        st = shown.status
        if e.key == "Played":
            st["suit"] = e.param("card").suit
            shown.top_seat = e.seat
        elif e.key == "SuitNamed":
            st["suit"] = e.param("suit")
        elif e.key == "DirectionChanged":
            st["direction"] = e.param("direction")
        elif e.key == "PenaltyRaised":
            st["pending"] = e.param("pending")
        elif e.key == "Took":
            st["pending"] = 0

    def pause_after(self, e: Event) -> float:
        return {"Skipped": 0.45, "SuitNamed": 0.35, "DirectionChanged": 0.35, "PenaltyRaised": 0.3,
                "Out": 0.6, "HandScored": 0.9, "Exhausted": 0.8, "Void": 0.8}.get(e.key, 0.08)

    # -- geometry ------------------------------------------------------------------------------
    def zone_size(self, zone: str) -> tuple[int, int]:
        if zone == "hand:0":
            return self.L.card
        if zone.startswith("hand:"):
            return self.L.small
        return self.L.pile

    def zone_pos(self, zone: str, card: Card | None, shown: "Shown",
                 arriving: bool = False) -> tuple[float, float]:
        L = self.L
        if zone == "hand:0":
            hand = [c for c in shown.hands.get(0, []) if c is not None]
            if arriving and card is not None and card not in hand:
                hand = list(sort_cards(hand + [card]))
            if card in hand:
                r, _t = L.hand_slots(len(hand))[hand.index(card)]
                return r.topleft
            return L.seat_anchor(0).topleft
        if zone.startswith("hand:"):
            s = int(zone[5:])
            slots = L.back_slots(s, len(shown.hands.get(s, [])) + (1 if arriving else 0))
            return slots[-1].topleft if slots else L.seat_anchor(s).topleft
        if zone in ("stock", "deck"):
            return L.stock_rect.topleft
        if zone == "discard":
            return self.pile_offset(len(shown.pile) + (0 if arriving else -1))
        return (L.w / 2, L.h / 2)

    def pile_offset(self, k: int) -> tuple[int, int]:
        """A slightly untidy pile: each card a little off, by its depth (stable)."""
        r = self.L.pile_rect
        dx = ((k * 37) % 11 - 5) * r.w // 90
        dy = ((k * 53) % 9 - 4) * r.h // 110
        return (r.x + dx, r.y + dy)

    # -- buttons -------------------------------------------------------------------------------
    def button_label(self, a: Action, v: SeatView) -> str:
        if isinstance(a, Take):
            return words.take_label(getattr(v, "pending", 0))
        if isinstance(a, Draw):
            return _("Draw") + " (D)"
        if isinstance(a, Pass):
            return _("Pass") + " (P)"
        return words.action_label(a)

    # -- drawing -------------------------------------------------------------------------------
    def draw_centre(self, surf: pygame.Surface, shown: "Shown") -> None:
        L = self.L
        sp = self.table.app.sprites
        _title, body, small = theme.sizes(L.h)
        # stock: a few stacked backs
        layers = min(6, (shown.stock + 7) // 8)
        sr = L.stock_rect
        if shown.stock:
            surf.blit(sp.shadow(L.pile), sp.shadow(L.pile).get_rect(center=sr.move(2, 3).center))
            for i in range(layers):
                surf.blit(sp.back(L.pile), sr.move(-i * 2, -i * 2))
            badge = pygame.Rect(0, 0, round(body * 2.6), round(body * 1.5))
            badge.midtop = (sr.centerx - layers * 2, sr.bottom + 6)
            theme.panel(surf, badge, (0, 0, 0, 150), radius=badge.h // 2)
            theme.blit_text(surf, str(shown.stock), small, badge.center, anchor="center", bold=True)
        else:
            pygame.draw.rect(surf, (255, 255, 255), sr, width=2, border_radius=sr.w // 14)
            theme.blit_text(surf, _("empty"), small, sr.center, theme.TEXT_DIM, anchor="center")
        # pile: the top few cards, slightly untidy
        pr = L.pile_rect
        if not shown.pile:
            pygame.draw.rect(surf, (255, 255, 255, 60), pr, width=2, border_radius=pr.w // 14)
            theme.blit_text(surf, _("play here"), small, pr.center, theme.TEXT_DIM, anchor="center")
        start = max(0, len(shown.pile) - 5)
        for k in range(start, len(shown.pile)):
            pos = self.pile_offset(k)
            if k == len(shown.pile) - 1:
                sh = sp.shadow(L.pile)
                surf.blit(sh, sh.get_rect(center=(pos[0] + pr.w // 2 + 2, pos[1] + pr.h // 2 + 3)))
            surf.blit(sp.face(shown.pile[k], L.pile), pos)
        if shown.pile and shown.top_seat is not None:
            name = self.table.names[shown.top_seat]
            theme.blit_text(surf, name, small, (pr.centerx, pr.bottom + 8), theme.TEXT_DIM,
                            anchor="midtop")
        self._indicators(surf, shown)

    def _indicators(self, surf: pygame.Surface, shown: "Shown") -> None:
        """Active suit, direction and pending sevens, large beside the pile."""
        L = self.L
        title, body, small = theme.sizes(L.h)
        st = shown.status
        pr = L.pile_rect
        x = pr.right + round(L.w * 0.03)
        suit = st.get("suit")
        disc = round(L.h * 0.085)
        centre = (x + disc // 2, pr.top + disc // 2)
        if suit:
            pygame.draw.circle(surf, (250, 248, 240), centre, disc // 2)
            pygame.draw.circle(surf, (200, 170, 90), centre, disc // 2, width=3)
            colours = {"S": (24, 24, 30), "H": (196, 30, 45), "D": (196, 30, 45), "C": (24, 24, 30)}
            if self.table.app.settings.four_colour:
                colours.update({"D": (22, 86, 196), "C": (20, 130, 60)})
            theme.blit_text(surf, words.SYMBOL[suit], round(disc * 0.62), centre, colours[suit],
                            anchor="center", shadow=False)
            theme.blit_text(surf, words.suit_name(suit), small, (centre[0], centre[1] + disc // 2 + 4),
                            anchor="midtop")
        cw = st.get("direction", "CW") == "CW"
        arrow = "\u21bb" if cw else "\u21ba"
        dc = (centre[0], pr.bottom - disc // 2)
        theme.blit_text(surf, arrow, round(disc * 0.8), dc, theme.ACCENT, anchor="center", bold=True)
        theme.blit_text(surf, _("clockwise") if cw else _("anticlockwise"), small,
                        (dc[0], dc[1] + disc // 2), anchor="midtop")
        pending = st.get("pending", 0)
        if pending:
            box = pygame.Rect(0, 0, round(title * 3.2), round(title * 1.5))
            box.midbottom = (pr.centerx, pr.top - 10)
            theme.panel(surf, box, (170, 30, 30, 230), radius=box.h // 2, edge=(255, 200, 200, 200))
            theme.blit_text(surf, _("+{n} cards").format(n=pending), body, box.center,
                            anchor="center", bold=True)

    def status_rows(self, v: SeatView) -> list[tuple[str, str]]:
        o = v.options  # type: ignore[attr-defined]
        rows = [(_("Deal"), _("{k} of {n}").format(k=self.table.match.counted_deals + 1,
                                                     n=o.match_deals))]
        return rows


PRESENTERS: dict[str, Any] = {"pis_yedili": PisPresenter}


def presenter_for(game_id: str) -> Any:
    """The presenter class of a game (only Pis Yedili so far)."""
    return PRESENTERS[game_id]


def has_table(game_id: str) -> bool:
    """Whether the game can be played in the window yet (its engine may be ready before)."""
    return game_id in PRESENTERS


# -- the new-game options (rules doc, section 11), with a line each for players --------------

def option_rows(num_players: int) -> list[tuple[str, str, list[Any], list[str], str]]:
    """(field, label, values, value names, one-line explanation) for each rule option."""
    on_off = [_("off"), _("on")]
    seats = ["random"] + list(range(num_players))
    names = [_("random"), _("you")] + [_("seat {n}").format(n=s) for s in range(1, num_players)]
    return [
        ("match_deals", _("Deals in the match"), list(range(1, 11)), [str(k) for k in range(1, 11)],
         _("The lowest total after the last deal wins.")),
        ("first_dealer", _("First dealer"), seats, names, _("Who deals the first hand.")),
        ("voluntary_draw", _("Draw even when you can play"), [False, True], on_off,
         _("Drawing instead of playing is allowed.")),
        ("draw_limit", _("Drawing"), ["until_playable", "one"],
         [_("until playable"), _("one card")], _("How many cards you may draw in a turn.")),
        ("jack_must_change_suit", _("Jack must change the suit"), [False, True], on_off,
         _("A Jack may not ask for the suit already in play.")),
        ("seven_stack", _("Stacked sevens"), ["add", "double"], [_("add 3"), _("double")],
         _("Each seven adds 3 cards, or doubles the count.")),
        ("ace_rule", _("Ace"), ["optional_follow", "extra_turn"],
         [_("play one more"), _("extra turn")], _("What an Ace gives its player.")),
        ("stock_exhausted", _("Empty stock"), ["end_deal", "reshuffle"],
         [_("ends the deal"), _("reshuffle")], _("What happens when nobody can draw.")),
        ("exhausted_scoring", _("Scoring at an empty stock"), ["lowest_zero", "all_pay"],
         [_("lowest pays 0"), _("all pay")], _("Whether the lowest hand still pays.")),
        ("last_card_multipliers", _("Last-card multipliers"), [False, True], on_off,
         _("Going out with a 7 triples, with a Jack doubles.")),
        ("match_tie", _("A tie for the lowest"), ["shared", "extra_deals"],
         [_("shared win"), _("extra deals")], _("Share the win, or play on until one leads.")),
    ]


OPTION_ROWS = {"pis_yedili": option_rows}
PLAYER_COUNTS = {"pis_yedili": [2, 3, 4, 5]}
