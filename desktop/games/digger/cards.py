"""Digger's DNA cards and species tokens, drawn as vectors in any rectangle.

A face shows its species twice over: the species colour in the bands and
the species symbol (top corner, and large on a DNA helix in the middle), so
species read apart in grey scale too. The value stands large in two corners;
cards of a bonus value carry an extra golden strand.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from core.engine.protocol import UNKNOWN
from core.games.digger.components import Components
from desktop import theme
from desktop.games.digger.dinos import eye, has_silhouette, silhouette
from desktop.scene.card import paint_card_body
from desktop.scene.paint import ink_on, rounded
from desktop.scene.shapes import shape_path

CARD_RATIO = 1.4  # height / width
RADIUS = 0.09  # corner radius, in card widths


def species_colour(parts: Components, species: int) -> QColor:
    return QColor(parts.species[species].fill)


def card_path(rect: QRectF) -> QPainterPath:
    return rounded(rect, rect.width() * RADIUS)


def paint_card(painter: QPainter, rect: QRectF, parts: Components, card: int, detail: bool = True) -> None:
    """A card in ``rect``: its face, or its back for an UNKNOWN card."""
    if card == UNKNOWN:
        paint_back(painter, rect)
    else:
        paint_face(painter, rect, parts, card, detail)


def paint_face(painter: QPainter, rect: QRectF, parts: Components, card: int, detail: bool = True) -> None:
    species, value = parts.species_of(card), parts.value_of(card)
    fill = species_colour(parts, species)
    ink = ink_on(fill)
    width = rect.width()
    painter.save()
    paint_card_body(painter, card_path(rect), fill.darker(150), width * 0.025)

    inner = rect.adjusted(width * 0.06, width * 0.06, -width * 0.06, -width * 0.06)
    band = inner.height() * 0.2
    inner_path = rounded(inner, width * 0.06)
    painter.setPen(Qt.PenStyle.NoPen)
    tint = QColor(fill)
    tint.setAlphaF(0.18)
    painter.setBrush(tint)
    painter.drawPath(inner_path)
    top = QRectF(inner.left(), inner.top(), inner.width(), band)
    bottom = QRectF(inner.left(), inner.bottom() - band, inner.width(), band)
    painter.setBrush(fill)
    painter.drawPath(inner_path.intersected(_rect_path(top)))
    painter.drawPath(inner_path.intersected(_rect_path(bottom)))

    art = QRectF(inner.left(), top.bottom(), inner.width(), inner.height() - 2 * band)
    species_id = parts.species[species].id
    if detail and has_silhouette(species_id):
        # A faint helix behind the species' dinosaur: the DNA the card stands for.
        strand = QColor(fill)
        strand.setAlphaF(0.35)
        box = art.adjusted(art.width() * 0.06, art.height() * 0.3, -art.width() * 0.06, -art.height() * 0.3)
        helix(painter, box, strand, strand, width * 0.02, turns=1.5, vertical=False, rungs=12)
        box = art.adjusted(width * 0.05, width * 0.08, -width * 0.05, -width * 0.06)
        painter.setBrush(fill.darker(115))
        painter.setPen(QPen(fill.darker(170), width * 0.018))
        painter.drawPath(silhouette(species_id, box))
        spot = eye(species_id, box)
        if spot is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.colour("card"))
            painter.drawEllipse(spot, width * 0.022, width * 0.022)
    else:
        # Small cards: the species symbol large in the middle, on a white disc.
        centre = art.center()
        disc = width * 0.5
        painter.setBrush(theme.colour("card"))
        painter.setPen(QPen(fill.darker(140), width * 0.025))
        painter.drawEllipse(centre, disc / 2, disc / 2)
        painter.setBrush(fill)
        painter.setPen(QPen(fill.darker(170), width * 0.025))
        painter.drawPath(shape_path(parts.species[species].symbol, disc * 0.72).translated(centre))

    # Value in the top-left and (upside down) bottom-right corner; the symbol small top-right.
    # A small card (won, in a player's place) shows a short face without them: at that size
    # they could not be read, and what the stack counts stands on its badge.
    if detail:
        value_px = band  # the whole band: still readable on the trick cards of four players
        painter.setFont(theme.font_px(value_px, True))
        painter.setPen(ink)
        corner = QRectF(top.left() + width * 0.03, top.top(), top.width() * 0.5, top.height())
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(value))
        painter.save()
        painter.translate(bottom.center())
        painter.rotate(180)
        flipped = QRectF(
            -bottom.width() / 2 + width * 0.03, -bottom.height() / 2, bottom.width() * 0.5, bottom.height()
        )
        painter.drawText(flipped, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(value))
        painter.restore()
    symbol_centre = QPointF(top.right() - band * 0.55, top.center().y())
    painter.setBrush(ink)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(shape_path(parts.species[species].symbol, band * 0.62).translated(symbol_centre))

    if value in parts.bonus_values:
        badge = QRectF(bottom.left() + width * 0.05, bottom.top() + band * 0.1, band * 1.3, band * 0.8)
        bonus_strand(painter, badge, width)
    painter.restore()


def bonus_strand(painter: QPainter, rect: QRectF, card_width: float) -> None:
    """The extra DNA strand of a low card: a short golden helix on a light badge."""
    painter.save()
    painter.setPen(QPen(theme.colour("dna_bonus_dark"), card_width * 0.015))
    painter.setBrush(theme.colour("card"))
    painter.drawRoundedRect(rect, rect.height() * 0.45, rect.height() * 0.45)
    painter.restore()
    horizontal = rect.adjusted(
        rect.width() * 0.14, rect.height() * 0.18, -rect.width() * 0.14, -rect.height() * 0.18
    )
    helix(
        painter,
        horizontal,
        theme.colour("dna_bonus"),
        theme.colour("dna_bonus_dark"),
        card_width * 0.03,
        turns=1.0,
        vertical=False,
        rungs=4,
    )


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """The common back: a dark card with a light double helix."""
    width = rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("dna_back_edge"), width * 0.03))
    painter.setBrush(theme.colour("dna_back"))
    painter.drawPath(card_path(rect))
    inner = rect.adjusted(width * 0.09, width * 0.09, -width * 0.09, -width * 0.09)
    frame = QColor(theme.colour("dna_back_helix"))
    frame.setAlphaF(0.55)
    painter.setPen(QPen(frame, width * 0.02))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(rounded(inner, width * 0.06))
    painter.restore()
    body = inner.adjusted(width * 0.16, width * 0.08, -width * 0.16, -width * 0.08)
    helix(
        painter, body, theme.colour("dna_back_helix"), theme.colour("dna_back_rung"), width * 0.045, turns=2.0
    )


def helix(
    painter: QPainter,
    rect: QRectF,
    strand: QColor,
    rung: QColor,
    pen_width: float,
    turns: float = 1.5,
    vertical: bool = True,
    rungs: int = 0,
) -> None:
    """A double helix filling ``rect``: two sine strands half a turn apart, joined by rungs."""
    rung_count = rungs or max(4, round(turns * 6))
    rung_lines, *strands = _helix_paths(rect.width(), rect.height(), turns, vertical, rung_count)
    centre = rect.center()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.translate(centre)
    rung_pen = QPen(rung, pen_width * 0.6)
    rung_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(rung_pen)
    painter.drawPath(rung_lines)
    strand_pen = QPen(strand, pen_width)
    strand_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(strand_pen)
    for path in strands:  # one at a time: where see-through strands cross, both show
        painter.drawPath(path)
    painter.restore()


@lru_cache(maxsize=256)
def _helix_paths(
    width: float, height: float, turns: float, vertical: bool, rung_count: int
) -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """The rungs and each strand of a helix of this size around (0, 0), built once per size.

    Every card on the table draws one, and a sampled sine is costly to build in Python.
    """
    length = height if vertical else width
    amplitude = (width if vertical else height) / 2
    samples = 48

    def point(t: float, phase: float) -> QPointF:
        along = -length / 2 + t * length
        across = amplitude * math.sin(2 * math.pi * turns * t + phase)
        return QPointF(across, along) if vertical else QPointF(along, across)

    rung_lines = QPainterPath()
    for index in range(rung_count):
        t = (index + 0.5) / rung_count
        rung_lines.moveTo(point(t, 0.0))
        rung_lines.lineTo(point(t, math.pi))
    strands = []
    for phase in (0.0, math.pi):
        strand = QPainterPath(point(0.0, phase))
        for step in range(1, samples + 1):
            strand.lineTo(point(step / samples, phase))
        strands.append(strand)
    return rung_lines, strands[0], strands[1]


def paint_token(painter: QPainter, centre: QPointF, size: float, parts: Components, species: int) -> None:
    """A species token: a disc in the species colour with its symbol."""
    fill = species_colour(parts, species)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(fill.darker(170), size * 0.07))
    painter.setBrush(fill)
    painter.drawEllipse(centre, size / 2, size / 2)
    painter.setPen(QPen(fill.lighter(140), size * 0.04))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, size * 0.4, size * 0.4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink_on(fill))
    painter.drawPath(shape_path(parts.species[species].symbol, size * 0.5).translated(centre))
    painter.restore()


def _rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path
