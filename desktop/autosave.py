"""Reading the autosave at start: a game to resume, or a damaged file put aside.

A damaged autosave is never overwritten: it is renamed to
``autosave-damaged-<timestamp>.json`` next to where it was, and the player is
told why it could not be read.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # loaded only when there is an autosave to read, keeping start-up quick
    from core.engine import savefile
    from core.engine.match import Match


@dataclass(frozen=True)
class Resumable:
    match: Match
    saved_at: datetime


@dataclass(frozen=True)
class Damaged:
    error: savefile.SaveFileError
    kept_as: Path | None  # None when even renaming failed


def check(path: Path) -> Resumable | Damaged | None:
    if not path.exists():
        return None
    from core.engine import savefile

    try:
        match = savefile.read(path)
    except savefile.SaveFileError as error:
        return Damaged(error, _put_aside(path))
    if match.result() is not None:
        return None
    return Resumable(match, datetime.fromtimestamp(path.stat().st_mtime))


def _put_aside(path: Path) -> Path | None:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"autosave-damaged-{stamp}.json")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"autosave-damaged-{stamp}-{counter}.json")
    try:
        path.rename(target)
    except OSError:
        return None
    return target
