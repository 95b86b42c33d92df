"""Comet's board drawing: hexes where the YAML puts them, neighbours one hex apart, all inside."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QImage, QPainter

from core.games.comet.components import components
from desktop import theme
from desktop.games.comet.board import RADIUS, WIDTH, BoardItem, centre, hexagon


@pytest.mark.parametrize("side", ["a", "b"])
def test_neighbouring_spaces_are_drawn_one_hex_apart(side: str) -> None:
    board = components().boards[side]
    for space in board.spaces:
        for other in board.neighbours[space.index]:
            if other is None:
                continue
            a, b = centre(space), centre(board.spaces[other])
            assert math.isclose(math.hypot(a.x() - b.x(), a.y() - b.y()), WIDTH, rel_tol=1e-6)


@pytest.mark.parametrize("side", ["a", "b"])
@pytest.mark.usefixtures("qapp")
def test_every_hex_lies_inside_the_board_item_and_it_paints(side: str) -> None:
    board = components().boards[side]
    item = BoardItem(board)
    rect = item.boundingRect()
    assert all(rect.contains(hexagon(centre(space)).boundingRect()) for space in board.spaces)
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(theme.colour("table"))
    painter = QPainter(image)
    painter.translate(-rect.topLeft())
    item.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    cave = centre(board.spaces[board.cave]) - rect.topLeft()
    assert image.pixelColor(int(cave.x()), int(cave.y() + RADIUS / 5)) == theme.colour("comet_cave_mouth")
