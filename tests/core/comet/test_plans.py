"""Plans for a picked card: every lit space is reached by legal actions, no reachable space is missed,
and every other space is refused by a rule the core's checks give."""

from __future__ import annotations

import random

import pytest

from core.engine.evolve import evolve
from core.games.comet.actions import Hatch, HatchAt, Move, Step
from core.games.comet.effects import LANDS
from core.games.comet.plans import card_plans, card_refusal, why_not
from core.games.comet.state import MOVE, OFF_BOARD, TURN, CometState
from desktop.text import Texts
from tests.core.comet.builders import (
    RULES,
    blocker,
    board,
    hatched,
    in_hand,
    is_land,
    land_of,
    lines,
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


def test_a_space_next_to_nothing_the_move_reaches_is_out_of_reach() -> None:
    state = new_state()
    lands = [space.index for space in board(state).spaces if space.land not in ("nest", "cave")]
    card = with_symbols("meadow", "jungle")
    state = in_hand(hatched(state, 0, 0, plain_card(), lands[0]), 0, card)
    reachable = set(card_plans(RULES, state, card)) | {lands[0]}
    near = {n for space in reachable for n in board(state).neighbours[space]}
    far = next(space for space in lands if space not in near and space not in reachable)
    refusal = why_not(RULES, state, card, far)
    assert refusal is not None and refusal.rule == "comet.move.out_of_reach"
    assert refusal.values == {"card": card}


@pytest.mark.parametrize("number", range(2))
def test_a_space_is_refused_exactly_when_it_has_no_plan_and_by_a_rule_with_texts(number: int) -> None:
    english, german = Texts("en"), Texts("de")
    for state in turns_of_random_games(2 + number)[-2:]:
        for card in state.seats[state.turn].hand[:3]:
            plans = card_plans(RULES, state, card)
            for space in board(state).spaces:
                refusal = why_not(RULES, state, card, space.index)
                assert (refusal is None) == (space.index in plans), (card, space)
                if refusal is not None:
                    assert refusal.rule != "engine.not_now", refusal
                    assert english.has(refusal.rule) and german.has(refusal.rule), refusal.rule


def test_a_neighbour_the_cards_symbols_do_not_pay_names_the_symbol_rule() -> None:
    state = new_state()
    a, b = next((a, b) for a, b, _ in lines(state) if is_land(state, a) and is_land(state, b))
    others = [land for land in LANDS if land != land_of(state, b)]
    card = next(
        card for first in others for second in others if (card := _plain_with(first, second)) is not None
    )
    hero = next(index for index, hero in enumerate(RULES.components().heroes) if hero.start.effect == "draw")
    state = in_hand(hatched(state, 0, 0, plain_card(), a), 0, card)
    state = evolve(state, seats=(evolve(state.seats[0], hero=hero), *state.seats[1:]))
    refusal = why_not(RULES, state, card, b)
    assert refusal is not None and refusal.rule == "comet.move.wrong_symbol"
    assert refusal.values["land"] == land_of(state, b)


def test_a_card_with_no_plan_is_refused_by_its_hatch_and_one_with_a_plan_is_not() -> None:
    state = new_state()
    card = state.seats[0].hand[0]
    assert card_refusal(RULES, state, card) is None
    full = evolve(state, seats=(evolve(state.seats[0], slots=(0, 0, 0)), *state.seats[1:]))
    refusal = card_refusal(RULES, full, card)
    assert refusal == RULES.check(full, Hatch(card)) and refusal is not None
    assert refusal.rule == "comet.hatch.no_slot"


def _plain_with(first: str, second: str) -> int | None:
    parts = RULES.components()
    return next(
        (
            found.index
            for found in parts.cards
            if found.tier == "silver"
            and found.ability is None
            and sorted(found.symbols) == sorted((first, second))
        ),
        None,
    )
