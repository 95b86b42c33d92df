"""Fingerprints of seeded random games, to show that a change left the rules alone; prints JSON.

Every game of every registered game id, at every player count and setup
option, is played from its seed to the end. Each decision takes a random
legal option chosen from the options sorted by their JSON form, so the
same seed plays the same game even when ``legal`` lists its options in
another order. The report maps ``game/players/option/seed`` to the digest
of the final state, of the kinds and seats of its events, its scores and
its ranking; two reports (before and
after a change) compare with ``--compare``.

    python benchmarks/digests.py --games 20 --seed 1 > before.json
    python benchmarks/digests.py --games 20 --seed 1 --compare before.json
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.engine import registry
from core.engine.protocol import MatchConfig, PlayerInfo, Rules
from core.engine.serial import digest

MAX_DECISIONS_PER_GAME = 100_000


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=20, help="games per setting (default: 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run (default: 1)")
    parser.add_argument("--game", action="append", help="only this game id (may be repeated)")
    parser.add_argument("--compare", type=Path, help="an earlier report: print only what differs")
    return parser.parse_args()


def play(rules: Rules, config: MatchConfig, seed: int) -> dict[str, Any]:
    chooser = random.Random(seed)
    state = rules.setup(config, seed)
    decisions = 0
    happened: list[tuple[str, int | None]] = []
    while rules.pending(state) is not None and decisions < MAX_DECISIONS_PER_GAME:
        options = sorted(rules.legal(state), key=lambda action: json.dumps(action.to_json(), sort_keys=True))
        state, events = rules.apply(state, chooser.choice(options))
        happened += [(event.kind, event.seat) for event in events]
        decisions += 1
    result = rules.result(state)
    return {
        "decisions": decisions,
        "state": digest(state)[:16],
        "events": digest(happened)[:16],
        "scores": list(result.scores) if result else None,
        "ranking": list(result.ranking) if result else None,
    }


def settings(rules: Rules) -> list[tuple[int, dict[str, Any]]]:
    names = sorted(rules.options)
    combos = [
        dict(zip(names, values, strict=True))
        for values in itertools.product(*(rules.options[n] for n in names))
    ]
    return [
        (count, options) for count in range(rules.min_players, rules.max_players + 1) for options in combos
    ]


def report(args: argparse.Namespace) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for rules in registry.games():
        if args.game and rules.game_id not in args.game:
            continue
        for count, options in settings(rules):
            players = tuple(PlayerInfo(name=f"P{seat}", computer=True) for seat in range(count))
            config = MatchConfig(game=rules.game_id, players=players, options=options)
            label = ",".join(f"{k}={v}" for k, v in sorted(options.items())) or "-"
            for number in range(args.games):
                seed = args.seed * 100_003 + number
                found[f"{rules.game_id}/{count}/{label}/{seed}"] = play(rules, config, seed)
    return found


def main() -> None:
    args = arguments()
    found = report(args)
    if args.compare is None:
        print(json.dumps({"benchmark": "digests", "seed": args.seed, "games": found}, sort_keys=True))
        return
    earlier = json.loads(args.compare.read_text("utf-8"))["games"]
    differ = {
        key: {"before": earlier.get(key), "after": value}
        for key, value in found.items()
        if earlier.get(key) != value
    }
    same = sum(1 for key, value in found.items() if earlier.get(key) == value)
    print(json.dumps({"benchmark": "digests", "same": same, "different": len(differ), "differences": differ}))


if __name__ == "__main__":
    main()
