"""The checks every translation catalog must pass (tests/test_i18n.py runs them on each
language and on catalogs broken on purpose, so each check is seen to fail).

- every string of the template is there, not empty, not fuzzy (each plural form too);
- no translation is the English text itself, unless the string is in `SAME_EVERYWHERE`
  (names, Tichu's own words) or the language's `SAME_IN` list (a word both languages
  share), or has no letters besides its placeholders;
- the placeholders are the English ones. A plural form is compared with the English
  plural: a form that the language's rule picks only for n == 1 may leave out the count
  (Turkish "bir kart" for "{n} cards"), since the number is then known; nothing else
  may be missing or added;
- the Plural-Forms header is the language's CLDR rule (the same form for the same whole
  numbers, as many forms as CLDR gives whole numbers);
- the compiled .mo holds exactly the .po's translations (a .mo older than its .po fails).
"""

from __future__ import annotations

import ast
import gettext
import re
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
# Kept as they are in every language: the computer players' names, and Tichu's own words,
# printed on its cards and said so by its players everywhere.
SAME_EVERYWHERE = frozenset(
    {"Ayla", "Bora", "Cem", "Deniz", "Elif", "Tichu", "Tichu!", "Grand Tichu", "Grand", "Mah Jong"}
)
# Words a language writes exactly as English does.
SAME_IN = {
    "de": frozenset({"Jade", "Start", "Version {version}", "normal"}),
    "nl": frozenset(
        {
            "Contract",
            "Contrast",
            "Full house {triple} over {pair}",
            "Jade",
            "Menu",
            "Start",
            "partner",
            "straight flush {low}\u2013{high}",
            "{name} is {place}.",
        }
    ),
    "hu": frozenset({"partner", "Pagoda"}),
    "pl": frozenset({"Menu", "Pagoda", "Start", "partner"}),
    "tr": frozenset({"normal", "Pagoda"}),
}
WHOLE_NUMBERS = range(0, 1001)


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def _ids(m) -> tuple[str, ...]:
    return tuple(m.id) if isinstance(m.id, (tuple, list)) else (m.id,)


def _forms(m) -> tuple[str, ...]:
    return tuple(m.string) if isinstance(m.string, (tuple, list)) else (m.string,)


def count_placeholders(package: Path) -> dict[tuple[str, str], set[str]]:
    """For each `ngettext(one, many, n).format(...)` of the code, the placeholders that are
    given the count `n` (the ones a form for n == 1 may leave out)."""
    out: dict[tuple[str, str], set[str]] = {}
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            inner = node.func.value
            skip = 1 if getattr(getattr(inner, "func", None), "id", "") == "npgettext" else 0
            if not (
                node.func.attr == "format"
                and isinstance(inner, ast.Call)
                and isinstance(inner.func, ast.Name)
                and inner.func.id in ("ngettext", "npgettext")
                and len(inner.args) == 3 + skip
                and all(isinstance(a, ast.Constant) for a in inner.args[skip : skip + 2])
            ):
                continue
            args = inner.args[skip:]
            n = ast.dump(args[2])
            key = (args[0].value, args[1].value)  # type: ignore[attr-defined]
            names = {k.arg for k in node.keywords if k.arg and ast.dump(k.value) == n}
            out.setdefault(key, set()).update(names)
    return out


def _header_rule(cat: Catalog) -> tuple[int, object]:
    expr = cat.plural_expr
    return cat.num_plurals, gettext.c2py(expr)


def plural_problems(cat: Catalog, lang: str) -> list[str]:
    """The header's rule against CLDR's, over the whole numbers."""
    nplurals, rule = _header_rule(cat)
    cldr = Locale.parse(lang).plural_form
    form_of: dict[str, int] = {}
    category_of: dict[int, str] = {}
    for n in WHOLE_NUMBERS:
        form, category = rule(n), cldr(n)  # type: ignore[operator]
        if (
            form_of.setdefault(category, form) != form
            or category_of.setdefault(form, category) != category
        ):
            return [
                f"Plural-Forms does not follow CLDR at n = {n} (form {form}, CLDR "
                f"'{category}'): {cat.plural_forms}"
            ]
    if nplurals != len(form_of) or any(not 0 <= f < nplurals for f in category_of):
        return [f"Plural-Forms has {nplurals} forms, CLDR {len(form_of)} ({cat.plural_forms})"]
    return []


