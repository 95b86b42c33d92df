"""In the real window: "Why?" on any target, the computer's last move, and what decided a finished game."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.engine.bots import EasyBot
from core.engine.protocol import MatchConfig, PlayerInfo
from core.games.karuba.actions import Place
from desktop.main_window import MainWindow
from desktop.match_controller import MatchController
from desktop.scene.spot import HotSpot
from tests.desktop.shell_helpers import open_window, real_ui_available

pytestmark = pytest.mark.skipif(not real_ui_available(), reason="Karuba's table is not built here")

AGAINST_MARA = MatchConfig(
    game="karuba", players=(PlayerInfo("Ann", "blue"), PlayerInfo("Mara", "yellow", True, "easy"))
)


def play(qtbot: QtBot, window: MainWindow, moves: int | None = None) -> None:
    """Ann plays as Easy would, ``moves`` of hers (all: to the end); the computer answers."""
    controller = window.controller
    assert controller is not None
    made = 0
    deadline = time.monotonic() + 120
    while controller.result() is None and (moves is None or made < moves):
        assert time.monotonic() < deadline, "the game did not go on"
        decision = controller.pending()
        assert decision is not None
        if controller.is_computer(decision.seat):
            if window.bar.isVisible() and controller.waiting:
                window.go_on()
            qtbot.wait(5)
            continue
        view = controller.rules.view(controller.state, decision.seat)
        window._choose(EasyBot(11, decision.seat).choose(controller.rules, view, len(controller.match.steps)))
        made += 1
    qtbot.waitUntil(
        lambda: controller.result() is not None or not controller.is_computer(seat_to_move(controller))
    )


def seat_to_move(controller: MatchController) -> int:
    decision = controller.pending()
    assert decision is not None
    return decision.seat


def right_click(window: MainWindow, item: HotSpot) -> None:
    view = window.table
    point: QPoint = view.mapFromScene(item.sceneBoundingRect().center())
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, view.viewport().mapToGlobal(point))
    QApplication.sendEvent(view.viewport(), event)


def field_spot(window: MainWindow, field: int) -> HotSpot:
    assert window.scene is not None
    return next(
        item
        for item in window.scene.items()
        if isinstance(item, HotSpot) and item.handler is not None and item.spot == ("field", field)
    )


def test_why_says_what_a_lit_target_allows_and_which_rule_forbids_an_unlit_one(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(AGAINST_MARA, 3)
    scene, controller = window.scene, window.controller
    assert scene is not None and controller is not None
    for _ in range(30):  # on until Ann places a tile with one of hers on the island already
        play(qtbot, window, moves=1)
        if controller.pending().kind == "tile" and any(scene.state.islands[0].grid):  # type: ignore[union-attr]
            break
    taken = next(
        field
        for field, tile in enumerate(scene.state.islands[0].grid)
        if tile and Place(field) not in scene.legal
    )
    free = next(field for field in range(len(scene.state.islands[0].grid)) if Place(field) in scene.legal)
    assert controller.pending().kind == "tile"  # type: ignore[union-attr]
    assert scene.why(("field", free)).startswith("Allowed: Place on ")
    right_click(window, field_spot(window, taken))
    assert window.panel.why.isVisibleTo(window.panel)
    assert "already holds a tile" in window.panel.why.text()


def test_the_computer_s_last_move_is_said_with_the_rule_that_let_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(AGAINST_MARA, 3)
    play(qtbot, window, moves=3)
    controller = window.controller
    assert controller is not None
    last = controller.match.steps[-1]
    line = window.panel.last_move.text()
    if (
        controller.is_computer(last.seat)
        and len(controller.rules.legal(controller.match.steps[-2].state_after)) > 1
    ):
        assert line.startswith("Mara ") and " The rule: " in line
    window._choose(controller.legal()[0])
    qtbot.waitUntil(
        lambda: (
            not controller.is_computer(controller.match.steps[-1].seat) or bool(window.panel.last_move.text())
        )
    )


def test_a_finished_game_shows_what_decided_it_and_a_costly_move_can_be_tried_again(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(AGAINST_MARA, 3)
    play(qtbot, window)
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible())
    results = window.results
    assert results is not None
    assert results.decided_title.text() == "What decided it"
    assert "Move " in results.decided.text()
    assert results.try_again, "Ann's Easy play gave away something"
    look_back = window.look_back
    assert look_back is not None
    move = look_back.costly[0]
    results.try_again[0].click()
    controller = window.controller
    assert controller is not None and controller.result() is None
    qtbot.waitUntil(
        lambda: (
            len(controller.match.steps) == move.index and not controller.is_computer(seat_to_move(controller))
        )
    )
    box = window.panel.guide
    assert box.isVisibleTo(window.panel)
    assert box.heading.text() == "Try again"
    assert box.show_me.isVisibleTo(box)
    better = window.ui.action_text(window.texts, controller.state, move.better)
    assert better not in box.text.text()  # the better move stays hidden until asked
    box.show_me.click()
    assert better in box.text.text()
    window._choose(move.better)
    assert "the move the computer's judgement prefers" in box.text.text()
    box.got_it.click()
    assert not box.isVisibleTo(window.panel)
