"""The action bar, Continue after a Digger trick, Karuba's island while computers place, Suggest a move."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core.engine.bots import RandomBot
from core.engine.protocol import Action, MatchConfig, PlayerInfo
from core.games.karuba.actions import Discard, Place, Reveal
from desktop import computer, settings
from desktop.main_window import MainWindow
from tests.desktop.shell_helpers import open_window, take_option

LONG_PACE_MS = 600_000  # a computer's answer waits until the test lets it land


def karuba(*computer_seats: bool) -> MatchConfig:
    names, colours = ("Anna", "Bot", "Cleo"), ("blue", "orange", "green")
    players = tuple(
        PlayerInfo(names[i], colours[i], computer=c, level="easy") for i, c in enumerate(computer_seats)
    )
    return MatchConfig("karuba", players, {"setup": "random"})


def digger(*computer_seats: bool) -> MatchConfig:
    names, colours = ("Anna", "Ben", "Cleo"), ("blue", "orange", "green")
    players = tuple(
        PlayerInfo(names[i], colours[i], computer=c, level="easy") for i, c in enumerate(computer_seats)
    )
    return MatchConfig("digger", players)


def bar_labels(window: MainWindow) -> list[str]:
    return [button.text() for button in window.bar.buttons if button.isVisible()]


def wait_for_person(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    qtbot.waitUntil(lambda: controller.human_pending() or controller.waiting, timeout=20_000)


def play_until_waiting(qtbot: QtBot, window: MainWindow) -> None:
    """Anna plays at random through the panel until a finished trick waits for her Continue."""
    controller = window.controller
    person = RandomBot(5, 0)
    for _ in range(300):
        wait_for_person(qtbot, window)
        if controller.waiting:
            return
        choice = person.choose(controller.rules, controller.state, len(controller.match.steps))
        take_option(qtbot, window, lambda action, c=choice: action == c)
    raise AssertionError("no trick ever waited for Continue")


# the bar --------------------------------------------------------------------------------------


def test_the_bar_offers_reveal_as_the_default_and_enter_on_the_table_takes_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(karuba(False, False), seed=3)
    controller = window.controller
    assert controller.pending().kind == "reveal"
    assert bar_labels(window) == [window.ui.action_text(window.texts, controller.state, Reveal())]
    assert window.bar.default_entry().actions == (Reveal(),)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert controller.match.steps[-1].action == Reveal()
    assert controller.pending().kind == "tile"
    labels = bar_labels(window)
    assert labels == [window.ui.action_text(window.texts, controller.state, Discard())]
    assert window.bar.default_entry() is None  # discarding is never taken by Enter alone
    window.bar.buttons[0].click()
    assert controller.match.steps[-1].action == Discard()


def test_the_bar_is_disabled_while_a_computer_decides(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(settings.PACE_DELAY_MS, "slow", LONG_PACE_MS)
    window = open_window(qtbot, tmp_path, monkeypatch, pace="slow")
    window.start_new(karuba(True, False), seed=1)
    controller = window.controller
    while controller.human_pending():  # Anna goes first: she acts until the computer is asked
        take_option(qtbot, window, lambda action: True)
    assert controller.is_computer(controller.pending().seat)
    assert not window.bar.suggest_button.isEnabled()
    assert not any(button.isEnabled() for button in window.bar.buttons if button.isVisible())
    assert not window.menus.suggest.isEnabled()


# Continue ----------------------------------------------------------------------------------------


def test_a_finished_trick_waits_for_continue_before_a_computer_leads(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(digger(False, True, True), seed=2)
    controller = window.controller
    play_until_waiting(qtbot, window)
    steps = len(controller.match.steps)
    assert controller.is_computer(controller.pending().seat)
    assert window.scene.state.last_trick is not None  # the trick is still on the table
    assert window.bar.continue_button.isVisible()
    assert "Continue" in window.bar.line.text()  # and the bar says so
    assert window.panel.role.text() == "Computer player, waits until you press Continue"
    waiting_line = window.panel.options.item(0).text()
    assert waiting_line.endswith("goes on when you press Continue."), "the list says the same"
    qtbot.wait(300)
    assert len(controller.match.steps) == steps and not controller.computer_busy()
    assert not window.menus.suggest.isEnabled()
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Space)
    assert not controller.waiting and not window.bar.continue_button.isVisible()
    assert not window.bar.line.isVisible()
    assert window.panel.role.text() != "Computer player, waits until you press Continue"
    qtbot.waitUntil(lambda: len(controller.match.steps) > steps, timeout=10_000)


def test_continue_by_the_bar_button_and_by_a_click_on_the_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(digger(False, True, True), seed=2)
    controller = window.controller
    play_until_waiting(qtbot, window)
    steps = len(controller.match.steps)
    window.bar.continue_button.click()
    qtbot.waitUntil(lambda: len(controller.match.steps) > steps, timeout=10_000)
    play_until_waiting(qtbot, window)
    steps = len(controller.match.steps)
    centre = window.table.viewport().rect().center()
    QTest.mouseClick(
        window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre
    )
    assert not controller.waiting
    qtbot.waitUntil(lambda: len(controller.match.steps) > steps, timeout=10_000)


def test_a_new_game_during_the_wait_starts_cleanly(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(digger(False, True, True), seed=2)
    old = window.controller
    play_until_waiting(qtbot, window)
    monkeypatch.setattr(window, "confirm_abandon", lambda: True)
    window.start_new(karuba(False, True), seed=4)
    assert window.controller is not old and not old.waiting
    assert not window.bar.continue_button.isVisible() and not window.table.waiting
    assert window.controller.pending().kind == "reveal" or window.controller.computer_busy()


def test_undo_during_the_wait_takes_the_move_back(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(karuba(False, True), seed=6)
    controller = window.controller
    controller.wait_after = lambda _events: True  # every move waits, so Undo meets a wait
    wait_for_person(qtbot, window)
    while not controller.waiting:
        take_option(qtbot, window, lambda action: True)
        wait_for_person(qtbot, window)
        if controller.waiting and not controller.can_undo():
            window.go_on()
            wait_for_person(qtbot, window)
    steps = len(controller.match.steps)
    window.menus.undo.trigger()
    assert not controller.waiting and not window.bar.continue_button.isVisible()
    assert len(controller.match.steps) == steps - 1 and controller.human_pending()


def test_quitting_during_the_wait_lands_no_move(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(digger(False, True, True), seed=2)
    controller = window.controller
    play_until_waiting(qtbot, window)
    steps = len(controller.match.steps)
    window.close()
    qtbot.wait(200)
    assert len(controller.match.steps) == steps and not controller.computer_busy()


def test_computers_only_never_wait(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(digger(True, True), seed=2)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.match.state.leads_done >= 2, timeout=20_000)
    assert not controller.waiting


# Karuba's island ----------------------------------------------------------------------------------


def test_karubas_large_island_stays_the_persons_while_a_computer_places(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(karuba(False, True), seed=6)
    controller = window.controller
    wait_for_person(qtbot, window)
    while controller.pending().kind != "tile":
        take_option(qtbot, window, lambda action: True)
        wait_for_person(qtbot, window)
    controller.set_pace(LONG_PACE_MS)
    take_option(qtbot, window, lambda action: isinstance(action, Place))
    scene = window.scene
    if controller.pending() is not None and controller.pending().seat == 1:
        assert scene.displayed_seat() == 0 and scene.big.seat == 0  # not the computer's island
    controller.set_pace(0)
    qtbot.waitUntil(
        lambda: any(step.seat == 1 and isinstance(step.action, Place) for step in controller.match.steps)
    )
    wait_for_person(qtbot, window)
    placed = next(
        step for step in reversed(controller.match.steps) if step.seat == 1 and isinstance(step.action, Place)
    )
    assert scene.big.seat == 0
    thumb = scene.cards[1].island
    spot = thumb.item_for(("field", placed.action.field))
    assert spot is not None and spot.marks.last  # the computer's tile is marked on its card


# Suggest a move ---------------------------------------------------------------------------------


def test_suggest_a_move_lights_the_normal_computers_choice_and_never_plays_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[Any, Any]] = []
    real_request = computer.request

    def spying_request(ticket: int, player: Any, rules: Any, view: Any, step: int) -> None:
        seen.append((player, view))
        real_request(ticket, player, rules, view, step)

    monkeypatch.setattr(computer, "request", spying_request)
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(digger(False, True), seed=5)
    controller = window.controller
    wait_for_person(qtbot, window)
    seat = controller.pending().seat
    steps = len(controller.match.steps)
    seen.clear()
    assert window.menus.suggest.shortcut() == QKeySequence("H")
    window.menus.suggest.trigger()
    thinking = window.bar.line.text()
    # The first option is selected from the start; the suggestion's own line shows it has come.
    qtbot.waitUntil(lambda: window.bar.line.text() not in ("", thinking), timeout=20_000)
    player, view = seen[-1]
    assert type(player).__name__ == "SearchBot" and player.level == "normal"
    assert view == controller.rules.view(controller.state, seat)  # the seat's view, never the full state
    chosen: Action = window.panel.options.selectedItems()[0].data(Qt.ItemDataRole.UserRole)
    assert chosen in controller.legal()
    assert window.bar.line.isVisible()
    assert window.ui.action_text(window.texts, window.scene.state, chosen) in window.bar.line.text()
    assert len(controller.match.steps) == steps  # shown, never played


def test_a_change_cancels_a_suggestion_on_its_way(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(karuba(False, False), seed=3)
    window.suggest()
    assert window._suggester is not None and window._suggester.busy()
    take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    assert not window._suggester.busy() and not window.bar.line.isVisible()
    qtbot.waitUntil(lambda: computer.hub().working == 0, timeout=10_000)
    assert not window.bar.line.isVisible()


@pytest.mark.parametrize("language_code", ["en", "de"])
@pytest.mark.parametrize("game", ["comet", "digger", "karuba"])
def test_every_kind_of_option_has_a_line_saying_why_it_is_suggested(game: str, language_code: str) -> None:
    from core.engine import registry
    from desktop.text import Texts

    texts = Texts(language_code)
    setup = {"comet": {"place_neutral"}, "karuba": {"choose_beach", "choose_jungle"}}.get(game, set())
    for kind in {action.kind for action in registry.get(game).action_types} - setup:
        assert texts.has(f"{game}.suggest.{kind}"), kind


def test_every_computer_move_since_the_person_acted_stays_marked(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(karuba(False, True, True), seed=6)
    controller = window.controller
    for _ in range(40):
        wait_for_person(qtbot, window)
        steps = controller.match.steps
        if len(steps) >= 2 and all(controller.is_computer(step.seat) for step in steps[-2:]):
            break
        take_option(qtbot, window, lambda action: True)
    else:
        raise AssertionError("two computer moves in a row never came")
    steps = controller.match.steps
    start = max(i for i, step in enumerate(steps) if not controller.is_computer(step.seat)) + 1
    expected = [event for step in steps[start:] for event in step.events]
    assert len(steps) - start >= 2 and window.scene.recent == expected
    take_option(qtbot, window, lambda action: True)  # the person acts: only that is marked now
    if not controller.is_computer(controller.match.steps[-1].seat):
        assert window.scene.recent == list(controller.match.steps[-1].events)
