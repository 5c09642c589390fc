"""The Tichu table's window-free decisions: seats, exchange slots, the selection label, bomb
prompts, the wish obligation, the prompt line and chips."""

from __future__ import annotations

from tichu_helpers import act, nobody_bombs, pos

from cardgame.engine import tichu as t
from cardgame.engine.actions import Exchange, Pass, Play, parse_action
from cardgame.engine.cards import Card, parse_cards
from cardgame.scenes.games.tichu import logic

NAMES = ["You", "Ayla", "Deniz", "Bora"]


def test_seats_partner_opposite_and_next_seat_on_the_right_by_default() -> None:
    assert [logic.seat_side(s) for s in range(4)] == ["bottom", "right", "top", "left"]
    assert [logic.seat_side(s, layout="clockwise") for s in range(4)] == [
        "bottom",
        "left",
        "top",
        "right",
    ]
    assert logic.seat_at("left") == 3 and logic.seat_at("left", layout="clockwise") == 1


def test_exchange_slots_change_until_complete_and_give_the_engines_action() -> None:
    slots = logic.ExchangeSlots()
    assert slots.seats == (3, 2, 1)
    a, b, c, d = parse_cards("MJ 3J 4P DRG")
    assert slots.put(a, 3) is None
    assert slots.put(b, 3) == a  # a slot holds one card: the old one goes back
    assert slots.put(b, 2) is None and 3 not in slots.cards  # a card sits in one slot only
    slots.put(c, 3)
    assert slots.action() is None
    slots.put(d, 1)
    assert slots.action() == Exchange(((c, 3), (b, 2), (d, 1)))
    assert str(slots.action()) == "exchange DRG>1 3J>2 4P>3"
    assert slots.take(1) == d and not slots.complete()
    assert slots.slot_label(2, NAMES) == "partner: Deniz"
    assert logic.ExchangeSlots(layout="clockwise").seats == (1, 2, 3)


def test_received_cards_in_slot_order() -> None:
    got = [(Card.parse("2S"), 1), (Card.parse("AS"), 3), (Card.parse("KJ"), 2)]
    assert [s for _c, s in logic.received_from(got)] == [3, 2, 1]


def _why(state, seat):
    return lambda a: t.why_illegal(state, seat, a)


def test_selection_label_names_legal_plays_and_explains_the_rest() -> None:
    state = pos(
        phase="PLAY",
        to_act=1,
        h0="9S 9J 3P",
        h1="7S 7J 8P PHX TS TJ 2R 4S",
        h2="2S 3S",
        h3="4J 5J",
        table="9P 9R",
        owner=0,
    )
    legal = t.legal_actions(state, 1)
    top = logic.top_combo(t.view(state, 1))

    def label(text: str) -> tuple[str, bool]:
        return logic.selection_label(parse_cards(text), legal, top, _why(state, 1))

    assert label("TS TJ") == ("Pair of 10s", True)
    assert label("7S 7J") == ("Pair of 7s: That does not beat the combination on the table.", False)
    assert label("7S 7J 8P PHX") == (
        (
            "Stairs 7-7-8-8, Phoenix as 8: Play the same kind of combination with as many cards "
            "as the one on the table, or a bomb."
        ),
        False,
    )
    assert label("2R 4S") == ("Those cards form no Tichu combination.", False)
    assert label("") == ("", False)


def test_the_wish_obligation_is_read_from_the_legal_actions() -> None:
    # E21: S0 leads MJ and wishes 8; S1 holds 8J and a bomb of threes
    state = pos(
        phase="PLAY", to_act=0, h0="MJ 2S 4J", h1="8J KS 6P 3S 3J 3P 3R", h2="9S 9J", h3="TS TJ"
    )
    act(state, 0, "play MJ wish 8")
    nobody_bombs(state)
    v = t.view(state, 1)
    legal = t.legal_actions(state, 1)
    assert logic.must_fulfil(v, legal)
    assert (
        logic.prompt(v, legal, NAMES) == "The wish asks for rank 8: you must play it (or a bomb)."
    )
    assert logic.panel_rows(v, (0, 0), 1000, NAMES)[-1] == ("Wish", "8")
    assert logic.lowest_bomb(legal) == parse_action("play 3S 3J 3P 3R")
    act(state, 1, "play 8J")
    nobody_bombs(state)
    v2 = t.view(state, 2)
    assert not logic.must_fulfil(v2, t.legal_actions(state, 2))
    assert logic.prompt(v2, t.legal_actions(state, 2), NAMES) == "Beat a single 8, or pass."


def test_bomb_prompts_stop_only_when_armed_unless_asked_otherwise() -> None:
    assert not logic.ask_for_bomb("armed", False, True)
    assert logic.ask_for_bomb("armed", True, False)
    assert logic.ask_for_bomb("all_windows", False, False)
    assert logic.ask_for_bomb("trick_end_only", False, True)
    assert not logic.ask_for_bomb("trick_end_only", False, False)


def test_a_trick_end_window_is_told_from_the_view() -> None:
    # E39: S0 leads AS; S1, S2, S3 pass; the trick-end window polls S1 (bomb of sixes)
    state = pos(phase="PLAY", to_act=0, h0="AS 2J", h1="6S 6J 6P 6R 3J", h2="4J 5P", h3="7R 8R")
    act(state, 0, "play AS")
    assert not state.window  # nobody bombs after the lead
    act(state, 1, "pass")
    act(state, 2, "pass")
    act(state, 3, "pass")
    assert t.to_act(state) == {1}
    v = t.view(state, 1)
    assert v.decision == "bomb" and logic.is_trick_end(v)
    assert logic.holds_bomb(v.hand) and not logic.holds_bomb(parse_cards("2S 3S 4S 5S"))
    assert logic.prompt(v, t.legal_actions(state, 1), NAMES) == "Throw in a bomb, or let it pass."
    assert Pass() in t.legal_actions(state, 1)


def test_chips_show_calls_places_and_passes() -> None:
    state = pos(
        phase="PLAY",
        to_act=1,
        h0="AS",
        h1="3J 4J",
        h2="4P 5P",
        h3="7R",
        calls=["tichu", "grand", "", ""],
        out=[],
        table="KS",
        owner=3,
    )
    act(state, 1, "pass")
    v = t.view(state, 0)
    assert logic.chips(v, 0) == ["Tichu"]
    assert logic.chips(v, 1) == ["Grand Tichu", "passed"]
    assert isinstance(
        logic.selection_label(parse_cards("AS"), t.legal_actions(state, 0), None, _why(state, 0))[
            1
        ],
        bool,
    )
    assert Play(parse_cards("AS")) not in t.legal_actions(state, 0)  # not our turn


def test_the_last_collected_trick_is_read_from_the_log() -> None:
    state = pos(phase="PLAY", to_act=0, h0="5S 2J", h1="KJ 3J", h2="AS 4P", h3="7R 8R")
    for seat, text in (
        (0, "play 5S"),
        (1, "play KJ"),
        (2, "play AS"),
        (3, "pass"),
        (0, "pass"),
        (1, "pass"),
    ):
        act(state, seat, text)
        nobody_bombs(state)
    got = logic.last_trick(t.view(state, 0).log)
    assert got == [(0, parse_cards("5S")), (1, parse_cards("KJ")), (2, parse_cards("AS"))]
    assert logic.last_trick(()) == []
