"""The three patrons' emblems, our own simple vector drawings in any square: a flask for the
Creation Lab, a double helix for Genetics Corp, a shield with a paw for the Protection Group.
Each stands on a round plaque of its own colour, so the rows tell apart in grey scale too (the
shapes differ) and in colour."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from desktop import theme


def _pen(painter: QPainter, box: QRectF, token: str = "ink", share: float = 0.07) -> None:
    pen = QPen(theme.colour(token), box.width() * share)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)


def _flask(painter: QPainter, box: QRectF) -> None:
    """A lab flask, half full."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    flask = QPainterPath(QPointF(x + w * 0.4, y + h * 0.12))
    flask.lineTo(QPointF(x + w * 0.4, y + h * 0.4))
    flask.lineTo(QPointF(x + w * 0.16, y + h * 0.84))
    flask.lineTo(QPointF(x + w * 0.84, y + h * 0.84))
    flask.lineTo(QPointF(x + w * 0.6, y + h * 0.4))
    flask.lineTo(QPointF(x + w * 0.6, y + h * 0.12))
    liquid = QPainterPath(QPointF(x + w * 0.29, y + h * 0.6))
    liquid.lineTo(QPointF(x + w * 0.16, y + h * 0.84))
    liquid.lineTo(QPointF(x + w * 0.84, y + h * 0.84))
    liquid.lineTo(QPointF(x + w * 0.71, y + h * 0.6))
    liquid.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_park"))
    painter.drawPath(liquid)
    _pen(painter, box)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(flask)
    painter.drawLine(QPointF(x + w * 0.32, y + h * 0.12), QPointF(x + w * 0.68, y + h * 0.12))


def _helix(painter: QPainter, box: QRectF) -> None:
    """Two strands winding round each other, rungs between them."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    left, right = (
        QPainterPath(QPointF(x + w * 0.3, y + h * 0.12)),
        QPainterPath(QPointF(x + w * 0.7, y + h * 0.12)),
    )
    for turn in range(2):
        top, bottom = y + h * (0.12 + turn * 0.38), y + h * (0.5 + turn * 0.38)
        middle = (top + bottom) / 2
        left.cubicTo(QPointF(x + w * 0.3, middle), QPointF(x + w * 0.7, middle), QPointF(x + w * 0.7, bottom))
        right.cubicTo(
            QPointF(x + w * 0.7, middle), QPointF(x + w * 0.3, middle), QPointF(x + w * 0.3, bottom)
        )
        (left, right) = (right, left)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    _pen(painter, box, "ink_soft", 0.05)
    for share in (0.2, 0.42, 0.58, 0.8):
        row = y + h * share
        painter.drawLine(QPointF(x + w * 0.36, row), QPointF(x + w * 0.64, row))
    _pen(painter, box, "ink", 0.08)
    painter.drawPath(left)
    painter.drawPath(right)


def _shield(painter: QPainter, box: QRectF) -> None:
    """A shield with a paw print on it."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    shield = QPainterPath(QPointF(x + w * 0.5, y + h * 0.1))
    shield.lineTo(QPointF(x + w * 0.84, y + h * 0.22))
    shield.quadTo(QPointF(x + w * 0.84, y + h * 0.7), QPointF(x + w * 0.5, y + h * 0.9))
    shield.quadTo(QPointF(x + w * 0.16, y + h * 0.7), QPointF(x + w * 0.16, y + h * 0.22))
    shield.closeSubpath()
    _pen(painter, box)
    painter.setBrush(theme.colour("in_dinosaur_token"))
    painter.drawPath(shield)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_dinosaur"))
    painter.drawEllipse(QPointF(x + w * 0.5, y + h * 0.6), w * 0.12, h * 0.1)
    for dx, dy in ((-0.14, 0.42), (-0.05, 0.36), (0.05, 0.36), (0.14, 0.42)):
        painter.drawEllipse(QPointF(x + w * (0.5 + dx), y + h * dy), w * 0.045, h * 0.05)


EMBLEMS: dict[str, tuple[Callable[[QPainter, QRectF], None], str]] = {
    "creation_lab": (_flask, "in_patron_lab"),
    "genetics_corp": (_helix, "in_patron_genetics"),
    "protection_group": (_shield, "in_patron_protection"),
}


def paint_emblem(painter: QPainter, box: QRectF, patron: str) -> None:
    """The patron's emblem on its round plaque, filling the square ``box``."""
    drawing, token = EMBLEMS[patron]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("card_edge"), box.width() * 0.04))
    painter.setBrush(theme.colour(token))
    painter.drawEllipse(box)
    inner = box.adjusted(box.width() * 0.14, box.height() * 0.14, -box.width() * 0.14, -box.height() * 0.14)
    drawing(painter, inner)
    painter.restore()
