"""The games Dinotable knows. A game is listed only when it is complete."""

from __future__ import annotations

import importlib

from core.engine.protocol import Rules

# Each module's import registers its Rules; add a game by adding its package here.
GAME_PACKAGES: tuple[str, ...] = ("core.games.karuba",)

_games: dict[str, Rules] = {}


def register(rules: Rules) -> Rules:
    _games[rules.game_id] = rules
    return rules


def _load_all() -> None:
    for name in GAME_PACKAGES:
        importlib.import_module(name)


def games() -> list[Rules]:
    """Every registered game, in the order of ``GAME_PACKAGES``."""
    _load_all()
    return list(_games.values())


def get(game_id: str) -> Rules:
    """The rules of ``game_id``; KeyError when no such game is registered."""
    _load_all()
    return _games[game_id]
