"""Sentences a translation can make right: contexts for words with two jobs, second-person
lines for the player's own seat, no case changes on translated text, no doubled "Bomb:"."""

from __future__ import annotations

import gettext
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardgame import i18n
from cardgame.engine.cards import parse_cards
from cardgame.engine.core import Event
from cardgame.engine.runfast.options import RunFastOptions
from cardgame.engine.tichu.combos import KIND_NAMES, classify, mask_of
from cardgame.scenes.games.ghost_euchre.scoring import explain_line
from cardgame.scenes.games.pis_yedili import words as pis
from cardgame.scenes.games.runfast import words as rf
from cardgame.scenes.games.tichu import words as tichu

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["You", "Ayla", "Deniz", "Bora"]
MENU, TABLE = "menu: start a game", "table: play the selected cards"


@pytest.fixture
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


class _Fake(gettext.NullTranslations):
    """A catalog of a few entries, shaped like a German one (nouns keep their capitals)."""

    def __init__(self, table: dict[str, str]) -> None:
        super().__init__()
        self.table = table

    def gettext(self, message: str) -> str:
        return self.table.get(message, message)

    def pgettext(self, context: str, message: str) -> str:
        return self.table.get(f"{context}|{message}", message)


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    table: dict[str, str] = {}
    monkeypatch.setattr(i18n, "_translation", _Fake(table))
    yield table


# -- 1. contexts ----------------------------------------------------------------------------------


def test_one_english_word_gets_a_translation_per_job() -> None:
    try:
        i18n.set_language("hu")
        assert i18n.pgettext(MENU, "Play") == "Játék"
        assert i18n.pgettext(TABLE, "Play") == "Kijátszás"
        i18n.set_language("pl")
        assert rf.count_word(2) == "dwie"  # "who has two cards left"
        assert i18n._("two") == "2"  # the rank
        assert i18n.pgettext("table felt", "blue") == "niebieskie"
        assert i18n.pgettext("card back", "blue") == "niebieski"
    finally:
        i18n.set_language("en")


def test_contexts_in_english_and_plurals_with_context(english: None) -> None:
    assert i18n.pgettext(MENU, "Play") == "Play"
    assert i18n.npgettext("log", "{n} card", "{n} cards", 1) == "{n} card"
    assert i18n.npgettext("log", "{n} card", "{n} cards", 2) == "{n} cards"


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "build_scripts" / "i18n.py")
    tool = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["i18n_tool"] = tool
    spec.loader.exec_module(tool)  # type: ignore[union-attr]
    return tool


def test_extraction_keeps_the_context(tmp_path: Path) -> None:
    pytest.importorskip("babel")
    from babel.messages.extract import extract_from_dir

    (tmp_path / "m.py").write_text(
        'pgettext("menu", "Play")\nnpgettext("log", "{n} card", "{n} cards", n)\n'
    )
    found = {
        (ctx, msg)
        for _f, _l, msg, _c, ctx in extract_from_dir(str(tmp_path), keywords=_tool().KEYWORDS)
    }
    assert found == {("menu", "Play"), ("log", ("{n} card", "{n} cards"))}


def test_the_catalog_check_misses_a_context_it_lacks(tmp_path: Path) -> None:
    """A translation of "Play" without context does not count for "Play" in the menu."""
    pytest.importorskip("babel")
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import write_po
    from catalog_checks import catalog_problems

    template = Catalog(domain="cardgame")
    template.add("Play", context="menu")
    template.add("Play")
    cat = Catalog(locale="de", domain="cardgame")
    cat.add("Play", "Ausspielen")
    po = tmp_path / "de" / "LC_MESSAGES" / "cardgame.po"
    po.parent.mkdir(parents=True)
    with po.open("wb") as f:
        write_po(f, cat)
    with po.with_suffix(".mo").open("wb") as f:
        write_mo(f, cat)
    assert catalog_problems(po, template, {}) == ["missing: 'Play'"]
    cat.add("Play", "Spielen", context="menu")
    with po.open("wb") as f:
        write_po(f, cat)
    with po.with_suffix(".mo").open("wb") as f:
        write_mo(f, cat)
    assert catalog_problems(po, template, {}) == []


# -- 2. "You" is not a name in a third-person sentence ---------------------------------------------


def test_pis_yedili_speaks_to_the_player(fake: dict[str, str]) -> None:
    """In English "You" fits either message; a German verb agrees with its person."""
    fake.update(
        {
            "hearts": "Herz",
            "You asked for {suit}.": "Du wünschst {suit}.",
            "{name} asked for {suit}.": "{name} wünscht {suit}.",
            "You dealt.": "Du hast gegeben.",
            "{name} dealt.": "{name} hat gegeben.",
            "You drew a card.": "Du ziehst eine Karte.",
            "{name} drew a card.": "{name} zieht eine Karte.",
        }
    )
    names = ["Du", "Ayla", "Deniz"]
    asked = Event("SuitNamed", 0, (), (("suit", "H"),))
    assert pis.describe(asked, names) == "Du wünschst Herz."
    assert pis.describe(asked._replace(seat=2), names) == "Deniz wünscht Herz."
    assert pis.describe(Event("Dealt", None, (), (("dealer", 0),)), names) == "Du hast gegeben."
    assert pis.describe(Event("Drew", 0), names) == "Du ziehst eine Karte."
    assert pis.describe(Event("Drew", 1), names) == "Ayla zieht eine Karte."


