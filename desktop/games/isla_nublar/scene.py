"""Isla Nublar's table: the island with its pieces, the market and the scoring row, the score
track, the players' places and the viewer's hand; clicks become the actions ``legal`` offers.

Spaces, the own crates, the dinosaurs, the market tops, the scoring cards, the hand and the
active player's played cards are hot spots; what a click on one means depends on the step
(``_click``), and a click that is not legal is explained by ``rules.check``. A space that
offers a camp is selected first: the bar then builds it at its cost, with the crates taken
back chosen on the number chooser; a buried own camp is picked up at the chooser's level.
A dinosaur's walks are previewed by applying them to the state (``preview``): each end
space is lit, and pointing at one says what a raid there would take.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QKeyEvent, QPainter, QPainterPath

from core.engine import hexgrid
from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules
from core.games.isla_nublar import camping
from core.games.isla_nublar.actions import (
    BuildCamp,
    Buy,
    ChooseScoring,
    DiscardCard,
    GainCard,
    HideCard,
    KeepCrate,
    PickUpCamp,
    PickUpCrate,
    PlaceCrate,
    PlayCard,
    PlayCountermeasure,
    PutDownCamp,
    PutDownCrate,
    SendBack,
    ToVolcano,
    TrashCard,
    TrashPlayed,
    Walk,
)
from core.games.isla_nublar.components import OFF_ISLAND, WALKS, Components, components
from core.games.isla_nublar.state import (
    COUNTER,
    MOVE_CRATE,
    RELOCATE_FROM,
    SCORE,
    TURN,
    WALK,
    IslaNublarState,
)
from desktop import motion
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.bar import bar_actions
from desktop.games.isla_nublar.board import (
    CRATE,
    DINOSAUR,
    DinosaurItem,
    PiecesItem,
    WalkMarks,
    crate_centres,
    crate_seats,
    dinosaur_centre,
)
from desktop.games.isla_nublar.cards import ZOOM_RATIO, zoom_paint
from desktop.games.isla_nublar.hand import HandArea
from desktop.games.isla_nublar.island import IslandItem
from desktop.games.isla_nublar.labels import table_text
from desktop.games.isla_nublar.names import card_name, patron_name, space_name
from desktop.games.isla_nublar.preview import WalkPreview, event_spaces, event_stacks, walk_preview
from desktop.games.isla_nublar.rows import MarketArea, ScoreTrack, ScoringRow
from desktop.games.isla_nublar.seats import SeatPanel
from desktop.games.isla_nublar.words import card_lines, card_zoom_text
from desktop.scene.action_bar import BarAction
from desktop.scene.area import TableArea
from desktop.scene.background import paint_table
from desktop.scene.chooser import NumberChooser
from desktop.scene.hand import HandFocus
from desktop.scene.paint import LEFT, draw_fitted, rounded
from desktop.scene.seats import SeatLook, seat_look
from desktop.scene.spot import HotSpot, Marks, Spot
from desktop.scene.table import GameScene
from desktop.scene.zoom import Zoom
from desktop.text import Texts

MOST_IN_HAND = 16  # hand spots kept ready: a hand grows by draws, never past the cards a seat owns
MOST_PLAYED = 24  # played-card spots per place
CHOOSER_WIDTH = 380.0
ZOOM_TEXT = 14.0  # the zoom's smallest words, in its own pixels (it is drawn at a fixed size)


class InfoLine(TableArea):
    """One line over the island: the end announced, a camp's cost, where a walk would stop."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.text = ""
        self.setZValue(12)

    def show_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        if self.text:
            draw_fitted(
                painter,
                self.rect,
                self.text,
                layout.TEXT,
                bold=True,
                align=LEFT,
                smallest=layout.TEXT,
            )


