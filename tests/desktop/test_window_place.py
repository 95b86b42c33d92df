"""The window opens where it was closed, but never larger than the screen nor off every screen."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QPoint, QRect
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from desktop import settings
from desktop.main_window import MainWindow
from desktop.window_place import fitted
from tests.desktop.shell_helpers import open_window

SCREEN = QRect(0, 0, 1920, 1050)  # a full-HD screen less its task bar
RIGHT = QRect(1920, 0, 1280, 1024)  # a second, smaller screen to its right
DEFAULT = QRect(0, 0, 1280, 820)
RECTANGLES = 8  # saveGeometry: a magic number and the version, then two rectangles of four corners


def test_a_window_taller_than_any_screen_is_shrunk_to_fit() -> None:
    tall = QRect(QPoint(100, 0), QPoint(1379, 2**31 - 1))  # a height of 2**31: more than Qt's int holds
    assert fitted(tall, [SCREEN, RIGHT], SCREEN, DEFAULT) == QRect(100, 0, 1280, 1050)


def test_a_window_on_no_screen_moves_onto_the_primary_one() -> None:
    assert fitted(QRect(9000, -5000, 800, 600), [SCREEN, RIGHT], SCREEN, DEFAULT) == QRect(1120, 0, 800, 600)
    assert fitted(QRect(-(2**31), 0, 800, 600), [RIGHT], RIGHT, DEFAULT) == QRect(1920, 0, 800, 600)


def test_a_window_goes_onto_the_screen_it_covers_most() -> None:
    mostly_right = QRect(1800, 100, 1400, 700)
    assert fitted(mostly_right, [SCREEN, RIGHT], SCREEN, DEFAULT) == QRect(1920, 100, 1280, 700)
    assert fitted(QRect(200, 100, 1000, 700), [SCREEN, RIGHT], SCREEN, DEFAULT) == QRect(200, 100, 1000, 700)


def test_a_window_without_a_size_takes_the_default_size() -> None:
    no_size = QRect(QPoint(50, 50), QPoint(10, 10))
    assert fitted(no_size, [SCREEN], SCREEN, DEFAULT) == QRect(50, 50, 1280, 820)


def spoilt_geometry(window: MainWindow, left: int, top: int, height: int) -> QByteArray:
    """The window's saved geometry, both its rectangles moved to ``left``, ``top``, ``height`` high."""
    saved = bytearray(window.saveGeometry().data())
    corners = list(struct.unpack_from(">8i", saved, RECTANGLES))
    for first in (0, 4):
        width = corners[first + 2] - corners[first]
        corners[first : first + 4] = [left, top, left + width, top + height - 1]
    struct.pack_into(">8i", saved, RECTANGLES, *corners)
    return QByteArray(bytes(saved))


def reopened(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stored: object) -> MainWindow:
    """A second window, after the first closed with ``stored`` as its geometry."""
    open_window(qtbot, tmp_path, monkeypatch).close()
    settings.settings().setValue("window/geometry", stored)
    window = MainWindow("en", None, "instant")
    qtbot.addWidget(window)
    return window


def test_a_stored_height_of_two_to_the_31_opens_no_larger_than_the_screen(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = open_window(qtbot, tmp_path, monkeypatch)
    stored = spoilt_geometry(first, 0, 0, 2**31)
    window = reopened(qtbot, tmp_path, monkeypatch, stored)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert 0 < window.height() <= area.height() and window.width() <= area.width()
    window.show()
    qtbot.waitExposed(window)
    assert window.height() <= area.height()


def test_a_window_stored_off_every_screen_opens_on_the_primary_one(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = open_window(qtbot, tmp_path, monkeypatch)
    first.resize(400, 300)
    stored = spoilt_geometry(first, 50_000, -50_000, 300)
    window = reopened(qtbot, tmp_path, monkeypatch, stored)
    assert QGuiApplication.primaryScreen().availableGeometry().intersects(window.geometry())


@pytest.mark.parametrize("stored", [QByteArray(b"not a geometry"), QByteArray(), "1280x820", 5])
def test_a_geometry_that_cannot_be_restored_gives_the_default_size(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stored: object
) -> None:
    window = reopened(qtbot, tmp_path, monkeypatch, stored)
    assert (window.width(), window.height()) == (1280, 820)
