"""A seat's mark: its colour and its shape, drawn beside its name.

Each seat colour is paired with one shape (theme order), so a player can be
told apart without seeing colour.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from desktop import theme


def shape_of(colour_name: str) -> str:
    names = list(theme.SEAT_COLOURS)
    index = names.index(colour_name) if colour_name in names else 0
    return theme.SEAT_SHAPES[index % len(theme.SEAT_SHAPES)]


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of ``shape`` filling ``rect`` (a square works best)."""
    path = QPainterPath()
    centre = rect.center()
    radius = min(rect.width(), rect.height()) / 2
    if shape == "circle":
        path.addEllipse(centre, radius * 0.92, radius * 0.92)
    elif shape == "square":
        side = radius * 1.6
        path.addRoundedRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side), 2, 2)
    elif shape == "triangle":
        path.addPolygon(_regular(centre, radius, 3, -90, stretch=1.05))
    elif shape == "diamond":
        path.addPolygon(_regular(centre, radius, 4, -90))
    elif shape == "hexagon":
        path.addPolygon(_regular(centre, radius * 0.95, 6, 0))
    else:
        path.addPolygon(_star(centre, radius))
    path.closeSubpath()
    return path


def _regular(centre: QPointF, radius: float, corners: int, start: float, stretch: float = 1.0) -> QPolygonF:
    points = []
    for i in range(corners):
        angle = math.radians(start + 360 * i / corners)
        points.append(
            QPointF(centre.x() + radius * stretch * math.cos(angle), centre.y() + radius * math.sin(angle))
        )
    if corners == 3:  # sit the triangle on its base so it looks centred
        shift = radius * 0.2
        points = [QPointF(p.x(), p.y() + shift) for p in points]
    return QPolygonF(points)


def _star(centre: QPointF, radius: float) -> QPolygonF:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + 36 * i)
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return QPolygonF(points)


def paint_mark(painter: QPainter, rect: QRectF, colour_name: str) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("ink"), max(1.0, rect.width() / 14)))
    painter.setBrush(theme.seat_colour(colour_name))
    painter.drawPath(shape_path(shape_of(colour_name), rect.adjusted(1, 1, -1, -1)))
    painter.restore()


@cache
def mark_pixmap(colour_name: str, size: int, ratio: float = 1.0) -> QPixmap:
    """The mark as a picture; cached, since the panel shows the same few marks all game."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(Qt.GlobalColor.transparent))
    painter = QPainter(pixmap)
    paint_mark(painter, QRectF(0, 0, size, size), colour_name)
    painter.end()
    return pixmap


def mark_icon(colour_name: str, size: int = 20) -> QIcon:
    return QIcon(mark_pixmap(colour_name, size, 2.0))
