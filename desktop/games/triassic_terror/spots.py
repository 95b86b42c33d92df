"""The places a Triassic Terror player points at: areas and habitats take a right-click too,
which takes back one dino of a draft (the dinos being placed, the victims being chosen)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from desktop.scene.spot import HotSpot, Spot, SpotHandler


class DraftHandler(SpotHandler, Protocol):
    def spot_right_click(self, spot: Spot) -> None: ...


class DraftSpot(HotSpot):
    def __init__(self, spot: Spot, outline_path: QPainterPath, handler: DraftHandler) -> None:
        super().__init__(spot, outline_path, handler)
        self.drafts = handler
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            scene = self.scene()
            if scene is not None and scene.mouseGrabberItem() is self:
                self.ungrabMouse()
            if self.shape().contains(event.pos()):
                self.drafts.spot_right_click(self.spot)
            return
        super().mouseReleaseEvent(event)
