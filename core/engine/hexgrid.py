"""Hex grid geometry for any game on hexes: coordinates, directions, lines, distances, edges, positions.

Hexes use axial coordinates ``Hex(q, r)``; the third cube coordinate is
``s = -q - r``. The six directions are numbered 0-5 in the same order for
both layouts: direction 0 is +q, and the numbers go round anticlockwise as
seen on screen (y grows downwards). On pointy-top hexes that is east,
north-east, north-west, west, south-west, south-east; on flat-top hexes
south-east, north-east, north, north-west, south-west, south.

Only positions and offset coordinates depend on the layout. Positions are
in board units, with one unit from a hex's centre to its corners, and
``Hex(0, 0)`` centred on (0, 0); the drawing side scales them. Offset
coordinates (column, row) are how boards are usually written down: rows of
hexes for pointy-top, columns for flat-top, every other one pushed half a
hex along.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from itertools import islice
from typing import NamedTuple

SQRT3 = math.sqrt(3)


@dataclass(frozen=True, slots=True, order=True)
class Hex:
    """One hex in axial coordinates."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r


class Point(NamedTuple):
    """A position in board units (one unit = centre to corner of a hex)."""

    x: float
    y: float


class Layout(Enum):
    POINTY = "pointy"  # a corner at the top, rows of hexes
    FLAT = "flat"  # an edge at the top, columns of hexes


class Offset(Enum):
    """How a board in (column, row) offset coordinates is shifted, with the usual short names.

    ``ODD_R``: pointy-top, odd rows pushed half a hex right; ``EVEN_R``: even
    rows pushed right; ``ODD_Q``: flat-top, odd columns pushed half a hex
    down; ``EVEN_Q``: even columns pushed down.
    """

    ODD_R = "odd-r"
    EVEN_R = "even-r"
    ODD_Q = "odd-q"
    EVEN_Q = "even-q"

    @property
    def layout(self) -> Layout:
        return Layout.POINTY if self in (Offset.ODD_R, Offset.EVEN_R) else Layout.FLAT


DIRECTIONS: tuple[Hex, ...] = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))
DIRECTION_COUNT = len(DIRECTIONS)


def neighbour(cell: Hex, direction: int) -> Hex:
    """The hex next to ``cell`` in ``direction`` (taken round the six, so ``direction + 1`` turns)."""
    step = DIRECTIONS[direction % DIRECTION_COUNT]
    return Hex(cell.q + step.q, cell.r + step.r)


def neighbours(cell: Hex) -> tuple[Hex, ...]:
    """The six hexes around ``cell``, in direction order."""
    return tuple(neighbour(cell, direction) for direction in range(DIRECTION_COUNT))


def opposite(direction: int) -> int:
    return (direction + 3) % DIRECTION_COUNT


def distance(a: Hex, b: Hex) -> int:
    """Steps from ``a`` to ``b`` on an open grid (no hex missing)."""
    return (abs(a.q - b.q) + abs(a.r - b.r) + abs(a.s - b.s)) // 2


