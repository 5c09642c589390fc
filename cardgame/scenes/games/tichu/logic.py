"""The table's Tichu decisions that need no window: where each seat sits, the three exchange
slots, the live label of a selection, when to stop for a bomb, the prompt line, the chips and
the corner panel.

Every rule question goes to the engine (its legal actions, `why_illegal`, its combination
reading); this module only arranges the answers for the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ....engine.actions import Action, Exchange, Gift, Pass, Play
from ....engine.cards import Card
from ....engine.core import Event, Reason
from ....engine.tichu.combos import KIND_NAMES, bombs, classify, mask_of, points
from ....i18n import N_, _
from .words import (
    badge_label,
    combo_label,
    explain,
    leftover_tag,
    played_label,
    short,
    team_name,
)

# -- the hand's end -------------------------------------------------------------------------


@dataclass(frozen=True)
class Leftover:
    """The last player's cards, shown face up in the middle once the hand is over."""

    seat: int
    cards: tuple[Card, ...]
    tag: str


def leftover(e: Event, names: Sequence[str], me: int = 0) -> Leftover | None:
    """What a hand's `HandScored` event shows of the last player's hand (None: nobody kept
    cards, as after a double victory)."""
    shown = e.param("shown", ()) if e.key == "HandScored" else ()
    if not shown:
        return None
    seat, cards = shown[0]
    cards = tuple(cards)
    return Leftover(seat, cards, leftover_tag(seat, points(mask_of(cards)), names, me))


def leftover_in(log: Sequence[Event], names: Sequence[str], me: int = 0) -> Leftover | None:
    """The leftover of a finished hand's log (its last event scores it)."""
    return leftover(log[-1], names, me) if log else None


# -- seats -----------------------------------------------------------------------------------

SIDES = ("bottom", "right", "top", "left")  # counterclockwise: the next seat is to the right


def seat_side(seat: int, me: int = 0, layout: str = "counterclockwise") -> str:
    """Where a seat is drawn: you at the bottom, your partner opposite; by default play passes
    to the right (rules doc, 3), so the next seat sits on your right."""
    k = (seat - me) % 4
    if layout == "clockwise":
        k = (-k) % 4
    return SIDES[k]


def seat_at(side: str, me: int = 0, layout: str = "counterclockwise") -> int:
    return next(s for s in range(4) if seat_side(s, me, layout) == side)


# -- the exchange ----------------------------------------------------------------------------


@dataclass
class ExchangeSlots:
    """Three slots (left opponent, partner, right opponent) holding one card each, changeable
    until confirmed; `action()` is the engine's exchange once all three are filled."""

    me: int = 0
    layout: str = "counterclockwise"
    cards: dict[int, Card] = field(default_factory=dict)  # seat -> card

    @property
    def seats(self) -> tuple[int, int, int]:
        """The receivers in slot order: left, partner, right."""
        return (
            seat_at("left", self.me, self.layout),
            seat_at("top", self.me, self.layout),
            seat_at("right", self.me, self.layout),
        )

    def put(self, card: Card, seat: int) -> Card | None:
        """Put a card in a seat's slot; returns the card it pushes back to the hand."""
        for s, c in list(self.cards.items()):
            if c == card:
                del self.cards[s]
        old = self.cards.get(seat)
        self.cards[seat] = card
        return old

    def take(self, seat: int) -> Card | None:
        return self.cards.pop(seat, None)

    def holds(self, card: Card) -> bool:
        return card in self.cards.values()

    def complete(self) -> bool:
        return len(self.cards) == 3

    def action(self) -> Exchange | None:
        if not self.complete():
            return None
        return Exchange(tuple((c, s) for s, c in self.cards.items()))

    def slot_label(self, seat: int, names: Sequence[str]) -> str:
        k = self.seats.index(seat)
        role = (_("left opponent"), _("partner"), _("right opponent"))[k]
        return _("{role}: {name}").format(role=role, name=names[seat])


def received_from(
    view_received: Sequence[tuple[Card, int]], me: int = 0, layout: str = "counterclockwise"
) -> list[tuple[Card, int]]:
    """The received cards in slot order (from the left opponent, the partner, the right)."""
    order = {seat_at(side, me, layout): k for k, side in enumerate(("left", "top", "right"))}
    return sorted(view_received, key=lambda cs: order.get(cs[1], 3))


def received_marks(view: object, me: int, names: Sequence[str]) -> dict[Card, tuple[str, ...]]:
    """The received cards still in the hand, each tagged "from Ayla" (or "Ayla", "A" where
    tags crowd), from the exchange until the player's first play or pass."""
    if getattr(view, "phase", "") != "PLAY":
        return {}
    log: Sequence[Event] = getattr(view, "log", ())
    for e in reversed(log):
        if e.key == "Exchanged":
            break
        if e.seat == me and e.key in ("Played", "Passed"):
            return {}
    hand = set(getattr(view, "hand", ()))
    return {
        c: (_("from {name}").format(name=names[giver]), names[giver], names[giver][:1])
        for c, giver in getattr(view, "received", ())
        if c in hand
    }


