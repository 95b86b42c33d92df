"""Helpers for tests that drive the real main window (launcher, table, panel, menus)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core.engine import registry
from core.engine.guide import Phase
from core.engine.protocol import MatchConfig, PlayerInfo
from desktop import games, language, motion, settings
from desktop.main_window import MainWindow
from desktop.scene.guide_halo import spot_rect
from desktop.scene.spot import Spot

FAKE_UI = "tests.desktop.fake_game"


def real_ui_available() -> bool:
    try:
        module = importlib.import_module(games.ui_module("karuba"))
    except ImportError:
        return False
    return hasattr(module, "UI")


def use_fake_ui(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games.SUBSTITUTES, "karuba", FAKE_UI)


def use_six_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    """Karuba on the fake table for one to six seats, offered and played as the registry's Karuba."""
    from tests.desktop.fake_game import SIX_SEAT_ENTRY, SixSeatKarubaRules

    use_fake_ui(monkeypatch)
    rules = SixSeatKarubaRules()
    real_entries, real_get = registry.entries, registry.get
    monkeypatch.setattr(
        registry,
        "entries",
        lambda: [SIX_SEAT_ENTRY if entry.game_id == "karuba" else entry for entry in real_entries()],
    )
    monkeypatch.setattr(registry, "get", lambda game_id: rules if game_id == "karuba" else real_get(game_id))


def using_fake(window: MainWindow) -> bool:
    return type(window.ui).__module__ == FAKE_UI


def open_window(
    qtbot: QtBot,
    folder: Path,
    monkeypatch: pytest.MonkeyPatch,
    language_code: str = "en",
    pace: str = "instant",
    autosave: bool = True,
    keep_settings: bool = False,
) -> MainWindow:
    """The main window as the application opens it, with settings and saves in ``folder``.

    The settings start empty, unless ``keep_settings`` (a restart after an earlier window).
    """
    if not real_ui_available():
        use_fake_ui(monkeypatch)
    QCoreApplication.setOrganizationName(settings.ORGANISATION)
    QCoreApplication.setApplicationName(settings.APPLICATION)
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(folder / "config"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "config"))
    if not keep_settings:
        settings.settings().clear()
    monkeypatch.setattr(settings, "data_folder", lambda: folder / "data")
    language.install(language_code)
    motion.set_speed("off")
    window = MainWindow(language_code, settings.autosave_folder() if autosave else None, pace)
    qtbot.addWidget(window)
    window.show_launcher()
    window.check_autosave()
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    return window


def restore_english() -> None:
    language.install("en")


def two_humans(setup: str = "random") -> MatchConfig:
    return MatchConfig("karuba", (PlayerInfo("Anna", "blue"), PlayerInfo("Ben", "orange")), {"setup": setup})


def take_option(qtbot: QtBot, window: MainWindow, matches: Callable[[Any], bool]) -> None:
    """Select the first option in the panel list that ``matches`` and press Enter, as a player would."""
    options = window.panel.options
    for row in range(options.count()):
        if matches(options.item(row).data(Qt.ItemDataRole.UserRole)):
            options.setFocus()
            options.setCurrentRow(row)
            QTest.keyClick(options, Qt.Key.Key_Return)
            return
    raise AssertionError("no such option in the panel")


def field_point(window: MainWindow, field: int) -> QPoint:
    """Where field ``field`` of the deciding seat's island is on the screen (viewport pixels)."""
    scene = window.scene
    if using_fake(window):
        from tests.desktop.fake_game import field_centre

        position = field_centre(field)
    else:
        position = real_field_position(scene, field)
    return window.table.mapFromScene(position)


def real_field_position(scene: Any, field: int) -> QPointF:
    """The centre of a field on the large island of Karuba's scene."""
    item = scene.big.item_for(("field", field))
    assert item is not None, f"no field {field} on the table"
    return item.sceneBoundingRect().center()


def click_field(qtbot: QtBot, window: MainWindow, field: int) -> None:
    QTest.mouseClick(
        window.table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        field_point(window, field),
    )


def click_spot(window: MainWindow, spot: Spot) -> None:
    """A left click in the middle of ``spot`` where the table draws it largest."""
    rect = spot_rect(window.scene, spot)
    assert rect is not None, spot
    QTest.mouseClick(
        window.table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        window.table.mapFromScene(rect.center()),
    )


def guide_phase(window: MainWindow) -> Phase:
    """Where the guided game under way stands."""
    controller = window.controller
    assert controller is not None and controller.guide is not None
    return controller.guide.phase(controller.match)


def step_id(window: MainWindow) -> str:
    controller = window.controller
    assert controller is not None and controller.guide is not None
    step = controller.guide.step
    return step.id if step is not None else ""


def until_step(qtbot: QtBot, window: MainWindow, wanted: str) -> None:
    """Press on through the guide (Continue, "Show me") until the step ``wanted`` waits for a move."""
    box = window.panel.guide
    for _ in range(40):
        qtbot.waitUntil(lambda: guide_phase(window) is not Phase.OTHERS)
        if step_id(window) == wanted and guide_phase(window) in (Phase.ACT, Phase.INFO):
            return
        if guide_phase(window) is Phase.ACT:
            window.controller.guide_solution()  # type: ignore[union-attr]
        else:
            box.go_on.click()
    raise AssertionError(f"never reached {wanted}")
