"""Property tests for Ghost Euchre: trick winners, random playouts with the contract's
invariants, refused input leaving the state unchanged, saves, samples and bots."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgame.ai.ghost_euchre import EasyBot, MediumBot
from cardgame.engine import ghost_euchre as ge
from cardgame.engine.actions import parse_action
from cardgame.engine.core import IllegalAction
from cardgame.engine.ghost_euchre.rules import DECK, PARTNER, TABLES
from cardgame.engine.match import Match
from cardgame.engine.saves import match_from_save, match_to_save

TRUMPS = st.sampled_from(["S", "H", "D", "C", "NT"])
TRICKS = st.lists(st.sampled_from(DECK), min_size=3, max_size=3, unique=True)


# -- trick winners ----------------------------------------------------------------------------


@given(TRUMPS, st.booleans(), TRICKS)
def test_exactly_one_winner_and_trumps_beat_the_led_suit(trump: str, lb: bool, trick: list) -> None:
    eff, power = TABLES[trump, lb]
    w = ge.trick_winner(trick, trump, lb)
    assert 0 <= w < 3
    led = eff[trick[0]]
    trumps = [c for c in trick if eff[c] == trump]
    if trumps:
        assert eff[trick[w]] == trump
        assert power[trick[w]] == max(power[c] for c in trumps)
    else:
        assert eff[trick[w]] == led
        assert power[trick[w]] == max(power[c] for c in trick if eff[c] == led)
    # Strictly one card can win: it beats each other card by the same rule.
    rest = [c for i, c in enumerate(trick) if i != w]
    for c in rest:
        assert not (eff[c] == trump and eff[trick[w]] != trump)


@given(st.sampled_from("SHDC"), st.booleans())
def test_left_bower_effective_suit(trump: str, lb: bool) -> None:
    left = next(c for c in DECK if c.rank == "J" and c.suit == PARTNER[trump])
    right = next(c for c in DECK if c.rank == "J" and c.suit == trump)
    assert ge.effective_suit(left, trump, lb) == (trump if lb else left.suit)
    assert ge.effective_suit(right, trump, lb) == trump
    ranking = ge.ranking(trump, trump, lb)
    assert ranking[0] == right
    if lb:
        assert ranking[1] == left and len(ranking) == 7
        assert left not in ge.ranking(PARTNER[trump], trump, lb)
    else:
        assert len(ranking) == 6 and left in ge.ranking(PARTNER[trump], trump, lb)


@given(st.sampled_from("SHDC"), TRICKS)
def test_left_bower_led_is_trump_led(trump: str, trick: list) -> None:
    left = next(c for c in DECK if c.rank == "J" and c.suit == PARTNER[trump])
    if left in trick:
        trick.remove(left)
    trick = [left] + trick[:2]
    w = ge.trick_winner(trick, trump)
    eff, power = TABLES[trump, True]
    higher = [c for c in trick if eff[c] == trump and power[c] > power[left]]
    assert (w == 0) == (not higher)


# -- random playouts with the contract's invariants -------------------------------------------

ALL_TEXTS = [
    "swap",
    "pass",
    "bid 3",
    "bid 4",
    "bid 5",
    "bid 6",
    "moon",
    "trump S",
    "trump H",
    "trump NT",
    "trump X",
    "play AS KS",
    "draw",
] + [f"play {c}" for c in DECK]


def _check_state(s: ge.State, rng: random.Random) -> None:
    z = ge.zones(s)
    placed = [c for cs in z.values() for c in cs]
    assert sorted(placed) == sorted(DECK)
    over = ge.is_over(s)
    assert (not ge.to_act(s)) == over
    for p in range(3):
        v = ge.view(s, p)
        for zone, cs in z.items():
            assert v.count(zone) == len(cs)
        assert v.hand == tuple(
            sorted(v.hand, key=lambda c: ("23456789TJQKA".index(c.rank), "SHDCJPR".index(c.suit)))
        )
        sample = ge.sample_state(v, rng)
        assert ge.view(sample, p) == v
        for e in s.events:
            o = ge.observe(e, p)
            assert o is None or ge.observe(o, p) == o
    for p in ge.to_act(s):
        legal = ge.legal_actions(s, p)
        texts = [str(a) for a in legal]
        assert legal and texts == sorted(texts) and len(set(texts)) == len(texts)
        for a in legal:
            assert ge.why_illegal(s, p, a) is None
            ge.apply(ge.clone(s), p, a)
    for p in range(3):
        if p not in ge.to_act(s):
            assert ge.legal_actions(s, p) == ()
    for text in rng.sample(ALL_TEXTS, 8):
        p = rng.randrange(3)
        action = parse_action(text)
        why = ge.why_illegal(s, p, action)
        before = ge.clone(s)
        if why is None:
            ge.apply(ge.clone(s), p, action)
            continue
        with pytest.raises(IllegalAction) as info:
            ge.apply(s, p, action)
        assert info.value.reason == why
        assert s == before


OPTIONS = st.fixed_dictionaries(
    {
        "left_bower": st.booleans(),
        "no_trump": st.booleans(),
        "stick_the_dealer": st.booleans(),
        "ghost_swap": st.booleans(),
        "renege_mode": st.sampled_from(["prevent", "penalize"]),
    }
)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), OPTIONS)
def test_random_playouts_keep_the_contract(seed: int, opts: dict) -> None:
    rng = random.Random(seed)
    options = ge.Options(**opts)
    s = ge.new_state(options, seed, ge.first_setup(options, seed))
    foul_tried = False
    while not ge.is_over(s):
        _check_state(s, rng)
        p = min(ge.to_act(s))
        legal = ge.legal_actions(s, p)
        action = rng.choice(legal)
        if options.renege_mode == "penalize" and s.table and not foul_tried:
            fouls = [c for c in s.hands[p] if ge.rules.PLAYS[c] not in legal]
            if fouls:
                action = ge.rules.PLAYS[fouls[0]]
                assert ge.why_illegal(s, p, action) is None
                foul_tried = True
        ge.apply(s, p, action)
    _check_state(s, rng)
    r = ge.result(s)
    if r.counted:
        assert sum(s.tricks) == 6
        assert len([e for e in s.events if e.key == "TrickWon"]) == 6
        # Sum rule: each non-declarer scores its tricks, reneges subtract.
        pen = options.renege_penalty
        for seat in range(3):
            assert r.points[seat] == sum(a for q, a, _, _ in r.lines if q == seat)
            if seat != s.declarer:
                assert r.points[seat] == s.tricks[seat] - pen * s.reneges[seat]
    else:
        assert r.points == (0, 0, 0) and s.thrown_in


@pytest.mark.parametrize("seed", range(6))
def test_a_swap_moves_the_hand_to_the_dead_hand_and_the_ghost_to_the_hand(seed: int) -> None:
    options = ge.Options(first_dealer=seed % 3)
    s = ge.new_state(options, seed, ge.first_setup(options, seed))
    p = min(ge.to_act(s))
    hand, ghost = list(s.hands[p]), list(s.ghost)
    (event,) = ge.apply(s, p, ge.rules.SWAP)
    assert (event.key, event.seat, event.reveals) == ("Swapped", p, (p,))
    moves = [(m.card, m.src, m.dst) for m in event.moves]
    assert moves == [(c, f"hand:{p}", "dead") for c in hand] + [
        (c, "ghost", f"hand:{p}") for c in ghost
    ]
    assert s.dead == hand and s.hands[p] == ghost and s.ghost == []


# -- saves, bots ------------------------------------------------------------------------------


def test_save_and_load_replays_a_match() -> None:
    m = Match("ghost_euchre", ge.Options(target_score=12), 99)
    bots = [MediumBot(), EasyBot(), MediumBot()]
    rng = random.Random(4)
    deals = 0
    while not m.over and deals < 40:
        if m.deal_over:
            m.start_next_deal()
            deals += 1
        p = min(m.to_act())
        legal = m.game.legal_actions(m.state, p)
        m.apply(p, bots[p].choose(m.game.view(m.state, p), legal, rng))
    loaded, seats = match_from_save(match_to_save(m, ["human", "easy", "medium"]))
    assert loaded.state == m.state and loaded.totals == m.totals
    assert m.over and max(m.totals) >= 12


def _reshuffle_hidden(s: ge.State, p: int, rng: random.Random) -> ge.State:
    """The same state with the cards `p` cannot see dealt again among the same places."""
    t = ge.clone(s)
    places = [t.hands[q] for q in range(3) if q != p] + [t.ghost]
    if t.swapper != p:
        places.append(t.dead)
    pool = [c for pl in places for c in pl]
    rng.shuffle(pool)
    for pl in places:
        n = len(pl)
        pl[:] = sorted(pool[:n], key=ge.rules.TEXT_ORDER.__getitem__)
        del pool[:n]
    return t


@pytest.mark.parametrize("seed", range(6))
def test_bots_ignore_hidden_cards(seed: int) -> None:
    options = ge.Options()
    s = ge.new_state(options, seed, ge.first_setup(options, seed))
    rng = random.Random(seed)
    bots = [MediumBot(), EasyBot()]
    while not ge.is_over(s):
        p = min(ge.to_act(s))
        legal = ge.legal_actions(s, p)
        other = _reshuffle_hidden(s, p, rng)
        assert ge.view(other, p) == ge.view(s, p)
        for bot in bots:
            a = bot.choose(ge.view(s, p), legal, random.Random(1))
            b = bot.choose(ge.view(other, p), ge.legal_actions(other, p), random.Random(1))
            assert a == b
        ge.apply(s, p, MediumBot().choose(ge.view(s, p), legal, rng))


def test_sample_state_respects_voids_and_the_dead_hand() -> None:
    # Seat 1 showed out of hearts; seat 0 swapped, so it knows the dead hand.
    s = ge.load_position(
        ge.Options(),
        {
            "hand:0": "JS AS KS QS",
            "hand:1": "9S TS 9C TC",
            "hand:2": "AH KH QH 9D",
            "dead": "9H TH JH TD JD QD",
            "swapper": 0,
            "trump": "C",
            "declarer": 0,
            "contract": 3,
            "leader": 2,
            "dealer": 2,
            "calls": ("bid 3", "pass", "pass"),
        },
    )
    ge.apply(s, 2, parse_action("play AH"))
    ge.apply(s, 0, parse_action("play JS"))  # JS is the left bower: a club, so 0 is void in H
    assert s.voids[0] == "H"
    ge.apply(s, 1, parse_action("play 9S"))
    rng = random.Random(0)
    for viewer in range(3):
        v = ge.view(s, viewer)
        for _ in range(30):
            sample = ge.sample_state(v, rng)
            assert ge.view(sample, viewer) == v
            if viewer != 0:
                assert not any(ge.effective_suit(c, "C") == "H" for c in sample.hands[0])
                assert "H" not in {c.suit for c in sample.hands[1] if c.rank != "J"}
            else:
                assert sorted(map(str, sample.dead)) == sorted("9H TH JH TD JD QD".split())


@pytest.mark.parametrize("seed,number,dealer", [(0, 0, 0), (123, 4, 1), (2**40, 17, 2)])
def test_deal_follows_contract_1_7(seed: int, number: int, dealer: int) -> None:
    """Deal k: `Random(f"{seed}/deal/{k}")`, canonical deck, `rng.shuffle`, then the seed of
    the deal; card k goes to [(d+1), (d+2), d, G][k % 4]."""
    rng = random.Random(f"{seed}/deal/{number}")
    deck = list(DECK)
    rng.shuffle(deck)
    deal_seed = rng.getrandbits(64)
    s = ge.new_state(ge.Options(), seed, ge.DealSetup(number, dealer, None, (0, 0, 0)))
    order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    for k, c in enumerate(deck):
        where = s.ghost if k % 4 == 3 else s.hands[order[k % 4]]
        assert c in where
    assert s.deal_seed == deal_seed
