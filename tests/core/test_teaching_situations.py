"""The named situations first-time tips ask about (``core/games/<game>/teaching.py``), one by one."""

from __future__ import annotations

from typing import Any

from core.engine import registry
from core.engine.evolve import evolve
from core.engine.protocol import MatchConfig, PlayerInfo
from core.games.comet import state as comet_steps
from core.games.comet import teaching as comet
from core.games.digger import teaching as digger
from core.games.isla_nublar import state as isla_steps
from core.games.isla_nublar import teaching as isla
from core.games.karuba import state as karuba_steps
from core.games.karuba import teaching as karuba
from core.games.triassic_terror import state as terror_steps
from core.games.triassic_terror import teaching as terror
from tests.core.comet import builders as comet_table

TWO = (PlayerInfo("Ann"), PlayerInfo("Ben"))


def start(game: str) -> tuple[Any, Any]:
    rules = registry.get(game)
    return rules, rules.setup(MatchConfig(game=game, players=TWO), 7)


def test_karuba_s_last_tiles_are_six_or_fewer_left_when_the_next_is_revealed() -> None:
    rules, state = start("karuba")
    reveal = evolve(state, step=karuba_steps.REVEAL)
    assert karuba.last_tiles(rules, evolve(reveal, pile=reveal.pile[:6]), 0)
    assert not karuba.last_tiles(rules, evolve(reveal, pile=reveal.pile[:7]), 0)
    assert not karuba.last_tiles(rules, evolve(reveal, pile=reveal.pile[:6], step=karuba_steps.TILE), 0)


def test_karuba_s_crossroads_is_a_tile_of_four_path_ends_for_the_seat_deciding_on_it() -> None:
    rules, state = start("karuba")
    tiles = rules.components().tiles
    four = next(tile for tile, kind in tiles.items() if len(kind.exits) == 4)
    two = next(tile for tile, kind in tiles.items() if len(kind.exits) == 2)
    deciding = evolve(state, step=karuba_steps.TILE, to_decide=(0, 1), revealed=four)
    assert karuba.crossroads(rules, deciding, 0)
    assert not karuba.crossroads(rules, deciding, 1)  # Ben decides after Ann
    assert not karuba.crossroads(rules, evolve(deciding, revealed=two), 0)


def test_digger_s_low_card_won_is_a_won_card_that_counts_double() -> None:
    rules, state = start("digger")
    parts = rules.components()
    low = parts.card(0, min(parts.bonus_values))
    high = parts.card(0, parts.high)
    assert digger.low_card_won(rules, evolve(state, won=((low,), ())), 0)
    assert not digger.low_card_won(rules, evolve(state, won=((high,), (low,))), 0)


def test_triassic_terror_s_scoring_round_is_the_last_round_of_a_period_when_the_seat_picks_its_tile() -> None:
    rules, state = start("triassic_terror")
    last = rules.components().scoring_rounds(state.players)[0]
    picking = evolve(state, step=terror_steps.TILE, turn=0, round=last)
    assert terror.scoring_round(rules, picking, 0)
    assert not terror.scoring_round(rules, picking, 1)
    assert not terror.scoring_round(rules, evolve(picking, round=last - 1), 0)


def test_triassic_terror_s_period_scored_is_the_card_of_the_round_after_a_scoring() -> None:
    rules, state = start("triassic_terror")
    last = rules.components().scoring_rounds(state.players)[0]
    card = evolve(state, step=terror_steps.CARD, turn=0, round=last + 1)
    assert terror.period_scored(rules, card, 0)
    assert not terror.period_scored(rules, evolve(card, round=last), 0)
    assert not terror.period_scored(rules, evolve(card, round=1), 0)


def test_isla_nublar_s_dinosaur_in_hand_is_a_dinosaur_card_in_the_hand_on_the_seat_s_turn() -> None:
    rules, state = start("isla_nublar")
    parts = rules.components()
    dinosaur = state.dinosaur_deck[0]
    assert parts.card(dinosaur).dinosaur >= 0
    seats = list(state.seats)
    seats[0] = evolve(seats[0], hand=(*seats[0].hand[:4], dinosaur))
    holding = evolve(state, seats=tuple(seats), step=isla_steps.TURN, turn=0)
    assert isla.dinosaur_in_hand(rules, holding, 0)
    assert not isla.dinosaur_in_hand(rules, evolve(holding, turn=1), 0)
    assert not isla.dinosaur_in_hand(rules, evolve(state, step=isla_steps.TURN, turn=0), 0)


def test_isla_nublar_s_crates_lost_are_crates_of_the_seat_in_the_general_supply() -> None:
    rules, state = start("isla_nublar")
    turn = evolve(state, step=isla_steps.TURN, turn=0)
    assert not isla.crates_lost(rules, evolve(turn, general_crates=(0, 2)), 0)
    assert isla.crates_lost(rules, evolve(turn, general_crates=(2, 0)), 0)


def test_comet_s_ability_ready_is_a_rescued_animal_s_unturned_ability_at_the_start_of_the_seat_s_turn() -> (
    None
):
    draw = next(
        card.index for card in comet_table.PARTS.cards if card.ability and card.ability.effect == "draw"
    )
    fresh = comet_table.new_state()
    assert not comet.ability_ready(comet_table.RULES, fresh, 0), "the hero's ability alone is not the tip's"
    state = comet_table.seat_with(
        fresh, 0, rescued=(draw,), hand=tuple(c for c in fresh.seats[0].hand if c != draw)
    )
    assert comet.ability_ready(comet_table.RULES, state, 0)
    assert not comet.ability_ready(comet_table.RULES, state, 1), "not the seat's turn"
    assert not comet.ability_ready(comet_table.RULES, comet_table.seat_with(state, 0, exhausted=(draw,)), 0)
    assert not comet.ability_ready(comet_table.RULES, evolve(state, step=comet_steps.MOVE), 0)


def test_comet_s_jump_open_is_a_step_of_the_seat_s_move_over_a_piece_in_the_way() -> None:
    state = comet_table.new_state()
    a, b, c = next(
        (a, b, c)
        for a, b, c in comet_table.lines(state)
        if all(comet_table.is_land(state, space) for space in (a, b, c))
    )
    land = comet_table.land_of(state, c)
    alone = comet_table.mid_move(comet_table.hatched(state, 0, 0, comet_table.plain_card(), a), land, land)
    assert not comet.jump_open(comet_table.RULES, alone, 0), "nothing in the way"
    blocked = comet_table.blocker(alone, b)
    assert comet.jump_open(comet_table.RULES, blocked, 0)
    assert not comet.jump_open(comet_table.RULES, blocked, 1), "not the seat's move"
    assert not comet.jump_open(comet_table.RULES, evolve(blocked, step=comet_steps.TURN), 0)
