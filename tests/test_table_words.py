"""One situation, one wording, in every game (issue 26, item 2): a computer player's turn
is one sentence whatever the player presses (H, Enter, a card dropped on the table); the
last play still on show, another; "at this moment of the deal" says nothing and is gone;
a wished rank needs no article."""

from __future__ import annotations

import pygame
import pytest
from conftest import open_table
from ui_helpers import card_point, post_drag

from cardgame.engine.core import WRONG_PHASE, Reason
from cardgame.engine.match import Match
from cardgame.scenes.games import playable

SEATS = {"tichu": 4, "ghost_euchre": 3, "runfast": 3}


def _press(app, key: int, ch: str = "") -> None:
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch)])


def _bots_turn(app, game: str):
    """A table at a computer player's turn (in Tichu's play: the calls and exchange are
    steps where everyone decides), the computer player thinking on."""
    from cardgame.scenes.menu import MenuScene
    from cardgame.scenes.table import TableScene

    if game == "tichu":
        from cardgame.engine import tichu as t

        m = Match("tichu", seed=1)
        desc = {"hand:0": "4S 9J 9P KS", "hand:1": "2J 3J", "hand:2": "QS QJ 5P"}
        desc.update({"hand:3": "6R 7R", "table": "TS TJ", "owner": 0, "phase": "PLAY"})
        desc.update({"to_act": 1, "played_card": [True, True, True, True]})
        m.state = t.load_position(m.options, desc)
    else:
        m = next(m for s in range(1, 80) if 0 not in (m := Match(game, seed=s)).to_act())
    app.push(MenuScene(app))
    table = TableScene(app, m, ["human"] + ["medium"] * (m.num_seats - 1), animate_deal=False)
    app.push(table)
    for _ in range(3):
        app.frame(0.0)  # the computer player's beat has not passed: still their turn
    return m, table


@pytest.mark.parametrize("game", sorted(playable()))
def test_a_computer_players_turn_is_one_sentence_whatever_you_press(make_app, game):
    app = make_app((1280, 720), "normal")
    m, table = _bots_turn(app, game)
    assert not table.human_turn()
    said = []
    for key, ch in ((pygame.K_h, "h"), (pygame.K_RETURN, "")):
        table.messages.clear()
        _press(app, key, ch)
        said.append(table.toast.text if table.toast else None)
    table.messages.clear()
    table.draw(app.screen)
    post_drag(card_point(table, table.hand()[0]), table.presenter.play_area().center)
    app.frame(0.0)
    said.append(table.toast.text if table.toast else None)
    who = [s for s in table.view.turn if s != 0]
    name = table.names[who[0]] if len(who) == 1 else "The others"
    assert said == [f"{name} is deciding: wait until your name lights up."] * 3, said


@pytest.mark.parametrize("game", sorted(playable()))
def test_the_last_play_on_show_is_one_sentence(app, game):
    m = Match(game, seed=5)
    seats = ["human"] + ["random"] * (m.num_seats - 1)
    table = open_table(app, m, seats, settle=True)
    assert table.human_turn()
    table.pause_until = app.now + 5  # the last play still on show
    said = []
    for key, ch in ((pygame.K_h, "h"), (pygame.K_RETURN, "")):
        table.messages.clear()
        _press(app, key, ch)
        said.append(table.toast.text if table.toast else None)
    assert said == ["One moment: your turn starts when the cards have landed."] * 2, said


@pytest.mark.parametrize("game", sorted(playable()))
def test_not_at_this_moment_says_what_can_be_done_now(app, game):
    """The vague "That cannot be done at this moment of the deal." is gone: a move out of
    its moment is answered with what the player can do now (the prompt above the hand)."""
    m = Match(game, seed=5)
    seats = ["human"] + ["random"] * (m.num_seats - 1)
    table = open_table(app, m, seats, settle=True)
    assert table.human_turn()
    text = table.explain(Reason(WRONG_PHASE, (("phase", "NOWHERE"),)))
    prompt = table.presenter.prompt(table.view, bool(table.playable_cards()))
    assert text and "at this moment" not in text
    assert text == prompt or game == "runfast"  # Run Fast's one wrong moment: the deal's end


ARTICLES = {"en": ("a", "an"), "de": ("ein", "eine", "einen"), "nl": ("een",)}
ARTICLES.update({"hu": ("egy",), "tr": ("bir",)})


def test_a_rank_in_a_sentence_needs_no_article():
    """ "The wish: you must play a A" read wrong: no sentence puts an article before a rank
    or a card name (one article cannot fit every rank), in any language."""
    import re
    from pathlib import Path

    from babel.messages.pofile import read_po

    import cardgame

    locale = Path(cardgame.__file__).parent / "locale"
    texts = {"en": [str(m.id) for m in read_po(open(locale / "cardgame.pot", "rb")) if m.id]}
    for lang in ("de", "nl", "hu", "tr"):
        with open(locale / lang / "LC_MESSAGES" / "cardgame.po", "rb") as f:
            texts[lang] = [str(m.string) for m in read_po(f) if m.id and isinstance(m.string, str)]
    for lang, strings in texts.items():
        words = "|".join(ARTICLES[lang])
        bad = [t for t in strings if re.search(rf"\b({words}) \{{(rank|card)\}}", t)]
        assert not bad, (lang, bad)


def test_a_phoenix_raised_against_the_dragon_is_named_not_a_crash():
    """Found by the random player: the Phoenix's half rank above the Dragon had no name."""
    from cardgame.engine.cards import parse_cards
    from cardgame.engine.tichu.combos import KIND_NAMES, classify, mask_of
    from cardgame.scenes.games.tichu.words import combo_label

    phx = parse_cards("PHX")
    kind = classify(mask_of(phx), classify(mask_of(parse_cards("DRG"))))
    assert kind is not None
    assert combo_label(KIND_NAMES[kind[0]], kind[1], kind[2], kind[3], phx) == "Phoenix"
