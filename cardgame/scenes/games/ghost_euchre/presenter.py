"""Ghost Hand Euchre at the table: the trick in front of each player, the ghost hand face
down where a fourth player would sit (then the dead hand), stacks of tricks taken, the trump
disc and the contract, the bidding bar with every call (the illegal ones disabled with the
reason), trump named from suit symbols, and the last trick on L.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ....engine.actions import Action
from ....engine.cards import Card
from ....engine.core import Event, Move, Reason, SeatView
from ....engine.ghost_euchre import ranking
from ....i18n import _, ngettext
from ....ui import anim, theme
from ..base import PanelRow, Presenter, Shown
from . import words
from .geometry import Spots, spots, stack_offset

_PAUSES = {"Called": 0.35, "Swapped": 0.45, "TrumpNamed": 0.6, "ThrownIn": 1.8, "HandScored": 1.0}
_KEYS = {
    "swap": "t",
    "pass": "p",
    "bid 3": "3",
    "bid 4": "4",
    "bid 5": "5",
    "moon": "m",
    "trump S": "1",
    "trump H": "2",
    "trump D": "3",
    "trump C": "4",
    "trump NT": "5",
}
_ORDER = [
    "swap",
    "pass",
    "bid 3",
    "bid 4",
    "bid 5",
    "moon",
    "trump S",
    "trump H",
    "trump D",
    "trump C",
    "trump NT",
]
_INK = {"S": (24, 24, 30), "H": (196, 30, 45), "D": (196, 30, 45), "C": (24, 24, 30)}


class EuchrePresenter(Presenter):
    multi_select = False  # one card per play: a click selects, a second click plays

    _geo: tuple[tuple[int, int], Spots] | None = None
    _full = False  # the trick just completed: hold it before it slides away

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self._tricks = [0, 0, 0]  # tricks taken as the picture shows them (the panel too)

    @property
    def geo(self) -> Spots:
        """The places of the trick, the ghost hand and the stacks, per window size."""
        L = self.L
        size = (L.w, L.h)
        if self._geo is None or self._geo[0] != size:
            centres = {s: seat.centre for s, seat in L.seats.items()}
            self._geo = (size, spots(size, centres, L.hand_y, L.topbar.bottom, L.small, L.card_h))
        return self._geo[1]

    @property
    def names(self) -> list[str]:
        return self.ctx.names

    # -- the model -----------------------------------------------------------------------------
    def empty(self) -> Shown:
        self._tricks = [0, 0, 0]
        shown = super().empty()
        for z in ("ghost", "dead", "table", "won:0", "won:1", "won:2"):
            shown.zones[z] = []
        shown.status = {
            "seats": [],
            "leader": 0,
            "trump": "",
            "swapper": None,
            "thrown_in": False,
            "declarer": None,
            "contract": 0,
        }
        return shown

    def status_from_view(self, v: SeatView) -> dict[str, Any]:
        self._tricks = list(getattr(v, "tricks", (0, 0, 0)))
        return {
            "seats": [s for s, _c in v.table],
            "leader": getattr(v, "leader", 0),
            "trump": getattr(v, "trump", ""),
            "swapper": getattr(v, "swapper", None),
            "thrown_in": getattr(v, "thrown_in", False),
            "declarer": getattr(v, "declarer", None),
            "contract": getattr(v, "high", 0),
        }

    def event_starts(self, shown: Shown, e: Event) -> None:
        """A trick won counts as it sets off to its winner, with its log line."""
        if e.key == "TrickWon" and e.seat is not None:
            self._tricks[e.seat] = e.param("tricks", self._tricks[e.seat])

    def after_event(self, shown: Shown, e: Event) -> None:
        st = shown.status
        k = e.key
        self._full = False
        if k == "Played":
            st["seats"].append(e.seat)
            self._full = len(st["seats"]) == 3
        elif k == "TrickWon" and e.seat is not None:
            self._tricks[e.seat] = e.param("tricks", self._tricks[e.seat])
            st["seats"] = []
            st["leader"] = e.seat
        elif k == "TrumpNamed":
            st["trump"] = e.param("trump")
            st["leader"] = e.seat
        elif k == "Swapped":
            st["swapper"] = e.seat
        elif k == "ThrownIn":
            st["thrown_in"] = True
        elif k == "Called" and e.param("call") != "pass":
            st["declarer"], st["contract"] = e.seat, e.param("call")

    def pause_after(self, e: Event) -> float:
        return _PAUSES.get(e.key, 0.08)

    def hold_after(self, e: Event) -> float:
        return anim.TRICK_HOLD if e.key == "Played" and self._full else 0.0

    def face_up(self, m: Move) -> bool:
        return m.dst != "dead"  # a hand given up goes face down

    # -- geometry ------------------------------------------------------------------------------
    def zone_size(self, zone: str) -> tuple[int, int]:
        if zone == "table":
            return self.geo.trick_card
        if zone.startswith("won:"):
            return self.geo.won_card
        if zone in ("ghost", "dead"):
            return self.L.small
        return super().zone_size(zone)

    def zone_rect(self, zone: str) -> pygame.Rect:
        g = self.geo
        if zone in ("ghost", "dead"):
            return g.ghost_slots[0].unionall(list(g.ghost_slots[1:]))
        if zone.startswith("won:"):
            return g.won[int(zone[4:])]
        if zone == "table":
            return g.trick[0]
        return super().zone_rect(zone)

    def _trick_seat(self, shown: Shown, card: Card | None, arriving: bool) -> int:
        seats = shown.status.get("seats", [])
        if arriving:
            return (seats[-1] + 1) % 3 if seats else shown.status.get("leader", 0) or 0
        cards = shown.cards("table")
        if card in cards and cards.index(card) < len(seats):
            return seats[cards.index(card)]
        return shown.status.get("leader", 0) or 0

    def zone_pos(
        self, zone: str, card: Card | None, shown: Shown, arriving: bool = False
    ) -> tuple[float, float]:
        g = self.geo
        if zone == "table":
            return g.trick[self._trick_seat(shown, card, arriving)].topleft
        if zone in ("ghost", "dead"):
            n = shown.count("ghost") + shown.count("dead")
            i = min(5, max(0, n if arriving else n - 1))
            return g.ghost_slots[i].topleft
        if zone.startswith("won:"):
            k = shown.count(zone) // 3
            dx, dy = stack_offset(k, g.won_card)
            r = g.won[int(zone[4:])]
            return (r.x + dx, r.y + dy)
        return super().zone_pos(zone, card, shown, arriving)

    def play_area(self) -> pygame.Rect:
        return self.L.centre

    def drop_glow(self) -> pygame.Rect:
        return self.geo.trick[0]

    # -- words on the table --------------------------------------------------------------------
    def title(self, v: SeatView) -> str:
        base = super().title(v)
        totals = v.totals or (0, 0, 0)
        top = max(totals)
        if top >= v.options.target_score and list(totals).count(top) > 1:  # type: ignore[attr-defined]
            return base + " \u00b7 " + _("tie-break deal")
        return base

    def chips(self, v: SeatView, seat: int) -> list[str]:
        return words.chips(v.badges[seat] if seat < len(v.badges) else ())

    def panel_rows(self, v: SeatView) -> list[PanelRow]:
        totals = self.totals()
        top = max(totals)
        rows = [PanelRow(_("Scores to {n}").format(n=v.options.target_score), "", "head")]  # type: ignore[attr-defined]
        for s, t in enumerate(totals):
            lead = t == top and t > min(totals)
            rows.append(PanelRow(self.names[s], str(t), "accent" if lead else "name"))
        rest = words.panel_rows(v, self.names, totals, self._tricks)[len(totals) + 1 :]
        rows += [PanelRow(label, value) for label, value in rest]
        return rows

    def prompt(self, v: SeatView, playable: bool) -> str:
        m = self.ctx.match
        legal = m.game.legal_actions(m.state, v.seat) if v.decision else ()
        return words.prompt(v, self.names, legal)

    def button_label(self, a: Action, v: SeatView) -> str:
        return words.button_label(a)

    def button_key(self, a: Action) -> str | None:
        return _KEYS.get(str(a))

    def button_order(self, actions: Sequence[Action]) -> list[Action]:
        return sorted(actions, key=lambda a: _ORDER.index(str(a)) if str(a) in _ORDER else 99)

    def bar_actions(self, v: SeatView, legal: Sequence[Action]) -> list[Action]:
        """In the auction every call is on the bar, the illegal ones disabled with why."""
        if v.decision in ("auction", "after_swap"):
            return list(words.bar_actions(v.options.ghost_swap))  # type: ignore[attr-defined]
        return list(legal)

    def explain(self, why: Reason, v: SeatView) -> str | None:
        """Refusals with the players' names (who took the ghost hand)."""
        return words.explain(why, self.names, v.seat)

    def offer_chooser(self, v: SeatView, legal: Sequence[Action]) -> list[Action] | None:
        """Naming trump opens the chooser of suit symbols."""
        return list(legal) if v.decision == "trump" else None

    def chooser_heading(self, actions: Sequence[Action]) -> str:
        return _("You won the auction: name trump")

    def chooser_label(self, a: Action) -> str:
        return words.action_label(a)

    def confirm(self, a: Action) -> str | None:
        return words.confirm(a, self.ctx.match.options.moon_fail_penalty)

    def hint_reason(self, v: SeatView, a: Action) -> str | None:
        from ....ai.ghost_euchre import medium_hint

        legal = self.ctx.match.game.legal_actions(self.ctx.match.state, v.seat)
        hint = medium_hint(v, legal)  # type: ignore[arg-type]
        return words.hint_reason(hint.code, hint.params) if hint.action == a else None

    def last_trick_winner(self, v: SeatView) -> int | None:
        return next((e.seat for e in reversed(v.log) if e.key == "TrickWon"), None)

    def last_trick(self, v: SeatView) -> list[tuple[int, tuple[Card, ...]]]:
        """The last finished trick from the log: who played what, in order."""
        plays: list[tuple[int, tuple[Card, ...]]] = []
        last: list[tuple[int, tuple[Card, ...]]] = []
        for e in v.log:
            if e.key == "Played" and e.seat is not None:
                plays.append((e.seat, (e.param("card"),)))
            elif e.key == "TrickWon":
                last, plays = plays, []
        return last

    def sort_key(self, mode: str) -> Callable[[Card], Any]:
        """Once trump is named the trumps stay together (the left bower among them): by suit
        they come first, the other suits after, each low to high by the engine's ranking; by
        rank the other cards come first, low to high, then the trumps up to the right bower."""
        m = self.ctx.match
        trump = getattr(m.game.view(m.state, 0), "trump", "")
        if mode not in ("suit", "rank") or not trump or trump == "NT":
            return super().sort_key(mode)
        lb = self.ctx.match.options.left_bower
        trumps = {c: k for k, c in enumerate(reversed(ranking(trump, trump, lb)))}
        if mode == "rank":
            plain = super().sort_key("rank")
            return lambda c: (1, trumps[c]) if c in trumps else (0, plain(c))
        order: dict[Card, tuple[int, int]] = {}
        for g, suit in enumerate([trump] + [x for x in "SHDC" if x != trump]):
            for k, c in enumerate(reversed(ranking(suit, trump, lb))):
                order[c] = (g, k)
        return order.__getitem__

    # -- drawing -------------------------------------------------------------------------------
    def draw_centre(self, surf: pygame.Surface, shown: Shown) -> None:
        L, g = self.L, self.geo
        sp = self.ctx.sprites
        _title, body, small = theme.sizes(L.h)
        deck = shown.count("deck")
        if deck:  # the deal: the deck in the middle, dealt card by card
            r = pygame.Rect(0, 0, *L.play_card)
            r.center = L.centre.center
            for i in range(min(5, (deck + 5) // 6)):
                surf.blit(sp.back(L.play_card), r.move(-i * 2, -i * 2))
        self._ghost(surf, shown, small)
        self._stacks(surf, shown, small)
        self._trump(surf, shown, small)
        seats = shown.status.get("seats", [])
        for i, c in enumerate(shown.cards("table")):
            if c is None or i >= len(seats):
                continue
            r = g.trick[seats[i]]
            sh = sp.shadow(g.trick_card)
            surf.blit(sh, sh.get_rect(center=(r.centerx + 2, r.centery + 4)))
            surf.blit(sp.face(c, g.trick_card), r)
        if shown.status.get("thrown_in"):
            self._banner(surf, _("Everyone passed: the deal is thrown in."), body)

    def _ghost(self, surf: pygame.Surface, shown: Shown, small: int) -> None:
        """The ghost hand where a fourth player would sit; after the auction, the dead hand."""
        g = self.geo
        sp = self.ctx.sprites
        n = shown.count("ghost") + shown.count("dead")
        for r in g.ghost_slots[:n]:
            surf.blit(sp.back(self.L.small), r)
        if not n:
            return
        st = shown.status
        swapper = st.get("swapper")
        if swapper is not None:
            label = (
                _("Dead hand: your old cards")
                if swapper == 0
                else _("Dead hand: {name}'s old cards").format(name=self.names[swapper])
            )
        elif st.get("trump"):
            label = _("Dead hand (the ghost hand)")
        else:
            label = _("Ghost hand")
        theme.blit_text(surf, label, small, g.ghost_label, theme.TEXT_DIM, anchor="midtop")

    def _stacks(self, surf: pygame.Surface, shown: Shown, small: int) -> None:
        """Each seat's tricks taken, as a small stack with the count."""
        g = self.geo
        sp = self.ctx.sprites
        for s, r in g.won.items():
            k = shown.count(f"won:{s}") // 3
            n = max(k, self._tricks[s] if s < len(self._tricks) else 0)  # counted as it flies
            if not n:
                continue
            for i in range(k):
                dx, dy = stack_offset(i, g.won_card)
                surf.blit(sp.back(g.won_card), r.move(dx, dy))
            top = r.move(*stack_offset(max(0, k - 1), g.won_card))
            text = ngettext("{n} trick", "{n} tricks", n).format(n=n)
            theme.blit_text(
                surf, text, small, (top.centerx, r.bottom + 4), anchor="midtop", bold=True
            )

    def _trump(self, surf: pygame.Surface, shown: Shown, small: int) -> None:
        """The trump disc beside the trick, with the contract under it."""
        trump = shown.status.get("trump")
        if not trump:
            return
        g = self.geo
        c, rad = g.trump_centre, g.trump_radius
        pygame.draw.circle(surf, theme.tinted((250, 248, 240)), c, rad)
        pygame.draw.circle(surf, theme.tinted((200, 170, 90)), c, rad, width=3)
        if trump == "NT":
            theme.blit_text(
                surf,
                _("NT"),
                round(rad * 0.9),
                c,
                (24, 24, 30),
                anchor="center",
                bold=True,
                shadow=False,
            )
        else:
            ink = dict(_INK)
            if self.ctx.settings.four_colour:
                ink.update({"D": (22, 86, 196), "C": (20, 130, 60)})
            theme.blit_text(
                surf,
                words.SYMBOL[trump],
                round(rad * 1.25),
                c,
                ink[trump],
                anchor="center",
                shadow=False,
            )
        label = _("Trump") if trump != "NT" else _("No trump")
        theme.blit_text(surf, label, small, (c[0], c[1] + rad + 4), anchor="midtop")
        d = shown.status.get("declarer")
        if d is not None:
            call = words.call_name(shown.status.get("contract", 0))
            theme.blit_text(
                surf,
                _("{name}: {call}").format(name=self.names[d], call=call),
                small,
                (c[0], c[1] + rad + 4 + round(small * 1.4)),
                theme.ACCENT,
                anchor="midtop",
                bold=True,
            )

    def _banner(self, surf: pygame.Surface, text: str, body: int) -> None:
        img = theme.text(text, body, theme.TEXT, bold=True)
        box = img.get_rect().inflate(body * 2, body)
        box.center = self.L.centre.center
        theme.panel(surf, box, (16, 24, 20, 235), radius=box.h // 2, edge=(240, 190, 70, 200))
        theme.place(surf, img, img.get_rect(center=box.center))
