"""Undo never crosses another seat's decision, even after that decision is undone."""

from core.engine import registry
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo
from core.games.karuba.actions import Place


def _two_player_match() -> Match:
    config = MatchConfig("karuba", (PlayerInfo("Ada"), PlayerInfo("Ben")), {"setup": "random"})
    match = Match(registry.get("karuba"), config, seed=1)
    match.apply(match.legal()[0])  # the leader reveals the first tile
    return match


def test_a_seat_may_undo_its_step_until_another_seat_decides() -> None:
    match = _two_player_match()
    first = match.pending().seat
    match.apply(Place(0))
    assert match.undo_seat() == first


def test_undoing_the_next_seat_does_not_unlock_the_previous_seat() -> None:
    match = _two_player_match()
    match.apply(Place(0))
    second = match.pending().seat
    match.apply(Place(1))
    assert match.undo_seat() == second
    match.undo()
    assert match.undo_seat() is None


def test_redo_keeps_the_barrier() -> None:
    match = _two_player_match()
    match.apply(Place(0))
    match.apply(Place(1))
    match.undo()
    match.redo()
    match.undo()
    assert not match.can_undo()
