#!/usr/bin/env python3
"""Draw the card faces, two card backs and two felts with Pillow into `sprites/`.

Run from the repository root: `python build_scripts/make_sprites.py`. The PNGs are committed,
so the game never needs Pillow at run time. Every card is drawn at twice its stored size and
scaled down with a Lanczos filter, which gives smooth edges and crisp corner indices.

Output: `sprites/cards/<card>.png` (e.g. `TS.png`), `sprites/cards4/<card>.png` (four-colour
deck), `sprites/back_blue.png`, `sprites/back_red.png`, `sprites/felt_green.jpg`,
`sprites/felt_blue.jpg`, and the app icon: `sprites/icon.png` (256 px, the window icon and the
Linux menu icon), `build_scripts/icon/cardgame.ico` (Windows) and
`build_scripts/icon/cardgame.iconset/` (the PNG sizes macOS's `iconutil` turns into `.icns`).
`python build_scripts/make_sprites.py icon` draws only the icon. Tichu's deck (its four suits
Sword, Jade, Pagoda and Star, and the Mah Jong, Dog, Phoenix and Dragon) goes to
`sprites/tichu/<card>.png`, apart from the French deck because `2S` names a card in both;
`python build_scripts/make_sprites.py tichu` draws only those.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites"
FONT = ROOT / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ROOT / "fonts" / "DejaVuSans-Bold.ttf"

W, H = 300, 420  # stored size (5:7)
S = 2  # supersampling factor
RADIUS = 0.065  # corner radius as a share of the width

SUITS = "SHDC"
RANKS = "23456789TJQKA"
SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RANK_LABEL = {"T": "10"}
RED, BLACK = (196, 30, 45), (24, 24, 30)
TWO_COLOUR = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
FOUR_COLOUR = {"S": BLACK, "H": RED, "D": (22, 86, 196), "C": (20, 130, 60)}
PAPER = (252, 250, 243)

# Pip centres in a unit box (x, y), for ranks 2..10, classic arrangement.
PIPS = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [
        (0, 0),
        (1, 0),
        (0.5, 1 / 6),
        (0, 1 / 3),
        (1, 1 / 3),
        (0, 2 / 3),
        (1, 2 / 3),
        (0.5, 5 / 6),
        (0, 1),
        (1, 1),
    ],
}


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_BOLD if bold else FONT), size)


def blank(fill: tuple[int, int, int] = PAPER) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img = Image.new("RGBA", (W * S, H * S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    r = int(W * S * RADIUS)
    d.rounded_rectangle(
        (0, 0, W * S - 1, H * S - 1),
        r,
        fill=fill + (255,),
        outline=(150, 150, 150, 255),
        width=S * 2,
    )
    return img, d


def glyph(
    img: Image.Image,
    text: str,
    cx: float,
    cy: float,
    size: int,
    colour: tuple[int, int, int],
    *,
    bold: bool = False,
    flip: bool = False,
) -> None:
    """Draw text centred on (cx, cy); `flip` turns it upside down (lower half of a card)."""
    f = font(size, bold)
    box = f.getbbox(text)
    tw, th = box[2] - box[0], box[3] - box[1]
    tile = Image.new("RGBA", (tw + 4, th + 4), (0, 0, 0, 0))
    ImageDraw.Draw(tile).text((2 - box[0], 2 - box[1]), text, font=f, fill=colour + (255,))
    if flip:
        tile = tile.rotate(180)
    img.alpha_composite(tile, (int(cx - tile.width / 2), int(cy - tile.height / 2)))


def corners(img: Image.Image, rank: str, suit: str, colour: tuple[int, int, int]) -> None:
    label = RANK_LABEL.get(rank, rank)
    index_pair(
        img,
        label,
        colour,
        2.25,
        lambda cx, sy, size, flip: glyph(
            img, SYMBOL[suit], cx, sy, int(size * 0.8), colour, flip=flip
        ),
    )


def index_pair(
    img: Image.Image, label: str, colour: tuple[int, int, int], below: float, symbol
) -> None:  # type: ignore[no-untyped-def]
    """The corner indices, top left and (turned) bottom right: the label, and under it
    `symbol(cx, cy, size, flip)` drawn `below` corner heights down."""
    size = int(W * S * (0.17 if len(label) == 1 else 0.15))
    x, y = W * S * 0.115, H * S * 0.085
    for flip in (False, True):
        cx = W * S - x if flip else x
        ry = H * S - y if flip else y
        sy = H * S - y * below if flip else y * below
        glyph(img, label, cx, ry, size, colour, bold=True, flip=flip)
        symbol(cx, sy, size, flip)


def pips(img: Image.Image, n: int, suit: str, colour: tuple[int, int, int]) -> None:
    left, right = W * S * 0.3, W * S * 0.7
    top, bottom = H * S * 0.2, H * S * 0.8
    size = int(W * S * 0.2)
    for ux, uy in PIPS[n]:
        cx = left + (right - left) * ux
        cy = top + (bottom - top) * uy
        glyph(img, SYMBOL[suit], cx, cy, size, colour, flip=uy > 0.5)


def ace(img: Image.Image, suit: str, colour: tuple[int, int, int]) -> None:
    glyph(img, SYMBOL[suit], W * S / 2, H * S / 2, int(W * S * 0.55), colour)


def court(
    img: Image.Image, d: ImageDraw.ImageDraw, rank: str, suit: str, colour: tuple[int, int, int]
) -> None:
    """A simple double-headed court figure in a framed panel."""
    x0, y0, x1, y1 = W * S * 0.2, H * S * 0.15, W * S * 0.8, H * S * 0.85
    gold = (214, 170, 62)
    d.rectangle((x0, y0, x1, y1), fill=(246, 238, 216, 255), outline=colour + (255,), width=S * 3)
    half = Image.new("RGBA", (int(x1 - x0), int((y1 - y0) / 2)), (0, 0, 0, 0))
    hd = ImageDraw.Draw(half)
    w, h = half.size
    cx = w / 2
    # robe
    hd.polygon(
        [
            (cx - w * 0.42, h),
            (cx - w * 0.22, h * 0.5),
            (cx + w * 0.22, h * 0.5),
            (cx + w * 0.42, h),
        ],
        fill=colour + (255,),
    )
    hd.polygon(
        [
            (cx - w * 0.12, h),
            (cx - w * 0.1, h * 0.52),
            (cx + w * 0.1, h * 0.52),
            (cx + w * 0.12, h),
        ],
        fill=gold + (255,),
    )
    for i in range(4):
        yy = h * (0.62 + 0.09 * i)
        hd.line((cx - w * 0.09, yy, cx + w * 0.09, yy), fill=(40, 30, 20, 255), width=S)
    # head
    r = w * 0.13
    hy = h * 0.36
    hd.ellipse(
        (cx - r, hy - r, cx + r, hy + r),
        fill=(246, 214, 180, 255),
        outline=(60, 40, 30, 255),
        width=S,
    )
    hd.ellipse((cx - r * 0.45, hy - r * 0.2, cx - r * 0.2, hy + r * 0.05), fill=(40, 30, 30, 255))
    hd.ellipse((cx + r * 0.2, hy - r * 0.2, cx + r * 0.45, hy + r * 0.05), fill=(40, 30, 30, 255))
    hd.arc(
        (cx - r * 0.4, hy, cx + r * 0.4, hy + r * 0.6), 20, 160, fill=(150, 40, 40, 255), width=S
    )
    # headwear: crown (K), tiara (Q), cap with feather (J)
    top = hy - r
    if rank == "K":
        pts = [
            (cx - r * 1.05, top + r * 0.15),
            (cx - r * 1.05, top - r * 0.9),
            (cx - r * 0.55, top - r * 0.35),
            (cx, top - r * 1.1),
            (cx + r * 0.55, top - r * 0.35),
            (cx + r * 1.05, top - r * 0.9),
            (cx + r * 1.05, top + r * 0.15),
        ]
        hd.polygon(pts, fill=gold + (255,), outline=(120, 90, 20, 255))
        # beard
        hd.chord((cx - r, hy, cx + r, hy + r * 1.5), 0, 180, fill=(120, 80, 50, 255))
    elif rank == "Q":
        hd.chord(
            (cx - r * 1.2, top - r * 0.3, cx + r * 1.2, hy + r * 1.4),
            180,
            360,
            fill=(110, 70, 40, 255),
        )
        hd.ellipse((cx - r, hy - r, cx + r, hy + r), outline=(60, 40, 30, 255), width=S)
        pts = [
            (cx - r * 0.9, top + r * 0.1),
            (cx - r * 0.5, top - r * 0.5),
            (cx, top - r * 0.15),
            (cx + r * 0.5, top - r * 0.5),
            (cx + r * 0.9, top + r * 0.1),
        ]
        hd.polygon(pts, fill=gold + (255,), outline=(120, 90, 20, 255))
    else:
        hd.chord(
            (cx - r * 1.15, top - r * 0.45, cx + r * 1.15, top + r * 1.0),
            180,
            360,
            fill=colour + (255,),
        )
        hd.line((cx + r * 0.6, top, cx + r * 1.6, top - r * 1.0), fill=gold + (255,), width=S * 4)
    # suit in the panel corner
    glyph(half, SYMBOL[suit], w * 0.16, h * 0.2, int(w * 0.2), colour)
    glyph(half, RANK_LABEL.get(rank, rank), w * 0.84, h * 0.2, int(w * 0.2), colour, bold=True)
    img.alpha_composite(half, (int(x0), int(y0)))
    img.alpha_composite(half.rotate(180), (int(x0), int(y0 + (y1 - y0) / 2)))
    d.line((x0 + S * 4, (y0 + y1) / 2, x1 - S * 4, (y0 + y1) / 2), fill=colour + (255,), width=S)
    d.rectangle((x0, y0, x1, y1), outline=colour + (255,), width=S * 3)


def face(card: str, palette: dict[str, tuple[int, int, int]]) -> Image.Image:
    rank, suit = card[0], card[1]
    colour = palette[suit]
    img, d = blank()
    corners(img, rank, suit, colour)
    if rank == "A":
        ace(img, suit, colour)
    elif rank in "JQK":
        court(img, d, rank, suit, colour)
    else:
        n = 10 if rank == "T" else int(rank)
        pips(img, n, suit, colour)
    return img.resize((W, H), Image.LANCZOS)


def back(base: tuple[int, int, int], accent: tuple[int, int, int], pattern: str) -> Image.Image:
    img, d = blank((250, 250, 250))
    m = int(W * S * 0.07)
    r = int(W * S * RADIUS * 0.7)
    inner = (m, m, W * S - m, H * S - m)
    d.rounded_rectangle(inner, r, fill=base + (255,))
    tile = Image.new("RGBA", (W * S, H * S), (0, 0, 0, 0))
    td = ImageDraw.Draw(tile)
    step = int(W * S * 0.07)
    if pattern == "lattice":
        for k in range(-H * S, W * S + H * S, step):
            td.line((k, 0, k + H * S, H * S), fill=accent + (255,), width=S * 2)
            td.line((k, 0, k - H * S, H * S), fill=accent + (255,), width=S * 2)
    else:
        for y in range(0, H * S + step, step):
            for x in range(0, W * S + step, step):
                off = step / 2 if (y // step) % 2 else 0
                cx, cy = x + off, y
                q = step * 0.32
                td.polygon(
                    [(cx, cy - q), (cx + q, cy), (cx, cy + q), (cx - q, cy)], fill=accent + (255,)
                )
    mask = Image.new("L", (W * S, H * S), 0)
    ImageDraw.Draw(mask).rounded_rectangle(inner, r, fill=255)
    img.paste(tile, (0, 0), Image.composite(tile, Image.new("RGBA", tile.size), mask).split()[3])
    d.rounded_rectangle(inner, r, outline=(250, 250, 250, 255), width=S * 3)
    m2 = m + S * 8
    d.rounded_rectangle((m2, m2, W * S - m2, H * S - m2), r, outline=accent + (255,), width=S * 2)
    # medallion
    cx, cy, rr = W * S / 2, H * S / 2, W * S * 0.17
    d.ellipse(
        (cx - rr, cy - rr, cx + rr, cy + rr),
        fill=base + (255,),
        outline=(250, 250, 250, 255),
        width=S * 3,
    )
    glyph(
        img,
        "\u2660\u2665" if pattern == "lattice" else "\u2666\u2663",
        cx,
        cy,
        int(rr * 0.8),
        (250, 250, 250),
    )
    return img.resize((W, H), Image.LANCZOS)


def felt(colour: tuple[int, int, int], size: tuple[int, int] = (1920, 1080)) -> Image.Image:
    """Felt with fine grain and a soft vignette (darker towards the edges)."""
    w, h = size
    rng = random.Random(7)
    small = Image.new("L", (w // 2, h // 2))
    small.putdata([128 + int(rng.gauss(0, 22)) for _ in range(small.width * small.height)])
    grain = small.resize(size, Image.BILINEAR).filter(ImageFilter.GaussianBlur(0.8))
    base = Image.new("RGB", size, colour)
    light = Image.new("RGB", size, tuple(min(255, int(c * 1.18) + 6) for c in colour))
    dark = Image.new("RGB", size, tuple(int(c * 0.82) for c in colour))
    img = Image.composite(light, dark, grain)
    img = Image.blend(base, img, 0.35)
    # vignette: radial mask, light in the centre
    vm = Image.new("L", (w // 8, h // 8))
    px = []
    for y in range(vm.height):
        for x in range(vm.width):
            dx = (x / (vm.width - 1) - 0.5) * 2
            dy = (y / (vm.height - 1) - 0.5) * 2
            dist = math.sqrt(dx * dx * 0.8 + dy * dy * 0.9)
            px.append(int(255 * max(0.0, min(1.0, (dist - 0.35) / 0.95)) ** 1.4))
    vm.putdata(px)
    vm = vm.resize(size, Image.BICUBIC).filter(ImageFilter.GaussianBlur(6))
    shade = Image.new("RGB", size, tuple(int(c * 0.38) for c in colour))
    return Image.composite(shade, img, vm)


# -- Tichu: the four suits (Sword, Jade, Pagoda, Star) and the four special cards ---------------

TICHU_SUITS = "SJPR"
TICHU_COLOUR = {"S": (28, 30, 40), "J": (18, 122, 70), "P": (26, 78, 170), "R": (196, 32, 44)}
TICHU_OUT = OUT / "tichu"
GOLD = (214, 170, 62)


def _star(
    cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45, turn: float = -math.pi / 2
) -> list[tuple[float, float]]:
    out = []
    for k in range(points * 2):
        rr = r if k % 2 == 0 else r * inner
        a = turn + k * math.pi / points
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


def tichu_symbol(
    img: Image.Image,
    suit: str,
    cx: float,
    cy: float,
    size: float,
    colour: tuple[int, int, int],
    *,
    flip: bool = False,
) -> None:
    """One suit symbol, drawn from shapes so it reads at every size: a sword, a jade coin
    with a square hole, a three-roofed pagoda, a five-pointed star."""
    n = max(8, int(size * 1.2))
    tile = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(tile)
    c, h = n / 2, n / 2
    col = colour + (255,)
    s = size / 2
    if suit == "S":
        bw = s * 0.3
        d.polygon(
            [
                (c, h - s),
                (c + bw, h - s * 0.62),
                (c + bw * 0.8, h + s * 0.3),
                (c - bw * 0.8, h + s * 0.3),
                (c - bw, h - s * 0.62),
            ],
            fill=col,
        )
        d.line(
            (c, h - s * 0.7, c, h + s * 0.2), fill=(255, 255, 255, 110), width=max(1, int(s * 0.06))
        )
        d.rounded_rectangle(
            (c - s * 0.68, h + s * 0.28, c + s * 0.68, h + s * 0.5), radius=s * 0.08, fill=col
        )
        d.rectangle((c - s * 0.14, h + s * 0.5, c + s * 0.14, h + s * 0.82), fill=col)
        d.ellipse((c - s * 0.24, h + s * 0.76, c + s * 0.24, h + s * 1.02), fill=col)
    elif suit == "J":
        d.ellipse((c - s, h - s, c + s, h + s), fill=col)
        d.ellipse(
            (c - s * 0.78, h - s * 0.78, c + s * 0.78, h + s * 0.78),
            outline=(255, 255, 255, 150),
            width=max(1, int(s * 0.07)),
        )
        q = s * 0.3
        d.rectangle((c - q, h - q, c + q, h + q), fill=(0, 0, 0, 0))
    elif suit == "P":
        tiers = [(-0.95, -0.45, 0.5), (-0.45, 0.05, 0.75), (0.05, 0.55, 1.0)]
        for top, bottom, wide in tiers:
            y0, y1 = h + s * top, h + s * bottom
            w0 = s * wide
            d.polygon(
                [
                    (c - w0, y1 - s * 0.12),
                    (c - w0 * 0.55, y0),
                    (c + w0 * 0.55, y0),
                    (c + w0, y1 - s * 0.12),
                    (c + w0 * 0.7, y1),
                    (c - w0 * 0.7, y1),
                ],
                fill=col,
            )
        d.rectangle((c - s * 0.45, h + s * 0.55, c + s * 0.45, h + s * 0.95), fill=col)
        d.rectangle((c - s * 0.12, h + s * 0.65, c + s * 0.12, h + s * 0.95), fill=(0, 0, 0, 0))
        d.line((c, h - s * 0.95, c, h - s * 1.15), fill=col, width=max(1, int(s * 0.1)))
    else:
        d.polygon(_star(c, h + s * 0.08, s * 1.02), fill=col)
    if flip:
        tile = tile.rotate(180)
    img.alpha_composite(tile, (int(cx - n / 2), int(cy - n / 2)))


def tichu_corners(img: Image.Image, label: str, suit: str, colour: tuple[int, int, int]) -> None:
    index_pair(
        img,
        label,
        colour,
        2.3,
        lambda cx, sy, size, flip: tichu_symbol(img, suit, cx, sy, size * 0.78, colour, flip=flip),
    )


def tichu_court(
    img: Image.Image, d: ImageDraw.ImageDraw, rank: str, suit: str, colour: tuple[int, int, int]
) -> None:
    """A framed panel: a large symbol under a lacquer-red roof, the rank's letter, gold trim."""
    x0, y0, x1, y1 = W * S * 0.2, H * S * 0.15, W * S * 0.8, H * S * 0.85
    d.rectangle((x0, y0, x1, y1), fill=(246, 238, 216, 255), outline=colour + (255,), width=S * 3)
    d.rectangle(
        (x0 + S * 8, y0 + S * 8, x1 - S * 8, y1 - S * 8), outline=GOLD + (255,), width=S * 2
    )
    cx = (x0 + x1) / 2
    tichu_symbol(img, suit, cx, y0 + (y1 - y0) * 0.42, (x1 - x0) * 0.62, colour)
    title = {"J": "J", "Q": "Q", "K": "K"}[rank]
    glyph(img, title, cx, y0 + (y1 - y0) * 0.8, int((x1 - x0) * 0.3), colour, bold=True)
    for k in range(3):  # three small crowns of rank: 1 (J), 2 (Q), 3 (K) gold dots
        if k < "JQK".index(rank) + 1:
            r = S * 7
            dx = (k - ("JQK".index(rank)) / 2) * r * 3
            d.ellipse(
                (cx + dx - r, y0 + S * 18 - r, cx + dx + r, y0 + S * 18 + r), fill=GOLD + (255,)
            )


