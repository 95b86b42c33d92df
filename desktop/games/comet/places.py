"""Names for Comet's spaces that a player can find on the board and that never repeat.

The board shows nest numbers and landscape symbols, nothing else. So a nest
is "nest 6", and where two nests share a number, "nest 6 (left)" and "nest 6
(right)"; a landscape space is named by a nest or the cave beside it, "meadow
to the upper right of nest 5". One nest in one direction has one neighbour,
so these names are distinct on the whole board, not just among the options.
"""

from __future__ import annotations

from functools import cache

from core.engine.hexgrid import Layout, centre, opposite
from core.games.comet.components import Board, Space, components
from desktop.text import Texts


def space_name(texts: Texts, side: str, space: int) -> str:
    board = components().boards[side]
    if not 0 <= space < len(board.spaces):
        return str(space)
    found = board.spaces[space]
    if found.land == "cave":
        return texts("comet.place.cave")
    if found.land == "nest":
        return _nest_name(texts, board, found)
    landmark = _landmark(side, space)
    if landmark is None:  # every landscape of both boards has a nest or the cave beside it
        return texts(f"comet.land.{found.land}")
    beside, direction = landmark
    return texts(
        f"comet.place.beside.{direction}",
        land=texts(f"comet.land.{found.land}"),
        place=_landmark_name(texts, board, beside),
    )


def _landmark_name(texts: Texts, board: Board, space: int) -> str:
    """The nest or cave a landscape is named by, as the phrase "next to ..." needs it (German: dative)."""
    found = board.spaces[space]
    return texts("comet.place.landmark.cave") if found.land == "cave" else _nest_name(texts, board, found)


def _nest_name(texts: Texts, board: Board, nest: Space) -> str:
    name = texts("comet.place.nest", number=nest.nest)
    twins = [board.spaces[index] for index in board.nests(nest.nest) if index != nest.index]
    if not twins:
        return name
    return texts("comet.place.nest_at", nest=name, side=texts(f"comet.place.side.{_side(nest, twins[0])}"))


def _side(nest: Space, twin: Space) -> str:
    """Where ``nest`` lies seen from its twin, along the axis on which they are farther apart."""
    here, there = centre(nest.hex, Layout.POINTY), centre(twin.hex, Layout.POINTY)
    across, down = here.x - there.x, here.y - there.y
    if abs(across) >= abs(down):
        return "left" if across < 0 else "right"
    return "top" if down < 0 else "bottom"


@cache
def _landmark(side: str, space: int) -> tuple[int, int] | None:
    """The neighbouring nest or cave that names ``space``, and the direction from it to the space.

    The cave comes first, then nests whose number is unique, then the lowest number: the shortest
    name to read and the easiest to find.
    """
    board = components().boards[side]
    choices = []
    for direction, neighbour in enumerate(board.neighbours[space]):
        if neighbour is None:
            continue
        found = board.spaces[neighbour]
        if found.land == "cave":
            choices.append(((0, 0), neighbour, opposite(direction)))
        elif found.land == "nest":
            twins = len(board.nests(found.nest))
            choices.append(((twins, found.nest), neighbour, opposite(direction)))
    if not choices:
        return None
    _rank, neighbour, direction = min(choices)
    return neighbour, direction
