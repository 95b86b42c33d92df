"""Karuba's launcher picture: a small island with paths, a temple and an adventurer.

Drawn with the same pieces as the table, so the cover shows what the game
looks like; it scales to any rectangle and keeps its proportions.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from core.games.karuba.components import components
from desktop import theme
from desktop.games.karuba import art
from desktop.scene.paint import rounded
from desktop.theme import UNIT

# Tiles on the cover's 4 x 3 island: (column, row, tile id), a path from the beach to the temple.
COVER_TILES = ((0, 2, 3), (0, 1, 31), (1, 2, 14), (2, 2, 22), (2, 1, 23), (2, 0, 9), (3, 0, 20), (1, 0, 1))
COVER_COLUMNS, COVER_ROWS = 4, 3


def paint_cover(painter: QPainter, rect: QRectF) -> None:
    parts = components()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(rect)
    sea = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sea.setColorAt(0.0, theme.colour("water"))
    sea.setColorAt(1.0, theme.colour("water_deep"))
    painter.fillRect(rect, sea)
    _paint_waves(painter, rect)

    # The island is drawn in table units, then fitted into the picture.
    width_units, height_units = COVER_COLUMNS + 1.6, COVER_ROWS + 1.6
    scale = min(rect.width() / (width_units * UNIT), rect.height() / (height_units * UNIT)) * 0.92
    painter.translate(rect.center())
    painter.scale(scale, scale)
    painter.translate(-COVER_COLUMNS * UNIT / 2, -COVER_ROWS * UNIT / 2)

    land = QRectF(-0.55 * UNIT, -0.55 * UNIT, (COVER_COLUMNS + 1.1) * UNIT, (COVER_ROWS + 1.1) * UNIT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("sea_light"))
    painter.drawPath(rounded(land.adjusted(-12, -12, 12, 12), UNIT * 0.5))
    painter.setBrush(theme.colour("sand"))
    painter.drawPath(rounded(land, UNIT * 0.42))
    jungle = QPainterPath()
    jungle.addRect(QRectF(land.left(), land.top(), land.width(), 0.55 * UNIT))
    jungle.addRect(QRectF(COVER_COLUMNS * UNIT, land.top(), 0.55 * UNIT, land.height()))
    painter.setBrush(theme.colour("jungle_band"))
    painter.drawPath(jungle.intersected(rounded(land, UNIT * 0.42)))
    painter.setBrush(theme.colour("field"))
    painter.setPen(QPen(theme.colour("jungle_dark"), UNIT * 0.02))
    painter.drawRect(QRectF(0, 0, COVER_COLUMNS * UNIT, COVER_ROWS * UNIT))

    for column, row, tile_id in COVER_TILES:
        painter.save()
        painter.translate((column + 0.5) * UNIT, (row + 0.5) * UNIT)
        tile = parts.tiles[tile_id]
        art.paint_tile(painter, tile, tile.treasure)
        painter.restore()

    blue, yellow = (QColor(parts.colours[index].fill) for index in (0, 3))
    painter.save()
    painter.translate(3.5 * UNIT, -0.3 * UNIT)
    art.paint_temple(painter, blue, parts.colours[0].symbol)
    painter.restore()
    painter.save()
    painter.translate(1.5 * UNIT, 2.5 * UNIT)
    painter.scale(1.1, 1.1)
    art.paint_pawn(painter, blue, parts.colours[0].symbol)
    painter.restore()
    painter.save()
    painter.translate(-0.3 * UNIT, 1.5 * UNIT)
    art.paint_pawn(painter, yellow, parts.colours[3].symbol)
    painter.restore()
    painter.restore()


def _paint_waves(painter: QPainter, rect: QRectF) -> None:
    """A few soft wave lines in the sea."""
    colour = theme.colour("sea_light")
    colour.setAlphaF(0.6)
    pen = QPen(colour, max(1.0, rect.height() * 0.012))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.save()
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for fx, fy in ((0.08, 0.15), (0.78, 0.82), (0.84, 0.2), (0.12, 0.86), (0.5, 0.93)):
        x, y = rect.left() + rect.width() * fx, rect.top() + rect.height() * fy
        size = rect.width() * 0.05
        wave = QPainterPath(QPointF(x, y))
        wave.quadTo(x + size * 0.5, y - size * 0.4, x + size, y)
        wave.quadTo(x + size * 1.5, y + size * 0.4, x + size * 2, y)
        painter.drawPath(wave)
    painter.restore()