def tichu_face(card: str) -> Image.Image:
    rank, suit = card[0], card[1]
    colour = TICHU_COLOUR[suit]
    img, d = blank()
    tichu_corners(img, RANK_LABEL.get(rank, rank), suit, colour)
    if rank == "A":
        tichu_symbol(img, suit, W * S / 2, H * S / 2, W * S * 0.5, colour)
    elif rank in "JQK":
        tichu_court(img, d, rank, suit, colour)
    else:
        n = 10 if rank == "T" else int(rank)
        left, right = W * S * 0.3, W * S * 0.7
        top, bottom = H * S * 0.2, H * S * 0.8
        for ux, uy in PIPS[n]:
            tichu_symbol(
                img,
                suit,
                left + (right - left) * ux,
                top + (bottom - top) * uy,
                W * S * 0.17,
                colour,
                flip=uy > 0.5,
            )
    return img.resize((W, H), Image.LANCZOS)


def _bird(
    d: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    s: float,
    body: tuple[int, int, int],
    wing: tuple[int, int, int],
) -> None:
    """A small sparrow facing left: the Mah Jong."""
    d.ellipse((cx - s * 0.55, cy - s * 0.3, cx + s * 0.45, cy + s * 0.35), fill=body + (255,))
    d.polygon(
        [
            (cx + s * 0.3, cy - s * 0.05),
            (cx + s * 0.95, cy - s * 0.35),
            (cx + s * 0.85, cy + s * 0.05),
        ],
        fill=body + (255,),
    )
    d.ellipse((cx - s * 0.75, cy - s * 0.55, cx - s * 0.3, cy - s * 0.1), fill=body + (255,))
    d.polygon(
        [
            (cx - s * 0.74, cy - s * 0.38),
            (cx - s * 0.98, cy - s * 0.3),
            (cx - s * 0.74, cy - s * 0.24),
        ],
        fill=GOLD + (255,),
    )
    d.ellipse((cx - s * 0.6, cy - s * 0.42, cx - s * 0.5, cy - s * 0.32), fill=(20, 20, 20, 255))
    d.chord(
        (cx - s * 0.25, cy - s * 0.3, cx + s * 0.45, cy + s * 0.25), 180, 360, fill=wing + (255,)
    )
    d.line(
        (cx - s * 0.1, cy + s * 0.33, cx - s * 0.15, cy + s * 0.6),
        fill=(90, 60, 30, 255),
        width=max(2, int(s * 0.06)),
    )
    d.line(
        (cx + s * 0.1, cy + s * 0.33, cx + s * 0.12, cy + s * 0.6),
        fill=(90, 60, 30, 255),
        width=max(2, int(s * 0.06)),
    )


