"""Seeded random games of one game, timed per decision; prints one JSON object.

Every decision picks a random legal option, so the games explore the rules
broadly. The time of a decision is ``legal`` plus ``apply_legal`` (the choice itself
is not counted). The same ``--seed`` always plays the same games.

    python benchmarks/playouts.py --game karuba --games 200 --seed 1 [--players 4]
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.engine import registry
from core.engine.protocol import MatchConfig, PlayerInfo, Rules

# A runaway game is reported, never looped forever.
MAX_DECISIONS_PER_GAME = 100_000


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    games = [entry.game_id for entry in registry.entries()]
    parser.add_argument("--game", choices=games, default=games[0], help=f"game id (default: {games[0]})")
    parser.add_argument("--games", type=int, default=200, help="how many games to play (default: 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run (default: 1)")
    parser.add_argument("--players", type=int, help="player count of every game (default: a mix)")
    return parser.parse_args()


def random_config(rules: Rules, chooser: random.Random, players: int | None) -> MatchConfig:
    count = players if players is not None else chooser.randint(rules.min_players, rules.max_players)
    options = {name: chooser.choice(list(values)) for name, values in rules.options.items()}
    seats = tuple(PlayerInfo(name=f"Player {seat + 1}", computer=True) for seat in range(count))
    return MatchConfig(game=rules.game_id, players=seats, options=options)


def play(rules: Rules, config: MatchConfig, seed: int, chooser: random.Random, timings: list[int]) -> bool:
    """Plays one game to its end; True when it ended within the decision limit."""
    state = rules.setup(config, seed)
    for _ in range(MAX_DECISIONS_PER_GAME):
        if rules.pending(state) is None:
            return True
        started = time.perf_counter_ns()
        options = rules.legal(state)
        chosen_at = time.perf_counter_ns()
        action = chooser.choice(options)
        resumed_at = time.perf_counter_ns()
        state, _events = rules.apply_legal(state, action)
        timings.append((chosen_at - started) + (time.perf_counter_ns() - resumed_at))
    return False


def percentile(sorted_values: list[int], fraction: float) -> float:
    index = min(len(sorted_values) - 1, max(0, round(fraction * (len(sorted_values) - 1))))
    return float(sorted_values[index])


def main() -> None:
    args = arguments()
    rules = registry.get(args.game)
    if args.players is not None and not rules.min_players <= args.players <= rules.max_players:
        sys.exit(f"{args.game} takes {rules.min_players}-{rules.max_players} players")
    chooser = random.Random(args.seed)
    timings: list[int] = []
    player_counts: dict[int, int] = {}
    unfinished = 0
    started = time.perf_counter()
    for _ in range(args.games):
        config = random_config(rules, chooser, args.players)
        player_counts[config.player_count] = player_counts.get(config.player_count, 0) + 1
        if not play(rules, config, chooser.randrange(2**31), chooser, timings):
            unfinished += 1
    seconds = time.perf_counter() - started
    ordered = sorted(timings)
    report: dict[str, Any] = {
        "benchmark": "playouts",
        "game": args.game,
        "seed": args.seed,
        "games": args.games,
        "player_counts": {str(count): games for count, games in sorted(player_counts.items())},
        "unfinished_games": unfinished,
        "actions": len(timings),
        "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 2) if seconds else None,
        "median_us_per_decision": round(statistics.median(ordered) / 1000, 1) if ordered else None,
        "p95_us_per_decision": round(percentile(ordered, 0.95) / 1000, 1) if ordered else None,
        "python": platform.python_version(),
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
