#!/usr/bin/env python3
"""Compile the rules engines to C extensions with mypyc (optional; the .py stays the source).

    python3 build_scripts/dev.py compile          # build the extensions beside the sources
    python3 build_scripts/dev.py compile --clean  # remove them: back to pure Python

mypyc (part of mypy) turns the engine's own type-annotated modules (the list is in
cardgame/compiled.py) into one C extension each, plus the library they share,
cardgame/engine/native__mypyc. Python imports an extension before the .py of the same name,
so the compiled engine runs wherever it was built; where there is no C compiler nothing
changes and the pure source runs. cardgame/compiled.py falls back to the source when a module
was edited after the build, and CARDGAME_PURE=1 forces the source. Needs a C compiler and the
Python headers (Debian: gcc python3-dev). The generated C goes to build/mypyc; nothing
compiled is committed.
"""

from __future__ import annotations

import argparse
import ast
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from cardgame.compiled import GROUP, MODULES  # noqa: E402

WORK = ROOT / "build" / "mypyc"


def sources() -> list[str]:
    return [str(Path(*name.split(".")).with_suffix(".py")) for name in MODULES]


def imported_by() -> list[str]:
    """The modules outside the package that the compiled modules' sources import (a frozen
    app must be told of them: the compiled form hides its imports from a freezer)."""
    found: set[str] = set()
    for source in sources():
        for node in ast.walk(ast.parse((ROOT / source).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                found.add(node.module)
    return sorted(m for m in found if m != "__future__" and not m.startswith("cardgame"))


def built() -> list[Path]:
    """The extension files of this tree (the modules' and the shared runtime's)."""
    found = []
    for name in (*MODULES, GROUP):
        found += (ROOT / Path(*name.split("."))).parent.glob(name.rsplit(".", 1)[-1] + ".*.so")
        found += (ROOT / Path(*name.split("."))).parent.glob(name.rsplit(".", 1)[-1] + ".*.pyd")
    return sorted(found)


def clean() -> None:
    for path in built():
        path.unlink()


def compile_engine(jobs: int) -> float:
    """Generate the C and build every extension in place; returns the seconds it took."""
    import os

    from mypyc.build import mypycify
    from setuptools import Distribution

    t0 = time.monotonic()
    clean()
    os.chdir(ROOT)  # mypyc names modules by their path from here
    extensions = mypycify(
        ["--no-warn-unused-configs", *sources()],
        opt_level="3",
        target_dir=str(WORK),
        group_name=GROUP.removesuffix("__mypyc"),
    )
    dist = Distribution({"name": "cardgame", "ext_modules": extensions})
    command = dist.get_command_obj("build_ext")
    command.inplace = True  # type: ignore[attr-defined]
    command.build_temp = str(WORK / "temp")  # type: ignore[attr-defined]
    command.build_lib = str(WORK / "lib")  # type: ignore[attr-defined]
    command.parallel = jobs  # type: ignore[attr-defined]
    dist.run_command("build_ext")
    for path in built():  # newer than every source now, also where the C came out unchanged
        os.utime(path)  # (cardgame/compiled.py tells a stale build by these times)
    return time.monotonic() - t0


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="compile.py", description=__doc__.splitlines()[0])
    p.add_argument("--clean", action="store_true", help="remove the compiled extensions")
    p.add_argument("-j", "--jobs", type=int, default=2, help="C compiler processes (2)")
    args = p.parse_args(argv)
    if args.clean:
        clean()
        print("compiled engine removed: the pure source runs")
        return 0
    seconds = compile_engine(max(1, args.jobs))
    print(f"compiled {len(MODULES)} engine modules in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
