"""Undo in the window: it takes the refusal of an undone attempt with it and says why it cannot go back."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine.match import UndoBar
from core.engine.protocol import MatchConfig, PlayerInfo
from core.games.karuba.actions import Reveal
from desktop.text import Texts
from tests.desktop.shell_helpers import click_field, open_window, take_option, two_humans

TEXTS = Texts("en")


def test_undo_and_redo_clear_the_refusal_shown_in_the_panel(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=3)
    controller = window.controller
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    click_field(qtbot, window, 0)
    click_field(qtbot, window, 0)
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    click_field(qtbot, window, 1)  # the first seat places; the second is to place now
    placed = len(controller.match.steps)
    click_field(qtbot, window, 0)  # taken on the second seat's island
    assert len(controller.match.steps) == placed and window.panel.violation.isVisible()
    window.menus.undo.trigger()  # takes back the first seat's tile, and the refusal with it
    assert len(controller.match.steps) == placed - 1
    assert not window.panel.violation.isVisible()
    assert getattr(window.scene, "refused", None) is None  # no refusal mark left on the table either
    click_field(qtbot, window, 0)  # taken on the first seat's island too
    assert window.panel.violation.isVisible()
    window.menus.redo.trigger()
    assert len(controller.match.steps) == placed
    assert not window.panel.violation.isVisible()


def test_a_reveal_and_the_start_say_why_undo_is_greyed_out(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=3)
    undo, note = window.menus.undo, window.panel.undo_note
    assert not undo.isEnabled() and undo.toolTip() == TEXTS(UndoBar.NOTHING.value)
    assert undo.statusTip() == TEXTS(UndoBar.NOTHING.value)
    assert not note.isVisible()  # nothing done yet speaks for itself
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    assert not undo.isEnabled() and undo.toolTip() == TEXTS(UndoBar.REVEALED.value)
    assert note.isVisible() and note.text() == TEXTS(UndoBar.REVEALED.value)
    click_field(qtbot, window, 0)
    assert undo.isEnabled() and not note.isVisible()
    assert undo.statusTip() == ""


def test_after_a_computer_moved_undo_says_so_in_the_menu_and_the_panel(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, pace="instant")
    config = MatchConfig(
        "karuba",
        (PlayerInfo("Anna", "blue"), PlayerInfo("Bot", "orange", computer=True)),
        {"setup": "together"},
    )
    window.start_new(config, seed=6)
    controller = window.controller

    def computer_moved_last() -> bool:
        steps = controller.match.steps
        return controller.human_pending() and bool(steps) and controller.is_computer(steps[-1].seat)

    for _ in range(20):
        qtbot.waitUntil(lambda: controller.human_pending() or computer_moved_last(), timeout=10_000)
        if computer_moved_last():
            break
        take_option(qtbot, window, lambda action: True)
    assert computer_moved_last()
    assert controller.undo_bar() is UndoBar.COMPUTER
    assert not window.menus.undo.isEnabled()
    assert window.menus.undo.toolTip() == TEXTS("engine.undo.computer")
    assert window.panel.undo_note.text() == TEXTS("engine.undo.computer")


def test_undo_reasons_follow_the_language(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=3)
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    window.set_language("de")
    try:
        assert window.menus.undo.toolTip() == Texts("de")(UndoBar.REVEALED.value)
        assert window.panel.undo_note.text() == Texts("de")(UndoBar.REVEALED.value)
    finally:
        window.set_language("en")


def test_a_rule_without_a_text_is_shown_in_plain_words_never_as_its_id(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.engine.protocol import Violation

    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=3)
    window.panel.show_violation(window.texts, window.ui, Violation("karuba.no_such_rule"))
    assert window.panel.violation.text() == TEXTS("engine.refused")
    assert "karuba." not in window.panel.violation.text()


def _digger_for_two() -> MatchConfig:
    return MatchConfig("digger", (PlayerInfo("Anna", "purple"), PlayerInfo("Ben", "sky")))


def test_a_table_handed_to_the_next_person_bars_undo_in_a_game_with_hidden_hands(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.engine import registry
    from core.engine.match import Match
    from desktop.match_controller import MatchController

    match = Match(registry.get("digger"), _digger_for_two(), 5)
    controller = MatchController(match, None)
    first = match.pending().seat
    controller.apply(match.legal()[0])
    if match.pending().seat == first:  # the lead names a trick, then plays: go on until the table passes
        while match.pending().seat == first:
            controller.apply(match.legal()[0])
    assert controller.undo_bar() is UndoBar.HANDED_ON and not controller.can_undo()
    assert TEXTS(UndoBar.HANDED_ON.value) != UndoBar.HANDED_ON.value


def test_a_finished_game_says_it_is_over_when_undo_cannot_go_back(qtbot: QtBot) -> None:
    import random

    from core.engine import registry
    from core.engine.match import Match
    from desktop.match_controller import MatchController

    match = Match(registry.get("digger"), _digger_for_two(), 9)
    chance = random.Random(9)
    while match.pending() is not None:
        match.apply(chance.choice(match.legal()))
    controller = MatchController(match, None)
    assert controller.result() is not None
    assert controller.undo_bar() is UndoBar.GAME_OVER
