"""Two computer levels against each other in two-player games; prints one JSON object.

Level a sits first in even games and second in odd ones, so neither gains
from the seat. Think time is the wall time of one ``choose`` (decisions with
a single option count too, as they cost nothing). Levels limited by time
make the run depend on the machine; ``--iterations-only`` drops the time
limit, so the same seed plays the same games. ``--time-budget`` replaces the
time limit instead; with an iteration cap out of reach, the longest think
time shows how far a search overruns its time. ``--jobs`` plays games side
by side in separate processes; think times then include the competition for
the processor, so use no more jobs than the machine has cores.

    python benchmarks/bots.py --game karuba --a normal --b easy --games 100 --seed 1
    python benchmarks/bots.py --a hard --b easy --games 1 --iterations 1000000000 --time-budget 0.2
    python benchmarks/bots.py --game isla_nublar --option patrons=on --option individual_scoring=on
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.setup_options import options_from
from core.engine import registry
from core.engine.bots import BUDGETS, LEVELS, Player, SearchBot, SearchPart, bot_for
from core.engine.match import Match
from core.engine.protocol import Action, MatchConfig, PlayerInfo, Rules
from core.engine.workers import Pool

_pool: Pool | None = None  # with --workers: the worker processes, as the desktop's


def decide(player: Player, rules: Rules, view: Any, step: int, workers: int) -> tuple[Action, int]:
    """The player's action and the search iterations it took (all workers together)."""
    if not isinstance(player, SearchBot):
        action = player.choose(rules, view, step)
        assert action is not None
        return action, 0
    if not workers:
        part = player.search_part(rules, view, step, 0)
        return player.merged_choice([part]), part.iterations
    global _pool
    if _pool is None:
        _pool = Pool(workers)
    expected = _pool.send(step + 1, player, rules, view, step)
    parts: list[SearchPart] = []
    while len(parts) < expected:
        for answer in _pool.answers():
            if answer.error:
                raise RuntimeError(answer.error)
            assert answer.part is not None
            parts.append(answer.part)
        time.sleep(0.0005)
    return player.merged_choice(parts), sum(part.iterations for part in parts)


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    games = [entry.game_id for entry in registry.entries()]
    parser.add_argument("--game", choices=games, default=games[0], help=f"game id (default: {games[0]})")
    parser.add_argument("--a", default="normal", choices=LEVELS + ("random",), help="first level")
    parser.add_argument("--b", default="easy", choices=LEVELS + ("random",), help="second level")
    parser.add_argument("--games", type=int, default=100, help="how many games (default: 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run (default: 1)")
    parser.add_argument("--iterations-only", action="store_true", help="search levels without a time limit")
    parser.add_argument("--iterations", type=int, help="iteration cap of the search levels (default: theirs)")
    parser.add_argument(
        "--time-budget", type=float, help="seconds a search level may think per decision (default: theirs)"
    )
    parser.add_argument(
        "--exploration", type=float, help="UCB constant of the search levels (default: theirs)"
    )
    parser.add_argument("--playout", type=int, help="playout steps of the search levels (default: theirs)")
    parser.add_argument(
        "--candidates", type=int, help="options the search levels consider (default: theirs; 0: all)"
    )
    parser.add_argument("--guided", action="store_true", help="search levels try new options by heuristic")
    parser.add_argument(
        "--paired", action="store_true", help="search levels compare options on the same samples"
    )
    parser.add_argument("--option", action="append", default=[], help="a setup option as NAME=VALUE")
    parser.add_argument("--first", type=int, default=0, help="number of the first game (default: 0)")
    parser.add_argument(
        "--jobs", type=int, default=1, help="games played at once in separate processes (default: 1)"
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=0,
        help="search levels think in this many worker processes, as the desktop (default: 0, in-process)",
    )
    parser.add_argument("--progress", action="store_true", help="name each game's winner on stderr")
    args = parser.parse_args()
    if args.workers and args.jobs > 1:
        parser.error("--workers and --jobs exclude each other: both use the cores")
    if args.iterations_only and args.time_budget is not None:
        parser.error("--iterations-only and --time-budget exclude each other")
    return args


