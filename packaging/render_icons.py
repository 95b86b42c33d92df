"""Render the icon's SVG to the PNG sizes desktops ask for: ``python packaging/render_icons.py``.

The SVG (``resources/icons/dinotable.svg``) is the source; the PNGs under
``resources/icons/hicolor/`` are committed renders of it, for menus,
software centres, the Windows and macOS icons and the window itself (drawing
the SVG at start would load Qt's SVG library only for the icon). Run this again after
changing the SVG; a test checks the renders are there at every size.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "dinotable.svg"
TARGET = ROOT / "resources" / "icons" / "hicolor"
sys.path.insert(0, str(ROOT))

from desktop.app import DESKTOP_ID as APP_ID  # noqa: E402 (the project folder first)
from desktop.app import ICON_SIZES as SIZES  # noqa: E402


def render_path(size: int) -> Path:
    return TARGET / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (painting needs the application)
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        sys.exit(f"{SOURCE} is not a drawable SVG")
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = render_path(size)
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            sys.exit(f"could not write {target}")
        print(target.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
