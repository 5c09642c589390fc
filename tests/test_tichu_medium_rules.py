"""Tichu Medium's rules on small positions, each with the reason the hint shows."""

from __future__ import annotations

import random

from tichu_helpers import act, pos

from cardgame.ai.tichu import MediumBot, _wish_choice, exchange_cards, medium_hint
from cardgame.ai.tichu_plan import plan
from cardgame.engine import tichu as t
from cardgame.engine.cards import parse_cards
from cardgame.engine.tichu.combos import INDEX, mask_of

STRONG = "DRG PHX AS AJ KS KJ QS QJ JS JJ 9S 9J 3S 3J"
WEAK = "4P 6R 7S 8J 9P TR JP QR 5S 5J 6P 2R 7R 8P"


def hint(state: t.State, seat: int) -> tuple[str, str]:
    got = medium_hint(t.view(state, seat), t.legal_actions(state, seat))
    return str(got.action), got.code


def test_calls_tichu_with_a_strong_hand_and_not_with_a_weak_one() -> None:
    strong = pos(to_act=0, h0=STRONG, h1=WEAK, h2="2P 3P", h3="2J 4J")
    assert hint(strong, 0) == ("tichu", "tichu_strong")
    weak = pos(to_act=1, h0=STRONG, h1=WEAK, h2="2P 3P", h3="2J 4J")
    assert hint(weak, 1)[0] != "tichu"
    early = pos(phase="CALL", h0=STRONG, h1=WEAK, h2="2P 3P", h3="2J 4J")
    assert hint(early, 1) == ("pass", "tichu_weak")
    assert plan(mask_of(parse_cards(STRONG))).need < plan(mask_of(parse_cards(WEAK))).need


def test_does_not_call_when_the_partner_has_called() -> None:
    s = pos(phase="CALL", calls=["", "", "grand", ""], h0=STRONG, h1=WEAK, h2="2P 3P", h3="2J 4J")
    assert hint(s, 0) == ("pass", "partner_called")


def test_does_not_overtake_the_partners_trick_even_with_a_bomb() -> None:
    s = pos(to_act=2, table="9S", owner=0, h0="2S 3S", h1="4S", h2="TJ QJ 5P 5S 5J 5R", h3="6S")
    assert hint(s, 2) == ("pass", "partner_wins")


def test_does_not_go_out_before_a_partner_whose_call_is_alive() -> None:
    s = pos(
        to_act=2,
        calls=["tichu", "", "", ""],
        table="9S",
        owner=1,
        h0="2S 3S 7J",
        h1="4S",
        h2="KJ",
        h3="6S",
    )
    assert hint(s, 2) == ("pass", "save")
    s = pos(to_act=2, table="9S", owner=1, h0="2S 3S 7J", h1="4S", h2="KJ", h3="6S")
    assert hint(s, 2) == ("play KJ", "go_out")


def test_leads_low_for_a_partner_who_called() -> None:
    s = pos(
        to_act=0,
        calls=["", "", "tichu", ""],
        played_card=[True] * 4,
        h0="3S 9J QP KR AS",
        h1="4J 8J",
        h2="6S 7S",
        h3="9P TP",
    )
    assert hint(s, 0) == ("play 3S", "support_partner")


def test_gives_the_dragons_trick_to_the_opponent_likely_to_stay_last() -> None:
    s = pos(to_act=0, h0="5S 2J", h1="KJ 3J 4J 7P", h2="4P 6J", h3="DRG 7J")
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
    assert hint(s, 3) == ("gift 2", "gift_last")  # S2 holds two cards, S0 one
    s = pos(to_act=0, h0="5S 2J 8P 9P", h1="KJ 3J", h2="4P 6J", h3="DRG 7J")
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
    assert hint(s, 3) == ("gift 0", "gift_last")


def test_keeps_a_bomb_until_it_decides_the_hand() -> None:
    quiet = pos(
        to_act=1,
        played_card=[True] * 4,
        h0="6S 6J 6P 6R 3P 4J 9S TJ 2R",
        h1="AS 3J 8J 9J",
        h2="2J 4S",
        h3="5J 7J 8P",
    )
    act(quiet, 1, "play AS")
    assert hint(quiet, 0) == ("pass", "keep_bomb")
    decides = pos(
        to_act=1,
        played_card=[True] * 4,
        h0="6S 6J 6P 6R DRG",
        h1="AS 3J 8J 9J",
        h2="2J 4S",
        h3="5J 7J 8P",
    )
    act(decides, 1, "play AS")
    assert hint(decides, 0) == ("play 6S 6J 6P 6R", "bomb_decides")


