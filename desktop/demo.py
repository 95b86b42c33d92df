"""A whole game played by computer seats in the real window, for checks and pictures.

``dinotable --demo <game id> --players 3 --seed 7`` opens the main window with
every seat a computer, plays at full speed (no pauses, no motion) to the end,
optionally saves a picture of the final window, and prints the final scores
as one JSON line. ``--level normal --moves 3`` plays that level, and only the
first three decisions (it prints how many were taken): a quick check that
the computer's worker processes think in an installed copy.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from core.engine import registry
from core.engine.protocol import MatchConfig, PlayerInfo, Result
from core.engine.registry import SWITCH
from desktop import motion
from desktop.language import fill
from desktop.seat_colours import offered_colours

WINDOW_SIZE = (1400, 900)  # the demo window, unless --size says otherwise
MOVES_CHECK_MS = 20  # with --moves: how often the decisions taken are counted
TIME_LIMIT_MS = 180_000  # a game that has not ended by then is a fault, not a slow game


class DemoError(Exception):
    """The demo cannot run; the message says why."""


def variant_options(rules: Any, variants: list[str]) -> dict[str, str]:
    """``side-b`` -> {"side": "b"}: each variant names a setup option and its value, joined by a dash;
    a bare name, ``patrons``, switches on an option that is off or on (``patrons-on``)."""
    options: dict[str, str] = {}
    for variant in variants:
        name, dash, value = variant.partition("-")
        if not dash and tuple(rules.options.get(name, ())) == SWITCH:
            value = SWITCH[1]
        allowed = rules.options.get(name)
        if allowed is None or value not in allowed:
            offered = ", ".join(
                f"{option}-{choice}" for option, choices in rules.options.items() for choice in choices
            )
            raise DemoError(f"{rules.game_id} has no variant {variant!r}; it offers: {offered or 'none'}")
        options[name] = value
    return options


def demo_config(
    game: str, players: int, variants: list[str] | None = None, level: str = "easy"
) -> MatchConfig:
    try:
        rules = registry.get(game)
    except KeyError:
        known = ", ".join(rules.game_id for rules in registry.games())
        raise DemoError(f"unknown game {game!r}; known games: {known}") from None
    if not rules.min_players <= players <= rules.max_players:
        raise DemoError(f"{game} takes {rules.min_players} to {rules.max_players} players, not {players}")
    colours = offered_colours(game, players)
    seats = tuple(
        PlayerInfo(
            name=fill(QCoreApplication.translate("Demo", "Computer %1"), seat + 1),
            colour=colours[seat % len(colours)],
            computer=True,
            level=level,  # Easy by default: plays with a purpose, so the pictures show real games, and quick
        )
        for seat in range(players)
    )
    return MatchConfig(game, seats, variant_options(rules, variants or []))


def result_json(config: MatchConfig, seed: int, result: Result) -> dict[str, Any]:
    players = []
    for seat, player in enumerate(config.players):
        entry: dict[str, Any] = {
            "name": player.name,
            "colour": player.colour,
            "score": result.scores[seat],
            "place": result.ranking[seat],
        }
        entry.update({part: points for part, points in result.breakdown[seat].items() if part != "total"})
        if result.tiebreak_values:
            entry["tiebreak_value"] = result.tiebreak_values[seat]
        players.append(entry)
    return {"game": config.game, "seed": seed, "players": players, "tiebreak": result.tiebreak}


def run(
    app: QApplication,
    game: str,
    players: int,
    seed: int,
    screenshot: Path | None,
    language: str,
    variants: list[str] | None = None,
    size: tuple[int, int] = WINDOW_SIZE,
    level: str = "easy",
    moves: int = 0,
) -> int:
    from desktop.main_window import MainWindow  # the window only when it is needed

    config = demo_config(game, players, variants, level)
    motion.set_speed("off")
    window = MainWindow(language, autosave_folder=None, pace="instant")
    window.show_results = False
    problems: list[str] = []

    def fail(details: str, error: BaseException | None = None) -> None:
        problems.append(details)
        app.exit(1)

    window.report_error = fail  # type: ignore[method-assign]
    window.resize(*size)
    window.show()
    window.start_new(config, seed)
    controller = window.controller
    if controller is None:
        raise DemoError(problems[-1] if problems else "the game could not start")

    def finish(result: Result) -> None:
        # Let the window show the final position before taking its picture.
        QTimer.singleShot(0, lambda: _report(result))

    def _report(result: Result) -> None:
        try:
            if screenshot is not None:
                screenshot.parent.mkdir(parents=True, exist_ok=True)
                if not window.grab().save(str(screenshot)):
                    raise DemoError(f"could not write the screenshot {screenshot}")
            print(json.dumps(result_json(config, seed, result), ensure_ascii=False), flush=True)
        except Exception as error:
            fail(str(error))
            return
        app.exit(0)

    def count_moves() -> None:
        taken = len(controller.match.steps)
        if taken >= moves:
            from desktop import computer

            searched_in = computer.hub().pool.size if computer.hub().pool.started() else 0
            report = {
                "game": config.game,
                "seed": seed,
                "level": level,
                "moves": taken,
                "workers": searched_in,
            }
            print(json.dumps(report), flush=True)
            app.exit(0)

    if moves > 0:
        watch = QTimer(window)
        watch.timeout.connect(count_moves)
        watch.start(MOVES_CHECK_MS)
    else:
        controller.finished.connect(finish)
    result = controller.result()
    if result is not None:
        finish(result)
    QTimer.singleShot(TIME_LIMIT_MS, lambda: fail("the game did not end in time"))
    code = app.exec()
    window.close()
    if problems:
        print(f"dinotable demo failed: {problems[-1]}", file=sys.stderr)
        return code or 1
    return code
