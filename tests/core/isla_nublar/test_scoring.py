"""The scoring cards on positions built by hand (seed: "Was die Wertungskarten bringen"; IN-D30-D39).

Seat 0 is the seat scored unless a test says otherwise. Places are (column, row) of the
component file: volcanoes at row 0 of columns 1, 2, 4 and 5; the river runs between
columns 3 and 4, so every land space of those two columns lies on it and no other does.
"""

from __future__ import annotations

import pytest

from core.games.isla_nublar.schema import (
    COLUMNS,
    CONNECTIONS,
    FRONT_LINE,
    GROUPS,
    LANDSCAPE,
    NEIGHBOUR,
    RIVER,
    SCORINGS,
    STACKS,
    VARIETY,
)
from core.games.isla_nublar.scoring import SOURCES, Tally, source_of, tally
from tests.core.isla_nublar.builders import PARTS, Island, island, scoring_card, spaces


def scored(position: Island, kind: str, landscape: str = "", seat: int = 0) -> Tally:
    return tally(PARTS, position.crates, position.camps, seat, scoring_card(kind, landscape))


# --- landscape and neighbour landscape: camps and crates ---------------------------------------


def test_a_camp_scores_two_and_a_space_with_crates_one_on_its_landscape() -> None:
    """Seed: "2 Punkte je Camp auf der abgebildeten Landschaft, oder 1 Punkt je solches Feld mit
    eigenen Kisten"; IN-D31."""
    position = island(camps={(1, 2): 0}, crates={(0, 3): {0: 1}, (2, 5): {1: 1}})
    assert scored(position, LANDSCAPE, "park") == Tally(3, spaces((1, 2), (0, 3)))


def test_camp_and_crates_on_one_space_bring_only_the_camp_points() -> None:
    """Seed: "Camp und Kisten auf einem Feld bringen nur die Camp-Punkte"; IN-D31: camp plus crates = 2."""
    position = island(camps={(1, 2): 0}, crates={(1, 2): {0: 2}})
    assert scored(position, LANDSCAPE, "park") == Tally(2, spaces((1, 2)))


def test_several_crates_on_one_space_bring_one_point() -> None:
    """IN-D31: "several crates = 1"; the seed counts "je solches Feld", not each crate."""
    position = island(crates={(0, 3): {0: 3}, (3, 4): {0: 2}})
    assert scored(position, LANDSCAPE, "park") == Tally(2, spaces((0, 3), (3, 4)))


def test_only_the_seats_own_pieces_on_the_pictured_landscape_count() -> None:
    """IN-D30: only your own pieces count; a camp on another landscape does not."""
    position = island(camps={(1, 2): 1, (2, 2): 0}, crates={(0, 3): {1: 2}})
    assert scored(position, LANDSCAPE, "park") == Tally(0, ())
    assert scored(position, LANDSCAPE, "park", seat=1) == Tally(3, spaces((1, 2), (0, 3)))


def test_a_buried_own_camp_does_not_count_even_for_its_owner() -> None:
    """IN-D30: a stack is one camp of its top camp's owner; buried camps never count, even your own."""
    position = island(camps={(1, 2): (0, 1), (0, 3): (0, 1, 1)})
    assert scored(position, LANDSCAPE, "park") == Tally(0, ())
    assert scored(position, LANDSCAPE, "park", seat=1) == Tally(4, spaces((1, 2), (0, 3)))


def test_own_crates_under_another_seats_top_camp_still_bring_the_crate_point() -> None:
    """IN-D31: 2 per space with your top camp, "else 1 per such space with at least one own crate"."""
    position = island(camps={(1, 2): (0, 1)}, crates={(1, 2): {0: 1}})
    assert scored(position, LANDSCAPE, "park") == Tally(1, spaces((1, 2)))


def test_neighbour_counts_every_space_next_to_the_landscape_whatever_its_own() -> None:
    """Seed: "2 Punkte je Camp auf einem Feld neben der abgebildeten Landschaft, sonst 1 Punkt je
    solches Feld mit eigenen Kisten. Die eigene Landschaft ist dabei egal." IN-D32.

    The forest (0, 1) and the park (2, 5) lie next to a mountain; the mountain (1, 1) counts
    because the mountain (2, 1) is its neighbour; the mountain (2, 4) has no mountain next
    to it, so it does not count, and neither does the lake (0, 3), which is far from one.
    """
    position = island(
        camps={(0, 1): 0, (1, 1): 0, (2, 4): 0, (0, 3): 0},
        crates={(2, 5): {0: 2}, (0, 4): {0: 1}},
    )
    assert scored(position, NEIGHBOUR, "mountain") == Tally(5, spaces((0, 1), (1, 1), (2, 5)))


