"""Return to Isla Nublar's launcher picture: an island of hex spaces in a morning sea, three
volcanoes smoking on its north coast, a river running south, a camp with crates beside it, and
a stegosaurus walking down toward them.

Drawn in a design box of 100 x 65 units, scaled to fit the rectangle and centred; the sky and
the sea fill the whole rectangle, so any shape of card is covered.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient

from desktop import theme
from desktop.games.isla_nublar.cover_palette import CAMP_SEAT, COVER, CRATE_SEATS

WIDTH, HEIGHT = 100.0, 65.0
HORIZON = 14.0  # where the sea meets the sky, in design units
# The island's coast, clockwise from the north-west: wide under the volcanoes, narrowing south.
COAST = (
    (14.0, 24.0),
    (30.0, 19.0),
    (52.0, 18.0),
    (74.0, 19.5),
    (88.0, 25.0),
    (84.0, 36.0),
    (74.0, 46.0),
    (62.0, 56.0),
    (52.0, 61.0),
    (42.0, 57.0),
    (30.0, 47.0),
    (18.0, 37.0),
)
# Each volcano: its foot's centre on the north coast, its width and its height.
VOLCANOES = ((28.0, 21.0, 20.0, 13.0), (50.0, 19.5, 24.0, 17.0), (72.0, 21.0, 18.0, 11.0))
HEX = 3.2  # a hex space's radius on the island


def shade(name: str) -> QColor:
    return QColor(COVER[name])


def paint_cover(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(rect)
    scale = min(rect.width() / WIDTH, rect.height() / HEIGHT)
    painter.translate(rect.center().x() - WIDTH * scale / 2, rect.center().y() - HEIGHT * scale / 2)
    painter.scale(scale, scale)
    # what lies beyond the design box when the card is wider or taller than it
    spare = QRectF(-WIDTH, -HEIGHT, WIDTH * 3, HEIGHT * 3)
    painter.setPen(Qt.PenStyle.NoPen)
    _paint_sky_and_sea(painter, spare)
    island = _coast()
    _paint_island(painter, island)
    _paint_river(painter, island)
    for foot_x, foot_y, width, height in VOLCANOES:
        _paint_volcano(painter, QPointF(foot_x, foot_y), width, height)
    _paint_crates(painter)
    _paint_camp(painter, QPointF(39.0, 41.0), theme.seat_colour(CAMP_SEAT))
    _paint_stegosaurus(painter, QPointF(66.0, 38.5), 1.0)
    painter.restore()


def _paint_sky_and_sea(painter: QPainter, spare: QRectF) -> None:
    sky = QLinearGradient(QPointF(0, 0), QPointF(0, HORIZON))
    sky.setColorAt(0.0, shade("sky_top"))
    sky.setColorAt(1.0, shade("sky_low"))
    painter.fillRect(QRectF(spare.left(), spare.top(), spare.width(), HORIZON - spare.top()), sky)
    sea = QLinearGradient(QPointF(0, HORIZON), QPointF(0, HEIGHT))
    sea.setColorAt(0.0, shade("sea_far"))
    sea.setColorAt(1.0, shade("sea_near"))
    painter.fillRect(QRectF(spare.left(), HORIZON, spare.width(), spare.bottom() - HORIZON), sea)
    painter.setPen(QPen(shade("foam"), 0.35, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for x, y, length in ((8, 50, 7), (80, 56, 9), (90, 44, 5), (14, 60, 6), (70, 62, 5)):
        painter.drawLine(QPointF(x, y), QPointF(x + length, y))
    painter.setPen(Qt.PenStyle.NoPen)


def _coast() -> QPainterPath:
    """The island's outline, its corners rounded by curves through the coast's midpoints."""
    points = [QPointF(x, y) for x, y in COAST]
    path = QPainterPath()
    middle = [(points[index] + points[(index + 1) % len(points)]) / 2 for index in range(len(points))]
    path.moveTo(middle[-1])
    for index, corner in enumerate(points):
        path.quadTo(corner, middle[index])
    path.closeSubpath()
    return path


def _paint_island(painter: QPainter, island: QPainterPath) -> None:
    painter.setBrush(shade("beach"))
    painter.drawPath(island.translated(0.0, 1.2))
    ground = QLinearGradient(QPointF(0, 18), QPointF(0, 60))
    ground.setColorAt(0.0, shade("island_shade"))
    ground.setColorAt(1.0, shade("island"))
    painter.setBrush(ground)
    painter.drawPath(island)
    painter.save()
    painter.setClipPath(island)
    painter.setPen(QPen(shade("grid"), 0.25))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    step_x, step_y = HEX * 1.5, HEX * math.sqrt(3)
    for column in range(int(WIDTH / step_x) + 2):
        for row in range(int(HEIGHT / step_y) + 2):
            centre = QPointF(column * step_x, row * step_y + (step_y / 2 if column % 2 else 0.0))
            painter.drawPolygon(_hexagon(centre, HEX))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shade("forest"))
    for x, y in ((22, 33), (25, 35), (57, 50), (60, 47), (78, 30), (48, 31)):
        painter.drawEllipse(QPointF(x, y), 2.2, 1.6)
    painter.restore()


def _hexagon(centre: QPointF, radius: float) -> QPolygonF:
    """A flat-top hex, as the island's spaces are."""
    return QPolygonF(
        [
            QPointF(
                centre.x() + radius * math.cos(math.pi / 3 * corner),
                centre.y() + radius * math.sin(math.pi / 3 * corner),
            )
            for corner in range(6)
        ]
    )


