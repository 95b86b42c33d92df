"""Every table draws from caches that stay true: what keeps drawing it cheap (benchmarks/frames.py).

Items keep their drawing as pixmaps (``desktop.scene.paint.cache_drawing``);
a cache clips to the item's bounds and is redrawn only when the item calls
``update()``. So for every registered game, mid-game: every item that draws
is cached, none draws outside its bounds, and a table synced from one state
to a later one looks exactly like a table that only ever saw the later one.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from core.engine import registry
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo
from desktop import motion, theme
from desktop.games import has_ui, ui_for
from desktop.scene.spot import HotSpot, Marks
from desktop.table_view import CACHED_WINDOWS, TableView
from desktop.text import Texts

GAMES = [rules.game_id for rules in registry.games() if has_ui(rules.game_id)]
SEED = 5
EARLY, LATER = 12, 30  # decisions played before the first and the second look at the table


@pytest.fixture(autouse=True)
def no_motion() -> Iterator[None]:
    before = motion.speed()
    motion.set_speed("off")
    yield
    motion.set_speed(before)


def played(game: str, decisions: int) -> Match:
    rules = registry.get(game)
    colours = list(theme.SEAT_COLOURS)
    count = min(4, rules.max_players)
    players = tuple(PlayerInfo(f"Player {seat + 1}", colour=colours[seat]) for seat in range(count))
    match = Match(rules, MatchConfig(game, players), SEED)
    chooser = random.Random(SEED)
    while len(match.steps) < decisions and match.pending() is not None:
        match.apply(chooser.choice(match.legal()))
    return match


def show(scene: QGraphicsScene, match: Match, state: Any = None) -> None:
    """Sync ``scene`` to ``match`` (or ``state`` in its place) as the window does for the seat deciding."""
    rules = match.rules
    decision = match.pending()
    viewer = decision.seat if decision is not None else 0
    hides = rules.hides_information()
    scene.viewer = viewer if hides else None  # type: ignore[attr-defined]
    scene.recent = [event for step in match.last_operation() for event in step.events]  # type: ignore[attr-defined]
    state = match.state if state is None else state
    state = rules.view(state, viewer) if hides else state
    scene.sync(state, decision, match.legal(), [])  # type: ignore[attr-defined]


def table(game: str, match: Match) -> QGraphicsScene:
    scene: QGraphicsScene = ui_for(game).create_scene(match.rules, match.config, Texts("en"))
    show(scene, match)
    return scene


def drawn(view: TableView) -> QImage:
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    return image


def a_view(qtbot: QtBot, scene: QGraphicsScene) -> TableView:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.setScene(scene)
    view.show()
    view.fit()
    return view


def draws_something(item: QGraphicsItem) -> bool:
    return item.isVisible() and not item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


@pytest.mark.parametrize("game", GAMES)
def test_every_item_that_draws_on_a_mid_game_table_is_cached(game: str, qtbot: QtBot) -> None:
    scene = table(game, played(game, LATER))
    uncached = {
        type(item).__qualname__
        for item in scene.items()
        if draws_something(item) and item.cacheMode() != QGraphicsItem.CacheMode.DeviceCoordinateCache
    }
    assert not uncached, f"these items draw on every frame: {sorted(uncached)}"


@pytest.mark.parametrize("game", GAMES)
def test_no_item_draws_outside_its_bounds(game: str, qtbot: QtBot) -> None:
    """A cached item is clipped to its bounds: whatever it paints beyond them would be cut off."""
    scene = table(game, played(game, LATER))
    spilling = set()
    for item in scene.items():
        if not draws_something(item):
            continue
        bounds = item.boundingRect()
        margin = 40
        image = QImage(
            int(bounds.width()) + 2 * margin, int(bounds.height()) + 2 * margin, QImage.Format.Format_ARGB32
        )
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.translate(margin - bounds.left(), margin - bounds.top())
        option = QStyleOptionGraphicsItem()
        option.exposedRect = bounds
        item.paint(painter, option, None)
        # Clear the bounds (every pixel they touch): what is left was drawn outside them.
        inside = painter.transform().mapRect(bounds).toAlignedRect()
        painter.resetTransform()
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
        painter.fillRect(inside, QColor(0, 0, 0, 0))
        painter.end()
        empty = QImage(image.size(), QImage.Format.Format_ARGB32)
        empty.fill(Qt.GlobalColor.transparent)
        if image != empty:
            spilling.add(type(item).__qualname__)
    assert not spilling, f"these items draw outside their bounds: {sorted(spilling)}"


@pytest.mark.parametrize("game", GAMES)
def test_every_item_that_looks_different_after_a_sync_redraws_its_cache(game: str, qtbot: QtBot) -> None:
    """An item whose drawing changed without ``update()`` would go on showing its old pixmap."""
    assert not stale_items(qtbot, game, played(game, EARLY), played(game, LATER))


def test_an_adventurer_redraws_when_it_walks_into_its_temple(qtbot: QtBot) -> None:
    """In its temple an adventurer is drawn with a rim; moving there alone would keep the old pixmap."""
    from core.games.karuba.state import TEMPLE

    match = played("karuba", LATER)
    state = match.state
    island = state.islands[0]
    arrived = (TEMPLE + state.temple_of[0], *island.adventurers[1:])
    there = replace(state, islands=(replace(island, adventurers=arrived), *state.islands[1:]))
    assert not stale_items(qtbot, "karuba", match, match, there)


def stale_items(qtbot: QtBot, game: str, early: Match, later: Match, later_state: Any = None) -> list[str]:
    """The kinds of item that look different on ``later``'s table but kept the pixmap of ``early``."""
    scene = table(game, early)
    view = a_view(qtbot, scene)
    drawn(view)  # fills the caches with the early table
    items = [item for item in scene.items() if item.isVisible()]
    before = [looks(item) for item in items]
    told: set[int] = set()
    for item in items:
        item.update = lambda *area, item=item: (told.add(id(item)), QGraphicsItem.update(item, *area))  # type: ignore[method-assign]
    show(scene, later, later_state)
    return sorted(
        {
            type(item).__qualname__
            for item, earlier in zip(items, before, strict=True)
            if item.isVisible() and draws_something(item) and looks(item) != earlier and id(item) not in told
        }
    )


