"""Move: discard a card, step rescuers with its two landscape symbols; jumps, empty nests, jokers, cave."""

from __future__ import annotations

import random

import pytest

from core.games.comet import movement
from core.games.comet.actions import AddJoker, EndMove, Move, Step
from core.games.comet.components import JOKER
from core.games.comet.effects import LANDS
from core.games.comet.state import MOVE, OFF_BOARD, TURN
from tests.core.comet.builders import (
    PARTS,
    RULES,
    blocker,
    board,
    hatched,
    in_hand,
    is_land,
    joker_card,
    land_of,
    lines,
    mid_move,
    new_state,
    plain_card,
    play,
    with_symbols,
)


def step_scene():  # type: ignore[no-untyped-def]
    """A rescuer of seat 0 on a landscape space a, with a landscape neighbour b."""
    state = new_state()
    for a, b, _ in lines(state):
        if is_land(state, a) and is_land(state, b):
            return hatched(state, 0, 0, plain_card(), a), a, b
    raise AssertionError("the board has no two neighbouring landscape spaces")


def moving(state, *lands: str):  # type: ignore[no-untyped-def]
    """Seat 0 has played a move card showing ``lands``."""
    card = with_symbols(*lands)
    state = in_hand(state, 0, card)
    state, _ = play(state, Move(card))
    return state, card


def test_the_move_card_is_discarded_and_its_two_symbols_are_the_steps() -> None:
    state, _a, b = step_scene()
    land = land_of(state, b)
    other = next(x for x in LANDS if x != land)
    state, card = moving(state, land, other)
    assert card in state.discard and card not in state.seats[0].hand
    assert state.step == MOVE and sorted(state.symbols) == sorted((land, other))


def test_each_symbol_is_one_step_onto_an_adjacent_empty_space_of_its_landscape() -> None:
    state, _a, b = step_scene()
    land = land_of(state, b)
    other = next(x for x in LANDS if x != land)
    state, _ = moving(state, land, other)
    state, events = play(state, Step(0, b, land))
    assert state.seats[0].rescuers[0] == b
    assert state.symbols == (other,)
    assert events[0].kind == "stepped" and events[0].values["jumped"] is False


def test_a_symbol_of_another_landscape_does_not_pay_the_step() -> None:
    state, _a, b = step_scene()
    land = land_of(state, b)
    others = [x for x in LANDS if x != land]
    state, _ = moving(state, others[0], others[1])
    violation = RULES.check(state, Step(0, b, others[0]))
    assert violation is not None and violation.rule == "comet.move.wrong_symbol"


def test_a_step_goes_only_to_a_neighbouring_space() -> None:
    state, a, _b = step_scene()
    far = next(
        space
        for space in range(len(board(state).spaces))
        if space not in board(state).neighbours[a] and space != a and is_land(state, space)
    )
    state, _ = moving(state, land_of(state, far), land_of(state, far))
    violation = RULES.check(state, Step(0, far, land_of(state, far)))
    assert violation is not None and violation.rule == "comet.move.not_adjacent"


def jump_scene():  # type: ignore[no-untyped-def]
    state = new_state()
    for a, b, c in lines(state):
        if is_land(state, a) and is_land(state, b) and is_land(state, c):
            state = blocker(hatched(state, 0, 0, plain_card(), a), b)
            return state, a, b, c
    raise AssertionError("no three landscape spaces in a row")


def test_an_occupied_space_is_jumped_for_free_and_the_next_free_space_is_paid() -> None:
    state, _a, b, c = jump_scene()
    land = land_of(state, c)
    state, _ = moving(state, land, land)
    assert RULES.check(state, Step(0, b, land)) is not None  # the occupied space itself cannot be entered
    state, events = play(state, Step(0, c, land))
    assert state.seats[0].rescuers[0] == c
    assert state.symbols == (land,), "only the landing space was paid"
    assert events[0].values["jumped"] is True


def nest_scene(occupied: bool):  # type: ignore[no-untyped-def]
    state = new_state()
    for a, n, c in lines(state):
        if is_land(state, a) and land_of(state, n) == "nest" and is_land(state, c):
            state = hatched(state, 0, 0, plain_card(), a)
            if occupied:
                state = blocker(state, n)
            return state, a, n, c
    raise AssertionError("no nest between two landscape spaces in a row")


