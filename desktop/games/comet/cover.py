"""Comet's launcher picture: a few hexes of the board around the cave, a rescuer on its way, the comet above.

Drawn with the same art as the table; it scales to any rectangle and keeps
its proportions.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from core.games.comet.components import Space
from desktop import theme
from desktop.games.comet.board import RADIUS, WIDTH, centre, paint_space
from desktop.scene.seats import SeatLook, paint_seat_marker

# (row, column, land, nest) of the hexes shown: the cave with landscapes and two nests around it.
COVER_SPACES = (
    (0, 1, "meadow", 0),
    (0, 2, "cave", 0),
    (0, 3, "lava", 0),
    (1, 0, "water", 0),
    (1, 1, "desert", 0),
    (1, 2, "jungle", 0),
    (1, 3, "nest", 3),
    (2, 1, "nest", 2),
    (2, 2, "water", 0),
    (2, 3, "meadow", 0),
)


def paint_cover(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(rect)
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0.0, QColor("#23314A"))
    sky.setColorAt(0.55, QColor("#6B5B73"))
    sky.setColorAt(1.0, theme.colour("table"))
    painter.fillRect(rect, sky)
    # the comet, coming in from the upper right
    head = QPointF(rect.left() + rect.width() * 0.78, rect.top() + rect.height() * 0.2)
    tail = QPainterPath(QPointF(rect.right() + rect.width() * 0.1, rect.top() - rect.height() * 0.15))
    tail.quadTo(QPointF(rect.right(), rect.top() + rect.height() * 0.1), head)
    painter.setPen(
        QPen(QColor("#F2D58A"), rect.height() * 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    )
    painter.drawPath(tail)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#FFF3C4"))
    painter.drawEllipse(head, rect.height() * 0.055, rect.height() * 0.055)
    # the board, scaled to the lower part of the picture
    spaces = [
        Space(index, row, column, land, nest) for index, (row, column, land, nest) in enumerate(COVER_SPACES)
    ]
    width = WIDTH * 5
    height = RADIUS * 2 + 1.5 * RADIUS * 2
    scale = min(rect.width() * 0.85 / width, rect.height() * 0.62 / height)
    painter.translate(
        rect.center().x() - width * scale / 2, rect.bottom() - height * scale - rect.height() * 0.06
    )
    painter.scale(scale, scale)
    for space in spaces:
        paint_space(painter, space)
    look = SeatLook("", theme.seat_colour("orange"), "square")
    paint_seat_marker(painter, centre(spaces[5]), RADIUS * 0.95, look)
    painter.restore()
