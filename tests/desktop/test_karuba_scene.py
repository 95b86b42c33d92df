"""Karuba's table scene, driven like a player would: clicks, hovers and drags on a real view.

Each test builds a real match, syncs the scene to it and checks what the
scene offers: legal clicks become ``actionChosen``, illegal ones
``violationShown`` with the core's rule, and the table follows the state.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget
from pytestqt.qtbot import QtBot

from core.engine import registry
from core.engine.match import Match
from core.engine.protocol import Action, Event, MatchConfig, PlayerInfo, Violation
from core.games.karuba.actions import (
    ChooseBeach,
    ChooseJungle,
    Discard,
    MoveTo,
    PickAdventurer,
    Place,
    Reveal,
)
from core.games.karuba.state import BEACH, MOVE, PICK, TILE, is_field
from desktop import motion
from desktop.games import ui_for
from desktop.games.karuba import UI
from desktop.games.karuba.scene import KarubaScene
from desktop.scene.spot import Spot
from desktop.text import Texts

RULES = registry.get("karuba")
NAMES = ("Anna", "Ben", "Cleo", "Dara")
COLOURS = ("blue", "orange", "green", "purple")


@pytest.fixture(autouse=True)
def no_motion() -> Iterator[None]:
    before = motion.speed()
    motion.set_speed("off")
    yield
    motion.set_speed(before)


@dataclass
class Table:
    """A match, its scene on a real view, and what the scene emitted."""

    match: Match
    scene: KarubaScene
    view: QGraphicsView
    chosen: list[Action] = field(default_factory=list)
    refused: list[Violation | None] = field(default_factory=list)

    def sync(self, events: list[Event] | None = None) -> None:
        self.scene.sync(self.match.state, self.match.pending(), self.match.legal(), events or [])

    def apply(self, action: Action) -> list[Event]:
        events = self.match.apply(action)
        self.sync(events)
        return events

    def point(self, spot: Spot) -> QPoint:
        """Where a spot of the large island (or the pile, the discard tray) is on the screen."""
        if spot[0] == "pile":
            centre = self.scene.pile.rect.center()
        elif spot[0] == "discard":
            centre = self.scene.discard.rect.center()
        else:
            item = self.scene.big.item_for(spot)
            assert item is not None, spot
            centre = item.scenePos()
        return self.view.mapFromScene(centre)

    def click(self, spot: Spot) -> None:
        QTest.mouseClick(
            self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.point(spot)
        )

    def hover(self, spot: Spot) -> None:
        QTest.mouseMove(self.view.viewport(), self.point(spot))

    def lit(self) -> set[Spot]:
        big = self.scene.big
        spots = {spot for spot, item in big.spots.items() if item.marks.lit}
        spots |= {pawn.spot for pawn in big.pawns if pawn.marks.lit}
        for item in (self.scene.pile, self.scene.discard):
            if item.marks.lit:
                spots.add(item.spot)
        return spots


def make_table(
    qtbot: QtBot, players: int = 2, seed: int = 5, setup: str = "together", language: str = "en"
) -> Table:
    config = MatchConfig(
        "karuba",
        tuple(PlayerInfo(NAMES[i], COLOURS[i]) for i in range(players)),
        {"setup": setup},
    )
    match = Match(RULES, config, seed)
    scene = ui_for("karuba").create_scene(RULES, config, Texts(language))
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1300, 1000)
    view.show()
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    table = Table(match, scene, view)
    scene.actionChosen.connect(table.chosen.append)
    scene.violationShown.connect(table.refused.append)
    table.sync()
    return table


def reveal(table: Table) -> None:
    table.apply(Reveal())


def place_everywhere(table: Table, field_for_seat: dict[int, int] | None = None, default: int = 29) -> None:
    """Every seat places the revealed tile (on its given field, or the first free one from ``default``)."""
    while table.match.state.step == TILE:
        seat = table.match.pending().seat
        wanted = (field_for_seat or {}).get(seat, default)
        grid = table.match.state.islands[seat].grid
        free = [f for f in [wanted, *range(29, -1, -1)] if not grid[f]]
        table.apply(Place(free[0]))


# setup -------------------------------------------------------------------------------


def test_setup_clicks_choose_beach_then_the_jungle_positions_allowed_for_it(qtbot: QtBot) -> None:
    table = make_table(qtbot)
    assert table.lit() == {("beach", n) for n in range(1, 12)}
    table.click(("beach", 2))
    assert table.chosen == [ChooseBeach(20)]
    table.apply(ChooseBeach(20))
    allowed = {("jungle", a.number // 10) for a in table.match.legal()}
    assert table.lit() == allowed
    assert ("jungle", 1) not in allowed  # beach 20 and jungle 10 are too close
    table.click(("jungle", 1))
    assert table.refused[-1] is not None and table.refused[-1].rule == "karuba.setup.too_close"
    table.click(("jungle", 10))
    assert table.chosen[-1] == ChooseJungle(100)
    table.apply(ChooseJungle(100))
    # the chosen positions show on every island: adventurer on the beach, temple in the jungle
    for island in (table.scene.big, *(card.island for card in table.scene.cards)):
        assert island.pawns[0].isVisible() and island.temples[0].isVisible()
        assert island.pawns[0].pos() == island.slot_point("beach", 2)
    assert table.scene.big.spots[("jungle", 10)].marks.last


# placing ---------------------------------------------------------------------------------


def test_clicking_the_pile_reveals_and_a_lit_field_places(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random")
    assert table.lit() == {("pile", 0)}
    table.click(("pile", 0))
    assert table.chosen == [Reveal()]
    reveal(table)
    assert table.scene.revealed.isVisible()
    assert table.scene.revealed.tile.id == table.match.state.revealed
    lit = table.lit()
    assert {("field", f) for f in range(30)} | {("discard", 0)} == lit
    table.click(("field", 8))
    assert table.chosen[-1] == Place(8)


def test_clicking_an_occupied_field_shows_the_rule(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random")
    reveal(table)
    place_everywhere(table, {0: 8, 1: 8})
    reveal(table)
    assert ("field", 8) not in table.lit()
    table.click(("field", 8))
    assert table.chosen == []
    violation = table.refused[-1]
    assert violation is not None and violation.rule == "karuba.place.occupied"
    assert table.scene.big.spots[("field", 8)].marks.refused


def test_hovering_an_illegal_field_outlines_it_and_a_legal_one_clears_it(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random")
    reveal(table)
    place_everywhere(table, {0: 8, 1: 8})
    reveal(table)
    table.hover(("field", 8))
    assert table.refused and table.refused[-1] is not None
    assert table.refused[-1].rule == "karuba.place.occupied"
    assert table.scene.big.spots[("field", 8)].marks.refused
    table.hover(("field", 9))
    assert table.refused[-1] is None
    assert not table.scene.big.spots[("field", 8)].marks.refused


def test_a_placed_tile_shows_on_its_island_with_its_token_and_the_last_move_marked(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random", players=1)
    reveal(table)
    tile = table.match.state.revealed
    table.apply(Place(14))
    item = table.scene.big.tiles[14]
    assert item.tile.id == tile
    treasure = RULES.components().tiles[tile].treasure
    assert item.token == ("" if treasure == "none" else treasure)
    assert table.scene.big.spots[("field", 14)].marks.last
    assert table.scene.cards[0].island.tiles[14].tile.id == tile


def test_dragging_the_revealed_tile_onto_a_field_places_it(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random")
    reveal(table)
    place_everywhere(table, {0: 8, 1: 8})
    reveal(table)
    viewport = table.view.viewport()
    start = table.view.mapFromScene(table.scene.revealed.scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    # onto the occupied field first: refused, the tile goes home
    _drag_to(viewport, start, table.point(("field", 8)))
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, table.point(("field", 8))
    )
    assert table.chosen == []
    assert table.refused[-1] is not None and table.refused[-1].rule == "karuba.place.occupied"
    assert table.scene.revealed.pos() == table.scene.revealed.home
    # then onto a free one
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    _drag_to(viewport, start, table.point(("field", 21)))
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, table.point(("field", 21))
    )
    assert table.chosen == [Place(21)]
    seat = table.match.pending().seat
    table.apply(Place(21))  # the next seat decides on the same tile, back in its slot
    assert table.match.pending().kind == "tile"
    assert table.scene.revealed.pos() == table.scene.revealed.home
    assert table.scene.cards[seat].island.tiles[21].isVisible()


def test_dragging_the_revealed_tile_onto_the_tray_discards_it(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random")
    reveal(table)
    viewport = table.view.viewport()
    start = table.view.mapFromScene(table.scene.revealed.scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    _drag_to(viewport, start, table.point(("discard", 0)))
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, table.point(("discard", 0))
    )
    assert table.chosen == [Discard()]


def _drag_to(viewport: QWidget, start: QPoint, end: QPoint) -> None:
    for step in range(1, 6):
        point = start + (end - start) * step / 5
        QTest.mouseMove(viewport, point)


# discard, pick, move ---------------------------------------------------------------------


def _ready_to_walk(qtbot: QtBot) -> Table:
    """A one-player match where the blue adventurer (beach 10) can step onto field A1."""
    table = make_table(qtbot, players=1, seed=3)
    for action in (ChooseBeach(10), ChooseJungle(60), ChooseBeach(50), ChooseJungle(110)):
        table.apply(action)
    for action in (ChooseBeach(110), ChooseJungle(10), ChooseBeach(80), ChooseJungle(80)):
        table.apply(action)
    parts = RULES.components()
    while True:
        reveal(table)
        tile = parts.tiles[table.match.state.revealed]
        if "W" in tile.exits:
            table.apply(Place(0))
            break
        table.apply(Place(next(f for f in range(29, 0, -1) if not table.match.state.islands[0].grid[f])))
    reveal(table)
    return table


def test_discard_then_pick_a_lit_adventurer_then_move_to_a_lit_field(qtbot: QtBot) -> None:
    table = _ready_to_walk(qtbot)
    table.click(("discard", 0))
    assert table.chosen[-1] == Discard()
    table.apply(Discard())
    assert table.match.state.step == PICK
    movable = {("pawn", a.colour) for a in table.match.legal()}
    assert ("pawn", 0) in movable
    assert table.lit() == movable
    table.click(("pawn", 0))
    assert table.chosen[-1] == PickAdventurer(0)
    table.apply(PickAdventurer(0))
    assert table.match.state.step == MOVE
    assert table.scene.big.pawns[0].marks.selected
    targets = {("field", a.target) for a in table.match.legal() if is_field(a.target)}
    assert ("field", 0) in targets and targets <= table.lit()
    table.click(("field", 0))
    assert table.chosen[-1] == MoveTo(0)
    table.apply(MoveTo(0))
    pawn = table.scene.big.pawns[0]
    assert pawn.location == 0 and pawn.pos() == table.scene.big.location_place(0)[0]
    assert table.scene.big.spots[("field", 0)].marks.last
    assert table.scene.big.spots[("beach", 1)].marks.last_from


def test_a_walk_follows_the_path_and_ends_where_the_state_says(qtbot: QtBot) -> None:
    table = _ready_to_walk(qtbot)
    table.apply(Discard())
    table.apply(PickAdventurer(0))
    motion.set_speed("slow")
    events = table.apply(MoveTo(0))
    assert events[0].values["path"] == [BEACH + 1, 0]
    pawn = table.scene.big.pawns[0]
    assert table.scene.moves.busy
    table.sync()  # a new sync ends the walk at once
    assert not table.scene.moves.busy
    assert pawn.pos() == table.scene.big.location_place(0)[0] and pawn.scale() == 1.0


def test_a_walk_goes_along_the_path_the_event_reports(qtbot: QtBot) -> None:
    table = _ready_to_walk(qtbot)
    table.apply(Discard())
    table.apply(PickAdventurer(0))
    table.apply(MoveTo(0))
    steps: list[Callable[[float], None]] = []
    table.scene.moves.animator.play = lambda ms, step, *rest, **named: steps.append(step)  # type: ignore[method-assign]
    # a detour by field 6 that no search of this island would find: the table walks it all the same
    detour = Event("moved", 0, {"colour": 0, "from": BEACH + 1, "to": 0, "path": [BEACH + 1, 6, 0]})
    table.scene.moves.play([detour], None)
    pawn = table.scene.big.pawns[0]
    steps[0](0.5)  # halfway: two legs, the first ends on field 6
    assert pawn.pos() == table.scene.big.location_place(6)[0]
    steps[0](0.0)
    assert pawn.pos() == table.scene.big.location_place(BEACH + 1)[0]


def test_clicking_a_beach_while_moving_shows_the_rule(qtbot: QtBot) -> None:
    table = _ready_to_walk(qtbot)
    table.apply(Discard())
    table.apply(PickAdventurer(0))
    table.click(("beach", 3))
    assert table.refused[-1] is not None and table.refused[-1].rule == "karuba.move.no_beach"


# looking, previewing, words ------------------------------------------------------------------


def test_a_thumbnail_click_enlarges_that_island_until_the_decision_moves_on(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random", players=3)
    reveal(table)
    deciding = table.match.pending().seat
    other = (deciding + 1) % 3
    card = table.scene.cards[other]
    QTest.mouseClick(
        table.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        table.view.mapFromScene(card.rect.topLeft() + QPointF(30, 30)),
    )
    assert table.scene.big.seat == other
    assert table.lit() == set()  # looking only: nothing to click on someone else's island
    table.apply(Place(3))
    assert table.scene.big.seat == table.match.pending().seat


def test_preview_marks_what_a_panel_option_would_do(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random")
    reveal(table)
    table.scene.preview(Place(12))
    assert table.scene.big.spots[("field", 12)].marks.preview
    assert table.scene.big.preview_tile.isVisible()
    table.scene.preview(Discard())
    assert table.scene.discard.marks.preview
    assert not table.scene.big.preview_tile.isVisible()
    table.scene.preview(None)
    assert not table.scene.discard.marks.preview


def test_switching_language_changes_the_words_on_the_table(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random")
    reveal(table)
    english = (table.scene.discard.caption, table.scene.stacks.caption)
    table.scene.set_texts(Texts("de"))
    german = (table.scene.discard.caption, table.scene.stacks.caption)
    assert all(english) and all(german)
    assert english[0] != german[0] and english[1] != german[1]


def test_the_pile_explains_itself_on_a_click_but_not_on_a_passing_hover(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random")
    reveal(table)
    table.hover(("pile", 0))
    assert table.refused == [] and not table.scene.pile.marks.refused
    table.click(("pile", 0))
    assert table.refused[-1] is not None and table.refused[-1].rule == "karuba.reveal.not_yet"


def test_nothing_is_offered_while_the_table_is_not_interactive(qtbot: QtBot) -> None:
    table = make_table(qtbot, setup="random")
    table.scene.interactive = False
    table.sync()
    assert table.lit() == set()
    table.click(("pile", 0))
    assert table.chosen == [] and table.refused == []


# motion and speed -------------------------------------------------------------------------------


def test_a_sync_during_motion_ends_every_motion_at_the_new_state(qtbot: QtBot) -> None:
    motion.set_speed("slow")
    table = make_table(qtbot, setup="random")
    reveal(table)
    table.apply(Place(5))
    assert table.scene.moves.busy
    table.apply(Place(6))  # the next seat, before the first flight landed
    table.apply(Reveal())
    table.sync()
    assert not table.scene.moves.busy
    assert table.scene.moves.ghosts == []
    for seat, field_ in ((0, 5), (1, 6)):
        view = table.scene.big if table.scene.big.seat == seat else table.scene.cards[seat].island
        assert view.tiles[field_].isVisible()
    assert table.scene.revealed.pos() == table.scene.revealed.home


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_game_through_the_scene_keeps_the_table_in_step_with_the_state(
    qtbot: QtBot, seed: int
) -> None:
    """Random legal actions to the end, with motion on: after every sync the table shows the state."""
    motion.set_speed("fast")
    table = make_table(qtbot, players=3, seed=seed)
    chooser = random.Random(seed)
    while table.match.pending() is not None:
        legal = table.match.legal()
        table.apply(chooser.choice(legal))
        state, scene = table.match.state, table.scene
        for view in (scene.big, *(card.island for card in scene.cards)):
            island = state.islands[view.seat]
            assert {f: item.tile.id for f, item in view.tiles.items()} == {
                f: tile for f, tile in enumerate(island.grid) if tile
            }
            if state.step not in ("setup_beach", "setup_jungle"):
                assert [pawn.location for pawn in view.pawns] == list(island.adventurers)
        assert scene.pile.left == len(state.pile)
        assert scene.stacks.stacks == state.stacks
    assert table.match.result() is not None


# the game's words and picture ---------------------------------------------------------------------


def test_texts_name_fields_colours_and_places() -> None:
    texts = Texts("en")
    config = MatchConfig("karuba", (PlayerInfo("Anna", "blue"), PlayerInfo("Ben", "orange")))
    match = Match(RULES, config, 5)
    state = match.state
    assert UI.action_text(texts, state, Place(8)) == texts("karuba.action.place", field="C2")
    assert "C2" in UI.action_text(texts, state, Place(8))
    assert "110" in UI.action_text(texts, state, ChooseBeach(110))
    prompt, hint = UI.decision_text(texts, config, state, match.pending())
    assert "Anna" in prompt or "Ben" in prompt
    assert texts("karuba.colour.blue") in prompt and hint
    events = match.apply(ChooseBeach(20))
    line = UI.event_text(texts, config, match.state, events[0])
    assert line is not None and "20" in line and texts("karuba.colour.blue") in line
    violation = RULES.check(match.state, ChooseJungle(10))
    assert violation is not None
    assert "20" in UI.violation_text(texts, config, match.state, violation)


def test_the_cover_is_painted(qapp: QApplication) -> None:
    image = QImage(320, 200, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    UI.paint_cover(painter, QRectF(0, 0, 320, 200))
    painter.end()
    colours = {image.pixel(x, y) for x in range(0, 320, 8) for y in range(0, 200, 8)}
    assert len(colours) > 20  # sea, sand, jungle, tiles and pieces, not an empty box


def test_the_leaders_island_is_titled_with_the_leaders_task(qtbot: QtBot) -> None:
    table = make_table(qtbot, players=3, seed=2, setup="random")
    assert table.match.state.leader == 2
    assert table.scene.displayed_seat() == 2  # the leader reveals first
    assert table.scene.title.role == Texts("en")("karuba.table.leader")
    reveal(table)
    assert table.scene.displayed_seat() == 0  # all at 0 points: the first seat decides first
    assert table.scene.title.role == ""
