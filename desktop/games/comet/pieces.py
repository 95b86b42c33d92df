"""What stands on Comet's board: rescuers, the mammoth and the giant tortoise, and the arcs of jumps."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.comet.board import RADIUS
from desktop.scene.paint import cache_drawing
from desktop.scene.seats import SeatLook, paint_seat_marker

PIECE = 0.62 * RADIUS  # a rescuer's size on its hex
PIECE_BOUNDS = QRectF(-PIECE, -PIECE, 2 * PIECE, 2 * PIECE)


class RescuerItem(QGraphicsItem):
    """A rescuer: its player's shape in its player's colour, with the number of its slot."""

    def __init__(self, look: SeatLook, slot: int) -> None:
        super().__init__()
        self.look, self.slot = look, slot
        self.setZValue(3)
        cache_drawing(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the space below

    def boundingRect(self) -> QRectF:
        return PIECE_BOUNDS

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("shadow"))
        painter.drawEllipse(QPointF(2, 3), PIECE * 0.8, PIECE * 0.8)
        paint_seat_marker(painter, QPointF(0, 0), PIECE * 1.6, self.look)
        painter.setPen(theme.colour("highlight"))
        painter.setFont(theme.font_px(PIECE * 0.8, bold=True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, str(self.slot + 1))


class NeutralItem(QGraphicsItem):
    """The mammoth (a round grey body) or the giant tortoise (a domed shell), drawn simply."""

    def __init__(self, piece: str) -> None:
        super().__init__()
        self.piece = piece
        self.setZValue(3)
        cache_drawing(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return PIECE_BOUNDS

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.colour("ink"), 2.5))
        if self.piece == "mammoth":
            painter.setBrush(theme.colour("tile_back"))
            painter.drawEllipse(QRectF(-PIECE * 0.8, -PIECE * 0.6, PIECE * 1.6, PIECE * 1.2))
            tusk = QPainterPath(QPointF(-PIECE * 0.7, PIECE * 0.1))
            tusk.quadTo(QPointF(-PIECE * 1.0, PIECE * 0.7), QPointF(-PIECE * 0.3, PIECE * 0.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.colour("card"), 4))
            painter.drawPath(tusk)
        else:
            painter.setBrush(theme.colour("jungle_band"))
            shell = QPainterPath(QPointF(-PIECE * 0.85, PIECE * 0.35))
            shell.quadTo(QPointF(0, -PIECE * 1.1), QPointF(PIECE * 0.85, PIECE * 0.35))
            shell.closeSubpath()
            painter.drawPath(shell)


class JumpArcs(QGraphicsItem):
    """Arcs over the board for jumps: dashed for a jump the player may make, solid for the last one."""

    def __init__(self, bounds: QRectF) -> None:
        super().__init__()
        self.bounds = bounds
        self.arcs: list[tuple[QPointF, QPointF, bool]] = []  # from, to, whether it was the last move
        self.setZValue(3.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cache_drawing(self)
        self.set_arcs([])

    def set_arcs(self, arcs: list[tuple[QPointF, QPointF, bool]]) -> None:
        # Without arcs the board-sized item draws nothing, and need not be asked to.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not arcs)
        if arcs != self.arcs:
            self.arcs = arcs
            self.update()

    def boundingRect(self) -> QRectF:
        return self.bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for start, end, done in self.arcs:
            line = end - start
            bend = QPointF(-line.y(), line.x()) * 0.3
            path = QPainterPath(start)
            path.quadTo((start + end) / 2 + bend, end)
            colour = theme.colour("last_move" if done else "accent")
            style = Qt.PenStyle.SolidLine if done else Qt.PenStyle.DashLine
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.colour("card"), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
            painter.setPen(QPen(colour, 5, style, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
            tangent = end - path.pointAtPercent(0.9)
            length = max(1.0, (tangent.x() ** 2 + tangent.y() ** 2) ** 0.5)
            ahead = tangent / length * 16
            side = QPointF(-ahead.y(), ahead.x()) * 0.6
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPolygon([end, end - ahead + side, end - ahead - side])
