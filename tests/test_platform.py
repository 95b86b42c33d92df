"""The Qt underneath: the pinned version, no leaked references, fonts that draw.

Each of these failed once on a real machine without a clear message: a newer
PySide6 lost a reference to None on every call until the process aborted, and
a machine without fonts draws empty boxes and says nothing.
"""

from __future__ import annotations

import sys

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsRectItem


def test_pyside_is_the_pinned_series() -> None:
    assert PySide6.__version__.startswith("6.11."), PySide6.__version__
    assert qVersion().startswith("6.11."), qVersion()


def test_calls_returning_nothing_keep_the_reference_to_none(qapp: QApplication) -> None:
    item = QGraphicsRectItem(0, 0, 10, 10)
    before = sys.getrefcount(None)
    for _ in range(20_000):
        item.setPos(1, 2)
    after = sys.getrefcount(None)
    # A broken binding loses one reference per call; small drift elsewhere is normal.
    assert after > before - 1_000, f"None lost {before - after} references in 20,000 calls"


def test_qt_finds_a_font_family(qapp: QApplication) -> None:
    assert QFontDatabase.families(), "Qt sees no font: install fonts-dejavu-core"


def test_text_renders_visible_pixels(qapp: QApplication) -> None:
    image = QImage(240, 60, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    font = QFont()
    font.setPixelSize(28)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, "Karuba Äöü")
    painter.end()
    dark = sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if QColor(image.pixel(x, y)).value() < 128
    )
    assert dark > 100, f"text drew only {dark} dark pixels"
