"""Render the icon's SVG to the PNG sizes desktops ask for: ``python packaging/render_icons.py``.

The SVG (``resources/icons/dinotable.svg``) is the source; the PNGs under
``packaging/icons/hicolor/`` are committed renders of it, for menus,
software centres and the Windows and macOS icons. Run this again after
changing the SVG; a test checks the renders are there at every size.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "dinotable.svg"
TARGET = ROOT / "packaging" / "icons" / "hicolor"
APP_ID = "io.github.dinotable.Dinotable"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


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
