"""A rectangle of the table that paints itself from what it was last given, and takes no clicks.

The base of the table's labels, counters, stacks and places: it holds its
rectangle (scene units) as its bounds; a subclass paints and may reach
further (a shadow) by widening ``boundingRect``. Its drawing is cached, so a
subclass calls ``update()`` whenever what it paints changes.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from desktop.scene.paint import cache_drawing


class TableArea(QGraphicsItem):
    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cache_drawing(self)  # drawn once per change; a subclass calls update() when it changes

    def boundingRect(self) -> QRectF:
        return self.rect
