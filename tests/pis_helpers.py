"""Small helpers that turn the rules doc's example positions into states."""

from __future__ import annotations

from typing import Any

from example_helpers import Examples, cards  # noqa: F401  (re-exported for the tests)

from cardgame.engine import pis_yedili as py
from cardgame.engine.cards import standard_deck

_examples = Examples(py)
legal, act, refused, hand = _examples.legal, _examples.act, _examples.refused, _examples.hand


def pos(
    players: int = 4,
    *,
    stock: int | str = 0,
    stock_top: str = "",
    top: str = "",
    pile: str = "",
    opts: dict[str, Any] | None = None,
    **desc: Any,
) -> py.State:
    """A position: `stock` a count (with `stock_top` cards on top) or cards; `top` the pile top.

    Hands are given as `h0="..."`; cards the example does not name go under the pile's top
    (or aside in an opening position). Stock filler avoids the cards the example names.
    """
    options = py.Options(num_players=players, **(opts or {}))
    d: dict[str, Any] = {}
    named: set[str] = set(stock_top.split()) | set(top.split()) | set(pile.split())
    for k, v in list(desc.items()):
        if k.startswith("h"):
            d[f"hand:{k[1:]}"] = v
            named |= set(v.split())
        else:
            d[k] = v
    if isinstance(stock, int):
        tops = stock_top.split()
        filler = [str(c) for c in standard_deck() if str(c) not in named]
        d["stock"] = " ".join(tops + filler[: stock - len(tops)])
    else:
        d["stock"] = stock
    if top or pile:
        d["discard"] = " ".join([top] + pile.split()) if top else pile
    return py.load_position(options, d)


def top(state: py.State) -> str:
    return str(state.discard[-1])


def jack_forms(card: str, exclude: str = "") -> set[str]:
    return {f"play {card} suit {s}" for s in "SHDC" if s not in exclude}


def void_deal_position(**opts: Any) -> py.State:
    """E50: five players, dealer 4, seat 0 to open with no club; the 17-card stock holds no
    club either (all 13 are in seats 1-4), so drawing it all voids the deal."""
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC".split()
    return pos(
        5,
        dealer=4,
        to_act=0,
        stock=17,
        h0="2H 3H 4H 5H 6H 7H 8H",
        h1=" ".join(clubs[0:4]),
        h2=" ".join(clubs[4:8]),
        h3=" ".join(clubs[8:11]),
        h4=" ".join(clubs[11:13]),
        opts=opts or None,
    )
