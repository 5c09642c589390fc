"""When Python's cycle collector does its full walks.

A full collection walks every object the process holds. Start-up makes most of them (the
modules, fonts, sprites, the engines' tables) and they live as long as the app, so walking
them during play only makes frames slow: in a ten-minute random session the slowest frames
were full collections. `settle()` moves what exists after start-up out of the collector's
reach; play's own garbage is still collected as usual.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect start-up's garbage once, then keep what is left out of later full walks."""
    gc.collect()
    gc.freeze()


def release() -> None:
    """Undo `settle()` and collect: for a harness that starts several apps in one process,
    so a closed app's start-up objects are freed like a real app's process exit frees them."""
    gc.unfreeze()
    gc.collect()
