"""`python -m cardgame.lab TOOL`: runs a lab tool by name; without one, or with an unknown one,
it lists every tool (one line each) and exits 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cardgame.lab.__main__ import TOOLS, main

LAB = Path(__file__).resolve().parent.parent / "cardgame" / "lab"


@pytest.mark.parametrize("argv", [[], ["nope"], ["--soak"]])
def test_no_or_an_unknown_tool_lists_the_tools_and_exits_2(argv, capsys) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0].startswith("usage: python -m cardgame.lab TOOL")
    assert [line.split()[0] for line in lines[1:]] == list(TOOLS)
    assert all(len(line.split()) > 2 for line in lines[1:])  # each says what it does
    assert ("unknown tool: " + argv[0] in err) if argv else not err


def test_help_lists_the_tools_and_exits_0(capsys) -> None:
    assert main(["--help"]) == 0
    assert capsys.readouterr().out.splitlines()[1].split()[0] == next(iter(TOOLS))


def test_every_tool_of_the_lab_is_listed() -> None:
    """A module of the lab that runs as a command is a tool; the list names each one."""
    commands = {
        p.stem
        for p in LAB.glob("*.py")
        if p.stem != "__main__" and 'if __name__ == "__main__":' in p.read_text(encoding="utf-8")
    }
    assert commands == set(TOOLS)


def test_a_tool_runs_by_name_with_its_arguments() -> None:
    """As `python -m cardgame.lab.soak --help` would: the arguments reach the tool."""
    run = subprocess.run(
        [sys.executable, "-m", "cardgame.lab", "soak", "--help"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("usage: python -m cardgame.lab.soak")
    bad = subprocess.run(
        [sys.executable, "-m", "cardgame.lab", "shots"], capture_output=True, text=True
    )
    assert (bad.returncode, bad.stdout.split(":")[0]) == (2, "usage")
    assert "cardgame.lab.shots OUTDIR" in bad.stdout
