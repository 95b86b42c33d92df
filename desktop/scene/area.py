"""A rectangle of the table that paints itself from what it was last given, and takes no clicks.

The base of the table's labels, counters, stacks and places: it holds its
rectangle (scene units) as its bounds; a subclass paints and may reach
further (a shadow) by widening ``boundingRect``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem


class TableArea(QGraphicsItem):
    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect
