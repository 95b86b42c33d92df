"""The JSON schema of Triassic Terror's component file, and the fixed names it is built on.

Rings, habitats and tiles are names the rules are written for (the file may not add a fourth
ring or a seventh tile); environments, areas and periods are the file's own and are checked by
``components.build`` against each other.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.engine.components import per_player_count

RINGS = ("outer", "middle", "inner")
HABITATS = ("large", "medium", "small")  # an area's habitats, held by its herds largest first
TILES = ("new_environment", "herd_growth", "hatch", "herd_migration", "t_rex", "raptors")

_ID = {"type": "string", "pattern": "^[a-z][a-z_]*$"}
_COUNT = {"type": "integer", "minimum": 0, "maximum": 99}
_POSITIVE = {"type": "integer", "minimum": 1, "maximum": 99}
_HABITAT_POINTS = {"type": "array", "items": _COUNT, "minItems": len(HABITATS), "maxItems": len(HABITATS)}


def _record(properties: Mapping[str, Any], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """A map with exactly these keys, every one required but the ``optional`` ones."""
    return {
        "type": "object",
        "required": [key for key in properties if key not in optional],
        "additionalProperties": False,
        "properties": dict(properties),
    }


def _ids(min_items: int, max_items: int) -> dict[str, Any]:
    return {"type": "array", "items": _ID, "minItems": min_items, "maxItems": max_items}


SCHEMA: dict[str, Any] = _record(
    {
        "version": {"type": "string", "minLength": 1},
        "environments": {
            "type": "array",
            "minItems": 2,
            "maxItems": 8,
            "items": _record({"id": _ID, "bonus": _HABITAT_POINTS}, optional=("bonus",)),
        },
        "areas": {
            "type": "array",
            "minItems": 1,
            "maxItems": 40,
            "items": _record({"id": _ID, "environment": _ID, "ring": {"enum": list(RINGS)}}),
        },
        "links": {"type": "array", "minItems": 1, "maxItems": 200, "items": _ids(2, 2)},
        "sides": {
            "type": "object",
            "minProperties": 1,
            "maxProperties": 4,
            "propertyNames": _ID,
            "additionalProperties": _record({ring: _HABITAT_POINTS for ring in RINGS}),
        },
        "side": per_player_count(_ID),
        "score_track": _record(
            {"start": _COUNT, "spaces": {"type": "integer", "minimum": 10, "maximum": 500}}
        ),
        "periods": _ids(1, 6),
        "rounds": per_player_count({"type": "array", "items": _POSITIVE, "minItems": 1, "maxItems": 6}),
        "special_scorings": per_player_count({"type": "array", "items": _POSITIVE, "maxItems": 6}),
        "special_points": _record({"presence": _COUNT, "dominance": _COUNT, "dominance_shared": _COUNT}),
        "action_track": _record(
            {
                "spaces": {"const": len(TILES)},
                "fixed": {
                    "type": "array",
                    "maxItems": len(TILES),
                    "items": _record(
                        {"tile": {"enum": list(TILES)}, "space": _POSITIVE, "white_dinos": _COUNT}
                    ),
                },
                "idle_white_dinos": _COUNT,
            }
        ),
        "actions": _record(
            {
                "new_environment": _record({"dinos": _POSITIVE}),
                "herd_growth": _record(
                    {"dinos": {"type": "array", "items": _POSITIVE, "minItems": 2, "maxItems": 2}}
                ),
                "hatch": _record(
                    {"dinos": _POSITIVE, "pterodactyl_reach": _COUNT, "pterodactyl_removes": _COUNT}
                ),
                "herd_migration": _record({"herds": _POSITIVE, "crossing_loss": _COUNT, "capture": _COUNT}),
                "t_rex": _record(
                    {
                        "reach": _POSITIVE,
                        "eats": {"type": "array", "items": _COUNT, "minItems": 1, "maxItems": 6},
                        "strength": _COUNT,
                    }
                ),
                "raptors": _record({"reach": _COUNT, "bite": _POSITIVE}),
            }
        ),
        "environment_deck": _record(
            {
                "cards": {
                    "type": "object",
                    "minProperties": 1,
                    "propertyNames": _ID,
                    "additionalProperties": _POSITIVE,
                },
                "face_up": _COUNT,
                "dinos": _POSITIVE,
            }
        ),
        "white_dinos": _COUNT,
        "disc_dinos": _POSITIVE,
        "supply": per_player_count(
            _record({"dinos": _COUNT, "discs": _COUNT, "hatch_counters": _COUNT, "volcano_counters": _COUNT})
        ),
        "counters": _record(
            {
                "hatch": _record({"dinos": _POSITIVE}),
                "volcano": _record({"loss": _POSITIVE, "periods": _ids(1, 6), "spared": _ids(0, 8)}),
            }
        ),
        "start_herds": _record({"dinos": _POSITIVE, "areas": per_player_count(_ids(1, 6))}),
        "predators": _record({"t_rex": _ID, "pterodactyl": _ID, "raptors": _ids(1, 4)}),
    }
)
