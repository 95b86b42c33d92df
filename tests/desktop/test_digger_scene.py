"""Digger's table scene, driven like a player would: clicks on cards and buttons on a real view.

Each test builds a real match, syncs the scene to it and checks what the
scene offers: legal clicks become ``actionChosen``, illegal ones
``violationShown`` with the core's rule, and only the viewer's own hand is
ever drawn face up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from core.engine import savefile
from core.engine.match import Match
from core.engine.protocol import UNKNOWN, Action, Event, MatchConfig, PlayerInfo, Violation
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.rules import DiggerRules
from core.games.digger.state import FOLLOW, LEAD_SET, LEAD_TRICK, NO_CARD, SWAP
from core.games.digger.tricks import can_form
from desktop import motion
from desktop.games.digger import UI
from desktop.games.digger.items import ButtonItem, CardItem
from desktop.games.digger.scene import DiggerScene
from desktop.games.digger.texts import action_text, card_name, decision_text, event_text, violation_text
from desktop.scene.action_bar import BarAction
from desktop.text import Texts

RULES = DiggerRules()
PARTS = RULES.components()
NAMES = ("Anna", "Ben", "Cleo", "Dara")
COLOURS = ("blue", "orange", "green", "purple")


@pytest.fixture(autouse=True)
def no_motion() -> Iterator[None]:
    before = motion.speed()
    motion.set_speed("off")
    yield
    motion.set_speed(before)


@dataclass
class Table:
    """A match, its scene on a real view, and what the scene emitted."""

    match: Match
    scene: DiggerScene
    view: QGraphicsView
    chosen: list[Action] = field(default_factory=list)
    refused: list[Violation | None] = field(default_factory=list)

    def sync(self, events: list[Event] | None = None) -> None:
        self.scene.sync(self.match.state, self.match.pending(), self.match.legal(), events or [])

    def apply(self, action: Action) -> list[Event]:
        events = self.match.apply(action)
        self.sync(events)
        return events

    def click_item(self, item: CardItem | ButtonItem) -> None:
        centre = item.mapToScene(item.shape().boundingRect().center())
        point: QPoint = self.view.mapFromScene(centre)
        QTest.mouseClick(
            self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )

    def hand_item(self, card: int) -> CardItem:
        return next(item for item in self.scene.hand_items if item.isVisible() and item.card == card)

    def click_card(self, card: int) -> None:
        self.click_item(self.hand_item(card))

    def trick_button(self, trick: str) -> ButtonItem:
        return self.scene.trick_buttons[PARTS.trick_types.index(trick)]

    def bar_entry(self, key: str, **values: object) -> BarAction | None:
        """The action bar's button with the words of ``key``, or None when the bar has none."""
        label = self.scene.texts(key, **values)
        return next((entry for entry in self.scene.bar_actions() if entry.label == label), None)

    def press(self, key: str, **values: object) -> None:
        """Press the bar's button as the window does: through the scene, which lets the core judge."""
        entry = self.bar_entry(key, **values)
        assert entry is not None, f"no {key} on the action bar"
        self.scene.offer_plan(entry.actions)


def make_table(qtbot: QtBot, players: int = 3, seed: int = 3, language: str = "en") -> Table:
    config = MatchConfig("digger", tuple(PlayerInfo(NAMES[i], COLOURS[i]) for i in range(players)))
    return open_table(qtbot, Match(RULES, config, seed), language)


def open_table(qtbot: QtBot, match: Match, language: str = "en") -> Table:
    """A new scene on ``match`` as it stands, as after Resume or a load: synced once, without events."""
    scene = UI.create_scene(RULES, match.config, Texts(language))
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1500, 1000)
    view.show()
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    table = Table(match, scene, view)
    scene.actionChosen.connect(table.chosen.append)
    scene.planChosen.connect(table.chosen.extend)
    scene.violationShown.connect(table.refused.append)
    table.sync()
    return table


def play_until(table: Table, done: Callable[[Table], bool], limit: int = 400) -> None:
    """Play the largest legal set (else the first legal action) until ``done``."""
    for _ in range(limit):
        if done(table):
            return
        legal = table.match.legal()
        plays = [action for action in legal if isinstance(action, PlaySet)]
        table.apply(max(plays, key=lambda action: len(action.cards)) if plays else legal[0])
    raise AssertionError("the wanted moment never came")


