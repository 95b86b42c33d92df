"""A save this version cannot play (a computer level it does not know) never closes the game on the table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from core.engine import registry, savefile
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo
from core.games.karuba.actions import Reveal
from desktop import questions
from desktop.text import Texts
from tests.desktop.shell_helpers import click_field, open_window, take_option, two_humans

LEVEL = "grandmaster"  # as a newer version might write


def write_unplayable(path: Path) -> None:
    """A Karuba save whose computer seat has a level this version does not know."""
    config = MatchConfig(
        "karuba", (PlayerInfo("Anna", "blue"), PlayerInfo("Rex", "orange", computer=True, level="easy"))
    )
    savefile.write(path, Match(registry.get("karuba"), config, 7))
    data = json.loads(path.read_text("utf-8"))
    data["config"]["players"][1]["level"] = LEVEL
    path.write_text(json.dumps(data), "utf-8")


def test_opening_a_save_of_an_unknown_level_names_it_and_keeps_the_game_and_its_autosave(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=21)
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    click_field(qtbot, window, 8)  # moves kept only in the autosave: leaving would ask
    controller, actions = window.controller, list(window.controller.match.actions)
    slot = tmp_path / "data" / "autosave-karuba.json"
    autosaved = slot.read_bytes()
    path = tmp_path / "newer.dinotable.json"
    write_unplayable(path)
    written = path.read_bytes()
    warnings: list[str] = []
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *rest: warnings.append(text))
    monkeypatch.setattr(questions, "ask", lambda _parent, _title, text, *rest, **kw: asked.append(text) or 1)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(path), ""))

    window.menus.open.trigger()

    assert warnings == [Texts("en")("save.unknown_level", file=path.name, level=LEVEL)]
    assert LEVEL in warnings[0] and path.name in warnings[0]
    assert not asked, "the file is refused before the game on the table is asked to give way"
    assert window.controller is controller and controller.match.actions == actions
    assert window.errors_shown == []
    assert slot.read_bytes() == autosaved and path.read_bytes() == written


def test_an_autosave_of_an_unknown_level_is_reported_moved_aside_and_not_offered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    write_unplayable(data / "autosave-karuba.json")
    written = (data / "autosave-karuba.json").read_bytes()

    window = open_window(qtbot, tmp_path, monkeypatch)

    kept = list(data.glob("autosave-karuba-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == written
    assert not (data / "autosave-karuba.json").exists()
    notice = window.launcher.notice.text()
    assert kept[0].name in notice and LEVEL in notice
    assert "karuba" not in window.launcher.resumables

    again: Any = open_window(qtbot, tmp_path, monkeypatch, keep_settings=True)
    assert "karuba" not in again.launcher.resumables and again.launcher.notice.text() == ""