def test_neighbour_gives_camp_points_only_where_camp_and_crates_share_a_space() -> None:
    """IN-D32: "the same count" as IN-D31, so camp plus crates = 2."""
    position = island(camps={(0, 1): 0}, crates={(0, 1): {0: 3}})
    assert scored(position, NEIGHBOUR, "mountain") == Tally(2, spaces((0, 1)))


# --- the kinds where crates do not count ----------------------------------------------------------


@pytest.mark.parametrize("kind", [VARIETY, STACKS, CONNECTIONS, COLUMNS, GROUPS, RIVER, FRONT_LINE])
def test_crates_alone_score_nothing_on_the_other_cards(kind: str) -> None:
    """IN-D30: crates count only on landscape and neighbour-landscape cards."""
    position = island(crates={(3, 1): {0: 2}, (3, 2): {0: 1}, (1, 2): {0: 1}})
    assert scored(position, kind) == Tally(0, ())


def test_variety_scores_three_per_landscape_with_a_top_camp() -> None:
    """Seed: "3 Punkte je unterschiedliche Landschaftsform … auf der mindestens 1 eigenes Camp steht";
    IN-D33. Two parks are one landscape; the buried camp on the lake does not count."""
    position = island(camps={(1, 2): 0, (0, 3): 0, (2, 2): 0, (0, 2): (0, 1)})
    assert scored(position, VARIETY) == Tally(6, spaces((1, 2), (0, 3), (2, 2)))


def test_variety_scores_at_most_fifteen() -> None:
    """IN-D33: "3 per landscape (of 5) … (max 15)", however many camps stand on them."""
    places = [(1, 2), (0, 3), (1, 1), (2, 1), (0, 1), (2, 2), (0, 2), (2, 3)]
    position = island(camps=dict.fromkeys(places, 0))
    assert scored(position, VARIETY) == Tally(15, spaces(*places))


def test_stacks_of_two_and_three_score_for_the_top_camp_also_when_all_are_its_owners() -> None:
    """Seed: "Punkte für jedes eigene Camp, das ganz oben auf einem 2er- oder 3er-Stapel steht";
    IN-D34: 3 per stack of height 2-3 whose top is yours, also when all its camps are yours."""
    position = island(camps={(1, 2): (1, 0), (2, 2): (1, 1, 0), (3, 3): (0, 0), (0, 1): 0})
    assert scored(position, STACKS) == Tally(9, spaces((1, 2), (2, 2), (3, 3)))


def test_a_stack_with_another_seats_camp_on_top_scores_for_that_seat() -> None:
    """IN-D30: a stack is one camp of its top camp's owner."""
    position = island(camps={(1, 2): (0, 1), (2, 2): (0, 0, 1)})
    assert scored(position, STACKS) == Tally(0, ())
    assert scored(position, STACKS, seat=1) == Tally(6, spaces((1, 2), (2, 2)))


def test_three_camps_in_a_line_make_two_connections() -> None:
    """Seed: "gezählt werden die Grenzen zwischen den Feldern, nicht die Steine"; IN-D35: 3 in a line = 2."""
    position = island(camps={(0, 1): 0, (0, 2): 0, (0, 3): 0})
    assert scored(position, CONNECTIONS) == Tally(2, spaces((0, 1), (0, 2), (0, 3)))


def test_three_camps_in_a_triangle_make_three_connections() -> None:
    """IN-D35: a triangle = 3 (each of its three borders counts once)."""
    position = island(camps={(0, 1): 0, (0, 2): 0, (1, 1): 0})
    assert scored(position, CONNECTIONS) == Tally(3, spaces((0, 1), (0, 2), (1, 1)))


def test_a_border_to_another_seats_top_camp_or_a_lone_camp_connects_nothing() -> None:
    """IN-D35: both spaces of the border must hold your top camps."""
    position = island(camps={(0, 1): 0, (0, 2): (0, 1), (0, 3): 0, (6, 4): 0})
    assert scored(position, CONNECTIONS) == Tally(0, ())