def looks(item: QGraphicsItem) -> tuple[QRectF, QImage]:
    """What ``item`` paints, wherever it stands: its bounds and its drawing at scale 1."""
    bounds = item.boundingRect()
    image = QImage(int(bounds.width()) + 2, int(bounds.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(1 - bounds.left(), 1 - bounds.top())
    option = QStyleOptionGraphicsItem()
    option.exposedRect = bounds
    item.paint(painter, option, None)
    painter.end()
    return bounds, image


def test_a_plain_spot_draws_nothing_until_it_is_marked(qtbot: QtBot) -> None:
    outline = QPainterPath()
    outline.addRect(QRectF(0, 0, 40, 40))
    spot = HotSpot(("field", 1), outline, None)
    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    assert spot.flags() & no_contents, "a plain spot without marks is not painted at all"
    spot.set_marks(Marks(lit=True))
    assert not spot.flags() & no_contents, "a lit spot glows"
    spot.set_marks(Marks())
    assert spot.flags() & no_contents

    class Card(HotSpot):
        def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
            painter.drawPath(self.outline_path())

    assert not Card(("card", 1), outline, None).flags() & no_contents, "a subclass paints more than marks"


def test_the_table_view_makes_room_for_cached_drawings_of_its_size(qtbot: QtBot) -> None:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1500, 900)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() >= 1400)
    size = view.viewport().size()
    assert QPixmapCache.cacheLimit() >= CACHED_WINDOWS * size.width() * size.height() * 4 // 1024
