"""The launcher's covers, kept as pictures so that a start imports no game's drawing code.

A cover is drawn by its game's UI (``paint_cover``) once per size and pixel
ratio and kept as a PNG in the user's cache folder. The picture's name holds
a fingerprint of the files that draw it (the game's desktop package, the
table kit and the theme: names, sizes and change times), so a changed
drawing is drawn again; a missing or unwritable folder only means drawing
every time.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QImage, QPainter

from core.engine import checked_cache
from core.engine.component_error import ComponentError
from desktop.games import ui_for

DESKTOP = Path(__file__).resolve().parent
# What a cover's drawing depends on, besides the game's own desktop package.
SHARED = (DESKTOP / "scene", DESKTOP / "theme.py", DESKTOP / "games" / "__init__.py", Path(__file__))

STORED_QUALITY = 100
_folder: Path | None = None
# The pictures this process has shown, so that a repaint (hover, focus) reads no file.
_shown: dict[tuple[str, int, int, float], QImage] = {}
# The shared files' stamps, read once per process for all the covers.
_shared_stamps: list[str] | None = None


def set_folder(folder: Path | None) -> None:
    """Where cover pictures are kept; None (the default) draws every cover once per process."""
    global _folder, _shared_stamps
    _folder = folder
    _shown.clear()
    _shared_stamps = None


def fingerprint(game_id: str) -> str | None:
    """A digest of the names, sizes and change times of the files that draw ``game_id``'s cover."""
    global _shared_stamps
    try:
        if _shared_stamps is None:
            _shared_stamps = _stamps(SHARED)
        stamps = _stamps([DESKTOP / "games" / game_id]) + _shared_stamps
    except OSError:
        return None
    return checked_cache.digest(*stamps)[:20]


def _stamps(places: Iterable[Path]) -> list[str]:
    stamps: list[str] = []
    for place in places:
        files = sorted(path for path in place.iterdir() if path.is_file()) if place.is_dir() else [place]
        for path in files:
            stat = path.stat()
            stamps.append(f"{path}:{stat.st_size}:{stat.st_mtime_ns}")
    return stamps


def draw(game_id: str, size: QSizeF, ratio: float) -> QImage:
    """The cover drawn afresh into a transparent picture of ``size`` at pixel ratio ``ratio``."""
    image = QImage(
        math.ceil(size.width() * ratio),
        math.ceil(size.height() * ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        ui_for(game_id).paint_cover(painter, QRectF(0, 0, size.width(), size.height()))
    finally:
        painter.end()
    return image


def cover(game_id: str, size: QSizeF, ratio: float) -> QImage | None:
    """``game_id``'s cover at ``size``: the kept picture, else drawn (and kept); None if it cannot be."""
    key = (game_id, math.ceil(size.width() * ratio), math.ceil(size.height() * ratio), ratio)
    if key not in _shown:
        picture = _picture(game_id, size, ratio)
        if picture is None:
            return None
        _shown[key] = picture
    return _shown[key]


def _picture(game_id: str, size: QSizeF, ratio: float) -> QImage | None:
    folder = _folder
    stamp = fingerprint(game_id) if folder is not None else None
    path = None
    if folder is not None and stamp is not None:
        pixels = f"{math.ceil(size.width() * ratio)}x{math.ceil(size.height() * ratio)}"
        path = folder / f"{game_id}-{pixels}-{stamp}.png"
        kept = QImage(str(path))
        if not kept.isNull():
            kept.setDevicePixelRatio(ratio)
            return kept
    try:
        image = draw(game_id, size, ratio)
    except ComponentError:
        return None  # a broken game file is explained when the game is chosen; the card stays plain
    if path is not None:
        _keep(path, image)
    return image


def _keep(path: Path, image: QImage) -> None:
    """Save ``image`` as ``path`` (atomically), dropping the game's older pictures of that size."""
    game_and_size = path.name.rsplit("-", 1)[0]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(f"{game_and_size}-*.png"):
            old.unlink(missing_ok=True)
        temporary = path.with_name(f".{path.stem}.{os.getpid()}.png")  # hidden: never taken for a kept one
        # Quality 100 stores the pixels uncompressed: a larger file, but read in a third of the time.
        if image.save(str(temporary), None, STORED_QUALITY):
            os.replace(temporary, path)
        else:
            temporary.unlink(missing_ok=True)
    except OSError:
        pass
