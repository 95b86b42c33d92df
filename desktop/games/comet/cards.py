"""Comet's animal cards, drawn as vectors in any rectangle.

On the table a card shows its short face: the egg with its nest number, the
landscapes, the points and a mark for the kind of its ability, all large
enough to read at the fitted scale. The whole face, shown in the zoom, has
the name on a band in the egg's colour, the egg with the nest number (its
pattern tells the colour apart in grey scale: a band for red, dots for
blue, a zigzag for green, plain for yellow), the two landscapes as small
hexes with their board patterns (or a joker star), the points, and the
ability written out. Gold cards have a golden frame; an exhausted card is
drawn dimmed with a turn mark. A rescued card, tucked under its tableau,
shows only its edge: a tab with the nest number and the points.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from core.games.comet.components import Card
from desktop import theme
from desktop.games.comet.board import PATTERNS, RADIUS, hexagon
from desktop.scene.card import paint_card_body, paint_turn_arrow, paint_turned
from desktop.scene.paint import draw_text, fitting_font, ink_on, rounded
from desktop.scene.shapes import shape_path

CARD_RATIO = 1.45  # height / width
# The smallest words on the table, in scene units (a hex's radius is 50): 10 pixels at the
# fitted scale of a 1024x700 window, 12 at 1280x800.
SMALLEST_TEXT = RADIUS * 0.46
EGG_COLOURS = {"red": "#D55E00", "blue": "#0072B2", "green": "#009E73", "yellow": "#E9B824"}


def card_path(rect: QRectF) -> QPainterPath:
    return rounded(rect, rect.width() * 0.08)


def paint_back(painter: QPainter, rect: QRectF, gold: bool = False) -> None:
    """A face-down card: the comet over the night sky, silver or gold."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = QColor("#C9A227" if gold else "#A9B4BF")
    painter.setPen(QPen(frame.darker(130), rect.width() * 0.03))
    painter.setBrush(QColor("#23314A"))
    painter.drawPath(card_path(rect))
    middle = rect.center()
    tail = QPainterPath(QPointF(middle.x() - rect.width() * 0.3, middle.y() + rect.height() * 0.2))
    tail.quadTo(
        QPointF(middle.x(), middle.y() + rect.height() * 0.05),
        QPointF(middle.x() + rect.width() * 0.12, middle.y() - rect.height() * 0.1),
    )
    painter.setPen(QPen(frame, rect.width() * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(tail)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(frame.lighter(130))
    painter.drawEllipse(
        QPointF(middle.x() + rect.width() * 0.14, middle.y() - rect.height() * 0.12),
        rect.width() * 0.09,
        rect.width() * 0.09,
    )
    painter.restore()


def paint_face(
    painter: QPainter, rect: QRectF, card: Card, name: str, ability: str, exhausted: bool = False
) -> None:
    width = rect.width()
    fill = QColor(EGG_COLOURS[card.colour])
    painter.save()
    _paint_body(painter, rect, card, exhausted)
    # the name band
    band = QRectF(rect.left() + width * 0.05, rect.top() + width * 0.05, width * 0.66, width * 0.22)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawPath(rounded(band, width * 0.05))
    painter.setPen(ink_on(fill))
    words = band.adjusted(width * 0.04, 0, -width * 0.03, 0)
    painter.setFont(fitting_font(name, words.width(), width * 0.105, width * 0.06))
    painter.drawText(words, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
    # the egg with its nest number, beside the band
    egg = QRectF(rect.right() - width * 0.27, rect.top() + width * 0.02, width * 0.22, width * 0.29)
    paint_egg(painter, egg, card.colour, card.nest)
    # the landscapes
    top = band.bottom() + width * 0.08
    for index, symbol in enumerate(card.symbols):
        centre = QPointF(rect.left() + width * (0.2 + 0.25 * index), top + width * 0.12)
        paint_symbol(painter, centre, width * 0.11, symbol)
    # the points
    points = QRectF(rect.right() - width * 0.28, top, width * 0.22, width * 0.22)
    painter.setPen(QPen(theme.colour("ink"), width * 0.015))
    painter.setBrush(theme.colour("gold"))
    painter.drawEllipse(points)
    painter.setPen(theme.colour("ink"))
    painter.setFont(theme.font_px(width * 0.13, bold=True))
    painter.drawText(points, Qt.AlignmentFlag.AlignCenter, str(card.points))
    # the ability
    if ability:
        text = QRectF(
            rect.left() + width * 0.08, top + width * 0.3, width * 0.84, rect.bottom() - top - width * 0.36
        )
        painter.setPen(theme.colour("ink"))
        painter.setFont(theme.font_px(width * 0.082))
        painter.drawText(
            text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, ability
        )
    painter.restore()
    if exhausted:
        paint_turned(painter, rect)


def paint_egg(painter: QPainter, rect: QRectF, colour: str, number: int, smallest: float = 0.0) -> None:
    painter.save()
    fill = QColor(EGG_COLOURS[colour])
    painter.setPen(QPen(fill.darker(160), rect.width() * 0.06))
    painter.setBrush(theme.colour("comet_egg"))
    painter.drawEllipse(rect)
    clip = QPainterPath()
    clip.addEllipse(rect)
    painter.setClipPath(clip)
    painter.setPen(QPen(fill, rect.width() * 0.1))
    painter.setBrush(fill)
    w, h = rect.width(), rect.height()
    if colour == "red":
        painter.drawRect(QRectF(rect.left(), rect.bottom() - h * 0.28, w, h * 0.28))
    elif colour == "blue":
        for dx, dy in ((0.25, 0.78), (0.5, 0.86), (0.75, 0.78)):
            painter.drawEllipse(QPointF(rect.left() + w * dx, rect.top() + h * dy), w * 0.06, w * 0.06)
    elif colour == "green":
        zig = QPainterPath(QPointF(rect.left(), rect.top() + h * 0.8))
        for k in range(1, 7):
            zig.lineTo(QPointF(rect.left() + w * k / 6, rect.top() + h * (0.72 if k % 2 else 0.86)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(zig)
    painter.setClipping(False)
    painter.setPen(theme.colour("ink"))
    painter.setFont(theme.font_px(max(w * 0.5, smallest), bold=True))
    painter.drawText(rect.adjusted(0, -h * 0.08, 0, -h * 0.08), Qt.AlignmentFlag.AlignCenter, str(number))
    painter.restore()


def paint_symbol(painter: QPainter, centre: QPointF, radius: float, symbol: str) -> None:
    """A landscape as a small hex with its board pattern; a joker as a star."""
    painter.save()
    painter.translate(centre)
    scale = radius / RADIUS
    painter.scale(scale, scale)
    outline = hexagon(QPointF(0, 0), RADIUS)
    if symbol in PATTERNS:
        painter.setPen(QPen(theme.colour("comet_hex_edge"), 4))
        painter.setBrush(theme.colour(f"comet_{symbol}"))
        painter.drawPolygon(outline)
        clip = QPainterPath()
        clip.addPolygon(outline)
        painter.setClipPath(clip)
        PATTERNS[symbol](painter, QPointF(0, 0))
    else:
        painter.setPen(QPen(theme.colour("ink"), 4))
        painter.setBrush(theme.colour("last_move"))
        star = QPainterPath()
        for k in range(10):
            reach = RADIUS * (0.95 if k % 2 == 0 else 0.42)
            point = QPointF(reach * math.sin(math.pi * k / 5), -reach * math.cos(math.pi * k / 5))
            if k == 0:
                star.moveTo(point)
            else:
                star.lineTo(point)
        star.closeSubpath()
        painter.drawPath(star)
    painter.restore()


def _paint_body(painter: QPainter, rect: QRectF, card: Card, exhausted: bool) -> None:
    """The framed body: gold cards in a golden frame, silver ones in their egg's colour."""
    gold = card.tier == "gold"
    frame = QColor("#C9A227") if gold else QColor(EGG_COLOURS[card.colour]).darker(140)
    paint_card_body(painter, card_path(rect), frame, rect.width() * (0.05 if gold else 0.025), exhausted)


def paint_short(painter: QPainter, rect: QRectF, card: Card, exhausted: bool = False) -> None:
    """The short face: egg and nest, points, landscapes and the ability's kind, readable when small."""
    width = rect.width()
    fill = QColor(EGG_COLOURS[card.colour])
    painter.save()
    _paint_body(painter, rect, card, exhausted)
    band = QRectF(rect.left(), rect.top(), width, rect.height() * 0.12)
    painter.save()
    painter.setClipPath(card_path(rect))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRect(band)
    painter.restore()
    egg = QRectF(rect.left() + width * 0.06, rect.top() + width * 0.08, width * 0.42, width * 0.56)
    paint_egg(painter, egg, card.colour, card.nest, SMALLEST_TEXT)
    radius = width * 0.2
    points = QRectF(
        rect.right() - width * 0.08 - 2 * radius, rect.top() + width * 0.16, 2 * radius, 2 * radius
    )
    painter.setPen(QPen(theme.colour("ink"), width * 0.02))
    painter.setBrush(theme.colour("gold"))
    painter.drawEllipse(points)
    draw_text(painter, points, str(card.points), max(width * 0.24, SMALLEST_TEXT), bold=True)
    row = rect.top() + width * 0.86
    count = len(card.symbols)
    for index, symbol in enumerate(card.symbols):
        x = rect.center().x() + (index - (count - 1) / 2) * width * 0.38
        paint_symbol(painter, QPointF(x, row), width * 0.17, symbol)
    if card.ability is not None:
        mark = QPointF(rect.center().x(), rect.bottom() - width * 0.2)
        paint_ability_mark(painter, mark, width * 0.22, card.ability.kind)
    painter.restore()
    if exhausted:
        paint_turned(painter, rect)


def paint_ability_mark(painter: QPainter, centre: QPointF, size: float, kind: str) -> None:
    """What kind of ability the card has: a turn arrow (use it by turning the card), a star
    (points at the end) or a ring (always in force); the zoom writes it out."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if kind == "exhaust":
        box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        paint_turn_arrow(painter, box, size * 0.14)
    else:
        painter.setPen(QPen(theme.colour("ink"), size * 0.08))
        painter.setBrush(theme.colour("last_move") if kind == "scoring" else theme.colour("card"))
        painter.drawPath(shape_path("star" if kind == "scoring" else "circle", size).translated(centre))
    painter.restore()


def paint_tab(painter: QPainter, rect: QRectF, card: Card, exhausted: bool = False) -> None:
    """A rescued card's visible edge: the nest number on the egg's colour and the points.

    A turned card's tab sticks out less and is dimmed, with the turn mark in the room it
    leaves at its end; the zoom shows the whole card.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    height = rect.height()
    fill = QColor(EGG_COLOURS[card.colour])
    body = rect.adjusted(0, 0, -height * 0.8, 0) if exhausted else rect
    if exhausted:
        painter.setOpacity(0.5)
    frame = QColor("#C9A227") if card.tier == "gold" else fill.darker(140)
    painter.setPen(QPen(frame, height * (0.1 if card.tier == "gold" else 0.05)))
    painter.setBrush(fill)
    painter.drawPath(rounded(body, height * 0.25))
    size = max(height * 0.62, SMALLEST_TEXT)
    nest = QRectF(body.left() + height * 0.15, body.top(), body.width() - height * 1.1, height)
    draw_text(
        painter,
        nest,
        str(card.nest),
        size,
        bold=True,
        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        colour=ink_on(fill),
    )
    points = QRectF(body.right() - height * 0.92, body.top() + height * 0.08, height * 0.84, height * 0.84)
    painter.setPen(QPen(theme.colour("ink"), height * 0.04))
    painter.setBrush(theme.colour("gold"))
    painter.drawEllipse(points)
    draw_text(painter, points, str(card.points), size, bold=True)
    painter.restore()
    if exhausted:
        box = QRectF(rect.right() - height * 0.68, rect.top() + height * 0.2, height * 0.6, height * 0.6)
        paint_turn_arrow(painter, box, height * 0.1)