def player(level: str, match_seed: int, seat: int, args: argparse.Namespace) -> Player:
    if level not in BUDGETS:
        return bot_for(level, match_seed, seat)
    budget = BUDGETS[level]
    if args.iterations_only:
        budget = dataclasses.replace(budget, seconds=0.0)
    if args.time_budget is not None:
        budget = dataclasses.replace(budget, seconds=args.time_budget)
    if args.iterations is not None:
        budget = dataclasses.replace(budget, iterations=args.iterations)
    if args.exploration is not None:
        budget = dataclasses.replace(budget, exploration=args.exploration)
    if args.playout is not None:
        budget = dataclasses.replace(budget, playout_steps=args.playout)
    if args.candidates is not None:
        budget = dataclasses.replace(budget, candidates=args.candidates)
    if args.guided:
        budget = dataclasses.replace(budget, guided=True)
    if args.paired:
        budget = dataclasses.replace(budget, paired=True)
    return SearchBot(match_seed, seat, level, budget=budget)


Outcome = tuple[str | None, dict[str, list[float]], dict[str, int]]


def play(number: int, args: argparse.Namespace) -> Outcome:
    """One game: the side that won alone (None for a shared win), each side's think times
    and search iterations."""
    rules = registry.get(args.game)
    seed = args.seed * 100_003 + number
    sides = ("a", "b") if number % 2 == 0 else ("b", "a")
    levels = {"a": args.a, "b": args.b}
    seats = tuple(PlayerInfo(side, computer=True, level=levels[side]) for side in sides)
    config = MatchConfig(args.game, seats, options_from(rules, args.option))
    match = Match(rules, config, seed)
    players = [player(levels[side], seed, seat, args) for seat, side in enumerate(sides)]
    times: dict[str, list[float]] = {"a": [], "b": []}
    iterations = {"a": 0, "b": 0}
    while (decision := match.pending()) is not None:
        view = rules.view(match.state, decision.seat)
        clock = time.perf_counter()
        action, searched = decide(players[decision.seat], rules, view, len(match.actions), args.workers)
        spent = time.perf_counter() - clock
        if len(rules.legal(view)) > 1:
            times[sides[decision.seat]].append(spent)
            iterations[sides[decision.seat]] += searched
        match.apply(action)
    result = match.result()
    assert result is not None
    winners = result.winners
    if args.progress:
        print(f"game {number}: {'shared' if len(winners) > 1 else sides[winners[0]]}", file=sys.stderr)
    return (None if len(winners) > 1 else sides[winners[0]]), times, iterations


def main() -> None:
    args = arguments()
    started = time.perf_counter()
    numbers = range(args.first, args.first + args.games)
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            outcomes = pool.starmap(play, [(number, args) for number in numbers])
    else:
        outcomes = [play(number, args) for number in numbers]
    wins = {"a": 0, "b": 0}
    times: dict[str, list[float]] = {"a": [], "b": []}
    iterations = {"a": 0, "b": 0}
    for winner, spent, searched in outcomes:
        if winner is not None:
            wins[winner] += 1
        for side in times:
            times[side].extend(spent[side])
            iterations[side] += searched[side]
    if _pool is not None:
        _pool.shutdown()
    report: dict[str, Any] = {
        "game": args.game,
        "a": args.a,
        "b": args.b,
        "games": args.games,
        "first": args.first,
        "seed": args.seed,
        "jobs": args.jobs,
        "workers": args.workers,
        "iterations_only": args.iterations_only,
        "iterations": args.iterations,
        "time_budget": args.time_budget,
        "playout": args.playout,
        "exploration": args.exploration,
        "candidates": args.candidates,
        "guided": args.guided,
        "paired": args.paired,
        "options": args.option,
        "wins_a": wins["a"],
        "wins_b": wins["b"],
        "draws": args.games - wins["a"] - wins["b"],
        "seconds": round(time.perf_counter() - started, 1),
        "python": platform.python_version(),
    }
    for side in ("a", "b"):
        ordered = sorted(times[side]) or [0.0]
        report[f"decisions_{side}"] = len(times[side])
        report[f"median_think_s_{side}"] = round(statistics.median(ordered), 4)
        report[f"p95_think_s_{side}"] = round(ordered[int(0.95 * (len(ordered) - 1))], 4)
        report[f"max_think_s_{side}"] = round(ordered[-1], 4)
        thought = sum(times[side])
        report[f"iterations_{side}"] = iterations[side]
        report[f"iterations_per_s_{side}"] = round(iterations[side] / thought) if thought else 0
    print(json.dumps(report))


if __name__ == "__main__":
    main()
