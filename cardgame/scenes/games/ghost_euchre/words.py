"""Ghost Hand Euchre in plain words: refusals, log lines, bubbles, labels, chips and prompts.

The engine speaks in reason codes, event keys and call texts ("bid 4", "moon"); this module
is the one place that turns them into sentences for players (through gettext).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ....engine.actions import Action, Bid, Moon, NameTrump, Pass, Play, Swap
from ....engine.cards import Card
from ....engine.core import Event, Reason
from ....engine.ghost_euchre import effective_suit
from ....i18n import N_, _, ngettext, pgettext
from ... import words as common

SYMBOL = common.SYMBOL
TRUMP_ORDER = ("S", "H", "D", "C", "NT")


def suit_name(s: str) -> str:
    return _("no trump") if s == "NT" else common.suit_name(s)


def trump_label(s: str) -> str:
    """'♥ Hearts' on the chooser and in the panel; 'No trump' for NT."""
    if s == "NT":
        return _("No trump")
    return SYMBOL[s] + " " + _(common.SUIT_TITLES[s])


def call_name(call: str | int | None) -> str:
    """A call as players say it: 'Pass', '4', 'Moon'. Accepts the engine's text or value."""
    if call in (None, -1, ""):
        return ""
    if call in ("pass", 0):
        return _("Pass")
    if call in ("moon", 6):
        return _("Moon")
    return str(call)[-1]


def contract_name(call: str | int) -> str:
    """A contract in a sentence: 'a bid of 4', 'the moon'."""
    if call in ("moon", 6):
        return _("the moon")
    return _("a bid of {n}").format(n=str(call)[-1])


def card_name(c: Card | str | None) -> str:
    return common.card_name(c)


# -- refusals -----------------------------------------------------------------------------------

_PHASES = {
    "AUCTION": N_("The auction is on: bid or pass first."),
    "AFTER_SWAP": N_("You took the ghost hand: now bid or pass."),
    "TRUMP": N_("Trump must be named first."),
    "PLAY": N_("The auction is over: play a card."),
    "OVER": N_("This deal is over."),
}


def _must_follow(p: dict[str, Any]) -> str:
    suit, led = p.get("suit", ""), str(p.get("led", ""))
    if len(led) == 2 and led[1] != suit:  # the led card is not of its printed suit: a bower
        return _("The {card} counts as a trump ({suit}): you must play a trump.").format(
            card=card_name(led), suit=suit_name(suit)
        )
    return _("You must follow suit: {suit}.").format(suit=suit_name(suit))


def _too_low(p: dict[str, Any]) -> str:
    high = p.get("high") or ""
    if high == "moon":
        return _("Moon has been called: you can only pass.")
    n = high[-1:] if high else "?"
    return _("A bid must be higher than the {n} already bid.").format(n=n)


def _swap_gone(p: dict[str, Any], names: Sequence[str] | None, me: int) -> str:
    if p.get("why") == "off":
        return _("Taking the ghost hand is switched off in this game.")
    seat = p.get("seat")
    if seat == me:
        return _("You have taken the ghost hand already: now bid or pass.")
    if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
        return _("{name} has already taken the ghost hand this deal.").format(name=names[seat])
    return _("The ghost hand has already been taken this deal.")


_REASONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "MUST_FOLLOW_SUIT": _must_follow,
    "BID_TOO_LOW": _too_low,
    "DEALER_MUST_BID": lambda p: _("Stick the dealer: both others passed, so you must bid."),
    "NOT_DECLARER": lambda p: _("Only the winner of the auction names trump."),
    "NO_TRUMP_OFF": lambda p: _("No trump is not allowed in this game."),
    "WRONG_PHASE": lambda p: _(_PHASES[p["phase"]]) if p.get("phase") in _PHASES else "",
}