def test_tichu_dragon_and_dog_speak_to_the_player(english: None) -> None:
    gift = Event("DragonGiven", 0, (), (("to", 1), ("points", 25)))
    assert tichu.describe(gift, NAMES) == "You gave the Dragon trick to Ayla (25 points)."
    gift = Event("DragonGiven", 3, (), (("to", 0), ("points", 25)))
    assert tichu.describe(gift, NAMES) == "Bora gave the Dragon trick to you (25 points)."
    gift = Event("DragonGiven", 3, (), (("to", 1), ("points", 25)))
    assert tichu.describe(gift, NAMES) == "Bora gave the Dragon trick to Ayla (25 points)."
    dog = Event("LeadPassed", 2, (), (("to", 0),))
    assert tichu.describe(dog, NAMES) == "The Dog passed the lead to you."


def test_euchre_scoring_lines_speak_to_the_player(english: None) -> None:
    made = {"tricks": 4, "contract": 3}
    assert explain_line("You", 4, "contract_made", made, you=True) == (
        "You bid 3 and took 4 tricks: made, +4."
    )
    assert explain_line("Ayla", 4, "contract_made", made) == (
        "Ayla bid 3 and took 4 tricks: made, +4."
    )
    renege = explain_line("You", -2, "renege", {"count": 1}, you=True)
    assert renege == "You reneged 1 time (did not follow suit): \u22122."
    assert explain_line("You", 12, "moon_made", {}, you=True).startswith("You called Moon")


# -- 3. no case changes on translated text ---------------------------------------------------------


def test_run_fast_keeps_a_translations_capitals(fake: dict[str, str]) -> None:
    fake.update(
        {
            "Pair of {rank}": "Paar {rank}",
            "a {name}": "ein {name}",
            "the {name}": "das {name}",
            "a pair of {rank}": "ein Paar {rank}",
            "the pair of {rank}": "das Paar {rank}",
            "kings": "Könige",
            "{name} played {what}.": "{name} spielt {what}.",
            "leads no pair, to keep out {who}": "Kein Paar ausspielen, gegen {who}",
        }
    )
    pair = Event("Played", 1, (), (("cards", parse_cards("KS KD")), ("kind", "pair")))
    assert rf.describe(pair, NAMES) == "Ayla spielt ein Paar Könige."
    assert rf.top_phrase(parse_cards("KS KD"), RunFastOptions()) == "das Paar Könige"
    hint = rf.hint_reason("no_pair", (("seat", 2), ("left", 2)), NAMES)
    assert hint.startswith("Kein Paar")


def test_tichu_bubble_keeps_a_translations_capitals(fake: dict[str, str]) -> None:
    fake.update({"out 1st": "als Erster raus", "Out 1st": "Als Erster raus"})
    assert tichu.speech(Event("Out", 1, (), (("place", 1),))) == "Als Erster raus"


def test_english_inline_phrases(english: None) -> None:
    opts = RunFastOptions()
    assert rf.top_phrase(parse_cards("8S 8H"), opts) == "the pair of 8s"
    assert rf.top_phrase(parse_cards("JS JH JD JC"), opts) == "the four jacks"
    assert rf.top_phrase(parse_cards("9H"), opts) == "the 9\u2665"
    triple = Event("Played", 2, (), (("cards", parse_cards("KS KD KH")), ("kind", "triple")))
    assert rf.describe(triple, NAMES) == "Deniz played three kings."
    assert rf.hint_reason("cash", (), NAMES) == "nobody can beat it, so you keep the lead"


# -- 4. "bombed: Bomb: ..." -----------------------------------------------------------------------


def _tichu_played(seat: int, text: str, out_of_turn: bool) -> Event:
    cards = parse_cards(text)
    k, n, v, ph = classify(mask_of(cards))
    params = (
        ("cards", cards),
        ("kind", KIND_NAMES[k]),
        ("length", n),
        ("value", v),
        ("phoenix", ph),
        ("out_of_turn", out_of_turn),
    )
    return Event("Played", seat, (), params)


def test_a_bomb_is_named_once(english: None) -> None:
    four = _tichu_played(1, "9S 9J 9P 9R", True)
    assert tichu.describe(four, NAMES) == "Ayla bombed: four 9s!"
    flush = _tichu_played(0, "3S 4S 5S 6S 7S", False)
    assert tichu.describe(flush, NAMES) == "You bombed: straight flush 3\u20137!"
    bomb = Event("Played", 2, (), (("cards", parse_cards("9S 9H 9D 9C")), ("kind", "bomb")))
    assert rf.describe(bomb, NAMES) == "Deniz bombed: four 9s!"
