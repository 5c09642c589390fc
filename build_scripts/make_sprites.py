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
`python build_scripts/make_sprites.py icon` draws only the icon.
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

W, H = 300, 420            # stored size (5:7)
S = 2                      # supersampling factor
RADIUS = 0.065             # corner radius as a share of the width

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
    10: [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3),
         (0.5, 5 / 6), (0, 1), (1, 1)],
}


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_BOLD if bold else FONT), size)


def blank(fill: tuple[int, int, int] = PAPER) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img = Image.new("RGBA", (W * S, H * S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    r = int(W * S * RADIUS)
    d.rounded_rectangle((0, 0, W * S - 1, H * S - 1), r, fill=fill + (255,),
                        outline=(150, 150, 150, 255), width=S * 2)
    return img, d


def glyph(img: Image.Image, text: str, cx: float, cy: float, size: int,
          colour: tuple[int, int, int], *, bold: bool = False, flip: bool = False) -> None:
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
    size = int(W * S * (0.17 if len(label) == 1 else 0.15))
    x, y = W * S * 0.115, H * S * 0.085
    for flip in (False, True):
        cx = W * S - x if flip else x
        ry = H * S - y if flip else y
        sy = H * S - y * 2.25 if flip else y * 2.25
        glyph(img, label, cx, ry, size, colour, bold=True, flip=flip)
        glyph(img, SYMBOL[suit], cx, sy, int(size * 0.8), colour, flip=flip)


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


def court(img: Image.Image, d: ImageDraw.ImageDraw, rank: str, suit: str,
          colour: tuple[int, int, int]) -> None:
    """A simple double-headed court figure in a framed panel."""
    x0, y0, x1, y1 = W * S * 0.2, H * S * 0.15, W * S * 0.8, H * S * 0.85
    gold = (214, 170, 62)
    d.rectangle((x0, y0, x1, y1), fill=(246, 238, 216, 255), outline=colour + (255,), width=S * 3)
    half = Image.new("RGBA", (int(x1 - x0), int((y1 - y0) / 2)), (0, 0, 0, 0))
    hd = ImageDraw.Draw(half)
    w, h = half.size
    cx = w / 2
    # robe
    hd.polygon([(cx - w * 0.42, h), (cx - w * 0.22, h * 0.5), (cx + w * 0.22, h * 0.5),
                (cx + w * 0.42, h)], fill=colour + (255,))
    hd.polygon([(cx - w * 0.12, h), (cx - w * 0.1, h * 0.52), (cx + w * 0.1, h * 0.52),
                (cx + w * 0.12, h)], fill=gold + (255,))
    for i in range(4):
        yy = h * (0.62 + 0.09 * i)
        hd.line((cx - w * 0.09, yy, cx + w * 0.09, yy), fill=(40, 30, 20, 255), width=S)
    # head
    r = w * 0.13
    hy = h * 0.36
    hd.ellipse((cx - r, hy - r, cx + r, hy + r), fill=(246, 214, 180, 255),
               outline=(60, 40, 30, 255), width=S)
    hd.ellipse((cx - r * 0.45, hy - r * 0.2, cx - r * 0.2, hy + r * 0.05), fill=(40, 30, 30, 255))
    hd.ellipse((cx + r * 0.2, hy - r * 0.2, cx + r * 0.45, hy + r * 0.05), fill=(40, 30, 30, 255))
    hd.arc((cx - r * 0.4, hy, cx + r * 0.4, hy + r * 0.6), 20, 160, fill=(150, 40, 40, 255),
           width=S)
    # headwear: crown (K), tiara (Q), cap with feather (J)
    top = hy - r
    if rank == "K":
        pts = [(cx - r * 1.05, top + r * 0.15), (cx - r * 1.05, top - r * 0.9),
               (cx - r * 0.55, top - r * 0.35), (cx, top - r * 1.1),
               (cx + r * 0.55, top - r * 0.35),
               (cx + r * 1.05, top - r * 0.9), (cx + r * 1.05, top + r * 0.15)]
        hd.polygon(pts, fill=gold + (255,), outline=(120, 90, 20, 255))
        # beard
        hd.chord((cx - r, hy, cx + r, hy + r * 1.5), 0, 180, fill=(120, 80, 50, 255))
    elif rank == "Q":
        hd.chord((cx - r * 1.2, top - r * 0.3, cx + r * 1.2, hy + r * 1.4), 180, 360,
                 fill=(110, 70, 40, 255))
        hd.ellipse((cx - r, hy - r, cx + r, hy + r), outline=(60, 40, 30, 255), width=S)
        pts = [(cx - r * 0.9, top + r * 0.1), (cx - r * 0.5, top - r * 0.5), (cx, top - r * 0.15),
               (cx + r * 0.5, top - r * 0.5), (cx + r * 0.9, top + r * 0.1)]
        hd.polygon(pts, fill=gold + (255,), outline=(120, 90, 20, 255))
    else:
        hd.chord((cx - r * 1.15, top - r * 0.45, cx + r * 1.15, top + r * 1.0), 180, 360,
                 fill=colour + (255,))
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
                td.polygon([(cx, cy - q), (cx + q, cy), (cx, cy + q), (cx - q, cy)],
                           fill=accent + (255,))
    mask = Image.new("L", (W * S, H * S), 0)
    ImageDraw.Draw(mask).rounded_rectangle(inner, r, fill=255)
    img.paste(tile, (0, 0), Image.composite(tile, Image.new("RGBA", tile.size), mask).split()[3])
    d.rounded_rectangle(inner, r, outline=(250, 250, 250, 255), width=S * 3)
    m2 = m + S * 8
    d.rounded_rectangle((m2, m2, W * S - m2, H * S - m2), r, outline=accent + (255,), width=S * 2)
    # medallion
    cx, cy, rr = W * S / 2, H * S / 2, W * S * 0.17
    d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=base + (255,),
              outline=(250, 250, 250, 255), width=S * 3)
    glyph(img, "\u2660\u2665" if pattern == "lattice" else "\u2666\u2663", cx, cy,
          int(rr * 0.8), (250, 250, 250))
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


ICON_DIR = ROOT / "build_scripts" / "icon"
ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]
ICONSET_SIZES = [16, 32, 128, 256, 512]     # each also at @2x, as iconutil wants


