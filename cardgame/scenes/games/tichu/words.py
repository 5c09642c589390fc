"""Tichu in plain words: combination names, refusals, log lines, speech bubbles, labels.

The engine reports a play as `(kind, length, value, phoenix)` in its `Played` event (value is
twice the rank, a Phoenix single adds its half; a bomb's value is its order key) and refuses
with `Reason` codes from the rules doc's section 16. This module turns both into sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ....engine.cards import Card
from ....engine.core import Event, Reason
from ....i18n import N_, _, ngettext
from ... import words as common

RANKS = "23456789TJQKA"
SHORT = {"T": "10", "1": "1"}  # rank as written in a run: 7-7-8-8, 3–7
PLURAL = {
    "2": N_("2s"),
    "3": N_("3s"),
    "4": N_("4s"),
    "5": N_("5s"),
    "6": N_("6s"),
    "7": N_("7s"),
    "8": N_("8s"),
    "9": N_("9s"),
    "T": N_("10s"),
    "J": N_("jacks"),
    "Q": N_("queens"),
    "K": N_("kings"),
    "A": N_("aces"),
}
SUIT_NAMES = {"S": N_("Sword"), "J": N_("Jade"), "P": N_("Pagoda"), "R": N_("Star")}
SPECIAL_NAMES = {"MJ": N_("Mah Jong"), "DOG": N_("Dog"), "PHX": N_("Phoenix"), "DRG": N_("Dragon")}
# the same inside a sentence ("You played the Dragon.")
SPECIAL_PHRASES = {
    "MJ": N_("the Mah Jong"),
    "DOG": N_("the Dog"),
    "PHX": N_("the Phoenix"),
    "DRG": N_("the Dragon"),
}
CALL_NAMES = {"tichu": N_("Tichu"), "grand": N_("Grand Tichu")}
PLACES = {1: N_("out 1st"), 2: N_("out 2nd"), 3: N_("out 3rd"), 4: N_("last")}
# The same places as a bubble of their own (a sentence start: "Out 1st"); a language's
# capitals are its translators' to set, so no code changes a translation's case.
PLACE_BUBBLES = {1: N_("Out 1st"), 2: N_("Out 2nd"), 3: N_("Out 3rd"), 4: N_("Last")}


def rank_of(value: int) -> str:
    """The rank character of a rank number 1..14 (1 = the Mah Jong's place in a straight)."""
    return "1" if value == 1 else RANKS[value - 2]


def short(r: str) -> str:
    return SHORT.get(r, r)


def plural(r: str) -> str:
    return _(PLURAL[r])


def card_name(c: Card | str | None) -> str:
    """'9 Jade', '10 Star', 'Dragon': short and unambiguous in a sentence."""
    if c is None:
        return _("a card")
    text = str(c)
    if text in SPECIAL_NAMES:
        return _(SPECIAL_NAMES[text])
    return _("{rank} {suit}").format(rank=short(text[0]), suit=_(SUIT_NAMES[text[1]]))


# -- combinations ----------------------------------------------------------------------------


def combo_label(
    kind: str, length: int, value: int, phoenix: int, cards: Sequence[Card], phrase: bool = False
) -> str:
    """The name of a combination, as a player says it: 'Stairs 7-7-8-8', 'Full house 9s
    over 4s', 'Straight 3–7', 'Bomb: four 9s', with the Phoenix's part when it has one. With
    `phrase`, the same inside a sentence ('a pair of 9s', 'the Dragon'): its own words, as
    a language's capitals are its translators' to set."""
    texts = [str(c) for c in cards]
    if kind == "dog":
        return _("the Dog") if phrase else _("Dog")
    if kind == "single":
        if texts and texts[0] in SPECIAL_NAMES:
            if texts[0] == "PHX":
                half = value // 2
                if half > len(RANKS) + 1:  # above the Ace: on the Dragon, where it cannot go
                    return _((SPECIAL_PHRASES if phrase else SPECIAL_NAMES)[texts[0]])
                if half <= 1:
                    return _("the Phoenix (1\u00bd)") if phrase else _("Phoenix (1\u00bd)")
                text = _("the Phoenix ({rank}\u00bd)") if phrase else _("Phoenix ({rank}\u00bd)")
                return text.format(rank=short(rank_of(half)))
            return _((SPECIAL_PHRASES if phrase else SPECIAL_NAMES)[texts[0]])
        text = _("a single {rank}") if phrase else _("Single {rank}")
        return text.format(rank=short(texts[0][0]) if texts else "?")
    if kind == "bomb":
        if length == 4:
            text = _("a bomb of four {ranks}") if phrase else _("Bomb: four {ranks}")
            return text.format(ranks=plural(rank_of(value % 100)))
        top = value % 100
        text = (
            _("a straight flush bomb {low}\u2013{high}")
            if phrase
            else _("Bomb: straight flush {low}\u2013{high}")
        )
        return text.format(low=short(rank_of(top - length + 1)), high=short(rank_of(top)))
    rank = value // 2
    if kind == "pair":
        text = (_("a pair of {ranks}") if phrase else _("Pair of {ranks}")).format(
            ranks=plural(rank_of(rank))
        )
    elif kind == "triple":
        text = (_("three {ranks}") if phrase else _("Triple {ranks}")).format(
            ranks=plural(rank_of(rank))
        )
    elif kind == "stairs":
        low = rank - length // 2 + 1
        text = (_("stairs {run}") if phrase else _("Stairs {run}")).format(
            run="-".join(short(rank_of(r)) for r in range(low, rank + 1) for _k in (0, 1))
        )
    elif kind == "full_house":
        ranks = [t[0] for t in texts if t not in SPECIAL_NAMES]
        if phoenix:
            ranks.append(rank_of(phoenix))
        pair = next((r for r in ranks if r != rank_of(rank)), rank_of(rank))
        text = (
            _("a full house, {triple} over {pair}")
            if phrase
            else _("Full house {triple} over {pair}")
        ).format(triple=plural(rank_of(rank)), pair=plural(pair))
    elif kind == "straight":
        text = (
            _("a straight {low}\u2013{high}") if phrase else _("Straight {low}\u2013{high}")
        ).format(low=short(rank_of(rank - length + 1)), high=short(rank_of(rank)))
    else:
        text = kind
    if phoenix:
        text = _("{combination}, Phoenix as {rank}").format(
            combination=text, rank=short(rank_of(phoenix))
        )
    return text


def played_label(e: Event, phrase: bool = False) -> str:
    """The name tag of a `Played` event's combination (with `phrase`, inside a sentence)."""
    return combo_label(
        e.param("kind", ""),
        e.param("length", 0),
        e.param("value", 0),
        e.param("phoenix", 0),
        e.param("cards", ()),
        phrase,
    )


def bomb_body(length: int, value: int) -> str:
    """A bomb without its "Bomb:" (after a verb that says it already: "Ayla bombed: four
    9s!")."""
    if length == 4:
        return _("four {ranks}").format(ranks=plural(rank_of(value % 100)))
    top = value % 100
    return _("straight flush {low}\u2013{high}").format(
        low=short(rank_of(top - length + 1)), high=short(rank_of(top))
    )


# -- refusals --------------------------------------------------------------------------------


def _wish_must(p: dict[str, Any]) -> str:
    wish = p.get("wish")
    if wish:
        return _(
            "The Mah Jong's wish asks for rank {rank}: you hold one and can play it, so "
            "you must (or bomb)."
        ).format(rank=short(wish))
    return _("You must play the wished rank.")


_REASONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "NOT_A_COMBINATION": lambda p: _("Those cards form no Tichu combination."),
    "MUST_LEAD": lambda p: _("You lead this trick: play a combination, you cannot pass."),
    "DOG_ONLY_AS_LEAD": lambda p: _("The Dog can only be led, never played onto a trick."),
    "TYPE_MISMATCH": lambda p: _(
        "Play the same kind of combination with as many cards as the one on the table, or a bomb."
    ),
    "TOO_LOW": lambda p: _("That does not beat the combination on the table."),
    "PHOENIX_ON_DRAGON": lambda p: _(
        "The Phoenix cannot be played on the Dragon; only a bomb beats it."
    ),
    "WISH_MUST_BE_PLAYED": _wish_must,
    "NOT_A_BOMB": lambda p: _("Only a bomb can be thrown in out of turn."),
    "CALL_NOT_ALLOWED": lambda p: _(
        "You can call Tichu only once, before you play your first "
        "card, and not while cards are being exchanged."
    ),
    "INVALID_WISH": lambda p: (
        _("Name a rank for your wish: the option says you must.")
        if p.get("required")
        else _("A wish names a rank from 2 to Ace.")
    ),
    "INVALID_GIFT": lambda p: _("The Dragon trick must go to an opponent, not to your partner."),
    "INVALID_EXCHANGE": lambda p: _("Give exactly one card to each of the other three players."),
}


