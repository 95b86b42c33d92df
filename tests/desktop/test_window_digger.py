"""Digger through the real main window: hidden hands, the handoff cover, refusals, a whole game."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine.protocol import UNKNOWN, MatchConfig, PlayerInfo
from core.games.digger.actions import ChooseTrick, PlaySet
from desktop import settings
from desktop.results import ResultsDialog
from tests.desktop.shell_helpers import open_window, take_option

NAMES = ("Anna", "Ben", "Cleo", "Dara")
COLOURS = ("blue", "orange", "green", "purple")


def seats(*computer: bool) -> MatchConfig:
    players = tuple(PlayerInfo(NAMES[i], COLOURS[i], computer=c) for i, c in enumerate(computer))
    return MatchConfig("digger", players)


def test_the_handoff_covers_the_table_between_two_people_and_shows_only_their_hand(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(seats(False, False), seed=4)
    controller = window.controller
    lead = controller.pending().seat
    assert window.handoff.isVisible()
    assert NAMES[lead] in window.handoff.headline.text()
    window.handoff.button.click()
    assert not window.handoff.isVisible()
    shown = window.scene.state
    assert shown.hands[lead] == controller.state.hands[lead]
    assert all(card == UNKNOWN for card in shown.hands[1 - lead])
    take_option(qtbot, window, lambda action: isinstance(action, ChooseTrick))
    take_option(qtbot, window, lambda action: isinstance(action, PlaySet))
    assert controller.pending().seat == 1 - lead
    assert window.handoff.isVisible() and NAMES[1 - lead] in window.handoff.headline.text()
    assert not window.scene.interactive
    assert not window.menus.undo.isEnabled()  # the lead's set stands once the next person is up


def test_no_handoff_before_a_computer_seat(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(settings.PACE_DELAY_MS, "slow", 60_000)  # the computer stays thinking
    window = open_window(qtbot, tmp_path, monkeypatch, pace="slow")
    window.start_new(seats(False, True), seed=4)
    controller = window.controller
    if controller.pending().seat == 0:
        window.handoff.button.click()  # the one person confirms once
        take_option(qtbot, window, lambda action: isinstance(action, ChooseTrick))
        take_option(qtbot, window, lambda action: isinstance(action, PlaySet))
    assert controller.pending().seat == 1 and controller.is_computer(1)
    assert not window.handoff.isVisible()


def test_an_illegal_selection_shows_its_rule(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(seats(False, False), seed=4)
    controller = window.controller
    window.handoff.button.click()
    take_option(qtbot, window, lambda action: isinstance(action, ChooseTrick))
    hand = controller.state.hands[controller.pending().seat]
    wrong = next(
        PlaySet(pair)
        for pair in combinations(hand, 2)
        if controller.rules.check(controller.state, PlaySet(pair)) is not None
    )
    violation = controller.rules.check(controller.state, wrong)
    window.scene.offer(wrong)
    assert window.panel.violation.isVisible()
    assert window.panel.violation.text() == window.ui.violation_text(
        window.texts, controller.config, window.scene.state, violation
    )
    assert controller.pending().kind == "lead_set"


def test_a_game_with_computer_seats_plays_to_the_results(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(seats(True, True, True), seed=9)
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=60_000)
    dialog: ResultsDialog = window.results
    assert dialog.table.rowCount() == 3
    assert not window.handoff.isVisible()
