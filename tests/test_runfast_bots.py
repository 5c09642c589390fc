"""Run Fast's Medium: the habits the issue asks for, on small positions."""

from __future__ import annotations

import random

from runfast_helpers import pos

from cardgame.ai.runfast import EasyBot, MediumBot
from cardgame.engine import runfast as rf

FILLER = "3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D"  # twelve harmless cards for a busy opponent
OTHER = "TS TH JH QH QD KD AS 6C 7S 7D 9S 8S"  # and some for the other one


def choice(state: rf.State, bot: object = None) -> str:
    (seat,) = rf.to_act(state)
    b = bot or MediumBot()
    return str(
        b.choose(
            rf.view(state, seat),
            rf.legal_actions(state, seat),  # type: ignore[attr-defined]
            random.Random(0),
        )
    )


def test_goes_out_when_the_whole_hand_is_one_play() -> None:
    s = pos(to_act=0, h0="7C 8C 9D TD JS", h1=FILLER, h2="KS KH")
    assert choice(s) == "play 7C 8C 9D TD JS"


def test_leads_a_low_single_and_keeps_the_2() -> None:
    s = pos(to_act=0, h0="7C 8D 2S 9H 9D", h1=FILLER, h2="KS KH QC JC TC")
    assert choice(s) in ("play 7C", "play 9H 9D")


def test_no_single_lead_when_the_next_player_has_one_card() -> None:
    s = pos(to_act=0, h0="7C 9D 9H JS", h1="KS", h2=FILLER)
    assert choice(s) == "play 9H 9D"


def test_only_singles_and_an_opponent_on_one_card_leads_the_highest() -> None:
    s = pos(to_act=0, h0="7C 9D JS", h1="KS", h2=FILLER)
    assert choice(s) == "play JS"


def test_beats_cheaply_early_and_keeps_the_bomb() -> None:
    s = pos(
        to_act=0,
        top="6D",
        top_seat=2,
        h0="8H 8D 8C 9C TD JD QS KH 4C 5C 7H 2S",
        h1=FILLER.replace("6D", "3C"),
        h2=OTHER.replace("8S", "AC"),
    )
    assert choice(s) not in ("play 8S 8H 8D 8C",)
    assert choice(s).startswith("play ") and len(choice(s).split()) == 2


def test_bombs_when_the_top_player_is_about_to_go_out() -> None:
    s = pos(to_act=0, top="AD", top_seat=2, h0="8S 8H 8D 8C 9C 3C", h1=FILLER, h2="KS")
    assert choice(s) == "play 8S 8H 8D 8C"


def test_blocks_with_the_highest_single_near_the_end() -> None:
    s = pos(
        to_act=0, top="5D", top_seat=2, h0="7C 9D QS 4C 3C", h1=FILLER.replace("5D", "TC"), h2="KS"
    )
    assert choice(s) == "play QS"


def test_easy_answers_legally() -> None:
    s = pos(to_act=0, h0="7C 8D 2S 9H 9D", h1=FILLER, h2="KS KH QC JC TC")
    legal = {str(a) for a in rf.legal_actions(s, 0)}
    for k in range(30):
        bot = EasyBot()
        a = bot.choose(rf.view(s, 0), rf.legal_actions(s, 0), random.Random(k))
        assert str(a) in legal


def test_the_rollouts_choice_read_off_the_state_is_mediums_on_the_view() -> None:
    """The search's rollouts ask Medium straight from the state (no view is built): the same
    choice at every decision of seeded deals, under the default options and others."""
    from dataclasses import replace

    from cardgame.ai.runfast import rollout_choice

    medium, checked = MediumBot(), 0
    for seed in range(30):
        opts = rf.RunFastOptions()
        if seed % 2:
            opts = replace(opts, must_beat=False, three_aces_bomb=not opts.three_aces_bomb)
        state = rf.new_state(opts, seed, rf.first_setup(opts, seed))
        rng = random.Random(seed)
        while not rf.is_over(state):
            (seat,) = rf.to_act(state)
            legal = rf.legal_actions(state, seat)  # type: ignore[attr-defined]
            action = medium.choose(rf.view(state, seat), legal, rng)
            if len(legal) > 1:
                assert rollout_choice(state, seat, legal) == action
                checked += 1
            if rng.random() < 0.3:  # off Medium's path too
                action = rng.choice(legal)
            rf.apply(state, seat, action)
    assert checked > 500
