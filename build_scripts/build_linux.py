#!/usr/bin/env python3
"""Linux release: the one-folder app as `.tar.gz` and as a `.deb`, both checked headless.

    python3 build_scripts/build_linux.py              # dist/cardgame-<v>-linux-<arch>.tar.gz
                                                      # and dist/cardgame_<v>_<arch>.deb
    python3 build_scripts/build_linux.py --onefile    # also the one-file app, smoked
    python3 build_scripts/build_linux.py --nsis-check # also compile the Windows installer
                                                      # script against this tree (makensis)

The .deb puts the app under /opt/cardgame, a `cardgame` launcher in /usr/bin (a relative
symlink), a desktop entry and the icon. The engine ships compiled (mypyc): the build needs gcc
and the Python headers, and fails without them. The check unpacks the .deb into a throwaway root
(`dpkg -x`) and runs the launcher's `--smoke` option from there. Needs `dpkg-deb` (Debian,
Ubuntu). The bundle needs the build machine's glibc or newer: build on the oldest system you
want to support.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle

ROOT = bundle.ROOT
DIST = bundle.DIST
APP_NAME = "Card Table"
DESKTOP = f"""[Desktop Entry]
Type=Application
Name={APP_NAME}
GenericName=Card games
Comment=Tichu, Run Fast, Pis Yedili and Ghost Hand Euchre against computer players
Exec=cardgame
Icon=cardgame
Terminal=false
Categories=Game;CardGame;
Keywords=cards;tichu;euchre;crazy eights;
"""


def glibc() -> str:
    """The glibc version of this machine: the oldest the bundle runs on."""
    return platform.libc_ver()[1] or "2.17"


def deb_arch() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def tarball(app: Path, version: str) -> Path:
    out = DIST / f"cardgame-{version}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(app, arcname=f"cardgame-{version}")
    return out


def deb(app: Path, version: str) -> Path:
    """Lay out the package tree and build it with dpkg-deb."""
    stage = ROOT / "build" / "deb"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(app, stage / "opt" / "cardgame", symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    os.symlink("../../opt/cardgame/cardgame", stage / "usr" / "bin" / "cardgame")
    apps = stage / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "cardgame.desktop").write_text(DESKTOP)
    icons = stage / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True)
    shutil.copy(ROOT / "sprites" / "icon.png", icons / "cardgame.png")
    doc = stage / "usr" / "share" / "doc" / "cardgame"
    doc.mkdir(parents=True)
    shutil.copy(ROOT / "fonts" / "LICENSE-DejaVu.txt", doc / "copyright-fonts")
    (doc / "copyright").write_text(
        "cardgame: MIT licence. Fonts: DejaVu (see copyright-fonts)."
        "\nBundles Python, pygame-ce and SDL2 with their licences.\n"
    )
    size_kb = bundle.tree_size(stage) // 1024
    (stage / "DEBIAN").mkdir()
    (stage / "DEBIAN" / "control").write_text(
        f"Package: cardgame\nVersion: {version}\nArchitecture: {deb_arch()}\n"
        f"Maintainer: cardgame developers <cardgame@users.noreply.github.com>\n"
        f"Installed-Size: {size_kb}\nDepends: libc6 (>= {glibc()})\n"
        "Recommends: libx11-6, libxext6\nSection: games\nPriority: optional\n"
        f"Description: {APP_NAME}: four card games against computer players\n"
        " Tichu, Run Fast, Pis Yedili and Ghost Hand Euchre, offline, with a desktop\n"
        " window (pygame-ce). Self-contained: Python comes with it.\n"
    )
    for p in stage.rglob("*"):  # root-owned, world-readable, as dpkg wants
        if not p.is_symlink():
            p.chmod(0o755 if p.is_dir() or os.access(p, os.X_OK) else 0o644)
    out = DIST / f"cardgame_{version}_{deb_arch()}.deb"
    subprocess.check_call(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(out)],
        stdout=subprocess.DEVNULL,
    )
    return out


def check_deb(pkg: Path) -> None:
    """Unpack into a throwaway root, check the layout, and smoke-test the launcher."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        subprocess.check_call(["dpkg", "-x", str(pkg), str(root)])
        for rel in (
            "opt/cardgame/cardgame",
            "usr/share/applications/cardgame.desktop",
            "usr/share/icons/hicolor/256x256/apps/cardgame.png",
        ):
            if not (root / rel).is_file():
                raise SystemExit(f".deb check: {rel} missing")
        launcher = root / "usr" / "bin" / "cardgame"
        if os.readlink(launcher) != "../../opt/cardgame/cardgame":
            raise SystemExit(".deb check: the launcher does not point at /opt/cardgame")
        if shutil.which("desktop-file-validate"):
            subprocess.check_call(
                ["desktop-file-validate", str(root / "usr/share/applications/cardgame.desktop")]
            )
        bundle.smoke(launcher, root / "smoke" / "deb.png")
        shutil.copy(root / "smoke" / "deb.png", ROOT / "build" / "smoke" / "deb.png")


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="build_linux.py", description=__doc__.splitlines()[0])
    p.add_argument("--onefile", action="store_true", help="also build the one-file app")
    p.add_argument(
        "--nsis-check",
        action="store_true",
        help="also compile the Windows installer script against this tree",
    )
    args = p.parse_args(argv)
    version = bundle.version()
    bundle.compile_engine(required=True)
    exe = bundle.freeze()
    bundle.smoke(exe, ROOT / "build" / "smoke" / "onedir.png")
    app = exe.parent
    if not bundle.shipped_compiled(app):
        raise SystemExit("the one-folder app lacks the compiled engine")
    print(
        f"one-folder app: {app} {bundle.tree_size(app) / 1e6:.1f} MB (needs glibc >= {glibc()})",
        flush=True,
    )
    for out in (tarball(app, version), deb(app, version)):
        print(f"built {out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.1f} MB", flush=True)
    check_deb(out)
    if args.onefile:
        one = bundle.freeze(onefile=True)
        bundle.smoke(one, ROOT / "build" / "smoke" / "onefile.png")
        final = DIST / f"cardgame-{version}-linux-{platform.machine()}"
        shutil.move(one, final)
        print(f"built {final.relative_to(ROOT)}: {final.stat().st_size / 1e6:.1f} MB")
    if args.nsis_check:
        import build_windows

        check = ROOT / "build" / "nsis-check" / "cardgame-setup-check.exe"
        build_windows.makensis(app, version, check, fast=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
