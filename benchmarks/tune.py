"""A changed set of a game's judgement numbers against another, by self-play; prints one JSON object.

Side a plays with the game's ``Tuning`` (``core/games/<game>/tuning.py``)
changed by ``--set NAME=VALUE``, side b with it changed by ``--against``
(the shipped numbers when not given), both at the same level, in
seat-swapped pairs on the same deals (``benchmarks/paired.py``). The run
stops once side a's win share is surely above or below one half (after
``--min-pairs``), or after ``--games``: a change is worth keeping when the
interval lies above 0.5 and holds on a fresh ``--seed``.

Search levels think by their iteration cap alone, so a run replays exactly.

    python benchmarks/tune.py --game karuba --set turn_discount=0.8 --games 400 --jobs 2
    python benchmarks/tune.py --game comet --level normal --set noise=0.0 --against noise=0.3
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import platform
import sys
import time
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import bots, paired
from core.engine import registry
from core.engine.ai import GameAI, ai_for
from core.engine.bots import BUDGETS, EasyBot, GreedyBot, Player, SearchBot

TUNING_LEVELS = ("greedy", "easy", "normal", "hard")


def tuning_of(game: str, changes: list[str]) -> Any:
    """The game's shipped tuning with ``changes`` (NAME=VALUE, VALUE a number of the field's kind) made."""
    module = importlib.import_module(f"core.games.{game}.tuning")
    tuned = module.TUNED
    names = {field.name for field in dataclasses.fields(tuned)}
    values: dict[str, float] = {}
    for change in changes:
        name, _, value = change.partition("=")
        if name not in names:
            raise SystemExit(f"{game}: no tuning {name!r}; there are {sorted(names)}")
        kind = type(getattr(tuned, name))
        try:
            values[name] = kind(value)
        except ValueError:
            raise SystemExit(f"{game}: {change!r} does not give a number") from None
    return dataclasses.replace(tuned, **values)


def ai_with(game: str, changes: list[str]) -> GameAI:
    shipped = ai_for(game)
    ai: GameAI = type(shipped)(tuning_of(game, changes))  # type: ignore[call-arg]
    return ai


def tuned_player(side_name: str, match_seed: int, seat: int, args: argparse.Namespace) -> Player:
    """The player of side "a" (``--set``) or "b" (``--against``) at the run's level."""
    ai = ai_with(args.game, args.set if side_name == "a" else args.against)
    if args.level == "greedy":
        return GreedyBot(match_seed, seat, ai)
    if args.level == "easy":
        return EasyBot(match_seed, seat, ai)
    budget = dataclasses.replace(BUDGETS[args.level], seconds=0.0)
    if args.iterations is not None:
        budget = dataclasses.replace(budget, iterations=args.iterations)
    return SearchBot(match_seed, seat, args.level, ai=ai, budget=budget)


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    games = [entry.game_id for entry in registry.entries()]
    parser.add_argument("--game", choices=games, required=True, help="game id")
    parser.add_argument("--set", action="append", default=[], help="side a's change, NAME=VALUE")
    parser.add_argument("--against", action="append", default=[], help="side b's change, NAME=VALUE")
    parser.add_argument("--level", choices=TUNING_LEVELS, default="greedy", help="both sides' level")
    parser.add_argument("--iterations", type=int, help="iteration cap of a search level (default: its own)")
    parser.add_argument("--games", type=int, default=400, help="most games, pairs of two (default: 400)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run (default: 1)")
    parser.add_argument("--first", type=int, default=0, help="number of the first game, even (default: 0)")
    parser.add_argument(
        "--stop-at", type=float, default=0.5, help="stop once a's win share is surely off this (default: 0.5)"
    )
    parser.add_argument(
        "--min-pairs", type=int, default=30, help="pairs played before the run may stop (default: 30)"
    )
    parser.add_argument("--full", action="store_true", help="play every game: no stopping early")
    parser.add_argument("--option", action="append", default=[], help="a setup option as NAME=VALUE")
    parser.add_argument("--log", type=Path, help="append each finished game to this file (JSON lines)")
    parser.add_argument("--jobs", type=int, default=1, help="pairs played at once (default: 1)")
    parser.add_argument("--progress", action="store_true", help="name each game's winner on stderr")
    args = parser.parse_args()
    if args.first % 2:
        parser.error("--first must be even: games are played in pairs")
    tuning_of(args.game, args.set)
    tuning_of(args.game, args.against)
    args.a, args.b, args.workers, args.a_only = "a", "b", 0, False
    if args.full:
        args.stop_at = None
    return args


def main() -> None:
    args = arguments()
    started = time.perf_counter()
    records = bots.played(args, tuned_player)
    report: dict[str, Any] = {
        "game": args.game,
        "level": args.level,
        "set": args.set,
        "against": args.against,
        "iterations": args.iterations,
        "seed": args.seed,
        "first": args.first,
        "options": args.option,
        "seconds": round(time.perf_counter() - started, 1),
    }
    report.update(paired.summary(records))
    report["python"] = platform.python_version()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