def explain(why: Reason, names: Sequence[str] | None = None, me: int = 0) -> str:
    """A refusal in one short sentence a player understands (the engine's reason)."""
    p = dict(why.params)
    if why.code == "SWAP_NOT_AVAILABLE":
        return _swap_gone(p, names, me)
    fn = _REASONS.get(why.code)
    if fn is None:
        return common.explain(why)
    return fn(p)


# -- actions: the bidding bar, the trump chooser, confirmations ---------------------------------

BAR = (Swap(), Pass(), Bid(3), Bid(4), Bid(5), Moon())


def bar_actions(swap_on: bool) -> tuple[Action, ...]:
    """The bidding bar in its order: Take the ghost hand (when the option is on), Pass, 3, 4,
    5, Moon. The table enables only the legal ones and explains the others."""
    return BAR if swap_on else BAR[1:]


def button_label(a: Action) -> str:
    """A bar button's label (short: the table adds the key)."""
    if isinstance(a, Swap):
        return _("Ghost hand")
    return action_label(a)


def action_label(a: Action) -> str:
    """An action named without its key (hints, the log, choosers)."""
    if isinstance(a, Swap):
        return _("Take the ghost hand")
    if isinstance(a, Pass):
        return _("Pass")
    if isinstance(a, Bid):
        return pgettext("button: make this bid", "Bid {n}").format(n=a.n)
    if isinstance(a, Moon):
        return _("Moon")
    if isinstance(a, NameTrump):
        return trump_label(a.suit)
    if isinstance(a, Play) and len(a.cards) == 1:
        return _("Play {card}").format(card=card_name(a.cards[0]))
    return common.action_label(a)


def confirm(a: Action, moon_fail_penalty: int = 6) -> str | None:
    """The question to ask before an action that is easy to regret, or None."""
    if isinstance(a, Swap):
        return _(
            "Take the ghost hand? You give up all six cards unseen for the six ghost "
            "cards. This cannot be undone."
        )
    if isinstance(a, Moon):
        return ngettext(
            "Call Moon? You must win all six tricks, or lose {n} point.",
            "Call Moon? You must win all six tricks, or lose {n} points.",
            moon_fail_penalty,
        ).format(n=moon_fail_penalty)
    return None


# -- the log and the bubbles --------------------------------------------------------------------


def _who(e: Event, names: Sequence[str]) -> str:
    s = e.seat
    return names[s] if s is not None and 0 <= s < len(names) else ""


def _called(e: Event, who: str, you: bool) -> str:
    call = e.param("call")
    if call == "pass":
        return _("You passed.") if you else _("{name} passed.").format(name=who)
    if call == "moon":
        return _("You called Moon!") if you else _("{name} called Moon!").format(name=who)
    n = str(call)[-1]
    return (_("You bid {n}.") if you else _("{name} bid {n}.")).format(name=who, n=n)


def _trick(e: Event, who: str, you: bool) -> str:
    n = int(e.param("tricks", 1))
    if you:
        return ngettext(
            "You won the trick ({n} trick so far).", "You won the trick ({n} tricks so far).", n
        ).format(n=n)
    return ngettext(
        "{name} won the trick ({n} trick so far).", "{name} won the trick ({n} tricks so far).", n
    ).format(name=who, n=n)


def _scored(e: Event, names: Sequence[str], me: int) -> str:
    d = e.param("declarer")
    if d is None:
        return _("The deal is scored.")
    tricks = e.param("tricks", (0, 0, 0))
    won = tricks[d]
    contract = e.param("contract")
    you = d == me
    if contract == "moon":
        if won == 6:
            return (
                _("You made the moon!") if you else _("{name} made the moon!").format(name=names[d])
            )
        return _("Your moon failed.") if you else _("{name}'s moon failed.").format(name=names[d])
    need = int(str(contract)[-1])
    if won >= need:
        return (
            ngettext(
                "You made your bid of {need} with {n} trick.",
                "You made your bid of {need} with {n} tricks.",
                won,
            )
            if you
            else ngettext(
                "{name} made a bid of {need} with {n} trick.",
                "{name} made a bid of {need} with {n} tricks.",
                won,
            )
        ).format(name=names[d], need=need, n=won)
    return (
        ngettext(
            "You were set: {n} trick for a bid of {need}.",
            "You were set: {n} tricks for a bid of {need}.",
            won,
        )
        if you
        else ngettext(
            "{name} was set: {n} trick for a bid of {need}.",
            "{name} was set: {n} tricks for a bid of {need}.",
            won,
        )
    ).format(name=names[d], need=need, n=won)


