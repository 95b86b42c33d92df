"""The table under everything: a calm ground with a faint linen weave.

In scene units, so the weave scales with the table like everything on it;
every game's scene paints it from ``drawBackground``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QPainter, QPen

from desktop import theme

WEAVE = 0.25  # the weave's spacing, in board units
THREAD = 0.012  # a thread's width, in board units


def paint_table(painter: QPainter, exposed: QRectF | QRect) -> None:
    rect = QRectF(exposed)
    painter.fillRect(rect, theme.colour("table"))
    painter.save()
    painter.setPen(QPen(theme.colour("table_pattern"), theme.UNIT * THREAD))
    spacing = theme.UNIT * WEAVE
    for column in range(int(rect.left() // spacing), int(rect.right() // spacing) + 2):
        x = column * spacing
        painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
    for row in range(int(rect.top() // spacing), int(rect.bottom() // spacing) + 2):
        y = row * spacing
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
    painter.restore()
