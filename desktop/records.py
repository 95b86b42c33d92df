"""Personal best scores of solo games: the score chase's table, per game.

Kept as JSON in the data folder beside the autosave, read through the
guarded reader (``core.engine.json_files``). A file that cannot be read, or
holds anything but tables of records, is moved aside (never overwritten) and
a fresh table begins.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from core.engine import json_files
from core.engine.config_check import MAX_NAME_LENGTH
from core.engine.savefile import write_json_atomic

RECORDS_NAME = "records.json"
KEEP = 10  # entries kept per game
MAX_RECORDS_BYTES = 1024 * 1024  # ten records per game take a few kilobytes

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Record:
    name: str
    score: int
    date: str  # ISO date and time the game ended
    match: str  # identifies the finished match, so showing it twice records it once


def _valid(entry: Any) -> bool:
    return (
        isinstance(entry, dict)
        and isinstance(entry.get("name"), str)
        and len(entry["name"]) <= MAX_NAME_LENGTH  # a table edited by hand could freeze the results
        and type(entry.get("score")) is int
        and isinstance(entry.get("date"), str)
        and isinstance(entry.get("match"), str)
    )


def load(path: Path) -> dict[str, list[Record]]:
    """Every game's table; an unreadable file is moved aside and counts as empty."""
    tables = _tables(path)
    return tables if tables is not None else {}


def _tables(path: Path) -> dict[str, list[Record]] | None:
    """Every game's table, or None for an unreadable file (moved aside where it could be)."""
    if not path.exists():
        return {}
    try:
        data = json_files.read(path, MAX_RECORDS_BYTES)
        if not isinstance(data, dict) or not all(
            isinstance(v, list) and all(_valid(e) for e in v) for v in data.values()
        ):
            raise ValueError("unexpected layout")
    except (json_files.JsonFileError, ValueError) as error:
        aside = json_files.move_aside(path)
        kept = aside.name if aside is not None else "nowhere: it stays where it is"
        log.warning("personal best table %s unreadable (%s); moved to %s", path, error, kept)
        return None
    return {game: [_record(entry) for entry in entries] for game, entries in data.items()}


def _record(entry: dict[str, Any]) -> Record:
    """A checked entry; keys a later version may add are left out, not an error."""
    return Record(entry["name"], entry["score"], entry["date"], entry["match"])


def ranked(records: list[Record]) -> list[Record]:
    """Highest score first; an older record keeps its place on a tie."""
    return sorted(records, key=lambda r: (-r.score, r.date))[:KEEP]


def add(path: Path, game: str, record: Record) -> tuple[list[Record], int | None]:
    """Enter ``record`` in the game's table; returns the table and its place (None if it missed it)."""
    tables = _tables(path)
    if tables is None:
        if path.exists():
            return [], None  # a damaged file that could not be moved aside is left as it is
        tables = {}
    table = tables.get(game, [])
    if all(entry.match != record.match for entry in table):
        table = ranked([*table, record])
        tables[game] = table
        try:
            write_json_atomic(path, {g: [asdict(r) for r in t] for g, t in tables.items()})
        except OSError as error:
            log.warning("personal best table not written: %s", error)
    place = next((i + 1 for i, entry in enumerate(table) if entry.match == record.match), None)
    return table, place
