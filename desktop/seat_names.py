"""The names a seat gets when nobody types one: "Player 2", "Computer 3", in the current language.

An untouched name follows the language: after a switch, a seat still called
by its standard name in the old language is called by it in the new one, on
the setup page and in the game on the table. A typed name never changes.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication

from core.engine.config_check import MAX_NAME_LENGTH
from core.engine.protocol import MatchConfig
from desktop.language import fill


def standard_name(seat: int, computer: bool) -> str:
    if computer:
        name = fill(QCoreApplication.translate("SeatRow", "Computer %1"), seat + 1)
    else:
        name = fill(QCoreApplication.translate("SeatRow", "Player %1"), seat + 1)
    return name[:MAX_NAME_LENGTH]  # a long translation must not make a name a save would refuse


def standard_names(config: MatchConfig) -> list[str]:
    """Each seat's standard name in the current language."""
    return [standard_name(seat, player.computer) for seat, player in enumerate(config.players)]


def renamed(config: MatchConfig, before: list[str]) -> MatchConfig:
    """``config`` with every seat still named ``before[seat]`` given its standard name now."""
    players = tuple(
        dataclasses.replace(player, name=standard_name(seat, player.computer))
        if seat < len(before) and player.name == before[seat]
        else player
        for seat, player in enumerate(config.players)
    )
    return dataclasses.replace(config, players=players)
