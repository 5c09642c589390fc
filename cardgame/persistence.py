"""Settings, the autosave and per-game statistics on disk (platformdirs user dirs).

Every write is atomic (temporary file, flush, fsync, replace), so a crash never leaves half a
file. A file that is damaged, empty, unreadable or from a newer version is moved aside (never
deleted), a plain-words message is queued for the app to show, and the app goes on with
defaults. A save whose tail does not replay is resumed at the last move that does. A write
that fails (a full disk, a read-only folder) queues a message and play goes on.
The environment variable CARDGAME_HOME puts every file under one folder (tests, screenshots).
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .engine.match import Match
from .engine.saves import FORMAT as SAVE_FORMAT
from .engine.saves import SEAT_KINDS, Replayed, SaveError, match_to_save, replay_prefix
from .i18n import N_, Words, _, available_languages, ngettext, system_language

APP = "cardgame"
SETTINGS_FORMAT = 1
STATS_FORMAT = 1
SPEEDS = ("slow", "normal", "fast", "instant")
BACKS = ("blue", "red")
FELTS = ("green", "blue")
MAX_FILE_BYTES = 16 * 1024 * 1024  # far beyond any real save (a long match is ~100 KB)
MAX_WINDOW = (7680, 4320)
HAND_SORTS = ("rank", "suit")


def _dirs() -> tuple[Path, Path]:
    """(config dir, data dir)."""
    home = os.environ.get("CARDGAME_HOME")
    if home:
        return Path(home), Path(home)
    import platformdirs

    return (
        Path(platformdirs.user_config_dir(APP, appauthor=False)),
        Path(platformdirs.user_data_dir(APP, appauthor=False)),
    )


def json_bytes(data: Any) -> bytes:
    """The file's content for `data` (made where the data is, before any thread writes it)."""
    return json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8")


def atomic_write_bytes(path: Path, payload: bytes) -> None:
    """Write so that the file is either the old one or the complete new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def atomic_write_json(path: Path, data: Any) -> None:
    atomic_write_bytes(path, json_bytes(data))


class Writer:
    """Writes files on a thread of their own, so that a slow disk (an fsync can take a
    quarter of a second on a busy one) never holds up a frame. Writes to one file keep
    their order; one still waiting is replaced by a newer one for the same file, so at
    most the writes of the last moment can be lost when the power goes, never a file.
    The thread runs only while there is something to write."""

    def __init__(self, write: Callable[[Path, bytes, str], bool]) -> None:
        self._write = write
        self._lock = threading.Lock()
        self._done = threading.Condition(self._lock)
        self._pending: dict[Path, tuple[bytes, str]] = {}
        self._busy = False

    def submit(self, path: Path, payload: bytes, what: str) -> None:
        with self._lock:
            self._pending.pop(path, None)  # the newer content goes to the back of the queue
            self._pending[path] = (payload, what)
            if not self._busy:
                self._busy = True
                threading.Thread(target=self._run, name="file writer", daemon=True).start()

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._busy = False
                    self._done.notify_all()
                    return
                path = next(iter(self._pending))
                payload, what = self._pending.pop(path)
            try:
                self._write(path, payload, what)
            except Exception:  # a write reports its own failures; the thread must go on
                pass

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything submitted is on disk (or `timeout` s); True if it is."""
        with self._lock:
            return self._done.wait_for(lambda: not self._busy, timeout)


@dataclass
class Settings:
    """App settings (display only; rule options live with each game's new-game scene)."""

    speed: str = "normal"
    back: str = "blue"
    felt: str = "green"
    four_colour: bool = False
    language: str = "en"
    window: list[int] = field(default_factory=lambda: [1280, 720])  # the size when windowed
    auto_forced: bool = False
    confirm_calls: bool = True  # ask before a call that cannot be undone (off: experts)
    hand_sort: str = "rank"  # the human's hand: by rank or by suit
    contrast: int = 50  # the picture sliders, 0-100 (50: as drawn)
    grain: int = 50
    temperature: int = 50
    sound: bool = True
    volume: int = 70  # 0-100
    fullscreen: bool = False
    new_game: dict[str, Any] = field(default_factory=dict)  # last choices per game id
    games: dict[str, Any] = field(default_factory=dict)  # each game's table settings

    @classmethod
    def from_dict(cls, data: dict[str, Any], problems: list[str] | None = None) -> Settings:
        """Settings from a file's object; a value that cannot be used gets its default and
        its field name is added to `problems` (the rest is kept)."""
        s = cls()
        known = {f.name for f in fields(cls)}
        bad: list[str] = []
        for k, v in data.items():
            if k in known:
                if _valid(k, v):
                    setattr(s, k, v)
                else:
                    bad.append(k)
        if (
            not isinstance(s.window, list)
            or len(s.window) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in s.window)
        ):
            s.window = [1280, 720]
        s.window = [
            min(MAX_WINDOW[0], max(1024, s.window[0])),
            min(MAX_WINDOW[1], max(640, s.window[1])),
        ]
        s.new_game = {k: v for k, v in s.new_game.items() if _new_game_entry_ok(k, v)}
        if problems is not None:
            problems.extend(bad)
        return s


