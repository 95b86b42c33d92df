"""The Volcano counter (TT-D26): once per game, in the owner's turn, from the Jurassic on.

Its area may be any outside the spared environment (the Swamp), empty ones too. Every herd
there loses the counter's dinos, the owner's own herd as well (a smaller herd is wiped out);
the T-Rex is never hit. The herds are re-ranked once, after the step, and ash covers the area:
its habitats score nothing at the next scoring, which clears the ash (``scoring.scored``).
The Volcano is never due: the turn may end with it unused.
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.triassic_terror.actions import UseVolcanoCounter
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import Change, change_herds
from core.games.triassic_terror.state import TriassicTerrorState


def period(state: TriassicTerrorState) -> int:
    """The index of the period the round belongs to."""
    return sum(1 for end in components().scoring_rounds(state.players) if end < state.round)


def check_volcano(state: TriassicTerrorState, action: UseVolcanoCounter) -> Violation | None:
    counters = components().counters
    if not state.seats[state.turn].volcano_counters:
        return Violation("triassic_terror.counter.volcano_used")
    if period(state) not in counters.volcano_periods:
        return Violation("triassic_terror.counter.volcano_too_early", {"period": period(state)})
    if not 0 <= action.area < len(state.herds):
        return Violation("triassic_terror.area.unknown", {"area": action.area})
    if components().areas[action.area].environment in counters.volcano_spared:
        return Violation("triassic_terror.counter.volcano_spared", {"area": action.area})
    return None


def apply_volcano(
    state: TriassicTerrorState, action: UseVolcanoCounter
) -> tuple[TriassicTerrorState, list[Event]]:
    loss = components().counters.volcano_loss
    seat = state.seats[state.turn]
    holder = evolve(seat, volcano_counters=seat.volcano_counters - 1)
    ash = state.ash if action.area in state.ash else state.ash + (action.area,)
    state = evolve(state, seats=put(state.seats, state.turn, holder), ash=ash)
    changes = [Change(action.area, herd.owner, -min(loss, herd.dinos)) for herd in state.herds[action.area]]
    events = [Event("volcano_erupted", state.turn, {"area": action.area})]
    events += [
        Event("volcano_struck", change.seat, {"area": action.area, "dinos": -change.dinos})
        for change in changes
    ]
    state, ranked = change_herds(state, changes)
    return state, events + ranked


def legal_volcano(state: TriassicTerrorState) -> list[Action]:
    counters = components().counters
    if not state.seats[state.turn].volcano_counters or period(state) not in counters.volcano_periods:
        return []
    return [
        UseVolcanoCounter(area.index)
        for area in components().areas
        if area.environment not in counters.volcano_spared
    ]
