"""The Tichu table's hint names Medium's action and the reason its rule gave, in words."""

from __future__ import annotations

from cardgame.engine import tichu as t
from cardgame.engine.match import Match
from cardgame.scenes.menu import MenuScene
from cardgame.scenes.table import TableScene

SEATS = ["human", "medium", "medium", "medium"]


def _table(app, **desc) -> TableScene:  # type: ignore[no-untyped-def]
    match = Match("tichu", seed=1)
    match.state = t.load_position(match.options, {"phase": "PLAY", **desc})
    app.push(MenuScene(app))
    table = TableScene(app, match, SEATS, animate_deal=False, inline_bots=False)
    app.push(table)
    return table


def test_the_hint_lets_the_partners_trick_win_and_says_why(app) -> None:  # type: ignore[no-untyped-def]
    table = _table(
        app,
        **{"hand:0": "TJ QJ 5P", "hand:1": "4S", "hand:2": "2S 3S", "hand:3": "6S"},
        table="9S",
        owner=2,
        to_act=0,
        played_card=[True] * 4,
    )
    table.hint()
    assert table.toast[0] == "Hint: Pass \u2014 your partner's trick is winning: let it win"


def test_the_hint_names_the_opponent_a_lead_keeps_out(app) -> None:  # type: ignore[no-untyped-def]
    table = _table(
        app,
        **{"hand:0": "3S 9J QP KR", "hand:1": "AS", "hand:2": "4J 5J 6J 7J", "hand:3": "8J TJ"},
        to_act=0,
        played_card=[True] * 4,
    )
    table.hint()
    name = table.presenter.ctx.names[1]
    assert table.toast[0].endswith(f"keeps out {name}, who has 1 card left")
