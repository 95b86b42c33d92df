"""The guided game's mark on the table: a ring that pulses around what the lesson is about.

A scene keeps the legal targets lit as always; the lesson's own targets get
this ring on top, so the board still tells the truth about the rules while
the guide points at one move. With animations off the ring stays still.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop import motion, theme
from desktop.scene.spot import HotSpot, Spot

PULSE_MS = 1100  # one breath of the ring, at the normal animation speed
Z_ABOVE_ALL = 1000.0
HALO_REACH = 1.1  # how far the soft glow reaches past the ring's middle, in ring widths


class GuideHalo(QGraphicsObject):
    def __init__(self, outline: QPainterPath, room: float = math.inf) -> None:
        """A ring along ``outline`` (in scene units) that reaches at most ``room`` past its edge."""
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click goes to the spot beneath
        self.setZValue(Z_ABOVE_ALL)
        self.rect = outline.boundingRect()
        self.width = max(3.0, min(self.rect.width(), self.rect.height()) * 0.07)
        # Close neighbours pull the ring in, at most until its glow ends at the spot's own edge, so
        # that two rings never run into one another.
        self.offset = max(-HALO_REACH * self.width, min(self.width, room - HALO_REACH * self.width))
        self.ring = _grown(outline, self.offset)
        self.strength = 1.0
        self.pulse = QVariantAnimation(self)
        if motion.speed() != "off":  # a breath as slow at every speed: it is a pointer, not a motion
            self.pulse.setStartValue(0.35)
            self.pulse.setKeyValueAt(0.5, 1.0)
            self.pulse.setEndValue(0.35)
            self.pulse.setDuration(PULSE_MS)
            self.pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
            self.pulse.setLoopCount(-1)
            self.pulse.valueChanged.connect(self._breathe)
            self.pulse.start()

    def _breathe(self, value: float) -> None:
        self.strength = float(value)
        self.update()

    def boundingRect(self) -> QRectF:
        grow = self.width * (HALO_REACH + 0.5)  # the glow, and a little for its soft edge
        return self.ring.boundingRect().adjusted(-grow, -grow, grow, grow)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colour = QColor(theme.TOKENS["guide"])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        halo = QColor(colour)
        halo.setAlphaF(0.25 * self.strength)
        joins = Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
        painter.setPen(QPen(halo, self.width * 2 * HALO_REACH, Qt.PenStyle.SolidLine, *joins))
        painter.drawPath(self.ring)
        colour.setAlphaF(0.45 + 0.55 * self.strength)
        painter.setPen(QPen(colour, self.width, Qt.PenStyle.SolidLine, *joins))
        painter.drawPath(self.ring)


def _grown(outline: QPainterPath, by: float) -> QPainterPath:
    """``outline`` stretched about its centre so that its edge moves ``by`` outwards (inwards if less
    than 0): exact for a card's rectangle, near enough for a hexagon or a disc."""
    rect = outline.boundingRect()
    if rect.width() <= 0 or rect.height() <= 0:
        return QPainterPath()
    centre = rect.center()
    stretch = QTransform()
    stretch.translate(centre.x(), centre.y())
    stretch.scale((rect.width() + 2 * by) / rect.width(), (rect.height() + 2 * by) / rect.height())
    stretch.translate(-centre.x(), -centre.y())
    ring = QPainterPath()
    for polygon in outline.toFillPolygons():  # closed, as the spot is filled: a hexagon drawn open
        ring.addPolygon(polygon)  # by five lines gets its sixth side
        ring.closeSubpath()
    return stretch.map(ring)


def spot_outline(scene: QGraphicsScene, spot: Spot) -> QPainterPath | None:
    """The shape of ``spot`` where it is drawn largest on the table (a seat's big board, not its
    thumbnail), in scene units: the spot itself, not the reach of its marks."""
    found = [
        item.mapToScene(item.outline_path())
        for item in scene.items()
        if isinstance(item, HotSpot) and item.spot == spot and item.isVisible()
    ]
    return max(found, key=lambda path: _area(path.boundingRect())) if found else None


def spot_rect(scene: QGraphicsScene, spot: Spot) -> QRectF | None:
    """The rectangle around ``spot`` where it is drawn largest on the table."""
    outline = spot_outline(scene, spot)
    return None if outline is None else outline.boundingRect()


def place_halos(scene: QGraphicsScene, old: list[GuideHalo], spots: Iterable[Spot]) -> list[GuideHalo]:
    """Rings around ``spots`` instead of ``old``; spots not on the table get none."""
    for halo in old:
        halo.pulse.stop()
        if halo.scene() is scene:
            scene.removeItem(halo)
    outlines = [
        path for path in (spot_outline(scene, spot) for spot in dict.fromkeys(spots)) if path is not None
    ]
    rects = [path.boundingRect() for path in outlines]
    halos = []
    for index, outline in enumerate(outlines):
        # Neighbours that touch (hexes side by side) leave no room: each ring keeps inside its own spot.
        gaps = [max(0.0, _gap(rects[index], other)) for at, other in enumerate(rects) if at != index]
        halo = GuideHalo(outline, min(gaps) / 2 if gaps else math.inf)
        scene.addItem(halo)
        halos.append(halo)
    return halos


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height()


def _gap(one: QRectF, other: QRectF) -> float:
    """The free distance between two rectangles (less than 0 when they overlap)."""
    across = max(other.left() - one.right(), one.left() - other.right())
    down = max(other.top() - one.bottom(), one.top() - other.bottom())
    return max(across, down)
