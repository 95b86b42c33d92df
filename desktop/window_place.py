"""Where the main window opens: where it was closed, fitted onto the screens there are now.

A screen may have been unplugged since, or the stored geometry edited: a window
larger than its screen is shrunk to fit, one on no screen at all moves onto the
primary screen, and a geometry Qt cannot read leaves the window at its default size.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def restore(window: QWidget, stored: object) -> None:
    """Give ``window`` the ``stored`` geometry (from ``saveGeometry``), fitted onto the screens."""
    default = window.geometry()
    if not isinstance(stored, QByteArray) or not window.restoreGeometry(stored):
        window.setGeometry(default)
        return
    if window.isMaximized() or window.isFullScreen():
        return  # the window system fits such a window to its screen
    primary = QGuiApplication.primaryScreen()
    if primary is None:
        return
    areas = [screen.availableGeometry() for screen in QGuiApplication.screens()]
    window.setGeometry(fitted(window.geometry(), areas, primary.availableGeometry(), default))


def fitted(window: QRect, areas: Sequence[QRect], primary: QRect, default: QRect) -> QRect:
    """``window`` moved and shrunk onto the area it covers most, the ``primary`` area if it covers none.

    A window with no size takes the size of ``default``.
    """
    left, top = window.left(), window.top()
    # From the corners, not width(): a corrupt rectangle's size does not fit in Qt's int.
    width, height = window.right() - left + 1, window.bottom() - top + 1
    if width <= 0 or height <= 0:
        width, height = default.width(), default.height()
    area = max(areas, key=lambda area: _overlap(left, top, width, height, area), default=primary)
    if _overlap(left, top, width, height, area) == 0:
        area = primary
    width, height = min(width, area.width()), min(height, area.height())
    left = min(max(left, area.left()), area.left() + area.width() - width)
    top = min(max(top, area.top()), area.top() + area.height() - height)
    return QRect(left, top, width, height)


def _overlap(left: int, top: int, width: int, height: int, area: QRect) -> int:
    across = min(left + width, area.left() + area.width()) - max(left, area.left())
    down = min(top + height, area.top() + area.height()) - max(top, area.top())
    return max(0, across) * max(0, down)
