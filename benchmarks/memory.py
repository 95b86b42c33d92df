"""Peak memory of Dinotable against a bare Qt window; prints one JSON object.

Every figure is the peak resident memory of a whole process (the operating
system's own count, read when the process ends), offscreen, with settings in
a throwaway folder, interleaved in the same run:

- bare: QApplication + QMainWindow shown, quit after its first paint;
- launcher: ``python -m desktop.app --quit-after-first-paint``;
- table of each registered game: the main window with a new game of four
  people (or the game's most) shown, quit once the table has been drawn.

Goals: the launcher at most 1.3 times the bare window, each table at most 1.5.

    python benchmarks/memory.py [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.startup import BARE_WINDOW_FIRST_PAINT, ROOT, private_environment
from core.engine import registry

GOAL_LAUNCHER_RATIO = 1.3
GOAL_TABLE_RATIO = 1.5
TABLE_PLAYERS = 4

TABLE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from core.engine.protocol import MatchConfig, PlayerInfo
from desktop import app as desktop_app, language, motion, settings, theme
from desktop.main_window import MainWindow

game, players = sys.argv[1], int(sys.argv[2])
app = desktop_app.make_application()
desktop_app.use_cache(settings.cache_folder())
language.install("en")
motion.set_speed("off")
window = MainWindow("en", settings.autosave_folder(), settings.pace())
window.resize(1600, 1000)
window.show()
colours = list(theme.SEAT_COLOURS)
seats = tuple(PlayerInfo(name=f"Player {seat + 1}", colour=colours[seat]) for seat in range(players))
window.start_new(MatchConfig(game, seats, {}), 7)
if window.handoff.isVisible():
    window.handoff._confirm()  # the table itself, not the screen that hides it between people
QTimer.singleShot(300, app.quit)
sys.exit(app.exec())
"""


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3, help="runs of each (default: 3)")
    return parser.parse_args()


def peak_mib(command: list[str], env: dict[str, str]) -> float:
    """The peak resident memory of the whole process ``command``, in MiB."""
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    errors = process.stderr.read() if process.stderr else ""
    if process.returncode != 0:
        tail = "\n".join(errors.strip().splitlines()[-5:])
        raise RuntimeError(f"{' '.join(command[1:3])} exited with {process.returncode}: {tail}")
    # Linux counts ru_maxrss in KiB, macOS in bytes.
    return usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)


def main() -> None:
    args = arguments()
    commands = {
        "bare": [sys.executable, "-c", BARE_WINDOW_FIRST_PAINT],
        "launcher": [sys.executable, "-m", "desktop.app", "--quit-after-first-paint"],
    }
    for entry in registry.entries():
        players = str(min(TABLE_PLAYERS, entry.max_players))
        commands[f"table:{entry.game_id}"] = [sys.executable, "-c", TABLE, entry.game_id, players]
    samples: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="dinotable-memory-") as folder:
        env = private_environment(Path(folder))
        try:
            for command in commands.values():  # byte code and the checked cache first; not counted
                peak_mib(command, env)
            for _ in range(args.runs):
                for name, command in commands.items():
                    samples[name].append(peak_mib(command, env))
        except RuntimeError as error:
            print(json.dumps({"benchmark": "memory", "error": str(error)}))
            sys.exit(1)
    median = {name: statistics.median(values) for name, values in samples.items()}
    bare = median["bare"]
    tables = {
        name.split(":", 1)[1]: {"median_mib": round(value, 1), "ratio": round(value / bare, 2)}
        for name, value in median.items()
        if name.startswith("table:")
    }
    report = {
        "benchmark": "memory",
        "runs": args.runs,
        "bare_window_median_mib": round(bare, 1),
        "launcher_median_mib": round(median["launcher"], 1),
        "launcher_ratio": round(median["launcher"] / bare, 2),
        "goal_launcher_ratio": GOAL_LAUNCHER_RATIO,
        "tables": tables,
        "worst_table_ratio": max(table["ratio"] for table in tables.values()),
        "goal_table_ratio": GOAL_TABLE_RATIO,
        "table_players": TABLE_PLAYERS,
        "python": platform.python_version(),
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
