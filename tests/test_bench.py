"""The benchmark's command line refuses bad input in one line; its strength part rotates seats,
plays Ghost Hand Euchre to the target, and measures Hard's share of the reference's edge."""

from __future__ import annotations

import pytest

from cardgame.engine.actions import Play
from cardgame.engine.pis_yedili.rules import hand_value
from cardgame.engine.registry import get
from cardgame.lab import bench, bench_losses


@pytest.mark.parametrize(
    "args, words",
    [
        (["--game", "chess"], "unknown game 'chess'"),
        (["--parts", "decisions", "--levels", "medium,grandmaster"], "unknown level 'grandmaster'"),
        (["--matchups", "hard:oracle"], "unknown level 'oracle'"),
        (["--parts", "speed,taste"], "unknown part 'taste'"),
        (["--deals", "-4"], "--deals must not be negative"),
        (["--decision-deals", "-1"], "--decision-deals must not be negative"),
        (["--speed-seconds", "-2"], "--speed-seconds must not be negative"),
        (["--hard-time", "-0.1"], "--hard-time must not be negative"),
        (["--samples", "-3"], "--samples must be a count"),
        (["--samples", "many"], "--samples must be a count"),
        (["--jobs", "0"], "--jobs must be 1 or more"),
        (["--workers", "-1"], "--workers must not be negative"),
        (["--deals", "ten"], "invalid int value"),
        (["--loss-levels", "medium,oracle"], "unknown level 'oracle' in --loss-levels"),
        (["--orders", "-1"], "--orders must not be negative"),
        (["--loss-deals", "-2"], "--loss-deals must not be negative"),
    ],
)
def test_bad_input_is_refused_in_one_line(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        bench.main(args)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err


def test_each_seed_is_played_once_per_side() -> None:
    tichu = bench.strength_tasks(get("tichu"), "hard", "medium", 3, 0.4, 5)
    assert [(t[3], t[4]) for t in tichu] == [
        (s, side) for s in (50_000, 50_001, 50_002) for side in (0, 1)
    ]
    runfast = bench.strength_tasks(get("runfast"), "easy", "medium", 2, 0.4, 0)
    assert sorted({t[4] for t in runfast}) == [0, 1, 2] and len(runfast) == 6


def test_ghost_euchre_is_measured_by_whole_games() -> None:
    """A Ghost Hand Euchre task plays deals until someone reaches 32, not a single deal."""
    got = bench._strength_task(("ghost_euchre", "medium", "easy", 4, 1, 0.4, 0))
    assert got is not None
    win, points, edge = got
    assert win == 1.0 and points >= 32 and edge > 6  # one deal scores at most 6 (but a moon)
    one = bench._strength_task(("runfast", "medium", "easy", 4, 1, 0.4, 0))
    assert one is not None and one[0] in (0.0, 1.0)


def test_share_of_the_reference_edge() -> None:
    share = bench.share_of_edge([1.0, 2.0, None, 3.0], [2.0, 4.0, 5.0, 6.0])
    assert share is not None
    assert share[0] == pytest.approx(0.5) and share[1] <= 0.5 <= share[2]
    assert bench.share_of_edge([1.0, 2.0], [-1.0, -3.0]) is None  # no edge to share
    assert bench.share_of_edge([1.0], [2.0]) is None


def test_the_truth_knows_that_going_out_wins_the_deal() -> None:
    """At a decision where the seat can play its last card, the truth gives that play the
    whole deal (and the best points), and Medium, which goes out, loses nothing there."""
    info = get("pis_yedili")
    for position in bench_losses.positions(info, 6):
        match, seat, legal = bench_losses._at(position)
        if len(match.state.hands[seat]) == 1 and any(isinstance(a, Play) for a in legal):
            break
    else:
        raise AssertionError("no decision with one card left in six Medium deals")
    kind, texts, wins, edges = bench_losses.truth(position, orders=4)
    assert kind in ("turn", "after_draw", "follow_up")
    out = next(t for t in texts if t.startswith("play"))
    assert wins[texts.index(out)] == 1.0 == max(wins)
    last = match.state.hands[seat][0]
    times = {"7": 3, "J": 2}.get(last.rank, 1)
    others = [hand_value(h) * times for s, h in enumerate(match.state.hands) if s != seat]
    assert edges[texts.index(out)] == pytest.approx(sum(others) / 3) == max(edges)
    assert bench_losses.choice("medium", 0, position) == out


def test_the_losses_part_prints_a_loss_for_each_level(capsys: pytest.CaptureFixture[str]) -> None:
    bench_losses.losses(get("pis_yedili"), 1, 3, ["medium", "reference"], 4, 1)
    lines = capsys.readouterr().out.splitlines()
    assert "decisions of 1 Medium deals, 3 stock orders each" in lines[0]
    assert [line.split()[0] for line in lines[1:3]] == ["medium", "reference"]
    assert all("deal-win chance" in line and "points" in line for line in lines[1:3])
    assert lines[3].strip().startswith("by the kind of decision")
    assert all("medium " in line and "reference " in line for line in lines[4:]) and lines[4:]
