"""Playing a Tichu hand through the table with posted mouse events only (no direct calls
into the table's acting methods): the human plays as the Medium bot would, and also makes a
wish with the Mah Jong, throws in a bomb after pressing Bomb!, and gives a Dragon trick."""

from __future__ import annotations

import random

import pygame
from ui_helpers import card_point, post_click, post_drag

from cardgame.ai.base import make_bot
from cardgame.engine.actions import CallTichu, Exchange, Gift, Grand, Pass, Play
from cardgame.scenes.scoring import ScoringScene

BOT = make_bot("tichu", "medium")


def button(table, key: str):
    table.draw(table.app.screen)
    found = [b for b in table.buttons if b.key == key]
    assert found, (key, [b.key for b in table.buttons])
    return found[0]


def click_button(app, table, key: str) -> None:
    post_click(button(table, key).rect.center)
    app.frame(0.05)


def answer_chooser(app, table, key: str) -> None:
    assert table.chooser is not None, key
    b = next(b for b in table.chooser.buttons if b.key == key)
    post_click(b.rect.center)
    app.frame(0.05)


def select(app, table, cards) -> None:
    for c in cards:
        table.draw(app.screen)
        post_click(card_point(table, c))
        app.frame(0.02)
    assert table.selected == set(cards), (table.selected, cards)


def exchange_by_drag(app, table, action: Exchange) -> None:
    p = table.presenter
    for card, seat in action.gives:
        table.draw(app.screen)
        post_drag(card_point(table, card), p._slot_rects()[seat].center)
        app.frame(0.02)
    assert p.slots.action() == action
    table.draw(app.screen)
    post_click(p.confirm_button.rect.center)
    app.frame(0.05)


def _cards_key(a) -> str:
    return str(a)


def play_hand(
    app, table, want_wish: str = "7", log: list | None = None, grand: bool = False
) -> dict:
    """Drive one hand to the scoring scene; returns what happened (wish, bomb, gift...)."""
    seen = {
        "wish": False,
        "bomb": False,
        "gift": False,
        "grand_or_pass": False,
        "exchange": False,
        "plays": 0,
        "armed": False,
    }
    m = table.match
    for _step in range(4000):
        if isinstance(app.top, ScoringScene):
            return seen
        if app.top is not table:
            raise AssertionError(f"unexpected scene {app.top}")
        app.frame(0.05)
        if table.human_turn() and table.buttons_stale:
            continue
        if not table.human_turn():
            v = m.game.view(m.state, 0)
            p = table.presenter
            if (
                not seen["armed"]
                and not table.busy()
                and p._bomb_live(v)
                and v.decision is None
                and v.phase == "PLAY"
            ):
                table.draw(app.screen)
                post_click(p.bomb_button.rect.center)  # Bomb!: stop at my next window
                app.frame(0.02)
                seen["armed"] = p.armed
            continue
        v = m.game.view(m.state, 0)
        legal = m.game.legal_actions(m.state, 0)
        d = v.decision
        if d == "grand" and grand:
            click_button(app, table, "grand")
            answer_chooser(app, table, "grand")  # the confirm step: Yes
            seen["grand_or_pass"] = True
        elif d in ("grand", "call"):
            click_button(app, table, "pass")
            seen["grand_or_pass"] = True
        elif d == "exchange":
            keep = {"MJ", "DRG"}
            choice = next(a for a in _exchanges(legal, v.hand, keep))
            exchange_by_drag(app, table, choice)
            seen["exchange"] = True
        elif d == "gift":
            gift = next(a for a in legal if isinstance(a, Gift))
            click_button(app, table, str(gift))
            answer_chooser(app, table, str(gift))  # the confirm step: Yes
            seen["gift"] = True
        elif d == "bomb":
            bomb = next(a for a in legal if isinstance(a, Play))
            select(app, table, bomb.cards)
            click_button(app, table, "play")
            if table.chooser is not None:  # a bomb on the partner: confirm
                answer_chooser(app, table, str(bomb))
            seen["bomb"] = True
        else:
            action = _choice(v, legal)
            if isinstance(action, CallTichu):
                click_button(app, table, "tichu")
                continue
            if isinstance(action, Pass):
                click_button(app, table, "pass")
                continue
            cards = action.cards
            select(app, table, cards)
            click_button(app, table, "play")
            if table.chooser is not None:
                forms = [b.key for b in table.chooser.buttons]
                if any("wish" in k for k in forms):
                    key = next(k for k in forms if k.endswith(f"wish {want_wish}"))
                    answer_chooser(app, table, key)
                    seen["wish"] = True
                else:
                    answer_chooser(app, table, forms[0])
            seen["plays"] += 1
        if log is not None:
            log.append((d, len(m.history)))
    raise AssertionError("the hand did not end")


def _exchanges(legal, hand, keep):
    """Pass three cheap cards that are neither specials nor part of a bomb."""
    for a in legal:
        if isinstance(a, Exchange) and not any(str(c) in keep or c.rank in "AKQ" for c in a.cards):
            yield a
    yield legal[0]


def _choice(v, legal):
    """Medium's choice, except: lead the Mah Jong alone when holding it (to wish), and play
    the Dragon on an opponent's single when it may."""
    for a in legal:
        if isinstance(a, Play) and [str(c) for c in a.cards] == ["MJ"] and a.wish is None:
            return a
    if v.top and len(v.top) == 1 and v.owner in (1, 3):
        for a in legal:
            if isinstance(a, Play) and [str(c) for c in a.cards] == ["DRG"]:
                return a
    choice = BOT.choose(v, legal, random.Random(len(v.log)))
    if isinstance(choice, Grand):
        return Pass()
    return choice


def post_key(key: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=unicode, mod=0))
