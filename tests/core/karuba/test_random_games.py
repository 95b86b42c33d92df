"""Seeded random games from setup to the end, with every invariant checked after every action.

The default run plays 200 games, taking turns through every player count
Karuba allows and both setup options; set DINOTABLE_RANDOM_GAMES to play
more, e.g. DINOTABLE_RANDOM_GAMES=5000.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from core.engine import savefile
from core.engine.invariants import check_position, check_save_round_trip, check_undo_redo
from core.engine.serial import digest
from core.games.karuba.invariants import INVARIANTS
from core.games.karuba.state import MOVE, OVER, PICK, REVEAL, SETUP_BEACH, SETUP_JUNGLE, TILE
from tests.core.playing import KARUBA, choose, explore, new_match, seat_counts

GAMES = int(os.environ.get("DINOTABLE_RANDOM_GAMES", "200"))
COUNTS = seat_counts("karuba")
# Setup, then per tile: a reveal and up to three choices per player.
MOST_ACTIONS = 8 + 36 * (1 + COUNTS[-1] * 3)


def game_setup(number: int) -> tuple[int, str]:
    return COUNTS[number % len(COUNTS)], ("together", "random")[(number // len(COUNTS)) % 2]


@pytest.mark.parametrize("number", range(GAMES))
def test_a_random_game_keeps_every_invariant(number: int, tmp_path: Path) -> None:
    players, setup = game_setup(number)
    chance = random.Random(f"karuba-random-{number}")
    match = new_match(players, seed=number, setup=setup)
    check_position(KARUBA, match.state)
    save_at = chance.randrange(20, 200)
    purposeful = number % 5 != 0  # one game in five plays at random, the rest heads for the temples
    for _ in range(MOST_ACTIONS):
        if match.pending() is None:
            break
        before = match.state
        legal = match.legal()
        events = match.apply(explore(match.state, legal, chance) if purposeful else choose(legal, chance))
        INVARIANTS.check_transition(before, match.state, events)
        check_position(KARUBA, match.state)
        if chance.random() < 0.02:
            check_save_round_trip(match)
        if chance.random() < 0.05:
            check_undo_redo(match)
        if len(match.steps) == save_at:
            path = tmp_path / "game.dinotable"
            savefile.write(path, match)
            assert digest(savefile.read(path).state) == digest(match.state)
    assert match.state.step == OVER, f"game {number} did not end"
    check_save_round_trip(match)
    result = match.result()
    assert result is not None and min(result.ranking) == 1
    if match.state.pile == ():  # a full game: 30 fields for 36 tiles leave at least 6 discards each
        assert all(len(island.discarded) >= 6 for island in match.state.islands)


def test_legal_and_check_are_compared_at_every_step_of_the_game() -> None:
    """``legal`` equals the thinkable actions ``check`` accepts, and the games meet every step."""
    met: set[str] = set()
    for number in range(3):
        chance = random.Random(f"karuba-steps-{number}")
        match = new_match(2 + number, seed=number)
        while match.pending() is not None:
            state = match.state
            met.add(state.step)
            allowed = {a for a in INVARIANTS.thinkable(state) if KARUBA.check(state, a) is None}
            assert set(match.legal()) == allowed, state.step
            match.apply(explore(state, match.legal(), chance))
    assert met == {SETUP_BEACH, SETUP_JUNGLE, REVEAL, TILE, PICK, MOVE}
