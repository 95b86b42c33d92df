"""The table: a view on the game's scene that fits the window, zooms and pans.

It fits the whole scene on open and on every resize until the player zooms
in; the Fit action returns to the fitted view. Panning: drag with the middle
button, or hold Space and drag with the left one. Enter asks for the action
bar's default action. While the table waits for the person to look at it
("Continue"), a click, Space or Enter on it says they are done.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmapCache,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from desktop import theme

ZOOM_STEP = 1.15
MAX_ZOOM = 8.0  # relative to the fitted scale
FIT_MARGIN = 12  # pixels around the fitted scene
# Items cache their drawing at screen resolution (desktop.scene.paint.cache_drawing), each at most
# a window's worth when zoomed in; room for this many windows' worth keeps a zoomed table from
# redrawing every item on every frame because the pixmap cache has filled up.
CACHED_WINDOWS = 8


class TableView(QGraphicsView):
    defaultRequested = Signal()  # Enter: the default action of the pending decision
    continueRequested = Signal()  # the person has seen the waiting table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(theme.colour("table"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.fitted = True
        self.waiting = False  # set by the window while the table waits for "Continue"
        self._space_down = False
        self._pan_from: QPoint | None = None

    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene()
        if old is not None:
            old.sceneRectChanged.disconnect(self._scene_rect_changed)
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._scene_rect_changed)
        self.fit()

    def _scene_rect_changed(self) -> None:
        if self.fitted:
            self.fit()

    def fit(self) -> None:
        """Show the whole table, as large as the window allows."""
        self.fitted = True
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        if rect.isEmpty():
            return
        self.resetTransform()
        scale = self.fitted_scale()
        self.scale(scale, scale)
        self.centerOn(rect.center())

    def fitted_scale(self) -> float:
        scene = self.scene()
        if scene is None or scene.sceneRect().isEmpty():
            return 1.0
        rect = scene.sceneRect()
        available = self.viewport().rect().adjusted(FIT_MARGIN, FIT_MARGIN, -FIT_MARGIN, -FIT_MARGIN)
        return max(1e-3, min(available.width() / rect.width(), available.height() / rect.height()))

    def zoom(self, factor: float) -> None:
        current = self.transform().m11()
        base = self.fitted_scale()
        target = min(max(current * factor, base * 0.9), base * MAX_ZOOM)
        if target <= base:
            self.fit()
            return
        self.fitted = False
        self.scale(target / current, target / current)

    # events -------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.fitted:
            self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        needed_kb = CACHED_WINDOWS * size.width() * size.height() * 4 // 1024
        if needed_kb > QPixmapCache.cacheLimit():
            QPixmapCache.setCacheLimit(needed_kb)
        if self.fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom(ZOOM_STEP**steps)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.waiting and key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.continueRequested.emit()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.defaultRequested.emit()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(ZOOM_STEP)
        elif event.key() == Qt.Key.Key_Minus:
            self.zoom(1 / ZOOM_STEP)
        else:
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = False
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.waiting and event.button() == Qt.MouseButton.LeftButton and not self._space_down:
            self.continueRequested.emit()
            event.accept()
            return
        panning = event.button() == Qt.MouseButton.MiddleButton or (
            event.button() == Qt.MouseButton.LeftButton and self._space_down
        )
        if panning:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self._pan_by(QPointF(delta))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            if self._space_down:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _pan_by(self, delta: QPointF) -> None:
        horizontal, vertical = self.horizontalScrollBar(), self.verticalScrollBar()
        horizontal.setValue(horizontal.value() - round(delta.x()))
        vertical.setValue(vertical.value() - round(delta.y()))
