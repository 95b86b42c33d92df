"""The step table answers "game over" and "not now" alike for every game, then asks the action's rule."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from core.engine.protocol import Action, Event, IllegalActionError, Violation
from core.engine.steps import StepTable, rule


@dataclass(frozen=True)
class Count(Action):
    kind = "count"
    by: int


@dataclass(frozen=True)
class Stop(Action):
    kind = "stop"


@dataclass(frozen=True)
class Unlisted(Action):
    kind = "unlisted"


@dataclass(frozen=True)
class Counter:
    step: str
    value: int


def _check_count(state: Counter, action: Count) -> Violation | None:
    return Violation("test.count.positive") if action.by <= 0 else None


def _count(state: Counter, action: Count) -> tuple[Counter, list[Event]]:
    return Counter(state.step, state.value + action.by), [Event("counted", 0, {"by": action.by})]


def _stop(state: Counter, action: Stop) -> tuple[Counter, list[Event]]:
    return Counter("over", state.value), []


TABLE = StepTable[Counter](
    lambda state: None if state.step == "over" else state.step,
    {Count: rule("counting", _count, _check_count), Stop: rule(("counting", "ending"), _stop)},
)


def test_an_action_is_checked_by_its_own_rule_at_its_step() -> None:
    assert TABLE.check(Counter("counting", 0), Count(2)) is None
    assert TABLE.check(Counter("counting", 0), Count(0)) == Violation("test.count.positive")
    assert TABLE.check(Counter("ending", 0), Stop()) is None


def test_an_action_of_another_step_is_not_now() -> None:
    assert TABLE.check(Counter("ending", 0), Count(1)) == Violation(
        "engine.not_now", {"action": "count", "step": "ending"}
    )
    assert TABLE.check(Counter("ending", 0), Unlisted()).rule == "engine.not_now"


def test_nothing_is_allowed_when_the_game_is_over() -> None:
    assert TABLE.check(Counter("over", 0), Stop()) == Violation("engine.game_over")


def test_apply_refuses_with_the_violation() -> None:
    with pytest.raises(IllegalActionError) as refused:
        TABLE.apply(Counter("counting", 0), Count(-1))
    assert refused.value.violation == Violation("test.count.positive")


def test_apply_and_apply_legal_do_the_same_to_a_legal_action() -> None:
    state = Counter("counting", 1)
    assert TABLE.apply(state, Count(2)) == TABLE.apply_legal(state, Count(2))
    assert TABLE.apply(state, Count(2))[0] == Counter("counting", 3)
    assert TABLE.action_types == (Count, Stop)
