"""Karuba's guided first game in the real window: clicks on the table, the guide's box and its controls."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine import savefile
from core.engine.guide import Phase
from core.engine.tutorial import tutorial_for
from desktop import settings
from desktop.main_window import MainWindow
from desktop.scene.guide_halo import spot_rect
from tests.desktop.shell_helpers import (
    click_field,
    click_spot,
    guide_phase,
    open_window,
    real_ui_available,
    step_id,
    until_step,
)

pytestmark = pytest.mark.skipif(not real_ui_available(), reason="Karuba's table is not built here")


def guided(qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch, **kwargs: object) -> MainWindow:
    window = open_window(qtbot, folder, monkeypatch, **kwargs)  # type: ignore[arg-type]
    window.start_guided("karuba")
    return window


def test_the_guide_speaks_rings_its_targets_and_goes_on_with_the_lesson_s_moves(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = guided(qtbot, tmp_path, monkeypatch)
    box = window.panel.guide
    texts = window.texts
    assert box.isVisible() and box.text.text() == texts("karuba.tutorial.welcome")
    assert not window.panel.hint.isVisible()  # the guide speaks for the decision's hint
    assert len(window.scene._halos) == 2  # the blue adventurer and its temple
    box.go_on.click()
    assert step_id(window) == "reveal" and box.text.text() == texts("karuba.tutorial.reveal")
    click_spot(window, ("pile", 0))
    assert guide_phase(window) is Phase.DONE and box.text.text() == texts("karuba.tutorial.reveal.done")
    assert box.go_on.isVisible()
    box.go_on.click()
    assert step_id(window) == "first_tile"
    assert [halo.rect for halo in window.scene._halos] == [
        spot_rect(window.scene, ("beach", 3)),
        spot_rect(window.scene, ("field", 12)),
    ]

    # A legal move that is not the lesson: not played, the step says why; "Show me" after two.
    controller = window.controller
    assert controller is not None
    click_field(qtbot, window, 0)
    assert controller.state.islands[0].grid[0] == 0 and len(controller.match.steps) == 1
    assert box.note.text() == texts("karuba.tutorial.first_tile.wrong") and not box.show_me.isVisible()
    click_field(qtbot, window, 0)
    assert box.show_me.isVisible()
    box.show_me.click()
    assert controller.state.islands[0].grid[12] == 1
    assert box.text.text() == texts("karuba.tutorial.first_tile.done") and not box.note.isVisible()
    box.go_on.click()

    # Mara moves at the computers' pace; the guide has a word about it, then the lesson goes on.
    qtbot.waitUntil(lambda: guide_phase(window) is Phase.WATCH)
    assert box.text.text() == texts("karuba.tutorial.same_tile")
    box.go_on.click()
    assert step_id(window) == "reveal_2" and box.text.text() == texts("engine.tutorial.silent")

    # Skip step plays the lesson's move.
    box.controls.linkActivated.emit("skip")
    assert step_id(window) == "crystal" and controller.state.revealed == 13


def test_an_illegal_click_in_the_guide_gets_the_rule_that_forbids_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = guided(qtbot, tmp_path, monkeypatch)
    until_step(qtbot, window, "move")
    controller = window.controller
    assert controller is not None
    steps = len(controller.match.steps)
    click_field(qtbot, window, 14)  # C3: no path leads there
    assert len(controller.match.steps) == steps
    assert window.panel.violation.isVisible() and window.panel.violation.text()
    click_field(qtbot, window, 13)
    assert controller.state.islands[0].crystals == 1 and guide_phase(window) is Phase.DONE


def test_leaving_the_guide_plays_on_as_a_normal_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = guided(qtbot, tmp_path, monkeypatch)
    controller = window.controller
    assert controller is not None and controller.guide is not None
    window.panel.guide.controls.linkActivated.emit("leave")
    assert controller.guide.free and window.panel.hint.isVisible()
    click_spot(window, ("pile", 0))  # any legal move is played now
    assert len(controller.match.steps) == 1


def test_back_to_checkpoint_replays_the_match_to_the_checkpoint(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = guided(qtbot, tmp_path, monkeypatch)
    until_step(qtbot, window, "handover")
    controller = window.controller
    assert controller is not None and controller.guide is not None
    checkpoint_step, actions = controller.guide.checkpoint()
    assert actions == len(controller.match.steps)
    window.panel.guide.controls.linkActivated.emit("back")
    assert controller.guide.index == checkpoint_step and len(controller.match.steps) == actions
    assert step_id(window) == "handover"

    settings.set_tips_on(False)
    window.panel.guide.go_on.click()  # the lesson is over: the game goes on, the box goes
    assert controller.guide.free and not window.panel.guide.isVisible()


def test_a_guided_game_resumes_at_its_step_after_a_restart(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = guided(qtbot, tmp_path, monkeypatch)
    until_step(qtbot, window, "crystal")
    slot = window.slots.path("karuba") if window.slots is not None else None
    assert slot is not None and slot.exists()
    mark = savefile.read(slot).tutorial
    assert mark is not None and tutorial_for("karuba").steps[mark.step].id == "crystal"
    window.close()

    again = open_window(qtbot, tmp_path, monkeypatch, keep_settings=True)
    found = again.launcher.resumables["karuba"]
    again.resume(found.match)
    assert step_id(again) == "crystal" and again.panel.guide.isVisible()
    assert again.panel.guide.text.text() == again.texts("karuba.tutorial.crystal")


def test_the_setup_page_offers_the_guided_game_and_the_help_menu_starts_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.engine import registry

    window = open_window(qtbot, tmp_path, monkeypatch)
    karuba = next(entry for entry in registry.entries() if entry.game_id == "karuba")
    window.launcher.show_setup(karuba)
    page = window.launcher.setup
    assert page.guide_strip.isVisible() and "10" in page.guide_button.text()
    page.guide_button.click()
    assert window.controller is not None and window.controller.guide is not None
    assert settings.tutorial_state("karuba") == "started"
    window.menus.guided.trigger()  # the guided game under way is resumed, not dealt again
    assert window.controller is not None and window.controller.guide is not None


def test_the_setup_page_marks_a_finished_guided_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.engine import registry

    window = open_window(qtbot, tmp_path, monkeypatch)
    settings.set_tutorial_state("karuba", "finished")
    window.launcher.show_setup(next(entry for entry in registry.entries() if entry.game_id == "karuba"))
    page = window.launcher.setup
    assert page.guide_strip.isVisible() and "finished ✓" in page.guide_line.text()
    assert not page.guide_strip.property("first")
