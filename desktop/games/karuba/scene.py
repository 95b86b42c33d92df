"""Karuba's table: the islands, the revealed tile, the pile, the treasures and the players.

The scene is a view of the state. ``sync`` sets every item to the state and
only then plays short motions for the events; clicks and drags become
actions through ``GameScene.offer``, which lets the core judge them.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QBrush, QPainter

from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules
from core.games.karuba.actions import (
    ChooseBeach,
    ChooseJungle,
    Discard,
    MoveTo,
    PickAdventurer,
    Place,
    Reveal,
)
from core.games.karuba.state import (
    BEACH,
    MOVE,
    PICK,
    SETUP_BEACH,
    SETUP_JUNGLE,
    TEMPLE,
    TILE,
    KarubaState,
    is_beach,
    is_field,
    is_temple,
)
from desktop import motion, theme
from desktop.games.karuba.bar import bar_actions
from desktop.games.karuba.island import IslandView, piece_looks
from desktop.games.karuba.layout import REVEALED_SCALE, THUMB_SCALE, TableLayout
from desktop.games.karuba.moves import TableMotion
from desktop.games.karuba.side import (
    CardContent,
    DiscardItem,
    PileItem,
    PlayerCard,
    RevealedTileItem,
    SetupSlot,
    StacksItem,
    TitleItem,
)
from desktop.scene.action_bar import BarAction
from desktop.scene.background import paint_table
from desktop.scene.seats import seat_look
from desktop.scene.spot import NO_MARKS, HotSpot, Marks, Spot
from desktop.scene.table import GameScene
from desktop.text import Texts

ALL_SEATS = -1  # marks that belong on every island (setup positions are the same everywhere)


class KarubaScene(GameScene):
    def __init__(self, rules: Rules, config: MatchConfig, texts: Texts) -> None:
        super().__init__(rules, config, texts)
        self.parts = rules.components()
        self.layout = TableLayout(self.parts, config.player_count)
        self.looks = piece_looks(self.parts)
        self.moves = TableMotion(self)
        self.looking: int | None = None  # a seat whose island is enlarged just for looking
        self.shown_seat = 0
        self.previewed: Action | None = None
        self.refused: Spot | None = None
        self.last_marks: dict[tuple[int, Spot], Marks] = {}
        self.sync_count = 0
        self._drop_point: QPointF | None = None
        self._drag_spot: Spot | None = None
        self._build()

    def _build(self) -> None:
        layout = self.layout
        self.setSceneRect(layout.bounds)
        self.setBackgroundBrush(QBrush(theme.colour("table")))
        self.title = TitleItem(layout.title_rect)
        self.addItem(self.title)
        self.big = IslandView(self.parts, self)
        self.big.setPos(layout.big_island)
        self.addItem(self.big)
        self.pile = PileItem(layout.pile_rect, self)
        self.addItem(self.pile)
        self.slot = SetupSlot(layout.revealed_rect)
        self.addItem(self.slot)
        self.revealed = RevealedTileItem(layout.revealed_centre, self._on_drag)
        self.addItem(self.revealed)
        self.discard = DiscardItem(layout.discard_rect, self)
        self.addItem(self.discard)
        self.stacks = StacksItem(layout.stacks_rect, self.looks)
        self.addItem(self.stacks)
        self.cards: list[PlayerCard] = []
        for seat in range(self.config.player_count):
            thumb = IslandView(self.parts, None, weight=1.0 / THUMB_SCALE * 0.6)
            thumb.setScale(THUMB_SCALE)
            card = PlayerCard(seat, layout.card_rect(seat), thumb, self.card_clicked)
            thumb.setPos(layout.thumb_origin(seat))
            self.addItem(card)
            self.cards.append(card)

    # the contract ---------------------------------------------------------------------

    def sync(
        self, state: KarubaState, decision: Decision | None, legal: list[Action], events: list[Event]
    ) -> None:
        super().sync(state, decision, legal, events)
        self.moves.finish()
        self.sync_count += 1
        self.looking = None
        self.previewed = None
        self.refused = None
        # The large island is the person's: the one deciding, else the last one at the screen,
        # so computers' placements show on their cards without taking the island away.
        if decision is not None and (self.interactive or self.person is None):
            self.shown_seat = decision.seat
        elif self.person is not None:
            self.shown_seat = self.person
        self.last_marks = self._marks_for(self.recent or events)  # the record's last move, kept after a load
        self._refresh()
        self.moves.play(events, self._drop_point)
        self._drop_point = None

    def set_texts(self, texts: Texts) -> None:
        super().set_texts(texts)
        self._refresh_words()

    def preview(self, action: Action | None) -> None:
        self.previewed = action
        if action is not None and self.looking is not None:
            self.looking = None
            self._refresh()
        else:
            self._refresh_marks()

    def bar_actions(self) -> list[BarAction]:
        if not self._may_act():
            return []
        return bar_actions(self.texts, self.state, self.decision, self.legal)

    # what the player points at ---------------------------------------------------------------

    def spot_hover(self, spot: Spot, inside: bool) -> None:
        if not inside:
            if self.refused == spot:
                self.refused = None
                self._refresh_marks()
            return
        action = self.action_for(spot)
        if action is None or not self._may_act():
            return
        if action in self.legal:
            self.refused = None
            self._refresh_marks()
            self.violationShown.emit(None)
            return
        if not any(type(option) is type(action) for option in self.legal):
            return  # passing over the pile or the tray at another step is no mistake; a click still explains
        violation = self.rules.check(self.state, action)
        self.refused = spot
        self._refresh_marks()
        self.violationShown.emit(violation)

    def spot_click(self, spot: Spot) -> None:
        action = self.action_for(spot)
        if action is not None and self._may_act():
            self.offer(action)

    def card_clicked(self, seat: int) -> None:
        default = self.decision.seat if self.decision is not None else self.shown_seat
        self.looking = None if seat == default or seat == self.looking else seat
        self._refresh()

    def _may_act(self) -> bool:
        return (
            self.interactive
            and self.decision is not None
            and self.state is not None
            and self.displayed_seat() == self.decision.seat
        )

    def displayed_seat(self) -> int:
        """The seat whose island is large now."""
        return self.looking if self.looking is not None else self.shown_seat

    def action_for(self, spot: Spot) -> Action | None:
        """The natural action for a spot at this step of the game, legal or not."""
        state = self.state
        if state is None:
            return None
        kind, index = spot
        if kind == "pile":
            return Reveal()
        if kind == "discard":
            return Discard()
        if kind == "pawn":
            if state.step == PICK:
                return PickAdventurer(index)
            location = self.big.pawns[index].location
            own = self.big.spot_of_location(location)
            return self.action_for(own) if own is not None else None
        step = state.step
        if step == SETUP_BEACH and kind == "beach":
            return ChooseBeach(index * 10)
        if step == SETUP_JUNGLE and kind == "jungle":
            return ChooseJungle(index * 10)
        if step == TILE and kind == "field":
            return Place(index)
        if step == PICK:
            colour = self.big.pawn_at(spot)
            return PickAdventurer(colour) if colour is not None else None
        if step == MOVE:
            if kind == "field":
                return MoveTo(index)
            if kind == "jungle":
                return MoveTo(TEMPLE + index)
            if kind == "beach":
                return MoveTo(BEACH + index)
        return None

    def spot_for(self, action: Action) -> Spot | None:
        if isinstance(action, ChooseBeach):
            return ("beach", action.number // 10)
        if isinstance(action, ChooseJungle):
            return ("jungle", action.number // 10)
        if isinstance(action, Reveal):
            return ("pile", 0)
        if isinstance(action, Discard):
            return ("discard", 0)
        if isinstance(action, Place):
            return ("field", action.field)
        if isinstance(action, PickAdventurer):
            return ("pawn", action.colour)
        if isinstance(action, MoveTo):
            if is_field(action.target):
                return ("field", action.target)
            if is_temple(action.target):
                return ("jungle", action.target - TEMPLE)
            if is_beach(action.target):
                return ("beach", action.target - BEACH)
        return None

    # dragging the revealed tile ------------------------------------------------------------------

    def _on_drag(self, phase: str, point: QPointF) -> None:
        spot = self._spot_under(point)
        if phase == "move":
            if spot != self._drag_spot:
                if self._drag_spot is not None:
                    self.spot_hover(self._drag_spot, False)
                if spot is not None:
                    self.spot_hover(spot, True)
                self._drag_spot = spot
            return
        if self._drag_spot is not None:
            self.spot_hover(self._drag_spot, False)
            self._drag_spot = None
        action = self.action_for(spot) if spot is not None and phase == "drop" else None
        count = self.sync_count
        if action is not None:
            if action in self.legal:
                self._drop_point = self.revealed.pos()
            self.offer(action)
        if self.sync_count == count:
            # Nothing happened (illegal drop or a click): the tile goes back to its slot.
            self._drop_point = None
            self._snap_back()

    def _spot_under(self, point: QPointF) -> Spot | None:
        for item in self.items(point):
            if item is self.revealed:
                continue
            if isinstance(item, HotSpot) and item.handler is self and item.spot[0] in ("field", "discard"):
                return item.spot
        return None

    def _snap_back(self) -> None:
        item = self.revealed
        start, start_scale = item.pos(), item.scale()
        if start == item.home:
            return

        def step(t: float) -> None:
            item.setPos(start + (item.home - start) * t)
            item.setScale(start_scale + (REVEALED_SCALE - start_scale) * t)

        self.moves.animator.play(motion.duration("snap_back"), step)

    # redrawing -------------------------------------------------------------------------------------

    def _refresh(self) -> None:
        state: KarubaState | None = self.state
        if state is None:
            return
        scores = self.rules.scores(state)
        seat = self.displayed_seat()
        self.big.show_island(state, seat)
        deciding = self.decision.seat if self.decision is not None else -1
        leads = seat == state.leader and state.players > 1
        role = self.texts("karuba.table.leader") if leads else ""
        self.title.set_content(seat_look(self.config, seat), scores[seat], seat != self.shown_seat, role)
        for card in self.cards:
            island = state.islands[card.seat]
            card.island.show_island(state, card.seat)
            card.set_content(
                CardContent(
                    look=seat_look(self.config, card.seat),
                    score=scores[card.seat],
                    crystals=island.crystals + island.compensation,
                    gold=island.gold,
                    treasures=tuple(
                        (self.looks[colour].fill, value)
                        for colour, value in zip(island.treasure_colours, island.treasures, strict=False)
                    ),
                    deciding=card.seat == deciding,
                    shown=card.seat == seat and self.config.player_count > 1,
                )
            )
        tile = self.parts.tiles.get(state.revealed)
        self.revealed.set_tile(tile, draggable=self._may_act() and state.step == TILE)
        # A dropped tile goes home at once; its flight to the field starts where it was dropped.
        self.revealed.go_home()
        setup = state.step in (SETUP_BEACH, SETUP_JUNGLE)
        self.slot.set_piece(self.looks[state.setup_colour] if setup else None, state.step == SETUP_JUNGLE)
        self._refresh_words()
        self._refresh_marks()

    def _refresh_words(self) -> None:
        state: KarubaState | None = self.state
        if state is None:
            return
        texts = self.texts
        self.pile.set_content(len(state.pile), texts("karuba.table.pile", left=len(state.pile)))
        steps = self.decision.values.get("steps", 0) if self.decision is not None else 0
        caption = texts("karuba.action.discard", steps=steps) if steps else ""
        self.discard.set_content(caption, state.step == TILE)
        self.stacks.set_content(state.stacks, texts("karuba.score.treasures"))

    def _refresh_marks(self) -> None:
        """Lit legal targets, the preview, a refused hover and the last move, on every island."""
        may_act = self._may_act()
        big_marks: dict[Spot, Marks] = {}
        table_marks: dict[Spot, Marks] = {}

        def add(marks: dict[Spot, Marks] | None, spot: Spot, **changes: bool) -> None:
            if marks is None:  # the pile and the tray lie on the table, not on an island
                marks = table_marks if spot[0] in ("pile", "discard") else big_marks
            marks[spot] = replace(marks.get(spot, NO_MARKS), **changes)

        if may_act:
            for action in self.legal:
                spot = self.spot_for(action)
                if spot is not None:
                    add(None, spot, lit=True)
            spot = self.spot_for(self.previewed) if self.previewed is not None else None
            if spot is not None:
                add(None, spot, preview=True)
            if self.refused is not None:
                add(None, self.refused, refused=True)
            state: KarubaState = self.state
            if state.step == MOVE and state.moving >= 0:
                add(None, ("pawn", state.moving), selected=True)
        for island in (self.big, *(card.island for card in self.cards)):
            marks = dict(big_marks) if island is self.big else {}
            for (seat, spot), mark in self.last_marks.items():
                if seat in (ALL_SEATS, island.seat):
                    add(marks, spot, last=mark.last, last_from=mark.last_from)
            island.set_marks(marks)
        self.pile.set_marks(table_marks.get(("pile", 0), NO_MARKS))
        self.discard.set_marks(table_marks.get(("discard", 0), NO_MARKS))
        previewed = self.previewed
        if isinstance(previewed, Place) and may_act and self.state is not None and self.state.revealed:
            self.big.show_preview_tile(self.parts.tiles[self.state.revealed], previewed.field)
        else:
            self.big.show_preview_tile(None, None)

    def _marks_for(self, events: list[Event]) -> dict[tuple[int, Spot], Marks]:
        """The last move's marks: where pieces went (solid) and where a pawn came from (dashed)."""
        marks: dict[tuple[int, Spot], Marks] = {}
        for event in events:
            values = event.values
            seat = event.seat if event.seat is not None else ALL_SEATS
            if event.kind == "beach_chosen":
                marks[(ALL_SEATS, ("beach", values["number"] // 10))] = Marks(last=True)
            elif event.kind == "temple_chosen":
                marks[(ALL_SEATS, ("jungle", values["number"] // 10))] = Marks(last=True)
            elif event.kind == "placed":
                marks[(seat, ("field", values["field"]))] = Marks(last=True)
            elif event.kind == "moved":
                for key, style in (("from", "last_from"), ("to", "last")):
                    spot = self.big.spot_of_location(values[key])
                    if spot is not None:
                        marks[(seat, spot)] = Marks(**{style: True})
        return marks

    def island_showing(self, seat: int | None) -> IslandView | None:
        """The view that shows ``seat``'s island most prominently (the large one if it does)."""
        if seat is None:
            return None
        if self.big.seat == seat:
            return self.big
        return self.cards[seat].island if 0 <= seat < len(self.cards) else None

    # the table under everything ------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_table(painter, rect)
