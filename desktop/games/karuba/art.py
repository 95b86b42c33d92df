"""Karuba's pieces as vector drawings: tiles, adventurers, temples, crystals, gold.

Every function paints around (0, 0) in scene units (desktop.theme.UNIT = one
tile) with theme colours; the piece colours come from the components file.
Paths that never change are built once and cached.
"""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from core.games.karuba.components import SIDES, Tile
from desktop import theme
from desktop.games.karuba.layout import SMALLEST_TEXT
from desktop.scene.paint import draw_text, ink_on, rounded, soft_shadow
from desktop.scene.shapes import shape_path
from desktop.theme import UNIT

HALF = UNIT / 2
TILE_RADIUS = UNIT * 0.09
PATH_WIDTH = UNIT * 0.25
PATH_EDGE = UNIT * 0.05
TOKEN_SPOT = QPointF(UNIT * 0.29, UNIT * 0.29)  # a token lies in the tile's path-free bottom-right corner


def tile_rect(inset: float = 1.5) -> QRectF:
    return QRectF(-HALF + inset, -HALF + inset, UNIT - 2 * inset, UNIT - 2 * inset)


@cache
def tile_outline() -> QPainterPath:
    return rounded(tile_rect(), TILE_RADIUS)


# tiles -------------------------------------------------------------------------


@cache
def _path_course(exits: frozenset[str]) -> QPainterPath:
    """The centre line of a tile's paths: a curve for a bend, spokes otherwise."""
    ends = [QPointF(SIDES[side][0] * UNIT * 0.6, SIDES[side][1] * UNIT * 0.6) for side in sorted(exits)]
    course = QPainterPath()
    bend = len(exits) == 2 and exits not in ({"N", "S"}, {"E", "W"})
    if bend:
        # Straight where the path meets the edge, so it lines up with the neighbour's path.
        first, second = ends
        course.moveTo(first)
        course.lineTo(first * (0.22 / 0.6))
        course.quadTo(QPointF(0, 0), second * (0.22 / 0.6))
        course.lineTo(second)
        return course
    for end in ends:
        course.moveTo(0, 0)
        course.lineTo(end)
    return course


@cache
def _leaves(seed: int) -> QPainterPath:
    """A few leaves in the tile's path-free corners; their place varies with the tile number."""
    generator = random.Random(seed)
    leaves = QPainterPath()
    # Top-left holds the number and bottom-right the token, so leaves go in the other corners.
    for corner_x, corner_y in ((1, -1), (-1, 1), (1, -1), (-1, 1), (-1, -1), (1, 1)):
        x = corner_x * UNIT * generator.uniform(0.3, 0.4)
        y = corner_y * UNIT * generator.uniform(0.3, 0.4)
        length = UNIT * generator.uniform(0.09, 0.14)
        leaf = QPainterPath()
        leaf.moveTo(-length, 0)
        leaf.quadTo(0, -length * 0.55, length, 0)
        leaf.quadTo(0, length * 0.55, -length, 0)
        angle = generator.uniform(0, 180)
        leaves.addPath(QTransform().translate(x, y).rotate(angle).map(leaf))
    return leaves


