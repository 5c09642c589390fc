"""Helpers for the language tests: a pseudo-language and the checks on recorded text.

The pseudo-language `qps` translates every string of the template into accented letters
about a third longer, in brackets (`Settings` -> `[Séttííngs]`), placeholders kept: a text
drawn without brackets was not translated, or was translated once and kept; a long one shows
where a real translation will not fit. Real catalogs sit beside it."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from cardgame import i18n

PSEUDO = "qps"
TEMPLATE = i18n.LOCALE_DIR / "cardgame.pot"
_ACCENT = str.maketrans("aeiouyAEIOUYcnszlgCNSZLG", "áéíóúýÁÉÍÓÚÝçñšžłğÇÑŠŽŁĞ")
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def pseudo(text: str) -> str:
    """Accented, vowels doubled (about a third longer), bracketed; placeholders kept."""
    parts = _PLACEHOLDER.split(text)
    out = []
    for k, part in enumerate(parts):
        if k % 2:
            out.append(part)
        else:
            out.append(re.sub(r"([aeiouAEIOU])", r"\1\1", part).translate(_ACCENT))
    return "[" + "".join(out) + "]"


def make_locale(root: Path) -> Path:
    """A locale folder with the real compiled catalogs and the pseudo-language."""
    for mo in i18n.LOCALE_DIR.glob("*/LC_MESSAGES/cardgame.mo"):
        lang = mo.parent.parent.name
        (root / lang / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
        (root / lang / "LC_MESSAGES" / "cardgame.mo").write_bytes(mo.read_bytes())
    with TEMPLATE.open("rb") as f:
        template = read_po(f)
    cat = Catalog(locale="en", domain="cardgame")
    for m in template:
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            cat.add(m.id, tuple(pseudo(x) for x in m.id), context=m.context)
        else:
            cat.add(m.id, pseudo(m.id), context=m.context)
    folder = root / PSEUDO / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "cardgame.mo").open("wb") as f:
        write_mo(f, cat)
    return root


@pytest.fixture(scope="module")
def locale_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_locale(tmp_path_factory.mktemp("locale"))


@pytest.fixture
def pseudo_home(locale_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    """The real catalogs and the pseudo-language, and an empty folder for the app's files;
    English again afterwards."""
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale_dir)
    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    yield tmp_path
    i18n.set_language("en")


def english_ids() -> set[str]:
    """Every English string of the template that has letters (a text that could be left
    untranslated)."""
    with TEMPLATE.open("rb") as f:
        template = read_po(f)
    ids: set[str] = set()
    for m in template:
        for x in m.id if isinstance(m.id, tuple) else (m.id,):
            if x and re.search(r"[A-Za-z]{2}", x) and "{" not in x:
                ids.add(x)
    return ids


def _inside(inner: pygame.Rect, outer: pygame.Rect, slack: int) -> bool:
    return outer.inflate(2 * slack, 2 * slack).contains(inner)


def problems(drawn: list, size: tuple[int, int]) -> list[str]:
    """Texts outside their box or the window, texts drawn over one another, and texts a
    button hides (or hides a button's label)."""
    window = pygame.Rect(0, 0, *size)
    out: list[str] = []
    seen: list = []
    buttons = [d.rect for d in drawn if d.button]
    for d in drawn:
        if d.button:
            continue
        rect = d.rect
        if d.clip is not None:  # a scrolled page: only what shows, and only sideways
            rect = rect.clip(d.clip)
            if not rect.width or not rect.height:
                continue
            box = pygame.Rect(d.box.left, rect.top, d.box.width, rect.height)
        else:
            box = d.box
        slack = max(2, rect.height // 10)  # the shadow's offset, a glyph's side bearing
        if not _inside(rect, box, slack):
            out.append(f"{d.text!r} {tuple(rect)} runs out of its box {tuple(box)}")
        elif not _inside(rect, window, 0):
            out.append(f"{d.text!r} {tuple(rect)} runs out of the window")
        seen.append((d, rect))
        core = rect.inflate(-2, -round(rect.height * 0.3))
        for button in buttons:  # a text of its own lies in its box, inside the button
            if core.colliderect(button) and not _inside(d.box, button, 8):
                out.append(f"{d.text!r} {tuple(rect)} lies under the button at {tuple(button)}")
    for i, (a, ra) in enumerate(seen):
        core_a = ra.inflate(-2, -round(ra.height * 0.3))
        for b, rb in seen[i + 1 :]:
            if a.text == b.text and ra == rb:
                continue  # drawn twice in one place (a redraw)
            core_b = rb.inflate(-2, -round(rb.height * 0.3))
            if core_a.colliderect(core_b):
                out.append(f"{a.text!r} {tuple(ra)} and {b.text!r} {tuple(rb)} overlap")
    return out


def screen_problems(app, drawn: list) -> list[str]:
    """What the screen on top says badly beyond `problems`: a dialog's question that leaves
    one word alone on its last line, a table title on more than one line of its bar."""
    from cardgame.scenes.dialog import ConfirmScene
    from cardgame.scenes.table.scene import TableScene

    top = app.top
    out: list[str] = []
    lines: list[str] = []
    if isinstance(top, ConfirmScene):
        lines = top.lines
    elif isinstance(top, TableScene):
        lines = top.chooser.lines if top.chooser is not None else []
        bar = top.layout.topbar
        buttons = [d.rect for d in drawn if d.button]
        titles = [
            d
            for d in drawn
            if not d.button
            and bar.collidepoint(d.rect.center)
            and not any(b.collidepoint(d.rect.center) for b in buttons)
        ]
        if len(titles) > 1:
            out.append(f"the title takes {len(titles)} lines: {[d.text for d in titles]}")
    if len(lines) > 1 and len(lines[-1].split()) == 1 and len(lines[-2].split()) > 2:
        out.append(f"{lines[-1]!r} stands alone under {lines[-2]!r}")
    return out
