"""Comet's components, read from resources/games/comet/components.yaml.

Boards are drawn in the YAML as rows of hexes ("odd-r": pointy-top hexes,
odd rows shifted half a hex to the right), one token per space: a landscape
letter, ``nN`` for a nest numbered N, ``C`` for the cave, ``.`` for no space.
A nest's number must be its distance to the cave, counted in steps through
spaces that are not nests; the loader checks it.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from core.engine.components import ComponentError, by_player_count, load, per_player_count
from core.engine.hexgrid import DIRECTION_COUNT, Hex, Offset, from_offset, neighbour, ray
from core.games.comet import ENTRY
from core.games.comet.effects import COLOURS, EXHAUST, LANDS, PASSIVE, SCORING, Ability, effect_schema

FILE = "components.yaml"
BOARD_OFFSET = Offset.ODD_R  # how the YAML's rows of spaces lie: pointy-top, odd rows half a hex right
LABEL = f"resources/games/comet/{FILE}"
LAND_LETTERS = {"W": "water", "M": "meadow", "D": "desert", "J": "jungle", "L": "lava"}
JOKER = "joker"
SIDES = ("a", "b")

_card_properties: dict[str, Any] = {
    "id": {"type": "string", "pattern": "^[a-z][a-z_]*$"},
    "nest": {"type": "integer", "minimum": 2, "maximum": 12},
    "colour": {"enum": list(COLOURS)},
    "symbols": {
        "oneOf": [
            {"type": "array", "items": {"enum": list(LANDS)}, "minItems": 2, "maxItems": 2},
            {"type": "array", "items": {"const": JOKER}, "minItems": 1, "maxItems": 1},
        ]
    },
    "points": {"type": "integer", "minimum": 0, "maximum": 12},
    "ability": effect_schema(),
}
_card = {
    "type": "object",
    "required": ["id", "nest", "colour", "symbols", "points"],
    "additionalProperties": False,
    "properties": _card_properties,
}
_board_schema = {
    "type": "object",
    "required": ["rows"],
    "additionalProperties": False,
    "properties": {
        "rows": {
            "type": "array",
            "minItems": 3,
            "maxItems": 30,
            "items": {"type": "string", "pattern": r"^\s*(?:(?:[WMDJLC.]|n(?:[2-9]|1[0-2]))\s*)+$"},
        }
    },
}

SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": [
        "version",
        "hand_limit",
        "slots",
        "gold_offer",
        "comet_stack",
        "boards",
        "silver",
        "gold",
        "heroes",
    ],
    "additionalProperties": False,
    "properties": {
        "version": {"type": "string", "minLength": 1},
        "hand_limit": {"type": "integer", "minimum": 1, "maximum": 10},
        "slots": {"type": "integer", "minimum": 1, "maximum": 5},
        "gold_offer": {"type": "integer", "minimum": 1, "maximum": 8},
        "comet_stack": per_player_count({"type": "integer", "minimum": 1, "maximum": 40}),
        "boards": {
            "type": "object",
            "required": list(SIDES),
            "additionalProperties": False,
            "properties": {side: _board_schema for side in SIDES},
        },
        "silver": {"type": "array", "minItems": 20, "items": _card},
        "gold": {"type": "array", "minItems": 4, "items": _card},
        "heroes": {
            "type": "array",
            "minItems": 4,
            "items": {
                "type": "object",
                "required": ["id", "start", "goal"],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "string", "pattern": "^[a-z][a-z_]*$"},
                    "start": effect_schema((PASSIVE, EXHAUST)),
                    "goal": effect_schema((SCORING,)),
                },
            },
        },
    },
}


@dataclass(frozen=True)
class Space:
    index: int
    row: int
    column: int
    land: str  # a landscape, "nest" or "cave"
    nest: int = 0  # the nest number, 0 for other spaces

    @property
    def hex(self) -> Hex:
        return from_offset(self.column, self.row, BOARD_OFFSET)


@dataclass(frozen=True)
class Board:
    side: str
    spaces: tuple[Space, ...]
    cave: int
    neighbours: tuple[tuple[int | None, ...], ...]  # per space, the space in each of the six directions
    # per space and direction, the spaces straight on, nearest first, up to a gap or the board's edge
    lines: tuple[tuple[tuple[int, ...], ...], ...]

    @cached_property
    def nest_spaces(self) -> frozenset[int]:
        """Every nest space: a step asks of each space it passes whether it is one."""
        return frozenset(space.index for space in self.spaces if space.nest)

    def nests(self, number: int) -> tuple[int, ...]:
        return tuple(space.index for space in self.spaces if space.nest == number)


@dataclass(frozen=True)
class Card:
    index: int
    id: str
    tier: str  # "silver" or "gold"
    nest: int
    colour: str
    symbols: tuple[str, ...]  # two landscapes, or ("joker",)
    points: int
    ability: Ability | None

    @property
    def joker(self) -> bool:
        return self.symbols == (JOKER,)


@dataclass(frozen=True)
class Hero:
    index: int
    id: str
    start: Ability
    goal: Ability


@dataclass(frozen=True)
class Components:
    version: str
    hand_limit: int
    slots: int
    gold_offer: int
    comet_stack: dict[int, int]
    boards: dict[str, Board]
    cards: tuple[Card, ...]  # silver first, then gold; a card is its index here
    heroes: tuple[Hero, ...]

    @property
    def silver(self) -> tuple[int, ...]:
        return tuple(card.index for card in self.cards if card.tier == "silver")

    @property
    def gold(self) -> tuple[int, ...]:
        return tuple(card.index for card in self.cards if card.tier == "gold")


def _board(side: str, rows: list[str]) -> Board:
    entry = f"boards.{side}"
    spaces: list[Space] = []
    at: dict[Hex, int] = {}
    for row, line in enumerate(rows):
        for column, token in enumerate(line.split()):
            if token == ".":
                continue
            if token == "C":
                land, nest = "cave", 0
            elif token.startswith("n"):
                land, nest = "nest", int(token[1:])
            else:
                land, nest = LAND_LETTERS[token], 0
            space = Space(len(spaces), row, column, land, nest)
            at[space.hex] = space.index
            spaces.append(space)
    caves = [space.index for space in spaces if space.land == "cave"]
    if len(caves) != 1:
        raise ComponentError(LABEL, entry, "rows", f"needs exactly one cave (C), found {len(caves)}")
    directions = range(DIRECTION_COUNT)
    neighbours = tuple(tuple(at.get(neighbour(space.hex, d)) for d in directions) for space in spaces)
    lines = tuple(tuple(_straight_on(at, space.hex, d) for d in directions) for space in spaces)
    board = Board(side, tuple(spaces), caves[0], neighbours, lines)
    distance = distances_to_cave(board)
    for space in spaces:
        if space.nest and distance.get(space.index) != space.nest:
            found = distance.get(space.index)
            where = "cut off from" if found is None else f"{found} steps from"
            raise ComponentError(
                LABEL,
                f"{entry}.rows[{space.row}]",
                f"column {space.column}",
                f"nest n{space.nest} is {where} the cave",
            )
    return board


def _straight_on(at: dict[Hex, int], start: Hex, direction: int) -> tuple[int, ...]:
    """The spaces in a straight line after ``start``, nearest first, up to the first hex that is no space."""
    found = []
    for cell in ray(start, direction):
        if cell not in at:
            break
        found.append(at[cell])
    return tuple(found)


def distances_to_cave(board: Board) -> dict[int, int]:
    """Steps from each space to the cave, through spaces that are not nests (a nest is only left)."""
    distance = {board.cave: 0}
    queue = deque([board.cave])
    while queue:
        here = queue.popleft()
        for there in board.neighbours[here]:
            if there is None or there in distance:
                continue
            distance[there] = distance[here] + 1
            if board.spaces[there].land != "nest":
                queue.append(there)
    return distance


def _cards(data: list[dict[str, Any]], tier: str, first: int, seen: set[str]) -> list[Card]:
    cards = []
    for offset, item in enumerate(data):
        if item["id"] in seen:
            raise ComponentError(LABEL, f"{tier}[{offset}] (id {item['id']})", "id", "used twice")
        seen.add(item["id"])
        ability = Ability.from_data(item["ability"]) if "ability" in item else None
        cards.append(
            Card(
                first + offset,
                item["id"],
                tier,
                item["nest"],
                item["colour"],
                tuple(item["symbols"]),
                item["points"],
                ability,
            )
        )
    return cards


def build(data: dict[str, Any]) -> Components:
    """Turn validated YAML data into components, checking what a schema cannot."""
    seen: set[str] = set()
    silver = _cards(data["silver"], "silver", 0, seen)
    gold = _cards(data["gold"], "gold", len(silver), seen)
    heroes = []
    for index, item in enumerate(data["heroes"]):
        if item["id"] in seen:
            raise ComponentError(LABEL, f"heroes[{index}] (id {item['id']})", "id", "used twice")
        seen.add(item["id"])
        heroes.append(
            Hero(index, item["id"], Ability.from_data(item["start"]), Ability.from_data(item["goal"]))
        )
    boards = {side: _board(side, data["boards"][side]["rows"]) for side in SIDES}
    for side, board in boards.items():
        numbers = {space.nest for space in board.spaces if space.nest}
        missing = sorted({card.nest for card in silver + gold} - numbers)
        if missing and max(missing) > max(numbers, default=0):
            raise ComponentError(LABEL, f"boards.{side}", "rows", f"no nest for cards of number {missing}")
    return Components(
        version=data["version"],
        hand_limit=data["hand_limit"],
        slots=data["slots"],
        gold_offer=data["gold_offer"],
        comet_stack=by_player_count(
            LABEL, "comet_stack", data["comet_stack"], ENTRY.min_players, ENTRY.max_players
        ),
        boards=boards,
        cards=tuple(silver + gold),
        heroes=tuple(heroes),
    )


@cache
def components() -> Components:
    data, _ = load("comet", FILE, SCHEMA)
    return build(data)
