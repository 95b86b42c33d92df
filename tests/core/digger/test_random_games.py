"""Seeded random games from the deal to the end, with every invariant checked after every action.

The default run plays 200 games, taking turns through every player count
Digger allows; set DINOTABLE_RANDOM_GAMES to play more, e.g.
DINOTABLE_RANDOM_GAMES=5000.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from core.engine import savefile
from core.engine.invariants import check_position, check_save_round_trip, check_undo_redo
from core.engine.match import Match
from core.engine.serial import digest
from core.games.digger.invariants import INVARIANTS
from core.games.digger.state import OVER
from tests.core.digger.builders import RULES
from tests.core.digger.playing import new_match
from tests.core.playing import seat_counts

GAMES = int(os.environ.get("DINOTABLE_RANDOM_GAMES", "200"))
COUNTS = seat_counts("digger")
# Rounds x tricks x (type, lead's set, each other seat: pass and swap).
MOST_ACTIONS = 3 * 8 * (1 + 1 + (COUNTS[-1] - 1) * 2)


@pytest.mark.parametrize("number", range(GAMES))
def test_a_random_game_keeps_every_invariant(number: int, tmp_path: Path) -> None:
    players = COUNTS[number % len(COUNTS)]
    chance = random.Random(f"digger-random-{number}")
    match = new_match(players, seed=number)
    check_position(RULES, match.state)
    save_at = chance.randrange(5, 120)
    for _ in range(MOST_ACTIONS):
        if match.pending() is None:
            break
        before = match.state
        events = match.apply(chance.choice(match.legal()))
        INVARIANTS.check_transition(before, match.state, events)
        check_position(RULES, match.state)
        if chance.random() < 0.02:
            check_save_round_trip(match)
        if chance.random() < 0.1:
            check_undo_redo(match)
        if len(match.steps) == save_at:
            path = tmp_path / "game.dinotable"
            savefile.write(path, match)
            assert digest(savefile.read(path).state) == digest(match.state)
    assert match.state.step == OVER, f"game {number} did not end"
    check_save_round_trip(match)
    replayed = Match.replay(RULES, match.config, match.seed, match.actions)
    assert digest(replayed.state) == digest(match.state)
    result = match.result()
    assert result is not None and min(result.ranking) == 1
    assert result.scores == tuple(sum(1 for t in row if t) for row in match.state.tokens)
