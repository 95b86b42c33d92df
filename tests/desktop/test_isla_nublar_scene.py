"""Isla Nublar's table: it follows whole random games, and every click path on it becomes the
legal action (or the rule that refuses it)."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, MatchConfig, PlayerInfo, Violation
from core.engine.tuples import put
from core.games.isla_nublar import camping
from core.games.isla_nublar.actions import (
    AllowRaid,
    BuildCamp,
    Buy,
    ChangeAmber,
    ChooseScoring,
    DiscardCard,
    EndTurn,
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
    Restock,
    SendBack,
    SkipAction,
    StopDiscarding,
    StopHiding,
    ToVolcano,
    TrashCard,
    TrashPlayed,
    UseAction,
    Walk,
)
from core.games.isla_nublar.components import OFF_ISLAND, components
from core.games.isla_nublar.rules import IslaNublarRules
from core.games.isla_nublar.state import (
    ACTION,
    COUNTER,
    DISCARD,
    DISTRACT,
    HIDE,
    MOVE_CRATE,
    OVER,
    RELOCATE_FROM,
    RELOCATE_TO,
    SCORE,
    TRASH,
    TURN,
    UPGRADE_GAIN,
    UPGRADE_TRASH,
    VOLCANO,
    WALK,
    IslaNublarState,
)
from desktop import motion
from desktop.games.isla_nublar import UI, layout, seats
from desktop.games.isla_nublar.board import CRATE, crate_centres, dinosaur_centre
from desktop.games.isla_nublar.info import info_words
from desktop.games.isla_nublar.moves import MOST_PLAYED
from desktop.games.isla_nublar.names import card_name
from desktop.games.isla_nublar.preview import walk_preview
from desktop.games.isla_nublar.scene import IslaNublarScene
from desktop.scene.legibility import texts_on_screen
from desktop.text import Texts
from tests.core.isla_nublar.playing import builder

RULES = IslaNublarRules()
COLOURS = ("blue", "orange", "green", "purple")


def config(players: int, options: dict[str, str] | None = None) -> MatchConfig:
    seats = tuple(PlayerInfo(f"Player {seat + 1}", COLOURS[seat]) for seat in range(players))
    return MatchConfig("isla_nublar", seats, options or {})


@cache
def positions(
    players: int, seed: int, options: tuple[tuple[str, str], ...] = ()
) -> tuple[IslaNublarState, ...]:
    """Every state of one seeded game (with these setup options) of a player who uses, buys and
    builds more than chance."""
    state = RULES.setup(config(players, dict(options)), seed)
    choose = builder(random.Random(seed))
    seen = [state]
    while RULES.pending(state) is not None:
        state, _events = RULES.apply(state, choose(state))
        seen.append(state)
    return tuple(seen)


def find(matches: Callable[[IslaNublarState], bool]) -> IslaNublarState:
    for players in (2, 4):
        for seed in range(8):
            for state in positions(players, seed):
                if RULES.pending(state) is not None and matches(state):
                    return state
    raise AssertionError("no game reached such a position")


def table(
    qtbot: QtBot, state: IslaNublarState, options: dict[str, str] | None = None
) -> tuple[IslaNublarScene, list[Action], list[Violation | None]]:
    """The table for the deciding seat (of a game with these setup options), with what it chose
    and what was refused."""
    motion.set_speed("off")
    scene = IslaNublarScene(RULES, config(state.players, options), Texts("en"))
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    chosen: list[Action] = []
    refused: list[Violation | None] = []
    scene.actionChosen.connect(chosen.append)
    scene.violationShown.connect(refused.append)
    decision = RULES.pending(state)
    assert decision is not None
    scene.viewer = decision.seat
    scene.sync(RULES.view(state, decision.seat), decision, RULES.legal(state), [])
    return scene, chosen, refused


def bar_plans(scene: IslaNublarScene) -> list[tuple[Action, ...]]:
    return [entry.actions for entry in scene.bar_actions()]


def hand_index(state: IslaNublarState, seat: int, card: int) -> int:
    return state.seats[seat].hand.index(card)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 3), (2, 4)])
def test_the_table_follows_whole_games_from_the_deciding_seat_s_view(
    qtbot: QtBot, players: int, seed: int
) -> None:
    motion.set_speed("off")
    scene = IslaNublarScene(RULES, config(players), Texts("de"))
    state = RULES.setup(config(players), seed)
    choose = builder(random.Random(seed))
    events: list = []
    steps = set()
    while True:
        decision = RULES.pending(state)
        legal = RULES.legal(state) if decision is not None else []
        scene.viewer = decision.seat if decision is not None else 0
        scene.recent = events
        scene.sync(RULES.view(state, scene.viewer), decision, legal, events)
        scene.bar_actions()
        for action in legal[:2]:
            scene.preview(action)
        if decision is None:
            break
        steps.add(state.step)
        state, events = RULES.apply(state, choose(state))
    assert RULES.result(state) is not None
    assert {TURN, ACTION, WALK, SCORE} <= steps


def test_a_hand_card_is_played_by_a_click(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TURN and bool(found.active.hand))
    scene, chosen, _refused = table(qtbot, state)
    scene.spot_click(("hand", 0))
    assert chosen == [PlayCard(state.active.hand[0])]


def test_a_blue_card_s_actions_and_no_action_are_on_the_bar(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == ACTION)
    scene, _chosen, _refused = table(qtbot, state)
    plans = bar_plans(scene)
    for action in RULES.legal(state):
        assert (action,) in plans
    assert (SkipAction(),) in plans
    assert any(isinstance(plan[0], UseAction) for plan in plans)


def test_an_affordable_market_top_is_bought_and_a_dear_one_refused(qtbot: QtBot) -> None:
    state = find(
        lambda found: (
            found.step == TURN
            and any(isinstance(action, Buy) for action in RULES.legal(found))
            and len({isinstance(action, Buy) and action.stack for action in RULES.legal(found)}) < 6
        )
    )
    scene, chosen, refused = table(qtbot, state)
    buys = [action.stack for action in RULES.legal(state) if isinstance(action, Buy)]
    dear = [stack for stack in range(len(state.market)) if stack not in buys and state.market[stack]]
    assert scene.spots[("market", buys[0])].marks.lit
    scene.spot_click(("market", buys[0]))
    assert chosen == [Buy(buys[0])]
    if dear:
        scene.spot_click(("market", dear[0]))
        assert chosen == [Buy(buys[0])]
        assert refused[-1] is not None and refused[-1].rule.startswith("isla_nublar.")


def test_a_card_bought_this_turn_lies_on_the_discard_pile_and_is_counted_there(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TURN and bool(found.active.gained))
    scene, _chosen, _refused = table(qtbot, state)
    held = state.active
    zoom = scene.spots[("discard", 0)].zoom
    assert zoom is not None and card_name(Texts("en"), held.gained[-1]) in zoom.words
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1600, 1000)
    view.show()
    view.fitInView(scene.itemsBoundingRect())
    drawn = {entry.text for entry in texts_on_screen(view) if entry.item == "HandArea"}
    assert f"×{len(held.discard) + len(held.gained)}" in drawn


def test_a_crate_is_placed_by_a_click_on_a_space_that_offers_no_camp(qtbot: QtBot) -> None:
    def placing_only(found: IslaNublarState) -> bool:
        legal = RULES.legal(found)
        return (
            found.step == TURN
            and any(isinstance(a, PlaceCrate) for a in legal)
            and not any(isinstance(a, BuildCamp) for a in legal)
        )

    state = find(placing_only)
    scene, chosen, refused = table(qtbot, state)
    space = next(action.space for action in RULES.legal(state) if isinstance(action, PlaceCrate))
    scene.spot_click(("space", space))
    assert chosen == [PlaceCrate(space)]
    scene.spot_click(("space", state.dinosaurs[0]))  # a volcano or a dinosaur's space: refused
    assert refused[-1] is not None


def test_a_camp_is_built_from_the_bar_after_its_space_is_clicked_with_its_cost_shown(qtbot: QtBot) -> None:
    def choice_of_take_back(found: IslaNublarState) -> bool:
        builds = [a for a in RULES.legal(found) if isinstance(a, BuildCamp)]
        return found.step == TURN and len({a.take_back for a in builds}) > 1

    state = find(choice_of_take_back)
    scene, chosen, _refused = table(qtbot, state)
    builds = [a for a in RULES.legal(state) if isinstance(a, BuildCamp)]
    space = next(a.space for a in builds if len([b for b in builds if b.space == a.space]) > 1)
    scene.spot_click(("space", space))
    assert chosen == []
    assert scene.selected == space and scene.chooser.isVisible()
    most = max(a.take_back for a in builds if a.space == space)
    assert scene.chooser.value == most
    scene.chooser.step(-1)
    entries = scene.bar_actions()
    build = next(entry for entry in entries if isinstance(entry.actions[0], BuildCamp))
    assert build.actions == (BuildCamp(space, most - 1),) and build.default
    assert str(camping.cost(most - 1)) in build.label
    assert str(camping.cost(most - 1)) in scene.info.text


def test_an_own_crate_is_picked_up_and_put_down_or_kept(qtbot: QtBot) -> None:
    state = find(
        lambda found: found.step == TURN and any(isinstance(a, PickUpCrate) for a in RULES.legal(found))
    )
    scene, chosen, _refused = table(qtbot, state)
    space = next(a.space for a in RULES.legal(state) if isinstance(a, PickUpCrate))
    assert scene.spots[("crate", space)].marks.lit
    scene.spot_click(("crate", space))
    assert chosen == [PickUpCrate(space)]
    moving = find(lambda found: found.step == MOVE_CRATE)
    scene, chosen, _refused = table(qtbot, moving)
    target = next(a.space for a in RULES.legal(moving) if isinstance(a, PutDownCrate))
    scene.spot_click(("space", target))
    scene.spot_click(("space", moving.moving_from))
    assert chosen == [PutDownCrate(target), KeepCrate()]
    assert (KeepCrate(),) in bar_plans(scene)


def test_the_active_scoring_cards_show_their_points_and_one_is_chosen_by_a_click(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == SCORE)
    scene, chosen, _refused = table(qtbot, state)
    for slot in camping.active_slots(state):
        assert (
            scene.scoring.points[slot]
            == camping.points_now(state, state.scoring_row[slot], state.turn).points
        )
    scene.spot_hover(("scoring", 0), True)
    scored = camping.points_now(state, state.scoring_row[0], state.turn).spaces
    assert all(scene.spots[("space", space)].marks.preview for space in scored)
    scene.spot_click(("scoring", 0))
    assert chosen == [ChooseScoring(0)]


def test_a_walk_s_ends_are_lit_previewed_and_clicked(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == WALK)
    scene, chosen, _refused = table(qtbot, state)
    walks = [a for a in RULES.legal(state) if isinstance(a, Walk)]
    on_land = [a for a in walks if walk_preview(RULES, state, a).end != OFF_ISLAND]
    walk = on_land[0]
    end = walk_preview(RULES, state, walk).end
    assert scene.spots[("space", end)].marks.lit
    scene.spot_hover(("space", end), True)
    assert scene.info.text
    scene.spot_click(("space", end))
    assert chosen == [walk]


def test_a_raid_preview_says_what_would_go_to_the_general_supply(qtbot: QtBot) -> None:
    def raid_ahead(found: IslaNublarState) -> bool:
        return found.step == WALK and any(
            walk_preview(RULES, found, a).raid for a in RULES.legal(found) if isinstance(a, Walk)
        )

    state = find(raid_ahead)
    scene, _chosen, _refused = table(qtbot, state)
    walk = next(a for a in RULES.legal(state) if isinstance(a, Walk) and walk_preview(RULES, state, a).raid)
    seen = walk_preview(RULES, state, walk)
    later = state
    while later.step in (WALK, COUNTER):
        later, _events = RULES.apply(later, walk if later.step == WALK else AllowRaid())
    scene.spot_hover(("space", seen.end), True)
    assert "Raid" in scene.info.text
    raided = [state.crates[seen.end][seat] for seat in range(state.players)]
    assert seen.crates == tuple(raided) or seen.camp == state.top_camp(seen.end)


def test_a_walk_off_the_island_is_clicked_beyond_the_coast(qtbot: QtBot) -> None:
    def leaving(found: IslaNublarState) -> bool:
        return found.step == WALK and any(
            walk_preview(RULES, found, a).end == OFF_ISLAND for a in RULES.legal(found) if isinstance(a, Walk)
        )

    state = find(leaving)
    scene, chosen, _refused = table(qtbot, state)
    walk = next(
        a
        for a in RULES.legal(state)
        if isinstance(a, Walk) and walk_preview(RULES, state, a).end == OFF_ISLAND
    )
    assert scene.spots[("off", walk.direction)].marks.lit
    scene.spot_click(("off", walk.direction))
    assert chosen == [walk]


def test_a_free_volcano_is_lit_and_clicked(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == VOLCANO)
    scene, chosen, _refused = table(qtbot, state)
    volcano = next(a.space for a in RULES.legal(state) if isinstance(a, ToVolcano))
    assert scene.spots[("space", volcano)].marks.lit
    scene.spot_click(("space", volcano))
    assert chosen == [ToVolcano(volcano)]


def test_hide_and_inventory_take_hand_cards_one_at_a_time_then_done(qtbot: QtBot) -> None:
    for step, made, done in ((HIDE, HideCard, StopHiding()), (DISCARD, DiscardCard, StopDiscarding())):
        state = find(lambda found, step=step: found.step == step and bool(found.active.hand))
        scene, chosen, _refused = table(qtbot, state)
        scene.spot_click(("hand", 0))
        assert chosen == [made(state.active.hand[0])]
        assert (done,) in bar_plans(scene)


def test_wear_takes_a_clicked_hand_card(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TRASH)
    scene, chosen, _refused = table(qtbot, state)
    card = next(a.card for a in RULES.legal(state) if isinstance(a, TrashCard))
    scene.spot_click(("hand", hand_index(state, state.turn, card)))
    assert chosen == [TrashCard(card)]


def test_upgrade_takes_a_played_card_then_a_lit_market_top(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == UPGRADE_TRASH)
    scene, chosen, _refused = table(qtbot, state)
    card = next(a.card for a in RULES.legal(state) if isinstance(a, TrashPlayed))
    position = state.active.play.index(card)
    assert scene.spots[("played", state.turn * MOST_PLAYED + position)].marks.lit
    scene.spot_click(("played", state.turn * MOST_PLAYED + position))
    assert chosen == [TrashPlayed(card)]
    gaining = find(lambda found: found.step == UPGRADE_GAIN)
    scene, chosen, _refused = table(qtbot, gaining)
    stack = next(a.stack for a in RULES.legal(gaining) if isinstance(a, GainCard))
    assert scene.spots[("market", stack)].marks.lit
    scene.spot_click(("market", stack))
    assert chosen == [GainCard(stack)]


def test_a_camp_is_relocated_from_its_stack_to_a_lit_space(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == RELOCATE_FROM)
    scene, chosen, _refused = table(qtbot, state)
    pick = next(a for a in RULES.legal(state) if isinstance(a, PickUpCamp))
    levels = [a.level for a in RULES.legal(state) if isinstance(a, PickUpCamp) and a.space == pick.space]
    scene.spot_click(("space", pick.space))
    if len(levels) == 1:
        assert chosen == [pick]
    else:
        assert scene.chooser.isVisible()
        assert any(isinstance(plan[0], PickUpCamp) for plan in bar_plans(scene))
    moving = find(lambda found: found.step == RELOCATE_TO)
    scene, chosen, _refused = table(qtbot, moving)
    target = next(a.space for a in RULES.legal(moving) if isinstance(a, PutDownCamp))
    scene.spot_click(("space", target))
    assert chosen == [PutDownCamp(target)]


def test_distraction_sends_a_clicked_dinosaur_on_land_back(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == DISTRACT)
    scene, chosen, _refused = table(qtbot, state)
    dinosaur = next(a.dinosaur for a in RULES.legal(state) if isinstance(a, SendBack))
    assert scene.spots[("dino", dinosaur)].marks.lit
    scene.spot_click(("dino", dinosaur))
    assert chosen == [SendBack(dinosaur)]


def test_the_asked_seat_sees_the_threatened_space_and_plays_or_lets_it_happen(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == COUNTER)
    scene, chosen, _refused = table(qtbot, state)
    seat = RULES.pending(state).seat
    card = next(a.card for a in RULES.legal(state) if isinstance(a, PlayCountermeasure))
    assert scene.spots[("space", state.walk.raid)].marks.last
    assert scene.info.text
    assert (AllowRaid(),) in bar_plans(scene)
    scene.spot_click(("hand", hand_index(state, seat, card)))
    assert chosen == [PlayCountermeasure(card)]


def test_end_turn_is_on_the_bar_once_the_hand_is_empty(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TURN and EndTurn() in RULES.legal(found))
    scene, _chosen, _refused = table(qtbot, state)
    entry = next(entry for entry in scene.bar_actions() if entry.actions == (EndTurn(),))
    assert entry.default


def test_the_view_of_another_seat_shows_no_hand_but_counts(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TURN and found.players == 4)
    scene, _chosen, _refused = table(qtbot, state)
    other = (state.turn + 1) % state.players
    assert scene.panels[other].shown is not None
    assert len(scene.panels[other].shown.hand) == len(state.seats[other].hand)
    assert all(card < 0 for card in scene.panels[other].shown.hand)


def test_a_walking_dinosaur_moves_on_the_table_and_stops_at_its_space(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == WALK)
    scene, _chosen, _refused = table(qtbot, state)
    walk = next(a for a in RULES.legal(state) if isinstance(a, Walk))
    later, events = RULES.apply(state, walk)
    decision = RULES.pending(later)
    motion.set_speed("normal")
    try:
        scene.viewer = decision.seat if decision is not None else 0
        scene.sync(RULES.view(later, scene.viewer), decision, RULES.legal(later), events)
        assert scene.animator.busy
        scene.animator.finish_all()
    finally:
        motion.set_speed("off")
    dinosaur = state.walk.dinosaur
    assert scene.figures[dinosaur].pos() == dinosaur_centre(components(), later, dinosaur)


def test_a_hand_card_s_zoom_names_it_and_hidden_cards_are_seen_by_their_owner_only(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TURN and bool(found.active.hidden) and bool(found.active.hand))
    scene, _chosen, _refused = table(qtbot, state)
    hand = state.active.hand
    zoom = scene.spots[("hand", 0)].zoom
    assert zoom is not None and card_name(Texts("en"), hand[0]) in zoom.words
    assert not scene.spots[("hand", len(hand))].isVisible()
    hidden = scene.spots[("hidden", 0)]
    assert hidden.isVisible() and hidden.zoom is not None, "its owner may look at a hidden card"
    assert card_name(Texts("en"), state.active.hidden[0]) in hidden.zoom.words


def test_restocking_and_changing_amber_are_on_the_bar(qtbot: QtBot) -> None:
    for wanted in (Restock, ChangeAmber):
        state = find(lambda found, wanted=wanted: any(isinstance(a, wanted) for a in RULES.legal(found)))
        scene, _chosen, _refused = table(qtbot, state)
        offered = [a for a in RULES.legal(state) if isinstance(a, wanted)]
        plans = bar_plans(scene)
        assert all((action,) in plans for action in offered)


def test_a_buried_own_camp_is_picked_up_at_the_level_the_chooser_shows(qtbot: QtBot) -> None:
    found = find(lambda found: found.step == RELOCATE_FROM)
    seat, other = found.turn, (found.turn + 1) % found.players
    space = next(land for land in components().land if not found.camps[land] and not found.dinosaur_on(land))
    state = evolve(found, camps=put(found.camps, space, (seat, other, seat)))
    scene, _chosen, _refused = table(qtbot, state)
    levels = sorted(a.level for a in RULES.legal(state) if isinstance(a, PickUpCamp) and a.space == space)
    assert levels == [0, 2]
    scene.spot_click(("space", space))
    assert scene.chooser.isVisible() and scene.chooser.value == 3
    assert (PickUpCamp(space, 2),) in bar_plans(scene)
    scene.chooser.step(-2)
    assert (PickUpCamp(space, 0),) in bar_plans(scene)


def test_the_last_move_stays_marked_where_it_happened(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TURN and any(isinstance(a, Buy) for a in RULES.legal(found)))
    buy = next(a for a in RULES.legal(state) if isinstance(a, Buy))
    later, events = RULES.apply(state, buy)
    scene, _chosen, _refused = table(qtbot, later)
    scene.recent = events
    scene.sync(RULES.view(later, later.turn), RULES.pending(later), RULES.legal(later), events)
    assert scene.spots[("market", buy.stack)].marks.last or scene.spots[("market", buy.stack)].marks.lit
    placing = find(
        lambda found: found.step == TURN and any(isinstance(a, PlaceCrate) for a in RULES.legal(found))
    )
    place = next(a for a in RULES.legal(placing) if isinstance(a, PlaceCrate))
    later, events = RULES.apply(placing, place)
    scene, _chosen, _refused = table(qtbot, later)
    scene.recent = events
    scene.interactive = False  # a computer's move, looked at: nothing is lit over it
    scene.sync(RULES.view(later, later.turn), RULES.pending(later), RULES.legal(later), events)
    assert scene.spots[("space", place.space)].marks.last


def test_the_keyboard_walks_along_the_hand_and_plays_a_card(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TURN and len(found.active.hand) > 1)
    scene, chosen, _refused = table(qtbot, state)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Return):
        scene.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))
    assert chosen == [PlayCard(state.active.hand[1])]


def test_a_raid_a_scoring_and_the_end_coming_wait_for_the_person_before_a_computer_goes_on() -> None:
    assert UI.needs_continue([Event("raided", 0, {})])
    assert UI.needs_continue([Event("scored", 0, {})])
    assert UI.needs_continue([Event("end_triggered", 0, {})])
    assert not UI.needs_continue([Event("placed_crate", 0, {})])


def test_the_line_over_the_island_notes_what_lapses_and_then_the_last_round() -> None:
    texts = Texts("en")
    state = find(lambda found: found.step == TURN and EndTurn() in RULES.legal(found))
    names = [f"Player {seat + 1}" for seat in range(state.players)]
    lapsing = evolve(state, amber=2, crate_points=0, change_points=0, end="last_camp")
    assert "2" in info_words(texts, lapsing, None, names, None)
    assert info_words(texts, lapsing, None, names, None) != info_words(
        texts, evolve(lapsing, amber=0), None, names, None
    )
    assert info_words(texts, evolve(lapsing, amber=0), None, names, None) == texts(
        "isla_nublar.table.last_round"
    )
    assert (
        info_words(texts, evolve(state, amber=0, crate_points=0, change_points=0, end=""), None, names, None)
        == ""
    )
    over = evolve(lapsing, amber=0, step=OVER)
    assert info_words(texts, over, None, names, None) == "", "once the game is over, no last round"


def test_after_a_raid_the_line_over_the_island_says_what_went_to_the_general_supply(qtbot: QtBot) -> None:
    def raid_ahead(found: IslaNublarState) -> bool:
        return found.step == WALK and any(
            walk_preview(RULES, found, a).raid for a in RULES.legal(found) if isinstance(a, Walk)
        )

    state = find(raid_ahead)
    walk = next(a for a in RULES.legal(state) if isinstance(a, Walk) and walk_preview(RULES, state, a).raid)
    later, events = RULES.apply(state, walk)
    seen = list(events)
    while later.step == COUNTER:
        later, events = RULES.apply(later, AllowRaid())
        seen += events
    assert any(event.kind == "raided" for event in seen)
    scene, _chosen, _refused = table(qtbot, later)
    scene.recent = seen
    decision = RULES.pending(later)
    scene.sync(RULES.view(later, decision.seat), decision, RULES.legal(later), seen)
    assert "Raid" in scene.info.text


def test_a_moved_crate_marks_where_it_came_from_and_where_it_went(qtbot: QtBot) -> None:
    moving = find(
        lambda found: (
            found.step == MOVE_CRATE and any(isinstance(a, PutDownCrate) for a in RULES.legal(found))
        )
    )
    put_down = next(a for a in RULES.legal(moving) if isinstance(a, PutDownCrate))
    later, events = RULES.apply(moving, put_down)
    scene, _chosen, _refused = table(qtbot, later)
    scene.recent = events
    scene.interactive = False
    scene.sync(RULES.view(later, later.turn), RULES.pending(later), RULES.legal(later), events)
    assert scene.spots[("space", put_down.space)].marks.last
    assert scene.spots[("space", moving.moving_from)].marks.last_from


def test_the_crates_of_four_seats_stay_inside_their_space() -> None:
    parts = components()
    space = parts.land[0]
    outline = layout.HEXES.path(parts.spaces[space].cell)
    for count in range(1, 5):
        for point in crate_centres(parts, space, count):
            for dy in (-CRATE * 0.4, 0.0, CRATE * 0.4):
                assert outline.contains(QPointF(point.x(), point.y() + dy)), (count, point)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_parts_of_the_table_never_overlap(qtbot: QtBot, players: int) -> None:
    scene = IslaNublarScene(RULES, config(players), Texts("de"))
    parts = [
        ("island", scene.island.boundingRect()),
        ("market", scene.market.rect),
        ("scoring", scene.scoring.rect),
        ("track", scene.track.rect),
        ("hand", scene.hand.rect),
        *((f"seat {panel.seat}", panel.rect) for panel in scene.panels),
    ]
    for index, (name, rect) in enumerate(parts):
        assert scene.sceneRect().contains(rect), name
        for other, other_rect in parts[index + 1 :]:
            assert not rect.intersects(other_rect), (name, other)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_place_s_counts_never_run_into_each_other_nor_past_its_edge(qtbot: QtBot, players: int) -> None:
    room = layout.seat_rect(0, players).width() - 2 * seats.PAD
    counts = (7, 6, 12, 5, 40, 40)  # the widest a place shows: two-digit piles
    lefts = seats.count_lefts(room, counts)
    icons = (seats.PIECE_ICON,) * 2 + (seats.CARD_ICON,) * 4
    rights = [
        left + icon + seats.ICON_GAP + seats.number_width(count)
        for left, icon, count in zip(lefts, icons, counts, strict=True)
    ]
    assert all(right < following for right, following in zip(rights, lefts[1:], strict=False))
    assert rights[-1] <= room
