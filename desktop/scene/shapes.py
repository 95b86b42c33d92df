"""Symbol outlines shared by every game: a seat's shape, a piece colour's symbol.

Each shape is a QPainterPath centred on (0, 0) fitting a square of side
``size``, so the same symbol reads the same on a pawn, a temple, a score
marker or beside a name.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF, QTransform

SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")


def shape_path(name: str, size: float) -> QPainterPath:
    """The outline of ``name`` (one of SHAPES) fitting a ``size`` square around (0, 0)."""
    return QTransform.fromScale(size, size).map(_unit_path(name))


@cache
def _unit_path(name: str) -> QPainterPath:
    half = 0.5
    path = QPainterPath()
    if name == "circle":
        path.addEllipse(QPointF(0, 0), half * 0.92, half * 0.92)
    elif name == "square":
        side = 0.8
        path.addRoundedRect(QRectF(-side / 2, -side / 2, side, side), 0.06, 0.06)
    elif name == "triangle":
        path.addPolygon(_polygon(3, half, -90, y_shift=0.08))
    elif name == "diamond":
        path.addPolygon(QPolygonF([QPointF(0, -half), QPointF(0.4, 0), QPointF(0, half), QPointF(-0.4, 0)]))
    elif name == "hexagon":
        path.addPolygon(_polygon(6, half * 0.95, 0))
    elif name == "star":
        points = []
        for index in range(10):
            radius = half if index % 2 == 0 else half * 0.45
            angle = math.radians(-90 + index * 36)
            points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + 0.03))
        path.addPolygon(QPolygonF(points))
    else:
        raise ValueError(f"unknown shape {name!r}")
    path.closeSubpath()
    return path


def _polygon(corners: int, radius: float, start_degrees: float, y_shift: float = 0.0) -> QPolygonF:
    points = []
    for index in range(corners):
        angle = math.radians(start_degrees + index * 360 / corners)
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + y_shift))
    return QPolygonF(points)
