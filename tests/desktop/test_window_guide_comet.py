"""Comet's guided first game in the real window, played as a newcomer plays it: by clicks on the table.

A picked card's click on a space plays a whole plan in normal play; while the guide rings the
table it plays only the card's own action, so that every taught step gets its own click.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine.guide import Phase
from core.engine.protocol import Action
from core.games.comet.actions import Hatch, Move, Step
from desktop.main_window import MainWindow
from tests.desktop.shell_helpers import click_spot, guide_phase, open_window, real_ui_available, until_step

pytestmark = pytest.mark.skipif(not real_ui_available(), reason="the real tables are not built here")


def lesson_move(window: MainWindow) -> Action:
    controller = window.controller
    assert controller is not None and controller.guide is not None
    move = controller.guide.solution(controller.match)
    assert move is not None
    return move


def play_by_clicks(window: MainWindow, action: Action) -> None:
    """The clicks a player makes for ``action``: a card, then its space; a space; a card; a button."""
    scene = window.scene
    spots = scene.spots_for(action)
    if isinstance(action, Hatch | Move):
        click_spot(window, spots[0])  # the hand card, then a ringed space it brings a rescuer to
        click_spot(window, spots[-1])
    elif spots:
        click_spot(window, spots[0])
    else:
        button = next(
            button
            for button, entry in zip(window.bar.buttons, window.bar.entries, strict=False)
            if entry.actions[:1] == (action,)
        )
        button.click()


def through_the_guide(qtbot: QtBot, window: MainWindow, seen: list[str]) -> None:
    """Every taught step, its moves made by clicks and its texts passed by Continue."""
    controller = window.controller
    assert controller is not None and controller.guide is not None
    for _ in range(60):
        qtbot.waitUntil(lambda: guide_phase(window) is not Phase.OTHERS, timeout=10000)
        current = guide_phase(window)
        assert window.panel.violation.text() == "", "the taught clicks meet no refusal"
        if current is Phase.FREE:
            return
        step = controller.guide.step
        assert step is not None
        if current is Phase.ACT:
            seen.append(step.id)
            before = len(controller.match.actions)
            play_by_clicks(window, lesson_move(window))
            qtbot.waitUntil(lambda before=before: len(controller.match.actions) > before, timeout=5000)
        else:
            window.panel.guide.go_on.click()
    raise AssertionError("the guide never ended")


def test_comet_s_guide_is_played_through_by_clicks_one_taught_step_at_a_time(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_guided("comet")
    controller = window.controller
    assert controller is not None and controller.waiting, "Mara, first to move, waits for the welcome"
    assert window.bar.continue_button.isVisible()
    seen: list[str] = []
    through_the_guide(qtbot, window, seen)
    assert seen == ["hatch", "next_nest", "move", "step", "cave", "stop", "ability", "rest", "go_on", "gold"]
    assert controller.guide is not None and controller.guide.free


def test_a_picked_card_plays_only_its_own_action_while_the_guide_rings_the_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_guided("comet")
    until_step(qtbot, window, "move")
    controller = window.controller
    assert controller is not None
    before = len(controller.match.actions)
    play_by_clicks(window, lesson_move(window))
    qtbot.waitUntil(lambda: len(controller.match.actions) > before)
    assert isinstance(controller.match.actions[-1], Move)
    assert not any(isinstance(action, Step) for action in controller.match.actions[before:])
