#!/usr/bin/env python3
"""The mutation run (a development tool, never part of CI): mutmut over the modules listed in
pyproject.toml's [tool.mutmut], against its fast test selection.

    python3 build_scripts/mutation.py            # run (about half an hour on two cores)
    python3 build_scripts/mutation.py results    # list the surviving mutants again

It installs mutmut into a scratch virtual environment in the system's temporary folder,
copies the committed tree there (mutmut writes a `mutants/` folder beside the code it
mutates) and runs at low priority. Standard library only.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = Path(tempfile.gettempdir()) / "cardgame-mutation"
MUTMUT = "mutmut==3.8.1"
NEEDS = [MUTMUT, "pytest>=7", "hypothesis>=6", "platformdirs>=3"]


def _python() -> Path:
    env = SCRATCH / "venv"
    python = env / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    if not python.exists():
        venv.EnvBuilder(with_pip=True).create(env)
        subprocess.check_call([str(python), "-m", "pip", "install", "-q", *NEEDS])
    return python


def _copy_tree() -> Path:
    """The committed tree (git archive), so that local edits and caches stay out of it."""
    tree = SCRATCH / "tree"
    if tree.exists():
        shutil.rmtree(tree)
    tree.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", "HEAD"], cwd=ROOT, check=True, capture_output=True)
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive.stdout, check=True)
    return tree


def main(argv: list[str]) -> int:
    python = _python()
    mutmut = [str(python), "-m", "mutmut"]
    if argv[:1] == ["results"]:
        return subprocess.call([*mutmut, "results"], cwd=SCRATCH / "tree")
    tree = _copy_tree()
    nice = ["nice", "-n", "15"] if shutil.which("nice") else []
    code = subprocess.call([*nice, *mutmut, "run", "--max-children", "2"], cwd=tree)
    subprocess.call([*mutmut, "results"], cwd=tree)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
