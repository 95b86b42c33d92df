"""Dinos brought into one environment: an environment card's, and the New Environment action's.

Playing the card (TT-D14) or taking New Environment (TT-D16) names the environment, the card's
own or the one the player chooses, and opens the ``PLACE`` step; there the player spreads the
dinos over the environment's areas, all in one area, 2 and 1, or one in each, founding herds
where they have none. The dinos enter together and each area they enter is re-ranked once,
after the step (TT-D10). A supply short of the dinos places what it has; the rest is lost.
A played card goes to the discard pile at once.
"""

from __future__ import annotations

from itertools import product

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.triassic_terror.actions import NewEnvironment, PlaceDinos, PlayCard
from core.games.triassic_terror.choices import NEW_ENVIRONMENT, tile_violation
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import Change, change_herds
from core.games.triassic_terror.state import NO_CARD, NO_ENVIRONMENT, PLACE, TURN, TriassicTerrorState


def check_card(state: TriassicTerrorState, _action: PlayCard) -> Violation | None:
    if state.seats[state.turn].card == NO_CARD:
        return Violation("triassic_terror.card.none_held")
    return None


def apply_card(state: TriassicTerrorState, _action: PlayCard) -> tuple[TriassicTerrorState, list[Event]]:
    seat = state.seats[state.turn]
    environment = components().card_environments[seat.card]
    # A blind card is shown to everyone as it is played: undo must not hide it again.
    event = Event(
        "card_played", state.turn, {"card": seat.card, "environment": environment}, reveals=seat.card_blind
    )
    holder = evolve(seat, card=NO_CARD, card_blind=False)
    state = evolve(state, seats=put(state.seats, state.turn, holder), discard=state.discard + (seat.card,))
    return _to_place(state, environment, components().deck.dinos), [event]


def check_new_environment(state: TriassicTerrorState, action: NewEnvironment) -> Violation | None:
    refused = tile_violation(state, NEW_ENVIRONMENT)
    if refused is not None:
        return refused
    if not 0 <= action.environment < len(components().environments):
        return Violation("triassic_terror.environment.unknown", {"environment": action.environment})
    return None


def apply_new_environment(
    state: TriassicTerrorState, action: NewEnvironment
) -> tuple[TriassicTerrorState, list[Event]]:
    event = Event("new_environment_chosen", state.turn, {"environment": action.environment})
    state = evolve(state, acted=True)
    return _to_place(state, action.environment, components().actions.new_environment_dinos), [event]


def legal_new_environment(state: TriassicTerrorState) -> list[Action]:
    return [NewEnvironment(environment) for environment in range(len(components().environments))]


def _to_place(state: TriassicTerrorState, environment: int, dinos: int) -> TriassicTerrorState:
    placed = min(dinos, state.seats[state.turn].supply)
    return evolve(state, step=PLACE, placing=environment, placing_dinos=placed)


# the PLACE step --------------------------------------------------------------------


def check_place(state: TriassicTerrorState, action: PlaceDinos) -> Violation | None:
    areas = components().areas_of(state.placing)
    if (
        len(action.dinos) != len(areas)
        or any(dinos < 0 for dinos in action.dinos)
        or sum(action.dinos) != state.placing_dinos
    ):
        values = {"dinos": state.placing_dinos, "environment": state.placing}
        return Violation("triassic_terror.place.spread", values)
    return None


def apply_place(state: TriassicTerrorState, action: PlaceDinos) -> tuple[TriassicTerrorState, list[Event]]:
    areas = components().areas_of(state.placing)
    changes = [
        Change(area, state.turn, dinos) for area, dinos in zip(areas, action.dinos, strict=True) if dinos
    ]
    values = {"environment": state.placing, "dinos": state.placing_dinos, "areas": list(action.dinos)}
    events = [Event("dinos_placed", state.turn, values)]
    state, ranked = change_herds(state, changes)
    return evolve(state, step=TURN, placing=NO_ENVIRONMENT, placing_dinos=0), events + ranked


def legal_place(state: TriassicTerrorState) -> list[Action]:
    areas = len(components().areas_of(state.placing))
    total = state.placing_dinos
    return [PlaceDinos(spread) for spread in product(range(total + 1), repeat=areas) if sum(spread) == total]
