"""Karuba's launcher picture: a small island with paths, a temple and an adventurer.

Drawn with the same pieces as the table, so the cover shows what the game
looks like; it scales to any rectangle and keeps its proportions.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from core.games.karuba.components import components
from desktop import theme
from desktop.games.karuba import art
from desktop.scene.paint import rounded
from desktop.theme import UNIT

# Tiles on the cover's 4 x 3 island: (column, row, tile id). Tiles 32, 3, 28, 21 and 10 make one
# path from the beach below column B up to the temple above column D.
COVER_TILES = ((1, 2, 32), (1, 1, 3), (2, 1, 28), (2, 0, 21), (3, 0, 10), (0, 0, 19), (3, 2, 7), (0, 2, 24))
COVER_COLUMNS, COVER_ROWS = 4, 3
MARGIN = 0.72  # beach and jungle around the grid, in tiles


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
    width_units, height_units = COVER_COLUMNS + 2 * MARGIN + 0.3, COVER_ROWS + 2 * MARGIN + 0.3
    scale = min(rect.width() / (width_units * UNIT), rect.height() / (height_units * UNIT)) * 0.9
    painter.translate(rect.center())
    painter.scale(scale, scale)
    painter.translate(-COVER_COLUMNS * UNIT / 2, -COVER_ROWS * UNIT / 2)

    margin = MARGIN * UNIT
    width, height = COVER_COLUMNS * UNIT, COVER_ROWS * UNIT
    land = QRectF(-margin, -margin, width + 2 * margin, height + 2 * margin)
    land_path = rounded(land, UNIT * 0.42)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("sea_light"))
    painter.drawPath(rounded(land.adjusted(-12, -12, 12, 12), UNIT * 0.5))
    painter.setBrush(theme.colour("sand"))
    painter.drawPath(land_path)
    corners = [
        (-margin, -margin),
        (width + margin, -margin),
        (width + margin, height + margin),
        (width, height),
        (width, 0),
        (0, 0),
    ]
    jungle = QPainterPath()
    jungle.addPolygon(QPolygonF([QPointF(x, y) for x, y in corners]))
    jungle.closeSubpath()
    painter.setBrush(theme.colour("jungle_band"))
    painter.drawPath(jungle.intersected(land_path))
    painter.setBrush(theme.colour("field"))
    painter.setPen(QPen(theme.colour("jungle_dark"), UNIT * 0.02))
    painter.drawRect(QRectF(0, 0, width, height))

    for column, row, tile_id in COVER_TILES:
        painter.save()
        painter.translate((column + 0.5) * UNIT, (row + 0.5) * UNIT)
        tile = parts.tiles[tile_id]
        art.paint_tile(painter, tile, tile.treasure)
        painter.restore()

    blue, yellow = (QColor(parts.colours[index].fill) for index in (0, 3))
    for x, y, paint in (
        (3.5, -0.38, lambda: art.paint_temple(painter, blue, parts.colours[0].symbol)),
        (1.5, 1.5, lambda: art.paint_pawn(painter, blue, parts.colours[0].symbol)),
        (-0.38, 1.5, lambda: art.paint_pawn(painter, yellow, parts.colours[3].symbol)),
    ):
        painter.save()
        painter.translate(x * UNIT, y * UNIT)
        paint()
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
