"""Karuba in words: names of fields, colours and places, and the values texts need.

The catalogues (i18n/karuba/<lang>.yaml) hold the sentences; this module only
turns the core's numbers into what a player reads: field 21 is "D4", colour
2 is "purple", location 203 is "the purple temple".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.engine import registry
from core.engine.protocol import Action, Decision, Event, MatchConfig, Violation
from core.games.karuba.actions import (
    ChooseBeach,
    ChooseJungle,
    Discard,
    MoveTo,
    PickAdventurer,
    Place,
)
from core.games.karuba.components import Components, components
from core.games.karuba.state import BEACH, TEMPLE, KarubaState, is_beach, is_field, is_temple
from desktop.text import Texts

COLUMN_LETTERS = "ABCDEFGHIJKL"
LOCATION_KEYS = ("from", "to", "target")


def field_name(field: int, parts: Components | None = None) -> str:
    """'C4': column letter A-F from the left, row 1-5 from the top."""
    parts = parts or components()
    column, row = field % parts.columns, field // parts.columns
    return f"{COLUMN_LETTERS[column]}{row + 1}"


def colour_name(texts: Texts, colour: int, parts: Components | None = None) -> str:
    parts = parts or components()
    if not 0 <= colour < len(parts.colours):
        return str(colour)
    return texts(f"karuba.colour.{parts.colours[colour].id}")


def token_name(texts: Texts, token: str) -> str:
    return texts(f"karuba.token.{token}") if token in ("crystal", "gold") else ""


def location_name(texts: Texts, location: int, state: KarubaState | None = None) -> str:
    """A field ('field C4'), a beach position or a temple, as a player reads it."""
    parts = components()
    if is_field(location):
        return texts("karuba.place.field", field=field_name(location, parts))
    if is_beach(location):
        return texts("karuba.place.beach", number=(location - BEACH) * 10)
    if is_temple(location):
        position = location - TEMPLE
        colour = state.temple_of.index(position) if state and position in state.temple_of else -1
        name = colour_name(texts, colour, parts) if colour >= 0 else ""
        return texts("karuba.place.temple", colour=name, number=position * 10)
    return str(location)


def player_name(config: MatchConfig, seat: int | None) -> str:
    if seat is None or not 0 <= seat < config.player_count:
        return ""
    return config.players[seat].name


def readable_values(
    texts: Texts, config: MatchConfig, state: KarubaState | None, values: Mapping[str, Any]
) -> dict[str, Any]:
    """The core's values turned into words: colours, fields, places, tokens, seats."""
    parts = components()
    result: dict[str, Any] = dict(values)
    if isinstance(values.get("colour"), int):
        result["colour"] = colour_name(texts, values["colour"], parts)
    if isinstance(values.get("field"), int):
        result["field"] = field_name(values["field"], parts)
    for key in LOCATION_KEYS:
        if isinstance(values.get(key), int):
            result[key] = location_name(texts, values[key], state)
    if isinstance(values.get("token"), str):
        result["token"] = token_name(texts, values["token"])
    if isinstance(values.get("seats"), list | tuple):
        result["seats"] = ", ".join(player_name(config, seat) for seat in values["seats"])
    return result


def action_text(texts: Texts, state: KarubaState | None, action: Action) -> str:
    key = f"karuba.action.{action.kind}"
    if isinstance(action, ChooseBeach | ChooseJungle):
        return texts(key, number=action.number)
    if isinstance(action, Place):
        return texts(key, field=field_name(action.field))
    if isinstance(action, Discard):
        return texts(key, steps=discard_steps(state))
    if isinstance(action, PickAdventurer):
        return texts(key, colour=colour_name(texts, action.colour))
    if isinstance(action, MoveTo):
        return texts(key, target=location_name(texts, action.target, state))
    return texts(key)


def discard_steps(state: KarubaState | None) -> int:
    """Steps a discard gives now, as the pending decision names them."""
    decision = registry.get("karuba").pending(state) if state is not None else None
    return int(decision.values.get("steps", 0)) if decision is not None else 0


def decision_text(
    texts: Texts, config: MatchConfig, state: KarubaState | None, decision: Decision
) -> tuple[str, str]:
    values = readable_values(texts, config, state, decision.values)
    values["player"] = player_name(config, decision.seat)
    base = f"karuba.decision.{decision.kind}"
    return texts(f"{base}.prompt", **values), texts(f"{base}.hint", **values)


def event_text(texts: Texts, config: MatchConfig, state: KarubaState | None, event: Event) -> str:
    values = readable_values(texts, config, state, event.values)
    values["player"] = player_name(config, event.seat)
    line = texts(f"karuba.event.{event.kind}", **values)
    if event.kind == "temple_reached" and event.values.get("crystals"):
        # A shared arrival: the smaller treasure is made up with crystals, worth its own sentence.
        line = f"{line} {texts('karuba.event.temple_reached.crystals', **values)}"
    return line


def violation_text(texts: Texts, config: MatchConfig, state: KarubaState | None, violation: Violation) -> str:
    """The rule that refused a click, with its values in words (field 'C4', not 21)."""
    return texts(violation.rule, **readable_values(texts, config, state, violation.values))
