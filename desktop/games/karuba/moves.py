"""Karuba's motions: each event moves its piece from where it was to where it now is.

The scene has already put every item in its final place when these start;
a motion only replays the way there (or flies a stand-in "ghost" while the
real item waits hidden). ``finish`` ends them all at once, so a sync never
depends on a motion having finished.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.engine.protocol import Event
from desktop import motion, theme
from desktop.games.karuba import art
from desktop.games.karuba.layout import REVEALED_SCALE

if TYPE_CHECKING:
    from desktop.games.karuba.scene import KarubaScene

SETUP_PIECE_SCALE = 1.9  # the size of the piece shown in the setup slot
TOKEN_SIZE = theme.UNIT * 0.26


class Ghost(QGraphicsItem):
    """A stand-in in flight, drawn above everything."""

    def __init__(self, paint: Callable[[QPainter], None], bounds: QRectF) -> None:
        super().__init__()
        self._paint = paint
        self._bounds = bounds
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(50)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint(painter)


def scene_scale(item: QGraphicsItem) -> float:
    scale = 1.0
    current: QGraphicsItem | None = item
    while current is not None:
        scale *= current.scale()
        current = current.parentItem()
    return scale


def _later(t: float, share: float) -> float:
    """Progress of a motion that waits for the first ``share`` of the time (a find after the walk)."""
    return max(0.0, (t - share) / (1.0 - share))


class TableMotion:
    def __init__(self, scene: KarubaScene) -> None:
        self.scene = scene
        self.animator = motion.Animator(scene)
        self.ghosts: list[Ghost] = []

    @property
    def busy(self) -> bool:
        return self.animator.busy

    def finish(self) -> None:
        self.animator.finish_all()

    def play(self, events: list[Event], drop_point: QPointF | None) -> None:
        walk_ms = 0
        for event in events:
            kind = event.kind
            if kind == "revealed":
                self._reveal()
            elif kind == "placed":
                self._place(event, drop_point)
            elif kind == "discarded":
                self._discard(event, drop_point)
            elif kind == "moved":
                walk_ms = self._walk(event)
            elif kind == "token_taken":
                self._collect_token(event, walk_ms)
            elif kind == "temple_reached":
                self._collect_treasure(event, walk_ms)
            elif kind in ("beach_chosen", "temple_chosen"):
                self._set_up(event)

    # tiles --------------------------------------------------------------------------

    def _reveal(self) -> None:
        scene = self.scene
        item = scene.revealed
        if not item.isVisible():
            return
        start, end = scene.layout.pile_rect.center(), item.home
        start_scale = scene.layout.pile_rect.width() / theme.UNIT

        def step(t: float) -> None:
            item.setPos(start + (end - start) * t)
            item.setScale(start_scale + (REVEALED_SCALE - start_scale) * t)

        self.animator.play(motion.duration("tile_reveal"), step)

    def _place(self, event: Event, drop_point: QPointF | None) -> None:
        view = self.scene.island_showing(event.seat)
        target = view.tiles.get(event.values["field"]) if view is not None else None
        if target is None:
            return
        tile, token = target.tile, target.token
        ghost = Ghost(lambda painter: art.paint_tile(painter, tile, token), target.boundingRect())
        if drop_point is not None:  # carried there at field size: a short hop into place
            self._fly(ghost, drop_point, 1.0, target, motion.duration("tile_flight", 0.5))
        else:
            self._fly(ghost, self.scene.revealed.home, REVEALED_SCALE, target, motion.duration("tile_flight"))

    def _discard(self, event: Event, drop_point: QPointF | None) -> None:
        tile = self.scene.parts.tiles.get(event.values["tile"])
        if tile is None:
            return
        ghost = Ghost(
            lambda painter: art.paint_tile(painter, tile, tile.treasure), self.scene.revealed.boundingRect()
        )
        start = drop_point if drop_point is not None else self.scene.revealed.home
        start_scale = 1.0 if drop_point is not None else REVEALED_SCALE
        end = self.scene.layout.discard_rect.center()

        def step(t: float) -> None:
            ghost.setPos(start + (end - start) * t)
            ghost.setScale(start_scale * (1 - 0.6 * t))
            ghost.setOpacity(1 - t)

        self._launch(ghost, motion.duration("tile_discard"), step)

    # pieces -----------------------------------------------------------------------------

    def _walk(self, event: Event) -> int:
        """The adventurer walks the way the core found, tile by tile; returns how long the walk takes."""
        view = self.scene.island_showing(event.seat)
        if view is None:
            return 0
        pawn = view.pawns[event.values["colour"]]
        way = event.values["path"]
        places = [view.location_place(location) for location in way]
        places[-1] = (pawn.pos(), pawn.scale())
        legs = len(places) - 1

        def step(t: float) -> None:
            leg = min(int(t * legs), legs - 1)
            within = t * legs - leg
            (start, start_scale), (end, end_scale) = places[leg], places[leg + 1]
            pawn.setPos(start + (end - start) * within)
            pawn.setScale(start_scale + (end_scale - start_scale) * within)

        milliseconds = motion.pawn_duration(legs)
        self.animator.play(milliseconds, step, easing=QEasingCurve.Type.InOutSine)
        return milliseconds

    def _set_up(self, event: Event) -> None:
        """A piece chosen in setup goes from the setup slot to its place on the large island."""
        scene = self.scene
        colour = event.values["colour"]
        big = scene.big
        item: QGraphicsItem = big.pawns[colour] if event.kind == "beach_chosen" else big.temples[colour]
        if not item.isVisible():
            return
        start = big.mapFromScene(scene.layout.revealed_centre)
        end, end_scale = item.pos(), item.scale()

        def step(t: float) -> None:
            item.setPos(start + (end - start) * t)
            item.setScale(SETUP_PIECE_SCALE + (end_scale - SETUP_PIECE_SCALE) * t)

        self.animator.play(motion.duration("setup_piece"), step)

    # finds --------------------------------------------------------------------------------

    def _collect_token(self, event: Event, walk_ms: int) -> None:
        """A crystal or gold nugget goes from its tile to the player's card, once the walk ended."""
        scene = self.scene
        view = scene.island_showing(event.seat)
        if view is None or event.seat is None:
            return
        token = event.values["token"]
        tile = view.tiles.get(event.values["field"])
        if tile is None:
            return
        start = view.mapToScene(tile.pos() + art.TOKEN_SPOT)
        end = scene.cards[event.seat].collected_point(token)
        size = TOKEN_SIZE
        bounds = QRectF(-size, -size, 2 * size, 2 * size)
        ghost = Ghost(lambda painter: art.paint_token(painter, token, QPointF(), size), bounds)
        self._arc(ghost, start, end, scene_scale(view), 1.0, walk_ms)

    def _collect_treasure(self, event: Event, walk_ms: int) -> None:
        """The temple's treasure goes from its stack to the player's card."""
        scene = self.scene
        if event.seat is None:
            return
        colour, value = event.values["colour"], event.values["treasure"]
        start = scene.stacks.top_chip_centre(colour)
        end = scene.cards[event.seat].collected_point("treasure")
        fill = QColor(scene.looks[colour].fill)
        size = theme.UNIT * 0.4
        bounds = QRectF(-size, -size, 2 * size, 2 * size)
        ghost = Ghost(lambda painter: art.paint_treasure_chip(painter, QPointF(), size, fill, value), bounds)
        self._arc(ghost, start, end, 1.0, 0.75, walk_ms)

    # flying --------------------------------------------------------------------------------

    def _arc(
        self, ghost: Ghost, start: QPointF, end: QPointF, start_scale: float, end_scale: float, wait_ms: int
    ) -> None:
        """A find flies to the card after the walk (``wait_ms``), hidden until it lifts off."""
        flight = motion.duration("find_flight")
        total = wait_ms + flight
        share = wait_ms / total if total else 0.0

        def step(t: float) -> None:
            u = 1 - (1 - _later(t, share)) ** 3  # eases out like the other motions
            ghost.setVisible(t >= share)
            ghost.setPos(start + (end - start) * u)
            ghost.setScale(start_scale + (end_scale - start_scale) * u)

        self._launch(ghost, total, step, easing=QEasingCurve.Type.Linear)

    def _fly(self, ghost: Ghost, start: QPointF, start_scale: float, target: QGraphicsItem, ms: int) -> None:
        """The ghost flies onto ``target``, which shows again when it lands."""
        if ms <= 0:
            return
        end, end_scale = target.scenePos(), scene_scale(target)
        target.hide()
        self._launch(ghost, ms, motion.flight(ghost, start, end, (start_scale, end_scale)), target.show)

    def _launch(
        self,
        ghost: Ghost,
        ms: int,
        step: Callable[[float], None],
        landed: Callable[[], None] = lambda: None,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> None:
        if ms <= 0:
            landed()
            return
        self.scene.addItem(ghost)
        self.ghosts.append(ghost)

        def done() -> None:
            landed()
            if ghost in self.ghosts:
                self.ghosts.remove(ghost)
            if ghost.scene() is not None:
                ghost.scene().removeItem(ghost)

        self.animator.play(ms, step, done, easing)
