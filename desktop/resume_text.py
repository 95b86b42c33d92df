"""Words for an autosaved game: whose game of what, saved when ("Anna's <game> from 18:05")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from desktop.language import fill, names_listed

if TYPE_CHECKING:  # named in annotations only: the launcher imports this before any game is chosen
    from datetime import datetime

    from core.engine.protocol import MatchConfig
    from desktop.text import Texts

SIBILANT_ENDINGS = ("s", "ß", "x", "z")  # names the German possessive marks with an apostrophe only
translate = QCoreApplication.translate


def owners(config: MatchConfig) -> str:
    """The people who play it (all seats when only computers do), as one phrase."""
    people = [player.name for player in config.players if not player.computer]
    names = people or [player.name for player in config.players]
    return names_listed(names)


def whose_game(texts: Texts, config: MatchConfig) -> str:
    """``Anna's <game>``, ``Anna and Ben's <game>``."""
    who = owners(config)
    game = texts(f"{config.game}.name")
    if who.lower().endswith(SIBILANT_ENDINGS):
        return fill(translate("ResumeText", "%1's %2", "possessive of a name ending in s, x or z"), who, game)
    return fill(translate("ResumeText", "%1's %2", "possessive"), who, game)


def saved_when(saved_at: datetime, now: datetime | None = None) -> str:
    """The time alone for today's saves, else the date and time, as the language writes them."""
    locale = QLocale()
    moment = QDateTime.fromSecsSinceEpoch(int(saved_at.timestamp()))
    if now is None:
        from datetime import datetime

        now = datetime.now()
    if saved_at.date() == now.date():
        return locale.toString(moment.time(), QLocale.FormatType.ShortFormat)
    return locale.toString(moment, QLocale.FormatType.ShortFormat)


def game_from(texts: Texts, config: MatchConfig, saved_at: datetime) -> str:
    """``Anna's <game> from 18:05``."""
    return fill(translate("ResumeText", "%1 from %2"), whose_game(texts, config), saved_when(saved_at))
