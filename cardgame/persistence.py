"""Settings, the autosave and per-game statistics on disk (platformdirs user dirs).

Every write is atomic (temporary file, flush, fsync, replace), so a crash never leaves half a
file. A file that is damaged, empty or from a newer version is moved aside (never deleted),
a plain-words message is queued for the app to show, and the app goes on with defaults.
The environment variable CARDGAME_HOME puts every file under one folder (tests, screenshots).
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .engine.match import Match
from .engine.saves import SaveError, match_from_save, match_to_save
from .i18n import _

APP = "cardgame"
SETTINGS_FORMAT = 1
STATS_FORMAT = 1
SPEEDS = ("slow", "normal", "fast", "instant")
BACKS = ("blue", "red")
FELTS = ("green", "blue")


def _dirs() -> tuple[Path, Path]:
    """(config dir, data dir)."""
    home = os.environ.get("CARDGAME_HOME")
    if home:
        return Path(home), Path(home)
    import platformdirs
    return (Path(platformdirs.user_config_dir(APP, appauthor=False)),
            Path(platformdirs.user_data_dir(APP, appauthor=False)))


def atomic_write_json(path: Path, data: Any) -> None:
    """Write JSON so that the file is either the old one or the complete new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, ensure_ascii=False)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


@dataclass
class Settings:
    """App settings (display only; rule options live with each game's new-game scene)."""

    speed: str = "normal"
    back: str = "blue"
    felt: str = "green"
    four_colour: bool = False
    language: str = "en"
    window: list[int] = field(default_factory=lambda: [1280, 720])
    auto_forced: bool = False
    new_game: dict[str, Any] = field(default_factory=dict)  # last choices per game id

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        s = cls()
        known = {f.name for f in fields(cls)}
        for k, v in data.items():
            if k in known:
                setattr(s, k, v)
        if s.speed not in SPEEDS:
            s.speed = "normal"
        if s.back not in BACKS:
            s.back = "blue"
        if s.felt not in FELTS:
            s.felt = "green"
        if (not isinstance(s.window, list) or len(s.window) != 2
                or not all(isinstance(x, int) for x in s.window)):
            s.window = [1280, 720]
        s.window = [max(1024, s.window[0]), max(640, s.window[1])]
        if not isinstance(s.new_game, dict):
            s.new_game = {}
        s.four_colour = bool(s.four_colour)
        s.auto_forced = bool(s.auto_forced)
        return s


class Store:
    """Where the app's files live, with safe reading and writing."""

    def __init__(self) -> None:
        config, data = _dirs()
        self.settings_path = config / "settings.json"
        self.save_path = data / "save.json"
        self.stats_path = data / "statistics.json"
        self.messages: list[str] = []   # plain-words notes for the player, shown by the menu

    # -- reading -------------------------------------------------------------------------------
    def _set_aside(self, path: Path, why: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.stem}.{stamp}.damaged{path.suffix}")
        n = 1
        while target.exists():
            target = path.with_name(f"{path.stem}.{stamp}-{n}.damaged{path.suffix}")
            n += 1
        try:
            os.replace(path, target)
        except OSError:
            target = path
        self.messages.append(why + " " + _("The file was kept as {name}.").format(name=target.name))

    def _read(self, path: Path, what: str, fmt: int) -> dict[str, Any] | None:
        """The file's JSON object, or None (missing, or set aside with a message)."""
        if not path.exists():
            return None
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            self._set_aside(path, _("Your {what} could not be read.").format(what=what))
            return None
        if not text.strip():
            self._set_aside(path, _("Your {what} file was empty.").format(what=what))
            return None
        try:
            data = json.loads(text)
        except ValueError:
            self._set_aside(path, _("Your {what} file is damaged.").format(what=what))
            return None
        if not isinstance(data, dict):
            self._set_aside(path, _("Your {what} file is damaged.").format(what=what))
            return None
        version = data.get("format")
        if isinstance(version, int) and version > fmt:
            self._set_aside(path, _("Your {what} file comes from a newer version of the game.")
                            .format(what=what))
            return None
        return data

    # -- settings ------------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        data = self._read(self.settings_path, _("settings"), SETTINGS_FORMAT)
        return Settings.from_dict(data) if data else Settings()

    def save_settings(self, settings: Settings) -> None:
        atomic_write_json(self.settings_path, {"format": SETTINGS_FORMAT, **asdict(settings)})

    # -- the autosave --------------------------------------------------------------------------
    def has_save(self) -> bool:
        return self.save_path.exists()

    def write_save(self, match: Match, seats: list[str]) -> None:
        atomic_write_json(self.save_path, match_to_save(match, seats))

    def clear_save(self) -> None:
        try:
            self.save_path.unlink()
        except FileNotFoundError:
            pass

    def load_save(self) -> tuple[Match, list[str]] | None:
        """The saved match replayed, or None (no save, or set aside with a message)."""
        from .engine.saves import FORMAT
        data = self._read(self.save_path, _("saved game"), FORMAT)
        if data is None:
            return None
        try:
            match, seats = match_from_save(data)
        except SaveError as exc:
            self._set_aside(self.save_path, _("Your saved game could not be resumed ({why}).")
                            .format(why=exc))
            return None
        if match.over:
            return None
        return match, seats

    # -- statistics ----------------------------------------------------------------------------
    def load_stats(self) -> dict[str, dict[str, int]]:
        data = self._read(self.stats_path, _("statistics"), STATS_FORMAT)
        games = (data or {}).get("games", {})
        out: dict[str, dict[str, int]] = {}
        if isinstance(games, dict):
            for gid, rec in games.items():
                if isinstance(rec, dict):
                    out[str(gid)] = {k: int(v) for k, v in rec.items()
                                     if isinstance(v, int) and not isinstance(v, bool)}
        return out

    def record(self, game_id: str, *, deals: int = 0, penalty: int = 0, matches: int = 0,
               wins: int = 0) -> None:
        """Add to a game's counters: deals played, own penalty, matches finished, matches won."""
        stats = self.load_stats()
        rec = stats.setdefault(game_id, {})
        for k, v in (("deals", deals), ("penalty", penalty), ("matches", matches), ("wins", wins)):
            rec[k] = rec.get(k, 0) + v
        atomic_write_json(self.stats_path, {"format": STATS_FORMAT, "games": stats})
