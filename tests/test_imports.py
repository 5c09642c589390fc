"""No import circle between the modules of `cardgame`, read from the sources (nothing imported).

What counts as an edge A -> B (A's source imports module B):
- every `import` and `from ... import` that can run, at module level or inside a function: an
  import in a function only defers the circle to the first call, where it can still meet a
  half-initialised module, so it is counted;
- imports under `if TYPE_CHECKING:` never run and are left out;
- `from P import name` counts P and, when `P.name` is a module, that module too;
- a module importing its own package (`from . import x` where x is defined in `__init__`) is
  not an edge: Python has already started that package before the module runs, and the graph
  would otherwise call every package whose `__init__` gathers its submodules a circle.
Lookups by name at run time (`importlib.import_module(f"cardgame.ai.{game_id}")`, the games'
registry) name no module in the source and are not edges: they are the plugin direction, from
the list of games down to a game, and each game's package imports the registry, not the list.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "cardgame"


def _modules(root: Path, package: str) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes under `if TYPE_CHECKING:` (or `typing.TYPE_CHECKING`)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                skip.update(id(n) for n in ast.walk(child))
    return skip


def _targets(node: ast.AST, module: str, is_package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level:
        here = module.split(".") if is_package else module.split(".")[:-1]
        base = here[: len(here) - (node.level - 1)]
        name = ".".join(base + ([node.module] if node.module else []))
    else:
        name = node.module or ""
    return [name] + [f"{name}.{alias.name}" for alias in node.names]


def import_graph(root: Path = ROOT, package: str = PACKAGE) -> dict[str, set[str]]:
    """Module -> the modules of `package` its source imports at run time."""
    modules = _modules(root, package)
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        skip = _type_checking_only(tree)
        is_package = path.name == "__init__.py"
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            for target in _targets(node, module, is_package):
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != module and not module.startswith(target + "."):
                    graph[module].add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected sets of two or more modules (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circle_in_cardgame() -> None:
    found = circles(import_graph())
    assert not found, "import circles:\n" + "\n".join(" <-> ".join(c) for c in found)


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_a_circle_through_a_function_level_import_is_found(tmp_path: Path) -> None:
    _write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "from .b import f\n",
            "pkg/b.py": "def f():\n    from . import a\n    return a\n",
            "pkg/c.py": "from pkg.a import f\n",
        },
    )
    assert circles(import_graph(tmp_path, "pkg")) == [["pkg.a", "pkg.b"]]


def test_type_checking_imports_and_the_own_package_are_no_edge(tmp_path: Path) -> None:
    _write(
        tmp_path,
        {
            "pkg/__init__.py": "from .a import A\n",
            "pkg/a.py": "from typing import TYPE_CHECKING\nfrom . import b\nA = 1\n"
            "if TYPE_CHECKING:\n    from .b import B\n",
            "pkg/b.py": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from .a import A\n",
            "pkg/sub/__init__.py": "from .. import A\nfrom ..a import A as B\n",
        },
    )
    graph = import_graph(tmp_path, "pkg")
    assert graph == {"pkg": {"pkg.a"}, "pkg.a": {"pkg.b"}, "pkg.b": set(), "pkg.sub": {"pkg.a"}}
    assert circles(graph) == []
