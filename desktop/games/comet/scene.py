"""Comet's table: the hex board with its pieces, legal spaces lit, clicks turned into actions.

The board is one item; every space is a hot spot over it; rescuers and the
neutral pieces stand on top. On a turn, a click on a hand card picks it and
lights every space it can bring a rescuer to: the nests it may hatch into
and the spaces a move with it reaches; a click on one plays the whole plan
(the hatch with its nest, or the move with its steps) as one operation: one
undo step. While a move runs, a click on an own rescuer selects it and the
spaces it can reach light up; a click on one of them steps there, paying
with the space's landscape when the move still has it, else with a joker.
Beside the board: the gold offer and the piles, every player's tableau;
below it, the hand of the player the table is shown to. Cards are hot spots
too: hand cards (pick, add a joker, discard at a rest), the gold offer
(take one at a rest) and the rescued cards of the player to act (use a
ready ability).

A guided game's lesson judges one action at a time, and a plan would run past
the steps that explain it: while the guide rings the table, a click with a
picked card plays only the card's own action (the hatch, or the move with
its symbols still to spend), and the steps follow click by click.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QKeyEvent, QPainter, QPainterPath

from core.engine.protocol import UNKNOWN, Action, Decision, Event, MatchConfig, Rules, Violation
from core.games.comet.actions import (
    AddJoker,
    Discard,
    Hatch,
    HatchAt,
    Move,
    PlaceNeutral,
    Step,
    TakeGold,
    UseAbility,
)
from core.games.comet.components import JOKER, Board, components
from core.games.comet.effects import NEUTRALS
from core.games.comet.plans import Plan, card_plans, card_refusal, why_not
from core.games.comet.rules import CometRules
from core.games.comet.state import (
    EMPTY_SLOT,
    HATCH_NEST,
    MOVE,
    NEUTRAL,
    OFF_BOARD,
    REST_DISCARD,
    TURN,
    CometState,
)
from desktop import theme
from desktop.games.comet.bar import bar_actions
from desktop.games.comet.board import RADIUS, BoardItem, centre, hexagon
from desktop.games.comet.cards import CARD_RATIO, paint_face
from desktop.games.comet.pieces import JumpArcs, NeutralItem, RescuerItem
from desktop.games.comet.seats import GAP, HandArea, SeatArea, SupplyArea
from desktop.games.comet.texts import ability_text, card_name, card_tip
from desktop.scene.action_bar import BarAction
from desktop.scene.background import paint_table
from desktop.scene.hand import HandFocus
from desktop.scene.paint import rounded
from desktop.scene.seats import seat_look
from desktop.scene.spot import NO_MARKS, HotSpot, Marks, Spot
from desktop.scene.table import GameScene
from desktop.scene.zoom import Zoom
from desktop.text import Texts

SEAT_SPOTS = 100  # rescued-card spots are numbered seat * SEAT_SPOTS + position
SUPPLY_WIDTH = 330.0  # the gold offer and piles, beside the board
SEAT_WIDTH = 560.0  # a tableau at most (two or three players)


class CometScene(GameScene):
    rules: CometRules  # the plans lit on the board are worked out with Comet's own rules

    def __init__(self, rules: Rules, config: MatchConfig, texts: Texts) -> None:
        assert isinstance(rules, CometRules)
        super().__init__(rules, config, texts)
        # Every sync re-places the card spots and pieces, so an item index would be rebuilt each
        # time; and its delayed rebuild has been seen firing after a dropped scene was gone.
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        side = str(config.options.get("side", "a"))
        self.board: Board = components().boards[side]
        self.setBackgroundBrush(theme.colour("table"))
        self.board_item = BoardItem(self.board)
        self.addItem(self.board_item)
        for space in self.board.spaces:
            outline = QPainterPath()
            outline.addPolygon(hexagon(centre(space), RADIUS - 3))
            self.add_spot(HotSpot(("space", space.index), outline, self), 2)
        self.rescuers: dict[tuple[int, int], RescuerItem] = {}
        for seat in range(config.player_count):
            for slot in range(components().slots):
                item = RescuerItem(seat_look(config, seat), slot)
                item.setVisible(False)
                self.addItem(item)
                self.rescuers[(seat, slot)] = item
        self.arcs = JumpArcs(self.board_item.boundingRect())
        self.addItem(self.arcs)
        self.neutrals = {piece: NeutralItem(piece) for piece in NEUTRALS}
        for neutral in self.neutrals.values():
            neutral.setVisible(False)
            self.addItem(neutral)
        parts = components()
        # A landscape table: the supply beside the board, the hand below both, then every
        # player's tableau in one row, so the whole table fits a window beside the side panel.
        board_rect = self.board_item.boundingRect()
        self.supply = SupplyArea(SUPPLY_WIDTH, SupplyArea.needed_height(SUPPLY_WIDTH, parts), parts, texts)
        self.supply.setPos(board_rect.right() + 2 * GAP, board_rect.top())
        self.addItem(self.supply)
        table_width = board_rect.width() + 2 * GAP + SUPPLY_WIDTH
        hand_top = max(board_rect.bottom(), board_rect.top() + self.supply.size.height()) + 2 * GAP
        self.hand = HandArea(table_width, parts, texts)
        self.hand.setPos(board_rect.left(), hand_top)
        self.addItem(self.hand)
        players = config.player_count
        seat_width = min(SEAT_WIDTH, (table_width - (players - 1) * GAP) / players)
        left = board_rect.left() + (table_width - players * seat_width - (players - 1) * GAP) / 2
        seats_top = hand_top + self.hand.size.height() + 2 * GAP
        self.seat_areas: list[SeatArea] = []
        for seat in range(players):
            area = SeatArea(seat, seat_look(config, seat), seat_width, parts, texts)
            area.setPos(left + seat * (seat_width + GAP), seats_top)
            self.addItem(area)
            self.seat_areas.append(area)
        self.selected: int | None = None  # the own rescuer chosen to step next
        self.card: int | None = None  # the hand card picked on a turn; its plans light the board
        self.plans: dict[int, Plan] = {}
        self.previewed_plans: dict[int, Plan] = {}
        self.card_spots: dict[Spot, HotSpot] = {}
        self.last_jumps: list[tuple[int, int]] = []  # the jumps of the move just made, from and to
        self.jump_seat: int | None = None
        self.pieces_shown: tuple[object, ...] = ()  # where the pieces stood at the last redraw
        self.refused: Spot | None = None
        self.previewed: Action | None = None
        self.last: dict[Spot, Marks] = {}
        self.hand_focus = HandFocus()
        self.guided = False  # the guide rings the table: a click plays one action, not a whole plan
        # The table's parts, not every item's reach (hot spots reach past the board's edge).
        table = self.board_item.boundingRect()
        for part in [self.supply, self.hand, *self.seat_areas]:
            table = table.united(part.sceneBoundingRect())
        self.setSceneRect(table.adjusted(-GAP, -GAP, GAP, GAP))

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
        if not self._picking() or self.card not in state.seats[state.turn].hand:
            self.card = None
        self.plans = card_plans(self.rules, state, self.card) if self.card is not None else {}
        self.refused, self.previewed, self.previewed_plans = None, None, {}
        pieces = (tuple(seat.rescuers for seat in state.seats), state.neutrals)
        if events and self._by_computer(self.recent):
            # Every computer move since the person last acted stays marked, not only the last one.
            self.last_jumps, self.jump_seat = [], None
            self._mark_last(self.recent)
        elif events:
            self._mark_last(events)
        elif pieces != self.pieces_shown:  # an undo or a load: the record's last move is marked
            self.last_jumps, self.jump_seat = [], None
            self._mark_last(self.recent)
        # else a redraw with nothing moved (the table handed to the next player, the language
        # changed): the last move stays marked, so the next player sees what was done
        self.pieces_shown = pieces
        self._place_pieces()
        self._show_areas()
        self._refresh_marks()

    def set_texts(self, texts: Texts) -> None:
        super().set_texts(texts)
        if self.state is not None:
            self._show_areas()

    def preview(self, action: Action | None) -> None:
        self.previewed = action
        self.previewed_plans = {}
        if isinstance(action, Hatch | Move) and self.state is not None and self.interactive:
            plans = card_plans(self.rules, self.state, action.card)
            kind = type(action)
            self.previewed_plans = {space: plan for space, plan in plans.items() if isinstance(plan[0], kind)}
        self._refresh_marks()

    def show_guide(self, spots: list[Spot]) -> None:
        super().show_guide(spots)
        self.guided = bool(spots)

    def spots_for(self, action: Action) -> list[Spot]:
        """Where ``action`` is clicked: its hand card (a hatch or a move also rings the spaces the card
        then brings a rescuer to that way), a space, an offered gold card or a rescued card; none for
        the choices on the action bar."""
        state = self.state
        if state is None:
            return []
        if isinstance(action, Hatch | Move):
            plans = card_plans(self.rules, state, action.card)
            kind = type(action)
            reached = [("space", space) for space, plan in plans.items() if isinstance(plan[0], kind)]
            return self._hand_spots_of(state, action.card) + reached
        if isinstance(action, AddJoker | Discard):
            return self._hand_spots_of(state, action.card)
        if isinstance(action, HatchAt | PlaceNeutral):
            return [("space", action.space)]
        if isinstance(action, Step):
            return [("space", action.target)]
        if isinstance(action, TakeGold) and action.card in state.offer:
            return [("offer", state.offer.index(action.card))]
        if isinstance(action, UseAbility) and action.card in state.seats[state.turn].rescued:
            return [("rescued", state.turn * SEAT_SPOTS + state.seats[state.turn].rescued.index(action.card))]
        return []

    def _hand_spots_of(self, state: CometState, card: int) -> list[Spot]:
        seat = self.hand.seat if self.hand.seat is not None else state.turn
        hand = state.seats[seat].hand
        return [("hand", hand.index(card))] if card in hand else []

    def bar_actions(self) -> list[BarAction]:
        if not self.interactive or self.state is None:
            return []
        return bar_actions(self.texts, self.state, self.decision, self.legal)

    # what the player points at ---------------------------------------------------------

    def spot_hover(self, spot: Spot, inside: bool) -> None:
        if not inside:
            if self.refused == spot:
                self.refused = None
                self._refresh_marks()
            return
        if spot[0] != "space" or not self.interactive or self.state is None:
            return
        if self.card is not None and self.state.step == TURN:
            refusal = None if spot[1] in self.plans else why_not(self.rules, self.state, self.card, spot[1])
            self._show_refusal(spot, refusal)
            return
        action = self.action_for(spot)
        if action is None:
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
        if spot[0] != "space":
            self._card_click(spot)
            return
        if self.state.step == TURN:
            if self.card is None:
                self.offer(HatchAt(spot[1]))  # refused: the core says a card comes first
                return
            plan = self.plans.get(spot[1])
            if plan is None:
                self.violationShown.emit(why_not(self.rules, self.state, self.card, spot[1]))
            else:
                self.offer_plan(plan[:1] if self.guided else plan)
            return
        own = self._own_rescuer_on(spot[1])
        if self.state.step == MOVE and own is not None:
            self.selected = None if self.selected == own else own
            self._refresh_marks()
            return
        action = self.action_for(spot)
        if action is not None:
            self.offer(action)
        elif self.state.step == MOVE:
            self._explain_unclear_step(spot[1])

    def _explain_unclear_step(self, space: int) -> None:
        """A space clicked with no rescuer chosen: say which rescuer to pick, or why none can go."""
        reaching = {a.rescuer for a in self.legal if isinstance(a, Step) and a.target == space}
        if len(reaching) > 1:
            self.violationShown.emit(Violation("comet.move.which_rescuer", {"space": space}))
            return
        land = self.board.spaces[space].land
        pay = land if land in self.state.symbols else JOKER
        rescuers = self.state.seats[self.state.turn].rescuers
        on_board = [slot for slot, at in enumerate(rescuers) if at != OFF_BOARD]
        if on_board:
            self.offer(Step(on_board[0], space, pay))  # refused: the core names the step's rule

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

    # cards ----------------------------------------------------------------------------------

    def _card_click(self, spot: Spot) -> None:
        state, (place, index) = self.state, spot
        own = state.seats[state.turn]
        if place == "hand" and index < len(own.hand):
            card = own.hand[index]
            if state.step == TURN:
                self._pick(card)
            elif state.step == MOVE:
                self.offer(AddJoker(card))
            elif state.step == REST_DISCARD:
                self.offer(Discard(card))
        elif place == "offer" and index < len(state.offer):
            self.offer(TakeGold(state.offer[index]))  # outside a rest the core says when gold is taken
        elif place == "rescued" and index // SEAT_SPOTS == state.turn:
            index %= SEAT_SPOTS  # at another step than a turn the core says abilities wait for it
            if index < len(own.rescued):
                self.offer(UseAbility(own.rescued[index]))

    def _pick(self, card: int) -> None:
        """Pick ``card`` (or put it back) and light where it can bring a rescuer."""
        if self.card == card:
            self.card, self.plans = None, {}
        else:
            plans = card_plans(self.rules, self.state, card)
            if not plans:
                self.violationShown.emit(card_refusal(self.rules, self.state, card))
                return
            self.card, self.plans = card, plans
            self.violationShown.emit(None)
        self._show_areas()
        self._refresh_marks()

    def _picking(self) -> bool:
        """Whether the table belongs to the player to act, on a turn where hand cards are picked."""
        return (
            self.interactive
            and self.state is not None
            and self.state.step == TURN
            and self.decision is not None
            and self.viewer in (None, self.decision.seat)
        )

    def _show_refusal(self, spot: Spot, refusal: Violation | None) -> None:
        self.refused = spot if refusal is not None else None
        self.violationShown.emit(refusal)
        self._refresh_marks()

    def _card_spot(self, spot: Spot, rect: QRectF, card: int, exhausted: bool = False) -> None:
        outline = rounded(rect, min(rect.width(), rect.height()) * 0.2)
        item = self.card_spots.get(spot)
        if item is None:
            item = HotSpot(spot, outline, self, rim_only=True)
            item.setZValue(4)
            self.addItem(item)
            self.card_spots[spot] = item
        else:
            item.set_outline(outline)
        item.setVisible(True)
        item.set_zoom(self._zoom(card, exhausted) if card != UNKNOWN else None)

    def _zoom(self, card: int, exhausted: bool) -> Zoom:
        """The whole face of ``card``, large: its name and its ability written out."""
        parts, texts = components(), self.texts
        found = parts.cards[card]
        name = card_name(texts, card, parts)
        ability = ability_text(texts, found.ability) if found.ability is not None else ""

        def paint(painter: QPainter, rect: QRectF) -> None:
            paint_face(painter, rect, found, name, ability, exhausted)

        return Zoom(paint, CARD_RATIO, card_tip(texts, card, parts))

    def _place_card_spots(self) -> None:
        """Hot spots over the cards: the hand, the gold offer, rescued cards; each tells its card on hover."""
        for item in self.card_spots.values():
            item.setVisible(False)
        state = self.state
        if state is None:
            return
        hand = state.seats[self.hand.seat].hand if self.hand.seat is not None else ()
        for index, rect in enumerate(self.hand.card_rects()):
            self._card_spot(("hand", index), self.hand.mapRectToScene(rect), hand[index])
        self.hand_focus.show(self._hand_spots())
        for index, rect in enumerate(self.supply.offer_rects()):
            self._card_spot(("offer", index), self.supply.mapRectToScene(rect), state.offer[index])
        for area in self.seat_areas:
            seat = state.seats[area.seat]
            for index, rect in enumerate(area.rescued_rects()):
                spot = ("rescued", area.seat * SEAT_SPOTS + index)
                card = seat.rescued[index]
                self._card_spot(spot, area.mapRectToScene(rect), card, card in seat.exhausted)
            for index, (rect, card) in enumerate(zip(area.slot_rects(), seat.slots, strict=True)):
                if card != EMPTY_SLOT:  # a tableau's card: only to look at, large
                    self._card_spot(("slot", area.seat * SEAT_SPOTS + index), area.mapRectToScene(rect), card)

    def _hand_spots(self) -> list[HotSpot]:
        count = len(self.hand.card_rects())
        return [self.card_spots[("hand", index)] for index in range(count)]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.hand_focus.key(event, self._hand_spots()):
            event.accept()
            return
        super().keyPressEvent(event)

    def _card_marks(self) -> None:
        state = self.state
        playable = self.interactive and state is not None and self.hand.seat == state.turn
        for (place, index), item in self.card_spots.items():
            lit = chosen = False
            if playable and item.isVisible():
                own = state.seats[state.turn]
                if place == "hand" and index < len(own.hand):
                    card = own.hand[index]
                    chosen = card == self.card
                    lit = any(
                        action in self.legal
                        for action in (Hatch(card), Move(card), AddJoker(card), Discard(card))
                    )
                elif place == "offer" and index < len(state.offer):
                    lit = TakeGold(state.offer[index]) in self.legal
                elif place == "rescued" and index // SEAT_SPOTS == state.turn:
                    index %= SEAT_SPOTS
                    lit = index < len(own.rescued) and UseAbility(own.rescued[index]) in self.legal
            item.set_marks(Marks(lit=lit and not chosen, selected=chosen))

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
        self.hand.chosen = self.card
        self.hand.caption = self._hand_caption()
        self.hand.show_state(state, texts)
        self._place_card_spots()

    def _hand_caption(self) -> str:
        state, texts = self.state, self.texts
        if not self.interactive or self.decision is None or self.hand.seat != state.turn:
            return ""
        if self.card is not None:
            return texts("comet.table.hand_chosen", card=card_name(texts, self.card, components()))
        if state.step == TURN and any(isinstance(action, Hatch | Move) for action in self.legal):
            return texts("comet.table.hand_pick")
        if state.step == REST_DISCARD:
            return texts("comet.table.hand_discard")
        if state.step == MOVE and any(isinstance(action, AddJoker) for action in self.legal):
            return texts("comet.table.hand_joker")
        return ""

    def _lit(self) -> set[int]:
        if self.card is not None:
            return set(self.plans)
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
        single = _space_of(self.previewed)
        previewed = set(self.previewed_plans) or ({single} if single is not None else set())
        for spot, item in self.spots.items():
            space = spot[1]
            base = self.last.get(spot, NO_MARKS)
            item.set_marks(
                Marks(
                    lit=space in lit,
                    preview=space in previewed,
                    refused=spot == self.refused,
                    last=base.last,
                    last_from=base.last_from,
                    selected=space == chosen,
                )
            )
        self._card_marks()
        self._show_arcs()

    def _show_arcs(self) -> None:
        """The last action's jumps, and each jump the player may make now with the rescuer in question."""
        pairs = [(start, end, True) for start, end in self.last_jumps]
        if self.interactive and self.decision is not None and self.decision.kind == MOVE:
            pairs += [
                (start, target, False)
                for rescuer, start, target in self.decision.values.get("jumps", ())
                if self.selected in (None, rescuer)
            ]
        spaces = self.board.spaces
        self.arcs.set_arcs([(centre(spaces[a]), centre(spaces[b]), done) for a, b, done in pairs])

    def _by_computer(self, events: list[Event]) -> bool:
        players = self.config.players
        return any(event.seat is not None and players[event.seat].computer for event in events)

    def _mark_last(self, events: list[Event]) -> None:
        self.last = self._marks_for(events)
        # A move's jumps stay drawn while the move goes on, step after step, until someone acts anew.
        if not events or events[0].seat != self.jump_seat or any(e.kind == "move_card" for e in events):
            self.last_jumps = []
        self.jump_seat = events[0].seat if events else None
        self.last_jumps += [
            (event.values["from"], event.values["to"])
            for event in events
            if event.kind == "stepped" and event.values["jumped"]
        ]

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

    # the table under everything ---------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_table(painter, rect)
