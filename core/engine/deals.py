"""Prepared deals: a match whose first tiles or cards are fixed, for a guided first game.

A game that offers a guided game has a ``core.games.<game>.teaching`` module
with ``deal(rules, state, deal)``: the state right after setup, changed as the
plain-JSON ``deal`` says (who leads, which tiles lie on top of the pile). The
result must keep the game's invariants, so a deal can never make a state the
rules could not have dealt.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from core.engine.protocol import JSONValue, Rules


class DealError(ValueError):
    """A deal the game cannot make: the message says which part and why."""


def only(data: Mapping[str, JSONValue], parts: set[str]) -> None:
    """Refuse a deal naming a part the game does not deal."""
    unknown = set(data) - parts
    if unknown:
        raise DealError(f"unknown parts {sorted(unknown)}")


def seat(data: Mapping[str, JSONValue], part: str, players: int) -> int | None:
    """The seat a deal names under ``part`` (None when it names none); DealError for no such seat."""
    if part not in data:
        return None
    value = data[part]
    if type(value) is not int or not 0 <= value < players:
        raise DealError(f"{part} {value!r} is no seat")
    return value


def teaching_module(game_id: str) -> Any | None:
    """The game's ``teaching`` module, or None when it has none."""
    try:
        return importlib.import_module(f"core.games.{game_id}.teaching")
    except ModuleNotFoundError as error:
        if error.name != f"core.games.{game_id}.teaching":
            raise
        return None


def prepared(rules: Rules, state: Any, deal: Mapping[str, JSONValue]) -> Any:
    """``state`` as ``deal`` fixes it; DealError when the game has no deals or refuses this one."""
    from core.engine.invariants import InvariantError, invariants_for  # invariants import the match

    module = teaching_module(rules.game_id)
    if module is None:
        raise DealError(f"{rules.game_id} has no prepared deals")
    try:
        dealt = module.deal(rules, state, deal)
    except DealError:
        raise
    except (KeyError, TypeError, IndexError, ValueError) as error:  # a deal edited out of shape
        raise DealError(f"the deal is damaged ({error!r})") from error
    try:
        invariants_for(rules.game_id).check_state(dealt)
    except InvariantError as error:
        raise DealError(f"the deal breaks a rule of the game: {error}") from error
    return dealt
