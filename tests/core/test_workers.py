"""Searches in worker processes: the same choice as the parts searched here, stopped at once."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from core.engine import registry
from core.engine.bots import Budget, SearchBot
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo, Rules
from core.engine.workers import Answer, Pool

CAPPED = Budget(iterations=60, seconds=0.0, candidates=3, paired=True)
ENDLESS = Budget(iterations=10**9, seconds=600.0)
STOP_LIMIT_S = 0.2


@pytest.fixture(scope="module")
def pool() -> Iterator[Pool]:
    workers = Pool(2)
    yield workers
    workers.shutdown()


def _decision(game: str, seed: int) -> tuple[Rules, Any, int, int]:
    """The first decision of a two-seat game with several options: rules, seat, view, step."""
    rules = registry.get(game)
    seats = (PlayerInfo("A", "blue", computer=True), PlayerInfo("B", "orange", computer=True))
    match = Match(rules, MatchConfig(game, seats), seed)
    while len(match.legal()) < 2:
        match.apply(match.legal()[0])
    pending = match.pending()
    assert pending is not None
    return rules, pending.seat, rules.view(match.state, pending.seat), len(match.steps)


def _answers(pool: Pool, count: int, seconds: float = 60.0) -> list[Answer]:
    arrived: list[Answer] = []
    deadline = time.perf_counter() + seconds
    while len(arrived) < count and time.perf_counter() < deadline:
        arrived += pool.answers()
        time.sleep(0.001)
    return arrived


@pytest.mark.parametrize("game", [rules.game_id for rules in registry.games()])
def test_the_workers_choice_is_that_of_the_same_parts_searched_here(pool: Pool, game: str) -> None:
    rules, seat, view, step = _decision(game, 7)
    bot = SearchBot(11, seat, budget=CAPPED)
    expected = pool.send(1, bot, rules, view, step)
    answers = _answers(pool, expected)
    assert [answer.error for answer in answers] == [""] * expected
    parts = [answer.part for answer in answers]
    assert all(part is not None for part in parts)
    here = [bot.search_part(rules, view, step, part) for part in range(expected)]
    assert sorted(p.statistics for p in parts if p) == sorted(p.statistics for p in here)
    assert bot.merged_choice([p for p in parts if p]) == bot.merged_choice(here)
    assert bot.merged_choice(here[:1]) == bot.choose(rules, view, step)  # one part: the bot's own search


def test_a_cancelled_search_stops_at_once_and_says_nothing(pool: Pool) -> None:
    rules, seat, view, step = _decision("karuba", 3)
    expected = pool.send(2, SearchBot(1, seat, budget=ENDLESS), rules, view, step)
    time.sleep(1.0)  # the workers are well into the search
    assert pool.answers() == []
    started = time.perf_counter()
    pool.cancel(2)
    answers = _answers(pool, expected, seconds=30.0)
    took = time.perf_counter() - started
    assert [answer.part for answer in answers] == [None] * expected
    assert took < STOP_LIMIT_S * 5  # generous for a loaded machine; typically a few milliseconds


class _BrokenRules:
    game_id = "broken"

    def legal(self, view: Any) -> list[Any]:
        raise ValueError("no options today")


def test_an_error_in_a_worker_comes_back_as_its_traceback(pool: Pool) -> None:
    expected = pool.send(3, SearchBot(1, 0, budget=CAPPED), _BrokenRules(), None, 0)  # type: ignore[arg-type]
    answers = _answers(pool, expected)
    assert len(answers) == expected
    assert all("no options today" in answer.error for answer in answers)


def test_a_worker_that_dies_answers_with_an_error_and_the_pool_starts_anew() -> None:
    rules, seat, view, step = _decision("karuba", 3)
    workers = Pool(1)
    try:
        workers.send(4, SearchBot(1, seat, budget=ENDLESS), rules, view, step)
        time.sleep(0.5)
        workers._workers[0].process.kill()
        (answer,) = _answers(workers, 1, seconds=30.0)
        assert answer.ticket == 4 and answer.part is None and "ended unexpectedly" in answer.error
        assert not workers.started()
        workers.send(5, SearchBot(1, seat, budget=CAPPED), rules, view, step)
        (again,) = _answers(workers, 1)
        assert again.ticket == 5 and again.part is not None
    finally:
        workers.shutdown()
