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


@pytest.mark.usefixtures("qapp")
def test_a_long_animal_name_gets_a_smaller_font_that_fits_its_band() -> None:
    from PySide6.QtGui import QFontMetricsF

    from desktop.games.comet.cards import fitting_font

    short = fitting_font("Minmi", 100, 20, 8)
    long = fitting_font("Argentinosaurus", 100, 20, 8)
    assert long.pixelSize() < short.pixelSize()
    assert QFontMetricsF(long).horizontalAdvance("Argentinosaurus") <= 100


@pytest.mark.usefixtures("qapp")
def test_every_card_face_and_both_backs_paint() -> None:
    from PySide6.QtCore import QRectF

    from desktop.games.comet.cards import CARD_RATIO, paint_back, paint_face
    from desktop.games.comet.texts import ability_text, card_name
    from desktop.text import Texts

    texts = Texts("de")
    image = QImage(140, int(140 * CARD_RATIO), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    rect = QRectF(0, 0, 140, 140 * CARD_RATIO)
    for card in components().cards:
        ability = ability_text(texts, card.ability) if card.ability else ""
        paint_face(painter, rect, card, card_name(texts, card.index), ability, exhausted=card.index % 2 == 0)
    paint_back(painter, rect)
    paint_back(painter, rect, gold=True)
    painter.end()
