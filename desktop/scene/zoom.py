"""The card zoom: a large, readable copy of a card above the table while the player points at it.

A table shows cards small (a short face); pointing at one, or holding the
button or a finger on it for a moment (a long press, for touch screens),
draws its whole face large beside it, inside the visible part of the view.
The copy is drawn at a fixed size in screen pixels whatever the table's
zoom, never takes clicks, and goes when the pointer leaves the card.

A hot spot carries what to draw as a ``Zoom``: a painter function for the
whole card in any rectangle, its height-to-width ratio and the card's words
(for tests and accessibility). The scene owns one ``CardZoom`` item.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.scene.paint import rounded, soft_shadow

ZOOM_WIDTH = 280.0  # the large copy's width in screen pixels
ZOOM_GAP = 16.0  # between the card and its copy, in screen pixels
LONG_PRESS_MS = 450  # holding this long on a card shows its copy (touch screens have no hover)
ZOOM_LAYER = 1000.0  # above everything on the table


@dataclass(frozen=True)
class Zoom:
    paint: Callable[[QPainter, QRectF], None]  # the whole card, drawn into the rectangle given
    ratio: float  # height / width
    words: str = ""  # what the card says, in words


class CardZoom(QGraphicsObject):
    """The one large copy a scene shows; placed beside the card pointed at, inside the view."""

    def __init__(self) -> None:
        super().__init__()
        self.zoom: Zoom | None = None
        self.source = QRectF()  # the card pointed at, in scene coordinates
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(ZOOM_LAYER)
        self.setVisible(False)
        self._press = QTimer(self)
        self._press.setSingleShot(True)
        self._press.setInterval(LONG_PRESS_MS)
        self._pending: tuple[Zoom, QRectF] | None = None
        self._press.timeout.connect(self._long_press)
        self.pressed = False  # the copy was opened by a long press: the release is not a click

    # showing and hiding ---------------------------------------------------------------

    def show_zoom(self, zoom: Zoom, source: QRectF) -> None:
        self.prepareGeometryChange()
        self.zoom, self.source = zoom, source
        self._place()
        self.setVisible(True)
        self.update()

    def hide_zoom(self) -> None:
        self._press.stop()
        self._pending = None
        self.zoom = None
        self.setVisible(False)

    def press_started(self, zoom: Zoom, source: QRectF) -> None:
        self.pressed = False
        self._pending = (zoom, source)
        self._press.start()

    def press_ended(self) -> bool:
        """The button or finger came up: True when that ended a long press (no click then)."""
        self._press.stop()
        self._pending = None
        was_long = self.pressed
        self.pressed = False
        if was_long:
            self.hide_zoom()
        return was_long

    def _long_press(self) -> None:
        if self._pending is not None:
            self.pressed = True
            self.show_zoom(*self._pending)

    # geometry -------------------------------------------------------------------------

    def size(self) -> QRectF:
        ratio = self.zoom.ratio if self.zoom is not None else 1.45
        return QRectF(0, 0, ZOOM_WIDTH, ZOOM_WIDTH * ratio)

    def boundingRect(self) -> QRectF:
        return self.size().adjusted(-12, -12, 12, 12)

    def _place(self) -> None:
        """Beside the card, on the side with room, kept inside the visible part of the view."""
        scene = self.scene()
        views = scene.views() if isinstance(scene, QGraphicsScene) else []
        if not views:
            self.setPos(self.source.topRight())
            return
        view = views[0]
        size = self.size()
        card = view.mapFromScene(self.source).boundingRect()
        shown = view.viewport().rect()
        left = card.right() + ZOOM_GAP
        if left + size.width() > shown.right() - ZOOM_GAP:
            left = card.left() - ZOOM_GAP - size.width()
        left = max(shown.left() + ZOOM_GAP, min(left, shown.right() - ZOOM_GAP - size.width()))
        top = card.center().y() - size.height() / 2
        top = max(shown.top() + ZOOM_GAP, min(top, shown.bottom() - ZOOM_GAP - size.height()))
        self.setPos(view.mapToScene(round(left), round(top)))

    # painting -------------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.zoom is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.size()
        soft_shadow(painter, rounded(rect, rect.width() * 0.08), QPointF(4, 8), 8)
        self.zoom.paint(painter, rect)


def card_zoom(scene: QGraphicsScene) -> CardZoom:
    """The scene's one card zoom, added the first time a card is pointed at."""
    existing = getattr(scene, "_card_zoom", None)
    if isinstance(existing, CardZoom):
        return existing
    made = CardZoom()
    scene.addItem(made)
    scene._card_zoom = made  # type: ignore[attr-defined]
    return made
