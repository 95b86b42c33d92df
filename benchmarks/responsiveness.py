"""How long the window's thread waits while computers play; prints one JSON object.

Normal and Hard search in worker processes, so the window's process only
collects their answers; Easy decides on a worker thread of the window's
process, which shares the interpreter with the window's thread. This starts
the real main window offscreen with a game whose seats are all computers of
the chosen level, ticks a timer on the window's thread every 10 ms while
they play, and reports the gaps between ticks: the longest gap is the
longest the window could not react, whether because a computer held the
interpreter or because it was drawing a move. Other programs running at the
same time add to it.

It also times each redraw of the table from the state after a move (the
scene's ``sync``), and, once the moves are watched and a computer is
searching among several options, how long the search takes to end when the
window stops the match, as Undo, New game and Quit do.

    python benchmarks/responsiveness.py --game karuba --level hard --moves 5
    python benchmarks/responsiveness.py --game karuba --level easy --players 4 --moves 60
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
    parser.add_argument("--players", type=int, default=2, help="computer seats (default: 2)")
    return parser.parse_args()


def spread(values: list[float]) -> dict[str, float]:
    """Median, 95th percentile and largest of ``values`` (0 for none), rounded to 0.1."""
    ordered = sorted(values) or [0.0]
    return {
        "median": round(statistics.median(ordered), 1),
        "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
        "max": round(ordered[-1], 1),
    }


def main() -> None:
    args = arguments()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp(prefix="dinotable-bench-")
    os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = folder

    from PySide6.QtCore import QElapsedTimer, QTimer

    from core.engine.bots import BUDGETS
    from core.engine.protocol import MatchConfig, PlayerInfo
    from desktop import computer
    from desktop.app import make_application
    from desktop.main_window import MainWindow

    app = make_application()
    window = MainWindow("en", None, "instant")
    window.show()
    seats = tuple(
        PlayerInfo(f"Computer {seat + 1}", computer=True, level=args.level) for seat in range(args.players)
    )
    window.start_new(MatchConfig(args.game, seats), seed=args.seed)
    controller = window.controller
    assert controller is not None

    syncs_ms: list[float] = []
    scene = window.scene
    sync = scene.sync

    def timed_sync(*values: Any) -> None:
        started = time.perf_counter()
        sync(*values)
        syncs_ms.append((time.perf_counter() - started) * 1000)

    scene.sync = timed_sync

    def searching() -> bool:
        """A computer is working out a move among several options (one option needs no search)."""
        return computer.thinking() > 0 and controller.computer_busy() and len(controller.match.legal()) > 1

    # Only the search levels think long enough to be caught at it and stopped.
    wait_for_search = args.level in BUDGETS

    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]
    thinking_ms = [0.0]
    started = [time.perf_counter()]
    stop_ms: list[float] = []

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now
        watched = len(controller.match.steps) >= args.moves
        if controller.result() is not None or (watched and (searching() or not wait_for_search)):
            thinking_ms[0] = (time.perf_counter() - started[0]) * 1000
            if wait_for_search and searching():
                # Here, not after the event loop: quitting closes the window, which stops the match.
                stopping = time.perf_counter()
                controller.stop()
                computer.wait_for_workers(60_000)
                stop_ms.append((time.perf_counter() - stopping) * 1000)
            app.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(TICK_MS)
    app.exec()
    controller.stop()
    computer.wait_for_workers()
    gap = spread(gaps)
    redraw = spread(syncs_ms)
    report: dict[str, Any] = {
        "game": args.game,
        "level": args.level,
        "players": args.players,
        "moves": len(controller.match.steps),
        "tick_ms": TICK_MS,
        "ticks": len(gaps),
        "median_gap_ms": gap["median"],
        "p95_gap_ms": gap["p95"],
        "max_gap_ms": gap["max"],
        "syncs": len(syncs_ms),
        "median_sync_ms": redraw["median"],
        "p95_sync_ms": redraw["p95"],
        "max_sync_ms": redraw["max"],
        "stop_ms": round(stop_ms[0], 1) if stop_ms else None,
        "seconds": round(thinking_ms[0] / 1000, 2),
        "python": platform.python_version(),
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
