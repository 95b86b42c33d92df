"""What a match config may hold in this version: seats, names, levels and options it knows.

A config comes from the setup page or from a file, which may have been
written by a newer version or edited by hand. It is checked here once,
before a match is made of it, so a config this version cannot play (a
computer level it does not know, a name too long to draw) is refused with
words, never half-opened. ``ConfigError.key`` names the message
(``save.*`` in the engine catalogue, where a file name fills ``{file}``).
"""

from __future__ import annotations

import json
from typing import Any

from core.engine.bots import LEVELS
from core.engine.protocol import MatchConfig, PlayerInfo, Rules

MAX_NAME_LENGTH = 24  # characters: what a seat label, the score board and the log have room for
MAX_COLOUR_LENGTH = 32  # a colour is a short name ("blue"); anything longer is not one of ours
LEGACY_LEVELS = ("random",)  # still read from older saves (see bots.bot_for)
KNOWN_LEVELS = (*LEVELS, *LEGACY_LEVELS)
MAX_SHOWN_VALUE = 40  # characters of a refused value a message repeats


class ConfigError(ValueError):
    """A config this version cannot play. ``key`` names the message text; ``values`` fill it."""

    def __init__(self, key: str, **values: Any) -> None:
        super().__init__(f"{key} {values}")
        self.key = key
        self.values = values


def shown(value: Any) -> str:
    """``value`` as a message may repeat it: as written in the file, cut short if long."""
    try:
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= MAX_SHOWN_VALUE else text[: MAX_SHOWN_VALUE - 1] + "…"


def check_config(rules: Rules, config: MatchConfig) -> None:
    """Raise ConfigError unless ``config`` is a game of ``rules`` this version can set up and play."""
    count = config.player_count
    if not rules.min_players <= count <= rules.max_players:
        raise ConfigError("save.player_count", count=count, least=rules.min_players, most=rules.max_players)
    for player in config.players:
        check_seat(player)
    check_options(rules, config)


def check_seat(player: PlayerInfo) -> None:
    name: Any = player.name
    if not isinstance(name, str):
        raise ConfigError("save.name_not_text", value=shown(name))
    if not name.strip():
        raise ConfigError("save.name_empty")
    if len(name) > MAX_NAME_LENGTH:
        raise ConfigError("save.name_too_long", limit=MAX_NAME_LENGTH)
    colour: Any = player.colour
    if not isinstance(colour, str) or len(colour) > MAX_COLOUR_LENGTH:
        raise ConfigError("save.colour_invalid", value=shown(colour), limit=MAX_COLOUR_LENGTH)
    computer: Any = player.computer
    if type(computer) is not bool:
        raise ConfigError("save.computer_not_bool", value=shown(computer))
    level: Any = player.level
    # A person's seat carries a level too (unused), which a newer version may set to anything.
    if not isinstance(level, str) or (computer and level not in KNOWN_LEVELS):
        raise ConfigError("save.unknown_level", level=shown(level))


def check_options(rules: Rules, config: MatchConfig) -> None:
    """Every option must be one of the game's with an allowed value; a missing one takes the
    game's default (the rules read it with one), as saves of versions before it did."""
    for name, value in config.options.items():
        allowed = rules.options.get(name)
        if allowed is None:
            raise ConfigError("save.unknown_option", option=shown(name), game=rules.game_id)
        if value not in allowed:
            allowed_values = ", ".join(allowed)
            raise ConfigError("save.option_value", option=name, value=shown(value), allowed=allowed_values)
