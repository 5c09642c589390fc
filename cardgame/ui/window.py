"""The window: windowed or full screen, and drawn at the screen's real pixel size.

On Windows the process declares itself DPI aware before the first window, so the system does
not stretch a small bitmap over a high-DPI screen (blurry text); SDL's hint does it, and the
system call is the fallback for an older SDL. Elsewhere the window surface is already in
real pixels under X11 and Wayland's SDL backends (nothing to do).
"""

from __future__ import annotations

import os
import warnings

import pygame


def dpi_aware(system: str = os.name) -> None:
    """Call before `pygame.display.init()`; does nothing off Windows (`system` "nt")."""
    if system != "nt":
        return
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    try:
        import ctypes

        windll = getattr(ctypes, "windll", None)
        if windll is None:
            return
        try:
            windll.shcore.SetProcessDpiAwareness(2)  # per monitor
        except (AttributeError, OSError):
            windll.user32.SetProcessDPIAware()  # Windows 7: system aware
    except (AttributeError, OSError, ImportError):
        pass  # the hint alone, or a plain window: never a reason not to start


def open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
    """The window surface: full screen at the desktop's size (no mode change), or a
    resizable window of `size`. A full screen the system refuses falls back to the window."""
    if fullscreen:
        try:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        except pygame.error:
            pass
    with warnings.catch_warnings():  # leaving full screen, the system may lag a moment
        warnings.simplefilter("ignore", RuntimeWarning)
        surf = pygame.display.set_mode(size, pygame.RESIZABLE)
    if surf.get_size() != tuple(size):
        pygame.event.pump()  # X11 without a window manager: ask again once it has left
        surf = pygame.display.set_mode(size, pygame.RESIZABLE)
    return surf


def is_fullscreen(surf: pygame.Surface) -> bool:
    return bool(surf.get_flags() & pygame.FULLSCREEN)
