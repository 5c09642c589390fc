"""One translation function for every user-facing string (gettext, catalogs in the package).

`_("text")` marks and translates a string; `ngettext` handles plurals. Catalogs live in
`cardgame/locale/<lang>/LC_MESSAGES/cardgame.mo`, compiled from `.po` files with Babel
(`python build_scripts/i18n.py`, a development tool). English is the source language, so a
missing catalog simply shows the English text.

Nothing may translate a string once and keep it: the language can change while the app
runs, and screens rebuild their words when it does (`Scene.retranslate`).
"""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Callable
from pathlib import Path

DOMAIN = "cardgame"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
# Each language named in itself, as its speakers look for it in a list.
LANGUAGE_NAMES = {
    "en": "English",
    "de": "Deutsch",
    "hu": "Magyar",
    "nl": "Nederlands",
    "pl": "Polski",
    "tr": "Türkçe",
}

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
    known = isinstance(lang, str) and lang in available_languages()
    _language = lang if known else "en"
    _translation = gettext.translation(DOMAIN, LOCALE_DIR, languages=[_language], fallback=True)
    return _language


def language() -> str:
    return _language


# Windows' locale module names languages in English ("Dutch_Netherlands").
_ENGLISH_NAMES = {
    "english": "en",
    "german": "de",
    "hungarian": "hu",
    "dutch": "nl",
    "polish": "pl",
    "turkish": "tr",
}


def _code(name: str | None) -> str | None:
    """'de_DE.UTF-8', 'tr-TR', 'Dutch_Netherlands' -> 'de', 'tr', 'nl' (None for C/POSIX)."""
    if not name:
        return None
    name = locale.normalize(name.replace("-", "_"))
    lang = name.split(".")[0].split("@")[0].split("_")[0].lower()
    if lang in ("c", "posix", ""):
        return None
    return _ENGLISH_NAMES.get(lang, lang)


def _windows_ui_language() -> str | None:
    """The language Windows shows its own menus in (the locale module may only give the
    formats' region there)."""
    if os.name != "nt":
        return None
    try:
        import ctypes

        lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return None
    return locale.windows_locale.get(lcid)


def system_languages() -> list[str]:
    """The system's preferred languages, best first: LANGUAGE (a list), LC_ALL,
    LC_MESSAGES, LANG, then what the platform says (Windows' own UI language, the locale
    module)."""
    out: list[str] = []
    names: list[str | None] = []
    names += os.environ.get("LANGUAGE", "").split(":")
    names += [os.environ.get(k) for k in ("LC_ALL", "LC_MESSAGES", "LANG")]
    names.append(_windows_ui_language())
    try:
        names.append(locale.getlocale()[0])
    except (ValueError, TypeError):
        pass
    for n in names:
        code = _code(n)
        if code and code not in out:
            out.append(code)
    return out


def system_language() -> str:
    """The first of the system's languages this app speaks; English otherwise."""
    have = available_languages()
    return next((c for c in system_languages() if c in have), "en")


class Words(str):
    """A kept text (a note about the player's files) that can say itself again in the
    language shown now: `again(text)`."""

    make: Callable[[], str]

    def __new__(cls, make: Callable[[], str]) -> Words:
        out = super().__new__(cls, make())
        out.make = make
        return out


def again(text: str) -> str:
    """`text` in the current language, when it was made by `Words`."""
    return text.make() if isinstance(text, Words) else text


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it yet (module-level tables)."""
    return message


def pgettext(context: str, message: str) -> str:
    """`message` where one English word has two jobs ("Play" the menu button, "Play" the
    table's): the context tells translators which one, and each gets its own translation."""
    return _translation.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translation.npgettext(context, singular, plural, n)
