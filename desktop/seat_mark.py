"""A seat's mark for widgets: its colour and its shape, drawn beside its name.

Each seat colour is paired with one shape (theme order), so a player can be
told apart without seeing colour. The outlines are the ones the table uses
(``desktop.scene.shapes``), so a mark in the panel matches the pieces.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QTransform

from desktop import theme
from desktop.scene.shapes import shape_path


def shape_of(colour_name: str) -> str:
    names = list(theme.SEAT_COLOURS)
    index = names.index(colour_name) if colour_name in names else 0
    return theme.SEAT_SHAPES[index % len(theme.SEAT_SHAPES)]


def paint_mark(painter: QPainter, rect: QRectF, colour_name: str) -> None:
    side = min(rect.width(), rect.height())
    outline = max(1.0, side / 14)
    size = side - outline - 1  # the outline's outer half stays inside, even at a diamond's tips
    path = QTransform.fromTranslate(rect.center().x(), rect.center().y()).map(
        shape_path(shape_of(colour_name), size)
    )
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("ink"), outline))
    painter.setBrush(theme.seat_colour(colour_name))
    painter.drawPath(path)
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
