"""Computer seats: they decide on a worker thread, at a readable pace, and can be cancelled."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from core.engine.bots import RandomBot
from core.engine.protocol import MatchConfig, PlayerInfo
from core.games.karuba.actions import Reveal
from desktop import computer, settings
from desktop.results import ResultsDialog
from tests.desktop.shell_helpers import open_window, take_option

# A pace no test outlasts: a computer's answer then waits until the test itself lets it land,
# so what a test sees never depends on how fast the machine is.
LONG_PACE_MS = 600_000


def _human_and_computers(computers: int) -> MatchConfig:
    colours = ["blue", "orange", "green", "purple"]
    seats = [PlayerInfo("Anna", colours[0])]
    seats += [PlayerInfo(f"Bot {i}", colours[i], computer=True) for i in range(1, computers + 1)]
    return MatchConfig("karuba", tuple(seats), {"setup": "together"})


def _wait_for_the_workers(qtbot: QtBot) -> None:
    """Until every computer worker has finished and all it sent has reached the window's thread."""
    hub = computer.hub()
    # A worker sends "done" after its answer, so once the window's thread has counted every
    # "done", any answer has arrived too: nothing is still on its way.
    qtbot.waitUntil(lambda: hub.working == 0, timeout=10_000)


def test_a_game_with_computer_seats_plays_to_the_results(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, pace="instant")
    window.start_new(_human_and_computers(2), seed=12)
    controller = window.controller
    human_bot = RandomBot(99, 0)  # plays Anna's part through the panel, as a person would
    while controller.result() is None:
        qtbot.waitUntil(lambda: controller.human_pending() or controller.result() is not None, timeout=20_000)
        if controller.result() is not None:
            break
        choice = human_bot.choose(controller.rules, controller.state, len(controller.match.steps))
        take_option(qtbot, window, lambda action, c=choice: action == c)
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=5_000)
    dialog: ResultsDialog = window.results
    result = controller.result()
    assert dialog.table.rowCount() == 3
    first_row_place = dialog.table.item(0, 0).text()
    assert first_row_place == "1"
    winners = {controller.config.players[s].name for s in result.winners}
    assert dialog.table.item(0, 1).text() in winners
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert "Place" in headers and headers[-1] != "total"
    assert window.panel.player.text() == "Game over"

    config = controller.config
    dialog.again.click()
    assert window.controller is not controller
    assert window.controller.config == config
    assert window.controller.match.seed != controller.match.seed


