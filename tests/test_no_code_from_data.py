"""No code from data: nothing the app reads from disk (saves, settings, statistics, rules
text) can run as code. No module of the package may use pickle, marshal, shelve or
dill, nor call eval, exec, compile or __import__ (importlib by a game id from our own
registry is the only dynamic import, and it takes names, not file contents). JSON is the
only format read back."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "cardgame"
UNSAFE_MODULES = {
    "pickle",
    "cPickle",
    "_pickle",
    "marshal",
    "shelve",
    "dill",
    "cloudpickle",
    "jsonpickle",
    "yaml",
}
UNSAFE_CALLS = {"eval", "exec", "compile", "__import__", "execfile"}


def offences(source: str, name: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, ast.Import):
            found += [
                f"{name}:{node.lineno} imports {a.name}"
                for a in node.names
                if a.name.split(".")[0] in UNSAFE_MODULES
            ]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            if node.module.split(".")[0] in UNSAFE_MODULES:
                found.append(f"{name}:{node.lineno} imports from {node.module}")
        elif isinstance(node, ast.Call):
            f = node.func
            called = (
                f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            )
            if called in UNSAFE_CALLS and not (
                isinstance(f, ast.Attribute) and called == "compile"
            ):  # re.compile is fine
                found.append(f"{name}:{node.lineno} calls {called}")
            if (
                called in ("loads", "load")
                and isinstance(f, ast.Attribute)
                and isinstance(f.value, ast.Name)
                and f.value.id in UNSAFE_MODULES
            ):
                found.append(f"{name}:{node.lineno} calls {f.value.id}.{called}")
    return found


def test_no_module_runs_code_from_data() -> None:
    bad = []
    for path in sorted(ROOT.rglob("*.py")):
        bad += offences(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT.parent)))
    assert not bad, bad


def test_the_scan_finds_each_kind() -> None:
    """The scanner itself: every unsafe form is reported, the safe look-alikes are not."""
    unsafe = [
        "import pickle",
        "from marshal import loads",
        "import shelve as s",
        "eval(text)",
        "exec(code)",
        "__import__(name)",
        "builtins.exec(x)",
        "pickle.loads(data)",
    ]
    for line in unsafe:
        assert offences(line, "x.py"), line
    for line in [
        "import json",
        "json.loads(text)",
        "re.compile('a')",
        "pattern.compile(x)",
        "importlib.import_module('cardgame.engine.tichu')",
        "evaluate(x)",
    ]:
        assert not offences(line, "x.py"), line
