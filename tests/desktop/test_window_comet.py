"""A whole Comet game in the main window: a person clicks cards and spaces, a computer plays Easy."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.engine import savefile
from core.engine.protocol import MatchConfig, PlayerInfo
from core.games.comet.actions import EndMove, Hatch, KeepHand, PlaceNeutral, Rest, Step, UseAbility
from core.games.comet.components import components, distances_to_cave
from core.games.comet.state import HATCH_NEST, MOVE, NEUTRAL, OFF_BOARD, REST_DISCARD, REST_GOLD, TURN
from desktop.main_window import MainWindow
from tests.desktop.shell_helpers import open_window, take_option, using_fake

CONFIG = MatchConfig(
    "comet",
    (PlayerInfo("Anna", "blue"), PlayerInfo("Bot", "orange", computer=True, level="easy")),
    {"side": "a"},
)


def click_at(window: MainWindow, point: QPointF) -> None:
    QApplication.processEvents()  # a resize still on its way would move the table under the mouse
    window.table.centerOn(point)
    QTest.mouseClick(
        window.table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        window.table.mapFromScene(point),
    )


def click_spot(window: MainWindow, spot: tuple[str, int]) -> None:
    scene = window.scene
    item = scene.spots.get(spot) or scene.card_spots[spot]
    click_at(window, item.mapToScene(item.shape().boundingRect().center()))


def closest_to_the_cave(window: MainWindow, plans: dict[int, tuple]) -> int:
    distance = distances_to_cave(window.scene.board)
    moves = [space for space, plan in plans.items() if not isinstance(plan[0], Hatch)]
    if not moves:
        return min(plans)
    return min(moves, key=lambda space: (distance[space], -len(plans[space])))


def test_a_person_plays_a_whole_game_by_clicking_cards_and_spaces(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, pace="instant")
    if using_fake(window):
        pytest.skip("needs the real Comet table")
    window.start_new(CONFIG, seed=5)
    controller = window.controller
    clicked_plans = rescued = 0
    while controller.result() is None:
        qtbot.waitUntil(lambda: controller.human_pending() or controller.result() is not None, timeout=20_000)
        if controller.result() is not None:
            break
        state, scene = controller.state, window.scene
        steps = len(controller.match.steps)
        if state.step == TURN:
            ready = [a for a in controller.legal() if isinstance(a, UseAbility)]
            best = None
            for index, card in enumerate(state.seats[0].hand):
                click_spot(window, ("hand", index))
                if scene.card == card:
                    best = (index, closest_to_the_cave(window, scene.plans))
                    click_spot(window, ("hand", index))  # put back, look at the next card
            if ready:
                take_option(qtbot, window, lambda action, use=ready[0]: action == use)
            elif best is None:
                take_option(qtbot, window, lambda action: isinstance(action, Rest))
            else:
                click_spot(window, ("hand", best[0]))
                assert scene.spots[("space", best[1])].marks.lit
                length = len(scene.plans[best[1]])
                click_spot(window, ("space", best[1]))
                clicked_plans += 1
                # The plan is one operation: all of its actions are played by the click.
                assert len(controller.match.steps) == steps + length
        elif state.step == MOVE:
            take_option(qtbot, window, lambda action: isinstance(action, EndMove))
        elif state.step == REST_DISCARD:
            take_option(qtbot, window, lambda action: isinstance(action, KeepHand))
        elif state.step == REST_GOLD:
            click_spot(window, ("offer", 0))
        elif state.step == NEUTRAL:
            take_option(qtbot, window, lambda action: isinstance(action, PlaceNeutral))
        elif state.step == HATCH_NEST:
            raise AssertionError("a clicked hatch plan places its rescuer by itself")
        qtbot.waitUntil(lambda s=steps: len(controller.match.steps) > s, timeout=5_000)
        rescued = len(controller.state.seats[0].rescued)
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=5_000)
    assert clicked_plans >= 10 and rescued >= 2, "the clicks hatched animals and brought them home"
    assert window.results.table.rowCount() == 2
    assert window.results.breakdown.isVisible() and "Anna: " in window.results.breakdown.text()


def plan_by_clicking(window: MainWindow, wanted: Callable[[tuple], bool]) -> tuple[int, int] | None:
    """The hand position and space of a plan ``wanted`` accepts, found by picking each card in turn."""
    scene = window.scene
    for index, card in enumerate(window.controller.state.seats[0].hand):
        click_spot(window, ("hand", index))
        if scene.card != card:
            continue
        found = next((space for space, plan in sorted(scene.plans.items()) if wanted(plan)), None)
        click_spot(window, ("hand", index))  # put it back
        if found is not None:
            return index, found
    return None


def test_a_click_on_a_reachable_space_is_one_undo_step(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, pace="instant")
    if using_fake(window):
        pytest.skip("needs the real Comet table")
    window.start_new(CONFIG, seed=5)
    controller = window.controller
    cave = window.scene.board.cave
    for _ in range(10):  # hatch until a rescuer of ours stands on the board
        qtbot.waitUntil(lambda: controller.human_pending() and controller.state.step == TURN, timeout=20_000)
        if any(space != OFF_BOARD for space in controller.state.seats[0].rescuers):
            break
        hatch = plan_by_clicking(window, lambda plan: isinstance(plan[0], Hatch))
        assert hatch is not None
        steps = len(controller.match.steps)
        click_spot(window, ("hand", hatch[0]))
        click_spot(window, ("space", hatch[1]))
        qtbot.waitUntil(lambda s=steps: len(controller.match.steps) > s, timeout=5_000)
    # A move and a step that leaves a symbol: the move goes on, so nobody else has decided yet.
    found = plan_by_clicking(
        window,
        lambda plan: (
            len(plan) == 2
            and isinstance(plan[1], Step)
            and plan[1].target != cave
            and len(components().cards[plan[0].card].symbols) == 2
        ),
    )
    assert found is not None
    before, steps = controller.state, len(controller.match.steps)
    click_spot(window, ("hand", found[0]))
    click_spot(window, ("space", found[1]))
    assert len(controller.match.steps) == steps + 2 and controller.state.step == MOVE
    assert controller.state.seats[0].rescuers != before.seats[0].rescuers
    marked = dict(window.scene.last)
    assert ("space", found[1]) in marked, "the space reached is marked as the last move"
    saved = tmp_path / "move.dinotable.json"
    savefile.write(saved, controller.match)
    window.open_match(savefile.read(saved), saved)
    assert window.scene.last == marked, "a file opened shows the same last move"
    controller = window.controller
    window.undo()
    assert controller.state == before and len(controller.match.steps) == steps, (
        "one Undo takes the click back"
    )
