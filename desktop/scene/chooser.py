"""A number chooser on the table: a value between a least and a most, with − and + beside it.

The mouse wheel, the − and + buttons and the keys (Up or Right or + for one more, Down or
Left or − for one fewer, a digit for that number) change it, always within its bounds; the
scene is told each change (``changed``) and asks it for ``value``. It never acts itself: the
number is what the next click on the table takes (a group's size, the survivors to send).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop import theme
from desktop.scene.paint import LEFT, cache_drawing, draw_text, rounded

MORE_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Plus)
FEWER_KEYS = (Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Minus)


class NumberChooser(QGraphicsItem):
    """``caption``, then − value +, in ``size`` (scene units); ``pixels`` is its words' size."""

    def __init__(
        self, size: QRectF, pixels: float, changed: Callable[[int], None] = lambda _value: None
    ) -> None:
        super().__init__()
        self.size = QRectF(size)
        self.pixels = pixels
        self.changed = changed
        self.caption = ""
        self.least, self.most, self.value = 1, 1, 1
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setZValue(20)
        cache_drawing(self)

    def set_range(self, least: int, most: int, caption: str, value: int | None = None) -> None:
        """The bounds and the words before the number; the value stays where it is when it fits."""
        self.least, self.most, self.caption = least, max(least, most), caption
        self._set(self.value if value is None else value, tell=False)
        self.update()

    def step(self, by: int) -> None:
        self._set(self.value + by)

    def _set(self, value: int, tell: bool = True) -> None:
        value = max(self.least, min(self.most, value))
        if value != self.value:
            self.value = value
            self.update()
            if tell:
                self.changed(value)

    # geometry ------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self.size

    def button_rect(self, more: bool) -> QRectF:
        side = self.size.height()
        left = self.size.right() - side if more else self.size.right() - 3.2 * side
        return QRectF(left, self.size.top(), side, side)

    def value_rect(self) -> QRectF:
        fewer, more = self.button_rect(False), self.button_rect(True)
        return QRectF(fewer.right(), self.size.top(), more.left() - fewer.right(), self.size.height())

    # painting ------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.size.height() * 0.25
        painter.setPen(QPen(theme.colour("accent" if self.hasFocus() else "card_edge"), 3))
        painter.setBrush(theme.colour("panel"))
        painter.drawPath(rounded(self.size, radius))
        caption = QRectF(
            self.size.left() + radius,
            self.size.top(),
            self.button_rect(False).left() - self.size.left() - radius,
            self.size.height(),
        )
        draw_text(painter, caption, self.caption, self.pixels, bold=True, align=LEFT)
        for more, label, usable in (
            (False, "−", self.value > self.least),
            (True, "+", self.value < self.most),
        ):
            rect = self.button_rect(more).adjusted(4, 4, -4, -4)
            painter.setPen(QPen(theme.colour("accent" if usable else "card_edge"), 3))
            painter.setBrush(theme.colour("card"))
            painter.drawPath(rounded(rect, radius * 0.8))
            draw_text(
                painter, rect, label, self.pixels * 1.2, bold=True, token="ink" if usable else "ink_soft"
            )
        draw_text(painter, self.value_rect(), str(self.value), self.pixels * 1.2, bold=True)

    # input ---------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.setFocus()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        point: QPointF = event.pos()
        if self.button_rect(True).contains(point):
            self.step(1)
        elif self.button_rect(False).contains(point):
            self.step(-1)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        self.step(1 if event.delta() > 0 else -1)
        event.accept()

    def key(self, event: QKeyEvent) -> bool:
        """Take a key meant for the number; False when it is none of its keys."""
        key = event.key()
        if key in MORE_KEYS:
            self.step(1)
        elif key in FEWER_KEYS:
            self.step(-1)
        elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            self._set(key - Qt.Key.Key_0)
        else:
            return False
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key(event):
            event.accept()
        else:
            event.ignore()

    def focusInEvent(self, event: object) -> None:
        self.update()

    def focusOutEvent(self, event: object) -> None:
        self.update()
