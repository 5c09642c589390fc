"""Synthesise the table's sounds into sprites/sounds/*.wav (standard library only).

`python build_scripts/make_sounds.py [--plot DIR]` writes one short mono 22.05 kHz 16-bit
WAV per sound: card sounds are filtered noise with a soft attack and a smooth decay, the
turn chime and the refusal are soft sine tones. Every sound starts and ends at silence
(short fades, no clicks) and peaks well below full scale; the random noise is seeded, so a
rebuild writes the same files. `--plot` also draws each waveform to a PNG to look at.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites" / "sounds"
FADE = 0.004  # seconds of fade at both ends

Wave = list[float]


def _n(seconds: float) -> int:
    return int(RATE * seconds)


def noise(seconds: float, seed: int) -> Wave:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(_n(seconds))]


def lowpass(x: Wave, cutoff: float | Callable[[float], float]) -> Wave:
    """A one-pole low-pass; `cutoff` in Hz, or a function of the time in seconds."""
    out, y = [], 0.0
    for i, v in enumerate(x):
        fc = cutoff(i / RATE) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-2.0 * math.pi * fc / RATE)
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: Wave, cutoff: float) -> Wave:
    low = lowpass(x, cutoff)
    return [v - lo for v, lo in zip(x, low, strict=True)]


def envelope(x: Wave, attack: float, decay: float) -> Wave:
    """A soft attack (raised cosine over `attack` s), then exponential decay (time
    constant `decay` s)."""
    out = []
    na = max(1, _n(attack))
    for i, v in enumerate(x):
        t = i / RATE
        rise = 0.5 - 0.5 * math.cos(math.pi * min(1.0, i / na))
        fall = math.exp(-max(0.0, t - attack) / decay)
        out.append(v * rise * fall)
    return out


def tone(freqs: list[tuple[float, float]], seconds: float, glide: float = 0.0) -> Wave:
    """A sum of sines (frequency, level); `glide` bends the pitch by that share over time."""
    out, phase = [], [0.0] * len(freqs)
    for i in range(_n(seconds)):
        t = i / seconds / RATE
        v = 0.0
        for k, (f, level) in enumerate(freqs):
            phase[k] += 2 * math.pi * f * (1 + glide * t) / RATE
            v += level * math.sin(phase[k])
        out.append(v)
    return out


def mix(*waves: Wave) -> Wave:
    n = max(len(w) for w in waves)
    return [sum(w[i] for w in waves if i < len(w)) for i in range(n)]


def delay(x: Wave, seconds: float) -> Wave:
    return [0.0] * _n(seconds) + x


def finish(x: Wave, peak: float) -> Wave:
    """Scale to `peak` (of full scale) and fade both ends to silence."""
    top = max(abs(v) for v in x) or 1.0
    n, nf = len(x), max(1, _n(FADE))
    out = []
    for i, v in enumerate(x):
        g = min(1.0, i / nf, (n - 1 - i) / nf)
        out.append(v / top * peak * g)
    return out


# -- the sounds -------------------------------------------------------------------------------
def deal() -> Wave:
    """A light flick of a card sliding off the deck."""
    x = highpass(lowpass(noise(0.07, 1), 3800), 500)
    return finish(envelope(x, 0.006, 0.016), 0.30)


def play() -> Wave:
    """A card laid on the cloth: a soft pat with a little body."""
    pat = envelope(lowpass(noise(0.12, 2), 2200), 0.003, 0.022)
    body = envelope(tone([(150, 1.0), (300, 0.3)], 0.12, glide=-0.2), 0.003, 0.03)
    return finish(mix(pat, [0.5 * v for v in body]), 0.38)


def draw() -> Wave:
    """A card drawn from the stock: a short brush that rises and fades."""
    x = highpass(lowpass(noise(0.18, 3), lambda t: 1500 + 9000 * t), 350)
    return finish(envelope(x, 0.05, 0.045), 0.26)


def trick() -> Wave:
    """The trick gathered: two soft brushes, the cards swept together."""
    a = envelope(highpass(lowpass(noise(0.16, 4), 2600), 300), 0.03, 0.04)
    b = envelope(highpass(lowpass(noise(0.16, 5), 2000), 250), 0.02, 0.05)
    return finish(mix(a, delay([0.8 * v for v in b], 0.07)), 0.30)


def bomb() -> Wave:
    """A bomb: a low, round thump with a soft rumble (no crack, no high end)."""
    thump = envelope(tone([(95, 1.0), (190, 0.25)], 0.55, glide=-0.45), 0.006, 0.13)
    rumble = envelope(lowpass(noise(0.55, 6), 260), 0.01, 0.16)
    return finish(mix(thump, [1.6 * v for v in rumble]), 0.45)


def turn() -> Wave:
    """Your turn: a gentle two-note chime, rising."""
    first = envelope(tone([(659.3, 1.0), (1318.5, 0.12)], 0.5), 0.008, 0.16)
    second = envelope(tone([(987.8, 1.0), (1975.5, 0.08)], 0.55), 0.008, 0.22)
    return finish(mix(first, delay(second, 0.11)), 0.22)


def refuse() -> Wave:
    """A refusal: a soft low double tone, falling, not a buzzer."""
    a = envelope(tone([(330, 1.0), (660, 0.15)], 0.16, glide=-0.08), 0.006, 0.05)
    b = envelope(tone([(262, 1.0), (524, 0.15)], 0.22, glide=-0.08), 0.006, 0.07)
    return finish(mix(a, delay(b, 0.1)), 0.26)


SOUNDS: dict[str, Callable[[], Wave]] = {
    "deal": deal,
    "play": play,
    "draw": draw,
    "trick": trick,
    "bomb": bomb,
    "turn": turn,
    "refuse": refuse,
}


def write_wav(path: Path, x: Wave) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", round(v * 32767)) for v in x))


def plot(path: Path, x: Wave, name: str) -> None:
    """The waveform as a PNG (needs pygame; only for looking)."""
    import pygame

    w, h = 900, 220
    surf = pygame.Surface((w, h))
    surf.fill((250, 250, 246))
    pygame.draw.line(surf, (200, 200, 200), (0, h // 2), (w, h // 2))
    for level in (0.5, -0.5):
        y = h // 2 - round(level * (h // 2 - 10))
        pygame.draw.line(surf, (230, 200, 200), (0, y), (w, y))
    step = len(x) / w
    for px in range(w):
        seg = x[int(px * step) : max(int(px * step) + 1, int((px + 1) * step))]
        top = h // 2 - round(max(seg) * (h // 2 - 10))
        bottom = h // 2 - round(min(seg) * (h // 2 - 10))
        pygame.draw.line(surf, (40, 70, 140), (px, top), (px, bottom))
    pygame.font.init()
    label = f"{name}: {len(x) / RATE * 1000:.0f} ms, peak {max(abs(v) for v in x):.2f}"
    surf.blit(pygame.font.Font(None, 22).render(label, True, (0, 0, 0)), (8, 6))
    pygame.image.save(surf, str(path))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="make_sounds.py")
    p.add_argument("--plot", type=Path, default=None, help="also draw the waveforms here")
    p.add_argument("--out", type=Path, default=OUT)
    args = p.parse_args(argv)
    for name, make in SOUNDS.items():
        x = make()
        write_wav(args.out / f"{name}.wav", x)
        if args.plot:
            args.plot.mkdir(parents=True, exist_ok=True)
            plot(args.plot / f"{name}.png", x, name)
        print(f"{name}.wav: {len(x) / RATE * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
