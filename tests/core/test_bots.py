"""Computer players: legal, reproducible, and blind to what their seat may not see."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from core.engine import registry
from core.engine.ai import ai_for
from core.engine.bots import (
    BUDGETS,
    LEVELS,
    Budget,
    EasyBot,
    GreedyBot,
    HumanPlayer,
    Player,
    RandomBot,
    SearchBot,
    bot_for,
    players_for,
)
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo, Rules
from tests.core.playing import every_seat_count, seat_counts

GAMES = [rules.game_id for rules in registry.games()]
GAME_COUNTS = every_seat_count()
TINY = Budget(iterations=20, seconds=0.0, playout_steps=2)


def spread(game: str, states: list[tuple[Any, int]], total: int) -> list[tuple[Any, int]]:
    """A share of ``total`` states, spread evenly over the game: a test that runs at each of
    the game's player counts takes this at each, so all counts together take about ``total``."""
    share = max(1, round(total / len(seat_counts(game))))
    step = max(1, len(states) // share)
    return states[::step][:share]


def _config(players: int, computer: bool = True, game: str = "karuba") -> MatchConfig:
    seats = tuple(PlayerInfo(f"P{i}", computer=computer) for i in range(players))
    return MatchConfig(game, seats)


def _play_out(game: str, seed: int, players: int) -> list[dict[str, Any]]:
    rules = registry.get(game)
    config = _config(players, game=game)
    match = Match(rules, config, seed)
    bots = players_for(config, seed)
    while (decision := match.pending()) is not None:
        view = rules.view(match.state, decision.seat)
        action = bots[decision.seat].choose(rules, view, len(match.steps))
        assert action is not None
        match.apply(action)
    return [action.to_json() for action in match.actions]


@pytest.mark.parametrize(("game", "players"), GAME_COUNTS)
def test_random_bots_finish_a_game_and_repeat_it_for_the_same_seed(game: str, players: int) -> None:
    first = _play_out(game, seed=11, players=players)
    assert first == _play_out(game, seed=11, players=players)
    assert first != _play_out(game, seed=12, players=players)


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

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def legal(self, state: Any) -> list[Any]:
        self.seen.append(state)
        return self.real.legal(state)


def test_a_bot_chooses_from_the_view_it_is_given() -> None:
    rules = registry.get("karuba")
    match = Match(rules, _config(2), 3)
    view = rules.view(match.state, 0)
    spy = _SpyRules()
    action = RandomBot(3, 0).choose(spy, view, 0)
    assert spy.seen == [view]
    assert action in rules.legal(view)


def _bot(level: str, match_seed: int, seat: int) -> Player:
    """A bot of ``level`` with a tiny iteration budget, so tests are quick and repeatable."""
    if level in BUDGETS:
        return SearchBot(match_seed, seat, level, budget=TINY)
    if level == "greedy":
        return GreedyBot(match_seed, seat)
    return bot_for(level, match_seed, seat)


@cache
def _random_game(game: str, seed: int, players: int) -> tuple[tuple[Any, int], ...]:
    """Every state before the end (with its step number) of a seeded random game.

    Kept, since the tests of each level sample the same games; states are frozen.
    """
    rules = registry.get(game)
    config = MatchConfig(game, tuple(PlayerInfo(f"P{i}", computer=True) for i in range(players)))
    match = Match(rules, config, seed)
    chooser = random.Random(seed)
    states = []
    while match.pending() is not None:
        states.append((match.state, len(match.actions)))
        match.apply(chooser.choice(match.legal()))
    return tuple(states)


def _sampled_states(game: str, seed: int, players: int, every: int) -> list[tuple[Any, int]]:
    """Every ``every``-th state (with its step number) of a seeded random game."""
    return [
        (state, step) for state, step in _random_game(game, seed, players) if step % every == seed % every
    ]


@pytest.mark.parametrize(("game", "players"), GAME_COUNTS)
@pytest.mark.parametrize("level", (*LEVELS, "greedy"))
def test_every_level_chooses_a_legal_action_in_sampled_states(game: str, players: int, level: str) -> None:
    rules = registry.get(game)
    seed = players
    # About two games' worth of states per game and level, however many counts the game has.
    every = (9 if level in ("easy", "greedy") else 23) * len(seat_counts(game)) // 2
    for state, step in _sampled_states(game, seed, players, every):
        decision = rules.pending(state)
        assert decision is not None
        action = _bot(level, seed, decision.seat).choose(rules, rules.view(state, decision.seat), step)
        assert action is not None and rules.check(state, action) is None, (game, level, seed, step, action)


def _hidden_changed(rules: Rules, state: Any, seat: int, seed: int) -> Any:
    """Another full state the seat cannot tell from ``state``: its hidden parts dealt anew."""
    view = rules.view(state, seat)
    other = ai_for(rules.game_id).determinize(rules, view, seat, random.Random(seed))
    assert rules.view(other, seat) == view
    return other


@pytest.mark.parametrize(("game", "players"), GAME_COUNTS)
@pytest.mark.parametrize("level", (*LEVELS, "greedy"))
def test_the_choice_does_not_depend_on_what_the_seat_cannot_see(game: str, players: int, level: str) -> None:
    rules = registry.get(game)
    changed = 0
    for state, step in spread(game, _sampled_states(game, 5, players, every=17), 8):
        decision = rules.pending(state)
        assert decision is not None
        other = _hidden_changed(rules, state, decision.seat, step)
        changed += other != state
        first = _bot(level, 5, decision.seat).choose(rules, rules.view(state, decision.seat), step)
        second = _bot(level, 5, decision.seat).choose(rules, rules.view(other, decision.seat), step)
        assert first == second, (game, level, step)
    assert changed  # the hidden parts really differed


@pytest.mark.parametrize(("game", "players"), GAME_COUNTS)
def test_a_search_bot_repeats_its_choice_for_the_same_seed_and_step(game: str, players: int) -> None:
    rules = registry.get(game)
    for state, step in spread(game, _sampled_states(game, 3, players, every=29), 5):
        decision = rules.pending(state)
        assert decision is not None
        view = rules.view(state, decision.seat)
        budget = Budget(iterations=60, seconds=0.0, playout_steps=2)
        choices = {SearchBot(3, decision.seat, budget=budget).choose(rules, view, step) for _ in range(2)}
        assert len(choices) == 1


@pytest.mark.parametrize(("game", "players"), GAME_COUNTS)
def test_the_searched_candidates_are_few_legal_and_a_smaller_limit_keeps_the_best(
    game: str, players: int
) -> None:
    rules = registry.get(game)
    ai = ai_for(game)
    for state, _step in _sampled_states(game, 4, players, every=7 * len(seat_counts(game))):
        decision = rules.pending(state)
        assert decision is not None
        view = rules.view(state, decision.seat)
        legal = rules.legal(view)
        for limit in (1, 3, 6):
            chosen = ai.candidates(rules, view, decision.seat, legal, limit)
            assert 1 <= len(chosen) <= limit and len(set(chosen)) == len(chosen)
            assert set(chosen) <= set(legal)
            assert chosen == ai.candidates(rules, view, decision.seat, legal, 6)[: len(chosen)]


@pytest.mark.parametrize(("game", "players"), GAME_COUNTS)
def test_a_search_bot_searches_only_its_candidates(game: str, players: int) -> None:
    rules = registry.get(game)
    ai = ai_for(game)
    budget = Budget(iterations=40, seconds=0.0, candidates=2)
    for state, step in _sampled_states(game, 6, players, every=11 * len(seat_counts(game))):
        decision = rules.pending(state)
        assert decision is not None
        view = rules.view(state, decision.seat)
        legal = rules.legal(view)
        if len(legal) < 2:
            continue
        choice = SearchBot(6, decision.seat, budget=budget).choose(rules, view, step)
        assert choice in ai.candidates(rules, view, decision.seat, legal, 2)


def _winner_level(game: str, seed: int, levels: tuple[str, ...]) -> str | None:
    rules = registry.get(game)
    config = MatchConfig(game, tuple(PlayerInfo(level, computer=True, level=level) for level in levels))
    match = Match(rules, config, seed)
    bots = players_for(config, seed)
    while (decision := match.pending()) is not None:
        view = rules.view(match.state, decision.seat)
        action = bots[decision.seat].choose(rules, view, len(match.actions))
        assert action is not None
        match.apply(action)
    result = match.result()
    assert result is not None
    return levels[result.winners[0]] if len(result.winners) == 1 else None


@pytest.mark.parametrize("game", GAMES)
def test_easy_with_its_slips_still_clearly_beats_random_play(game: str) -> None:
    """Easy is weak on purpose, yet never a random player: at one seat among random ones it wins
    more than its share at every count that has opponents, and half as often again over all of them.
    """
    counts = [count for count in seat_counts(game) if count > 1]
    games = -(-16 // len(counts))  # about sixteen games per game, whatever its counts
    wins: dict[int, int] = {}
    for players in counts:
        seats = [
            tuple("easy" if seat == seed % players else "random" for seat in range(players))
            for seed in range(games)
        ]
        winners = [_winner_level(game, seed, levels) for seed, levels in enumerate(seats)]
        wins[players] = winners.count("easy")
        assert wins[players] > games / players, (players, winners)
    fair_share = sum(games / players for players in counts)
    assert sum(wins.values()) >= 1.5 * fair_share, wins


def test_players_for_picks_the_bot_of_each_level() -> None:
    seats = (
        PlayerInfo("Ann"),
        PlayerInfo("E", computer=True, level="easy"),
        PlayerInfo("N", computer=True, level="normal"),
        PlayerInfo("H", computer=True, level="hard"),
        PlayerInfo("R", computer=True, level="random"),
    )
    people = players_for(MatchConfig("digger", seats), 7)
    assert [type(person) for person in people] == [HumanPlayer, EasyBot, SearchBot, SearchBot, RandomBot]
    assert [getattr(person, "level", None) for person in people[2:4]] == ["normal", "hard"]
    assert all(person.computer for person in people[1:])
    assert BUDGETS["hard"].seconds > BUDGETS["normal"].seconds
    with pytest.raises(ValueError):
        bot_for("grandmaster", 7, 1)


def test_easy_and_search_bots_read_only_the_view_they_are_given() -> None:
    rules = registry.get("karuba")
    match = Match(rules, _config(2), 3)
    while len(match.legal()) < 3:
        match.apply(match.legal()[0])
    decision = match.pending()
    assert decision is not None
    view = rules.view(match.state, decision.seat)
    for bot in (EasyBot(3, decision.seat), SearchBot(3, decision.seat, budget=TINY)):
        spy = _SpyRules()
        bot.choose(spy, view, 0)
        assert spy.seen[0] == view
