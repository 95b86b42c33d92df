"""A card's body and its turned state, shared by every game's cards.

A game draws its own face on top (``paint_card_body`` gives it the framed
white body in the card's outline); a turned (exhausted) card is drawn
dimmed over a solid ground, so a card below never shows through, with the
turn mark in its corner. The card zoom (desktop.scene.zoom) shows a card's
whole face large; backs and faces stay in the game's package.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop import theme

TURNED_OPACITY = 0.55


def paint_card_body(
    painter: QPainter, outline: QPainterPath, frame: QColor, frame_width: float, turned: bool = False
) -> None:
    """The white body in ``outline`` with its frame; on a turned card the painter stays dimmed
    (the caller saves and restores it around the whole face)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if turned:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("seat_panel"))
        painter.drawPath(outline)
        painter.setOpacity(TURNED_OPACITY)
    painter.setPen(QPen(frame, frame_width))
    painter.setBrush(theme.colour("card"))
    painter.drawPath(outline)


def paint_turned(painter: QPainter, rect: QRectF) -> None:
    """The mark of a turned card: a curved arrow in its corner (ready again once turned back)."""
    size = rect.width() * 0.22
    box = QRectF(rect.right() - size * 1.2, rect.bottom() - size * 1.2, size, size)
    paint_turn_arrow(painter, box, rect.width() * 0.03)


def paint_turn_arrow(painter: QPainter, box: QRectF, width: float) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = box.width()
    painter.setPen(QPen(theme.colour("ink"), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawArc(box, 30 * 16, 280 * 16)
    tip = QPointF(box.center().x() + size * 0.43, box.center().y() - size * 0.25)
    painter.drawLine(tip, QPointF(tip.x() - size * 0.25, tip.y() - size * 0.05))
    painter.drawLine(tip, QPointF(tip.x() - size * 0.05, tip.y() + size * 0.25))
    painter.restore()
