"""The pieces on the island: camps stacked up to three, each seat's crates, the dinosaurs,
and the marks of a frozen space (a dinosaur standing on pieces) and of a raid to come.

Within a hex the camps stand in its upper half, bottom camp lowest, each higher one a little
up and in front; the crates run in a row across its lower half, one marker per seat with its
count; a dinosaur stands in the middle of an empty space and at the side of a built one,
where it leaves the pieces it froze in view.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.games.isla_nublar.components import Components
from core.games.isla_nublar.island import frozen
from core.games.isla_nublar.state import COUNTER, IslaNublarState
from desktop import theme
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.island import hexagon
from desktop.games.isla_nublar.pieces import DINOSAUR_IDS, paint_camp, paint_crate, paint_dinosaur
from desktop.scene.area import TableArea
from desktop.scene.seats import SeatLook

R = layout.RADIUS
CRATE = 38.0
CAMP_WIDTH, CAMP_HEIGHT = 50.0, 40.0
LAYER = 11.0  # how far each camp of a stack stands above the one below
DINOSAUR = 58.0


def centre(parts: Components, space: int) -> QPointF:
    return layout.centre(parts.spaces[space].cell)


def camp_rect(parts: Components, space: int, level: int) -> QRectF:
    middle = centre(parts, space)
    return QRectF(
        middle.x() - CAMP_WIDTH / 2,
        middle.y() - R * 0.62 - level * LAYER + 2 * LAYER,
        CAMP_WIDTH,
        CAMP_HEIGHT,
    )


def crate_centres(parts: Components, space: int, count: int) -> list[QPointF]:
    """Where the crates of ``count`` seats stand on a space: a row, two rows for more than two
    (the hex narrows towards its foot)."""
    middle = centre(parts, space)
    step = CRATE + 4
    rows = [count] if count <= 2 else [count - 2, 2]
    heights = [0.5] if count <= 2 else [0.22, 0.6]
    points = []
    for in_row, height in zip(rows, heights, strict=True):
        left = middle.x() - (in_row - 1) * step / 2
        points += [QPointF(left + index * step, middle.y() + R * height) for index in range(in_row)]
    return points


def crate_seats(state: IslaNublarState, space: int) -> list[int]:
    return [seat for seat, count in enumerate(state.crates[space]) if count]


def dinosaur_centre(parts: Components, state: IslaNublarState, dinosaur: int) -> QPointF:
    space = state.dinosaurs[dinosaur]
    middle = centre(parts, space)
    sharing = [other for other, there in enumerate(state.dinosaurs) if there == space]
    built = state.built_on(space)
    if len(sharing) > 1:
        offset = (sharing.index(dinosaur) - (len(sharing) - 1) / 2) * DINOSAUR * 0.6
        return QPointF(
            middle.x() + offset + (R * 0.3 if built else 0), middle.y() - (R * 0.1 if built else 0)
        )
    return QPointF(middle.x() + R * 0.52, middle.y() - R * 0.08) if built else middle


class DinosaurItem(QGraphicsItem):
    """A dinosaur's figure, placed at its space and moved along its walk."""

    def __init__(self, dinosaur: int) -> None:
        super().__init__()
        self.dinosaur = dinosaur
        self.setZValue(6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        reach = DINOSAUR / 2 + 4
        return QRectF(-reach, -reach, 2 * reach, 2 * reach)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_dinosaur(painter, QPointF(0, 0), DINOSAUR, DINOSAUR_IDS[self.dinosaur])


class PiecesItem(TableArea):
    """The camps and crates on the island, in one item redrawn when the state changes."""

    reach = 10.0

    def __init__(self, parts: Components, looks: list[SeatLook]) -> None:
        super().__init__(layout.island_rect(parts))
        self.parts, self.looks = parts, looks
        self.state: IslaNublarState | None = None
        self.setZValue(5)

    def show_state(self, state: IslaNublarState) -> None:
        self.state = state
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        state, parts = self.state, self.parts
        if state is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        threatened = state.walk.raid if state.step == COUNTER else -1
        for space in parts.land:
            built = state.built_on(space)
            if space == threatened:
                self._ring(painter, space, "in_threat", Qt.PenStyle.SolidLine)
            elif built and frozen(state, space):
                self._ring(painter, space, "in_frozen", Qt.PenStyle.DashLine)
            stack = state.camps[space]
            for level, owner in enumerate(stack):
                paint_camp(
                    painter, camp_rect(parts, space, level), self.looks[owner], top=level == len(stack) - 1
                )
            seats = crate_seats(state, space)
            for seat, point in zip(seats, crate_centres(parts, space, len(seats)), strict=True):
                paint_crate(painter, point, CRATE, self.looks[seat], state.crates[space][seat], layout.TEXT)

    def _ring(self, painter: QPainter, space: int, token: str, style: Qt.PenStyle) -> None:
        painter.save()
        pen = QPen(theme.colour(token), 10, style)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(hexagon(centre(self.parts, space), R - 7))
        painter.restore()


class WalkMarks(TableArea):
    """At a dinosaur's walk: a dashed arrow from it along each direction it may take, to the
    farthest space it may reach that way."""

    reach = 12.0

    def __init__(self, parts: Components) -> None:
        super().__init__(layout.island_rect(parts).adjusted(-R, -R, R, 2 * R))
        self.start: QPointF | None = None
        self.ends: list[QPointF] = []
        self.setZValue(4)

    def show_walks(self, start: QPointF | None, ends: list[QPointF]) -> None:
        if (start, ends) != (self.start, self.ends):
            self.start, self.ends = start, ends
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.start is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(theme.colour("accent"), 7, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        for end in self.ends:
            line = QLineF(self.start, end)
            if line.length() < 1:
                continue
            painter.setPen(pen)
            painter.drawLine(line)
            head = QLineF(end, self.start)
            head.setLength(26)
            painter.setPen(QPen(theme.colour("accent"), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            for turn in (-28.0, 28.0):
                side = QLineF(head)
                side.setAngle(head.angle() + turn)
                painter.drawLine(side)