def paint_tile(painter: QPainter, tile: Tile, token: str, shadow: bool = True, number: bool = True) -> None:
    """A jungle tile with its sandy paths, its number upright and any token lying on it."""
    outline = tile_outline()
    if shadow:
        soft_shadow(painter, outline, QPointF(UNIT * 0.03, UNIT * 0.05), UNIT * 0.04)
    painter.save()
    painter.setPen(QPen(theme.colour("jungle_dark"), UNIT * 0.015))
    painter.setBrush(theme.colour("jungle"))
    painter.drawPath(outline)
    painter.setClipPath(outline)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("leaf"))
    painter.drawPath(_leaves(tile.id))
    course = _path_course(tile.exits)
    for token_name, width in (("path_edge", PATH_WIDTH + 2 * PATH_EDGE), ("path", PATH_WIDTH)):
        pen = QPen(theme.colour(token_name), width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(course)
    painter.restore()
    if number:
        paint_tile_number(painter, tile.id)
    if token in ("crystal", "gold"):
        paint_token(painter, token, TOKEN_SPOT, UNIT * 0.26)


def paint_tile_number(painter: QPainter, number: int) -> None:
    plaque = QRectF(-HALF + UNIT * 0.05, -HALF + UNIT * 0.05, UNIT * 0.36, UNIT * 0.28)
    painter.save()
    painter.setPen(QPen(theme.colour("path_edge"), UNIT * 0.01))
    painter.setBrush(theme.colour("plaque"))
    painter.drawRoundedRect(plaque, UNIT * 0.05, UNIT * 0.05)
    painter.restore()
    draw_text(painter, plaque, str(number), UNIT * SMALLEST_TEXT, bold=True)


def paint_tile_back(painter: QPainter, rect: QRectF) -> None:
    """The face-down side: plain green with a leaf emblem."""
    path = rounded(rect, TILE_RADIUS)
    painter.save()
    painter.setPen(QPen(theme.colour("tile_back_edge"), UNIT * 0.02))
    painter.setBrush(theme.colour("tile_back"))
    painter.drawPath(path)
    centre = rect.center()
    size = min(rect.width(), rect.height()) * 0.28
    leaf = QPainterPath()
    leaf.moveTo(centre.x() - size, centre.y() + size * 0.6)
    leaf.quadTo(centre.x() - size, centre.y() - size, centre.x() + size, centre.y() - size * 0.8)
    leaf.quadTo(centre.x() + size * 0.6, centre.y() + size * 0.6, centre.x() - size, centre.y() + size * 0.6)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("tile_back_edge"))
    painter.drawPath(leaf)
    painter.restore()


# tokens -------------------------------------------------------------------------


def paint_token(painter: QPainter, token: str, centre: QPointF, size: float) -> None:
    if token == "crystal":
        paint_crystal(painter, centre, size)
    elif token == "gold":
        paint_gold(painter, centre, size)


def paint_crystal(painter: QPainter, centre: QPointF, size: float) -> None:
    """A cut gem: crown, girdle and a pointed pavilion, with a glint."""
    r = size / 2
    x, y = centre.x(), centre.y()
    outline = QPolygonF(
        [
            QPointF(x - r, y - r * 0.2),
            QPointF(x - r * 0.5, y - r * 0.75),
            QPointF(x + r * 0.5, y - r * 0.75),
            QPointF(x + r, y - r * 0.2),
            QPointF(x, y + r * 0.95),
        ]
    )
    painter.save()
    shadow = QPainterPath()
    shadow.addPolygon(outline)
    shadow.closeSubpath()
    soft_shadow(painter, shadow, QPointF(size * 0.05, size * 0.08), size * 0.05, layers=2)
    rim = QPen(theme.colour("crystal_dark"), size * 0.06)
    rim.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(rim)
    painter.setBrush(theme.colour("crystal"))
    painter.drawPolygon(outline)
    facet = QPen(theme.colour("crystal_dark"), size * 0.035)
    painter.setPen(facet)
    painter.drawLine(QPointF(x - r, y - r * 0.2), QPointF(x + r, y - r * 0.2))
    painter.drawLine(QPointF(x - r * 0.5, y - r * 0.75), QPointF(x - r * 0.2, y - r * 0.2))
    painter.drawLine(QPointF(x + r * 0.5, y - r * 0.75), QPointF(x + r * 0.2, y - r * 0.2))
    painter.drawLine(QPointF(x - r * 0.2, y - r * 0.2), QPointF(x, y + r * 0.95))
    painter.drawLine(QPointF(x + r * 0.2, y - r * 0.2), QPointF(x, y + r * 0.95))
    glint = theme.colour("highlight")
    glint.setAlphaF(0.75)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(glint)
    painter.drawEllipse(QPointF(x - r * 0.45, y - r * 0.42), r * 0.14, r * 0.1)
    painter.restore()


