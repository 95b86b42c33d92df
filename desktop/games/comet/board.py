"""Comet's hex board, drawn from the YAML: landscapes with their patterns, numbered nests, the cave.

Hexes lie as the component file draws them (``BOARD_OFFSET``: pointy-top,
odd rows shifted half a hex right), placed and outlined through
``desktop.scene.hexboard``. Every landscape has its own pattern as well as
its colour, so the board reads for colour-blind players and in grey scale:
waves for water, tufts for meadow, dunes for desert, leaves for jungle,
cracks for lava.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.engine.hexgrid import extent
from core.games.comet.components import BOARD_OFFSET, Board, Space
from desktop import theme
from desktop.scene import hexboard
from desktop.scene.paint import cache_drawing

LAYOUT = BOARD_OFFSET.layout
RADIUS = 0.5 * theme.UNIT  # centre to corner of one hex, in scene units
WIDTH = extent(LAYOUT)[0] * RADIUS
# the box around the first row's first hex starts at the scene's (0, 0)
HEXES = hexboard.HexBoard(LAYOUT, RADIUS, origin=(WIDTH / 2, RADIUS))


def centre(space: Space) -> QPointF:
    return HEXES.centre(space.hex)


def hexagon(middle: QPointF, radius: float = RADIUS) -> QPolygonF:
    return hexboard.hexagon(middle, radius, LAYOUT)


class BoardItem(QGraphicsItem):
    """The whole board in one item: it changes only with the board side, never during play."""

    def __init__(self, board: Board) -> None:
        super().__init__()
        self.board = board
        self.setZValue(0)
        cache_drawing(self)
        self._bounds = HEXES.bounding_rect(space.hex for space in board.spaces).adjusted(-4, -4, 4, 4)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for space in self.board.spaces:
            paint_space(painter, space)


def paint_space(painter: QPainter, space: Space) -> None:
    middle = centre(space)
    shape = hexagon(middle, RADIUS - 1.5)
    ground = (
        "comet_nest"
        if space.land == "nest"
        else "comet_cave"
        if space.land == "cave"
        else f"comet_{space.land}"
    )
    painter.setPen(QPen(theme.colour("comet_hex_edge"), 3))
    painter.setBrush(theme.colour(ground))
    painter.drawPolygon(shape)
    painter.save()
    clip = QPainterPath()
    clip.addPolygon(shape)
    painter.setClipPath(clip)
    if space.land == "nest":
        _paint_nest(painter, middle, space.nest)
    elif space.land == "cave":
        _paint_cave(painter, middle)
    else:
        PATTERNS[space.land](painter, middle)
    painter.restore()


def _mark_pen(land: str, width: float = 3.5) -> QPen:
    pen = QPen(theme.colour(f"comet_{land}_mark"), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _water(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(_mark_pen("water"))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for dy in (-14, 0, 14):
        wave = QPainterPath(QPointF(middle.x() - 24, middle.y() + dy))
        for k in range(4):
            x = middle.x() - 24 + 12 * k
            wave.quadTo(
                QPointF(x + 6, middle.y() + dy - 7 * (1 if k % 2 == 0 else -1)),
                QPointF(x + 12, middle.y() + dy),
            )
        painter.drawPath(wave)


def _meadow(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(_mark_pen("meadow", 3))
    for dx, dy in ((-16, -8), (12, -14), (-4, 12), (18, 10)):
        base = QPointF(middle.x() + dx, middle.y() + dy + 6)
        for lean in (-5, 0, 5):
            painter.drawLine(base, QPointF(base.x() + lean, base.y() - 11))


def _desert(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(_mark_pen("desert", 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for dx, dy, span in ((-22, 2, 26), (2, -12, 22), (-2, 16, 28)):
        dune = QPainterPath(QPointF(middle.x() + dx, middle.y() + dy))
        dune.quadTo(
            QPointF(middle.x() + dx + span / 2, middle.y() + dy - 10),
            QPointF(middle.x() + dx + span, middle.y() + dy),
        )
        painter.drawPath(dune)


def _jungle(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("comet_jungle_mark"))
    for dx, dy, angle in ((-13, -6, -35), (12, -10, 30), (0, 14, 0)):
        painter.save()
        painter.translate(middle.x() + dx, middle.y() + dy)
        painter.rotate(angle)
        leaf = QPainterPath(QPointF(0, -13))
        leaf.quadTo(QPointF(9, 0), QPointF(0, 13))
        leaf.quadTo(QPointF(-9, 0), QPointF(0, -13))
        painter.drawPath(leaf)
        painter.restore()


def _lava(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(_mark_pen("lava", 3))
    crack = QPainterPath(QPointF(middle.x() - 24, middle.y() - 6))
    for x, y in ((-10, 2), (-2, -8), (8, 4), (24, -2)):
        crack.lineTo(QPointF(middle.x() + x, middle.y() + y))
    crack.moveTo(QPointF(middle.x() - 2, middle.y() - 8))
    crack.lineTo(QPointF(middle.x() + 2, middle.y() - 22))
    crack.moveTo(QPointF(middle.x() + 8, middle.y() + 4))
    crack.lineTo(QPointF(middle.x() + 4, middle.y() + 20))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(crack)


PATTERNS = {"water": _water, "meadow": _meadow, "desert": _desert, "jungle": _jungle, "lava": _lava}


def _paint_nest(painter: QPainter, middle: QPointF, number: int) -> None:
    painter.setPen(QPen(theme.colour("comet_egg_edge"), 2.5))
    painter.setBrush(theme.colour("comet_egg"))
    painter.drawEllipse(QRectF(middle.x() - 17, middle.y() - 23, 34, 44))
    painter.setPen(theme.colour("ink"))
    painter.setFont(theme.font_px(24, bold=True))  # still readable at the smallest window
    painter.drawText(
        QRectF(middle.x() - 20, middle.y() - 18, 40, 36), Qt.AlignmentFlag.AlignCenter, str(number)
    )


def _paint_cave(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(theme.colour("comet_cave_mouth")))
    mouth = QPainterPath(QPointF(middle.x() - 22, middle.y() + 22))
    mouth.lineTo(QPointF(middle.x() - 22, middle.y()))
    mouth.arcTo(QRectF(middle.x() - 22, middle.y() - 22, 44, 44), 180, -180)
    mouth.lineTo(QPointF(middle.x() + 22, middle.y() + 22))
    mouth.closeSubpath()
    painter.drawPath(mouth)
