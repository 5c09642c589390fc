"""The compiled engine (build_scripts/compile.py) behaves exactly as the pure source.

Where the engine is compiled, every answer over seeded deals of every game under four option
sets (tests/engine_digest.py) must equal the pure source's, run in a second process with
CARDGAME_PURE=1, and a save written by either form must load in the other. The rest holds in
both forms: clones copy every field, the fall-back finds the source.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest
from engine_digest import digests

import cardgame.engine.tichu.rules as tichu_rules
from cardgame import compiled
from cardgame.engine.match import Match
from cardgame.engine.registry import games
from cardgame.engine.saves import match_from_text, save_text

ROOT = Path(__file__).resolve().parent.parent
DEALS = 4
COMPILED = compiled.is_compiled(tichu_rules)
needs_build = pytest.mark.skipif(
    not COMPILED, reason="the engine is not compiled here (python3 build_scripts/dev.py compile)"
)


def _pure(code: str, stdin: str = "") -> str:
    """Run `code` in a fresh interpreter on the pure source; returns its output."""
    path = os.pathsep.join([str(ROOT), str(ROOT / "tests")])
    out = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "CARDGAME_PURE": "1", "PYTHONPATH": path},
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_the_pure_form_runs_the_source() -> None:
    where = _pure(
        "import cardgame.compiled as c, importlib\n"
        "print(all(importlib.import_module(m).__file__.endswith('.py') for m in c.MODULES))"
    )
    assert where.strip() == "True"


@needs_build
def test_every_module_listed_is_compiled() -> None:
    import importlib

    assert compiled.stale() == []
    loose = [m for m in compiled.MODULES if not compiled.is_compiled(importlib.import_module(m))]
    assert loose == []


@needs_build
def test_compiled_and_pure_engines_give_the_same_answers() -> None:
    code = f"import json, engine_digest; print(json.dumps(engine_digest.digests({DEALS})))"
    pure = json.loads(_pure(code))
    assert digests(DEALS) == pure


def _played_save(game_id: str, seed: int) -> str:
    """A save of a match played at random for a while (a few deals' worth of actions)."""
    match = Match(game_id, seed=seed)
    rng = random.Random(seed)
    for _ in range(300):
        if match.over:
            break
        if match.deal_over:
            match.start_next_deal()
        seat = min(match.to_act())
        match.apply(seat, rng.choice(match.game.legal_actions(match.state, seat)))
    return save_text(match, ["human"] + ["random"] * (match.num_seats - 1))


@needs_build
@pytest.mark.parametrize("game_id", list(games()))
def test_a_save_written_by_one_form_loads_in_the_other(game_id: str) -> None:
    pure = _pure(f"from test_compiled import _played_save; print(_played_save({game_id!r}, 7))")
    here = _played_save(game_id, 7)
    assert here == pure.rstrip("\n")  # the same play makes the same save
    match, seats = match_from_text(pure)  # the pure form's save, loaded compiled
    assert save_text(match, seats) == here
    back = _pure(
        "import sys; from cardgame.engine.saves import match_from_text, save_text\n"
        "m, s = match_from_text(sys.stdin.read()); print(save_text(m, s))",
        stdin=here,
    )
    assert back.rstrip("\n") == here  # the compiled form's save, loaded pure


@pytest.mark.parametrize("game_id", list(games()))
def test_a_clone_copies_every_field_and_shares_no_list(game_id: str) -> None:
    info = games()[game_id]
    game, options = info.module, info.default_options()
    state = game.new_state(options, 3, game.first_setup(options, 3))
    rng = random.Random(3)
    for _ in range(12):  # into the play, so that the caches are filled
        seat = min(game.to_act(state))
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    copy = game.clone(state)
    if hasattr(copy, "__dict__"):  # pure: a field left out would read its class default
        assert set(vars(copy)) == set(vars(state))
        names = list(vars(state))
    else:  # compiled: every attribute of the class, fields and derived ones
        names = list(type(state).__mypyc_attrs__)
    own = {f.name for f in fields(state)}  # the others are derived, read-only tables
    assert own <= set(names)
    for name in names:  # compiled: one left out raises AttributeError here
        mine, theirs = getattr(state, name), getattr(copy, name)
        assert mine == theirs, name
        if name in own and isinstance(mine, list | dict):
            assert mine is not theirs, name
