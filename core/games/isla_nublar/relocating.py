"""Camp verlegen: one own camp, top or buried, to another stack or to the top of its own (IN-D27).

Moving a camp is not building: no area points, no scoring, no end trigger (IN-D11).
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.isla_nublar import island
from core.games.isla_nublar.actions import PickUpCamp, PutDownCamp
from core.games.isla_nublar.state import NO_SPACE, RELOCATE_TO, TURN, IslaNublarState


def _targets(state: IslaNublarState, space: int, level: int) -> list[int]:
    """Where the camp at ``level`` of ``space`` may go: another stack with room, or its own top."""
    others = [target for target in island.camp_spaces(state) if target != space]
    if level < len(state.camps[space]) - 1:
        others.append(space)
    return sorted(others)


def movable_camps(state: IslaNublarState) -> tuple[tuple[int, int], ...]:
    """(space, level) of every own camp that may be moved: not on a frozen space, with a target."""
    seat = state.turn
    return tuple(
        (space, level)
        for space, stack in enumerate(state.camps)
        if stack and not island.frozen(state, space)
        for level, owner in enumerate(stack)
        if owner == seat and _targets(state, space, level)
    )


def legal_pick_ups(state: IslaNublarState) -> list[Action]:
    return [PickUpCamp(space, level) for space, level in movable_camps(state)]


def check_pick_up(state: IslaNublarState, action: PickUpCamp) -> Violation | None:
    if not 0 <= action.space < len(state.camps):
        return Violation("isla_nublar.island.no_space", {"space": action.space})
    stack = state.camps[action.space]
    if not 0 <= action.level < len(stack) or stack[action.level] != state.turn:
        return Violation("isla_nublar.relocate.no_own_camp", {"space": action.space, "level": action.level})
    if island.frozen(state, action.space):
        return Violation("isla_nublar.island.frozen", {"space": action.space})
    if not _targets(state, action.space, action.level):
        return Violation("isla_nublar.relocate.nowhere")
    return None


def apply_pick_up(state: IslaNublarState, action: PickUpCamp) -> tuple[IslaNublarState, list[Event]]:
    return evolve(state, step=RELOCATE_TO, relocating=(action.space, action.level)), []


def legal_put_downs(state: IslaNublarState) -> list[Action]:
    space, level = state.relocating
    return [PutDownCamp(target) for target in _targets(state, space, level)]


def check_put_down(state: IslaNublarState, action: PutDownCamp) -> Violation | None:
    space, level = state.relocating
    if action.space == space:
        if level == len(state.camps[space]) - 1:
            return Violation("isla_nublar.relocate.already_on_top", {"space": space})
        return None
    return island.camp_refusal(state, action.space)


def apply_put_down(state: IslaNublarState, action: PutDownCamp) -> tuple[IslaNublarState, list[Event]]:
    """The camp leaves its stack (the ones above move down) and goes on top of the target's."""
    space, level = state.relocating
    stack = state.camps[space]
    camps = put(state.camps, space, stack[:level] + stack[level + 1 :])
    camps = put(camps, action.space, camps[action.space] + (state.turn,))
    state = evolve(state, camps=camps, step=TURN, relocating=(NO_SPACE, -1))
    return state, [Event("relocated_camp", state.turn, {"from": space, "level": level, "to": action.space})]