def explain(why: Reason) -> str:
    """A refusal in one short sentence a player understands."""
    fn = _REASONS.get(why.code)
    return fn(dict(why.params)) if fn is not None else common.explain(why)


# -- the log ---------------------------------------------------------------------------------


def team_name(side: int, names: Sequence[str], me: int = 0) -> str:
    """'You and Deniz' for the human's team, 'Ayla and Bora' for the other."""
    a, b = side, side + 2
    if b == me:
        a, b = b, a
    return _("{a} and {b}").format(a=names[a], b=names[b])


def leftover_tag(seat: int, points: int, names: Sequence[str], me: int = 0) -> str:
    """The last player's cards, turned up at the hand's end: whose, worth what, going where
    (the hand cards go to the opposing team, rules doc 12)."""
    worth = ngettext("{n} point", "{n} points", abs(points)).format(n=points)
    team = team_name(1 - seat % 2, names, me)
    return common.about(
        seat == me,
        _("Your last cards ({points}) go to {team}."),
        _("{name}'s last cards ({points}) go to {team}."),
    ).format(name=names[seat], points=worth, team=team)


def _calls_line(calls: Sequence[str], names: Sequence[str], step: str | None = None) -> str:
    """The reveal of a step's calls: after the Grand Tichu step ("grand") its Grand Tichus,
    after the Tichu step ("call") only the Tichus called there (the Grand ones were told)."""
    wanted = {"grand": ("grand",), "call": ("tichu",)}.get(step or "", ("grand", "tichu"))
    made = [(s, c) for s, c in enumerate(calls) if c in wanted]
    if not made:
        if step == "grand":
            return _("No one called Grand Tichu.")
        if step == "call":
            return _("No one called Tichu.")
        return _("No calls.")
    parts = [_("{name}: {call}").format(name=names[s], call=_(CALL_NAMES[c])) for s, c in made]
    return _("Calls: {list}.").format(list=", ".join(parts))