def _dog(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fur: tuple[int, int, int]) -> None:
    """A sitting dog's head, ears down: the Dog."""
    dark = (70, 50, 40, 255)
    d.ellipse((cx - s * 0.55, cy - s * 0.6, cx + s * 0.55, cy + s * 0.5), fill=fur + (255,))
    d.polygon(
        [
            (cx - s * 0.5, cy - s * 0.5),
            (cx - s * 0.9, cy - s * 0.1),
            (cx - s * 0.7, cy + s * 0.45),
            (cx - s * 0.4, cy - s * 0.1),
        ],
        fill=dark,
    )
    d.polygon(
        [
            (cx + s * 0.5, cy - s * 0.5),
            (cx + s * 0.9, cy - s * 0.1),
            (cx + s * 0.7, cy + s * 0.45),
            (cx + s * 0.4, cy - s * 0.1),
        ],
        fill=dark,
    )
    d.ellipse(
        (cx - s * 0.32, cy + s * 0.0, cx + s * 0.32, cy + s * 0.55), fill=(245, 235, 215, 255)
    )
    d.ellipse((cx - s * 0.12, cy + s * 0.08, cx + s * 0.12, cy + s * 0.26), fill=(30, 25, 25, 255))
    for ex in (-0.22, 0.22):
        d.ellipse(
            (cx + s * (ex - 0.07), cy - s * 0.22, cx + s * (ex + 0.07), cy - s * 0.08),
            fill=(30, 25, 25, 255),
        )
    d.arc(
        (cx - s * 0.14, cy + s * 0.2, cx + s * 0.14, cy + s * 0.42),
        20,
        160,
        fill=(30, 25, 25, 255),
        width=max(2, int(s * 0.04)),
    )


