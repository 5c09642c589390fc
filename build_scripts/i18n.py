#!/usr/bin/env python3
"""Translations (a development tool, needs Babel): extract, update and compile the catalogs.

    python build_scripts/i18n.py            # refresh cardgame/locale/cardgame.pot, update every
                                            # .po from it and compile the .mo files
    python build_scripts/i18n.py init LANG  # start a catalog for a new language

The game itself needs only the compiled `.mo` files (standard-library gettext).
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardgame"
LOCALE = PACKAGE / "locale"
POT = LOCALE / "cardgame.pot"
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}


def extract() -> Catalog:
    """Every marked string of the package (engine and ai have none: they never talk to people)."""
    cat = Catalog(project="cardgame", domain="cardgame")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(PACKAGE), method_map=[("**.py", "python")], keywords=KEYWORDS
    ):
        cat.add(
            message,
            None,
            [(f"cardgame/{filename}", lineno)],
            auto_comments=comments,
            context=context,
        )
    return cat


def main(argv: list[str]) -> int:
    template = extract()
    LOCALE.mkdir(parents=True, exist_ok=True)
    with POT.open("wb") as f:
        write_po(f, template, omit_header=False, sort_output=True, include_lineno=False)
    if argv[:1] == ["init"] and len(argv) == 2:
        po = LOCALE / argv[1] / "LC_MESSAGES" / "cardgame.po"
        po.parent.mkdir(parents=True, exist_ok=True)
        cat = Catalog(locale=argv[1], domain="cardgame")
        cat.update(template)
        with po.open("wb") as f:
            write_po(f, cat, sort_output=True, include_lineno=False)
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/cardgame.po")):
        with po.open("rb") as f:
            cat = read_po(f)
        cat.update(template)
        with po.open("wb") as f:
            write_po(f, cat, sort_output=True, include_lineno=False)
        with po.with_suffix(".mo").open("wb") as f:
            write_mo(f, cat)
        print(f"{po.relative_to(ROOT)}: {len(cat)} messages")
    print(f"{POT.relative_to(ROOT)}: {len(template)} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