def describe(e: Event, names: Sequence[str], me: int = 0) -> str | None:
    """One log line per decision or outcome of an observed event; None for events skipped."""
    who, you, k = _who(e, names), e.seat == me, e.key
    if k == "Dealt":
        d = e.param("dealer", 0)
        return _("You dealt.") if d == me else _("{name} dealt.").format(name=names[d])
    if k == "Swapped":
        return (
            _("You took the ghost hand.")
            if you
            else _("{name} took the ghost hand.").format(name=who)
        )
    if k == "Called":
        return _called(e, who, you)
    if k == "ThrownIn":
        return _("Everyone passed: the deal is thrown in.")
    if k == "TrumpNamed":
        t = e.param("trump")
        if t == "NT":
            return _("You chose no trump.") if you else _("{name} chose no trump.").format(name=who)
        return (
            _("You named {suit} as trump.") if you else _("{name} named {suit} as trump.")
        ).format(name=who, suit=suit_name(t))
    if k == "Played":
        return (_("You played {card}.") if you else _("{name} played {card}.")).format(
            name=who, card=card_name(e.param("card"))
        )
    if k == "TrickWon":
        return _trick(e, who, you)
    if k == "HandScored":
        return _scored(e, names, me)
    return None


def speech(e: Event) -> str | None:
    """A short bubble at a computer player's seat for the auction's moments."""
    if e.key == "Called":
        return call_name(e.param("call"))
    if e.key == "Swapped":
        return _("Ghost hand!")
    if e.key == "TrumpNamed":
        return trump_label(e.param("trump"))
    return None


# -- seat chips, the panel and the prompt -------------------------------------------------------


def chips(badges: Sequence[str]) -> list[str]:
    """A seat's chips by its name: dealer, its call, the ghost hand taken, declarer. In small
    letters, as every game's chips are ("Medium · dealer · bid 3")."""
    out: list[str] = []
    for b in badges:
        if b == "dealer":
            out.append(_("dealer"))
        elif b == "swapped":
            out.append(_("ghost hand"))
        elif b == "declarer":
            out.append(_("declarer"))
        elif b == "pass":
            out.append(_("passed"))
        elif b == "moon":
            out.append(pgettext("seat chip: the call made", "moon"))
        elif b.startswith("bid "):
            out.append(pgettext("seat chip: the bid made", "bid {n}").format(n=b[-1]))
    return out


def panel_rows(
    v: Any, names: Sequence[str], totals: Sequence[int], tricks: Sequence[int] | None = None
) -> list[tuple[str, str]]:
    """The corner panel: the scores to the target, trump, the contract and tricks taken
    (`tricks` as the table shows them, which may trail the view while a trick is held)."""
    tricks = v.tricks if tricks is None else tricks
    target = v.options.target_score
    rows = [(_("Scores to {n}").format(n=target), "")]
    for s, name in enumerate(names):
        rows.append((name, str(totals[s]) if s < len(totals) else "0"))
    rows.append((_("Trump"), trump_label(v.trump) if v.trump else "\u2014"))
    if v.declarer is not None:
        auction = v.phase in ("AUCTION", "AFTER_SWAP")
        rows.append(
            (
                _("High bid") if auction else _("Contract"),
                _("{name}: {call}").format(name=names[v.declarer], call=call_name(v.contract)),
            )
        )
        if v.trump:
            rows.append(
                (_("Tricks"), " \u00b7 ".join(f"{names[s]} {tricks[s]}" for s in range(len(names))))
            )
    return rows


