"""The rules for players, per game: headings, short paragraphs and small card images in the
examples; scrollable with the wheel and the keys. Written for people, not the engine spec."""

from __future__ import annotations

import pygame

from ..engine import registry
from ..engine.cards import Card
from ..i18n import _
from ..ui import theme
from ..ui.widgets import Button
from .base import App
from .common import ButtonScene


def pis_yedili_rules() -> list[tuple[str, str]]:
    """(kind, text) blocks: 'h' heading, 'p' paragraph, 'c' a row of cards, 'e' example text."""
    return [
        ("h", _("The aim")),
        ("p", _("Be the first to get rid of all your cards. Whoever still holds cards when a deal "
                "ends scores penalty points for them. After the last deal of the match, the lowest "
                "total wins.")),
        ("h", _("The deal")),
        ("p", _("Everyone gets seven cards; the rest is the stock. The player after the dealer "
                "starts, and the first card of every deal must be a club. Without a club you draw "
                "until you find one. This first club has no special effect.")),
        ("h", _("Your turn")),
        ("p", _("Play one card that matches the top of the pile by suit or by rank. Jacks fit on "
                "anything except another Jack. If you cannot or will not play, draw a card from the "
                "stock; once you have drawn you may play a card that fits, or pass.")),
        ("c", "9H 9S"),
        ("e", _("Example: on the nine of hearts you may play any heart, any nine, or a Jack.")),
        ("h", _("The special cards")),
        ("p", _("Jack: name the suit that must be played next. On a Jack only a card of the named "
                "suit may follow, and never another Jack.")),
        ("p", _("Eight: the next player is skipped.")),
        ("p", _("Ten: the direction of play turns round.")),
        ("p", _("Seven: the next player must play a seven too, or take three cards. Sevens add "
                "up: after two sevens the next player takes six.")),
        ("p", _("Ace: you may play one more card on your Ace straight away, or pass.")),
        ("c", "7H 7C"),
        ("e", _("Example: Ayla plays the seven of hearts. You answer with the seven of clubs, so "
                "Bora must now play a seven or take six cards.")),
        ("h", _("Scoring")),
        ("p", _("When someone plays their last card, the others score what their cards are "
                "worth: Jack 25, seven 20, Ace 15, King, Queen and ten 10, the others their number. "
                "Going out with a seven triples everyone's penalty, going out with a Jack doubles "
                "it.")),
        ("p", _("If the stock runs out and nobody can play, the deal ends and the player with the "
                "lowest hand scores nothing; the others pay their cards.")),
        ("h", _("Playing here")),
        ("p", _("Drag a card onto the pile, or click it twice. Cards you may play now are "
                "lifted and outlined in gold. Use the buttons (or D, P, T) to draw, pass or take. "
                "The arrow keys choose a card, Enter plays it, Esc opens the menu.")),
    ]


RULES = {"pis_yedili": pis_yedili_rules}


class RulesScene(ButtonScene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        self.games = [g for g in registry.games() if g in RULES]
        self.game_id = game_id or self.games[0]
        self.offset = 0
        self.max_offset = 0
        super().__init__(app)

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("Rules: {game}").format(game=registry.get(self.game_id).title)

    def build(self) -> None:
        w, h = self.app.size
        bw, bh = round(w * 0.16), max(36, round(h * 0.06))
        self.buttons = [Button(_("Back"), self.back,
                               pygame.Rect(w // 2 - bw // 2, h - bh - round(h * 0.03), bw, bh),
                               key="back")]

    def scroll(self, lines: int) -> bool:
        step = theme.sizes(self.app.size[1])[1] * 2
        new = max(0, min(self.max_offset, self.offset + lines * step))
        changed = new != self.offset
        self.offset = new
        return changed

    def key(self, e: pygame.event.Event) -> bool:
        keys = {pygame.K_PAGEDOWN: 8, pygame.K_PAGEUP: -8, pygame.K_j: 1, pygame.K_k: -1,
                pygame.K_HOME: -10**6, pygame.K_END: 10**6}
        if e.key in keys:
            return self.scroll(keys[e.key])
        return False

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_UP, pygame.K_DOWN):
            return self.scroll(-1 if e.key == pygame.K_UP else 1)
        return super().handle_event(e)

    def draw(self, surf: pygame.Surface) -> None:
        title, body, small = self.draw_background(surf)
        w, h = surf.get_size()
        area = pygame.Rect(round(w * 0.18), round(h * 0.14), round(w * 0.64), round(h * 0.72))
        theme.panel(surf, area, radius=14)
        clip = surf.get_clip()
        inner = area.inflate(-body * 2, -body)
        surf.set_clip(inner)
        y = inner.top - self.offset
        card_h = round(h * 0.11)
        for kind, text in RULES[self.game_id]():
            if kind == "h":
                y += body // 2
                theme.blit_text(surf, text, round(body * 1.15), (inner.left, y), theme.ACCENT, bold=True)
                y += round(body * 1.8)
            elif kind == "c":
                x = inner.left
                for c in text.split():
                    surf.blit(self.app.sprites.face(Card.parse(c), (round(card_h * 5 / 7), card_h)), (x, y))
                    x += round(card_h * 0.8)
                y += card_h + body // 2
            else:
                colour = theme.TEXT_DIM if kind == "e" else theme.TEXT
                for line in theme.wrap(text, body, inner.width):
                    theme.blit_text(surf, line, body, (inner.left, y), colour)
                    y += round(body * 1.45)
                y += body // 2
        surf.set_clip(clip)
        self.max_offset = max(0, y + self.offset - inner.bottom)
        if self.max_offset:
            theme.blit_text(surf, _("Scroll with the wheel or the arrow keys"), small,
                            (area.centerx, area.bottom + 4), theme.TEXT_DIM, anchor="midtop")
        self.draw_buttons(surf, body)
