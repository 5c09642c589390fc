"""The tutorial over the real table: a bubble with the step's text, a highlight with an arrow,
and the one action the step waits for.

The table asks its guide a few questions and knows nothing else of tutorials: `allows` (may
the player's action go to the engine now? the refusal in words if not), `holds` (must the
computer players and the end of the deal wait for the player to read?), `after_action`
(the deal moved on), `on_turn` (the player's decision came: after the script, the hint),
`handle_event` (Continue) and `draw`. Progress is saved after every step and action, so that
leaving and coming back, or quitting and relaunching, resumes at the step.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ...ai.base import Bot, make_bot
from ...engine.actions import Action, parse_action
from ...engine.core import SeatView
from ...engine.match import Match
from ...i18n import _, pgettext
from ...ui import theme
from ...ui.widgets import Button
from .progress import Entry, Record
from .script import Step, Tutorial

if TYPE_CHECKING:
    from ..table.scene import TableScene

HUMAN = 0
GOLD = (244, 200, 92)


class ScriptedBot:
    """A computer player that plays its seat's scripted moves, then Medium's: the prepared
    deal stays the prepared one whatever the settings."""

    def __init__(self, match: Match, seat: int, moves: Sequence[str]) -> None:
        self.match, self.seat, self.moves = match, seat, list(moves)
        self.medium: Bot = make_bot(match.info.id, "medium")

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        k = sum(1 for s, _a in self.match.history if s == self.seat)
        if k < len(self.moves):
            action = parse_action(self.moves[k])
            if action in legal:
                return action
        return self.medium.choose(view, legal, rng)


class Guide:
    """One tutorial under way at one table (see the module's docstring)."""

    def __init__(
        self, tutorial: Tutorial, match: Match, record: Record, notice: str | None = None
    ) -> None:
        self.tutorial = tutorial
        self.match = match
        self.record = record
        self.entry: Entry = record.get(tutorial.game_id)
        self.notice = notice  # said once the table is up (a damaged record)
        self.table: TableScene | None = None
        self._hinted = -1

    # -- what the table asks -------------------------------------------------------------------
    def attach(self, table: TableScene) -> None:
        self.table = table
        if self.notice:
            table.say(self.notice, warn=False)

    def bots(self, seats: Sequence[str]) -> dict[int, Bot]:
        return {
            s: ScriptedBot(self.match, s, self.tutorial.moves_of(s))
            for s, kind in enumerate(seats)
            if kind != "human"
        }

    @property
    def step(self) -> Step | None:
        """The step under way; None once the script is done (the deal goes on freely)."""
        steps = self.tutorial.steps
        return steps[self.entry.step] if self.entry.step < len(steps) else None

    def holds(self) -> bool:
        """The deal has reached the step: the computer players wait for the player."""
        step = self.step
        return step is not None and len(self.match.history) >= step.at

    def showing(self) -> bool:
        """The step's bubble is up (its moment came and the table shows it at rest)."""
        t = self.table
        return self.holds() and (t is None or not t.busy())

    def expected(self) -> Action | None:
        step = self.step
        return parse_action(step.act) if step is not None and step.act else None

    def allows(self, action: Action) -> str | None:
        """None when `action` may go to the engine; else why not, in words. An action the
        engine refuses anyway is let through: the table says the engine's reason."""
        step = self.step
        if step is None or self.table is None:
            return None
        if step.act is None:
            return _("Read the step first, then press Continue.")
        want = parse_action(step.act)
        if str(action) == str(want):  # the text form is canonical (cards in hand order)
            return None
        if self.match.game.why_illegal(self.match.state, HUMAN, action) is not None:
            return None
        label = self.table.presenter.hint_label(want, self.table.view)
        return _("Not this time: the lesson asks for {action} here.").format(action=label)

    def after_action(self) -> None:
        """Count the player's expected move as the step done. The tutorial is one deal:
        at its end the match is over too."""
        step = self.step
        if step is not None and step.act is not None and len(self.match.history) > step.at:
            self.entry.step += 1
        if self.match.deal_over:
            self.match.over = True
        self.save()

    def on_turn(self) -> None:
        """The player's decision: once the script is done, the hint shows at each one."""
        t = self.table
        if self.step is not None or t is None or self._hinted == len(self.match.history):
            return
        self._hinted = len(self.match.history)
        t.hint()

    def save(self) -> None:
        """The step and the deal's actions; a tutorial whose steps are all done is
        remembered as finished, and once its deal is over too, nothing is left to resume."""
        e = self.entry
        if self.step is None:
            e.done = True
        e.actions = list(self.match.history)
        gid = self.tutorial.game_id
        if self.step is None and self.match.deal_over:
            self.record.entries[gid] = Entry(done=True, offered=e.offered)
        else:
            self.record.entries[gid] = e
        self.record.write()

    def go_on(self) -> None:
        """Continue: the next step (the table then drives on)."""
        self.entry.step += 1
        self.save()
        if self.table is not None:
            self.table.drive_soon = True

    def handle_event(self, e: pygame.event.Event) -> bool:
        step = self.step
        if step is None or step.act is not None or not self.showing():
            return False
        b = self.continue_rect()
        clicked = e.type == pygame.MOUSEBUTTONDOWN and e.button == 1
        if clicked and b is not None and b.collidepoint(e.pos):
            self.go_on()
            return True
        if e.type == pygame.KEYDOWN and e.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
            pygame.K_c,
        ):
            self.go_on()
            return True
        return False

    # -- drawing -------------------------------------------------------------------------------
    def text(self, step: Step) -> str:
        names = self.table.names if self.table is not None else []
        return _(step.text).format(**{f"p{s}": n for s, n in enumerate(names)})

    def targets(self, step: Step) -> list[pygame.Rect]:
        """Where the step points: its own marks, or the cards (or button) it waits for."""
        t = self.table
        if t is None:
            return []
        marks = list(step.show)
        want = self.expected()
        if not marks and want is not None:
            cards = getattr(want, "cards", None)
            marks = [f"card:{c}" for c in cards] if cards else [f"button:{want}"]
        out: list[pygame.Rect] = []
        for m in marks:
            kind, _sep, what = m.partition(":")
            r = self._target(t, kind, what)
            if r is not None:
                out.append(r)
        return out

    @staticmethod
    def _target(t: TableScene, kind: str, what: str) -> pygame.Rect | None:
        if kind == "card":
            hand = t.hand()
            faces = [str(c) for c in hand]
            if what in faces:
                return t._slot(faces.index(what), hand)
            for zone, cards in t.shown.zones.items():
                if any(str(c) == what for c in cards if c is not None):
                    return t.presenter.zone_rect(zone)
            return None
        if kind == "seat":
            s = int(what)
            if s == HUMAN:
                hand = t.hand()
                slots = [t._slot(i, hand) for i in range(len(hand))]
                return slots[0].unionall(slots[1:]) if slots else None
            return t.layout.seat_anchor(s).inflate(t.layout.small_w, t.layout.small_h // 3)
        if kind == "zone":
            return t.presenter.zone_rect(what)
        if kind == "button":
            for b in t.buttons:
                if b.key == what:
                    return b.rect
            return None
        return None

    def _bubble(self, step: Step) -> tuple[pygame.Rect, list[str], pygame.Rect | None]:
        """The bubble's box, its lines and its Continue button's place (None: the step
        waits for a move), computed from the window's size."""
        assert self.table is not None
        L = self.table.layout
        _title, body, small = theme.sizes(L.h)
        width = round(min(L.w * 0.5, max(L.w * 0.36, body * 26)))
        pad = body
        lines = theme.wrap(self.text(step), body, width - 2 * pad)
        bh = round(body * 2.1) if step.act is None else 0
        height = pad + round(small * 1.5) + round(body * 1.35) * len(lines) + pad
        height += bh + pad // 2 if bh else 0
        box = self._place(pygame.Rect(0, 0, width, height), step)
        if not bh:
            return box, lines, None
        bw = theme.text(self.continue_label(), body, bold=True).get_width() + body * 2
        r = pygame.Rect(0, 0, bw, bh)
        r.bottomright = (box.right - pad, box.bottom - pad // 2)
        return box, lines, r

    def _place(self, box: pygame.Rect, step: Step) -> pygame.Rect:
        """Below the top bar: in the middle unless a seat, a card on the table or what the
        step points at is there, then on the left (over the log), else on the right."""
        assert self.table is not None
        L = self.table.layout
        t = self.table
        avoid = [L.seat_anchor(s).inflate(L.small_w, L.small_h // 2) for s in L.seats]
        avoid += [  # what lies on the table (a pile, the ghost hand), the hands aside
            t.presenter.zone_rect(z)
            for z, cards in t.shown.zones.items()
            if cards and not z.startswith("hand")
        ]
        avoid += self.targets(step)
        top = L.topbar.bottom + L.margin
        spots = (("midtop", L.w // 2), ("topleft", L.margin), ("topright", L.w - L.margin))
        for anchor, x in spots:
            setattr(box, anchor, (x, top))
            if box.collidelist(avoid) < 0:
                return box
        box.topleft = (L.margin, top)
        return box

    @staticmethod
    def continue_label() -> str:
        return pgettext("tutorial: the next step", "Continue") + " (\u21b5)"

    def bubble_rect(self) -> pygame.Rect:
        """Where the step's bubble is (an empty rect when none shows)."""
        step = self.step
        if step is None or self.table is None or not self.showing():
            return pygame.Rect(0, 0, 0, 0)
        return self._bubble(step)[0]

    def continue_rect(self) -> pygame.Rect | None:
        step = self.step
        if step is None or self.table is None or not self.showing():
            return None
        return self._bubble(step)[2]

    def draw(self, surf: pygame.Surface) -> None:
        step = self.step
        t = self.table
        if step is None or t is None or not self.showing():
            return
        _title, body, small = theme.sizes(t.layout.h)
        box, lines, button = self._bubble(step)
        targets = self.targets(step)
        if targets:  # one arrow (to cards side by side, all of them), an outline round each
            union = targets[0].unionall(targets[1:])
            _arrow(surf, box, union if union.h < t.layout.h // 3 else targets[0])
        for r in targets:
            pygame.draw.rect(surf, theme.tinted(GOLD), r.inflate(8, 8), width=3, border_radius=8)
        theme.cover(box)  # the bubble hides what lies under it (the log)
        theme.panel(surf, box, (18, 30, 24, 255), edge=(244, 200, 92, 220))
        pad = body
        y = box.top + pad // 2
        counter = _("Step {k} of {n}").format(k=self.entry.step + 1, n=len(self.tutorial.steps))
        theme.blit_text(surf, counter, small, (box.left + pad, y), theme.TEXT_DIM, box=box)
        y += round(small * 1.5)
        for line in lines:
            theme.blit_text(surf, line, body, (box.left + pad, y), box=box)
            y += round(body * 1.35)
        if button is not None:
            Button(self.continue_label(), self.go_on, button, accent=True).draw(surf, body)


def _arrow(surf: pygame.Surface, box: pygame.Rect, target: pygame.Rect) -> None:
    """A line with a point from the bubble to what the step is about."""
    tx = min(max(box.centerx, target.left + 6), target.right - 6)
    ty = target.top - 6 if target.top > box.bottom else target.bottom + 6
    sx = min(max(tx, box.left + 20), box.right - 20)
    sy = box.bottom if ty > box.bottom else box.top
    colour = theme.tinted(GOLD)
    pygame.draw.line(surf, colour, (sx, sy), (tx, ty), 3)
    v = pygame.Vector2(tx - sx, ty - sy)
    if v.length() < 1:
        return
    v.scale_to_length(14)
    side = pygame.Vector2(-v.y, v.x) * 0.5
    tip = pygame.Vector2(tx, ty)
    pygame.draw.polygon(surf, colour, [tip, tip - v + side, tip - v - side])
