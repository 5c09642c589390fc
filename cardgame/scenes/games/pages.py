"""A game outside the table: `GameUI` and the rows it fills the generic pages with (the
new-game options, the scoring sheet, the rules, the shots). The package's contract, table
and pages together, is described in `base`; this part never draws the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.core import Event, HandResult, Reason
from ...i18n import _
from .. import words
from .base import HUMAN, Presenter, TableContext

if TYPE_CHECKING:
    from ...engine.match import Match
    from ...persistence import Settings


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

    def stats_details(self, counters: dict[str, int]) -> list[tuple[str, str]]:
        """(label, value) lines the statistics screen adds for the chosen game."""
        return []

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
