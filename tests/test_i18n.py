"""Every user-facing string is in the template, and every catalog translates all of it well
(tests/catalog_checks.py says what "well" means); each check is also run on a catalog broken
on purpose, to see it fail."""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytest.importorskip("babel")
from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402
from catalog_checks import (  # noqa: E402
    SAME_EVERYWHERE,
    SAME_IN,
    catalog_problems,
    count_placeholders,
    uncounted,
)

_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "build_scripts" / "i18n.py")
i18n_tool = importlib.util.module_from_spec(_spec)
sys.modules["i18n_tool"] = i18n_tool
_spec.loader.exec_module(i18n_tool)  # type: ignore[union-attr]

PACKAGE = ROOT / "cardgame"
CATALOGS = sorted(i18n_tool.LOCALE.glob("*/LC_MESSAGES/cardgame.po"))


def _ids(cat) -> set[tuple[str | None, str]]:
    """(context, message) of every entry: "Play" the menu's and "Play" the table's are two."""
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in cat if m.id}


@pytest.fixture(scope="module")
def template() -> Catalog:
    with i18n_tool.POT.open("rb") as f:
        return read_po(f)


def test_the_template_holds_every_marked_string(template):
    wanted = _ids(i18n_tool.extract())
    missing = sorted(wanted - _ids(template), key=str)
    assert not missing, f"run build_scripts/i18n.py; the template misses {missing[:5]}"
    assert len(wanted) > 150


@pytest.mark.parametrize("po", CATALOGS, ids=lambda p: p.parent.parent.name)
def test_every_catalog_translates_every_string_well(po, template):
    found = catalog_problems(po, template, count_placeholders(PACKAGE))
    assert not found, f"{po.parent.parent.name}: {len(found)} problems:\n" + "\n".join(found[:30])


def test_the_allow_lists_name_only_strings_of_the_template(template):
    """An allowance for a string the game no longer has would hide nothing but mislead."""
    ids = {i for _c, i in _ids(template)}
    stale = sorted((SAME_EVERYWHERE | {x for v in SAME_IN.values() for x in v}) - ids)
    assert not stale


def test_every_count_goes_through_ngettext(template):
    assert not uncounted(template, PACKAGE)


def test_the_catalogs_are_exactly_the_languages_offered():
    """Parametrizing over the catalogs found would test nothing when none are there."""
    from cardgame.i18n import LANGUAGE_NAMES, available_languages

    found = {p.parent.parent.name for p in CATALOGS}
    assert found == set(LANGUAGE_NAMES) - {"en"}
    assert set(available_languages()) == found | {"en"}


def test_unknown_language_falls_back_to_english():
    from cardgame.i18n import _, set_language

    assert set_language("xx") == "en"
    assert _("Settings") == "Settings"


# -- each check, seen to fail on a catalog broken on purpose ----------------------------------

CARDS = ("{n} card", "{n} cards")
TEMPLATE = [
    ("Settings", None),
    ("{name} plays {card}.", None),
    (CARDS, None),
    ("Ayla", None),
    ("{v} \u00d7 {m}", None),
]
GOOD = {
    "de": {
        "Settings": "Einstellungen",
        "{name} plays {card}.": "{name} spielt {card}.",
        CARDS: ("eine Karte", "{n} Karten"),  # the n == 1 form may say the number in words
        "Ayla": "Ayla",
        "{v} \u00d7 {m}": "{v} \u00d7 {m}",
    },
    "pl": {
        "Settings": "Ustawienia",
        "{name} plays {card}.": "{name} zagrywa {card}.",
        CARDS: ("{n} karta", "{n} karty", "{n} kart"),
        "Ayla": "Ayla",
        "{v} \u00d7 {m}": "{v} \u00d7 {m}",
    },
}


def _small_template() -> Catalog:
    cat = Catalog(domain="cardgame")
    for mid, _x in TEMPLATE:
        cat.add(mid, flags=["python-brace-format"])
    return cat