# -- a selection's live label ----------------------------------------------------------------


def top_combo(view: object) -> tuple[int, int, int, int] | None:
    cards = getattr(view, "top", ())
    if not cards:
        return None
    prev = None
    table = getattr(view, "table", ())
    for _seat, played in table[-2:-1]:
        prev = classify(mask_of(played))
    return classify(mask_of(cards), prev)


def selection_label(
    cards: Sequence[Card],
    legal: Sequence[Action],
    top: tuple | None,
    why: Callable[[Action], Reason | None],
    say: Callable[[Reason], str] = explain,
) -> tuple[str, bool]:
    """('Stairs 7-7-8-8', True) when the selection is a legal play, else the combination's
    name with the engine's reason why not (in `say`'s words: the table's), or the reason
    alone (not a combination)."""
    if not cards:
        return "", False
    chosen = set(cards)
    mask = mask_of(list(cards))
    combo = classify(mask, top)
    name = (
        combo_label(KIND_NAMES[combo[0]], combo[1], combo[2], combo[3], list(cards))
        if combo
        else ""
    )
    for a in legal:
        if isinstance(a, Play) and len(a.cards) == len(chosen) and set(a.cards) == chosen:
            return name, True
    reason = why(Play(tuple(cards)))
    if reason is None:
        return name, True
    text = say(reason)
    return (f"{name}: {text}" if name and reason.code != "NOT_A_COMBINATION" else text), False


# -- bomb windows ----------------------------------------------------------------------------


def is_trick_end(view: object) -> bool:
    """A window at a trick's end: every active seat but the owner has passed."""
    owner = getattr(view, "owner", None)
    passed = set(getattr(view, "passed", ()))
    active = [s for s in range(4) if view.count(f"hand:{s}") > 0]  # type: ignore[attr-defined]
    return bool(active) and all(s in passed for s in active if s != owner)


def ask_for_bomb(setting: str, armed: bool, trick_end: bool) -> bool:
    """Whether the table stops at a bomb window of yours (TABLE.md): only after Bomb!/B
    ("armed", the default), at every chance, or at trick ends (and after Bomb!)."""
    if setting == "all_windows":
        return True
    if setting == "trick_end_only":
        return armed or trick_end
    return armed


def holds_bomb(hand: Sequence[Card]) -> bool:
    return next(bombs(mask_of(list(hand))), None) is not None


def lowest_bomb(legal: Sequence[Action]) -> Play | None:
    """The cheapest legal bomb (Bomb! on your own turn selects it)."""
    best: tuple[int, Play] | None = None
    for a in legal:
        if isinstance(a, Play) and len(a.cards) >= 4:
            c = classify(mask_of(list(a.cards)))
            if c is not None and KIND_NAMES[c[0]] == "bomb" and (best is None or c[2] < best[0]):
                best = (c[2], a)
    return best[1] if best else None


# -- the wish --------------------------------------------------------------------------------


def must_fulfil(view: object, legal: Sequence[Action]) -> bool:
    """The wish binds you now: you may neither pass nor play without the wished rank
    (a bomb excepted). Read from the engine's legal actions, never recomputed."""
    wish = getattr(view, "wish", "")
    if not wish or getattr(view, "decision", None) not in ("lead", "follow"):
        return False
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays or any(isinstance(a, Pass) for a in legal):
        return False
    return all(any(c.rank == wish and c.suit for c in a.cards) or _is_bomb(a) for a in plays)


def _is_bomb(a: Play) -> bool:
    c = classify(mask_of(list(a.cards)))
    return c is not None and KIND_NAMES[c[0]] == "bomb"


# -- words for the table ---------------------------------------------------------------------


def last_played(log: Sequence[Event]) -> Event | None:
    for e in reversed(log):
        if e.key == "Played":
            return e
        if e.key in ("TrickWon", "DragonGiven", "LeadPassed"):
            return None
    return None


def prompt(view: object, legal: Sequence[Action], names: Sequence[str]) -> str:
    """The one line above your hand: what the table waits for from you, or from whom."""
    d = getattr(view, "decision", None)
    wish = getattr(view, "wish", "")
    if d == "grand":
        return _("Your first eight cards: call Grand Tichu (200) or pass?")
    if d == "call":
        return _("All fourteen cards: call Tichu (100) now, or pass.")
    if d == "exchange":
        return _("Raise a card and press 1, 2 or 3 (or drag it to a slot); Enter gives the three.")
    if d == "gift":
        return _("Your Dragon won the trick: give it to an opponent.")
    if d == "bomb":
        return _("Throw in a bomb, or let it pass.")
    if d in ("lead", "follow") and must_fulfil(view, legal):
        return _("The wish asks for rank {rank}: you must play it (or a bomb).").format(
            rank=short(wish)
        )
    if d == "lead":
        return _("Your lead: play any combination.")
    if d == "follow":
        last = last_played(getattr(view, "log", ()))
        plays = trick_plays(getattr(view, "table", ()), phrase=True)
        top = played_label(last, phrase=True) if last else plays[-1].label if plays else ""
        return _("Beat {top}, or pass.").format(top=top) if top else _("Play or pass.")
    turn: tuple[int, ...] = tuple(getattr(view, "turn", ()))
    if getattr(view, "phase", "") in ("GRAND", "CALL", "EXCHANGE"):
        return _("Waiting for the others\u2026")
    if len(turn) == 1:
        return _("Waiting for {name}\u2026").format(name=names[turn[0]])
    return ""


