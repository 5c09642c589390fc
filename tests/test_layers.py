"""engine/ and ai/ never import pygame, Pillow, the UI or the scenes (DESIGN.md, layers)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "cardgame"
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
                names.append(f"{base}.{node.module}" if node.module else base)
            elif node.module:
                names.append(node.module)
    return names


def test_engine_and_ai_sources_import_no_ui() -> None:
    bad = []
    for layer in ("engine", "ai"):
        for path in (ROOT / layer).rglob("*.py"):
            for name in _imports(path):
                if any(name == f or name.startswith(f + ".") for f in FORBIDDEN):
                    bad.append(f"{path.relative_to(ROOT.parent)}: {name}")
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