class IslaNublarScene(GameScene):
    def __init__(self, rules: Rules, config: MatchConfig, texts: Texts) -> None:
        super().__init__(rules, config, texts)
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        self.parts = parts = components()
        players = config.player_count
        self.looks: list[SeatLook] = [seat_look(config, seat) for seat in range(players)]
        self.island = IslandItem(parts, texts)
        self.pieces = PiecesItem(parts, self.looks)
        self.market = MarketArea(parts, texts)
        self.scoring = ScoringRow(parts, texts)
        self.track = ScoreTrack(parts.score_track, self.looks, texts)
        self.hand = HandArea(parts, texts)
        self.panels = [
            SeatPanel(layout.seat_rect(seat, players), seat, self.looks[seat], parts)
            for seat in range(players)
        ]
        top = layout.HEXES.origin[1] - layout.HEX_HEIGHT / 2 - layout.LINE - 4
        info = QRectF(0, top, layout.RIGHT - layout.GAP, layout.LINE)
        self.info = InfoLine(info)
        self.chooser = NumberChooser(
            # under the line, in the island's north-west corner, where no hex lies
            QRectF(0, info.bottom() + 6, CHOOSER_WIDTH, layout.LINE),
            layout.TEXT,
            self._number_changed,
        )
        self.chooser.setVisible(False)
        self.animator = motion.Animator(self)
        self.figures = [DinosaurItem(dinosaur) for dinosaur in range(len(parts.dinosaurs))]
        self.walk_marks = WalkMarks(parts)
        for item in [
            self.island,
            self.pieces,
            self.market,
            self.scoring,
            self.track,
            self.hand,
            self.info,
            self.chooser,
            *self.figures,
            self.walk_marks,
            *self.panels,
        ]:
            self.addItem(item)
        self.spots: dict[Spot, HotSpot] = {}
        self._add_spots()
        self.focus = HandFocus()
        self.selected: int | None = None  # the space clicked last at a turn (build there) or to relocate from
        self.hovered: Spot | None = None
        self.previewed: Action | None = None
        self.walks: dict[Walk, WalkPreview] = {}
        table = QRectF()
        for item in [self.island, self.market, self.scoring, self.track, self.hand, *self.panels]:
            table = table.united(item.boundingRect())
        self.setSceneRect(table.adjusted(-layout.GAP, -layout.GAP, layout.GAP, layout.GAP))

    def _add_spots(self) -> None:
        parts = self.parts
        for space in parts.spaces:
            self._add_spot(HotSpot(("space", space.index), layout.HEXES.path(space.cell, 3), self), 3)
        for land in parts.land:
            self._add_spot(HotSpot(("crate", land), QPainterPath(), self), 7)
        for dinosaur in range(len(parts.dinosaurs)):
            self._add_spot(HotSpot(("dino", dinosaur), QPainterPath(), self), 8)
        for direction in range(len(WALKS)):
            self._add_spot(HotSpot(("off", direction), QPainterPath(), self), 3)
        for stack in range(len(parts.market)):
            self._add_spot(
                HotSpot(("market", stack), rounded(layout.market_rect(stack), 12), self, rim_only=True), 4
            )
        for slot in range(parts.scoring_row):
            self._add_spot(
                HotSpot(("scoring", slot), rounded(layout.scoring_rect(slot), 12), self, rim_only=True), 4
            )
        for index in range(MOST_IN_HAND):
            self._add_spot(HotSpot(("hand", index), QPainterPath(), self, rim_only=True), 4 + index * 0.01)
        self._add_spot(HotSpot(("discard", 0), QPainterPath(), self, rim_only=True), 4)
        for seat in range(self.config.player_count):
            for index in range(MOST_PLAYED):
                spot = HotSpot(("played", seat * MOST_PLAYED + index), QPainterPath(), self, rim_only=True)
                self._add_spot(spot, 4 + index * 0.01)

    def _add_spot(self, spot: HotSpot, z: float) -> None:
        spot.setZValue(z)
        self.addItem(spot)
        self.spots[spot.spot] = spot

    # the contract ---------------------------------------------------------------------

    def sync(
        self, state: IslaNublarState, decision: Decision | None, legal: list[Action], events: list[Event]
    ) -> None:
        super().sync(state, decision, legal, events)
        self.animator.finish_all()
        if state.step not in (TURN, RELOCATE_FROM) or not any(self._space_options(self.selected or -1)):
            self.selected = None
        self.previewed = None
        self.walks = {}
        if state.step == WALK and decision is not None:
            self.walks = {
                action: walk_preview(self.rules, state, action)
                for action in legal
                if isinstance(action, Walk)
            }
        self._show_parts()
        self._place_spots()
        self._show_chooser()
        self._refresh_marks()
        self._move_figures(events)
        self._show_walks()

    def _show_walks(self) -> None:
        """An arrow per direction the dinosaur may walk, to the farthest end that way."""
        state = self.state
        if not self.walks or not self.interactive:
            self.walk_marks.show_walks(None, [])
            return
        farthest: dict[int, Walk] = {}
        for action in self.walks:
            if action.direction not in farthest or action.steps > farthest[action.direction].steps:
                farthest[action.direction] = action
        ends: list[QPointF] = []
        for direction, action in sorted(farthest.items()):
            end = self.walks[action].end
            point = (
                self._off_point(direction)
                if end == OFF_ISLAND
                else layout.centre(self.parts.spaces[end].cell)
            )
            if point is not None:
                ends.append(point)
        start = layout.centre(self.parts.spaces[state.dinosaurs[state.walk.dinosaur]].cell)
        self.walk_marks.show_walks(start, ends)

    def _move_figures(self, events: list[Event]) -> None:
        """Each dinosaur at its place; one that just walked (or was sent back) moves there."""
        parts, state = self.parts, self.state
        ends = [dinosaur_centre(parts, state, dinosaur) for dinosaur in range(len(self.figures))]
        was = [figure.pos() for figure in self.figures]
        for figure, end in zip(self.figures, ends, strict=True):
            figure.setPos(end)
        for dinosaur, stops, steps in figure_paths(parts, events):
            self._fly(self.figures[dinosaur], [*(stops or [was[dinosaur]]), ends[dinosaur]], steps)

    def _fly(self, figure: DinosaurItem, points: list[QPointF], steps: int) -> None:
        if len(points) < 2:
            return
        start, end, rest = points[0], points[1], points[1:]
        self.animator.play(
            motion.pawn_duration(steps), motion.flight(figure, start, end), lambda: self._fly(figure, rest, 1)
        )

    def set_texts(self, texts: Texts) -> None:
        super().set_texts(texts)
        self.island.set_texts(texts)
        if self.state is not None:
            self._show_parts()
            self._place_spots()
            self._show_chooser()
            self._refresh_marks()

    def preview(self, action: Action | None) -> None:
        self.previewed = action
        self._refresh_marks()

    def bar_actions(self) -> list[BarAction]:
        if not self.interactive or self.state is None or self.decision is None:
            return []
        level = self._level() if self.state.step == RELOCATE_FROM else None
        take_back = self.chooser.value if self.chooser.isVisible() else self._only_take_back()
        return bar_actions(self.texts, self.state, self.legal, self.selected, take_back, level)

    # who sees what -----------------------------------------------------------------------

    def _shown_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        return self.decision.seat if self.decision is not None else 0

    def _show_parts(self) -> None:
        state, texts = self.state, self.texts
        self.market.show_state(state.market, len(state.dinosaur_deck), texts)
        points: dict[int, int] = {}
        if state.step == SCORE:
            points = {
                slot: camping.points_now(state, state.scoring_row[slot], state.turn).points
                for slot in camping.active_slots(state)
            }
        self.scoring.show_state(state.scoring_row, len(state.scoring_deck), points, texts)
        self.track.show_state(tuple(seat.score for seat in state.seats), texts)
        deciding = self.decision.seat if self.decision is not None else None
        for panel in self.panels:
            general = (state.general_camps[panel.seat], state.general_crates[panel.seat])
            panel.show_state(
                state.seats[panel.seat], general, panel.seat == deciding, panel.seat == state.turn, texts
            )
        viewer = self._shown_seat()
        name = self.looks[viewer].name
        self.hand.show_state(
            state.seats[viewer],
            table_text(texts, "hand_of", name=name),
            (state.amber, state.crate_points, state.change_points),
            state.small_change,
            self.looks[state.turn],
            texts,
        )
        self.pieces.show_state(state)
        self._show_info()

    def _place_spots(self) -> None:
        state, parts = self.state, self.parts
        viewer = self._shown_seat()
        hand = state.seats[viewer].hand
        rects = self.hand.card_rects(len(hand) + len(state.seats[viewer].hidden))
        for index in range(MOST_IN_HAND):
            spot = self.spots[("hand", index)]
            if index < len(hand):
                spot.set_outline(rounded(rects[index], 10))
                spot.set_zoom(self._zoom_of(hand[index]))
                spot.setVisible(True)
            else:
                spot.setVisible(False)
        discard = self.spots[("discard", 0)]
        pile = state.seats[viewer].discard
        discard.set_outline(rounded(self.hand.pile_rect(1), 10))
        discard.set_zoom(self._zoom_of(pile[-1]) if pile else None)
        for panel in self.panels:
            played = state.seats[panel.seat].play
            rects = panel.play_rects(len(played))
            for index in range(MOST_PLAYED):
                spot = self.spots[("played", panel.seat * MOST_PLAYED + index)]
                if index < len(played):
                    spot.set_outline(rounded(rects[index], 8))
                    spot.set_zoom(self._zoom_of(played[index]))
                    spot.setVisible(True)
                else:
                    spot.setVisible(False)
        for stack, cards in enumerate(state.market):
            self.spots[("market", stack)].set_zoom(self._zoom_of(cards[0]) if cards else None)
        for slot in range(parts.scoring_row):
            row = state.scoring_row
            self.spots[("scoring", slot)].set_zoom(self._zoom_of(row[slot]) if slot < len(row) else None)
        for space in parts.land:
            spot = self.spots[("crate", space)]
            outline = QPainterPath()
            seats = crate_seats(state, space)
            if state.turn in seats:
                point = crate_centres(parts, space, len(seats))[seats.index(state.turn)]
                outline.addEllipse(point, CRATE * 0.65, CRATE * 0.65)
            spot.set_outline(outline)
        for dinosaur in range(len(parts.dinosaurs)):
            outline = QPainterPath()
            outline.addEllipse(dinosaur_centre(parts, state, dinosaur), DINOSAUR / 2, DINOSAUR / 2)
            self.spots[("dino", dinosaur)].set_outline(outline)
        for direction in range(len(WALKS)):
            outline = QPainterPath()
            beyond = self._off_point(direction)
            if beyond is not None:
                outline.addEllipse(beyond, layout.RADIUS * 0.55, layout.RADIUS * 0.55)
            self.spots[("off", direction)].set_outline(outline)

    def _off_point(self, direction: int) -> QPointF | None:
        """Where a walk off the island in ``direction`` is shown: one hex past the coast."""
        walk = next(
            (
                action
                for action, seen in self.walks.items()
                if action.direction == direction and seen.end == OFF_ISLAND
            ),
            None,
        )
        if walk is None:
            return None
        parts, state = self.parts, self.state
        cell = parts.spaces[state.dinosaurs[state.walk.dinosaur]].cell
        step = _hex_direction(direction)
        for _ in range(walk.steps):
            cell = hexgrid.neighbour(cell, step)
        return layout.centre(cell)

    def _zoom_of(self, card: int) -> Zoom | None:
        if card < 0:
            return None
        kind = self.parts.card(card)
        name = card_name(self.texts, card)
        patron = patron_name(self.texts, kind.patron) if kind.patron else ""
        lines = "\n".join(card_lines(self.texts, kind))
        return Zoom(
            zoom_paint(kind, name, patron, lines, ZOOM_TEXT), ZOOM_RATIO, card_zoom_text(self.texts, card)
        )

    # the number chooser -------------------------------------------------------------------

    def _build_options(self, space: int) -> list[int]:
        return sorted(
            action.take_back
            for action in self.legal
            if isinstance(action, BuildCamp) and action.space == space
        )

    def _camp_levels(self, space: int) -> list[int]:
        return sorted(
            action.level for action in self.legal if isinstance(action, PickUpCamp) and action.space == space
        )

    def _only_take_back(self) -> int:
        options = self._build_options(self.selected) if self.selected is not None else []
        return options[-1] if options else 0

    def _level(self) -> int | None:
        if self.selected is None:
            return None
        levels = self._camp_levels(self.selected)
        if len(levels) == 1:
            return levels[0]
        return self.chooser.value - 1 if self.chooser.isVisible() else None

    def _show_chooser(self) -> None:
        shown = False
        if self.interactive and self.selected is not None and self.state.step == TURN:
            options = self._build_options(self.selected)
            if len(options) > 1:
                self.chooser.set_range(
                    options[0], options[-1], table_text(self.texts, "take_back"), value=options[-1]
                )
                shown = True
        elif self.interactive and self.selected is not None and self.state.step == RELOCATE_FROM:
            levels = self._camp_levels(self.selected)
            if len(levels) > 1:
                self.chooser.set_range(
                    levels[0] + 1, levels[-1] + 1, table_text(self.texts, "level"), value=levels[-1] + 1
                )
                shown = True
        self.chooser.setVisible(shown)
        self._show_info()

    def _number_changed(self, _value: int) -> None:
        self._show_info()
        self.barChanged.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.chooser.isVisible() and self.chooser.key(event):
            event.accept()
            return
        hand = [
            self.spots[("hand", index)]
            for index in range(MOST_IN_HAND)
            if self.spots[("hand", index)].isVisible()
        ]
        if self.focus.key(event, hand):
            event.accept()
            return
        super().keyPressEvent(event)

    # what a click means ---------------------------------------------------------------------

    def _space_options(self, space: int) -> list[Action]:
        """The legal actions a click on ``space`` stands for at this step."""
        found: list[Action] = []
        for action in self.legal:
            if isinstance(action, (PlaceCrate, PutDownCrate, BuildCamp, PutDownCamp, ToVolcano, PickUpCamp)):
                if action.space == space:
                    found.append(action)
            elif isinstance(action, Walk) and action in self.walks and self.walks[action].end == space:
                found.append(action)
        if self.state is not None and self.state.step == MOVE_CRATE and space == self.state.moving_from:
            found.append(KeepCrate())
        return found

    def _action_of(self, spot: Spot) -> Action | None:
        """The one action a click on ``spot`` takes now (None: a choice remains, or nothing fits)."""
        state, (kind, index) = self.state, spot
        viewer = self._shown_seat()
        if kind == "hand":
            hand = state.seats[viewer].hand
            if index >= len(hand):
                return None
            card = hand[index]
            by_step = {
                TURN: PlayCard,
                "hide": HideCard,
                "discard": DiscardCard,
                "trash": TrashCard,
                COUNTER: PlayCountermeasure,
            }
            made = by_step.get(state.step)
            return made(card) if made is not None else PlayCard(card)
        if kind == "market":
            return GainCard(index) if state.step == "upgrade_gain" else Buy(index)
        if kind == "scoring":
            return ChooseScoring(index)
        if kind == "crate":
            return PickUpCrate(index)
        if kind == "dino":
            return SendBack(index)
        if kind == "played":
            seat, position = divmod(index, MOST_PLAYED)
            played = state.seats[seat].play
            return TrashPlayed(played[position]) if position < len(played) else None
        if kind == "off":
            return next(
                (
                    action
                    for action, seen in self.walks.items()
                    if action.direction == index and seen.end == OFF_ISLAND
                ),
                None,
            )
        if kind == "space":
            options = self._space_options(index)
            if len(options) == 1 and not isinstance(options[0], (BuildCamp, PickUpCamp)):
                return options[0]
            if not options:
                return self._refused_space_action(index)
        return None

    def _refused_space_action(self, space: int) -> Action | None:
        """What a click on a space that offers nothing would have tried, for the rule that refuses it."""
        step = self.state.step
        if step == TURN:
            return PlaceCrate(space)
        if step == MOVE_CRATE:
            return PutDownCrate(space)
        if step == "relocate_to":
            return PutDownCamp(space)
        if step == "volcano":
            return ToVolcano(space)
        if step == RELOCATE_FROM:
            stack = self.state.camps[space]
            return PickUpCamp(space, max(0, len(stack) - 1))
        return None

    def spot_click(self, spot: Spot) -> None:
        if not self.interactive or self.state is None or self.decision is None:
            return
        kind, index = spot
        if kind == "discard":
            return
        if kind == "space":
            options = self._space_options(index)
            if any(isinstance(action, (BuildCamp, PickUpCamp)) for action in options):
                self._select(index, options)
                return
        action = self._action_of(spot)
        if action is not None:
            self.offer(action)

    def _select(self, space: int, options: list[Action]) -> None:
        """A space that offers a camp (or holds several own camps to move): the bar finishes the choice."""
        levels = [action for action in options if isinstance(action, PickUpCamp)]
        if len(levels) == 1:
            self.offer(levels[0])
            return
        self.selected = None if self.selected == space else space
        self.violationShown.emit(None)
        self._show_chooser()
        self._show_info()
        self._refresh_marks()
        self.barChanged.emit()

    def spot_hover(self, spot: Spot, inside: bool) -> None:
        self.hovered = spot if inside else None
        if self.state is not None:
            self._show_info()
            self._refresh_marks()

    # marks and words ------------------------------------------------------------------------

    def _lit(self) -> set[Spot]:
        lit: set[Spot] = set()
        state = self.state
        if state is None or not self.interactive or self.decision is None:
            return lit
        legal = set(self.legal)
        for spot in self.spots:
            kind, index = spot
            if kind == "space":
                if self._space_options(index):
                    lit.add(spot)
            elif kind in ("hand", "market", "scoring", "crate", "dino", "played", "off"):
                if not self.spots[spot].isVisible() or self.spots[spot].outline_path().isEmpty():
                    continue
                action = self._action_of(spot)
                if action is not None and action in legal:
                    lit.add(spot)
        return lit

    def _refresh_marks(self) -> None:
        state = self.state
        if state is None:
            return
        lit = self._lit()
        last: set[Spot] = {("space", space) for space in event_spaces(self.recent)}
        last |= {("market", stack) for stack in event_stacks(self.recent)}
        if state.step == COUNTER:
            last.add(("space", state.walk.raid))
        previewed = self._previewed_spots()
        for spot, item in self.spots.items():
            kind, index = spot
            item.set_marks(
                Marks(
                    lit=spot in lit,
                    preview=spot in previewed,
                    selected=kind == "space" and index == self.selected,
                    last=spot in last and spot not in lit,
                )
            )

    def _previewed_spots(self) -> set[Spot]:
        """The spots of the option chosen in the panel, and of the scoring card pointed at."""
        spots: set[Spot] = set()
        action, state = self.previewed, self.state
        if action is not None:
            for spot in self.spots:
                on_space = spot[0] == "space" and action in self._space_options(spot[1])
                if on_space or (spot[0] != "space" and self._action_of(spot) == action):
                    spots.add(spot)
        hovered = self.hovered
        if (
            state.step == SCORE
            and hovered is not None
            and hovered[0] == "scoring"
            and hovered[1] < len(state.scoring_row)
        ):
            tally = camping.points_now(state, state.scoring_row[hovered[1]], state.turn)
            spots |= {("space", space) for space in tally.spaces}
        if isinstance(action, ChooseScoring) and action.slot < len(state.scoring_row):
            tally = camping.points_now(state, state.scoring_row[action.slot], state.turn)
            spots |= {("space", space) for space in tally.spaces}
        return spots

    def _show_info(self) -> None:
        self.info.show_text(self._info_text())

    def _info_text(self) -> str:
        state, texts = self.state, self.texts
        if state is None:
            return ""
        hovered = self.hovered
        walk = self._hovered_walk()
        if walk is not None:
            return self._walk_text(self.walks[walk])
        if state.step == COUNTER:
            return f"{table_text(texts, 'threat')}: {space_name(texts, state.walk.raid)}"
        if self.selected is not None and state.step == TURN:
            take_back = self.chooser.value if self.chooser.isVisible() else self._only_take_back()
            return table_text(texts, "build_cost", cost=camping.cost(take_back), take_back=take_back)
        if hovered is None and state.end:
            return table_text(texts, "last_round")
        if (
            state.step == TURN
            and not state.active.hand
            and (state.amber or state.crate_points or state.change_points)
        ):
            left = ", ".join(
                words
                for words, value in (
                    (table_text(texts, "amber", amber=state.amber), state.amber),
                    (table_text(texts, "crates", crates=state.crate_points), state.crate_points),
                    (table_text(texts, "changed", changed=state.change_points), state.change_points),
                )
                if value
            )
            return table_text(texts, "lapse", left=left)
        if state.end:
            return table_text(texts, "last_round")
        return ""

    def _hovered_walk(self) -> Walk | None:
        hovered = self.hovered
        candidates: list[Action] = []
        if hovered is not None and hovered[0] == "space":
            candidates = self._space_options(hovered[1])
        elif hovered is not None and hovered[0] == "off":
            found = self._action_of(hovered)
            candidates = [found] if found is not None else []
        if isinstance(self.previewed, Walk):
            candidates.append(self.previewed)
        return next(
            (action for action in candidates if isinstance(action, Walk) and action in self.walks), None
        )

    def _walk_text(self, seen: WalkPreview) -> str:
        texts = self.texts
        place = table_text(texts, "off_island") if seen.end == OFF_ISLAND else space_name(texts, seen.end)
        words = table_text(texts, "walk_to", space=place)
        if not seen.raid:
            return words
        if seen.camp >= 0:
            lost = table_text(texts, "raid_camp", name=self.looks[seen.camp].name)
        else:
            lost = ", ".join(
                table_text(texts, "raid_crates", count=count, name=self.looks[seat].name)
                for seat, count in enumerate(seen.crates)
                if count
            )
        return f"{words} · {table_text(texts, 'raid_takes', lost=lost)}"

    # the table under everything ---------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_table(painter, rect)