_CHOICES: dict[str, tuple[object, ...]] = {
    "speed": SPEEDS,
    "back": BACKS,
    "felt": FELTS,
    "hand_sort": HAND_SORTS,
}
_PERCENT = ("contrast", "grain", "temperature", "volume")
_BOOL = ("four_colour", "auto_forced", "confirm_calls", "sound", "fullscreen")


def _valid(name: str, value: Any) -> bool:
    """Whether a settings file's value for `name` may be used as it is."""
    if name in _CHOICES:
        return value in _CHOICES[name]
    if name in _PERCENT:
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
    if name in _BOOL:
        return isinstance(value, bool)
    if name == "language":
        return isinstance(value, str) and len(value) <= 20
    if name == "window":
        return (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in value)
        )
    if name in ("new_game", "games"):
        return isinstance(value, dict) and (
            name == "new_game" or all(isinstance(v, dict) for v in value.values())
        )
    return True


def setting_names() -> dict[str, str]:
    """Each setting's name as the settings screen shows it (for messages about the file)."""
    return {
        "speed": _("Animation speed"),
        "back": _("Card back"),
        "felt": _("Table felt"),
        "four_colour": _("Four-colour deck"),
        "language": _("Language"),
        "window": _("Window size"),
        "auto_forced": _("Make forced moves for me"),
        "confirm_calls": _("Ask before risky calls"),
        "hand_sort": _("Hand order"),
        "contrast": _("Contrast"),
        "grain": _("Grain"),
        "temperature": _("Colour temperature"),
        "sound": _("Sound"),
        "volume": _("Volume"),
        "fullscreen": _("Full screen"),
        "new_game": _("New game choices"),
        "games": _("Table settings of the games"),
    }


def _new_game_entry_ok(game_id: str, entry: Any) -> bool:
    """A game's remembered new-game choices: options its game accepts, levels by name."""
    from .engine.registry import get

    if not (
        isinstance(entry, dict)
        and isinstance(entry.get("options", {}), dict)
        and isinstance(entry.get("levels", []), list)
        and all(x in SEAT_KINDS for x in entry.get("levels", []))
    ):
        return False
    try:
        get(game_id).options_from_dict(entry.get("options", {}))
    except (ValueError, TypeError, OverflowError):
        return False
    return True


