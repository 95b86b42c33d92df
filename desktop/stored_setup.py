"""The last setup of a game as the settings remember it, every value checked on its own.

The setup page stores it as JSON text under ``setup/<game>``. A file edited by
hand or written by another version may spoil any value in it: each value that
is not one the game allows reads as None (the setup page then shows its
default there), and the values around it keep what was stored.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.engine.bots import LEVELS
from core.engine.registry import GameEntry
from desktop import settings


@dataclass(frozen=True)
class StoredSeat:
    colour: str | None = None
    computer: bool | None = None
    level: str | None = None  # a computer's level; None for a person or one this version does not know
    name: str | None = None  # the name the player typed; None for the standard name


@dataclass(frozen=True)
class StoredSetup:
    count: int | None = None
    seats: tuple[StoredSeat, ...] = ()
    options: Mapping[str, str] = field(default_factory=dict)


def stored_setup(rules: GameEntry, colours: Collection[str], name_limit: int) -> StoredSetup:
    """The game's stored setup: colours among ``colours``, names of at most ``name_limit`` characters."""
    return checked_setup(settings.text(f"setup/{rules.game_id}"), rules, colours, name_limit)


def checked_setup(text: str, rules: GameEntry, colours: Collection[str], name_limit: int) -> StoredSetup:
    try:
        data = json.loads(text) if text else {}
    except (ValueError, RecursionError):  # not JSON, or nested too deep to read
        return StoredSetup()
    if not isinstance(data, dict):
        return StoredSetup()
    seats = data.get("players")
    return StoredSetup(
        count=_count(data.get("count"), rules),
        seats=tuple(_seat(seat, colours, name_limit) for seat in seats) if isinstance(seats, list) else (),
        options=_options(data.get("options"), rules.options),
    )


def _seat(seat: Any, colours: Collection[str], name_limit: int) -> StoredSeat:
    if not isinstance(seat, dict):
        return StoredSeat()
    colour, computer, level = (seat.get(key) for key in ("colour", "computer", "level"))
    return StoredSeat(
        colour=colour if isinstance(colour, str) and colour in colours else None,
        computer=computer if isinstance(computer, bool) else None,
        level=level if isinstance(level, str) and level in LEVELS else None,
        name=_typed_name(seat, name_limit),
    )


def _count(count: Any, rules: GameEntry) -> int | None:
    if isinstance(count, bool) or not isinstance(count, int):  # JSON true would pass for 1
        return None
    return count if rules.min_players <= count <= rules.max_players else None


def _typed_name(seat: dict[str, Any], name_limit: int) -> str | None:
    name = seat.get("name")
    if seat.get("custom") is not True or not isinstance(name, str):
        return None
    return name if name.strip() and len(name) <= name_limit else None


def _options(stored: Any, allowed: Mapping[str, Sequence[str]]) -> dict[str, str]:
    if not isinstance(stored, dict):
        return {}
    return {
        name: value
        for name, value in stored.items()
        if name in allowed and isinstance(value, str) and value in allowed[name]
    }
