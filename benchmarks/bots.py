"""Two computer levels against each other in seat-swapped pairs of two-player games; prints one JSON object.

Games 2k and 2k+1 are dealt alike (the same match seed) and the sides swap
seats, so neither the seat nor the deal favours one; the win share and the
score margin of side a come with 95% intervals over the pairs
(``benchmarks/paired.py``). ``--stop-at GOAL`` ends the run once the win
share's interval lies wholly above or below GOAL (after ``--min-pairs``).
``--log FILE`` appends every finished game as a JSON line, so a long run can
be split into parts (``--first``) and summed up with ``--merge FILE ...``.

Besides the launcher's levels, three reference levels: ``greedy``, the game
heuristic's favourite without noise or search, and ``omniscient``, Normal's
search on the true state (every hand, the draw order): what a player who
could see everything would win, the bound of what is learnable in a game
of hidden information and luck. ``hands`` sees every hand but not the
order of the piles (games whose AI offers ``piles_shuffled``): how much of
that bound is the cards still to come, which no reading of the others' play
can tell.

Think time is the wall time of one ``choose`` (decisions with a single option
are not counted). Levels limited by time make the run depend on the machine;
``--iterations-only`` drops the time limit, so the same seed plays the same
games. ``--time-budget`` replaces the time limit instead; with an iteration
cap out of reach, the longest think time shows how far a search overruns its
time. ``--jobs`` plays pairs side by side in separate processes; think times
then include the competition for the processor, so use no more jobs than the
machine has cores.

    python benchmarks/bots.py --game karuba --a normal --b easy --games 100 --seed 1
    python benchmarks/bots.py --game digger --a omniscient --b normal --stop-at 0.5 --log digger.jsonl
    python benchmarks/bots.py --merge digger.jsonl part2.jsonl
    python benchmarks/bots.py --a hard --b easy --games 2 --iterations 1000000000 --time-budget 0.2
    python benchmarks/bots.py --game isla_nublar --option patrons=on --option individual_scoring=on
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import platform
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import paired
from benchmarks.setup_options import options_from
from core.engine import registry
from core.engine.ai import GameAI, ai_for
from core.engine.bots import BUDGETS, LEVELS, GreedyBot, Player, SearchBot, SearchPart, bot_for
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


REFERENCE_LEVELS = ("greedy", "omniscient", "hands", "random")


class OmniscientAI:
    """A game's computer parts, but the search is handed the true state and keeps it.

    Only for measurement: the player is given the state itself instead of its
    view, so every hand and the order of every pile are known to it.
    """

    def __init__(self, game: GameAI) -> None:
        self.game = game

    def determinize(self, rules: Rules, view: Any, seat: int, rng: random.Random) -> Any:
        return view

    def evaluate(self, rules: Rules, state: Any) -> tuple[float, ...]:
        return self.game.evaluate(rules, state)

    def easy(self, rules: Rules, view: Any, seat: int, legal: list[Action], rng: random.Random) -> Action:
        return self.game.easy(rules, view, seat, legal, rng)

    def worth_considering(self, rules: Rules, view: Any, seat: int, legal: list[Action]) -> list[Action]:
        return self.game.worth_considering(rules, view, seat, legal)

    def candidates(self, rules: Rules, view: Any, seat: int, legal: list[Action], limit: int) -> list[Action]:
        return self.game.candidates(rules, view, seat, legal, limit)


class HandsAI(OmniscientAI):
    """As ``OmniscientAI``, but the order of the piles stays unknown: every hand is seen, no card to come.

    Only for games whose AI can shuffle the piles of a true state (``piles_shuffled``).
    """

    def __init__(self, game: GameAI) -> None:
        super().__init__(game)
        self.shuffle = getattr(game, "piles_shuffled", None)
        if self.shuffle is None:
            raise SystemExit("this game's computer player cannot leave the piles unknown: no 'hands' level")

    def determinize(self, rules: Rules, view: Any, seat: int, rng: random.Random) -> Any:
        assert self.shuffle is not None
        return self.shuffle(rules, view, seat, rng)


SEES_STATE = ("omniscient", "hands")  # the reference levels handed the true state, not their view


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    games = [entry.game_id for entry in registry.entries()]
    levels = LEVELS + REFERENCE_LEVELS
    parser.add_argument("--game", choices=games, default=games[0], help=f"game id (default: {games[0]})")
    parser.add_argument("--a", default="normal", choices=levels, help="first level")
    parser.add_argument("--b", default="easy", choices=levels, help="second level")
    parser.add_argument("--games", type=int, default=100, help="how many games, pairs of two (default: 100)")
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
    parser.add_argument(
        "--opponents-heuristic",
        dest="opponents_by_heuristic",
        action="store_true",
        help="in the search, the other seats play the Easy heuristic on their own view",
    )
    parser.add_argument(
        "--outcome-nodes",
        action="store_true",
        help="the search tree goes on under each revealed outcome apart",
    )
    parser.add_argument(
        "--a-only",
        action="store_true",
        help="the search settings above change side a only: a level against itself as shipped",
    )
    parser.add_argument("--option", action="append", default=[], help="a setup option as NAME=VALUE")
    parser.add_argument("--first", type=int, default=0, help="number of the first game, even (default: 0)")
    parser.add_argument(
        "--stop-at", type=float, help="stop once side a's win share is surely above or below this"
    )
    parser.add_argument(
        "--min-pairs", type=int, default=30, help="pairs played before --stop-at may stop (default: 30)"
    )
    parser.add_argument("--log", type=Path, help="append each finished game to this file (JSON lines)")
    parser.add_argument("--merge", type=Path, nargs="+", help="play nothing: sum up the games of these logs")
    parser.add_argument(
        "--jobs", type=int, default=1, help="pairs played at once in separate processes (default: 1)"
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
    if args.first % 2:
        parser.error("--first must be even: games are played in pairs")
    return args


def player(level: str, match_seed: int, seat: int, args: argparse.Namespace) -> Player:
    if level == "greedy":
        return GreedyBot(match_seed, seat)
    if level not in BUDGETS and level not in SEES_STATE:
        return bot_for(level, match_seed, seat)
    budget = BUDGETS["normal" if level in SEES_STATE else level]
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
    if args.opponents_by_heuristic:
        budget = dataclasses.replace(budget, opponents_by_heuristic=True)
    if args.outcome_nodes:
        budget = dataclasses.replace(budget, outcome_nodes=True)
    ai = (
        {"omniscient": OmniscientAI, "hands": HandsAI}[level](ai_for(args.game))
        if level in SEES_STATE
        else None
    )
    return SearchBot(match_seed, seat, level, ai=ai, budget=budget)


MakePlayer = Callable[[str, int, int, argparse.Namespace], Player]

# Search settings a run may change; with --a-only side b plays without them.
SEARCH_OVERRIDES = {
    "iterations": None,
    "exploration": None,
    "playout": None,
    "candidates": None,
    "guided": False,
    "paired": False,
    "opponents_by_heuristic": False,
    "outcome_nodes": False,
}


def settings_of(side: str, args: argparse.Namespace) -> argparse.Namespace:
    """The run's arguments as a side's player sees them."""
    if side == "a" or not args.a_only:
        return args
    return argparse.Namespace(**{**vars(args), **SEARCH_OVERRIDES})


def play(number: int, args: argparse.Namespace, make: MakePlayer = player) -> paired.GameRecord:
    """One game of its pair: who won, both sides' points, think times and search iterations.

    ``make`` gives the player of a side's level for a match seed and seat.
    """
    rules = registry.get(args.game)
    seed = args.seed * 100_003 + paired.pair_of(number)
    sides = paired.sides_of(number)
    levels = {"a": args.a, "b": args.b}
    # A reference level is not one a save may name: the match records such a seat as Normal.
    seats = tuple(
        PlayerInfo(side, computer=True, level=levels[side] if levels[side] in LEVELS else "normal")
        for side in sides
    )
    config = MatchConfig(args.game, seats, options_from(rules, args.option))
    match = Match(rules, config, seed)
    players = [make(levels[side], seed, seat, settings_of(side, args)) for seat, side in enumerate(sides)]
    times: dict[str, list[float]] = {"a": [], "b": []}
    iterations = {"a": 0, "b": 0}
    while (decision := match.pending()) is not None:
        view = rules.view(match.state, decision.seat)
        seen = match.state if levels[sides[decision.seat]] in SEES_STATE else view
        clock = time.perf_counter()
        action, searched = decide(players[decision.seat], rules, seen, len(match.actions), args.workers)
        spent = time.perf_counter() - clock
        if len(rules.legal(view)) > 1:
            times[sides[decision.seat]].append(spent)
            iterations[sides[decision.seat]] += searched
        match.apply(action)
    result = match.result()
    assert result is not None
    winners = result.winners
    winner = None if len(winners) > 1 else sides[winners[0]]
    at = {side: seat for seat, side in enumerate(sides)}
    if args.progress:
        print(f"game {number}: {winner or 'shared'} {result.scores}", file=sys.stderr)
    return paired.GameRecord(
        number,
        winner,
        result.scores[at["a"]],
        result.scores[at["b"]],
        tuple(times["a"]),
        tuple(times["b"]),
        iterations["a"],
        iterations["b"],
    )


def play_pair(
    pair: int, args: argparse.Namespace, numbers: range, make: MakePlayer = player
) -> list[paired.GameRecord]:
    return [play(number, args, make) for number in (2 * pair, 2 * pair + 1) if number in numbers]


def played(args: argparse.Namespace, make: MakePlayer = player) -> list[paired.GameRecord]:
    """The run's games, pair by pair, until all are played or ``--stop-at`` is decided."""
    numbers = range(args.first, args.first + args.games)
    pairs = sorted({paired.pair_of(number) for number in numbers})
    records: list[paired.GameRecord] = []

    def take(found: list[paired.GameRecord]) -> bool:
        for record in found:
            records.append(record)
            if args.log is not None:
                paired.append_log(args.log, record)
        return args.stop_at is not None and paired.decided(records, args.stop_at, args.min_pairs)

    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            for found in pool.imap(_play_pair_star, [(pair, args, numbers, make) for pair in pairs]):
                if take(found):
                    pool.terminate()
                    break
    else:
        for pair in pairs:
            if take(play_pair(pair, args, numbers, make)):
                break
    return records


def _play_pair_star(task: tuple[int, argparse.Namespace, range, MakePlayer]) -> list[paired.GameRecord]:
    return play_pair(*task)


def main() -> None:
    args = arguments()
    started = time.perf_counter()
    if args.merge:
        records = sorted(
            {record.number: record for path in args.merge for record in paired.read_log(path)}.values(),
            key=lambda record: record.number,
        )
    else:
        records = played(args)
    if _pool is not None:
        _pool.shutdown()
    report: dict[str, Any] = {"game": args.game, "a": args.a, "b": args.b}
    if args.merge:
        report["merged"] = [str(path) for path in args.merge]
    else:
        report.update(
            {
                "asked_games": args.games,
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
                "opponents_by_heuristic": args.opponents_by_heuristic,
                "outcome_nodes": args.outcome_nodes,
                "a_only": args.a_only,
                "options": args.option,
                "stop_at": args.stop_at,
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
    report.update(paired.summary(records))
    report["python"] = platform.python_version()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