def prompt(v: Any, names: Sequence[str], legal: Sequence[Action]) -> str:
    """The line above your hand: what the table waits for from you now."""
    d = v.decision
    if d is None:
        if v.turn and v.phase != "OVER":
            return (
                _("{name} to play.").format(name=names[v.turn[0]])
                if v.phase == "PLAY"
                else _("{name} to call.").format(name=names[v.turn[0]])
            )
        return ""
    if d == "auction":
        if v.high == 6:
            return _("Moon has been called: pass.")
        if not any(isinstance(a, Pass) for a in legal):
            return _("Stick the dealer: you must bid.")
        if v.high:
            return _("Bid more than {n}, or pass.").format(n=v.high)
        return _("Bid 3, 4, 5 or Moon, or pass.")
    if d == "after_swap":
        return _("You took the ghost hand: now bid or pass.")
    if d == "trump":
        return _("You won the auction: name trump.")
    if not v.table:
        return _("Your lead: play any card.")
    plays = [a for a in legal if isinstance(a, Play)]
    led = follow_suit(v)
    if led and len(plays) < len(v.hand):
        return _("Follow suit: {suit}.").format(suit=suit_name(led))
    return _("You cannot follow suit: play any card.")


def follow_suit(v: Any) -> str | None:
    """The effective suit led to the running trick (the engine's ranking: the left bower
    counts as trump)."""
    if not v.table:
        return None
    return effective_suit(v.table[0][1][0], v.trump, v.options.left_bower)


# -- hints ------------------------------------------------------------------------------------

# Phrases, not sentences: they follow "Hint: Play 9\u2665 \u2014 " on the table.
_HINTS = {
    "only": N_("it is your only legal move"),
    "swap_weak": N_("your hand is weak: the ghost hand is likely better"),
    "moon": N_("your hand should take every trick with {trump} as trump"),
    "must_bid": N_("everyone passed, so the dealer must bid: the lowest bid"),
    "trumps_ours": N_("nobody else holds a trump: it wins"),
    "draw_trump": N_("leading trump draws out the others' trumps"),
    "trump_left": N_("you hold only trumps: lead the lowest"),
    "cash_boss": N_("it is the highest card of its suit still in play"),
    "boss_ruffable": N_("the highest card of its suit, though someone may trump it"),
    "lead_low": N_("leads a low card and keeps your winners"),
    "win_last": N_("the cheapest card that wins: nobody plays after you"),
    "win_trump": N_("trumping wins the trick"),
    "win_trump_risky": N_("trumping wins unless the next player trumps higher"),
    "win_safe": N_("it wins the trick: nobody after you can beat it"),
    "win_try": N_("the cheapest card that may win the trick"),
    "cannot_win": N_("you cannot win this trick: give your least useful card"),
}


def hint_reason(code: str, params: Sequence[tuple[str, object]]) -> str | None:
    """Why Medium suggests its action, in one short phrase (codes from
    `ai.ghost_euchre.medium_hint`)."""
    p = dict(params)
    est = round(int(p.get("est", 0) or 0) / 10)  # type: ignore[call-overload]
    trump = suit_name(str(p.get("trump", "NT")))
    n = int(p.get("n", 0) or 0)  # type: ignore[call-overload]
    if code == "bid":
        return ngettext(
            "your hand should take {n} trick with {trump} as trump",
            "your hand should take {n} tricks with {trump} as trump",
            n,
        ).format(n=n, trump=trump)
    if code == "pass_weak":
        return ngettext(
            "your hand should take fewer than {n} trick: too few to bid",
            "your hand should take fewer than {n} tricks: too few to bid",
            n,
        ).format(n=n)
    if code == "trump_best":
        return ngettext(
            "{trump} as trump gives your hand the most tricks (about {n})",
            "{trump} as trump gives your hand the most tricks (about {n})",
            est,
        ).format(trump=trump, n=est)
    text = _HINTS.get(code)
    return _(text).format(trump=trump) if text else None
