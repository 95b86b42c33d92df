"""How long the window's thread waits while a computer thinks; prints one JSON object.

A computer's search runs on a worker thread, but Python lets one thread run
at a time, so the window's thread gets its turn only every few milliseconds.
This starts the real main window offscreen with a game whose next decision
belongs to a computer seat of the chosen level, ticks a timer on the window's
thread every 10 ms while the computer thinks, and reports the gaps between
ticks: the longest gap is the longest the window could not react, whether
because a search held the interpreter or because it was drawing a move.
Other programs running at the same time add to it.

    python benchmarks/responsiveness.py --game karuba --level hard --moves 5
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TICK_MS = 10


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    from core.engine import registry  # after the path is set; lists games without loading rules

    games = [entry.game_id for entry in registry.entries()]
    parser.add_argument("--game", choices=games, default=games[0], help=f"game id (default: {games[0]})")
    parser.add_argument("--level", default="hard", help="computer level (default: hard)")
    parser.add_argument("--moves", type=int, default=5, help="computer moves to watch (default: 5)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the game (default: 1)")
    return parser.parse_args()


def main() -> None:
    args = arguments()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp(prefix="dinotable-bench-")
    os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = folder

    from PySide6.QtCore import QElapsedTimer, QTimer

    from core.engine.protocol import MatchConfig, PlayerInfo
    from desktop import computer
    from desktop.app import make_application
    from desktop.main_window import MainWindow

    app = make_application()
    window = MainWindow("en", None, "instant")
    window.show()
    seats = tuple(PlayerInfo(f"Computer {seat + 1}", computer=True, level=args.level) for seat in range(2))
    window.start_new(MatchConfig(args.game, seats), seed=args.seed)
    controller = window.controller
    assert controller is not None

    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]
    thinking_ms = [0.0]
    started = [time.perf_counter()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now
        if len(controller.match.steps) >= args.moves or controller.result() is not None:
            thinking_ms[0] = (time.perf_counter() - started[0]) * 1000
            app.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(TICK_MS)
    app.exec()
    controller.stop()
    computer.wait_for_workers()
    ordered = sorted(gaps) or [0.0]
    report: dict[str, Any] = {
        "game": args.game,
        "level": args.level,
        "moves": len(controller.match.steps),
        "tick_ms": TICK_MS,
        "ticks": len(gaps),
        "median_gap_ms": round(statistics.median(ordered), 1),
        "p95_gap_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
        "max_gap_ms": round(ordered[-1], 1),
        "seconds": round(thinking_ms[0] / 1000, 2),
        "python": platform.python_version(),
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
