"""A place on the table a player can point at, and the marks it can carry.

A hot spot knows only its name (a ``Spot`` such as ``("field", 12)``) and its
outline. Hovering and clicking are passed to a handler (the game's scene),
which decides what the spot means now; the spot paints the marks the scene
gives it: lit (a legal target), preview (the option chosen in the panel),
refused (an illegal hover), last (the last move) and its origin. A spot over
a card can carry the card's zoom: pointing at it (or a long press) shows
the whole card large (desktop.scene.zoom).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.scene.paint import cache_drawing, glow, outline
from desktop.scene.zoom import Zoom, card_zoom

Spot = tuple[str, int]


class SpotHandler(Protocol):
    def spot_hover(self, spot: Spot, inside: bool) -> None: ...

    def spot_click(self, spot: Spot) -> None: ...


@dataclass(frozen=True)
class Marks:
    lit: bool = False
    preview: bool = False
    refused: bool = False
    last: bool = False
    last_from: bool = False
    selected: bool = False


NO_MARKS = Marks()


class HotSpot(QGraphicsItem):
    """An outline that reports hover and clicks and paints its marks.

    ``weight`` thickens the marks where the spot is drawn small (a thumbnail),
    so a last move stays visible there too; ``rim_only`` marks a lit spot by
    its rim alone, for spots over cards whose faces must stay readable.

    Its drawing is cached (``cache_drawing``): a subclass that paints more
    than the marks calls ``update()`` whenever what it paints changes.
    """

    def __init__(
        self,
        spot: Spot,
        outline_path: QPainterPath,
        handler: SpotHandler | None,
        parent: QGraphicsItem | None = None,
        weight: float = 1.0,
        rim_only: bool = False,
    ) -> None:
        super().__init__(parent)
        self.spot = spot
        self.handler = handler
        self.weight = weight
        self.rim_only = rim_only  # over a card: a lit rim, no tint that would wash out its face
        self.marks = NO_MARKS
        self.hovered = False
        self.zoom: Zoom | None = None
        self.focused = False  # the keyboard points at it (desktop.scene.hand)
        self._outline = outline_path
        self._bounds = outline_path.boundingRect().adjusted(
            -14 * weight, -14 * weight, 14 * weight, 14 * weight
        )
        interactive = handler is not None
        self.setAcceptHoverEvents(interactive)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if interactive else Qt.MouseButton.NoButton)
        cache_drawing(self)
        self._skip_painting_when_unmarked()

    def set_outline(self, outline_path: QPainterPath) -> None:
        """Give the spot a new place and shape (spots over cards that move are reused, not rebuilt)."""
        self.prepareGeometryChange()
        self._outline = outline_path
        reach = 14 * self.weight
        self._bounds = outline_path.boundingRect().adjusted(-reach, -reach, reach, reach)
        self.update()

    def set_zoom(self, zoom: Zoom | None) -> None:
        """What pointing at this spot shows large (a card's whole face), or None."""
        self.zoom = zoom
        if zoom is not None:
            self.setAcceptHoverEvents(True)
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        if self.hovered:
            self._show_zoom()

    def _show_zoom(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        if self.zoom is None or not self.isVisible():
            card_zoom(scene).hide_zoom()
        else:
            card_zoom(scene).show_zoom(self.zoom, self.sceneBoundingRect())

    def set_focused(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self._skip_painting_when_unmarked()
            self.update()

    # marks ---------------------------------------------------------------------

    def set_marks(self, marks: Marks) -> None:
        if marks != self.marks:
            self.marks = marks
            self._update_cursor()
            self._skip_painting_when_unmarked()
            self.update()

    def _skip_painting_when_unmarked(self) -> None:
        # A plain spot without marks draws nothing; a table holds hundreds of them, and telling the
        # view so spares a call into Python for each on every frame. Subclasses paint more.
        plain = self.marks == NO_MARKS and not self.hovered and not self.focused
        empty = plain and type(self).paint is HotSpot.paint
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, empty)

    def _update_cursor(self) -> None:
        if self.handler is None:
            return
        if self.marks.lit:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()

    # geometry ---------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._outline

    def outline_path(self) -> QPainterPath:
        return self._outline

    # painting ----------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.paint_marks(painter, self._outline)

    def paint_marks(self, painter: QPainter, path: QPainterPath) -> None:
        marks, weight = self.marks, self.weight
        if marks == NO_MARKS and not self.hovered and not self.focused:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.focused:  # a dashed ring, apart from every mark, so both show
            outline(painter, path, "ink", 3 * weight, dashed=True)
        if marks.preview:
            # A strong rim only, so whatever the preview shows inside stays visible.
            outline(painter, path, "accent_soft", 14 * weight)
            outline(painter, path, "accent", 7 * weight)
        elif marks.lit and self.rim_only:
            outline(painter, path, "accent", (6 if self.hovered else 4) * weight)
        elif marks.lit:
            glow(painter, path, 1.5 if self.hovered else 1.0, width=4 * weight)
        if marks.selected:
            outline(painter, path, "accent", 6 * weight)
        if marks.last:
            outline(painter, path, "last_move", 6 * weight)
        if marks.last_from:
            outline(painter, path, "last_move", 4 * weight, dashed=True)
        if marks.refused:
            outline(painter, path, "illegal", 4 * weight)

    # events ------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self._skip_painting_when_unmarked()
        self.update()
        if self.zoom is not None:
            self._show_zoom()
        if self.handler is not None:
            self.handler.spot_hover(self.spot, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self._skip_painting_when_unmarked()
        self.update()
        scene = self.scene()
        if self.zoom is not None and scene is not None:
            card_zoom(scene).hide_zoom()
        if self.handler is not None:
            self.handler.spot_hover(self.spot, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        left = event.button() == Qt.MouseButton.LeftButton
        if left and self.zoom is not None and scene is not None:
            card_zoom(scene).press_started(self.zoom, self.sceneBoundingRect())
        if left and (self.handler is not None or self.zoom is not None):
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # The scene lets go of its grabber only when no button is down; with another button
        # still held, every later click would land here. A click ends with its release.
        scene = self.scene()
        if scene is not None and scene.mouseGrabberItem() is self:
            self.ungrabMouse()
        if scene is not None and self.zoom is not None and card_zoom(scene).press_ended():
            return  # a long press showed the card: letting go is not a click
        if (
            event.button() == Qt.MouseButton.LeftButton
            and self.handler is not None
            and self.shape().contains(event.pos())
        ):
            self.handler.spot_click(self.spot)
