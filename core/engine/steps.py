"""The step table: which action may be taken at which step, and its check and its apply.

Every game names its steps (the kinds of its decisions) and gives each action
type one entry: the steps where it may be taken, the check that says why it
is refused there, and the apply that carries it out. The table answers the
two questions every game shares, in one place and in the same words: the
game is over (``engine.game_over``), or this action is not a choice of the
pending decision (``engine.not_now``).

``TableRules`` is the base of every game's rules class: it takes the game's
id, player counts and options from the game's declaration (``entry``), and
its ``check``, ``apply`` and ``apply_legal`` from the table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from core.engine.protocol import Action, Event, IllegalActionError, Violation
from core.engine.registry import GameEntry

State = TypeVar("State")
Checker = Callable[[Any, Any], Violation | None]
Applier = Callable[[Any, Any], tuple[Any, list[Event]]]


def always(_state: Any, _action: Any) -> Violation | None:
    """The check of an action that is legal whenever its step is pending."""
    return None


@dataclass(frozen=True)
class StepRule:
    """One action type: where it may be taken, why it may be refused there, what it does."""

    steps: frozenset[str]
    check: Checker
    apply: Applier


def rule(steps: str | Iterable[str], apply: Applier, check: Checker = always) -> StepRule:
    """A table entry; ``steps`` is one step name or several."""
    names = frozenset((steps,) if isinstance(steps, str) else steps)
    return StepRule(names, check, apply)


class StepTable(Generic[State]):
    """Dispatches ``check`` and ``apply`` by action type, after the checks every game shares.

    ``step_of(state)`` names the pending step, or None when the game is over.
    """

    def __init__(
        self, step_of: Callable[[State], str | None], rules: Mapping[type[Action], StepRule]
    ) -> None:
        self.step_of = step_of
        self.rules = dict(rules)

    @property
    def action_types(self) -> tuple[type[Action], ...]:
        return tuple(self.rules)

    def check(self, state: State, action: Action) -> Violation | None:
        step = self.step_of(state)
        if step is None:
            return Violation("engine.game_over")
        entry = self.rules.get(type(action))
        if entry is None or step not in entry.steps:
            return Violation("engine.not_now", {"action": action.kind, "step": step})
        return entry.check(state, action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        """Apply after checking; ``IllegalActionError`` carries the violation of a refused action."""
        violation = self.check(state, action)
        if violation is not None:
            raise IllegalActionError(violation)
        result: tuple[State, list[Event]] = self.rules[type(action)].apply(state, action)
        return result

    def apply_legal(self, state: State, action: Action) -> tuple[State, list[Event]]:
        """Apply an action taken from ``legal(state)``, without checking it again."""
        result: tuple[State, list[Event]] = self.rules[type(action)].apply(state, action)
        return result


class TableRules:
    """The parts of a game's rules that come from its declaration and its step table.

    A subclass sets ``entry`` (the game's declaration, made once in its
    package) and ``table``; it writes ``setup``, ``pending``, ``legal``,
    ``view``, ``result``, ``scores``, ``components`` and ``hides_information``.
    """

    entry: ClassVar[GameEntry]
    table: ClassVar[StepTable[Any]]

    @property
    def game_id(self) -> str:
        return self.entry.game_id

    @property
    def min_players(self) -> int:
        return self.entry.min_players

    @property
    def max_players(self) -> int:
        return self.entry.max_players

    @property
    def options(self) -> Mapping[str, Sequence[str]]:
        return self.entry.options

    @property
    def max_actions(self) -> int:
        return self.entry.max_actions

    @property
    def action_types(self) -> tuple[type[Action], ...]:
        return self.table.action_types

    def components(self) -> Any:
        raise NotImplementedError

    def component_version(self) -> str:
        version: str = self.components().version
        return version

    def check(self, state: Any, action: Action) -> Violation | None:
        return self.table.check(state, action)

    def apply(self, state: Any, action: Action) -> tuple[Any, list[Event]]:
        return self.table.apply(state, action)

    def apply_legal(self, state: Any, action: Action) -> tuple[Any, list[Event]]:
        return self.table.apply_legal(state, action)