def describe(
    e: Event,
    names: Sequence[str],
    me: int = 0,
    layout: str = "counterclockwise",
    step: str | None = None,
) -> str | None:
    """One log line per decision or outcome, or None for events the log skips; `layout` is
    where the table draws the next seat (counterclockwise: on the right), `step` the call
    step a `CallsRevealed` ends ("grand" or "call"; the event does not say)."""
    k = e.key
    who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
    you = e.seat == me
    if k == "Dealt":
        n = e.param("count", 0)
        if n == 6:
            return _("The last six cards are dealt.")
        return ngettext(
            "{n} card dealt to each player.", "{n} cards dealt to each player.", n
        ).format(n=n)
    # One's own step choice (a call, the three cards to pass) gets no line: the engine files
    # it among the step's choices, not at the log's end, so a live table would miss it while
    # a continued one shows it; the reveal ("No calls.", "Calls: ...", "You received ...")
    # says it for everyone.
    if k == "CallsRevealed":
        return _calls_line(e.param("calls", ()), names, step)
    if k == "Exchanged":
        got = [
            (m.card, int(m.src[5:]))
            for m in e.moves
            if m.dst == f"hand:{me}" and m.card is not None and m.src.startswith("hand:")
        ]
        if got:  # who gave which, as the table shows them: left, partner, right
            turn = 1 if layout == "clockwise" else -1  # clockwise: the next seat on the left
            got.sort(key=lambda cs: (turn * (cs[1] - me)) % len(names))
            each = [
                _("{card} from {name}").format(card=card_name(c), name=names[s]) for c, s in got
            ]
            return _("You received {cards}.").format(cards=", ".join(each))
        return _("Cards exchanged.")
    if k == "Played":
        label = played_label(e, phrase=True)
        if e.param("out_of_turn") or e.param("kind") == "bomb":
            body = bomb_body(e.param("length", 0), e.param("value", 0))
            return (
                _("You bombed: {combination}!") if you else _("{name} bombed: {combination}!")
            ).format(name=who, combination=body)
        return (
            _("You played {combination}.") if you else _("{name} played {combination}.")
        ).format(name=who, combination=label)
    if k == "Passed":
        return _("You passed.") if you else _("{name} passed.").format(name=who)
    if k == "WishMade":
        return (_("You wished for {ranks}.") if you else _("{name} wished for {ranks}.")).format(
            name=who, ranks=plural(e.param("wish"))
        )
    if k == "WishFulfilled":
        return _("The wish for {ranks} was fulfilled.").format(ranks=plural(e.param("wish")))
    if k == "TichuCalled":
        return _("You called Tichu!") if you else _("{name} called Tichu!").format(name=who)
    if k == "LeadPassed":
        to = e.param("to", 0)
        return common.about(
            to == me, _("The Dog passed the lead to you."), _("The Dog passed the lead to {name}.")
        ).format(name=names[to])
    if k == "Out":
        place = e.param("place", 1)
        return (_("You are {place}.") if you else _("{name} is {place}.")).format(
            name=who, place=_(PLACES.get(place, PLACES[3]))
        )
    if k in ("TrickWon", "DragonGiven"):
        to = e.param("to", e.seat)
        pts = e.param("points", 0)
        points = ngettext("{n} point", "{n} points", abs(pts)).format(n=pts)
        if k == "DragonGiven":
            if you:
                line = _("You gave the Dragon trick to {to} ({points}).")
            elif to == me:
                line = _("{name} gave the Dragon trick to you ({points}).")
            else:
                line = _("{name} gave the Dragon trick to {to} ({points}).")
            return line.format(name=who, to=names[to], points=points)
        return (
            _("You won the trick ({points}).")
            if to == me
            else _("{name} won the trick ({points}).")
        ).format(name=names[to], points=points)
    if k == "HandEnded":
        out = e.param("out", ())
        if e.param("end") == "double" and out:
            return _("Double victory for {team}!").format(team=team_name(out[0] % 2, names, me))
        return _("The hand is over.")
    if k == "HandScored":
        pts = e.param("points", (0, 0))
        return _("Hand scored: {a} {pa}, {b} {pb}.").format(
            a=team_name(0, names, me), pa=pts[0], b=team_name(1, names, me), pb=pts[1]
        )
    return None


