"""The Raptors action (TT-D24, TT-D25): one raptor fully, then the other, and the survivors scatter.

The actor picks which raptor goes first by sending it: each moves up to 2 links or stays
(``SendRaptor``), then may attack one opposing herd in its area (``RaptorAttacks``, or
``RaptorSpares`` for none), which
loses 2 dinos; a herd of 1 or 2 is wiped out. The survivors of a bite are their owner's
decision (TT-D34): in the ``SCATTER`` step ``turn`` is that seat's, until every survivor has
gone, a group at a time, each to a different area next to the raptor's, joining or founding
herds at no cost and capturing nothing. Each group's move is one step: the area left and the
area reached are re-ranked and a fourth herd dies, possibly the group. The victim's T-Rex stays.
Then the other raptor goes (the ``RAPTOR`` step), and after it the turn goes on.
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put, without
from core.games.triassic_terror.actions import RaptorAttacks, RaptorSpares, ScatterSurvivors, SendRaptor
from core.games.triassic_terror.choices import RAPTORS, tile_violation
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import Change, change_herds, remove
from core.games.triassic_terror.prey import has_prey, is_area, within
from core.games.triassic_terror.state import (
    RAPTOR,
    RAPTOR_ATTACKS,
    SCATTER,
    TURN,
    Hunt,
    TriassicTerrorState,
)


def check_send(state: TriassicTerrorState, action: SendRaptor) -> Violation | None:
    if state.step == TURN:
        refused = tile_violation(state, RAPTORS)
        if refused is not None:
            return refused
    waiting = _waiting(state)
    if action.raptor not in waiting:
        return Violation("triassic_terror.raptor.gone", {"raptor": action.raptor})
    reach = components().actions.raptor_reach
    if not is_area(action.area) or action.area not in within(state.raptors[action.raptor], reach):
        return Violation("triassic_terror.raptor.out_of_reach", {"area": action.area, "reach": reach})
    return None


def apply_send(state: TriassicTerrorState, action: SendRaptor) -> tuple[TriassicTerrorState, list[Event]]:
    values = {"raptor": action.raptor, "start": state.raptors[action.raptor], "area": action.area}
    events = [Event("raptor_sent", state.turn, values)]
    hunt = Hunt(raptor=action.raptor, raptors=without(_waiting(state), action.raptor))
    state = evolve(state, raptors=put(state.raptors, action.raptor, action.area), acted=True, hunt=hunt)
    if not has_prey(state, action.area, spared=state.turn):
        return _raptor_done(state), events
    return evolve(state, step=RAPTOR_ATTACKS), events


def legal_send(state: TriassicTerrorState) -> list[Action]:
    reach = components().actions.raptor_reach
    waiting = _waiting(state)
    return [SendRaptor(raptor, area) for raptor in waiting for area in within(state.raptors[raptor], reach)]


def check_attack(state: TriassicTerrorState, action: RaptorAttacks) -> Violation | None:
    area = state.raptors[state.hunt.raptor]
    if action.seat == state.turn:
        return Violation("triassic_terror.raptor.own_herd", {"area": area})
    if not 0 <= action.seat < state.players or state.herd(area, action.seat) is None:
        return Violation("triassic_terror.raptor.no_herd", {"area": area})
    return None


def apply_attack(
    state: TriassicTerrorState, action: RaptorAttacks
) -> tuple[TriassicTerrorState, list[Event]]:
    area = state.raptors[state.hunt.raptor]
    herd = state.herd(area, action.seat)
    if herd is None:
        raise ValueError(f"seat {action.seat} has no herd in area {area}: check refuses it")
    bite = min(components().actions.raptor_bite, herd.dinos)
    state, ranked = remove(state, action.seat, area, bite)
    events = [Event("raptor_bit", action.seat, {"area": area, "dinos": bite}), *ranked]
    survivors = herd.dinos - bite
    if not survivors:
        return _raptor_done(state), events
    hunt = evolve(state.hunt, actor=state.turn, survivors=survivors)
    return evolve(state, step=SCATTER, turn=action.seat, hunt=hunt), events


def apply_spare(state: TriassicTerrorState, _action: RaptorSpares) -> tuple[TriassicTerrorState, list[Event]]:
    area = state.raptors[state.hunt.raptor]
    return _raptor_done(state), [Event("raptor_spared", state.turn, {"area": area})]


def legal_attack(state: TriassicTerrorState) -> list[Action]:
    area = state.raptors[state.hunt.raptor]
    victims: list[Action] = [
        RaptorAttacks(herd.owner) for herd in state.herds[area] if herd.owner != state.turn
    ]
    return [RaptorSpares(), *victims]


def check_scatter(state: TriassicTerrorState, action: ScatterSurvivors) -> Violation | None:
    hunt = state.hunt
    area = state.raptors[hunt.raptor]
    if action.area not in components().neighbours[area]:
        return Violation("triassic_terror.scatter.not_adjacent", {"area": action.area, "raptor_area": area})
    if action.area in hunt.scattered_to:
        return Violation("triassic_terror.scatter.area_used", {"area": action.area})
    if not 1 <= action.dinos <= hunt.survivors:
        return Violation("triassic_terror.scatter.dinos", {"survivors": hunt.survivors})
    if len(_open_areas(state)) == 1 and action.dinos != hunt.survivors:
        return Violation("triassic_terror.scatter.last_area", {"survivors": hunt.survivors})
    return None


def apply_scatter(
    state: TriassicTerrorState, action: ScatterSurvivors
) -> tuple[TriassicTerrorState, list[Event]]:
    hunt = state.hunt
    start = state.raptors[hunt.raptor]
    values = {"start": start, "area": action.area, "dinos": action.dinos}
    events = [Event("survivors_scattered", state.turn, values)]
    moves = [Change(start, state.turn, -action.dinos), Change(action.area, state.turn, action.dinos)]
    state, ranked = change_herds(state, moves)
    left = hunt.survivors - action.dinos
    hunt = evolve(hunt, survivors=left, scattered_to=hunt.scattered_to + (action.area,))
    if left:
        return evolve(state, hunt=hunt), events + ranked
    return _raptor_done(evolve(state, turn=hunt.actor, hunt=hunt)), events + ranked


def legal_scatter(state: TriassicTerrorState) -> list[Action]:
    survivors = state.hunt.survivors
    areas = _open_areas(state)
    if len(areas) == 1:
        return [ScatterSurvivors(areas[0], survivors)]
    return [ScatterSurvivors(area, dinos) for area in areas for dinos in range(1, survivors + 1)]


def _open_areas(state: TriassicTerrorState) -> list[int]:
    """The areas next to the raptor's that no group of these survivors went to yet."""
    area = state.raptors[state.hunt.raptor]
    return [there for there in components().neighbours[area] if there not in state.hunt.scattered_to]


def _waiting(state: TriassicTerrorState) -> tuple[int, ...]:
    """The raptors still to go: both at the start of the action, then the one not sent yet."""
    return tuple(range(len(state.raptors))) if state.step == TURN else state.hunt.raptors


def _raptor_done(state: TriassicTerrorState) -> TriassicTerrorState:
    """After a raptor: the next one, or back to the turn."""
    if state.hunt.raptors:
        return evolve(state, step=RAPTOR, hunt=Hunt(raptors=state.hunt.raptors))
    return evolve(state, step=TURN, hunt=Hunt())
