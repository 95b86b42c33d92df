"""Comet's table: the hex board with its pieces, legal spaces lit, clicks turned into actions.

The board is one item; every space is a hot spot over it; rescuers and the
neutral pieces stand on top. While a move runs, a click on an own rescuer
selects it and the spaces it can reach light up; a click on one of them
steps there, paying with the space's landscape when the move still has it,
else with a joker. Hatching lights the free nests the rescuer may take.
Beside the board: the gold offer and the piles, every player's tableau;
below it, the hand of the player the table is shown to.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules
from core.games.comet.actions import HatchAt, PlaceNeutral, Step
from core.games.comet.components import JOKER, Board, components
from core.games.comet.effects import NEUTRALS
from core.games.comet.state import HATCH_NEST, MOVE, NEUTRAL, OFF_BOARD, CometState
from desktop import theme
from desktop.games.comet.board import RADIUS, BoardItem, centre, hexagon
from desktop.games.comet.seats import GAP, HandArea, SeatArea, SupplyArea
from desktop.scene.seats import SeatLook, paint_seat_marker, seat_look
from desktop.scene.spot import NO_MARKS, HotSpot, Marks, Spot
from desktop.scene.table import GameScene
from desktop.text import Texts

PIECE = 0.62 * RADIUS  # a rescuer's size on its hex


class RescuerItem(QGraphicsItem):
    """A rescuer: its player's shape in its player's colour, with the number of its slot."""

    def __init__(self, look: SeatLook, slot: int) -> None:
        super().__init__()
        self.look, self.slot = look, slot
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the space below

    def boundingRect(self) -> QRectF:
        return QRectF(-PIECE, -PIECE, 2 * PIECE, 2 * PIECE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("shadow"))
        painter.drawEllipse(QPointF(2, 3), PIECE * 0.8, PIECE * 0.8)
        paint_seat_marker(painter, QPointF(0, 0), PIECE * 1.6, self.look)
        painter.setPen(theme.colour("highlight"))
        painter.setFont(theme.font_px(PIECE * 0.8, bold=True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, str(self.slot + 1))


class NeutralItem(QGraphicsItem):
    """The mammoth (a round grey body) or the giant tortoise (a domed shell), drawn simply."""

    def __init__(self, piece: str) -> None:
        super().__init__()
        self.piece = piece
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-PIECE, -PIECE, 2 * PIECE, 2 * PIECE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.colour("ink"), 2.5))
        if self.piece == "mammoth":
            painter.setBrush(theme.colour("tile_back"))
            painter.drawEllipse(QRectF(-PIECE * 0.8, -PIECE * 0.6, PIECE * 1.6, PIECE * 1.2))
            tusk = QPainterPath(QPointF(-PIECE * 0.7, PIECE * 0.1))
            tusk.quadTo(QPointF(-PIECE * 1.0, PIECE * 0.7), QPointF(-PIECE * 0.3, PIECE * 0.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.colour("card"), 4))
            painter.drawPath(tusk)
        else:
            painter.setBrush(theme.colour("jungle_band"))
            shell = QPainterPath(QPointF(-PIECE * 0.85, PIECE * 0.35))
            shell.quadTo(QPointF(0, -PIECE * 1.1), QPointF(PIECE * 0.85, PIECE * 0.35))
            shell.closeSubpath()
            painter.drawPath(shell)


class CometScene(GameScene):
    def __init__(self, rules: Rules, config: MatchConfig, texts: Texts) -> None:
        super().__init__(rules, config, texts)
        side = str(config.options.get("side", "a"))
        self.board: Board = components().boards[side]
        self.setBackgroundBrush(theme.colour("table"))
        self.board_item = BoardItem(self.board)
        self.addItem(self.board_item)
        self.spots: dict[Spot, HotSpot] = {}
        for space in self.board.spaces:
            outline = QPainterPath()
            outline.addPolygon(hexagon(centre(space), RADIUS - 3))
            spot = HotSpot(("space", space.index), outline, self)
            spot.setZValue(2)
            self.addItem(spot)
            self.spots[spot.spot] = spot
        self.rescuers: dict[tuple[int, int], RescuerItem] = {}
        for seat in range(config.player_count):
            for slot in range(components().slots):
                item = RescuerItem(seat_look(config, seat), slot)
                item.setVisible(False)
                self.addItem(item)
                self.rescuers[(seat, slot)] = item
        self.neutrals = {piece: NeutralItem(piece) for piece in NEUTRALS}
        for item in self.neutrals.values():
            item.setVisible(False)
            self.addItem(item)
        parts = components()
        board_rect = self.board_item.boundingRect()
        column = board_rect.right() + 2 * GAP
        width = 560.0
        self.supply = SupplyArea(width, 400, parts, texts)
        self.supply.setPos(column, board_rect.top())
        self.addItem(self.supply)
        self.seat_areas: list[SeatArea] = []
        top = board_rect.top() + self.supply.size.height() + GAP
        for seat in range(config.player_count):
            area = SeatArea(seat, seat_look(config, seat), width, parts, texts)
            area.setPos(column, top)
            top += area.size.height() + GAP
            self.addItem(area)
            self.seat_areas.append(area)
        self.hand = HandArea(board_rect.width(), parts, texts)
        self.hand.setPos(board_rect.left(), max(board_rect.bottom(), 0) + 2 * GAP)
        self.addItem(self.hand)
        self.selected: int | None = None  # the own rescuer chosen to step next
        self.refused: Spot | None = None
        self.previewed: Action | None = None
        self.last: dict[Spot, Marks] = {}
        self.setSceneRect(self.itemsBoundingRect().adjusted(-RADIUS, -RADIUS, RADIUS, RADIUS))

    # the contract ---------------------------------------------------------------------

    def sync(
        self, state: CometState, decision: Decision | None, legal: list[Action], events: list[Event]
    ) -> None:
        super().sync(state, decision, legal, events)
        if (
            state.step != MOVE
            or self.selected is None
            or state.seats[state.turn].rescuers[self.selected] == OFF_BOARD
        ):
            self.selected = None
        self.refused, self.previewed = None, None
        self.last = self._marks_for(events)
        self._place_pieces()
        self._show_areas()
        self._refresh_marks()

    def set_texts(self, texts: Texts) -> None:
        super().set_texts(texts)
        if self.state is not None:
            self._show_areas()

    def preview(self, action: Action | None) -> None:
        self.previewed = action
        self._refresh_marks()

    # what the player points at ---------------------------------------------------------

    def spot_hover(self, spot: Spot, inside: bool) -> None:
        if not inside:
            if self.refused == spot:
                self.refused = None
                self._refresh_marks()
            return
        action = self.action_for(spot)
        if action is None or not self.interactive:
            return
        if action in self.legal:
            self.refused = None
            self.violationShown.emit(None)
        else:
            violation = self.rules.check(self.state, action)
            if violation is None or violation.rule == "engine.not_now":
                return
            self.refused = spot
            self.violationShown.emit(violation)
        self._refresh_marks()

    def spot_click(self, spot: Spot) -> None:
        if not self.interactive or self.state is None:
            return
        own = self._own_rescuer_on(spot[1])
        if self.state.step == MOVE and own is not None:
            self.selected = None if self.selected == own else own
            self._refresh_marks()
            return
        action = self.action_for(spot)
        if action is not None:
            self.offer(action)

    def action_for(self, spot: Spot) -> Action | None:
        """What a click on a space means at this step (legal or not: ``offer`` explains a refusal)."""
        state = self.state
        if state is None or spot[0] != "space":
            return None
        space = spot[1]
        if state.step == HATCH_NEST:
            return HatchAt(space)
        if state.step == NEUTRAL:
            return PlaceNeutral(space)
        if state.step != MOVE:
            return None
        rescuer = self.selected if self.selected is not None else self._only_rescuer_reaching(space)
        if rescuer is None:
            return None
        steps = [a for a in self.legal if isinstance(a, Step) and a.rescuer == rescuer and a.target == space]
        if steps:
            return min(steps, key=lambda step: step.pay == JOKER)  # the landscape's own symbol before a joker
        land = self.board.spaces[space].land
        return Step(rescuer, space, land if land in state.symbols else JOKER)

    # internals --------------------------------------------------------------------------

    def _own_rescuer_on(self, space: int) -> int | None:
        if self.state is None:
            return None
        rescuers = self.state.seats[self.state.turn].rescuers
        return rescuers.index(space) if space in rescuers else None

    def _only_rescuer_reaching(self, space: int) -> int | None:
        rescuers = {a.rescuer for a in self.legal if isinstance(a, Step) and a.target == space}
        if len(rescuers) == 1:
            return rescuers.pop()
        out = [slot for slot, at in enumerate(self.state.seats[self.state.turn].rescuers) if at != OFF_BOARD]
        return out[0] if len(out) == 1 else None

    def _place_pieces(self) -> None:
        for (seat, slot), item in self.rescuers.items():
            space = self.state.seats[seat].rescuers[slot]
            item.setVisible(space != OFF_BOARD)
            if space != OFF_BOARD:
                item.setPos(centre(self.board.spaces[space]))
        for index, piece in enumerate(NEUTRALS):
            space = self.state.neutrals[index]
            self.neutrals[piece].setVisible(space != OFF_BOARD)
            if space != OFF_BOARD:
                self.neutrals[piece].setPos(centre(self.board.spaces[space]))

    def _show_areas(self) -> None:
        state, texts = self.state, self.texts
        self.supply.show_state(state, texts)
        for area in self.seat_areas:
            area.to_act = self.decision is not None and area.seat == self.decision.seat
            area.show_state(state, texts)
        shown = (
            self.viewer if self.viewer is not None else self.decision.seat if self.decision is not None else 0
        )
        self.hand.seat = shown
        self.hand.show_state(state, texts)

    def _lit(self) -> set[int]:
        lit: set[int] = set()
        for action in self.legal:
            if isinstance(action, HatchAt | PlaceNeutral):
                lit.add(action.space)
            elif isinstance(action, Step) and (self.selected is None or action.rescuer == self.selected):
                lit.add(action.target)
        if self.state is not None and self.state.step == MOVE:
            own = self.state.seats[self.state.turn].rescuers
            lit.update(space for space in own if space != OFF_BOARD)
        return lit

    def _refresh_marks(self) -> None:
        lit = self._lit() if self.interactive else set()
        chosen = None
        if self.state is not None and self.selected is not None:
            chosen = self.state.seats[self.state.turn].rescuers[self.selected]
        previewed = _space_of(self.previewed)
        for spot, item in self.spots.items():
            space = spot[1]
            base = self.last.get(spot, NO_MARKS)
            item.set_marks(
                Marks(
                    lit=space in lit,
                    preview=space == previewed,
                    refused=spot == self.refused,
                    last=base.last,
                    last_from=base.last_from,
                    selected=space == chosen,
                )
            )

    def _marks_for(self, events: list[Event]) -> dict[Spot, Marks]:
        marks: dict[Spot, Marks] = {}
        for event in events:
            if event.kind == "stepped":
                marks[("space", event.values["from"])] = Marks(last_from=True)
                marks[("space", event.values["to"])] = Marks(last=True)
            elif event.kind in ("hatched", "neutral_placed"):
                key = "space" if event.kind == "hatched" else "to"
                marks[("space", event.values[key])] = Marks(last=True)
        return marks


def _space_of(action: Action | None) -> int | None:
    if isinstance(action, HatchAt | PlaceNeutral):
        return action.space
    if isinstance(action, Step):
        return action.target
    return None
