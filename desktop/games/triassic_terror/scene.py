"""Triassic Terror's table: the round board with its herds and predators, the tracks, the deck
and the players' places; clicks become the actions ``legal`` offers.

The board's areas and habitats are hot spots (``moves`` says what a click on one means at
the step); the tiles, the deck, the face-up cards, the card a player holds, the Hatch and
Volcano counters in the player's place (a click arms one, the next area clicked takes it)
and the raptors (a click chooses the one to move) are hot spots too. Choices made a dino at
a time (``drafts``) and the number of a group or of survivors (the number chooser) stay on
the table until the bar confirms them or a click takes them. What an option would do is
shown by applying it to the state with ``rules.apply`` (pure) and marking how every herd
would change (``preview``): no rule is worked out here. A scoring's points appear area by
area, then the specials; they stay marked while the record's last operation is the scoring.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEasingCurve, QRect, QRectF
from PySide6.QtGui import QKeyEvent, QPainter, QPainterPath

from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules
from core.games.triassic_terror import migration
from core.games.triassic_terror.actions import (
    Depart,
    DrawBlindCard,
    GiveCapture,
    Hatch,
    HerdGrowth,
    Migrate,
    NewEnvironment,
    PickTile,
    PlaceDinos,
    PlaceWhiteDino,
    PlayCard,
    PterodactylRemoves,
    RaptorAttacks,
    ScatterSurvivors,
    SendGroup,
    SendPterodactyl,
    SendRaptor,
    SendTRex,
    TakeFaceUpCard,
    TRexEats,
    UseHatchCounter,
    UseVolcanoCounter,
)
from core.games.triassic_terror.components import components
from core.games.triassic_terror.schema import HABITATS
from core.games.triassic_terror.state import (
    MIGRATE,
    NO_AREA,
    NOBODY,
    SCATTER,
    T_REX_EATS,
    TURN,
    TriassicTerrorState,
)
from desktop import motion
from desktop.games.triassic_terror import drafts, layout
from desktop.games.triassic_terror.bar import bar_actions
from desktop.games.triassic_terror.board import BoardItem
from desktop.games.triassic_terror.herds import BoardPieces
from desktop.games.triassic_terror.moves import Choices, Click, area_action, growth_seconds, growth_starts
from desktop.games.triassic_terror.pieces import MarksItem
from desktop.games.triassic_terror.preview import (
    Mark,
    after,
    change_marks,
    draft_marks,
    scored_areas,
    scoring_marks,
    special_marks,
)
from desktop.games.triassic_terror.scoremarks import ScoreMarkers
from desktop.games.triassic_terror.seats import SeatPanel
from desktop.games.triassic_terror.spots import DraftSpot
from desktop.games.triassic_terror.texts import tile_name, tile_rule
from desktop.games.triassic_terror.tracks import (
    CARD_HEIGHT,
    DECK_TOP,
    ActionTrack,
    DeckArea,
    RoundTrack,
    TileShown,
    figure_look,
    paint_tile_face,
)
from desktop.games.triassic_terror.words import table_text
from desktop.scene.action_bar import BarAction
from desktop.scene.area import TableArea
from desktop.scene.background import paint_table
from desktop.scene.chooser import NumberChooser
from desktop.scene.paint import LEFT, draw_fitted, rounded
from desktop.scene.seats import SeatLook, seat_look
from desktop.scene.spot import HotSpot, Marks, Spot
from desktop.scene.table import GameScene
from desktop.scene.zoom import Zoom
from desktop.text import Texts

# Players' places: one a row, as wide as the column, for up to this many players (a name such
# as "Computer 2" reads whole beside the score); two a row for more.
ONE_COLUMN_UP_TO = 3
TILE_ZOOM_RATIO = 0.8
COUNTERS: tuple[type[Action], ...] = (UseHatchCounter, UseVolcanoCounter)  # in a place's order
SEAT_HEIGHT = 214.0
ROW_GAP = 16.0
# Actions taken by a click on one area of the board, at the deciding seat's herd there.
_AREA_ACTIONS: tuple[type[Action], ...] = (
    Hatch,
    PlaceWhiteDino,
    Migrate,
    SendGroup,
    GiveCapture,
    ScatterSurvivors,
)


class InfoLine(TableArea):
    """One line under the deck: what a draft holds so far, what a predator may take, a chooser's caption."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.text = ""

    def show_state(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        if self.text:
            draw_fitted(
                painter, self.rect, self.text, layout.TEXT, bold=True, align=LEFT, smallest=layout.TEXT
            )


class TriassicTerrorScene(GameScene):
    def __init__(self, rules: Rules, config: MatchConfig, texts: Texts) -> None:
        super().__init__(rules, config, texts)
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        self.parts = parts = components()
        players = config.player_count
        self.looks: list[SeatLook] = [seat_look(config, seat) for seat in range(players)]
        self.animator = motion.Animator(self)
        self.board = BoardItem(parts, parts.side[players], texts)
        self.addItem(self.board)
        for area in parts.areas:
            self.add_spot(DraftSpot(("area", area.index), layout.area_path(area, parts), self), 2)
            for habitat in range(len(HABITATS)):
                outline = QPainterPath()
                centre = layout.habitat_centre(area, parts, habitat)
                outline.addEllipse(centre, layout.HABITAT_RADIUS[habitat], layout.HABITAT_RADIUS[habitat])
                self.add_spot(DraftSpot(("habitat", area.index * len(HABITATS) + habitat), outline, self), 3)
        for raptor in range(len(parts.predators.raptors)):
            self.add_spot(HotSpot(("raptor", raptor), QPainterPath(), self), 7)
        self.raptor: int | None = None  # the raptor clicked, to move next
        self.score_markers = ScoreMarkers(layout.board_rect(), self.looks, parts.score_spaces)
        self.addItem(self.score_markers)
        self._lay_out_column(texts)
        # Over the board and the players' places: the presence points stand in the places.
        column = QRectF(layout.COLUMN, -layout.EDGE, layout.COLUMN_WIDTH, 4 * layout.EDGE)
        self.marks = MarksItem(layout.board_rect().united(column).adjusted(-40, -40, 40, 40))
        self.addItem(self.marks)
        self.pieces = BoardPieces(self, self.looks, self.animator)
        self.draft: tuple[int, ...] = ()
        self.draft_for: tuple[object, ...] = ()
        self.growth_three: int | None = None
        self.selected: int | None = None  # the area the bar's counters and white dino go to
        self.armed: type[Action] | None = (
            None  # a counter clicked in the own place: it goes where clicked next
        )
        self.previewed: Action | None = None
        self.hovered: Action | None = None
        self.refused: Spot | None = None
        self.step_info = ""  # the info line's words for the step, while nothing is pointed at
        self.scoring_shown: int | None = None  # while a scoring appears: the areas shown so far
        table = self.board.boundingRect()
        for part in [self.rounds, self.track, self.deck, self.info, *self.seat_panels]:
            table = table.united(part.mapRectToScene(part.rect))  # the parts, not their shadows' reach
        self.setSceneRect(table.adjusted(-layout.GAP, -layout.GAP, layout.GAP, layout.GAP))

    def _lay_out_column(self, texts: Texts) -> None:
        parts, players = self.parts, self.config.player_count
        left, width, top = layout.COLUMN, layout.COLUMN_WIDTH, -layout.EDGE
        self.rounds = RoundTrack(QRectF(left, top, width, layout.TEXT * 1.4 + 72), parts, players, texts)
        top = self.rounds.rect.bottom() + ROW_GAP
        self.track = ActionTrack(QRectF(left, top, width, 400), parts.action_track.spaces, texts)
        top = self.track.rect.bottom() + ROW_GAP
        self.deck = DeckArea(QRectF(left, top, width, DECK_TOP + CARD_HEIGHT), parts.deck.face_up, texts)
        side, line = self.deck.side_rect(), layout.TEXT * 2.0
        below = side.bottom() - line
        self.chooser = NumberChooser(
            QRectF(side.left(), below, side.width(), line), layout.TEXT, self._number_changed
        )
        self.chooser.setVisible(False)
        # The info line has the column's whole width: a draft's count and a chooser's caption
        # are sentences, longer still in German.
        self.info = InfoLine(QRectF(left, self.deck.rect.bottom() + 4, width, line))
        top = self.info.rect.bottom() + ROW_GAP
        self.seat_panels: list[SeatPanel] = []
        columns = 1 if players <= ONE_COLUMN_UP_TO else 2
        column_width = (width - (columns - 1) * ROW_GAP) / columns
        for seat in range(players):
            row, column = divmod(seat, columns)
            rect = QRectF(
                left + column * (column_width + ROW_GAP),
                top + row * (SEAT_HEIGHT + ROW_GAP),
                column_width,
                SEAT_HEIGHT,
            )
            self.seat_panels.append(SeatPanel(rect, seat, self.looks[seat], parts, players))
        for item in [self.rounds, self.track, self.deck, self.info, self.chooser, *self.seat_panels]:
            self.addItem(item)
        for space in range(parts.action_track.spaces):
            self.add_spot(
                HotSpot(("tile", space), rounded(self.track.tile_rect(space), 14), self, rim_only=True), 4
            )
        self.add_spot(HotSpot(("deck", 0), rounded(self.deck.deck_rect(), 12), self, rim_only=True), 4)
        for index in range(parts.deck.face_up):
            self.add_spot(
                HotSpot(("face_up", index), rounded(self.deck.face_up_rect(index), 12), self, rim_only=True),
                4,
            )
        for panel in self.seat_panels:
            for counter in range(len(COUNTERS)):
                outline = QPainterPath()
                outline.addEllipse(panel.counter_rect(counter))
                spot = HotSpot(("counter", panel.seat * len(COUNTERS) + counter), outline, self)
                self.add_spot(spot, 4)
            self.add_spot(
                HotSpot(("card", panel.seat), rounded(panel.card_rect(), 10), self, rim_only=True), 4
            )

    # the contract ---------------------------------------------------------------------

    def sync(
        self, state: TriassicTerrorState, decision: Decision | None, legal: list[Action], events: list[Event]
    ) -> None:
        super().sync(state, decision, legal, events)
        self.animator.finish_all()
        if drafts.draft_key(state) != self.draft_for:
            self.draft_for = drafts.draft_key(state)
            self.draft = (0,) * drafts.slots(state)
        if state.step != TURN or not growth_starts(legal) or self.growth_three not in growth_starts(legal):
            self.growth_three = None
        if state.step != TURN:
            self.selected = None
        if self.armed is not None and not any(isinstance(action, self.armed) for action in legal):
            self.armed = None
        if not any(isinstance(a, SendRaptor) and a.raptor == self.raptor for a in legal):
            self.raptor = None
        self.previewed = self.hovered = None
        self.refused = None
        self.pieces.place(state, events)
        for raptor, outline in enumerate(self.pieces.raptor_outlines(state)):
            self.spots[("raptor", raptor)].set_outline(outline)
        self._show_parts()
        self._show_chooser()
        self._refresh_marks()
        if any(event.kind == "period_scored" for event in events):
            self._reveal_scoring(events)

    def _reveal_scoring(self, events: list[Event]) -> None:
        """A scoring just made: its points appear area by area, in the order it counted them."""
        areas = len(scored_areas(events))

        def step(t: float) -> None:
            shown = min(areas, int(t * areas) + 1)
            if shown != self.scoring_shown:
                self.scoring_shown = shown
                self._show_marks()

        def done() -> None:
            self.scoring_shown = None
            self._show_marks()

        self.scoring_shown = 0
        self.animator.play(motion.duration("scoring_place", areas), step, done, QEasingCurve.Type.Linear)

    def set_texts(self, texts: Texts) -> None:
        super().set_texts(texts)
        for part in (self.rounds, self.track, self.deck):
            part.texts = texts
        if self.state is not None:
            self._show_parts()
            self._show_chooser()

    def preview(self, action: Action | None) -> None:
        self.previewed = action
        self._refresh_marks()

    def bar_actions(self) -> list[BarAction]:
        if not self.interactive or self.state is None or self.decision is None:
            return []
        return bar_actions(self.texts, self.state, self.legal, self._draft_action(), self.selected)

    # what the player points at ---------------------------------------------------------

    def spots_for(self, action: Action) -> list[Spot]:
        """Where ``action`` is taken on the table: the guided game rings these, and so does a
        second try's better move. Buttons of the bar have no spot.

        An area is named by one of its habitats (a click there is a click on the area): the
        area's outline is a ring around the board, whose box would enclose its neighbours too.
        The habitat is the one of the deciding seat's herd there, else the first free one.
        """
        state = self.state
        if state is None:
            return []
        if isinstance(action, PickTile):
            return [("tile", state.track.index(action.tile))] if action.tile in state.track else []
        if isinstance(action, TakeFaceUpCard):
            return [("face_up", state.face_up.index(action.card))] if action.card in state.face_up else []
        if isinstance(action, DrawBlindCard):
            return [("deck", 0)]
        if isinstance(action, PlayCard):
            return [("card", state.turn)]
        if isinstance(action, NewEnvironment):
            return self._herd_spots(self.parts.areas_of(action.environment))
        if isinstance(action, PlaceDinos) and state.step == drafts.PLACE:
            places = [drafts.place_of(state, slot) for slot, dinos in enumerate(action.dinos) if dinos]
            return [("habitat", area * len(HABITATS) + habitat) for area, habitat in places]
        if isinstance(action, HerdGrowth):  # the 3 first: the order of the clicks
            return self._herd_spots((action.three, action.two))
        if isinstance(action, (UseHatchCounter, UseVolcanoCounter)):
            counter = ("counter", state.turn * len(COUNTERS) + COUNTERS.index(type(action)))
            return [counter, *self._herd_spots((action.area,))]
        if isinstance(action, SendRaptor):
            return [("raptor", action.raptor), *self._herd_spots((action.area,), herd=False)]
        if isinstance(action, (SendTRex, SendPterodactyl)):
            return self._herd_spots((action.area,), herd=False)
        if isinstance(action, (TRexEats, PterodactylRemoves)):
            area = state.t_rex if isinstance(action, TRexEats) else state.pterodactyl
            return [
                ("habitat", area * len(HABITATS) + slot) for slot, dinos in enumerate(action.dinos) if dinos
            ]
        if isinstance(action, RaptorAttacks) and state.hunt.raptor >= 0:
            area = state.raptors[state.hunt.raptor]
            owners = [herd.owner for herd in state.herds[area]]
            if action.seat not in owners:
                return []
            return [("habitat", area * len(HABITATS) + owners.index(action.seat))]
        if isinstance(action, _AREA_ACTIONS):
            return self._herd_spots((getattr(action, "area", NO_AREA),))
        return []

    def _herd_spots(self, areas: Iterable[int], herd: bool = True) -> list[Spot]:
        """The habitat standing for each area on the board: the deciding seat's herd there
        (``herd``), else the first free one; a predator's walk names an area by its large habitat."""
        state, spots = self.state, []
        for area in areas:
            if not 0 <= area < len(state.herds):
                continue  # no herd (NO_AREA): nothing on the board to ring
            owners = [each.owner for each in state.herds[area]] if herd else []
            habitat = owners.index(state.turn) if state.turn in owners else len(owners)
            spots.append(("habitat", area * len(HABITATS) + min(habitat, len(HABITATS) - 1)))
        return spots

    def _click_of(self, spot: Spot) -> Click | None:
        kind, index = spot
        if kind == "area":
            return Click(index)
        if kind == "habitat":
            return Click(index // len(HABITATS), index % len(HABITATS))
        return None

    def _choices(self) -> Choices:
        return Choices(self.chooser.value, self.growth_three, self.raptor)

    def spot_hover(self, spot: Spot, inside: bool) -> None:
        if not self.interactive or self.state is None:
            return
        click = self._click_of(spot)
        action = None
        if inside and click is not None and self.state.step not in drafts.DRAFT_STEPS:
            action = area_action(self.state, self.legal, click, self._choices())
        self.hovered = action if action in self.legal else None
        self._refresh_marks()

    def spot_click(self, spot: Spot) -> None:
        if not self.interactive or self.state is None or self.decision is None:
            return
        state, (kind, index) = self.state, spot
        if kind == "tile":
            self.offer(PickTile(state.track[index]))
        elif kind == "deck":
            self.offer(DrawBlindCard())
        elif kind == "face_up" and index < len(state.face_up):
            self.offer(TakeFaceUpCard(state.face_up[index]))
        elif kind == "card" and index == state.turn:
            self.offer(PlayCard())
        elif kind == "raptor":
            self._choose_raptor(index)
        elif kind == "counter" and index // len(COUNTERS) == state.turn:
            self._arm(COUNTERS[index % len(COUNTERS)])
        else:
            click = self._click_of(spot)
            if click is not None:
                self._board_click(click)

    def action_for(self, spot: Spot) -> Action | None:
        """What a click on ``spot`` stands for now, for "Why?" (legal or not). A click that only
        counts dinos into a draft, or aims an armed counter, stands for no action of its own."""
        state = self.state
        if state is None:
            return None
        kind, index = spot
        if kind == "tile" and index < len(state.track):
            return PickTile(state.track[index])
        if kind == "deck":
            return DrawBlindCard()
        if kind == "face_up" and index < len(state.face_up):
            return TakeFaceUpCard(state.face_up[index])
        if kind == "card" and index == state.turn:
            return PlayCard()
        click = self._click_of(spot)
        if click is None or state.step in drafts.DRAFT_STEPS or self.armed is not None:
            return None
        if state.step == TURN and self.growth_three is None and click.area in growth_starts(self.legal):
            return None  # the first click of Herd Growth: it picks the herd for the 3
        return area_action(state, self.legal, click, self._choices())

    def spot_right_click(self, spot: Spot) -> None:
        click = self._click_of(spot)
        if click is None or not self.interactive or self.state is None:
            return
        slot = drafts.slot_of(self.state, click.area, click.habitat)
        if slot is not None and self.draft[slot] > 0:
            self._set_draft(slot, -1)

    def _board_click(self, click: Click) -> None:
        state = self.state
        if state.step in drafts.DRAFT_STEPS:
            slot = drafts.slot_of(state, click.area, click.habitat)
            if slot is None:
                return
            counts = list(self.draft)
            counts[slot] += 1
            candidate = drafts.draft_action(state, tuple(counts))
            if drafts.may_grow(self.legal, candidate):
                self._set_draft(slot, 1)
            else:
                self.violationShown.emit(self.rules.check(state, candidate))
            return
        if state.step == TURN and self.armed is not None:
            counter, self.armed = self.armed, None
            self.offer(counter(click.area))  # type: ignore[call-arg]
            self._refresh_marks()
            return
        if state.step == TURN:
            self.selected = click.area
            if self.growth_three is None and click.area in growth_starts(self.legal):
                self.growth_three = click.area
                self.violationShown.emit(None)
                self._refresh_marks()
                self.barChanged.emit()
                return
        action = area_action(state, self.legal, click, self._choices())
        if action is not None:
            self.offer(action)
        if state.step == TURN:
            self._refresh_marks()
            self.barChanged.emit()

    def _choose_raptor(self, raptor: int) -> None:
        """A raptor clicked: the next area clicked is where it goes (a second click lets it go)."""
        if not any(isinstance(a, SendRaptor) and a.raptor == raptor for a in self.legal):
            self.offer(SendRaptor(raptor, self.state.raptors[raptor]))  # the rules say why not
            return
        self.raptor = None if self.raptor == raptor else raptor
        self.violationShown.emit(None)
        self._refresh_marks()

    def _arm(self, counter: type[Action]) -> None:
        """A counter clicked in the own place goes where the next click goes; a second click puts it back."""
        if not any(isinstance(action, counter) for action in self.legal):
            self.offer(counter(NO_AREA))  # type: ignore[call-arg]  # the rules say why not now
            return
        self.armed = None if self.armed is counter else counter
        self.violationShown.emit(None)
        self._refresh_marks()

    def _set_draft(self, slot: int, by: int) -> None:
        counts = list(self.draft)
        counts[slot] += by
        self.draft = tuple(counts)
        self.violationShown.emit(None)
        self._show_chooser()
        self._refresh_marks()
        self.barChanged.emit()

    def _draft_action(self) -> Action | None:
        if self.state is None or self.state.step not in drafts.DRAFT_STEPS or not self.draft:
            return None
        return drafts.draft_action(self.state, self.draft)

    def _number_changed(self, _value: int) -> None:
        self.hovered = None
        self._refresh_marks()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.chooser.isVisible() and self.chooser.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # drawing --------------------------------------------------------------------------

    def _show_parts(self) -> None:
        state, texts = self.state, self.texts
        self.board.show_state(frozenset(state.ash), texts)
        self.rounds.show_state(state.round, texts)
        tiles = [
            TileShown(
                tile or self._figure_tile(space),
                state.track_white_dinos[space],
                figure_look(state.figures, space, self.looks),
            )
            for space, tile in enumerate(state.track)
        ]
        self.track.show_state(tiles, texts)
        for space, shown in enumerate(tiles):
            self.spots[("tile", space)].set_zoom(self._tile_zoom(shown.tile) if shown.tile else None)
        self.deck.show_state(state, texts)
        deciding = self.decision.seat if self.decision is not None else None
        for panel in self.seat_panels:
            beside = state.t_rex_owner != panel.seat
            panel.show_state(state.seats[panel.seat], beside, panel.seat == deciding, texts)
        self.score_markers.show_state(tuple(seat.score for seat in state.seats))

    def _tile_zoom(self, tile: str) -> Zoom:
        name, rule = tile_name(self.texts, tile), tile_rule(self.texts, tile)

        def paint(painter: QPainter, rect: QRectF) -> None:
            paint_tile_face(painter, rect, name, rule)

        return Zoom(paint, TILE_ZOOM_RATIO, f"{name}: {rule}")

    def _figure_tile(self, space: int) -> str:
        """The tile taken from this space: its figure's owner holds it until the round ends."""
        seat = self.state.figures[space]
        return self.state.seats[seat].tile if seat != NOBODY else ""

    def _show_chooser(self) -> None:
        state, texts = self.state, self.texts
        shown = self.interactive and self.decision is not None
        info = ""
        if state.step == MIGRATE and migration.phase(state) == migration.GROUPS:
            staying = migration.staying(state, state.leaving)
            self.chooser.set_range(1, max(1, staying), "")
            info = table_text(texts, "group")
        elif state.step == MIGRATE and migration.phase(state) == migration.CAPTURES:
            shown = False
            info = table_text(texts, "captures", captured=state.captured - len(state.captures_given))
        elif state.step == SCATTER:
            self.chooser.set_range(1, max(1, state.hunt.survivors), "")
            info = table_text(texts, "survivors")
        else:
            shown = False
        if state.step in drafts.DRAFT_STEPS:
            most = drafts.most(state)
            if state.step == drafts.PLACE:
                info = table_text(texts, "draft", placed=sum(self.draft), dinos=most)
            else:
                key = "eats" if state.step == drafts.T_REX_EATS else "removes"
                info = table_text(texts, key, most=most)
        self.chooser.setVisible(shown)
        self.step_info = info
        self.info.show_state(info)

    def _show_reach(self, later: TriassicTerrorState) -> None:
        """Beside the walk pointed at: how many the T-Rex may eat where it would stop."""
        if later.step == T_REX_EATS and self.state is not None and self.state.step != T_REX_EATS:
            self.info.show_state(table_text(self.texts, "eats", most=later.hunt.eats))
        else:
            self.info.show_state(self.step_info)

    def _lit(self) -> set[Spot]:
        state, legal = self.state, self.legal
        lit: set[Spot] = set()
        if state is None or not self.interactive or self.decision is None:
            return lit
        for action in legal:
            if isinstance(action, PickTile):
                lit.add(("tile", state.track.index(action.tile)))
            elif isinstance(action, DrawBlindCard):
                lit.add(("deck", 0))
            elif isinstance(action, TakeFaceUpCard):
                lit.add(("face_up", state.face_up.index(action.card)))
            elif isinstance(action, PlayCard):
                lit.add(("card", state.turn))
            elif isinstance(action, SendRaptor):
                lit.add(("raptor", action.raptor))
        if state.step in drafts.DRAFT_STEPS:
            for area in range(len(state.herds)):
                for habitat in range(len(HABITATS)):
                    slot = drafts.slot_of(state, area, habitat)
                    if slot is None:
                        continue
                    counts = list(self.draft)
                    counts[slot] += 1
                    if drafts.may_grow(legal, drafts.draft_action(state, tuple(counts))):
                        lit.add(
                            ("area", area)
                            if state.step == drafts.PLACE
                            else ("habitat", area * len(HABITATS) + habitat)
                        )
            return lit
        if state.step == TURN and self.armed is not None:
            armed = self.armed
            chosen = {("area", a.area) for a in legal if isinstance(a, armed)}  # type: ignore[attr-defined]
            return lit | chosen | {("counter", state.turn * len(COUNTERS) + COUNTERS.index(armed))}
        if state.step == TURN:
            for counter, kind in enumerate(COUNTERS):
                if any(isinstance(action, kind) for action in legal):
                    lit.add(("counter", state.turn * len(COUNTERS) + counter))
        if state.step == TURN and self.growth_three is not None:
            return lit | {("area", area) for area in growth_seconds(legal, self.growth_three)}
        for area in range(len(state.herds)):
            for habitat in (None, *range(len(state.herds[area]))):
                named = area_action(state, legal, Click(area, habitat), self._choices())
                if named in legal:
                    lit.add(
                        ("area", area) if habitat is None else ("habitat", area * len(HABITATS) + habitat)
                    )
        if state.step == TURN and not self.growth_three:
            lit |= {("area", area) for area in growth_starts(legal)}
        return lit

    def _refresh_marks(self) -> None:
        lit = self._lit()
        selected: set[Spot] = set()
        if self.selected is not None:
            selected.add(("area", self.selected))
        if self.growth_three is not None:
            selected.add(("area", self.growth_three))
        if self.raptor is not None:
            selected.add(("raptor", self.raptor))
        for spot, item in self.spots.items():
            item.set_marks(
                Marks(
                    lit=spot in lit and spot not in selected,
                    selected=spot in selected,
                    refused=spot == self.refused,
                )
            )
        self._show_marks()

    def _show_marks(self) -> None:
        state = self.state
        if state is None:
            return
        action = self.hovered or self.previewed or self._draft_action()
        changes: list[Mark] = []
        if action is not None and action in self.legal:
            plan = [action]
            if isinstance(action, SendGroup):
                plan.append(Depart())  # what leaving with this group would capture and lose
            changes = change_marks(self.rules, state, plan, [look.colour for look in self.looks])
            self._show_reach(after(self.rules, state, plan))
        else:
            self.info.show_state(self.step_info)
        if changes:
            self.marks.show_marks(changes)
        elif any(self.draft):
            self.marks.show_marks(draft_marks(state, self.draft))
        elif self.recent:
            marks = scoring_marks(self.recent, self.scoring_shown)
            if self.scoring_shown is None:  # once every area has shown its points: the specials
                colours = [look.colour for look in self.looks]
                places = [panel.card_rect().center() for panel in self.seat_panels]
                marks += special_marks(self.recent, colours, places)
            self.marks.show_marks(marks)
        else:
            self.marks.show_marks([])

    # the table under everything ---------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_table(painter, rect)
