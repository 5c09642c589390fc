#!/usr/bin/env python3
"""Windows release: the one-folder app, then the NSIS installer (run on Windows).

    py -3.11 build_scripts\\build_windows.py            # dist\\cardgame-<v>-windows-setup.exe
    py -3.11 build_scripts\\build_windows.py --onefile  # also dist\\cardgame-<v>-windows.exe

Needs NSIS 3 (`makensis` on the PATH or in its default folder; `choco install nsis` or
`winget install NSIS.NSIS`). The installer is per-user (no admin rights): the app goes to
%LOCALAPPDATA%\\Programs\\Card Table, with Start-menu and desktop shortcuts and an uninstaller.
On Linux, `build_linux.py --nsis-check` compiles the same script against its own bundle.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle

ROOT = bundle.ROOT
NSI = ROOT / "build_scripts" / "installer.nsi"
ICO = ROOT / "build_scripts" / "icon" / "cardgame.ico"


def find_makensis() -> str:
    found = shutil.which("makensis")
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        if not found and base and (Path(base) / "NSIS" / "makensis.exe").exists():
            found = str(Path(base) / "NSIS" / "makensis.exe")
    if not found:
        raise SystemExit("makensis not found: install NSIS 3 (Debian/Ubuntu: apt-get install nsis)")
    return found


def makensis(app: Path, version: str, out: Path, fast: bool = False) -> Path:
    """Compile installer.nsi against the one-folder app `app` into `out`."""
    out.parent.mkdir(parents=True, exist_ok=True)
    flag = "/" if os.name == "nt" else "-"
    cmd = [
        find_makensis(),
        f"{flag}V2",
        f"{flag}DVERSION={version}",
        f"{flag}DSRCDIR={app}",
        f"{flag}DOUTFILE={out}",
        f"{flag}DICON={ICO}",
    ]
    if fast:
        cmd.append(f"{flag}DFAST")
    subprocess.check_call(cmd + [str(NSI)])
    print(f"NSIS installer: {out} ({out.stat().st_size / 1e6:.1f} MB)", flush=True)
    return out


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="build_windows.py", description=__doc__.splitlines()[0])
    p.add_argument("--onefile", action="store_true", help="also build the one-file app")
    args = p.parse_args(argv)
    version = bundle.version()
    bundle.compile_engine()  # with MSVC Build Tools; else the pure engine ships
    exe = bundle.freeze()
    bundle.smoke(exe, ROOT / "build" / "smoke" / "onedir.png")
    makensis(exe.parent, version, bundle.DIST / f"cardgame-{version}-windows-setup.exe")
    if args.onefile:
        one = bundle.freeze(onefile=True)
        bundle.smoke(one, ROOT / "build" / "smoke" / "onefile.png")
        shutil.move(one, bundle.DIST / f"cardgame-{version}-windows.exe")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
