"""Guided first games and first-time tips: the files that describe them, read and checked.

A game that teaches has ``resources/games/<game>/tutorial.yaml`` (the guided
game: the match, a seed, a prepared deal and its steps) and ``tips.yaml``
(situations worth a word the first time a person meets them). Both are
checked against the schemas here when read; a broken file raises one
``ComponentError`` naming the file, the entry and the field. The texts are
keys of the game's catalogues (``i18n/<game>/``); what the keys say is checked
by the catalogue tests.

Steps come in four types: ``info`` (a text and Continue), ``act`` (a decision
of the guided seat, with the actions the lesson expects), ``watch`` (a text
about another seat's move, once it is made) and ``coach`` (free play from
there on, with tips). ``core.engine.guide`` runs them.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from core.engine import registry
from core.engine.components import ComponentError, load
from core.engine.protocol import Action, JSONValue, MatchConfig, PlayerInfo
from core.engine.serial import ActionFormatError, action_from_json

TUTORIAL_FILE = "tutorial.yaml"
TIPS_FILE = "tips.yaml"
STEP_TYPES = ("info", "act", "watch", "coach")
MAX_TAUGHT_STEPS = 12  # steps before the free play: a lesson, not a course
PLAYER_NAME_KEY = "engine.tutorial.player.{}"  # the text of a computer seat's name in the guided game

_KEY = {"type": "string", "pattern": r"^[a-z_]+(\.[a-z0-9_]+)+$", "maxLength": 120}
_ID = {"type": "string", "pattern": r"^[a-z][a-z0-9_]*$", "maxLength": 40}
_ACTION = {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}}}
# A place on the table, as the scenes name their hot spots: a kind and a number.
_SPOT = {
    "type": "array",
    "prefixItems": [{"type": "string"}, {"type": "integer"}],
    "minItems": 2,
    "maxItems": 2,
}

STEP_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["id", "type"],
    "additionalProperties": False,
    "properties": {
        "id": _ID,
        "type": {"enum": list(STEP_TYPES)},
        "decision": {"type": "string"},
        "seat": {"type": "integer", "minimum": 0},
        "say": _KEY,
        "wrong": _KEY,
        "done": _KEY,
        "expect": {"oneOf": [{"const": "any_legal"}, {"type": "array", "minItems": 1, "items": _ACTION}]},
        "solution": _ACTION,
        "wrong_examples": {"type": "array", "items": _ACTION},
        "highlight": {"type": "array", "items": _SPOT},
        "checkpoint": _ID,
        "rules": {"type": "string"},
        "tips": {"type": "array", "items": _KEY},
    },
}

SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["id", "version", "minutes", "players", "seed", "steps"],
    "additionalProperties": False,
    "properties": {
        "id": _KEY,
        "version": {"type": "integer", "minimum": 1},
        "minutes": {"type": "integer", "minimum": 1, "maximum": 60},
        "players": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["name"],
                "additionalProperties": False,
                "properties": {
                    "name": _ID,
                    "colour": {"type": "string", "maxLength": 32},
                    "level": {"enum": ["easy", "normal", "hard"]},
                },
            },
        },
        "options": {"type": "object"},
        "seed": {"type": "integer", "minimum": 0},
        "deal": {"type": "object"},
        "guide_seat": {"type": "integer", "minimum": 0},
        "script": {"type": "array", "items": _ACTION},
        "steps": {"type": "array", "minItems": 1, "items": STEP_SCHEMA},
    },
}

TIPS_SCHEMA: dict[str, Any] = {
    "type": "array",
    "items": {
        "type": "object",
        "required": ["id", "when", "say"],
        "additionalProperties": False,
        "properties": {
            "id": _KEY,
            "when": {
                "type": "object",
                "minProperties": 1,
                "additionalProperties": False,
                "properties": {
                    "decision": {"type": "string"},
                    "values": {"type": "object"},
                    "test": _ID,
                    "violation": {"type": "string"},
                },
            },
            "say": _KEY,
            "rules": {"type": "string"},
        },
    },
}


@dataclass(frozen=True)
class Step:
    id: str
    type: str
    decision: str = ""
    seat: int | None = None  # a watch step's seat; an act step's is the guided seat
    say: str = ""
    wrong: str = ""
    done: str = ""
    expect: tuple[Action, ...] = ()
    any_legal: bool = False
    solution: Action | None = None
    wrong_examples: tuple[Action, ...] = ()
    highlight: tuple[tuple[str, int], ...] = ()
    checkpoint: str = ""
    rules: str = ""
    tips: tuple[str, ...] = ()

    @property
    def shown_solution(self) -> Action | None:
        """What "Show me" and "Skip step" play: the solution, else the first expected action."""
        return self.solution if self.solution is not None else (self.expect[0] if self.expect else None)

    def expects(self, action: Action) -> bool:
        return self.any_legal or action in self.expect


@dataclass(frozen=True)
class Tip:
    id: str
    say: str
    decision: str = ""
    values: Mapping[str, JSONValue] = field(default_factory=dict)
    test: str = ""
    violation: str = ""
    rules: str = ""


@dataclass(frozen=True)
class Tutorial:
    id: str
    version: int
    game: str
    minutes: int
    seats: tuple[tuple[str, str], ...]  # per seat: its name (a key's last part) and level ("" = a person)
    colours: tuple[str, ...]
    options: Mapping[str, JSONValue]
    seed: int
    deal: Mapping[str, JSONValue] | None
    guide_seat: int
    script: tuple[Action, ...]
    steps: tuple[Step, ...]

    def config(self, names: Mapping[str, str] | None = None) -> MatchConfig:
        """The match to play; ``names`` gives the shown name per seat name (else the name itself)."""
        players = tuple(
            PlayerInfo(
                name=(names or {}).get(name, name),
                colour=colour,
                computer=bool(level),
                level=level or PlayerInfo.level,
            )
            for (name, level), colour in zip(self.seats, self.colours, strict=True)
        )
        return MatchConfig(self.game, players, dict(self.options))

    @property
    def taught(self) -> tuple[Step, ...]:
        """The gated steps: those before the first coach step."""
        for index, step in enumerate(self.steps):
            if step.type == "coach":
                return self.steps[:index]
        return self.steps

    def index_of(self, step_id: str) -> int:
        return next(index for index, step in enumerate(self.steps) if step.id == step_id)


def has_tutorial(game_id: str) -> bool:
    """Whether the game ships a guided first game."""
    from core.engine.package_data import data_file

    try:
        return data_file(f"resources.games.{game_id}", TUTORIAL_FILE).is_file()
    except ModuleNotFoundError:
        return False


@cache
def tutorial_for(game_id: str) -> Tutorial:
    """The game's guided first game, read and checked; ComponentError names what is broken."""
    data, _ = load(game_id, TUTORIAL_FILE, SCHEMA)
    return _tutorial(game_id, data)


