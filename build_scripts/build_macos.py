#!/usr/bin/env python3
"""macOS release: `Card Table.app` (icon and bundle metadata) and a `.dmg` (run on a Mac).

    python3 build_scripts/build_macos.py     # dist/cardgame-<v>-macos-<arch>.dmg

The icon set drawn by make_sprites.py becomes build/cardgame.icns (`iconutil`); the spec's
BUNDLE step writes Info.plist (name, identifier, version from cardgame/__init__.py). The app is
smoke-tested from inside the bundle, then `hdiutil` makes a compressed disk image with the app
and a link to /Applications. The app is not signed: on first start people right-click it and
choose Open (or sign and notarise it with your own Apple Developer ID before shipping).
"""

from __future__ import annotations

import os
import platform
import plistlib
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle

ROOT = bundle.ROOT
APP = bundle.DIST / "Card Table.app"


def main(argv: list[str]) -> int:
    if sys.platform != "darwin":
        raise SystemExit("build_macos.py runs on macOS (iconutil, hdiutil)")
    version = bundle.version()
    icns = ROOT / "build" / "cardgame.icns"
    icns.parent.mkdir(parents=True, exist_ok=True)
    subprocess.check_call(
        [
            "iconutil",
            "-c",
            "icns",
            "-o",
            str(icns),
            str(ROOT / "build_scripts" / "icon" / "cardgame.iconset"),
        ]
    )
    bundle.compile_engine()  # with the Xcode command line tools; else the pure engine ships
    bundle.freeze()
    info = plistlib.loads((APP / "Contents" / "Info.plist").read_bytes())
    assert info["CFBundleShortVersionString"] == version, info
    assert (APP / "Contents" / "Resources" / "cardgame.icns").exists(), "icon missing"
    bundle.smoke(APP / "Contents" / "MacOS" / "cardgame", ROOT / "build" / "smoke" / "app.png")
    stage = ROOT / "build" / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    subprocess.check_call(["ditto", str(APP), str(stage / APP.name)])
    os.symlink("/Applications", stage / "Applications")
    dmg = bundle.DIST / f"cardgame-{version}-macos-{platform.machine()}.dmg"
    dmg.unlink(missing_ok=True)
    subprocess.check_call(
        [
            "hdiutil",
            "create",
            "-volname",
            f"Card Table {version}",
            "-srcfolder",
            str(stage),
            "-ov",
            "-format",
            "UDZO",
            str(dmg),
        ]
    )
    print(f"disk image: {dmg} ({dmg.stat().st_size / 1e6:.1f} MB)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