def test_columns_score_three_per_column_with_a_top_camp() -> None:
    """Seed: "3 Punkte für jede Spalte von oben nach unten, in der du mindestens 1 Camp hast"; IN-D36.
    Two camps in column 0 count once; the buried camp in column 5 not at all."""
    position = island(camps={(0, 1): 0, (0, 4): 0, (3, 6): 0, (5, 2): (0, 1)})
    assert scored(position, COLUMNS) == Tally(6, spaces((0, 1), (0, 4), (3, 6)))


def test_two_separate_groups_score_six_each_and_a_lone_camp_nothing() -> None:
    """Seed: "6 Punkte für jede Gruppe aus mindestens 2 direkt benachbarten eigenen Camps"; IN-D37."""
    position = island(camps={(0, 1): 0, (0, 2): 0, (5, 3): 0, (5, 4): 0, (3, 7): 0})
    assert scored(position, GROUPS) == Tally(12, spaces((0, 1), (0, 2), (5, 3), (5, 4)))


def test_one_large_group_scores_six_once() -> None:
    """IN-D37: each maximal connected set of 2+ spaces with your top camps scores 6, however large."""
    places = [(0, 1), (0, 2), (0, 3), (1, 3), (1, 4), (1, 1)]
    position = island(camps=dict.fromkeys(places, 0))
    assert scored(position, GROUPS) == Tally(6, spaces(*places))


def test_another_seats_top_camp_splits_a_group() -> None:
    """IN-D30, IN-D37: only your top camps join a group; a stack topped by another seat is not yours."""
    position = island(camps={(0, 1): 0, (0, 2): (0, 1), (0, 3): 0, (0, 4): 0})
    assert scored(position, GROUPS) == Tally(6, spaces((0, 3), (0, 4)))


def test_river_scores_two_per_top_camp_on_a_space_at_the_river() -> None:
    """Seed: "2 Punkte für jedes Camp auf einem Feld am Fluss"; IN-D38: a space is at the river if one
    of its edges is a river edge. (2, 2) lies away from it; (3, 4) is topped by seat 1."""
    position = island(camps={(3, 0): 0, (4, 5): 0, (4, 8): 0, (2, 2): 0, (3, 4): (0, 1)})
    assert scored(position, RIVER) == Tally(6, spaces((3, 0), (4, 5), (4, 8)))


def test_front_line_scores_the_columns_where_the_seats_camp_is_nearest_the_volcanoes() -> None:
    """Seed: "Dein Stein steht dort, wenn in derselben Spalte kein anderer Stein weiter oben Richtung
    Vulkane liegt"; IN-D39: per column the top camp nearest the volcanoes; if yours, 2; crates ignored.

    Column 2: seat 1 stands further north, so seat 0 scores nothing there. Column 5: seat 0
    is first; seat 1's crates further north do not count. Column 6: the stack at (6, 1) is
    seat 1's, so seat 0's own camp under it and its camp at (6, 2) score nothing.
    """
    position = island(
        camps={(2, 1): 1, (2, 3): 0, (5, 2): 0, (5, 4): 1, (6, 1): (0, 1), (6, 2): 0, (0, 4): 0},
        crates={(5, 1): {1: 2}},
    )
    assert scored(position, FRONT_LINE) == Tally(4, spaces((5, 2), (0, 4)))
    assert scored(position, FRONT_LINE, seat=1) == Tally(4, spaces((2, 1), (6, 1)))


# --- the results page's parts ------------------------------------------------------------------


def test_the_score_parts_are_the_areas_then_each_scoring_kind() -> None:
    """The results page lists area points, then one part per scoring kind, then the development
    tiles of the patrons variant, as ``Seat.earned`` does."""
    assert SOURCES == (
        "area",
        "landscape",
        "neighbour",
        "variety",
        "stacks",
        "connections",
        "columns",
        "groups",
        "river",
        "front_line",
        "patrons",
    )
    assert set(SOURCES[1:-1]) == set(SCORINGS)


def test_every_scoring_card_scores_into_the_part_of_its_kind() -> None:
    for card in PARTS.scoring_cards:
        scoring = PARTS.card(card).scoring
        assert scoring is not None
        assert SOURCES[source_of(scoring)] == scoring.kind
        empty = island()
        assert tally(PARTS, empty.crates, empty.camps, 0, scoring) == Tally(0, ())
