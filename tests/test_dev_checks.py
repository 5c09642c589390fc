"""`dev.py test` runs ruff (lint and format check) and mypy before pytest and stops on a finding;
the checks come with the test extras."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _dev() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dev_tool", ROOT / "build_scripts" / "dev.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run_test(monkeypatch: pytest.MonkeyPatch, failing: set[str]) -> tuple[int, list[str]]:
    dev = _dev()
    ran: list[str] = []

    def call(args: list[str], cwd: Path) -> int:
        name = " ".join(args[2:4])  # "ruff check", "ruff format", "mypy", "pytest -n" ...
        ran.append(name)
        return 1 if any(name.startswith(f) for f in failing) else 0

    monkeypatch.setattr(dev, "ensure_venv", lambda: Path("python"))
    monkeypatch.setattr(dev.subprocess, "call", call)
    return dev.main(["test"]), ran


def test_the_checks_run_before_the_tests(monkeypatch: pytest.MonkeyPatch) -> None:
    code, ran = _run_test(monkeypatch, set())
    assert code == 0
    assert ran == ["ruff check", "ruff format", "mypy", "pytest -n"]


@pytest.mark.parametrize("failing", ["ruff check", "ruff format", "mypy"])
def test_any_finding_stops_before_the_tests(monkeypatch: pytest.MonkeyPatch, failing: str) -> None:
    code, ran = _run_test(monkeypatch, {failing})
    assert code == 1
    assert ran == ["ruff check", "ruff format", "mypy"]  # every check still reports


def test_ruff_and_mypy_come_with_the_test_extras() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extras = " ".join(project["project"]["optional-dependencies"]["test"])
    assert "ruff" in extras and "mypy" in extras
    assert project["tool"]["ruff"]["line-length"] == 100
    assert "format" in project["tool"]["ruff"]
