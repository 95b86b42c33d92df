"""Digger's table as one seat sees it: their hand face up, everyone else's as backs.

``sync`` receives the full state and draws only ``rules.view(state, viewer)``,
so no other hand can leak onto the screen. Clicking hand cards builds a
selection; the trick type buttons on the table and the action bar's Play,
Pass and Swap (``bar_actions``) turn it into actions through
``GameScene.offer``, which lets the core judge them.
While the selection changes, ``violationShown`` carries the rule it breaks
(or None), so the player sees at once why a set does not count.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter

from core.engine.protocol import UNKNOWN, Action, Decision, Event, MatchConfig, Rules
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.rules import species_counts
from core.games.digger.state import FOLLOW, LEAD_SET, LEAD_TRICK, NO_CARD, OVER, SWAP, DiggerState
from desktop import motion, theme
from desktop.games.digger.bar import bar_actions
from desktop.games.digger.items import (
    ButtonItem,
    CardItem,
    Line,
    LinesItem,
    PileItem,
    SlotContent,
    TrickSlot,
)
from desktop.games.digger.layout import HAND_LIFT, HAND_SCALE, TableLayout, card_size, units
from desktop.games.digger.seats import SeatContent, SeatItem, SupplyItem
from desktop.games.digger.tally import TallyItem
from desktop.games.digger.texts import trick_name, violation_text
from desktop.scene.action_bar import BarAction
from desktop.scene.background import paint_table
from desktop.scene.hand import HandFocus
from desktop.scene.paint import LEFT
from desktop.scene.seats import seat_look
from desktop.scene.spot import NO_MARKS, Marks, Spot
from desktop.scene.table import GameScene
from desktop.text import Texts

PLAY_FLIGHT = "tile_flight"  # a played set flies to the trick area
WON_FLIGHT = "find_flight"  # a won card flies to its player's species stack
SELECTING = (LEAD_SET, FOLLOW, SWAP)


class DiggerScene(GameScene):
    def __init__(self, rules: Rules, config: MatchConfig, texts: Texts) -> None:
        super().__init__(rules, config, texts)
        self.parts = rules.components()
        self.layout = TableLayout(config.player_count)
        self.viewer: int | None = None  # set by the shell (or set_viewer); None: the pending human seat
        self.shown = self._first_human()
        self.seen: DiggerState | None = None
        self.selection: set[int] = set()
        self.previewed: Action | None = None
        self.refused: Spot | None = None
        self.animator = motion.Animator(self)
        self.ghosts: list[CardItem] = []
        self.sync_count = 0
        self._build()

    def _build(self) -> None:
        layout = self.layout
        self.setSceneRect(layout.bounds)
        self.setBackgroundBrush(theme.colour("table"))
        self.seats = [
            SeatItem(seat, layout.own_seat_rect(), self.parts) for seat in range(self.config.player_count)
        ]
        self.slots = [TrickSlot(layout.trick_slot(index)) for index in range(self.config.player_count)]
        self.tallies = [TallyItem(slot.cards_rect(), self.parts) for slot in self.slots]
        for area in (*self.seats, *self.slots, *self.tallies):
            self.addItem(area)
        self.trick_buttons = [
            ButtonItem(("trick", index), layout.trick_type_rect(index), self)
            for index in range(len(self.parts.trick_types))
        ]
        for item in self.trick_buttons:
            self.addItem(item)
        self.pile = PileItem(layout.pile_rect())
        self.discard = PileItem(layout.discard_rect())
        self.counters = LinesItem(layout.counters_rect())
        self.pile_captions = LinesItem(layout.pile_captions_rect(), align=LEFT)
        self.hand_caption = LinesItem(layout.hand_caption_rect())
        self.message = LinesItem(layout.message_rect(), wrap=True)
        self.supply = SupplyItem(layout.supply_rect(), self.parts)
        for part in (
            self.pile,
            self.discard,
            self.counters,
            self.pile_captions,
            self.hand_caption,
            self.message,
            self.supply,
        ):
            self.addItem(part)
        self.hand_items: list[CardItem] = []
        self.hand_focus = HandFocus()
        self.trick_items: list[CardItem] = []

    # the contract ------------------------------------------------------------------------

    def sync(
        self, state: DiggerState, decision: Decision | None, legal: list[Action], events: list[Event]
    ) -> None:
        super().sync(state, decision, legal, events)
        while self.animator.busy:  # a landing set may start the winnings' flights: end those too
            self.animator.finish_all()
        self.sync_count += 1
        self.shown = self._resolve_viewer(decision)
        self.seen = self.rules.view(state, self.shown)
        self.selection = set()
        self.previewed = None
        self.refused = None
        self._refresh()
        self._play_motion(events)

    def set_viewer(self, seat: int | None) -> None:
        """Draw the table for ``seat`` (None: for the pending human seat)."""
        self.viewer = seat
        if self.state is not None:
            self.shown = self._resolve_viewer(self.decision)
            self.seen = self.rules.view(self.state, self.shown)
            self.selection = set()
            self._refresh()

    def set_texts(self, texts: Texts) -> None:
        super().set_texts(texts)
        self._refresh()

    def preview(self, action: Action | None) -> None:
        self.previewed = action
        if isinstance(action, PlaySet | Swap) and self._may_act():
            self.selection = set(action.cards)
            self.barChanged.emit()
        self._refresh_choice()

    # who looks ----------------------------------------------------------------------------------

    def _first_human(self) -> int:
        humans = [seat for seat, player in enumerate(self.config.players) if not player.computer]
        return humans[0] if humans else 0

    def _resolve_viewer(self, decision: Decision | None) -> int:
        if self.viewer is not None and 0 <= self.viewer < self.config.player_count:
            return self.viewer
        if decision is not None and not self.config.players[decision.seat].computer:
            return decision.seat
        return self.shown

    def _may_act(self) -> bool:
        return (
            self.interactive
            and self.decision is not None
            and self.seen is not None
            and self.decision.seat == self.shown
        )

    # clicks --------------------------------------------------------------------------------------

    def spots_for(self, action: Action) -> list[Spot]:
        if isinstance(action, ChooseTrick) and action.trick in self.parts.trick_types:
            return [("trick", self.parts.trick_types.index(action.trick))]
        if isinstance(action, (PlaySet, Swap)):
            return [("card", card) for card in action.cards]
        return []

    def action_for(self, spot: Spot) -> Action | None:
        """A trick type stands for choosing it; a card only joins the selection, so it stands for none."""
        if spot[0] == "trick" and self.seen is not None and self.seen.step == LEAD_TRICK:
            return ChooseTrick(self.parts.trick_types[spot[1]])
        return None

    def spot_hover(self, spot: Spot, inside: bool) -> None:
        if spot[0] != "trick" or not self._may_act() or self.seen is None or self.seen.step != LEAD_TRICK:
            return
        if not inside:
            if self.refused == spot:
                self.refused = None
                self._refresh_choice()
            return
        action = ChooseTrick(self.parts.trick_types[spot[1]])
        violation = None if action in self.legal else self.rules.check(self.state, action)
        self.refused = spot if violation is not None else None
        self._refresh_choice()
        self.violationShown.emit(violation)

    def spot_click(self, spot: Spot) -> None:
        if not self._may_act():
            return
        kind, index = spot
        if kind == "card":
            self.toggle(index)
        elif kind == "trick":
            self.offer(ChooseTrick(self.parts.trick_types[index]))

    def bar_actions(self) -> list[BarAction]:
        if not self._may_act() or self.seen is None:
            return []
        return bar_actions(self.texts, self.seen, self.decision, self.legal, self.selection)

    def toggle(self, card: int) -> None:
        """Put a hand card into the selection or take it out, and say at once whether it makes a set."""
        seen = self.seen
        if seen is None or seen.step not in SELECTING or card not in seen.hands[self.shown]:
            return
        self.selection ^= {card}
        self.previewed = None
        self._refresh_choice()
        self.barChanged.emit()
        if seen.step == SWAP or not self.selection:
            self.violationShown.emit(None)
        else:
            self.violationShown.emit(self.rules.check(self.state, PlaySet(tuple(self.selection))))

    def selection_action(self) -> Action:
        cards = tuple(self.selection)
        if self.seen is not None and self.seen.step == SWAP:
            return Swap(cards)
        return PlaySet(cards)

    # what the table shows -----------------------------------------------------------------------------

    def _seat_order(self) -> list[int]:
        """The other seats in the order play passes, starting after the viewer."""
        players = self.config.player_count
        return [(self.shown + offset) % players for offset in range(1, players)]

    def _refresh(self) -> None:
        seen = self.seen
        if seen is None:
            return
        texts = self.texts
        deciding = self.decision.seat if self.decision is not None else -1
        others = self._seat_order()
        for index, seat in enumerate(others):
            self.seats[seat].set_rect(self.layout.top_seat_rect(index, len(others)))
        self.seats[self.shown].set_rect(self.layout.own_seat_rect())
        for seat, item in enumerate(self.seats):
            item.set_content(
                SeatContent(
                    look=seat_look(self.config, seat),
                    hand=seen.hands[seat],
                    won=seen.won[seat],
                    counts=tuple(species_counts(self.parts, seen.won[seat])),
                    tokens=seen.tokens[seat],
                    lead=seat == seen.lead and seen.step != OVER,
                    deciding=seat == deciding,
                    own=seat == self.shown,
                    lead_text=texts("digger.table.lead"),
                )
            )
        self._refresh_trick(seen, deciding)
        self._refresh_hand(seen)
        self.pile.set_content(len(seen.deck), "")
        self.discard.set_content(len(seen.discard), "")
        self.pile_captions.set_lines(
            (
                (texts("digger.table.deck", count=len(seen.deck)), False, "ink_soft"),
                (texts("digger.table.discard", count=len(seen.discard)), False, "ink_soft"),
            )
        )
        tricks = self.config.player_count * self.parts.leads_per_round[self.config.player_count]
        lines = [
            (texts("digger.table.round", round=seen.round, rounds=self.parts.rounds), True, "ink"),
            (
                texts("digger.table.trick", trick=min(seen.leads_done + 1, tricks), tricks=tricks),
                False,
                "ink_soft",
            ),
        ]
        if seen.trick:
            lines.append((trick_name(texts, seen.trick), True, "ink"))
        if seen.last_tally is not None:
            lines.append((texts("digger.table.round_scored", round=seen.last_tally.round), True, "ink"))
        self.counters.set_lines(tuple(lines))
        self.supply.set_content(seen.stacks, texts("digger.table.tokens"))
        self.hand_caption.set_lines(((texts("digger.table.hand"), True, "ink"),))
        self._refresh_choice()

    def _refresh_trick(self, seen: DiggerState, deciding: int) -> None:
        """Each player's set side by side, the lead's first; after a trick, its winners marked.

        Both come from the state's public history: the finished trick until the
        next lead acts, and once a round is scored, each player's count per
        species and the tokens taken, until the next round's first lead acts.
        """
        tally = seen.last_tally
        for index, slot_tally in enumerate(self.tallies):
            seat = (seen.lead + index) % self.config.player_count
            if tally is None:
                slot_tally.set_row(None)
            else:
                slot_tally.set_row(tally.counts[seat], tally.awarded[seat])
        finished = seen.last_trick if tally is None else None
        showing_finished = finished is not None
        lead = finished.lead if finished is not None else seen.lead
        players = self.config.player_count
        used = 0
        for index in range(players):
            seat = (lead + index) % players
            if finished is not None:
                cards = finished.played[seat]
                passed = finished.passed[seat]
                winners = {card for _, card in finished.winners if card != NO_CARD}
            else:
                cards = seen.played[seat]
                passed = seen.acted[seat] and not cards
                winners = set()
            status = self.texts("digger.table.passed") if passed else ""
            slot = self.slots[index]
            slot.set_content(
                SlotContent(
                    seat_look(self.config, seat),
                    status,
                    seat == lead,
                    seat == deciding and not showing_finished,
                )
            )
            ordered = sorted(cards, key=lambda card: (self.parts.value_of(card), card))
            for position, centre in enumerate(self._set_positions(slot.cards_rect(), len(ordered))):
                card = ordered[position]
                item = self._pooled(self.trick_items, used, self.layout.trick_scale, None)
                used += 1
                item.set_card(card)
                item.setPos(centre)
                item.setZValue(1 + position * 0.01)
                item.set_winner(card in winners)
                item.setOpacity(0.55 if showing_finished and card not in winners else 1.0)
                item.owner = seat
        for item in self.trick_items[used:]:
            item.setVisible(False)

    def _set_positions(self, area: QRectF, count: int) -> list[QPointF]:
        """Card centres of a set in its slot: one row if it fits with little overlap, else two."""
        width, height = card_size(self.layout.trick_scale)
        rows = 1 if count <= 1 or width + (count - 1) * width * 0.8 <= area.width() else 2
        per_row = -(-count // rows)
        gap = height * 0.16
        top = area.center().y() - (rows * height + (rows - 1) * gap) / 2 + height / 2
        centres = []
        for position in range(count):
            row, column = divmod(position, per_row)
            in_row = min(per_row, count - row * per_row)
            step = min(width * 1.08, (area.width() - width) / max(1, in_row - 1))
            left = area.center().x() - (width + step * (in_row - 1)) / 2 + width / 2
            centres.append(QPointF(left + column * step, top + row * (height + gap)))
        return centres

    def _refresh_hand(self, seen: DiggerState) -> None:
        hand = sorted(seen.hands[self.shown], key=lambda card: (self.parts.value_of(card), card))
        for index, card in enumerate(hand):
            item = self._pooled(self.hand_items, index, HAND_SCALE, self)
            item.set_card(card)
            item.home = self.layout.hand_card_rect(index, len(hand)).center()
            item.setZValue(10 + index * 0.01)
        for item in self.hand_items[len(hand) :]:
            item.setVisible(False)
        self._place_hand()

    def _place_hand(self) -> None:
        for item in self.hand_items:
            if item.isVisible():
                lift = units(HAND_LIFT) if item.card in self.selection else 0.0
                item.setPos(item.home - QPointF(0, lift))
        self.hand_focus.show(self._hand_cards())

    def _hand_cards(self) -> list[CardItem]:
        return [item for item in self.hand_items if item.isVisible()]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.hand_focus.key(event, self._hand_cards()):
            event.accept()
            return
        super().keyPressEvent(event)

    def _pooled(
        self, pool: list[CardItem], index: int, scale: float, handler: DiggerScene | None
    ) -> CardItem:
        while len(pool) <= index:
            item = CardItem(self.parts, UNKNOWN, scale, handler)
            self.addItem(item)
            pool.append(item)
        item = pool[index]
        item.setVisible(True)
        return item

    def _refresh_choice(self) -> None:
        """Buttons, the selection and the marks: what the viewer can do now."""
        seen = self.seen
        if seen is None:
            return
        texts = self.texts
        may_act = self._may_act()
        legal = self.legal if may_act else []
        previewed = self.previewed
        for index, button in enumerate(self.trick_buttons):
            trick = self.parts.trick_types[index]
            action = ChooseTrick(trick)
            button.set_content(
                trick_name(texts, trick),
                texts(f"digger.trick_type.{trick}.example"),
                enabled=action in legal,
                chosen=seen.trick == trick,
            )
            button.setToolTip(texts(f"digger.trick_type.{trick}.rule"))
            button.set_marks(
                Marks(lit=action in legal, preview=previewed == action, refused=self.refused == button.spot)
            )
        selecting = may_act and seen.step in SELECTING
        self.message.set_lines((self._selection_message(seen, may_act),))
        for item in self.hand_items:
            item.set_marks(Marks(lit=True, selected=item.card in self.selection) if selecting else NO_MARKS)
        self._place_hand()

    def _selection_message(self, seen: DiggerState, may_act: bool) -> Line:
        """Beside the buttons: what the selection needs, that it is a set, or the rule it breaks."""
        if not may_act or seen.step not in (LEAD_SET, FOLLOW):
            return ("", False, "ink_soft")
        if Pass() in self.legal:
            return (self.texts("digger.table.no_legal_set"), False, "ink")
        if not self.selection:
            return (self.texts("digger.table.selection_empty"), False, "ink_soft")
        violation = self.rules.check(self.state, PlaySet(tuple(self.selection)))
        if violation is None:
            return (self.texts("digger.table.selection_ok"), True, "accent")
        return (violation_text(self.texts, self.config, self.state, violation), False, "illegal")

    # motion --------------------------------------------------------------------------------------------

    def _play_motion(self, events: list[Event]) -> None:
        """Played sets fly in from their player; once they land, won cards fly on to the winners' stacks."""
        if motion.speed() == "off":
            return
        arrivals: list[tuple[CardItem, QPointF, QPointF]] = []
        for event in events:
            if event.kind == "played" and event.seat is not None:
                start = self._origin(event.seat)
                for item in self.trick_items:
                    if item.isVisible() and item.owner == event.seat:
                        arrivals.append((item, start, item.pos()))
        winnings = [
            (int(e.values["card"]), int(e.values["species"]), e.seat)
            for e in events
            if e.kind == "won" and e.seat is not None
        ]

        def fly_winnings() -> None:
            for card, species, seat in winnings:
                self._fly_winning(card, species, seat)

        for index, (item, start, end) in enumerate(arrivals):
            last = index == len(arrivals) - 1
            self._fly(item, start, end, PLAY_FLIGHT, done=fly_winnings if last and winnings else None)
        if winnings and not arrivals:
            fly_winnings()

    def _fly_winning(self, card: int, species: int, seat: int) -> None:
        source = next((item for item in self.trick_items if item.isVisible() and item.card == card), None)
        if source is None:
            return
        ghost = CardItem(self.parts, card, self.layout.trick_scale)
        ghost.setZValue(50)
        self.addItem(ghost)
        self.ghosts.append(ghost)
        target = self.seats[seat].won_point(species)
        self._fly(ghost, source.pos(), target, WON_FLIGHT, shrink=True, done=lambda: self._drop(ghost))

    def _origin(self, seat: int) -> QPointF:
        if seat == self.shown:
            return self.layout.hand_centre()
        return self.seats[seat].hand_point()

    def _fly(
        self,
        item: CardItem,
        start: QPointF,
        end: QPointF,
        name: str,
        shrink: bool = False,
        done: Callable[[], None] | None = None,
    ) -> None:
        step = motion.flight(item, start, end, (1.0, 0.5) if shrink else None)
        self.animator.play(motion.duration(name), step, done or (lambda: None))

    def _drop(self, ghost: CardItem) -> None:
        if ghost in self.ghosts:
            self.ghosts.remove(ghost)
            self.removeItem(ghost)

    # the table under everything ---------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, exposed: QRectF | QRect) -> None:
        paint_table(painter, exposed)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("trick_area"))
        area = self.layout.trick_area()
        painter.drawRoundedRect(area, units(0.3), units(0.3))
        painter.restore()
