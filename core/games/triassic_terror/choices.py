"""What the steps of a turn share: the seat's herds, the tile's action still due, their refusals.

The tiles whose actions are built are ``BUILT``: every tile of the action track.
"""

from __future__ import annotations

from core.engine.protocol import Violation
from core.games.triassic_terror.state import NO_AREA, TriassicTerrorState

NEW_ENVIRONMENT, HERD_GROWTH, HATCH = "new_environment", "herd_growth", "hatch"  # tile ids
HERD_MIGRATION = "herd_migration"
T_REX, RAPTORS = "t_rex", "raptors"  # tile ids of the predators
BUILT = (
    NEW_ENVIRONMENT,
    HERD_GROWTH,
    HATCH,
    HERD_MIGRATION,
    T_REX,
    RAPTORS,
)  # the tiles whose actions a turn must take


def own_areas(state: TriassicTerrorState, seat: int) -> tuple[int, ...]:
    """The areas holding one of the seat's herds, in the board's order."""
    return tuple(area for area in range(len(state.herds)) if state.herd(area, seat) is not None)


def action_due(state: TriassicTerrorState) -> bool:
    """Whether the seat whose turn it is must still take its tile's action."""
    return state.seats[state.turn].tile in BUILT and not state.acted


def tile_violation(state: TriassicTerrorState, tile: str) -> Violation | None:
    """Why the seat whose turn it is may not take this tile's action now, or None."""
    held = state.seats[state.turn].tile
    if held != tile:
        return Violation("triassic_terror.turn.not_your_tile", {"tile": tile, "held": held})
    if state.acted:
        return Violation("triassic_terror.turn.acted", {"tile": tile})
    return None


def herd_violation(state: TriassicTerrorState, area: int) -> Violation | None:
    """Why dinos may not go to the herd of the seat whose turn it is in this area, or None."""
    if area == NO_AREA:
        return Violation("triassic_terror.herd.choose")
    if not 0 <= area < len(state.herds):
        return Violation("triassic_terror.area.unknown", {"area": area})
    if state.herd(area, state.turn) is None:
        return Violation("triassic_terror.herd.not_own", {"area": area})
    return None
