"""One ranking for every game: places by score, then by explicit tie-breaks, named only when used."""

from __future__ import annotations

from core.engine.ranking import Tiebreak, rank


def test_scores_alone_decide_without_naming_a_tie_break() -> None:
    placed = Tiebreak("test.tiebreak.placed", (9, 1, 5))
    ranking = rank((3, 7, 5), [placed])
    assert ranking.places == (3, 1, 2)
    assert ranking.tiebreak is None


def test_a_tie_break_that_separates_tied_scores_is_named() -> None:
    placed = Tiebreak("test.tiebreak.placed", (20, 22))
    ranking = rank((6, 6), [placed])
    assert ranking.places == (2, 1)
    assert ranking.tiebreak == placed


def test_a_tie_nothing_breaks_is_a_shared_place_and_names_no_tie_break() -> None:
    placed = Tiebreak("test.tiebreak.placed", (4, 4, 1))
    ranking = rank((5, 5, 2), [placed])
    assert ranking.places == (1, 1, 3)
    assert ranking.tiebreak is None


def test_a_tie_lower_down_counts_too() -> None:
    placed = Tiebreak("test.tiebreak.placed", (0, 3, 2))
    ranking = rank((9, 4, 4), [placed])
    assert ranking.places == (1, 2, 3)
    assert ranking.tiebreak == placed


def test_the_deepest_tie_break_used_is_named() -> None:
    tokens = Tiebreak("test.tiebreak.tokens", (2, 2, 1))
    cards = Tiebreak("test.tiebreak.cards", (1, 3, 9))
    ranking = rank((3, 3, 3), [tokens, cards])
    assert ranking.places == (2, 1, 3)
    assert ranking.tiebreak == cards
    first_only = rank((3, 3), [tokens, Tiebreak("test.tiebreak.cards", (5, 5))])
    assert first_only.places == (1, 1) and first_only.tiebreak is None
    assert rank((3, 3), [Tiebreak("t.a", (2, 1)), Tiebreak("t.b", (0, 5))]).tiebreak == Tiebreak(
        "t.a", (2, 1)
    )
