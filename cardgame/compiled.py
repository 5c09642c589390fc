"""Which engine modules may run compiled (mypyc), and the fall-back to their pure source.

`build_scripts/compile.py` builds a C extension beside each module listed here. Python
imports an extension before the .py of the same name; `use_source_if_needed` (run once when
the package is imported) makes the .py win instead when CARDGAME_PURE=1 is set or when any
listed module was edited after it was compiled, so a stale build never hides an edit.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

# The modules compiled together (one mypyc group): the hot paths of the four engines and the
# shared modules they import. Package __init__ files, the registry, the match and the saves
# stay interpreted (they run once a deal or less).
MODULES = (
    "cardgame.engine.cards",
    "cardgame.engine.actions",
    "cardgame.engine.core",
    "cardgame.engine.lazy",
    "cardgame.engine.tichu.combos",
    "cardgame.engine.tichu.keys",
    "cardgame.engine.tichu.legal",
    "cardgame.engine.tichu.options",
    "cardgame.engine.tichu.position",
    "cardgame.engine.tichu.rules",
    "cardgame.engine.tichu.scoring",
    "cardgame.engine.tichu.seen",
    "cardgame.engine.tichu.state",
    "cardgame.engine.runfast.combos",
    "cardgame.engine.runfast.options",
    "cardgame.engine.runfast.plays",
    "cardgame.engine.runfast.position",
    "cardgame.engine.runfast.rules",
    "cardgame.engine.runfast.seen",
    "cardgame.engine.pis_yedili.options",
    "cardgame.engine.pis_yedili.position",
    "cardgame.engine.pis_yedili.rules",
    "cardgame.engine.pis_yedili.seen",
    "cardgame.engine.ghost_euchre.options",
    "cardgame.engine.ghost_euchre.position",
    "cardgame.engine.ghost_euchre.rules",
    "cardgame.engine.ghost_euchre.seen",
    "cardgame.engine.ghost_euchre.strength",
)
GROUP = "cardgame.engine.native__mypyc"  # the library the compiled modules share

_ROOT = Path(__file__).resolve().parent.parent


def _extension(base: Path) -> Path | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        if (path := base.with_name(base.name + suffix)).exists():
            return path
    return None


def _source(name: str) -> Path:
    return (_ROOT / Path(*name.split("."))).with_suffix(".py")


def stale() -> list[str]:
    """Listed modules edited after the build (their code lives in the shared library; the
    per-module extensions are stubs that mypyc does not always rebuild)."""
    library = _extension(_ROOT / Path(*GROUP.split(".")))
    if library is None:
        return list(MODULES)
    built = library.stat().st_mtime
    return [name for name in MODULES if _source(name).stat().st_mtime > built]


def is_compiled(module: ModuleType) -> bool:
    return not (module.__file__ or "").endswith(".py")


class _SourceFirst:
    """Finds the listed modules as .py files, passing over their extensions (a finder on
    sys.meta_path needs only `find_spec`; importlib.abc would cost every start 15 ms)."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in MODULES:
            return None
        import importlib.util  # only when the source is put first

        return importlib.util.spec_from_file_location(fullname, _source(fullname))


def use_source_if_needed() -> None:
    """Put the source first when asked to (CARDGAME_PURE=1) or when the build is stale."""
    if getattr(sys, "frozen", False) or not any(
        _extension(_source(name).with_suffix("")) for name in MODULES
    ):
        return
    old = [] if os.environ.get("CARDGAME_PURE") == "1" else stale()
    if old:
        print(
            f"cardgame: {old[0]} changed after it was compiled; running the pure source "
            "(python3 build_scripts/dev.py compile rebuilds it)",
            file=sys.stderr,
        )
    if old or os.environ.get("CARDGAME_PURE") == "1":
        sys.meta_path.insert(0, _SourceFirst())
