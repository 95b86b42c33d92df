"""Karuba's launcher picture: a small island with paths, a temple and an adventurer.

Drawn with the same pieces as the table, so the cover shows what the game
looks like; it scales to any rectangle and keeps its proportions. The
launcher paints it before any game starts, so the few tiles and pieces it
shows are written out here rather than read from the component file (a test
keeps them equal to the file's).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from core.games.karuba.components import Tile
from desktop import theme
from desktop.games.karuba import art
from desktop.scene.paint import rounded
from desktop.theme import UNIT

# Tiles on the cover's 4 x 3 island: (column, row, tile). Tiles 32, 3, 28, 21 and 10 make one
# path from the beach below column B up to the temple above column D.
COVER_TILES = (
    (1, 2, Tile(32, frozenset("NS"), "gold")),
    (1, 1, Tile(3, frozenset("ES"), "crystal")),
    (2, 1, Tile(28, frozenset("NW"), "none")),
    (2, 0, Tile(21, frozenset("ES"), "none")),
    (3, 0, Tile(10, frozenset("NW"), "crystal")),
    (0, 0, Tile(19, frozenset("EW"), "none")),
    (3, 2, Tile(7, frozenset("NESW"), "none")),
    (0, 2, Tile(24, frozenset("NSW"), "none")),
)
# The blue and the yellow adventurer's colour token and symbol (the components' colours 0 and 3).
COVER_COLOURS = (("adventurer_blue", "circle"), ("adventurer_yellow", "diamond"))
COVER_COLUMNS, COVER_ROWS = 4, 3
MARGIN = 0.72  # beach and jungle around the grid, in tiles


def paint_cover(painter: QPainter, rect: QRectF) -> None:
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

    for column, row, tile in COVER_TILES:
        painter.save()
        painter.translate((column + 0.5) * UNIT, (row + 0.5) * UNIT)
        art.paint_tile(painter, tile, tile.treasure)
        painter.restore()

    (blue, blue_symbol), (yellow, yellow_symbol) = (
        (theme.colour(token), symbol) for token, symbol in COVER_COLOURS
    )
    for x, y, paint in (
        (3.5, -0.38, lambda: art.paint_temple(painter, blue, blue_symbol)),
        (1.5, 1.5, lambda: art.paint_pawn(painter, blue, blue_symbol)),
        (-0.38, 1.5, lambda: art.paint_pawn(painter, yellow, yellow_symbol)),
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
