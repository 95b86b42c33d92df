"""The end: after the final scoring the most points win; ties by dinos on the board, then shared
(TT-D31)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.games.triassic_terror.scoring import DINOS_TIEBREAK
from core.games.triassic_terror.state import OVER, Herd, TriassicTerrorState
from tests.core.triassic_terror.playing import RULES, new, play, scripted


def _finished(players: int, seed: int = 1) -> TriassicTerrorState:
    state = new(players, seed)
    while state.step != OVER:
        assert RULES.result(state) is None, "no result before the final scoring"
        state = play(state, scripted(state))
    return state


def test_most_points_after_the_final_scoring_wins() -> None:
    """Seed: "Wer … am Ende die meisten Punkte erspielen konnte, gewinnt das Spiel."; TT-D31."""
    state = _finished(4)
    result = RULES.result(state)
    assert result is not None and result.ending == "triassic_terror.ending.final_scoring"
    best = max(result.scores)
    assert result.winners == tuple(seat for seat, score in enumerate(result.scores) if score == best)
    assert all(place > 1 for place, score in zip(result.ranking, result.scores, strict=True) if score < best)
    for seat, parts in enumerate(result.breakdown):
        assert parts["total"] == result.scores[seat] == sum(parts.values()) - parts["total"]
    assert RULES.pending(state) is None and RULES.legal(state) == []


def _tied(dinos: tuple[int, int, int]) -> TriassicTerrorState:
    """A finished game of 3 with 20, 20 and 10 points and only these dinos on the board."""
    state = _finished(3)
    # each seat's dinos as one herd, seat 0's in the first area, seat 1's in the second, ...
    herds = tuple((Herd(seat, dinos[seat]),) if seat < 3 and dinos[seat] else () for seat in range(12))
    scores = (20, 20, 10)
    seats = tuple(evolve(seat, score=score) for seat, score in zip(state.seats, scores, strict=True))
    return evolve(state, herds=herds, seats=seats)


def test_a_tie_is_broken_by_dinos_on_the_board_then_shared() -> None:
    """TT-D31: equal points, more dinos on the board ranks higher; equal there too, the place is shared."""
    broken = RULES.result(_tied((3, 5, 9)))
    assert broken is not None and broken.ranking == (2, 1, 3)
    assert broken.tiebreak == DINOS_TIEBREAK and broken.tiebreak_values == (3, 5, 9)
    shared = RULES.result(_tied((4, 4, 9)))
    assert shared is not None and shared.ranking == (1, 1, 3) and shared.tiebreak is None
