"""The automatic saves: one per game, each resumable on its own; damaged ones put aside.

Every game has its own slot, ``autosave-<game>.json`` in the data folder, so
an unfinished game waits while another one is played. Earlier versions kept a
single ``autosave.json``; it is read once more and then becomes its game's
slot.

A damaged autosave is never overwritten: it is renamed to
``<name>-damaged-<timestamp>.json`` next to where it was, and the player is
told why it could not be read. That includes anything but a regular file in
a slot's place (a folder, a pipe, a link to a device): ``savefile.read``
refuses it without waiting on it. A write cut short (the program killed while
saving) leaves only its temporary file, which is swept away here once it is
old enough that no running program can still be writing it.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # loaded only when there is an autosave to read, keeping start-up quick
    from datetime import datetime

    from core.engine import savefile
    from core.engine.match import Match

LEGACY_NAME = "autosave.json"  # the single slot of earlier versions


@dataclass(frozen=True)
class Resumable:
    match: Match
    saved_at: datetime


@dataclass(frozen=True)
class Damaged:
    error: savefile.SaveFileError
    kept_as: Path | None  # None when even renaming failed
    game: str | None = None  # the slot's game; None for the single autosave of earlier versions


INTERRUPTED_WRITE_AGE_S = 60  # a temporary file this old belongs to no write still going on


def check(path: Path) -> Resumable | Damaged | None:
    sweep_interrupted_writes(path)
    if not path.exists():
        return None
    from core.engine import json_files, savefile

    try:
        match = savefile.read(path)
    except savefile.SaveFileError as error:
        return Damaged(error, json_files.move_aside(path))
    if match.result() is not None:
        return None
    from datetime import datetime

    return Resumable(match, datetime.fromtimestamp(path.stat().st_mtime))


@dataclass
class Found:
    """What a look at the slots found: the games to resume and the damaged files put aside."""

    resumable: dict[str, Resumable] = field(default_factory=dict)
    damaged: list[Damaged] = field(default_factory=list)


class Slots:
    """The autosave slots in ``folder``, one per game."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.blocked: set[str] = set()  # games whose damaged slot could not be moved aside
        self.all_blocked = False  # the old single file was damaged and stays where it is

    def path(self, game: str) -> Path | None:
        """Where ``game`` autosaves; None while writing there could overwrite a damaged file."""
        if self.all_blocked or game in self.blocked:
            return None
        return self.slot(game)

    def slot(self, game: str) -> Path:
        return self.folder / f"autosave-{game}.json"

    def scan(self, games: Iterable[str]) -> Found:
        """Every game's slot, after moving the old single autosave into its game's slot."""
        found = Found()
        legacy = self._migrate()
        if isinstance(legacy, Damaged):
            found.damaged.append(legacy)
            if legacy.kept_as is None:
                self.all_blocked = True  # its game is unknown: none may write where it might belong
        for game in games:
            result = check(self.slot(game))
            if isinstance(result, Resumable):
                found.resumable[game] = result
            elif isinstance(result, Damaged):
                found.damaged.append(Damaged(result.error, result.kept_as, game))
                if result.kept_as is None:
                    self.blocked.add(game)
        return found

    def _migrate(self) -> Damaged | None:
        """The single autosave of earlier versions becomes its game's slot (the newer file wins)."""
        legacy = self.folder / LEGACY_NAME
        result = check(legacy)
        if result is None:
            with contextlib.suppress(OSError):
                legacy.unlink(missing_ok=True)  # a finished game: nothing to resume, nothing to keep
        if not isinstance(result, Resumable):
            return result
        target = self.slot(result.match.rules.game_id)
        try:
            if target.exists() and target.stat().st_mtime >= legacy.stat().st_mtime:
                legacy.unlink()
            else:
                os.replace(legacy, target)
        except OSError:
            pass  # read again next time; the slot it would become stays as it is
        return None


def sweep_interrupted_writes(path: Path) -> None:
    """Remove temporary files of writes to ``path`` that were cut short (see savefile.write_json_atomic)."""
    now = time.time()
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if now - leftover.stat().st_mtime > INTERRUPTED_WRITE_AGE_S:
                leftover.unlink()
        except OSError:
            pass  # gone already, or not ours to remove: it does no harm where it is
