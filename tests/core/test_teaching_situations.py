"""The named situations first-time tips ask about (``core/games/<game>/teaching.py``), one by one."""

from __future__ import annotations

from typing import Any

from core.engine import registry
from core.engine.evolve import evolve
from core.engine.protocol import MatchConfig, PlayerInfo
from core.games.digger import teaching as digger
from core.games.isla_nublar import state as isla_steps
from core.games.isla_nublar import teaching as isla
from core.games.karuba import state as karuba_steps
from core.games.karuba import teaching as karuba
from core.games.triassic_terror import state as terror_steps
from core.games.triassic_terror import teaching as terror

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
