"""The Qt underneath: the pinned version, no leaked references, fonts that draw.

Each of these failed once on a real machine without a clear message: a newer
PySide6 lost a reference to None on every call until the process aborted, and
a machine without fonts draws empty boxes and says nothing.
"""

from __future__ import annotations

import subprocess
import sys

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPainter
from PySide6.QtWidgets import QApplication


def test_pyside_is_the_pinned_series() -> None:
    assert PySide6.__version__.startswith("6.11."), PySide6.__version__
    assert qVersion().startswith("6.11."), qVersion()


REFERENCE_PROBE = """
import os
import sys
from PySide6.QtWidgets import QGraphicsRectItem
item = QGraphicsRectItem(0, 0, 10, 10)
before = sys.getrefcount(None)
for _ in range(20):
    for _ in range(1_000):
        item.setPos(1, 2)
    if sys.getrefcount(None) < before - 500:
        break  # stop before None runs out and the interpreter aborts
print(before - sys.getrefcount(None), flush=True)
os._exit(0)  # a broken binding would crash the interpreter's clean-up
"""


def test_calls_returning_nothing_keep_the_reference_to_none() -> None:
    # In a child process: a binding that loses references to None aborts the
    # interpreter, which would end the whole test run without a summary.
    completed = subprocess.run(
        [sys.executable, "-c", REFERENCE_PROBE], capture_output=True, text=True, timeout=120, check=False
    )
    assert completed.returncode == 0, f"the probe died ({completed.returncode}): {completed.stderr[-500:]}"
    lost = int(completed.stdout.split()[-1])
    # A broken binding loses one reference per call; small drift elsewhere is normal.
    assert lost < 500, f"None lost {lost} references in calls to item.setPos"


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
