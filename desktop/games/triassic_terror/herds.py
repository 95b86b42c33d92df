"""The pieces on Triassic Terror's board: each seat's herds on their habitats, the predators.

Every sync sets each piece at its place first and only then plays its motion there: a herd
that changed habitat, or that arrived from another area, slides to its place; a herd pushed
out as a fourth leaves a cross with its dinos in its owner's colour, until the next move.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsScene

from core.engine.protocol import Event
from core.games.triassic_terror.components import components
from core.games.triassic_terror.schema import HABITATS
from core.games.triassic_terror.state import NEUTRAL, NO_AREA, TriassicTerrorState
from desktop import motion
from desktop.games.triassic_terror import layout
from desktop.games.triassic_terror.pieces import PTERODACTYL, RAPTOR, T_REX, HerdItem, MarksItem, PredatorItem
from desktop.scene.seats import SeatLook

PREDATOR_PLACES = 4  # the T-Rex, the pterodactyl, the two raptors: each its own place in an area
RAPTOR_PLACE = 2  # the first raptor's place; the second stands beside it


class BoardPieces:
    def __init__(self, scene: QGraphicsScene, looks: list[SeatLook], animator: motion.Animator) -> None:
        self.scene, self.looks, self.animator = scene, looks, animator
        self.parts = components()
        self.herds: dict[tuple[int, int], HerdItem] = {}  # per (area, seat)
        self.places: dict[tuple[int, int], QPointF] = {}  # where each herd stood at the last sync
        self.predators = {T_REX: PredatorItem(T_REX), PTERODACTYL: PredatorItem(PTERODACTYL)}
        for raptor in range(len(self.parts.predators.raptors)):
            self.predators[f"{RAPTOR}{raptor}"] = PredatorItem(RAPTOR, raptor + 1)
        for item in self.predators.values():
            scene.addItem(item)
        self.deaths = MarksItem(layout.board_rect())  # the herds the last move pushed out
        scene.addItem(self.deaths)

    def place(self, state: TriassicTerrorState, events: list[Event]) -> None:
        parts = self.parts
        shown: set[tuple[int, int]] = set()
        arrivals = {(e.values["area"], e.seat): e.values["from"] for e in events if e.kind == "group_arrived"}
        moves: list[tuple[HerdItem, QPointF, QPointF]] = []
        for area, herds in enumerate(state.herds):
            for habitat, herd in enumerate(herds):
                key = (area, herd.owner)
                item = self.herds.get(key)
                if item is None:
                    item = HerdItem(self.looks[herd.owner])
                    self.scene.addItem(item)
                    self.herds[key] = item
                place = layout.habitat_centre(parts.areas[area], parts, habitat)
                before = self.places.get(key) if item.isVisible() else None
                if before is None and key in arrivals:
                    before = self.places.get((arrivals[key], herd.owner))
                item.show_dinos(herd.dinos)
                item.setVisible(True)
                item.setPos(place)
                if events and before is not None and before != place:
                    moves.append((item, before, place))
                shown.add(key)
        for key, item in self.herds.items():
            if key not in shown:
                item.setVisible(False)
        self.places = {key: self.herds[key].pos() for key in shown}
        for item, start, end in moves:
            self.animator.play(motion.duration("tile_flight"), motion.flight(item, start, end))
        if events:  # a new move: the last one's deaths give way to this one's
            self._show_deaths([event for event in events if event.kind == "herd_died"])
        self._place_predators(state)

    def _show_deaths(self, deaths: list[Event]) -> None:
        """A herd pushed out: a cross with its dinos, in its owner's colour, over the habitat it
        could not hold; it flashes in and stays until the next move, like every last move."""
        parts = self.parts
        last = len(HABITATS) - 1
        marks = []
        for event in deaths:
            if event.seat is None:
                continue
            centre = layout.habitat_centre(parts.areas[event.values["area"]], parts, last)
            where = QPointF(centre.x(), centre.y() + layout.HERD_RADIUS * 1.2)
            marks.append((where, f"✕{event.values['dinos']}", self.looks[event.seat].colour))
        self.deaths.show_marks(marks)
        if not marks:
            return

        def flash(t: float) -> None:
            self.deaths.setOpacity(t)

        self.animator.play(motion.duration("piece_death"), flash, lambda: self.deaths.setOpacity(1.0))

    def _place_predators(self, state: TriassicTerrorState) -> None:
        parts = self.parts
        owner = None if state.t_rex_owner == NEUTRAL else self.looks[state.t_rex_owner].colour
        self.predators[T_REX].show_owner(owner)
        places = [(T_REX, state.t_rex, 0), (PTERODACTYL, state.pterodactyl, 1)]
        places += [
            (f"{RAPTOR}{index}", area, RAPTOR_PLACE + index) for index, area in enumerate(state.raptors)
        ]
        for name, area, place in places:
            item = self.predators[name]
            item.setVisible(area != NO_AREA)
            if area != NO_AREA:
                item.setPos(layout.predator_centre(parts.areas[area], parts, place, PREDATOR_PLACES))

    def raptor_outlines(self, state: TriassicTerrorState) -> list[QPainterPath]:
        """Where each raptor can be clicked: around its piece."""
        outlines = []
        for raptor, area in enumerate(state.raptors):
            outline = QPainterPath()
            if area != NO_AREA:
                centre = layout.predator_centre(
                    self.parts.areas[area], self.parts, RAPTOR_PLACE + raptor, PREDATOR_PLACES
                )
                outline.addEllipse(centre, layout.PREDATOR_RADIUS * 1.4, layout.PREDATOR_RADIUS * 1.4)
            outlines.append(outline)
        return outlines