class Store:
    """Where the app's files live, with safe reading and writing.

    `messages` are plain-words notes for the menu's banner (kept until dismissed); `alerts`
    are the ones that arose during play, for the window to show at once over any screen.
    `recovered` says how much of a damaged save was resumed."""

    def __init__(self) -> None:
        config, data = _dirs()
        self.settings_path = config / "settings.json"
        self.save_path = data / "save.json"
        self.stats_path = data / "statistics.json"
        self.messages: list[str] = []
        self.alerts: list[str] = []
        self.recovered: Replayed | None = None
        self._failing: set[Path] = set()  # writes that failed (one message until they work)
        self._stuck: set[Path] = set()  # damaged files that could not be moved aside
        self._writer: Writer | None = None  # writes on a thread (`write_in_background`)

    def write_in_background(self) -> None:
        """From now on files are written on a thread of their own (the window's way: a
        frame never waits for the disk). Without it, a write is done when it returns."""
        if self._writer is None:
            self._writer = Writer(self._write_now)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait for the writes still on their way (before quitting, before reading)."""
        return self._writer.flush(timeout) if self._writer is not None else True

    def tell(self, message: str | Callable[[], str]) -> None:
        """Queue a note; one made by a function says itself again in the language shown
        when it is drawn (`i18n.again`)."""
        text = message if isinstance(message, str) else Words(message)
        self.messages.append(text)
        self.alerts.append(text)

    # -- reading -------------------------------------------------------------------------------
    def _set_aside(self, path: Path, why: Callable[[], str]) -> None:
        """Move a bad file to `<name>.<time>.damaged.json` (never delete it) and say so."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.stem}.{stamp}.damaged{path.suffix}")
        n = 1
        while target.exists():
            target = path.with_name(f"{path.stem}.{stamp}-{n}.damaged{path.suffix}")
            n += 1
        try:
            os.replace(path, target)
        except OSError:
            self._stuck.add(path)
            self.tell(
                lambda: (
                    why()
                    + " "
                    + _("It was left as it is ({name}) and will not be overwritten.").format(
                        name=path.name
                    )
                )
            )
            return
        self._stuck.discard(path)
        self.tell(lambda: why() + " " + _("The file was kept as {name}.").format(name=target.name))

    def _read(self, path: Path, what: str, fmt: int) -> dict[str, Any] | None:
        """The file's JSON object, or None (missing, or set aside with a message)."""
        self.flush()  # a write on its way would be read back stale
        try:
            if not path.exists():
                return None
            if path.is_dir():
                raise IsADirectoryError(str(path))
            if path.stat().st_size > MAX_FILE_BYTES:
                self._set_aside(
                    path,
                    lambda: _("Your {what} file is far too large to be one.").format(what=_(what)),
                )
                return None
            raw = path.read_bytes()
        except OSError:
            self._set_aside(
                path, lambda: _("Your {what} file could not be read.").format(what=_(what))
            )
            return None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            self._set_aside(path, lambda: _("Your {what} file is damaged.").format(what=_(what)))
            return None
        if not text.strip():
            self._set_aside(path, lambda: _("Your {what} file was empty.").format(what=_(what)))
            return None
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            self._set_aside(path, lambda: _("Your {what} file is damaged.").format(what=_(what)))
            return None
        if not isinstance(data, dict):
            self._set_aside(path, lambda: _("Your {what} file is damaged.").format(what=_(what)))
            return None
        version = data.get("format")
        if isinstance(version, int) and version > fmt:
            self._set_aside(
                path,
                lambda: _("Your {what} file comes from a newer version of the game.").format(
                    what=_(what)
                ),
            )
            return None
        return data

    @staticmethod
    def _sweep(folder: Path, age: float = 600.0) -> None:
        """Remove temporary files a write left when the power went (older than `age` s)."""
        try:
            for tmp in folder.glob("*.json.*.tmp"):
                if time.time() - tmp.stat().st_mtime > age:
                    tmp.unlink()
        except OSError:
            pass

    # -- writing -------------------------------------------------------------------------------
    def _write(self, path: Path, data: Any, what: str) -> bool:
        """Write atomically, now or on the writer's thread; on failure tell the player once
        (until a write works again). False if the file is not written (in the background:
        if it cannot even be made)."""
        if path in self._stuck:
            return False
        try:
            payload = json_bytes(data)
        except (ValueError, TypeError) as exc:
            return self._failed(path, what, exc)
        if self._writer is not None:
            self._writer.submit(path, payload, what)
            return True
        return self._write_now(path, payload, what)

    def _write_now(self, path: Path, payload: bytes, what: str) -> bool:
        try:
            atomic_write_bytes(path, payload)
        except (OSError, ValueError) as exc:
            return self._failed(path, what, exc)
        self._failing.discard(path)
        return True

    def _failed(self, path: Path, what: str, failure: BaseException) -> bool:
        """Tell the player once that `path` cannot be written, until a write works again."""
        if path not in self._failing:
            self._failing.add(path)
            self.tell(
                lambda: _(
                    "Your {what} could not be written ({why}). Play goes on; it will be "
                    "tried again."
                ).format(what=_(what), why=_os_words(failure))
            )
        return False

    # -- settings ------------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        """The saved settings; without a file (the first start) the language is the
        system's. A value that cannot be used gets its default, with one note naming those
        settings; a language this version has no catalog for becomes English, with a note."""
        data = self._read(self.settings_path, N_("settings"), SETTINGS_FORMAT)
        if not data:
            return Settings(language=system_language())
        bad: list[str] = []
        settings = Settings.from_dict(data, bad)
        bad = [k for k in bad if k != "language"]  # the language has its own note below
        if bad:
            self.tell(
                lambda: ngettext(
                    "A setting in your settings file could not be used and is back to its "
                    "default: {names}. Your other settings were kept.",
                    "Some settings in your settings file could not be used and are back to "
                    "their defaults: {names}. Your other settings were kept.",
                    len(bad),
                ).format(names=", ".join(setting_names().get(k, k) for k in bad))
            )
        wanted = data.get("language", "en")
        if not isinstance(wanted, str) or wanted not in available_languages():
            code = str(wanted)[:20]
            self.tell(
                lambda: _(
                    "Your settings ask for a language this version does not have ({code}); "
                    "the game is shown in English. Your other settings are kept."
                ).format(code=code)
            )
            settings.language = "en"
        return settings

    def save_settings(self, settings: Settings) -> bool:
        return self._write(
            self.settings_path, {"format": SETTINGS_FORMAT, **asdict(settings)}, N_("settings")
        )

    # -- the autosave --------------------------------------------------------------------------
    def has_save(self) -> bool:
        self.flush()
        return self.save_path.is_file()

    def write_save(self, match: Match, seats: list[str]) -> bool:
        return self._write(self.save_path, match_to_save(match, seats), N_("saved game"))

    def clear_save(self) -> None:
        self.flush()  # a save on its way would bring the file back
        try:
            self.save_path.unlink()
        except OSError:
            pass

    def load_save(self) -> tuple[Match, list[str]] | None:
        """The saved match replayed, or None (no save, or set aside with a message).

        When only the tail of the save fails to replay, the file is kept aside, the match
        resumes at the last move that replays (`recovered` says where) and the player is told."""
        self._sweep(self.save_path.parent)
        data = self._read(self.save_path, N_("saved game"), SAVE_FORMAT)
        if data is None:
            return None
        try:
            done = replay_prefix(data)
        except SaveError:
            self._set_aside(
                self.save_path, lambda: _("Your saved game is damaged and cannot be resumed.")
            )
            return None
        if done.error is not None:
            if done.good == 0 or done.match.over:
                first = done.good == 0
                self._set_aside(
                    self.save_path,
                    lambda: (
                        _(
                            "Your saved game is damaged from its first move on and cannot be "
                            "resumed."
                        )
                        if first
                        else _(
                            "Your saved game is damaged after the end of its match; there "
                            "is nothing left to resume."
                        )
                    ),
                )
                return None
            self._set_aside(
                self.save_path,
                lambda: _(
                    "Your saved game of {game} is damaged after move {good} of {total}. "
                    "You can resume it from move {good}, the last one that could be read."
                ).format(game=done.match.info.title, good=done.good, total=done.total),
            )
            self.recovered = done
            self.write_save(done.match, done.seats)
        if done.match.over:
            return None
        return done.match, done.seats

    # -- statistics ----------------------------------------------------------------------------
    def load_stats(self) -> dict[str, dict[str, int]]:
        """Counters per game. A damaged file is set aside with a message, never reset quietly."""
        data = self._read(self.stats_path, N_("statistics"), STATS_FORMAT)
        if data is None:
            return {}
        games = data.get("games", {})
        ok = isinstance(games, dict) and all(
            isinstance(rec, dict)
            and all(isinstance(v, int) and not isinstance(v, bool) for v in rec.values())
            for rec in games.values()
        )
        if not ok:
            self._set_aside(
                self.stats_path,
                lambda: _("Your statistics file is damaged; counting starts again from zero."),
            )
            return {}
        return {str(gid): dict(rec) for gid, rec in games.items()}

    def record(self, game_id: str, **counters: int) -> bool:
        """Add to a game's counters (deals played, matches finished and won, and the game's
        own: Pis Yedili's penalty points...)."""
        stats = self.load_stats()
        rec = stats.setdefault(game_id, {})
        for k, v in counters.items():
            rec[k] = rec.get(k, 0) + int(v)
        return self._write(
            self.stats_path, {"format": STATS_FORMAT, "games": stats}, N_("statistics")
        )


def _os_words(exc: BaseException) -> str:
    """Why a write failed, in words."""
    import errno

    code = getattr(exc, "errno", None)
    if code == errno.ENOSPC:
        return _("the disk is full")
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return _("the folder may not be written to")
    return _("the system refused")
