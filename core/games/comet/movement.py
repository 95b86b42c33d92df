"""Where a rescuer may go with one step: the next space, or the first free one after occupied spaces.

Every step goes to an adjacent space in one of the six directions. A space
taken by a piece (any rescuer, the mammoth, the giant tortoise) is jumped
for free, in a straight line, to the next free space, which is the one paid
for. An empty nest may never be entered or jumped. The cave takes any symbol.
"""

from __future__ import annotations

from core.engine.hexgrid import direction_between
from core.games.comet.components import JOKER, Board
from core.games.comet.state import OFF_BOARD, CometState

CAVE, NEST = "cave", "nest"


def occupied(state: CometState) -> frozenset[int]:
    """Every space a piece stands on: rescuers of all seats and the neutral pieces."""
    taken = set(state.neutrals)
    for seat in state.seats:
        taken.update(seat.rescuers)
    taken.discard(OFF_BOARD)
    return frozenset(taken)


def targets(board: Board, taken: frozenset[int], start: int) -> dict[int, bool]:
    """The spaces one step from ``start`` reaches, each with whether it is a jump.

    In each direction the step ends on the first free space straight on; an empty nest there is
    never entered, nor jumped, so that direction is closed.
    """
    found: dict[int, bool] = {}
    nests = board.nest_spaces
    for line in board.lines[start]:
        jumped = False
        for there in line:
            if there not in taken:
                if there not in nests:
                    found[there] = jumped
                break
            jumped = True
    return found


def payments(board: Board, target: int, symbols: tuple[str, ...]) -> list[str]:
    """The move's symbols that pay for entering ``target``: its landscape or a joker; any for the cave."""
    land = board.spaces[target].land
    if land == CAVE:
        return sorted(set(symbols))
    return [symbol for symbol in sorted(set(symbols)) if symbol in (land, JOKER)]


def blocked_by(board: Board, taken: frozenset[int], start: int, target: int) -> str:
    """Why no step from ``start`` reaches ``target``: the rule id of the reason."""
    if target in taken:
        return "comet.move.occupied"
    if board.spaces[target].land == NEST:
        return "comet.move.empty_nest"
    direction = direction_between(board.spaces[start].hex, board.spaces[target].hex)
    straight_on = () if direction is None else board.lines[start][direction]
    if target in straight_on:
        between = straight_on[: straight_on.index(target)]
        if any(board.spaces[space].land == NEST and space not in taken for space in between):
            return "comet.move.jump_empty_nest"
    return "comet.move.not_adjacent"