def _paint_river(painter: QPainter, island: QPainterPath) -> None:
    river = QPainterPath(QPointF(53.0, 20.0))
    river.cubicTo(QPointF(50.0, 32.0), QPointF(58.0, 40.0), QPointF(51.0, 50.0))
    river.cubicTo(QPointF(48.0, 55.0), QPointF(50.0, 59.0), QPointF(51.0, 63.0))
    painter.save()
    painter.setClipPath(island)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(shade("river"), 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(river)
    painter.restore()
    painter.setPen(Qt.PenStyle.NoPen)


def _paint_volcano(painter: QPainter, foot: QPointF, width: float, height: float) -> None:
    top = foot.y() - height
    crater = width * 0.14
    cone = QPolygonF(
        [
            QPointF(foot.x() - width / 2, foot.y()),
            QPointF(foot.x() - crater, top),
            QPointF(foot.x() + crater, top),
            QPointF(foot.x() + width / 2, foot.y()),
        ]
    )
    for offset, radius in ((0.0, 2.6), (2.2, 3.2), (5.0, 3.8)):
        smoke = shade("smoke")
        smoke.setAlpha(170)
        painter.setBrush(smoke)
        painter.drawEllipse(QPointF(foot.x() + offset * 0.8, top - 2.0 - offset), radius, radius * 0.75)
    painter.setBrush(shade("volcano"))
    painter.drawPolygon(cone)
    shadow = QPolygonF(
        [
            QPointF(foot.x(), top),
            QPointF(foot.x() + crater, top),
            cone.at(3),
            QPointF(foot.x() + width * 0.1, foot.y()),
        ]
    )
    painter.setBrush(shade("volcano_shade"))
    painter.drawPolygon(shadow)
    glow = QRadialGradient(QPointF(foot.x(), top), crater * 2.2)
    glow.setColorAt(0.0, shade("lava_glow"))
    glow.setColorAt(1.0, shade("lava"))
    painter.setBrush(glow)
    painter.drawEllipse(QPointF(foot.x(), top + 0.3), crater * 1.05, 0.9)
    lava = QPainterPath(QPointF(foot.x() - crater * 0.5, top + 0.5))
    lava.cubicTo(
        QPointF(foot.x() - crater, top + height * 0.3),
        QPointF(foot.x() - crater * 2.2, top + height * 0.45),
        QPointF(foot.x() - crater * 2.6, top + height * 0.7),
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(shade("lava"), 0.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(lava)
    painter.setPen(Qt.PenStyle.NoPen)


def _paint_crates(painter: QPainter) -> None:
    """Crates stacked beside the camp, each banded in its owner's colour."""
    places = ((45.0, 44.0, 0), (48.2, 44.4, 1), (46.6, 41.4, 0), (44.0, 47.0, 1))
    for x, y, owner in places:
        box = QRectF(x, y, 3.0, 2.6)
        painter.setPen(QPen(shade("crate_edge"), 0.3))
        painter.setBrush(shade("crate"))
        painter.drawRect(box)
        painter.setPen(QPen(theme.seat_colour(CRATE_SEATS[owner]), 0.6))
        painter.drawLine(
            QPointF(box.left() + 0.3, box.center().y()), QPointF(box.right() - 0.3, box.center().y())
        )
    painter.setPen(Qt.PenStyle.NoPen)


def _paint_camp(painter: QPainter, base: QPointF, colour: QColor) -> None:
    """A ridge tent in the camp owner's colour, its door open toward the viewer."""
    half, height = 5.0, 6.5
    tent = QPolygonF(
        [
            QPointF(base.x() - half, base.y()),
            QPointF(base.x(), base.y() - height),
            QPointF(base.x() + half, base.y()),
        ]
    )
    painter.setBrush(colour)
    painter.setPen(QPen(colour.darker(150), 0.35))
    painter.drawPolygon(tent)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shade("tent_shade"))
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(base.x(), base.y() - height),
                QPointF(base.x() + half, base.y()),
                QPointF(base.x() + 1.0, base.y()),
            ]
        )
    )
    door = QPolygonF(
        [
            QPointF(base.x() - 1.4, base.y()),
            QPointF(base.x(), base.y() - height * 0.55),
            QPointF(base.x() + 1.4, base.y()),
        ]
    )
    painter.setBrush(colour.darker(220))
    painter.drawPolygon(door)
    painter.setPen(QPen(shade("crate_edge"), 0.35))
    painter.drawLine(QPointF(base.x(), base.y() - height), QPointF(base.x() + 0.6, base.y() - height - 2.2))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(base.x() + 0.6, base.y() - height - 2.2),
                QPointF(base.x() + 2.6, base.y() - height - 1.7),
                QPointF(base.x() + 0.45, base.y() - height - 1.2),
            ]
        )
    )


