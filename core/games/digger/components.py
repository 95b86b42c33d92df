"""Digger's components, read from resources/games/digger/components.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from core.engine.components import ComponentError, by_player_count, load, per_player_count
from core.games.digger import ENTRY

FILE = "components.yaml"
LABEL = f"resources/games/digger/{FILE}"
TRICK_TYPES = ("even", "odd", "sequence", "matching")

_per_count = per_player_count({"type": "integer", "minimum": 1, "maximum": 20})

SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": [
        "version",
        "species",
        "values",
        "bonus_values",
        "hand_size",
        "set_size",
        "trick_types",
        "rounds",
        "leads_per_round",
        "tokens_per_species",
    ],
    "additionalProperties": False,
    "properties": {
        "version": {"type": "string", "minLength": 1},
        "species": {
            "type": "array",
            "minItems": 2,
            "maxItems": 8,
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
        "values": {
            "type": "object",
            "required": ["low", "high"],
            "additionalProperties": False,
            "properties": {
                "low": {"type": "integer", "minimum": 0, "maximum": 20},
                "high": {"type": "integer", "minimum": 1, "maximum": 20},
            },
        },
        "bonus_values": {"type": "array", "items": {"type": "integer"}, "uniqueItems": True},
        "hand_size": {"type": "integer", "minimum": 2, "maximum": 10},
        "set_size": {
            "type": "object",
            "required": ["min", "max"],
            "additionalProperties": False,
            "properties": {
                "min": {"type": "integer", "minimum": 1, "maximum": 10},
                "max": {"type": "integer", "minimum": 1, "maximum": 10},
            },
        },
        "trick_types": {"type": "array", "items": {"enum": list(TRICK_TYPES)}, "minItems": 1},
        "rounds": {"type": "integer", "minimum": 1, "maximum": 10},
        "leads_per_round": _per_count,
        "tokens_per_species": _per_count,
    },
}


@dataclass(frozen=True)
class Species:
    id: str
    fill: str
    symbol: str


@dataclass(frozen=True)
class Components:
    version: str
    species: tuple[Species, ...]
    low: int
    high: int
    bonus_values: frozenset[int]
    hand_size: int
    min_set: int
    max_set: int
    trick_types: tuple[str, ...]
    rounds: int
    leads_per_round: dict[int, int]
    tokens_per_species: dict[int, int]

    @property
    def values_per_species(self) -> int:
        return self.high - self.low + 1

    @property
    def deck(self) -> tuple[int, ...]:
        """Every card id: species index * values per species + (value - low)."""
        return tuple(range(len(self.species) * self.values_per_species))

    @cached_property
    def card_values(self) -> tuple[int, ...]:
        """Every card's value, by card id: the sets of a hand are looked up thousands of times a second."""
        return tuple(self.value_of(card) for card in self.deck)

    @cached_property
    def card_species(self) -> tuple[int, ...]:
        """Every card's species, by card id, for the same reason."""
        return tuple(self.species_of(card) for card in self.deck)

    def species_of(self, card: int) -> int:
        return card // self.values_per_species

    def value_of(self, card: int) -> int:
        return self.low + card % self.values_per_species

    def card(self, species: int, value: int) -> int:
        return species * self.values_per_species + value - self.low

    def weight(self, card: int) -> int:
        """What a won card counts in round scoring: bonus-marked cards count 2."""
        return 2 if self.value_of(card) in self.bonus_values else 1


def build(data: dict[str, Any]) -> Components:
    """Turn validated YAML data into components, checking what a schema cannot."""
    low, high = data["values"]["low"], data["values"]["high"]
    if high < low:
        raise ComponentError(LABEL, "values", "high", "must not be below low")
    ids = [s["id"] for s in data["species"]]
    for index, name in enumerate(ids):
        if ids.index(name) != index:
            raise ComponentError(LABEL, f"species[{index}] (id {name})", "id", "used twice")
    sizes = data["set_size"]
    if not sizes["min"] <= sizes["max"] <= data["hand_size"]:
        raise ComponentError(LABEL, "set_size", "max", "needs min <= max <= hand_size")
    for index, value in enumerate(data["bonus_values"]):
        if not low <= value <= high:
            raise ComponentError(LABEL, f"bonus_values[{index}]", "", f"{value} is not a card value")

    def per_count(key: str) -> dict[int, int]:
        return by_player_count(LABEL, key, data[key], ENTRY.min_players, ENTRY.max_players)

    return Components(
        version=data["version"],
        species=tuple(Species(s["id"], s["fill"], s["symbol"]) for s in data["species"]),
        low=low,
        high=high,
        bonus_values=frozenset(data["bonus_values"]),
        hand_size=data["hand_size"],
        min_set=sizes["min"],
        max_set=sizes["max"],
        trick_types=tuple(data["trick_types"]),
        rounds=data["rounds"],
        leads_per_round=per_count("leads_per_round"),
        tokens_per_species=per_count("tokens_per_species"),
    )


@cache
def components() -> Components:
    data, _ = load("digger", FILE, SCHEMA)
    return build(data)
