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
import shutil
import sqlite3
import tempfile
import threading
import time
import zlib
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from . import applock, safepath
from .engine.match import Match
from .engine.saves import FORMAT as SAVE_FORMAT
from .engine.saves import SEAT_KINDS, Replayed, SaveError, match_to_save, replay_prefix
from .history import History, open_history
from .history import records as history_records
from .history import stats as history_stats
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

    def __init__(self, write: Callable[[Any, Any, str], bool]) -> None:
        self._write = write
        self._lock = threading.Lock()
        self._done = threading.Condition(self._lock)
        self._pending: dict[Any, tuple[Any, str]] = {}
        self._busy = False

    def submit(self, path: Any, payload: Any, what: str) -> None:
        """Queue a write of `payload` to `path` (a file's path, or any other key for a write
        that `write` knows: a history row)."""
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
        self.data_dir = data
        self._history: History | None = None  # opened when first needed (`history`)
        self._deal_jobs = 0
        self.second_copy = False  # another copy of the app holds the data folder

    # -- the history and the folder's lock ----------------------------------------------------
    def owns_folder(self) -> bool:
        """Whether this copy of the app may write the match and the history (the first copy
        on the data folder does; the second is told once and keeps its play in memory)."""
        if self.second_copy:
            return False
        if not applock.hold(self.data_dir):
            self.second_copy = True
            self.tell(
                lambda: _(
                    "Another copy of the game is already open on the same files. This copy "
                    "keeps its play only until you close it and does not touch the other "
                    "one's match, history or statistics."
                )
            )
            return False
        return True

    @property
    def history(self) -> History:
        """The history database, opened (and the old statistics file imported) on first use."""
        if self._history is None:
            owner = self.owns_folder()
            self._history = open_history(self.data_dir, self.tell, writable=owner)
            if owner:
                self._import_statistics(self._history)
        return self._history

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

    def flash(self, message: Callable[[], str]) -> None:
        """A passing note over the screen (a file written, say), not kept for the menu's
        banner: it is news of this moment, not of the player's files."""
        self.alerts.append(Words(message))

    # -- reading -------------------------------------------------------------------------------
    def _set_aside(self, path: Path, why: Callable[[], str]) -> None:
        """Move a bad file to `<name>.<time>.damaged.json` (never delete it) and say so."""
        target = safepath.beside(path, "damaged")
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
        kind = safepath.refusal(path)
        if kind not in (None, safepath.FOLDER):  # never opened: a pipe would block the read
            self._set_aside(path, lambda: safepath.words(kind, path.name))
            return None
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
        if path == self.save_path and not self.owns_folder():
            return False
        try:
            payload = json_bytes(data)
        except (ValueError, TypeError) as exc:
            return self._failed(path, what, exc)
        if self._writer is not None:
            self._writer.submit(path, payload, what)
            return True
        return self._write_now(path, payload, what)

    def _write_now(self, path: Any, payload: Any, what: str) -> bool:
        if isinstance(payload, History):  # the deals waiting in the history's queue
            return payload.write_pending()
        if isinstance(payload, tuple):  # ("live", a match in the save format)
            return self._put_live(payload[1])
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
        settings; a language this version has no catalog for becomes English, with a note.
        A file whose checksum fails (changed outside the game) is used as far as it reads.
        Either way the file is copied aside, unchanged, before it is written again."""
        data = self._read(self.settings_path, N_("settings"), SETTINGS_FORMAT)
        if not data:
            return Settings(language=system_language())
        kept = ""
        stored = data.pop("checksum", None)
        if stored is not None and stored != settings_checksum(data):
            kept = self._copy_aside(self.settings_path)
            self.tell(
                lambda: (
                    _(
                        "Your settings file was changed outside the game; the settings that "
                        "could be read are used."
                    )
                    + kept_words(kept)
                )
            )
        bad: list[str] = []
        settings = Settings.from_dict(data, bad)
        bad = [k for k in bad if k != "language"]  # the language has its own note below
        wanted = data.get("language", "en")
        odd_language = not isinstance(wanted, str) or wanted not in available_languages()
        if (bad or odd_language) and not kept:
            kept = self._copy_aside(self.settings_path)
        if bad:
            self.tell(
                lambda: (
                    ngettext(
                        "A setting in your settings file could not be used and is back to its "
                        "default: {names}. Your other settings were kept.",
                        "Some settings in your settings file could not be used and are back to "
                        "their defaults: {names}. Your other settings were kept.",
                        len(bad),
                    ).format(names=", ".join(setting_names().get(k, k) for k in bad))
                    + kept_words(kept)
                )
            )
        if odd_language:
            code = str(wanted)[:20]
            self.tell(
                lambda: (
                    _(
                        "Your settings ask for a language this version does not have ({code}); "
                        "the game is shown in English. Your other settings are kept."
                    ).format(code=code)
                    + ("" if bad else kept_words(kept))
                )
            )
            settings.language = "en"
        return settings

    def _copy_aside(self, path: Path) -> str:
        """A byte-identical copy of `path` as `<name>.<time>.kept<suffix>`; its name ("" when
        it could not be made)."""
        target = safepath.beside(path, "kept")
        try:
            shutil.copyfile(path, target)
        except OSError:
            return ""
        return target.name

    def save_settings(self, settings: Settings) -> bool:
        data = {"format": SETTINGS_FORMAT, **asdict(settings)}
        try:
            data["checksum"] = settings_checksum(data)
        except (TypeError, ValueError):
            pass  # not JSON: the write below says so
        return self._write(self.settings_path, data, N_("settings"))

    # -- the unfinished matches: one per game, in the history ---------------------------------
    def has_save(self) -> bool:
        self.flush()
        return bool(self.history.live_rows())

    def write_save(self, match: Match, seats: list[str]) -> bool:
        """Keep the match as its game's unfinished one (each call one transaction); a match
        played to its end is no longer kept."""
        if not self.owns_folder():
            return False
        if match.over:
            self.clear_save(match.info.id)
            return True
        _ = self.history  # opened here, never on the writer's thread (opening reads files)
        data = match_to_save(match, seats)
        if self._writer is not None:
            self._writer.submit(("live", match.info.id), ("live", data), N_("saved game"))
            return self.live_key not in self._failing
        return self._put_live(data)

    live_key = Path("<live>")  # how a failing write of the matches is remembered

    def _put_live(self, data: dict[str, Any]) -> bool:
        try:
            self.history.put_live(data)
        except sqlite3.Error as exc:
            return self._failed(self.live_key, N_("saved game"), exc)
        self._failing.discard(self.live_key)
        return True

    def clear_save(self, game_id: str | None = None) -> None:
        """Forget a game's unfinished match (every game's when None): it is over."""
        self.flush()  # a save on its way would bring it back
        if not self.owns_folder():
            return
        try:
            self.history.drop_live(game_id)
        except sqlite3.Error as exc:
            self._failed(self.live_key, N_("saved game"), exc)

    def load_save(self) -> tuple[Match, list[str]] | None:
        """The unfinished match played last, or None."""
        saves = self.load_saves()
        if not saves:
            return None
        match, seats, _started = next(iter(saves.values()))
        return match, seats

    def load_saves(self) -> dict[str, tuple[Match, list[str], float]]:
        """Each game's unfinished match replayed, with when it started; the latest first.

        A save file from before the history (save.json) is taken in first. A match whose
        row fails its checksum is set aside as a file, with a message; one whose tail no
        longer replays resumes at its last good move (`recovered`)."""
        self.flush()
        self._sweep(self.save_path.parent)
        history = self.history
        if self.owns_folder():
            self._import_save_file()
        out: dict[str, tuple[Match, list[str], float]] = {}
        for game, started, body, sound in history.live_rows():
            loaded = self._live_match(game, body, sound)
            if loaded is not None:
                out[game] = (loaded[0], loaded[1], started)
        return out

    def _import_save_file(self) -> None:
        """The one save file of earlier versions becomes its game's unfinished match (unless
        the history has a newer one for that game) and is kept as save.imported.json."""
        file = self.save_path
        if not os.path.lexists(file):
            return
        data = self._read(file, N_("saved game"), SAVE_FORMAT)
        loaded = None
        if data is not None:
            loaded = self._replayed(data, lambda why: self._set_aside(file, why))
        if loaded is not None:
            match, seats = loaded
            if match.info.id not in {g for g, *_r in self.history.live_rows()}:
                self._put_live(match_to_save(match, seats))
        if os.path.lexists(file):
            self._move_to(file, file.with_name("save.imported.json"))

    def _live_match(self, game: str, body: bytes, sound: bool) -> tuple[Match, list[str]] | None:
        """A stored unfinished match replayed and checked as a save file is. One that cannot
        be resumed whole leaves the history as a file set aside, with a message."""
        try:
            data = history_records.unpack(body)  # kept readable even when changed
        except (ValueError, zlib.error, RecursionError):
            data = None

        def set_aside(why: Callable[[], str]) -> None:
            kept = self.data_dir / f"save-{game[:40]}.json"
            try:
                atomic_write_bytes(kept, json_bytes(data) if data is not None else body)
                self.history.drop_live(game)
            except (OSError, sqlite3.Error):
                return  # left in the history, never lost
            self._set_aside(kept, why)

        if data is None or not sound:
            set_aside(
                lambda: _(
                    "Your unfinished match was changed outside the game and cannot be resumed."
                )
            )
            return None
        return self._replayed(data, set_aside)

    def _replayed(
        self, data: dict[str, Any], set_aside: Callable[[Callable[[], str]], None]
    ) -> tuple[Match, list[str]] | None:
        """The match a save holds, replayed; None when there is none to resume (a damaged one
        is set aside with a message).

        When only the tail of the save fails to replay, it is kept aside, the match resumes
        at the last move that replays (`recovered` says where) and the player is told."""
        try:
            done = replay_prefix(data)
        except SaveError:
            set_aside(lambda: _("Your saved game is damaged and cannot be resumed."))
            return None
        if done.error is not None:
            if done.good == 0 or done.match.over:
                first = done.good == 0
                set_aside(
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
            set_aside(
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
    def _import_statistics(self, history: History) -> None:
        """The old statistics file's counters become the history's starting total, once.

        Every counter that reads as a whole number is kept; the file is set aside unchanged
        (renamed), with a note naming the counters that could not be read, if any."""
        path = self.stats_path
        if history.imported() or history.in_memory:
            return
        data = self._read(path, N_("statistics"), STATS_FORMAT)
        if data is None:
            return
        good, bad = read_counters(data.get("games", {}))
        if "games" in data and not isinstance(data.get("games"), dict):
            bad = ["games"]
        history.import_counters(good)
        if not bad:
            self._move_to(path, path.with_name(f"{path.stem}.imported{path.suffix}"))
            return
        names = ", ".join(bad[:12]) + (", \u2026" if len(bad) > 12 else "")
        self._set_aside(
            path,
            lambda: ngettext(
                "A counter in your statistics file could not be read: {names}. Every other "
                "counter was kept.",
                "Some counters in your statistics file could not be read: {names}. Every "
                "other counter was kept.",
                len(bad),
            ).format(names=names),
        )

    @staticmethod
    def _move_to(path: Path, target: Path) -> None:
        n = 1
        stem = target.stem
        while target.exists():
            target = target.with_name(f"{stem}-{n}{target.suffix}")
            n += 1
        try:
            os.replace(path, target)
        except OSError:
            pass  # it was imported (the history says so): it is never read again

    def load_stats(self) -> dict[str, dict[str, int]]:
        """Counters per game, summed over the history (rows that fail their checksum left out)."""
        self.flush()
        return history_stats.counters(self.history)

    def record(
        self,
        game_id: str,
        match: Match | None = None,
        seats: list[str] | None = None,
        **counters: int,
    ) -> bool:
        """Store a finished deal with the counters it adds (deals played, matches finished and
        won, and the game's own: Pis Yedili's penalty points...). With its `match` (whose
        current deal is the finished one) the whole deal is kept: replayable, with its result.
        False when it could not be written now (it stays in memory and is written later)."""
        history = self.history
        if match is not None and seats is not None and "human" in seats:
            human = seats.index("human")
            deal = history_records.deal_row(match, seats, human, counters, None)
            whole = history_records.match_row(match, seats, human)
        else:
            deal = bare_deal(game_id, counters)
            whole = None
        if self._writer is not None:
            self._deal_jobs += 1
            with history.lock:
                history.pending.append({"deal": deal, "match": whole})
            self._writer.submit(("history", self._deal_jobs), history, N_("history"))
            return not history.failing
        return history.add_deal(deal, whole)

    def open_history(self) -> None:
        """Open the history now (its problems are told at once) and check its rows'
        checksums on a thread, so the statistics screen later opens without that wait."""
        history = self.history
        threading.Thread(target=history.bad_rows, name="history check", daemon=True).start()

    def figures(self, game_id: str) -> history_stats.GameFigures:
        """A game's figures by opponent level, best and worst deal, streaks."""
        from .engine.registry import get

        self.flush()
        return history_stats.figures(self.history, game_id, get(game_id).better == "higher")

    def reset_stats(self, game_id: str) -> None:
        """A game's statistics count from now on; its deals stay in the history."""
        self.flush()
        self.history.reset(game_id)