def test_an_empty_nest_may_never_be_entered() -> None:
    state, _a, n, _c = nest_scene(occupied=False)
    state = mid_move(state, JOKER, JOKER)
    violation = RULES.check(state, Step(0, n, JOKER))
    assert violation is not None and violation.rule == "comet.move.empty_nest"


def test_an_empty_nest_may_never_be_jumped() -> None:
    state, _a, _n, c = nest_scene(occupied=False)
    state, _ = moving(state, land_of(state, c), land_of(state, c))
    violation = RULES.check(state, Step(0, c, land_of(state, c)))
    assert violation is not None and violation.rule == "comet.move.jump_empty_nest"


def test_a_nest_with_a_rescuer_on_it_is_jumped_like_any_piece() -> None:
    state, _a, _n, c = nest_scene(occupied=True)
    state, _ = moving(state, land_of(state, c), land_of(state, c))
    assert RULES.check(state, Step(0, c, land_of(state, c))) is None


def cave_scene():  # type: ignore[no-untyped-def]
    state = new_state()
    here = board(state)
    a = next(s for s in here.neighbours[here.cave] if s is not None and is_land(state, s))
    card = plain_card()
    return hatched(state, 0, 1, card, a), a, card


@pytest.mark.parametrize("symbol", LANDS)
def test_the_cave_is_entered_with_any_symbol_and_rescues_the_animal(symbol: str) -> None:
    state, _a, card = cave_scene()
    state, _ = moving(state, symbol, symbol)
    state, events = play(state, Step(1, board(state).cave, symbol))
    seat = state.seats[0]
    assert seat.rescued == (card,)
    assert seat.slots[1] == -1 and seat.rescuers[1] == OFF_BOARD, "the slot is free again"
    assert [event.kind for event in events][:2] == ["stepped", "rescued"]


def test_jokers_from_the_hand_are_added_to_the_move_at_any_time() -> None:
    state, _a, b = step_scene()
    joker = joker_card()
    land = land_of(state, b)
    other = next(x for x in LANDS if x != land)
    card = with_symbols(other, other)
    state = in_hand(state, 0, card, joker)
    state, _ = play(state, Move(card))
    assert Step(0, b, JOKER) not in RULES.legal(state)
    assert AddJoker(joker) in RULES.legal(state)
    state, _ = play(state, AddJoker(joker))
    assert state.symbols == (other, other, JOKER) and joker in state.discard
    assert Step(0, b, JOKER) in RULES.legal(state), "a joker pays for any landscape"


def test_several_rescuers_share_one_move() -> None:
    state = new_state()
    pairs = [(a, b) for a, b, _ in lines(state) if is_land(state, a) and is_land(state, b)]
    (a1, b1) = pairs[0]
    (a2, b2) = next((a, b) for a, b in pairs if len({a, b, a1, b1}) == 4)
    state = hatched(hatched(state, 0, 0, plain_card(), a1), 0, 2, state.seats[0].hand[0], a2)
    state = mid_move(state, JOKER, JOKER)
    state, _ = play(state, Step(0, b1, JOKER), Step(2, b2, JOKER))
    assert state.seats[0].rescuers[0] == b1
    assert state.seats[0].rescuers[2] == b2


def test_stopping_early_loses_the_unused_symbols_and_ends_the_turn() -> None:
    state, _a, _b = step_scene()
    state, _ = moving(state, "water", "meadow")
    state, _ = play(state, EndMove())
    assert state.step == TURN and state.turn == 1 and state.symbols == ()


def test_moving_needs_a_rescuer_on_the_board() -> None:
    state = new_state()
    violation = RULES.check(state, Move(state.seats[0].hand[0]))
    assert violation is not None and violation.rule == "comet.move.no_rescuer"


@pytest.mark.parametrize("side", sorted(PARTS.boards))
def test_a_step_jumps_exactly_when_it_lands_on_no_neighbour(side: str) -> None:
    """The step's event tells a jump by where it landed (rules._apply_step): the same as the search."""
    chooser = random.Random(side)
    here = PARTS.boards[side]
    for _ in range(300):
        taken = frozenset(chooser.sample(range(len(here.spaces)), chooser.randint(0, 20)))
        start = chooser.randrange(len(here.spaces))
        for target, jumped in movement.targets(here, taken, start).items():
            assert jumped == (target not in here.neighbours[start]), (start, target, sorted(taken))
