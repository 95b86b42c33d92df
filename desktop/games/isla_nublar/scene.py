"""Isla Nublar's table: the island with its pieces, the market and the scoring row, the score
track, the players' places and the viewer's hand; clicks become the actions ``legal`` offers.

Spaces, the own crates, the dinosaurs, the market tops, the scoring cards, the hand and the
players' played cards are hot spots; what a click on one means depends on the step
(``moves``), and a click that is not legal is explained by ``rules.check``. A space that
offers a camp is selected first: the bar then builds it at its cost, with the crates taken
back chosen on the number chooser; a buried own camp is picked up at the chooser's level.
A dinosaur's walks are previewed by applying them to the state (``preview``): an arrow runs
along each direction, each end space is lit, and pointing at one says on the line over the
island (``info``) what a raid there would take. The dinosaurs' figures move along their
walks (``walks``); the last move stays marked where it happened.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QKeyEvent, QPainter, QPainterPath

from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules
from core.games.isla_nublar import camping
from core.games.isla_nublar.actions import (
    BuildCamp,
    BuyScoring,
    ChooseScoring,
    PickUpCamp,
    ScorePlayed,
    Walk,
)
from core.games.isla_nublar.components import OFF_ISLAND, WALKS, components
from core.games.isla_nublar.piles import discard_pile
from core.games.isla_nublar.setup import INDIVIDUAL_OPTION, ON, PATRONS_OPTION
from core.games.isla_nublar.state import (
    COUNTER,
    NO_CARD,
    RELOCATE_FROM,
    REPLAY,
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
from desktop.games.isla_nublar.info import LINE_WIDTH, InfoLine, info_words
from desktop.games.isla_nublar.island import IslandItem
from desktop.games.isla_nublar.labels import table_text
from desktop.games.isla_nublar.moves import (
    MOST_PLAYED,
    Reading,
    action_of,
    build_options,
    camp_levels,
    space_options,
    spots_of,
    tile_spot,
)
from desktop.games.isla_nublar.names import card_name, patron_name
from desktop.games.isla_nublar.patron_rows import TILE_RATIO, PatronRows, tile_zoom_paint
from desktop.games.isla_nublar.preview import (
    WalkPreview,
    event_slots,
    event_spaces,
    event_stacks,
    walk_preview,
)
from desktop.games.isla_nublar.rows import MarketArea, ScoreTrack, ScoringRow
from desktop.games.isla_nublar.seats import SeatPanel
from desktop.games.isla_nublar.walks import figure_paths, off_point, off_walk
from desktop.games.isla_nublar.words import card_lines, card_zoom_text, tile_lines
from desktop.scene.action_bar import BarAction
from desktop.scene.background import paint_table
from desktop.scene.chooser import NumberChooser
from desktop.scene.hand import HandFocus
from desktop.scene.paint import rounded
from desktop.scene.seats import SeatLook, seat_look
from desktop.scene.spot import HotSpot, Marks, Spot
from desktop.scene.table import GameScene
from desktop.scene.zoom import Zoom
from desktop.text import Texts

MOST_IN_HAND = 16  # hand spots kept ready: a hand grows by draws, never past the cards a seat owns
CHOOSER_WIDTH = 380.0  # room for its caption in either language, clear of the island's first hexes
ZOOM_TEXT = 14.0  # the zoom's smallest words, in its own pixels (it is drawn at a fixed size)


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
        # The variants are the config's for the whole game: without them the table is the base game's.
        self.with_patrons = config.options.get(PATRONS_OPTION) == ON
        self.individual = config.options.get(INDIVIDUAL_OPTION) == ON
        self.patron_rows = PatronRows(parts, self.looks, texts) if self.with_patrons else None
        self.panels = [
            SeatPanel(layout.seat_rect(seat, players), seat, self.looks[seat], parts)
            for seat in range(players)
        ]
        top = layout.HEXES.origin[1] - layout.HEX_HEIGHT / 2 - layout.LINE - 4
        info = QRectF(0, top, LINE_WIDTH, layout.LINE)
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
            *([self.patron_rows] if self.patron_rows is not None else []),
        ]:
            self.addItem(item)
        self._add_spots()
        self.focus = HandFocus()
        self.selected: int | None = None  # the space clicked last at a turn (build there) or to relocate from
        self.hovered: Spot | None = None
        self.previewed: Action | None = None
        self.walks: dict[Walk, WalkPreview] = {}
        table = QRectF()
        shown = [self.island, self.market, self.scoring, self.track, self.hand, *self.panels]
        for item in shown + ([self.patron_rows] if self.patron_rows is not None else []):
            table = table.united(item.boundingRect())
        self.setSceneRect(table.adjusted(-layout.GAP, -layout.GAP, layout.GAP, layout.GAP))

    def _add_spots(self) -> None:
        parts = self.parts
        for space in parts.spaces:
            self.add_spot(HotSpot(("space", space.index), layout.HEXES.path(space.cell, 3), self), 3)
        for land in parts.land:
            self.add_spot(HotSpot(("crate", land), QPainterPath(), self), 7)
        for dinosaur in range(len(parts.dinosaurs)):
            self.add_spot(HotSpot(("dino", dinosaur), QPainterPath(), self), 8)
        for direction in range(len(WALKS)):
            self.add_spot(HotSpot(("off", direction), QPainterPath(), self), 3)
        for stack in range(len(parts.market)):
            self.add_spot(
                HotSpot(("market", stack), rounded(layout.market_rect(stack), 12), self, rim_only=True), 4
            )
        for slot in range(parts.scoring_row):
            self.add_spot(
                HotSpot(("scoring", slot), rounded(layout.scoring_rect(slot), 12), self, rim_only=True), 4
            )
        if self.with_patrons:
            for patron in range(len(parts.patrons)):
                for position in range(parts.row_length):
                    rect = layout.tile_rect(patron, position, parts.row_length)
                    spot = HotSpot(
                        ("tile", tile_spot(patron, position)), rounded(rect, 8), self, rim_only=True
                    )
                    self.add_spot(spot, 4)
        for index in range(MOST_IN_HAND):
            self.add_spot(HotSpot(("hand", index), QPainterPath(), self, rim_only=True), 4 + index * 0.01)
        for index in range(MOST_IN_HAND):  # the viewer's hidden cards: shown large to their owner only
            self.add_spot(HotSpot(("hidden", index), QPainterPath(), None), 4)
        self.add_spot(HotSpot(("discard", 0), QPainterPath(), self, rim_only=True), 4)
        for seat in range(self.config.player_count):
            for index in range(MOST_PLAYED):
                spot = HotSpot(("played", seat * MOST_PLAYED + index), QPainterPath(), self, rim_only=True)
                self.add_spot(spot, 4 + index * 0.01)

    # the contract ---------------------------------------------------------------------

    def sync(
        self, state: IslaNublarState, decision: Decision | None, legal: list[Action], events: list[Event]
    ) -> None:
        super().sync(state, decision, legal, events)
        self.animator.finish_all()
        if self.selected is not None and (
            state.step not in (TURN, RELOCATE_FROM) or not self._space_options(self.selected)
        ):
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
        elif state.individual_scoring:  # every place, always: what buying it would give the active seat
            points = {
                slot: camping.points_now(state, card, state.turn).points
                for slot, card in enumerate(state.scoring_row)
                if card != NO_CARD
            }
        self.scoring.show_state(
            state.scoring_row, len(state.scoring_deck), points, texts, state.individual_scoring
        )
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
        if self.patron_rows is not None:
            self.patron_rows.show_state(state.patron_rows, state.markers, texts)
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
        hidden = state.seats[viewer].hidden
        for index in range(MOST_IN_HAND):
            spot = self.spots[("hidden", index)]
            spot.setVisible(index < len(hidden))
            if index < len(hidden):
                spot.set_outline(rounded(rects[len(hand) + index], 10))
                spot.set_zoom(self._zoom_of(hidden[index]))
        discard = self.spots[("discard", 0)]
        pile = discard_pile(state.seats[viewer])
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
        for patron, row in enumerate(state.patron_rows):
            for position, tile in enumerate(row):
                self.spots[("tile", tile_spot(patron, position))].set_zoom(self._tile_zoom(tile, patron))
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
        walk = off_walk(self.walks, direction)
        return None if walk is None else off_point(self.parts, self.state, walk)

    def _zoom_of(self, card: int) -> Zoom | None:
        if card < 0:
            return None
        kind = self.parts.card(card)
        name = card_name(self.texts, card)
        patron = patron_name(self.texts, kind.patron) if kind.patron else ""
        lines = "\n".join(card_lines(self.texts, kind, self.individual))
        words = card_zoom_text(self.texts, card, self.individual)
        return Zoom(zoom_paint(kind, name, patron, lines, ZOOM_TEXT), ZOOM_RATIO, words)

    def _tile_zoom(self, tile: int, patron: int) -> Zoom:
        lines = tile_lines(self.texts, tile, patron)
        words = "\n".join(lines[1:])
        return Zoom(tile_zoom_paint(self.parts.tiles[tile], lines[0], words), TILE_RATIO, "\n".join(lines))

    # the number chooser -------------------------------------------------------------------

    def _build_options(self, space: int) -> list[int]:
        return build_options(self.legal, space)

    def _camp_levels(self, space: int) -> list[int]:
        return camp_levels(self.legal, space)

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

    def _reading(self) -> Reading:
        return Reading(self.state, self.legal, self.walks, self._shown_seat())

    def _space_options(self, space: int) -> list[Action]:
        return space_options(self._reading(), space)

    def _action_of(self, spot: Spot) -> Action | None:
        return action_of(self._reading(), spot)

    def action_for(self, spot: Spot) -> Action | None:
        """For "Why?": the one action a click on ``spot`` takes now, legal or not."""
        if self.state is None or spot[0] == "discard":
            return None
        return self._action_of(spot)

    def spots_for(self, action: Action) -> list[Spot]:
        if self.state is None:
            return []
        return spots_of(self._reading(), action)

    def spot_click(self, spot: Spot) -> None:
        if not self.interactive or self.state is None or self.decision is None:
            return
        kind, index = spot
        if kind == "discard" or (kind == "tile" and self._action_of(spot) is None):
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
            elif kind in ("hand", "market", "scoring", "crate", "dino", "played", "off", "tile"):
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
        reached, left = event_spaces(self.recent)
        last: set[Spot] = {("space", space) for space in reached}
        came_from: set[Spot] = {("space", space) for space in left}
        last |= {("market", stack) for stack in event_stacks(self.recent)}
        last |= {("scoring", slot) for slot in event_slots(self.recent)}
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
                    last_from=spot in came_from and spot not in lit,
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
        choosing = state.step == SCORE or (state.individual_scoring and state.step == TURN)
        counted: list[int] = []  # the scoring cards whose points per piece light the island
        if choosing and hovered is not None and hovered[0] == "scoring":
            counted.append(self._row_card(hovered[1]))
        if isinstance(action, ChooseScoring | BuyScoring):
            counted.append(self._row_card(action.slot))
        if state.step == REPLAY and (action is None or isinstance(action, ScorePlayed)):
            counted.append(state.playing)  # what scoring again would count, before it is chosen
        for card in counted:
            if card != NO_CARD:
                spots |= {("space", space) for space in camping.points_now(state, card, state.turn).spaces}
        return spots

    def _row_card(self, slot: int) -> int:
        row = self.state.scoring_row
        return row[slot] if 0 <= slot < len(row) else NO_CARD

    def _show_info(self) -> None:
        self.info.show_text(self._info_text())

    def _info_text(self) -> str:
        if self.state is None:
            return ""
        walk = self._hovered_walk()
        building = self.selected is not None and self.state.step == TURN
        take_back = (
            (self.chooser.value if self.chooser.isVisible() else self._only_take_back()) if building else None
        )
        seen = self.walks[walk] if walk is not None else None
        names = [look.name for look in self.looks]
        return info_words(self.texts, self.state, seen, names, take_back, self.recent)

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

    # the table under everything ---------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_table(painter, rect)
