"""Small helpers that turn the Ghost Euchre rules doc's example positions into states."""

from __future__ import annotations

from typing import Any

from example_helpers import Examples, cards  # noqa: F401  (re-exported for the tests)

from cardgame.engine import ghost_euchre as ge

_examples = Examples(ge)
legal, act, refused, hand = _examples.legal, _examples.act, _examples.refused, _examples.hand


def pos(*, opts: dict[str, Any] | None = None, **desc: Any) -> ge.State:
    """A position: hands as `h0="..."`, other zones and counters by name (`won_1` = `won:1`).

    A play position (trump given) gets a declarer and contract 3 unless the example says.
    """
    options = ge.Options(**(opts or {}))
    d: dict[str, Any] = {}
    for k, v in desc.items():
        if k[0] == "h" and k[1:].isdigit():
            d[f"hand:{k[1:]}"] = v
        elif k.startswith("won_"):
            d[f"won:{k[4:]}"] = v
        else:
            d[k] = v
    if "trump" in d and "declarer" not in d and "calls" not in d:
        d["declarer"] = d.get("leader", 0)
        d.setdefault("contract", 3)
    return ge.load_position(options, d)


def plays(*codes: str) -> set[str]:
    return {f"play {c}" for c in codes}


def auction(dealer: int, *, opts: dict[str, Any] | None = None, seed: int = 7) -> ge.State:
    """A freshly dealt hand with `dealer`, at the start of the auction."""
    options = ge.Options(**(opts or {}))
    return ge.new_state(options, seed, ge.first_setup(ge.Options(first_dealer=dealer), 0))


def after_deal(totals: tuple[int, int, int], result: ge.HandResult) -> list[int]:
    return [t + p for t, p in zip(totals, result.points, strict=True)]
