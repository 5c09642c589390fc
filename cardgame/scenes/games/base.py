"""The contract between the generic table scenes and one game: `GameUI` and `Presenter`.

A game that can be played in the window is one package `cardgame/scenes/games/<game id>/`
whose `GAME` is a `GameUI`. The generic scenes (menu, new game, table, scoring, rules,
statistics, the screenshot and benchmark scripts) ask it for everything that belongs to the
game and nothing else; they never import a game's package by name (see `games.game_ui`).

- `GameUI` is the game's face outside the table: player counts and option rows for the
  new-game screen, the rules text, the scoring sheet of a finished deal, statistics
  counters, the words for refusals, log lines and speech bubbles, and the shots to render.
- `Presenter` is the game at the table: where its zones lie, what its centre looks like,
  chips, panel rows, the prompt, button labels and keys, the chooser's heading, which
  actions to confirm, the label of a selection, hint reasons, sort keys, and hooks for
  its own widgets. It receives a narrow `TableContext` and never imports the table scene.
- `Shown` is the picture both share: card zones (None = a back) plus the presenter's
  status. The engine's `Move(card, src, dst)`s move cards between zone lists, so the
  picture follows the events with no game code in between.

Zone lists hold cards in the order they were laid down: the last card is the top one.
The human always sits at seat 0 (`HUMAN`), whose hand is the zone ``"hand:0"``.

Adding a game's table: make the package with `GAME = MyGameUI()` (a `GameUI` subclass) and a
`Presenter` subclass; the menu offers Play for it, the new-game, rules, scoring and
statistics scenes fill themselves from it, `python -m cardgame.lab.shots` renders its `shots()`
and `python -m cardgame.lab.appbench` measures its `bench_position()`. Scenes are opened by
route name (`scenes/routes.py`: "table", "scoring", "new_game", ...), so nothing in a game
package imports a scene. Headless tests post mouse events (tests/ui_helpers.py); Xvfb tests
use tests/xvfb_helpers.py.

How the table uses a presenter, in order: at a `Dealt` event the picture becomes `empty()`
with the deck (``"deck"``) holding a back per dealt card; each event's moves fly from
`zone_pos(src)` to `zone_pos(dst, arriving=True)` (unless `animates(move)` is False), then
`after_event` updates the status, then `pause_after(event)` seconds pass (scaled by the
speed). At rest the picture is `shown_from_view(view)`, exactly the engine's view. A drop
on `play_area()` or Enter or Play tries the selection against the legal actions' cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

import pygame

from ...engine.actions import Action, Pass, Play
from ...engine.cards import Card, sort_cards
from ...engine.cards import sort_key as card_order
from ...engine.core import Event, HandResult, Move, Reason, SeatView
from ...i18n import _
from .. import words

if TYPE_CHECKING:
    from ...engine.match import Match
    from ...persistence import Settings
    from ...ui.assets import Sprites
    from ...ui.layout import TableLayout

HUMAN = 0
HAND = "hand:0"

# -- the picture ------------------------------------------------------------------------------


def _backs(n: int) -> list[Card | None]:
    return [None] * n


@dataclass
class Shown:
    """What the table shows now: every zone's cards (None = a back) and the presenter's
    status (free-form: the active suit, the direction, a wish, whose card is on top...).

    `order` sorts a hand whose cards are all known (the human's), by the player's choice."""

    zones: dict[str, list[Card | None]]
    status: dict[str, Any] = field(default_factory=dict)
    order: Callable[[list[Card]], list[Card]] | None = None

    def cards(self, zone: str) -> list[Card | None]:
        """The zone's list (created empty when first used)."""
        return self.zones.setdefault(zone, [])

    def count(self, zone: str) -> int:
        return len(self.zones.get(zone, ()))

    def faces(self, zone: str) -> list[Card]:
        return [c for c in self.zones.get(zone, ()) if c is not None]

    def take(self, zone: str, card: Card | None) -> None:
        """Take `card` out of `zone`: that card if it is shown there, else a back, else the top."""
        cards = self.zones.get(zone)
        if not cards:
            return
        if card is not None and card in cards:
            cards.remove(card)
        elif None in cards:
            # the last back: a hidden card leaves from the top of a pile
            for i in range(len(cards) - 1, -1, -1):
                if cards[i] is None:
                    del cards[i]
                    break
        else:
            cards.pop()

    def put(self, zone: str, card: Card | None) -> None:
        cards = self.cards(zone)
        cards.append(card)
        if zone.startswith("hand:") and None not in cards:
            self.sort(zone)

    def sort(self, zone: str) -> None:
        cards = self.zones.get(zone)
        if cards and None not in cards:
            known = [c for c in cards if c is not None]
            cards[:] = list(self.order(known) if self.order else sort_cards(known))


# -- what the presenter may use of the table --------------------------------------------------


class TableContext(Protocol):
    """The narrow view of the table a presenter gets (read it fresh: the layout changes on a
    resize). A presenter acts only through `submit` and `say`."""

    @property
    def layout(self) -> TableLayout: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def seats(self) -> list[str]: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def sprites(self) -> Sprites: ...
    @property
    def match(self) -> Match: ...
    @property
    def now(self) -> float: ...
    @property
    def caught_up(self) -> bool:
        """Every event so far has begun to be shown (the last one may still be landing)."""
        ...

    @property
    def selected(self) -> frozenset[Card]: ...
    def submit(self, action: Action) -> None: ...
    def say(self, message: str, warn: bool = True) -> None: ...
    def select(self, cards: frozenset[Card]) -> None: ...
    def explain(self, why: Reason) -> str:
        """A refusal in the table's words (one sentence per situation, in every game)."""
        ...


class PanelRow(NamedTuple):
    """A line of the corner panel. `tone`: "info" (dim label, bold value), "head" (a dim
    heading), "name" (a player's line) or "accent" (a leader's line, in gold)."""

    label: str
    value: str = ""
    tone: str = "info"


class Presenter:
    """A game at the table. Every method has a plain default; a game overrides what differs.

    Zones: ``hand:s`` are drawn by the table (the human's fan, the others' small backs); every
    other zone is the presenter's: `zone_rect`/`zone_pos`/`zone_size` say where its cards fly,
    `draw_centre` draws them at rest. `play_area` is where a dragged card or selection may be
    dropped. Words shown on the table are the game's (`GameUI` supplies refusals and log)."""

    multi_select = False  # True: clicks toggle cards and Play plays the selection
    sort_modes: tuple[str, ...] = ("rank", "suit")

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx

    def retranslate(self) -> None:
        """The language changed: drop every word the presenter keeps (labels, memos)."""

    @property
    def L(self) -> TableLayout:
        return self.ctx.layout

    @property
    def seat_count(self) -> int:
        return self.ctx.match.num_seats

    def totals(self) -> tuple[int, ...]:
        """The match totals as the table shows them: a deal just over counts once the picture
        reaches its scoring (its last trick may still be on the table before that)."""
        m = self.ctx.match
        last = m.results[-1] if m.results else None
        if m.deal_over and last is not None and last.counted and not self.ctx.caught_up:
            return tuple(t - p for t, p in zip(m.totals, last.points, strict=True))
        return tuple(m.totals)

    # -- the model -------------------------------------------------------------------------------
    def empty(self) -> Shown:
        """The picture before a deal: empty hands (the `Dealt` event fills `deck` first)."""
        return Shown({f"hand:{s}": [] for s in range(self.seat_count)}, {})

    def shown_from_view(self, v: SeatView) -> Shown:
        """The picture at rest, exactly the view: own hand face up, other hands and every other
        counted zone as backs, the view's `table` cards face up in the ``table`` zone."""
        zones: dict[str, list[Card | None]] = {z: _backs(n) for z, n in v.counts if n}
        for s in range(self.seat_count):
            zones[f"hand:{s}"] = _backs(v.count(f"hand:{s}"))
        zones[f"hand:{v.seat}"] = list(v.hand)
        if v.table:
            zones["table"] = [c for _s, cards in v.table for c in cards]
        return Shown(zones, self.status_from_view(v))

    def status_from_view(self, v: SeatView) -> dict[str, Any]:
        return dict(v.status)

    def event_starts(self, shown: Shown, e: Event) -> None:
        """Update `shown.status` as an event's cards set off (what belongs to the card in
        flight: a flight eases out, so it looks landed well before it ends)."""

    def after_event(self, shown: Shown, e: Event) -> None:
        """Update `shown.status` once an event's cards have landed."""

    def pause_after(self, e: Event) -> float:
        """Seconds (at normal speed) to let an event without card moves sink in."""
        return 0.08

    def hold_after(self, e: Event) -> float:
        """Seconds (at normal speed) to hold still after an event's cards have landed (a Dog
        handing on the lead); 0 goes straight on."""
        return 0.0

    def starts_deal(self, e: Event) -> bool:
        """Whether the event deals a new deal (the picture starts empty); a second round of
        dealing into the same deal (Tichu's last six cards) is False."""
        return e.key == "Dealt"

    def beat(self, v: SeatView) -> float:
        """The share of the human-feeling pause a computer player takes before this decision
        (0 for a private poll, which must show no sign that it happened)."""
        return 1.0

    def animates(self, m: Move) -> bool:
        """Whether a move flies (two zones drawn in one place need not)."""
        return True

    def sound(self, e: Event) -> str | None:
        """The sound an event makes when the player sees it (a name of `ui.sound.NAMES`:
        "deal" plays for each dealt card), or None. The default reads the zones: cards into a
        hand from elsewhere are drawn, cards out of a hand are played, other moves gather a
        trick; a game adds its own ("bomb")."""
        if self.starts_deal(e) or e.key == "Dealt":
            return "deal"
        if not e.moves:
            return None
        from_hand = any(m.src.startswith("hand:") for m in e.moves)
        if from_hand:
            return "play"
        if any(m.dst.startswith("hand:") for m in e.moves):
            return "draw"
        return "trick"

    def face_up(self, m: Move) -> bool:
        """Whether a known card flies face up (False: cards laid away face down)."""
        return True

    # -- geometry --------------------------------------------------------------------------------
    def zone_size(self, zone: str) -> tuple[int, int]:
        if zone == HAND:
            return self.L.card
        if zone.startswith("hand:"):
            return self.L.small
        return self.L.play_card

    def zone_rect(self, zone: str) -> pygame.Rect:
        """Where a zone lies; a game places its own zones (the default: the middle)."""
        if zone.startswith("hand:"):
            return self.L.seat_anchor(int(zone[5:]))
        r = pygame.Rect(0, 0, *self.zone_size(zone))
        r.center = self.L.centre.center
        return r

    def zone_pos(
        self, zone: str, card: Card | None, shown: Shown, arriving: bool = False
    ) -> tuple[float, float]:
        """The top-left corner for `card` leaving (or, `arriving`, landing in) `zone`."""
        L = self.L
        if zone == HAND:
            hand = shown.faces(HAND)
            if arriving and card is not None and card not in hand:
                hand = hand + [card]
                hand = shown.order(hand) if shown.order else list(sort_cards(hand))
            if card in hand:
                r, _t = L.hand_slots(len(hand))[hand.index(card)]
                return r.topleft
            return L.seat_anchor(0).topleft
        if zone.startswith("hand:"):
            s = int(zone[5:])
            slots = L.back_slots(s, shown.count(zone) + (1 if arriving else 0))
            return slots[-1].topleft if slots else L.seat_anchor(s).topleft
        return self.zone_rect(zone).topleft

    def play_area(self) -> pygame.Rect:
        """Where a dragged card or selection is played."""
        return self.L.centre

    def drop_glow(self) -> pygame.Rect:
        """What lights up while a card that may be played is dragged over the play area."""
        return self.play_area()

    # -- drawing ---------------------------------------------------------------------------------
    def draw_centre(self, surf: pygame.Surface, shown: Shown) -> None:
        """The middle of the table at rest (default: the ``table`` zone's cards in a row)."""
        cards = shown.cards("table")
        if not cards:
            return
        size = self.L.play_card
        step = round(size[0] * 0.4)
        x = self.L.centre.centerx - (step * (len(cards) - 1) + size[0]) // 2
        for i, c in enumerate(cards):
            y = self.L.centre.centery - size[1] // 2
            surf.blit(self.ctx.sprites.card(c, size), (x + i * step, y))

    def message_floor(self, shown: Shown) -> int | None:
        """The highest y a message over the table may reach without hiding what the game
        needs seen just above it (a trick's latest name tag); None: no such thing."""
        return None

    def draw_widgets(self, surf: pygame.Surface, shown: Shown) -> None:
        """The game's own widgets, drawn over the centre and under the hand."""

    def handle_event(self, e: pygame.event.Event) -> bool:
        """Input for the game's widgets, offered before the table's; True when used."""
        return False

    # -- words on the table ------------------------------------------------------------------------
    def title(self, v: SeatView) -> str:
        game = self.ctx.match.info.title
        return _("{game} \u2014 deal {k}").format(game=game, k=v.deal_number + 1)

    def chips(self, v: SeatView, seat: int) -> list[str]:
        """Small words under a seat's plate (dealer, passed, bid 4...)."""
        badges = v.badges[seat] if seat < len(v.badges) else ()
        return [_("dealer")] if "dealer" in badges else []

    def panel_rows(self, v: SeatView) -> list[PanelRow]:
        """The corner panel; the default lists the match totals."""
        rows = [PanelRow(_("Points"), "", "head")]
        for s, total in enumerate(self.totals()):
            rows.append(
                PanelRow(
                    self.ctx.names[s] if s < len(self.ctx.names) else str(s), str(total), "name"
                )
            )
        return rows

    def prompt(self, v: SeatView, playable: bool) -> str:
        """The line above the hand when it is the human's turn."""
        if playable:
            return _("Your turn: drag your cards to the table.")
        return _("Your turn.")

    def out_of_turn(self, v: SeatView, who: str | None) -> str | None:
        """The table's one sentence while `who` (None: several players) decides, when the
        player may do more than wait (Tichu: throw in a bomb); None for the table's own."""
        return None

    def waiting(self, v: SeatView) -> str | None:
        """The line above the hand while the table waits for others after the player's own
        choice (a step where every seat chooses at once); None for none."""
        return None

    def button_label(self, a: Action, v: SeatView) -> str:
        return words.action_label(a)

    def button_key(self, a: Action) -> str | None:
        """A letter that presses the action's button (shown on it), or None."""
        return "p" if isinstance(a, Pass) else None

    def button_order(self, actions: Sequence[Action]) -> list[Action]:
        return list(actions)

    def bar_actions(self, v: SeatView, legal: Sequence[Action]) -> list[Action]:
        """The actions without cards the action bar shows: the legal ones, and any illegal
        ones the game wants seen, disabled with the engine's reason on hover."""
        return list(legal)

    def chooser_heading(self, actions: Sequence[Action]) -> str:
        return _("Choose how to play")

    def chooser_label(self, a: Action) -> str:
        return words.action_label(a)

    def confirm(self, a: Action) -> str | None:
        """A question to ask before an easy-to-regret action, or None to go ahead."""
        return None

    def selection_label(self, cards: Sequence[Card], v: SeatView) -> tuple[str, bool]:
        """What the selected cards make ("Straight 8-Q") and whether they may be played now;
        ("", False) for no label."""
        return ("", False)

    def offer_chooser(self, v: SeatView, legal: Sequence[Action]) -> list[Action] | None:
        """Actions to offer at once in the chooser when the human's decision begins (a trump
        to name), or None for the action bar only."""
        return None

    def explain(self, why: Reason, v: SeatView) -> str | None:
        """A refusal put in words with the position in mind (None: the game's words)."""
        return None

    def auto_action(self, v: SeatView, legal: Sequence[Action]) -> Action | None:
        """An answer the table gives for the human without stopping (Tichu's bomb window
        when the player asked for no prompt), recorded like any action; None to ask."""
        return None

    def last_trick_winner(self, v: SeatView) -> int | None:
        """The seat that took the last finished trick (the review marks it); None: unknown."""
        return None

    def last_trick(self, v: SeatView) -> list[tuple[int, tuple[Card, ...]]] | None:
        """The last finished trick as (seat, cards) in the order played, for L and the top
        bar's button; [] before the first one ends; None for a game without tricks."""
        return None

    def hint_label(self, a: Action, v: SeatView) -> str:
        """The hint's action in words: the cards it plays, or its button's label."""
        cards = getattr(a, "cards", None)
        if cards:
            return words.action_label(Play(tuple(cards)))
        return self.button_label(a, v)

    def hint_reason(self, v: SeatView, a: Action) -> str | None:
        """Why the hint suggests `a`, in a short phrase; None for no reason."""
        return None

    def hand_marks(self, v: SeatView) -> dict[Card, tuple[str, ...]]:
        """Short tags the table draws above cards of the human's hand, for what the player
        should notice about a card: each its wordings, longest first (the table takes the
        first that fits); none by default."""
        return {}

    def describe(self, e: Event, said: str | None) -> str | None:
        """The log line for an event: `said` is the game's words for it (`GameUI.describe`);
        a presenter that knows more of the table (where it draws the seats, the step being
        played) words it itself."""
        return said

    def sort_key(self, mode: str) -> Callable[[Card], Any]:
        """The order of the human's hand for a sort mode: "rank" (the engine's order, low to
        high) or "suit" (grouped by suit, low to high within each)."""
        if mode == "suit":
            return lambda c: card_order(c)[::-1]
        return card_order


# -- the game outside the table ----------------------------------------------------------------


class OptionRow(NamedTuple):
    """One rule option on the new-game screen: the options field, its label, the values and
    their names, a one-line explanation, and the column (0: with the players, 1: the rules)."""

    field: str
    label: str
    values: list[Any]
    names: list[str]
    help: str
    column: int = 1


@dataclass
class SheetRow:
    """One line of the scoring sheet: whose, the cards shown, how it was counted, the points."""

    name: str
    cards: tuple[Card, ...] = ()
    detail: str = ""
    points: str = ""
    accent: bool = False


@dataclass
class ScoreSheet:
    """The finished deal explained: a headline (how it ended), a line per player or side, an
    optional note (a void deal), a footer under the match table (deals left), and `lines`:
    the settlement in sentences, drawn under the rows (who pays whom and why). Without
    `match_table` (a game of one deal) the sheet takes the whole width."""

    headline: str
    rows: list[SheetRow]
    note: str = ""
    footer: str = ""
    lines: list[str] = field(default_factory=list)
    match_table: bool = True


@dataclass
class Shot:
    """A screenshot: the scene to open by route name with its arguments, then optional steps
    (`then(scene)`, e.g. open a chooser) and `frames` of 1/60 s to run (a deal in flight)."""

    name: str
    route: str
    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)
    then: Callable[[Any], None] | None = None
    frames: int = 0


