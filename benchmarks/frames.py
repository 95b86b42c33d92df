"""How long drawing each game's whole table takes, against a bare scene; prints one JSON object.

Every registered game is set up with four players (or its most, if fewer)
and played by seeded random legal actions to the middle of a game: a whole
random game from the same seed is played first, and the table shows the
state after half its decisions, as the window would show it to the seat
deciding. Its scene is drawn into a 1600x1000 image through the table's own
view (the window's render hints and fitted zoom), ``--repeat`` times; a bare
scene of 2,000 rectangles is drawn the same way in the same run, each game's
renders interleaved with the bare scene's, so both see the same machine. The
ratio of the medians is the figure: the goal is at most 1.0 for every game.

    python benchmarks/frames.py
    python benchmarks/frames.py --repeat 60 --profile comet
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

WIDTH, HEIGHT = 1600, 1000
BARE_ITEMS = 2_000
PLAYERS = 4
GOAL_RATIO = 1.0


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repeat", type=int, default=30, help="renders of each table (default: 30)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the games (default: 1)")
    parser.add_argument("--game", action="append", help="only this game id (may be repeated)")
    parser.add_argument("--profile", help="a game id: print its render loop's hottest calls on stderr")
    return parser.parse_args()


def mid_game(rules: Any, config: Any, seed: int) -> Any:
    """A match played by seeded random legal actions to half the length of a whole random game."""
    from core.engine.match import Match

    chooser = random.Random(seed)
    state = rules.setup(config, seed)
    length = 0
    while rules.pending(state) is not None:
        state, _ = rules.apply(state, chooser.choice(rules.legal(state)))
        length += 1
    match = Match(rules, config, seed)
    chooser = random.Random(seed)
    for _ in range(length // 2):
        match.apply(chooser.choice(match.legal()))
    return match


def table_scene(match: Any) -> Any:
    """The game's scene synced to ``match`` as the window shows it to the seat deciding."""
    from desktop.games import ui_for
    from desktop.text import Texts

    rules = match.rules
    scene = ui_for(rules.game_id).create_scene(rules, match.config, Texts("en"))
    decision = match.pending()
    viewer = decision.seat if decision is not None else 0
    hides = rules.hides_information()
    state = rules.view(match.state, viewer) if hides else match.state
    scene.interactive = True
    scene.viewer = viewer if hides else None
    scene.recent = [event for step in match.last_operation() for event in step.events]
    scene.sync(state, decision, match.legal(), [])
    return scene


def bare_scene() -> Any:
    """2,000 filled, outlined rectangles spread over a table-sized field."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QBrush, QColor, QPen
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
    place = random.Random(0)
    for number in range(BARE_ITEMS):
        item = scene.addRect(
            QRectF(place.uniform(0, WIDTH - 40), place.uniform(0, HEIGHT - 40), 40, 28),
            QPen(QColor.fromHsv(number % 360, 200, 120)),
            QBrush(QColor.fromHsv(number % 360, 90, 230)),
        )
        item.setZValue(number)
    return scene


class Renderer:
    """A table view the size of the window's table, showing one scene, drawing it into an image."""

    def __init__(self, scene: Any) -> None:
        from PySide6.QtGui import QImage

        from desktop.table_view import TableView

        self.view = TableView()
        self.view.resize(WIDTH, HEIGHT)
        self.view.setScene(scene)
        self.view.show()
        self.view.fit()
        self.image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)

    def render_ms(self) -> float:
        from PySide6.QtGui import QPainter

        started = time.perf_counter()
        painter = QPainter(self.image)
        self.view.render(painter)
        painter.end()
        return (time.perf_counter() - started) * 1000


def profile(renderer: Renderer, repeat: int) -> None:
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(repeat):
        renderer.render_ms()
    profiler.disable()
    pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(25)


def main() -> None:
    args = arguments()
    os.environ["QT_QPA_PLATFORM"] = "offscreen"

    from core.engine import registry
    from core.engine.protocol import MatchConfig, PlayerInfo
    from desktop import theme
    from desktop.app import make_application

    app = make_application()
    colours = list(theme.SEAT_COLOURS)
    bare = bare_scene()
    bare_renderer = Renderer(bare)
    games: dict[str, Any] = {}
    for rules in registry.games():
        if args.game and rules.game_id not in args.game:
            continue
        count = min(PLAYERS, rules.max_players)
        players = tuple(
            PlayerInfo(f"Player {seat + 1}", colour=colours[seat % len(colours)]) for seat in range(count)
        )
        match = mid_game(rules, MatchConfig(rules.game_id, players), args.seed)
        scene = table_scene(match)
        renderer = Renderer(scene)
        app.processEvents()
        table_ms: list[float] = []
        bare_ms: list[float] = []
        for _ in range(args.repeat + 1):  # the first of each warms caches and is not counted
            table_ms.append(renderer.render_ms())
            bare_ms.append(bare_renderer.render_ms())
        table, empty = statistics.median(table_ms[1:]), statistics.median(bare_ms[1:])
        games[rules.game_id] = {
            "players": count,
            "decisions_played": len(match.steps),
            "items": len(scene.items()),
            "median_ms": round(table, 2),
            "bare_median_ms": round(empty, 2),
            "first_ms": round(table_ms[0], 2),
            "ratio": round(table / empty, 2),
        }
        if args.profile == rules.game_id:
            profile(renderer, args.repeat)
        renderer.view.close()
        renderer.view.setScene(None)
        scene.deleteLater()
        app.processEvents()
    report = {
        "benchmark": "frames",
        "size": f"{WIDTH}x{HEIGHT}",
        "repeat": args.repeat,
        "bare_items": BARE_ITEMS,
        "goal_ratio": GOAL_RATIO,
        "games": games,
        "worst_ratio": max((game["ratio"] for game in games.values()), default=None),
        "python": platform.python_version(),
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
