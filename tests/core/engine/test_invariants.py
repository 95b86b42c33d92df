"""The invariant checks catch what they are there to catch."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from core.engine import registry
from core.engine.invariants import InvariantError, check_decision, check_position, invariants_for
from core.engine.match import Match
from core.engine.protocol import Action, MatchConfig, PlayerInfo
from tests.core.playing import every_seat_count


def started(game: str, actions: int = 3, players: int = 2) -> Match:
    rules = registry.get(game)
    config = MatchConfig(game, tuple(PlayerInfo(f"P{seat + 1}") for seat in range(players)))
    match = Match(rules, config, 5)
    for _ in range(actions):
        match.apply(match.legal()[0])
    return match


@pytest.mark.parametrize(("game", "players"), every_seat_count())
def test_a_fresh_game_keeps_every_invariant(game: str, players: int) -> None:
    match = started(game, players=players)
    check_position(match.rules, match.state)


def test_a_lost_card_breaks_digger_conservation() -> None:
    match = started("digger")
    damaged = dataclasses.replace(match.state, deck=match.state.deck[1:])
    with pytest.raises(InvariantError, match="missing"):
        invariants_for("digger").check_state(damaged)


def test_a_lost_tile_breaks_karuba_conservation() -> None:
    match = started("karuba")
    damaged = dataclasses.replace(
        match.state, pile=match.state.pile[1:], tiles_revealed=match.state.tiles_revealed + 1
    )
    with pytest.raises(InvariantError, match="missing"):
        invariants_for("karuba").check_state(damaged)


class ForgetfulRules:
    """Digger's rules, except that ``legal`` forgets its last option."""

    def __init__(self) -> None:
        self.rules = registry.get("digger")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rules, name)

    def legal(self, state: Any) -> list[Action]:
        return self.rules.legal(state)[:-1]


def test_legal_missing_an_option_check_accepts_is_caught() -> None:
    match = started("digger", actions=0)
    rules: Any = ForgetfulRules()
    thinkable = invariants_for("digger").thinkable(match.state)
    with pytest.raises(InvariantError, match="legal disagrees"):
        check_decision(rules, match.state, thinkable)
