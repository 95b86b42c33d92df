"""Hexes in the scene: the drawing side of ``core.engine.hexgrid``, for pointy-top and flat-top boards.

The grid gives positions in board units (one unit from a hex's centre to
its corners); a ``HexBoard`` scales them by one radius in scene units and
moves them to an origin, so a game places, outlines and bounds its hexes
from one description of its board.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF

from core.engine.hexgrid import Edge, Hex, Layout, Point, centre, corner_offset, edge_ends


def hexagon(middle: QPointF, radius: float, layout: Layout) -> QPolygonF:
    """The corners of a hex around ``middle``, ``radius`` from its centre, in the grid's corner order."""
    x, y = middle.x(), middle.y()
    return QPolygonF([QPointF(x + radius * dx, y + radius * dy) for dx, dy in _unit_corners(layout)])


@cache
def _unit_corners(layout: Layout) -> tuple[tuple[float, float], ...]:
    # The trigonometry of the six corners is the same for every hex of a layout.
    return tuple((point.x, point.y) for point in (corner_offset(corner, layout) for corner in range(6)))


@dataclass(frozen=True)
class HexBoard:
    """Where a board's hexes lie in the scene: their layout, their size and where ``Hex(0, 0)`` is."""

    layout: Layout
    radius: float  # scene units from a hex's centre to its corners: the size of one board unit
    origin: tuple[float, float] = (0.0, 0.0)  # the scene position of the centre of Hex(0, 0)

    def at(self, point: Point) -> QPointF:
        """The scene position of a point in board units."""
        return QPointF(self.origin[0] + self.radius * point.x, self.origin[1] + self.radius * point.y)

    def centre(self, cell: Hex) -> QPointF:
        return self.at(centre(cell, self.layout))

    def polygon(self, cell: Hex, inset: float = 0.0) -> QPolygonF:
        """The outline of ``cell``, drawn ``inset`` scene units closer to its centre (to leave a gap)."""
        return hexagon(self.centre(cell), self.radius - inset, self.layout)

    def path(self, cell: Hex, inset: float = 0.0) -> QPainterPath:
        """The outline of ``cell`` as a closed path, for hit areas and clipping."""
        outline = QPainterPath()
        outline.addPolygon(self.polygon(cell, inset))
        outline.closeSubpath()
        return outline

    def edge_line(self, side: Edge) -> QLineF:
        """The side two hexes share, from corner to corner."""
        start, end = edge_ends(side, self.layout)
        return QLineF(self.at(start), self.at(end))

    def bounding_rect(self, cells: Iterable[Hex]) -> QRectF:
        """The smallest rectangle around the whole outlines of ``cells``; empty when there are none.

        It outlines every hex: an item asked for its bounds on every frame keeps the answer.
        """
        rect = QRectF()
        for cell in cells:
            rect = rect.united(self.polygon(cell).boundingRect())
        return rect
