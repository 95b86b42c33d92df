"""The hotseat handoff cover and the error dialog, with a stand-in game UI."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from core.engine import components, registry, savefile
from core.games.karuba import components as karuba_components
from core.games.karuba.actions import Reveal
from desktop.error_dialog import ErrorDialog
from tests.desktop.shell_helpers import click_field, open_window, take_option, two_humans, use_fake_ui


def test_the_handoff_covers_the_table_between_people_when_the_game_hides_things(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_ui(monkeypatch)
    monkeypatch.setattr(type(registry.get("karuba")), "hides_information", lambda self: True)
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=3)
    controller = window.controller
    leader = controller.pending().seat
    name = controller.config.players[leader].name
    assert window.handoff.isVisible()
    assert window.handoff.headline.text() == f"Pass to {name}"
    assert not window.scene.interactive
    waiting = [window.panel.options.item(row) for row in range(window.panel.options.count())]
    assert len(waiting) == 1 and waiting[0].data(Qt.ItemDataRole.UserRole) is None
    assert waiting[0].text() == f"The options appear when {name} is at the screen."
    window.handoff.button.click()
    assert not window.handoff.isVisible()
    assert window.scene.interactive and window.panel.options.count() == 1

    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    deciding = controller.pending().seat
    assert window.handoff.isVisible() == (deciding != leader)
    if window.handoff.isVisible():
        window.handoff.button.click()
    click_field(qtbot, window, 4)
    other = controller.pending().seat
    assert other != deciding
    assert window.handoff.isVisible()
    assert controller.config.players[other].name in window.handoff.headline.text()
    # hidden information: the one who decided may not take it back once the next person is up
    assert controller.match.undo_seat() == deciding
    assert not window.menus.undo.isEnabled()


def test_karuba_hides_nothing_so_no_handoff_but_the_banner_names_the_player(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=3)
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    click_field(qtbot, window, 4)
    controller = window.controller
    assert not window.handoff.isVisible()
    assert window.panel.player.text() == controller.config.players[controller.pending().seat].name


def test_a_failing_view_shows_an_error_and_the_match_stays_as_before(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_fake_ui(monkeypatch)
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=5)
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    controller = window.controller
    actions = list(controller.match.actions)
    autosave = tmp_path / "data" / "autosave-karuba.json"
    saved = autosave.read_bytes()

    window.scene.fail_on_sync = True
    click_field(qtbot, window, 2)
    window.scene.fail_on_sync = False
    assert controller.match.actions == actions
    assert savefile.read(autosave).actions == actions
    assert autosave.read_bytes() != b"" and saved
    assert len(window.errors_shown) == 1
    dialog: ErrorDialog = window.errors_shown[0]
    assert dialog.isVisible()
    assert "drawing failed on purpose" in dialog.details
    dialog.copy.click()
    assert "drawing failed on purpose" in QGuiApplication.clipboard().text()
    dialog.reject()

    click_field(qtbot, window, 2)  # the game goes on once the table draws again
    assert len(controller.match.actions) == len(actions) + 1


def test_a_failing_rule_shows_an_error_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=5)
    controller = window.controller
    rules_type = type(registry.get("karuba"))

    def broken_apply(self, state, action):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("a rule fell over")

    monkeypatch.setattr(rules_type, "apply", broken_apply)
    monkeypatch.setattr(rules_type, "apply_legal", broken_apply)
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    assert controller.match.actions == []
    assert len(window.errors_shown) == 1 and "a rule fell over" in window.errors_shown[0].details
    assert controller.pending().kind == "reveal"


def test_a_broken_component_file_is_named_when_a_game_starts(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    good = components.read_text("karuba", "components.yaml")
    broken = good.replace("{id: 7, exits: NESW, treasure: none}", "{id: 7, exits: 12, treasure: none}")
    assert broken != good
    monkeypatch.setattr(components, "read_bytes", lambda game, name: broken.encode("utf-8"))
    karuba_components.components.cache_clear()
    try:
        window.start_new(two_humans(), seed=5)
    finally:
        monkeypatch.undo()
        karuba_components.components.cache_clear()
    assert window.controller is None
    assert len(window.errors_shown) == 1
    message = window.errors_shown[0].message.text()
    assert "resources/games/karuba/components.yaml" in message
    assert "tiles[6] (id 7)" in message and "exits" in message