def bare_deal(game_id: str, counters: dict[str, int]) -> dict[str, Any]:
    """A deal row with counters alone (no match to keep: a tool's or a test's)."""
    row: dict[str, Any] = {
        "match_id": None,
        "game": game_id,
        "level": "",
        "counted": int(counters.get("deals", 0) > 0),
        "won": 0,
        "points": 0,
        "ended": time.time(),
        "counters": history_records.canonical({k: int(v) for k, v in counters.items()}),
        "body": history_records.pack({}),
        "deal_key": os.urandom(8).hex(),  # counters alone: each one a deal of its own
    }
    row["checksum"] = history_records.deal_checksum(row)
    return row


def read_counters(games: Any) -> tuple[dict[str, dict[str, int]], list[str]]:
    """The whole-number counters of an old statistics file's games, and the names
    (game: counter) of those that are not."""
    good: dict[str, dict[str, int]] = {}
    bad: list[str] = []
    if not isinstance(games, dict):
        return good, bad
    for gid, rec in games.items():
        if not isinstance(rec, dict):
            bad.append(str(gid)[:40])
            continue
        for name, value in rec.items():
            if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 2**62:
                good.setdefault(str(gid)[:40], {})[str(name)[:40]] = value
            else:
                bad.append(f"{str(gid)[:40]}: {str(name)[:40]}")
    return good, bad


def settings_checksum(data: dict[str, Any]) -> str:
    return history_records.checksum({k: v for k, v in data.items() if k != "checksum"})


def kept_words(name: str) -> str:
    """The note's tail saying where the file's old content is kept."""
    if not name:
        return ""
    return " " + _("The file as it was is kept as {name}.").format(name=name)


def _os_words(exc: BaseException) -> str:
    """Why a write failed, in words."""
    import errno

    code = getattr(exc, "errno", None)
    text = str(exc).lower() if isinstance(exc, sqlite3.Error) else ""
    if code == errno.ENOSPC or "full" in text:
        return _("the disk is full")
    if code in (errno.EROFS, errno.EACCES, errno.EPERM) or "readonly" in text:
        return _("the folder may not be written to")
    return _("the system refused")
