"""The JSON schema of Isla Nublar's component file, and the fixed names it is built on.

Landscapes, dinosaurs, actions and scoring kinds are names the rules are written for (the
file may not add a sixth landscape or an action nobody implements); cards, patrons, areas
and scoring cards are the file's own and are checked by ``components.build`` against each
other.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.engine.components import per_player_count

VOLCANO = "volcano"
LANDSCAPES = ("park", "mountain", "forest", "plain", "lake")
DINOSAURS = ("stegosaurus", "triceratops", "pteranodon", "t_rex")

# The blue cards' actions. The three with a number are worth that many points of a pool or
# cards drawn; the others are done once.
AMBER, CRATES, DRAW = "amber", "crates", "draw"
HIDE, DISTRACT, INVENTORY, WEAR = "hide", "distract", "inventory", "wear"
UPGRADE, RELOCATE, SMALL_CHANGE, COUNTERMEASURE = "upgrade", "relocate", "small_change", "countermeasure"
ACTIONS = (
    AMBER,
    CRATES,
    DRAW,
    HIDE,
    DISTRACT,
    INVENTORY,
    WEAR,
    UPGRADE,
    RELOCATE,
    SMALL_CHANGE,
    COUNTERMEASURE,
)
COUNTED = (AMBER, CRATES, DRAW)

BLUE, RED = "blue", "red"

# What a scoring card counts (IN-D31 to IN-D39).
LANDSCAPE, NEIGHBOUR, VARIETY, STACKS = "landscape", "neighbour", "variety", "stacks"
CONNECTIONS, COLUMNS, GROUPS, RIVER, FRONT_LINE = "connections", "columns", "groups", "river", "front_line"
SCORINGS = (LANDSCAPE, NEIGHBOUR, VARIETY, STACKS, CONNECTIONS, COLUMNS, GROUPS, RIVER, FRONT_LINE)
WITH_LANDSCAPE = (LANDSCAPE, NEIGHBOUR)  # the kinds that picture a landscape; crates count only on them

# The development tiles of the patrons variant (IN-D42): their stages along a row, and
# what entering one gives (points, or a card action of that name).
STAGE_A, STAGE_B, FINAL = "a", "b", "final"
STAGES = (STAGE_A, STAGE_B, FINAL)
POINTS = "points"
REWARDS = (AMBER, CRATES, DRAW, POINTS, WEAR, DISTRACT)

_ID = {"type": "string", "pattern": "^[a-z][a-z_]*$"}
_COUNT = {"type": "integer", "minimum": 0, "maximum": 99}
_POSITIVE = {"type": "integer", "minimum": 1, "maximum": 99}
_SMALL = {"type": "integer", "minimum": 1, "maximum": 9}
_AT = {"type": "array", "prefixItems": [_COUNT, _COUNT], "minItems": 2, "maxItems": 2}
_REWARD = {
    "type": "object",
    "minProperties": 1,
    "maxProperties": 1,
    "propertyNames": {"enum": list(REWARDS)},
    "additionalProperties": _POSITIVE,
}
_TALLY = {"type": "object", "minProperties": 1, "propertyNames": _ID, "additionalProperties": _POSITIVE}


def _record(properties: Mapping[str, Any], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """A map with exactly these keys, every one required but the ``optional`` ones."""
    return {
        "type": "object",
        "required": [key for key in properties if key not in optional],
        "additionalProperties": False,
        "properties": dict(properties),
    }


_SPACE = {
    "type": "array",
    "prefixItems": [_COUNT, _COUNT, {"enum": [VOLCANO, *LANDSCAPES]}, _ID],
    "minItems": 3,
    "maxItems": 4,
}
_ACTION = {
    "type": "object",
    "minProperties": 1,
    "maxProperties": 1,
    "propertyNames": {"enum": list(ACTIONS)},
    "additionalProperties": _SMALL,
}

SCHEMA: dict[str, Any] = _record(
    {
        "version": {"type": "string", "minLength": 1},
        "board": _record(
            {
                "columns": {"type": "integer", "minimum": 1, "maximum": 20},
                "spaces": {"type": "array", "minItems": 2, "maxItems": 200, "items": _SPACE},
                "areas": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 8,
                    "items": _record(
                        {"id": _ID, "points": _COUNT, "exit": {"type": "boolean"}}, optional=("exit",)
                    ),
                },
                "river": {
                    "type": "array",
                    "maxItems": 200,
                    "items": {"type": "array", "prefixItems": [_AT, _AT], "minItems": 2, "maxItems": 2},
                },
            }
        ),
        "dinosaurs": {
            "type": "array",
            "minItems": 1,
            "maxItems": len(DINOSAURS),
            "items": _record({"id": {"enum": list(DINOSAURS)}, "volcano": _AT}),
        },
        "dinosaur_steps": _SMALL,
        "cards": {
            "type": "array",
            "minItems": 1,
            "maxItems": 100,
            "items": _record(
                {
                    "id": _ID,
                    "colour": {"enum": [BLUE, RED]},
                    "price": _COUNT,
                    "patron": _ID,
                    "actions": {"type": "array", "minItems": 1, "maxItems": 2, "items": _ACTION},
                    "egg": {"const": True},
                    "dinosaur": {"enum": list(DINOSAURS)},
                },
                optional=("price", "patron", "actions", "egg", "dinosaur"),
            ),
        },
        "patrons": {"type": "array", "items": _ID, "minItems": 1, "maxItems": 6},
        "start_deck": _TALLY,
        "market": {"type": "array", "minItems": 1, "maxItems": 8, "items": _TALLY},
        "dinosaur_deck": _TALLY,
        "scoring_cards": {
            "type": "array",
            "minItems": 1,
            "maxItems": 40,
            "items": _record(
                {
                    "id": _ID,
                    "kind": {"enum": list(SCORINGS)},
                    "landscape": {"enum": list(LANDSCAPES)},
                    "camp": _POSITIVE,
                    "crate": _POSITIVE,
                    "price": _COUNT,
                },
                optional=("landscape", "crate"),
            ),
        },
        "development_tiles": {
            "type": "array",
            "minItems": 1,
            "maxItems": 60,
            "items": _record(
                {"id": _ID, "stage": {"enum": list(STAGES)}, "patron": _ID, "reward": _REWARD},
                optional=("patron",),
            ),
        },
        "patron_row": _record({"a": _SMALL, "b": _SMALL}),
        "scoring_row": _record({"cards": _SMALL, "active": _SMALL}),
        "hand_size": _SMALL,
        "camp_cost": _SMALL,
        "material": per_player_count(
            _record({"camps": _POSITIVE, "crates": _COUNT, "general_camps": _COUNT})
        ),
        "score_track": {"type": "integer", "minimum": 10, "maximum": 500},
    }
)