RulesBlock = tuple[str, str]  # ('h' heading | 'p' paragraph | 'c' cards | 'e' example, text)


class GameUI:
    """Everything the generic scenes need from one game, outside the table."""

    game_id = ""
    player_counts: tuple[int, ...] = ()  # empty: the engine's options fix the count
    menu_fan = "AS KS QS JS"  # the cards on the menu tile
    counter_clockwise = False  # True: the next seat in turn order sits on the right
    deck: str | None = None  # the game's own card art under sprites/ (None: French)

    def presenter(self, ctx: TableContext) -> Presenter:
        return Presenter(ctx)

    def setting_rows(self) -> list[OptionRow]:
        """The game's table settings for the settings screen (display and prompts only);
        stored in `settings.games[game_id][field]`."""
        return []

    def setting(self, settings: Settings, name: str) -> Any:
        """A table setting's value (the first value of its row when never chosen)."""
        saved = getattr(settings, "games", {}).get(self.game_id, {})
        row = next((r for r in self.setting_rows() if r.field == name), None)
        value = saved.get(name)
        if row is None:
            return value
        return value if value in row.values else row.values[0]

    def mirrored(self, settings: Settings) -> bool:
        """Whether the seats go anticlockwise on screen (seat 1 on the human's right)."""
        return self.counter_clockwise

    def option_rows(self, num_players: int) -> list[OptionRow]:
        return []

    def seat_help(self, seat: int, num_players: int) -> str:
        """The new-game line under a computer seat's strength (who it is to you, in a game
        of partners)."""
        return _("Computer player strength.")

    def rules_text(self) -> list[RulesBlock]:
        return []

    # -- scoring -----------------------------------------------------------------------------------
    def scored_title(self, k: int) -> str:
        """The scoring screen's title after the k-th counted deal, in the game's own word
        for a deal (the table's title uses the same)."""
        return _("Deal {k} scored").format(k=k)

    def deal_heading(self) -> str:
        """The scoring screen's heading over the last deal's lines."""
        return _("This deal")

    def deal_label(self, k: int) -> str:
        """A row of the match table: the k-th counted deal."""
        return _("Deal {k}").format(k=k)

    def next_deal(self) -> str:
        """The scoring screen's button on to the next deal."""
        return _("Next deal")

    def score_sheet(self, match: Match, names: Sequence[str]) -> ScoreSheet:
        r = match.results[-1]
        rows = [
            SheetRow(self.side_names(match, names)[side], points=str(p))
            for side, p in enumerate(r.points)
        ]
        return ScoreSheet("", rows)

    def side_names(self, match: Match, names: Sequence[str]) -> list[str]:
        """The name of each scoring side (one per seat unless the game has teams)."""
        return list(names[: len(match.totals)])

    # -- statistics -------------------------------------------------------------------------------
    def deal_stats(self, match: Match, result: HandResult, human: int) -> dict[str, int]:
        """Counters to add after a counted deal (the match ones when it ended the match)."""
        out = {"deals": 1}
        if match.over:
            out["matches"] = 1
            out["wins"] = 1 if human in match.winners() else 0
        return out

    def stats_rows(self, counters: dict[str, int]) -> list[tuple[str, str]]:
        """(label, value) cells of the statistics screen for this game."""
        return [
            (_("Matches"), str(counters.get("matches", 0))),
            (_("Wins"), str(counters.get("wins", 0))),
            (_("Deals"), str(counters.get("deals", 0))),
        ]

    # -- words ------------------------------------------------------------------------------------
    # the game's words module (`explain`, `describe`, `speech`), which the three below ask
    game_words: Any = None

    def explain(self, why: Reason) -> str | None:
        """A refusal in the game's words, or None for the common words."""
        return self.game_words.explain(why) if self.game_words else None

    def describe(self, e: Event, names: Sequence[str], me: int = HUMAN) -> str | None:
        """One log line for an observed event, or None for events the log skips."""
        return self.game_words.describe(e, names, me) if self.game_words else None

    def merge(self, last: Event, e: Event) -> Event | None:
        """One event standing for `last` and `e` when the log should show them as one line
        (a penalty taken card by card), or None for two lines."""
        return None

    def speech(self, e: Event) -> str | None:
        """A short bubble at the seat for events worth a glance."""
        return self.game_words.speech(e) if self.game_words else None

    def action_label(self, a: Action) -> str:
        return words.action_label(a)

    # -- scripts ----------------------------------------------------------------------------------
    def shots(self) -> list[Shot]:
        return []

    def bench_position(self) -> tuple[Match, list[str]]:
        """A mid-deal match at the human's turn, for the frame and idle figures."""
        raise NotImplementedError
