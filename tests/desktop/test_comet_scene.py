"""Comet's table: clicks on spaces become hatches and steps; an illegal space names its rule."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent, QGraphicsView
from pytestqt.qtbot import QtBot

from core.engine.protocol import Action, Event, MatchConfig, PlayerInfo, Violation
from core.games.comet.actions import (
    Discard,
    EndMove,
    Hatch,
    HatchAt,
    KeepHand,
    Move,
    Rest,
    Step,
    TakeGold,
    UseAbility,
)
from core.games.comet.components import JOKER
from core.games.comet.effects import EXHAUST, LANDS
from core.games.comet.plans import why_not
from core.games.comet.state import HATCH_NEST, OFF_BOARD, CometState
from desktop.games.comet.board import centre
from desktop.games.comet.scene import CometScene
from desktop.games.comet.texts import card_name
from desktop.text import Texts
from tests.core.comet.builders import (
    PARTS,
    RULES,
    blocker,
    board,
    hatched,
    in_hand,
    is_land,
    land_of,
    lines,
    mid_move,
    new_state,
    plain_card,
    seat_with,
    with_symbols,
)

CONFIG = MatchConfig("comet", (PlayerInfo("Anna", "blue"), PlayerInfo("Ben", "orange")), {"side": "a"})


def table(qtbot: QtBot, state) -> tuple[CometScene, list[Action], list[Violation | None]]:  # type: ignore[no-untyped-def]
    scene = CometScene(RULES, CONFIG, Texts("en"))
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    chosen: list[Action] = []
    refused: list[Violation | None] = []
    scene.actionChosen.connect(chosen.append)
    scene.violationShown.connect(refused.append)
    scene.sync(state, RULES.pending(state), RULES.legal(state), [])
    return scene, chosen, refused


def test_a_lit_nest_takes_the_hatching_rescuer(qtbot: QtBot) -> None:
    number = next(n for n in range(2, 13) if len(board(new_state()).nests(n)) >= 2)
    card = plain_card(nest=number)
    state, _ = RULES.apply(in_hand(new_state(), 0, card), Hatch(card))
    assert state.step == HATCH_NEST
    scene, chosen, _ = table(qtbot, state)
    nest = board(state).nests(number)[1]
    assert scene.spots[("space", nest)].marks.lit
    scene.spot_click(("space", nest))
    assert chosen == [HatchAt(nest)]


def test_a_click_on_a_reachable_space_steps_there_paying_with_its_landscape(qtbot: QtBot) -> None:
    state = new_state()
    a, b = next((a, b) for a, b, _ in lines(state) if is_land(state, a) and is_land(state, b))
    state = mid_move(hatched(state, 0, 0, plain_card(), a), land_of(state, b), JOKER)
    scene, chosen, _ = table(qtbot, state)
    assert scene.spots[("space", b)].marks.lit
    scene.spot_click(("space", b))
    assert chosen == [Step(0, b, land_of(state, b))], "the landscape's own symbol before the joker"


def test_with_two_rescuers_out_a_click_on_one_selects_it(qtbot: QtBot) -> None:
    state = new_state()
    pairs = [(a, b) for a, b, _ in lines(state) if is_land(state, a) and is_land(state, b)]
    a1, b1 = pairs[0]
    a2, _ = next((a, b) for a, b in pairs if len({a, b, a1, b1}) == 4)
    state = hatched(hatched(state, 0, 0, plain_card(), a1), 0, 1, state.seats[0].hand[0], a2)
    state = mid_move(state, JOKER)
    scene, chosen, _ = table(qtbot, state)
    scene.spot_click(("space", a1))
    assert scene.selected == 0 and scene.spots[("space", a1)].marks.selected and chosen == []
    scene.spot_click(("space", b1))
    assert chosen == [Step(0, b1, JOKER)]


def test_an_empty_nest_refuses_the_step_and_says_why(qtbot: QtBot) -> None:
    state = new_state()
    a, nest = next((a, n) for a, n, _ in lines(state) if is_land(state, a) and land_of(state, n) == "nest")
    state = mid_move(hatched(state, 0, 0, plain_card(), a), JOKER)
    scene, chosen, refused = table(qtbot, state)
    assert not scene.spots[("space", nest)].marks.lit
    scene.spot_click(("space", nest))
    assert chosen == [] and refused and refused[-1] is not None
    assert refused[-1].rule == "comet.move.empty_nest"


def test_the_table_shows_the_offer_every_tableau_and_only_the_viewers_hand(qtbot: QtBot) -> None:
    state = new_state()
    view = RULES.view(state, 1)
    scene = CometScene(RULES, CONFIG, Texts("en"))
    qtbot.addWidget(QGraphicsView(scene))
    scene.viewer = 1
    scene.sync(view, RULES.pending(state), [], [])
    assert scene.hand.seat == 1 and scene.hand.state is view
    assert [area.seat for area in scene.seat_areas] == [0, 1]
    assert scene.supply.state is view
    bounds = [
        item.sceneBoundingRect() for item in (scene.board_item, scene.supply, scene.hand, *scene.seat_areas)
    ]
    for index, one in enumerate(bounds):
        for other in bounds[index + 1 :]:
            assert not one.intersects(other), "areas of the table never overlap"


# --- hand cards: pick one, see where it brings a rescuer, click there ---------------------------


class Table:
    """A scene that plays what it emits, as the shell would: apply (a plan whole), then redraw once."""

    def __init__(self, qtbot: QtBot, state: CometState) -> None:
        self.scene, self.chosen, self.refused = table(qtbot, state)
        self.state = state
        self.events: list[Event] = []
        self.plans: list[tuple[Action, ...]] = []
        self.redraws = 0
        self.scene.actionChosen.connect(lambda action: self._apply((action,)))
        self.scene.planChosen.connect(self._apply_plan)

    def _apply_plan(self, plan: tuple[Action, ...]) -> None:
        self.plans.append(plan)
        self._apply(plan)

    def _apply(self, actions: tuple[Action, ...]) -> None:
        events: list[Event] = []
        for action in actions:
            self.state, more = RULES.apply(self.state, action)
            events += more
        self.events += events
        self.redraws += 1
        self.scene.sync(self.state, RULES.pending(self.state), RULES.legal(self.state), events)

    def pick(self, card: int) -> None:
        self.scene.spot_click(("hand", self.state.seats[0].hand.index(card)))


def test_a_picked_card_lights_its_nests_and_a_click_hatches_it_there(qtbot: QtBot) -> None:
    number = next(n for n in range(2, 13) if len(board(new_state()).nests(n)) >= 2)
    card = plain_card(nest=number)
    played = Table(qtbot, in_hand(new_state(), 0, card))
    played.pick(card)
    nests = board(played.state).nests(number)
    assert played.scene.card == card and played.scene.card_spots[("hand", 0)].marks.selected
    assert all(played.scene.spots[("space", nest)].marks.lit for nest in nests)
    assert "click a lit nest" in played.scene.hand.caption
    played.scene.spot_click(("space", nests[1]))
    assert played.plans == [(Hatch(card), HatchAt(nests[1]))], "the plan goes out whole, at once"
    assert played.chosen == [] and played.redraws == 1
    assert played.state.seats[0].rescuers[0] == nests[1]


def test_a_picked_card_moves_with_a_jump_to_a_lit_space(qtbot: QtBot) -> None:
    state = new_state()
    a, b, c = next(
        (a, b, c) for a, b, c in lines(state) if is_land(state, a) and is_land(state, b) and is_land(state, c)
    )
    card = with_symbols(land_of(state, c), land_of(state, c))
    state = blocker(hatched(state, 0, 0, plain_card(), a), b)
    played = Table(qtbot, in_hand(state, 0, card))
    played.pick(card)
    assert played.scene.spots[("space", c)].marks.lit and not played.scene.spots[("space", b)].marks.lit
    played.scene.spot_click(("space", c))
    assert played.plans == [(Move(card), Step(0, c, land_of(state, c)))]
    stepped = next(event for event in played.events if event.kind == "stepped")
    assert stepped.values["jumped"], "b was jumped for free"
    assert [done for _, _, done in played.scene.arcs.arcs] == [True], "the jump shows as an arc"


def test_a_jump_the_player_may_make_shows_as_a_dashed_arc(qtbot: QtBot) -> None:
    state = new_state()
    a, b, c = next(
        (a, b, c) for a, b, c in lines(state) if is_land(state, a) and is_land(state, b) and is_land(state, c)
    )
    state = mid_move(blocker(hatched(state, 0, 0, plain_card(), a), b), JOKER)
    scene, _, _ = table(qtbot, state)
    here = board(state).spaces
    assert (centre(here[a]), centre(here[c]), False) in scene.arcs.arcs


def test_a_space_two_rescuers_can_reach_asks_which_rescuer_goes(qtbot: QtBot) -> None:
    state = new_state()
    a, b, c = next(
        (a, b, c) for a, b, c in lines(state) if is_land(state, a) and is_land(state, b) and is_land(state, c)
    )
    first, second = [card.index for card in PARTS.cards if card.tier == "silver" and card.ability is None][:2]
    state = hatched(hatched(state, 0, 0, first, a), 0, 1, second, c)
    scene, chosen, refused = table(qtbot, mid_move(state, JOKER))
    assert scene.spots[("space", b)].marks.lit
    scene.spot_click(("space", b))
    assert chosen == []
    assert refused[-1] is not None and refused[-1].rule == "comet.move.which_rescuer"
    assert Texts("en").has(refused[-1].rule) and Texts("de").has(refused[-1].rule)


def test_a_far_lit_space_plays_every_step_of_the_way(qtbot: QtBot) -> None:
    state = new_state()
    a, b, c = next(
        (a, b, c)
        for a, b, c in lines(state)
        if is_land(state, a)
        and is_land(state, b)
        and is_land(state, c)
        and land_of(state, b) != land_of(state, c)
    )
    card = with_symbols(land_of(state, b), land_of(state, c))
    played = Table(qtbot, in_hand(hatched(state, 0, 0, plain_card(), a), 0, card))
    played.pick(card)
    assert played.scene.plans[c][0] == Move(card) and len(played.scene.plans[c]) == 3
    plan = played.scene.plans[c]
    played.scene.spot_click(("space", c))
    assert played.plans == [plan] and played.redraws == 1, "every step of the way in one operation"
    assert played.state.seats[0].rescuers[0] == c


def test_a_lit_cave_rescues_the_animal(qtbot: QtBot) -> None:
    state = new_state()
    cave = board(state).cave
    a = next(a for a in board(state).neighbours[cave] if a is not None and is_land(state, a))
    animal, card = plain_card(), with_symbols(*PARTS.cards[plain_card()].symbols)
    played = Table(qtbot, in_hand(hatched(state, 0, 0, animal, a), 0, card))
    played.pick(card)
    assert played.scene.spots[("space", cave)].marks.lit, "the cave takes any symbol"
    played.scene.spot_click(("space", cave))
    assert any(event.kind == "rescued" for event in played.events)
    assert animal in played.state.seats[0].rescued


def test_a_space_the_picked_card_cannot_reach_says_why(qtbot: QtBot) -> None:
    state = new_state()
    card = plain_card()
    start = next(space.index for space in board(state).spaces if space.land in LANDS)
    played = Table(qtbot, in_hand(hatched(state, 0, 0, plain_card(), start), 0, card))
    played.pick(card)
    far = next(
        space.index
        for space in board(state).spaces
        if space.land in LANDS and space.index not in played.scene.plans and space.index != start
    )
    played.scene.spot_click(("space", far))
    refusal = played.refused[-1]
    assert played.chosen == [] and played.plans == [] and refusal is not None
    assert refusal == why_not(RULES, played.state, card, far), "the refusal is the core's"
    assert refusal.rule.startswith("comet.move.")
    assert Texts("en").has(refusal.rule) and Texts("de").has(refusal.rule)
    played.pick(card)
    assert played.scene.card is None and not played.scene.spots[("space", far)].marks.lit


def test_while_resting_a_hand_card_is_discarded_and_an_offer_card_taken(qtbot: QtBot) -> None:
    played = Table(qtbot, new_state())
    played.scene.preview(Rest())
    played.scene.offer(Rest())
    first = played.state.seats[0].hand[0]
    played.scene.spot_click(("hand", 0))
    assert played.chosen[-1] == Discard(first)
    played.scene.offer(KeepHand())
    offered = played.state.offer[1]
    assert played.scene.card_spots[("offer", 1)].marks.lit
    played.scene.spot_click(("offer", 1))
    assert played.chosen[-1] == TakeGold(offered)


def test_rescued_tabs_stay_inside_the_tableau_without_overlapping(qtbot: QtBot) -> None:
    state = new_state()
    rescued = tuple(card.index for card in PARTS.cards if card.tier == "silver")[:16]
    state = seat_with(state, 0, rescued=rescued, exhausted=rescued[:3])
    scene, _, _ = table(qtbot, state)
    area = scene.seat_areas[0]
    tabs = area.rescued_rects()
    assert len(tabs) == 16
    for index, tab in enumerate(tabs):
        assert area.boundingRect().contains(tab)
        assert all(not tab.intersects(other) for other in tabs[index + 1 :])
    zoom = scene.card_spots[("rescued", 3)].zoom
    assert zoom is not None and zoom.words.startswith(card_name(Texts("en"), rescued[3]))


def test_a_ready_ability_is_used_by_clicking_its_tab(qtbot: QtBot) -> None:
    state = new_state()
    ready = next(
        card.index for card in PARTS.cards if card.ability is not None and card.ability.kind == EXHAUST
    )
    state = seat_with(state, 0, rescued=(plain_card(), ready))
    scene, chosen, _ = table(qtbot, state)
    assert scene.card_spots[("rescued", 1)].marks.lit and not scene.card_spots[("rescued", 0)].marks.lit
    scene.spot_click(("rescued", 1))
    assert chosen == [UseAbility(ready)]
    scene.spot_click(("rescued", 100 + 0))
    assert chosen == [UseAbility(ready)], "another seat's cards are not the player's to use"


def test_the_hand_caption_says_what_a_click_on_a_card_does(qtbot: QtBot) -> None:
    played = Table(qtbot, new_state())
    assert "pick a card" in played.scene.hand.caption
    played.scene.offer(Rest())
    assert "discard" in played.scene.hand.caption
    empty = Table(qtbot, in_hand(new_state(), 0))
    assert empty.scene.hand.caption == "", "no card to pick: the plain heading"


def test_the_last_move_stays_marked_when_the_table_is_handed_on(qtbot: QtBot) -> None:
    played = Table(qtbot, new_state())
    card = played.state.seats[0].hand[0]
    played.pick(card)
    nest = sorted(played.scene.plans)[0]
    played.scene.spot_click(("space", nest))
    assert played.state.seats[0].rescuers != (OFF_BOARD,) * 3
    assert played.scene.spots[("space", nest)].marks.last
    handed_on = RULES.view(played.state, 1)
    played.scene.sync(handed_on, RULES.pending(played.state), RULES.legal(played.state), [])
    assert played.scene.spots[("space", nest)].marks.last, "the next player sees what was done"


def test_a_click_lets_go_of_the_mouse_even_with_another_button_held(qtbot: QtBot) -> None:
    number = next(n for n in range(2, 13) if len(board(new_state()).nests(n)) >= 2)
    card = plain_card(nest=number)
    state, _ = RULES.apply(in_hand(new_state(), 0, card), Hatch(card))
    scene, chosen, _ = table(qtbot, state)
    nest = board(state).nests(number)[0]
    point = scene.spots[("space", nest)].shape().boundingRect().center()

    def send(kind: QEvent.Type, held: Qt.MouseButton) -> None:
        event = QGraphicsSceneMouseEvent(kind)
        event.setScenePos(point)
        event.setPos(point)
        event.setButton(Qt.MouseButton.LeftButton)
        event.setButtons(held)
        QApplication.sendEvent(scene, event)

    right_held = Qt.MouseButton.RightButton
    send(QEvent.Type.GraphicsSceneMousePress, Qt.MouseButton.LeftButton | right_held)
    send(QEvent.Type.GraphicsSceneMouseRelease, right_held)  # the right button is still down
    assert chosen == [HatchAt(nest)]
    assert scene.mouseGrabberItem() is None, "the next click must not land on this space"


def test_every_face_up_card_on_the_table_shows_its_whole_face_in_the_zoom(qtbot: QtBot) -> None:
    state = new_state()
    with_ability = next(card.index for card in PARTS.cards if card.ability is not None)
    state = seat_with(state, 1, slots=(with_ability, *state.seats[1].slots[1:]))
    scene, _, _ = table(qtbot, state)
    english = Texts("en")
    hand = state.seats[0].hand
    for index, card in enumerate(hand):
        zoom = scene.card_spots[("hand", index)].zoom
        assert zoom is not None and zoom.words.startswith(card_name(english, card))
    for index in range(len(state.offer)):
        assert scene.card_spots[("offer", index)].zoom is not None
    slot = scene.card_spots[("slot", 100)]
    assert slot.isVisible() and slot.zoom is not None
    assert card_name(english, with_ability) in slot.zoom.words and "\n" in slot.zoom.words, "with its ability"
    assert not slot.marks.lit, "a tableau card is only looked at"


def test_the_keyboard_walks_the_hand_and_return_picks_the_focused_card(qtbot: QtBot) -> None:
    played = Table(qtbot, new_state())
    scene = played.scene
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.show()
    view.setFocus()
    hand = played.state.seats[0].hand
    QTest.keyClick(view, Qt.Key.Key_Home)
    assert scene.card_spots[("hand", 0)].focused
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.card_spots[("hand", 1)].focused and not scene.card_spots[("hand", 0)].focused
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert scene.card == hand[1], "Return picks the focused card, as a click would"
    assert scene.card_spots[("hand", 1)].focused, "the ring stays on the card after the redraw"


def test_the_gold_offer_clicked_during_a_turn_says_gold_is_taken_when_resting(qtbot: QtBot) -> None:
    scene, chosen, refused = table(qtbot, new_state())
    scene.spot_click(("offer", 0))
    assert chosen == []
    assert refused[-1] is not None and refused[-1].rule == "comet.rest.gold_at_rest"


def test_a_space_clicked_before_a_hand_card_says_the_card_comes_first(qtbot: QtBot) -> None:
    scene, chosen, refused = table(qtbot, new_state())
    nest = board(scene.state).nests(5)[0]
    scene.spot_click(("space", nest))
    assert chosen == []
    assert refused[-1] is not None and refused[-1].rule == "comet.turn.card_first"


def test_the_action_bar_holds_rest_then_go_on_then_the_gold_cards(qtbot: QtBot) -> None:
    texts = Texts("en")
    state = new_state()
    scene, _, _ = table(qtbot, state)
    entries = scene.bar_actions()
    assert [entry.label for entry in entries][-1] == texts("comet.action.rest")
    assert entries[-1].actions == (Rest(),) and not entries[-1].default  # resting is never Enter's
    state, _ = RULES.apply(state, Rest())
    scene.sync(state, RULES.pending(state), RULES.legal(state), [])
    (go_on,) = scene.bar_actions()
    assert go_on.label == texts("comet.action.keep_hand") and go_on.default
    state, _ = RULES.apply(state, KeepHand())
    scene.sync(state, RULES.pending(state), RULES.legal(state), [])
    assert [entry.actions for entry in scene.bar_actions()] == [(TakeGold(card),) for card in state.offer]


def test_stop_moving_is_on_the_bar_and_taken_by_enter(qtbot: QtBot) -> None:
    scene, _, _ = table(qtbot, mid_move(new_state(), LANDS[0]))
    default = [entry for entry in scene.bar_actions() if entry.default]
    assert [entry.actions for entry in default] == [(EndMove(),)]


def test_a_rescued_card_clicked_while_resting_says_abilities_wait_for_a_turn(qtbot: QtBot) -> None:
    card = next(c.index for c in PARTS.cards if c.ability is not None and c.ability.effect == "draw")
    state = seat_with(new_state(), 0, rescued=(card,))
    state, _ = RULES.apply(state, Rest())
    scene, chosen, refused = table(qtbot, state)
    scene.spot_click(("rescued", 0))
    assert chosen == []
    assert refused[-1] is not None and refused[-1].rule == "comet.ability.at_turn"
