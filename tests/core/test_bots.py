"""Computer players: legal, reproducible, and blind to what their seat may not see."""

from __future__ import annotations

from typing import Any

from core.engine import registry
from core.engine.bots import HumanPlayer, RandomBot, players_for
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo


def _config(players: int, computer: bool = True) -> MatchConfig:
    seats = tuple(PlayerInfo(f"P{i}", computer=computer) for i in range(players))
    return MatchConfig("karuba", seats)


def _play_out(seed: int, players: int) -> list[dict[str, Any]]:
    rules = registry.get("karuba")
    config = _config(players)
    match = Match(rules, config, seed)
    bots = players_for(config, seed)
    while (decision := match.pending()) is not None:
        view = rules.view(match.state, decision.seat)
        match.apply(bots[decision.seat].choose(rules, view, len(match.steps)))
    return [action.to_json() for action in match.actions]


def test_random_bots_finish_a_game_and_repeat_it_for_the_same_seed() -> None:
    first = _play_out(seed=11, players=3)
    assert first == _play_out(seed=11, players=3)
    assert first != _play_out(seed=12, players=3)


def test_players_for_puts_bots_only_on_computer_seats() -> None:
    config = MatchConfig("karuba", (PlayerInfo("Ann"), PlayerInfo("Bot", computer=True)))
    people = players_for(config, 5)
    assert isinstance(people[0], HumanPlayer) and not people[0].computer
    assert isinstance(people[1], RandomBot) and people[1].computer
    assert people[0].choose(registry.get("karuba"), None, 0) is None


class _SpyRules:
    """Passes every call to the real rules and records the states ``legal`` saw."""

    def __init__(self) -> None:
        self.real = registry.get("karuba")
        self.game_id = self.real.game_id
        self.seen: list[Any] = []

    def legal(self, state: Any) -> list[Any]:
        self.seen.append(state)
        return self.real.legal(state)


def test_a_bot_chooses_from_the_view_it_is_given() -> None:
    rules = registry.get("karuba")
    match = Match(rules, _config(2), 3)
    view = rules.view(match.state, 0)
    spy = _SpyRules()
    action = RandomBot(3, 0).choose(spy, view, 0)  # type: ignore[arg-type]
    assert spy.seen == [view]
    assert action in rules.legal(view)