def ray(start: Hex, direction: int) -> Iterator[Hex]:
    """The hexes after ``start`` in a straight line, nearest first, without end: the caller stops it."""
    step = DIRECTIONS[direction % DIRECTION_COUNT]
    q, r = start.q, start.r
    while True:
        q, r = q + step.q, r + step.r
        yield Hex(q, r)


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction leading from ``a`` straight to ``b``; None when they are not on one line (or equal)."""
    steps = distance(a, b)
    if steps == 0:
        return None
    dq, dr = b.q - a.q, b.r - a.r
    for direction, step in enumerate(DIRECTIONS):
        if (step.q * steps, step.r * steps) == (dq, dr):
            return direction
    return None


def line(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """The hexes from ``a`` to ``b``, both included, when they lie on one straight line.

    Raises ValueError when they do not; ``a == b`` gives ``(a,)``.
    """
    if a == b:
        return (a,)
    direction = direction_between(a, b)
    if direction is None:
        raise ValueError(f"{a} and {b} are not on one straight line")
    return (a, *islice(ray(a, direction), distance(a, b)))


def within(cell: Hex, steps: int) -> tuple[Hex, ...]:
    """Every hex at most ``steps`` from ``cell`` (``cell`` included), ordered by q, then r."""
    return tuple(
        Hex(cell.q + dq, cell.r + dr)
        for dq in range(-steps, steps + 1)
        for dr in range(max(-steps, -dq - steps), min(steps, -dq + steps) + 1)
    )


@dataclass(frozen=True, slots=True, order=True)
class Edge:
    """The side two neighbouring hexes share, the same whichever of the two it is named from.

    Make it with ``edge`` or ``edge_between``: they keep one name per edge,
    ``cell`` and its side in direction 0, 1 or 2.
    """

    cell: Hex
    direction: int

    @property
    def hexes(self) -> tuple[Hex, Hex]:
        """The two hexes on either side of the edge."""
        return self.cell, neighbour(self.cell, self.direction)


def edge(cell: Hex, direction: int) -> Edge:
    """The edge of ``cell`` towards its neighbour in ``direction``."""
    direction %= DIRECTION_COUNT
    if direction < DIRECTION_COUNT // 2:
        return Edge(cell, direction)
    return Edge(neighbour(cell, direction), opposite(direction))


def edge_between(a: Hex, b: Hex) -> Edge:
    """The edge two neighbours share; ValueError when they are not neighbours."""
    direction = direction_between(a, b)
    if direction is None or distance(a, b) != 1:
        raise ValueError(f"{a} and {b} are not neighbours")
    return edge(a, direction)


def edges(cell: Hex) -> tuple[Edge, ...]:
    """The six edges of ``cell``, in direction order."""
    return tuple(edge(cell, direction) for direction in range(DIRECTION_COUNT))


def from_offset(column: int, row: int, offset: Offset) -> Hex:
    """The hex at (column, row) of a board written in ``offset`` coordinates."""
    # x & 1 is the parity also for negative numbers, and x - (x & 1) is even: the halving is exact
    if offset is Offset.ODD_R:
        return Hex(column - (row - (row & 1)) // 2, row)
    if offset is Offset.EVEN_R:
        return Hex(column - (row + (row & 1)) // 2, row)
    if offset is Offset.ODD_Q:
        return Hex(column, row - (column - (column & 1)) // 2)
    return Hex(column, row - (column + (column & 1)) // 2)


def to_offset(cell: Hex, offset: Offset) -> tuple[int, int]:
    """The (column, row) of ``cell`` on a board written in ``offset`` coordinates."""
    q, r = cell.q, cell.r
    if offset is Offset.ODD_R:
        return q + (r - (r & 1)) // 2, r
    if offset is Offset.EVEN_R:
        return q + (r + (r & 1)) // 2, r
    if offset is Offset.ODD_Q:
        return q, r + (q - (q & 1)) // 2
    return q, r + (q + (q & 1)) // 2


def centre(cell: Hex, layout: Layout) -> Point:
    """Where the middle of ``cell`` lies, in board units from the middle of ``Hex(0, 0)``."""
    if layout is Layout.POINTY:
        return Point(SQRT3 * (cell.q + cell.r / 2), 1.5 * cell.r)
    return Point(1.5 * cell.q, SQRT3 * (cell.r + cell.q / 2))


def corner_offset(corner: int, layout: Layout) -> Point:
    """Where corner 0-5 lies from a hex's middle, one unit away.

    Corners go round clockwise on screen: pointy-top from the upper right
    one, flat-top from the right one. Corners ``corner`` and ``corner + 1``
    bound the edge towards direction ``-corner`` (see ``edge_ends``).
    """
    angle = math.radians(60 * corner - (30 if layout is Layout.POINTY else 0))
    return Point(math.cos(angle), math.sin(angle))


def corners(cell: Hex, layout: Layout) -> tuple[Point, ...]:
    """The six corners of ``cell`` in board units, in corner order."""
    middle = centre(cell, layout)
    return tuple(
        Point(middle.x + dx, middle.y + dy) for dx, dy in (corner_offset(k, layout) for k in range(6))
    )


def edge_ends(side: Edge, layout: Layout) -> tuple[Point, Point]:
    """The two corners an edge runs between, in board units (e.g. to draw a river along it)."""
    around = corners(side.cell, layout)
    first = -side.direction % DIRECTION_COUNT
    return around[first], around[(first + 1) % DIRECTION_COUNT]


def extent(layout: Layout) -> tuple[float, float]:
    """The width and height of one hex in board units."""
    return (SQRT3, 2.0) if layout is Layout.POINTY else (2.0, SQRT3)
