"""How a game's scores fall out when every seat plays Easy: per player count and setup option.

For each player count (and, with ``--option``, one setup option's value) it
plays seeded games with Easy at every seat and reports per seat: mean and
median points, the share of seats that scored nothing, the mean gap between
first and last, the mean number of decisions per game, each seat
position's wins (so a seat that gains from sitting first shows) and the share
of games that ended each way (the result's ending text key, for games that
can end in more than one way). The same ``--seed`` plays the same games.

    python benchmarks/balance.py --game comet --games 25 --seed 1000 --option side=b
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.setup_options import options_from
from core.engine import registry
from core.engine.bots import bot_for
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo, Rules


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    games = [entry.game_id for entry in registry.entries()]
    parser.add_argument("--game", choices=games, default=games[0], help=f"game id (default: {games[0]})")
    parser.add_argument("--games", type=int, default=25, help="games per player count (default: 25)")
    parser.add_argument("--seed", type=int, default=1000, help="seed of the first game (default: 1000)")
    parser.add_argument("--option", action="append", default=[], help="a setup option as NAME=VALUE")
    return parser.parse_args()


def play(
    rules: Rules, config: MatchConfig, seed: int
) -> tuple[tuple[int, ...], tuple[int, ...], int, str, int | None]:
    """One game with Easy at every seat: the scores, the winners, the number of decisions, how it
    ended, and its turns where the game's state counts them."""
    match = Match(rules, config, seed)
    bots = [bot_for("easy", seed, seat) for seat in range(config.player_count)]
    while (decision := match.pending()) is not None:
        view = rules.view(match.state, decision.seat)
        match.apply(bots[decision.seat].choose(rules, view, len(match.steps)))
    result = rules.result(match.state)
    assert result is not None
    return result.scores, result.winners, len(match.steps), result.ending, getattr(match.state, "turns", None)


def main() -> None:
    args = arguments()
    rules = registry.get(args.game)
    options = options_from(rules, args.option)
    report: dict[str, Any] = {"game": args.game, "options": options, "games": args.games, "seed": args.seed}
    for players in range(rules.min_players, rules.max_players + 1):
        seats = tuple(PlayerInfo(f"Easy {seat + 1}", computer=True, level="easy") for seat in range(players))
        config = MatchConfig(args.game, seats, options)
        points: list[int] = []
        gaps: list[int] = []
        lengths: list[int] = []
        turns: list[int] = []
        wins = [0] * players
        endings: Counter[str] = Counter()
        for number in range(args.games):
            scores, winners, length, ending, taken = play(rules, config, args.seed + number)
            if taken is not None:
                turns.append(taken)
            endings[ending] += 1
            points += scores
            gaps.append(max(scores) - min(scores))
            lengths.append(length)
            for seat in winners:
                wins[seat] += 1
        report[f"{players}_players"] = {
            "mean_points": round(statistics.mean(points), 1),
            "median_points": statistics.median(points),
            "share_scoring_nothing": round(sum(1 for p in points if p == 0) / len(points), 2),
            "mean_gap_first_last": round(statistics.mean(gaps), 1),
            "mean_decisions": round(statistics.mean(lengths)),
            **({"mean_turns": round(statistics.mean(turns), 1)} if turns else {}),
            "wins_by_seat": wins,
            "share_by_ending": {key: round(count / args.games, 2) for key, count in sorted(endings.items())},
        }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
