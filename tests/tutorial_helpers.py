"""Playing a tutorial by posted input only: the right action of a step, or a wrong one."""

from __future__ import annotations

import pygame
from ui_helpers import card_point, post_click, post_drag

from cardgame.engine.actions import Action


def key(k: int, uni: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni))


def settle(app, table, limit: int = 4000) -> None:
    """Frames until the step's bubble is up, or the table has left the screen."""
    g = table.guide
    for _ in range(limit):
        if app.top is not table:
            return
        if g.step is None or g.showing():
            return
        app.frame(0.05)
    raise AssertionError("the tutorial's step never came")


def post_action(app, table, action: Action) -> None:
    """Do `action` as a player would: drag a card (or click the cards and Play), a bar
    button, then a chooser's or a confirm's button."""
    app.frame(0.02)  # the table settles: a chooser it offers by itself is up
    app.frame(0.02)
    cards = list(getattr(action, "cards", ()) or ())
    ch = table.chooser
    if ch is not None and not cards:  # a chooser the table offered by itself (trump)
        b = next((b for b in ch.buttons if b.key == str(action)), None)
        if b is not None:
            post_click(b.rect.center)
            app.frame(0.02)
            app.frame(0.02)
            return
        table.chooser = None  # not among its choices: the bar's button
    slots = getattr(table.presenter, "slots", None)
    if str(action).startswith("exchange") and slots is not None:  # Tichu's three slots
        for part in str(action).split()[1:]:  # by keys: Home, → to the card, Space, 1-3
            card, seat = part.split(">")
            key(pygame.K_HOME)
            for _ in range([str(c) for c in table.hand()].index(card)):
                key(pygame.K_RIGHT)
            key(pygame.K_SPACE, " ")
            app.frame(0.02)
            k = slots.seats.index(int(seat))
            key(pygame.K_1 + k, str(k + 1))
            app.frame(0.02)
        key(pygame.K_RETURN, "\r")
    elif cards and len(cards) == 1 and not table.presenter.multi_select:
        start = card_point(table, cards[0])
        post_drag(start, table.presenter.play_area().center)
    elif cards:
        for c in cards:
            post_click(card_point(table, c))
            app.frame(0.02)
        app.frame(0.02)
        play = next(b for b in table.buttons if b.key == "play")
        post_click(play.rect.center)
    else:
        app.frame(0.02)
        button = next(b for b in table.buttons if b.key == str(action))
        post_click(button.rect.center)
    app.frame(0.02)
    app.frame(0.02)
    ch = table.chooser
    if ch is not None:
        b = next(b for b in ch.buttons if b.key == str(action))
        post_click(b.rect.center)
        app.frame(0.02)
        app.frame(0.02)


def go_on(app) -> None:
    """Continue, by key."""
    key(pygame.K_RETURN, "\r")
    app.frame(0.02)
