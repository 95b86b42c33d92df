"""Phase 2 of a round: each seat with a figure plays a turn, from space 1 down (TT-D12).

A turn is a chain of small decisions in any order (TT-D13): play the card held, take the
tile's action, place white dinos, use the Hatch and the Volcano counters; each step re-ranks
at once. The turn ends when the player ends it, which is refused while the card is held or the
tile's action is due (TT-D14); white dinos not placed then go back to the pool (TT-D15). After
the turn on the highest space the round ends (``rounds.end_round``).

Every tile's action is built. The predators' actions (``predators``, ``pterodactyl``,
``raptors``) go on in steps of their own and come back here.
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.triassic_terror import growing, migration, placing, predators, raptors, rounds, volcano
from core.games.triassic_terror.actions import EndTurn, PlayCard
from core.games.triassic_terror.choices import (
    HATCH,
    HERD_GROWTH,
    HERD_MIGRATION,
    NEW_ENVIRONMENT,
    RAPTORS,
    T_REX,
    action_due,
)
from core.games.triassic_terror.state import NO_CARD, NOBODY, TURN, TriassicTerrorState

# The tile's action, by tile: its options while it is due.
_TILE_OPTIONS = {
    NEW_ENVIRONMENT: placing.legal_new_environment,
    HERD_GROWTH: growing.legal_growth,
    HATCH: growing.legal_hatch,
    HERD_MIGRATION: migration.legal_start,
    T_REX: predators.legal_send,
    RAPTORS: raptors.legal_send,
}


def legal_turn(state: TriassicTerrorState) -> list[Action]:
    seat = state.seats[state.turn]
    options: list[Action] = []
    if seat.card != NO_CARD:
        options.append(PlayCard())
    if action_due(state):
        options += _TILE_OPTIONS[seat.tile](state)
    options += growing.legal_white_dinos(state)
    options += growing.legal_hatch_counter(state)
    options += volcano.legal_volcano(state)
    if seat.card == NO_CARD and not action_due(state):
        options.append(EndTurn())
    return options


def check_end(state: TriassicTerrorState, _action: EndTurn) -> Violation | None:
    seat = state.seats[state.turn]
    if seat.card != NO_CARD:
        return Violation("triassic_terror.turn.card_to_play")
    if action_due(state):
        return Violation("triassic_terror.turn.action_to_take", {"tile": seat.tile})
    return None


def apply_end(state: TriassicTerrorState, _action: EndTurn) -> tuple[TriassicTerrorState, list[Event]]:
    seat = state.seats[state.turn]
    events = [Event("turn_ended", state.turn, {})]
    if seat.white_dinos:
        events.append(Event("white_dinos_returned", state.turn, {"white_dinos": seat.white_dinos}))
    state = evolve(
        state,
        seats=put(state.seats, state.turn, evolve(seat, white_dinos=0)),
        white_pool=state.white_pool + seat.white_dinos,
        acted=False,
    )
    space = state.figures.index(state.turn)
    following = next((seat for seat in state.figures[space + 1 :] if seat != NOBODY), NOBODY)
    if following == NOBODY:
        state, more = rounds.end_round(state)
        return state, events + more
    return evolve(state, turn=following, step=TURN), events
