"""Where pieces may go on the island, and what stands where (IN-D8, IN-D15, IN-D21)."""

from __future__ import annotations

from core.engine.protocol import Violation
from core.games.isla_nublar.components import components
from core.games.isla_nublar.state import IslaNublarState

MAX_STACK = 3  # camps on one space, one on top of another (seed: "maximal 3 Camps übereinander")


def crate_refusal(state: IslaNublarState, space: int) -> Violation | None:
    """Why a crate may not go onto ``space``: it is no space, a volcano, or a dinosaur stands there."""
    if not 0 <= space < len(state.camps):
        return Violation("isla_nublar.island.no_space", {"space": space})
    if components().spaces[space].volcano:
        return Violation("isla_nublar.island.volcano", {"space": space})
    if state.dinosaur_on(space):
        return Violation("isla_nublar.island.dinosaur", {"space": space})
    return None


def camp_refusal(state: IslaNublarState, space: int) -> Violation | None:
    """Why a camp may not go onto ``space``: as for a crate, or its stack is full."""
    refusal = crate_refusal(state, space)
    if refusal is None and len(state.camps[space]) >= MAX_STACK:
        return Violation("isla_nublar.island.stack_full", {"space": space, "most": MAX_STACK})
    return refusal


def open_spaces(state: IslaNublarState) -> tuple[int, ...]:
    """The spaces a crate may go onto."""
    return tuple(space for space in components().land if space not in state.dinosaurs)


def camp_spaces(state: IslaNublarState) -> tuple[int, ...]:
    """The spaces a camp may go onto."""
    return tuple(space for space in open_spaces(state) if len(state.camps[space]) < MAX_STACK)


def frozen(state: IslaNublarState, space: int) -> bool:
    """Nothing may be taken from a space while a dinosaur stands on it (after a Countermeasure)."""
    return state.dinosaur_on(space)


def free_volcanoes(state: IslaNublarState) -> tuple[int, ...]:
    return tuple(space for space in components().volcanoes if space not in state.dinosaurs)