def _catalog(tmp_path: Path, lang: str, strings: dict, *, fuzzy=(), header=None) -> Path:
    cat = Catalog(locale=lang, domain="cardgame")
    if header:
        cat._num_plurals, cat._plural_expr = header  # type: ignore[attr-defined]
    for mid, text in strings.items():
        cat.add(mid, text, flags=["fuzzy"] if mid in fuzzy else [])
    po = tmp_path / lang / "LC_MESSAGES" / "cardgame.po"
    po.parent.mkdir(parents=True, exist_ok=True)
    with po.open("wb") as f:
        write_po(f, cat)
    with po.with_suffix(".mo").open("wb") as f:
        write_mo(f, cat)
    return po


def _problems(po: Path) -> list[str]:
    return catalog_problems(po, _small_template(), {CARDS: {"n"}})


@pytest.mark.parametrize("lang", sorted(GOOD))
def test_a_good_catalog_passes(tmp_path, lang):
    assert _problems(_catalog(tmp_path, lang, GOOD[lang])) == []


def _broken(lang: str, **changes) -> dict:
    strings = dict(GOOD[lang])
    for key, value in changes.items():
        mid = {"settings": "Settings", "plays": "{name} plays {card}.", "cards": CARDS}[key]
        if value is None:
            del strings[mid]
        else:
            strings[mid] = value
    return strings


@pytest.mark.parametrize(
    ("lang", "changes", "says"),
    [
        ("de", {"settings": None}, "missing"),
        ("de", {"settings": ""}, "empty"),
        ("pl", {"cards": ("{n} karta", "", "{n} kart")}, "empty"),
        ("de", {"settings": "Settings"}, "English text itself"),
        ("de", {"cards": ("{n} card", "{n} cards")}, "English text itself"),
        ("de", {"plays": "{name} spielt."}, "placeholders differ"),
        ("de", {"plays": "{nom} spielt {card}."}, "placeholders differ"),
        ("de", {"cards": ("eine Karte", "viele Karten")}, "placeholders differ in form 1"),
        # Polish "one" is n == 1 only, but its form 1 serves 2, 3, 4, 22...: it needs {n}
        ("pl", {"cards": ("jedna karta", "kilka kart", "{n} kart")}, "form 1"),
        ("pl", {"cards": ("{n} karta", "{n} karty")}, "empty"),  # a form left out
    ],
)
def test_each_check_fails_on_its_breakage(tmp_path, lang, changes, says):
    found = _problems(_catalog(tmp_path, lang, _broken(lang, **changes)))
    assert any(says in p for p in found), found


def test_a_fuzzy_entry_fails(tmp_path):
    found = _problems(_catalog(tmp_path, "de", GOOD["de"], fuzzy={"Settings"}))
    assert any("fuzzy" in p for p in found)


@pytest.mark.parametrize(
    "header",
    [
        (2, "(n > 1)"),  # French's rule: 0 would take the singular
        (1, "0"),  # one form for every number
        (3, "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"),
    ],
)
def test_a_plural_rule_other_than_cldr_fails(tmp_path, header):
    strings = dict(GOOD["de"])
    strings[CARDS] = tuple(["{n} Karten"] * header[0])
    found = _problems(_catalog(tmp_path, "de", strings, header=header))
    assert any("Plural-Forms" in p for p in found), found


def test_a_compiled_catalog_older_than_its_source_fails(tmp_path):
    po = _catalog(tmp_path, "de", GOOD["de"])
    text = po.read_text(encoding="utf-8").replace('"Einstellungen"', '"Optionen"')
    po.write_text(text, encoding="utf-8")  # the .po edited, the .mo not compiled again
    later = time.time() + 5
    os.utime(po, (later, later))
    assert any("older" in p for p in _problems(po))


def test_a_count_without_ngettext_is_found(tmp_path):
    cat = Catalog(domain="cardgame")
    cat.add("{name} took {n} cards.")
    assert uncounted(cat, tmp_path)
    code = tmp_path / "pkg"
    code.mkdir()
    (code / "bad.py").write_text('def f(n):\n    return f"took {n} cards"\n')
    assert uncounted(Catalog(domain="cardgame"), code) == ["bad.py:2"]