def find_table(qtbot: QtBot, wanted: Callable[[Table], bool], players: int = 3) -> Table:
    """A table at a moment ``wanted`` finds, trying seeds until one gets there."""
    for seed in range(40):
        table = make_table(qtbot, players, seed)
        try:
            play_until(table, wanted, limit=120)
        except AssertionError:
            continue
        return table
    raise AssertionError("no seed reaches the wanted moment")


# leading ---------------------------------------------------------------------------------------


def test_clicking_a_legal_trick_type_offers_it_and_an_illegal_one_shows_why(qtbot: QtBot) -> None:
    table = make_table(qtbot)
    state = table.match.state
    assert state.step == LEAD_TRICK
    hand = state.hands[state.turn]
    legal = [t for t in PARTS.trick_types if can_form(PARTS, t, hand)]
    illegal = [t for t in PARTS.trick_types if t not in legal]
    for trick in PARTS.trick_types:
        assert table.trick_button(trick).marks.lit == (trick in legal)
    table.click_item(table.trick_button(legal[0]))
    assert table.chosen == [ChooseTrick(legal[0])]
    if illegal:
        table.click_item(table.trick_button(illegal[0]))
        assert table.chosen == [ChooseTrick(legal[0])]
        assert table.refused[-1] is not None and table.refused[-1].rule == "digger.trick.no_set"


def test_toggling_cards_and_play_offers_the_set(qtbot: QtBot) -> None:
    table = make_table(qtbot)
    trick = next(a for a in table.match.legal() if isinstance(a, ChooseTrick)).trick
    table.apply(ChooseTrick(trick))
    assert table.match.state.step == LEAD_SET
    wanted = next(a for a in table.match.legal() if isinstance(a, PlaySet))
    for card in wanted.cards:
        table.click_card(card)
    assert table.scene.selection == set(wanted.cards)
    assert all(table.hand_item(card).marks.selected for card in wanted.cards)
    assert table.refused[-1] is None  # the finished selection is a legal set: no rule shown
    play = table.bar_entry("digger.table.play")
    assert play is not None and play.enabled and play.default
    table.press("digger.table.play")
    assert set(table.chosen[-1].cards) == set(wanted.cards)
    # a card clicked twice leaves the selection
    table.click_card(wanted.cards[0])
    assert wanted.cards[0] not in table.scene.selection


def test_an_illegal_selection_shows_its_rule_live_and_play_refuses_it(qtbot: QtBot) -> None:
    def odd_lead_with_an_even_card(t: Table) -> bool:
        state = t.match.state
        if state.step != LEAD_TRICK or t.match.pending().seat != state.turn:
            return False
        hand = state.hands[state.turn]
        values = [PARTS.value_of(card) for card in hand]
        return can_form(PARTS, "odd", hand) and any(v % 2 == 0 for v in values)

    table = find_table(qtbot, odd_lead_with_an_even_card)
    table.apply(ChooseTrick("odd"))
    hand = table.match.state.hands[table.match.state.turn]
    odd = next(card for card in hand if PARTS.value_of(card) % 2)
    even = next(card for card in hand if PARTS.value_of(card) % 2 == 0)
    table.click_card(odd)
    assert table.refused[-1] is not None and table.refused[-1].rule == "digger.set.size"
    table.click_card(even)
    assert table.refused[-1] is not None and table.refused[-1].rule == "digger.set.odd"
    expected = violation_text(table.scene.texts, table.match.config, table.match.state, table.refused[-1])
    assert table.scene.message.lines[0][:1] == (expected,)  # the rule also stands beside the buttons
    table.press("digger.table.play")
    assert table.chosen == []
    assert table.refused[-1] is not None and table.refused[-1].rule == "digger.set.odd"


def test_pass_is_refused_while_a_set_can_be_formed(qtbot: QtBot) -> None:
    def follower_with_a_set(t: Table) -> bool:
        return t.match.state.step == FOLLOW and Pass() not in t.match.legal()

    table = find_table(qtbot, follower_with_a_set)
    assert table.bar_entry("digger.action.pass") is None  # nothing to press: the rule is to play
    table.scene.offer(Pass())  # the keyboard path still explains the rule
    assert table.chosen == []
    assert table.refused[-1] is not None and table.refused[-1].rule == "digger.pass.must_play"