STEP_WAITS = {
    "GRAND": N_("You have chosen. Waiting for {names} to call Grand Tichu or pass\u2026"),
    "CALL": N_("You have chosen. Waiting for {names} to call Tichu or pass\u2026"),
    "EXCHANGE": N_("Your cards are on their way. Waiting for {names} to pass theirs\u2026"),
}


def waiting(view: object, names: Sequence[str], me: int = 0) -> str | None:
    """After your choice in a step where every seat chooses at once: whom the table still
    waits for (who is still choosing is public; what they chose is not)."""
    phase = getattr(view, "phase", "")
    if phase not in STEP_WAITS or getattr(view, "decision", None) is not None:
        return None
    left = [names[s] for s in getattr(view, "turn", ()) if s != me]
    if not left:
        return None
    who = left[0] if len(left) == 1 else _("{a} and {b}").format(a=", ".join(left[:-1]), b=left[-1])
    return _(STEP_WAITS[phase]).format(names=who)


def chips(view: object, seat: int) -> list[str]:
    """The chips by a seat's name: calls, out place, passed."""
    badges = getattr(view, "badges", ())
    return [badge_label(b) for b in (badges[seat] if seat < len(badges) else ())]


def panel_rows(
    view: object, totals: Sequence[int], target: int, names: Sequence[str], me: int = 0
) -> list[tuple[str, str]]:
    rows = [
        (team_name(0, names, me), str(totals[0])),
        (team_name(1, names, me), str(totals[1])),
        (_("Target"), str(target)),
    ]
    wish = getattr(view, "wish", "")
    rows.append((_("Wish"), short(wish) if wish else _("none")))
    return rows


def gift_actions(legal: Sequence[Action]) -> list[Gift]:
    return [a for a in legal if isinstance(a, Gift)]


# -- the trick as the table shows it ---------------------------------------------------------


def trick_plays(table: Sequence[tuple[int, Sequence[Card]]], phrase: bool = False) -> list:
    """The view's running trick as name-tagged plays, each read as the engine reads it
    (a Phoenix single takes its value from the play before it); with `phrase`, each label
    is worded for inside a sentence."""
    from .draw import TrickPlay

    out = []
    prev = None
    for seat, cards in table:
        combo = classify(mask_of(list(cards)), prev)
        label = (
            combo_label(KIND_NAMES[combo[0]], combo[1], combo[2], combo[3], list(cards), phrase)
            if combo
            else ""
        )
        out.append(TrickPlay(seat, tuple(cards), label))
        prev = combo
    return out


def is_bomb(a: Action) -> bool:
    return isinstance(a, Play) and len(a.cards) >= 4 and _is_bomb(a)


def trick_complete(shown: object, passer: int, trick: Sequence) -> bool:
    """After a pass: has every active seat but the owner passed since the top? (The table
    keeps the finished trick in sight a moment longer.)"""
    if not trick:
        return False
    status = shown.status  # type: ignore[attr-defined]
    passed = set(status.get("passed", ())) | {passer}
    status["passed"] = passed
    owner = trick[-1].seat
    active = [s for s in range(4) if shown.count(f"hand:{s}") > 0]  # type: ignore[attr-defined]
    return all(s in passed for s in active if s != owner)


def dog_target(shown: object, seat: int) -> int:
    """Who leads after the Dog: the partner, or the next seat after the partner with cards."""
    p = (seat + 2) % 4
    if shown.count(f"hand:{p}") > 0:  # type: ignore[attr-defined]
        return p
    for k in (1, 2, 3, 4):
        t = (p + k) % 4
        if shown.count(f"hand:{t}") > 0:  # type: ignore[attr-defined]
            return t
    return seat


def last_trick(log: Sequence[Event]) -> list[tuple[int, tuple[Card, ...]]]:
    """The plays of the last trick that was collected (won or given away), in order."""
    end = next(
        (i for i in range(len(log) - 1, -1, -1) if log[i].key in ("TrickWon", "DragonGiven")), None
    )
    if end is None:
        return []
    plays: list[tuple[int, tuple[Card, ...]]] = []
    for e in reversed(log[:end]):
        if e.key in ("TrickWon", "DragonGiven", "LeadPassed", "Exchanged"):
            break
        if e.key == "Played":
            plays.append((e.seat or 0, tuple(e.param("cards", ()))))
    return plays[::-1]