@cache
def tips_for(game_id: str) -> tuple[Tip, ...]:
    """The game's first-time tips; none when it has no tips file."""
    from core.engine.package_data import data_file

    if not data_file(f"resources.games.{game_id}", TIPS_FILE).is_file():
        return ()
    data, _ = load(game_id, TIPS_FILE, TIPS_SCHEMA)
    label = f"resources/games/{game_id}/{TIPS_FILE}"
    tips = []
    seen: set[str] = set()
    for index, item in enumerate(data):
        if item["id"] in seen:
            raise ComponentError(label, f"[{index}] (id {item['id']})", "id", "the id is used twice")
        seen.add(item["id"])
        when = item["when"]
        tips.append(
            Tip(
                id=item["id"],
                say=item["say"],
                decision=when.get("decision", ""),
                values=dict(when.get("values", {})),
                test=when.get("test", ""),
                violation=when.get("violation", ""),
                rules=item.get("rules", ""),
            )
        )
    return tuple(tips)


def _tutorial(game_id: str, data: Mapping[str, Any]) -> Tutorial:
    label = f"resources/games/{game_id}/{TUTORIAL_FILE}"
    action_types = registry.get(game_id).action_types

    def action(item: Any, entry: str, field_name: str) -> Action:
        try:
            return action_from_json(action_types, item)
        except ActionFormatError as error:
            raise ComponentError(label, entry, field_name, str(error)) from error

    seats = tuple((seat["name"], seat.get("level", "")) for seat in data["players"])
    guide_seat = data.get("guide_seat", 0)
    if guide_seat >= len(seats) or seats[guide_seat][1]:
        raise ComponentError(label, "", "guide_seat", "the guided seat must be a person's seat")
    steps = [_step(label, index, item, len(seats), action) for index, item in enumerate(data["steps"])]
    for name in ("id", "checkpoint"):
        names = [getattr(step, name) for step in steps if getattr(step, name)]
        twice = sorted({value for value in names if names.count(value) > 1})
        if twice:
            raise ComponentError(label, f"steps ({name} {twice[0]})", name, f"the {name} is used twice")
    for earlier, later in itertools.pairwise(steps):
        if earlier.type == later.type == "info":
            raise ComponentError(label, f"steps (id {later.id})", "type", "two info steps in a row")
    tutorial = Tutorial(
        id=data["id"],
        version=data["version"],
        game=game_id,
        minutes=data["minutes"],
        seats=seats,
        colours=tuple(seat.get("colour", "") for seat in data["players"]),
        options=dict(data.get("options", {})),
        seed=data["seed"],
        deal=data.get("deal"),
        guide_seat=guide_seat,
        script=tuple(action(item, "script", "script") for item in data.get("script", ())),
        steps=tuple(steps),
    )
    taught = sum(1 for step in tutorial.taught if step.say)
    if taught > MAX_TAUGHT_STEPS:
        raise ComponentError(label, "steps", "", f"{taught} taught steps, more than {MAX_TAUGHT_STEPS}")
    return tutorial


