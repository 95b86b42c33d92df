"""The hex grid: coordinates, directions, lines, distances, edges and positions, worked out by hand."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pytest

from core.engine.hexgrid import (
    DIRECTIONS,
    Edge,
    Hex,
    Layout,
    Offset,
    centre,
    corner_offset,
    corners,
    direction_between,
    distance,
    edge,
    edge_between,
    edge_ends,
    edges,
    extent,
    from_offset,
    line,
    neighbour,
    neighbours,
    opposite,
    ray,
    to_offset,
    within,
)

S = math.sqrt(3)
ORIGIN = Hex(0, 0)


def close(value: tuple[float, float]) -> object:
    return pytest.approx(value, abs=1e-12)


def assert_points(actual: Sequence[tuple[float, float]], expected: Sequence[tuple[float, float]]) -> None:
    assert len(actual) == len(expected)
    for number, (point, wanted) in enumerate(zip(actual, expected, strict=True)):
        assert point == close(wanted), f"point {number}"


def test_a_hex_has_its_cube_coordinate_and_is_a_value() -> None:
    assert Hex(2, -5).s == 3
    assert Hex(1, 2) == Hex(1, 2) and len({Hex(1, 2), Hex(1, 2), Hex(2, 1)}) == 2
    with pytest.raises(AttributeError):
        Hex(1, 2).q = 3  # type: ignore[misc]


def test_the_six_directions_are_unit_steps_and_come_in_opposite_pairs() -> None:
    assert [(step.q, step.r) for step in DIRECTIONS] == [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    assert [opposite(d) for d in range(6)] == [3, 4, 5, 0, 1, 2]
    for d, step in enumerate(DIRECTIONS):
        back = DIRECTIONS[opposite(d)]
        assert (step.q + back.q, step.r + back.r) == (0, 0)


def test_neighbours_in_direction_order() -> None:
    assert neighbours(Hex(2, -1)) == (Hex(3, -1), Hex(3, -2), Hex(2, -2), Hex(1, -1), Hex(1, 0), Hex(2, 0))
    assert neighbour(Hex(2, -1), 4) == Hex(1, 0)
    assert neighbour(Hex(2, -1), 7) == neighbour(Hex(2, -1), 1), "directions go round the six"
    assert neighbour(Hex(2, -1), -1) == Hex(2, 0)


def test_distance_counts_steps() -> None:
    assert distance(ORIGIN, ORIGIN) == 0
    assert distance(ORIGIN, Hex(0, 1)) == 1
    assert distance(ORIGIN, Hex(3, -1)) == 3
    assert distance(Hex(-2, 3), Hex(1, -1)) == 4 and distance(Hex(1, -1), Hex(-2, 3)) == 4
    assert distance(ORIGIN, Hex(2, 2)) == 4


def test_a_ray_runs_on_in_one_direction() -> None:
    walk = ray(Hex(1, 2), 2)
    assert [next(walk) for _ in range(3)] == [Hex(1, 1), Hex(1, 0), Hex(1, -1)]
    walk = ray(ORIGIN, 4)
    assert [next(walk) for _ in range(3)] == [Hex(-1, 1), Hex(-2, 2), Hex(-3, 3)]


def test_the_direction_between_two_hexes_on_one_line() -> None:
    assert direction_between(ORIGIN, Hex(3, -3)) == 1
    assert direction_between(ORIGIN, Hex(0, 2)) == 5
    assert direction_between(Hex(2, 0), Hex(-1, 0)) == 3
    assert direction_between(Hex(1, 1), Hex(1, 2)) == 5
    assert direction_between(ORIGIN, Hex(2, -1)) is None, "not on one line"
    assert direction_between(ORIGIN, Hex(1, 1)) is None
    assert direction_between(Hex(4, 4), Hex(4, 4)) is None


def test_a_line_holds_both_ends_and_what_lies_between() -> None:
    assert line(ORIGIN, Hex(0, -3)) == (ORIGIN, Hex(0, -1), Hex(0, -2), Hex(0, -3))
    assert line(Hex(2, -1), Hex(0, 1)) == (Hex(2, -1), Hex(1, 0), Hex(0, 1))
    assert line(Hex(1, 1), Hex(2, 1)) == (Hex(1, 1), Hex(2, 1))
    assert line(Hex(1, 1), Hex(1, 1)) == (Hex(1, 1),)
    with pytest.raises(ValueError, match="not on one straight line"):
        line(ORIGIN, Hex(1, 1))


def test_within_a_range() -> None:
    assert within(ORIGIN, 0) == (ORIGIN,)
    assert within(ORIGIN, 1) == (
        Hex(-1, 0),
        Hex(-1, 1),
        Hex(0, -1),
        Hex(0, 0),
        Hex(0, 1),
        Hex(1, -1),
        Hex(1, 0),
    )
    assert set(within(Hex(5, -2), 1)) == {Hex(5, -2), *neighbours(Hex(5, -2))}
    two = within(Hex(3, 1), 2)
    assert len(two) == 19 == len(set(two))
    assert all(distance(Hex(3, 1), cell) <= 2 for cell in two)


def test_an_edge_is_the_same_from_either_side() -> None:
    assert edge(ORIGIN, 0) == Edge(ORIGIN, 0)
    assert edge(ORIGIN, 3) == edge(Hex(-1, 0), 0) == Edge(Hex(-1, 0), 0)
    assert edge(ORIGIN, 5) == edge(Hex(0, 1), 2) == Edge(Hex(0, 1), 2)
    assert edge(ORIGIN, 4) == Edge(Hex(-1, 1), 1)
    assert edge_between(ORIGIN, Hex(0, 1)) == edge_between(Hex(0, 1), ORIGIN) == Edge(Hex(0, 1), 2)
    assert Edge(Hex(0, 1), 2).hexes == (Hex(0, 1), ORIGIN)
    with pytest.raises(ValueError, match="not neighbours"):
        edge_between(ORIGIN, Hex(0, 2))
    with pytest.raises(ValueError, match="not neighbours"):
        edge_between(ORIGIN, ORIGIN)


def test_a_hex_has_six_edges_each_shared_with_one_neighbour() -> None:
    around = edges(ORIGIN)
    assert len(set(around)) == 6
    for d, side in enumerate(around):
        assert set(side.hexes) == {ORIGIN, neighbour(ORIGIN, d)}
        assert set(edges(neighbour(ORIGIN, d))) & set(around) == {side}


def test_offset_coordinates_by_hand() -> None:
    assert from_offset(0, 0, Offset.ODD_R) == ORIGIN
    assert from_offset(2, 1, Offset.ODD_R) == Hex(2, 1)
    assert from_offset(2, 2, Offset.ODD_R) == Hex(1, 2)
    assert from_offset(0, 3, Offset.ODD_R) == Hex(-1, 3)
    assert from_offset(0, -1, Offset.ODD_R) == Hex(1, -1)
    assert from_offset(0, 1, Offset.EVEN_R) == Hex(-1, 1)
    assert from_offset(1, 2, Offset.EVEN_R) == Hex(0, 2)
    assert from_offset(1, 0, Offset.ODD_Q) == Hex(1, 0)
    assert from_offset(2, 0, Offset.ODD_Q) == Hex(2, -1)
    assert from_offset(3, 2, Offset.ODD_Q) == Hex(3, 1)
    assert from_offset(1, 0, Offset.EVEN_Q) == Hex(1, -1)
    assert from_offset(2, 3, Offset.EVEN_Q) == Hex(2, 2)
    assert to_offset(Hex(-1, 3), Offset.ODD_R) == (0, 3)
    assert to_offset(Hex(3, 1), Offset.ODD_Q) == (3, 2)


def test_neighbours_on_an_odd_r_board() -> None:
    """The usual table of odd-r neighbours (column, row): even rows lean left, odd rows right."""
    even_row = [to_offset(cell, Offset.ODD_R) for cell in neighbours(from_offset(2, 2, Offset.ODD_R))]
    assert even_row == [(3, 2), (2, 1), (1, 1), (1, 2), (1, 3), (2, 3)]
    odd_row = [to_offset(cell, Offset.ODD_R) for cell in neighbours(from_offset(2, 1, Offset.ODD_R))]
    assert odd_row == [(3, 1), (3, 0), (2, 0), (1, 1), (2, 2), (3, 2)]


@pytest.mark.parametrize("offset", list(Offset))
def test_offset_coordinates_round_trip(offset: Offset) -> None:
    for column in range(-5, 6):
        for row in range(-5, 6):
            assert to_offset(from_offset(column, row, offset), offset) == (column, row)
    for cell in within(Hex(1, -2), 5):
        assert from_offset(*to_offset(cell, offset), offset) == cell


def test_offsets_know_their_layout() -> None:
    assert Offset.ODD_R.layout is Offset.EVEN_R.layout is Layout.POINTY
    assert Offset.ODD_Q.layout is Offset.EVEN_Q.layout is Layout.FLAT


@pytest.mark.parametrize(
    ("offset", "expected"),
    [
        (Offset.ODD_R, lambda c, r: (S * (c + 0.5 * (r % 2)), 1.5 * r)),
        (Offset.EVEN_R, lambda c, r: (S * (c - 0.5 * (r % 2)), 1.5 * r)),
        (Offset.ODD_Q, lambda c, r: (1.5 * c, S * (r + 0.5 * (c % 2)))),
        (Offset.EVEN_Q, lambda c, r: (1.5 * c, S * (r - 0.5 * (c % 2)))),
    ],
)
def test_offset_boards_are_drawn_in_shifted_rows_or_columns(
    offset: Offset, expected: Callable[[int, int], tuple[float, float]]
) -> None:
    for column in range(-3, 4):
        for row in range(-3, 4):
            middle = centre(from_offset(column, row, offset), offset.layout)
            assert middle == close(expected(column, row))


def test_centres_by_hand() -> None:
    assert centre(ORIGIN, Layout.POINTY) == (0.0, 0.0) == centre(ORIGIN, Layout.FLAT)
    assert centre(Hex(1, 0), Layout.POINTY) == close((S, 0.0))
    assert centre(Hex(0, 1), Layout.POINTY) == close((S / 2, 1.5))
    assert centre(Hex(-1, 2), Layout.POINTY) == close((0.0, 3.0))
    assert centre(Hex(1, 0), Layout.FLAT) == close((1.5, S / 2))
    assert centre(Hex(0, 1), Layout.FLAT) == close((0.0, S))
    assert centre(Hex(2, -1), Layout.FLAT) == close((3.0, 0.0))


@pytest.mark.parametrize("layout", list(Layout))
def test_neighbours_lie_one_hex_width_apart(layout: Layout) -> None:
    middle = centre(Hex(2, -3), layout)
    for cell in neighbours(Hex(2, -3)):
        there = centre(cell, layout)
        assert math.hypot(there.x - middle.x, there.y - middle.y) == pytest.approx(S)


def test_corners_by_hand() -> None:
    assert_points(
        corners(ORIGIN, Layout.POINTY),
        ((S / 2, -0.5), (S / 2, 0.5), (0.0, 1.0), (-S / 2, 0.5), (-S / 2, -0.5), (0.0, -1.0)),
    )
    assert_points(
        corners(ORIGIN, Layout.FLAT),
        ((1.0, 0.0), (0.5, S / 2), (-0.5, S / 2), (-1.0, 0.0), (-0.5, -S / 2), (0.5, -S / 2)),
    )
    assert corners(Hex(0, 1), Layout.POINTY)[5] == close((S / 2, 0.5))
    assert corner_offset(2, Layout.POINTY) == close((0.0, 1.0))


def test_edge_ends_by_hand() -> None:
    assert_points(edge_ends(Edge(ORIGIN, 0), Layout.POINTY), ((S / 2, -0.5), (S / 2, 0.5)))
    assert_points(edge_ends(edge(ORIGIN, 5), Layout.POINTY), ((0.0, 1.0), (S / 2, 0.5)))
    assert_points(edge_ends(Edge(ORIGIN, 2), Layout.FLAT), ((-0.5, -S / 2), (0.5, -S / 2)))
    assert_points(edge_ends(Edge(ORIGIN, 0), Layout.FLAT), ((1.0, 0.0), (0.5, S / 2)))


@pytest.mark.parametrize("layout", list(Layout))
def test_an_edge_runs_between_corners_of_both_its_hexes(layout: Layout) -> None:
    for cell in within(Hex(1, 1), 1):
        for side in edges(cell):
            one, other = side.hexes
            ends = edge_ends(side, layout)
            for end in ends:
                assert any(math.dist(end, c) < 1e-9 for c in corners(one, layout))
                assert any(math.dist(end, c) < 1e-9 for c in corners(other, layout))
            assert math.dist(*ends) == pytest.approx(1.0), "a hex's side is as long as its radius"


def test_the_extent_of_a_hex() -> None:
    assert extent(Layout.POINTY) == (S, 2.0)
    assert extent(Layout.FLAT) == (2.0, S)