def paint_gold(painter: QPainter, centre: QPointF, size: float) -> None:
    """A lumpy gold nugget with a shine."""
    r = size / 2
    x, y = centre.x(), centre.y()
    nugget = QPainterPath()
    points = [(-0.95, 0.1), (-0.55, -0.65), (0.2, -0.8), (0.9, -0.3), (0.85, 0.45), (0.1, 0.8), (-0.7, 0.6)]
    nugget.moveTo(x + points[0][0] * r, y + points[0][1] * r)
    for index in range(len(points)):
        here = points[index]
        there = points[(index + 1) % len(points)]
        control = ((here[0] + there[0]) * 0.6, (here[1] + there[1]) * 0.6)
        nugget.quadTo(
            x + control[0] * r * 1.15, y + control[1] * r * 1.15, x + there[0] * r, y + there[1] * r
        )
    nugget.closeSubpath()
    painter.save()
    soft_shadow(painter, nugget, QPointF(size * 0.05, size * 0.08), size * 0.05, layers=2)
    painter.setPen(QPen(theme.colour("gold_dark"), size * 0.06))
    painter.setBrush(theme.colour("gold"))
    painter.drawPath(nugget)
    glint = theme.colour("highlight")
    glint.setAlphaF(0.7)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(glint)
    painter.drawEllipse(QPointF(x - r * 0.3, y - r * 0.3), r * 0.22, r * 0.14)
    painter.restore()


# adventurers and temples ----------------------------------------------------------


PAWN_HEIGHT = UNIT * 0.56


@cache
def pawn_outline() -> QPainterPath:
    """A classic pawn standing on (0, 0)'s baseline area: head, body, wide foot."""
    h = PAWN_HEIGHT
    path = QPainterPath()
    path.addEllipse(QPointF(0, -h * 0.3), h * 0.17, h * 0.17)
    body = QPainterPath()
    body.moveTo(-h * 0.33, h * 0.42)
    body.quadTo(-h * 0.34, h * 0.25, -h * 0.2, h * 0.12)
    body.quadTo(-h * 0.08, h * -0.02, -h * 0.1, -h * 0.14)
    body.lineTo(h * 0.1, -h * 0.14)
    body.quadTo(h * 0.08, h * -0.02, h * 0.2, h * 0.12)
    body.quadTo(h * 0.34, h * 0.25, h * 0.33, h * 0.42)
    body.closeSubpath()
    return path.united(body)


def paint_pawn(painter: QPainter, fill: QColor, symbol: str, rim: bool = False) -> None:
    """An adventurer in its colour, carrying its colour's symbol for colour-blind players.

    ``rim`` draws a light edge around it, for a pawn standing in front of its own temple.
    """
    outline = pawn_outline()
    soft_shadow(painter, outline, QPointF(UNIT * 0.035, UNIT * 0.05), UNIT * 0.03)
    painter.save()
    if rim:
        edge = QPen(theme.colour("plaque"), UNIT * 0.07)
        edge.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)
    painter.setPen(QPen(fill.darker(170), UNIT * 0.022))
    painter.setBrush(fill)
    painter.drawPath(outline)
    shine = theme.colour("highlight")
    shine.setAlphaF(0.35)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shine)
    painter.drawEllipse(
        QPointF(-PAWN_HEIGHT * 0.06, -PAWN_HEIGHT * 0.36), PAWN_HEIGHT * 0.06, PAWN_HEIGHT * 0.045
    )
    mark = shape_path(symbol, PAWN_HEIGHT * 0.3).translated(0, PAWN_HEIGHT * 0.22)
    painter.setBrush(ink_on(fill))
    painter.drawPath(mark)
    painter.restore()


TEMPLE_WIDTH = UNIT * 0.7
TEMPLE_TIERS = ((1.0, 0.26), (0.74, 0.23), (0.5, 0.23))  # width share, height share of the temple


def temple_height() -> float:
    return TEMPLE_WIDTH * (sum(h for _, h in TEMPLE_TIERS) + 0.12)


