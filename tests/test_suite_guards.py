"""Guards on the suite itself: a test that collects no case, or finds nothing to check, fails.

A parametrized test over a glob that matches nothing would otherwise be skipped in silence,
and every behaviour it guards could break with the suite still green.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_an_empty_parameter_list_fails_the_collection(tmp_path: Path) -> None:
    probe = tmp_path / "test_probe.py"
    probe.write_text(
        "import pytest\n\n"
        "@pytest.mark.parametrize('name', [])\n"
        "def test_over_nothing(name):\n"
        "    assert name\n"
    )
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-c",
            str(ROOT / "pyproject.toml"),
            "--rootdir",
            str(tmp_path),
            "-p",
            "no:cacheprovider",
            "-p",
            "no:xdist",
            str(probe),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert run.returncode != 0, run.stdout[-2000:]
    assert "Empty parameter set" in run.stdout + run.stderr


def test_the_suite_refuses_empty_parameter_lists(pytestconfig: pytest.Config) -> None:
    assert pytestconfig.getini("empty_parameter_set_mark") == "fail_at_collect"
