"""The contract every game speaks, and the small values that cross it.

A game is a decision machine: at any moment the state names one pending
decision (one seat, one kind of choice, a finite set of legal options).
Actions, decisions, violations and events are frozen values that serialise
to plain JSON, so they can be saved, logged, shown and fuzzed generically.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

JSONValue = Any

UNKNOWN: int = -1_000_000
"""What a view shows in place of a value its seat may not see (a card in another hand, a
face-down tile). Real ids are never negative and games mark empty or absent things with
small negative numbers of their own, so an unknown value is never taken for a real one."""


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: a frozen value with a JSON round trip.

    Subclasses set ``kind`` (unique within the game) and declare their fields
    as ints, strings or tuples of those.
    """

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, JSONValue]:
        data: dict[str, JSONValue] = {"kind": self.kind}
        for spec in dataclasses.fields(self):
            value = getattr(self, spec.name)
            data[spec.name] = list(value) if isinstance(value, tuple) else value
        return data


@dataclass(frozen=True)
class Decision:
    """The pending choice: who decides and what kind of choice it is.

    ``kind`` names the decision; ``f"{game}.decision.{kind}"`` is the key of
    its prompt and hint text in the language catalogues. ``values`` fill the
    placeholders of that text.
    """

    seat: int
    kind: str
    values: Mapping[str, JSONValue] = field(default_factory=dict)
    turn_of: int | None = None  # another seat whose turn it is, when a seat is asked outside its own


@dataclass(frozen=True)
class Violation:
    """Why an action is illegal: a rule id (also its text key) and values."""

    rule: str
    values: Mapping[str, JSONValue] = field(default_factory=dict)


@dataclass(frozen=True)
class Event:
    """What happened, for the log and for animation; never stored state.

    ``reveals`` marks events that showed hidden or random information (a
    draw, a shuffle); undo never steps back across such an action.
    """

    kind: str
    seat: int | None = None
    values: Mapping[str, JSONValue] = field(default_factory=dict)
    reveals: bool = False


@dataclass(frozen=True)
class Result:
    """Final scores and ranking of a finished game.

    ``ranking[i]`` is the place (1 = winner) of seat i; shared places are
    equal. ``breakdown[i]`` maps a score part (text key) to points.
    ``tiebreak`` is the text key of the tie-break that decided the places,
    or None when the scores alone did. ``ending`` is the text key of how the
    game ended (``<game>.ending.<how>``), ``ending_seats`` the seats
    that ending names (who brought it about), if any.
    """

    scores: tuple[int, ...]
    ranking: tuple[int, ...]
    breakdown: tuple[Mapping[str, int], ...]
    tiebreak: str | None = None
    tiebreak_values: tuple[int, ...] = ()
    ending: str = ""
    ending_seats: tuple[int, ...] = ()

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.ranking) if place == 1)


@dataclass(frozen=True)
class PlayerInfo:
    """A seat as the players set it up: name, colour token and who plays it."""

    name: str
    colour: str = ""
    computer: bool = False
    level: str = "random"


@dataclass(frozen=True)
class MatchConfig:
    """Everything chosen before the game starts; saved with the match."""

    game: str
    players: tuple[PlayerInfo, ...]
    options: Mapping[str, JSONValue] = field(default_factory=dict)

    @property
    def player_count(self) -> int:
        return len(self.players)

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "game": self.game,
            "players": [
                {"name": p.name, "colour": p.colour, "computer": p.computer, "level": p.level}
                for p in self.players
            ],
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSONValue]) -> MatchConfig:
        """The config as written, values unchanged: ``config_check.check_config`` judges them
        (a name that is no text is refused there, not turned into one here)."""
        players = tuple(
            PlayerInfo(
                name=p["name"],
                colour=p.get("colour", ""),
                computer=p.get("computer", False),
                level=p.get("level", PlayerInfo.level),
            )
            for p in data["players"]
        )
        return cls(game=str(data["game"]), players=players, options=dict(data.get("options", {})))


class Rules(Protocol):
    """One game's rules. Every method is pure: states are never changed.

    The id, player counts and options come from the game's one declaration
    (``core.engine.registry.GameEntry``); ``core.engine.steps.TableRules``
    provides them, with ``check`` and both ``apply`` methods.
    """

    @property
    def game_id(self) -> str: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def action_types(self) -> Sequence[type[Action]]: ...

    @property
    def options(self) -> Mapping[str, Sequence[str]]:
        """Setup options this game offers: option name -> allowed values (first = default)."""

    @property
    def max_actions(self) -> int:
        """The most actions one match may take (``GameEntry.max_actions``)."""

    def components(self) -> Any:
        """The validated component set (loaded once, cached)."""

    def component_version(self) -> str: ...

    def setup(self, config: MatchConfig, seed: int) -> Any: ...

    def pending(self, state: Any) -> Decision | None: ...

    def legal(self, state: Any) -> list[Action]: ...

    def check(self, state: Any, action: Action) -> Violation | None: ...

    def apply(self, state: Any, action: Action) -> tuple[Any, list[Event]]:
        """Checks, then applies; ``IllegalActionError`` names the rule of a refused action."""

    def apply_legal(self, state: Any, action: Action) -> tuple[Any, list[Event]]:
        """Applies an action taken from ``legal(state)`` without checking it again (search, fuzz)."""

    def view(self, state: Any, seat: int) -> Any: ...

    def result(self, state: Any) -> Result | None: ...

    def hides_information(self) -> bool:
        """True when seats must not see each other's screen (hotseat handoff)."""

    def scores(self, state: Any) -> tuple[int, ...]:
        """Current scores, shown while the game runs."""


class IllegalActionError(Exception):
    """Raised when an action is applied that ``check`` rejects."""

    def __init__(self, violation: Violation) -> None:
        super().__init__(f"{violation.rule} {dict(violation.values)}")
        self.violation = violation
