"""Preferences and the folder for automatic saves.

Settings live in QSettings (organisation and application "Dinotable"); saves
in the platform's application data folder. Tests point HOME and the XDG
folders elsewhere, so they never touch a player's real files.

Every value is checked where it is read (``stored``): a settings file edited by
hand, or written by another version, gives the default for each value it spoils
and never stops the program.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QLocale, QSettings, QStandardPaths

from desktop import motion

ORGANISATION = "Dinotable"
APPLICATION = "Dinotable"
LANGUAGES = ("en", "de")
PACES = ("slow", "normal", "fast", "instant")
# Milliseconds a computer move waits before it lands, so people can follow it.
PACE_DELAY_MS = {"slow": 1600, "normal": 800, "fast": 300, "instant": 0}
DEFAULT_PACE = "normal"
SAVE_SUFFIX = ".dinotable.json"


Value = TypeVar("Value")
Reader = Callable[[str], Value | None]  # the value a stored text stands for; None when it stands for none


def settings() -> QSettings:
    return QSettings(ORGANISATION, APPLICATION)


def text(key: str, default: str = "") -> str:
    """The stored text under ``key``; ``default`` when there is none or it is not text."""
    try:
        stored = settings().value(key, default, str)
    except UnicodeDecodeError:  # bytes stored (``@ByteArray(...)`` in the file) that are no text
        return default
    return stored if isinstance(stored, str) else default


def stored(key: str, default: Value, read: Reader[Value]) -> Value:
    """The value under ``key`` as ``read`` makes it of the stored text; ``default`` if ``read`` refuses it."""
    value = read(text(key))
    return default if value is None else value


def one_of(choices: Collection[str]) -> Reader[str]:
    return lambda stored_text: stored_text if stored_text in choices else None


def whole_number(low: int, high: int) -> Reader[int]:
    """A number written in digits (no sign but minus, no exponent), from ``low`` to ``high``."""

    def read(stored_text: str) -> int | None:
        digits = stored_text.removeprefix("-")
        if not (digits.isascii() and digits.isdigit()) or len(digits) > len(str(max(abs(low), abs(high)))):
            return None
        number = int(stored_text)
        return number if low <= number <= high else None

    return read


def yes_or_no(stored_text: str) -> bool | None:
    return {"true": True, "false": False}.get(stored_text)


def existing_folder(stored_text: str) -> str | None:
    return stored_text if stored_text and _is(Path.is_dir, stored_text) else None


def existing_file(stored_text: str) -> str | None:
    return stored_text if stored_text and _is(Path.is_file, stored_text) else None


def _is(kind: Callable[[Path], bool], name: str) -> bool:
    try:
        return kind(Path(name))
    except (OSError, ValueError):  # a name too long for the system, or with a character no path can hold
        return False


def system_language() -> str:
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


def language() -> str:
    return stored("language", system_language(), one_of(LANGUAGES))


def set_language(code: str) -> None:
    settings().setValue("language", code)


def pace() -> str:
    return stored("pace", DEFAULT_PACE, one_of(PACES))


def set_pace(name: str) -> None:
    settings().setValue("pace", name)


def motion_speed() -> str:
    """How fast things move on the table (``desktop.motion``), as last chosen."""
    return stored("motion", motion.DEFAULT_SPEED, one_of(motion.SPEEDS))


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
    folder = stored("save_folder", "", existing_folder)
    if folder:
        return folder
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
    if stored(f"{key}/seed", None, one_of({str(seed)})) is None:
        return None
    name = stored(f"{key}/file", "", existing_file)
    steps = stored(f"{key}/steps", -1, whole_number(0, sys.maxsize))
    return (Path(name), steps) if name and steps >= 0 else None


PANEL_WIDTH = 300  # the side panel's width until the player drags it
PANEL_MIN_WIDTH = 220  # narrower, its options and hints would wrap word by word
PANEL_MAX_WIDTH = 8192  # wider than any screen (8K is 7680 pixels): a value beyond is not one we wrote


def panel_shown() -> bool:
    return stored("panel/shown", True, yes_or_no)


def set_panel_shown(shown: bool) -> None:
    settings().setValue("panel/shown", "true" if shown else "false")


def panel_width() -> int:
    return stored("panel/width", PANEL_WIDTH, whole_number(PANEL_MIN_WIDTH, PANEL_MAX_WIDTH))


def set_panel_width(width: int) -> None:
    settings().setValue("panel/width", str(min(max(PANEL_MIN_WIDTH, width), PANEL_MAX_WIDTH)))


# teaching: first-time tips and the guided first games -------------------------------------

TUTORIAL_STATES = ("new", "started", "finished")


def tips_on() -> bool:
    return stored("tips/on", True, yes_or_no)


def set_tips_on(on: bool) -> None:
    settings().setValue("tips/on", "true" if on else "false")


def tips_seen() -> set[str]:
    """The tips this person has dismissed with "Got it" (ids, as in the games' tips.yaml)."""
    return {tip for tip in text("tips/seen").split(",") if tip}


def add_tip_seen(tip: str) -> None:
    settings().setValue("tips/seen", ",".join(sorted(tips_seen() | {tip})))


def reset_tips() -> None:
    settings().remove("tips/seen")


def tutorial_state(game: str) -> str:
    """Whether this person has begun or finished the game's guided first game."""
    return stored(f"tutorials/{game}", "new", one_of(TUTORIAL_STATES))


def set_tutorial_state(game: str, state: str) -> None:
    """Move the state on (a finished guide stays finished when begun again)."""
    order = TUTORIAL_STATES.index
    if state in TUTORIAL_STATES and order(state) > order(tutorial_state(game)):
        settings().setValue(f"tutorials/{game}", state)