def icon(px: int = 1024) -> Image.Image:
    """The app icon: two fanned aces on a rounded felt square, simple enough for 16 px."""
    img = Image.new("RGBA", (px, px), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    m, r = px * 0.06, px * 0.2
    d.rounded_rectangle((m, m, px - m, px - m), r, fill=(20, 84, 46, 255),
                        outline=(236, 200, 96, 255), width=round(px * 0.025))
    cw, ch = px * 0.42, px * 0.59
    for angle, dx, suit, colour in ((14, -0.12, "S", BLACK), (-12, 0.12, "H", RED)):
        card = Image.new("RGBA", (round(cw * 1.5), round(ch * 1.3)), (0, 0, 0, 0))
        cd = ImageDraw.Draw(card)
        x0, y0 = (card.width - cw) / 2, (card.height - ch) / 2
        cd.rounded_rectangle((x0 + px * 0.012, y0 + px * 0.02, x0 + cw + px * 0.012,
                              y0 + ch + px * 0.02), px * 0.04, fill=(0, 0, 0, 90))
        cd.rounded_rectangle((x0, y0, x0 + cw, y0 + ch), px * 0.04, fill=PAPER + (255,),
                             outline=(120, 120, 120, 255), width=max(1, round(px * 0.006)))
        glyph(card, SYMBOL[suit], card.width / 2, card.height / 2, round(cw * 0.78), colour)
        glyph(card, "A", x0 + cw * 0.16, y0 + ch * 0.12, round(cw * 0.2), colour, bold=True)
        card = card.rotate(angle, resample=Image.BICUBIC)
        img.alpha_composite(card, (round(px / 2 + dx * px - card.width / 2),
                                   round(px * 0.52 - card.height / 2)))
    return img


def write_icon() -> None:
    big = icon(1024)
    big.resize((256, 256), Image.LANCZOS).save(OUT / "icon.png", optimize=True)
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    big.resize((256, 256), Image.LANCZOS).save(ICON_DIR / "cardgame.ico",
                                               sizes=[(n, n) for n in ICO_SIZES])
    iconset = ICON_DIR / "cardgame.iconset"
    iconset.mkdir(exist_ok=True)
    for n in ICONSET_SIZES:
        big.resize((n, n), Image.LANCZOS).save(iconset / f"icon_{n}x{n}.png", optimize=True)
        big.resize((2 * n, 2 * n), Image.LANCZOS).save(iconset / f"icon_{n}x{n}@2x.png",
                                                       optimize=True)


def main(argv: list[str]) -> int:
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
    print(f"sprites written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