def one_only_forms(cat: Catalog) -> set[int]:
    """The plural forms the language's rule picks for n == 1 and for no other number."""
    _n, rule = _header_rule(cat)
    used: dict[int, set[int]] = {}
    for n in WHOLE_NUMBERS:
        used.setdefault(rule(n), set()).add(n)  # type: ignore[operator]
    return {f for f, ns in used.items() if ns == {1}}


def catalog_problems(
    po: Path, template: Catalog, counts: dict[tuple[str, str], set[str]]
) -> list[str]:
    lang = po.parent.parent.name
    with po.open("rb") as f:
        cat = read_po(f)
    out = plural_problems(cat, lang)
    same_ok = SAME_EVERYWHERE | SAME_IN.get(lang, frozenset())
    singles = one_only_forms(cat)
    for t in template:
        if not t.id:
            continue
        ids = _ids(t)
        m = cat.get(t.id, context=t.context)
        name = repr(ids[0])[:60]
        if m is None:
            out.append(f"missing: {name}")
            continue
        if m.fuzzy:
            out.append(f"fuzzy: {name}")
            continue
        forms = _forms(m)
        if len(ids) > 1 and len(forms) != cat.num_plurals:
            out.append(f"{name} has {len(forms)} plural forms, the language {cat.num_plurals}")
        if not all(x.strip() for x in forms):
            out.append(f"empty: {name}")
            continue
        if ids[0] not in same_ok and re.search(r"[^\W\d_]", PLACEHOLDER.sub("", ids[-1])):
            if any(x in ids for x in forms):
                out.append(f"the English text itself: {name}")
        if len(ids) == 1:
            if placeholders(forms[0]) != placeholders(ids[0]):
                out.append(f"placeholders differ: {name}: {forms[0]!r}")
            continue
        want = placeholders(ids[1])
        may_drop = counts.get((ids[0], ids[1]), {"n"})
        for k, x in enumerate(forms):
            have = placeholders(x)
            if have == want or (k in singles and want - may_drop <= have <= want):
                continue
            out.append(f"placeholders differ in form {k}: {name}: {x!r}")
    out += compiled_problems(po, cat)
    return out


def compiled_problems(po: Path, cat: Catalog) -> list[str]:
    """The .mo beside the .po says what the .po says."""
    mo = po.with_suffix(".mo")
    if not mo.exists():
        return ["no compiled .mo (run build_scripts/i18n.py)"]
    with mo.open("rb") as f:
        compiled = read_mo(f)
    for m in cat:
        if not m.id or m.fuzzy or not all(_forms(m)):
            continue
        c = compiled.get(m.id, context=m.context)
        if c is None or _forms(c) != _forms(m):
            return [f"the .mo is older than the .po ({_ids(m)[0]!r}): run build_scripts/i18n.py"]
    if compiled.plural_forms != cat.plural_forms:
        return ["the .mo has another Plural-Forms than the .po: run build_scripts/i18n.py"]
    return []


# A number placeholder before a counted noun; placeholders that hold words ({name} bombs)
# are not counts.
COUNTED = re.compile(
    r"\{(?:n|k|c|count|need|pts|total|left|good|b|p|v)\}\s+(?:more\s+)?(cards|points|tricks|"
    r"deals|moves|players|games|matches|wins|sevens|bombs|lines|earlier|newer|rounds|hands|"
    r"calls)\b"
)
# The lab's tools (cardgame/lab) print figures for developers, not for players.
DEV_TOOLS = "lab"


def uncounted(template: Catalog, package: Path) -> list[str]:
    """Counts shown without ngettext: a plain string with '{n} cards', or an f-string of
    the code with a number before a plural noun ('took 1 cards')."""
    out = [repr(m.id)[:70] for m in template if isinstance(m.id, str) and COUNTED.search(m.id)]
    for path in package.rglob("*.py"):
        if path.relative_to(package).parts[0] == DEV_TOOLS:
            continue
        if path.relative_to(package).parts[0] in ("engine", "ai"):
            continue  # they never talk to people (their errors are for programmers)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            parts = node.values
            for a, b in zip(parts, parts[1:], strict=False):
                if (
                    isinstance(a, ast.FormattedValue)
                    and isinstance(b, ast.Constant)
                    and isinstance(b.value, str)
                    and COUNTED.search("{n}" + b.value.split("{")[0])
                ):
                    out.append(f"{path.name}:{node.lineno}")
    return out
