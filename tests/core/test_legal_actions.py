"""``legal`` lists exactly the actions ``check`` allows, in every state of seeded random games.

Games build their legal actions directly rather than filtering through
``check`` (searches ask for them thousands of times a second), so this test
holds the two together: every thinkable action of the game, legal or not, is
checked and compared with ``legal``. Each game names its thinkable actions
in its ``invariants`` module.
"""

from __future__ import annotations

import random

import pytest

from core.engine import registry
from core.engine.invariants import invariants_for
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo
from tests.core.playing import every_seat_count

GAMES = [rules.game_id for rules in registry.games()]
GAMES_PER_COUNT = 2


def test_every_registered_game_has_invariants() -> None:
    for game in GAMES:
        assert invariants_for(game).thinkable


@pytest.mark.parametrize(("game", "players"), every_seat_count())
@pytest.mark.parametrize("seed", range(GAMES_PER_COUNT))
def test_legal_is_exactly_what_check_allows(game: str, players: int, seed: int) -> None:
    rules = registry.get(game)
    config = MatchConfig(game, tuple(PlayerInfo(f"P{seat}") for seat in range(players)))
    match = Match(rules, config, seed)
    chance = random.Random(seed)
    while match.pending() is not None:
        legal = rules.legal(match.state)
        thinkable = invariants_for(game).thinkable(match.state)
        allowed = {action for action in thinkable if rules.check(match.state, action) is None}
        assert set(legal) == allowed
        assert len(set(legal)) == len(legal)
        match.apply(chance.choice(legal))
