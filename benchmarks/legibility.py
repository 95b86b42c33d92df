"""How small the smallest words on each game's table are on screen; prints one JSON object.

For every registered game this starts the real main window offscreen, with
settings in a throwaway folder, seats the game's largest number of players
(at most four) at one screen, plays seeded random moves into the middle of
the game, and then, at each window size, fits the table and measures every
text the table draws (``desktop.scene.legibility``): the font's pixel size
times the scale the view draws it at. It reports the smallest, its words and
the item that drew it. The goal: at least 10 px at 1024x700 and at least
12 px at 1280x800.

    python benchmarks/legibility.py
    python benchmarks/legibility.py --game comet --sizes 1024x700,1280x800,1600x1000
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GOALS = {"1024x700": 10.0, "1280x800": 12.0}
COLOURS = ("blue", "orange", "green", "purple")


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    from core.engine import registry  # after the path is set; lists games without loading rules

    games = [entry.game_id for entry in registry.entries()]
    parser.add_argument("--game", choices=games, help="one game (default: every game)")
    parser.add_argument("--sizes", default="1024x700,1280x800", help="window sizes (default: %(default)s)")
    parser.add_argument("--moves", type=int, default=40, help="random moves before measuring (default: 40)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the games and moves (default: 1)")
    return parser.parse_args()


def size_of(text: str) -> tuple[int, int]:
    width, height = text.lower().split("x")
    return int(width), int(height)


def main() -> None:
    args = arguments()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp(prefix="dinotable-bench-")
    os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = folder

    from core.engine import registry
    from core.engine.protocol import MatchConfig, PlayerInfo
    from desktop import motion
    from desktop.app import make_application
    from desktop.main_window import MainWindow
    from desktop.scene.legibility import smallest

    app = make_application()
    motion.set_speed("off")
    sizes = [part.strip() for part in args.sizes.split(",") if part.strip()]
    report: dict[str, Any] = {"moves": args.moves, "seed": args.seed, "goals_px": GOALS, "games": {}}
    for entry in registry.entries():
        if args.game is not None and entry.game_id != args.game:
            continue
        players = min(4, entry.max_players)
        window = MainWindow("en", None, "instant")
        window.show_results = False
        window.show()
        seats = tuple(PlayerInfo(f"Player {seat + 1}", colour=COLOURS[seat]) for seat in range(players))
        window.start_new(MatchConfig(entry.game_id, seats), seed=args.seed)
        controller = window.controller
        assert controller is not None
        chance = random.Random(args.seed)
        for _ in range(args.moves):
            legal = controller.legal()
            if controller.result() is not None or not legal:
                break
            controller.apply(chance.choice(sorted(legal, key=repr)))
        app.processEvents()
        if window.handoff.isVisible():
            window.handoff.button.click()  # the person at the screen shows the table
        measured: dict[str, Any] = {"players": players, "moves": len(controller.match.steps)}
        for size in sizes:
            window.resize(*size_of(size))
            app.processEvents()
            window.table.fit()
            found = smallest(window.table)
            measured[size] = {
                "smallest_px": round(found.pixels, 1) if found else None,
                "text": found.text if found else None,
                "item": found.item if found else None,
                "goal_px": GOALS.get(size),
                "met": None if size not in GOALS or found is None else found.pixels >= GOALS[size] - 0.05,
            }
        report["games"][entry.game_id] = measured
        controller.stop()
        window.close()
    report["python"] = platform.python_version()
    print(json.dumps(report, ensure_ascii=False))


if __name__ == "__main__":
    main()
