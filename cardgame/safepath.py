"""Whether a data path may be opened: only a regular file (or nothing yet) is.

A named pipe in place of a data file once hung the app at start (reading it blocks until a
writer comes); a device, a directory or a loop of symbolic links is no data file either. The
check looks at the path without opening it (lstat/stat), so it never blocks.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from pathlib import Path

from .i18n import _

# what a path is, when it is no regular file: the words for the player come from `words`
PIPE, DEVICE, FOLDER, LOOP, SOCKET, OTHER = "pipe", "device", "folder", "loop", "socket", "other"


def refusal(path: Path) -> str | None:
    """None when `path` is missing or a regular file (through working links); else what it is."""
    try:
        st = os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return LOOP
        if exc.errno == errno.ENOENT:
            try:
                os.lstat(path)  # a link to nothing: writing would follow it somewhere else
            except OSError:
                return None
            return OTHER
        return OTHER
    mode = st.st_mode
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISFIFO(mode):
        return PIPE
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return DEVICE
    if stat.S_ISDIR(mode):
        return FOLDER
    if stat.S_ISSOCK(mode):
        return SOCKET
    return OTHER


def beside(path: Path, tag: str) -> Path:
    """A free name next to `path` for a copy of it kept aside: `<stem>.<time>.<tag><suffix>`."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.{stamp}.{tag}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.{stamp}-{n}.{tag}{path.suffix}")
        n += 1
    return target


def words(kind: str, name: str) -> str:
    """The player's message for a data path that is refused (`kind` from `refusal`)."""
    what = {
        PIPE: _("a named pipe"),
        DEVICE: _("a device"),
        FOLDER: _("a folder"),
        LOOP: _("a loop of links"),
        SOCKET: _("a socket"),
    }.get(kind, _("not a file"))
    return _("The game's file {name} is {what}, not a file, so it was not opened.").format(
        name=name, what=what
    )
