"""Triassic Terror's table: it follows whole random games, and every click path on it becomes
the legal action (or the rule that refuses it)."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from core.engine.protocol import Action, MatchConfig, PlayerInfo, Violation
from core.games.triassic_terror import migration
from core.games.triassic_terror.actions import (
    DrawBlindCard,
    Hatch,
    HerdGrowth,
    Migrate,
    PickTile,
    PlaceDinos,
    PlaceWhiteDino,
    PlayCard,
    RaptorAttacks,
    ScatterSurvivors,
    SendGroup,
    SendPterodactyl,
    SendRaptor,
    SendTRex,
    TakeFaceUpCard,
    TRexEats,
    UseVolcanoCounter,
)
from core.games.triassic_terror.choices import HATCH, HERD_GROWTH
from core.games.triassic_terror.components import components
from core.games.triassic_terror.rules import TriassicTerrorRules
from core.games.triassic_terror.schema import HABITATS
from core.games.triassic_terror.state import (
    CARD,
    MIGRATE,
    PLACE,
    PTERODACTYL,
    RAPTOR_ATTACKS,
    SCATTER,
    T_REX_EATS,
    TILE,
    TURN,
    TriassicTerrorState,
)
from desktop import motion
from desktop.games.triassic_terror import UI
from desktop.games.triassic_terror.preview import scored_areas
from desktop.games.triassic_terror.scene import TriassicTerrorScene
from desktop.text import Texts

RULES = TriassicTerrorRules()
COLOURS = ("blue", "orange", "green", "purple", "vermillion", "sky")


def config(players: int) -> MatchConfig:
    return MatchConfig(
        "triassic_terror", tuple(PlayerInfo(f"Player {seat + 1}", COLOURS[seat]) for seat in range(players))
    )


@cache
def positions(players: int, seed: int) -> tuple[TriassicTerrorState, ...]:
    """Every state of one seeded random game."""
    state = RULES.setup(config(players), seed)
    chance = random.Random(seed)
    seen = [state]
    while RULES.pending(state) is not None:
        state, _events = RULES.apply(state, chance.choice(sorted(RULES.legal(state), key=repr)))
        seen.append(state)
    return tuple(seen)


def find(matches: Callable[[TriassicTerrorState], bool], players: int = 4) -> TriassicTerrorState:
    for seed in range(40):
        for state in positions(players, seed):
            if RULES.pending(state) is not None and matches(state):
                return state
    raise AssertionError("no random game reached such a position")


def table(
    qtbot: QtBot, state: TriassicTerrorState
) -> tuple[TriassicTerrorScene, list[Action], list[Violation | None]]:
    scene = TriassicTerrorScene(RULES, config(state.players), Texts("en"))
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    chosen: list[Action] = []
    refused: list[Violation | None] = []
    scene.actionChosen.connect(chosen.append)
    scene.violationShown.connect(refused.append)
    scene.sync(state, RULES.pending(state), RULES.legal(state), [])
    return scene, chosen, refused


def habitat_spot(area: int, habitat: int) -> tuple[str, int]:
    return ("habitat", area * len(HABITATS) + habitat)


@pytest.mark.parametrize("players", [2, 6])
def test_the_table_follows_whole_random_games_from_each_seat_s_view(qtbot: QtBot, players: int) -> None:
    motion.set_speed("off")
    scene = TriassicTerrorScene(RULES, config(players), Texts("de"))
    state = RULES.setup(config(players), 11)
    chance = random.Random(11)
    events: list = []
    while True:
        decision = RULES.pending(state)
        legal = RULES.legal(state) if decision is not None else []
        scene.recent = events
        scene.sync(RULES.view(state, decision.seat) if decision else state, decision, legal, events)
        scene.bar_actions()
        for action in legal[:2]:
            scene.preview(action)
        if decision is None:
            break
        state, events = RULES.apply(state, chance.choice(sorted(legal, key=repr)))
    assert RULES.result(state) is not None


def test_a_face_up_card_and_the_deck_are_taken_by_a_click(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == CARD)
    scene, chosen, _refused = table(qtbot, state)
    scene.spot_click(("face_up", 0))
    scene.spot_click(("deck", 0))
    assert chosen == [TakeFaceUpCard(state.face_up[0]), DrawBlindCard()]


def test_a_tile_is_picked_by_a_click_and_a_taken_one_is_refused(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TILE and any(seat >= 0 for seat in found.figures))
    scene, chosen, refused = table(qtbot, state)
    free = next(space for space, seat in enumerate(state.figures) if seat < 0)
    taken = next(space for space, seat in enumerate(state.figures) if seat >= 0)
    scene.spot_click(("tile", free))
    assert chosen == [PickTile(state.track[free])]
    scene.spot_click(("tile", taken))
    assert chosen == [PickTile(state.track[free])]
    assert refused[-1] is not None and refused[-1].rule == "triassic_terror.tile.taken"


def test_the_held_card_is_played_from_the_player_s_place(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TURN and PlayCard() in RULES.legal(found))
    scene, chosen, _refused = table(qtbot, state)
    scene.spot_click(("card", state.turn))
    assert chosen == [PlayCard()]
    assert any(PlayCard() in entry.actions for entry in scene.bar_actions())


def test_hatch_goes_to_the_own_herd_clicked(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == TURN and any(isinstance(a, Hatch) for a in RULES.legal(found)))
    scene, chosen, _refused = table(qtbot, state)
    action = next(action for action in RULES.legal(state) if isinstance(action, Hatch))
    scene.spot_click(("area", action.area))
    assert chosen == [action]


def test_herd_growth_takes_the_three_then_the_two(qtbot: QtBot) -> None:
    state = find(
        lambda found: (
            found.step == TURN
            and found.seats[found.turn].tile == HERD_GROWTH
            and any(isinstance(a, HerdGrowth) and a.three != a.two for a in RULES.legal(found))
        )
    )
    scene, chosen, _refused = table(qtbot, state)
    action = next(a for a in RULES.legal(state) if isinstance(a, HerdGrowth) and a.three != a.two)
    scene.spot_click(("area", action.three))
    assert chosen == []
    assert scene.spots[("area", action.three)].marks.selected
    scene.spot_click(("area", action.two))
    assert chosen == [action]


def test_a_white_dino_goes_to_the_own_herd_clicked_once_the_action_is_taken(qtbot: QtBot) -> None:
    state = find(
        lambda found: (
            found.step == TURN
            and found.acted
            and any(isinstance(a, PlaceWhiteDino) for a in RULES.legal(found))
        )
    )
    scene, chosen, _refused = table(qtbot, state)
    action = next(a for a in RULES.legal(state) if isinstance(a, PlaceWhiteDino))
    scene.spot_click(("area", action.area))
    assert chosen == [action]


def test_a_click_on_another_s_herd_at_the_turn_names_the_rule(qtbot: QtBot) -> None:
    state = find(
        lambda found: found.step == TURN and found.seats[found.turn].tile == HATCH and not found.acted
    )
    scene, chosen, refused = table(qtbot, state)
    foreign = next(
        area for area, herds in enumerate(state.herds) if herds and all(h.owner != state.turn for h in herds)
    )
    scene.spot_click(("area", foreign))
    assert chosen == []
    assert refused[-1] is not None and refused[-1].rule == "triassic_terror.herd.not_own"


def test_the_volcano_counter_is_clicked_in_the_own_place_then_goes_to_the_area_clicked(qtbot: QtBot) -> None:
    state = find(
        lambda found: found.step == TURN and any(isinstance(a, UseVolcanoCounter) for a in RULES.legal(found))
    )
    scene, chosen, _refused = table(qtbot, state)
    action = next(a for a in RULES.legal(state) if isinstance(a, UseVolcanoCounter))
    counter = ("counter", state.turn * 2 + 1)
    assert scene.spots[counter].marks.lit
    scene.spot_click(counter)
    assert scene.spots[("area", action.area)].marks.lit
    scene.spot_click(("area", action.area))
    assert chosen == [action]


def test_a_counter_for_the_area_clicked_waits_on_the_bar(qtbot: QtBot) -> None:
    state = find(
        lambda found: (
            found.step == TURN
            and found.acted
            and any(isinstance(a, UseVolcanoCounter) for a in RULES.legal(found))
        )
    )
    scene, _chosen, _refused = table(qtbot, state)
    action = next(a for a in RULES.legal(state) if isinstance(a, UseVolcanoCounter))
    scene.spot_click(("area", action.area))
    assert [entry for entry in scene.bar_actions() if entry.actions == (action,)]


def test_placing_is_a_draft_taken_back_by_a_right_click_and_confirmed_on_the_bar(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == PLACE and found.placing_dinos >= 2)
    scene, chosen, _refused = table(qtbot, state)
    areas = components().areas_of(state.placing)
    scene.spot_click(("area", areas[0]))
    scene.spot_click(("area", areas[0]))
    scene.spot_right_click(("area", areas[0]))
    assert scene.draft[0] == 1
    assert scene.marks.marks, "the draft's dinos are shown on the board"
    assert "1 of" in scene.info.text
    for area in areas[1:]:
        if sum(scene.draft) < state.placing_dinos:
            scene.spot_click(("area", area))
    while sum(scene.draft) < state.placing_dinos:
        scene.spot_click(("area", areas[0]))
    confirm = next(entry for entry in scene.bar_actions() if isinstance(entry.actions[0], PlaceDinos))
    assert confirm.enabled and confirm.default
    assert confirm.actions[0] in RULES.legal(state)
    assert chosen == []


def test_the_t_rex_s_victims_are_clicked_herd_by_herd_within_its_limit(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == T_REX_EATS and any(sum(a.dinos) for a in RULES.legal(found)))
    scene, _chosen, refused = table(qtbot, state)
    best = max((a for a in RULES.legal(state) if isinstance(a, TRexEats)), key=lambda a: sum(a.dinos))
    for habitat, count in enumerate(best.dinos):
        for _ in range(count):
            scene.spot_click(habitat_spot(state.t_rex, habitat))
    assert scene.draft == best.dinos
    assert scene.bar_actions()[0].actions == (best,)
    spare = next(
        (
            h
            for h, herd in enumerate(state.herds[state.t_rex])
            if best.dinos[h] == herd.dinos and herd.owner != state.t_rex_owner
        ),
        None,
    )
    if spare is not None:  # one more from an eaten-up herd is refused by the rules
        scene.spot_click(habitat_spot(state.t_rex, spare))
        assert scene.draft == best.dinos
        assert refused[-1] is not None


def test_a_migrating_group_takes_the_chooser_s_number_and_is_previewed(qtbot: QtBot) -> None:
    state = find(
        lambda found: (
            found.step == MIGRATE
            and migration.phase(found) == migration.GROUPS
            and migration.staying(found, found.leaving) >= 2
        )
    )
    scene, chosen, _refused = table(qtbot, state)
    assert scene.chooser.isVisible()
    scene.chooser.step(1)
    send = next(a for a in RULES.legal(state) if isinstance(a, SendGroup) and a.dinos == 2)
    scene.spot_hover(("area", send.area), True)
    assert scene.marks.marks, "what leaving with the group would change is marked"
    scene.spot_click(("area", send.area))
    assert chosen == [send]


def test_the_first_herd_of_a_migration_is_clicked(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == MIGRATE and migration.phase(found) == migration.CHOOSE)
    scene, chosen, _refused = table(qtbot, state)
    action = next(a for a in RULES.legal(state) if isinstance(a, Migrate))
    scene.spot_click(("area", action.area))
    assert chosen == [action]


def test_the_raptor_s_victim_is_the_herd_clicked(qtbot: QtBot) -> None:
    state = find(
        lambda found: (
            found.step == RAPTOR_ATTACKS and any(isinstance(a, RaptorAttacks) for a in RULES.legal(found))
        )
    )
    scene, chosen, _refused = table(qtbot, state)
    area = state.raptors[state.hunt.raptor]
    attack = next(a for a in RULES.legal(state) if isinstance(a, RaptorAttacks))
    habitat = next(h for h, herd in enumerate(state.herds[area]) if herd.owner == attack.seat)
    scene.spot_click(habitat_spot(area, habitat))
    assert chosen == [attack]


def test_the_survivors_scatter_by_the_chooser_s_number(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == SCATTER)
    scene, chosen, _refused = table(qtbot, state)
    assert scene.chooser.isVisible()
    scatter = next(a for a in RULES.legal(state) if isinstance(a, ScatterSurvivors))
    scene.chooser.set_range(1, state.hunt.survivors, "", scatter.dinos)
    scene.spot_click(("area", scatter.area))
    assert chosen == [scatter]


def test_a_scoring_waits_for_continue_and_marks_the_habitats_that_scored_area_by_area(qtbot: QtBot) -> None:
    for seed in range(10):
        states = positions(4, seed)
        for before, after in pairwise(states):
            if after.round != before.round and any(
                s.score != t.score for s, t in zip(before.seats, after.seats, strict=True)
            ):
                action = next(a for a in RULES.legal(before) if RULES.apply(before, a)[0] == after)
                _state, events = RULES.apply(before, action)
                assert UI.needs_continue(events)
                if len(scored_areas(events)) < 2:
                    continue
                scene, _chosen, _refused = table(qtbot, after)
                scene.recent = events
                scene.sync(after, RULES.pending(after), RULES.legal(after), events)
                everything = list(scene.marks.marks)
                assert any(text.startswith("+") for _where, text, _fill in everything)
                motion.set_speed("normal")
                try:  # live, the points appear area by area
                    scene.sync(after, RULES.pending(after), RULES.legal(after), events)
                    assert 0 < len(scene.marks.marks) < len(everything)
                    scene.animator.finish_all()
                    assert scene.marks.marks == everything
                finally:
                    motion.set_speed("off")
                return
    raise AssertionError("no scoring found")


def test_the_t_rex_s_reach_is_lit_and_its_eating_limit_shown_for_the_walk_pointed_at(qtbot: QtBot) -> None:
    state = find(
        lambda found: found.step == TURN and any(isinstance(a, SendTRex) for a in RULES.legal(found))
    )
    scene, chosen, _refused = table(qtbot, state)
    walk = next(a for a in RULES.legal(state) if isinstance(a, SendTRex))
    assert scene.spots[("area", walk.area)].marks.lit
    scene.spot_hover(("area", walk.area), True)
    most = components().actions.t_rex_eats[walk.steps - 1]
    assert scene.info.text == f"Eats up to {most}"
    scene.spot_click(("area", walk.area))
    assert chosen == [walk]


def test_the_pterodactyl_flies_to_an_area_clicked(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == PTERODACTYL)
    scene, chosen, _refused = table(qtbot, state)
    flight = next(a for a in RULES.legal(state) if isinstance(a, SendPterodactyl))
    assert scene.spots[("area", flight.area)].marks.lit
    scene.spot_click(("area", flight.area))
    assert chosen == [flight]


def test_keys_on_the_table_change_the_chooser_s_number(qtbot: QtBot) -> None:
    state = find(lambda found: found.step == SCATTER and found.hunt.survivors >= 2)
    scene, _chosen, _refused = table(qtbot, state)
    assert scene.chooser.value == 1
    scene.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Up, Qt.KeyboardModifier.NoModifier))
    assert scene.chooser.value == 2


def test_a_raptor_clicked_goes_to_the_area_clicked_next(qtbot: QtBot) -> None:
    state = find(
        lambda found: (
            found.step == TURN
            and len({a.raptor for a in RULES.legal(found) if isinstance(a, SendRaptor)}) > 1
        )
    )
    scene, chosen, _refused = table(qtbot, state)
    second = next(a for a in RULES.legal(state) if isinstance(a, SendRaptor) and a.raptor == 1)
    assert scene.spots[("raptor", 1)].marks.lit
    scene.spot_click(("raptor", 1))
    assert scene.spots[("raptor", 1)].marks.selected
    scene.spot_click(("area", second.area))
    assert chosen == [second]


def test_a_herd_pushed_out_leaves_its_cross_until_the_next_move_and_moved_herds_slide(
    qtbot: QtBot,
) -> None:
    for seed in range(40):
        states = positions(4, seed)
        for before, after in pairwise(states):
            action = next(a for a in RULES.legal(before) if RULES.apply(before, a)[0] == after)
            _state, events = RULES.apply(before, action)
            if any(event.kind == "herd_died" for event in events):
                scene, _chosen, _refused = table(qtbot, before)
                motion.set_speed("normal")
                try:
                    scene.sync(after, RULES.pending(after), RULES.legal(after), events)
                    assert scene.animator.busy
                    died = [e for e in events if e.kind == "herd_died"]
                    crosses = [text for _where, text, _colour in scene.pieces.deaths.marks]
                    assert crosses == [f"✕{e.values['dinos']}" for e in died]
                    scene.animator.finish_all()
                    assert scene.pieces.deaths.marks and scene.pieces.deaths.opacity() == 1.0, "it stays"
                    later = RULES.apply(after, RULES.legal(after)[0])
                    scene.sync(later[0], RULES.pending(later[0]), RULES.legal(later[0]), later[1])
                    if not any(e.kind == "herd_died" for e in later[1]):
                        assert scene.pieces.deaths.marks == [], "the next move clears it"
                finally:
                    motion.set_speed("off")
                return
    raise AssertionError("no herd died")