def _phoenix(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A rising bird of flame: spread wings and a long tail of feathers."""
    flames = [(236, 92, 32), (246, 152, 40), (252, 206, 70)]
    for k, col in enumerate(flames):
        f = 1 - k * 0.22
        for side in (-1, 1):
            d.polygon(
                [
                    (cx, cy - s * 0.05),
                    (cx + side * s * 0.95 * f, cy - s * 0.85 * f),
                    (cx + side * s * 0.7 * f, cy - s * 0.25 * f),
                    (cx + side * s * 0.98 * f, cy - s * 0.15 * f),
                    (cx + side * s * 0.55 * f, cy + s * 0.2 * f),
                ],
                fill=col + (255,),
            )
        d.polygon(
            [
                (cx - s * 0.22 * f, cy + s * 0.1),
                (cx, cy + s * 1.0 * f),
                (cx + s * 0.22 * f, cy + s * 0.1),
            ],
            fill=col + (255,),
        )
    d.ellipse((cx - s * 0.16, cy - s * 0.5, cx + s * 0.16, cy + s * 0.3), fill=(200, 50, 30, 255))
    d.ellipse((cx - s * 0.13, cy - s * 0.72, cx + s * 0.13, cy - s * 0.46), fill=(200, 50, 30, 255))
    d.polygon(
        [(cx - s * 0.05, cy - s * 0.62), (cx, cy - s * 0.52), (cx + s * 0.05, cy - s * 0.62)],
        fill=GOLD + (255,),
    )
    d.polygon(_star(cx, cy - s * 0.86, s * 0.1, 3, 0.4), fill=GOLD + (255,))


def _dragon(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A coiled red dragon: a sinuous body of scales, a horned head and a pearl."""
    red, dark = (190, 28, 34), (120, 14, 20)
    pts = [
        (cx + s * 0.5 * math.sin(t * 3 * math.pi), cy + s * (0.85 - t * 1.5))
        for t in [k / 36 for k in range(37)]
    ]
    for k, (x, y) in enumerate(pts):
        if k % 3 == 0 and 3 < k < 33:
            d.polygon(
                [
                    (x - s * 0.06, y),
                    (x + s * 0.06, y),
                    (x + s * 0.3 * (1 if x < cx else -1) * 0, y - s * 0.3),
                ],
                fill=GOLD + (255,),
            )
    for k, (x, y) in enumerate(pts):
        r = s * (0.1 + 0.12 * k / 36)
        d.ellipse(
            (x - r, y - r, x + r, y + r),
            fill=red + (255,),
            outline=dark + (255,),
            width=max(1, int(s * 0.02)),
        )
    hx, hy = pts[-1]
    d.polygon(
        [
            (hx - s * 0.3, hy),
            (hx + s * 0.35, hy - s * 0.2),
            (hx + s * 0.42, hy + s * 0.05),
            (hx + s * 0.1, hy + s * 0.25),
        ],
        fill=red + (255,),
    )
    d.line(
        (hx - s * 0.1, hy - s * 0.18, hx - s * 0.3, hy - s * 0.45),
        fill=GOLD + (255,),
        width=max(2, int(s * 0.06)),
    )
    d.line(
        (hx + s * 0.05, hy - s * 0.2, hx + s * 0.05, hy - s * 0.48),
        fill=GOLD + (255,),
        width=max(2, int(s * 0.06)),
    )
    d.ellipse((hx + s * 0.02, hy - s * 0.08, hx + s * 0.12, hy + s * 0.02), fill=GOLD + (255,))
    d.ellipse(
        (cx - s * 0.75, cy - s * 0.85, cx - s * 0.45, cy - s * 0.55),
        fill=(250, 240, 200, 255),
        outline=GOLD + (255,),
        width=max(1, int(s * 0.03)),
    )


SPECIALS = {
    # code: (corner label, corner colour, paper). No words on the art: the cards are the
    # same in every language (the table names them in the player's); only the Mah Jong
    # has an index, its value 1, and the others show their emblem in the corner.
    "MJ": ("1", (170, 40, 30), (250, 244, 222)),
    "DOG": ("", (70, 50, 40), (236, 240, 246)),
    "PHX": ("", (214, 90, 24), (253, 238, 214)),
    "DRG": ("", (178, 24, 32), (252, 228, 222)),
}


def special_emblem(img: Image.Image, code: str, cx: float, cy: float, s: float) -> None:
    d = ImageDraw.Draw(img)
    if code == "MJ":
        _bird(d, cx, cy, s, (150, 100, 60), (110, 70, 40))
    elif code == "DOG":
        _dog(d, cx, cy, s, (196, 150, 100))
    elif code == "PHX":
        _phoenix(d, cx, cy, s)
    else:
        _dragon(d, cx, cy, s)


def special_face(code: str) -> Image.Image:
    """Full art for the four special cards, each on its own paper colour so it stands out in a
    fan; the corner repeats a small emblem under a short index."""
    label, colour, paper = SPECIALS[code]
    img, d = blank(paper)
    m = W * S * 0.2
    d.rounded_rectangle(
        (m, H * S * 0.14, W * S - m, H * S * 0.86),
        int(W * S * 0.04),
        outline=colour + (255,),
        width=S * 3,
    )
    d.rounded_rectangle(
        (m + S * 8, H * S * 0.14 + S * 8, W * S - m - S * 8, H * S * 0.86 - S * 8),
        int(W * S * 0.03),
        outline=GOLD + (255,),
        width=S * 2,
    )
    special_emblem(img, code, W * S / 2, H * S * 0.5, W * S * 0.3)
    x, y = W * S * 0.115, H * S * 0.085
    for flip in (False, True):
        cx = W * S - x if flip else x
        ry = H * S - y if flip else y
        ey = H * S - y * 2.5 if flip else y * 2.5
        if label:
            glyph(img, label, cx, ry, int(W * S * 0.16), colour, bold=True, flip=flip)
        tile = Image.new("RGBA", (int(W * S * 0.22), int(W * S * 0.22)), (0, 0, 0, 0))
        special_emblem(tile, code, tile.width / 2, tile.height / 2, tile.width * 0.42)
        if flip:
            tile = tile.rotate(180)
        ty = (ey if label else ry) - tile.height / 2
        if not label:
            ty = (H * S - y * 1.6 if flip else y * 1.6) - tile.height / 2
        img.alpha_composite(tile, (int(cx - tile.width / 2), int(ty)))
    return img.resize((W, H), Image.LANCZOS)


def write_tichu() -> None:
    TICHU_OUT.mkdir(parents=True, exist_ok=True)
    for suit in TICHU_SUITS:
        for rank in RANKS:
            tichu_face(rank + suit).save(TICHU_OUT / f"{rank}{suit}.png", optimize=True)
    for code in SPECIALS:
        special_face(code).save(TICHU_OUT / f"{code}.png", optimize=True)


ICON_DIR = ROOT / "build_scripts" / "icon"
ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]
ICONSET_SIZES = [16, 32, 128, 256, 512]  # each also at @2x, as iconutil wants


