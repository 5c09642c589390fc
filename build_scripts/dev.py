#!/usr/bin/env python3
"""Set up `.venv` on first use (and again when pyproject.toml changes), then play or test.

Standard library only, so that a machine with nothing but Python 3.11+ and its venv module
can run `python3 build_scripts/dev.py play` and `python3 build_scripts/dev.py test`. `test`
runs the static checks first (ruff lint, ruff format check, mypy; see pyproject.toml) and
stops on any finding; `check` runs only them. `compile` builds the compiled engine
(build_scripts/compile.py; needs a C compiler), `compile --clean` removes it.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / "cardgame-installed.sha256"


def _python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _wanted() -> str:
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()


def ensure_venv() -> Path:
    """Create the virtual environment and install the project with its test extras."""
    if not _python().exists():
        print("Creating .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    if not STAMP.exists() or STAMP.read_text().strip() != _wanted():
        print("Installing cardgame and its dependencies into .venv ...", flush=True)
        subprocess.check_call([str(_python()), "-m", "pip", "install", "-q", "--upgrade", "pip"])
        subprocess.check_call([str(_python()), "-m", "pip", "install", "-q", "-e", f"{ROOT}[test]"])
        STAMP.write_text(_wanted())
    return _python()


# Run before the tests; each must report nothing. The settings live in pyproject.toml.
CHECKS = (
    ("ruff check", ["-m", "ruff", "check", "."]),
    ("ruff format --check", ["-m", "ruff", "format", "--check", "."]),
    ("mypy", ["-m", "mypy"]),
)


def checks_pass(python: str) -> bool:
    """Run every static check (all of them, so that one run shows every finding)."""
    failed = []
    for name, args in CHECKS:
        print(f"-- {name}", flush=True)
        if subprocess.call([python, *args], cwd=ROOT) != 0:
            failed.append(name)
    if failed:
        print(f"static checks failed: {', '.join(failed)}; the tests did not run")
    return not failed


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"play", "test", "check", "bench", "compile", "python"}:
        print(
            "usage: dev.py play [app options] | test [pytest options] | check | bench [options]"
            " | compile [--clean]"
        )
        return 2
    python = str(ensure_venv())
    command, rest = argv[0], argv[1:]
    if command == "check":
        return 0 if checks_pass(python) else 1
    if command == "play":
        args = [python, "-m", "cardgame", *rest]
    elif command == "test":
        if not checks_pass(python):
            return 1
        # every core works (pytest-xdist); `test -n 0` runs in one process
        args = [python, "-m", "pytest", *(["-n", "auto"] if "-n" not in rest else []), *rest]
    elif command == "bench":
        args = [python, "-m", "cardgame.lab.bench", *rest]
    elif command == "compile":
        args = [python, str(ROOT / "build_scripts" / "compile.py"), *rest]
    else:
        args = [python, *rest]
    return subprocess.call(args, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