def figure_paths(parts: Components, events: list[Event]) -> list[tuple[int, list[QPointF], int]]:
    """Per dinosaur that moved: where it was and where it went on the way (none: from where it
    stood), and its walk's steps.

    A walk goes from its start to its end (or one hex past the coast); a raid or a walk off the
    island goes on to a volcano, as does a dinosaur sent back by Distraction.
    """
    paths: dict[int, tuple[list[QPointF], int]] = {}
    for event in events:
        values = event.values
        if event.kind == "walked":
            dinosaur, start, steps = int(values["dinosaur"]), int(values["from"]), int(values["steps"])
            begin = layout.centre(parts.spaces[start].cell)
            stops = [begin]
            if int(values["to"]) == OFF_ISLAND:
                cell = parts.spaces[start].cell
                for _ in range(steps):
                    cell = hexgrid.neighbour(cell, _hex_direction(int(values["direction"])))
                stops.append(layout.centre(cell))
            elif any(later.kind in ("raided", "to_volcano") for later in events):
                stops.append(layout.centre(parts.spaces[int(values["to"])].cell))
            paths[dinosaur] = (stops, steps)
        elif event.kind == "distracted":
            dinosaur = int(values["dinosaur"])
            paths.setdefault(dinosaur, ([], 1))
        elif event.kind == "to_volcano" and int(values["dinosaur"]) not in paths:
            paths[int(values["dinosaur"])] = ([], 1)
    return [(dinosaur, stops, steps) for dinosaur, (stops, steps) in paths.items()]


def _hex_direction(walk: int) -> int:
    """The hexgrid direction of a walk direction, read from any space with a neighbour that way."""
    parts = components()
    for space in parts.spaces:
        ahead = space.ahead[walk]
        if ahead != OFF_ISLAND:
            found = hexgrid.direction_between(space.cell, parts.spaces[ahead].cell)
            if found is not None:
                return found
    raise ValueError(f"no space has a neighbour in walk direction {walk}")
