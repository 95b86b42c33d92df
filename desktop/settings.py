"""Preferences and the folder for automatic saves.

Settings live in QSettings (organisation and application "Dinotable"); saves
in the platform's application data folder. Tests point HOME and the XDG
folders elsewhere, so they never touch a player's real files.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, QSettings, QStandardPaths

ORGANISATION = "Dinotable"
APPLICATION = "Dinotable"
LANGUAGES = ("en", "de")
PACES = ("slow", "normal", "fast", "instant")
# Milliseconds a computer move waits before it lands, so people can follow it.
PACE_DELAY_MS = {"slow": 1600, "normal": 800, "fast": 300, "instant": 0}
SAVE_SUFFIX = ".dinotable.json"


def settings() -> QSettings:
    return QSettings(ORGANISATION, APPLICATION)


def text(key: str, default: str = "") -> str:
    """The stored text under ``key``; ``default`` when there is none or it is not text."""
    stored = settings().value(key, default, str)
    return stored if isinstance(stored, str) else default


def system_language() -> str:
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


def language() -> str:
    stored = text("language")
    return stored if stored in LANGUAGES else system_language()


def set_language(code: str) -> None:
    settings().setValue("language", code)


def pace() -> str:
    stored = text("pace", "normal")
    return stored if stored in PACES else "normal"


def set_pace(name: str) -> None:
    settings().setValue("pace", name)


def data_folder() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".dinotable"


def cache_folder() -> Path | None:
    """The user's cache folder: files that passed their checks, cover pictures; None if there is none."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location) if location else None


def autosave_folder() -> Path:
    """Where the automatic saves live, one per game (see desktop.autosave)."""
    return data_folder()


def save_folder() -> str:
    """Where the save and open dialogs open: the folder last used, else the documents folder.

    Never the program's folder: a documents folder that does not exist gives way to the home folder.
    """
    stored = text("save_folder")
    if stored and Path(stored).is_dir():
        return stored
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and Path(documents).is_dir() else str(Path.home())


def set_save_folder(folder: str) -> None:
    settings().setValue("save_folder", folder)


def remember_file(game: str, path: Path | None, steps: int, seed: int) -> None:
    """The file the game in ``game``'s autosave was last saved to or opened from, and its steps then."""
    store = settings()
    key = f"autosave/{game}"
    if path is None:
        store.remove(key)
        return
    store.setValue(f"{key}/file", str(path))
    store.setValue(f"{key}/steps", steps)
    store.setValue(f"{key}/seed", seed)


def remembered_file(game: str, seed: int) -> tuple[Path, int] | None:
    """The file of ``game``'s autosaved match (that seed), if it still exists, and its steps then."""
    key = f"autosave/{game}"
    name = text(f"{key}/file")
    store = settings()
    try:
        steps = int(str(store.value(f"{key}/steps", -1)))
        stored_seed = int(str(store.value(f"{key}/seed", -1)))
    except ValueError:
        return None
    if not name or stored_seed != seed or steps < 0 or not Path(name).is_file():
        return None
    return Path(name), steps


PANEL_WIDTH = 300  # the side panel's width until the player drags it
PANEL_MIN_WIDTH = 220  # narrower, its options and hints would wrap word by word


def panel_shown() -> bool:
    return text("panel/shown", "true") != "false"


def set_panel_shown(shown: bool) -> None:
    settings().setValue("panel/shown", "true" if shown else "false")


def panel_width() -> int:
    stored = text("panel/width")
    width = int(stored) if stored.isdigit() else PANEL_WIDTH
    return max(PANEL_MIN_WIDTH, width)


def set_panel_width(width: int) -> None:
    settings().setValue("panel/width", str(max(PANEL_MIN_WIDTH, width)))
