"""The small vocabulary of card abilities: every ability in the YAML is one of these effect types.

An effect type says when it works and which parameters it takes; the rules
implement each type once, and the texts (``comet.effect.<type>``) are
written from the parameters, so the card text and the rule cannot drift
apart. Kinds:

- ``passive``: works from the moment the card is rescued (or, for a hero,
  from the start), without being used;
- ``exhaust``: used once as a free action on the owner's turn, before the
  main action; the card is then turned until the owner rests;
- ``scoring``: adds points at the final scoring.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

LANDS = ("water", "meadow", "desert", "jungle", "lava")
COLOURS = ("red", "blue", "green", "yellow")
NEUTRALS = ("mammoth", "tortoise")

PASSIVE, EXHAUST, SCORING = "passive", "exhaust", "scoring"


@dataclass(frozen=True)
class EffectType:
    kind: str
    parameters: Mapping[str, dict[str, Any]]  # parameter -> JSON schema of its value


_amount = {"type": "integer", "minimum": 1, "maximum": 3}
_points = {"type": "integer", "minimum": 1, "maximum": 6}

EFFECT_TYPES: dict[str, EffectType] = {
    # passive
    "hand_limit": EffectType(PASSIVE, {"amount": _amount}),  # rest refills to a higher hand size
    "move_bonus": EffectType(PASSIVE, {"amount": _amount}),  # every move gains joker steps
    "hatch_lower": EffectType(PASSIVE, {"amount": _amount}),  # hatch up to this much closer to the cave
    "rescue_steps": EffectType(PASSIVE, {"amount": _amount}),  # a rescue during a move gains joker steps
    "extra_gold": EffectType(PASSIVE, {"amount": {"type": "integer", "minimum": 1, "maximum": 1}}),
    # exhaust
    "draw": EffectType(EXHAUST, {"amount": _amount}),  # draw cards from the pile
    "free_steps": EffectType(EXHAUST, {"amount": _amount}),  # joker steps for one rescuer
    "neutral": EffectType(EXHAUST, {"piece": {"enum": list(NEUTRALS)}}),  # place or move a neutral piece
    # scoring
    "points_per_colour": EffectType(SCORING, {"colour": {"enum": list(COLOURS)}, "points": _points}),
    "points_per_land": EffectType(SCORING, {"land": {"enum": list(LANDS)}, "points": _points}),
    "colour_sets": EffectType(SCORING, {"points": _points}),  # per full set of the four egg colours
    "land_sets": EffectType(SCORING, {"points": _points}),  # per full set of the five landscapes
    "far_rescues": EffectType(
        SCORING, {"min_nest": {"type": "integer", "minimum": 5, "maximum": 12}, "points": _points}
    ),
}


def effect_schema(kinds: tuple[str, ...] = (PASSIVE, EXHAUST, SCORING)) -> dict[str, Any]:
    """The JSON schema of one ability of the given kinds: its type and exactly its parameters."""
    names = [name for name, effect in EFFECT_TYPES.items() if effect.kind in kinds]
    exact = [
        {
            "if": {"properties": {"effect": {"const": name}}},
            "then": {
                "required": list(EFFECT_TYPES[name].parameters),
                "additionalProperties": False,
                "properties": {"effect": {"const": name}, **EFFECT_TYPES[name].parameters},
            },
        }
        for name in names
    ]
    return {
        "type": "object",
        "required": ["effect"],
        "properties": {"effect": {"enum": names}},
        "allOf": exact,
    }


@dataclass(frozen=True)
class Ability:
    effect: str
    values: tuple[tuple[str, Any], ...]  # the parameters, sorted by name

    @property
    def kind(self) -> str:
        return EFFECT_TYPES[self.effect].kind

    def value(self, name: str) -> Any:
        return dict(self.values)[name]

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Ability:
        return cls(data["effect"], tuple(sorted((k, v) for k, v in data.items() if k != "effect")))
