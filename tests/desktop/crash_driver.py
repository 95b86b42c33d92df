"""The real application, started as a user starts it, driven from inside for the crash test.

``python -m tests.desktop.crash_driver GAME SEED [PLAYERS]`` runs
``dinotable`` itself (settings, data folders and autosave as on a user's
machine). Once the window is up it presses Resume when the launcher offers
it; given PLAYERS, it then starts a new game of that many Easy computer
seats. The computers play at the instant pace. Each line it prints is one
JSON object: ``resumed`` with the steps, state digest and player count the
resumed game stands at, then ``applied`` after each action of the game on
the table, printed once the autosave of that action is on disk.
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from core.engine.protocol import MatchConfig, PlayerInfo
from core.engine.serial import digest
from desktop import app, motion, questions, settings, theme
from desktop.main_window import MainWindow


def report(window: MainWindow, kind: str) -> None:
    match = window.controller.match
    line = {kind: len(match.steps), "digest": digest(match.state), "players": match.config.player_count}
    print(json.dumps(line), flush=True)


def drive(game: str, seed: int, players: int | None) -> None:
    window = next(widget for widget in QApplication.topLevelWidgets() if isinstance(widget, MainWindow))
    window.show_results = False
    entry = window.launcher.resume_entries.get(game)
    if entry is not None:
        entry.button.click()
        report(window, "resumed")
    if players is not None:
        # The resumed game gives way to the next one, as a player answers "Start a new game".
        questions.ask = lambda *args, **kwargs: 1
        seats = tuple(
            PlayerInfo(f"Computer {seat + 1}", colour, computer=True, level="easy")
            for seat, colour in zip(range(players), theme.SEAT_COLOURS, strict=False)
        )
        window.start_new(MatchConfig(game, seats), seed)
    window.controller.changed.connect(lambda _events: report(window, "applied"))
    window.controller.finished.connect(lambda _result: QApplication.quit())


def main() -> int:
    game, seed = sys.argv[1], int(sys.argv[2])
    players = int(sys.argv[3]) if len(sys.argv) > 3 else None
    app.make_application()
    settings.set_pace("instant")
    settings.settings().setValue("motion", "off")
    motion.set_speed("off")
    QTimer.singleShot(0, lambda: drive(game, seed, players))
    return app.main(["--lang", "en"])


if __name__ == "__main__":
    sys.exit(main())
