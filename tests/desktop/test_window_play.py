"""Playing at the real window: launcher, clicks on the table, the panel, undo and redo."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core.engine.protocol import Violation
from core.games.karuba.actions import Place, Reveal
from desktop.text import Texts
from tests.desktop.shell_helpers import click_field, open_window, take_option, two_humans


def _start_two_humans_from_launcher(qtbot: QtBot, window) -> None:  # type: ignore[no-untyped-def]
    launcher = window.launcher
    assert launcher.cards, "Karuba must be offered"
    QTest.mouseClick(launcher.cards[0], Qt.MouseButton.LeftButton)
    setup = launcher.setup
    assert launcher.pages.currentWidget() is setup
    setup.set_player_count(2)
    for seat, name in enumerate(("Anna", "Ben")):
        row = setup.rows[seat]
        row.set_computer(False)
        row.name.clear()
        QTest.keyClicks(row.name, name)
    box = setup.option_boxes["setup"]
    box.setCurrentIndex(box.findData("random"))
    QTest.mouseClick(setup.start, Qt.MouseButton.LeftButton)


def test_launcher_starts_a_two_player_game_and_a_click_places_a_tile(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    _start_two_humans_from_launcher(qtbot, window)
    controller = window.controller
    assert controller is not None
    assert [p.name for p in controller.config.players] == ["Anna", "Ben"]
    assert not any(p.computer for p in controller.config.players)
    assert window.pages.currentWidget() is window.splitter

    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    decision = controller.pending()
    assert decision is not None and decision.kind == "tile"
    assert window.panel.player.text() == controller.config.players[decision.seat].name
    click_field(qtbot, window, 7)
    state = controller.state
    assert state.islands[decision.seat].grid[7] != 0
    assert controller.match.actions[-1] == Place(7)
    assert window.panel.log.count() >= 2  # the reveal and the placement are in the log


def test_an_illegal_click_shows_the_rule_and_undo_redo_restore(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=3)
    controller = window.controller
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    first = controller.pending().seat
    click_field(qtbot, window, 0)
    second = controller.pending().seat
    assert second != first
    click_field(qtbot, window, 0)
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    assert controller.pending().seat == first
    before = len(controller.match.steps)

    click_field(qtbot, window, 0)  # taken by the first tile
    assert len(controller.match.steps) == before
    assert window.panel.violation.isVisible()
    violation = Violation("karuba.place.occupied", {"field": 0})
    assert window.panel.violation.text() == _rule_text(window, violation)

    click_field(qtbot, window, 1)
    assert not window.panel.violation.isVisible()
    placed = controller.state
    assert placed.islands[first].grid[1] != 0
    assert window.menus.undo.isEnabled()
    window.menus.undo.trigger()
    assert controller.state.islands[first].grid[1] == 0
    assert controller.pending().seat == first
    assert window.menus.redo.isEnabled()
    window.menus.redo.trigger()
    assert controller.state == placed
    # the reveal of the tile is a barrier: undo goes back to it, not over it
    window.menus.undo.trigger()
    assert not window.menus.undo.isEnabled()


def _rule_text(window, violation: Violation) -> str:  # type: ignore[no-untyped-def]
    """The rule text in words, as the game's UI puts it (field 0 is "A1")."""
    texts = Texts("en")
    describe = getattr(window.ui, "violation_text", None)
    if describe is None:
        return texts(violation.rule, **violation.values)
    return describe(texts, window.controller.config, window.controller.state, violation)


def test_the_options_list_is_a_keyboard_path_and_previews_on_the_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=4)
    controller = window.controller
    options = window.panel.options
    assert options.count() == 1  # only the reveal
    options.setFocus()
    options.setCurrentRow(0)
    QTest.keyClick(options, Qt.Key.Key_Return)
    assert controller.pending().kind == "tile"
    assert options.count() == len(controller.legal())
    previewed: list[object] = []
    monkeypatch.setattr(window.scene, "preview", previewed.append)
    QTest.keyClick(options, Qt.Key.Key_Down)
    assert previewed and previewed[-1] == options.currentItem().data(Qt.ItemDataRole.UserRole)
    chosen = options.currentItem().data(Qt.ItemDataRole.UserRole)
    QTest.keyClick(options, Qt.Key.Key_Enter)
    assert controller.match.actions[-1] == chosen


def test_the_table_fits_the_window_and_zooms(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=5)
    view = window.table
    scene_rect = window.scene.sceneRect()

    def shown() -> bool:
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        return visible.adjusted(-1, -1, 1, 1).contains(scene_rect)

    assert shown()
    window.resize(900, 600)
    qtbot.wait(10)
    assert shown()
    fitted = view.transform().m11()
    view.zoom(1.5)
    assert view.transform().m11() == pytest.approx(fitted * 1.5)
    assert not view.fitted
    window.menus.fit.trigger()
    assert view.fitted and view.transform().m11() == pytest.approx(fitted)
