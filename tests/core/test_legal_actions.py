"""``legal`` lists exactly the actions ``check`` allows, in every state of seeded random games.

Games build their legal actions directly rather than filtering through
``check`` (searches ask for them thousands of times a second), so this test
holds the two together: every thinkable action of the game, legal or not, is
checked and compared with ``legal``. A newly registered game must say here
what its thinkable actions are.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Any

import pytest

from core.engine import registry
from core.engine.match import Match
from core.engine.protocol import Action, MatchConfig, PlayerInfo
from core.games.digger import actions as digger
from core.games.karuba import actions as karuba
from core.games.karuba.state import beach, temple

GAMES = [rules.game_id for rules in registry.games()]


def karuba_actions(state: Any) -> Iterator[Action]:
    parts = registry.get("karuba").components()
    yield karuba.Reveal()
    yield karuba.Discard()
    numbers = {p.number for p in (*parts.beach, *parts.jungle)} | {-1, 0, 5, 999}
    for number in numbers:
        yield karuba.ChooseBeach(number)
        yield karuba.ChooseJungle(number)
    for field in range(-1, parts.fields + 1):
        yield karuba.Place(field)
        yield karuba.MoveTo(field)
    for colour in range(-1, len(parts.colours) + 1):
        yield karuba.PickAdventurer(colour)
    for position in range(1, max(len(parts.beach), len(parts.jungle)) + 1):
        yield karuba.MoveTo(beach(position))
        yield karuba.MoveTo(temple(position))


def digger_actions(state: Any) -> Iterator[Action]:
    parts = registry.get("digger").components()
    yield digger.Pass()
    yield from (digger.ChooseTrick(trick) for trick in (*parts.trick_types, "unknown"))
    hand = sorted(state.hands[state.turn])
    stranger = next(card for card in parts.deck if card not in hand)
    for size in range(len(hand) + 1):
        for cards in combinations(hand, size):
            yield digger.PlaySet(cards)
            yield digger.Swap(cards)
    yield digger.PlaySet((stranger,))
    yield digger.Swap((stranger,))


THINKABLE: dict[str, Callable[[Any], Iterator[Action]]] = {
    "karuba": karuba_actions,
    "digger": digger_actions,
}


def test_every_registered_game_names_its_thinkable_actions() -> None:
    assert set(GAMES) <= set(THINKABLE)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_legal_is_exactly_what_check_allows(game: str, seed: int) -> None:
    rules = registry.get(game)
    players = 2 + seed % 3
    config = MatchConfig(game, tuple(PlayerInfo(f"P{seat}") for seat in range(players)))
    match = Match(rules, config, seed)
    chance = random.Random(seed)
    while match.pending() is not None:
        legal = rules.legal(match.state)
        thinkable = THINKABLE[game](match.state)
        allowed = {action for action in thinkable if rules.check(match.state, action) is None}
        assert set(legal) == allowed
        assert len(set(legal)) == len(legal)
        match.apply(chance.choice(legal))