def speech(e: Event) -> str | None:
    """A short bubble at the seat for events worth a glance."""
    k = e.key
    if k == "Passed":
        return _("Pass")
    if k == "TichuCalled":
        return _("Tichu!")
    if k == "Played" and e.param("out_of_turn"):
        return _("Bomb!")
    if k == "Played" and e.param("kind") == "bomb":
        return _("Bomb!")
    if k == "WishMade":
        return _("Wish: {rank}").format(rank=short(e.param("wish")))
    if k == "Out":
        return _(PLACE_BUBBLES.get(e.param("place", 1), PLACE_BUBBLES[3]))
    return None


# -- chips, buttons, choosers ----------------------------------------------------------------


def badge_label(badge: str) -> str:
    """A view badge ("tichu", "grand", "out 2", "passed") as a chip."""
    if badge in CALL_NAMES:
        return _(CALL_NAMES[badge])
    if badge.startswith("out "):
        return _(PLACES.get(int(badge[4:]), PLACES[3]))
    if badge == "passed":
        return _("passed")
    return badge


def wish_label(rank: str | None) -> str:
    """A wish chooser's entry: 'Wish: 8' or 'No wish'."""
    return _("Wish: {rank}").format(rank=short(rank)) if rank else _("No wish")


def gift_label(to: int, names: Sequence[str], side: str) -> str:
    """'◀ Ayla' for the left opponent, 'Cem ▶' for the right: short, for a button."""
    if side == "left":
        return _("◀ {name}").format(name=names[to])
    return _("{name} ▶").format(name=names[to])


