"""Comet's table: clicks on spaces become hatches and steps; an illegal space names its rule."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from core.engine.protocol import Action, MatchConfig, PlayerInfo, Violation
from core.games.comet.actions import Hatch, HatchAt, Step
from core.games.comet.components import JOKER
from core.games.comet.state import HATCH_NEST
from desktop.games.comet.scene import CometScene
from desktop.text import Texts
from tests.core.comet.builders import (
    RULES,
    board,
    hatched,
    in_hand,
    is_land,
    land_of,
    lines,
    mid_move,
    new_state,
    plain_card,
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
