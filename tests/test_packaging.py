"""The sdist and the wheel carry the sprites, fonts and translations, and an installed wheel
starts the app headless (`cardgame --smoke`) from a fresh virtual environment.

The frozen builds (PyInstaller, .deb, NSIS) are checked by build_scripts/build_linux.py, which
.ci/run runs after the tests.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

from cardgame import __version__

ROOT = Path(__file__).resolve().parent.parent
pytest.importorskip("build")


def _tree_assets() -> set[str]:
    """sprites/... and fonts/... paths of the source tree."""
    return {
        p.relative_to(ROOT).as_posix()
        for d in ("sprites", "fonts")
        for p in (ROOT / d).rglob("*")
        if p.is_file()
    }


def _catalogs() -> set[str]:
    """The translations: the template and every compiled catalog (a .po needs its .mo)."""
    locale = ROOT / "cardgame" / "locale"
    pos = {p.with_suffix(".mo") for p in locale.glob("*/LC_MESSAGES/*.po")}
    mos = set(locale.glob("*/LC_MESSAGES/*.mo"))
    assert pos <= mos, f"compile the catalogs (build_scripts/i18n.py): {sorted(pos - mos)}"
    return {p.relative_to(ROOT).as_posix() for p in mos | {locale / "cardgame.pot"}}


@pytest.fixture(scope="module")
def dists(tmp_path_factory) -> dict[str, Path]:
    """An sdist, and a wheel built from that sdist (so the sdist is proven complete)."""
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    return {"sdist": next(out.glob("cardgame-*.tar.gz")), "wheel": next(out.glob("*.whl"))}


def test_version_is_printed_and_shown_in_the_menu(capsys, tmp_path, monkeypatch):
    from cardgame.__main__ import main

    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.strip() == f"cardgame {__version__}"
    import pygame

    from cardgame.scenes import menu
    from cardgame.scenes.base import App

    monkeypatch.setenv("CARDGAME_HOME", str(tmp_path))
    drawn: list[str] = []
    real = menu.theme.blit_text
    monkeypatch.setattr(
        menu.theme, "blit_text", lambda surf, s, *a, **k: drawn.append(s) or real(surf, s, *a, **k)
    )
    app = App((1280, 720))
    app.push(menu.MenuScene(app))
    app.frame(0.0, [])
    pygame.display.quit()
    assert f"Version {__version__}" in drawn


def test_sdist_holds_assets_translations_and_build_scripts(dists):
    top = f"cardgame-{__version__}/"
    with tarfile.open(dists["sdist"]) as tar:
        names = {n.removeprefix(top) for n in tar.getnames()}
    wanted = (
        _tree_assets()
        | _catalogs()
        | {
            "build_scripts/cardgame.spec",
            "build_scripts/installer.nsi",
            "build_scripts/icon/cardgame.ico",
        }
    )
    assert wanted <= names, sorted(wanted - names)[:5]


def test_wheel_holds_sprites_fonts_and_translations(dists):
    with zipfile.ZipFile(dists["wheel"]) as whl:
        names = set(whl.namelist())
    data = f"cardgame-{__version__}.data/data/share/cardgame/"
    wanted = {data + n for n in _tree_assets()} | _catalogs()
    assert wanted <= names, sorted(wanted - names)[:5]
    assert not any(n.startswith(("tests/", "build_scripts/")) for n in names)


def test_installed_wheel_starts_headless(dists, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    subprocess.run(
        [
            str(bindir / "python"),
            "-m",
            "pip",
            "install",
            "-q",
            "--disable-pip-version-check",
            str(dists["wheel"]),
        ],
        check=True,
        capture_output=True,
    )
    app = str(bindir / "cardgame")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    version = subprocess.run(
        [app, "--version"], capture_output=True, text=True, env=env, cwd=tmp_path, check=True
    )
    assert version.stdout.strip() == f"cardgame {__version__}"
    shot = tmp_path / "shots" / "smoke.png"
    out = subprocess.run(
        [app, "--smoke", str(shot)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert f"assets from {env_dir / 'share' / 'cardgame'}" in out.stdout, out.stdout
    assert shot.stat().st_size > 10000 and (tmp_path / "shots" / "smoke-menu.png").exists()
