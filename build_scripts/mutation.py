#!/usr/bin/env python3
"""The mutation run (a development tool, never part of CI): mutmut over the modules listed in
pyproject.toml's [tool.mutmut], against its fast test selection.

    python3 build_scripts/mutation.py            # a full run (most of an hour on two cores)
    python3 build_scripts/mutation.py rerun      # again, only the mutants the last run left
    python3 build_scripts/mutation.py results    # list the surviving mutants again
    python3 build_scripts/mutation.py score      # the counts and the score

It installs mutmut into a scratch virtual environment in the system's temporary folder,
copies the committed tree there (mutmut writes a `mutants/` folder beside the code it
mutates) and runs at low priority. Standard library only.

`rerun` is for tests added after a full run: it refreshes the committed tests and
pyproject.toml in the scratch tree and runs only the mutants that were not killed. A test
selection that changed makes mutmut forget every verdict, so the verdicts of the full run
are kept in `verdicts.json` first and each mutant the rerun did not try keeps its verdict
from there (adding tests cannot bring a killed mutant back).
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
import venv
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = Path(tempfile.gettempdir()) / "cardgame-mutation"
TREE = SCRATCH / "tree"
VERDICTS = SCRATCH / "verdicts.json"
MUTMUT = "mutmut==3.8.1"
NEEDS = [MUTMUT, "pytest>=7", "hypothesis>=6", "platformdirs>=3"]
KILLED = ("killed", "caught by type check")


def _python() -> Path:
    env = SCRATCH / "venv"
    python = env / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    if not python.exists():
        venv.EnvBuilder(with_pip=True).create(env)
        subprocess.check_call([str(python), "-m", "pip", "install", "-q", *NEEDS])
    return python


def _extract(into: Path, *paths: str) -> None:
    """The committed files (git archive HEAD), so that local edits and caches stay out."""
    archive = subprocess.run(
        ["git", "archive", "HEAD", *paths], cwd=ROOT, check=True, capture_output=True
    )
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(into, filter="data")


def _copy_tree() -> Path:
    if TREE.exists():
        shutil.rmtree(TREE)
    TREE.mkdir(parents=True)
    _extract(TREE)
    return TREE


def _verdicts(mutmut: list[str]) -> dict[str, str]:
    """Every mutant's status as `mutmut results --all true` lists it."""
    out = subprocess.run(
        [*mutmut, "results", "--all", "true"], cwd=TREE, check=True, capture_output=True, text=True
    ).stdout
    found = {}
    for line in out.splitlines():
        name, sep, status = line.strip().rpartition(": ")
        if sep and name.startswith("cardgame."):
            found[name] = status
    return found


def _score(verdicts: dict[str, str]) -> str:
    counts = Counter(verdicts.values())
    total = len(verdicts)
    killed = sum(counts[k] for k in KILLED)
    timeout = counts["timeout"]
    lines = [f"{status}: {n}" for status, n in sorted(counts.items())]
    lines.append(f"total: {total}")
    if total:
        lines.append(f"score, timeouts not counted as killed: {100 * killed / total:.1f}%")
        lines.append(f"score, timeouts counted as killed: {100 * (killed + timeout) / total:.1f}%")
    return "\n".join(lines)


def _nice() -> list[str]:
    return ["nice", "-n", "15"] if shutil.which("nice") else []


def _full(mutmut: list[str]) -> int:
    _copy_tree()
    code = subprocess.call([*_nice(), *mutmut, "run", "--max-children", "2"], cwd=TREE)
    verdicts = _verdicts(mutmut)
    VERDICTS.write_text(json.dumps(verdicts, indent=1, sort_keys=True), encoding="utf-8")
    subprocess.call([*mutmut, "results"], cwd=TREE)
    print(_score(verdicts))
    return code


def _rerun(mutmut: list[str]) -> int:
    if not VERDICTS.exists():
        if not TREE.exists():
            print("No full run to go on from: run this script without arguments first.")
            return 2
        VERDICTS.write_text(json.dumps(_verdicts(mutmut), indent=1, sort_keys=True))
    before: dict[str, str] = json.loads(VERDICTS.read_text(encoding="utf-8"))
    again = sorted(name for name, status in before.items() if status not in KILLED)
    if not again:
        print(_score(before))
        return 0
    shutil.rmtree(TREE / "tests", ignore_errors=True)
    _extract(TREE, "tests", "pyproject.toml")
    code = subprocess.call([*_nice(), *mutmut, "run", "--max-children", "2", *again], cwd=TREE)
    now = _verdicts(mutmut)
    merged = {
        name: now.get(name, status) if name in again else status for name, status in before.items()
    }
    VERDICTS.write_text(json.dumps(merged, indent=1, sort_keys=True), encoding="utf-8")
    for name in again:
        if merged[name] not in KILLED:
            print(f"    {name}: {merged[name]}")
    print(_score(merged))
    return code


def main(argv: list[str]) -> int:
    mutmut = [str(_python()), "-m", "mutmut"]
    if argv[:1] == ["results"]:
        return subprocess.call([*mutmut, "results"], cwd=TREE)
    if argv[:1] == ["score"]:
        verdicts = json.loads(VERDICTS.read_text()) if VERDICTS.exists() else _verdicts(mutmut)
        print(_score(verdicts))
        return 0
    if argv[:1] == ["rerun"]:
        return _rerun(mutmut)
    return _full(mutmut)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