def _step(label: str, index: int, item: Mapping[str, Any], seats: int, action: Any) -> Step:
    entry = f"steps[{index}] (id {item['id']})"
    kind = item["type"]
    expect = item.get("expect", ())
    any_legal = expect == "any_legal"
    if kind == "act" and not item.get("decision"):
        raise ComponentError(label, entry, "decision", "an act step names the decision it waits for")
    if kind == "act" and not expect:
        raise ComponentError(label, entry, "expect", "an act step says which actions it expects")
    if any_legal and "solution" not in item:
        raise ComponentError(label, entry, "solution", "a step that takes any action needs a solution")
    if kind == "watch" and not 0 <= item.get("seat", -1) < seats:
        raise ComponentError(label, entry, "seat", "a watch step names the seat it watches")
    if kind == "act" and item.get("say") and not item.get("done"):
        raise ComponentError(label, entry, "done", "a taught step says why, once done")
    return Step(
        id=item["id"],
        type=kind,
        decision=item.get("decision", ""),
        seat=item.get("seat"),
        say=item.get("say", ""),
        wrong=item.get("wrong", ""),
        done=item.get("done", ""),
        expect=() if any_legal else tuple(action(a, entry, "expect") for a in expect),
        any_legal=any_legal,
        solution=action(item["solution"], entry, "solution") if "solution" in item else None,
        wrong_examples=tuple(action(a, entry, "wrong_examples") for a in item.get("wrong_examples", ())),
        highlight=tuple((kind, number) for kind, number in item.get("highlight", ())),
        checkpoint=item.get("checkpoint", ""),
        rules=item.get("rules", ""),
        tips=tuple(item.get("tips", ())),
    )
