"""Hatch: a hand card to a free slot; its rescuer to a nest of the card's number, or the next higher."""

from __future__ import annotations

from core.games.comet.actions import Hatch, HatchAt
from core.games.comet.state import HATCH_NEST, TURN
from tests.core.comet.builders import (
    PARTS,
    RULES,
    blocker,
    board,
    hatched,
    in_hand,
    new_state,
    plain_card,
    play,
)


def nests(state, number: int) -> list[int]:  # type: ignore[no-untyped-def]
    return list(board(state).nests(number))


def hatch(state, card: int):  # type: ignore[no-untyped-def]
    """Hatch ``card`` from seat 0's hand, choosing the first offered nest when there is a choice."""
    state, events = play(state, Hatch(card))
    if state.step == HATCH_NEST:
        choice = next(action for action in RULES.legal(state) if isinstance(action, HatchAt))
        state, more = play(state, choice)
        events += more
    return state, events


def test_the_card_goes_to_a_free_slot_and_its_rescuer_to_a_nest_of_its_number() -> None:
    card = plain_card(nest=5)
    state = in_hand(new_state(), 0, card)
    state, events = hatch(state, card)
    seat = state.seats[0]
    assert seat.slots[0] == card and card not in seat.hand
    assert seat.rescuers[0] in nests(state, 5)
    assert events[0].kind == "hatched"
    assert state.step == TURN and state.turn == 1, "hatching is the whole turn"


def test_with_two_free_nests_of_the_number_the_player_chooses() -> None:
    number = next(n for n in range(2, 13) if len(nests(new_state(), n)) >= 2)
    card = plain_card(nest=number)
    state = in_hand(new_state(), 0, card)
    state, _ = play(state, Hatch(card))
    assert state.step == HATCH_NEST
    assert {action.space for action in RULES.legal(state)} == set(nests(state, number))


def offered_nests(state) -> set[int]:  # type: ignore[no-untyped-def]
    """Where seat 0's hatch (just begun) may put the rescuer: the choice offered, or where it went."""
    if state.step == HATCH_NEST:
        return {action.space for action in RULES.legal(state)}
    return {state.seats[0].rescuers[0]}


def test_when_no_nest_of_the_number_is_free_the_next_higher_free_number_is_taken() -> None:
    state = new_state()
    number = next(n for n in range(2, 12) if 1 <= len(nests(state, n)) <= 3 and nests(state, n + 1))
    for slot, nest in enumerate(nests(state, number)):  # seat 1's rescuers take every nest of the number
        state = hatched(state, 1, slot, state.seats[1].hand[0], nest)
    card = plain_card(nest=number)
    state = in_hand(state, 0, card)
    state, _ = play(state, Hatch(card))
    assert offered_nests(state) <= set(nests(state, number + 1))


def test_one_rescuer_per_nest() -> None:
    state = new_state()
    number = next(n for n in range(2, 13) if len(nests(state, n)) >= 2)
    taken = nests(state, number)[0]
    state = blocker(state, taken)
    card = plain_card(nest=number)
    state = in_hand(state, 0, card)
    state, _ = play(state, Hatch(card))
    assert taken not in offered_nests(state)


def test_no_free_slot_no_hatching() -> None:
    state = new_state()
    for slot in range(PARTS.slots):
        state = hatched(state, 0, slot, state.seats[0].hand[0], nests(state, 2 + slot * 3)[0])
    card = state.seats[0].hand[0]
    violation = RULES.check(state, Hatch(card))
    assert violation is not None and violation.rule == "comet.hatch.no_slot"


def test_a_card_whose_nest_and_every_higher_one_are_taken_cannot_hatch() -> None:
    state = new_state()
    top = max(space.nest for space in board(state).spaces)
    for slot, nest in enumerate(nests(state, top)):
        state = hatched(state, 1, slot, state.seats[1].hand[0], nest)
    card = plain_card(nest=top)
    state = in_hand(state, 0, card)
    violation = RULES.check(state, Hatch(card))
    assert violation is not None and violation.rule == "comet.hatch.no_nest"


def test_a_nest_chosen_before_a_card_is_refused_because_the_card_comes_first() -> None:
    state = new_state()
    assert state.step == TURN
    nest = nests(state, 5)[0]
    violation = RULES.check(state, HatchAt(nest))
    assert violation is not None and violation.rule == "comet.turn.card_first"
    assert HatchAt(nest) not in RULES.legal(state)
