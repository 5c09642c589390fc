"""Tichu's heuristic bots: partnership rules and sensible calls, from positions."""

from __future__ import annotations

import random

from tichu_helpers import act, pos

from cardgame.ai.tichu import EasyBot, MediumBot, _wish_choice, split, tichu_worthy
from cardgame.engine import tichu as t
from cardgame.engine.cards import parse_cards
from cardgame.engine.tichu.combos import mask_of


def choose(state: t.State, seat: int, bot: object = None) -> str:
    b = bot or MediumBot()
    return str(
        b.choose(
            t.view(state, seat),
            t.legal_actions(state, seat),  # type: ignore[attr-defined]
            random.Random(1),
        )
    )


def test_medium_does_not_overtake_its_partners_trick() -> None:
    s = pos(to_act=2, table="9S", owner=0, h0="2S 3S", h1="4S", h2="TJ QJ 5P", h3="6S")
    assert choose(s, 2) == "pass"


def test_medium_beats_an_opponents_trick_cheaply() -> None:
    s = pos(to_act=2, table="9S", owner=1, h0="2S 3S", h1="4S 6P", h2="TJ AJ 5P", h3="6S")
    assert choose(s, 2) == "play TJ"


def test_medium_never_bombs_its_partner() -> None:
    s = pos(
        to_act=0, calls=["", "", "", "tichu"], h0="AS 2J", h1="4J", h2="6S 6J 6P 6R 3J", h3="5J 7J"
    )
    act(s, 0, "play AS")
    assert s.window == [2]
    assert choose(s, 2) == "pass"


def test_medium_bombs_an_opponent_about_to_win_a_tichu() -> None:
    s = pos(
        to_act=1,
        calls=["", "tichu", "", ""],
        played_card=[True] * 4,
        h0="6S 6J 6P 6R 3P",
        h1="AS 3J",
        h2="2J 4J",
        h3="5J 7J",
    )
    act(s, 1, "play AS")
    assert s.window == [0]  # S2 is due; S0 holds the bomb
    assert choose(s, 0) == "play 6S 6J 6P 6R"


def test_medium_gives_the_lead_to_a_partner_who_called() -> None:
    s = pos(
        to_act=0, calls=["", "", "tichu", ""], h0="DOG 3S 5J 8P KR", h1="4J", h2="6S 7S", h3="9J"
    )
    assert choose(s, 0) == "play DOG"


def test_medium_gift_goes_to_an_opponent() -> None:
    s = pos(to_act=0, h0="5S 2J", h1="KJ 3J", h2="4J 6J", h3="DRG 7J")
    for seat, text in (
        (0, "play 5S"),
        (1, "play KJ"),
        (2, "pass"),
        (3, "play DRG"),
        (0, "pass"),
        (1, "pass"),
        (2, "pass"),
    ):
        act(s, seat, text)
    assert choose(s, 3) in ("gift 0", "gift 2")


def test_medium_exchange_gives_the_partner_a_better_card_than_the_opponents() -> None:
    s = pos(
        phase="EXCHANGE",
        h0="2S 3J 4P 6R 8S 9J TP JR QS KJ AP AR DOG PHX",
        h1="2J 3S",
        h2="2P 3P",
        h3="2R 3R",
    )
    ex = MediumBot().choose(t.view(s, 0), t.legal_actions(s, 0), random.Random(1))
    given = {seat: c for c, seat in ex.gives}  # type: ignore[attr-defined]
    rank = "23456789TJQKA"
    assert rank.index(given[2].rank) > max(
        rank.index(given[1].rank) if given[1].rank in rank else -1,
        rank.index(given[3].rank) if given[3].rank in rank else -1,
    )


def test_medium_wishes_for_a_rank_it_passed_to_an_opponent() -> None:
    s = pos(
        phase="EXCHANGE", h0="MJ 2S 5J 7P 9R JS KJ", h1="3S 4S 6S", h2="3J 4J 6J", h3="3P 4P 6P"
    )
    act(s, 0, "exchange 2S>1 KJ>2 9R>3")
    act(s, 1, "exchange 3S>0 4S>2 6S>3")
    act(s, 2, "exchange 3J>0 4J>1 6J>3")
    act(s, 3, "exchange 3P>0 4P>1 6P>2")
    assert _wish_choice(t.view(s, 0), s.hands[0])[0] == "2"  # 2S went to S1, S0 holds no 2


def test_tichu_calls_need_a_strong_hand() -> None:
    assert tichu_worthy(mask_of(parse_cards("DRG PHX AS AJ KS KJ QS QJ JS JJ 9S 9J 3S 3J")))
    assert not tichu_worthy(mask_of(parse_cards("2S 3J 4P 6R 7S 8J 9P TR JS QJ 5S 5J 6P 2R")))


def test_split_covers_the_hand_once() -> None:
    rng = random.Random(4)
    for _ in range(200):
        ids = rng.sample(range(56), 14)
        hand = sum(1 << i for i in ids)
        parts = split(hand)
        total = 0
        for m, _ in parts:
            assert not total & m
            total |= m
        assert total == hand


def test_easy_and_medium_play_whole_hands_legally() -> None:
    for seed in range(4):
        s = t.new_state(t.Options(), seed, t.first_setup(t.Options(), seed))
        bots = [MediumBot(), EasyBot(), MediumBot(), EasyBot()]
        n = 0
        while not t.is_over(s):
            seat = min(t.to_act(s))
            legal = t.legal_actions(s, seat)
            a = bots[seat].choose(t.view(s, seat), legal, random.Random(n))
            assert a in legal
            t.apply(s, seat, a)
            n += 1


def test_hard_answers_a_bomb_poll_at_once_with_mediums_judgement() -> None:
    from cardgame.ai.base import make_bot

    s = pos(
        to_act=1,
        calls=["", "tichu", "", ""],
        played_card=[True] * 4,
        h0="6S 6J 6P 6R 3P",
        h1="AS 3J",
        h2="2J 4J",
        h3="5J 7J",
    )
    act(s, 1, "play AS")
    hard = make_bot("tichu", "hard", samples=50)
    assert hard.medium.trusted(t.view(s, 0))  # type: ignore[attr-defined]
    assert choose(s, 0, hard) == choose(s, 0)


def test_medium_leads_from_a_legal_list_that_matches_none_of_its_parts() -> None:
    # Its split makes a pair of the 9s; offered only the single 9s (a narrowed list), Medium
    # takes the cheapest of them instead of failing on a bare play where it wants a list.
    s = pos(to_act=0, h0="9S 9J 3P KR", h1="4J", h2="6S 7S", h3="8J")
    legal = [a for a in t.legal_actions(s, 0) if str(a) in ("play 9S", "play 9J")]
    a = MediumBot().choose(t.view(s, 0), legal, random.Random(1))
    assert str(a) in ("play 9S", "play 9J")


def test_medium_leads_its_lowest_single_to_a_partner_with_one_card() -> None:
    hands = dict(h0="3S 9J QP QS KR", h1="4J 5J 6J 7J", h3="8J TJ JJ 2P")
    s = pos(to_act=0, h2="AS", **hands)
    assert choose(s, 0) == "play 3S"  # the partner goes out on almost anything


def test_medium_gives_no_cheap_single_to_an_opponent_with_one_card() -> None:
    s = pos(to_act=0, h0="3S 9J QP KR", h1="AS", h2="4J 5J 6J 7J", h3="8J TJ JJ 2P")
    assert choose(s, 0) == "play KR"  # only singles: the highest