def test_a_follower_without_a_set_passes_and_then_swaps_the_chosen_cards(qtbot: QtBot) -> None:
    def follower_without_a_set(t: Table) -> bool:
        return t.match.state.step == FOLLOW and Pass() in t.match.legal()

    table = find_table(qtbot, follower_without_a_set)
    passing = table.bar_entry("digger.action.pass")
    assert passing is not None and passing.default  # no set can be formed: Enter passes
    table.press("digger.action.pass")
    assert table.chosen == [Pass()]
    table.apply(Pass())
    assert table.match.state.step == SWAP
    hand = sorted(table.match.state.hands[table.match.state.turn])
    table.press("digger.action.keep")  # nothing selected: keep the hand
    assert table.chosen[-1] == Swap(())
    table.click_card(hand[0])
    table.click_card(hand[2])
    assert table.refused[-1] is None
    table.press("digger.action.swap", count=2)
    assert table.chosen[-1] == Swap((hand[0], hand[2]))


def test_preview_from_the_panel_selects_that_sets_cards(qtbot: QtBot) -> None:
    table = make_table(qtbot)
    trick = next(a for a in table.match.legal() if isinstance(a, ChooseTrick)).trick
    table.apply(ChooseTrick(trick))
    option = next(a for a in table.match.legal() if isinstance(a, PlaySet))
    table.scene.preview(option)
    assert table.scene.selection == set(option.cards)
    assert all(table.hand_item(card).marks.selected for card in option.cards)


# hidden information -------------------------------------------------------------------------------------


def test_only_the_viewers_hand_is_drawn_face_up(qtbot: QtBot) -> None:
    table = make_table(qtbot, players=4)
    state = table.match.state
    viewer = table.match.pending().seat
    assert table.scene.shown == viewer
    shown_hand = sorted(item.card for item in table.scene.hand_items if item.isVisible())
    assert shown_hand == sorted(state.hands[viewer])
    for seat, item in enumerate(table.scene.seats):
        if seat != viewer:
            assert item.hand == (UNKNOWN,) * len(state.hands[seat])
    hidden = {card for seat in range(4) if seat != viewer for card in state.hands[seat]} | set(state.deck)
    drawn = {item.card for item in table.scene.items() if isinstance(item, CardItem) and item.isVisible()}
    assert not drawn & hidden


def test_set_viewer_shows_that_seats_hand(qtbot: QtBot) -> None:
    table = make_table(qtbot, players=3)
    state = table.match.state
    other = (table.match.pending().seat + 1) % 3
    table.scene.set_viewer(other)
    shown_hand = sorted(item.card for item in table.scene.hand_items if item.isVisible())
    assert shown_hand == sorted(state.hands[other])
    assert table.scene.seats[table.match.pending().seat].hand[0] == UNKNOWN
    # not this viewer's turn: nothing on the table acts
    for button in table.scene.trick_buttons:
        assert not button.marks.lit
        table.click_item(button)
    assert table.chosen == []


def test_after_a_trick_the_sets_stay_with_each_species_winner_marked(qtbot: QtBot) -> None:
    table = make_table(qtbot, players=3)
    won: list[int] = []

    def trick_done(t: Table) -> bool:
        return t.match.state.leads_done >= 1

    for _ in range(20):
        if trick_done(table):
            break
        legal = table.match.legal()
        plays = [a for a in legal if isinstance(a, PlaySet)]
        events = table.apply(max(plays, key=lambda a: len(a.cards)) if plays else legal[0])
        won += [int(e.values["card"]) for e in events if e.kind == "won"]
    assert table.match.state.step == LEAD_TRICK
    marked = {item.card for item in table.scene.trick_items if item.isVisible() and item.winner}
    assert marked == set(won)
    for seat in range(3):
        assert table.scene.seats[seat].content.won == table.match.state.won[seat]
    table.apply(next(a for a in table.match.legal() if isinstance(a, ChooseTrick)))
    assert not any(item.isVisible() for item in table.scene.trick_items)


