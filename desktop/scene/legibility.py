"""How large the words on a table come out on screen, item by item.

Every table text is drawn by an item's ``paint`` (through ``painter.drawText``),
so there is no text item to ask. Instead each visible item is painted once
more into a recording painter placed where the view would draw it: every
``drawText`` call notes its font's pixel size times the scale it is drawn
at, which is the height of the words in screen pixels. Painting goes into a
QPicture, so nothing is rasterised and the table is not changed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QPainter, QPicture
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem


@dataclass(frozen=True)
class DrawnText:
    pixels: float  # the font's pixel size on screen
    text: str
    item: str  # the class of the item that drew it


class RecordingPainter(QPainter):
    """A painter that notes every text it draws, with its size on the device."""

    def __init__(self, device: QPicture) -> None:
        super().__init__(device)
        self.item = ""
        self.drawn: list[DrawnText] = []

    def drawText(self, *arguments: Any) -> Any:  # every overload of the Qt method at once
        text = next((value for value in arguments if isinstance(value, str)), "")
        if text.strip():
            font = self.font()
            size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
            transform = self.worldTransform()
            scale = math.sqrt(abs(transform.m11() * transform.m22() - transform.m12() * transform.m21()))
            self.drawn.append(DrawnText(size * scale, text, self.item))
        return super().drawText(*arguments)


def visible(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.effectiveOpacity() > 0.01


def texts_on_screen(view: QGraphicsView) -> list[DrawnText]:
    """Every text the view's scene draws inside the view, sized in the view's pixels."""
    scene = view.scene()
    if scene is None:
        return []
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    picture = QPicture()
    painter = RecordingPainter(picture)
    option = QStyleOptionGraphicsItem()
    for item in scene.items():
        if not visible(item) or not item.sceneBoundingRect().intersects(shown):
            continue
        painter.save()
        painter.setWorldTransform(item.deviceTransform(view.viewportTransform()))
        painter.item = type(item).__name__
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, None)
        painter.restore()
    painter.end()
    return painter.drawn


def smallest(view: QGraphicsView) -> DrawnText | None:
    drawn = texts_on_screen(view)
    return min(drawn, key=lambda entry: entry.pixels) if drawn else None
