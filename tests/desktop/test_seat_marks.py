"""The six seats' marks: six colours, each with a shape of its own, told apart on the table and beside names.

The marks are drawn, not just named: the pictures of any two seats must
differ clearly in outline, so a seat is known without seeing colour, and
the table's marker must show the same outline as the panel's mark.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from core.engine.protocol import MatchConfig, PlayerInfo
from desktop import theme
from desktop.scene.seats import paint_seat_marker, seat_look
from desktop.scene.shapes import SHAPES
from desktop.seat_mark import mark_pixmap, shape_of

Mask = frozenset[tuple[int, int]]
SIZES = (16, 22, 48)  # the score list, the setup's rows, the handoff cover
LEAST_DIFFERENCE = 0.06  # of the pixels two outlines cover together; circle and hexagon differ least


def covered(image: QImage) -> Mask:
    """The pixels a picture covers (more than half opaque)."""
    return frozenset(
        (x, y)
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y).alpha() > 127
    )


def difference(one: Mask, other: Mask) -> float:
    return len(one ^ other) / len(one | other)


def panel_mark(colour: str, size: int) -> QImage:
    return mark_pixmap(colour, size).toImage()


def table_marker(colour: str, size: int) -> QImage:
    """The table's marker of a seat of ``colour``, as large as the panel's mark of ``size`` pixels."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    config = MatchConfig("karuba", (PlayerInfo("A", colour),))
    shape_size = size - size / 14 - 1  # the panel's mark leaves room for its outline
    paint_seat_marker(painter, QPointF(size / 2, size / 2), shape_size, seat_look(config, 0))
    painter.end()
    return image


def test_six_distinct_colours_each_paired_with_its_own_shape(qtbot: QtBot) -> None:
    colours = list(theme.SEAT_COLOURS)
    assert len(colours) == 6 and len(set(theme.SEAT_COLOURS.values())) == 6
    assert theme.SEAT_SHAPES == SHAPES == ("circle", "square", "triangle", "diamond", "hexagon", "star")
    assert [shape_of(colour) for colour in colours] == list(theme.SEAT_SHAPES)
    for one, other in combinations(theme.SEAT_COLOURS.values(), 2):
        first, second = QColor(one), QColor(other)
        apart = sum(abs(a - b) for a, b in zip(first.getRgb()[:3], second.getRgb()[:3], strict=True))
        assert apart >= 60, (one, other)


@pytest.mark.parametrize("size", SIZES)
def test_every_mark_has_an_outline_of_its_own_at_every_size(qtbot: QtBot, size: int) -> None:
    masks = {shape_of(colour): covered(panel_mark(colour, size)) for colour in theme.SEAT_COLOURS}
    for (shape, mask), (other_shape, other) in combinations(masks.items(), 2):
        assert difference(mask, other) >= LEAST_DIFFERENCE, (size, shape, other_shape)


@pytest.mark.parametrize("size", SIZES)
def test_every_mark_is_whole_and_filled_with_its_colour(qtbot: QtBot, size: int) -> None:
    for colour in theme.SEAT_COLOURS:
        image = panel_mark(colour, size)
        mask = covered(image)
        edge = {(x, y) for x, y in mask if x in (0, size - 1) or y in (0, size - 1)}
        assert not edge, f"the {shape_of(colour)} is cut off at {size} px"
        assert len(mask) >= size * size * 0.25, f"the {shape_of(colour)} is hardly drawn at {size} px"
        assert image.pixelColor(size // 2, size // 2).name() == theme.SEAT_COLOURS[colour].lower()


def test_the_table_marks_a_seat_with_the_outline_the_panel_shows(qtbot: QtBot) -> None:
    size = 48
    table = {colour: covered(table_marker(colour, size)) for colour in theme.SEAT_COLOURS}
    panel = {colour: covered(panel_mark(colour, size)) for colour in theme.SEAT_COLOURS}
    for colour, mask in table.items():
        nearest = min(panel, key=lambda other: difference(mask, panel[other]))
        assert nearest == colour, f"the table's {shape_of(colour)} looks like the panel's {shape_of(nearest)}"
    for one, other in combinations(table.values(), 2):
        assert difference(one, other) >= LEAST_DIFFERENCE


def test_a_shape_without_a_drawing_is_refused() -> None:
    from desktop.scene.shapes import shape_path

    with pytest.raises(ValueError, match="unknown shape"):
        shape_path("moon", 10)


def test_an_unknown_colour_name_still_gets_a_mark(qtbot: QtBot) -> None:
    """A save from a later version may name a colour this one lacks: it is drawn, in ink, as a circle."""
    assert shape_of("gold") == "circle"
    image = mark_pixmap("gold", 22).toImage()
    assert covered(image) and image.pixelColor(11, 11).name() == theme.TOKENS["ink"].lower()
