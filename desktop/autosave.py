"""Reading the autosave at start: a game to resume, or a damaged file put aside.

A damaged autosave is never overwritten: it is renamed to
``autosave-damaged-<timestamp>.json`` next to where it was, and the player is
told why it could not be read. A write cut short (the program killed while
saving) leaves only its temporary file, which is swept away here once it is
old enough that no running program can still be writing it.
"""

from __future__ import annotations

import time
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


INTERRUPTED_WRITE_AGE_S = 60  # a temporary file this old belongs to no write still going on


def check(path: Path) -> Resumable | Damaged | None:
    sweep_interrupted_writes(path)
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


def sweep_interrupted_writes(path: Path) -> None:
    """Remove temporary files of writes to ``path`` that were cut short (see savefile.write_json_atomic)."""
    now = time.time()
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if now - leftover.stat().st_mtime > INTERRUPTED_WRITE_AGE_S:
                leftover.unlink()
        except OSError:
            pass  # gone already, or not ours to remove: it does no harm where it is


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