def shown_trick(table: Table) -> tuple[set[tuple[int, int]], set[int]]:
    """The cards in the trick area by owner, and those marked as won."""
    visible = [item for item in table.scene.trick_items if item.isVisible()]
    return {(item.owner, item.card) for item in visible}, {item.card for item in visible if item.winner}


def test_a_loaded_match_and_an_undo_show_the_same_finished_trick(qtbot: QtBot, tmp_path: Path) -> None:
    table = make_table(qtbot, players=3)
    play_until(table, lambda t: t.match.state.leads_done >= 1)
    before = shown_trick(table)
    trick = table.match.state.last_trick
    assert trick is not None and before[0]
    assert before[1] == {card for _, card in trick.winners if card != NO_CARD}
    path = tmp_path / "trick.dinotable"
    savefile.write(path, table.match)
    assert shown_trick(open_table(qtbot, savefile.read(path))) == before
    table.apply(table.match.legal()[0])  # the next lead acts: the trick is put away
    assert shown_trick(table) != before
    table.match.undo()
    table.sync()
    assert shown_trick(table) == before


def test_a_loaded_match_shows_the_last_rounds_tally(qtbot: QtBot, tmp_path: Path) -> None:
    table = make_table(qtbot)
    play_until(table, lambda t: t.match.state.round == 2)
    rows = [tally.row for tally in table.scene.tallies]
    assert all(row is not None for row in rows)
    path = tmp_path / "round.dinotable"
    savefile.write(path, table.match)
    loaded = open_table(qtbot, savefile.read(path))
    assert [tally.row for tally in loaded.scene.tallies] == rows
    assert all(tally.isVisible() for tally in loaded.scene.tallies)


# words ----------------------------------------------------------------------------------------------------


def test_texts_name_cards_tricks_and_players() -> None:
    texts = Texts("en")
    config = MatchConfig("digger", tuple(PlayerInfo(NAMES[i], COLOURS[i]) for i in range(3)))
    stego_7, trice_7 = PARTS.card(1, 7), PARTS.card(0, 7)
    if texts.has("digger.card"):
        assert card_name(texts, stego_7) == "Stegosaurus 7"
        assert action_text(texts, None, PlaySet((stego_7, trice_7))) == "Play Triceratops 7, Stegosaurus 7"
    match = Match(RULES, config, 3)
    prompt, hint = decision_text(texts, config, match.state, match.pending())
    assert prompt and hint
    line = event_text(texts, config, match.state, Event("trick_chosen", 1, {"trick": "odd"}))
    assert line is not None and ("Ben" in line or line == "digger.event.trick_chosen")
    rule = violation_text(texts, config, match.state, Violation("digger.trick.no_set", {"trick": "odd"}))
    assert "{trick}" not in rule


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_tie_for_the_most_dna_is_told_once_as_a_tie(language: str) -> None:
    texts = Texts(language)
    config = MatchConfig("digger", tuple(PlayerInfo(NAMES[i], COLOURS[i]) for i in range(3)))
    values = {"species": 0, "count": 3, "seats": [0, 2]}
    first = event_text(texts, config, None, Event("token", 0, values))
    assert first is not None and NAMES[0] in first and NAMES[2] in first and NAMES[1] not in first
    assert first == texts(
        "digger.event.token.tie",
        players=texts.listing([NAMES[0], NAMES[2]]),
        species=texts("digger.species.triceratops"),
        count=3,
    )
    assert event_text(texts, config, None, Event("token", 2, values)) is None  # one line for the tie
    alone = event_text(texts, config, None, Event("token", 1, values | {"seats": [1]}))
    assert alone == texts(
        "digger.event.token", player=NAMES[1], species=texts("digger.species.triceratops"), count=3
    )
    assert texts.listing(["A", "B", "C"]) == ("A, B and C" if language == "en" else "A, B und C")


def test_language_switch_redraws_the_words(qtbot: QtBot) -> None:
    table = make_table(qtbot)
    english = table.trick_button("even").title
    table.scene.set_texts(Texts("de"))
    german = table.trick_button("even").title
    assert german == Texts("de")("digger.trick_type.even")
    if Texts("de").has("digger.trick_type.even"):
        assert german != english