def test_the_exchange_keeps_bombs_and_gives_the_dog_to_an_opponent() -> None:
    hand = mask_of(parse_cards("DOG 2S 3J 4P 7R 7S 7J 7P 9J TP QS KJ AP DRG"))
    left, partner, right = exchange_cards(hand, False, False, 1, 3)
    assert INDEX[parse_cards("DOG")[0]] in (left, right)
    sevens = {INDEX[c] for c in parse_cards("7R 7S 7J 7P")}
    assert not sevens & {left, partner, right}


def test_the_hint_is_the_bots_action() -> None:
    rng = random.Random(3)
    for seed in range(3):
        s = t.new_state(t.Options(), seed, t.first_setup(t.Options(), seed))
        while not t.is_over(s):
            seat = min(t.to_act(s))
            legal = t.legal_actions(s, seat)
            v = t.view(s, seat)
            a = MediumBot().choose(v, legal, rng)
            assert medium_hint(v, legal).action == a
            t.apply(s, seat, a)


CODES = (
    "only grand_strong grand_weak tichu_strong tichu_weak partner_called exchange gift_last "
    "go_out dog_partner support_partner partner_last keep_out cash weakest last_bomb "
    "wish_forced partner_wins stop_call stop_double block take_points take_lead cheapest "
    "bomb_decides keep_bomb save"
).split()


def test_every_reason_reads_as_words_with_its_wish() -> None:
    from cardgame.scenes.games.tichu import words

    names = ("You", "Ayla", "Cem", "Dora")
    params = (("seat", 1), ("left", 2), ("points", 20))
    texts = {code: words.hint_reason(code, params, names) for code in CODES}
    assert all(texts.values()), [c for c, x in texts.items() if not x]
    assert len(set(texts.values())) == len(CODES)
    passed = words.hint_reason(
        "weakest", (("wish", "8"), ("wish_why", "passed"), ("wish_seat", 3)), names
    )
    assert "Dora" in passed and "8" in passed


def _wish_after(hand: str, exchange: str) -> tuple[str | None, object]:
    s = pos(phase="EXCHANGE", h0=hand, h1="3S 4S 6S", h2="3J 4J 6J", h3="3P 4P 6P")
    act(s, 0, exchange)
    act(s, 1, "exchange 3S>0 4S>2 6S>3")
    act(s, 2, "exchange 3J>0 4J>1 6J>3")
    act(s, 3, "exchange 3P>0 4P>1 6P>2")
    return _wish_choice(t.view(s, 0), s.hands[0])


def test_the_wish_names_the_next_opponents_rank_and_never_the_partners() -> None:
    wish, why = _wish_after("MJ 2S 5J 7P 9R JS KJ", "exchange 5J>1 9R>2 2S>3")
    assert (wish, why) == ("5", (("wish_why", "passed"), ("wish_seat", 1)))  # the next seat's
    wish, why = _wish_after("MJ 2S 2J 5J 5P AS KJ", "exchange 2S>1 AS>2 5J>3")
    assert (wish, why) == ("Q", (("wish_why", "lacking"),))  # the Ace went to the partner


def test_leads_a_combination_longer_than_a_short_opponent_hand() -> None:
    s = pos(
        to_act=0,
        played_card=[True] * 4,
        h0="3S 4J 5P 6R 7S 9J KR",
        h1="AS QJ 8J",
        h2="2J 2P 4S 6S 8S",
        h3="TJ JJ TP JP 8P",
    )
    assert hint(s, 0)[0] == "play 3S 4J 5P 6R 7S"
    assert hint(s, 0)[1] == "keep_out"


def test_leads_the_dog_before_it_is_the_last_card() -> None:
    s = pos(
        to_act=0,
        played_card=[True] * 4,
        h0="DOG AS KR",
        h1="4J 5J 6J 8J 3J",
        h2="2S 3S 4S 5S 6P 8P",
        h3="TJ JJ QJ KJ 8S",
    )
    assert hint(s, 0) == ("play DOG", "dog_partner")
