"""Seeded random games of every registered game, every invariant checked after every action.

Seats play at random among the legal actions or as the Easy computer player
(which sees only its view), mixed per game. After each action the run checks
the game's own invariants and the shared ones: a pending decision has legal
options, ``check`` agrees with ``legal`` on a sample of thinkable actions,
and, at random points, save -> load and undo -> redo give back the same
state. A failure is recorded with what reproduces it and the run goes on.
Prints one JSON object: per game the games played, actions, failures and
seconds.

    python benchmarks/fuzz.py --games 10000 --seed 1 [--game karuba] [--jobs 2]
    python benchmarks/fuzz.py --game digger --seed 1 --number 417   # one game, with its traceback
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import platform
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.engine import registry
from core.engine.bots import EasyBot
from core.engine.invariants import (
    check_position,
    check_save_round_trip,
    check_undo_redo,
    invariants_for,
)
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo, Rules

MAX_ACTIONS_PER_GAME = 20_000  # a game still going after this many actions is a failure, not a long game
THINKABLE_SAMPLE = 24  # thinkable actions checked against legal after each action
SAVE_CHANCE = 0.03  # after an action, the chance of a save -> load round trip
UNDO_CHANCE = 0.1  # after an action, the chance of undo -> redo
EASY_SHARE = 0.5  # the share of seats played by the Easy computer player


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=100, help="games per registered game (default: 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run (default: 1)")
    parser.add_argument("--game", help="only this game (default: every registered game)")
    parser.add_argument("--number", type=int, help="play only game NUMBER of the run and show its traceback")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing side by side (default: 1)")
    return parser.parse_args()


def game_plan(rules: Rules, run_seed: int, number: int) -> tuple[MatchConfig, int, random.Random]:
    """Game ``number`` of a run: its config (players, options, who plays), match seed and chooser."""
    chance = random.Random(f"fuzz:{run_seed}:{rules.game_id}:{number}")
    count = chance.randint(rules.min_players, rules.max_players)
    options = {name: chance.choice(list(values)) for name, values in rules.options.items()}
    seats = tuple(
        PlayerInfo(
            f"Seat {seat + 1}", computer=True, level="easy" if chance.random() < EASY_SHARE else "random"
        )
        for seat in range(count)
    )
    return MatchConfig(rules.game_id, seats, options), chance.getrandbits(31), chance


def play(game: str, run_seed: int, number: int) -> tuple[int, dict[str, Any] | None]:
    """Play one game with every check; the actions applied and the failure, if any."""
    rules = registry.get(game)
    config, seed, chance = game_plan(rules, run_seed, number)
    invariants = invariants_for(game)
    easy = {seat: EasyBot(seed, seat) for seat, info in enumerate(config.players) if info.level == "easy"}
    index = 0
    try:
        match = Match(rules, config, seed)
        check_position(rules, match.state, THINKABLE_SAMPLE, chance)
        for index in range(1, MAX_ACTIONS_PER_GAME + 1):
            decision = match.pending()
            if decision is None:
                return index - 1, None
            if decision.seat in easy:
                view = rules.view(match.state, decision.seat)
                action = easy[decision.seat].choose(rules, view, len(match.steps))
            else:
                action = chance.choice(match.legal())
            before = match.state
            events = match.apply(action)
            invariants.check_transition(before, match.state, events)
            check_position(rules, match.state, THINKABLE_SAMPLE, chance)
            if chance.random() < SAVE_CHANCE:
                check_save_round_trip(match)
            if chance.random() < UNDO_CHANCE:
                check_undo_redo(match)
        raise RuntimeError(f"no end after {MAX_ACTIONS_PER_GAME} actions")
    except Exception as error:
        return index, {
            "game": game,
            "run_seed": run_seed,
            "number": number,
            "match_seed": seed,
            "players": [info.level for info in config.players],
            "options": dict(config.options),
            "action_index": index,
            "problem": f"{type(error).__name__}: {error}",
            "traceback": traceback.format_exc(),
        }


def setup_name(config: MatchConfig) -> str:
    """A game's setup options as one name, "side=a, start=random": a run counts its games by it."""
    return ", ".join(f"{name}={value}" for name, value in sorted(config.options.items()))


def play_task(task: tuple[str, int, int]) -> tuple[str, int, dict[str, Any] | None]:
    game, run_seed, number = task
    actions, failure = play(game, run_seed, number)
    return game, actions, failure


def main() -> int:
    options = arguments()
    games = [options.game] if options.game else [rules.game_id for rules in registry.games()]
    for game in games:
        registry.get(game)  # an unknown game fails here, before any work
    if options.number is not None:
        if len(games) != 1:
            sys.exit("--number needs --game")
        actions, failure = play(games[0], options.seed, options.number)
        if failure is not None:
            print(failure["traceback"], file=sys.stderr)
        print(
            json.dumps({"game": games[0], "number": options.number, "actions": actions, "failure": failure})
        )
        return 1 if failure else 0

    report: dict[str, Any] = {
        "seed": options.seed,
        "games_per_game": options.games,
        "python": platform.python_version(),
    }
    results: dict[str, Any] = {}
    for game in games:
        started = time.perf_counter()
        tasks = [(game, options.seed, number) for number in range(options.games)]
        actions, failures = 0, []
        if options.jobs > 1:
            with multiprocessing.get_context("spawn").Pool(options.jobs) as pool:
                outcomes = list(pool.imap_unordered(play_task, tasks, chunksize=8))
        else:
            outcomes = [play_task(task) for task in tasks]
        for _, played, failure in outcomes:
            actions += played
            if failure is not None:
                failures.append({key: value for key, value in failure.items() if key != "traceback"})
        failures.sort(key=lambda failure: failure["number"])
        rules = registry.get(game)
        setups = Counter(
            ", ".join(
                f"{name}={value}"
                for name, value in sorted(game_plan(rules, options.seed, number)[0].options.items())
            )
            for number in range(options.games)
        )
        results[game] = {
            "games": options.games,
            "games_by_options": dict(sorted(setups.items())),
            "actions": actions,
            "failures": failures,
            "seconds": round(time.perf_counter() - started, 1),
        }
    report["results"] = results
    print(json.dumps(report))
    return 1 if any(result["failures"] for result in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
