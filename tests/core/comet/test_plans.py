"""Plans for a picked card: every lit space is reached by legal actions, and no reachable space is missed."""

from __future__ import annotations

import random

import pytest

from core.games.comet.actions import Hatch, HatchAt, Move, Step
from core.games.comet.plans import card_plans, why_not
from core.games.comet.state import MOVE, OFF_BOARD, TURN, CometState
from tests.core.comet.builders import (
    RULES,
    blocker,
    board,
    hatched,
    in_hand,
    mid_move,
    new_state,
    plain_card,
    with_symbols,
)


def turns_of_random_games(count: int) -> list[CometState]:
    """Positions at the start of a turn, taken from seeded random games on both sides."""
    found: list[CometState] = []
    for number in range(count):
        chance = random.Random(f"plans-{number}")
        state = new_state(players=2 + number % 3, seed=number, side="ab"[number % 2])
        for _ in range(400):
            if state.step == "over":
                break
            if state.step == TURN and chance.random() < 0.1:
                found.append(state)
            state, _ = RULES.apply(state, chance.choice(RULES.legal(state)))
    return found


@pytest.mark.parametrize("number", range(6))
def test_every_plan_is_legal_and_ends_on_its_space(number: int) -> None:
    for state in turns_of_random_games(1 + number)[-4:]:
        seat = state.turn
        for card in state.seats[seat].hand:
            for space, plan in card_plans(RULES, state, card).items():
                after = state
                for action in plan:
                    assert RULES.check(after, action) is None, (space, plan)
                    after, events = RULES.apply(after, action)
                if isinstance(plan[0], Hatch):
                    assert any(e.kind == "hatched" and e.values["space"] == space for e in events)
                else:
                    assert isinstance(plan[-1], Step) and plan[-1].target == space


def test_every_first_step_of_a_move_is_a_plan_of_one_step() -> None:
    state = new_state()
    start = next(space.index for space in board(state).spaces if space.land == "meadow")
    card = with_symbols("meadow", "jungle")
    state = in_hand(hatched(state, 0, 0, plain_card(), start), 0, card)
    moving, _ = RULES.apply(state, Move(card))
    assert moving.step == MOVE
    first_steps = {action.target for action in RULES.legal(moving) if isinstance(action, Step)}
    plans = card_plans(RULES, state, card)
    assert first_steps <= set(plans)
    assert all(len(plans[target]) == 2 for target in first_steps), "the shortest way is kept"


def test_a_card_that_cannot_hatch_or_move_has_no_plan_and_a_reason() -> None:
    state = new_state()
    card = state.seats[0].hand[0]
    assert all(at == OFF_BOARD for at in state.seats[0].rescuers)
    plans = card_plans(RULES, state, card)
    assert all(isinstance(plan[0], Hatch) for plan in plans.values()), "no rescuer out: hatching only"
    meadow = next(space.index for space in board(state).spaces if space.land == "meadow")
    assert why_not(RULES, state, card, meadow).rule == "comet.move.no_rescuer"


def test_a_nest_that_does_not_fit_names_the_hatching_rule() -> None:
    state = new_state()
    card = state.seats[0].hand[0]
    plans = card_plans(RULES, state, card)
    wrong = next(
        space.index for space in board(state).spaces if space.land == "nest" and space.index not in plans
    )
    assert why_not(RULES, state, card, wrong).rule == "comet.hatch.wrong_nest"
    assert all(
        len(plan) in (1, 2) and (len(plan) == 1 or isinstance(plan[1], HatchAt)) for plan in plans.values()
    )


def test_plans_only_exist_at_the_start_of_a_turn() -> None:
    state = new_state()
    moving = mid_move(state, "meadow")
    assert card_plans(RULES, moving, state.seats[0].hand[0]) == {}


def test_a_space_with_a_piece_is_refused_as_occupied_not_as_too_far() -> None:
    state = new_state()
    lands = [space.index for space in board(state).spaces if space.land not in ("nest", "cave")]
    card = with_symbols("meadow", "jungle")
    state = in_hand(blocker(hatched(state, 0, 0, plain_card(), lands[0]), lands[-1]), 0, card)
    assert why_not(RULES, state, card, lands[-1]).rule == "comet.move.occupied"
