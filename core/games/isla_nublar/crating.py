"""The crate pool: placing and moving crates, restocking pieces, and Das nötige Kleingeld
(the seed's "Ausrüstungskisten auslegen" and "Vorräte aufstocken"; IN-D9, IN-D29)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.isla_nublar import island
from core.games.isla_nublar.actions import (
    CAMP,
    CRATE,
    ChangeAmber,
    KeepCrate,
    PickUpCrate,
    PlaceCrate,
    PutDownCrate,
    Restock,
)
from core.games.isla_nublar.piles import with_seat
from core.games.isla_nublar.state import MOVE_CRATE, NO_SPACE, TURN, IslaNublarState


def building_points(state: IslaNublarState) -> int:
    """What may pay for placing crates and building camps: the crate pool and the changed amber."""
    return state.crate_points + state.change_points


def pay_for_building(state: IslaNublarState, cost: int) -> IslaNublarState:
    """Spend ``cost`` on placing or building: the changed amber first, as it is good for nothing else."""
    changed = min(cost, state.change_points)
    return evolve(
        state, change_points=state.change_points - changed, crate_points=state.crate_points - (cost - changed)
    )


def add_crates(state: IslaNublarState, space: int, seat: int, count: int) -> IslaNublarState:
    here = state.crates[space]
    return evolve(state, crates=put(state.crates, space, put(here, seat, here[seat] + count)))


# placing
def legal_places(state: IslaNublarState) -> list[Action]:
    if state.active.crates < 1 or building_points(state) < 1:
        return []
    return [PlaceCrate(space) for space in island.open_spaces(state)]


def check_place(state: IslaNublarState, action: PlaceCrate) -> Violation | None:
    if state.active.crates < 1:
        return Violation("isla_nublar.crates.none_in_supply")
    if building_points(state) < 1:
        return Violation("isla_nublar.crates.no_points")
    return island.crate_refusal(state, action.space)


def apply_place(state: IslaNublarState, action: PlaceCrate) -> tuple[IslaNublarState, list[Event]]:
    held = state.active
    state = with_seat(state, state.turn, evolve(held, crates=held.crates - 1))
    state = add_crates(pay_for_building(state, 1), action.space, state.turn, 1)
    return state, [Event("placed_crate", state.turn, {"space": action.space})]


# moving
def movable_crates(state: IslaNublarState) -> tuple[int, ...]:
    """The spaces an own crate may be picked up from: not frozen (putting it down is chosen next,
    and it may stay where it was)."""
    if state.crate_points < 1:
        return ()
    return tuple(space for space in island.open_spaces(state) if state.crates[space][state.turn])


def legal_pick_ups(state: IslaNublarState) -> list[Action]:
    return [PickUpCrate(space) for space in movable_crates(state)]


def check_pick_up(state: IslaNublarState, action: PickUpCrate) -> Violation | None:
    if state.crate_points < 1:
        return Violation("isla_nublar.crates.no_points_to_move")
    if not 0 <= action.space < len(state.crates) or not state.crates[action.space][state.turn]:
        return Violation("isla_nublar.crates.no_own_crate", {"space": action.space})
    if island.frozen(state, action.space):
        return Violation("isla_nublar.island.frozen", {"space": action.space})
    return None


def apply_pick_up(state: IslaNublarState, action: PickUpCrate) -> tuple[IslaNublarState, list[Event]]:
    return evolve(state, step=MOVE_CRATE, moving_from=action.space), []


def legal_put_downs(state: IslaNublarState) -> list[Action]:
    return [
        *(PutDownCrate(space) for space in island.open_spaces(state) if space != state.moving_from),
        KeepCrate(),
    ]


def check_put_down(state: IslaNublarState, action: PutDownCrate) -> Violation | None:
    if action.space == state.moving_from:
        return Violation("isla_nublar.crates.same_space", {"space": action.space})
    return island.crate_refusal(state, action.space)


def apply_put_down(state: IslaNublarState, action: PutDownCrate) -> tuple[IslaNublarState, list[Event]]:
    origin, seat = state.moving_from, state.turn
    state = add_crates(add_crates(state, origin, seat, -1), action.space, seat, 1)
    state = evolve(state, step=TURN, moving_from=NO_SPACE, crate_points=state.crate_points - 1)
    return state, [Event("moved_crate", seat, {"from": origin, "to": action.space})]


def apply_keep(state: IslaNublarState, _action: KeepCrate) -> tuple[IslaNublarState, list[Event]]:
    return evolve(state, step=TURN, moving_from=NO_SPACE), []


# restocking
def legal_restocks(state: IslaNublarState) -> list[Action]:
    if state.crate_points < 1:
        return []
    seat = state.turn
    return [
        Restock(piece)
        for piece, held in ((CRATE, state.general_crates[seat]), (CAMP, state.general_camps[seat]))
        if held
    ]


def check_restock(state: IslaNublarState, action: Restock) -> Violation | None:
    if action.piece not in (CRATE, CAMP):
        return Violation("isla_nublar.crates.no_such_piece", {"piece": action.piece})
    if state.crate_points < 1:
        return Violation("isla_nublar.crates.no_points_to_restock")
    pool = state.general_crates if action.piece == CRATE else state.general_camps
    if not pool[state.turn]:
        return Violation("isla_nublar.crates.none_in_general_supply", {"piece": action.piece})
    return None


def apply_restock(state: IslaNublarState, action: Restock) -> tuple[IslaNublarState, list[Event]]:
    seat, held = state.turn, state.active
    if action.piece == CRATE:
        state = evolve(state, general_crates=put(state.general_crates, seat, state.general_crates[seat] - 1))
        held = evolve(held, crates=held.crates + 1)
    else:
        state = evolve(state, general_camps=put(state.general_camps, seat, state.general_camps[seat] - 1))
        held = evolve(held, camps=held.camps + 1)
    state = evolve(with_seat(state, seat, held), crate_points=state.crate_points - 1)
    return state, [Event("restocked", seat, {"piece": action.piece})]


# Das nötige Kleingeld
def legal_changes(state: IslaNublarState) -> list[Action]:
    return [ChangeAmber()] if state.small_change and state.amber else []


def check_change(state: IslaNublarState, _action: ChangeAmber) -> Violation | None:
    if not state.small_change:
        return Violation("isla_nublar.crates.no_small_change")
    if not state.amber:
        return Violation("isla_nublar.crates.no_amber")
    return None


def apply_change(state: IslaNublarState, _action: ChangeAmber) -> tuple[IslaNublarState, list[Event]]:
    state = evolve(state, amber=state.amber - 1, change_points=state.change_points + 1)
    return state, [Event("changed_amber", state.turn)]