def temple_tiers() -> list[QRectF]:
    """The stepped tiers from the ground up, centred on (0, 0)."""
    rects = []
    bottom = temple_height() / 2
    for width_share, height_share in TEMPLE_TIERS:
        width, height = TEMPLE_WIDTH * width_share, TEMPLE_WIDTH * height_share
        rects.append(QRectF(-width / 2, bottom - height, width, height))
        bottom -= height
    return rects


@cache
def temple_outline() -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for rect in temple_tiers():
        path.addRoundedRect(rect, UNIT * 0.02, UNIT * 0.02)
    roof = temple_roof()
    path.addRect(roof)
    return path.simplified()


def temple_roof() -> QRectF:
    top = temple_tiers()[-1]
    width = TEMPLE_WIDTH * 0.26
    return QRectF(-width / 2, top.top() - TEMPLE_WIDTH * 0.12, width, TEMPLE_WIDTH * 0.12)


def temple_door() -> QRectF:
    base = temple_tiers()[0]
    width = TEMPLE_WIDTH * 0.2
    return QRectF(-width / 2, base.top() - TEMPLE_WIDTH * 0.1, width, base.height() + TEMPLE_WIDTH * 0.1)


def paint_temple(painter: QPainter, fill: QColor, symbol: str) -> None:
    """A small stepped temple in its colour with the colour's symbol above the door."""
    soft_shadow(painter, temple_outline(), QPointF(UNIT * 0.03, UNIT * 0.045), UNIT * 0.03)
    painter.save()
    edge = QPen(fill.darker(175), UNIT * 0.018)
    edge.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    tiers = temple_tiers()
    for level, rect in enumerate(tiers):
        painter.setPen(edge)
        painter.setBrush(fill.lighter(100 + level * 12))
        painter.drawRoundedRect(rect, UNIT * 0.02, UNIT * 0.02)
    painter.setBrush(fill.darker(120))
    painter.drawRect(temple_roof())
    door = temple_door()
    arch = QPainterPath()
    arch.moveTo(door.bottomLeft())
    arch.lineTo(door.left(), door.top() + door.width() / 2)
    arch.arcTo(QRectF(door.left(), door.top(), door.width(), door.width()), 180, -180)
    arch.lineTo(door.bottomRight())
    arch.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("temple_door"))
    painter.drawPath(arch)
    middle = tiers[1]
    mark_size = middle.height() * 0.78
    left_mark = shape_path(symbol, mark_size).translated(
        middle.left() + middle.width() * 0.2, middle.center().y()
    )
    right_mark = shape_path(symbol, mark_size).translated(
        middle.right() - middle.width() * 0.2, middle.center().y()
    )
    painter.setBrush(ink_on(fill))
    painter.drawPath(left_mark)
    painter.drawPath(right_mark)
    painter.restore()


# temple treasures ------------------------------------------------------------------


def paint_treasure_chip(painter: QPainter, centre: QPointF, size: float, fill: QColor, value: int) -> None:
    """A temple treasure worth ``value`` points, as a faceted chip in the temple's colour."""
    r = size / 2
    chip = QPainterPath()
    chip.addPolygon(
        QPolygonF(
            [
                QPointF(centre.x() - r * 0.6, centre.y() - r),
                QPointF(centre.x() + r * 0.6, centre.y() - r),
                QPointF(centre.x() + r, centre.y() - r * 0.25),
                QPointF(centre.x() + r * 0.75, centre.y() + r),
                QPointF(centre.x() - r * 0.75, centre.y() + r),
                QPointF(centre.x() - r, centre.y() - r * 0.25),
            ]
        )
    )
    chip.closeSubpath()
    soft_shadow(painter, chip, QPointF(size * 0.04, size * 0.07), size * 0.04, layers=2)
    painter.save()
    painter.setPen(QPen(fill.darker(170), size * 0.05))
    painter.setBrush(QBrush(fill))
    painter.drawPath(chip)
    painter.restore()
    draw_text(
        painter,
        QRectF(centre.x() - r, centre.y() - r, size, size),
        str(value),
        size * 0.55,
        bold=True,
        colour=ink_on(fill),
    )
