"""A face-down pile with its count: a few stacked backs, a plaque with the number, its shape.

Every game's draw and discard piles are drawn by ``paint_pile``; the game
gives the back to draw (a tile's, a card's), the pile's outline and how many
backs to stack. An empty pile is a dashed outline, so its place stays seen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath, QPen

from desktop import theme
from desktop.scene.paint import draw_text, outline, soft_shadow

LIFT = 0.05  # how far each back stands above the one below, in the pile's widths


def paint_pile(
    painter: QPainter,
    rect: QRectF,
    count: int,
    layers: int,
    back: Callable[[QPainter, QRectF], None],
    shape: Callable[[QRectF], QPainterPath],
    edge: str,
    number_px: float,
) -> QRectF:
    """Draw the pile in ``rect`` with ``layers`` backs (none when empty); return the top back's rect.

    ``edge`` is the colour token of the count plaque's rim, ``number_px`` the count's size.
    """
    width = rect.width()
    lift = width * LIFT
    layers = max(0, layers)
    if layers:
        soft_shadow(painter, shape(rect), QPointF(width * 0.03, width * 0.05), width * 0.04)
    for layer in range(layers):
        offset = (layers - 1 - layer) * lift
        back(painter, rect.translated(-offset, -offset))
    if not layers:
        outline(painter, shape(rect), "card_edge", width * 0.02, dashed=True)
    top = rect.translated(-(layers - 1) * lift, -(layers - 1) * lift) if layers else rect
    plaque_width = max(width * 0.54, number_px * 1.9)
    plaque_height = max(width * 0.38, number_px * 1.4)
    plaque = QRectF(
        top.center().x() - plaque_width / 2, top.center().y() - plaque_height / 2, plaque_width, plaque_height
    )
    painter.save()
    painter.setPen(QPen(theme.colour(edge), width * 0.015))
    painter.setBrush(theme.colour("plaque"))
    painter.drawRoundedRect(plaque, width * 0.1, width * 0.1)
    painter.restore()
    draw_text(painter, plaque, str(count), number_px, bold=True)
    return top