def test_computers_decide_off_the_ui_thread_and_wait_for_the_pace(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[str] = []
    original = RandomBot.choose

    def spying_choose(self: RandomBot, rules: Any, view: Any, step: int, stop: Any = None) -> Any:
        threads.append(threading.current_thread().name)
        return original(self, rules, view, step)

    monkeypatch.setattr(RandomBot, "choose", spying_choose)
    monkeypatch.setitem(settings.PACE_DELAY_MS, "slow", LONG_PACE_MS)
    window = open_window(qtbot, tmp_path, monkeypatch, pace="slow")
    config = MatchConfig(
        "karuba",
        (PlayerInfo("Bot", "blue", computer=True), PlayerInfo("Anna", "orange")),
        {"setup": "random"},
    )
    window.start_new(config, seed=1)
    controller = window.controller
    assert controller.pending().seat == 0 or controller.human_pending()
    if controller.human_pending():  # Anna leads: let her reveal so the bot has to decide next
        take_option(qtbot, window, lambda action: isinstance(action, Reveal))
    qtbot.waitUntil(lambda: bool(threads), timeout=5_000)
    steps = len(controller.match.steps)
    qtbot.waitUntil(controller.answer_waiting, timeout=5_000)
    assert len(controller.match.steps) == steps, "the computer move lands only after the pace delay"
    assert window.panel.role.text() == "Computer player, deciding now"
    assert window.panel.options.item(0).text() == "Bot is deciding…"
    window.set_pace("instant")  # a quicker pace holds for the answer already waiting
    qtbot.waitUntil(lambda: len(controller.match.steps) > steps, timeout=5_000)
    assert not controller.answer_waiting()
    assert threading.main_thread().name not in threads


def test_undo_cancels_a_computer_move_on_its_way(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, pace="instant")
    config = MatchConfig(
        "karuba",
        (PlayerInfo("Anna", "blue"), PlayerInfo("Bot", "orange", computer=True)),
        {"setup": "random"},
    )
    window.start_new(config, seed=6)
    controller = window.controller
    qtbot.waitUntil(controller.human_pending, timeout=5_000)
    while controller.pending().kind != "tile" or not controller.human_pending():
        take_option(qtbot, window, lambda action: True)
        qtbot.waitUntil(controller.human_pending, timeout=5_000)
    controller.set_pace(LONG_PACE_MS)  # from here on the bot's move waits for the test
    take_option(qtbot, window, lambda action: True)  # Anna decides; the bot is next
    assert controller.computer_busy()
    steps = len(controller.match.steps)
    window.menus.undo.trigger()
    assert not controller.computer_busy() and not controller.answer_waiting()
    assert len(controller.match.steps) == steps - 1
    _wait_for_the_workers(qtbot)
    assert not controller.computer_busy() and not controller.answer_waiting(), "nothing left to land"
    assert len(controller.match.steps) == steps - 1, "a cancelled computer move never lands"
    assert controller.human_pending()


def test_a_new_game_drops_the_old_games_computer_move(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(settings.PACE_DELAY_MS, "slow", LONG_PACE_MS)
    window = open_window(qtbot, tmp_path, monkeypatch, pace="slow")
    everyone = MatchConfig(
        "karuba", (PlayerInfo("B1", "blue", computer=True), PlayerInfo("B2", "green", computer=True))
    )
    window.start_new(everyone, seed=2)
    old = window.controller
    assert old.computer_busy()
    monkeypatch.setattr(window, "confirm_abandon", lambda: True)
    window.start_new(_human_and_computers(1), seed=3)
    _wait_for_the_workers(qtbot)
    assert not old.computer_busy() and not old.answer_waiting(), "nothing left to land"
    assert old.match.steps == []
    assert window.controller is not old


def test_quitting_drops_a_computer_move_on_its_way(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(settings.PACE_DELAY_MS, "slow", LONG_PACE_MS)
    window = open_window(qtbot, tmp_path, monkeypatch, pace="slow")
    everyone = MatchConfig(
        "karuba", (PlayerInfo("B1", "blue", computer=True), PlayerInfo("B2", "green", computer=True))
    )
    window.start_new(everyone, seed=2)
    controller = window.controller
    assert controller.computer_busy()
    window.menus.quit.trigger()
    assert not controller.computer_busy()
    _wait_for_the_workers(qtbot)
    assert not controller.computer_busy() and not controller.answer_waiting(), "nothing left to land"
    assert controller.match.steps == []


@pytest.mark.parametrize("interrupt", ["undo", "new game", "quit"])
def test_a_thinking_computer_stops_and_leaves_the_match_unchanged(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, interrupt: str
) -> None:
    """A search with ten minutes to think ends when Undo, New game or Quit no longer wants its answer.

    How quickly it ends is measured by benchmarks/responsiveness.py (``stop_ms``).
    """
    from core.engine import bots
    from core.engine.serial import digest

    monkeypatch.setitem(bots.BUDGETS, "hard", bots.Budget(iterations=10**9, seconds=600.0))
    window = open_window(qtbot, tmp_path, monkeypatch, pace="instant")
    seats = (PlayerInfo("Anna", "blue"), PlayerInfo("Bot", "orange", computer=True, level="hard"))
    window.start_new(MatchConfig("karuba", seats, {"setup": "random"}), seed=4)
    controller = window.controller

    def searching() -> bool:
        return bool(computer.thinking()) and len(controller.match.legal()) > 1  # one option needs no search

    while not searching():
        qtbot.waitUntil(lambda: searching() or controller.human_pending(), timeout=10_000)
        if controller.human_pending():
            take_option(qtbot, window, lambda action: True)
    qtbot.wait(100)  # the search is under way
    assert computer.thinking() == 1 and controller.can_undo()
    before, steps = digest(controller.state), len(controller.match.steps)
    monkeypatch.setattr(window, "confirm_abandon", lambda: True)
    if interrupt == "undo":
        window.menus.undo.trigger()
        steps -= 1
    elif interrupt == "new game":
        window.start_new(_human_and_computers(1), seed=3)
    else:
        window.menus.quit.trigger()
    # Far below the search's ten minutes, far above a stop's usual moments: only a search that
    # ignored the stop fails here, not a slow machine.
    qtbot.waitUntil(lambda: computer.thinking() == 0, timeout=30_000)
    assert len(controller.match.steps) == steps
    if interrupt != "undo":
        assert digest(controller.state) == before


def test_a_search_runs_in_the_worker_processes_never_in_the_windows_process(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.engine import bots, search

    def not_here(*arguments: Any, **keywords: Any) -> Any:
        raise AssertionError("the window's process searched")

    # The workers are separate processes: what is patched here does not reach them.
    monkeypatch.setattr(search, "search_root", not_here)
    monkeypatch.setattr(search, "choose", not_here)
    monkeypatch.setitem(bots.BUDGETS, "normal", bots.Budget(iterations=40, seconds=0.0, candidates=3))
    window = open_window(qtbot, tmp_path, monkeypatch, pace="instant")
    seats = (PlayerInfo("Bot", "blue", computer=True, level="normal"), PlayerInfo("Anna", "orange"))
    window.start_new(MatchConfig("karuba", seats, {"setup": "random"}), seed=8)
    controller = window.controller
    searched = [0]
    real_search = computer.hub().search

    def counting_search(*arguments: Any) -> None:
        searched[0] += 1
        real_search(*arguments)

    monkeypatch.setattr(computer.hub(), "search", counting_search)
    while searched[0] < 2:
        qtbot.waitUntil(lambda: controller.human_pending() or searched[0] >= 2, timeout=60_000)
        if controller.human_pending():
            take_option(qtbot, window, lambda action: True)
    _wait_for_the_workers(qtbot)
    assert computer.hub().pool.started()
    assert window.errors_shown == []


def test_the_results_dialog_lists_breakdown_and_closes(qtbot: QtBot) -> None:
    from core.engine.protocol import Result
    from desktop.text import Texts

    config = MatchConfig("karuba", (PlayerInfo("Anna", "blue"), PlayerInfo("Ben", "orange")))
    result = Result(
        scores=(9, 9),
        ranking=(2, 1),
        breakdown=(
            {"treasures": 5, "crystals": 2, "gold": 2, "total": 9},
            {"treasures": 8, "crystals": 1, "gold": 0, "total": 9},
        ),
        tiebreak="karuba.tiebreak.tiles_placed",
        tiebreak_values=(20, 22),
    )
    dialog = ResultsDialog(config, result, Texts("en"))
    qtbot.addWidget(dialog)
    texts = Texts("en")
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert headers[2:] == [
        texts(f"karuba.score.{part}") for part in ("treasures", "crystals", "gold", "total")
    ]
    assert dialog.table.item(0, 1).text() == "Ben"
    assert dialog.headline_text() == "Ben wins!"
    assert dialog.tiebreak.text() == texts("karuba.tiebreak.tiles_placed", values="Anna 20, Ben 22")
    played: list[bool] = []
    dialog.playAgain.connect(lambda: played.append(True))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    assert not played and not dialog.isVisible()


def test_the_garbage_collector_waits_and_the_window_thread_gets_turns_while_a_computer_thinks(
    qtbot: QtBot,
) -> None:
    """Collecting on a worker thread would destroy Qt widgets off the UI thread and crash;
    and a repaint, which calls into Python for every item, must not wait 5 ms per call."""
    import gc
    import sys

    from core.engine import registry

    seen: list[bool] = []

    class Thinker:
        computer = True

        def choose(self, rules: Any, view: Any, step: int, stop: Any = None) -> Any:
            seen.append(gc.isenabled())
            intervals.append(sys.getswitchinterval())
            return "an action"

    intervals: list[float] = []
    before = sys.getswitchinterval()
    assert gc.isenabled()
    hub = computer.hub()
    with qtbot.waitSignal(hub.done, timeout=5_000):
        computer.request(computer.new_ticket(), Thinker(), registry.get("karuba"), None, 0)
    assert seen == [False]
    assert intervals == [pytest.approx(computer.SWITCH_INTERVAL_S)], "the window thread gets turns often"
    qtbot.waitUntil(lambda: hub.working == 0, timeout=5_000)
    assert gc.isenabled()
    assert sys.getswitchinterval() == before


def test_a_search_that_cannot_be_sent_to_a_worker_process_thinks_on_a_thread(qtbot: QtBot) -> None:
    from core.engine import registry
    from core.engine.bots import Budget, SearchBot
    from core.engine.match import Match

    rules = registry.get("karuba")
    seats = (PlayerInfo("A", "blue", computer=True), PlayerInfo("B", "orange", computer=True))
    match = Match(rules, MatchConfig("karuba", seats), 5)
    while len(match.legal()) < 2:
        match.apply(match.legal()[0])
    seat = match.pending().seat
    bot = SearchBot(1, seat, budget=Budget(iterations=20, seconds=0.0))
    bot.unsendable = lambda: None  # type: ignore[attr-defined]  # a lambda does not pickle
    answers: list[Any] = []
    hub = computer.hub()
    hub.chosen.connect(lambda _ticket, action: answers.append(action))
    with qtbot.waitSignal(hub.done, timeout=20_000):
        computer.request(computer.new_ticket(), bot, rules, rules.view(match.state, seat), len(match.steps))
    assert answers and answers[-1] in match.legal()
    assert computer.thinking() == 0
