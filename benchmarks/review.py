"""How long the results page's "what decided it" takes to read a finished game.

Plays seeded two-seat games between Easy computers, then times the look back
at them (``core.engine.review``: the moments and one seat's costly moves), as
the window does once when a game ends. Prints one JSON object.

    .venv/bin/python benchmarks/review.py --games 5 --seed 1
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from core.engine import registry, review
from core.engine.bots import EasyBot
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo


def finished(game: str, seed: int) -> Match:
    rules = registry.get(game)
    players = (PlayerInfo("A"), PlayerInfo("B", "", True, "easy"))
    match = Match(rules, MatchConfig(game=game, players=players), seed)
    bots = [EasyBot(seed, 0), EasyBot(seed, 1)]
    while (decision := match.pending()) is not None:
        view = rules.view(match.state, decision.seat)
        match.apply(bots[decision.seat].choose(rules, view, len(match.steps)))
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    report: dict[str, object] = {"games": args.games, "seed": args.seed}
    for entry in registry.entries():
        seconds, actions = [], []
        for seed in range(args.seed, args.seed + args.games):
            match = finished(entry.game_id, seed)
            start = time.perf_counter()
            review.moments(match)
            review.costly_moves(match, 0)
            seconds.append(time.perf_counter() - start)
            actions.append(len(match.steps))
        report[entry.game_id] = {
            "median_seconds": round(statistics.median(seconds), 3),
            "max_seconds": round(max(seconds), 3),
            "median_actions": statistics.median(actions),
        }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