def _paint_stegosaurus(painter: QPainter, at: QPointF, size: float) -> None:
    """Our own stegosaurus, walking left: a high-arched back with two rows of plates, a low
    small head, a tail ending in spikes, four pillar legs. ``at`` is the middle of its belly."""
    painter.save()
    painter.translate(at)
    painter.scale(size, size)
    painter.setBrush(shade("plate"))
    for x, height in ((-5.2, 2.4), (-3.0, 3.4), (-0.6, 3.9), (1.8, 3.5), (4.0, 2.7), (6.0, 1.8)):
        top = -_back(x) - height
        painter.drawPolygon(
            QPolygonF([QPointF(x - 1.1, -_back(x) + 0.4), QPointF(x, top), QPointF(x + 1.1, -_back(x) + 0.4)])
        )
    body = QPainterPath(QPointF(-9.0, -1.0))  # the snout
    body.cubicTo(QPointF(-9.2, -2.4), QPointF(-7.6, -2.8), QPointF(-6.6, -2.4))  # the head
    body.cubicTo(QPointF(-5.0, -4.4), QPointF(-1.0, -6.4), QPointF(2.0, -5.8))  # up the neck to the hump
    body.cubicTo(QPointF(5.0, -5.2), QPointF(8.0, -3.6), QPointF(11.0, -2.6))  # down to the tail
    body.cubicTo(QPointF(13.0, -2.0), QPointF(14.6, -1.8), QPointF(15.6, -2.2))  # the tail's tip
    body.cubicTo(QPointF(14.0, -0.6), QPointF(11.0, -0.4), QPointF(8.0, 0.2))  # under the tail
    body.lineTo(QPointF(7.6, 3.6))  # the hind leg, back edge
    body.lineTo(QPointF(5.6, 3.6))
    body.lineTo(QPointF(5.2, 0.8))
    body.cubicTo(QPointF(2.0, 1.2), QPointF(-1.0, 1.2), QPointF(-3.0, 0.8))  # the belly
    body.lineTo(QPointF(-3.2, 3.6))  # the foreleg
    body.lineTo(QPointF(-4.8, 3.6))
    body.lineTo(QPointF(-5.0, 0.2))
    body.cubicTo(QPointF(-6.4, -0.2), QPointF(-7.6, -0.4), QPointF(-9.0, -1.0))  # under the neck
    body.closeSubpath()
    painter.setBrush(shade("dinosaur"))
    painter.drawPath(body)
    for leg in (QRectF(2.4, 0.4, 1.5, 3.2), QRectF(-1.6, 0.4, 1.4, 3.0)):  # the far legs, behind
        painter.drawRect(leg)
    painter.setPen(QPen(shade("dinosaur"), 0.45, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for tip in (QPointF(16.4, -3.8), QPointF(16.8, -1.2)):  # the tail's spikes
        painter.drawLine(QPointF(15.0, -2.2), tip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shade("eye"))
    painter.drawEllipse(QPointF(-7.6, -1.9), 0.32, 0.32)
    painter.restore()


def _back(x: float) -> float:
    """The back's height above the belly line at ``x``, near enough to seat the plates on it."""
    return 5.8 - 0.075 * (x - 1.5) ** 2
