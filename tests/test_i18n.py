"""Every user-facing string is in the template, and no existing catalog misses one."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytest.importorskip("babel")
from babel.messages.mofile import read_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "build_scripts" / "i18n.py")
i18n_tool = importlib.util.module_from_spec(_spec)
sys.modules["i18n_tool"] = i18n_tool
_spec.loader.exec_module(i18n_tool)  # type: ignore[union-attr]


def _ids(cat) -> set[str]:
    return {m.id if isinstance(m.id, str) else m.id[0] for m in cat if m.id}


def test_the_template_holds_every_marked_string():
    wanted = _ids(i18n_tool.extract())
    with i18n_tool.POT.open("rb") as f:
        have = _ids(read_po(f))
    missing = sorted(wanted - have)
    assert not missing, f"run build_scripts/i18n.py; the template misses {missing[:5]}"
    assert len(wanted) > 150


def test_the_catalogs_are_exactly_the_languages_offered():
    """Parametrizing over the catalogs found would test nothing when none are there."""
    from cardgame.i18n import LANGUAGE_NAMES, available_languages

    found = {p.parent.parent.name for p in LOCALE_CATALOGS}
    assert found == set(LANGUAGE_NAMES) - {"en"}
    assert set(available_languages()) == found | {"en"}


LOCALE_CATALOGS = sorted(i18n_tool.LOCALE.glob("*/LC_MESSAGES/cardgame.po"))


def test_every_catalog_translates_every_string():
    wanted = _ids(i18n_tool.extract())
    for po in LOCALE_CATALOGS:
        with po.open("rb") as f:
            cat = read_po(f)
        untranslated = sorted(m for m in wanted if not (cat.get(m) and cat.get(m).string))
        assert not untranslated, f"{po.parent.parent.name} misses {untranslated[:5]}"
        with po.with_suffix(".mo").open("rb") as f:
            compiled = _ids(read_mo(f))
        assert wanted <= compiled, f"the compiled {po.parent.parent.name} catalog is older"


def test_unknown_language_falls_back_to_english():
    from cardgame.i18n import _, set_language

    assert set_language("xx") == "en"
    assert _("Settings") == "Settings"
