"""Saving, opening, the autosave and Resume, driven through the real window."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from core.engine import registry, savefile
from core.games.karuba.actions import Reveal
from desktop import questions
from desktop.errors import save_error_text
from desktop.text import Texts
from tests import special_files
from tests.desktop.shell_helpers import click_field, open_window, take_option, two_humans


def _play_a_little(qtbot: QtBot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_new(two_humans(), seed=21)
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    click_field(qtbot, window, 8)


def test_save_and_open_round_trip(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    _play_a_little(qtbot, window)
    target = tmp_path / "saves" / "evening"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    window.menus.save.trigger()
    saved = target.with_name("evening.dinotable.json")
    assert saved.exists()
    assert window.save_path == saved
    actions = list(window.controller.match.actions)
    state = window.controller.state

    click_field(qtbot, window, 9)  # the other seat goes on after the save
    assert len(window.controller.match.actions) == len(actions) + 1
    asked: list[str] = []
    monkeypatch.setattr(
        questions, "ask", lambda _parent, _title, text, choices, default=0: asked.append(text) or 1
    )
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(saved), ""))
    window.menus.open.trigger()
    assert window.controller.match.actions == actions
    assert window.controller.state == state
    assert saved.name in window.windowTitle()
    assert asked == [
        "Anna and Ben's Karuba has moves that are not saved in a file. Go back to it, or open the file?"
    ]


def test_a_damaged_save_file_is_explained_and_the_game_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    _play_a_little(qtbot, window)
    controller, actions = window.controller, list(window.controller.match.actions)
    damaged = tmp_path / "broken.dinotable.json"
    damaged.write_bytes(b'{"format": "dinotable-save", "format_ver')
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, title, text, *rest: warnings.append((title, text))
    )
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(damaged), ""))
    window.menus.open.trigger()
    assert warnings and warnings[0][1] == Texts("en")("save.not_json", file=damaged.name)
    assert window.controller is controller and controller.match.actions == actions
    assert damaged.read_bytes() == b'{"format": "dinotable-save", "format_ver'


@contextlib.contextmanager
def at_most(seconds: int) -> Iterator[None]:
    """Fail instead of waiting for ever: the alarm interrupts a read blocked on a pipe."""

    def give_up(*_: object) -> None:
        raise TimeoutError(f"still waiting after {seconds} s")

    previous = signal.signal(signal.SIGALRM, give_up)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.skipif(sys.platform == "win32", reason="pipes and /dev/zero are POSIX")
@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder", "huge_integer", "deep_nesting", "nan"])
def test_opening_an_odd_file_shows_our_message_and_keeps_the_game_and_its_autosave(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    _play_a_little(qtbot, window)
    controller, actions = window.controller, list(window.controller.match.actions)
    autosave = tmp_path / "data" / "autosave-karuba.json"
    autosaved = autosave.read_bytes()
    make, key = special_files.KINDS[kind]
    odd = tmp_path / "odd.dinotable.json"
    make(odd)
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, title, text, *rest: warnings.append((title, text))
    )
    with at_most(10):
        assert window.load_file(odd) is False
    (warning,) = warnings
    assert warning[1].startswith(odd.name) and "Traceback" not in warning[1]
    assert warning[1] == save_error_text(Texts("en"), savefile_error(odd))
    assert savefile_error(odd).key == key
    assert window.controller is controller and controller.match.actions == actions
    assert autosave.read_bytes() == autosaved and os.path.lexists(odd)


def savefile_error(path: Path) -> savefile.SaveFileError:
    try:
        savefile.read(path)
    except savefile.SaveFileError as error:
        return error
    raise AssertionError(f"{path.name} was loaded")


@pytest.mark.skipif(sys.platform == "win32", reason="pipes are POSIX")
def test_a_pipe_in_place_of_the_autosave_is_reported_at_start_without_waiting(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "autosave-karuba.json")
    with at_most(20):
        window = open_window(qtbot, tmp_path, monkeypatch)
    notice = window.launcher.notice
    assert notice.isVisible()
    assert Texts("en")("save.not_a_file", file="autosave-karuba.json") in notice.text()
    (kept,) = data.glob("autosave-karuba-damaged-*.json")
    assert kept.is_fifo() and kept.name in notice.text()


def test_resume_offers_the_autosaved_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = open_window(qtbot, tmp_path, monkeypatch)
    _play_a_little(qtbot, first)
    actions = list(first.controller.match.actions)
    autosave = tmp_path / "data" / "autosave-karuba.json"
    assert autosave.exists()
    assert [a.to_json() for a in actions] == json.loads(autosave.read_text())["actions"]
    first.close()

    second = open_window(qtbot, tmp_path, monkeypatch)
    launcher = second.launcher
    assert launcher.resume_box.isVisible()
    entry = launcher.resume_entries["karuba"]
    assert entry.info.text().startswith("Resume Anna and Ben's Karuba from ")
    assert entry.players.text() == "2 players: Anna, Ben"
    QTest.mouseClick(entry.button, Qt.MouseButton.LeftButton)
    assert second.controller is not None
    assert second.controller.match.actions == actions
    assert second.pages.currentWidget() is second.splitter
    second.menus.new.trigger()  # the running game is the autosave: the launcher offers "Back", not "Resume"
    assert not launcher.resume_box.isVisible() and launcher.back_to_game.isVisible()


def test_a_damaged_autosave_is_reported_and_kept(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    autosave = data / "autosave.json"
    autosave.write_text("not a game at all")
    window = open_window(qtbot, tmp_path, monkeypatch)
    launcher = window.launcher
    assert launcher.notice.isVisible()
    assert Texts("en")("save.not_json", file="autosave.json") in launcher.notice.text()
    assert not launcher.resume_box.isVisible()
    kept = list(data.glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].name in launcher.notice.text()
    assert kept[0].read_text() == "not a game at all"

    _play_a_little(qtbot, window)  # a new game autosaves beside the damaged file, never over it
    assert savefile.read(data / "autosave-karuba.json").actions == window.controller.match.actions
    assert kept[0].read_text() == "not a game at all"


def test_a_finished_game_leaves_no_autosave(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.engine.protocol import MatchConfig, PlayerInfo

    window = open_window(qtbot, tmp_path, monkeypatch)
    window.show_results = False
    config = MatchConfig(
        "karuba", (PlayerInfo("C1", "blue", computer=True), PlayerInfo("C2", "green", computer=True))
    )
    window.start_new(config, seed=8)
    autosave = tmp_path / "data" / "autosave-karuba.json"
    qtbot.waitUntil(lambda: window.controller.result() is not None, timeout=60_000)
    assert not autosave.exists()
    window.check_autosave()
    assert not window.launcher.resume_box.isVisible()


def test_an_autosave_that_cannot_be_written_is_reported_and_play_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("a file where the save folder should be")
    window = open_window(qtbot, tmp_path, monkeypatch)
    _play_a_little(qtbot, window)
    assert window.panel.notice.isVisible()
    assert "could not be saved automatically" in window.panel.notice.text()
    assert len(window.controller.match.actions) == 2


def test_the_last_move_stays_marked_after_open_and_undo(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    _play_a_little(qtbot, window)
    marked = dict(window.scene.last_marks)
    assert marked, "the placed tile is marked as the last move"
    target = tmp_path / "marks.dinotable.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    window.menus.save.trigger()
    click_field(qtbot, window, 9)
    assert window.scene.last_marks != marked
    window.undo()
    assert window.scene.last_marks == marked, "undo shows the move before it as the last one again"
    monkeypatch.setattr(questions, "ask", lambda *args, **kw: 1)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(target), ""))
    window.menus.open.trigger()
    assert window.scene.last_marks == marked, "a file opened shows its last move marked"


RULE_ID = re.compile(r"\b(?:engine|save|component|karuba|digger|comet)\.[a-z0-9_.]+")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("edit", ["out_of_order", "off_the_island"])
def test_a_save_with_an_illegal_move_names_the_rule_in_words_never_its_id(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, edit: str
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, language_code=language)
    _play_a_little(qtbot, window)
    path = tmp_path / "edited.dinotable.json"
    savefile.write(path, window.controller.match)
    data = json.loads(path.read_text("utf-8"))
    data.pop("operations")
    if edit == "out_of_order":  # the placement before its tile is revealed: "not now"
        data["actions"] = data["actions"][1:]
    else:
        place = next(action for action in data["actions"] if action["kind"] == "place")
        place["field"] = 99
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(savefile.SaveFileError) as error:
        savefile.read(path)
    rule = error.value.values["rule"]
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *rest: warnings.append(text))
    try:
        assert not window.load_file(path)
        assert warnings and path.name in warnings[0]
        assert rule not in warnings[0] and not RULE_ID.search(warnings[0]), warnings[0]
        rule_text = window.ui.violation_text(
            window.texts, error.value.refusal.config, error.value.refusal.state, error.value.refusal.violation
        )
        assert rule_text in warnings[0]
    finally:
        window.set_language("en")


@pytest.mark.parametrize("game", [entry.game_id for entry in registry.entries()])
def test_a_message_names_the_game_in_the_players_language_not_by_its_id(game: str) -> None:
    texts = Texts("de")
    error = savefile.SaveFileError("save.unknown_option", file="a.json", option="speed", game=game)
    assert texts(f"{game}.name") in save_error_text(texts, error)


def test_a_game_this_version_does_not_know_is_named_as_the_file_writes_it() -> None:
    error = savefile.SaveFileError("save.unknown_game", file="a.json", game="chess.variant/../x")
    assert "chess.variant/../x" in save_error_text(Texts("en"), error)
