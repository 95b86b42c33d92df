"""One autosave per game, the question before one is replaced, file names and folders of saves."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from core.engine import registry, savefile
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo
from core.games.karuba.actions import Reveal
from desktop import questions, settings
from desktop.main_window import MainWindow
from tests.desktop.shell_helpers import click_field, open_window, take_option, two_humans


def _play_karuba(qtbot: QtBot, window: MainWindow, seed: int = 21) -> None:
    window.start_new(two_humans(), seed=seed)
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    click_field(qtbot, window, 8)


def _digger() -> MatchConfig:
    return MatchConfig("digger", (PlayerInfo("Cleo", "blue"), PlayerInfo("Dan", "orange")))


def _answer(monkeypatch: pytest.MonkeyPatch, choice: int | None) -> list[tuple[str, list[str]]]:
    """Answer every question with ``choice`` (an index, None for Cancel); the questions asked."""
    asked: list[tuple[str, list[str]]] = []

    def ask(_parent: Any, _title: str, text: str, choices: list[str], default: int = 0) -> int | None:
        asked.append((text, list(choices)))
        return choice

    monkeypatch.setattr(questions, "ask", ask)
    return asked


def test_each_game_keeps_its_own_autosave_and_is_resumed_on_its_own(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = open_window(qtbot, tmp_path, monkeypatch)
    asked = _answer(monkeypatch, None)
    _play_karuba(qtbot, first)
    karuba = list(first.controller.match.actions)
    first.start_new(_digger(), seed=3)  # Karuba waits in its own autosave: nothing to ask
    assert asked == []
    assert first.controller.config.game == "digger"
    first.menus.new.trigger()
    entries = first.launcher.resume_entries
    assert list(entries) == ["karuba"], "the game on the table is offered as Back, the other one as Resume"
    first.close()

    data = tmp_path / "data"
    assert savefile.read(data / "autosave-karuba.json").actions == karuba
    assert savefile.read(data / "autosave-digger.json").config.game == "digger"
    second = open_window(qtbot, tmp_path, monkeypatch)
    entries = second.launcher.resume_entries
    assert set(entries) == {"karuba", "digger"}
    assert entries["digger"].info.text().startswith("Resume Cleo and Dan's Digger from ")
    entries["karuba"].button.click()
    assert second.controller.match.actions == karuba
    second.menus.new.trigger()
    assert list(second.launcher.resume_entries) == ["digger"]
    second.launcher.resume_entries["digger"].button.click()
    assert second.controller.config.game == "digger"
    assert asked == []


def test_starting_over_a_resumable_game_of_the_same_kind_asks_in_words(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = open_window(qtbot, tmp_path, monkeypatch)
    _play_karuba(qtbot, first)
    actions = list(first.controller.match.actions)
    first.close()

    window = open_window(qtbot, tmp_path, monkeypatch)
    asked = _answer(monkeypatch, None)
    window.start_new(two_humans(), seed=5)
    assert window.controller is None, "Cancel leaves everything as it was"
    text, choices = asked[0]
    assert text.startswith("Resume Anna and Ben's Karuba from ")
    assert "or start a new one?" in text
    assert choices == ["Resume", "Start a new game"]

    _answer(monkeypatch, 0)
    window.start_new(two_humans(), seed=5)
    assert window.controller.match.actions == actions, "Resume goes on with the autosaved game"

    window.menus.new.trigger()
    asked = _answer(monkeypatch, 1)
    window.start_new(two_humans(), seed=5)
    assert asked[0][0].startswith("Anna and Ben's Karuba has moves that are not saved in a file.")
    assert asked[0][1] == ["Back to the game", "Start a new game"]
    assert window.controller.match.actions == [] and window.controller.match.seed == 5
    assert savefile.read(tmp_path / "data" / "autosave-karuba.json").actions == []


def test_going_back_to_the_game_from_the_question_shows_the_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    _play_karuba(qtbot, window)
    controller = window.controller
    window.menus.new.trigger()
    assert not window.on_table()
    _answer(monkeypatch, 0)
    window.start_new(two_humans(), seed=5)
    assert window.controller is controller and window.on_table()


def test_the_old_single_autosave_becomes_its_games_slot(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = Match(registry.get("karuba"), two_humans(), 9)
    match.apply(match.legal()[0])
    data = tmp_path / "data"
    savefile.write(data / "autosave.json", match)
    window = open_window(qtbot, tmp_path, monkeypatch)
    assert list(window.launcher.resume_entries) == ["karuba"]
    assert not (data / "autosave.json").exists()
    assert savefile.read(data / "autosave-karuba.json").actions == match.actions
    window.launcher.resume_entries["karuba"].button.click()
    assert window.controller.match.actions == match.actions


def test_a_newer_slot_wins_over_the_old_single_autosave(tmp_path: Path) -> None:
    from desktop import autosave

    rules = registry.get("karuba")
    old, new = Match(rules, two_humans(), 1), Match(rules, two_humans(), 2)
    savefile.write(tmp_path / "autosave.json", old)
    savefile.write(tmp_path / "autosave-karuba.json", new)
    earlier = time.time() - 100
    os.utime(tmp_path / "autosave.json", (earlier, earlier))
    found = autosave.Slots(tmp_path).scan(["karuba"])
    assert found.resumable["karuba"].match.seed == 2
    assert not (tmp_path / "autosave.json").exists()


def test_a_damaged_slot_is_reported_kept_and_its_game_still_autosaves_beside_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave-karuba.json").write_text("scribbles")
    window = open_window(qtbot, tmp_path, monkeypatch)
    kept = list(data.glob("autosave-karuba-damaged-*.json"))
    assert len(kept) == 1 and kept[0].name in window.launcher.notice.text()
    _play_karuba(qtbot, window)
    assert savefile.read(data / "autosave-karuba.json").actions == window.controller.match.actions
    assert kept[0].read_text() == "scribbles"


def test_a_damaged_slot_that_cannot_be_moved_aside_stops_only_its_own_game_saving(tmp_path: Path) -> None:
    from desktop import autosave

    (tmp_path / "autosave-karuba.json").write_text("scribbles")
    slots = autosave.Slots(tmp_path)
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setattr(Path, "rename", lambda self, target: (_ for _ in ()).throw(OSError("read-only")))
    try:
        found = slots.scan(["karuba", "digger"])
    finally:
        monkeypatch.undo()
    assert [damaged.game for damaged in found.damaged] == ["karuba"]
    assert slots.path("karuba") is None
    assert slots.path("digger") == tmp_path / "autosave-digger.json"


def test_after_resume_the_title_keeps_the_file_name(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = open_window(qtbot, tmp_path, monkeypatch)
    _play_karuba(qtbot, first)
    target = tmp_path / "evening.dinotable.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    first.menus.save.trigger()
    click_field(qtbot, first, 9)  # one move after the save
    first.close()

    second = open_window(qtbot, tmp_path, monkeypatch, keep_settings=True)
    second.launcher.resume_entries["karuba"].button.click()
    assert "evening.dinotable.json" in second.windowTitle()
    assert second.save_path == target
    asked = _answer(monkeypatch, None)
    second.start_new(two_humans(), seed=4)
    assert asked and "not saved in a file" in asked[0][0], "the move after the save is not in the file"

    target.unlink()
    third = open_window(qtbot, tmp_path, monkeypatch, keep_settings=True)
    third.launcher.resume_entries["karuba"].button.click()
    assert third.save_path is None, "a file gone since: just no name"
    assert "evening" not in third.windowTitle()


def test_the_save_and_open_dialogs_start_in_the_documents_folder_then_the_last_one(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _location: str(documents))
    window = open_window(qtbot, tmp_path, monkeypatch)
    _play_karuba(qtbot, window)
    folders: list[str] = []

    def dialog(_parent: Any, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        folders.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    window.menus.save.trigger()
    window.menus.open.trigger()
    assert Path(folders[0]).parent == documents and Path(folders[1]) == documents
    elsewhere = tmp_path / "games"
    elsewhere.mkdir()
    window.save_to(elsewhere / "night.dinotable.json")
    window.menus.open.trigger()
    assert Path(folders[2]) == elsewhere


def test_without_a_documents_folder_the_dialogs_start_at_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _location: "/nonexistent/Documents")
    monkeypatch.setattr(settings, "text", lambda key, default="": "")
    assert settings.save_folder() == str(Path.home())


def _unfinished_autosave_and_a_finished_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[Any], Path]:
    """A Karuba left unfinished in its autosave, and a finished Karuba saved in a file."""
    first = open_window(qtbot, tmp_path, monkeypatch)
    _play_karuba(qtbot, first)
    unfinished = list(first.controller.match.actions)
    first.close()
    done = Match(registry.get("karuba"), two_humans(), 3)
    while done.pending() is not None:
        done.apply(done.legal()[0])
    finished_file = tmp_path / "done.dinotable.json"
    savefile.write(finished_file, done)
    return unfinished, finished_file


def test_a_finished_game_opened_from_a_file_leaves_the_autosave_of_its_game_alone(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    unfinished, finished_file = _unfinished_autosave_and_a_finished_file(qtbot, tmp_path, monkeypatch)
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.show_results = False
    asked = _answer(monkeypatch, None)
    assert window.load_file(finished_file)
    assert asked == [], "a finished game takes no autosave, so it replaces none"
    slot = tmp_path / "data" / "autosave-karuba.json"
    assert savefile.read(slot).actions == unfinished
    window.menus.new.trigger()
    assert list(window.launcher.resume_entries) == ["karuba"]
    window.start_new(two_humans(), seed=8)
    assert asked and asked[0][0].startswith("Resume Anna and Ben's Karuba from ")
    assert savefile.read(slot).actions == unfinished, "Cancel keeps the autosave"


def test_an_undo_in_a_finished_game_from_a_file_never_replaces_the_autosave_of_its_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    unfinished, finished_file = _unfinished_autosave_and_a_finished_file(qtbot, tmp_path, monkeypatch)
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.show_results = False
    _answer(monkeypatch, None)
    assert window.load_file(finished_file)
    assert window.controller.can_undo(), "the last choice of a finished game can be taken back"
    window.undo()
    assert window.controller.result() is None
    window.scene.offer(window.controller.legal()[-1])
    slot = tmp_path / "data" / "autosave-karuba.json"
    assert savefile.read(slot).actions == unfinished, "the unfinished game stays resumable"