# -- hints ------------------------------------------------------------------------------------


def hint_reason(code: str, params: Sequence[tuple[str, object]], names: Sequence[str]) -> str:
    """Why Medium suggests its action, in one short phrase (codes from `ai.tichu.Choice`);
    a phrase, not a sentence: it follows "Hint: Play 7 Jade — " on the table."""
    p = dict(params)

    def name(key: str) -> str:
        seat = p.get(key)
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    n = int(p.get("left", 0) or 0)  # type: ignore[call-overload]
    who = ngettext("{name}, who has {n} card left", "{name}, who has {n} cards left", n).format(
        name=name("seat"), n=n
    )
    pts = int(p.get("points", 0) or 0)  # type: ignore[call-overload]
    texts = {
        "only": lambda: _("it is your only choice"),
        "grand_strong": lambda: _("your eight cards are strong enough for Grand Tichu"),
        "grand_weak": lambda: _("your eight cards are not strong enough for Grand Tichu"),
        "tichu_strong": lambda: _("your hand can go out first without help"),
        "tichu_weak": lambda: _("your hand would need help to go out first"),
        "partner_called": lambda: _("your partner has called: help them go out first"),
        "exchange": lambda: _(
            "the opponents get what your hand misses least, your partner a good card"
        ),
        "gift_last": lambda: ngettext(
            "{name} holds {n} card and is likely to finish last",
            "{name} holds {n} cards and is likely to finish last",
            n,
        ).format(name=name("seat"), n=n),
        "go_out": lambda: _("these are your last cards: you go out"),
        "dog_partner": lambda: _("the Dog gives the lead to your partner"),
        "support_partner": lambda: _("a low card your partner can beat on the way out"),
        "partner_last": lambda: _("a low single lets your partner play their last card"),
        "keep_out": lambda: _("keeps out {who}").format(who=who),
        "cash": lambda: _("a sure winner: one more lead takes you out"),
        "weakest": lambda: _("gets rid of your weakest combination first"),
        "last_bomb": lambda: _("only bombs are left: lead one"),
        "wish_forced": lambda: _("the wish obliges you to play it"),
        "partner_wins": lambda: _("your partner's trick is winning: let it win"),
        "stop_call": lambda: _("stops {name}, who called Tichu").format(name=name("seat")),
        "stop_double": lambda: _("stops a double victory by the opponents"),
        "block": lambda: _("blocks {who}").format(who=who),
        "take_points": lambda: ngettext(
            "takes a trick worth {n} point", "takes a trick worth {n} points", pts
        ).format(n=pts),
        "take_lead": lambda: _("takes the lead on your way out"),
        "cheapest": lambda: _("the play that helps your hand most"),
        "bomb_decides": lambda: _("the bomb decides the hand for you now"),
        "keep_bomb": lambda: _("keeps your bomb for the moment it decides the hand"),
        "save": lambda: _("passing keeps your cards for later"),
    }
    text = texts[code]() if code in texts else ""
    wish = p.get("wish")
    if isinstance(wish, str) and text:
        if p.get("wish_why") == "passed":
            text += "; " + _("wishes for {rank}: you passed one to {name}").format(
                rank=short(wish), name=name("wish_seat")
            )
        else:
            text += "; " + _("wishes for {rank}, which you do not hold").format(rank=short(wish))
    return text
