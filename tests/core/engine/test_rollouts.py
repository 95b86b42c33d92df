"""Lines played out (``core/engine/rollouts.py``) on a small game of adding numbers: the line's
actions first, then the replies up to the horizon, and the default line kept unless beaten."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from core.engine.protocol import Action, Decision
from core.engine.rollouts import best_line, heuristic_reply, played_on


@dataclass(frozen=True)
class Add(Action):
    amount: int


@dataclass(frozen=True)
class Sums:
    """Two seats take turns to add 1, 2 or 3 to their own sum; after ``moves`` additions it is over."""

    sums: tuple[int, int] = (0, 0)
    moves: int = 0
    luck: int = 0  # a guessed hidden number a line's value may depend on


class SumsRules:
    """Only what lines played out ask of a game's rules."""

    moves = 6

    def pending(self, state: Sums) -> Decision | None:
        return None if state.moves == self.moves else Decision(state.moves % 2, "add")

    def legal(self, state: Sums) -> list[Action]:
        return [Add(1), Add(2), Add(3)]

    def apply_legal(self, state: Sums, action: Action) -> tuple[Sums, list[Any]]:
        assert isinstance(action, Add)
        seat = state.moves % 2
        sums = list(state.sums)
        sums[seat] += action.amount
        return replace(state, sums=(sums[0], sums[1]), moves=state.moves + 1), []


class Modest:
    """A heuristic that likes small numbers and does not consider adding 1."""

    def worth_considering(self, rules: Any, state: Sums, seat: int, legal: list[Action]) -> list[Action]:
        return [action for action in legal if action != Add(1)]

    def candidates(self, rules: Any, state: Sums, seat: int, legal: list[Action], limit: int) -> list[Action]:
        return sorted(legal, key=lambda action: action.amount if isinstance(action, Add) else 0)[:limit]


RULES = SumsRules()


def never(state: Sums) -> bool:
    return False


def test_the_heuristic_reply_is_its_favourite_among_the_options_worth_considering() -> None:
    reply = heuristic_reply(Modest(), RULES)  # type: ignore[arg-type]
    assert reply(Sums(), 0, RULES.legal(Sums())) == Add(2)


def test_a_line_is_played_then_answered_until_the_game_waits_on_nobody() -> None:
    end = played_on(RULES, Sums(), [Add(3)], lambda state, seat, options: Add(1), never, 100)
    assert end.sums == (3 + 1 + 1, 1 + 1 + 1) and end.moves == 6


def test_the_replies_stop_at_the_horizon_and_at_the_cap() -> None:
    def two_moves(state: Sums) -> bool:
        return state.moves >= 2

    def reply(state: Sums, seat: int, options: list[Action]) -> Action:
        return Add(2)

    assert played_on(RULES, Sums(), [Add(3)], reply, two_moves, 100).sums == (3, 2)
    assert played_on(RULES, Sums(), [], reply, never, 3).moves == 3
    assert played_on(RULES, Sums(), [Add(1), Add(1)], reply, two_moves, 100).sums == (1, 1), (
        "the line itself is played whole"
    )


def lines_judged(judge: Any, samples: int = 12, stop: Any = None) -> int:
    def guess(chance: random.Random) -> Sums:
        return Sums(luck=chance.randint(-2, 2))

    def reply(state: Sums, seat: int, options: list[Action]) -> Action:
        return Add(1)

    lines = [(Add(1),), (Add(2),), (Add(3),)]
    return best_line(RULES, lines, guess, reply, never, judge, samples, random.Random(5), stop)


def test_a_line_clearly_better_on_the_same_samples_beats_the_default() -> None:
    assert lines_judged(lambda state: state.sums[0] - state.sums[1] + state.luck) == 2


def test_the_default_stands_where_no_line_is_clearly_better() -> None:
    assert lines_judged(lambda state: -((state.sums[0] - 3.5) ** 2)) == 0, "a tie between 3 and 4"
    assert lines_judged(lambda state: state.luck) == 0, "luck alone"


def test_a_stop_after_the_first_sample_leaves_the_default() -> None:
    def judge(state: Sums) -> float:
        return float(state.sums[0])

    assert lines_judged(judge, stop=lambda: True) == 0
    assert lines_judged(judge) == 2
