"""One translation function for every user-facing string (gettext, catalogs in the package).

`_("text")` marks and translates a string; `ngettext` handles plurals. Catalogs live in
`cardgame/locale/<lang>/LC_MESSAGES/cardgame.mo`, compiled from `.po` files with Babel
(`python build_scripts/i18n.py`, a development tool). English is the source language, so a
missing catalog simply shows the English text.
"""

from __future__ import annotations

import gettext
from pathlib import Path

DOMAIN = "cardgame"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGE_NAMES = {"en": "English"}

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def available_languages() -> list[str]:
    """English plus every language with a compiled catalog."""
    found = ["en"]
    if LOCALE_DIR.is_dir():
        for d in sorted(LOCALE_DIR.iterdir()):
            if (d / "LC_MESSAGES" / f"{DOMAIN}.mo").exists() and d.name not in found:
                found.append(d.name)
    return found


def set_language(lang: str) -> str:
    """Switch the catalog; an unknown language falls back to English. Returns the language used."""
    global _translation, _language
    _translation = gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)
    _language = lang if lang in available_languages() else "en"
    return _language


def language() -> str:
    return _language


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it yet (module-level tables)."""
    return message
