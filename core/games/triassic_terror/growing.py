"""Dinos added to herds already on the board: Herd Growth, Hatch, white dinos, the Hatch counter.

Herd Growth adds 3 to one own herd and 2 to a different one, the player choosing which gets
which; with a single herd only the 3 (TT-D17). Hatch adds 3 to one own herd (TT-D18); the
pterodactyl's part follows at once, in its own steps (``pterodactyl``). A white dino is
swapped for one dino of the supply, onto any own herd, one founded this turn too; it never
founds one (TT-D15). The Hatch counter adds 2 to one own herd, once per game (TT-D26). A
supply short of the dinos adds what it has. A player with no herd at all takes Herd Growth
and Hatch on no herd (``NO_AREA``): they add nothing (the pterodactyl still flies), and the
turn can still end.
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.triassic_terror.actions import Hatch, HerdGrowth, PlaceWhiteDino, UseHatchCounter
from core.games.triassic_terror.choices import HATCH, HERD_GROWTH, herd_violation, own_areas, tile_violation
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import Change, change_herds, place
from core.games.triassic_terror.state import NO_AREA, PTERODACTYL, TriassicTerrorState

# Herd Growth ------------------------------------------------------------------------


def check_growth(state: TriassicTerrorState, action: HerdGrowth) -> Violation | None:
    refused = tile_violation(state, HERD_GROWTH)
    if refused is not None:
        return refused
    herds = own_areas(state, state.turn)
    chosen = (action.three, action.two)
    needed = min(len(chosen), len(herds))
    if any(area != NO_AREA for area in chosen[needed:]):
        rule = "triassic_terror.growth.no_second_herd" if herds else "triassic_terror.herd.none_on_board"
        return Violation(rule)
    for area in chosen[:needed]:
        refused = herd_violation(state, area)
        if refused is not None:
            return refused
    if needed == len(chosen) and action.three == action.two:
        return Violation("triassic_terror.growth.same_herd", {"area": action.three})
    return None


def apply_growth(state: TriassicTerrorState, action: HerdGrowth) -> tuple[TriassicTerrorState, list[Event]]:
    supply = state.seats[state.turn].supply
    changes = []
    for area, dinos in zip((action.three, action.two), components().actions.growth_dinos, strict=True):
        added = min(dinos, supply)
        supply -= added
        if area != NO_AREA and added:
            changes.append(Change(area, state.turn, added))
    state, ranked = change_herds(evolve(state, acted=True), changes)
    if action.three == NO_AREA:
        return state, [Event("no_herd_to_grow", state.turn, {"tile": HERD_GROWTH})]
    values = {"three": action.three, "two": action.two, "dinos": sum(change.dinos for change in changes)}
    return state, [Event("herds_grown", state.turn, values), *ranked]


def legal_growth(state: TriassicTerrorState) -> list[Action]:
    herds = own_areas(state, state.turn)
    if len(herds) < 2:
        return [HerdGrowth(herds[0] if herds else NO_AREA, NO_AREA)]
    return [HerdGrowth(three, two) for three in herds for two in herds if three != two]


# Hatch ------------------------------------------------------------------------------


def check_hatch(state: TriassicTerrorState, action: Hatch) -> Violation | None:
    refused = tile_violation(state, HATCH)
    if refused is not None:
        return refused
    if action.area == NO_AREA and not own_areas(state, state.turn):
        return None
    return herd_violation(state, action.area)


def apply_hatch(state: TriassicTerrorState, action: Hatch) -> tuple[TriassicTerrorState, list[Event]]:
    state = evolve(state, acted=True, step=PTERODACTYL)
    if action.area == NO_AREA:
        return state, [Event("no_herd_to_grow", state.turn, {"tile": HATCH})]
    return _added(state, action.area, components().actions.hatch_dinos, "hatched")


def legal_hatch(state: TriassicTerrorState) -> list[Action]:
    return [Hatch(area) for area in own_areas(state, state.turn) or (NO_AREA,)]


# white dinos and the Hatch counter ------------------------------------------------------------


def check_white_dino(state: TriassicTerrorState, action: PlaceWhiteDino) -> Violation | None:
    seat = state.seats[state.turn]
    if not seat.white_dinos:
        return Violation("triassic_terror.white.none")
    if not seat.supply:
        return Violation("triassic_terror.white.supply_empty")
    return herd_violation(state, action.area)


def apply_white_dino(
    state: TriassicTerrorState, action: PlaceWhiteDino
) -> tuple[TriassicTerrorState, list[Event]]:
    seat = state.seats[state.turn]
    holder = evolve(seat, white_dinos=seat.white_dinos - 1)
    state = evolve(state, seats=put(state.seats, state.turn, holder), white_pool=state.white_pool + 1)
    return _added(state, action.area, 1, "white_dino_placed")


def legal_white_dinos(state: TriassicTerrorState) -> list[Action]:
    seat = state.seats[state.turn]
    if not seat.white_dinos or not seat.supply:
        return []
    return [PlaceWhiteDino(area) for area in own_areas(state, state.turn)]


def check_hatch_counter(state: TriassicTerrorState, action: UseHatchCounter) -> Violation | None:
    if not state.seats[state.turn].hatch_counters:
        return Violation("triassic_terror.counter.hatch_used")
    return herd_violation(state, action.area)


def apply_hatch_counter(
    state: TriassicTerrorState, action: UseHatchCounter
) -> tuple[TriassicTerrorState, list[Event]]:
    seat = state.seats[state.turn]
    holder = evolve(seat, hatch_counters=seat.hatch_counters - 1)
    state = evolve(state, seats=put(state.seats, state.turn, holder))
    return _added(state, action.area, components().counters.hatch_dinos, "hatch_counter_used")


def legal_hatch_counter(state: TriassicTerrorState) -> list[Action]:
    if not state.seats[state.turn].hatch_counters:
        return []
    return [UseHatchCounter(area) for area in own_areas(state, state.turn)]


def _added(
    state: TriassicTerrorState, area: int, dinos: int, kind: str
) -> tuple[TriassicTerrorState, list[Event]]:
    """Up to ``dinos`` from the supply of the seat whose turn it is onto its herd in the area."""
    added = min(dinos, state.seats[state.turn].supply)
    seat = state.turn
    state, ranked = place(state, seat, area, added)
    return state, [Event(kind, seat, {"area": area, "dinos": added}), *ranked]
