"""Seeded random games of one game, timed per decision; prints one JSON object.

Every decision picks a random legal option, so the games explore the rules
broadly. The time of a decision is ``legal`` plus ``apply_legal`` (the choice itself
is not counted). The same ``--seed`` always plays the same games.

With ``--anchor chess`` (python-chess, from the optional ``bench`` extra) the
run also plays random chess games, one after each game of ours, timing list
of legal moves plus push the same way, and reports the ratio of the medians:
both see the same machine at the same time.

    python benchmarks/playouts.py --game karuba --games 200 --seed 1 [--players 4] [--anchor chess]
"""

from __future__ import annotations

import argparse
import importlib
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
# Issue goal: a decision of ours costs at most half of a random chess move (median against median).
GOAL_RATIO = 0.5


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    games = [entry.game_id for entry in registry.entries()]
    parser.add_argument("--game", choices=games, default=games[0], help=f"game id (default: {games[0]})")
    parser.add_argument("--games", type=int, default=200, help="how many games to play (default: 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run (default: 1)")
    parser.add_argument("--players", type=int, help="player count of every game (default: a mix)")
    parser.add_argument(
        "--anchor",
        choices=["chess"],
        help="also time python-chess random playouts in the same run, and report the ratio",
    )
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


def play_chess(chess: Any, chooser: random.Random, timings: list[int]) -> None:
    """One random chess game to its end (mate, stalemate, or a draw the rules impose)."""
    board = chess.Board()
    while board.outcome() is None:
        started = time.perf_counter_ns()
        moves = list(board.legal_moves)
        chosen_at = time.perf_counter_ns()
        move = chooser.choice(moves)
        resumed_at = time.perf_counter_ns()
        board.push(move)
        timings.append((chosen_at - started) + (time.perf_counter_ns() - resumed_at))


def load_anchor(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ImportError:
        sys.exit(f"--anchor {name} needs python-chess: pip install 'dinotable[bench]' (or chess)")


def median_us(ordered: list[int]) -> float | None:
    return round(statistics.median(ordered) / 1000, 1) if ordered else None


def percentile(sorted_values: list[int], fraction: float) -> float:
    index = min(len(sorted_values) - 1, max(0, round(fraction * (len(sorted_values) - 1))))
    return float(sorted_values[index])


def p95_us(ordered: list[int]) -> float | None:
    return round(percentile(ordered, 0.95) / 1000, 1) if ordered else None


def anchor_figures(name: str, anchor: Any, games: int, ours: list[int], theirs: list[int]) -> dict[str, Any]:
    """The anchor's figures and ours over theirs, median against median and p95 against p95."""
    median, p95 = median_us(theirs), p95_us(theirs)
    ours_median, ours_p95 = median_us(ours), p95_us(ours)
    return {
        "anchor": name,
        "anchor_version": getattr(anchor, "__version__", None),
        "anchor_games": games,
        "anchor_decisions": len(theirs),
        "anchor_median_us_per_decision": median,
        "anchor_p95_us_per_decision": p95,
        "ratio": round(ours_median / median, 2) if ours_median and median else None,
        "p95_ratio": round(ours_p95 / p95, 2) if ours_p95 and p95 else None,
        "goal_ratio": GOAL_RATIO,
    }


def main() -> None:
    args = arguments()
    rules = registry.get(args.game)
    if args.players is not None and not rules.min_players <= args.players <= rules.max_players:
        sys.exit(f"{args.game} takes {rules.min_players}-{rules.max_players} players")
    chooser = random.Random(args.seed)
    anchor = load_anchor(args.anchor) if args.anchor else None
    anchor_chooser = random.Random(args.seed)  # its own, so the anchor never changes our games
    anchor_timings: list[int] = []
    timings: list[int] = []
    player_counts: dict[int, int] = {}
    unfinished = 0
    seconds = 0.0  # our games only, the anchor's left out
    for _ in range(args.games):
        started = time.perf_counter()
        config = random_config(rules, chooser, args.players)
        player_counts[config.player_count] = player_counts.get(config.player_count, 0) + 1
        if not play(rules, config, chooser.randrange(2**31), chooser, timings):
            unfinished += 1
        seconds += time.perf_counter() - started
        if anchor is not None:
            play_chess(anchor, anchor_chooser, anchor_timings)
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
        "median_us_per_decision": median_us(ordered),
        "p95_us_per_decision": p95_us(ordered),
        "python": platform.python_version(),
    }
    if anchor is not None:
        report.update(anchor_figures(args.anchor, anchor, args.games, ordered, sorted(anchor_timings)))
    print(json.dumps(report))


if __name__ == "__main__":
    main()
