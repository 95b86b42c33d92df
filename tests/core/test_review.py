"""After the game: the moves that turned the scores and the costly moves worth trying again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from core.engine import registry, review
from core.engine.bots import EasyBot
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo, Result
from core.engine.review import Moment
from core.engine.serial import digest
from core.games.karuba.actions import Discard

GAMES = [entry.game_id for entry in registry.entries()]
TWO = (PlayerInfo("Ann"), PlayerInfo("Ben"))


def finished(game: str, seed: int) -> Match:
    rules = registry.get(game)
    players = (PlayerInfo("Ann", "", False), PlayerInfo("Mara", "", True, "easy"))
    match = Match(rules, MatchConfig(game=game, players=players), seed)
    bots = [EasyBot(seed, 0), EasyBot(seed, 1)]
    while (decision := match.pending()) is not None:
        view = rules.view(match.state, decision.seat)
        match.apply(bots[decision.seat].choose(rules, view, len(match.steps)))
    return match


# the moments, on a record worked out by hand ------------------------------------------------


@dataclass
class ScoresOnly:
    """Rules whose state is the score itself: enough to read moments from."""

    def scores(self, state: Any) -> tuple[int, ...]:
        return tuple(state)


@dataclass
class Record:
    steps: list[Any]
    rules: Any
    initial_state: Any
    final: Result

    def result(self) -> Result:
        return self.final


@dataclass
class StepAfter:
    seat: int
    state_after: Any


def record(scores: list[tuple[int, ...]], seats: list[int], ranking: tuple[int, ...]) -> Any:
    steps = [StepAfter(seat, after) for seat, after in zip(seats, scores[1:], strict=True)]
    final = Result(scores=scores[-1], ranking=ranking, breakdown=({}, {}))
    return Record(steps, ScoresOnly(), scores[0], final)


def test_the_winner_s_lead_for_good_and_each_seat_s_biggest_gain_are_the_moments() -> None:
    # Ann 3, Ben 5, Ann 5 (8-5: ahead from here on), Ben 1; Ann wins 8-6.
    match = record([(0, 0), (3, 0), (3, 5), (8, 5), (8, 6)], [0, 1, 0, 1], (1, 2))
    assert review.moments(match) == [
        Moment("gain", 0, 0, 3),  # Ann's biggest gain took the lead, so her next: the first 3
        Moment("gain", 1, 1, 5),
        Moment("lead", 2, 0, 3),  # 8 to 5 after it
    ]


def test_a_winner_who_only_leads_after_the_last_move_took_the_lead_with_it() -> None:
    match = record([(0, 0), (0, 4), (6, 4)], [1, 0], (1, 2))
    assert review.moments(match)[-1] == Moment("lead", 1, 0, 2)


def test_a_shared_win_has_no_lead_and_no_gain_is_no_moment() -> None:
    match = record([(0, 0), (2, 0), (2, 2)], [0, 1], (1, 1))
    assert [moment.kind for moment in review.moments(match)] == ["gain", "gain"]
    assert review.moments(record([(0, 0), (0, 0)], [0], (1, 1))) == []


def test_an_unfinished_match_has_no_moments() -> None:
    match = Match(registry.get("karuba"), MatchConfig(game="karuba", players=TWO), 1)
    assert review.moments(match) == []


# the costly moves, on real games ---------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_costly_moves_are_the_seat_s_own_with_a_better_legal_move_the_costliest_first(game: str) -> None:
    match = finished(game, 5)
    moves = review.costly_moves(match, 0)
    assert len(moves) <= review.MOST_COSTLY
    assert [move.loss for move in moves] == sorted((move.loss for move in moves), reverse=True)
    for move in moves:
        before = review.state_before(match, move.index)
        assert match.steps[move.index].seat == 0
        assert match.steps[move.index].action == move.played
        assert move.better != move.played
        assert match.rules.check(before, move.better) is None
        assert move.loss >= review.WORTH_SAYING
    assert review.costly_moves(match, 0) == moves  # the same record, the same verdict


@pytest.mark.parametrize("game", GAMES)
def test_trying_a_move_again_rebuilds_the_match_just_before_it(game: str) -> None:
    match = finished(game, 6)
    index = next(i for i, step in enumerate(match.steps) if step.seat == 0 and i > 3)
    again = review.replayed(match, index)
    assert len(again.steps) == index
    assert digest(again.state) == digest(review.state_before(match, index))
    decision = again.pending()
    assert decision is not None and decision.seat == 0
    assert again.result() is None


def test_a_move_inside_a_plan_is_tried_again_from_within_the_plan() -> None:
    rules = registry.get("karuba")
    match = Match(rules, MatchConfig(game="karuba", players=TWO), 3)
    while type(match.legal()[0]).__name__ in ("ChooseBeach", "ChooseJungle", "Reveal"):
        match.apply(match.legal()[0])
    start = len(match.steps)
    match.apply_plan((Discard(), rules.legal(rules.apply(match.state, Discard())[0])[0]))
    assert match.operation_sizes()[-1] == 2
    again = review.replayed(match, start + 1)
    assert len(again.steps) == start + 1
    assert isinstance(again.steps[-1].action, Discard)
