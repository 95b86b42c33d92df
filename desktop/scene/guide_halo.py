"""The guided game's mark on the table: a ring that pulses around what the lesson is about.

A scene keeps the legal targets lit as always; the lesson's own targets get
this ring on top, so the board still tells the truth about the rules while
the guide points at one move. With animations off the ring stays still.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop import motion, theme
from desktop.scene.spot import HotSpot, Spot

PULSE_MS = 1100  # one breath of the ring, at the normal animation speed
Z_ABOVE_ALL = 1000.0
HALO_REACH = 1.1  # how far the soft glow reaches past the ring's middle, in ring widths


class GuideHalo(QGraphicsObject):
    def __init__(self, rect: QRectF, room: float = math.inf) -> None:
        """A ring around ``rect`` that reaches at most ``room`` past its edge (half the gap to the next)."""
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click goes to the spot beneath
        self.setZValue(Z_ABOVE_ALL)
        self.rect = rect
        self.width = max(3.0, min(rect.width(), rect.height()) * 0.07)
        # Close neighbours pull the ring in, at most until its glow ends at the spot's own edge, so
        # that two rings never run into one another.
        self.offset = max(-HALO_REACH * self.width, min(self.width, room - HALO_REACH * self.width))
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
        grow = self.offset + self.width * 1.5
        return self.rect.adjusted(-grow, -grow, grow, grow)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colour = QColor(theme.TOKENS["guide"])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = self.rect.adjusted(-self.offset, -self.offset, self.offset, self.offset)
        radius = self.width * 2
        halo = QColor(colour)
        halo.setAlphaF(0.25 * self.strength)
        painter.setPen(QPen(halo, self.width * 2 * HALO_REACH))
        painter.drawRoundedRect(ring, radius, radius)
        colour.setAlphaF(0.45 + 0.55 * self.strength)
        painter.setPen(QPen(colour, self.width))
        painter.drawRoundedRect(ring, radius, radius)


def spot_rect(scene: QGraphicsScene, spot: Spot) -> QRectF | None:
    """Where ``spot`` is drawn largest on the table (a seat's big board, not its thumbnail)."""
    found = [
        item.mapRectToScene(item.outline_path().boundingRect())  # the spot itself, not its marks' reach
        for item in scene.items()
        if isinstance(item, HotSpot) and item.spot == spot and item.isVisible()
    ]
    return max(found, key=lambda rect: rect.width() * rect.height()) if found else None


def place_halos(scene: QGraphicsScene, old: list[GuideHalo], spots: Iterable[Spot]) -> list[GuideHalo]:
    """Rings around ``spots`` instead of ``old``; spots not on the table get none."""
    for halo in old:
        halo.pulse.stop()
        if halo.scene() is scene:
            scene.removeItem(halo)
    rects = [rect for rect in (spot_rect(scene, spot) for spot in dict.fromkeys(spots)) if rect is not None]
    halos = []
    for rect in rects:
        gaps = [gap for other in rects if other is not rect and (gap := _gap(rect, other)) >= 0]
        halo = GuideHalo(rect, min(gaps) / 2 if gaps else math.inf)
        scene.addItem(halo)
        halos.append(halo)
    return halos


def _gap(one: QRectF, other: QRectF) -> float:
    """The free distance between two rectangles (negative when they overlap: spots drawn over each other)."""
    across = max(other.left() - one.right(), one.left() - other.right())
    down = max(other.top() - one.bottom(), one.top() - other.bottom())
    return max(across, down)