def icon(px: int = 1024) -> Image.Image:
    """The app icon: two fanned aces on a rounded felt square, simple enough for 16 px."""
    img = Image.new("RGBA", (px, px), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    m, r = px * 0.06, px * 0.2
    d.rounded_rectangle(
        (m, m, px - m, px - m),
        r,
        fill=(20, 84, 46, 255),
        outline=(236, 200, 96, 255),
        width=round(px * 0.025),
    )
    cw, ch = px * 0.42, px * 0.59
    for angle, dx, suit, colour in ((14, -0.12, "S", BLACK), (-12, 0.12, "H", RED)):
        card = Image.new("RGBA", (round(cw * 1.5), round(ch * 1.3)), (0, 0, 0, 0))
        cd = ImageDraw.Draw(card)
        x0, y0 = (card.width - cw) / 2, (card.height - ch) / 2
        cd.rounded_rectangle(
            (x0 + px * 0.012, y0 + px * 0.02, x0 + cw + px * 0.012, y0 + ch + px * 0.02),
            px * 0.04,
            fill=(0, 0, 0, 90),
        )
        cd.rounded_rectangle(
            (x0, y0, x0 + cw, y0 + ch),
            px * 0.04,
            fill=PAPER + (255,),
            outline=(120, 120, 120, 255),
            width=max(1, round(px * 0.006)),
        )
        glyph(card, SYMBOL[suit], card.width / 2, card.height / 2, round(cw * 0.78), colour)
        glyph(card, "A", x0 + cw * 0.16, y0 + ch * 0.12, round(cw * 0.2), colour, bold=True)
        card = card.rotate(angle, resample=Image.BICUBIC)
        img.alpha_composite(
            card, (round(px / 2 + dx * px - card.width / 2), round(px * 0.52 - card.height / 2))
        )
    return img


def write_icon() -> None:
    big = icon(1024)
    big.resize((256, 256), Image.LANCZOS).save(OUT / "icon.png", optimize=True)
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    big.resize((256, 256), Image.LANCZOS).save(
        ICON_DIR / "cardgame.ico", sizes=[(n, n) for n in ICO_SIZES]
    )
    iconset = ICON_DIR / "cardgame.iconset"
    iconset.mkdir(exist_ok=True)
    for n in ICONSET_SIZES:
        big.resize((n, n), Image.LANCZOS).save(iconset / f"icon_{n}x{n}.png", optimize=True)
        big.resize((2 * n, 2 * n), Image.LANCZOS).save(
            iconset / f"icon_{n}x{n}@2x.png", optimize=True
        )


def main(argv: list[str]) -> int:
    if argv[:1] == ["tichu"]:
        write_tichu()
        print(f"Tichu cards written to {TICHU_OUT}")
        return 0
    write_icon()
    if argv[:1] == ["icon"]:
        print(f"icon written to {OUT / 'icon.png'} and {ICON_DIR}")
        return 0
    (OUT / "cards").mkdir(parents=True, exist_ok=True)
    (OUT / "cards4").mkdir(parents=True, exist_ok=True)
    for suit in SUITS:
        for rank in RANKS:
            card = rank + suit
            face(card, TWO_COLOUR).save(OUT / "cards" / f"{card}.png", optimize=True)
            face(card, FOUR_COLOUR).save(OUT / "cards4" / f"{card}.png", optimize=True)
    back((28, 62, 140), (70, 110, 190), "lattice").save(OUT / "back_blue.png", optimize=True)
    back((128, 24, 40), (176, 62, 74), "diamonds").save(OUT / "back_red.png", optimize=True)
    # felts as JPEG: a noisy texture decodes several times faster than as PNG (start-up time)
    felt((28, 102, 58)).save(OUT / "felt_green.jpg", quality=90)
    felt((26, 70, 120)).save(OUT / "felt_blue.jpg", quality=90)
    write_tichu()
    print(f"sprites written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
