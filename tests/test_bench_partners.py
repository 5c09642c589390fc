"""The benchmark's partnership part: bad input refused with one line, figures printed."""

from __future__ import annotations

import pytest

from cardgame.lab import bench_partners


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--frozen", "hard"], "unknown frozen level 'hard'"),
        (["--hands", "-1"], "--hands must not be negative"),
        (["--game", "runfast"], "game 'runfast' has no partnership part"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        bench_partners.main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_the_part_prints_the_partnership_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_partners.main(["--hands", "2"]) == 0
    out = capsys.readouterr().out
    for words in (
        "points a hand",
        "tichu made",
        "grand made",
        "double victories for",
        "partner tricks overtaken",
        "bombs on the partner",
        "frozen Medium",
    ):
        assert words in out
