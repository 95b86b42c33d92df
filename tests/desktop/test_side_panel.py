"""The side panel yields to the table: it collapses and opens again, and the window remembers it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import settings
from desktop.main_window import MainWindow
from tests.desktop.shell_helpers import open_window, two_humans


def _on_table(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=3)
    qtbot.waitUntil(lambda: window.panel.isVisible())
    return window


def test_the_view_menu_collapses_the_panel_and_the_table_grows(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _on_table(qtbot, tmp_path, monkeypatch)
    page = window.splitter
    assert window.menus.side_panel.isChecked() and window.menus.side_panel.isEnabled()
    width_before = window.table.width()
    scale_before = window.table.transform().m11()
    window.menus.side_panel.trigger()
    qtbot.waitUntil(lambda: page.sizes()[1] == 0)
    assert not page.panel_shown() and not settings.panel_shown()
    assert not window.menus.side_panel.isChecked()
    assert window.table.width() > width_before
    # A table fitted by its height keeps its scale (the action bar below may take a pixel or two more
    # when it is wider); one fitted by its width grows.
    assert window.table.transform().m11() >= scale_before * 0.99, "the fitted table grows into the room"
    window.menus.side_panel.trigger()
    qtbot.waitUntil(lambda: page.sizes()[1] >= settings.PANEL_MIN_WIDTH)
    assert page.panel_shown() and settings.panel_shown()


def test_the_handle_at_the_table_edge_toggles_the_panel(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _on_table(qtbot, tmp_path, monkeypatch)
    page = window.splitter
    assert page.handle_button.isVisible()
    QTest.mouseClick(page.handle_button, Qt.MouseButton.LeftButton)
    assert page.sizes()[1] == 0 and not window.menus.side_panel.isChecked()
    QTest.mouseClick(page.handle_button, Qt.MouseButton.LeftButton)
    assert page.sizes()[1] > 0 and window.menus.side_panel.isChecked()


def test_a_narrowed_panel_keeps_its_width_and_never_goes_below_the_minimum(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _on_table(qtbot, tmp_path, monkeypatch)
    page = window.splitter
    total = sum(page.sizes())
    page.moveSplitter(total - 250, 1)
    assert abs(page.sizes()[1] - 250) <= 2 and abs(settings.panel_width() - 250) <= 2
    window.menus.side_panel.trigger()
    assert page.sizes()[1] == 0
    window.menus.side_panel.trigger()
    assert abs(page.sizes()[1] - 250) <= 2, "opened again at the width it had"
    page.moveSplitter(total - settings.PANEL_MIN_WIDTH + 40, 1)
    assert page.sizes()[1] in (0, settings.PANEL_MIN_WIDTH), "never narrower than the minimum"


def test_a_collapsed_panel_stays_collapsed_in_the_next_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _on_table(qtbot, tmp_path, monkeypatch)
    window.menus.side_panel.trigger()
    assert not settings.panel_shown()
    second = MainWindow("en", None, "instant")
    qtbot.addWidget(second)
    assert not second.menus.side_panel.isChecked()
    assert second.splitter.sizes()[1] == 0


def test_the_handle_stays_above_the_handoff_cover(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _on_table(qtbot, tmp_path, monkeypatch)
    page = window.splitter
    page.handoff.show_for("Ben", "orange")

    def above() -> bool:
        children = page.table_area.children()
        return children.index(page.handle_button) > children.index(page.handoff)

    qtbot.waitUntil(above)  # drawn after the cover, so it can be clicked


@pytest.mark.parametrize("name", ["rules", "notes"])
def test_the_rules_and_the_rules_notes_are_one_click_from_the_panel(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    window = _on_table(qtbot, tmp_path, monkeypatch)
    assert f'href="{name}"' in window.panel.documents.text()
    window.panel.documents.linkActivated.emit(name)
    assert window.document is not None and window.document.isVisible()
    assert window.document.name == name