def test_the_cover_paints(qtbot: QtBot) -> None:
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    UI.paint_cover(painter, QRectF(0, 0, 300, 200))
    painter.end()
    assert image.pixelColor(150, 100).alpha() > 0


def test_hovering_a_trick_type_the_hand_cannot_fill_outlines_it_with_the_rule(qtbot: QtBot) -> None:
    def lead_with_an_impossible_type(t: Table) -> bool:
        state = t.match.state
        hand = state.hands[state.turn]
        return state.step == LEAD_TRICK and not all(
            can_form(PARTS, trick, hand) for trick in PARTS.trick_types
        )

    table = find_table(qtbot, lead_with_an_impossible_type)
    hand = table.match.state.hands[table.match.state.turn]
    index = next(i for i, trick in enumerate(PARTS.trick_types) if not can_form(PARTS, trick, hand))
    table.scene.spot_hover(("trick", index), True)
    assert table.scene.trick_buttons[index].marks.refused
    assert table.refused[-1] is not None and table.refused[-1].rule == "digger.trick.no_set"
    table.scene.spot_hover(("trick", index), False)
    assert not table.scene.trick_buttons[index].marks.refused


def test_with_motion_on_the_table_still_ends_where_the_state_says(qtbot: QtBot) -> None:
    motion.set_speed("normal")
    table = make_table(qtbot, players=2)
    play_until(table, lambda t: t.match.state.leads_done >= 1)
    scene = table.scene
    assert scene.animator.busy or not scene.ghosts
    table.sync()  # a redraw in the middle of the flights: every card jumps to its place
    assert not scene.animator.busy and not scene.ghosts
    placed = [(item.card, item.pos()) for item in scene.trick_items if item.isVisible()]
    table.sync()
    assert placed == [(item.card, item.pos()) for item in scene.trick_items if item.isVisible()]
    assert all(item.scale() == 1.0 for item in scene.trick_items)


def test_the_shells_view_of_the_state_draws_the_same_table(qtbot: QtBot) -> None:
    """The shell passes the viewer's view (not the full state) and sets ``viewer`` first."""
    table = make_table(qtbot, players=3)
    match = table.match
    seat = match.pending().seat
    table.scene.viewer = seat
    table.scene.sync(RULES.view(match.state, seat), match.pending(), match.legal(), [])
    assert sorted(i.card for i in table.scene.hand_items if i.isVisible()) == sorted(match.state.hands[seat])
    trick = next(a for a in match.legal() if isinstance(a, ChooseTrick))
    table.click_item(table.trick_button(trick.trick))
    assert table.chosen == [trick]


def test_after_a_round_the_slots_show_each_players_counts_and_tokens_until_the_next_trick(
    qtbot: QtBot,
) -> None:
    table = make_table(qtbot)
    play_until(table, lambda t: t.match.state.round == 2)
    scored = next(e for e in table.match.steps[-1].events if e.kind == "round_scored")
    lead = table.match.state.lead
    for index, tally in enumerate(table.scene.tallies):
        seat = (lead + index) % 3
        assert tally.isVisible()
        assert tally.row == (tuple(scored.values["counts"][seat]), tuple(scored.values["awarded"][seat]))
    table.apply(next(a for a in table.match.legal() if isinstance(a, ChooseTrick)))
    assert not any(tally.isVisible() for tally in table.scene.tallies)


def test_the_keyboard_walks_the_hand_and_return_selects_the_focused_card(qtbot: QtBot) -> None:
    table = make_table(qtbot)
    trick = next(a for a in table.match.legal() if isinstance(a, ChooseTrick)).trick
    table.apply(ChooseTrick(trick))
    scene = table.scene
    table.view.setFocus()
    cards = [item for item in scene.hand_items if item.isVisible()]
    assert not any(item.focused for item in cards), "no ring until a key moves it"
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    assert [item.focused for item in cards] == [index == 1 for index in range(len(cards))]
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert scene.selection == {cards[1].card}, "Return clicks the focused card, as the mouse would"
    QTest.keyClick(table.view, Qt.Key.Key_End)
    assert cards[-1].focused and not cards[1].focused
    QTest.keyClick(table.view, Qt.Key.Key_Left)
    assert cards[-2].focused
