"""engine/ and ai/ never import pygame, Pillow, the UI or the scenes (DESIGN.md, layers); nothing
outside cardgame/lab imports the lab (the installers leave it out)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "cardgame"
LAB = "cardgame.lab"
# the frozen app's entry point (PyInstaller) is product code outside the package
LAUNCH = ROOT.parent / "build_scripts" / "launch.py"
FORBIDDEN = ("pygame", "PIL", "cardgame.ui", "cardgame.scenes")


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against the package
                base = ".".join(path.relative_to(ROOT.parent).with_suffix("").parts[: -node.level])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            names.append(module)
            names += [f"{module}.{a.name}" for a in node.names]  # `from cardgame import lab`
    return names


def _named_modules(path: Path) -> list[str]:
    """Module names spelled as whole strings (`import_module("...")`, `runpy.run_module`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant)
        and isinstance(n.value, str)
        and n.value.replace(".", "").replace("_", "").isalnum()
    ]


def test_engine_and_ai_sources_import_no_ui() -> None:
    bad = []
    for layer in ("engine", "ai"):
        for path in (ROOT / layer).rglob("*.py"):
            for name in _imports(path):
                if any(name == f or name.startswith(f + ".") for f in FORBIDDEN):
                    bad.append(f"{path.relative_to(ROOT.parent)}: {name}")
    assert not bad, bad


def test_nothing_outside_the_lab_imports_it() -> None:
    product = [p for p in ROOT.rglob("*.py") if (ROOT / "lab") not in p.parents] + [LAUNCH]
    assert ROOT / "__main__.py" in product and any("scenes" in p.parts for p in product)
    bad = [
        f"{path.relative_to(ROOT.parent)}: {name}"
        for path in product
        for name in _imports(path) + _named_modules(path)
        if name == LAB or name.startswith(LAB + ".")
    ]
    assert not bad, bad


def test_importing_every_game_and_bot_loads_no_pygame_or_pillow() -> None:
    code = (
        "import sys\n"
        "from cardgame.engine.registry import games\n"
        "from cardgame.ai.base import heuristics\n"
        "import cardgame.ai.search, cardgame.ai.driver, cardgame.engine.saves\n"
        "for gid, info in games().items():\n"
        "    info.module; heuristics(gid)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'PIL')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
