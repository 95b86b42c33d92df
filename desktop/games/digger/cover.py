"""Digger's launcher picture: a fan of DNA cards, one of every species, on the table.

Drawn with the same card art as the table; it scales to any rectangle and
keeps its proportions.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QRadialGradient

from core.games.digger.components import components
from desktop import theme
from desktop.games.digger.cards import CARD_RATIO, card_path, helix, paint_back, paint_card
from desktop.scene.paint import soft_shadow

# (species, value) of the fanned cards, left to right: a low card shows the bonus strand.
COVER_CARDS = ((0, 7), (1, 2), (2, 9), (3, 4), (4, 10))
FAN_DEGREES = 12.0


def paint_cover(painter: QPainter, rect: QRectF) -> None:
    parts = components()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(rect)
    glow = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    glow.setColorAt(0.0, theme.colour("table"))
    glow.setColorAt(1.0, theme.colour("trick_area").darker(112))
    painter.fillRect(rect, glow)
    faint = QColor(theme.colour("dna_back_helix"))
    faint.setAlphaF(0.25)
    band = QRectF(
        rect.left() - rect.width() * 0.05,
        rect.top() + rect.height() * 0.08,
        rect.width() * 1.1,
        rect.height() * 0.22,
    )
    helix(painter, band, faint, faint, rect.height() * 0.012, turns=3.0, vertical=False, rungs=24)

    width = min(rect.width() / 5.4, rect.height() / (CARD_RATIO * 1.7))
    height = width * CARD_RATIO
    centre = QPointF(rect.center().x() + width * 0.35, rect.center().y() + height * 0.12)
    pivot = QPointF(centre.x(), centre.y() + height * 1.35)
    painter.save()
    painter.translate(centre.x() - width * 2.35, centre.y() + height * 0.08)
    painter.rotate(-16)
    back = QRectF(-width / 2, -height / 2, width, height)
    for layer in range(3):
        shifted = back.translated(-layer * width * 0.05, -layer * width * 0.05)
        soft_shadow(painter, card_path(shifted), QPointF(width * 0.03, width * 0.05), width * 0.04)
        paint_back(painter, shifted)
    painter.restore()
    middle = (len(COVER_CARDS) - 1) / 2
    for index, (species, value) in enumerate(COVER_CARDS):
        painter.save()
        painter.translate(pivot)
        painter.rotate((index - middle) * FAN_DEGREES)
        painter.translate(0, -height * 1.35)
        face = QRectF(-width / 2, -height / 2, width, height)
        soft_shadow(painter, card_path(face), QPointF(width * 0.03, width * 0.05), width * 0.05)
        paint_card(painter, face, parts, parts.card(species, value))
        painter.restore()
    painter.restore()
