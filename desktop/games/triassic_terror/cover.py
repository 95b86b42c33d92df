"""Triassic Terror's launcher picture: a herd of long-necked dinos in the swamp, a volcano
smoking behind them, a T-Rex on the ridge and a pterodactyl in the evening sky.

Drawn in a design box of 100 x 65 units, scaled to fit the rectangle and centred; the sky and
the ground fill the whole rectangle, so any shape of card is covered.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRadialGradient,
)

from desktop import theme
from desktop.games.triassic_terror.cover_palette import COVER, HERD_SEATS

WIDTH, HEIGHT = 100.0, 65.0
HORIZON = 40.0  # where the far hills meet the sky, in design units
# Each dino of the herd: where it stands, its size, and whether it faces left.
HERD = (
    (20.0, 55.0, 1.0, False),
    (36.0, 58.5, 1.15, False),
    (9.0, 59.5, 0.8, False),
    (50.0, 56.5, 0.75, True),
)


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
    _paint_sky(painter, spare)
    _paint_volcano(painter)
    _paint_ground(painter, spare)
    _paint_t_rex(painter, QPointF(57.0, 40.8), 0.6)
    _paint_pterodactyl(painter, QPointF(30.0, 12.0), 0.55)
    for (x, y, size, facing_left), seat in zip(HERD, HERD_SEATS, strict=True):
        _paint_sauropod(painter, QPointF(x, y), size, facing_left, theme.seat_colour(seat))
    painter.restore()


def _paint_sky(painter: QPainter, spare: QRectF) -> None:
    sky = QLinearGradient(QPointF(0, 0), QPointF(0, HORIZON))
    sky.setColorAt(0.0, shade("sky_top"))
    sky.setColorAt(0.6, shade("sky_middle"))
    sky.setColorAt(1.0, shade("sky_low"))
    painter.fillRect(QRectF(spare.left(), spare.top(), spare.width(), HORIZON - spare.top() + 1), sky)
    sun = QRadialGradient(QPointF(22.0, HORIZON - 4.0), 16.0)
    sun.setColorAt(0.0, shade("sun"))
    sun.setColorAt(0.35, shade("sun"))
    glow = shade("sun")
    glow.setAlpha(0)
    sun.setColorAt(1.0, glow)
    painter.setBrush(sun)
    painter.drawEllipse(QPointF(22.0, HORIZON - 4.0), 16.0, 16.0)


def _paint_volcano(painter: QPainter) -> None:
    for centre, radius in ((QPointF(80, 8), 4.5), (QPointF(85, 3.5), 5.5), (QPointF(76, 2), 3.5)):
        smoke = shade("smoke")
        smoke.setAlpha(200)
        painter.setBrush(smoke)
        painter.drawEllipse(centre, radius, radius * 0.8)
    cone = QPainterPath(QPointF(56, HORIZON + 2))
    cone.lineTo(74, 13)
    cone.lineTo(83, 13)
    cone.lineTo(102, HORIZON + 2)
    cone.closeSubpath()
    painter.setBrush(shade("volcano"))
    painter.drawPath(cone)
    shadow = QPainterPath(QPointF(83, 13))
    shadow.lineTo(102, HORIZON + 2)
    shadow.lineTo(86, HORIZON + 2)
    shadow.quadTo(QPointF(84, 25), QPointF(80, 13))
    shadow.closeSubpath()
    painter.setBrush(shade("volcano_shade"))
    painter.drawPath(shadow)
    glow = QRadialGradient(QPointF(78.5, 13), 7.0)
    glow.setColorAt(0.0, shade("lava_glow"))
    faded = shade("lava")
    faded.setAlpha(0)
    glow.setColorAt(1.0, faded)
    painter.setBrush(glow)
    painter.drawEllipse(QPointF(78.5, 13), 7.0, 4.0)
    stream = QPainterPath(QPointF(76.5, 13))
    stream.quadTo(QPointF(75.5, 20), QPointF(72.5, 26))
    stream.quadTo(QPointF(74.5, 21), QPointF(79.5, 13))
    stream.closeSubpath()
    painter.setBrush(shade("lava"))
    painter.drawPath(stream)


def _paint_ground(painter: QPainter, spare: QRectF) -> None:
    far = QPainterPath(QPointF(spare.left(), HORIZON))
    far.lineTo(0, HORIZON)
    far.quadTo(QPointF(18, HORIZON - 5), QPointF(38, HORIZON - 1))
    far.quadTo(QPointF(60, HORIZON + 3), QPointF(100, HORIZON - 2))
    far.lineTo(spare.right(), HORIZON - 2)
    far.lineTo(spare.right(), spare.bottom())
    far.lineTo(spare.left(), spare.bottom())
    far.closeSubpath()
    painter.setBrush(shade("hills_far"))
    painter.drawPath(far)
    # the ridge the T-Rex stands on
    ridge = QPainterPath(QPointF(spare.left(), 48))
    ridge.lineTo(30, 46)
    ridge.quadTo(QPointF(62, 36), QPointF(78, 43))
    ridge.quadTo(QPointF(90, 47), QPointF(spare.right(), 44))
    ridge.lineTo(spare.right(), spare.bottom())
    ridge.lineTo(spare.left(), spare.bottom())
    ridge.closeSubpath()
    painter.setBrush(shade("hills_near"))
    painter.drawPath(ridge)
    swamp = QPainterPath(QPointF(spare.left(), 51))
    swamp.quadTo(QPointF(30, 47), QPointF(60, 52))
    swamp.quadTo(QPointF(82, 55), QPointF(spare.right(), 51))
    swamp.lineTo(spare.right(), spare.bottom())
    swamp.lineTo(spare.left(), spare.bottom())
    swamp.closeSubpath()
    painter.setBrush(shade("swamp"))
    painter.drawPath(swamp)
    painter.setBrush(shade("water"))
    pools = ((QPointF(70, 60), 14, 2.2), (QPointF(28, 63), 12, 1.6), (QPointF(88, 56), 7, 1.2))
    for centre, width, height in pools:
        painter.drawEllipse(centre, width, height)
    reeds = QPainterPath()
    for x in (60.0, 62.0, 63.5, 86.0, 88.0, 95.0, 97.0):
        reeds.moveTo(x, 58)
        reeds.quadTo(QPointF(x + 0.6, 54), QPointF(x + 1.8, 51.5))
    painter.strokePath(reeds, _pen("reeds", 0.7))


def _pen(name: str, width: float) -> QPen:
    return QPen(shade(name), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)


def _paint_sauropod(painter: QPainter, foot: QPointF, size: float, facing_left: bool, colour: QColor) -> None:
    """A long-necked dino standing at ``foot`` (the middle of its feet), about 24 units long at size 1."""
    body = QPainterPath()
    body.addEllipse(QPointF(0, -8), 8.5, 4.6)
    neck = QPainterPath(QPointF(5, -10))
    neck.quadTo(QPointF(10, -13), QPointF(11.5, -20))
    stroker = QPainterPathStroker()
    stroker.setWidth(2.6)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    shape = body.united(stroker.createStroke(neck))
    head = QPainterPath()
    head.addEllipse(QPointF(13, -20.3), 2.3, 1.4)
    tail = QPainterPath(QPointF(-6, -10.5))
    tail.quadTo(QPointF(-13, -8), QPointF(-19, -9.5))
    tail.quadTo(QPointF(-13, -5.5), QPointF(-6, -5.5))
    tail.closeSubpath()
    legs = QPainterPath()
    for x in (-6.0, -2.5, 2.5, 5.5):
        legs.addRoundedRect(QRectF(x - 1.2, -6.5, 2.4, 6.5), 0.8, 0.8)
    shape = shape.united(head).united(tail).united(legs)
    painter.save()
    painter.translate(foot)
    painter.scale(-size if facing_left else size, size)
    painter.setBrush(colour)
    painter.setPen(_pen("hunter", 0.5))
    painter.drawPath(shape.simplified())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shade("hunter"))
    painter.drawEllipse(QPointF(13.6, -20.6), 0.4, 0.4)
    painter.restore()


def _paint_t_rex(painter: QPainter, at: QPointF, size: float) -> None:
    """The T-Rex, facing left towards the herd, its feet at ``at``; a silhouette about 44 units long."""
    outline = (
        (0, 6), (2, 3), (8, 1), (12, 2), (14, 5), (15, 8), (22, 8.5), (28, 10), (36, 10.5), (44, 8.5),
        (44.5, 9.5), (36, 13.5), (29, 16), (28.5, 20), (27, 26), (29.5, 28), (23.5, 28), (24, 26.5),
        (22, 21), (19, 19), (18, 24), (19.5, 28), (13.5, 28), (15, 26.5), (15, 20), (13, 15),
        (10.5, 17), (10, 16.5), (11.5, 14), (12, 11.5), (8, 10.5), (3, 9.5), (1, 8),
    )  # fmt: skip
    shape = QPainterPath(QPointF(*outline[0]))
    for point in outline[1:]:
        shape.lineTo(QPointF(*point))
    shape.closeSubpath()
    painter.save()
    painter.translate(at.x() - 22 * size, at.y() - 28 * size)
    painter.scale(size, size)
    painter.setBrush(shade("hunter"))
    painter.setPen(_pen("sky_low", 0.5))  # a rim of evening light keeps it clear of the volcano
    painter.drawPath(shape)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shade("eye"))
    painter.drawEllipse(QPointF(9, 3.6), 0.8, 0.6)
    painter.restore()


def _paint_pterodactyl(painter: QPainter, at: QPointF, size: float) -> None:
    """The pterodactyl gliding, wings spread, its body at ``at``."""
    wings = QPainterPath(QPointF(-13, -3))
    wings.quadTo(QPointF(-6, -4), QPointF(-1, 1))
    wings.lineTo(0, 0.2)
    wings.lineTo(3.5, -1.2)  # the crest of the head, pointing forward
    wings.lineTo(1, 1)
    wings.quadTo(QPointF(6, -4), QPointF(13, -3))
    wings.quadTo(QPointF(6, 0), QPointF(1, 3.5))
    wings.lineTo(0, 5)
    wings.lineTo(-1, 3.5)
    wings.quadTo(QPointF(-6, 0), QPointF(-13, -3))
    wings.closeSubpath()
    painter.save()
    painter.translate(at)
    painter.scale(size, size)
    painter.setBrush(shade("hunter"))
    painter.drawPath(wings)
    painter.restore()
