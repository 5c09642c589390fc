#!/usr/bin/env python3
"""Freeze the app with PyInstaller and check the result headless (every OS's build uses this).

    python3 build_scripts/bundle.py              # one-folder app in dist/cardgame/, smoked
    python3 build_scripts/bundle.py --onefile    # one-file app dist/onefile/cardgame[.exe]
    python3 build_scripts/bundle.py --startup    # also time start to first menu frame

PyInstaller (the `package` extra of pyproject.toml) is installed into `.venv` on first use.
The check runs the frozen app's `--smoke` option: menu and table drawn under SDL's dummy video
driver, a screenshot written, exit 0.

The engine is compiled first (build_scripts/compile.py) where a C compiler is found, and the
app ships the compiled modules; where none is, it ships the pure Python engine and says so.
`compile_engine(required=True)` (the Linux build) fails instead.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dev

ROOT = dev.ROOT
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
SPEC = ROOT / "build_scripts" / "cardgame.spec"
EXE = ".exe" if os.name == "nt" else ""


def version() -> str:
    """The one version number (cardgame/__init__.py), read without importing the package."""
    for line in (ROOT / "cardgame" / "__init__.py").read_text().splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise RuntimeError("no __version__ in cardgame/__init__.py")


def python() -> str:
    """The project's .venv with the packaging tools in it."""
    py = str(dev.ensure_venv())
    try:
        subprocess.run([py, "-c", "import PyInstaller"], check=True, capture_output=True)
    except subprocess.CalledProcessError:
        extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
            "optional-dependencies"
        ]["package"]
        print("Installing the packaging tools into .venv ...", flush=True)
        subprocess.check_call([py, "-m", "pip", "install", "-q", *extras])
    return py


def compile_engine(required: bool = False) -> bool:
    """Build the compiled engine into the tree before freezing; True when it was built."""
    py = python()
    script = str(ROOT / "build_scripts" / "compile.py")
    if subprocess.call([py, script], cwd=ROOT) == 0:
        print("engine: compiled (mypyc)", flush=True)
        return True
    if required:
        raise SystemExit("the engine did not compile (needs a C compiler and the Python headers)")
    subprocess.check_call([py, script, "--clean"], cwd=ROOT)
    print("engine: no C compiler here, the app ships the pure Python engine", flush=True)
    return False


def shipped_compiled(app: Path) -> bool:
    """Whether a one-folder app holds the compiled engine's shared library."""
    return any(app.rglob("native__mypyc.*"))


def leave_out_the_lab(work: Path) -> None:
    """Fail when the frozen app's modules (PyInstaller's table of them) hold the lab."""
    shipped = [
        name
        for toc in work.glob("PYZ-*.toc")
        for name in re.findall(r"'(cardgame\.lab(?:\.\w+)*)'", toc.read_text())
    ]
    if shipped:
        raise SystemExit(f"the frozen app carries the lab: {', '.join(sorted(set(shipped)))}")


def freeze(onefile: bool = False) -> Path:
    """Run PyInstaller; returns the executable (inside dist/cardgame/ for one folder)."""
    py = python()
    dist = DIST / "onefile" if onefile else DIST  # beside, not over, the one-folder app
    cmd = [
        py,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(WORK / ("onefile" if onefile else "onedir")),
    ]
    if onefile:
        cmd += ["--", "--onefile"]
    t0 = time.monotonic()
    subprocess.check_call(cmd, cwd=ROOT)
    leave_out_the_lab(WORK / ("onefile" if onefile else "onedir") / "cardgame")
    exe = dist / f"cardgame{EXE}" if onefile else dist / "cardgame" / f"cardgame{EXE}"
    print(
        f"PyInstaller {'one-file' if onefile else 'one-folder'} build: {exe} "
        f"({time.monotonic() - t0:.0f} s)",
        flush=True,
    )
    return exe


def clean_env() -> dict[str, str]:
    """The environment a double-click would give: none of the developer's Python settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    return env


def smoke(exe: Path | list[str], shot: Path) -> None:
    """Run the built app's --smoke option from outside the source tree; fail loudly."""
    cmd = [str(exe)] if isinstance(exe, Path) else list(exe)
    shot.parent.mkdir(parents=True, exist_ok=True)
    shot.unlink(missing_ok=True)
    out = subprocess.run(
        cmd + ["--smoke", str(shot)],
        env=clean_env(),
        cwd=shot.parent,
        capture_output=True,
        text=True,
        timeout=300,
    )
    print(out.stdout.strip(), out.stderr.strip(), sep="\n" if out.stderr.strip() else "")
    if out.returncode != 0 or not shot.exists() or shot.stat().st_size < 10000:
        raise SystemExit(f"smoke check failed: {cmd} (exit {out.returncode})")
    assets = out.stdout.split("assets from ", 1)[-1].split(", screenshot", 1)[0]
    if Path(assets).resolve() in (ROOT, ROOT / "share" / "cardgame"):
        raise SystemExit(f"smoke check: the build read its assets from the source tree {assets}")
    print(f"smoke check passed: {shot}", flush=True)


def startup(exe: Path, runs: int = 5) -> float:
    """Median seconds from starting the app to its first drawn menu frame (dummy video)."""
    env = clean_env() | {
        "CARDGAME_READY_EXIT": "1",
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    times = []
    for _ in range(runs):
        t0 = time.monotonic()
        out = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=60)
        times.append(time.monotonic() - t0)
        if out.returncode != 0:
            raise SystemExit(out.stderr)
    return statistics.median(times)


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="bundle.py", description=__doc__.splitlines()[0])
    p.add_argument("--onefile", action="store_true", help="one executable instead of a folder")
    p.add_argument("--startup", action="store_true", help="time start to first menu frame")
    p.add_argument("--pure", action="store_true", help="ship the pure Python engine")
    args = p.parse_args(argv)
    if args.pure:
        subprocess.check_call([python(), str(ROOT / "build_scripts" / "compile.py"), "--clean"])
    else:
        compile_engine()
    exe = freeze(args.onefile)
    smoke(exe, ROOT / "build" / "smoke" / ("onefile.png" if args.onefile else "onedir.png"))
    size = exe.stat().st_size if args.onefile else tree_size(exe.parent)
    print(f"size: {size / 1e6:.1f} MB", flush=True)
    if args.startup:
        print(f"start to first menu frame (median of 5): {startup(exe):.2f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
