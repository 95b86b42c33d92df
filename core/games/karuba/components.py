"""Karuba's components, read from resources/games/karuba/components.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from core.engine.components import ComponentError, by_player_count, load, per_player_count
from core.games.karuba import ENTRY

FILE = "components.yaml"
LABEL = f"resources/games/karuba/{FILE}"
SIDES = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}

_position = {
    "type": "object",
    "required": ["number", "field", "exit"],
    "additionalProperties": False,
    "properties": {
        "number": {"type": "integer", "minimum": 1},
        "field": {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 2, "maxItems": 2},
        "exit": {"enum": list(SIDES)},
    },
}

SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": [
        "version",
        "grid",
        "coast",
        "beach",
        "jungle",
        "colours",
        "tokens",
        "temple_treasures",
        "tiles",
    ],
    "additionalProperties": False,
    "properties": {
        "version": {"type": "string", "minLength": 1},
        "grid": {
            "type": "object",
            "required": ["columns", "rows"],
            "additionalProperties": False,
            "properties": {
                "columns": {"type": "integer", "minimum": 2, "maximum": 12},
                "rows": {"type": "integer", "minimum": 2, "maximum": 12},
            },
        },
        "coast": {
            "type": "object",
            "required": ["min_distance"],
            "additionalProperties": False,
            "properties": {"min_distance": {"type": "integer", "minimum": 0}},
        },
        "beach": {"type": "array", "items": _position, "minItems": 1},
        "jungle": {"type": "array", "items": _position, "minItems": 1},
        "colours": {
            "type": "array",
            "minItems": 1,
            "maxItems": 4,
            "items": {
                "type": "object",
                "required": ["id", "fill", "symbol"],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "string", "pattern": "^[a-z_]+$"},
                    "fill": {"type": "string", "pattern": "^#[0-9A-Fa-f]{6}$"},
                    "symbol": {"enum": ["circle", "square", "triangle", "diamond", "hexagon", "star"]},
                },
            },
        },
        "tokens": {
            "type": "object",
            "required": ["crystal", "gold"],
            "additionalProperties": False,
            "properties": {
                "crystal": {"type": "integer", "minimum": 0, "maximum": 100},
                "gold": {"type": "integer", "minimum": 0, "maximum": 100},
            },
        },
        "temple_treasures": per_player_count(
            {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 100}, "minItems": 1}
        ),
        "tiles": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["id", "exits", "treasure"],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "integer", "minimum": 1},
                    "exits": {"type": "string", "pattern": "^N?E?S?W?$", "minLength": 2},
                    "treasure": {"enum": ["none", "crystal", "gold"]},
                },
            },
        },
    },
}


@dataclass(frozen=True)
class CoastPosition:
    number: int
    field: int
    exit: str


@dataclass(frozen=True)
class Tile:
    id: int
    exits: frozenset[str]
    treasure: str  # "none", "crystal" or "gold"

    @property
    def steps(self) -> int:
        """Steps a discarded tile gives: the number of path ends on its rim."""
        return len(self.exits)


@dataclass(frozen=True)
class Colour:
    id: str
    fill: str
    symbol: str


@dataclass(frozen=True)
class Components:
    version: str
    columns: int
    rows: int
    min_coast_distance: int
    beach: tuple[CoastPosition, ...]
    jungle: tuple[CoastPosition, ...]
    colours: tuple[Colour, ...]
    token_points: dict[str, int]
    temple_treasures: dict[int, tuple[int, ...]]
    tiles: dict[int, Tile]

    @property
    def fields(self) -> int:
        return self.columns * self.rows

    def field_index(self, column: int, row: int) -> int:
        return row * self.columns + column

    @cached_property
    def links(self) -> tuple[tuple[tuple[str, int, str], ...], ...]:
        """Per field, every side that borders another field: that side, the other field, the side back.

        Worked out once, as the searches for ways ask it at every step.
        """
        result = []
        for field in range(self.fields):
            column, row = field % self.columns, field // self.columns
            sides = []
            for side, (dx, dy) in SIDES.items():
                x, y = column + dx, row + dy
                if 0 <= x < self.columns and 0 <= y < self.rows:
                    sides.append((side, y * self.columns + x, OPPOSITE[side]))
            result.append(tuple(sides))
        return tuple(result)

    def coast_distance(self, beach: int, jungle: int) -> int:
        """Positions between beach and jungle numbers (1-based) around the coast.

        The coast is a ring: jungle 1..n, then beach n..1 back to jungle 1.
        """
        ring = len(self.jungle) + len(self.beach)
        jungle_at = jungle - 1
        beach_at = len(self.jungle) + len(self.beach) - beach
        gap = abs(jungle_at - beach_at)
        return min(gap, ring - gap)


def build(data: dict[str, Any]) -> Components:
    """Turn validated YAML data into components, checking what a schema cannot."""
    columns, rows = data["grid"]["columns"], data["grid"]["rows"]

    def positions(key: str) -> tuple[CoastPosition, ...]:
        result = []
        for index, item in enumerate(data[key]):
            column, row = item["field"]
            if column >= columns or row >= rows:
                raise ComponentError(LABEL, f"{key}[{index}]", "field", "lies outside the grid")
            if item["number"] != 10 * (index + 1):
                raise ComponentError(LABEL, f"{key}[{index}]", "number", f"expected {10 * (index + 1)}")
            result.append(CoastPosition(item["number"], row * columns + column, item["exit"]))
        return tuple(result)

    tiles: dict[int, Tile] = {}
    for index, item in enumerate(data["tiles"]):
        if item["id"] in tiles:
            raise ComponentError(LABEL, f"tiles[{index}] (id {item['id']})", "id", "used twice")
        tiles[item["id"]] = Tile(item["id"], frozenset(item["exits"]), item["treasure"])
    if sorted(tiles) != list(range(1, len(tiles) + 1)):
        raise ComponentError(LABEL, "tiles", "id", "tile ids must run 1, 2, 3 ... without gaps")
    colours = tuple(Colour(c["id"], c["fill"], c["symbol"]) for c in data["colours"])
    treasures = {
        count: tuple(values)
        for count, values in by_player_count(
            LABEL, "temple_treasures", data["temple_treasures"], ENTRY.min_players, ENTRY.max_players
        ).items()
    }
    for count, values in treasures.items():
        if list(values) != sorted(values, reverse=True) or len(values) != count:
            raise ComponentError(
                LABEL, f"temple_treasures.{count}", "", "needs one value per player, highest first"
            )
    return Components(
        version=data["version"],
        columns=columns,
        rows=rows,
        min_coast_distance=data["coast"]["min_distance"],
        beach=positions("beach"),
        jungle=positions("jungle"),
        colours=colours,
        token_points=dict(data["tokens"]),
        temple_treasures=treasures,
        tiles=tiles,
    )


@cache
def components() -> Components:
    data, _ = load("karuba", FILE, SCHEMA)
    return build(data)
