"""Tichu's words at the table: the log's lines, the title, chips and score panel, the prompt,
the buttons' labels, keys and order, the Mah Jong's wish chooser, the confirms of risky calls,
the refusals that name the top combination, the hint and the live label of a selection.

A part of `TichuPresenter` (kept apart so each part reads top-down); it uses the presenter's
engine reads (`_view`, `_legal`, `_memo_of`) and its exchange slots; it says where the
seats sit (`layout_name`, `side`), which the presenter's geometry uses too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ....ai.tichu import medium_hint
from ....engine.actions import Action, CallTichu, Exchange, Gift, Grand, Pass, Play
from ....engine.cards import Card
from ....engine.core import Event, SeatView
from ....i18n import _
from ..base import HUMAN, PanelRow, Presenter
from . import logic, words

_KEYS = {Pass: "p", CallTichu: "t", Grand: "r"}  # G opens the log: Grand is gRand


class TableWords(Presenter):
    """What the Tichu table says and labels, a base of `TichuPresenter`."""

    slots: logic.ExchangeSlots | None
    hinted: Exchange | None  # the exchange the last hint named
    reveal_step: str | None  # the call step the next CallsRevealed ends

    # the presenter's (defined there)
    _view: Callable[[], SeatView]
    _legal: Callable[[], tuple[Action, ...]]
    _memo_of: Callable[[str, Any], Any]

    # -- where the seats sit (the words name their sides; the presenter's geometry too) -------
    @property
    def layout_name(self) -> str:
        """Where the table draws seat 1: on the left means play goes clockwise on screen."""
        return "clockwise" if self.L.seats[1].side == "left" else "counterclockwise"

    def side(self, seat: int) -> str:
        return "bottom" if seat == HUMAN else self.L.seats[seat].side

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
