"""The comet phase and the end: the comet stack comes in when the silver pile runs out; no more resting;
play goes on while anyone can hatch or move; when nobody can, the final scoring."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.games.comet.actions import KeepHand, Rest, TakeGold
from core.games.comet.state import OVER, TURN
from tests.core.comet.builders import PARTS, RULES, new_state, play, seat_with


def near_the_end():  # type: ignore[no-untyped-def]
    """Seat 0 is about to rest with a hand of two and a silver pile of one card."""
    state = new_state()
    hand = state.seats[0].hand
    keep, rest = hand[:2], hand[2:]
    state = seat_with(state, 0, hand=keep)
    pile = state.pile
    return evolve(state, pile=pile[:1], discard=state.discard + rest + pile[1:])


def test_the_comet_stack_comes_in_when_the_silver_pile_runs_out() -> None:
    state = near_the_end()
    comet = state.comet
    state, events = play(state, Rest(), KeepHand(), TakeGold(state.offer[0]))
    kinds = [event.kind for event in events]
    assert "comet_arrives" in kinds
    assert state.comet_phase and state.comet == ()
    # the rest of the refill came from the comet stack
    assert len(state.seats[0].hand) == PARTS.hand_limit
    assert len(state.pile) == len(comet) - (PARTS.hand_limit - 2 - 1 - 1)


def test_once_the_comet_came_nobody_rests() -> None:
    state = near_the_end()
    state, _ = play(state, Rest(), KeepHand(), TakeGold(state.offer[0]))
    assert all(RULES.check(state, Rest()) is not None for _ in range(1))
    assert not any(isinstance(action, Rest) for action in RULES.legal(state))


def test_in_the_comet_phase_a_seat_without_cards_is_passed_over() -> None:
    state = evolve(new_state(3), comet_phase=True, comet=(), turn=0)
    state = seat_with(state, 1, hand=())
    state = evolve(state, discard=state.discard + new_state(3).seats[1].hand)
    state, events = RULES.apply(state, next(a for a in RULES.legal(state) if a.kind == "hatch"))
    while state.step != TURN:
        state, more = RULES.apply(state, RULES.legal(state)[0])
        events += more
    assert state.turn == 2
    assert any(event.kind == "turn_passed" and event.seat == 1 for event in events)


def test_when_nobody_can_hatch_or_move_the_game_ends() -> None:
    state = evolve(new_state(), comet_phase=True, comet=())
    leftovers = tuple(card for seat in state.seats for card in seat.hand)
    state = seat_with(seat_with(state, 0, hand=leftovers[:1]), 1, hand=())
    state = evolve(state, discard=state.discard + leftovers[1:])
    hatch = next(a for a in RULES.legal(state) if a.kind == "hatch")
    state, events = RULES.apply(state, hatch)
    while state.step not in (TURN, OVER):
        state, more = RULES.apply(state, RULES.legal(state)[0])
        events += more
    assert state.step == OVER
    result = RULES.result(state)
    assert result is not None and RULES.pending(state) is None
    assert result.ending == "comet.ending.nobody_can_act"
