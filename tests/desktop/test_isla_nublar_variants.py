"""Isla Nublar's expert variants on the table: the patrons' rows with their tiles and markers, the
advance on the bar and its lit tile, the five scoring places to buy from, a scoring card played
again from the bar, and the variant's end announced."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from core.engine.evolve import evolve
from core.engine.protocol import Action, MatchConfig, PlayerInfo, Violation
from core.engine.tuples import put
from core.games.isla_nublar import camping, patrons
from core.games.isla_nublar.actions import AdvancePatron, BuyScoring, PlayCard, ScorePlayed, SkipAction
from core.games.isla_nublar.components import components
from core.games.isla_nublar.rules import IslaNublarRules
from core.games.isla_nublar.state import ACTION, ALL_SCORINGS, NO_CARD, REPLAY, TURN, IslaNublarState
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.info import info_words
from desktop.games.isla_nublar.moves import tile_spot
from desktop.games.isla_nublar.names import card_name, patron_index_name, tile_name
from desktop.games.isla_nublar.scene import IslaNublarScene
from desktop.text import Texts
from tests.core.isla_nublar.playing import with_hand
from tests.desktop.test_isla_nublar_scene import positions as scene_positions
from tests.desktop.test_isla_nublar_scene import table as scene_table

RULES = IslaNublarRules()
COLOURS = ("blue", "orange", "green", "purple")
BOTH = {"patrons": "on", "individual_scoring": "on"}


def config(players: int, options: dict[str, str] | None = None) -> MatchConfig:
    seats = tuple(PlayerInfo(f"Player {seat + 1}", COLOURS[seat]) for seat in range(players))
    return MatchConfig("isla_nublar", seats, {"start": "first", **(BOTH if options is None else options)})


def positions(players: int, seed: int) -> tuple[IslaNublarState, ...]:
    """Every state of one seeded game with both variants."""
    return scene_positions(players, seed, tuple({"start": "first", **BOTH}.items()))


def find(matches: object) -> IslaNublarState:
    for players in (2, 4):
        for seed in range(6):
            for state in positions(players, seed):
                if RULES.pending(state) is not None and matches(state):  # type: ignore[operator]
                    return state
    raise AssertionError("no game reached such a position")


def table(
    qtbot: QtBot, state: IslaNublarState, options: dict[str, str] | None = None
) -> tuple[IslaNublarScene, list[Action], list[Violation | None]]:
    """The table of a game with both variants (unless ``options`` say otherwise)."""
    return scene_table(qtbot, state, {"start": "first", **(BOTH if options is None else options)})


def labels(scene: IslaNublarScene) -> dict[tuple[Action, ...], str]:
    return {entry.actions: entry.label for entry in scene.bar_actions()}


# the patrons' rows ------------------------------------------------------------------------


def test_each_patron_s_row_shows_its_tiles_each_zoomed_with_its_name(qtbot: QtBot) -> None:
    state = RULES.setup(config(3), 2)
    scene, _chosen, _refused = table(qtbot, state)
    assert scene.patron_rows is not None and scene.patron_rows.rows == state.patron_rows
    texts = Texts("en")
    for patron, row in enumerate(state.patron_rows):
        assert len(row) == components().row_length
        for position, tile in enumerate(row):
            zoom = scene.spots[("tile", tile_spot(patron, position))].zoom
            assert zoom is not None and tile_name(texts, tile) in zoom.words
            assert patron_index_name(texts, patron) in zoom.words
    # every marker waits at its row's start
    assert all(scene.patron_rows.seats_at(patron, 0) == [0, 1, 2] for patron in range(3))


def test_a_marker_stands_on_the_tile_it_entered_and_a_finished_row_is_marked(qtbot: QtBot) -> None:
    state = RULES.setup(config(2), 2)
    length = len(state.patron_rows[0])
    markers = put(state.markers, 0, (2, length, 0))
    scene, _chosen, _refused = table(qtbot, evolve(state, markers=markers))
    rows = scene.patron_rows
    assert rows is not None
    assert rows.seats_at(0, 2) == [0] and rows.seats_at(0, 0) == [1]
    assert rows.seats_at(1, length) == [0], "on the final tile: finished"
    assert rows.boundingRect().bottom() <= scene.hand.boundingRect().bottom() + 3


def test_without_the_variants_the_table_is_the_base_game_s(qtbot: QtBot) -> None:
    base = RULES.setup(config(4, {}), 2)
    scene, _chosen, _refused = table(qtbot, base, {})
    assert scene.patron_rows is None
    assert not any(kind == "tile" for kind, _index in scene.spots)
    both = RULES.setup(config(4), 2)
    varied, _chosen, _refused = table(qtbot, both)
    assert varied.sceneRect().height() <= scene.sceneRect().height() + 3, "the rows find room beside the hand"


def advancing() -> IslaNublarState:
    return find(lambda found: found.step == ACTION and AdvancePatron() in RULES.legal(found))


def test_the_bar_offers_the_advance_with_the_tile_s_reward_and_the_tile_is_lit(qtbot: QtBot) -> None:
    state = advancing()
    scene, chosen, _refused = table(qtbot, state)
    patron = patrons.patron_of(state.playing)
    tile = patrons.next_tile(state, state.turn, patron)
    reward = components().tiles[tile].reward
    label = labels(scene)[(AdvancePatron(),)]
    texts = Texts("en")
    assert patron_index_name(texts, patron) in label
    assert texts(f"isla_nublar.use.{reward.kind}", amount=reward.amount) in label
    position = state.markers[state.turn][patron]
    spot = ("tile", tile_spot(patron, position))
    assert scene.spots[spot].marks.lit
    lit_tiles = [key for key, item in scene.spots.items() if key[0] == "tile" and item.marks.lit]
    assert lit_tiles == [spot]
    scene.spot_click(spot)
    assert chosen == [AdvancePatron()]


def test_a_card_without_a_patron_has_no_advance_and_a_tile_click_says_why(qtbot: QtBot) -> None:
    state = find(
        lambda found: found.step == ACTION and found.patrons and patrons.patron_of(found.playing) < 0
    )
    scene, chosen, refused = table(qtbot, state)
    assert (AdvancePatron(),) not in labels(scene)
    scene.spot_click(("tile", tile_spot(0, 0)))
    assert chosen == []
    assert refused[-1] is not None and refused[-1].rule == "isla_nublar.patron.none_shown"


def test_after_an_advance_the_log_says_what_was_gained() -> None:
    state = advancing()
    after, events = RULES.apply(state, AdvancePatron())
    texts = Texts("en")
    from desktop.games.isla_nublar.texts import event_text

    line = event_text(texts, config(state.players), after, events[0])
    assert line is not None and "gains" in line
    assert after.markers[state.turn] != state.markers[state.turn]


# individual scorings ------------------------------------------------------------------------


def test_an_affordable_scoring_place_is_lit_and_bought_and_a_dear_one_refused(qtbot: QtBot) -> None:
    state = RULES.setup(config(2), 3)
    parts = components()
    prices = [parts.price(card) for card in state.scoring_row]
    state = evolve(state, amber=min(prices))
    scene, chosen, refused = table(qtbot, state)
    cheap = prices.index(min(prices))
    assert scene.spots[("scoring", cheap)].marks.lit
    assert scene.scoring.points[cheap] == camping.points_now(state, state.scoring_row[cheap], 0).points
    scene.spot_click(("scoring", cheap))
    assert chosen == [BuyScoring(cheap)]
    dear = [slot for slot, price in enumerate(prices) if price > min(prices)]
    if dear:
        assert not scene.spots[("scoring", dear[0])].marks.lit
        scene.spot_click(("scoring", dear[0]))
        assert refused[-1] is not None and refused[-1].rule == "isla_nublar.buy.too_dear"


def test_a_bought_place_stays_empty_and_its_points_light_the_island(qtbot: QtBot) -> None:
    state = RULES.setup(config(2), 3)
    state = evolve(state, amber=9)
    after, events = RULES.apply(state, BuyScoring(1))
    assert after.scoring_row[1] == NO_CARD
    scene, _chosen, refused = table(qtbot, after)
    scene.recent = events
    scene.sync(RULES.view(after, 0), RULES.pending(after), RULES.legal(after), events)
    assert not scene.spots[("scoring", 1)].marks.lit
    assert scene.spots[("scoring", 1)].zoom is None
    assert scene.spots[("scoring", 1)].marks.last
    scene.spot_click(("scoring", 1))
    assert refused[-1] is not None and refused[-1].rule == "isla_nublar.scoring.slot_empty"
    assert 1 not in scene.scoring.points


def scoring_in_hand() -> IslaNublarState:
    state = RULES.setup(config(2), 3)
    card = state.scoring_row[0]
    return with_hand(evolve(state, scoring_row=(NO_CARD, *state.scoring_row[1:])), 0, (card,))


def test_a_scoring_card_in_the_hand_is_a_scoring_card_and_played_asks_to_score_again(qtbot: QtBot) -> None:
    state = scoring_in_hand()
    card = state.seats[0].hand[0]
    scene, chosen, _refused = table(qtbot, state)
    zoom = scene.spots[("hand", 0)].zoom
    assert zoom is not None and "bought" in zoom.words
    scene.spot_click(("hand", 0))
    assert chosen == [PlayCard(card)]
    replay, _events = RULES.apply(state, PlayCard(card))
    assert replay.step == REPLAY
    scene, chosen, _refused = table(qtbot, replay)
    found = labels(scene)
    points = camping.points_now(replay, card, 0).points
    assert found[(ScorePlayed(),)].startswith(f"Score {card_name(Texts('en'), card)} again")
    assert str(points) in found[(ScorePlayed(),)]
    assert found[(SkipAction(),)] == "Don't score"
    assert next(entry for entry in scene.bar_actions() if entry.default).actions == (ScorePlayed(),)


def test_the_variant_s_end_is_announced_over_the_island() -> None:
    state = evolve(RULES.setup(config(2), 3), end=ALL_SCORINGS, step=TURN)
    line = info_words(Texts("en"), state, None, ["A", "B"], None)
    assert line == Texts("en")("isla_nublar.table.last_round")
    assert layout.PATRONS_TOP > layout.SEATS_TOP
