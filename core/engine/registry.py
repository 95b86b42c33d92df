"""The games Dinotable knows. A game is listed only when it is complete.

Each game package declares its ``GameEntry`` once, when imported: its id,
player counts and setup options, and where its rules live. The rules class
reads the same entry (``core.engine.steps.TableRules``), so there is nothing
to keep equal. The rules module itself is imported on the first ``get``, so
listing the games (the launcher does it at start) loads no game code.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # listing the games needs no part of the rules protocol
    from core.engine.protocol import Rules

# Each package's import declares its game; add a game by adding its package here.
GAME_PACKAGES: tuple[str, ...] = (
    "core.games.karuba",
    "core.games.digger",
    "core.games.comet",
    "core.games.triassic_terror",
    "core.games.isla_nublar",
)


SWITCH = ("off", "on")  # the values of an option that is switched off or on (off by default)


@dataclass(frozen=True)
class GameEntry:
    """What the launcher needs to offer a game, known without loading its rules."""

    game_id: str
    min_players: int
    max_players: int
    options: Mapping[str, Sequence[str]]
    """Setup options: option name -> allowed values (first = default), as in ``Rules.options``."""
    rules: str
    """Where the rules class is, as ``"package.module:ClassName"``; made with no arguments."""
    max_actions: int
    """The most actions one match may take (``Match`` refuses more, a save holding more is refused).

    Set several times above the longest game measured (the seeded random and Easy games of
    ``benchmarks/fuzz.py``), so that only a match going round in circles reaches it; the largest
    save it allows must stay far below ``core.engine.savefile.MAX_SAVE_BYTES`` (a test checks).
    """


_entries: dict[str, GameEntry] = {}
_rules: dict[str, Rules] = {}


def declare(entry: GameEntry) -> GameEntry:
    """Make a game known; its rules are loaded when first asked for."""
    _entries[entry.game_id] = entry
    return entry


def _declare_all() -> None:
    for name in GAME_PACKAGES:
        importlib.import_module(name)


def entries() -> list[GameEntry]:
    """Every listed game, in the order of ``GAME_PACKAGES``, without loading any rules.

    A game package imported but not listed (one still being built) is left out.
    """
    _declare_all()

    def package(entry: GameEntry) -> str:
        return entry.rules.partition(":")[0].rpartition(".")[0]

    listed = [entry for entry in _entries.values() if package(entry) in GAME_PACKAGES]
    return sorted(listed, key=lambda entry: GAME_PACKAGES.index(package(entry)))


def games() -> list[Rules]:
    """The rules of every declared game, in the order of ``GAME_PACKAGES``."""
    return [get(entry.game_id) for entry in entries()]


def get(game_id: str) -> Rules:
    """The rules of ``game_id``; KeyError when no such game is declared."""
    rules = _rules.get(game_id)
    if rules is None:
        _declare_all()
        rules = _rules[game_id] = _load(_entries[game_id])
    return rules


def _load(entry: GameEntry) -> Rules:
    module_name, _, class_name = entry.rules.partition(":")
    rules: Rules = getattr(importlib.import_module(module_name), class_name)()
    return rules
