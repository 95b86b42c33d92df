"""Hexes in the scene: six corners where the grid puts them, scaled and moved, for both layouts."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPolygonF

from core.engine.hexgrid import Edge, Hex, Layout
from desktop.scene.hexboard import HexBoard, hexagon

H = 5 * math.sqrt(3)  # half the width of a pointy-top hex of radius 10


def points(polygon: QPolygonF) -> list[tuple[float, float]]:
    return [(polygon.at(k).x(), polygon.at(k).y()) for k in range(polygon.size())]


def same_points(actual: Sequence[tuple[float, float]], expected: Sequence[tuple[float, float]]) -> bool:
    return len(actual) == len(expected) and all(
        point == pytest.approx(wanted) for point, wanted in zip(actual, expected, strict=True)
    )


def test_a_pointy_hex_has_six_corners_starting_at_the_upper_right() -> None:
    board = HexBoard(Layout.POINTY, 10.0, origin=(100.0, 50.0))
    expected = [(100 + H, 45), (100 + H, 55), (100, 60), (100 - H, 55), (100 - H, 45), (100, 40)]
    assert same_points(points(board.polygon(Hex(0, 0))), expected)
    assert same_points(points(hexagon(QPointF(100, 50), 10.0, Layout.POINTY)), expected)


def test_a_flat_hex_has_six_corners_starting_at_the_right() -> None:
    board = HexBoard(Layout.FLAT, 10.0, origin=(100.0, 50.0))
    expected = [(110, 50), (105, 50 + H), (95, 50 + H), (90, 50), (95, 50 - H), (105, 50 - H)]
    assert same_points(points(board.polygon(Hex(0, 0))), expected)


@pytest.mark.parametrize(
    ("layout", "expected"), [(Layout.POINTY, (3 * H + 1, 15 - 2)), (Layout.FLAT, (15 + 1, 3 * H - 2))]
)
def test_centres_are_the_grid_positions_scaled_and_moved(
    layout: Layout, expected: tuple[float, float]
) -> None:
    middle = HexBoard(layout, 10.0, origin=(1.0, -2.0)).centre(Hex(1, 1))
    assert (middle.x(), middle.y()) == pytest.approx(expected)


def test_an_inset_outline_keeps_its_centre_and_shrinks() -> None:
    board = HexBoard(Layout.POINTY, 10.0)
    middle = board.centre(Hex(2, -1))
    for x, y in points(board.polygon(Hex(2, -1), inset=2.0)):
        assert math.hypot(x - middle.x(), y - middle.y()) == pytest.approx(8.0)
    outline = board.path(Hex(2, -1), inset=2.0)
    assert outline.contains(middle)
    assert not outline.contains(middle + QPointF(H - 1, 0)), "the inset leaves a gap at the side"


def test_an_edge_line_runs_between_two_corners() -> None:
    line = HexBoard(Layout.POINTY, 10.0).edge_line(Edge(Hex(0, 0), 0))
    assert (line.x1(), line.y1(), line.x2(), line.y2()) == pytest.approx((H, -5, H, 5))
    line = HexBoard(Layout.FLAT, 10.0).edge_line(Edge(Hex(0, 0), 2))
    assert (line.x1(), line.y1(), line.x2(), line.y2()) == pytest.approx((-5, -H, 5, -H))


def test_the_bounding_rect_holds_whole_hexes() -> None:
    pointy = HexBoard(Layout.POINTY, 10.0).bounding_rect([Hex(0, 0), Hex(1, 0)])
    assert (pointy.left(), pointy.top(), pointy.right(), pointy.bottom()) == pytest.approx(
        (-H, -10, 3 * H, 10)
    )
    flat = HexBoard(Layout.FLAT, 10.0).bounding_rect([Hex(0, 0), Hex(0, 1)])
    assert (flat.left(), flat.top(), flat.right(), flat.bottom()) == pytest.approx((-10, -H, 10, 3 * H))
    assert HexBoard(Layout.FLAT, 10.0).bounding_rect([]).isEmpty()
