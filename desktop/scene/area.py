"""A rectangle of the table that paints itself from what it was last given, and takes no clicks.

The base of the table's labels, counters, stacks and places: it holds its
rectangle (scene units) as its bounds, widened on every side by ``reach``
(a rim, a shadow, a pile's backs); a subclass paints and may widen
``boundingRect`` further. Its drawing is cached, so a
subclass calls ``update()`` whenever what it paints changes.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from desktop.scene.paint import cache_drawing


class TableArea(QGraphicsItem):
    reach = 0.0  # how far (scene units) the drawing goes past the rectangle on every side

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cache_drawing(self)  # drawn once per change; a subclass calls update() when it changes

    def boundingRect(self) -> QRectF:
        reach = self.reach
        return self.rect.adjusted(-reach, -reach, reach, reach) if reach else self.rect
